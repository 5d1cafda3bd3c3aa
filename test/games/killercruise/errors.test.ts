/**
 * DESIGN "Errors are data": every action type is refused with the right code and a message naming
 * the rule, through applyAction, and the match is untouched.
 */
import { describe, expect, it } from 'vitest';
import {
  SCENARIO,
  card,
  carry,
  endTurn,
  leaveKey,
  move,
  openRoom,
  passenger,
  play,
  putFigure,
  putPassengers,
  refusal,
  scenario,
  secondKey,
  showdown,
  start,
  timerExpired,
  unlock,
  type KcMatch,
  type KillercruiseAction,
} from './helpers.js';

type ActionType = KillercruiseAction['type'];

const GREEN = card('elena', 'D');
const BLUE = card('elena', 'A');
const DANIEL_A = card('daniel', 'A');

/** One well-formed example of every action type, by seat 0. */
const EXAMPLES: Readonly<Record<ActionType, KillercruiseAction>> = {
  move: move(DANIEL_A, 'D'),
  showdown: showdown(DANIEL_A, 'D'),
  carry: carry(null),
  unlock: unlock('E', GREEN),
  'second-key': secondKey(BLUE),
  'leave-key': leaveKey(DANIEL_A),
  'end-turn': endTurn(),
  'timer-expired': timerExpired(),
};
const TYPES = Object.keys(EXAMPLES) as ActionType[];

/** Seat 0 to play with Daniel (E) cards and room E's keys. */
const board = (): KcMatch => scenario({ hands: [[DANIEL_A, GREEN, BLUE], [card('martin', 'A')]] });
/** The same board, seat 1 to play. */
const othersTurn = (): KcMatch =>
  scenario({ hands: [[DANIEL_A, GREEN, BLUE], [card('martin', 'A')]] }, (draft) => {
    draft.turn.player = 1;
  });
/** A finished game: Friday the 13th. */
const finished = (): KcMatch => start({ ...SCENARIO, date: '2026-02-13' });

it('covers all 8 action types', () => {
  expect(TYPES).toHaveLength(8);
});

