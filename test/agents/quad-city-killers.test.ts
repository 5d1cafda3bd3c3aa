/**
 * Quad City Killers' agent spec, read against the game's page ("For learning agents"): the
 * four-seat action space and tensor of the stand-in content, a few indices by hand, the card
 * blocks that take only their kind of card, the seats counted from the chooser and from the
 * viewer, solo, and the tensor of an Attack being answered as two seats see it.
 */
import { describe, expect, it } from 'vitest';
import { createEnv, legalMask, quadCityKillersAgent } from '../../src/agents/index.js';
import type { QuadCityKillersView } from '../../src/games/quad-city-killers/index.js';
import {
  DAVENPORT,
  MOLINE,
  against,
  attack,
  choosePlayer,
  declareEgo,
  discard,
  modifier,
  placePrey,
  play,
  position,
  prey,
  quadCityKillers,
  refill,
  res,
  scenario,
  start,
  viewOf,
  weapon,
} from '../games/quad-city-killers/helpers.js';

const config = start({ players: 4 }).config;
const space = quadCityKillersAgent.actionSpace(config);
const tensor = quadCityKillersAgent.observation(config);

type Tensor = ReturnType<typeof quadCityKillersAgent.observation>;

/** The values of field `name` in `observed` of `spec`. */
function field(observed: Float32Array, name: string, spec: Tensor = tensor): number[] {
  const found = spec.fields.find((one) => one.name === name);
  if (found === undefined) throw new Error(`no field ${name}`);
  return Array.from(observed.subarray(found.offset, found.offset + found.length));
}

/** The positions of the non-zero values in `values`. */
function set(values: readonly number[]): number[] {
  return values.flatMap((value, index) => (value !== 0 ? [index] : []));
}

/** The first index of block `type` in `of`. */
function offset(type: string, of = space): number {
  const range = of.ranges.find((one) => one.type === type);
  if (range === undefined) throw new Error(`no block ${type}`);
  return range.offset;
}

describe('the action space of four seats on the stand-in content', () => {
  it('has 545 actions in seventeen blocks, in the order of the action union', () => {
    expect(space.size).toBe(545);
    expect(space.ranges.map((range) => [range.type, range.offset, range.length])).toEqual([
      ['place-prey', 0, 292],
      ['hunt', 292, 1],
      ['travel', 293, 1],
      ['travel-to', 294, 4],
      ['attack', 298, 72],
      ['choose-weapon', 370, 25],
      ['choose-modifier', 395, 23],
      ['play-against', 418, 18],
      ['pass', 436, 1],
      ['claim-mo', 437, 1],
      ['play-scenario', 438, 16],
      ['choose-player', 454, 3],
      ['choose-city', 457, 4],
      ['declare-ego', 461, 10],
      ['use-ego', 471, 1],
      ['discard', 472, 72],
      ['refill', 544, 1],
    ]);
  });

  it('numbers a placement (1 + 72) · city + (0 into a free space, 1 + p replacing Prey card p)', () => {
    expect(space.encode(placePrey(0, DAVENPORT))).toBe(0);
    expect(space.encode(placePrey(2, MOLINE, 5))).toBe(73 * 3 + 6);
    expect(space.decode(73 * 2 + 1, 1)).toEqual({ type: 'place-prey', player: 1, city: 2, replacing: 0 });
    expect(space.encode(attack(3, 'Delia Marsh'))).toBe(298 + prey('Delia Marsh'));
  });

  it('gives each card block only its kind of card, with "none" first where the rules allow none', () => {
    expect(space.encode(weapon(0, null))).toBe(370);
    expect(space.encode(weapon(0, res('Fire Axe')))).toBe(371 + res('Fire Axe'));
    expect(space.encode(modifier(0, null))).toBe(395);
    expect(space.encode(modifier(0, res('Power Outage')))).toBe(396 + res('Power Outage') - 24);
    expect(space.encode(against(1, res('Flat Tire')))).toBe(418 + res('Flat Tire') - 24);
    expect(space.decode(438, 2)).toEqual({ type: 'play-scenario', player: 2, card: 46 });
    expect(space.decode(461, 2)).toEqual({ type: 'declare-ego', player: 2, card: 62 });
    expect(space.encode(discard(0, 71))).toBe(472 + 71);
    // A Weapon is no Modifier, a Modifier with the Action icon is never played against an Attack,
    // a Modifier is no Scenario and no Ego.
    expect(space.encode(modifier(0, res('Fire Axe')))).toBe(-1);
    expect(space.encode(against(1, res('Chloroform')))).toBe(-1);
    expect(space.encode(scenario(0, res('Power Outage')))).toBe(-1);
    expect(space.encode(declareEgo(0, res('Power Outage')))).toBe(-1);
  });

  it('counts the seat chosen clockwise from the chooser, so one index means the same to every seat', () => {
    expect(space.encode(choosePlayer(0, 1))).toBe(454);
    expect(space.encode(choosePlayer(3, 0))).toBe(454);
    expect(space.encode(choosePlayer(1, 0))).toBe(456);
    expect(space.decode(455, 3)).toEqual({ type: 'choose-player', player: 3, target: 1 });
    expect(space.encode(choosePlayer(2, 2))).toBe(-1);
    expect(space.encode(choosePlayer(2, 4))).toBe(-1);
  });

  it('gives -1 for what is not an action of this content, and refuses to decode outside 0 … 544', () => {
    expect(space.encode(placePrey(0, 4))).toBe(-1);
    expect(space.encode(placePrey(0, 0, 72))).toBe(-1);
    expect(space.encode(discard(0, 72))).toBe(-1);
    expect(space.encode(refill(0))).toBe(544);
    for (const index of [-1, 545, 0.5, Number.NaN]) expect(() => space.decode(index, 0)).toThrow(RangeError);
  });

  it('grows with the seats: solo has no seat to choose, six seats choose among 5', () => {
    const solo = quadCityKillersAgent.actionSpace(start({ players: 1 }).config);
    const six = quadCityKillersAgent.actionSpace(start({ players: 6 }).config);
    expect(solo.ranges.some((range) => range.type === 'choose-player')).toBe(false);
    expect(six.ranges.find((range) => range.type === 'choose-player')?.length).toBe(5);
    expect([solo.size, six.size]).toEqual([542, 547]);
  });
});

