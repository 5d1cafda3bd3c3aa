/**
 * DESIGN "Errors are data": every action type is refused with the right code and a message naming
 * the rulebook section, through applyAction and reduce alike, and the match is untouched.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/index.js';
import { COLOURS } from '../../../src/games/tatort-titanic/index.js';
import {
  S,
  card,
  consult,
  crossOff,
  deck,
  draw,
  eavesdrop,
  endTurn,
  give,
  move,
  moving,
  pass,
  play,
  position,
  question,
  refusal,
  rig,
  roll,
  solve,
  take,
  tatortTitanic,
  type TatortTitanicAction,
  type TtMatch,
} from './helpers.js';

type ActionType = TatortTitanicAction['type'];

/** One well-formed example of every action type, by seat 0. */
const EXAMPLES: Readonly<Record<ActionType, TatortTitanicAction>> = {
  roll: roll(0),
  move: move(0, 0),
  'take-clue': take(0, 'weapon'),
  consult: consult(0, 'weapon', 'even'),
  pass: pass(0),
  eavesdrop: eavesdrop(0),
  question: question(0, 1),
  'draw-card': draw(0, 'weapon'),
  'give-card': give(0, card('weapon', 0)),
  'cross-off': crossOff(0, 0),
  solve: solve(0),
  'end-turn': endTurn(0),
};
const TYPES = Object.keys(EXAMPLES) as ActionType[];

/** Seat 0 at the start of its turn on the Bridge, four players. */
const fresh = (): TtMatch => position({});

/** Every candidate but the solution (candidate 5), seen by seat 0: it may end the game. */
const knowing = (): TtMatch => position({ seats: [{ seen: COLOURS.flatMap((colour) => [0, 1, 2, 3, 4].map((k) => card(colour, k))) }] });

it('covers all 12 action types', () => {
  expect(TYPES).toHaveLength(12);
});

describe('ILLEGAL_ACTION: a well-formed action the rules forbid, with the section in the message', () => {
  const questioning = (): TtMatch =>
    position({ players: 3, seats: [{ space: S.bar, hand: [card('scene', 2)] }, { space: S.bar, hand: [card('weapon', 2)], ability: 'clever' }, {}], phase: 'action' });
  const cases: Record<ActionType, { setup: () => TtMatch; action: TatortTitanicAction; rule: RegExp }> = {
    roll: { setup: () => moving({}, 3), action: roll(0), rule: /^1\. Movement Phase: seat 0 moves its pawn by up to 3 spaces \(move\); roll is not possible now$/ },
    move: { setup: () => moving({}, 2), action: move(0, S.radioRoom), rule: /^1\. Movement Phase: "may move his pawn by up to the number of points rolled"/ },
    'take-clue': {
      setup: () => play(moving({ seats: [{ space: deck('A', 6) }], board: { [S.library]: [card('time', 0)] } }, 2), move(0, S.library)),
      action: take(0, 'weapon'),
      rule: /^2\. Clue Search: "he may take one clue card of his choice" — Library \(space 37\) holds time cards; none is weapon$/,
    },
    consult: {
      setup: () => play(moving({ seats: [{ space: deck('C', 5), hand: [card('time', 3)] }], board: { [S.clairvoyant]: COLOURS.map((colour) => card(colour, 0)) } }, 3), move(0, S.clairvoyant)),
      action: consult(0, 'weapon', 'odd'),
      rule: /^Clairvoyant: "they may ask the Clairvoyant only about a clue from a group \(colour\) of which they already hold a card in hand/,
    },
    pass: { setup: fresh, action: pass(0), rule: /^Course of Play: seat 0's turn begins with the movement roll .*; pass is not possible now$/ },
    eavesdrop: { setup: fresh, action: eavesdrop(0), rule: /^Course of Play: .*; eavesdrop is not possible now$/ },
    question: { setup: questioning, action: question(0, 2), rule: /^Questioning: "Any detective on whose space one stops may be questioned" — seat 2 stands on space 34, not on your space 43$/ },
    'draw-card': { setup: questioning, action: draw(0, 'weapon'), rule: /^2\. Clue Search › Action: seat 0 may question a detective on its space, write its sheet, end the game or end its turn; draw-card is not possible now$/ },
    'give-card': { setup: () => play(rig(questioning(), [5]), question(0, 1)), action: give(1, card('time', 0)), rule: /^Special Abilities › Clever: give up a card of your own; card 28 is not in your hand$/ },
    'cross-off': { setup: knowing, action: crossOff(0, 0), rule: /^The Investigation Sheet: Lord Cedric Ashworth \(murderer, circumstance 0\) is already crossed off your sheet — you have seen its card$/ },
    solve: { setup: fresh, action: solve(0), rule: /^End of the Game: "When a detective has determined all the circumstances of the crime … he may end the game"/ },
    'end-turn': { setup: () => moving({}, 2), action: endTurn(0), rule: /^1\. Movement Phase: .*; end-turn is not possible now$/ },
  };
  for (const type of TYPES) {
    it(type, () => {
      const { setup, action, rule } = cases[type];
      expect(action.type).toBe(type);
      const match = setup();
      const error = refusal(match, action);
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.message).toMatch(rule);
      // reduce (the trusted path) refuses alike.
      const reduced = tatortTitanic.reduce(match.state, action, createRng('x'));
      expect(reduced.ok ? null : reduced.error).toEqual(error);
    });
  }
});

