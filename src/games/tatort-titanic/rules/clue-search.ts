/**
 * 2. Clue Search › Taking a clue card: "If a detective moves onto a space that contains clue cards,
 * he may take one clue card of his choice and read it. (Exceptions: see Radio Room and
 * Clairvoyant.) Detectives must place their clue cards face down in front of them, so that all
 * others can see them at any time, but cannot read them."
 *
 * The backs show the colours, so the choice is a colour; which of two cards of one colour lying on
 * a space is taken is chance (ruling 6). Forgoing the move is not moving onto a space; stepping
 * off the pawn's space and back on, with 2 points or more, is (ruling 5).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import { COLOURS, type Colour } from '../content.js';
import type { TatortTitanicEvent } from '../events.js';
import { colourIndexOfCard, type PassAction, type TakeClueAction, type TatortTitanicState } from '../schemas.js';
import { illegal } from './errors.js';
import { drawEventIfDue } from './event-cards.js';
import { offerEavesdropping, passEavesdropping } from './eavesdropping.js';
import { see } from './investigation-sheet.js';
import { declineDraw } from './questioning.js';
import { radioMessage } from './radio-room.js';
import { holdsColour, kindOf, notNow, spaceName, withInserted } from './queries.js';

/**
 * `seat` takes a card of `colour` from `space` and reads it; it goes face down in front of it. The
 * detectives who may eavesdrop are then asked. The card's id.
 */
export function takeCard(draft: Draft<TatortTitanicState>, seat: PlayerId, space: number, colour: Colour, rng: Rng, events: TatortTitanicEvent[]): number | null {
  const lying = draft.board[space];
  const detective = draft.detectives[seat];
  if (lying === undefined || detective === undefined) return null;
  const index = COLOURS.indexOf(colour);
  const choices: number[] = [];
  lying.forEach((card, at) => {
    if (colourIndexOfCard(card) === index) choices.push(at);
  });
  if (choices.length === 0) return null;
  const at = choices.length === 1 ? (choices[0] ?? 0) : rng.pick(choices);
  const card = lying[at];
  if (card === undefined) return null;
  draft.board[space] = lying.filter((_, index) => index !== at);
  detective.hand = withInserted(detective.hand, card);
  see(draft, seat, card);
  events.push({ type: 'clue-taken', seat, space, colour }, { type: 'card-read', card, visibleTo: [seat] });
  offerEavesdropping(draft, seat, card, space);
  return card;
}

/** A card of `colour` lies on the space moved onto — not the Clairvoyant's, which is asked instead. */
export function checkTakeClue(state: TatortTitanicState, action: TakeClueAction): GameError | null {
  if (state.phase !== 'search' || state.pending !== null) return notNow(state, action);
  const space = state.detectives[action.player]?.space ?? 0;
  const kind = kindOf(state, space);
  if (kind === 'clairvoyant') {
    return illegal('tatort-titanic/clairvoyant-predict-first', 'Clairvoyant: "Detectives who want a card from Madame Blavansky must roll the die again, but first predict whether the result will be an even or an odd number" — consult her instead');
  }
  if (holdsColour(state.board[space], COLOURS.indexOf(action.colour))) return null;
  const colours = (state.board[space] ?? []).map((card) => COLOURS[colourIndexOfCard(card)] ?? '?');
  return illegal('tatort-titanic/no-clue-card-of-colour', `2. Clue Search: "he may take one clue card of his choice" — ${spaceName(state.config.content, space)} (space ${space}) holds ${colours.join(', ')} cards; none is ${action.colour}`);
}

/** Takes the card — in the Radio Room only if the second roll reaches the weather. The search is over. */
export function applyTakeClue(draft: Draft<TatortTitanicState>, action: TakeClueAction, rng: Rng, events: TatortTitanicEvent[]): void {
  const seat = action.player;
  const space = draft.detectives[seat]?.space ?? 0;
  draft.phase = 'action';
  if (kindOf(draft as TatortTitanicState, space) !== 'radio-room') {
    takeCard(draft, seat, space, action.colour, rng, events);
    return;
  }
  const { success, rolls } = radioMessage(draft, seat, rng, events);
  if (success) takeCard(draft, seat, space, action.colour, rng, events);
  for (const face of rolls) drawEventIfDue(draft, seat, face, rng, events);
}

/** Passing declines what is offered: a clue card, eavesdropping, or a draw from a failed questioner. */
export function checkPass(state: TatortTitanicState, action: PassAction): GameError | null {
  const pending = state.pending;
  if (pending === null) return state.phase === 'search' ? null : notNow(state, action);
  if (pending.kind === 'eavesdrop' || (pending.kind === 'draw' && pending.optional)) return null;
  return illegal('tatort-titanic/answer-not-optional', `${pending.kind === 'give' ? 'Special Abilities › Clever: the questioned detective "gives up a card of his own choice"' : 'Questioning: the questioning succeeded, so the questioner draws a card'}; it cannot be passed`);
}

/** The offer is declined. */
export function applyPass(draft: Draft<TatortTitanicState>, action: PassAction, events: TatortTitanicEvent[]): void {
  const pending = draft.pending;
  if (pending?.kind === 'eavesdrop') {
    passEavesdropping(draft, action.player, events);
    return;
  }
  if (pending?.kind === 'draw') {
    declineDraw(draft, action.player, events);
    return;
  }
  events.push({ type: 'passed', seat: action.player, declined: 'clue' });
  draft.phase = 'action';
}
