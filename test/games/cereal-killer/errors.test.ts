/**
 * DESIGN "Errors are data": every action type is refused with the right code, the reason id of the
 * rule and a message naming it, through applyAction and the game's own reduce, and the match is
 * untouched. Every reason id the game declares is produced by some refusal here, and the doc's
 * table lists exactly them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, type GameError } from '../../../src/core/index.js';
import { refusalReasons, type CerealKillerRefusalReason } from '../../../src/games/cereal-killer/index.js';
import {
  DETECTIVE,
  KILLER,
  answer,
  arrest,
  ask,
  cerealKiller,
  claim,
  endTurn,
  finish,
  house,
  move,
  moves,
  place,
  play,
  refusal,
  start,
  step,
  stripCity,
  walk,
  witness,
  type CerealKillerAction,
  type CkMatch,
} from './helpers.js';

type ActionType = CerealKillerAction['type'];

/**
 * The game's own refusal of `action`, from its `reduce` (the trusted path, without the engine's
 * checks in front), with the state untouched. Nothing in the game is random, so any rng will do.
 */
function reduceRefusal(match: CkMatch, action: CerealKillerAction): GameError {
  const before = JSON.stringify(match.state);
  const result = cerealKiller.reduce(match.state, action, createRng('refusal'));
  expect(JSON.stringify(match.state)).toBe(before);
  if (result.ok) throw new Error(`reduce accepted ${JSON.stringify(action)}`);
  return result.error;
}

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

/** Day 1, the Killer's move done: victim in house 1 (Witness in park 2), the Killer on house 8; the Detective not placed yet. */
const killerMoved = (): CkMatch => play(start(), house(1), claim(), ...walk(6, 7, 8), finish());
/** Day 1, the Killer on house 8 after claiming 1, the Detective placed on café 10. */
const detectiveTurn = (): CkMatch => play(killerMoved(), place(10));
/**
 * Day 1, the Detective on street 7 next to the Witness in park 2 has asked "Which direction is it?";
 * the Killer, on house 8 (south and east of the Witness), owes the answer.
 */
const directionAsked = (): CkMatch => play(detectiveTurn(), ...moves(9, 8, 7), ask('direction'));
/** The Detective arrested the Killer from 9: the game is over. */
const finished = (): CkMatch => play(detectiveTurn(), move(9), arrest());

it('covers all 11 action types', () => {
  expect(TYPES).toHaveLength(11);
});