describe('NOT_YOUR_TURN: the acting seat is not the one that must act', () => {
  for (const type of TYPES) {
    it(`${type} from seat 1 while seat 0 is to play`, () => {
      const match = fresh();
      const action = { ...EXAMPLES[type], player: 1 } as TatortTitanicAction;
      const error = refusal(match, action);
      expect(error.code).toBe('NOT_YOUR_TURN');
      expect(error.message).toMatch(/^seat 1 may not act now; Course of Play: seat 0's turn begins with the movement roll/);
    });
  }

  it('while a decision is pending, even the detective whose turn it is waits', () => {
    const match = play(rig(position({ players: 3, seats: [{ space: S.bar, hand: [card('scene', 2)] }, { space: S.bar }, {}], phase: 'action' }), [2]), question(0, 1));
    expect(refusal(match, endTurn(0)).message).toMatch(/^seat 0 may not act now; Questioning: the questioning failed, so seat 1 may draw a card from seat 0/);
  });
});

describe('GAME_OVER: nothing after the end', () => {
  const over = (): TtMatch => play(knowing(), solve(0));
  for (const type of TYPES) {
    it(type, () => {
      const error = refusal(over(), EXAMPLES[type]);
      expect(error.code).toBe('GAME_OVER');
      expect(error.message).toMatch(/the game is over/);
      const reduced = tatortTitanic.reduce(over().state, EXAMPLES[type], createRng('x'));
      expect(reduced.ok ? null : reduced.error.message).toMatch(/^End of the Game: the game is over/);
    });
  }
});

describe('INVALID_INPUT: not an action of this game', () => {
  const junk: Record<ActionType, unknown> = {
    roll: { type: 'roll', player: 0, dice: 6 },
    move: { type: 'move', player: 0, to: -1 },
    'take-clue': { type: 'take-clue', player: 0, colour: 'red' },
    consult: { type: 'consult', player: 0, colour: 'weapon', prediction: 'high' },
    pass: { type: 'pass', player: '0' },
    eavesdrop: { type: 'eavesdrop', player: 6 },
    question: { type: 'question', player: 0, target: 1.5 },
    'draw-card': { type: 'draw-card', player: 0 },
    'give-card': { type: 'give-card', player: 0, card: 35 },
    'cross-off': { type: 'cross-off', player: 0, circumstance: 30 },
    solve: { type: 'solve', player: 0, named: [0, 6, 12, 18, 24] },
    'end-turn': { type: 'end-turn', player: Number.NaN },
  };
  for (const type of TYPES) {
    it(type, () => {
      expect(refusal(fresh(), junk[type]).code).toBe('INVALID_INPUT');
    });
  }
});
