/**
 * DESIGN "Errors are data": every action type is refused with the right code, the reason id of the
 * rule and a message naming the rule or card, through applyAction, and the match is untouched.
 * Every reason id of `refusalReasons` is produced by a scenario here, and docs/games/frozen-horror.md
 * lists exactly those ids.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, type GameError } from '../../../src/core/index.js';
import { refusalReasons, type FrozenHorrorRefusalReason } from '../../../src/games/frozen-horror/index.js';
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
  const cases: Record<ActionType, { setup: () => FhMatch; action: FrozenHorrorAction; reason: FrozenHorrorRefusalReason; rule: RegExp }> = {
    'play-card': {
      setup: table,
      action: act(0, C.hide),
      reason: 'frozen-horror/card-not-in-hand',
      rule: /^Playing the Game: play one of your Station cards; Hide in the Vents is not in your hand$/,
    },
    move: {
      setup: () => play(table(), key(0, C.trust)),
      action: move(0, P.labInfirmaryOrange),
      reason: 'frozen-horror/passage-not-from-your-room',
      rule: /^Station Cards › Access Key: move through an open passage of blue or gold or green out of your room into a room that stands; the orange passage between the Laboratory and the Infirmary does not lead out of your room \(you are in the Garage\)$/,
    },
    'choose-colour': {
      setup: () => play(table(), act(0, C.dna)),
      action: colour(0, 'gold'),
      reason: 'frozen-horror/not-the-choice-asked',
      rule: /^DNA Scanner: seat 0 must choose a room; choose-colour is not that choice/,
    },
    'choose-player': {
      setup: () => play(position({ rooms: [GARAGE, GARAGE, GARAGE, INFIRMARY], hands: [[C.detained, C.trust], [C.dna, C.table], [C.alarmBlue, C.quick], [C.evacuation, C.analysis]] }), act(0, C.detained)),
      action: choose(0, 3),
      reason: 'frozen-horror/player-not-in-your-room',
      rule: /^Detained!: choose another living player in your room; seat 3 is in the Infirmary$/,
    },
    'choose-room': {
      setup: () => play(table(), act(0, C.dna)),
      action: room(0, CAFETERIA),
      reason: 'frozen-horror/room-destroyed',
      rule: /^DNA Scanner: choose a room of the station that is not destroyed; the Cafeteria is destroyed$/,
    },
    'lock-passage': {
      setup: () => play(table(), act(0, C.dna), room(0, LAB), act(1, C.table), choose(1, 0), act(2, C.alarmBlue)),
      action: lock(2, P.garageLabGold),
      reason: 'frozen-horror/passage-wrong-colour',
      rule: /^Alarm: Blue: place the Lockdown token on a blue passage that has none yet; the gold passage between the Garage and the Laboratory is gold$/,
    },
    'reveal-identity': {
      setup: () => play(table(), act(0, C.dna), room(0, LAB), act(1, C.table), choose(1, 0), act(2, C.alarmBlue), lock(2, P.garageRadioBlue), act(3, C.analysis)),
      action: reveal(3, true),
      reason: 'frozen-horror/not-the-choice-asked',
      rule: /^Analysis Results: seat 3 must choose a player; reveal-identity is not that choice/,
    },
    pass: {
      setup: () => play(position({ rooms: [GARAGE, INFIRMARY, LAB, INFIRMARY], hands: [[C.evacuation, C.trust], [C.dna, C.table], [C.alarmBlue, C.quick], [C.detained, C.analysis]] }), act(0, C.evacuation), room(0, INFIRMARY)),
      action: pass(1),
      reason: 'frozen-horror/not-the-choice-asked',
      rule: /^Evacuation: seat 1 must choose the passage to move through; pass is not that choice/,
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

  it('a decision sent when a card is to be played names the turn', () => {
    const error = refusal(table(), choose(0, 1));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.reason).toBe('frozen-horror/no-choice-asked');
    expect(error.message).toMatch(/^Playing the Game: seat 0 plays its first card .*there is no choice to make, so choose-player is not possible/);
  });

  it('a card played while the seat owes a decision names the card that asks', () => {
    const error = refusal(play(table(), act(0, C.dna)), key(0, C.trust));
    expect(error.reason).toBe('frozen-horror/not-the-choice-asked');
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
      expect(error.reason).toBe('frozen-horror/not-your-turn');
      expect(error.message).toMatch(/seat 1 may not act now/);
      const reduced = frozenHorror.reduce(match.state, action, createRng('x'));
      expect(reduced.ok).toBe(false);
      if (!reduced.ok) {
        expect(reduced.error.code).toBe('NOT_YOUR_TURN');
        expect(reduced.error.reason).toBe('frozen-horror/not-your-turn');
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
    it(`${type} (applyAction refuses before the game is asked; reduce names the rule)`, () => {
      const match = finished();
      const error = refusal(match, EXAMPLES[type]);
      expect(error.code).toBe('GAME_OVER');
      expect(error.reason).toBe('core/game-over');
      expect(error.message).toMatch(/the game is over/);
      const reduced = frozenHorror.reduce(match.state, EXAMPLES[type], createRng('x'));
      expect(reduced.ok ? null : reduced.error).toEqual({
        code: 'GAME_OVER',
        reason: 'frozen-horror/game-over',
        message: 'Player Death: the game is over — the Horror is dead, or every Human is',
      });
    });
  }
});

describe('INVALID_INPUT: not an action of the game', () => {
  for (const type of TYPES) {
    it(`${type} with an unknown field`, () => {
      const error = refusal(start(), { ...EXAMPLES[type], extra: true });
      expect(error.code).toBe('INVALID_INPUT');
      expect(error.reason).toBe('core/not-an-action');
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

/** A refusal set up on purpose: the position, the refused action, and the words the message must hold. */
interface Scenario {
  readonly setup: () => FhMatch;
  readonly action: FrozenHorrorAction;
  readonly message: RegExp;
}