describe('ILLEGAL_ACTION: a well-formed action the rules forbid, with the rule in the message', () => {
  const cases: Record<ActionType, { setup: () => KcMatch; action: KillercruiseAction; rule: RegExp }> = {
    move: { setup: board, action: move(DANIEL_A, 'H'), rule: /^1\. Move A Playing Figure: Daniel Bonhoeffer in room E may move to room D or F/ },
    showdown: { setup: board, action: showdown(DANIEL_A, 'D'), rule: /^2\. What Happens On The Lower Deck\?: the showdown room "must be unlocked down to the lower deck"/ },
    carry: { setup: board, action: carry(null), rule: /^Take Passenger Cards With You: a passenger is taken along only while a figure moves out of a room with passenger cards/ },
    unlock: { setup: board, action: unlock('E', BLUE), rule: /^2\. Unlock Rooms: room E opens with green \+ blue; begin with a green key/ },
    'second-key': { setup: board, action: secondKey(BLUE), rule: /^2\. Unlock Rooms: the second key follows the first; no unlock has been started/ },
    'leave-key': { setup: board, action: leaveKey(card('martin', 'A')), rule: /^3\. Leave A Key At The Collection Point: you leave figure cards from your hand/ },
    'end-turn': { setup: board, action: endTurn(), rule: /^How Do You Move Playing Figures\?: "Is it your turn\? Then you must play at least 1 figure card"/ },
    'timer-expired': { setup: board, action: timerExpired(), rule: /^Play Variation—"Under Time Pressure": there is no timer in the standard game/ },
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

  it('a pending carry refuses every other action type', () => {
    const pending = play(
      scenario({ hands: [[DANIEL_A, GREEN, BLUE], []] }, (draft) => putPassengers(draft, 'E', [passenger('E', 'room')])),
      move(DANIEL_A, 'D'),
    );
    for (const type of TYPES.filter((entry) => entry !== 'carry')) {
      expect(refusal(pending, EXAMPLES[type]).message).toMatch(/^Take Passenger Cards With You: first decide/);
    }
  });

  it('a pending unlock refuses every other action type', () => {
    const pending = play(board(), unlock('E', GREEN));
    for (const type of TYPES.filter((entry) => entry !== 'second-key')) {
      expect(refusal(pending, EXAMPLES[type]).message).toMatch(/^2\. Unlock Rooms: finish unlocking room E with its second key first/);
    }
  });

  it('a showdown into a lower-deck room that is no move of the card names the move rule', () => {
    const match = scenario({ hands: [[DANIEL_A], []] }, (draft) => openRoom(draft, 'H', 'lower'));
    expect(refusal(match, showdown(DANIEL_A, 'H')).message).toMatch(/^1\. Move A Playing Figure/);
  });

  it('an eliminated figure\'s card cannot move it', () => {
    const match = scenario({ hands: [[DANIEL_A], []] }, (draft) => putFigure(draft, 'daniel', null, 'eliminated'));
    expect(refusal(match, move(DANIEL_A, 'A')).message).toMatch(/no longer in play/);
  });

  it('an unlock with a key from another seat\'s hand is refused', () => {
    // Gerlinde's yellow (A) card carries a green key; seat 1 holds it.
    const theirs = card('gerlinde', 'A');
    const match = scenario({ hands: [[DANIEL_A, BLUE], [theirs]] });
    expect(refusal(match, unlock('E', theirs)).message).toMatch(/key card \d+ is neither in your hand nor at the collection point/);
  });
});

describe('NOT_YOUR_TURN: the acting seat is not the active one', () => {
  for (const type of TYPES) {
    it(`${type} by seat 0 while seat 1 plays`, () => {
      const error = refusal(othersTurn(), EXAMPLES[type]);
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
      const error = refusal(board(), { ...EXAMPLES[type], extra: true });
      expect(error.code).toBe('INVALID_INPUT');
      expect(error.message).toMatch(/not an action of Sebastian Fitzek Killercruise/);
    });

    it(`${type} from seat 4 (there are at most four seats, 0–3)`, () => {
      expect(refusal(board(), { ...EXAMPLES[type], player: 4 }).code).toBe('INVALID_INPUT');
    });

    it(`${type} without a player`, () => {
      const { player: _player, ...rest } = EXAMPLES[type];
      expect(refusal(board(), rest).code).toBe('INVALID_INPUT');
    });
  }

  const badFields: [string, unknown][] = [
    ['room J', { type: 'move', player: 0, card: DANIEL_A, to: 'J' }],
    ['a lower-case room', { type: 'move', player: 0, card: DANIEL_A, to: 'a' }],
    ['a killer card played as a figure card', { type: 'move', player: 0, card: 49, to: 'A' }],
    ['card 0', { type: 'leave-key', player: 0, card: 0 }],
    ['a fractional card', { type: 'leave-key', player: 0, card: 1.5 }],
    ['a NaN card', { type: 'leave-key', player: 0, card: Number.NaN }],
    ['a card given as a string', { type: 'unlock', player: 0, room: 'E', key: '1' }],
    ['passenger 37 (there are 36)', { type: 'carry', player: 0, passenger: 37 }],
    ['a carry without a passenger field', { type: 'carry', player: 0 }],
    ['an unknown type', { type: 'confess', player: 0 }],
    ['camelCase instead of the action type', { type: 'endTurn', player: 0 }],
    ['no type at all', { player: 0 }],
    ['null', null],
    ['a string', 'end-turn'],
    ['an array', [{ type: 'end-turn', player: 0 }]],
  ];
  for (const [name, junk] of badFields) {
    it(name, () => {
      expect(refusal(board(), junk).code).toBe('INVALID_INPUT');
    });
  }

  it('INVALID_INPUT comes before GAME_OVER: junk after the end is still junk', () => {
    expect(refusal(finished(), { type: 'end-turn', player: 0, extra: 1 }).code).toBe('INVALID_INPUT');
  });

  it('a seat of a bigger table (3 of 2) is not your turn, not junk', () => {
    expect(refusal(board(), { type: 'end-turn', player: 3 }).code).toBe('NOT_YOUR_TURN');
  });
});
