/**
 * The parse of an action, without zod's cost where the schema allows. zod's runtime parse builds a
 * payload and an issue list for every field it checks (0.6–0.9 µs an action, and the garbage it
 * leaves), and zod's own compiler (`z.compile`) would add more to a browser bundle than a game's
 * whole budget. An action schema is small and of a few kinds — a discriminated union of strict
 * objects whose fields are literals, enums, booleans, bounded integers, nullable — so the core
 * reads that subset itself: a reader per schema, built once from the schema's definition, that
 * accepts only what the schema accepts (every action a game lists as legal) and builds the same
 * output: a new object, its keys in the schema's order.
 *
 * A reader never refuses: what it does not accept (a wrong value, or anything it is not sure of)
 * goes to the schema's own `safeParse`, which decides and words the refusal, so refusals are zod's,
 * unchanged. So a reader may be stricter than its schema, never more lenient: it ignores what can
 * only make zod accept more (coercion, a union's fallback, a check run only `when` something holds)
 * and reads no optional field. A schema with any other kind, check or option (a refinement, a
 * transform, a default, an optional field, a number format other than `z.int()`'s) gets no reader at
 * all and is always parsed by zod. The readers are kept small: every app bundles them with
 * `applyAction`.
 */
import type { Schema, SchemaResult } from './types.js';

/** What a reader returns for input it does not accept. */
const NOT_ACCEPTED: unique symbol = Symbol();

/** Reads one value: the parsed copy, or {@link NOT_ACCEPTED}. Each is a named function (`readAction…`), so a CPU profile names it. */
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
  if (reader === undefined) {
    reader = readerOf(schema);
    readers.set(schema, reader);
  }
  if (reader !== null) {
    const data = reader(input);
    if (data !== NOT_ACCEPTED) return { success: true, data: data as T };
  }
  return schema.safeParse(input);
}

/** The parts of a zod schema's definition the readers use; anything else found there means "no reader". */
interface Definition {
  readonly type?: unknown;
  readonly checks?: unknown;
  readonly check?: unknown;
  readonly values?: unknown;
  readonly entries?: unknown;
  readonly innerType?: unknown;
  readonly shape?: unknown;
  readonly catchall?: unknown;
  readonly options?: unknown;
  readonly discriminator?: unknown;
  readonly format?: unknown;
  readonly value?: unknown;
  readonly inclusive?: unknown;
}

