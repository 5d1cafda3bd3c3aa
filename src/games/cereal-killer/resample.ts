/**
 * Resampling for the Detective: a Killer trail drawn at random from every trail consistent with
 * what the Detective has seen — each day's blocked square, victim, Witness, answers and failed
 * arrests, and the rule that a second victimless day happens only when no victim was reachable.
 * Trails are counted exactly (forward), then drawn backward, so every consistent trail is
 * equally likely. The Killer sees everything, so its resample is the state itself.
 */
import { castDraft, produce } from 'immer';
import { ownedBase } from '../../core/rules.js';
import { assertViewer } from '../../core/seats.js';
import type { PlayerId } from '../../core/types.js';
import type { Rng } from '../../core/rng.js';
import type { City } from './content.js';
import type { CerealKillerState, DayRecord } from './schemas.js';
import { arrestCatches } from './rules/arrest.js';
import { kindOf, placeOf, stepsFrom, subwayEntrances, type Spot } from './rules/basic-concepts.js';
import { isTruthful } from './rules/interrogate.js';
import { isBlocked, STEPS_PER_DAY, victimReachable, type MovePlan } from './rules/move-planning.js';
import { killerSeat } from './rules/queries.js';
import { freshMove } from './rules/turn.js';
import { legalActions } from './legal.js';
import { reduce } from './reduce.js';

interface Transition {
  readonly start: Spot;
  readonly path: readonly Spot[];
  readonly weight: number;
}

function allSpots(city: City): Spot[] {
  const squares = city.squares.map((_, index) => index + 1);
  return [...squares, ...subwayEntrances(city).map((entrance) => -entrance)];
}

/** Whether a Killer ending day `record` on `end` fits what that day made public. */
function endFits(city: City, record: DayRecord, end: Spot): boolean {
  if (record.witness !== null && end === record.witness) return false;
  if (record.interrogation !== null && record.witness !== null && !isTruthful(city, record.interrogation, end, record.witness)) {
    return false;
  }
  return record.arrest === null || record.arrest.caught || !arrestCatches(city, record.arrest.from, end);
}

/** Every 3-step path from `start` that day `record` allows. */
function pathsOfDay(plan: MovePlan, record: DayRecord, start: Spot): Spot[][] {
  const out: Spot[][] = [];
  const walk = (path: Spot[], at: Spot): void => {
    if (path.length === STEPS_PER_DAY) {
      const metVictim = record.victim === null || start === record.victim || path.includes(record.victim);
      if (metVictim && endFits(plan.city, record, at)) out.push(path.slice());
      return;
    }
    for (const to of stepsFrom(plan.city, at)) {
      if (isBlocked(plan, to)) continue;
      path.push(to);
      walk(path, to);
      path.pop();
    }
  };
  walk([], start);
  return out;
}

function pickWeighted<T extends { readonly weight: number }>(rng: Rng, items: readonly T[]): T | null {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (items.length === 0 || !(total > 0)) return null;
  let draw = rng.next() * total;
  for (const item of items) {
    draw -= item.weight;
    if (draw < 0) return item;
  }
  return items[items.length - 1] ?? null;
}

/** A trail for the finished days, uniformly among those consistent with the public record. */
function sampleTrail(state: CerealKillerState, rng: Rng): Spot[] | null {
  const city = state.config.city;
  const spots = allSpots(city);
  let weights = new Map<Spot, number>();
  for (const spot of spots) if (spot > 0 && kindOf(city, spot) === 'house') weights.set(spot, 1);
  const transitionsByDay: Transition[][] = [];
  const claimed: number[] = [];
  let victimless = 0;
  for (const record of state.days) {
    const plan: MovePlan = {
      city,
      blocked: record.detectiveAt === null ? null : placeOf(record.detectiveAt),
      claimedHouses: claimed.slice(),
      claimRequired: false,
    };
    const secondVictimless = record.victim === null && victimless >= 1;
    const transitions: Transition[] = [];
    const next = new Map<Spot, number>();
    for (const start of spots) {
      const weight = weights.get(start) ?? 0;
      if (weight === 0) continue;
      if (secondVictimless && victimReachable(plan, start)) continue;
      for (const path of pathsOfDay(plan, record, start)) {
        transitions.push({ start, path, weight });
        const end = path[path.length - 1] ?? start;
        next.set(end, (next.get(end) ?? 0) + weight);
      }
    }
    transitionsByDay.push(transitions);
    weights = next;
    if (record.victim === null) victimless++;
    else claimed.push(record.victim);
  }
  const ending = pickWeighted(rng, spots.map((spot) => ({ spot, weight: weights.get(spot) ?? 0 })));
  if (ending === null) return null;
  const trail: Spot[] = [];
  let end = ending.spot;
  for (let day = transitionsByDay.length - 1; day >= 0; day--) {
    const chosen = pickWeighted(rng, (transitionsByDay[day] ?? []).filter((t) => t.path[t.path.length - 1] === end));
    if (chosen === null) return null;
    trail.unshift(...chosen.path);
    end = chosen.start;
  }
  trail.unshift(end);
  return trail;
}

/** Takes a few random Killer decisions that do not end its move, to stand for a move in progress. */
function moveInProgress(state: CerealKillerState, rng: Rng): CerealKillerState {
  const killer = killerSeat(state);
  let current = state;
  // Up to three steps, a claim and a Witness choice can come before `finish-move`.
  const decisions = rng.int(0, STEPS_PER_DAY + 2);
  for (let made = 0; made < decisions; made++) {
    const continuing: CerealKillerState[] = [];
    for (const action of legalActions(current, killer)) {
      const result = reduce(current, action, rng);
      if (result.ok && result.state.phase === 'killer' && result.state.day === current.day) continuing.push(result.state);
    }
    if (continuing.length === 0) break;
    current = rng.pick(continuing);
  }
  return current;
}

/**
 * Redraws what `viewer` cannot see: for the Detective and for a spectator (`null`), who see the same
 * public record, the Killer's trail and move in progress.
 */
export function resample(given: CerealKillerState, viewer: PlayerId | null, rng: Rng): CerealKillerState {
  assertViewer(viewer, 2);
  // immer freezes what a result shares with its base: a caller's unfrozen state is copied first.
  const state = ownedBase(given);
  if (viewer === killerSeat(state) || state.phase === 'over' || state.killer.trail.length === 0) return state;
  const trail = sampleTrail(state, rng);
  // The true trail is always consistent, so none is found only for a state play cannot produce
  // (which schemas.state refuses); handing back the true trail would show the viewer the Killer.
  if (trail === null) throw new Error('resample: no Killer trail fits the public record; the state is inconsistent');
  const redrawn = produce(state, (draft) => {
    draft.killer.trail = trail;
    draft.killer.move = null;
  });
  if (redrawn.phase !== 'killer') return redrawn;
  const start = trail[trail.length - 1] ?? null;
  const moving = produce(redrawn, (draft) => {
    draft.killer.move = start === null ? null : castDraft(freshMove(redrawn, start));
  });
  return moveInProgress(moving, rng);
}
