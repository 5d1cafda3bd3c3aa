/**
 * What an app developer reads (docs "Views and narration"): views that name the content by id
 * instead of carrying it, the view schema and its JSON Schema, the event union's typing, and the
 * one-line descriptions of actions and events — in the rulebook's words with the config, by ids
 * without it, with correct plurals.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contentIdOf, viewJsonSchema, type PlayerId } from '../../../src/core/index.js';
import { STAND_IN_CONTENT_ID, type FrozenHorrorConfig } from '../../../src/games/frozen-horror/index.js';
import { frozenHorror, standInContent, start, viewOf, type FrozenHorrorAction, type FrozenHorrorEvent } from './helpers.js';
import { randomGame } from './model.js';

const { describeAction, describeEvent } = frozenHorror;
const config: FrozenHorrorConfig = start({ players: 6 }).config;

describe('views carry the content by reference', () => {
  it('a match on the stand-in content: every view names it "frozen-horror/stand-in" and holds no card text or room name', () => {
    const match = start({ players: 6 }, 'by reference');
    for (const viewer of [null, 0, 3]) {
      const shown = viewOf(match, viewer);
      expect(shown.content).toBe('frozen-horror/stand-in');
      expect(shown.content).toBe(STAND_IN_CONTENT_ID);
      const json = JSON.stringify(shown);
      expect(json).not.toContain('Garage');
      expect(json).not.toContain('Trust No One');
      // The view used to embed the 7.5 KB of content; what is left is the table.
      expect(json.length).toBeLessThan(2500);
    }
  });

  it('custom content is named by a hash of its JSON: the same content, the same id, whatever its key order', () => {
    const renamed = { ...standInContent, name: 'my station', rooms: ['Hangar', 'Radio Room', 'Laboratory', 'Infirmary', 'Cafeteria'] };
    const shown = viewOf(start({ players: 5, content: renamed }, 'custom'), 2);
    expect(shown.content).toMatch(/^custom:[0-9a-f]{16}$/);
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(renamed).reverse()))) as typeof renamed;
    expect(viewOf(start({ players: 7, content: reordered }, 'other'), 0).content).toBe(shown.content);
    expect(shown.content).toBe(contentIdOf(renamed, standInContent, STAND_IN_CONTENT_ID));
    expect(viewOf(start({ players: 5, content: { ...renamed, name: 'another' } }, 'custom'), 2).content).not.toBe(shown.content);
  });

  it('content equal to the stand-in, given by the user, is the stand-in: the same id', () => {
    const copy = JSON.parse(JSON.stringify(standInContent)) as typeof standInContent;
    expect(viewOf(start({ players: 5, content: copy }), 1).content).toBe(STAND_IN_CONTENT_ID);
  });

  it('the content is read once from the config, which is public: a card id in a view finds its card there', () => {
    const match = start({ players: 4, firstPlayer: 0 }, 'read the config');
    const hand = viewOf(match, 0).hand ?? [];
    expect(hand).toHaveLength(2);
    for (const card of hand) expect(match.config.content.cards[card]?.name).toEqual(expect.any(String));
  });
});

describe('schemas.view', () => {
  const schema = frozenHorror.schemas.view;

  it('accepts every view of every seat and of a spectator throughout random games at 4, 7 and 10 players', () => {
    if (schema === undefined) throw new Error('no view schema');
    for (const players of [4, 7, 10]) {
      const { steps } = randomGame(`view schema/${players}`, players);
      for (const step of steps.filter((_, index) => index % 3 === 0 || index === steps.length - 1)) {
        for (const viewer of [null, ...Array.from({ length: players }, (_, seat) => seat)]) {
          const shown = frozenHorror.view(step.after.state, viewer);
          const parsed = schema.safeParse(shown);
          expect(parsed.success, JSON.stringify(parsed.success ? null : parsed.error.issues.slice(0, 2))).toBe(true);
          if (parsed.success) expect(parsed.data).toEqual(shown);
        }
      }
    }
  });

  it('is exact: an unknown field, the content embedded, a hand of three, a missing field are refused', () => {
    if (schema === undefined) throw new Error('no view schema');
    const shown = viewOf(start({ players: 5 }, 'exact'), 1);
    expect(schema.safeParse({ ...shown, extra: 1 }).success).toBe(false);
    expect(schema.safeParse({ ...shown, content: standInContent }).success).toBe(false);
    expect(schema.safeParse({ ...shown, hand: [1, 2, 3] }).success).toBe(false);
    expect(schema.safeParse({ ...shown, seats: shown.seats.map((seat) => ({ ...seat, hand: [] })) }).success).toBe(false);
    const { deckSize: _dropped, ...missing } = shown;
    expect(schema.safeParse(missing).success).toBe(false);
  });

  it('exports as a JSON Schema for clients in other languages', () => {
    const json = viewJsonSchema(frozenHorror);
    expect(json.type).toBe('object');
    expect(json.additionalProperties).toBe(false);
    const properties = json.properties as Record<string, { type?: unknown }>;
    expect(Object.keys(properties)).toEqual(Object.keys(viewOf(start(), 0)));
    expect(properties.content?.type).toBe('string');
  });
});

describe('the event union is Visible<…>', () => {
  it('event.visibleTo reads on the whole union: seats for a private event, undefined for a public one', () => {
    expectTypeOf<FrozenHorrorEvent['visibleTo']>().toEqualTypeOf<readonly PlayerId[] | undefined>();
    expectTypeOf<Extract<FrozenHorrorEvent, { type: 'identity-dealt' }>['visibleTo']>().toEqualTypeOf<readonly PlayerId[]>();
    expectTypeOf<Extract<FrozenHorrorEvent, { type: 'card-played' }>['visibleTo']>().toEqualTypeOf<undefined>();
    const { steps } = randomGame('visibleTo', 5);
    const privateEvents = steps.flatMap((step) => step.events).filter((event) => event.visibleTo !== undefined);
    expect(privateEvents.length).toBeGreaterThan(0);
    for (const event of privateEvents) expect(['identity-dealt', 'cards-dealt', 'identity-looked']).toContain(event.type);
  });
});

describe('describeAction: the rulebook\'s names with the config, ids without it', () => {
  const cases: [FrozenHorrorAction, string, string][] = [
    [{ type: 'play-card', player: 2, card: 0, as: 'action' }, 'Seat 2 plays Trust No One as an Action.', 'Seat 2 plays Station card 0 as an Action.'],
    [
      { type: 'play-card', player: 2, card: 0, as: 'key' },
      'Seat 2 plays Trust No One as an Access Key (blue, gold or green; Priority 2).',
      'Seat 2 plays Station card 0 as an Access Key.',
    ],
    [{ type: 'move', player: 0, passage: 0 }, 'Seat 0 moves through the blue passage between the Garage and the Radio Room.', 'Seat 0 moves through passage 0.'],
    [{ type: 'choose-room', player: 1, room: 2 }, 'Seat 1 chooses the Laboratory.', 'Seat 1 chooses room 2.'],
    [
      { type: 'lock-passage', player: 3, passage: 4 },
      'Seat 3 places a Lockdown token on the orange passage between the Laboratory and the Infirmary.',
      'Seat 3 places a Lockdown token on passage 4.',
    ],
    [{ type: 'choose-player', player: 3, target: 1 }, 'Seat 3 chooses seat 1.', 'Seat 3 chooses seat 1.'],
    [{ type: 'choose-colour', player: 3, colour: 'gold' }, 'Seat 3 chooses the gold Access Key color.', 'Seat 3 chooses the gold Access Key color.'],
    [{ type: 'reveal-identity', player: 0, reveal: true }, 'Seat 0 reveals the Identity card it looked at.', 'Seat 0 reveals the Identity card it looked at.'],
    [{ type: 'pass', player: 4 }, 'Seat 4 passes.', 'Seat 4 passes.'],
  ];
  for (const [action, named, numbered] of cases) {
    it(`${action.type}: "${named}"`, () => {
      expect(describeAction(action, config)).toBe(named);
      expect(describeAction(action)).toBe(numbered);
    });
  }

  it('custom content is named from the config it comes with', () => {
    const custom = start({ players: 4, content: { ...standInContent, rooms: ['Hangar', 'Radio Room', 'Laboratory', 'Infirmary', 'Cafeteria'] } }).config;
    expect(describeAction({ type: 'choose-room', player: 1, room: 0 }, custom)).toBe('Seat 1 chooses the Hangar.');
  });
});

describe('describeEvent: names with the config, correct plurals', () => {
  const line = (event: FrozenHorrorEvent, withConfig = true): string => describeEvent(event, withConfig ? config : undefined);

  it('the Station cards dealt, by name with the config; one card is "card", several "cards"', () => {
    expect(line({ type: 'cards-dealt', seat: 1, cards: [0, 7], visibleTo: [1] })).toBe('Seat 1 is dealt Trust No One and Quick Move.');
    expect(line({ type: 'cards-dealt', seat: 1, cards: [0, 7], visibleTo: [1] }, false)).toBe('Seat 1 is dealt Station cards 0 and 7.');
    expect(line({ type: 'cards-dealt', seat: 1, cards: [7], visibleTo: [1] }, false)).toBe('Seat 1 is dealt Station card 7.');
    expect(line({ type: 'hand-discarded', seat: 2, cards: [16] })).toBe('Seat 2 dies holding Stay Back!, now face up on the discard pile.');
    expect(line({ type: 'hand-discarded', seat: 2, cards: [16] }, false)).toBe('Seat 2 dies holding Station card 16, now face up on the discard pile.');
  });

  it('counts: "1 card", "2 cards"; "the removed card returns", "the 3 removed cards return"', () => {
    expect(line({ type: 'deck-reshuffled', cards: 1 })).toBe('The discard pile is shuffled into a new Station deck of 1 card.');
    expect(line({ type: 'deck-reshuffled', cards: 12 })).toBe('The discard pile is shuffled into a new Station deck of 12 cards.');
    expect(line({ type: 'removed-cards-returned', cards: [8] })).toBe('Not enough Station cards: the removed card (LOCK THE ROOM!) returns to the game.');
    expect(line({ type: 'removed-cards-returned', cards: [8, 11, 13] }, false)).toBe(
      'Not enough Station cards: the 3 removed cards (Station cards 8, 11 and 13) return to the game.',
    );
    expect(line({ type: 'cards-discarded', discarded: [3], removed: [] })).toBe('Clean up: 1 card to the discard pile, 0 cards removed from the game.');
    expect(line({ type: 'cards-discarded', discarded: [3, 4], removed: [11] })).toBe(
      'Clean up: 2 cards to the discard pile, 1 card removed from the game (Alarm: Green).',
    );
  });

  it('seats: "seat 2 wins", "seats 1 and 3 win", "seats 0, 2 and 4 must leave"', () => {
    expect(line({ type: 'game-ended', reason: 'horror-killed', winners: [2], horror: 1 })).toBe('The Horror (seat 1) is dead: seat 2 wins.');
    expect(line({ type: 'game-ended', reason: 'horror-killed', winners: [1, 3], horror: 0 })).toBe('The Horror (seat 0) is dead: seats 1 and 3 win.');
    expect(line({ type: 'game-ended', reason: 'horror-killed', winners: [], horror: 0 })).toBe('The Horror (seat 0) is dead: nobody survives to win.');
    expect(line({ type: 'room-destroyed', room: 1, name: 'Radio Room', players: [0, 2, 4] })).toBe('The Radio Room is destroyed; seats 0, 2 and 4 must leave.');
    expect(line({ type: 'horror-attacked', horror: 3, room: 2, roomName: 'Laboratory', priority: 2, victims: [1] })).toBe(
      'The Horror (seat 3) attacks the Laboratory: seat 1 at Priority 2.',
    );
  });

  it('passages and rooms: by colour and the rooms they join with the config, by id without it', () => {
    expect(line({ type: 'lockdown-placed', seat: 0, passage: 2, colour: 'green' })).toBe('A Lockdown token closes the green passage between the Garage and the Cafeteria.');
    expect(line({ type: 'lockdown-placed', seat: 0, passage: 2, colour: 'green' }, false)).toBe('A Lockdown token closes green passage 2.');
    const moved: FrozenHorrorEvent = { type: 'moved', seat: 4, cause: 'accessKey', passage: 0, colour: 'blue', from: 0, to: 1, toName: 'Radio Room' };
    expect(line(moved)).toBe('Seat 4 moves with its Access Key through the blue passage from the Garage into the Radio Room.');
    expect(line(moved, false)).toBe('Seat 4 moves with its Access Key through the blue passage into the Radio Room.');
    expect(line({ type: 'shot-on-entering', seat: 1, holder: 2, room: 3 })).toBe("Seat 1 enters seat 2's room, the Infirmary, and is shot (Stay Back!).");
  });

  it('every event and action of random games reads as one line, with and without the config', () => {
    for (const players of [4, 10]) {
      const { steps, final } = randomGame(`narration/${players}`, players);
      for (const step of steps) {
        for (const text of [describeAction(step.action, final.config), describeAction(step.action)]) expect(text).toMatch(/^Seat \d+ [^\n]+\.$/);
        for (const event of step.events) {
          for (const text of [describeEvent(event, final.config), describeEvent(event)]) {
            expect(text).toMatch(/^[A-Z][^\n]*\.$/);
            expect(text).not.toMatch(/undefined|NaN|\b1 cards\b|\bseats \d+ wins\b/);
          }
        }
      }
    }
  });
});
