/** Facts read off a state that several rules need. */
import type { PlayerId } from '../../../core/types.js';
import { rulesOf, type CerealKillerRules, type CerealKillerState, type Spot } from '../schemas.js';

/** The table rules the match plays by (docs "Table rules"): the config's, or the defaults. */
export function tableRules(state: Pick<CerealKillerState, 'config'>): CerealKillerRules {
  return rulesOf(state.config);
}

/** The Killer's seat. */
export function killerSeat(state: CerealKillerState): PlayerId {
  return state.config.killer;
}

/** The Detective's seat. */
export function detectiveSeat(state: CerealKillerState): PlayerId {
  return 1 - state.config.killer;
}

/** Where the Killer is, or `null` before it has chosen its starting house. */
export function killerSpot(state: CerealKillerState): Spot | null {
  const { trail } = state.killer;
  return trail.length === 0 ? null : (trail[trail.length - 1] ?? null);
}

/** Steps the Killer has written today (its trail holds the start plus three spots per finished day). */
export function stepsTakenToday(state: CerealKillerState): number {
  return state.killer.trail.length - 1 - 3 * (state.day - 1);
}

/**
 * Victims in the city after the finished moves: one marker per day that claimed one, so a house
 * claimed on two days counts twice (ruling 3).
 */
export function victimCount(state: CerealKillerState): number {
  return state.days.filter((record) => record.victim !== null).length;
}

/**
 * Today's public record, once the Killer's move for today has finished. Generic so that a draft
 * gets a writable record back.
 */
export function todaysRecord<T extends Pick<CerealKillerState, 'day' | 'days'>>(state: T): T['days'][number] | null {
  const record = state.days[state.days.length - 1];
  return record !== undefined && record.day === state.day ? record : null;
}

/** Whether the Killer must answer "Which direction is it?" before the Detective goes on. */
export function awaitingDirection(state: CerealKillerState): boolean {
  if (state.phase !== 'detective') return false;
  const interrogation = todaysRecord(state)?.interrogation ?? null;
  return interrogation !== null && interrogation.question === 'direction' && interrogation.answer === null;
}
