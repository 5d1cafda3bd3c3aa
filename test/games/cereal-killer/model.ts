/**
 * An independent model of the city and of what the public record says about the Killer, written
 * from the rulebook and the rulings (not from src/), to check trails played or resampled by the
 * module: adjacency with the tunnel (ruling 4), arrest reach (ruling 17), truthful answers
 * (Interrogate, rulings 15 and 16), victims on any house, one claimed before included (ruling 3),
 * and whether a victim was reachable, which makes a victimless day the Killer's one choice (ruling 7).
 * Each of these follows the table rules (docs "Table rules") when they are given: one victim per
 * house, every victimless day counting, the tunnel left by the other entrance, a last step onto the
 * Detective's square.
 */
import { applyAction, createRng } from '../../../src/core/index.js';
import type { CerealKillerConfigInput, City, DayRecord, Interrogation, Spot } from '../../../src/games/cereal-killer/index.js';
import { cerealKiller, start, type CerealKillerAction, type CerealKillerState, type CkMatch } from './helpers.js';

const TUNNEL = 0;

/** The table rules the model knows, each `false` (the engine's ruling) unless given. */
export interface ModelRules {
  readonly oneVictimPerHouse?: boolean;
  readonly forcedVictimlessDayCounts?: boolean;
  readonly subwayExitThroughOther?: boolean;
  readonly endOnDetectiveSquare?: boolean;
}

function kind(city: City, square: number): string | undefined {
  return square >= 1 ? city.squares[square - 1] : undefined;
}

function row(city: City, square: number): number {
  return Math.floor((square - 1) / city.width);
}

function column(city: City, square: number): number {
  return (square - 1) % city.width;
}

function entrances(city: City): number[] {
  return city.squares.flatMap((square, index) => (square === 'subway' ? [index + 1] : []));
}

/** The squares sharing a side with `square` ("Diagonals are not considered adjacent"). */
export function orthogonal(city: City, square: number): number[] {
  const out: number[] = [];
  for (const other of city.squares.keys()) {
    const candidate = other + 1;
    const distance = Math.abs(row(city, candidate) - row(city, square)) + Math.abs(column(city, candidate) - column(city, square));
    if (distance === 1) out.push(candidate);
  }
  return out;
}

/** Where one step leads: the orthogonal squares, the tunnel from an entrance, both entrances from the tunnel. */
export function stepsOf(city: City, spot: Spot): Spot[] {
  if (spot < 0) return entrances(city);
  const out: Spot[] = orthogonal(city, spot);
  if (kind(city, spot) === 'subway') out.push(-spot);
  return out;
}

/** The place a figure occupies: its square, or the one tunnel. */
export function placeOf(spot: Spot): number {
  return spot < 0 ? TUNNEL : spot;
}

/** "your square or ... one of the 4 adjacent ones", the tunnel adjacent to both entrances. */
export function arrestReach(city: City, from: Spot): number[] {
  return [placeOf(from), ...stepsOf(city, from).map(placeOf)];
}

export function isHouse(city: City, spot: Spot): boolean {
  return spot > 0 && kind(city, spot) === 'house';
}

export function parksNextTo(city: City, square: number): number[] {
  return orthogonal(city, square).filter((other) => kind(city, other) === 'park');
}

/** Whether `interrogation` is a truthful answer for a Killer on `killer` and the Witness in `park`. */
export function truthful(city: City, interrogation: Interrogation, killer: Spot, park: number): boolean {
  // Ruling 16: from the tunnel, position questions are answered from the entrance gone down through.
  const square = Math.abs(killer);
  switch (interrogation.question) {
    case 'direction': {
      if (interrogation.answer === null) return true;
      const north = row(city, square) < row(city, park);
      const south = row(city, square) > row(city, park);
      const west = column(city, square) < column(city, park);
      const east = column(city, square) > column(city, park);
      return { north, south, east, west }[interrogation.answer];
    }
    case 'sameRow':
      return interrogation.answer === (row(city, square) === row(city, park));
    case 'sameColumn':
      return interrogation.answer === (column(city, square) === column(city, park));
    case 'inside': {
      const inside = killer < 0 || ['house', 'cafe', 'subway'].includes(kind(city, square) ?? '');
      return interrogation.answer === inside;
    }
    case 'parity':
      return interrogation.answer === (square % 2 === 0 ? 'even' : 'odd');
  }
}

