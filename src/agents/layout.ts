/**
 * Building blocks for a game's agent spec: laying out the blocks of an action space and the fields
 * of an observation tensor, so that offsets are counted in one place and the documentation a
 * game's page shows is the layout itself.
 */
import type { ActionRange, ObservationField } from './types.js';

/** Lays out an action space's blocks one after another: each {@link ActionLayout.block} returns its offset. */
export class ActionLayout {
  readonly #ranges: ActionRange[] = [];
  #size = 0;

  /**
   * Adds the block of `length` indices for actions of type `type`, and returns its first index. A
   * block of no indices (a city without parks has no Witness to place) adds no range.
   */
  block(type: string, length: number, description: string): number {
    if (!Number.isSafeInteger(length) || length < 0) throw new RangeError(`action block ${type}: the length must be a whole number, not ${length}`);
    const offset = this.#size;
    if (length > 0) this.#ranges.push(Object.freeze({ type, offset, length, description }));
    this.#size += length;
    return offset;
  }

  /** The space's size so far. */
  get size(): number {
    return this.#size;
  }

  /** The blocks laid out, frozen. */
  ranges(): readonly ActionRange[] {
    return Object.freeze(this.#ranges.slice());
  }
}

/**
 * The block `index` falls in: the last block whose offset is at most `index`. `index` must be a
 * whole number inside the space (see {@link assertIndex}).
 */
export function rangeOf(ranges: readonly ActionRange[], index: number): ActionRange {
  // A binary search: `decode` runs at every environment step, and a space has up to a few dozen blocks.
  let low = 0;
  let high = ranges.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((ranges[middle]?.offset ?? Number.POSITIVE_INFINITY) <= index) low = middle;
    else high = middle - 1;
  }
  const found = ranges[low];
  if (found === undefined) throw new RangeError('an action space has at least one block');
  return found;
}

/**
 * Per index of a space of `size` indices laid out as `ranges` (every index in one block, as
 * {@link ActionLayout} lays them out): the place in `ranges` of its block, which {@link rangeOf}
 * finds — looked up by a `decode` that runs at every environment step instead of searched.
 */
export function rangeTable(ranges: readonly ActionRange[], size: number): Uint16Array {
  const table = new Uint16Array(size);
  for (let at = 0; at < ranges.length; at++) {
    const range = ranges[at];
    if (range !== undefined) table.fill(at, range.offset, range.offset + range.length);
  }
  return table;
}

/** Throws the `RangeError` {@link ActionSpace.decode} promises unless `index` is a whole number from 0 to `size - 1`. */
export function assertIndex(index: number, size: number): void {
  if (!(Number.isSafeInteger(index) && index >= 0 && index < size)) {
    throw new RangeError(`decode: the action index must be a whole number from 0 to ${size - 1}, not ${String(index)}`);
  }
}

/** Lays out an observation tensor's fields one after another: each {@link TensorLayout.field} returns its offset. */
export class TensorLayout {
  readonly #fields: ObservationField[] = [];
  #size = 0;

  /** Adds the field `name` of shape `shape` and returns its offset. */
  field(name: string, shape: readonly number[], description: string): number {
    const length = shape.reduce((product, extent) => product * extent, 1);
    if (!shape.every((extent) => Number.isSafeInteger(extent) && extent >= 1)) {
      throw new RangeError(`observation field ${name}: every extent of a shape is a whole number, 1 or more (${shape.join(' × ')})`);
    }
    const offset = this.#size;
    this.#fields.push(Object.freeze({ name, offset, length, shape: Object.freeze(shape.slice()), description }));
    this.#size += length;
    return offset;
  }

  /** The tensor's size so far. */
  get size(): number {
    return this.#size;
  }

  /** The fields laid out, frozen. */
  fields(): readonly ObservationField[] {
    return Object.freeze(this.#fields.slice());
  }
}

/** `out` when it is given and has `size` values, cleared; else a new array of `size` zeros. */
export function tensorTarget(out: Float32Array | undefined, size: number): Float32Array {
  if (out === undefined) return new Float32Array(size);
  if (out.length !== size) throw new RangeError(`observe: the output array must have ${size} values, not ${out.length}`);
  out.fill(0);
  return out;
}

/** Sets the one-hot value `index` of the block at `offset`; an index of `-1` (nothing) sets none. */
export function setOneHot(out: Float32Array, offset: number, index: number): void {
  if (index >= 0) out[offset + index] = 1;
}

/** The keys of a position table, in position order, for the tables' words. */
export function listed(table: Readonly<Record<string, number>>): string {
  return Object.keys(table)
    .sort((a, b) => (table[a] ?? 0) - (table[b] ?? 0))
    .join(', ');
}

/** The position of `key` in `table`, `-1` for a key it does not have. */
export function positionIn(table: Readonly<Record<string, number>>, key: string): number {
  // A key of Object.prototype ('constructor') reads a function, not a number.
  const at = table[key];
  return typeof at === 'number' ? at : -1;
}

/** Whether `value` is a whole number from 0 to `size - 1`. */
export function isIndex(value: unknown, size: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < size;
}

/** `value` when it is a whole number from 0 to `count - 1`, else `-1` (a one-hot block with nothing set). */
export function indexOr(value: number | null, count: number): number {
  return isIndex(value, count) ? value : -1;
}
