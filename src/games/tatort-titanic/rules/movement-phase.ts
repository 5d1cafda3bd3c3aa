/**
 * 1. Movement Phase: "Each detective rolls a die and may move his pawn by up to the number of
 * points rolled. There are deck, room and staircase spaces. Rooms are accessible through doors. To
 * reach a certain space, a detective may forgo the rolled points or his entire move." With
 * Nimble-footed: "may add 1 to each die result in the movement phase".
 *
 * The move is one decision: the space to end on, any within the points (ruling 4), its own
 * included. Ending on its own space with 2 points or more is a step off it and back on — the pawn
 * moves onto its space, and the clue search opens there as anywhere; with fewer it is the whole
 * move forgone (ruling 5) — always, under the table rule `ownSpaceForgoesMove`.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError } from '../../../core/types.js';
import type { TatortTitanicEvent } from '../events.js';
import type { MoveAction, RollAction, TatortTitanicState } from '../schemas.js';
import { illegal } from './errors.js';
import { drawEventIfDue, rollDie } from './event-cards.js';
import { canSearch, contentOf, has, movesOnto, notNow, reachWithin, spaceName, tableRules } from './queries.js';

/** The movement roll opens the turn. */
export function checkRoll(state: TatortTitanicState, action: RollAction): GameError | null {
  return state.phase === 'roll' && state.pending === null ? null : notNow(state, action);
}

/**
 * "Each detective rolls a die": one die, and one more for each extra roll an event card gave
 * (including one drawn by a die of this very roll); Nimble-footed adds 1 to each; the event cards'
 * movement points are added last (never below 0).
 */
export function applyRoll(draft: Draft<TatortTitanicState>, action: RollAction, rng: Rng, events: TatortTitanicEvent[]): void {
  const seat = action.player;
  const detective = draft.detectives[seat];
  if (detective === undefined) return;
  const nimble = has(detective, 'nimble-footed') ? 1 : 0;
  let total = 0;
  for (let dice = 1 + detective.extraDice; dice > 0; dice--) {
    detective.extraDice = 0;
    const value = rollDie(seat, 'movement', rng, events);
    total += value + nimble;
    drawEventIfDue(draft, seat, value, rng, events);
    // An extra roll drawn just now is rolled as part of this movement.
    dice += detective.extraDice;
  }
  detective.extraDice = 0;
  const points = Math.max(0, total + detective.movementBonus);
  detective.movementBonus = 0;
  draft.points = points;
  draft.reach = reachWithin(contentOf(draft), detective.space, points);
  draft.phase = 'move';
  events.push({ type: 'movement-rolled', seat, points });
}

/** "may move his pawn by up to the number of points rolled": any space within reach. */
export function checkMove(state: TatortTitanicState, action: MoveAction): GameError | null {
  if (state.phase !== 'move' || state.pending !== null) return notNow(state, action);
  if (state.reach.includes(action.to)) return null;
  const from = state.detectives[action.player]?.space ?? 0;
  return illegal(
    'tatort-titanic/beyond-points-rolled',
    `1. Movement Phase: "may move his pawn by up to the number of points rolled" — from ${spaceName(state.config.content, from)} (space ${from}) with ${state.points} points the pawn may end on spaces ${state.reach.join(', ')}; not on space ${action.to}`,
  );
}

/**
 * The pawn ends its move. On a space it moved onto that holds clue cards it may take — its own
 * space too, stepped off and back onto — the clue search begins; otherwise (no cards, or the move
 * forgone — ruling 5) the action phase.
 */
export function applyMove(draft: Draft<TatortTitanicState>, action: MoveAction, events: TatortTitanicEvent[]): void {
  const seat = action.player;
  const detective = draft.detectives[seat];
  if (detective === undefined) return;
  const from = detective.space;
  const content = contentOf(draft);
  draft.reach = [];
  if (!movesOnto(content, from, action.to, draft.points, tableRules(draft))) {
    draft.phase = 'action';
    return;
  }
  // Out and back in leaves the pawn where it stood: nothing to write.
  if (action.to !== from) detective.space = action.to;
  events.push({ type: 'moved', seat, from, to: action.to, name: spaceName(content, action.to) });
  draft.phase = canSearch(draft as TatortTitanicState, seat, action.to) ? 'search' : 'action';
}