/** Five players (the Cafeteria stands), seat 0 first, the Horror seat 0 unless said. */
const five = (roomsOf: readonly number[], hands: readonly (readonly string[])[], horror = 0): FhMatch =>
  position({ players: 5, rooms: roomsOf, hands, horror });

/**
 * At least one scenario per reason id, each a position where the rule the id names is what refuses
 * the action (the rulebook line it enforces is in the doc's "Refusal reasons" table).
 */
const SCENARIOS: readonly (readonly [FrozenHorrorRefusalReason, Scenario])[] = [
  ['frozen-horror/game-over', { setup: finished, action: act(0, C.table), message: /^Player Death: the game is over/ }],
  ['frozen-horror/not-your-turn', { setup: table, action: act(1, C.detained), message: /^seat 1 may not act now; Playing the Game: seat 0 plays its first card/ }],
  ['frozen-horror/no-choice-asked', { setup: table, action: room(0, LAB), message: /^Playing the Game: .*; there is no choice to make, so choose-room is not possible$/ }],
  ['frozen-horror/not-the-choice-asked', { setup: () => play(table(), act(0, C.dna)), action: key(0, C.trust), message: /^DNA Scanner: seat 0 must choose a room; play-card is not that choice$/ }],
  ['frozen-horror/card-not-in-hand', { setup: table, action: act(0, C.hide), message: /^Playing the Game: play one of your Station cards; Hide in the Vents is not in your hand$/ }],
  ['frozen-horror/card-not-in-hand', { setup: table, action: { type: 'play-card', player: 0, card: 99, as: 'key' }, message: /; there is no Station card 99$/ }],
  [
    'frozen-horror/orient-opposite',
    {
      // Seat 3 is last: its second card follows its first at once.
      setup: () => play(table(), act(0, C.dna), room(0, LAB), act(1, C.table), choose(1, 0), act(2, C.alarmBlue), lock(2, P.garageRadioBlue), act(3, C.evacuation), room(3, RADIO)),
      action: act(3, C.analysis),
      message: /^Playing the Game: you must orient your second card opposite to your first card — you cannot take two Actions$/,
    },
  ],
  [
    'frozen-horror/no-such-passage',
    { setup: () => play(table(), key(0, C.trust)), action: move(0, 50), message: /^Station Cards › Access Key: .*; the station has no passage 50$/ },
  ],
  [
    'frozen-horror/passage-not-from-your-room',
    {
      setup: () => play(table(), key(0, C.trust)),
      action: move(0, P.radioInfirmaryGold),
      message: /; the gold passage between the Radio Room and the Infirmary does not lead out of your room \(you are in the Garage\)$/,
    },
  ],
  [
    'frozen-horror/passage-wrong-colour',
    {
      // Detained! shows blue and orange: out of the Infirmary, not through its gold passage.
      setup: () => play(five([INFIRMARY, RADIO, LAB, GARAGE, CAFETERIA], [[C.detained, C.hide], [C.quick, C.table], [C.help, C.retreat], [C.trust, C.bloodTest], [C.alarmGreen, C.denied]]), key(0, C.detained)),
      action: move(0, P.radioInfirmaryGold),
      message: /^Station Cards › Access Key: move through an open passage of blue or orange out of your room into a room that stands; the gold passage between the Radio Room and the Infirmary is gold$/,
    },
  ],
  [
    'frozen-horror/passage-locked',
    {
      // Seat 0's Alarm: Access Denied locks the Garage's blue passage; seat 1's Trust No One (blue,
      // gold, green) may still take it out by gold or green.
      setup: () =>
        play(five([GARAGE, GARAGE, LAB, INFIRMARY, CAFETERIA], [[C.denied, C.hide], [C.trust, C.table], [C.help, C.retreat], [C.quick, C.bloodTest], [C.alarmGreen, C.detained]]), act(0, C.denied), lock(0, P.garageRadioBlue), key(1, C.trust)),
      action: move(1, P.garageRadioBlue),
      message: /^Station Cards › Access Key: .*; the blue passage between the Garage and the Radio Room has a Lockdown token$/,
    },
  ],
  [
    'frozen-horror/passage-already-locked',
    {
      setup: () =>
        play(five([GARAGE, RADIO, LAB, INFIRMARY, CAFETERIA], [[C.alarmBlue, C.hide], [C.denied, C.table], [C.help, C.retreat], [C.quick, C.bloodTest], [C.alarmGreen, C.detained]]), act(0, C.alarmBlue), lock(0, P.garageRadioBlue), act(1, C.denied)),
      action: lock(1, P.garageRadioBlue),
      message: /^Alarm: Access Denied: place the Lockdown token on any passage that has none yet; the blue passage between the Garage and the Radio Room has one already$/,
    },
  ],
  ['frozen-horror/no-such-passage', { setup: () => play(table(), act(0, C.dna), room(0, LAB), act(1, C.table), choose(1, 0), act(2, C.alarmBlue)), action: lock(2, 99), message: /; the station has no passage 99$/ }],
  ['frozen-horror/no-such-room', { setup: () => play(table(), act(0, C.dna)), action: room(0, 50), message: /^DNA Scanner: choose a room of the station that is not destroyed; the station has no room 50$/ }],
  ['frozen-horror/room-destroyed', { setup: () => play(table(), act(0, C.dna)), action: room(0, CAFETERIA), message: /; the Cafeteria is destroyed$/ }],
  [
    'frozen-horror/room-destroyed',
    {
      // With four players the Cafeteria is destroyed: Trust No One's green passage out of the Garage leads nowhere.
      setup: () => play(table(), key(0, C.trust)),
      action: move(0, P.garageCafeteriaGreen),
      message: /; the green passage between the Garage and the Cafeteria leads into the Cafeteria, which is destroyed and can no longer be entered$/,
    },
  ],
  [
    'frozen-horror/not-room-with-most-players',
    {
      // Seats 3 and 4 are dead. The armed man (seat 0) ends the round in the Infirmary; the Radio
      // Room (seat 1) and the Laboratory (seat 2) hold one player each, the Cafeteria none.
      setup: () =>
        play(
          position({ players: 5, dead: [3, 4], rooms: [RADIO, RADIO, LAB], horror: 1, hands: [[C.armed, C.help], [C.hide, C.table], [C.retreat, C.quick], [], []] }),
          act(0, C.armed),
          act(1, C.hide),
          act(2, C.retreat),
          key(2, C.quick),
          key(1, C.table),
          key(0, C.help),
        ),
      action: move(0, P.infirmaryCafeteriaBlue),
      message:
        /^Don't Run Toward the Armed Man: move through an open passage out of your room into the room with the most players; the blue passage between the Infirmary and the Cafeteria leads into the Cafeteria \(0 players\), and another open passage leads into a room with more players$/,
    },
  ],
  ['frozen-horror/not-another-living-player', { setup: () => play(table(), act(0, C.dna), room(0, LAB), act(1, C.table)), action: choose(1, 1), message: /^Cards on the Table: choose another living player; seat 1 is you$/ }],
  [
    'frozen-horror/not-another-living-player',
    {
      setup: () => play(position({ players: 5, dead: [4], rooms: [GARAGE, RADIO, LAB, INFIRMARY], hands: [[C.table, C.hide], [C.quick, C.trust], [C.help, C.retreat], [C.detained, C.bloodTest], []] }), act(0, C.table)),
      action: choose(0, 4),
      message: /; seat 4 is dead$/,
    },
  ],
  ['frozen-horror/not-another-living-player', { setup: () => play(table(), act(0, C.dna), room(0, LAB), act(1, C.table)), action: choose(1, 7), message: /; there is no seat 7$/ }],
  [
    'frozen-horror/player-not-in-your-room',
    {
      setup: () => play(position({ rooms: [GARAGE, GARAGE, GARAGE, INFIRMARY], hands: [[C.detained, C.trust], [C.dna, C.table], [C.alarmBlue, C.quick], [C.evacuation, C.analysis]] }), act(0, C.detained)),
      action: choose(0, 3),
      message: /^Detained!: choose another living player in your room; seat 3 is in the Infirmary$/,
    },
  ],
  [
    'frozen-horror/player-already-in-your-room',
    {
      setup: () => play(five([GARAGE, GARAGE, LAB, INFIRMARY, CAFETERIA], [[C.help, C.hide], [C.quick, C.trust], [C.table, C.retreat], [C.detained, C.bloodTest], [C.alarmGreen, C.denied]]), act(0, C.help)),
      action: choose(0, 1),
      message: /^Help! HELP!: forcibly move players from other rooms into yours, if possible .*; seat 1 is in your room already$/,
    },
  ],
  [
    'frozen-horror/player-detained',
    {
      // Seat 0 detains seat 1, the only other player in the Garage; seat 2 in the Laboratory plays Help! HELP!.
      setup: () =>
        play(five([GARAGE, GARAGE, LAB, INFIRMARY, RADIO], [[C.detained, C.trust], [C.hide, C.quick], [C.help, C.bloodTest], [C.table, C.retreat], [C.alarmGreen, C.denied]]), act(0, C.detained), act(1, C.hide), act(2, C.help)),
      action: choose(2, 1),
      message: /; seat 1 is detained and cannot move this round$/,
    },
  ],
  [
    'frozen-horror/room-locked',
    {
      // Seat 1 locks the Infirmary, seat 3's room; seat 2 in the Laboratory plays Help! HELP!.
      setup: () =>
        play(five([GARAGE, GARAGE, LAB, INFIRMARY, RADIO], [[C.hide, C.trust], [C.lockRoom, C.quick], [C.help, C.bloodTest], [C.table, C.retreat], [C.alarmGreen, C.denied]]), act(0, C.hide), act(1, C.lockRoom), room(1, INFIRMARY), act(2, C.help)),
      action: choose(2, 3),
      message: /; seat 3's room, the Infirmary, is under LOCK THE ROOM!$/,
    },
  ],
  [
    'frozen-horror/no-open-passage-to-your-room',
    {
      // Table rule helpPullsThroughPassages: seat 0 in the Laboratory pulls only through an open
      // passage, and none joins the Laboratory to the Radio Room, seat 4's room.
      setup: () =>
        play(
          position({
            players: 5,
            rooms: [LAB, GARAGE, GARAGE, INFIRMARY, RADIO],
            hands: [[C.help, C.hide], [C.quick, C.trust], [C.table, C.retreat], [C.detained, C.bloodTest], [C.alarmGreen, C.denied]],
            rules: { helpPullsThroughPassages: true },
          }),
          act(0, C.help),
        ),
      action: choose(0, 4),
      message: /^Help! HELP!: .*, and \(table rule helpPullsThroughPassages\) only through an open passage; no open passage leads from seat 4's room, the Radio Room, into yours$/,
    },
  ],
];