describe('the observation tensor', () => {
  // Three seats in Davenport; seat 0 Attacks Delia Marsh with the Fire Axe and Power Outage, and
  // seat 2 answers with Flat Tire: seat 1 is still to answer.
  const three = position({
    players: 3,
    hands: [['Fire Axe', 'Power Outage'], ['Dark Alley', 'Chloroform', 'Tire Iron'], ['Flat Tire']],
    map: { [DAVENPORT]: ['Ada Lindqvist', 'Delia Marsh'] },
    resourceDiscard: ['Mulligan', 'Road Trip'],
  });
  const spec = quadCityKillersAgent.observation(three.config);
  const threeSpace = quadCityKillersAgent.actionSpace(three.config);
  const answering = play(three, attack(0, 'Delia Marsh'), weapon(0, res('Fire Axe')), modifier(0, res('Power Outage')), against(2, res('Flat Tire')));

  it('is laid out field after field, sized by the seats and the map', () => {
    expect(tensor.size).toBe(tensor.fields.reduce((sum, one) => sum + one.length, 0));
    expect(tensor.shape).toEqual([tensor.size]);
    expect(tensor.size).toBe(5830);
    expect(tensor.fields.find((one) => one.name === 'seat-collection')?.shape).toEqual([4, 72]);
    expect(spec.fields.find((one) => one.name === 'seat-collection')?.shape).toEqual([3, 72]);
    // Twenty prey spaces: five in each of the four cities.
    expect(tensor.fields.find((one) => one.name === 'space-prey')?.shape).toEqual([20, 72]);
  });

  it('shows the Attack from the answering seat, row 0 its own: the attacker two places on, the answer one place on', () => {
    const observed = spec.observe(viewOf(answering, 1));
    expect(set(field(observed, 'attack', spec))).toEqual([0]);
    expect(set(field(observed, 'attack-attacker', spec))).toEqual([2]);
    expect(set(field(observed, 'attack-prey', spec))).toEqual([prey('Delia Marsh')]);
    expect(set(field(observed, 'attack-weapon', spec))).toEqual([res('Fire Axe')]);
    expect(set(field(observed, 'attack-modifier', spec))).toEqual([res('Power Outage')]);
    // Two answer rows; the first is seat 2's Flat Tire.
    expect(set(field(observed, 'attack-answer-seat', spec))).toEqual([1]);
    expect(set(field(observed, 'attack-answer-card', spec))).toEqual([res('Flat Tire')]);
    expect(set(field(observed, 'attack-waiting', spec))).toEqual([0]);
    // Seat 2 sees the same Attack from its own seat: the attacker one place on, itself answering.
    const fromTwo = spec.observe(viewOf(answering, 2));
    expect(set(field(fromTwo, 'attack-attacker', spec))).toEqual([1]);
    expect(set(field(fromTwo, 'attack-answer-seat', spec))).toEqual([0]);
    expect(set(field(fromTwo, 'attack-waiting', spec))).toEqual([2]);
  });

  it('masks what the answering seat may do: play Dark Alley against it, or pass', () => {
    const mask = legalMask(quadCityKillers, threeSpace, answering.state, 1);
    expect(set(Array.from(mask))).toEqual([offset('play-against', threeSpace) + res('Dark Alley') - 24, offset('pass', threeSpace)]);
  });

  it("shows a seat its own hand in the order it holds it, and nobody else's", () => {
    const observed = spec.observe(viewOf(answering, 1));
    const hand = field(observed, 'hand', spec);
    expect([hand[res('Dark Alley')], hand[res('Chloroform')], hand[res('Tire Iron')]]).toEqual([1, 2, 3]);
    expect(set(hand)).toHaveLength(3);
    // Seat 0 has played both its cards, seat 2 its one.
    expect(field(observed, 'seat-hand-size', spec)).toEqual([3, 0, 0]);
    expect(set(field(spec.observe(viewOf(answering, null)), 'hand', spec))).toEqual([]);
  });

  it('keeps the discard pile in its order, so two piles of the same cards are two tensors', () => {
    const [bottom, top] = three.state.resourceDiscard;
    if (bottom === undefined || top === undefined) throw new Error('two cards on the discard pile');
    const pile = field(spec.observe(viewOf(three, 0)), 'resource-discard', spec);
    expect([pile[bottom], pile[top]]).toEqual([1, 2]);
    expect(set(pile)).toHaveLength(2);
    const swapped = { ...three, state: { ...three.state, resourceDiscard: [top, bottom] } };
    const other = field(spec.observe(viewOf(swapped, 0)), 'resource-discard', spec);
    expect([other[bottom], other[top]]).toEqual([2, 1]);
  });

  it('writes into a given array, overwriting what was there, and refuses one of the wrong length', () => {
    const out = new Float32Array(spec.size).fill(3);
    expect(spec.observe(viewOf(answering, 1), out)).toBe(out);
    expect(Array.from(out)).toEqual(Array.from(spec.observe(viewOf(answering, 1))));
    expect(() => spec.observe(viewOf(answering, 1), new Float32Array(3))).toThrow(RangeError);
  });

  it('solo: one row per seat field, and the hand face up in every view', () => {
    const solo = position({ players: 1, hands: [['Fire Axe', 'Tire Iron']], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const one = quadCityKillersAgent.observation(solo.config);
    expect(one.fields.find((entry) => entry.name === 'seat-collection')?.shape).toEqual([1, 72]);
    for (const viewer of [0, null]) {
      const hand = field(one.observe(viewOf(solo, viewer)), 'hand', one);
      expect(set(hand).sort((a, b) => a - b)).toEqual([res('Fire Axe'), res('Tire Iron')].sort((a, b) => a - b));
    }
  });
});

describe('the observation tensor, read back', () => {
  /** The cards of a field of places, in their order: the ids with a non-zero value, by value. */
  const inOrder = (values: readonly number[]): number[] =>
    values
      .flatMap((value, id) => (value !== 0 ? [[value, id] as const] : []))
      .sort((a, b) => a[0] - b[0])
      .map(([, id]) => id);
  /** The one index set in a one-hot block, or `null` for none. */
  const oneHot = (values: readonly number[]): number | null => {
    const on = set(values);
    if (on.length > 1) throw new Error(`a one-hot block with ${on.length} values set`);
    return on[0] ?? null;
  };
  /** Row `row` of a field of `width` columns. */
  const rowOf = (values: readonly number[], row: number, width: number): number[] => values.slice(row * width, (row + 1) * width);

  /** What the tensor of `view` says of the seats, the map, the piles and the hand, in the view's own terms. */
  function readBack(observed: Float32Array, spec: Tensor, view: QuadCityKillersView, spaces: readonly number[]) {
    const players = view.players;
    const viewer = view.viewer ?? 0;
    const fields = new Map<string, number[]>();
    const read = (name: string): number[] => {
      const known = fields.get(name) ?? field(observed, name, spec);
      fields.set(name, known);
      return known;
    };
    const width = (name: string): number => spec.fields.find((one) => one.name === name)?.shape[1] ?? 1;
    const seats = view.seats.map(({ seat }) => {
      const row = (seat - viewer + players) % players;
      const cells = (name: string): number[] => rowOf(read(name), row, width(name));
      return {
        seat,
        killer: oneHot(cells('seat-killer')),
        city: oneHot(cells('seat-city')),
        dexterity: oneHot(cells('seat-dexterity')),
        handSize: read('seat-hand-size')[row],
        shown: inOrder(cells('seat-shown')),
        mo: oneHot(cells('seat-mo')),
        collection: inOrder(cells('seat-collection')),
        trophies: inOrder(cells('seat-trophies')),
        notoriety: read('seat-notoriety')[row],
        startingPrey: oneHot(cells('seat-starting-prey')),
      };
    });
    // A city's Prey fill its spaces in the order placed; the spaces are numbered city by city.
    const prey = view.cities.map((city, id) =>
      city.prey.slice(0, spaces[id]).map((_, slot) => {
        const at = spaces.slice(0, id).reduce((sum, count) => sum + count, 0) + slot;
        return { card: oneHot(rowOf(read('space-prey'), at, width('space-prey'))), under: inOrder(rowOf(read('space-under'), at, width('space-under'))) };
      }),
    );
    return {
      seats,
      prey,
      turnPlayer: oneHot(read('turn-player')),
      actionsLeft: oneHot(read('actions-left')),
      preyDeckSize: read('prey-deck-size')[0],
      preyDiscard: inOrder(read('prey-discard')),
      resourceDeckSize: read('resource-deck-size')[0],
      resourceDiscard: inOrder(read('resource-discard')),
      hand: view.hand === null ? null : inOrder(read('hand')),
    };
  }

  /** The same, taken from the view itself. */
  function expected(view: QuadCityKillersView, spaces: readonly number[]) {
    const players = view.players;
    const viewer = view.viewer ?? 0;
    return {
      seats: view.seats.map((seat) => ({ ...seat })),
      prey: view.cities.map((city, id) => city.prey.slice(0, spaces[id]).map((onMap) => ({ card: onMap.card, under: onMap.under.slice() }))),
      turnPlayer: (view.turn.player - viewer + players) % players,
      actionsLeft: view.turn.actionsLeft,
      preyDeckSize: view.preyDeckSize,
      preyDiscard: view.preyDiscard.slice(),
      resourceDeckSize: view.resourceDeckSize,
      resourceDiscard: view.resourceDiscard.slice(),
      hand: view.hand === null ? null : view.hand.slice(),
    };
  }

  it.each([
    [1, 3],
    [3, 2],
    [6, 3],
  ])('gives back every seat, space, pile and hand of the view, at every step of a random %i-seat game, for every viewer (begun on Dexterity spot %i)', (players, startingDexterity) => {
    const created = createEnv(quadCityKillers, { seed: `read-back/${players}`, config: { players, startingDexterity } });
    if (!created.ok) throw new Error(created.error.message);
    const env = created.env;
    const spec = env.observationSpec;
    const spaces = env.config.content.cities.map((city) => city.preySpaces);
    env.reset();
    let steps = 0;
    // The first 120 actions: the kit plays whole games; this reads every value back, which is slower.
    for (const seat of env.agentIter(400)) {
      if (steps === 120) break;
      const [observed, , termination, truncation] = env.last();
      if (termination || truncation || observed === null) {
        env.step(null);
        continue;
      }
      const state = env.match().state;
      for (const viewer of [null, ...env.possibleAgents]) {
        const view = quadCityKillers.view(state, viewer);
        expect(readBack(spec.observe(view), spec, view, spaces)).toEqual(expected(view, spaces));
      }
      const legal = set(Array.from(observed.actionMask));
      env.step(legal[(steps * 7 + seat) % legal.length] ?? -1);
      steps++;
    }
    expect(steps).toBeGreaterThan(60);
  });
});
