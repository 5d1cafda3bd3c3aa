/**
 * Table rules (issue 23): every ruling where the rulebook can be read two ways is a documented
 * option of `config.rules` (docs/games/killercruise.md, "Table rules"). For each option, a scenario
 * quoting the lines each reading rests on, played under the default and under the other reading;
 * each test fails if the engine ignores the option.
 *
 * Positions are built with the scenario helpers of test/games/killercruise/helpers.ts: two seats,
 * seat 0 first, puzzle 1 (solution H), the killer in A, Daniel in E, Martin in G, Gerlinde in K,
 * Dr. Elena Beck missing. Stand-in combinations: E green + blue, G green + black, L purple + orange.
 */
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { standInContent, type KillercruiseConfigInput, type KillercruiseContent, type KillercruiseRules } from '../../../src/games/killercruise/index.js';
import {
  RING,
  SCENARIO,
  SINGLE,
  card,
  deckOf,
  destinations,
  endTurn,
  figureAt,
  keyCard,
  keyOf,
  keysOf,
  legal,
  move,
  openRoom,
  passenger,
  play,
  playEvents,
  refusal,
  scenario,
  secondKey,
  types,
  unlock,
  type KcMatch,
  type KillercruiseState,
} from '../../games/killercruise/helpers.js';

/** The scenario setup at a table playing `rules`. */
const at = (rules: Partial<KillercruiseRules>): KillercruiseConfigInput => ({ ...SCENARIO, rules });

/** Dr. Elena Beck's cards (she is missing): cards that move nobody. */
const ELENA = RING.map((room) => card('elena', room));
/** Six Martin cards (Martin stands in G): a full hand for one of two seats. */
const MARTIN_HAND = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((room) => card('martin', room));