describe('ILLEGAL_ACTION: a well-formed action the rules forbid, with the rule in the message and the reason id', () => {
  const cases: Record<ActionType, { setup: () => CkMatch; action: CerealKillerAction; rule: RegExp; reason: CerealKillerRefusalReason }> = {
    'choose-starting-house': {
      setup: () => start(),
      action: house(2),
      rule: /^The Killer: the starting point must be a house/,
      reason: 'cereal-killer/start-not-a-house',
    },
    step: { setup: () => play(start(), house(13)), action: step(7), rule: /^Basic Concepts: .*diagonals are not adjacent/, reason: 'cereal-killer/step-not-adjacent' },
    'claim-victim': { setup: () => play(start(), house(1), step(2)), action: claim(), rule: /^Victims and Witness:/, reason: 'cereal-killer/victim-not-on-house' },
    'place-witness': {
      setup: () => play(start(), house(1)),
      action: witness(2),
      rule: /^Victims and Witness: the Witness is placed right after/,
      reason: 'cereal-killer/no-witness-to-place',
    },
    'finish-move': {
      setup: () => play(start(), house(1), step(2)),
      action: finish(),
      rule: /^The Killer › Move: you must always move 3 steps/,
      reason: 'cereal-killer/always-three-steps',
    },
    'answer-direction': {
      setup: () => play(start(), house(1)),
      action: answer('north'),
      rule: /^Interrogate: no "Which direction is it\?"/,
      reason: 'cereal-killer/no-question-to-answer',
    },
    'place-detective': { setup: killerMoved, action: place(8), rule: /^The Detective: choose a café/, reason: 'cereal-killer/start-not-a-cafe' },
    move: { setup: detectiveTurn, action: move(4), rule: /^Basic Concepts: movement is to an adjacent square/, reason: 'cereal-killer/step-not-adjacent' },
    interrogate: {
      setup: () => play(start(), house(8), claim(), ...walk(3, 4, 5), finish(), place(10)),
      action: ask('parity'),
      rule: /^Interrogate: there is no Witness/,
      reason: 'cereal-killer/no-witness',
    },
    arrest: { setup: killerMoved, action: arrest(), rule: /^The Detective: .*choose a café/, reason: 'cereal-killer/detective-not-placed' },
    'end-turn': { setup: killerMoved, action: endTurn(), rule: /^The Detective: .*choose a café/, reason: 'cereal-killer/detective-not-placed' },
  };
  for (const type of TYPES) {
    it(type, () => {
      const { setup, action, rule, reason } = cases[type];
      expect(action.type).toBe(type);
      const error = refusal(setup(), action);
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.message).toMatch(rule);
      expect(error.reason).toBe(reason);
    });
  }

  it('a Killer action from the Detective\'s seat while the Detective acts is refused', () => {
    const error = refusal(detectiveTurn(), house(1, DETECTIVE));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/^Turn: only the Killer may choose-starting-house/);
    expect(error.reason).toBe('cereal-killer/not-your-role');
  });

  it('a Detective action from the Killer\'s seat while the Killer moves is refused', () => {
    const error = refusal(play(start(), house(1)), move(2, KILLER));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/^Turn: only the Detective may move/);
    expect(error.reason).toBe('cereal-killer/not-your-role');
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
      expect(error.reason).toBe('cereal-killer/not-your-turn');
    });
  }
});

