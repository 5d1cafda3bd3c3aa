/**
 * DESIGN "Errors are data": every action type is refused with the right code and a message naming
 * the rule, through applyAction, and the match is untouched.
 */
import { describe, expect, it } from 'vitest';
import {
  DETECTIVE,
  KILLER,
  answer,
  arrest,
  ask,
  claim,
  endTurn,
  finish,
  house,
  move,
  place,
  play,
  refusal,
  start,
  step,
  walk,
  witness,
  type CerealKillerAction,
  type CkMatch,
} from './helpers.js';

type ActionType = CerealKillerAction['type'];

/** One well-formed example of every action type, by its own role's seat. */
const EXAMPLES: Readonly<Record<ActionType, CerealKillerAction>> = {
  'choose-starting-house': house(1),
  step: step(2),
  'claim-victim': claim(),
  'place-witness': witness(2),
  'finish-move': finish(),
  'answer-direction': answer('north'),
  'place-detective': place(10),
  move: move(9),
  interrogate: ask('parity'),
  arrest: arrest(),
  'end-turn': endTurn(),
};
const TYPES = Object.keys(EXAMPLES) as ActionType[];
const KILLER_TYPES: readonly ActionType[] = ['choose-starting-house', 'step', 'claim-victim', 'place-witness', 'finish-move', 'answer-direction'];

/** Day 1, the Killer on house 8 after claiming 1, the Detective placed on café 10. */
const detectiveTurn = (): CkMatch => play(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(10));
/** The Detective arrested the Killer from 9: the game is over. */
const finished = (): CkMatch => play(detectiveTurn(), move(9), arrest());

it('covers all 11 action types', () => {
  expect(TYPES).toHaveLength(11);
});

describe('ILLEGAL_ACTION: a well-formed action the rules forbid, with the rule in the message', () => {
  const cases: Record<ActionType, { setup: () => CkMatch; action: CerealKillerAction; rule: RegExp }> = {
    'choose-starting-house': { setup: () => start(), action: house(2), rule: /^The Killer: the starting point must be a house/ },
    step: { setup: () => play(start(), house(13)), action: step(7), rule: /^Basic Concepts: .*diagonals are not adjacent/ },
    'claim-victim': { setup: () => play(start(), house(1), step(2)), action: claim(), rule: /^Victims and Witness:/ },
    'place-witness': { setup: () => play(start(), house(1)), action: witness(2), rule: /^Victims and Witness: the Witness is placed right after/ },
    'finish-move': { setup: () => play(start(), house(1), step(2)), action: finish(), rule: /^The Killer › Move: you must always move 3 steps/ },
    'answer-direction': { setup: () => play(start(), house(1)), action: answer('north'), rule: /^Interrogate: no "Which direction is it\?"/ },
    'place-detective': { setup: () => play(start(), house(1), claim(), ...walk(6, 7, 8), finish()), action: place(8), rule: /^The Detective: choose a café/ },
    move: { setup: detectiveTurn, action: move(4), rule: /^Basic Concepts: movement is to an adjacent square/ },
    interrogate: { setup: () => play(start(), house(8), claim(), ...walk(3, 4, 5), finish(), place(10)), action: ask('parity'), rule: /^Interrogate: there is no Witness/ },
    arrest: { setup: () => play(start(), house(1), claim(), ...walk(6, 7, 8), finish()), action: arrest(), rule: /^The Detective: .*choose a café/ },
    'end-turn': { setup: () => play(start(), house(1), claim(), ...walk(6, 7, 8), finish()), action: endTurn(), rule: /^The Detective: .*choose a café/ },
  };
  for (const type of TYPES) {
    it(type, () => {
      const { setup, action, rule } = cases[type];
      expect(action.type).toBe(type);
      const error = refusal(setup(), action);
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.message).toMatch(rule);
    });
  }

  it('a Killer action from the Detective\'s seat while the Detective acts is refused', () => {
    const error = refusal(detectiveTurn(), house(1, DETECTIVE));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/only the Killer may choose-starting-house/);
  });

  it('a Detective action from the Killer\'s seat while the Killer moves is refused', () => {
    const error = refusal(play(start(), house(1)), move(2, KILLER));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/only the Detective may move/);
  });
});

describe('NOT_YOUR_TURN: the acting seat is not the active one', () => {
  for (const type of TYPES) {
    const byKiller = KILLER_TYPES.includes(type);
    it(`${type} ${byKiller ? 'by the Killer while the Detective acts' : 'by the Detective while the Killer moves'}`, () => {
      const match = byKiller ? detectiveTurn() : play(start(), house(1));
      const error = refusal(match, EXAMPLES[type]);
      expect(error.code).toBe('NOT_YOUR_TURN');
      expect(error.message).toMatch(/may not act now/);
    });
  }
});

describe('GAME_OVER: nothing is possible after the end', () => {
  for (const type of TYPES) {
    it(type, () => {
      const match = finished();
      expect(match.state.outcome).not.toBeNull();
      const error = refusal(match, EXAMPLES[type]);
      expect(error.code).toBe('GAME_OVER');
      expect(error.message).toMatch(/the game is over/);
    });
  }
});

describe('INVALID_INPUT: not an action of the game', () => {
  for (const type of TYPES) {
    it(`${type} with an unknown field`, () => {
      const error = refusal(start(), { ...EXAMPLES[type], extra: true });
      expect(error.code).toBe('INVALID_INPUT');
      expect(error.message).toMatch(/not an action of One Card: Cereal Killer/);
    });

    it(`${type} from seat 2 (there are two seats)`, () => {
      expect(refusal(start(), { ...EXAMPLES[type], player: 2 }).code).toBe('INVALID_INPUT');
    });

    it(`${type} without a player`, () => {
      const { player: _player, ...rest } = EXAMPLES[type];
      expect(refusal(start(), rest).code).toBe('INVALID_INPUT');
    });
  }

  const badFields: [string, unknown][] = [
    ['a house given as a string', { type: 'choose-starting-house', player: 0, house: '1' }],
    ['a fractional step', { type: 'step', player: 0, to: 1.5 }],
    ['a NaN step', { type: 'step', player: 0, to: Number.NaN }],
    ['park 0', { type: 'place-witness', player: 0, park: 0 }],
    ['an unknown direction', { type: 'answer-direction', player: 0, direction: 'up' }],
    ['a café given as null', { type: 'place-detective', player: 1, cafe: null }],
    ['a move without a destination', { type: 'move', player: 1 }],
    ['an unknown question', { type: 'interrogate', player: 1, question: 'who' }],
    ['an unknown type', { type: 'confess', player: 0 }],
    ['no type at all', { player: 0 }],
    ['null', null],
    ['a string', 'arrest'],
    ['an array', [{ type: 'arrest', player: 1 }]],
  ];
  for (const [name, junk] of badFields) {
    it(name, () => {
      expect(refusal(start(), junk).code).toBe('INVALID_INPUT');
    });
  }

  it('INVALID_INPUT comes before GAME_OVER: junk after the end is still junk', () => {
    expect(refusal(finished(), { type: 'arrest', player: 1, extra: 1 }).code).toBe('INVALID_INPUT');
  });
});
