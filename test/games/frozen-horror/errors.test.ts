/**
 * DESIGN "Errors are data": every action type is refused with the right code and a message naming
 * the rule or card, through applyAction, and the match is untouched.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/index.js';
import {
  C,
  CAFETERIA,
  GARAGE,
  INFIRMARY,
  LAB,
  P,
  RADIO,
  act,
  card,
  choose,
  colour,
  frozenHorror,
  key,
  lock,
  move,
  pass,
  play,
  position,
  refusal,
  reveal,
  room,
  start,
  type FhMatch,
  type FrozenHorrorAction,
} from './helpers.js';

type ActionType = FrozenHorrorAction['type'];

/** Four players, one per room (the Cafeteria destroyed), seat 0 first; the Horror is seat 2. */
const table = (): FhMatch =>
  position({
    rooms: [GARAGE, RADIO, LAB, INFIRMARY],
    horror: 2,
    hands: [[C.dna, C.trust], [C.detained, C.table], [C.alarmBlue, C.quick], [C.evacuation, C.analysis]],
  });

/** One well-formed example of every action type, by seat 0. */
const EXAMPLES: Readonly<Record<ActionType, FrozenHorrorAction>> = {
  'play-card': act(0, C.dna),
  move: move(0, P.garageRadioBlue),
  'choose-colour': colour(0, 'blue'),
  'choose-player': choose(0, 1),
  'choose-room': room(0, LAB),
  'lock-passage': lock(0, P.garageRadioBlue),
  'reveal-identity': reveal(0, true),
  pass: pass(0),
};
const TYPES = Object.keys(EXAMPLES) as ActionType[];

/** A finished game: seat 0 in the Garage sets the Fire on the Laboratory where the Horror and the last Human are. */
const finished = (): FhMatch => {
  const match = position({ dead: [2, 3], rooms: [GARAGE, LAB, 0, 0], horror: 1, hands: [[C.flamethrower, C.table], [C.quick, C.alarmOrange], [], []], destroyed: [CAFETERIA, RADIO] });
  return play(match, act(0, C.flamethrower), room(0, LAB), act(1, C.quick), colour(1, 'blue'), key(1, C.alarmOrange), key(0, C.table));
};

it('covers all 8 action types', () => {
  expect(TYPES).toHaveLength(8);
  expect(finished().state.outcome?.reason).toBe('horror-killed');
});

describe('ILLEGAL_ACTION: a well-formed action the rules forbid, with the rule in the message', () => {
  const cases: Record<ActionType, { setup: () => FhMatch; action: FrozenHorrorAction; rule: RegExp }> = {
    'play-card': { setup: table, action: act(0, C.hide), rule: /^Playing the Game: play one of your Station cards; card \d+ is not in your hand/ },
    move: { setup: () => play(table(), key(0, C.trust)), action: move(0, P.labInfirmaryOrange), rule: /^Station Cards › Access Key: move through an open passage of blue or gold or green out of your room/ },
    'choose-colour': { setup: () => play(table(), act(0, C.dna)), action: colour(0, 'gold'), rule: /^DNA Scanner: seat 0 must choose a room; choose-colour is not that choice/ },
    'choose-player': {
      setup: () => play(position({ rooms: [GARAGE, GARAGE, GARAGE, INFIRMARY], hands: [[C.detained, C.trust], [C.dna, C.table], [C.alarmBlue, C.quick], [C.evacuation, C.analysis]] }), act(0, C.detained)),
      action: choose(0, 3),
      rule: /^Detained!: choose another living player in your room; seat 3 is not one/,
    },
    'choose-room': { setup: () => play(table(), act(0, C.dna)), action: room(0, CAFETERIA), rule: /^DNA Scanner: choose a room of the station that is not destroyed; room 4 is not one/ },
    'lock-passage': {
      setup: () => play(table(), act(0, C.dna), room(0, LAB), act(1, C.table), choose(1, 0), act(2, C.alarmBlue)),
      action: lock(2, P.garageLabGold),
      rule: /^Alarm: Blue: place the Lockdown token on a passage the card names that has none yet; passage 1 is not one/,
    },
    'reveal-identity': {
      setup: () => play(table(), act(0, C.dna), room(0, LAB), act(1, C.table), choose(1, 0), act(2, C.alarmBlue), lock(2, P.garageRadioBlue), act(3, C.analysis)),
      action: reveal(3, true),
      rule: /^Analysis Results: seat 3 must choose a player; reveal-identity is not that choice/,
    },
    pass: {
      setup: () => play(position({ rooms: [GARAGE, INFIRMARY, LAB, INFIRMARY], hands: [[C.evacuation, C.trust], [C.dna, C.table], [C.alarmBlue, C.quick], [C.detained, C.analysis]] }), act(0, C.evacuation), room(0, INFIRMARY)),
      action: pass(1),
      rule: /^Evacuation: seat 1 must choose the passage to move through; pass is not that choice/,
    },
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

  it('a decision sent when a card is to be played names the turn', () => {
    const error = refusal(table(), choose(0, 1));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/^Playing the Game: seat 0 plays its first card .*there is no choice to make, so choose-player is not possible/);
  });

  it('a card played while the seat owes a decision names the card that asks', () => {
    const error = refusal(play(table(), act(0, C.dna)), key(0, C.trust));
    expect(error.message).toMatch(/^DNA Scanner: seat 0 must choose a room; play-card is not that choice/);
  });
});

