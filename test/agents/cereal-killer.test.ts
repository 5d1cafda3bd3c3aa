/**
 * Cereal Killer's agent spec, read against the game's page ("For learning agents"): the stand-in
 * city's action space and tensor, a few indices by hand, and the tensor of the rulebook's example
 * move as each seat sees it.
 */
import { describe, expect, it } from 'vitest';
import { cerealKillerAgent } from '../../src/agents/index.js';
import { claim, finish, house, place, start, step, viewOf, witness, DETECTIVE, KILLER, play, type CkMatch } from '../games/cereal-killer/helpers.js';

const config = start().config;
const space = cerealKillerAgent.actionSpace(config);
const tensor = cerealKillerAgent.observation(config);

/** The values of field `name` in `observed`. */
function field(observed: Float32Array, name: string): number[] {
  const found = tensor.fields.find((one) => one.name === name);
  if (found === undefined) throw new Error(`no field ${name}`);
  return Array.from(observed.subarray(found.offset, found.offset + found.length));
}

/** The positions of the 1s in `values`. */
function ones(values: readonly number[]): number[] {
  return values.flatMap((value, index) => (value === 1 ? [index] : []));
}

describe('the action space of the stand-in city', () => {
  it('has 85 actions in eleven blocks, in the order of the action union', () => {
    expect(space.size).toBe(85);
    expect(space.ranges.map((range) => [range.type, range.offset, range.length])).toEqual([
      ['choose-starting-house', 0, 10],
      ['step', 10, 27],
      ['claim-victim', 37, 1],
      ['place-witness', 38, 6],
      ['finish-move', 44, 1],
      ['answer-direction', 45, 4],
      ['place-detective', 49, 2],
      ['move', 51, 27],
      ['interrogate', 78, 5],
      ['arrest', 83, 1],
      ['end-turn', 84, 1],
    ]);
  });

  it('numbers spots squares first, then the tunnel below entrances 6 and 20', () => {
    expect(space.encode(step(1))).toBe(10);
    expect(space.encode(step(25))).toBe(34);
    expect(space.encode(step(-6))).toBe(35);
    expect(space.encode(step(-20))).toBe(36);
    expect(space.decode(35, 1)).toEqual({ type: 'step', player: 1, to: -6 });
    expect(space.decode(51 + 35 - 10, 1)).toEqual({ type: 'move', player: 1, to: -6 });
  });

  it('numbers houses, parks and cafés in square order, and ignores the acting seat when encoding', () => {
    expect(space.encode(house(8))).toBe(3);
    expect(space.encode(house(8, 1))).toBe(3);
    expect(space.encode(witness(4))).toBe(39);
    expect(space.encode(place(16))).toBe(50);
    // Not actions of this city: a street is no house, square 7 no park, -7 no tunnel.
    expect(space.encode(house(7))).toBe(-1);
    expect(space.encode(witness(7))).toBe(-1);
    expect(space.encode(step(-7))).toBe(-1);
  });

  it('refuses to decode an index outside 0 … 84', () => {
    for (const index of [-1, 85, 2.5, Number.NaN]) expect(() => space.decode(index, 0)).toThrow(RangeError);
  });
});

describe('the observation tensor', () => {
  // The rulebook's example: from house 5 through 4 and 3 (a victim at 3, the Witness in park 4 of
  // the two parks next to it) to 8; then the Detective takes its place on café 10.
  const dayOne: CkMatch = play(start(), house(5), step(4), step(3), claim(), witness(4), step(8), finish(), place(10));

  it('has 1 633 values, laid out field after field', () => {
    expect(tensor.size).toBe(1633);
    expect(tensor.shape).toEqual([1633]);
    expect(tensor.fields.reduce((sum, one) => sum + one.length, 0)).toBe(1633);
  });

  it('shows the Detective the public record of day 1, and none of the notepad', () => {
    const observed = tensor.observe(viewOf(dayOne, DETECTIVE));
    expect(field(observed, 'role')).toEqual([0, 1]);
    expect(ones(field(observed, 'day'))).toEqual([0]);
    expect(ones(field(observed, 'phase'))).toEqual([1]);
    expect(ones(field(observed, 'victims'))).toEqual([1]);
    expect(ones(field(observed, 'detective-at'))).toEqual([9]);
    expect(ones(field(observed, 'detective-steps-left'))).toEqual([3]);
    expect(ones(field(observed, 'witness'))).toEqual([3]);
    expect(ones(field(observed, 'record-known'))).toEqual([0]);
    // Row 0 of the 7 × 25 victims: house 3; of the Witnesses: park 4.
    expect(ones(field(observed, 'record-victim'))).toEqual([2]);
    expect(ones(field(observed, 'record-witness'))).toEqual([3]);
    expect(ones(field(observed, 'record-detective-at'))).toEqual([]);
    expect(field(observed, 'notepad-shown')).toEqual([0]);
    expect(ones(field(observed, 'trail'))).toEqual([]);
    expect(ones(field(observed, 'killer-at'))).toEqual([]);
    expect(ones(field(observed, 'outcome-winner'))).toEqual([]);
  });

  it('shows the Killer its notepad: the trail 5, 4, 3, 8, row by row over the 27 spots', () => {
    const observed = tensor.observe(viewOf(dayOne, KILLER));
    expect(field(observed, 'role')).toEqual([1, 0]);
    expect(field(observed, 'notepad-shown')).toEqual([1]);
    expect(ones(field(observed, 'trail'))).toEqual([4, 27 + 3, 2 * 27 + 2, 3 * 27 + 7]);
    expect(ones(field(observed, 'killer-at'))).toEqual([7]);
    expect(field(observed, 'move')).toEqual([0, 0]);
  });

  it('shows the Killer its move in progress and the Witness choice it owes', () => {
    const choosing = play(start(), house(5), step(4), step(3), claim());
    const observed = tensor.observe(viewOf(choosing, KILLER));
    expect(field(observed, 'move')).toEqual([1, 0]);
    expect(ones(field(observed, 'move-victim'))).toEqual([2]);
    expect(ones(field(observed, 'move-witness-choice'))).toEqual([1, 3]);
    // The Detective sees nothing of the move in progress (ruling 8).
    const detective = tensor.observe(viewOf(choosing, DETECTIVE));
    expect(ones(field(detective, 'record-known'))).toEqual([]);
    expect(field(detective, 'move')).toEqual([0, 0]);
  });

  it('writes into a given array, overwriting what was there, and refuses one of the wrong length', () => {
    const out = new Float32Array(tensor.size).fill(3);
    expect(tensor.observe(viewOf(dayOne, DETECTIVE), out)).toBe(out);
    expect(Array.from(out)).toEqual(Array.from(tensor.observe(viewOf(dayOne, DETECTIVE))));
    expect(() => tensor.observe(viewOf(dayOne, DETECTIVE), new Float32Array(3))).toThrow(RangeError);
  });
});