describe('refusal reasons: every id of refusalReasons names one rule, and a scenario produces each', () => {
  /** The game's own refusal (reduce, as the immutable and the mutable mode run it). */
  const reasonOf = (match: FhMatch, action: FrozenHorrorAction): GameError => {
    const reduced = frozenHorror.reduce(match.state, action, createRng('reasons'));
    if (reduced.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
    return reduced.error;
  };

  for (const [reason, { setup, action, message }] of SCENARIOS) {
    it(`${reason}: ${JSON.stringify(action)}`, () => {
      const match = setup();
      const error = reasonOf(match, action);
      expect(error.reason).toBe(reason);
      expect(error.message).toMatch(message);
      expect(error.code).toBe(reason === 'frozen-horror/game-over' ? 'GAME_OVER' : reason === 'frozen-horror/not-your-turn' ? 'NOT_YOUR_TURN' : 'ILLEGAL_ACTION');
      // Through applyAction the same refusal, but for a finished match, which the core refuses first.
      expect(refusal(match, action)).toEqual(reason === 'frozen-horror/game-over' ? expect.objectContaining({ reason: 'core/game-over' }) : error);
      // legalActions lists exactly what reduce accepts: a refused action is never among them.
      expect(frozenHorror.legalActions(match.state, action.player)).not.toContainEqual(action);
    });
  }

  it('the scenarios produce every reason id, and no other', () => {
    const produced = new Set(SCENARIOS.map(([, { setup, action }]) => reasonOf(setup(), action).reason));
    expect([...produced].sort()).toEqual([...refusalReasons].sort());
  });

  it('the ids are distinct, start with the game id and are kebab-case; the list is frozen', () => {
    expect(new Set(refusalReasons).size).toBe(refusalReasons.length);
    for (const reason of refusalReasons) expect(reason).toMatch(/^frozen-horror\/[a-z]+(?:-[a-z]+)*$/);
    expect(Object.isFrozen(refusalReasons)).toBe(true);
  });

  it('docs/games/frozen-horror.md lists exactly these ids, in this order, in its "Refusal reasons" table', () => {
    const doc = readFileSync(new URL('../../../docs/games/frozen-horror.md', import.meta.url), 'utf8');
    const section = doc.split(/^## /m).find((part) => part.startsWith('Refusal reasons'));
    expect(section, 'a "## Refusal reasons" section').toBeDefined();
    const listed = (section ?? '').split('\n').flatMap((line) => {
      const cell = /^\| `([^`]+)` \|/.exec(line);
      return cell?.[1] === undefined ? [] : [cell[1]];
    });
    expect(listed).toEqual([...refusalReasons]);
  });
});
