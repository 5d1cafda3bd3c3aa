/**
 * DESIGN "Errors are data": every action type is refused with the right code, a reason id naming
 * the rule and a message naming it in words, through applyAction, and the match is untouched.
 * Every reason id of `refusalReasons` is produced here, and docs/games/killercruise.md lists them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, type GameError } from '../../../src/core/index.js';
import { refusalReasons, type KillercruiseRefusalReason } from '../../../src/games/killercruise/index.js';
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
  killercruise,
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

/** The module's own `reduce` on the match's state (no core checks in front): its refusal. */
function reduced(match: KcMatch, action: KillercruiseAction): GameError {
  const result = killercruise.reduce(match.state, action, createRng('errors'));
  if (result.ok) throw new Error(`expected ${JSON.stringify(action)} to be refused`);
  return result.error;
}

it('covers all 8 action types', () => {
  expect(TYPES).toHaveLength(8);
});

describe('ILLEGAL_ACTION: a well-formed action the rules forbid, with the rule in the message', () => {
  const cases: Record<ActionType, { setup: () => KcMatch; action: KillercruiseAction; reason: KillercruiseRefusalReason; rule: RegExp }> = {
    move: {
      setup: board,
      action: move(DANIEL_A, 'H'),
      reason: 'killercruise/room-out-of-reach',
      rule: /^1\. Move A Playing Figure: Daniel Bonhoeffer in room E may move to room D or F/,
    },
    showdown: {
      setup: board,
      action: showdown(DANIEL_A, 'D'),
      reason: 'killercruise/room-locked',
      rule: /^2\. What Happens On The Lower Deck\?: the showdown room "must be unlocked down to the lower deck"/,
    },
    carry: {
      setup: board,
      action: carry(null),
      reason: 'killercruise/nothing-to-carry',
      rule: /^Take Passenger Cards With You: a passenger is taken along only while a figure moves out of a room with passenger cards/,
    },
    unlock: { setup: board, action: unlock('E', BLUE), reason: 'killercruise/wrong-key-colour', rule: /^2\. Unlock Rooms: room E opens with green \+ blue; begin with a green key/ },
    'second-key': {
      setup: board,
      action: secondKey(BLUE),
      reason: 'killercruise/no-unlock-started',
      rule: /^2\. Unlock Rooms: the second key follows the first; no unlock has been started/,
    },
    'leave-key': {
      setup: board,
      action: leaveKey(card('martin', 'A')),
      reason: 'killercruise/card-not-in-hand',
      rule: /^3\. Leave A Key At The Collection Point: you leave figure cards from your hand/,
    },
    'end-turn': {
      setup: board,
      action: endTurn(),
      reason: 'killercruise/no-card-played',
      rule: /^How Do You Move Playing Figures\?: "Is it your turn\? Then you must play at least 1 figure card"/,
    },
    'timer-expired': {
      setup: board,
      action: timerExpired(),
      reason: 'killercruise/no-timer',
      rule: /^Play Variation—"Under Time Pressure": there is no timer in the standard game/,
    },
  };
  for (const type of TYPES) {
    it(type, () => {
      const { setup, action, reason, rule } = cases[type];
      expect(action.type).toBe(type);
      const error = refusal(setup(), action);
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.reason).toBe(reason);
      expect(error.message).toMatch(rule);
    });
  }

  it('a pending carry refuses every other action type', () => {
    const pending = play(
      scenario({ hands: [[DANIEL_A, GREEN, BLUE], []] }, (draft) => putPassengers(draft, 'E', [passenger('E', 'room')])),
      move(DANIEL_A, 'D'),
    );
    for (const type of TYPES.filter((entry) => entry !== 'carry')) {
      const error = refusal(pending, EXAMPLES[type]);
      expect(error.reason).toBe('killercruise/carry-pending');
      expect(error.message).toMatch(/^Take Passenger Cards With You: first decide/);
    }
  });

  it('a pending unlock refuses every other action type', () => {
    const pending = play(board(), unlock('E', GREEN));
    for (const type of TYPES.filter((entry) => entry !== 'second-key')) {
      const error = refusal(pending, EXAMPLES[type]);
      expect(error.reason).toBe('killercruise/second-key-pending');
      expect(error.message).toMatch(/^2\. Unlock Rooms: finish unlocking room E with its second key first/);
    }
  });

  it('a showdown into a lower-deck room that is no move of the card names the move rule', () => {
    const match = scenario({ hands: [[DANIEL_A], []] }, (draft) => openRoom(draft, 'H', 'lower'));
    const error = refusal(match, showdown(DANIEL_A, 'H'));
    expect(error.reason).toBe('killercruise/room-out-of-reach');
    expect(error.message).toMatch(/^1\. Move A Playing Figure/);
  });

  it('an eliminated figure\'s card cannot move it', () => {
    const match = scenario({ hands: [[DANIEL_A], []] }, (draft) => putFigure(draft, 'daniel', null, 'eliminated'));
    const error = refusal(match, move(DANIEL_A, 'A'));
    expect(error.reason).toBe('killercruise/figure-not-in-play');
    expect(error.message).toMatch(/no longer in play/);
  });

  it('an unlock with a key from another seat\'s hand is refused', () => {
    // Gerlinde's yellow (A) card carries a green key; seat 1 holds it.
    const theirs = card('gerlinde', 'A');
    const match = scenario({ hands: [[DANIEL_A, BLUE], [theirs]] });
    const error = refusal(match, unlock('E', theirs));
    expect(error.reason).toBe('killercruise/key-not-available');
    expect(error.message).toMatch(/key card \d+ is neither in your hand nor at the collection point/);
  });
});

