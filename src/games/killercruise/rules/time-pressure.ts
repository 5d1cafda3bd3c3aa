/**
 * Play Variation—"Under Time Pressure": "Has the time run out? Then take 2 passenger cards … and
 * place them in the appropriate rooms. … Careful: Did you draw a killer card? Then no passenger
 * cards come into play." The app runs the clock and sends `timer-expired` for the active seat.
 */
import type { GameError } from '../../../core/types.js';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState, TimerExpiredAction } from '../schemas.js';
import { illegal } from './errors.js';
import { placePassengers } from './passenger-pile.js';
import { update } from './update.js';

/** Passenger cards placed when the timer runs out. */
export const PASSENGERS_PER_EXPIRY = 2;

/** The timer exists only in the variation. */
export function checkTimerExpired(state: KillercruiseState, _action: TimerExpiredAction): GameError | null {
  if (state.config.variant !== 'time-pressure') {
    return illegal('Play Variation—"Under Time Pressure": there is no timer in the standard game (config.variant is not "time-pressure")');
  }
  return null;
}

/** Places two passengers unless a killer card was drawn since the last expiry; the timer restarts. */
export function applyTimerExpired(state: KillercruiseState, action: TimerExpiredAction, events: KillercruiseEvent[]): KillercruiseState {
  const killerCardDrawn = state.killerCardSinceTimer;
  events.push({ type: 'timer-expired', player: action.player, killerCardDrawn });
  if (killerCardDrawn) return update(state, { killerCardSinceTimer: false });
  return placePassengers(state, PASSENGERS_PER_EXPIRY, events);
}
