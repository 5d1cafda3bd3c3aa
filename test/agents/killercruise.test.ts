/**
 * Killercruise's agent spec, read against the game's page ("For learning agents"): the action
 * space of the stand-in content, a few indices and a legal mask by hand, and the tensor of
 * scenario positions as each seat sees them.
 */
import { describe, expect, it } from 'vitest';
import { killercruiseAgent, legalMask } from '../../src/agents/index.js';
import type { KillercruiseConfigInput } from '../../src/games/killercruise/index.js';
import {
  DOUBLE,
  SCENARIO,
  SINGLE,
  card,
  carry,
  endTurn,
  keyCard,
  keysOf,
  killercruise,
  leaveKey,
  move,
  openRoom,
  passenger,
  play,
  putPassengers,
  scenario,
  secondKey,
  showdown,
  start,
  timerExpired,
  unlock,
  viewOf,
  type KcMatch,
} from '../games/killercruise/helpers.js';

const config = start().config;
const space = killercruiseAgent.actionSpace(config);
const tensor = killercruiseAgent.observation(config);

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

/** The positions of the values that are not 0, with their values. */
function nonZero(values: readonly number[]): [number, number][] {
  return values.flatMap((value, index): [number, number][] => (value === 0 ? [] : [[index, value]]));
}

describe('the action space of the stand-in content', () => {
  it('has 1 862 actions in seven blocks, in the order of the action union', () => {
    expect(space.size).toBe(1862);
    expect(space.ranges.map((range) => [range.type, range.offset, range.length])).toEqual([
      ['move', 0, 576],
      ['showdown', 576, 576],
      ['carry', 1152, 37],
      ['unlock', 1189, 576],
      ['second-key', 1765, 48],
      ['leave-key', 1813, 48],
      ['end-turn', 1861, 1],
    ]);
  });

  it('numbers a move or a showdown card × 12 + room, rooms in ring order without J', () => {
    // Martin's card of room C is card 15 (Daniel's twelve come first): (15 - 1) × 12, + 3 for D.
    expect(card('martin', 'C')).toBe(15);
    expect(space.encode(move(15, 'D'))).toBe(171);
    expect(space.encode(showdown(15, 'D'))).toBe(576 + 171);
    // K follows I on the ring: position 9, not 10.
    expect(space.encode(move(1, 'K'))).toBe(9);
    expect(space.decode(9, 1)).toEqual({ type: 'move', player: 1, card: 1, to: 'K' });
    expect(space.decode(575, 0)).toEqual({ type: 'move', player: 0, card: 48, to: 'M' });
  });

  it('numbers carries none first, unlocks room × 48 + key, and single-card actions by card id', () => {
    expect(space.encode(carry(null))).toBe(1152);
    expect(space.encode(carry(5))).toBe(1157);
    expect(space.encode(unlock('B', 7))).toBe(1189 + 48 + 6);
    expect(space.decode(1189 + 48 + 6, 1)).toEqual({ type: 'unlock', player: 1, room: 'B', key: 7 });
    expect(space.encode(secondKey(48))).toBe(1812);
    expect(space.encode(leaveKey(1, 1))).toBe(1813);
    expect(space.encode(endTurn())).toBe(1861);
    expect(space.decode(1861, 1)).toEqual({ type: 'end-turn', player: 1 });
  });

  it('has the timer only under time pressure, as the last index', () => {
    expect(space.encode(timerExpired())).toBe(-1);
    const timed = killercruiseAgent.actionSpace(start({ variant: 'time-pressure' }).config);
    expect(timed.size).toBe(1863);
    expect(timed.encode(timerExpired())).toBe(1862);
    expect(timed.decode(1862, 0)).toEqual({ type: 'timer-expired', player: 0 });
  });

  it('gives -1 for what is no action of the content, and refuses to decode outside 0 … 1 861', () => {
    expect(space.encode(move(SINGLE, 'A'))).toBe(-1);
    expect(space.encode(carry(37))).toBe(-1);
    for (const index of [-1, 1862, 2.5, Number.NaN]) expect(() => space.decode(index, 0)).toThrow(RangeError);
  });

  it("marks the scenario's legal actions: Daniel in E with his card of room A goes to D, F or A, or the card is left", () => {
    const match = scenario({ hands: [[card('daniel', 'A')], [card('martin', 'A')]] });
    const mask = legalMask(killercruise, space, match.state, 0);
    // Card 1: A (its room, position 0), D (3) and F (5); leaving it: 1813. No end of turn before a card is played.
    expect(ones(Array.from(mask))).toEqual([0, 3, 5, 1813]);
    expect(ones(Array.from(legalMask(killercruise, space, match.state, 1)))).toEqual([]);
  });

  it('is the same under every table rule, and reaches the first key of a middle deck opened per tile', () => {
    const perTile = start({ ...SCENARIO, rules: { oneKeyCombinationPerRoom: false, collectedKeysCountAsPlayed: true, mayMoveIntoKillersRoom: false, lastPassengerLoses: false } }).config;
    expect(killercruiseAgent.actionSpace(perTile).ranges).toEqual(space.ranges);
    // E's middle deck opens with the upper-deck combination of L, opposite, at a table of one combination per tile.
    const [purple, orange] = [keyCard('purple'), keyCard('orange')];
    expect(keysOf('L')).toEqual(expect.arrayContaining(['purple', 'orange']));
    expect(keysOf('E')).not.toContain('purple');
    const middle = (config: KillercruiseConfigInput): KcMatch =>
      scenario({ hands: [[purple, orange], [card('martin', 'A')]] }, (draft) => {
        for (const room of ['E', 'C', 'F', 'I'] as const) openRoom(draft, room, 'middle');
      }, config);
    const tiles = middle({ ...SCENARIO, rules: { oneKeyCombinationPerRoom: false } });
    const index = space.encode(unlock('E', purple));
    expect(legalMask(killercruise, space, tiles.state, 0)[index]).toBe(1);
    expect(legalMask(killercruise, space, middle(SCENARIO).state, 0)[index]).toBe(0);
  });
});

