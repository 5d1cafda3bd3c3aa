/** Inputs that are not actions of any game, each of which `applyAction` must refuse without throwing. */

/** A named piece of junk. */
export interface Junk {
  /** What the junk is, for failure messages. */
  readonly name: string;
  /** The junk itself. */
  readonly value: unknown;
}

function deeplyNested(depth: number): unknown {
  let value: unknown = { type: 'x' };
  for (let level = 0; level < depth; level++) value = { type: 'x', player: 0, inner: value };
  return value;
}

function deeplyNestedArray(depth: number): unknown {
  let value: unknown = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

/** The expensive pieces of junk, built once per conformance run rather than once per step. */
export interface JunkMaterial {
  /** A megabyte of text. */
  readonly hugeString: string;
  /** An object nested 10 000 levels deep. */
  readonly deepObject: unknown;
  /** An array nested 10 000 levels deep. */
  readonly deepArray: unknown;
}

/** Builds the {@link JunkMaterial}. */
export function junkMaterial(): JunkMaterial {
  return { hugeString: 'x'.repeat(1_000_000), deepObject: deeplyNested(10_000), deepArray: deeplyNestedArray(10_000) };
}

/**
 * Junk built around a legal action `sample` (so it gets past a quick look at `type`): the usual
 * wrong types, NaN, huge strings, deep nesting, prototype-polluting keys, throwing getters.
 */
export function junkFor(sample: Record<string, unknown>, material: JunkMaterial): Junk[] {
  const hostile = new Proxy(
    {},
    {
      get: () => {
        throw new Error('hostile proxy');
      },
      ownKeys: () => {
        throw new Error('hostile proxy');
      },
      getPrototypeOf: () => {
        throw new Error('hostile proxy');
      },
    },
  );
  return [
    { name: 'undefined', value: undefined },
    { name: 'null', value: null },
    { name: 'a number', value: 42 },
    { name: 'NaN', value: Number.NaN },
    { name: 'a string', value: 'arrest' },
    { name: 'a huge string', value: material.hugeString },
    { name: 'an empty array', value: [] },
    { name: 'an array holding the action', value: [sample] },
    { name: 'an empty object', value: {} },
    { name: 'an unknown type', value: { ...sample, type: 'no-such-action' } },
    { name: 'a numeric type', value: { ...sample, type: 7 } },
    { name: 'an unknown field', value: { ...sample, __junk: true } },
    { name: 'a NaN player', value: { ...sample, player: Number.NaN } },
    { name: 'an Infinity player', value: { ...sample, player: Number.POSITIVE_INFINITY } },
    { name: 'a fractional player', value: { ...sample, player: 0.5 } },
    { name: 'a string player', value: { ...sample, player: String(sample.player) } },
    { name: 'no player', value: { type: sample.type } },
    { name: 'a __proto__ key', value: JSON.parse(`{"__proto__": {"polluted": true}, "type": ${JSON.stringify(sample.type)}, "player": ${JSON.stringify(sample.player)}}`) as unknown },
    { name: 'a constructor key', value: { ...sample, constructor: { prototype: { polluted: true } } } },
    { name: 'a huge field', value: { ...sample, type: material.hugeString } },
    { name: '10 000-deep nesting', value: material.deepObject },
    { name: '10 000-deep arrays', value: material.deepArray },
    {
      name: 'a throwing getter',
      value: Object.defineProperty({ ...sample }, 'type', {
        enumerable: true,
        get: () => {
          throw new Error('getter');
        },
      }),
    },
    { name: 'a hostile proxy', value: hostile },
    { name: 'a function', value: () => sample },
    { name: 'a symbol', value: Symbol('action') },
    { name: 'a bigint', value: 10n },
  ];
}
