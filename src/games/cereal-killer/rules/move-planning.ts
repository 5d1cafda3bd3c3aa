/**
 * Whether the Killer's move can still be finished within the rules. The Killer decides one step at
 * a time, so every step, claim and Witness placement is only allowed if some way remains to end
 * the day legally: exactly 3 steps, never into the Detective's square, not ending in the park
 * where the Witness stands, and with a victim if one is required today. The table rules
 * (`config.rules`) change what a step and a claim may be; every question here goes through the
 * move's {@link MovePlan}, which carries them.
 */
import type { City } from '../content.js';
import type { CerealKillerRules, CerealKillerState, DayRecord, Spot } from '../schemas.js';
import { exitsWhereEntered, kindOf, orthogonalNeighbours, otherEntrance, placeOf, STEP_SLOTS, stepTarget } from './basic-concepts.js';
import { tableRules } from './queries.js';

/** The Killer moves exactly this many steps each day. */
export const STEPS_PER_DAY = 3;

/** What the Killer's move today must respect. */
export interface MovePlan {
  /** The city. */
  readonly city: City;
  /** The table rules the match plays by. */
  readonly rules: CerealKillerRules;
  /** The place of the Detective's token, which the Killer cannot pass through; `null` on day 1. */
  readonly blocked: number | null;
  /** Whether the move must claim a victim (the one victimless day is used, and a victim is in reach). */
  readonly claimRequired: boolean;
  /**
   * Houses that take no more victims: with the table rule `oneVictimPerHouse`, those holding a
   * victim from an earlier day; otherwise none (ruling 3).
   */
  readonly claimedHouses: readonly number[];
}

const NO_HOUSES: readonly number[] = /* @__PURE__ */ Object.freeze([]);

/** Houses holding a victim from the days before `days[before]`, if the rules let each house take only one. */
function claimedHousesOf(rules: CerealKillerRules, days: readonly DayRecord[], before: number): readonly number[] {
  if (!rules.oneVictimPerHouse) return NO_HOUSES;
  const houses: number[] = [];
  for (let index = 0; index < before && index < days.length; index++) {
    const victim = days[index]?.victim ?? null;
    if (victim !== null) houses.push(victim);
  }
  return houses;
}

/** The plan of the move in progress in `state`. */
export function movePlanOf(state: CerealKillerState): MovePlan {
  const at = state.detective.at;
  const rules = tableRules(state);
  return {
    city: state.config.city,
    rules,
    blocked: at === null ? null : placeOf(at),
    claimRequired: state.killer.move?.claimRequired ?? false,
    claimedHouses: claimedHousesOf(rules, state.days, state.days.length),
  };
}

/**
 * The plan the move of the finished day `days[index]` had to respect, read off the public record
 * (no victim owed: whether one was is worked out from where the day started).
 */
export function movePlanOfDay(state: Pick<CerealKillerState, 'config' | 'days'>, index: number): MovePlan {
  const record = state.days[index];
  const detectiveAt = record?.detectiveAt ?? null;
  const rules = tableRules(state);
  return {
    city: state.config.city,
    rules,
    blocked: detectiveAt === null ? null : placeOf(detectiveAt),
    claimRequired: false,
    claimedHouses: claimedHousesOf(rules, state.days, index),
  };
}

/**
 * Whether the Detective's square bars the `step`-th step (1–3) of the move from `to`: "You cannot
 * pass through the square where the Detective is" — every step, the last included (ruling 5), or,
 * with the table rule `endOnDetectiveSquare`, all but the last.
 */
export function isBlocked(plan: MovePlan, to: Spot, step: number): boolean {
  if (plan.blocked === null || placeOf(to) !== plan.blocked) return false;
  return !(plan.rules.endOnDetectiveSquare && step >= STEPS_PER_DAY);
}

/**
 * Whether the Killer's `step`-th step (1–3) of the move may go from `from` to the adjacent `to`:
 * not barred by the Detective's square, and, with the table rule `subwayExitThroughOther`, out of
 * the tunnel by the other entrance — by the one gone down through only when the Detective bars the
 * other, since the Killer "must always move 3 steps" (ruling 4). Allocates nothing.
 */
export function mayStep(plan: MovePlan, from: Spot, to: Spot, step: number): boolean {
  if (isBlocked(plan, to, step)) return false;
  if (!plan.rules.subwayExitThroughOther || !exitsWhereEntered(from, to)) return true;
  const other = otherEntrance(plan.city, from);
  return other === null || isBlocked(plan, other, step);
}

/**
 * Whether a victim can be claimed on `spot`: any house ("place a victim marker when you are on a
 * house"). A house that already holds a marker takes one more (ruling 3): the rulebook prints no
 * limit per house, only one victim per turn, which the move itself keeps — unless the table rule
 * `oneVictimPerHouse` reads one in.
 */
export function canClaimAt(plan: MovePlan, spot: Spot): boolean {
  return spot > 0 && kindOf(plan.city, spot) === 'house' && !plan.claimedHouses.includes(spot);
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
    if (to !== null && mayStep(plan, spot, to, stepsTaken + 1) && canFinishMove(plan, to, stepsTaken + 1, claimed, witness)) return true;
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
 * Whether the finished day `days[index]`, whose move started on `start`, was the Killer's decision
 * not to claim ("On one of the seven days you may decide not to claim a victim"): no victim,
 * although some legal move that day could have claimed one. A day on which none could is no
 * decision (ruling 7).
 */
export function victimlessByChoice(state: Pick<CerealKillerState, 'config' | 'days'>, index: number, start: Spot): boolean {
  return state.days[index]?.victim === null && victimReachable(movePlanOfDay(state, index), start);
}

/**
 * Whether the victimless day `days[index]`, whose move started on `start`, used the one victimless
 * day: if it was the Killer's decision (ruling 7) — or, with the table rule
 * `forcedVictimlessDayCounts`, whether a victim was in reach or not.
 */
export function usesVictimlessDay(state: Pick<CerealKillerState, 'config' | 'days'>, index: number, start: Spot): boolean {
  if (state.days[index]?.victim !== null) return false;
  return tableRules(state).forcedVictimlessDayCounts || victimlessByChoice(state, index, start);
}

/** Whether the Killer has used its one victimless day on one of the finished days. */
export function victimlessDayUsed(state: Pick<CerealKillerState, 'config' | 'days' | 'killer'>): boolean {
  const { trail } = state.killer;
  return state.days.some((_, index) => {
    const start = trail[STEPS_PER_DAY * index];
    return start !== undefined && usesVictimlessDay(state, index, start);
  });
}