describe('GAME_OVER: nothing is possible after the end', () => {
  for (const type of TYPES) {
    it(type, () => {
      const match = finished();
      expect(match.state.outcome).not.toBeNull();
      // applyAction refuses before the game is asked; the game's reduce gives its own id.
      const error = refusal(match, EXAMPLES[type]);
      expect(error.code).toBe('GAME_OVER');
      expect(error.message).toMatch(/the game is over/);
      expect(error.reason).toBe('core/game-over');
      const own = reduceRefusal(match, EXAMPLES[type]);
      expect(own).toEqual({ code: 'GAME_OVER', reason: 'cereal-killer/game-over', message: 'Victory Conditions: the game is over' });
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

describe('Refusal reasons: every id the game declares names a rule some refusal gives', () => {
  /**
   * One refusal per reason id (more where two rules share a cause). Keyed by the id the refusal must
   * carry, so the table itself shows which ids are produced.
   */
  const scenarios: readonly {
    reason: CerealKillerRefusalReason;
    name: string;
    setup: () => CkMatch;
    action: CerealKillerAction;
    /** Played through the game's `reduce`: `applyAction` refuses a finished game itself (`core/game-over`). */
    trusted?: true;
  }[] = [
    { reason: 'cereal-killer/game-over', name: 'an arrest after the Killer was arrested (reduce)', setup: finished, action: arrest(), trusted: true },
    { reason: 'cereal-killer/not-your-turn', name: 'the Detective placing its token before the Killer has moved', setup: () => start(), action: place(10) },
    { reason: 'cereal-killer/not-your-turn', name: 'the Detective acting while the Killer owes an answer', setup: directionAsked, action: endTurn() },
    { reason: 'cereal-killer/not-your-role', name: 'the Killer moving like the Detective', setup: () => play(start(), house(1)), action: move(2, KILLER) },
    { reason: 'cereal-killer/answer-owed', name: 'the Killer stepping on before answering "Which direction is it?"', setup: directionAsked, action: step(3) },
    { reason: 'cereal-killer/answer-owed', name: 'the Killer choosing a house while it owes the answer', setup: directionAsked, action: house(3) },
    { reason: 'cereal-killer/start-chosen-once', name: 'a second starting house', setup: () => play(start(), house(1)), action: house(3) },
    { reason: 'cereal-killer/start-not-a-house', name: 'starting on park 2', setup: () => start(), action: house(2) },
    { reason: 'cereal-killer/start-not-chosen', name: 'a step before the starting house', setup: () => start(), action: step(2) },
    { reason: 'cereal-killer/always-three-steps', name: 'a fourth step', setup: () => play(start(), house(5), ...walk(4, 3, 2)), action: step(1) },
    { reason: 'cereal-killer/always-three-steps', name: 'ending the move after one step', setup: () => play(start(), house(5), step(4)), action: finish() },
    { reason: 'cereal-killer/step-not-adjacent', name: 'the Killer stepping diagonally from 13 to 7', setup: () => play(start(), house(13)), action: step(7) },
    { reason: 'cereal-killer/step-not-adjacent', name: 'the Detective moving from café 10 to park 4', setup: detectiveTurn, action: move(4) },
    {
      reason: 'cereal-killer/step-not-adjacent',
      name: 'the README\'s quick start: 5 - 4 - 3, then a step to square 99',
      setup: () => play(start(), house(5), ...walk(4, 3)),
      action: step(99),
    },
    {
      reason: 'cereal-killer/exit-through-other',
      name: 'with the table rule subwayExitThroughOther, the Killer coming back up at 6 from the tunnel it entered there',
      setup: () => play(start({ rules: { subwayExitThroughOther: true } }), house(1), step(6), step(-6)),
      action: step(6),
    },
    {
      reason: 'cereal-killer/detective-square-blocked',
      name: 'the Killer on 8 stepping into the Detective\'s square 9',
      setup: () => play(detectiveTurn(), move(9), endTurn()),
      action: step(9),
    },
    {
      reason: 'cereal-killer/victimless-day-used',
      name: 'ending an owed move without a victim (day 1 was the victimless day)',
      setup: () => play(start(), house(5), ...walk(4, 3, 8), finish(), place(16), endTurn(), ...walk(13, 18, 23)),
      action: finish(),
    },
    {
      reason: 'cereal-killer/victimless-day-used',
      name: 'a step on the strip city that leaves the owed victim out of reach',
      setup: () => play(start({ city: stripCity }), house(5), ...walk(6, 7, 8), finish(), place(21), endTurn()),
      action: step(9),
    },
    { reason: 'cereal-killer/one-victim-per-turn', name: 'a second claim in one move', setup: () => play(start(), house(8), claim(), step(3)), action: claim() },
    {
      reason: 'cereal-killer/one-victim-per-house',
      name: 'with the table rule oneVictimPerHouse, a second victim in house 8 on day 2',
      setup: () => play(start({ rules: { oneVictimPerHouse: true } }), house(8), claim(), ...walk(3, 4, 5), finish(), place(10), endTurn(), ...walk(4, 3, 8)),
      action: claim(),
    },
    { reason: 'cereal-killer/victim-not-on-house', name: 'a claim on park 2', setup: () => play(start(), house(1), step(2)), action: claim() },
    {
      reason: 'cereal-killer/witness-park-undecided',
      name: 'a step before choosing between parks 2 and 4 for the Witness of house 3',
      setup: () => play(start(), house(3), claim()),
      action: step(8),
    },
    { reason: 'cereal-killer/no-witness-to-place', name: 'placing the Witness with no choice pending', setup: () => play(start(), house(1)), action: witness(2) },
    {
      reason: 'cereal-killer/witness-park-not-adjacent',
      name: 'the Witness of house 3 in park 12',
      setup: () => play(start(), house(3), claim()),
      action: witness(12),
    },
    {
      reason: 'cereal-killer/end-in-witness-park',
      name: 'the third step into the Witness\'s park 2',
      setup: () => play(start(), house(1), claim(), ...walk(2, 1)),
      action: step(2),
    },
    {
      reason: 'cereal-killer/end-in-witness-park',
      name: 'a claim on house 1 whose only ending left is the Witness\'s park 2 (the Detective on 6)',
      setup: () => play(start(), house(8), claim(), ...walk(3, 2, 3), finish(), place(16), ...moves(11, 6), endTurn(), ...walk(2, 1)),
      action: claim(),
    },
    { reason: 'cereal-killer/detective-placed-once', name: 'placing the Detective twice', setup: detectiveTurn, action: place(10) },
    { reason: 'cereal-killer/start-not-a-cafe', name: 'the Detective starting on house 8', setup: killerMoved, action: place(8) },
    { reason: 'cereal-killer/detective-not-placed', name: 'an arrest before the Detective is placed', setup: killerMoved, action: arrest() },
    { reason: 'cereal-killer/up-to-three-squares', name: 'a fourth Detective move without a café', setup: () => play(detectiveTurn(), ...moves(9, 8, 7)), action: move(6) },
    {
      reason: 'cereal-killer/no-witness',
      name: 'interrogating when the victim in house 8 had no park next to it',
      setup: () => play(start(), house(8), claim(), ...walk(3, 4, 5), finish(), place(10)),
      action: ask('parity'),
    },
    { reason: 'cereal-killer/witness-out-of-reach', name: 'interrogating the Witness in park 2 from café 10', setup: detectiveTurn, action: ask('parity') },
    {
      reason: 'cereal-killer/question-repeated',
      name: 'asking "Is the square even or odd?" of the day-2 Witness after the day-1 Witness',
      setup: () => play(detectiveTurn(), ...moves(9, 8, 7), ask('parity'), endTurn(), step(3), claim(), witness(2), ...walk(4, 5), finish()),
      action: ask('parity'),
    },
    { reason: 'cereal-killer/no-question-to-answer', name: 'answering with no question asked', setup: () => play(start(), house(1)), action: answer('north') },
    { reason: 'cereal-killer/answer-untrue', name: 'answering "north" for a Killer south-east of the Witness', setup: directionAsked, action: answer('north') },
  ];

  const refused = (scenario: (typeof scenarios)[number]): GameError =>
    scenario.trusted === true ? reduceRefusal(scenario.setup(), scenario.action) : refusal(scenario.setup(), scenario.action);

  for (const scenario of scenarios) {
    it(`${scenario.reason}: ${scenario.name}`, () => {
      const error = refused(scenario);
      expect(error.reason).toBe(scenario.reason);
      expect(error.message.trim()).not.toBe('');
      // Through applyAction or not, the game's reduce refuses with the same rule.
      if (scenario.trusted !== true) expect(reduceRefusal(scenario.setup(), scenario.action)).toEqual(error);
    });
  }

  it('every declared reason id is produced by a scenario above, and no scenario expects an undeclared one', () => {
    const produced = new Set<string>();
    for (const scenario of scenarios) produced.add(refused(scenario).reason);
    expect([...produced].sort()).toEqual([...refusalReasons].sort());
  });

  it('the ids are frozen, distinct and named <game id>/<kebab-case rule>', () => {
    expect(Object.isFrozen(refusalReasons)).toBe(true);
    expect(new Set(refusalReasons).size).toBe(refusalReasons.length);
    for (const reason of refusalReasons) expect(reason).toMatch(/^cereal-killer\/[a-z]+(-[a-z]+)*$/);
    // The README quotes this one as the id of a step to a square that is not adjacent.
    expect(refusalReasons).toContain('cereal-killer/step-not-adjacent');
  });

  it('docs/games/cereal-killer.md lists exactly these ids in its "Refusal reasons" table', () => {
    const doc = readFileSync(new URL('../../../docs/games/cereal-killer.md', import.meta.url), 'utf8');
    const section = doc.split(/^## /m).find((part) => part.startsWith('Refusal reasons'));
    expect(section, 'a "## Refusal reasons" section').toBeDefined();
    const listed = [...(section ?? '').matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]);
    expect(listed).toEqual([...refusalReasons]);
  });
});