/**
 * Whether the `stepIndex`-th step (1–3) of a move may go from `from` to `to` (one step apart) with
 * the Detective's place `blocked`: "You cannot pass through the square where the Detective is"
 * (ruling 5: the last step too, unless the table rule lets a move end there); out of the tunnel by
 * either entrance (ruling 4), or with the table rule "exit through the other", by the one gone down
 * through only when the other cannot be stepped on.
 */
export function allowedStep(city: City, from: Spot, to: Spot, stepIndex: number, blocked: number | null, rules: ModelRules = {}): boolean {
  const barred = (spot: Spot): boolean => blocked !== null && placeOf(spot) === blocked && !(rules.endOnDetectiveSquare === true && stepIndex === 3);
  if (barred(to)) return false;
  if (rules.subwayExitThroughOther === true && from < 0 && to === -from) {
    const other = entrances(city).find((entrance) => entrance !== -from);
    return other !== undefined && barred(other);
  }
  return true;
}

/** Every three-step walk from `from` that the Detective's place `blocked` (and the table rules) allow. */
export function walksFrom(city: City, from: Spot, blocked: number | null, rules: ModelRules = {}): Spot[][] {
  let walks: Spot[][] = [[]];
  for (let stepIndex = 0; stepIndex < 3; stepIndex++) {
    walks = walks.flatMap((walk) => {
      const at = walk[walk.length - 1] ?? from;
      return stepsOf(city, at)
        .filter((to) => allowedStep(city, at, to, stepIndex + 1, blocked, rules))
        .map((to) => [...walk, to]);
    });
  }
  return walks;
}

/**
 * Whether some complete legal move from `from` claims a victim: a house on the walk (start
 * included; ruling 3: claimed before or not — with the table rule one victim per house, not one of
 * `claimed`) whose Witness can go to a park the walk does not end in (or which has no park).
 */
export function victimReachable(city: City, from: Spot, blocked: number | null, rules: ModelRules = {}, claimed: readonly number[] = []): boolean {
  // The same question comes back for every trail that starts a day on the same spot: remembered per city.
  const key = JSON.stringify([from, blocked, rules, rules.oneVictimPerHouse === true ? claimed : []]);
  const known = reachableCache.get(city) ?? new Map<string, boolean>();
  reachableCache.set(city, known);
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const reachable = walksFrom(city, from, blocked, rules).some((walk) => {
    const end = walk[walk.length - 1];
    return [from, ...walk].some((spot) => {
      if (!isHouse(city, spot)) return false;
      if (rules.oneVictimPerHouse === true && claimed.includes(spot)) return false;
      const parks = parksNextTo(city, spot);
      return parks.length === 0 || parks.some((park) => park !== end);
    });
  });
  known.set(key, reachable);
  return reachable;
}

const reachableCache = new WeakMap<City, Map<string, boolean>>();

/**
 * What is wrong with `trail` as the Killer's notepad given the public record `days` (and, while
 * the Killer is moving, `detectiveAt` blocking the steps of the move in progress). Empty if it fits.
 */
