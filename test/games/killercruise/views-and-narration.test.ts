/**
 * What an app developer reads (docs "Views and narration"): views that name the content by id
 * instead of carrying it, the view schema and its JSON Schema, the event union's typing, setup's
 * events, and the one-line descriptions of actions and events — in the rulebook's words, from the
 * config's content, with correct plurals.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contentIdOf, createMatch, eventsFor, viewJsonSchema, type PlayerId } from '../../../src/core/index.js';
import { STAND_IN_CONTENT_ID, standInContent, type KillercruiseConfigInput } from '../../../src/games/killercruise/index.js';
import { card, killercruise, SCENARIO, start, viewOf, type KillercruiseAction, type KillercruiseEvent } from './helpers.js';
import { randomGame } from './model.js';

describe('views carry the content by reference', () => {
  it('a match on the stand-in content: every view names it "killercruise/stand-in" and holds no card or room table', () => {
    const match = start(SCENARIO, 'by reference');
    for (const viewer of [null, 0, 1]) {
      const shown = viewOf(match, viewer);
      expect(shown.content).toBe('killercruise/stand-in');
      expect(shown.content).toBe(STAND_IN_CONTENT_ID);
      const json = JSON.stringify(shown);
      expect(json).not.toContain('Gerlinde Dobkowitz');
      expect(json).not.toContain('light blue');
      expect(json).not.toContain('figureCards');
      // The view used to embed 6 KB of content (figure cards, passengers, rooms).
      expect(json.length).toBeLessThan(2500);
    }
  });

  it('custom content is named by a hash of its JSON: the same content, the same id, whatever its key order', () => {
    const renamed = { ...standInContent, name: 'my ship' };
    const shown = viewOf(start({ ...SCENARIO, content: renamed }, 'custom'), 1);
    expect(shown.content).toMatch(/^custom:[0-9a-f]{16}$/);
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(renamed).reverse()))) as typeof renamed;
    expect(viewOf(start({ ...SCENARIO, players: 3, content: reordered }, 'other'), 0).content).toBe(shown.content);
    expect(shown.content).toBe(contentIdOf(renamed, standInContent, STAND_IN_CONTENT_ID));
    expect(viewOf(start({ ...SCENARIO, content: { ...renamed, name: 'another ship' } }, 'custom'), 1).content).not.toBe(shown.content);
  });

  it('content equal to the stand-in, given by the user (a copy read from JSON), is the stand-in: the same object and id', () => {
    const copy = JSON.parse(JSON.stringify(standInContent)) as typeof standInContent;
    const match = start({ ...SCENARIO, content: copy });
    expect(match.config.content).toBe(standInContent);
    expect(viewOf(match, 1).content).toBe(STAND_IN_CONTENT_ID);
  });

  it('the content is read once from the config, which is public: a card id in a view finds its card there', () => {
    const match = start(SCENARIO, 'read the config');
    const hand = viewOf(match, 0).hand ?? [];
    expect(hand).toHaveLength(6);
    for (const id of hand) expect(match.config.content.figureCards[id - 1]?.id).toBe(id);
    for (const room of viewOf(match, null).rooms) {
      for (const id of room.passengers) expect(match.config.content.passengers[id - 1]?.room).toBe(room.letter);
    }
  });
});

describe('schemas.view', () => {
  const schema = killercruise.schemas.view;

  it('accepts every view of every seat and of a spectator throughout random games at 2, 3 and 4 players', () => {
    if (schema === undefined) throw new Error('no view schema');
    for (const players of [2, 3, 4]) {
      const matches = randomGame(`view schema/${players}`, { players, variant: players === 3 ? 'time-pressure' : 'standard' });
      for (const match of matches.filter((_, index) => index % 5 === 0 || index === matches.length - 1)) {
        for (const viewer of [null, ...Array.from({ length: players }, (_, seat) => seat)]) {
          const shown = killercruise.view(match.state, viewer);
          const parsed = schema.safeParse(shown);
          expect(parsed.success, JSON.stringify(parsed.success ? null : parsed.error.issues.slice(0, 2))).toBe(true);
          if (parsed.success) expect(parsed.data).toEqual(shown);
        }
      }
    }
  });

  it('is exact: an unknown field, the content embedded, a hand of seven, a missing field are refused', () => {
    if (schema === undefined) throw new Error('no view schema');
    const shown = viewOf(start(SCENARIO, 'exact'), 1);
    expect(schema.safeParse(shown).success).toBe(true);
    expect(schema.safeParse({ ...shown, extra: 1 }).success).toBe(false);
    expect(schema.safeParse({ ...shown, content: standInContent }).success).toBe(false);
    expect(schema.safeParse({ ...shown, hand: [1, 2, 3, 4, 5, 6, 7] }).success).toBe(false);
    expect(schema.safeParse({ ...shown, rooms: shown.rooms.map((room) => ({ ...room, clue: 3 })) }).success).toBe(false);
    const { killer: _dropped, ...missing } = shown;
    expect(schema.safeParse(missing).success).toBe(false);
  });

  it('exports as a JSON Schema for clients in other languages', () => {
    const json = viewJsonSchema(killercruise);
    expect(json.type).toBe('object');
    expect(json.additionalProperties).toBe(false);
    const properties = json.properties as Record<string, { type?: unknown }>;
    expect(Object.keys(properties)).toEqual(Object.keys(viewOf(start(), 0)));
    expect(properties.content?.type).toBe('string');
  });
});

describe('the event union is Visible<…>', () => {
  it('event.visibleTo reads on the whole union: seats for a private event, undefined for a public one', () => {
    expectTypeOf<KillercruiseEvent['visibleTo']>().toEqualTypeOf<readonly PlayerId[] | undefined>();
    expectTypeOf<Extract<KillercruiseEvent, { type: 'hand-dealt' }>['visibleTo']>().toEqualTypeOf<readonly PlayerId[]>();
    expectTypeOf<Extract<KillercruiseEvent, { type: 'killer-moved' }>['visibleTo']>().toEqualTypeOf<undefined>();
    const events: KillercruiseEvent[] = [];
    for (const seed of ['visibleTo/1', 'visibleTo/2']) {
      const created = createMatch(killercruise, { config: { players: 3 }, seed });
      if (!created.ok) throw new Error(created.error.message);
      events.push(...created.events);
    }
    const privateEvents = events.filter((event) => event.visibleTo !== undefined);
    expect(privateEvents.length).toBe(6);
    for (const event of privateEvents) expect(event.type).toBe('hand-dealt');
  });
});

describe('setup events: How To Set Up The Game, as a log shows it', () => {
  function setUp(config: KillercruiseConfigInput, seed = 'setup events'): { events: KillercruiseEvent[]; match: ReturnType<typeof start> } {
    const created = createMatch(killercruise, { config, seed });
    if (!created.ok) throw new Error(created.error.message);
    return { events: created.events, match: created.match };
  }

  it('createMatch returns the ship set up, each hand dealt to its seat alone, and the 4 passengers placed', () => {
    const { events, match } = setUp({ players: 3, difficulty: 'difficult' });
    const [first, ...rest] = events;
    expect(first).toEqual({
      type: 'ship-set-up',
      difficulty: 'difficult',
      killer: match.state.killer,
      figures: expect.arrayContaining(match.state.figures.filter((figure) => figure.status === 'white').map(({ figure, room }) => ({ figure, room }))),
      missingPerson: match.state.missingPerson.figure,
      handSize: 4,
      piles: match.state.drawPile.piles,
      firstPlayer: match.state.firstPlayer,
    });
    expect(first?.type === 'ship-set-up' ? first.figures : []).toHaveLength(3);
    // "divide the remaining figure cards into piles of equal sizes … For the difficult level, you will need 6 piles."
    expect(match.state.drawPile.piles).toHaveLength(6);
    const hands = rest.filter((event) => event.type === 'hand-dealt');
    expect(hands).toEqual(match.state.hands.map((cards, player) => ({ type: 'hand-dealt', player, cards, visibleTo: [player] })));
    // "Now take 4 passenger cards from the passenger pile"
    expect(rest.filter((event) => event.type === 'passenger-placed')).toHaveLength(4);
    expect(eventsFor(events, 1).filter((event) => event.type === 'hand-dealt')).toEqual([hands[1]]);
    expect(eventsFor(events, null).some((event) => event.type === 'hand-dealt')).toBe(false);
  });

  it('the events leave the state as it was: the same seed and config give the same state with or without them', () => {
    const { match } = setUp(SCENARIO, 'same state');
    expect(JSON.stringify(match.state)).toBe(JSON.stringify(start(SCENARIO, 'same state').state));
  });

  it('"Is today Friday the thirteenth? Then you\'ve all automatically lost!": setup ends with game-ended', () => {
    const { events } = setUp({ ...SCENARIO, date: '2026-02-13' });
    expect(events.at(-1)).toEqual({ type: 'game-ended', won: false, reason: 'friday-the-thirteenth', solution: 'H' });
  });

  it('are narrated in the game\'s words', () => {
    const { events, match } = setUp(SCENARIO);
    expect(killercruise.describeEvent(events[0] as KillercruiseEvent, match.config)).toBe(
      'The ship is set up (easy level): the killer in room A; Daniel Bonhoeffer in room E, Martin Schwartz in room G and Gerlinde Dobkowitz in room K; Dr. Elena Beck is missing; 6 cards dealt to each seat; 4 piles of 11, 11, 11 and 11 cards stacked on the chimney; seat 0 starts.',
    );
    const dealt = events.find((event) => event.type === 'hand-dealt');
    // "Seat 0 is dealt Daniel Bonhoeffer's room A card (green key), …": six cards, each by its face.
    const face = "(Daniel Bonhoeffer|Martin Schwartz|Gerlinde Dobkowitz|Dr\\. Elena Beck)'s room [A-M] card \\([a-z]+ key\\)";
    expect(dealt === undefined ? '' : killercruise.describeEvent(dealt, match.config)).toMatch(
      new RegExp(`^Seat 0 is dealt ${face}, ${face}, ${face}, ${face}, ${face} and ${face}\\.$`),
    );
  });
});

describe('describeAction: figure cards named by figure, room and key, from the config', () => {
  const config = start().config;
  // Stand-in figure cards: one per figure and room; Gerlinde's room G card carries a green key.
  const gerlindeG = card('gerlinde', 'G');
  const danielA = card('daniel', 'A');
  const cases: [KillercruiseAction, string][] = [
    [{ type: 'move', player: 0, card: gerlindeG, to: 'F' }, "Seat 0 plays Gerlinde Dobkowitz's room G card (green key) to move Gerlinde Dobkowitz to room F."],
    [
      { type: 'showdown', player: 1, card: gerlindeG, to: 'H' },
      "Seat 1 plays Gerlinde Dobkowitz's room G card (green key) to move Gerlinde Dobkowitz into room H for the showdown.",
    ],
    [{ type: 'unlock', player: 1, room: 'A', key: danielA }, "Seat 1 starts unlocking room A with Daniel Bonhoeffer's room A card (green key) as its first key."],
    [{ type: 'second-key', player: 1, key: danielA }, "Seat 1 completes the unlock with Daniel Bonhoeffer's room A card (green key) as its second key."],
    [{ type: 'leave-key', player: 0, card: danielA }, "Seat 0 leaves Daniel Bonhoeffer's room A card (green key) at the collection point."],
    [{ type: 'carry', player: 0, passenger: 13 }, 'Seat 0 takes passenger 13 along.'],
    [{ type: 'carry', player: 0, passenger: null }, 'Seat 0 takes no passenger along.'],
    [{ type: 'end-turn', player: 1 }, 'Seat 1 ends the turn.'],
    [{ type: 'timer-expired', player: 1 }, "The timer runs out during seat 1's turn."],
  ];
  for (const [action, named] of cases) {
    it(`${action.type}: "${named}"`, () => {
      expect(killercruise.describeAction(action, config)).toBe(named);
    });
  }

  it('custom content is named from the config it comes with', () => {
    const figures = standInContent.figures.map((figure) => (figure.id === 'gerlinde' ? { ...figure, name: 'Gerlinde D.' } : figure));
    const custom = start({ ...SCENARIO, content: { ...standInContent, figures } }).config;
    expect(killercruise.describeAction({ type: 'move', player: 0, card: gerlindeG, to: 'F' }, custom)).toBe(
      "Seat 0 plays Gerlinde D.'s room G card (green key) to move Gerlinde D. to room F.",
    );
  });
});

describe('describeEvent: names from the config, correct plurals', () => {
  const config = start().config;
  const line = (event: KillercruiseEvent): string => killercruise.describeEvent(event, config);

  it('cards played: "1 card", "2 cards"; passenger cards left: "1 card", "0 cards"', () => {
    expect(line({ type: 'turn-ended', player: 0, played: 1 })).toBe('Seat 0 ends the turn after playing 1 card.');
    expect(line({ type: 'turn-ended', player: 0, played: 2 })).toBe('Seat 0 ends the turn after playing 2 cards.');
    expect(line({ type: 'passenger-placed', passenger: 4, room: 'B', withKiller: false, pileLeft: 1 })).toBe(
      'Passenger 4 boards in room B (1 card left in the passenger pile).',
    );
    expect(line({ type: 'passenger-placed', passenger: 4, room: 'B', withKiller: true, pileLeft: 0 })).toBe(
      'Passenger 4 boards in room B, where the killer stands (0 cards left in the passenger pile).',
    );
    expect(line({ type: 'draw-pile-turned-over', cards: [7] })).toBe('The draw pile is used up: the discard pile (1 card) is turned over, unshuffled.');
    expect(line({ type: 'draw-pile-turned-over', cards: [7, 8, 9] })).toBe('The draw pile is used up: the discard pile (3 cards) is turned over, unshuffled.');
  });

  it('"passenger 4", "passengers 4 and 9" on the killer\'s fields', () => {
    expect(line({ type: 'passengers-collected', room: 'C', passengers: [4], collected: 1 })).toBe(
      'The killer gets passenger 4 in room C (1 of 5 on the "He\'s going to get you!" fields).',
    );
    expect(line({ type: 'passengers-collected', room: 'C', passengers: [4, 9, 11], collected: 5 })).toBe(
      'The killer gets passengers 4, 9 and 11 in room C (5 of 5 on the "He\'s going to get you!" fields).',
    );
  });

  it('figure cards by figure, room and key: drawn, dealt, used as keys, left at the collection point', () => {
    const gerlindeG = card('gerlinde', 'G');
    const danielA = card('daniel', 'A');
    expect(line({ type: 'card-drawn', player: 1, card: gerlindeG, visibleTo: [1] })).toBe("Seat 1 draws Gerlinde Dobkowitz's room G card (green key).");
    expect(line({ type: 'card-drawn', player: 1, card: gerlindeG })).toBe("Seat 1 draws Gerlinde Dobkowitz's room G card (green key).");
    expect(line({ type: 'hand-dealt', player: 0, cards: [danielA], visibleTo: [0] })).toBe("Seat 0 is dealt Daniel Bonhoeffer's room A card (green key).");
    expect(line({ type: 'room-unlocked', player: 0, room: 'A', deck: 'middle', keys: [danielA, gerlindeG] })).toBe(
      "Room A is unlocked with Daniel Bonhoeffer's room A card (green key) and Gerlinde Dobkowitz's room G card (green key): its figures now stand on the middle deck.",
    );
    expect(line({ type: 'key-left', player: 0, card: danielA, key: 'green' })).toBe("Seat 0 leaves Daniel Bonhoeffer's room A card (green key) at the collection point.");
    expect(line({ type: 'unlock-started', player: 0, room: 'E', key: danielA })).toBe("Seat 0 puts Daniel Bonhoeffer's room A card (green key) in the lock of room E.");
    expect(line({ type: 'move-announced', player: 0, card: gerlindeG, figure: 'gerlinde', from: 'K', to: 'G' })).toBe(
      "Seat 0 plays Gerlinde Dobkowitz's room G card (green key): Gerlinde Dobkowitz will leave room K for room G.",
    );
  });

  it('a killer card by its kind, not its number; a clue card by its printed number', () => {
    expect(line({ type: 'killer-card-drawn', player: 0, card: 55, steps: 2 })).toBe('Seat 0 draws a double killer card.');
    expect(line({ type: 'killer-card-drawn', player: 1, card: 49, steps: 1 })).toBe('Seat 1 draws a single killer card.');
    expect(line({ type: 'clue-revealed', room: 'C', clue: 1, predicate: { kind: 'not-here' }, text: 'The psychopath is not hiding in this room (C).' })).toBe(
      'The clue in room C (clue card 1) reads: "The psychopath is not hiding in this room (C)."',
    );
  });

  it('the showdown names the figure that enters; the end is told in the rulebook\'s "Game Over!" words', () => {
    expect(line({ type: 'showdown', player: 0, card: card('martin', 'A'), figure: 'martin', room: 'H', correct: true })).toBe(
      'Showdown: Martin Schwartz enters room H, and the psychopath is there!',
    );
    expect(line({ type: 'showdown', player: 0, card: card('martin', 'A'), figure: 'martin', room: 'F', correct: false })).toBe(
      'Showdown: Martin Schwartz enters room F, but the psychopath has duped you.',
    );
    expect(line({ type: 'game-ended', won: true, reason: 'psychopath-found', solution: 'H' })).toBe(
      "Game Over! You're saved! You found the psychopath on the lower deck, and you all win. The psychopath hid in room H.",
    );
    expect(line({ type: 'game-ended', won: false, reason: 'killer-collected-five-passengers', solution: 'H' })).toBe(
      'Game Over! You\'ve lost! The killer has 5 passenger cards on the "He\'s going to get you!" fields. The psychopath hid in room H.',
    );
    expect(line({ type: 'game-ended', won: false, reason: 'friday-the-thirteenth', solution: 'C' })).toBe(
      "Game Over! Today is Friday the thirteenth, so you've all automatically lost. The psychopath hid in room C.",
    );
  });

  it('a saved passenger is narrated with the name of the figure it waited for', () => {
    expect(line({ type: 'passenger-saved', passenger: 13, room: 'E', condition: { kind: 'figure', figure: 'daniel' } })).toBe(
      'Passenger 13 in room E is saved: Daniel Bonhoeffer came to them.',
    );
  });
});
