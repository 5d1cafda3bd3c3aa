/**
 * Frozen Horror's agent spec, read against the game's page ("For learning agents"): the six-seat
 * action space and tensor of the stand-in station, a few indices by hand, the seats counted from
 * the chooser and from the viewer, and the tensor of Cards on the Table as two seats see it.
 */
import { describe, expect, it } from 'vitest';
import { frozenHorrorAgent, legalMask } from '../../src/agents/index.js';
import { C, act, choose, frozenHorror, key, pass, play, position, start, viewOf, type FhMatch } from '../games/frozen-horror/helpers.js';

const config = start({ players: 6 }).config;
const space = frozenHorrorAgent.actionSpace(config);
const tensor = frozenHorrorAgent.observation(config);

/** The values of field `name` in `observed` of `spec`. */
function field(observed: Float32Array, name: string, spec = tensor): number[] {
  const found = spec.fields.find((one) => one.name === name);
  if (found === undefined) throw new Error(`no field ${name}`);
  return Array.from(observed.subarray(found.offset, found.offset + found.length));
}

/** The positions of the 1s in `values`. */
function ones(values: readonly number[]): number[] {
  return values.flatMap((value, index) => (value === 1 ? [index] : []));
}

describe('the action space of six seats on the stand-in station', () => {
  it('has 71 actions in eight blocks, in the order of the action union', () => {
    expect(space.size).toBe(71);
    expect(space.ranges.map((range) => [range.type, range.offset, range.length])).toEqual([
      ['play-card', 0, 42],
      ['move', 42, 6],
      ['choose-colour', 48, 4],
      ['choose-player', 52, 5],
      ['choose-room', 57, 5],
      ['lock-passage', 62, 6],
      ['reveal-identity', 68, 2],
      ['pass', 70, 1],
    ]);
  });

  it('numbers a card played as 2 · card + (0 as an Access Key, 1 as an Action)', () => {
    expect(space.encode(key(0, C.trust))).toBe(0);
    expect(space.encode(act(0, C.trust))).toBe(1);
    expect(space.encode(act(3, C.hide))).toBe(41);
    expect(space.decode(31, 4)).toEqual({ type: 'play-card', player: 4, card: 15, as: 'action' });
  });

  it('counts the seat chosen clockwise from the chooser, so one index means the same to every seat', () => {
    // "The seat after me": seat 0 choosing 1, seat 5 choosing 0.
    expect(space.encode(choose(0, 1))).toBe(52);
    expect(space.encode(choose(5, 0))).toBe(52);
    // "The seat before me": five places on.
    expect(space.encode(choose(0, 5))).toBe(56);
    expect(space.encode(choose(3, 2))).toBe(56);
    expect(space.decode(53, 4)).toEqual({ type: 'choose-player', player: 4, target: 0 });
    // No card names its own player, and no seat 6 sits at a six-seat table.
    expect(space.encode(choose(2, 2))).toBe(-1);
    expect(space.encode(choose(2, 6))).toBe(-1);
  });

  it('gives -1 for what is not an action of this station, and refuses to decode outside 0 … 70', () => {
    expect(space.encode({ type: 'play-card', player: 0, card: 21, as: 'key' })).toBe(-1);
    expect(space.encode({ type: 'move', player: 0, passage: 6 })).toBe(-1);
    expect(space.encode({ type: 'choose-room', player: 0, room: 1.5 })).toBe(-1);
    expect(space.encode(pass(2))).toBe(70);
    for (const index of [-1, 71, 0.5, Number.NaN]) expect(() => space.decode(index, 0)).toThrow(RangeError);
  });

  it('grows with the seats: four seats choose among 3, ten among 9', () => {
    const four = frozenHorrorAgent.actionSpace(start({ players: 4 }).config);
    const ten = frozenHorrorAgent.actionSpace(start({ players: 10 }).config);
    expect(four.ranges.find((range) => range.type === 'choose-player')?.length).toBe(3);
    expect(ten.ranges.find((range) => range.type === 'choose-player')?.length).toBe(9);
    expect([four.size, ten.size]).toEqual([69, 75]);
  });
});

