/**
 * The parse of an action, without zod's cost where the schema allows. zod's runtime parse builds a
 * payload and an issue list for every field it checks (0.6–0.9 µs an action, and the garbage it
 * leaves), and zod's own compiler (`z.compile`) would add more to a browser bundle than a game's
 * whole budget. An action schema is small and of a few kinds — a discriminated union of strict
 * objects whose fields are string literals and enums, booleans, bounded integers, nullable — so the
 * core reads that subset itself: a reader per schema, built once from the schema's definition, that
 * accepts only what the schema accepts (every action a game lists as legal) and builds the same
 * output: a new object, its keys in the schema's order.
 *
 * A reader never refuses: what it does not accept (a wrong value, or anything it is not sure of)
 * goes to the schema's own `safeParse`, which decides and words the refusal, so refusals are zod's,
 * unchanged. So a reader may be stricter than its schema, never more lenient: it ignores what can
 * only make zod accept more (coercion, a union's fallback, a check run only `when` something holds,
 * a number that is no integer, an exclusive bound) and reads no optional field. A schema with any
 * other kind, check or option (a refinement, a transform, a default, an optional field, a number
 * format other than `z.int()`'s) gets no reader at all and is always parsed by zod. The readers are
 * kept small: every app bundles them with `applyAction`, within its 40 KB budget.
 */
import type { Schema, SchemaResult } from './types.js';

/** Reads one value: the parsed copy, or `undefined` for input it does not accept (no reader accepts `undefined`, so it can say so). Each is a named function (`readAction…`), so a CPU profile names it. */
type Reader = (value: unknown) => unknown;

/**
 * One reader per schema object, built on the first parse. A memo, not state: a schema's reader is
 * a function of the schema alone (schemas are immutable once built), and a parse gives the same
 * result with or without it. Weak, so a schema no longer used takes its reader with it.
 */
const readers = /* @__PURE__ */ new WeakMap<object, Reader | null>();

/**
 * `input` parsed with the action schema `schema`: what `schema.safeParse(input)` returns — the
 * same data on success (a new object), zod's own error on failure — through a reader of the
 * schema where it has one.
 */
export function parseAction<T>(schema: Schema<T, unknown>, input: unknown): SchemaResult<T> {
  let reader = readers.get(schema);
  if (reader === undefined) readers.set(schema, (reader = readerOf(schema)));
  const data = reader?.(input);
  return data === undefined ? schema.safeParse(input) : { success: true, data: data as T };
}

/**
 * The parts of a zod schema's definition the readers use, each checked before it is relied on:
 * anything else found there means "no reader".
 */
interface Definition {
  readonly type?: unknown;
  readonly checks?: unknown;
  readonly check?: unknown;
  readonly format?: unknown;
  readonly value?: unknown;
  readonly inclusive?: unknown;
  readonly values?: unknown;
  readonly entries?: unknown;
  readonly innerType?: unknown;
  readonly shape?: unknown;
  readonly catchall?: unknown;
  readonly options?: unknown;
  readonly discriminator?: unknown;
}

function definitionOf(schema: unknown): Definition {
  const def = (schema as { readonly _zod?: { readonly def?: unknown } } | null | undefined)?._zod?.def;
  return isObject(def) ? def : {};
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The reader of `schema`, or `null` if it has a kind, check or option the readers do not model. */
function readerOf(schema: unknown): Reader | null {
  const def = definitionOf(schema);
  const { type, checks = [] } = def;
  if (!Array.isArray(checks)) return null;
  // Only a number may carry checks: its bounds, and `z.int()`, which is a check itself.
  if (type === 'number') return integerReader(def.check === undefined ? checks : [schema, ...checks]);
  if (checks.length > 0) return null;
  if (type === 'boolean') {
    return function readActionBoolean(value) {
      return typeof value === 'boolean' ? value : undefined;
    };
  }
  if (type === 'literal' || type === 'enum') {
    // Strings only: a numeric TypeScript enum's reverse entries, and a literal `undefined` (a field
    // that may be absent), are left to zod.
    const values = type === 'enum' ? (isObject(def.entries) ? Object.values(def.entries) : []) : def.values;
    if (!Array.isArray(values) || values.length === 0 || !values.every((value) => typeof value === 'string')) return null;
    const strings: readonly unknown[] = values;
    return function readActionValue(value) {
      return strings.includes(value) ? value : undefined;
    };
  }
  if (type === 'nullable') {
    const inner = readerOf(def.innerType);
    return inner && function readActionNullable(value) {
      return value === null ? null : inner(value);
    };
  }
  if (type === 'object') return objectReader(def);
  return type === 'union' ? discriminatedReader(def) : null;
}

/**
 * A safe integer within inclusive bounds; `null` if a check is of another kind. Only integers, even
 * where the schema takes any number: another number goes to zod, which decides.
 */
function integerReader(checks: readonly unknown[]): Reader | null {
  let minimum = -Infinity;
  let maximum = Infinity;
  for (const check of checks) {
    const { check: kind, value, inclusive, format } = definitionOf(check);
    const bound = typeof value === 'number' && inclusive === true;
    if (bound && kind === 'greater_than') minimum = Math.max(minimum, value);
    else if (bound && kind === 'less_than') maximum = Math.min(maximum, value);
    else if (kind !== 'number_format' || format !== 'safeint') return null;
  }
  return function readActionInteger(value) {
    return Number.isSafeInteger(value) && (value as number) >= minimum && (value as number) <= maximum ? value : undefined;
  };
}

/**
 * An object of the shape's fields, each read by its own reader, into a new object in the shape's
 * order; a strict object (`catchall` never) accepts no other key, a plain one leaves them out.
 */
function objectReader({ shape, catchall }: Definition): Reader | null {
  const strict = catchall !== undefined;
  if ((strict && definitionOf(catchall).type !== 'never') || !isObject(shape)) return null;
  const keys = Object.keys(shape);
  // zod leaves a `__proto__` field out of what it parses; such a schema is left to it.
  const fields = keys.map((key) => (key === '__proto__' ? null : readerOf(shape[key])));
  if (fields.includes(null)) return null;
  return function readActionObject(value) {
    if (!isObject(value)) return undefined;
    // Every enumerable key, inherited ones too, as zod's strict objects look at them.
    if (strict) for (const key in value) if (!keys.includes(key)) return undefined;
    const out: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index] as string;
      const read = (fields[index] as Reader)(value[key]);
      if (read === undefined) return undefined;
      out[key] = read;
    }
    return out;
  };
}

/** A discriminated union of objects whose discriminator is a string literal: the option its value names. */
function discriminatedReader({ discriminator, options }: Definition): Reader | null {
  if (typeof discriminator !== 'string' || !Array.isArray(options)) return null;
  const byValue = new Map<unknown, Reader>();
  for (const option of options as readonly unknown[]) {
    const { shape } = definitionOf(option);
    const tag = definitionOf(isObject(shape) ? shape[discriminator] : undefined);
    const reader = tag.type === 'literal' ? readerOf(option) : null;
    // The option's reader checks the tag's values are strings.
    if (reader === null || !Array.isArray(tag.values)) return null;
    for (const value of tag.values as readonly unknown[]) {
      if (byValue.has(value)) return null;
      byValue.set(value, reader);
    }
  }
  return function readActionOption(value) {
    const option = isObject(value) ? byValue.get(value[discriminator]) : undefined;
    return option?.(value);
  };
}
