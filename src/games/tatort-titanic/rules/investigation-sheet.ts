/**
 * The Investigation Sheet: "On it he records his name and his special ability, and crosses off the
 * individual clues he receives during the game. In this way he can easily narrow down the
 * circumstances of the crime." And at the end: "after all, one may also guess when only a few
 * possibilities remain".
 *
 * The engine keeps, per seat, every clue card whose face it has seen (`seen`), and crosses each
 * one off that seat's sheet the moment it is seen — the default entry, which no detective would
 * leave out. A detective's own entries (`cross-off`) cross off circumstances it has not seen: a
 * deduction, or a guess (ruling 13).
 */
import type { Draft } from 'immer';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { TatortTitanicEvent } from '../events.js';
import { cardOf, colourOfCircumstance, isCrossedOff, type CrossOffAction, type TatortTitanicState } from '../schemas.js';
import { illegal } from './errors.js';
import { notNow, withInserted } from './queries.js';

/** `seat` has seen `card`'s face: it joins the seat's seen cards, and so is crossed off its sheet. */
export function see(draft: Draft<TatortTitanicState>, seat: PlayerId, card: number): void {
  const detective = draft.detectives[seat];
  if (detective !== undefined && !detective.seen.includes(card)) detective.seen = withInserted(detective.seen, card);
}

/** Whether the sheet may be written now: on the detective's own turn, before the roll or after the clue search. */
export function sheetOpen(state: TatortTitanicState): boolean {
  return state.pending === null && (state.phase === 'roll' || state.phase === 'action');
}

/** A circumstance not yet crossed off may be crossed off, on the detective's own turn. */
export function checkCrossOff(state: TatortTitanicState, action: CrossOffAction): GameError | null {
  if (!sheetOpen(state)) return notNow(state, action);
  const detective = state.detectives[action.player];
  if (detective === undefined || !isCrossedOff(detective, action.circumstance)) return null;
  const name = state.config.content.clues[Math.floor(action.circumstance / 6)]?.candidates[action.circumstance % 6] ?? '?';
  const how = detective.seen.includes(cardOf(action.circumstance)) ? 'you have seen its card' : 'you crossed it off';
  return illegal('tatort-titanic/already-crossed-off', `The Investigation Sheet: ${name} (${colourOfCircumstance(action.circumstance)}, circumstance ${action.circumstance}) is already crossed off your sheet — ${how}`);
}

/** "crosses off the individual clues": the entry goes on the sheet (seen by its owner alone). */
export function applyCrossOff(draft: Draft<TatortTitanicState>, action: CrossOffAction, events: TatortTitanicEvent[]): void {
  const detective = draft.detectives[action.player];
  if (detective === undefined) return;
  detective.entries = withInserted(detective.entries, action.circumstance);
  events.push({ type: 'crossed-off', seat: action.player, circumstance: action.circumstance, visibleTo: [action.player] });
}