describe('the observation tensor', () => {
  // Five seats, one to a room but two in the Garage; seat 4 is the Horror. Seat 0 plays Cards on
  // the Table and names seat 4: both cards turn face up.
  const hands = [
    [C.table, C.hide],
    [C.quick, C.alarmOrange],
    [C.help, C.bloodTest],
    [C.trust, C.retreat],
    [C.alarmGreen, C.denied],
  ];
  const table = position({ players: 5, rooms: [0, 1, 2, 3, 0], hands, horror: 4 });
  const five = frozenHorrorAgent.observation(table.config);
  const choosing: FhMatch = play(table, act(0, C.table));
  const revealed: FhMatch = play(choosing, choose(0, 4));

  it('is laid out field after field, sized by the seats', () => {
    expect(tensor.size).toBe(tensor.fields.reduce((sum, one) => sum + one.length, 0));
    expect(tensor.shape).toEqual([tensor.size]);
    expect(tensor.fields.find((one) => one.name === 'seat-room')?.shape).toEqual([6, 5]);
    expect(five.fields.find((one) => one.name === 'seat-room')?.shape).toEqual([5, 5]);
  });

  it('asks the chooser, row 0 its own, for another seat: the mask is the legal list', () => {
    const observed = five.observe(viewOf(choosing, 0), undefined);
    expect(ones(field(observed, 'pending', five))).toEqual([2]);
    expect(ones(field(observed, 'pending-seat', five))).toEqual([0]);
    expect(ones(field(observed, 'pending-player-cause', five))).toEqual([0]);
    const mask = legalMask(frozenHorror, frozenHorrorAgent.actionSpace(table.config), choosing.state, 0);
    const block = frozenHorrorAgent.actionSpace(table.config).ranges.find((range) => range.type === 'choose-player');
    expect(ones(Array.from(mask))).toEqual([0, 1, 2, 3].map((k) => (block?.offset ?? 0) + k));
    // Seat 0's card lies face up, played as an Action, in its first slot.
    expect(ones(field(observed, 'seat-played', five))).toEqual([1]);
    expect(ones(field(observed, 'seat-played-as', five))).toEqual([1]);
    expect(ones(field(observed, 'hand', five))).toEqual([20]);
  });

  it('lays the seats out from the viewer: seat 2 sees seat 0 in row 3 and seat 4, the Horror, in row 2', () => {
    const observed = five.observe(viewOf(revealed, 2));
    // [HORROR, HUMAN] per row: its own card (a HUMAN), then the two face-up cards.
    expect(ones(field(observed, 'seat-identity', five))).toEqual([1, 2 * 2 + 0, 3 * 2 + 1]);
    expect(ones(field(observed, 'seat-revealed', five))).toEqual([2, 3]);
    // Rooms: seat 2 in the Laboratory, seat 3 in the Infirmary, seat 4 in the Garage, seat 0 in the Garage, seat 1 in the Radio Room.
    expect(ones(field(observed, 'seat-room', five))).toEqual([0 * 5 + 2, 1 * 5 + 3, 2 * 5 + 0, 3 * 5 + 0, 4 * 5 + 1]);
    expect(ones(field(observed, 'first-player', five))).toEqual([3]);
    // Seat 1 plays next: the seat after seat 0, row 4 from seat 2.
    expect(ones(field(observed, 'to-play', five))).toEqual([4]);
    expect(ones(field(observed, 'pending', five))).toEqual([]);
    // Seat 4 sees itself in row 0 and seat 0 in row 1.
    const horror = five.observe(viewOf(revealed, 4));
    expect(ones(field(horror, 'seat-identity', five))).toEqual([0, 1 * 2 + 1]);
  });

  it('shows a seat its own hand in the order it holds it, and nobody else\'s', () => {
    const observed = five.observe(viewOf(table, 3));
    const trust = 0;
    const retreat = 10;
    expect(ones(field(observed, 'hand', five))).toEqual([trust, 21 + retreat]);
    expect(ones(field(observed, 'seat-hand-size', five))).toEqual([0, 1, 2, 3, 4].map((row) => row * 3 + 2));
    expect(ones(field(five.observe(viewOf(table, null)), 'hand', five))).toEqual([]);
  });

  it('records the deal: one pile, every card, two to each seat', () => {
    const observed = five.observe(viewOf(table, 1));
    expect(ones(field(observed, 'deal-pile', five))).toEqual([0]);
    expect(ones(field(observed, 'deal-cards', five))).toHaveLength(21);
    expect(ones(field(observed, 'deal-to', five))).toEqual([0, 1, 2, 3, 4].map((row) => row * 2 + 1));
    expect(ones(field(observed, 'deck-size', five))).toEqual([11]);
  });

  it('writes into a given array, overwriting what was there, and refuses one of the wrong length', () => {
    const out = new Float32Array(five.size).fill(3);
    expect(five.observe(viewOf(revealed, 1), out)).toBe(out);
    expect(Array.from(out)).toEqual(Array.from(five.observe(viewOf(revealed, 1))));
    expect(() => five.observe(viewOf(revealed, 1), new Float32Array(3))).toThrow(RangeError);
  });
});
