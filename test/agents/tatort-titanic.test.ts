/**
 * Tatort Titanic's agent spec, read against the game's page ("For learning agents"): the action
 * space of the stand-in board under the default rules and under the table rule that adds
 * `recognise`, a few indices and legal masks by hand, the tensor of scenario positions as each seat
 * sees them (the rolled weather that stands under `rolledWeatherStays` included), and random play
 * under the table rules reaching the positions the conformance test relies on.
 */
import { describe, expect, it } from 'vitest';
import { createEnv, legalMask, tatortTitanicAgent } from '../../src/agents/index.js';
import { createRng } from '../../src/core/index.js';
import { RULE_NAMES } from '../../src/games/tatort-titanic/index.js';
import {
  E,
  S,
  card,
  circumstance,
  consult,
  crossOff,
  deck,
  eavesdrop,
  endTurn,
  give,
  move,
  moving,
  pass,
  play,
  position,
  question,
  recognise,
  roll,
  solve,
  start,
  take,
  tatortTitanic,
  viewOf,
  type TtMatch,
} from '../games/tatort-titanic/helpers.js';

const config = start().config;
const space = tatortTitanicAgent.actionSpace(config);
const tensor = tatortTitanicAgent.observation(config);
const RECOGNISING = { eavesdropperOnlyRecognises: true } as const;
const recognising = tatortTitanicAgent.actionSpace(start({ rules: RECOGNISING }).config);

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

/**
 * Seat 0 takes a time card in the Restaurant, where the Eavesdropper (seat 1) stands; seat 2 is on
 * the Bridge. Under `eavesdropperOnlyRecognises` seat 1 may eavesdrop, recognise or pass.
 */
function eavesdropScene(rules: object = RECOGNISING): TtMatch {
  return play(
    moving(
      {
        seats: [{ space: deck('B', 6) }, { space: S.restaurant, ability: 'eavesdropper' }, { space: S.bridge }],
        players: 3,
        board: { [S.restaurant]: [card('time', 2)] },
        rules,
      },
      2,
    ),
    move(0, S.restaurant),
    take(0, 'time'),
  );
}

