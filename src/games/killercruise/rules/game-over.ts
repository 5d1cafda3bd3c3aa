/**
 * Game Over!: "The game can end in 1 of 6 different ways" — the psychopath found (won), five
 * passengers collected, the passenger pile used up, a wrong showdown, all figures gone, or Friday
 * the 13th. Everyone wins or everyone loses.
 */
import { castDraft, type Draft } from 'immer';
import type { Outcome } from '../../../core/types.js';
import type { KillercruiseEvent } from '../events.js';
import type { CalendarDate, EndReason, KillercruiseState } from '../schemas.js';

/** "You all play together, against the game. This means that you either all win or all lose." */
export function outcomeOf(players: number, reason: EndReason): Outcome<EndReason> {
  const won = reason === 'psychopath-found';
  const seats = Array.from({ length: players }, (_, seat) => seat);
  return { winners: won ? seats : [], reason, returns: seats.map(() => (won ? 1 : -1)) };
}

/** Ends the game for `reason` (unless it has ended already); the solution on the puzzle card's back is shown. */
export function endGame(draft: Draft<KillercruiseState>, reason: EndReason, events: KillercruiseEvent[]): void {
  if (draft.outcome !== null) return;
  const outcome = outcomeOf(draft.config.players, reason);
  events.push({ type: 'game-ended', won: outcome.winners.length > 0, reason, solution: draft.solution });
  draft.outcome = castDraft(outcome);
  draft.turn.pending = null;
}

/** The day of the week of `date`, 0 = Sunday … 6 = Saturday (Sakamoto's method; no clock, no `Date`). */
export function dayOfWeek(date: CalendarDate): number {
  const offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
  const year = date.month < 3 ? date.year - 1 : date.year;
  const sum = year + Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400) + (offsets[date.month - 1] ?? 0) + date.day;
  return sum % 7;
}

/** "Is today Friday the thirteenth? Then you've all automatically lost!" */
export function isFridayThe13th(date: CalendarDate): boolean {
  return date.day === 13 && dayOfWeek(date) === 5;
}
