/**
 * Whether a state could have come out of play: the cross-field facts that the shape of the state
 * cannot express. `schemas.state` refuses a loaded state with any of these problems, so that a
 * saved match cannot put the game where no rule leads — and `resample`, which looks for Killer
 * trails that fit the public record, always finds at least the real one.
 */
import * as z from 'zod/mini';
import { stateShapeSchema, type CerealKillerState, type Spot } from '../schemas.js';
import { arrestCatches, ARREST_ATTEMPTS } from './arrest.js';
import { isSpot, kindOf, stepsFrom } from './basic-concepts.js';
import { isTruthful } from './interrogate.js';
import {
  adjacentParks,
  canFinishMove,
  mayStep,
  movePlanOf,
  movePlanOfDay,
  STEPS_PER_DAY,
  usesVictimlessDay,
  victimlessByChoice,
  victimlessDayUsed,
  victimReachable,
  type MovePlan,
} from './move-planning.js';
import { killerSpot, stepsTakenToday, tableRules, todaysRecord } from './queries.js';

/** Validates a state loaded from outside: its shape, then that play could have produced it. */
export const stateSchema: z.ZodMiniType<CerealKillerState> = /* @__PURE__ */ stateShapeSchema.check(
  z.superRefine((state, ctx) => {
    for (const message of stateProblems(state)) ctx.addIssue({ code: 'custom', message });
  }),
);

/** Everything in `state` that play could not have produced; empty for a consistent state. */
export function stateProblems(state: CerealKillerState): string[] {
  const structural = [...dayProblems(state), ...recordProblems(state)];
  // The other checks index the trail by the finished days, which needs the structure to hold.
  if (structural.length > 0) return structural;
  return [...trailProblems(state), ...moveProblems(state), ...detectiveProblems(state)];
}

/** The day, the phase, the finished moves, the outcome and the trail's length agree. */
function dayProblems(state: CerealKillerState): string[] {
  const problems: string[] = [];
  const finished = state.days.length;
  const expected = state.phase === 'killer' ? state.day - 1 : state.day;
  if (finished !== expected) problems.push(`day ${state.day} in the ${state.phase} phase cannot have ${finished} finished Killer moves`);
  if ((state.outcome !== null) !== (state.phase === 'over')) problems.push('the game has an outcome exactly when it is over');
  const { trail, move } = state.killer;
  if (trail.length === 0) {
    if (state.phase !== 'killer' || state.day !== 1) problems.push('the Killer has no starting house after day 1 began');
  } else {
    const today = trail.length - 1 - STEPS_PER_DAY * finished;
    const allowed = state.phase === 'killer' ? today >= 0 && today <= STEPS_PER_DAY : today === 0;
    if (!allowed) problems.push(`the Killer's trail has ${trail.length} spots after ${finished} finished moves`);
  }
  if ((move !== null) !== (state.phase === 'killer' && trail.length > 0)) problems.push('a Killer move is in progress exactly while the Killer moves');
  return problems;
}

/** Each day's public record on its own: where things stand, and what was asked. */
function recordProblems(state: CerealKillerState): string[] {
  const problems: string[] = [];
  const { city } = state.config;
  const asked: string[] = [];
  const { oneVictimPerHouse } = tableRules(state);
  state.days.forEach((record, index) => {
    const day = index + 1;
    if (record.day !== day) problems.push(`the record of day ${day} says day ${record.day}`);
    const detectiveExpected = day > 1;
    if (detectiveExpected !== (record.detectiveAt !== null) || (record.detectiveAt !== null && !isSpot(city, record.detectiveAt))) {
      problems.push(`on day ${day} the Detective ${detectiveExpected ? 'stood on no square of the city' : 'was not placed yet'}`);
    }
    if (record.victim !== null && kindOf(city, record.victim) !== 'house') problems.push(`the victim of day ${day} is not in a house`);
    if (oneVictimPerHouse && record.victim !== null && state.days.slice(0, index).some((earlier) => earlier.victim === record.victim)) {
      problems.push(`house ${record.victim} was claimed again on day ${day}, though each house takes one victim (table rule oneVictimPerHouse)`);
    }
    const parks = record.victim === null ? [] : adjacentParks(city, record.victim);
    if (record.witness === null ? parks.length > 0 : !parks.includes(record.witness)) {
      problems.push(`the Witness of day ${day} is not in a park next to the day's victim`);
    }
    if (record.interrogation !== null) {
      if (record.witness === null) problems.push(`a Witness was interrogated on day ${day}, which had none`);
      if (asked.includes(record.interrogation.question)) problems.push(`"${record.interrogation.question}" was asked twice`);
      asked.push(record.interrogation.question);
    }
  });
  const misses = state.days.filter((record) => record.arrest !== null && !record.arrest.caught).length;
  if (state.detective.arrestsLeft !== ARREST_ATTEMPTS - misses) {
    problems.push(`${misses} missed arrests leave ${ARREST_ATTEMPTS - misses} attempts, not ${state.detective.arrestsLeft}`);
  }
  return problems;
}