export function trailProblems(
  city: City,
  days: readonly DayRecord[],
  trail: readonly Spot[],
  current: { readonly detectiveAt: Spot | null } | null,
  rules: ModelRules = {},
): string[] {
  const problems: string[] = [];
  const first = trail[0];
  if (first === undefined) return days.length === 0 ? [] : ['empty trail'];
  if (!isHouse(city, first)) problems.push(`starts on ${first}, not a house`);
  let victimlessDayUsed = false;
  days.forEach((record, index) => {
    const claimed = days.slice(0, index).flatMap((earlier) => (earlier.victim === null ? [] : [earlier.victim]));
    const from = trail[3 * index];
    const walk = trail.slice(3 * index + 1, 3 * index + 4);
    if (from === undefined || walk.length !== 3) {
      problems.push(`day ${record.day}: not three steps`);
      return;
    }
    const blocked = record.detectiveAt === null ? null : placeOf(record.detectiveAt);
    let at = from;
    walk.forEach((to, stepIndex) => {
      if (!stepsOf(city, at).includes(to)) problems.push(`day ${record.day}: ${at} → ${to} is no step`);
      else if (!allowedStep(city, at, to, stepIndex + 1, blocked, rules)) problems.push(`day ${record.day}: ${at} → ${to} is barred`);
      at = to;
    });
    const end = at;
    if (record.victim === null) {
      // Ruling 7: a victimless day is the Killer's decision only if a victim was in reach; with the
      // table rule, every victimless day uses the free one.
      const reachable = victimReachable(city, from, blocked, rules, claimed);
      if (reachable && victimlessDayUsed) problems.push(`day ${record.day}: a second victimless day with a victim in reach`);
      if (reachable || rules.forcedVictimlessDayCounts === true) victimlessDayUsed = true;
    } else {
      if (![from, ...walk].includes(record.victim)) problems.push(`day ${record.day}: victim ${record.victim} not on the path`);
      if (!isHouse(city, record.victim)) problems.push(`day ${record.day}: victim ${record.victim} not a house`);
      if (rules.oneVictimPerHouse === true && claimed.includes(record.victim)) problems.push(`day ${record.day}: house ${record.victim} claimed again`);
    }
    if (record.witness !== null && end === record.witness) problems.push(`day ${record.day}: ends in the Witness's park`);
    if (record.interrogation !== null && record.witness !== null && !truthful(city, record.interrogation, end, record.witness)) {
      problems.push(`day ${record.day}: answer ${JSON.stringify(record.interrogation)} untrue from ${end}`);
    }
    if (record.arrest !== null && !record.arrest.caught && arrestReach(city, record.arrest.from).includes(placeOf(end))) {
      problems.push(`day ${record.day}: the missed arrest from ${record.arrest.from} would have caught ${end}`);
    }
  });
  // The move in progress, if any: at most three more legal steps.
  const rest = trail.slice(1 + 3 * days.length);
  if (current === null ? rest.length > 0 : rest.length > 3) problems.push(`${rest.length} steps beyond the finished days`);
  if (current !== null) {
    const blocked = current.detectiveAt === null ? null : placeOf(current.detectiveAt);
    let at = trail[3 * days.length];
    rest.forEach((to, stepIndex) => {
      if (at === undefined || !stepsOf(city, at).includes(to)) problems.push(`move in progress: ${String(at)} → ${to} is no step`);
      else if (!allowedStep(city, at, to, stepIndex + 1, blocked, rules)) problems.push(`move in progress: ${at} → ${to} is barred`);
      at = to;
    });
  }
  return problems;
}

/**
 * Every Killer trail the model finds consistent with the finished days `days` under `rules`,
 * built day by day (each day's walks from where the last one ended, kept if they fit the record).
 */
export function consistentTrails(city: City, days: readonly DayRecord[], rules: ModelRules = {}): Spot[][] {
  let trails: Spot[][] = city.squares.flatMap((kind, index) => (kind === 'house' ? [[index + 1]] : []));
  days.forEach((record, index) => {
    const blocked = record.detectiveAt === null ? null : placeOf(record.detectiveAt);
    trails = trails
      .flatMap((trail) => walksFrom(city, trail[trail.length - 1] ?? 0, blocked, rules).map((walk) => [...trail, ...walk]))
      .filter((trail) => trailProblems(city, days.slice(0, index + 1), trail, null, rules).length === 0);
  });
  return trails;
}

/** The problems of the state's own trail against its own public record. */
export function stateTrailProblems(state: CerealKillerState): string[] {
  const current = state.phase === 'killer' ? { detectiveAt: state.detective.at } : null;
  return trailProblems(state.config.city, state.days, state.killer.trail, current, state.config.rules ?? {});
}

/** A game of uniformly random legal actions: every match along the way, first to last. */
export function randomGame(seed: string, config: CerealKillerConfigInput = {}, maxActions: number = 400): CkMatch[] {
  const rng = createRng(`${seed}/play`);
  let match = start(config, seed);
  const matches = [match];
  for (let taken = 0; taken < maxActions && match.state.outcome === null; taken++) {
    const seat = cerealKiller.activePlayers(match.state)[0];
    if (seat === undefined) throw new Error('a running game with no active seat');
    const legal: CerealKillerAction[] = cerealKiller.legalActions(match.state, seat);
    const applied = applyAction(cerealKiller, match, rng.pick(legal));
    if (!applied.ok) throw new Error(`a legal action was refused: ${applied.error.message}`);
    match = applied.match;
    matches.push(match);
  }
  return matches;
}