describe('the action space of the stand-in board', () => {
  it('has 145 actions for four seats in twelve blocks, in the order of the action union', () => {
    expect(space.size).toBe(145);
    expect(space.ranges.map((range) => [range.type, range.offset, range.length])).toEqual([
      ['roll', 0, 1],
      ['move', 1, 51],
      ['take-clue', 52, 5],
      ['consult', 57, 10],
      ['pass', 67, 1],
      ['eavesdrop', 68, 1],
      ['question', 69, 4],
      ['draw-card', 73, 5],
      ['give-card', 78, 35],
      ['cross-off', 113, 30],
      ['solve', 143, 1],
      ['end-turn', 144, 1],
    ]);
    // The question block has a target per seat: 144 with three seats, 147 with six.
    expect(tatortTitanicAgent.actionSpace(start({ players: 3 }).config).size).toBe(144);
    expect(tatortTitanicAgent.actionSpace(start({ players: 6 }).config).size).toBe(147);
  });

  it('has the recognise action only under eavesdropperOnlyRecognises, right after eavesdrop', () => {
    expect(space.encode(recognise(1))).toBe(-1);
    expect(space.ranges.some((range) => range.type === 'recognise')).toBe(false);
    expect(recognising.size).toBe(146);
    expect(recognising.encode(eavesdrop(1))).toBe(68);
    expect(recognising.encode(recognise(1))).toBe(69);
    expect(recognising.decode(69, 2)).toEqual({ type: 'recognise', player: 2 });
    // Everything after it moves up by one.
    expect(recognising.encode(question(0, 3))).toBe(space.encode(question(0, 3)) + 1);
    expect(recognising.decode(145, 0)).toEqual(endTurn(0));
    // The other options add no action.
    const others = start({ rules: { weatherRollDrawsEventCards: true, ownSpaceForgoesMove: true, rolledWeatherStays: true } }).config;
    expect(tatortTitanicAgent.actionSpace(others).ranges).toEqual(space.ranges);
  });

  it('numbers spaces, colours, consultations, cards and circumstances by their ids', () => {
    expect(space.encode(roll(2))).toBe(0);
    expect(space.encode(move(0, S.radioRoom))).toBe(1 + 35);
    expect(space.decode(1 + 35, 3)).toEqual(move(3, S.radioRoom));
    expect(space.encode(take(0, 'murderer'))).toBe(52);
    expect(space.encode(take(0, 'time'))).toBe(56);
    // Colour × 2 + prediction: the scene's card (3) predicted odd.
    expect(space.encode(consult(0, 'scene', 'odd'))).toBe(57 + 3 * 2 + 1);
    expect(space.decode(57 + 3 * 2 + 1, 1)).toEqual(consult(1, 'scene', 'odd'));
    expect(space.encode(pass(1))).toBe(67);
    expect(space.encode(question(0, 2))).toBe(71);
    expect(space.decode(78 + card('motive', 6), 0)).toEqual(give(0, card('motive', 6)));
    expect(space.encode(crossOff(0, circumstance('time', 5)))).toBe(113 + 29);
    expect(space.encode(solve(0))).toBe(143);
  });

  it('gives -1 for what is no action of the board, and refuses to decode outside 0 … 144', () => {
    expect(space.encode(move(0, 51))).toBe(-1);
    expect(space.encode(question(0, 4))).toBe(-1);
    expect(space.encode(give(0, 35))).toBe(-1);
    for (const index of [-1, 145, 0.5, Number.NaN]) expect(() => space.decode(index, 0)).toThrow(RangeError);
    expect(() => recognising.decode(146, 0)).toThrow(RangeError);
  });

  it('marks the legal actions of an eavesdropping: eavesdrop, recognise or pass under the table rule; eavesdrop or pass without it', () => {
    const under = eavesdropScene();
    const threeSeats = tatortTitanicAgent.actionSpace(under.config);
    expect(ones(Array.from(legalMask(tatortTitanic, threeSeats, under.state, 1)))).toEqual([67, 68, 69]);
    expect(ones(Array.from(legalMask(tatortTitanic, threeSeats, under.state, 0)))).toEqual([]);
    const plain = eavesdropScene({});
    expect(ones(Array.from(legalMask(tatortTitanic, tatortTitanicAgent.actionSpace(plain.config), plain.state, 1)))).toEqual([67, 68]);
  });
});

