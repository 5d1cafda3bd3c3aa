/**
 * What an app developer reads (docs "Views and narration"): views that name the content by id
 * instead of carrying it, the view schema and its JSON Schema, the event union's typing, the typed
 * outcome, and the one-line descriptions of actions and events — in the rulebook's words,
 * from the match's config, with correct plurals.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contentIdOf, viewJsonSchema, type EndReasonOf, type Outcome, type OutcomeOf, type PlayerId } from '../../../src/core/index.js';
import { STAND_IN_CONTENT_ID, type EndReason, type FrozenHorrorConfig } from '../../../src/games/frozen-horror/index.js';
import { frozenHorror, standInContent, start, viewOf, type FrozenHorrorAction, type FrozenHorrorEvent, type FrozenHorrorState, type FrozenHorrorView } from './helpers.js';
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

describe('the outcome is typed by the game\'s EndReason', () => {
  it('EndReasonOf<typeof frozenHorror> is EndReason; the state, the view and the game-ended event carry it', () => {
    expectTypeOf<EndReasonOf<typeof frozenHorror>>().toEqualTypeOf<EndReason>();
    expectTypeOf<EndReason>().toEqualTypeOf<'horror-killed' | 'horror-killed-all-humans' | 'humans-killed-by-cards'>();
    expectTypeOf<OutcomeOf<typeof frozenHorror>>().toEqualTypeOf<Outcome<EndReason>>();
    expectTypeOf<FrozenHorrorState['outcome']>().toEqualTypeOf<Outcome<EndReason> | null>();
    expectTypeOf<FrozenHorrorView['outcome']>().toEqualTypeOf<Outcome<EndReason> | null>();
    expectTypeOf<Extract<FrozenHorrorEvent, { type: 'game-ended' }>['reason']>().toEqualTypeOf<EndReason>();
    expectTypeOf(frozenHorror.outcome).returns.toEqualTypeOf<Outcome<EndReason> | null>();
  });

  it('the state and view schemas accept each EndReason and refuse any other reason', () => {
    const { final } = randomGame('end reasons', 5);
    const outcome = final.state.outcome;
    if (outcome === null) throw new Error('the game did not end');
    const shown = frozenHorror.view(final.state, null);
    for (const reason of ['horror-killed', 'horror-killed-all-humans', 'humans-killed-by-cards'] satisfies EndReason[]) {
      expect(frozenHorror.schemas.state.safeParse({ ...final.state, outcome: { ...outcome, reason } }).success).toBe(true);
      expect(frozenHorror.schemas.view?.safeParse({ ...shown, outcome: { ...outcome, reason } }).success).toBe(true);
    }
    expect(frozenHorror.schemas.state.safeParse({ ...final.state, outcome: { ...outcome, reason: 'everyone-froze' } }).success).toBe(false);
    expect(frozenHorror.schemas.view?.safeParse({ ...shown, outcome: { ...outcome, reason: 'everyone-froze' } }).success).toBe(false);
  });
});

describe('describeAction: the rulebook\'s names, from the config', () => {
  const cases: [FrozenHorrorAction, string][] = [
    [{ type: 'play-card', player: 2, card: 0, as: 'action' }, 'Seat 2 plays Trust No One as an Action.'],
    [{ type: 'play-card', player: 2, card: 0, as: 'key' }, 'Seat 2 plays Trust No One as an Access Key (blue, gold or green; Priority 2).'],
    [{ type: 'play-card', player: 1, card: 12, as: 'key' }, 'Seat 1 plays Alarm: Access Denied as an Access Key (gold or green; Priority 2).'],
    [{ type: 'move', player: 0, passage: 0 }, 'Seat 0 moves through the blue passage between the Garage and the Radio Room.'],
    [{ type: 'choose-room', player: 1, room: 2 }, 'Seat 1 chooses the Laboratory.'],
    [{ type: 'lock-passage', player: 3, passage: 4 }, 'Seat 3 places a Lockdown token on the orange passage between the Laboratory and the Infirmary.'],
    [{ type: 'choose-player', player: 3, target: 1 }, 'Seat 3 chooses seat 1.'],
    [{ type: 'choose-colour', player: 3, colour: 'gold' }, 'Seat 3 chooses the gold Access Key color.'],
    [{ type: 'reveal-identity', player: 0, reveal: true }, 'Seat 0 reveals the Identity card it looked at.'],
    [{ type: 'pass', player: 4 }, 'Seat 4 passes.'],
  ];
  for (const [action, named] of cases) {
    it(`${action.type}: "${named}"`, () => {
      expect(describeAction(action, config)).toBe(named);
    });
  }

  it('custom content is named from the config it comes with', () => {
    const custom = start({ players: 4, content: { ...standInContent, rooms: ['Hangar', 'Radio Room', 'Laboratory', 'Infirmary', 'Cafeteria'] } }).config;
    expect(describeAction({ type: 'choose-room', player: 1, room: 0 }, custom)).toBe('Seat 1 chooses the Hangar.');
    expect(describeAction({ type: 'move', player: 1, passage: 0 }, custom)).toBe('Seat 1 moves through the blue passage between the Hangar and the Radio Room.');
  });
});

describe('without a config (a caller the type checker does not see, like the conformance kit for now)', () => {
  it('names come from the stand-in content, never bare ids', () => {
    const untypedAction = describeAction as (action: FrozenHorrorAction) => string;
    const untypedEvent = describeEvent as (event: FrozenHorrorEvent) => string;
    expect(untypedAction({ type: 'play-card', player: 1, card: 12, as: 'action' })).toBe('Seat 1 plays Alarm: Access Denied as an Action.');
    expect(untypedEvent({ type: 'hand-discarded', seat: 2, cards: [14] })).toBe('Seat 2 dies holding Alarm: Orange, now face up on the discard pile.');
  });
});

describe('describeEvent: names from the config, correct plurals', () => {
  const line = (event: FrozenHorrorEvent): string => describeEvent(event, config);

  it('the Station cards dealt and held, by name; one card is "card", several "cards"', () => {
    expect(line({ type: 'cards-dealt', seat: 1, cards: [0, 7], visibleTo: [1] })).toBe('Seat 1 is dealt Trust No One and Quick Move.');
    expect(line({ type: 'cards-dealt', seat: 1, cards: [7], visibleTo: [1] })).toBe('Seat 1 is dealt Quick Move.');
    expect(line({ type: 'hand-discarded', seat: 2, cards: [16] })).toBe('Seat 2 dies holding Stay Back!, now face up on the discard pile.');
    expect(line({ type: 'hand-discarded', seat: 2, cards: [14] })).toBe('Seat 2 dies holding Alarm: Orange, now face up on the discard pile.');
  });

  it('counts: "1 card", "2 cards"; "the removed card returns", "the 3 removed cards return"; the cards cleaned up, by name', () => {
    expect(line({ type: 'deck-reshuffled', cards: 1 })).toBe('The discard pile is shuffled into a new Station deck of 1 card.');
    expect(line({ type: 'deck-reshuffled', cards: 12 })).toBe('The discard pile is shuffled into a new Station deck of 12 cards.');
    expect(line({ type: 'removed-cards-returned', cards: [8] })).toBe('Not enough Station cards: the removed card (LOCK THE ROOM!) returns to the game.');
    expect(line({ type: 'removed-cards-returned', cards: [8, 11, 13] })).toBe(
      'Not enough Station cards: the 3 removed cards (LOCK THE ROOM!, Alarm: Green and Alarm: Blue) return to the game.',
    );
    expect(line({ type: 'cards-discarded', discarded: [3], removed: [] })).toBe('Clean up: 1 card to the discard pile (DNA Scanner), 0 cards removed from the game.');
    expect(line({ type: 'cards-discarded', discarded: [3, 4], removed: [11] })).toBe(
      "Clean up: 2 cards to the discard pile (DNA Scanner and Don't Run Toward the Armed Man), 1 card removed from the game (Alarm: Green).",
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

  it('the end of the game in words, not by its reason id', () => {
    expect(line({ type: 'game-ended', reason: 'horror-killed-all-humans', winners: [2], horror: 2 })).toBe('The Horror (seat 2) has killed the last Humans: seat 2 wins.');
    expect(line({ type: 'game-ended', reason: 'humans-killed-by-cards', winners: [4], horror: 4 })).toBe(
      'The last Humans died by the cards while the Horror (seat 4) lives: seat 4 wins.',
    );
  });

  it('passages and rooms: by colour and the rooms they join', () => {
    expect(line({ type: 'lockdown-placed', seat: 0, passage: 2, colour: 'green' })).toBe('A Lockdown token closes the green passage between the Garage and the Cafeteria.');
    const moved: FrozenHorrorEvent = { type: 'moved', seat: 4, cause: 'accessKey', passage: 0, colour: 'blue', from: 0, to: 1, toName: 'Radio Room' };
    expect(line(moved)).toBe('Seat 4 moves with its Access Key through the blue passage from the Garage into the Radio Room.');
    const pulled: FrozenHorrorEvent = { type: 'moved', seat: 3, cause: 'help', passage: null, colour: null, from: 3, to: 0, toName: 'Garage' };
    expect(line(pulled)).toBe('Seat 3 is pulled in by Help! HELP! from the Infirmary into the Garage.');
    expect(line({ type: 'shot-on-entering', seat: 1, holder: 2, room: 3 })).toBe("Seat 1 enters seat 2's room, the Infirmary, and is shot (Stay Back!).");
  });

  it('every event and action of random games reads as one line, and names every card, room and passage (no bare id)', () => {
    for (const players of [4, 10]) {
      const { steps, final } = randomGame(`narration/${players}`, players);
      for (const step of steps) {
        const lines = [describeAction(step.action, final.config), ...step.events.map((event) => describeEvent(event, final.config))];
        expect(lines[0]).toMatch(/^Seat \d+ [^\n]+\.$/);
        for (const text of lines) {
          expect(text).toMatch(/^[A-Z][^\n]*\.$/);
          expect(text).not.toMatch(/undefined|NaN|\b1 cards\b|\bseats \d+ wins\b/);
          // Seats and Priorities are numbers; a card, a room or a passage never is.
          expect(text).not.toMatch(/\b(?:card|cards|room|rooms|passage|passages|city) \d/i);
          expect(text).not.toMatch(/horror-killed|humans-killed/);
        }
      }
    }
  });
});
