/**
 * 2. Clue Search › Action › Questioning: "Any detective on whose space one stops may be
 * questioned. … To receive an answer, the questioner must roll at least a 4 on the die. If this
 * does not succeed, the questioned detective may draw a card from the questioner. That is risky."
 * With Authority: "when questioning another detective, +1 on every die result"; with Clever: "when
 * questioned, gives up a card of his own choice instead of having one drawn"; with the questioning
 * bonus event cards: "keep it until he questions another detective. Then it must be applied and
 * afterwards discarded."
 *
 * An answer is a card: the questioner draws one from the questioned, which changes hands (ruling
 * 11). Questioning is the turn's one action (ruling 9).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import { COLOURS } from '../content.js';
import type { TatortTitanicEvent } from '../events.js';
import { colourIndexOfCard, colourOfCard, type DrawCardAction, type GiveCardAction, type QuestionAction, type TatortTitanicState } from '../schemas.js';
import { illegal } from './errors.js';
import { drawEventIfDue, rollDie } from './event-cards.js';
import { see } from './investigation-sheet.js';
import { clueName, contentOf, has, holdsColour, notNow, spaceName, withInserted, without } from './queries.js';

/** "the questioner must roll at least a 4 on the die" */
export const ANSWER_ROLL = 4;

/** What is added to `seat`'s questioning roll: Authority's 1 and every questioning bonus it keeps. */
export function questioningBonus(state: TatortTitanicState, seat: PlayerId): number {
  const detective = state.detectives[seat];
  if (detective === undefined) return 0;
  let bonus = has(detective, 'authority') ? 1 : 0;
  for (const card of detective.bonuses) {
    const effect = contentOf(state).events[card]?.effect;
    if (effect?.kind === 'questioning-bonus') bonus += effect.bonus;
  }
  return bonus;
}

/** Another detective on the questioner's space, once a turn, after the clue search. */
export function checkQuestion(state: TatortTitanicState, action: QuestionAction): GameError | null {
  if (state.phase !== 'action' || state.pending !== null) return notNow(state, action);
  if (state.questioned) return illegal('tatort-titanic/one-action-a-turn', '2. Clue Search › Action: "a detective may also carry out an action" — you have questioned this turn already');
  const questioner = state.detectives[action.player];
  const questioned = state.detectives[action.target];
  if (action.target === action.player || questioned === undefined) return illegal('tatort-titanic/question-another-detective', `Questioning: question another detective; seat ${action.target} is not one`);
  if (questioner?.space === questioned.space) return null;
  const content = state.config.content;
  const yours = questioner?.space ?? 0;
  return illegal(
    'tatort-titanic/not-on-your-space',
    `Questioning: "Any detective on whose space one stops may be questioned" — seat ${action.target} stands on ${spaceName(content, questioned.space)} (space ${questioned.space}), not on your space, ${spaceName(content, yours)} (space ${yours})`,
  );
}

/**
 * The questioner rolls (plus Authority and its bonus cards, which then go back under the stack):
 * 4 or more, and it draws a card from the questioned (who chooses it, if Clever); less, and the
 * questioned may draw one from the questioner.
 */
export function applyQuestion(draft: Draft<TatortTitanicState>, action: QuestionAction, rng: Rng, events: TatortTitanicEvent[]): void {
  const seat = action.player;
  const target = action.target;
  const questioner = draft.detectives[seat];
  const questioned = draft.detectives[target];
  if (questioner === undefined || questioned === undefined) return;
  draft.questioned = true;
  const bonus = questioningBonus(draft as TatortTitanicState, seat);
  const bonusCards = questioner.bonuses.slice();
  // "Then it must be applied and afterwards discarded": back under the stack (ruling 16).
  questioner.bonuses = [];
  for (const card of bonusCards) draft.eventDeck.push(card);
  const roll = rollDie(seat, 'questioning', rng, events);
  const success = roll + bonus >= ANSWER_ROLL;
  events.push({ type: 'questioned', seat, target, roll, bonus, bonusCards, success });
  if (success) {
    if (questioned.hand.length === 0) events.push({ type: 'nothing-to-draw', seat, from: target });
    else draft.pending = has(questioned, 'clever') ? { kind: 'give', seat: target, to: seat } : { kind: 'draw', seat, from: target, optional: false };
  } else if (questioner.hand.length === 0) {
    events.push({ type: 'nothing-to-draw', seat: target, from: seat });
  } else {
    draft.pending = { kind: 'draw', seat: target, from: seat, optional: true };
  }
  drawEventIfDue(draft, seat, roll, rng, events);
}

