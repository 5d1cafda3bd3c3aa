/**
 * Checks that `resample` redraws what a viewer cannot see. The kit does not know a game's secrets,
 * so it finds them: a leaf of the state is hidden from a viewer when changing it (swapping its
 * value with another leaf's, or giving it another leaf's value) leaves that viewer's view unchanged
 * and the state valid (the changed state is a world the viewer cannot tell apart). A part of the state found hidden must then change under
 * resample at some such position of the run — a resample that copies a hidden pile's order, a
 * hand or an identity fails. The config is public by definition and never probed.
 */
import type { Rng } from '../core/rng.js';

type Path = readonly (string | number)[];

interface Leaf {
  readonly path: Path;
  readonly value: string | number | boolean;
}

function leavesOf(value: unknown, path: (string | number)[] = [], out: Leaf[] = []): Leaf[] {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    out.push({ path: path.slice(), value });
    return out;
  }
  if (value === null || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    value.forEach((inner, index) => {
      path.push(index);
      leavesOf(inner, path, out);
      path.pop();
    });
    return out;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (path.length === 0 && key === 'config') continue;
    path.push(key);
    leavesOf(inner, path, out);
    path.pop();
  }
  return out;
}

function valueAt(value: unknown, path: Path): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** `state` with each leaf's path set to the given value. */
function withValues(state: unknown, changes: readonly (readonly [Path, unknown])[]): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(state));
  for (const [path, value] of changes) {
    let at = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    const last = path[path.length - 1];
    if (last !== undefined) at[last] = value;
  }
  return copy;
}

/** A path with its array indices written as `*`: the part of the state it belongs to. */
export function partOf(path: Path): string {
  return path.map((key) => (typeof key === 'number' ? '*' : key)).join('.');
}

/** What one probe found: parts seen hidden, and whether resample varied each there. */
export interface HiddenPartsProbe {
  /** For each part found hidden at this position: whether some resample changed it. */
  readonly parts: ReadonlyMap<string, boolean>;
}

/**
 * Probes `state` with `probes` changes, in turn: two leaves of one array swapped (a pile's order),
 * any two leaves of one kind swapped (cards between hands), one leaf given another leaf's value (a
 * single hidden value); `invisible(candidate)` says whether the viewer cannot tell the changed
 * state apart and it is valid. `worlds` are resamples for that viewer.
 */
export function probeHiddenParts(
  state: unknown,
  worlds: readonly unknown[],
  rng: Rng,
  probes: number,
  invisible: (candidate: unknown) => boolean,
): HiddenPartsProbe {
  const leaves = leavesOf(state);
  const parts = new Map<string, boolean>();
  if (leaves.length < 2) return { parts };
  const byArray = new Map<string, Leaf[]>();
  for (const leaf of leaves) {
    const last = leaf.path[leaf.path.length - 1];
    if (typeof last !== 'number') continue;
    const key = JSON.stringify(leaf.path.slice(0, -1));
    const list = byArray.get(key) ?? [];
    list.push(leaf);
    byArray.set(key, list);
  }
  const arrays = [...byArray.values()].filter((list) => list.length >= 2);
  const varied = (leaf: Leaf): boolean => worlds.some((world) => valueAt(world, leaf.path) !== leaf.value);
  for (let probe = 0; probe < probes; probe++) {
    const kind = probe % 3;
    const pool = kind === 0 && arrays.length > 0 ? rng.pick(arrays) : leaves;
    const a = rng.pick(pool);
    const b = rng.pick(pool);
    if (a === b || a.value === b.value || typeof a.value !== typeof b.value) continue;
    const changed: Leaf[] = kind === 2 ? [a] : [a, b];
    const candidate = withValues(state, kind === 2 ? [[a.path, b.value]] : [[a.path, b.value], [b.path, a.value]]);
    if (!invisible(candidate)) continue;
    for (const leaf of changed) {
      const part = partOf(leaf.path);
      parts.set(part, (parts.get(part) ?? false) || varied(leaf));
    }
  }
  return { parts };
}

/** Where a part was first found hidden, to replay it. */
export interface FirstSeen {
  readonly seed: string;
  readonly config: unknown;
  readonly log: readonly unknown[];
}

/** A hidden part that resample never varied. */
export interface StuckPart extends FirstSeen {
  /** The part, indices as `*`. */
  readonly part: string;
  /** Who could not see it. */
  readonly viewer: string;
  /** At how many positions it was found hidden. */
  readonly seen: number;
}

/** How often each part was found hidden over a kit run, and whether resample ever varied it. */
export class HiddenPartsLedger {
  private readonly entries = new Map<string, { part: string; viewer: string; seen: number; varied: boolean; first: FirstSeen }>();

  /** Adds one probe's findings for `viewer` ("a seat" or "the spectator"). */
  record(probe: HiddenPartsProbe, viewer: string, where: FirstSeen): void {
    for (const [part, varied] of probe.parts) {
      const key = `${viewer}|${part}`;
      const entry = this.entries.get(key) ?? { part, viewer, seen: 0, varied: false, first: where };
      entry.seen++;
      entry.varied ||= varied;
      this.entries.set(key, entry);
    }
  }

  /** The first part found hidden at three or more positions that resample never varied, or `null`. */
  neverVaried(): StuckPart | null {
    for (const entry of this.entries.values()) {
      if (entry.seen >= 3 && !entry.varied) return { part: entry.part, viewer: entry.viewer, seen: entry.seen, ...entry.first };
    }
    return null;
  }

  /** Every part found hidden and varied, sorted. */
  parts(): string[] {
    return [...new Set([...this.entries.values()].filter((entry) => entry.varied).map((entry) => entry.part))].sort();
  }
}

/**
 * Whether `draws` (resampled worlds as JSON) spread evenly over the distinct worlds drawn:
 * `null` if so, `'one-world'` or `'too-many-worlds'` when the test does not apply (fewer than 20
 * draws expected per world), else what is wrong. Chi-square against the uniform spread, rejected
 * beyond its 0.9999 quantile (Wilson–Hilferty).
 */
export function uniformityProblem(draws: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const draw of draws) counts.set(draw, (counts.get(draw) ?? 0) + 1);
  const worlds = counts.size;
  if (worlds <= 1) return 'one-world';
  if (draws.length / worlds < 20) return 'too-many-worlds';
  const expected = draws.length / worlds;
  let statistic = 0;
  for (const count of counts.values()) statistic += (count - expected) ** 2 / expected;
  const df = worlds - 1;
  const z = 3.719;
  const critical = df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
  if (statistic <= critical) return null;
  const spread = [...counts.values()].sort((a, b) => b - a).join(', ');
  return `${draws.length} resamples over ${worlds} worlds came out ${spread} (chi-square ${statistic.toFixed(1)} > ${critical.toFixed(1)}, df ${df})`;
}
