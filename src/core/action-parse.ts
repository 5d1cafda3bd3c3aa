/**
 * The parse of an action, without zod's cost where the schema allows. zod's runtime parse builds a
 * payload and an issue list for every field it checks (0.6–0.9 µs an action, and the garbage it
 * leaves), and zod's own compiler (`z.compile`) would add more to a browser bundle than a game's
 * whole budget. An action schema is small and of a few kinds — a discriminated union of strict
 * objects whose fields are literals, enums, booleans, bounded integers, nullable — so the core
 * reads that subset itself: a reader per schema, built once from the schema's definition, that
 * accepts exactly what the schema accepts and builds the same output (a new object, its keys in the
 * schema's order).
 *
 * A reader never refuses: what it does not accept (a wrong value, or anything it is not sure of)
 * goes to the schema's own `safeParse`, which decides and words the refusal, so refusals are zod's,
 * unchanged. A schema with any kind, check or option the reader does not model (a refinement, a
 * transform, a default, an optional field, coercion, a check run `when`) gets no reader at all and
 * is always parsed by zod.
 */
import type { Schema, SchemaResult } from './types.js';

/** What a reader returns for input it does not accept. */
const NOT_ACCEPTED: unique symbol = Symbol('not accepted');

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
  readonly coerce?: unknown;
  readonly when?: unknown;
  readonly values?: unknown;
  readonly entries?: unknown;
  readonly innerType?: unknown;
  readonly shape?: unknown;
  readonly catchall?: unknown;
  readonly options?: unknown;
  readonly discriminator?: unknown;
  readonly unionFallback?: unknown;
  readonly format?: unknown;
  readonly value?: unknown;
  readonly inclusive?: unknown;
}

function definitionOf(schema: unknown): Definition | null {
  if (schema === null || typeof schema !== 'object') return null;
  const internals = (schema as { readonly _zod?: unknown })._zod;
  if (internals === null || typeof internals !== 'object') return null;
  const def = (internals as { readonly def?: unknown }).def;
  return def !== null && typeof def === 'object' ? (def as Definition) : null;
}

/** The checks a schema runs: its own, when the schema is itself a check (`z.int()`), and those of `.check(…)`. */
function checksOf(def: Definition, schema: unknown): readonly unknown[] | null {
  const added = def.checks === undefined ? [] : def.checks;
  if (!Array.isArray(added)) return null;
  return typeof def.check === 'string' ? [schema, ...added] : added;
}

function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The reader of `schema`, or `null` if it has a kind, check or option the readers do not model. */
function readerOf(schema: unknown): Reader | null {
  const def = definitionOf(schema);
  if (def === null) return null;
  const checks = checksOf(def, schema);
  if (checks === null) return null;
  switch (def.type) {
    case 'number':
      return def.coerce === true ? null : numberReader(checks);
    case 'boolean':
      return def.coerce === true || checks.length > 0 ? null : function readActionBoolean(value) {
        return typeof value === 'boolean' ? value : NOT_ACCEPTED;
      };
    case 'literal':
      return checks.length > 0 || !Array.isArray(def.values) ? null : oneOf(def.values);
    case 'enum':
      return checks.length > 0 || !isObject(def.entries) ? null : oneOf(enumValues(def.entries));
    case 'nullable': {
      const inner = checks.length > 0 ? null : readerOf(def.innerType);
      return inner === null ? null : function readActionNullable(value) {
        return value === null ? null : inner(value);
      };
    }
    case 'object':
      return checks.length > 0 ? null : objectReader(def);
    case 'union':
      return checks.length > 0 ? null : discriminatedReader(def);
    default:
      return null;
  }
}

/** Values compared as zod's `Set` compares them (SameValueZero, as `includes` does). */
function oneOf(values: readonly unknown[]): Reader {
  return function readActionValue(value) {
    return values.includes(value) ? value : NOT_ACCEPTED;
  };
}

/** zod's enum values: an enum object's values, less the reverse entries of a numeric TypeScript enum. */
function enumValues(entries: Readonly<Record<string, unknown>>): unknown[] {
  const numeric = Object.values(entries).filter((value) => typeof value === 'number');
  return Object.entries(entries)
    .filter(([key]) => !numeric.includes(+key))
    .map(([, value]) => value);
}

/** zod's number formats and their ranges. */
const NUMBER_FORMATS: Readonly<Record<string, readonly [number, number]>> = /* @__PURE__ */ Object.freeze({
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-3.4028234663852886e38, 3.4028234663852886e38],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
});

/** A finite number passing every check (a format, bounds); `null` if a check is of another kind. */
function numberReader(checks: readonly unknown[]): Reader | null {
  let integer = false;
  let minimum = -Infinity;
  let maximum = Infinity;
  let aboveMinimum = false;
  let belowMaximum = false;
  for (const check of checks) {
    const def = definitionOf(check);
    if (def === null || def.when !== undefined) return null;
    if (def.check === 'number_format') {
      const range = typeof def.format === 'string' && Object.prototype.hasOwnProperty.call(NUMBER_FORMATS, def.format) ? NUMBER_FORMATS[def.format] : undefined;
      if (range === undefined) return null;
      if ((def.format as string).includes('int')) integer = true;
      [minimum, aboveMinimum] = range[0] > minimum ? [range[0], false] : [minimum, aboveMinimum];
      [maximum, belowMaximum] = range[1] < maximum ? [range[1], false] : [maximum, belowMaximum];
    } else if (def.check === 'greater_than' && typeof def.value === 'number' && typeof def.inclusive === 'boolean') {
      if (def.value > minimum || (def.value === minimum && !def.inclusive)) [minimum, aboveMinimum] = [def.value, !def.inclusive];
    } else if (def.check === 'less_than' && typeof def.value === 'number' && typeof def.inclusive === 'boolean') {
      if (def.value < maximum || (def.value === maximum && !def.inclusive)) [maximum, belowMaximum] = [def.value, !def.inclusive];
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
  if (strict && definitionOf(def.catchall)?.type !== 'never') return null;
  if (!isObject(def.shape)) return null;
  const shape = def.shape;
  const keys = Object.keys(shape);
  const fields: Reader[] = [];
  for (const key of keys) {
    const field = shape[key];
    // An optional field (its `optin` set) and `__proto__` are left to zod.
    const internals = isObject(field) ? field._zod : undefined;
    if (key === '__proto__' || !isObject(internals) || internals.optin !== undefined) return null;
    const reader = readerOf(field);
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
  const discriminator = def.discriminator;
  if (typeof discriminator !== 'string' || def.unionFallback === true || !Array.isArray(def.options)) return null;
  const byValue = new Map<unknown, Reader>();
  for (const option of def.options as readonly unknown[]) {
    const optionDef = definitionOf(option);
    if (optionDef?.type !== 'object' || !isObject(optionDef.shape)) return null;
    const tag = definitionOf(optionDef.shape[discriminator]);
    if (tag?.type !== 'literal' || !Array.isArray(tag.values)) return null;
    const reader = readerOf(option);
    if (reader === null) return null;
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