describe('the observation tensor', () => {
  // Room E open to the lower deck (puzzle 1 lays clue 3 there: "more than 2 rooms away"), a passenger
  // in C, one on the killer's fields and one in the box, two cards discarded, a stacked pile of three.
  const board: KcMatch = scenario({ hands: [[card('daniel', 'A'), card('daniel', 'B')], [card('martin', 'A')]], draw: [5, DOUBLE, 6] }, (draft) => {
    openRoom(draft, 'E', 'lower');
    putPassengers(draft, 'C', [passenger('C', 'teamwork')]);
    draft.killerFields = [1];
    draft.box = [4];
    draft.passengerPile = draft.passengerPile.filter((id) => id !== 1 && id !== 4);
    draft.discardPile = [3, SINGLE];
  });

  it('has 1 999 values for two seats, laid out field after field; 2 115 for four', () => {
    expect(tensor.size).toBe(1999);
    expect(tensor.shape).toEqual([1999]);
    expect(tensor.fields.reduce((sum, one) => sum + one.length, 0)).toBe(1999);
    // Two more rows of viewer, first player, active seat (1 each), hand size (7) and known cards (48).
    expect(killercruiseAgent.observation(start({ players: 4 }).config).size).toBe(1999 + 2 * (1 + 1 + 1 + 7 + 48));
  });

  it('shows the board: figures, decks, the unlock order, the clue and the rooms it leaves', () => {
    const observed = tensor.observe(viewOf(board, 0));
    expect(field(observed, 'viewer')).toEqual([1, 0]);
    expect(ones(field(observed, 'killer-at'))).toEqual([0]);
    // Daniel in E, Martin in G, Gerlinde in K (ring position 9); Elena missing.
    expect(ones(field(observed, 'figure-status'))).toEqual([1, 4 + 1, 8 + 1, 12 + 0]);
    expect(ones(field(observed, 'figure-at'))).toEqual([4, 12 + 6, 24 + 9]);
    expect(ones(field(observed, 'missing-person'))).toEqual([3]);
    expect(ones(field(observed, 'room-deck'))).toEqual([0, 3, 6, 9, 12 + 2, 15, 18, 21, 24, 27, 30, 33]);
    expect(ones(field(observed, 'upper-unlocked'))).toEqual([4]);
    expect(ones(field(observed, 'middle-unlocked'))).toEqual([4]);
    expect(ones(field(observed, 'clue'))).toEqual([4 * 20 + 2]);
    // More than 2 rooms from E either way: A, B, and H round to M (ring positions 7–11).
    expect(ones(field(observed, 'clue-allows'))).toEqual([0, 1, 7, 8, 9, 10, 11].map((x) => 4 * 12 + x));
    expect(ones(field(observed, 'hiding-places-left'))).toEqual([0, 1, 7, 8, 9, 10, 11]);
  });

  it('places every passenger card: in a room, on the killer’s fields, in the box, or (all 0) in the pile', () => {
    const observed = tensor.observe(viewOf(board, 0));
    // Passenger 9 (C's teamwork card) in C; 1 on the fields (column 12); 4 in the box (column 13).
    expect(passenger('C', 'teamwork')).toBe(9);
    expect(ones(field(observed, 'passenger-at'))).toEqual([0 * 14 + 12, 3 * 14 + 13, 8 * 14 + 2]);
  });

  it("shows each seat its own hand, every hand's size, and the piles", () => {
    const mine = tensor.observe(viewOf(board, 0));
    const theirs = tensor.observe(viewOf(board, 1));
    expect(ones(field(mine, 'hand'))).toEqual([0, 1]);
    expect(ones(field(theirs, 'hand'))).toEqual([12]);
    expect(ones(field(mine, 'hand-sizes'))).toEqual([2, 7 + 1]);
    expect(field(mine, 'hand-sizes')).toEqual(field(theirs, 'hand-sizes'));
    // Card 3 at the bottom, the single killer card 49 on it.
    expect(nonZero(field(mine, 'discard-pile'))).toEqual([
      [2, Math.fround(1 / 60)],
      [48, Math.fround(2 / 60)],
    ]);
    expect(ones(field(mine, 'draw-pile-count'))).toEqual([3]);
    expect(field(mine, 'draw-piles').slice(0, 4)).toEqual([3, 1, 0, 0]);
    expect(field(mine, 'draw-pile-turned-over')).toEqual([0]);
    expect(ones(field(mine, 'draw-pile-cards'))).toEqual([]);
    const spectator = tensor.observe(viewOf(board, null));
    expect(ones(field(spectator, 'viewer'))).toEqual([]);
    expect(ones(field(spectator, 'hand'))).toEqual([]);
  });

  it('shows a turned-over draw pile card by card, top first', () => {
    const turned = scenario({}, (draft) => {
      draft.drawPile = { cards: [7, 8], piles: [], turnedOver: true };
    });
    const observed = tensor.observe(viewOf(turned, 1));
    expect(field(observed, 'draw-pile-turned-over')).toEqual([1]);
    expect(nonZero(field(observed, 'draw-pile-cards'))).toEqual([
      [6, Math.fround(1 / 60)],
      [7, Math.fround(2 / 60)],
    ]);
    expect(field(observed, 'draw-piles')).toEqual(new Array<number>(12).fill(0));
  });

  it('shows the decision owed: the move whose passenger may go along', () => {
    const owed = scenario({ hands: [[card('daniel', 'A')], [card('martin', 'A')]] }, (draft) => putPassengers(draft, 'E', [13]));
    const observed = tensor.observe(viewOf(play(owed, move(card('daniel', 'A'), 'F')), 1));
    expect(field(observed, 'pending-carry')).toEqual([1]);
    expect(ones(field(observed, 'carry-card'))).toEqual([0]);
    expect(ones(field(observed, 'carry-figure'))).toEqual([0]);
    expect(ones(field(observed, 'carry-from'))).toEqual([4]);
    expect(ones(field(observed, 'carry-to'))).toEqual([5]);
    expect(field(observed, 'cards-played')).toEqual([1]);
  });

  it('shows the solution and the reason once the game is over', () => {
    const lost = scenario({}, (draft) => {
      draft.outcome = { winners: [], reason: 'wrong-showdown', returns: [-1, -1] };
    });
    const observed = tensor.observe(viewOf(lost, 0));
    // Puzzle 1 hides the psychopath in H (ring position 7).
    expect(ones(field(observed, 'solution'))).toEqual([7]);
    expect(ones(field(observed, 'outcome-reason'))).toEqual([3]);
    expect(ones(field(tensor.observe(viewOf(board, 0)), 'solution'))).toEqual([]);
  });

  it('carries the table rules played, each option as its value', () => {
    // By default: one combination per room, moves into the killer's room allowed, the last passenger loses.
    expect(field(tensor.observe(viewOf(board, 0)), 'table-rules')).toEqual([1, 0, 1, 1]);
    const config = start({ rules: { oneKeyCombinationPerRoom: false, collectedKeysCountAsPlayed: true } }).config;
    const other = killercruiseAgent.observation(config);
    expect(other.fields).toEqual(tensor.fields);
    const created = scenario({}, () => undefined, { ...SCENARIO, rules: { oneKeyCombinationPerRoom: false, collectedKeysCountAsPlayed: true } });
    expect(field(other.observe(viewOf(created, 1)), 'table-rules')).toEqual([0, 1, 1, 1]);
  });

  it('writes into a given array, overwriting what was there, and refuses one of the wrong length', () => {
    const out = new Float32Array(tensor.size).fill(3);
    expect(tensor.observe(viewOf(board, 1), out)).toBe(out);
    expect(Array.from(out)).toEqual(Array.from(tensor.observe(viewOf(board, 1))));
    expect(() => tensor.observe(viewOf(board, 1), new Float32Array(3))).toThrow(RangeError);
  });
});
