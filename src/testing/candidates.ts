/**
 * The candidate space of a position: every action a game's action schema admits, with arguments
 * drawn from the position itself — the numbers and strings its state holds (ids, rooms, cards,
 * seats, and their negations, for spots written as negative numbers), every index into its
 * arrays, every value an enum or literal allows. The kit offers each candidate to `reduce` and
 * requires that whatever is accepted is listed by `legalActions`: an exhaustive completeness check
 * that does not trust the game's own list of candidates.
 */
import type { Rng } from '../core/rng.js';

type Fields = Record<string, unknown>;

/** Marks an optional field left out of a candidate. */
const ABSENT: unique symbol = /* @__PURE__ */ Symbol('absent');

/** What the kit needs of a zod schema: its internal definition, read generically. */
interface ZodLike {
  readonly _zod?: { readonly def?: ZodDef };
  safeParse(value: unknown): { readonly success: boolean };
}

interface ZodDef {
  readonly type?: string;
  readonly options?: readonly ZodLike[];
  readonly shape?: Readonly<Record<string, ZodLike>>;
  readonly values?: readonly unknown[];
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly innerType?: ZodLike;
  readonly element?: ZodLike;
  readonly in?: ZodLike;
  readonly getter?: () => ZodLike;
}

function defOf(schema: ZodLike): ZodDef {
  return schema._zod?.def ?? {};
}

/** Values found in a state: the raw material candidates are built from. */
export interface ValuePool {
  /** Every finite number in the state, its negation, and every index into its arrays. */
  readonly numbers: readonly number[];
  /** Every string in the state, keys included. */
  readonly strings: readonly string[];
}

/** Collects the {@link ValuePool} of `state` (and of `extra` values, such as the legal actions' fields). */
export function valuePool(state: unknown, extra: readonly unknown[] = []): ValuePool {
  const numbers = new Set<number>([-1, 0]);
  const strings = new Set<string>();
  let longest = 0;
  const visit = (value: unknown): void => {
    if (typeof value === 'number') {
      if (Number.isFinite(value)) {
        numbers.add(value);
        numbers.add(-value);
      }
      return;
    }
    if (typeof value === 'string') {
      if (value.length <= 200) strings.add(value);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      longest = Math.max(longest, value.length);
      for (const inner of value) visit(inner);
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      strings.add(key);
      visit(inner);
    }
  };
  visit(state);
  for (const value of extra) visit(value);
  for (let index = 0; index <= Math.min(longest, 1_000); index++) numbers.add(index);
  const ordered = [...numbers].map((value) => (Object.is(value, -0) ? 0 : value));
  return { numbers: [...new Set(ordered)].sort((a, b) => a - b), strings: [...strings].sort() };
}

/**
 * The values field schema `schema` could take in this position: literals and enum members as
 * declared, booleans both ways, `null` and absence where allowed, numbers and strings from `pool`
 * that the schema accepts. Arrays and nested objects are left out (a game's actions are flat).
 */
function domainOf(schema: ZodLike, pool: ValuePool, depth = 0): unknown[] | null {
  if (depth > 8) return null;
  const def = defOf(schema);
  switch (def.type) {
    case 'literal':
      return [...(def.values ?? [])];
    case 'enum':
      return Object.values(def.entries ?? {});
    case 'boolean':
      return [true, false];
    case 'null':
      return [null];
    case 'nullable': {
      const inner = def.innerType === undefined ? null : domainOf(def.innerType, pool, depth + 1);
      return inner === null ? [null] : [...inner, null];
    }
    case 'optional': {
      const inner = def.innerType === undefined ? null : domainOf(def.innerType, pool, depth + 1);
      return [...(inner ?? []), ABSENT];
    }
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType === undefined ? null : domainOf(def.innerType, pool, depth + 1);
    case 'pipe':
      return def.in === undefined ? null : domainOf(def.in, pool, depth + 1);
    case 'lazy':
      return def.getter === undefined ? null : domainOf(def.getter(), pool, depth + 1);
    case 'union': {
      const out: unknown[] = [];
      for (const option of def.options ?? []) out.push(...(domainOf(option, pool, depth + 1) ?? []));
      return out;
    }
    case 'number':
    case 'int':
      return pool.numbers.filter((value) => schema.safeParse(value).success);
    case 'string':
      return pool.strings.filter((value) => schema.safeParse(value).success);
    default:
      return null;
  }
}

/** The object schemas of the action union, one per action type. */
function variantsOf(schema: ZodLike): ZodLike[] {
  const def = defOf(schema);
  if (def.type === 'union') return (def.options ?? []).flatMap(variantsOf);
  if (def.type === 'pipe' && def.in !== undefined) return variantsOf(def.in);
  if (def.type === 'lazy' && def.getter !== undefined) return variantsOf(def.getter());
  if (def.type === 'object') return [schema];
  return [];
}

/** The candidates of one position for one seat, and whether some action type had to be sampled. */
export interface CandidateSpace {
  /** The candidate actions. */
  readonly actions: Fields[];
  /** Action types whose full product exceeded the cap and was sampled. */
  readonly sampled: readonly string[];
}

/**
 * Every action `actionSchema` admits for `player`, with arguments from `pool`: the product of the
 * fields' domains per action type. A type whose product exceeds `cap` is sampled (`cap` drawn with
 * `rng`), and reported so.
 */
export function candidateSpace(actionSchema: unknown, player: number, pool: ValuePool, cap: number, rng: Rng): CandidateSpace {
  const actions: Fields[] = [];
  const sampled: string[] = [];
  for (const variant of variantsOf(actionSchema as ZodLike)) {
    const shape = defOf(variant).shape ?? {};
    const domains: [string, unknown[]][] = [];
    let typeName = '?';
    let usable = true;
    for (const [key, field] of Object.entries(shape)) {
      if (key === 'player') {
        domains.push([key, [player]]);
        continue;
      }
      const domain = domainOf(field, pool);
      if (domain === null || domain.length === 0) {
        usable = false;
        break;
      }
      if (key === 'type') typeName = String(domain[0]);
      domains.push([key, dedupe(domain)]);
    }
    if (!usable) continue;
    const size = domains.reduce((product, [, domain]) => product * domain.length, 1);
    if (size <= cap) {
      actions.push(...product(domains));
      continue;
    }
    sampled.push(typeName);
    for (let drawn = 0; drawn < cap; drawn++) {
      const action: Fields = {};
      for (const [key, domain] of domains) {
        const value = rng.pick(domain);
        if (value !== ABSENT) action[key] = value;
      }
      actions.push(action);
    }
  }
  return { actions, sampled };
}

function dedupe(values: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const value of values) {
    const key = value === ABSENT ? 'absent' : (JSON.stringify(value) ?? 'undefined');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

function product(domains: readonly (readonly [string, readonly unknown[]])[]): Fields[] {
  let rows: Fields[] = [{}];
  for (const [key, domain] of domains) {
    const next: Fields[] = [];
    for (const row of rows) for (const value of domain) next.push(value === ABSENT ? { ...row } : { ...row, [key]: value });
    rows = next;
  }
  return rows;
}
