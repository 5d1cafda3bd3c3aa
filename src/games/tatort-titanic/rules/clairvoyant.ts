/**
 * Special Locations › Clairvoyant: "they may ask the Clairvoyant only about a clue from a group
 * (colour) of which they already hold a card in hand (not merely crossed off on the investigation
 * sheet). … Detectives who want a card from Madame Blavansky must roll the die again, but first
 * predict whether the result will be an even or an odd number. If they have predicted correctly,
 * they may take the card of their choice (provided they already own a card of the same colour). If
 * not, they receive no card in this round." With Charm: "2 attempts per game round at the
 * Clairvoyant" — a second attempt after a miss, never a second card (ruling 8).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError } from '../../../core/types.js';
import { COLOURS } from '../content.js';
import type { TatortTitanicEvent } from '../events.js';
import type { ConsultAction, TatortTitanicState } from '../schemas.js';
import { takeCard } from './clue-search.js';
import { illegal } from './errors.js';
import { drawEventIfDue, rollDie } from './event-cards.js';
import { canSearch, clairvoyantAttempts, holdsColour, kindOf, notNow } from './queries.js';

/** The Clairvoyant is asked about a colour still on her space that the detective holds a card of. */
export function checkConsult(state: TatortTitanicState, action: ConsultAction): GameError | null {
  if (state.phase !== 'search' || state.pending !== null) return notNow(state, action);
  const detective = state.detectives[action.player];
  const space = detective?.space ?? 0;
  if (kindOf(state, space) !== 'clairvoyant') return illegal('tatort-titanic/not-at-clairvoyant', 'Clairvoyant: only a detective in Madame Blavansky\'s cabin can consult her');
  const colour = COLOURS.indexOf(action.colour);
  if (!holdsColour(state.board[space], colour)) return illegal('tatort-titanic/no-clue-card-of-colour', `Clairvoyant: she has no ${action.colour} card left to give`);
  if (!holdsColour(detective?.hand, colour)) {
    return illegal('tatort-titanic/clairvoyant-colour-not-held', `Clairvoyant: "they may ask the Clairvoyant only about a clue from a group (colour) of which they already hold a card in hand (not merely crossed off on the investigation sheet)" — you hold no ${action.colour} card`);
  }
  if (state.attempts >= clairvoyantAttempts(detective)) return illegal('tatort-titanic/clairvoyant-attempts-used', 'Clairvoyant: no attempt is left this round');
  return null;
}

/** "predict whether the result will be an even or an odd number": right, and the card is taken. */
export function applyConsult(draft: Draft<TatortTitanicState>, action: ConsultAction, rng: Rng, events: TatortTitanicEvent[]): void {
  const seat = action.player;
  const detective = draft.detectives[seat];
  if (detective === undefined) return;
  draft.attempts++;
  const roll = rollDie(seat, 'clairvoyant', rng, events);
  const success = (roll % 2 === 0 ? 'even' : 'odd') === action.prediction;
  events.push({ type: 'clairvoyant-consulted', seat, colour: action.colour, prediction: action.prediction, roll, success });
  if (success) {
    draft.phase = 'action';
    takeCard(draft, seat, detective.space, action.colour, rng, events);
  }
  drawEventIfDue(draft, seat, roll, rng, events);
  // After a miss, Charm's second attempt waits — if there is still something to ask, and she is still there to ask.
  if (!success && (draft.attempts >= clairvoyantAttempts(detective) || !canConsultAgain(draft as TatortTitanicState))) draft.phase = 'action';
}

/** Whether the detective whose turn it is stands at the Clairvoyant with a colour to ask about. */
function canConsultAgain(state: TatortTitanicState): boolean {
  const seat = state.order[state.turn] ?? 0;
  const space = state.detectives[seat]?.space ?? 0;
  return kindOf(state, space) === 'clairvoyant' && canSearch(state, seat, space);
}
