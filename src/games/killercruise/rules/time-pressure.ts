/**
 * Play Variation—"Under Time Pressure": "Has the time run out? Then take 2 passenger cards … and
 * place them in the appropriate rooms. … Careful: Did you draw a killer card? Then no passenger
 * cards come into play." The app runs the clock and sends `timer-expired` for the active seat.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError } from '../../../core/types.js';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState, TimerExpiredAction } from '../schemas.js';
import { illegal } from './errors.js';
import { placePassengers } from './passenger-pile.js';

/** Passenger cards placed when the timer runs out. */
export const PASSENGERS_PER_EXPIRY = 2;

/** Whether the game has a timer: only the variation does. */
export function timerRuns(state: KillercruiseState): boolean {
  return state.config.variant === 'time-pressure';
}

/** The timer exists only in the variation. */
export function checkTimerExpired(state: KillercruiseState, _action: TimerExpiredAction): GameError | null {
  if (!timerRuns(state)) {
    return illegal('killercruise/no-timer', 'Play Variation—"Under Time Pressure": there is no timer in the standard game (config.variant is not "time-pressure")');
  }
  return null;
}

/** Places two passengers unless a killer card was drawn since the last expiry; the timer restarts. */
export function applyTimerExpired(draft: Draft<KillercruiseState>, action: TimerExpiredAction, _rng: Rng, events: KillercruiseEvent[]): void {
  const killerCardDrawn = draft.killerCardSinceTimer;
  events.push({ type: 'timer-expired', player: action.player, killerCardDrawn });
  if (killerCardDrawn) {
    draft.killerCardSinceTimer = false;
    return;
  }
  placePassengers(draft, PASSENGERS_PER_EXPIRY, events);
}