describe('the observation tensor', () => {
  // Seat 0 holds two cards and has entered one circumstance; seat 1 a time card on its own space;
  // two cards lie in the Restaurant; Fog Banks is the weather.
  const board = position({
    seats: [{ hand: [card('murderer', 0), card('weapon', 6)], entries: [circumstance('motive', 1)], space: S.radioRoom }, { hand: [card('time', 3)], space: S.restaurant }],
    board: { [S.restaurant]: [card('scene', 0), card('scene', 1)] },
    weather: E.weather4,
  });

  it('has 1 616 values for four seats, laid out field after field; 1 402 for three, 2 056 for six', () => {
    expect(tensor.size).toBe(1616);
    expect(tensor.shape).toEqual([1616]);
    expect(tensor.fields.reduce((sum, one) => sum + one.length, 0)).toBe(1616);
    expect(tatortTitanicAgent.observation(start({ players: 3 }).config).size).toBe(1402);
    expect(tatortTitanicAgent.observation(start({ players: 6 }).config).size).toBe(2056);
    // The table rules change values, not the layout.
    expect(tatortTitanicAgent.observation(start({ rules: { ...RECOGNISING, rolledWeatherStays: true } }).config).fields).toEqual(tensor.fields);
  });

  it("shows each seat its own hand, seen faces and sheet, and everyone every seat's colours", () => {
    const mine = tensor.observe(viewOf(board, 0));
    const theirs = tensor.observe(viewOf(board, 1));
    expect(field(mine, 'viewer')).toEqual([1, 0, 0, 0]);
    expect(ones(field(mine, 'hand'))).toEqual([card('murderer', 0), card('weapon', 6)]);
    expect(ones(field(mine, 'seen'))).toEqual([card('murderer', 0), card('weapon', 6)]);
    // The murderer card crosses off its circumstance; the blank weapon card crosses off none.
    expect(ones(field(mine, 'crossed-off'))).toEqual([circumstance('murderer', 0), circumstance('motive', 1)]);
    expect(ones(field(mine, 'entries'))).toEqual([circumstance('motive', 1)]);
    expect(ones(field(theirs, 'hand'))).toEqual([card('time', 3)]);
    // Held colours, as counts per seat: seat 0 a murderer and a weapon card, seat 1 a time card.
    expect(field(mine, 'cards-held').slice(0, 10)).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(field(mine, 'cards-held')).toEqual(field(theirs, 'cards-held'));
    expect(field(mine, 'board').slice(S.restaurant * 5, S.restaurant * 5 + 5)).toEqual([0, 0, 0, 2, 0]);
    expect(ones(field(mine, 'pawn-at'))).toEqual([S.radioRoom, 51 + S.restaurant, 102 + S.bridge, 153 + S.bridge]);
    expect(ones(field(mine, 'weather-card'))).toEqual([E.weather4]);
    expect(ones(field(mine, 'weather'))).toEqual([2]);
    expect(ones(field(mine, 'rolled-weather'))).toEqual([]);
    expect(ones(field(mine, 'table-rules'))).toEqual([]);
    const spectator = tensor.observe(viewOf(board, null));
    expect(ones(field(spectator, 'viewer'))).toEqual([]);
    expect(ones(field(spectator, 'hand'))).toEqual([]);
    expect(ones(field(spectator, 'crossed-off'))).toEqual([]);
  });

  it('shows a rolled weather that stands, and the table rules played', () => {
    const stays = position({ rules: { rolledWeatherStays: true, ...RECOGNISING }, rolledWeather: 3 });
    const observed = tatortTitanicAgent.observation(stays.config).observe(viewOf(stays, 2));
    expect(ones(field(observed, 'rolled-weather'))).toEqual([1]);
    expect(ones(field(observed, 'weather-card'))).toEqual([]);
    expect(ones(field(observed, 'table-rules'))).toEqual([RULE_NAMES.indexOf('rolledWeatherStays'), RULE_NAMES.indexOf('eavesdropperOnlyRecognises')]);
    // No weather stands yet: a different view, a different tensor.
    const none = position({ rules: { rolledWeatherStays: true, ...RECOGNISING } });
    expect(ones(field(tatortTitanicAgent.observation(none.config).observe(viewOf(none, 2)), 'rolled-weather'))).toEqual([]);
  });

  it("shows the eavesdropping owed: the card's colour to all, its face to its taker only", () => {
    const scene = eavesdropScene();
    const observe = tatortTitanicAgent.observation(scene.config).observe;
    const three = tatortTitanicAgent.observation(scene.config).fields;
    const part = (observed: Float32Array, name: string): number[] => {
      const found = three.find((one) => one.name === name);
      if (found === undefined) throw new Error(`no field ${name}`);
      return ones(Array.from(observed.subarray(found.offset, found.offset + found.length)));
    };
    const taker = observe(viewOf(scene, 0));
    const listener = observe(viewOf(scene, 1));
    expect(part(listener, 'pending')).toEqual([0]);
    expect(part(listener, 'pending-seat')).toEqual([1]);
    expect(part(listener, 'eavesdrop-taker')).toEqual([0]);
    expect(part(listener, 'eavesdrop-colour')).toEqual([4]);
    expect(part(listener, 'eavesdrop-room')).toEqual([S.restaurant]);
    expect(part(listener, 'eavesdrop-card')).toEqual([]);
    expect(part(taker, 'eavesdrop-card')).toEqual([card('time', 2)]);
    // Recognised: the face joins the Eavesdropper's seen cards, the card stays with its taker.
    const rng = createRng('recognise');
    for (let tries = 0; tries < 50; tries++) {
      const tried = tatortTitanic.reduce(scene.state, recognise(1), rng);
      if (!tried.ok) throw new Error(tried.error.message);
      if (!tried.state.detectives[1]?.seen.includes(card('time', 2))) continue;
      const after = observe(tatortTitanic.view(tried.state, 1));
      expect(part(after, 'seen')).toEqual([card('time', 2)]);
      expect(part(after, 'hand')).toEqual([]);
      return;
    }
    expect.fail('no recognising succeeded in 50 tries');
  });

  it('shows everything turned up once the game is over', () => {
    const over = play(position({ seats: [{ entries: [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 12, 13, 14, 15, 16, 18, 19, 20, 21, 22, 24, 25, 26, 27, 28] }] }), solve(0));
    const observed = tensor.observe(viewOf(over, 1));
    expect(ones(field(observed, 'phase'))).toEqual([4]);
    expect(ones(field(observed, 'solve-seat'))).toEqual([0]);
    expect(ones(field(observed, 'solve-named'))).toEqual([5, 11, 17, 23, 29]);
    expect(field(observed, 'solve-correct')).toEqual([1]);
    expect(ones(field(observed, 'revealed-solution'))).toEqual([5, 12, 19, 26, 33]);
    expect(ones(field(observed, 'outcome-reason'))).toEqual([0]);
    expect(ones(field(observed, 'outcome-winners'))).toEqual([0]);
    // Every card but the solution lies in Cabin C-104 (space 50 of 51); the stack's top card is at place 1 of 20.
    const left = field(observed, 'revealed-board');
    expect(left[card('murderer', 0)]).toBe(1);
    expect(left[card('murderer', 5)]).toBe(0);
    const top = over.state.eventDeck[0] ?? -1;
    expect(field(observed, 'revealed-event-stack')[top]).toBe(Math.fround(1 / 20));
    expect(ones(field(tensor.observe(viewOf(board, 1)), 'revealed-solution'))).toEqual([]);
  });

  it('writes into a given array, overwriting what was there, and refuses one of the wrong length', () => {
    const out = new Float32Array(tensor.size).fill(3);
    expect(tensor.observe(viewOf(board, 1), out)).toBe(out);
    expect(Array.from(out)).toEqual(Array.from(tensor.observe(viewOf(board, 1))));
    expect(() => tensor.observe(viewOf(board, 1), new Float32Array(3))).toThrow(RangeError);
  });
});