describe('NOT_YOUR_TURN: the acting seat is not the active one', () => {
  for (const type of TYPES) {
    it(`${type} by seat 0 while seat 1 plays`, () => {
      const error = refusal(othersTurn(), EXAMPLES[type]);
      expect(error.code).toBe('NOT_YOUR_TURN');
      // The core passes the game's own turn refusal on, since it names the rule.
      expect(error.reason).toBe('killercruise/not-your-turn');
      expect(error.message).toMatch(/^How To Play: it is seat 1's turn, so seat 0 may not act now/);
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
      expect(error.reason).toBe('core/game-over');
      expect(error.message).toMatch(/the game is over/);
      // The core refuses first; the module's own reduce, called directly, names the game's rule.
      const own = reduced(match, EXAMPLES[type]);
      expect(own.code).toBe('GAME_OVER');
      expect(own.reason).toBe('killercruise/game-over');
      expect(own.message).toMatch(/^Game Over!: the game is over/);
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

describe('refusal reasons: one stable id per rule, each produced by a scenario', () => {
  const MARTIN_A = card('martin', 'A');
  // On board(), seat 0 holds Daniel's yellow (A) card and room E's green and blue keys; Daniel
  // stands in E, the killer in A, and Dr. Elena Beck is the missing person.
  const scenarios: { reason: KillercruiseRefusalReason; name: string; refuse: () => GameError }[] = [
    { reason: 'killercruise/game-over', name: 'any action after Friday the 13th', refuse: () => reduced(finished(), endTurn()) },
    { reason: 'killercruise/not-your-turn', name: 'seat 0 ends seat 1\'s turn', refuse: () => refusal(othersTurn(), endTurn()) },
    {
      reason: 'killercruise/carry-pending',
      name: 'ending the turn while the figure leaving E has not chosen a passenger',
      refuse: () =>
        refusal(
          play(scenario({ hands: [[DANIEL_A, GREEN, BLUE], []] }, (draft) => putPassengers(draft, 'E', [passenger('E', 'room')])), move(DANIEL_A, 'D')),
          endTurn(),
        ),
    },
    { reason: 'killercruise/second-key-pending', name: 'ending the turn with room E\'s first key in the lock', refuse: () => refusal(play(board(), unlock('E', GREEN)), endTurn()) },
    { reason: 'killercruise/card-not-in-hand', name: 'moving Martin with a card seat 1 holds', refuse: () => refusal(board(), move(MARTIN_A, 'H')) },
    { reason: 'killercruise/card-not-in-hand', name: 'leaving a card seat 1 holds at the collection point', refuse: () => refusal(board(), leaveKey(MARTIN_A)) },
    { reason: 'killercruise/figure-not-in-play', name: 'moving the missing person, Dr. Elena Beck', refuse: () => refusal(board(), move(GREEN, 'D')) },
    { reason: 'killercruise/room-out-of-reach', name: 'Daniel from E to H with his yellow card', refuse: () => refusal(board(), move(DANIEL_A, 'H')) },
    {
      reason: 'killercruise/killer-in-destination',
      name: 'Daniel from E into room D, where the killer stands, at a table that forbids it (rules.mayMoveIntoKillersRoom: false)',
      refuse: () => refusal(scenario({ hands: [[DANIEL_A], []], killer: 'D' }, undefined, { ...SCENARIO, rules: { mayMoveIntoKillersRoom: false } }), move(DANIEL_A, 'D')),
    },
    { reason: 'killercruise/nothing-to-carry', name: 'a carry without a move', refuse: () => refusal(board(), carry(null)) },
    {
      reason: 'killercruise/passenger-not-in-room',
      name: 'taking along a passenger who is not in the room left',
      refuse: () =>
        refusal(
          play(scenario({ hands: [[DANIEL_A, GREEN, BLUE], []] }, (draft) => putPassengers(draft, 'E', [passenger('E', 'room')])), move(DANIEL_A, 'D')),
          carry(passenger('A', 'room')),
        ),
    },
    {
      reason: 'killercruise/no-deck-below',
      name: 'unlocking room E, open down to the lower deck',
      refuse: () => refusal(scenario({ hands: [[DANIEL_A, GREEN, BLUE], []] }, (draft) => openRoom(draft, 'E', 'lower')), unlock('E', GREEN)),
    },
    {
      reason: 'killercruise/four-upper-rooms-first',
      name: 'unlocking room E\'s middle deck with one upper-deck room open',
      refuse: () => refusal(scenario({ hands: [[DANIEL_A, GREEN, BLUE], []] }, (draft) => openRoom(draft, 'E', 'middle')), unlock('E', GREEN)),
    },
    { reason: 'killercruise/no-figure-in-room', name: 'unlocking room F, where no figure stands', refuse: () => refusal(board(), unlock('F', GREEN)) },
    {
      reason: 'killercruise/killer-in-room',
      name: 'unlocking room A, where Daniel stands with the killer',
      refuse: () => refusal(scenario({ hands: [[DANIEL_A, GREEN, BLUE], []] }, (draft) => putFigure(draft, 'daniel', 'A', 'red')), unlock('A', GREEN)),
    },
    {
      reason: 'killercruise/passengers-in-room',
      name: 'unlocking room E with a passenger in it',
      refuse: () => refusal(scenario({ hands: [[DANIEL_A, GREEN, BLUE], []] }, (draft) => putPassengers(draft, 'E', [passenger('E', 'room')])), unlock('E', GREEN)),
    },
    { reason: 'killercruise/key-not-available', name: 'a key from seat 1\'s hand', refuse: () => refusal(scenario({ hands: [[DANIEL_A, BLUE], [GREEN]] }), unlock('E', GREEN)) },
    { reason: 'killercruise/wrong-key-colour', name: 'room E begun with its blue key', refuse: () => refusal(board(), unlock('E', BLUE)) },
    { reason: 'killercruise/wrong-key-colour', name: 'room E finished with a green key', refuse: () => refusal(play(board(), unlock('E', GREEN)), secondKey(DANIEL_A)) },
    { reason: 'killercruise/no-second-key', name: 'room E begun with no blue key to finish it', refuse: () => refusal(scenario({ hands: [[GREEN], [MARTIN_A]] }), unlock('E', GREEN)) },
    { reason: 'killercruise/no-unlock-started', name: 'a second key without a first', refuse: () => refusal(board(), secondKey(BLUE)) },
    { reason: 'killercruise/room-locked', name: 'a showdown in room D, still locked', refuse: () => refusal(board(), showdown(DANIEL_A, 'D')) },
    {
      reason: 'killercruise/killer-in-showdown-room',
      name: 'a showdown in room D, open down to the lower deck, where the killer stands',
      refuse: () => refusal(scenario({ hands: [[DANIEL_A], []], killer: 'D' }, (draft) => openRoom(draft, 'D', 'lower')), showdown(DANIEL_A, 'D')),
    },
    { reason: 'killercruise/no-card-played', name: 'ending a turn before playing a card', refuse: () => refusal(board(), endTurn()) },
    { reason: 'killercruise/no-timer', name: 'the timer in the standard game', refuse: () => refusal(board(), timerExpired()) },
  ];

  for (const { reason, name, refuse } of scenarios) {
    it(`${reason}: ${name}`, () => {
      const error = refuse();
      expect(error.reason).toBe(reason);
      expect(error.message.trim()).not.toBe('');
    });
  }

  it('every reason of refusalReasons is produced by a scenario above, and no other reason is', () => {
    const produced = new Set(scenarios.map((entry) => entry.refuse().reason));
    expect([...produced].sort()).toEqual([...refusalReasons].sort());
  });

  it('refusalReasons is frozen, has no duplicates, and every id is killercruise/<kebab-case>', () => {
    expect(Object.isFrozen(refusalReasons)).toBe(true);
    expect(new Set(refusalReasons).size).toBe(refusalReasons.length);
    for (const reason of refusalReasons) expect(reason).toMatch(/^killercruise\/[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('docs/games/killercruise.md "Refusal reasons" lists exactly these ids, in this order', () => {
    const page = readFileSync(new URL('../../../docs/games/killercruise.md', import.meta.url), 'utf8');
    const section = page.split(/^## /m).find((part) => part.startsWith('Refusal reasons'));
    if (section === undefined) throw new Error('no "Refusal reasons" section');
    const listed = [...section.matchAll(/^\| `(killercruise\/[^`]+)` \|/gm)].map((match) => match[1]);
    expect(listed).toEqual([...refusalReasons]);
  });
});