function definitionOf(schema: unknown): Definition | undefined {
  const def = (schema as { readonly _zod?: { readonly def?: unknown } } | null | undefined)?._zod?.def;
  return isObject(def) ? def : undefined;
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The reader of `schema`, or `null` if it has a kind, check or option the readers do not model. */
function readerOf(schema: unknown): Reader | null {
  const def = definitionOf(schema);
  if (def === undefined || (def.checks !== undefined && !Array.isArray(def.checks))) return null;
  const checks = (def.checks ?? []) as readonly unknown[];
  // Only a number may carry checks: its bounds, and `z.int()`, which is a check itself.
  if (def.type === 'number') return numberReader(def.check === undefined ? checks : [schema, ...checks]);
  if (checks.length > 0) return null;
  switch (def.type) {
    case 'boolean':
      return function readActionBoolean(value) {
        return typeof value === 'boolean' ? value : NOT_ACCEPTED;
      };
    case 'literal':
      return Array.isArray(def.values) ? oneOf(def.values) : null;
    case 'enum': {
      // A string enum's values; a numeric TypeScript enum's reverse entries are left to zod.
      const values = isObject(def.entries) ? Object.values(def.entries) : [];
      return values.length > 0 && values.every((value) => typeof value === 'string') ? oneOf(values) : null;
    }
    case 'nullable': {
      const inner = readerOf(def.innerType);
      return inner === null ? null : function readActionNullable(value) {
        return value === null ? null : inner(value);
      };
    }
    case 'object':
      return objectReader(def);
    case 'union':
      return discriminatedReader(def);
    default:
      return null;
  }
}

/**
 * Values compared as zod's `Set` compares them (SameValueZero, as `includes` does). Never
 * `undefined`: a field that may be absent is left to zod, which leaves it out of what it parses.
 */
function oneOf(values: readonly unknown[]): Reader {
  return function readActionValue(value) {
    return value !== undefined && values.includes(value) ? value : NOT_ACCEPTED;
  };
}

/** A finite number passing every check (`z.int()`, bounds); `null` if a check is of another kind. */
function numberReader(checks: readonly unknown[]): Reader | null {
  let integer = false;
  let minimum = -Infinity;
  let maximum = Infinity;
  let aboveMinimum = false;
  let belowMaximum = false;
  for (const check of checks) {
    const def = definitionOf(check);
    if (def === undefined) return null;
    const { check: kind, value, inclusive } = def;
    if (kind === 'number_format' && def.format === 'safeint') {
      integer = true;
    } else if (typeof value !== 'number' || typeof inclusive !== 'boolean') {
      return null;
    } else if (kind === 'greater_than') {
      if (value > minimum || (value === minimum && !inclusive)) {
        minimum = value;
        aboveMinimum = !inclusive;
      }
    } else if (kind === 'less_than') {
      if (value < maximum || (value === maximum && !inclusive)) {
        maximum = value;
        belowMaximum = !inclusive;
      }
    } else {
      return null;
    }
  }
  return function readActionNumber(value) {
    return typeof value === 'number' &&
      Number.isFinite(value) &&
      (!integer || Number.isSafeInteger(value)) &&
      (aboveMinimum ? value > minimum : value >= minimum) &&
      (belowMaximum ? value < maximum : value <= maximum)
      ? value
      : NOT_ACCEPTED;
  };
}

/**
 * An object of the shape's fields, each read by its own reader, into a new object in the shape's
 * order; a strict object (`catchall` never) accepts no other key, a plain one leaves them out.
 */
function objectReader(def: Definition): Reader | null {
  const strict = def.catchall !== undefined;
  if ((strict && definitionOf(def.catchall)?.type !== 'never') || !isObject(def.shape)) return null;
  const shape = def.shape;
  const keys = Object.keys(shape);
  const fields: Reader[] = [];
  for (const key of keys) {
    const field = shape[key];
    // zod leaves a `__proto__` field out of what it parses; such a schema is left to it.
    const reader = key === '__proto__' ? null : readerOf(field);
    if (reader === null) return null;
    fields.push(reader);
  }
  return function readActionObject(value) {
    if (!isObject(value)) return NOT_ACCEPTED;
    // Every enumerable key, inherited ones too, as zod's strict objects look at them.
    if (strict) for (const key in value) if (!keys.includes(key)) return NOT_ACCEPTED;
    const out: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index] as string;
      const read = (fields[index] as Reader)(value[key]);
      if (read === NOT_ACCEPTED) return NOT_ACCEPTED;
      out[key] = read;
    }
    return out;
  };
}

/** A discriminated union of objects whose discriminator is a literal: the option its value names. */
function discriminatedReader(def: Definition): Reader | null {
  const { discriminator, options } = def;
  if (typeof discriminator !== 'string' || !Array.isArray(options)) return null;
  const byValue = new Map<unknown, Reader>();
  for (const option of options as readonly unknown[]) {
    const shape = definitionOf(option)?.shape;
    const tag = isObject(shape) ? definitionOf(shape[discriminator]) : undefined;
    const reader = tag?.type === 'literal' && Array.isArray(tag.values) ? readerOf(option) : null;
    if (reader === null || tag === undefined) return null;
    for (const value of tag.values as readonly unknown[]) {
      if (byValue.has(value)) return null;
      byValue.set(value, reader);
    }
  }
  return function readActionOption(value) {
    if (!isObject(value)) return NOT_ACCEPTED;
    const option = byValue.get(value[discriminator]);
    return option === undefined ? NOT_ACCEPTED : option(value);
  };
}