describe('random play under the table rules', () => {
  // The conformance test checks the spec with this configuration (test/agents/conformance.test.ts);
  // here its episodes are shown to reach what the table rules add.
  it('reaches a legal recognise and a rolled weather that stands', () => {
    const created = createEnv(tatortTitanic, {
      seed: 'agents/tatort-titanic/rules',
      config: { players: 3, abilities: ['eavesdropper', 'eavesdropper', 'eavesdropper'], rules: { ...RECOGNISING, rolledWeatherStays: true } },
    });
    if (!created.ok) throw new Error(created.error.message);
    const { env } = created;
    const spec = tatortTitanicAgent.observation(env.config);
    const rolled = spec.fields.find((one) => one.name === 'rolled-weather');
    if (rolled === undefined) throw new Error('no rolled-weather field');
    const recogniseAt = tatortTitanicAgent.actionSpace(env.config).encode(recognise(0));
    const rng = createRng('pick');
    let recognisable = 0;
    let standing = 0;
    env.reset();
    for (let episode = 0; episode < 12; episode++) {
      if (episode > 0) env.reset();
      for (const seat of env.agentIter()) {
        if (env.terminations[seat] === true || env.truncations[seat] === true) {
          env.step(null);
          continue;
        }
        const { observation, actionMask } = env.observe(seat);
        if (actionMask[recogniseAt] === 1) recognisable++;
        if (observation.subarray(rolled.offset, rolled.offset + rolled.length).includes(1)) standing++;
        const legal = [...actionMask.keys()].filter((index) => actionMask[index] === 1);
        const stepped = env.step(rng.pick(legal));
        if (!stepped.ok) throw new Error(stepped.error.message);
      }
    }
    expect({ recognisable: recognisable > 0, standing: standing > 0 }).toEqual({ recognisable: true, standing: true });
  });
});
