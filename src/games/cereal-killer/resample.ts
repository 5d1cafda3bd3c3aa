/**
 * Resampling for the Detective: a Killer trail drawn at random from every trail consistent with
 * what the Detective has seen — each day's blocked square, victim (on any house, one claimed before
 * included: ruling 3), Witness, answers and failed arrests, and the one victimless day: a day
 * without a victim on which one could have been claimed is the Killer's decision, and there is at
 * most one such day (ruling 7). Trails are counted exactly (forward, over the Killer's spot and
 * whether that day is used yet), then drawn backward, so every consistent trail is equally likely.
 * The Killer sees everything, so its resample is the state itself.
 *
 * Every table rule is honoured through the day's move plan: which steps a day allows (the tunnel's
 * exit, a last step onto the Detective's square), which houses can still take a victim (public: the
 * earlier days' victims), and which victimless days use the free one. None of them adds anything
 * hidden that a later day depends on beyond the Killer's spot and the free day, so the count stays
 * exact under every option.
 */
import { castDraft, produce } from 'immer';
import { ownedBase } from '../../core/rules.js';
import { assertViewer } from '../../core/seats.js';
import type { PlayerId } from '../../core/types.js';
import type { Rng } from '../../core/rng.js';
import type { City } from './content.js';
import type { CerealKillerState, DayRecord, Spot } from './schemas.js';
import { arrestCatches } from './rules/arrest.js';
import { kindOf, stepsFrom, subwayEntrances } from './rules/basic-concepts.js';
import { isTruthful } from './rules/interrogate.js';
import { mayStep, movePlanOfDay, STEPS_PER_DAY, victimReachable, type MovePlan } from './rules/move-planning.js';
import { killerSeat, tableRules } from './rules/queries.js';
import { freshMove } from './rules/turn.js';
import { legalActions } from './legal.js';
import { reduce } from './reduce.js';

/**
 * Where the Killer may stand at the end of a day, and whether its one victimless day is used by
 * then: two trails to the same spot can differ in that, and it decides what later days allow.
 */
interface Stage {
  readonly spot: Spot;
  readonly freeDayUsed: boolean;
}

/** One day's move of a consistent trail, weighted by the number of consistent trails before it. */
interface Transition {
  readonly from: Stage;
  readonly path: readonly Spot[];
  readonly to: Stage;
  readonly weight: number;
}

/** A key for a {@link Stage} in a map (a spot is a whole number, so this is one-to-one). */
function stageKey(stage: Stage): number {
  return 2 * stage.spot + (stage.freeDayUsed ? 1 : 0);
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
      if (!mayStep(plan, at, to, path.length + 1)) continue;
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
  // Every stage in a fixed order (spots, then the free day unused before used), so the draw is
  // deterministic; the weight of a stage is the number of consistent trails that reach it.
  const stages: Stage[] = [false, true].flatMap((freeDayUsed) => spots.map((spot) => ({ spot, freeDayUsed })));
  let weights = new Map<number, number>();
  for (const spot of spots) if (spot > 0 && kindOf(city, spot) === 'house') weights.set(stageKey({ spot, freeDayUsed: false }), 1);
  const { forcedVictimlessDayCounts } = tableRules(state);
  const transitionsByDay: Transition[][] = [];
  state.days.forEach((record, index) => {
    const plan = movePlanOfDay(state, index);
    const transitions: Transition[] = [];
    const next = new Map<number, number>();
    // A spot can be reached with the free day used and unused: what it allows today (its paths,
    // whether a victimless day from it was chosen) is worked out once for both.
    const pathsFrom = new Map<Spot, Spot[][]>();
    const chosenFrom = new Map<Spot, boolean>();
    for (const from of stages) {
      const weight = weights.get(stageKey(from)) ?? 0;
      if (weight === 0) continue;
      // Ruling 7: a victimless day on which a victim was reachable is the one the Killer chose;
      // once that day is used, such a day cannot happen (the victim was owed). A day with none in
      // reach uses it only under the table rule forcedVictimlessDayCounts.
      const chosenVictimless = chosenFrom.get(from.spot) ?? (record.victim === null && victimReachable(plan, from.spot));
      chosenFrom.set(from.spot, chosenVictimless);
      if (chosenVictimless && from.freeDayUsed) continue;
      const usesFreeDay = chosenVictimless || (record.victim === null && forcedVictimlessDayCounts);
      const paths = pathsFrom.get(from.spot) ?? pathsOfDay(plan, record, from.spot);
      pathsFrom.set(from.spot, paths);
      for (const path of paths) {
        const to: Stage = { spot: path[path.length - 1] ?? from.spot, freeDayUsed: from.freeDayUsed || usesFreeDay };
        transitions.push({ from, path, to, weight });
        next.set(stageKey(to), (next.get(stageKey(to)) ?? 0) + weight);
      }
    }
    transitionsByDay.push(transitions);
    weights = next;
  });
  const ending = pickWeighted(rng, stages.map((stage) => ({ stage, weight: weights.get(stageKey(stage)) ?? 0 })));
  if (ending === null) return null;
  const trail: Spot[] = [];
  let at = ending.stage;
  for (let day = transitionsByDay.length - 1; day >= 0; day--) {
    const key = stageKey(at);
    const chosen = pickWeighted(rng, (transitionsByDay[day] ?? []).filter((t) => stageKey(t.to) === key));
    if (chosen === null) return null;
    trail.unshift(...chosen.path);
    at = chosen.from;
  }
  trail.unshift(at.spot);
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