describe('ruling 5, table rule oneKeyCombinationPerRoom: "Each of the 12 rooms has a different combination" — per room letter, or per room tile ("24 ship rooms")', () => {
  const GREEN = keyCard('green');
  const BLUE = keyCard('blue');
  const PURPLE = keyCard('purple');
  const ORANGE = keyCard('orange');

  /** Four upper-deck rooms open (E among them, Daniel standing on its middle deck), seat 0 holding green, blue, purple and orange keys. */
  function middleDeckOfE(config: KillercruiseConfigInput): KcMatch {
    return scenario(
      { hands: [[GREEN, BLUE, PURPLE, ORANGE], []] },
      (draft) => {
        for (const room of ['E', 'C', 'F', 'I'] as const) openRoom(draft, room, 'middle');
      },
      config,
    );
  }

  it('the setup: room E opens with green + blue, room L (opposite E) with purple + orange', () => {
    expect(keysOf('E')).toEqual(['green', 'blue']);
    expect(keysOf('L')).toEqual(['purple', 'orange']);
    expect([GREEN, BLUE, PURPLE, ORANGE].map(keyOf)).toEqual(['green', 'blue', 'purple', 'orange']);
  });

  it('default (true): room E\'s middle deck opens with the same green + blue keys as its upper deck', () => {
    const match = middleDeckOfE(SCENARIO);
    expect(legal(match).filter((action) => action.type === 'unlock')).toEqual([unlock('E', GREEN)]);
    const opened = play(match, unlock('E', GREEN), secondKey(BLUE));
    expect(deckOf(opened, 'E')).toBe('lower');
    expect(refusal(middleDeckOfE(SCENARIO), unlock('E', PURPLE)).reason).toBe('killercruise/wrong-key-colour');
  });

  it('false: each deck has its own combination; without one in the content, the middle deck of E opens with the combination of the room opposite, L: purple + orange', () => {
    const config = at({ oneKeyCombinationPerRoom: false });
    const match = middleDeckOfE(config);
    expect(legal(match).filter((action) => action.type === 'unlock')).toEqual([unlock('E', PURPLE)]);
    const wrong = refusal(match, unlock('E', GREEN));
    expect(wrong.reason).toBe('killercruise/wrong-key-colour');
    expect(wrong.message).toMatch(/^2\. Unlock Rooms: room E's middle deck opens with purple \+ orange; begin with a purple key/);
    const { match: opened, events } = playEvents(match, unlock('E', PURPLE), secondKey(ORANGE));
    expect(deckOf(opened, 'E')).toBe('lower');
    expect(types(events)).toEqual(['unlock-started', 'room-unlocked', 'clue-revealed']);
    // An upper deck still opens with the room's own combination: room G with green + black.
    const upper = scenario({ hands: [[GREEN, keyCard('black')], []] }, undefined, config);
    expect(deckOf(play(upper, unlock('G', GREEN), secondKey(keyCard('black'))), 'G')).toBe('middle');
  });

  it('false, with the content\'s own middle-deck combinations (`middleDeckKeys`): room E\'s middle deck opens with the one printed for it', () => {
    // Each middle deck given the combination of the next room clockwise: E's is F's, red + orange.
    const content: KillercruiseContent = {
      ...standInContent,
      rooms: standInContent.rooms.map((room, index) => ({ ...room, middleDeckKeys: standInContent.rooms[(index + 1) % 12]?.keys ?? room.keys })),
    };
    const RED = keyCard('red');
    const hands = [[GREEN, BLUE, RED, ORANGE], []];
    const open = (draft: Draft<KillercruiseState>): void => {
      for (const room of ['E', 'C', 'F', 'I'] as const) openRoom(draft, room, 'middle');
    };
    const perTile = scenario({ hands }, open, { ...at({ oneKeyCombinationPerRoom: false }), content });
    expect(legal(perTile).filter((action) => action.type === 'unlock')).toEqual([unlock('E', RED)]);
    expect(deckOf(play(perTile, unlock('E', RED), secondKey(ORANGE)), 'E')).toBe('lower');
    // The same content at a table playing the default ignores them.
    const perLetter = scenario({ hands }, open, { ...SCENARIO, content });
    expect(legal(perLetter).filter((action) => action.type === 'unlock')).toEqual([unlock('E', GREEN)]);
  });
});

describe('ruling 7, table rule collectedKeysCountAsPlayed: "Is it your turn? Then you must play at least 1 figure card" — and "Did you use a key you took from the collection point? Then place the corresponding figure card on the discard pile"', () => {
  const GREEN = card('elena', 'D');
  const BLUE = card('elena', 'A');

  /** Seat 0 with a full hand of Martin cards; the green and blue keys of room E wait at the collection point; a killer card tops the draw pile. */
  function collectedKeys(config: KillercruiseConfigInput): KcMatch {
    const match = scenario({ hands: [MARTIN_HAND, [card('martin', 'G')]], draw: [SINGLE, ...ELENA] }, (draft) => {
      draft.collection = [GREEN, BLUE];
    }, config);
    return play(match, unlock('E', GREEN), secondKey(BLUE));
  }

  it('default (false): a turn that used only collected keys has played no figure card from hand, and cannot end yet', () => {
    const match = collectedKeys(SCENARIO);
    expect(deckOf(match, 'E')).toBe('middle');
    expect(match.state.turn.played).toBe(0);
    expect(legal(match).some((action) => action.type === 'end-turn')).toBe(false);
    expect(refusal(match, endTurn()).reason).toBe('killercruise/no-card-played');
    // A card from hand makes it a turn, and draws one card: the killer card on top.
    const { events } = playEvents(match, move(card('martin', 'A'), 'H'), endTurn());
    expect(types(events)).toContain('killer-card-drawn');
  });

  it('true: the collected keys used are figure cards played; the turn may end, and draws nothing (the hand is full), so the killer does not walk', () => {
    const match = collectedKeys(at({ collectedKeysCountAsPlayed: true }));
    expect(match.state.turn.played).toBe(2);
    expect(legal(match)).toContainEqual(endTurn());
    const { match: after, events } = playEvents(match, endTurn());
    expect(types(events)).toEqual(['turn-ended', 'turn-began']);
    expect(after.state.hands[0]).toEqual(MARTIN_HAND);
    expect(after.state.drawPile.cards[0]).toBe(SINGLE);
    expect(after.state.killer).toBe('A');
    expect(after.state.turn.player).toBe(1);
  });
});

describe('ruling 8, table rule mayMoveIntoKillersRoom: "You should not move any playing figures into a room where the killer is" — advice ("If this is the case then the following happens"), or a rule', () => {
  const DANIEL_A = card('daniel', 'A');
  const DANIEL_E = card('daniel', 'E');
  /** Daniel in E, the killer next door in D. */
  const nextToKiller = (config: KillercruiseConfigInput): KcMatch => scenario({ hands: [[DANIEL_A, DANIEL_E], []], killer: 'D' }, undefined, config);

  it('default (true): Daniel may step into room D, and meets the killer there (white → red)', () => {
    const match = nextToKiller(SCENARIO);
    expect(destinations(match, DANIEL_A)).toEqual(['A', 'D', 'F']);
    // The special move from his card's room E reaches every other room, D too.
    expect(destinations(match, DANIEL_E)).toContain('D');
    const { match: after, events } = playEvents(match, move(DANIEL_A, 'D'));
    expect(types(events)).toContain('figure-met-killer');
    expect(figureAt(after, 'daniel')).toEqual({ status: 'red', room: 'D' });
  });

  it('false: no figure may move into the killer\'s room, by any of the three ways', () => {
    const match = nextToKiller(at({ mayMoveIntoKillersRoom: false }));
    expect(destinations(match, DANIEL_A)).toEqual(['A', 'F']);
    expect(destinations(match, DANIEL_E)).not.toContain('D');
    expect(destinations(match, DANIEL_E)).toHaveLength(10);
    const refused = refusal(match, move(DANIEL_A, 'D'));
    expect(refused.reason).toBe('killercruise/killer-in-destination');
    expect(refused.message).toMatch(/"You should not move any playing figures into a room where the killer is"/);
    expect(refusal(match, move(DANIEL_E, 'D')).reason).toBe('killercruise/killer-in-destination');
  });
});

describe('ruling 10, table rule lastPassengerLoses: "You\'re doomed! The passenger pile has been used up" — the moment it empties, or when a card must be drawn from it (as "Used Up The Draw Pile For The Figure Cards?" is met on the next draw)', () => {
  /** One passenger card left; two single killer cards in the draw pile, six Elena cards apart. */
  function lastPassenger(config: KillercruiseConfigInput): KcMatch {
    return scenario(
      { hands: [[card('daniel', 'A')], [card('martin', 'A')]], draw: [SINGLE, ...ELENA.slice(0, 6), SINGLE + 1, ...ELENA.slice(6)], passengerPile: [passenger('F', 'room')] },
      undefined,
      config,
    );
  }

  it('default (true): the killer card places the last passenger card, and the game is lost at once', () => {
    const { match, events } = playEvents(lastPassenger(SCENARIO), move(card('daniel', 'A'), 'D'), endTurn());
    expect(match.state.passengerPile).toEqual([]);
    expect(match.state.outcome?.reason).toBe('passenger-pile-exhausted');
    expect(types(events).at(-1)).toBe('game-ended');
    expect(types(events).at(-2)).toBe('passenger-placed');
  });

  it('false: the empty pile plays on; the next killer card, owed a passenger card, loses', () => {
    const config = at({ lastPassengerLoses: false });
    const first = play(lastPassenger(config), move(card('daniel', 'A'), 'D'), endTurn());
    expect(first.state.passengerPile).toEqual([]);
    expect(first.state.outcome).toBeNull();
    expect(first.state.turn.player).toBe(1);
    expect(first.state.hands[0]).toEqual(ELENA.slice(0, 6));
    const { match, events } = playEvents(first, move(card('martin', 'A'), 'F', 1), endTurn(1));
    expect(match.state.outcome?.reason).toBe('passenger-pile-exhausted');
    const walk = types(events).slice(types(events).indexOf('killer-card-drawn'));
    expect(walk).toEqual(['killer-card-drawn', 'killer-moved', 'game-ended']);
  });
});