describe('NOT_YOUR_TURN: the acting seat is not the active one', () => {
  for (const type of TYPES) {
    it(`${type} from seat 1 while seat 0 is to play (applyAction refuses; reduce names the rule)`, () => {
      const match = table();
      const action = { ...EXAMPLES[type], player: 1 };
      const error = refusal(match, action);
      expect(error.code).toBe('NOT_YOUR_TURN');
      expect(error.message).toMatch(/seat 1 may not act now/);
      const reduced = frozenHorror.reduce(match.state, action, createRng('x'));
      expect(reduced.ok).toBe(false);
      if (!reduced.ok) {
        expect(reduced.error.code).toBe('NOT_YOUR_TURN');
        expect(reduced.error.message).toMatch(/^seat 1 may not act now; Playing the Game: seat 0 plays its first card/);
      }
    });
  }

  it('while another seat owes a decision, the message names the card', () => {
    const evacuating = play(position({ rooms: [GARAGE, INFIRMARY, LAB, INFIRMARY], hands: [[C.evacuation, C.trust], [C.dna, C.table], [C.alarmBlue, C.quick], [C.detained, C.analysis]] }), act(0, C.evacuation), room(0, INFIRMARY));
    expect(refusal(evacuating, key(0, C.trust)).code).toBe('NOT_YOUR_TURN');
    const reduced = frozenHorror.reduce(evacuating.state, key(0, C.trust), createRng('x'));
    expect(reduced.ok ? '' : reduced.error.message).toMatch(/^seat 0 may not act now; Evacuation: seat 1 must choose the passage to move through/);
  });
});

describe('GAME_OVER: nothing is possible after the end', () => {
  for (const type of TYPES) {
    it(type, () => {
      const error = refusal(finished(), EXAMPLES[type]);
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
      expect(error.message).toMatch(/not an action of This Game Is Killer: Frozen Horror/);
    });

    it(`${type} from seat 10 (there are at most ten seats)`, () => {
      expect(refusal(start(), { ...EXAMPLES[type], player: 10 }).code).toBe('INVALID_INPUT');
    });

    it(`${type} without a player`, () => {
      const { player: _player, ...rest } = EXAMPLES[type];
      expect(refusal(start(), rest).code).toBe('INVALID_INPUT');
    });
  }

  const badFields: [string, unknown][] = [
    ['a card given as a string', { type: 'play-card', player: 0, card: '1', as: 'key' }],
    ['an unknown orientation', { type: 'play-card', player: 0, card: 1, as: 'sideways' }],
    ['a fractional passage', { type: 'move', player: 0, passage: 1.5 }],
    ['a NaN room', { type: 'choose-room', player: 0, room: Number.NaN }],
    ['an unknown colour', { type: 'choose-colour', player: 0, colour: 'purple' }],
    ['a negative target', { type: 'choose-player', player: 0, target: -1 }],
    ['a reveal given as a string', { type: 'reveal-identity', player: 0, reveal: 'yes' }],
    ['a pass with a target', { type: 'pass', player: 0, target: 1 }],
    ['an unknown type', { type: 'attack', player: 0 }],
    ['null', null],
    ['an array', [EXAMPLES.pass]],
  ];
  for (const [name, junk] of badFields) {
    it(name, () => {
      expect(refusal(start(), junk).code).toBe('INVALID_INPUT');
    });
  }

  it('card ids outside the deck are refused by the rules, not the schema', () => {
    expect(refusal(start(), { type: 'play-card', player: 0, card: 99, as: 'key' }).code).not.toBe('INVALID_INPUT');
    expect(card(C.hide)).toBe(20);
  });
});