/** Moves `card` from `from` to `to`, who reads it. */
function handOver(draft: Draft<TatortTitanicState>, card: number, from: PlayerId, to: PlayerId): void {
  const giver = draft.detectives[from];
  const taker = draft.detectives[to];
  if (giver === undefined || taker === undefined) return;
  giver.hand = without(giver.hand, card);
  taker.hand = withInserted(taker.hand, card);
  see(draft, to, card);
}

/** The drawer names a colour the other detective holds. */
export function checkDrawCard(state: TatortTitanicState, action: DrawCardAction): GameError | null {
  const pending = state.pending;
  if (pending?.kind !== 'draw') return notNow(state, action);
  if (holdsColour(state.detectives[pending.from]?.hand, COLOURS.indexOf(action.colour))) return null;
  return illegal('tatort-titanic/draw-colour-not-held', `Questioning: draw one of the cards seat ${pending.from} holds; it holds no ${action.colour} card`);
}

/** A card of that colour, drawn at random among the other detective's cards of that colour, changes hands. */
export function applyDrawCard(draft: Draft<TatortTitanicState>, action: DrawCardAction, rng: Rng, events: TatortTitanicEvent[]): void {
  const pending = draft.pending;
  if (pending?.kind !== 'draw') return;
  const from = pending.from;
  const colour = COLOURS.indexOf(action.colour);
  const choices = (draft.detectives[from]?.hand ?? []).filter((card) => colourIndexOfCard(card) === colour);
  if (choices.length === 0) return;
  const card = choices.length === 1 ? (choices[0] ?? 0) : rng.pick(choices);
  handOver(draft, card, from, action.player);
  draft.pending = null;
  events.push({ type: 'card-drawn', seat: action.player, from, colour: action.colour }, { type: 'card-read', card, visibleTo: [action.player, from] });
}

/** The questioned Clever detective gives up one of its own cards. */
export function checkGiveCard(state: TatortTitanicState, action: GiveCardAction): GameError | null {
  if (state.pending?.kind !== 'give') return notNow(state, action);
  return state.detectives[action.player]?.hand.includes(action.card) === true
    ? null
    : illegal('tatort-titanic/give-card-not-held', `Special Abilities › Clever: give up a card of your own; ${clueName(state.config.content, action.card)} (${colourOfCard(action.card)} card ${action.card}) is not in your hand`);
}

/** "gives up a card of his own choice instead of having one drawn" */
export function applyGiveCard(draft: Draft<TatortTitanicState>, action: GiveCardAction, events: TatortTitanicEvent[]): void {
  const pending = draft.pending;
  if (pending?.kind !== 'give') return;
  handOver(draft, action.card, action.player, pending.to);
  draft.pending = null;
  events.push({ type: 'card-given', seat: action.player, to: pending.to, colour: colourOfCard(action.card) }, { type: 'card-read', card: action.card, visibleTo: [action.player, pending.to] });
}

/** The questioned detective does not draw from the failed questioner. */
export function declineDraw(draft: Draft<TatortTitanicState>, seat: PlayerId, events: TatortTitanicEvent[]): void {
  events.push({ type: 'passed', seat, declined: 'draw' });
  draft.pending = null;
}