/** The Killer's trail: legal steps, and everything each day made public true of it. */
function trailProblems(state: CerealKillerState): string[] {
  const problems: string[] = [];
  const { city } = state.config;
  const { trail } = state.killer;
  if (trail.length === 0) return problems;
  if (kindOf(city, trail[0] ?? 0) !== 'house') problems.push('the Killer did not start on a house');
  for (let index = 0; index < trail.length; index++) {
    const spot = trail[index] ?? 0;
    const previous = trail[index - 1];
    if (!isSpot(city, spot)) problems.push(`the Killer's trail leaves the city at ${spot}`);
    else if (previous !== undefined && !stepsFrom(city, previous).includes(spot)) problems.push(`the Killer's trail jumps from ${previous} to ${spot}`);
  }
  if (problems.length > 0) return problems;
  let victimlessDayGone = false;
  state.days.forEach((record, index) => {
    const start = trail[STEPS_PER_DAY * index] ?? 0;
    const path = trail.slice(STEPS_PER_DAY * index + 1, STEPS_PER_DAY * (index + 1) + 1);
    const end = path[path.length - 1] ?? start;
    const plan = movePlanOfDay(state, index);
    if (!stepsAllowed(plan, start, path)) problems.push(`on day ${record.day} the Killer passed through the Detective's square or left the tunnel where it went in`);
    if (record.victim !== null && start !== record.victim && !path.includes(record.victim)) {
      problems.push(`the victim of day ${record.day} is not on that day's path`);
    }
    if (record.witness !== null && end === record.witness) problems.push(`on day ${record.day} the Killer ended in the Witness's park`);
    if (record.interrogation !== null && record.witness !== null && !isTruthful(city, record.interrogation, end, record.witness)) {
      problems.push(`the answer of day ${record.day} is not true of where the Killer was`);
    }
    if (record.arrest !== null && arrestCatches(city, record.arrest.from, end) !== record.arrest.caught) {
      problems.push(`the arrest of day ${record.day} did not turn out as the Killer's square says`);
    }
    // Ruling 7: once the one victimless day is used, no day that could claim a victim goes without.
    if (victimlessDayGone && victimlessByChoice(state, index, start)) {
      problems.push(`day ${record.day} was a second victimless day although a victim could be reached`);
    }
    if (usesVictimlessDay(state, index, start)) victimlessDayGone = true;
  });
  return problems;
}

/** Whether each step of `path` from `start` was one the move's plan allowed (the steps are adjacent). */
function stepsAllowed(plan: MovePlan, start: Spot, path: readonly Spot[]): boolean {
  let at = start;
  for (let index = 0; index < path.length; index++) {
    const to = path[index] ?? at;
    if (!mayStep(plan, at, to, index + 1)) return false;
    at = to;
  }
  return true;
}

/** The Killer's move in progress: its steps, victim, Witness and duty agree with the trail. */
function moveProblems(state: CerealKillerState): string[] {
  const problems: string[] = [];
  const { move, trail } = state.killer;
  const spot = killerSpot(state);
  if (move === null || spot === null) return problems;
  const { city } = state.config;
  const start = trail[STEPS_PER_DAY * state.days.length] ?? spot;
  const todaysSpots = trail.slice(STEPS_PER_DAY * state.days.length);
  const plan = movePlanOf(state);
  if (!stepsAllowed(plan, start, todaysSpots.slice(1))) problems.push("today the Killer passed through the Detective's square or left the tunnel where it went in");
  const owed = victimlessDayUsed(state) && victimReachable(plan, start);
  if (move.claimRequired !== owed) problems.push(`the move ${owed ? 'owes' : 'does not owe'} a victim, but says otherwise`);
  if (move.victim === null) {
    if (move.witness !== null || move.witnessChoice !== null) problems.push('a Witness was placed without a victim');
    if (!canFinishMove(plan, spot, stepsTakenToday(state), false, null)) problems.push('the move in progress cannot be finished');
    return problems;
  }
  if (kindOf(city, move.victim) !== 'house' || !todaysSpots.includes(move.victim)) problems.push("today's victim is not a house on today's path");
  if (plan.claimedHouses.includes(move.victim)) problems.push(`house ${move.victim} already holds its one victim (table rule oneVictimPerHouse)`);
  const parks = adjacentParks(city, move.victim);
  if (move.witnessChoice !== null) {
    const sameChoice = move.witnessChoice.length === parks.length && parks.every((park) => move.witnessChoice?.includes(park));
    if (move.witness !== null || parks.length < 2 || !sameChoice) problems.push("the Witness's choice is not between the victim's parks");
    return problems;
  }
  if (move.witness === null ? parks.length > 0 : !parks.includes(move.witness)) problems.push("today's Witness is not in a park next to today's victim");
  if (!canFinishMove(plan, spot, stepsTakenToday(state), true, move.witness)) problems.push('the move in progress cannot be finished');
  return problems;
}

/** The Detective's token and the Witness in the city. */
function detectiveProblems(state: CerealKillerState): string[] {
  const problems: string[] = [];
  const { city } = state.config;
  const { at, stepsLeft } = state.detective;
  if (at === null ? state.day !== 1 || state.phase === 'over' : !isSpot(city, at)) problems.push('the Detective is not on a square of the city');
  if (stepsLeft > 3) problems.push('the Detective never has more than 3 steps left');
  if (state.witness !== null && kindOf(city, state.witness) !== 'park') problems.push('the Witness is not in a park');
  const record = todaysRecord(state);
  if (state.phase === 'killer' && state.witness !== null) problems.push("yesterday's Witness is still in the city while the Killer moves");
  if (state.phase === 'detective' && record !== null) {
    const expected = record.interrogation === null ? record.witness : null;
    if (state.witness !== expected) problems.push("the Witness in the city is not today's Witness");
  }
  return problems;
}
