/**
 * Whether the Killer's move can still be finished within the rules. The Killer decides one step at
 * a time, so every step, claim and Witness placement is only allowed if some way remains to end
 * the day legally: exactly 3 steps, never into the Detective's square, not ending in the park
 * where the Witness stands, and with a victim if one is required today.
 */
import type { City } from '../content.js';
import type { CerealKillerState, DayRecord, Spot } from '../schemas.js';
import { kindOf, orthogonalNeighbours, placeOf, STEP_SLOTS, stepTarget } from './basic-concepts.js';

/** The Killer moves exactly this many steps each day. */
export const STEPS_PER_DAY = 3;

/** What the Killer's move today must respect. */
export interface MovePlan {
  /** The city. */
  readonly city: City;
  /** The place of the Detective's token, which the Killer cannot pass through; `null` on day 1. */
  readonly blocked: number | null;
  /** Whether the move must claim a victim (the one victimless day is used, and a victim is in reach). */
  readonly claimRequired: boolean;
}

/** The plan of the move in progress in `state`. */
export function movePlanOf(state: CerealKillerState): MovePlan {
  const at = state.detective.at;
  return {
    city: state.config.city,
    blocked: at === null ? null : placeOf(at),
    claimRequired: state.killer.move?.claimRequired ?? false,
  };
}

/** The plan a finished day's move had to respect, read off its public record (no victim owed). */
export function movePlanOfDay(city: City, record: DayRecord): MovePlan {
  return { city, blocked: record.detectiveAt === null ? null : placeOf(record.detectiveAt), claimRequired: false };
}

/** Whether the Killer may step onto `to` at all: not into the Detective's square. */
export function isBlocked(plan: MovePlan, to: Spot): boolean {
  return plan.blocked !== null && placeOf(to) === plan.blocked;
}

/**
 * Whether a victim can be claimed on `spot`: any house ("place a victim marker when you are on a
 * house"). A house that already holds a marker takes one more (ruling 3): the rulebook prints no
 * limit per house, only one victim per turn, which the move itself keeps.
 */
export function canClaimAt(plan: MovePlan, spot: Spot): boolean {
  return spot > 0 && kindOf(plan.city, spot) === 'house';
}

/** The parks adjacent to `house`, where its Witness may go. */
export function adjacentParks(city: City, house: number): number[] {
  return orthogonalNeighbours(city, house).filter((square) => kindOf(city, square) === 'park');
}

/** The park adjacent to `house` through step slot `slot` (0–3), or `null`. Allocates nothing. */
export function parkThrough(city: City, house: number, slot: number): number | null {
  const square = stepTarget(city, house, slot);
  return square !== null && kindOf(city, square) === 'park' ? square : null;
}

/**
 * Whether, standing on `spot` after `stepsTaken` steps, with a victim `claimed` (or not) and the
 * Witness in `witness`, the Killer can still end the move legally. A depth-first walk of at most
 * three steps that allocates nothing: it runs for every Killer decision and every candidate step.
 */
export function canFinishMove(
  plan: MovePlan,
  spot: Spot,
  stepsTaken: number,
  claimed: boolean,
  witness: number | null,
): boolean {
  if (stepsTaken >= STEPS_PER_DAY) {
    if (witness !== null && spot === witness) return false;
    return claimed || !plan.claimRequired || canClaimAt(plan, spot);
  }
  if (!claimed && canClaimAt(plan, spot) && canClaimHere(plan, spot, stepsTaken)) return true;
  for (let slot = 0; slot < STEP_SLOTS; slot++) {
    const to = stepTarget(plan.city, spot, slot);
    if (to !== null && !isBlocked(plan, to) && canFinishMove(plan, to, stepsTaken + 1, claimed, witness)) return true;
  }
  return false;
}

/**
 * Whether claiming the victim on house `spot` now still leaves a legal ending, with the Witness in
 * one of its adjacent parks (the Killer's choice between two), or nowhere if it has none.
 */
export function canClaimHere(plan: MovePlan, spot: Spot, stepsTaken: number): boolean {
  let parks = 0;
  for (let slot = 0; slot < 4; slot++) {
    const park = parkThrough(plan.city, spot, slot);
    if (park === null) continue;
    parks++;
    if (canFinishMove(plan, spot, stepsTaken, true, park)) return true;
  }
  return parks === 0 && canFinishMove(plan, spot, stepsTaken, true, null);
}

/**
 * Whether today's move, starting on `start`, can claim a victim at all: some complete legal move
 * claims one. Decides whether a victimless day was the Killer's decision (ruling 7), and so whether
 * the Killer, having used its one victimless day, must claim today.
 */
export function victimReachable(plan: MovePlan, start: Spot): boolean {
  return canFinishMove({ ...plan, claimRequired: true }, start, 0, false, null);
}

/**
 * Whether the finished day `record`, whose move started on `start`, was the Killer's decision not
 * to claim ("On one of the seven days you may decide not to claim a victim"): no victim, although
 * some legal move that day could have claimed one. A day on which none could is no decision and
 * leaves the one victimless day free (ruling 7).
 */
export function victimlessByChoice(city: City, record: DayRecord, start: Spot): boolean {
  return record.victim === null && victimReachable(movePlanOfDay(city, record), start);
}

/** Whether the Killer has used its one victimless day: a finished day it decided not to claim on. */
export function victimlessDayUsed(state: Pick<CerealKillerState, 'config' | 'days' | 'killer'>): boolean {
  const { trail } = state.killer;
  return state.days.some((record, index) => {
    const start = trail[STEPS_PER_DAY * index];
    return start !== undefined && victimlessByChoice(state.config.city, record, start);
  });
}
