/** Setup (rulebook "Setup", "Contents"), the config schema, and the stand-in content's constraints (docs "Stand-in content"). */
import { describe, expect, it } from 'vitest';
import { createMatch, createRng, eventsFor } from '../../../src/core/index.js';
import {
  ACTION_NAMES,
  INVENTED_ACTIONS,
  contentSchema,
  type FrozenHorrorEvent,
  type StationContent,
} from '../../../src/games/frozen-horror/index.js';
import { CAFETERIA, GARAGE, INFIRMARY, LAB, RADIO, cardTotal, frozenHorror, living, standInContent, start, viewOf } from './helpers.js';

const PRINTED = [
  'Trust No One',
  'Cards on the Table',
  'Detained!',
  'DNA Scanner',
  "Don't Run Toward the Armed Man",
  'Evacuation',
  'Help! HELP!',
  'Quick Move',
  'LOCK THE ROOM!',
  "No… It's You Who's Locked In Here With Me!",
  'Safe Retreat',
  'Alarm: Green',
  'Alarm: Access Denied',
  'Alarm: Blue',
  'Alarm: Orange',
  'Analysis Results',
  'Stay Back!',
];

describe('Setup', () => {
  it('"If playing with four players, you start with one room already destroyed — the Cafeteria."', () => {
    expect(start({ players: 4 }).state.destroyed).toEqual([CAFETERIA]);
    for (const players of [5, 6, 10]) expect(start({ players }).state.destroyed).toEqual([]);
  });

  it('"Give each player a Badge, colored side up": every seat starts alive', () => {
    for (const players of [4, 7, 10]) {
      const match = start({ players });
      expect(match.state.seats).toHaveLength(players);
      expect(living(match)).toHaveLength(players);
      expect(frozenHorror.playerCount?.(match.state)).toBe(players);
    }
  });

  it('"Shuffle the Station cards": all 21 are in the deck or dealt, in an order that depends on the seed', () => {
    const a = start({ players: 5 }, 'one');
    const b = start({ players: 5 }, 'two');
    expect(cardTotal(a.state)).toBe(21);
    const dealt = (state: typeof a.state): number[] => [...state.deck, ...state.seats.flatMap((seat) => seat.hand)].sort((x, y) => x - y);
    expect(dealt(a.state)).toEqual(standInContent.cards.map((_, id) => id));
    expect(JSON.stringify([a.state.deck, a.state.seats.map((seat) => seat.hand)])).not.toBe(JSON.stringify([b.state.deck, b.state.seats.map((seat) => seat.hand)]));
  });

  it('"Take the HORROR Identity card and add HUMAN Identity cards to it so there is one card per player"', () => {
    for (let seed = 0; seed < 20; seed++) {
      const match = start({ players: 4 + (seed % 7) }, `identities/${seed}`);
      expect(match.state.seats.filter((seat) => seat.identity === 'horror')).toHaveLength(1);
      expect(match.state.seats.every((seat) => !seat.revealed)).toBe(true);
    }
  });

  it('ruling 1: config.firstPlayer holds the First Player token; without it the seed draws one', () => {
    expect(start({ players: 6, firstPlayer: 4 }).state.firstPlayer).toBe(4);
    const drawn = new Set<number>();
    for (let seed = 0; seed < 40; seed++) drawn.add(start({ players: 6 }, `first/${seed}`).state.firstPlayer);
    expect(drawn.size).toBeGreaterThan(3);
    for (const seat of drawn) expect(seat).toBeGreaterThanOrEqual(0);
    for (const seat of drawn) expect(seat).toBeLessThan(6);
  });

  it('"The First Player places their Crew Member token in the Garage. Then, in turn, every player places … in the next room clockwise … keep adding tokens"', () => {
    const eight = start({ players: 8, firstPlayer: 3 });
    expect(eight.state.seats.map((seat) => seat.room)).toEqual([GARAGE, RADIO, LAB, GARAGE, RADIO, LAB, INFIRMARY, CAFETERIA]);
    const ten = start({ players: 10, firstPlayer: 0 });
    expect(ten.state.seats.map((seat) => seat.room)).toEqual([0, 1, 2, 3, 4, 0, 1, 2, 3, 4]);
  });

  it('with four players the destroyed Cafeteria gets no token: one player in each of the four other rooms', () => {
    const match = start({ players: 4, firstPlayer: 2 });
    expect(match.state.seats.map((seat) => seat.room)).toEqual([LAB, INFIRMARY, GARAGE, RADIO]);
  });

  it('Playing the Game 1–2: round 1 begins dealt — one Identity card and two Station cards per player, the First Player to play', () => {
    const match = start({ players: 7, firstPlayer: 5 });
    expect(match.state.round).toBe(1);
    expect(match.state.order).toEqual([5, 6, 0, 1, 2, 3, 4]);
    for (const seat of match.state.seats) expect(seat.hand).toHaveLength(2);
    expect(match.state.deck).toHaveLength(21 - 14);
    expect(frozenHorror.activePlayers(match.state)).toEqual([5]);
    expect(viewOf(match, null).toPlay).toBe(5);
  });
});

describe('setup events: the round-1 deal reaches the log (createMatch returns them)', () => {
  const created = (players: number, firstPlayer: number) => createMatch(frozenHorror, { seed: `setup events/${players}`, config: { players, firstPlayer } });

  it('"1. Identity: Deal each player one Identity card … 2. Station Cards: Deal 2 Station cards face down": each seat is told its own, privately', () => {
    const result = created(6, 4);
    if (!result.ok) throw new Error(result.error.message);
    const { events, match } = result;
    expect(events.map((event) => event.type)).toEqual(['round-began', ...Array<string>(6).fill('identity-dealt'), ...Array<string>(6).fill('cards-dealt')]);
    expect(events[0]).toEqual({ type: 'round-began', round: 1, firstPlayer: 4, order: [4, 5, 0, 1, 2, 3] });
    for (let seat = 0; seat < 6; seat++) {
      const own = eventsFor(events, seat).filter((event) => event.visibleTo !== undefined);
      expect(own).toEqual([
        { type: 'identity-dealt', seat, identity: match.state.seats[seat]?.identity, visibleTo: [seat] },
        { type: 'cards-dealt', seat, cards: match.state.seats[seat]?.hand, visibleTo: [seat] },
      ]);
    }
    expect(eventsFor(events, null).map((event) => event.type)).toEqual(['round-began']);
  });

  it('"If playing with four players, you start with one room already destroyed — the Cafeteria": a public event says so first', () => {
    const result = created(4, 0);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.events[0]).toEqual({ type: 'room-destroyed', room: CAFETERIA, name: 'Cafeteria', players: [] });
    expect(result.events[1]?.type).toBe('round-began');
    expect(frozenHorror.describeEvent(result.events[0] ?? { type: 'deck-reshuffled', cards: 0 }, result.match.config)).toBe('The Cafeteria is destroyed.');
  });

  it('setup without an events array deals the same table', () => {
    const config = start({ players: 7, firstPlayer: 2 }).config;
    const events: FrozenHorrorEvent[] = [];
    const withEvents = frozenHorror.setup(config, createRng('same table'), events);
    expect(frozenHorror.setup(config, createRng('same table'))).toEqual(withEvents);
    expect(events.length).toBe(1 + 7 + 7);
  });
});

describe('config', () => {
  it('players defaults to 6; 4 to 10 are accepted, others refused with INVALID_CONFIG', () => {
    expect(start().config.players).toBe(6);
    for (const players of [3, 11, 4.5, '6']) {
      const created = createMatch(frozenHorror, { seed: 'x', config: { players } as never });
      expect(created.ok).toBe(false);
      if (!created.ok) expect(created.error.code).toBe('INVALID_CONFIG');
    }
  });

  it('firstPlayer must be one of the seats', () => {
    const created = createMatch(frozenHorror, { seed: 'x', config: { players: 5, firstPlayer: 5 } });
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error.message).toMatch(/firstPlayer must be a seat/);
  });

  it('content can be replaced; a deck too small for the table is refused', () => {
    const renamed: StationContent = { ...standInContent, name: 'my station', rooms: ['A', 'B', 'C', 'D', 'E'] };
    expect(start({ content: renamed }).config.content.rooms[0]).toBe('A');
    const small: StationContent = { ...standInContent, cards: standInContent.cards.slice(0, 12) };
    expect(createMatch(frozenHorror, { seed: 'x', config: { players: 6, content: small } }).ok).toBe(true);
    const refused = createMatch(frozenHorror, { seed: 'x', config: { players: 7, content: small } });
    expect(refused.ok).toBe(false);
  });
});

describe('the content schema refuses content that breaks the rulebook', () => {
  const broken = (change: Partial<StationContent>): boolean => contentSchema.safeParse({ ...standInContent, ...change }).success;

  it('accepts the stand-in', () => {
    expect(contentSchema.safeParse(standInContent).success).toBe(true);
  });

  it('"Each card shows 2 to 4 squares of different colors"; "Priority number (1 or 2)"', () => {
    const first = standInContent.cards[0];
    if (first === undefined) throw new Error('no card');
    const withCard = (card: typeof first): boolean => broken({ cards: [card, ...standInContent.cards.slice(1)] });
    expect(withCard({ ...first, colours: ['blue'] })).toBe(false);
    expect(withCard({ ...first, colours: ['blue', 'blue'] })).toBe(false);
    expect(withCard({ ...first, colours: ['blue', 'gold', 'green', 'orange', 'blue'] })).toBe(false);
    expect(withCard({ ...first, priority: 3 as never })).toBe(false);
  });

  it('"Each Action is unique"', () => {
    const first = standInContent.cards[0];
    if (first === undefined) throw new Error('no card');
    expect(broken({ cards: [...standInContent.cards, first] })).toBe(false);
  });

  it('a passage joins two different rooms; every room reaches two other rooms; Destroyed Room cards name rooms', () => {
    expect(broken({ passages: [...standInContent.passages, { colour: 'green', between: [0, 9] }] })).toBe(false);
    expect(broken({ passages: [...standInContent.passages, { colour: 'green', between: [1, 1] }] })).toBe(false);
    expect(broken({ passages: standInContent.passages.slice(1) })).toBe(false);
    expect(broken({ destroyedRoomCards: [1, 2, 3, 7] })).toBe(false);
    expect(broken({ destroyedRoomCards: [1, 2, 3] })).toBe(false);
  });

  /** Every pair of the rooms joined by a passage, coloured in turn: no room can ever be cut off. */
  const complete = (rooms: number): StationContent['passages'] => {
    const colours = ['blue', 'gold', 'green', 'orange'] as const;
    const out: { colour: (typeof colours)[number]; between: [number, number] }[] = [];
    for (let a = 0; a < rooms; a++) for (let b = a + 1; b < rooms; b++) out.push({ colour: colours[out.length % 4] ?? 'blue', between: [a, b] });
    return out;
  };
  const issues = (content: StationContent): string[] => {
    const parsed = contentSchema.safeParse(content);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('ruling 15: the standing rooms must stay connected whichever two destroyable rooms are destroyed (the auditor\'s never-ending map)', () => {
    // A random map the old schema accepted (every room reaches two others): with its two
    // Destroyed Room cards placed, the Garage (0) and the Laboratory (2) are left with no passage
    // between them, and a game whose last two players stood in them ran for 4 000 rounds.
    const cutOff: StationContent = {
      ...standInContent,
      rooms: ['Garage', 'Radio Room', 'Laboratory', 'Infirmary'],
      passages: [
        { colour: 'blue', between: [2, 1] },
        { colour: 'blue', between: [3, 2] },
        { colour: 'gold', between: [2, 3] },
        { colour: 'gold', between: [0, 1] },
        { colour: 'green', between: [2, 3] },
        { colour: 'gold', between: [1, 2] },
        { colour: 'blue', between: [1, 2] },
        { colour: 'gold', between: [3, 0] },
        { colour: 'blue', between: [0, 1] },
        { colour: 'blue', between: [3, 0] },
      ],
      fourPlayerRoom: 1,
      destroyedRoomCards: [3, 1],
    };
    expect(issues(cutOff)).toEqual([
      'the standing rooms must stay connected whichever rooms (at most two) the Destroyed Room cards destroy, or players cut off from each other may never meet and the game may never end; with room 3 (Infirmary) and room 1 (Radio Room) destroyed, room 0 (Garage) cannot reach room 2 (Laboratory)',
    ]);
    const refused = createMatch(frozenHorror, { seed: 'x', config: { players: 4, content: cutOff } });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('INVALID_CONFIG');
      expect(refused.error.message).toMatch(/cannot reach room 2 \(Laboratory\)/);
    }
    // A ring: every room reaches two others, but destroying the Radio Room and the Infirmary
    // strands the Laboratory between them.
    const ring: StationContent = {
      ...standInContent,
      passages: [0, 1, 2, 3, 4].map((room) => ({ colour: 'blue' as const, between: [room, (room + 1) % 5] as [number, number] })),
    };
    expect(issues(ring)).toEqual([expect.stringMatching(/with room 1 \(Radio Room\) and room 3 \(Infirmary\) destroyed, room 0 \(Garage\) cannot reach room 2 \(Laboratory\)$/)]);
    // Joining every pair of rooms passes; so does the stand-in (checked above).
    expect(issues({ ...standInContent, passages: complete(5) })).toEqual([]);
  });

  it('"The First Player places their Crew Member token in the Garage": the four-player room cannot be room 0', () => {
    const garage: StationContent = { ...standInContent, passages: complete(5), fourPlayerRoom: 0, destroyedRoomCards: [0, 1, 2] };
    expect(issues(garage)).toEqual([
      'fourPlayerRoom cannot be room 0 (Garage): "The First Player places their Crew Member token in the Garage" at setup, so it must stand in a four-player game',
    ]);
    expect(issues({ ...garage, fourPlayerRoom: 2 })).toEqual([]);
  });
});

describe('the stand-in content (docs "Stand-in content")', () => {
  const content = standInContent;
  const neighbours = (room: number, gone: readonly number[] = []): Set<number> => {
    const out = new Set<number>();
    for (const passage of content.passages) {
      const [a, b] = passage.between;
      if (a === room && !gone.includes(b)) out.add(b);
      if (b === room && !gone.includes(a)) out.add(a);
    }
    return out;
  };

  it('rooms "Garage", "Radio Room", "Laboratory" … in clockwise setup order, and a Cafeteria', () => {
    expect(content.rooms.slice(0, 3)).toEqual(['Garage', 'Radio Room', 'Laboratory']);
    expect(content.rooms).toContain('Cafeteria');
    expect(content.rooms[content.fourPlayerRoom]).toBe('Cafeteria');
  });

  it('"Since Blue and Gold each have two Passages": two blue, two gold, one green, one orange', () => {
    const count = (colour: string): number => content.passages.filter((passage) => passage.colour === colour).length;
    expect([count('blue'), count('gold'), count('green'), count('orange')]).toEqual([2, 2, 1, 1]);
  });

  it('"a player in the Cafeteria must pass through a Blue or Green Passage": the Cafeteria has exactly those', () => {
    const colours = content.passages.filter((passage) => passage.between.includes(content.fourPlayerRoom)).map((passage) => passage.colour).sort();
    expect(colours).toEqual(['blue', 'green']);
  });

  it('every room has at least two passages, and stays connected to the rest whichever two destroyable rooms go', () => {
    content.rooms.forEach((_, room) => expect(neighbours(room).size).toBeGreaterThanOrEqual(2));
    const cards = content.destroyedRoomCards;
    for (const a of cards) {
      for (const b of cards) {
        if (a >= b) continue;
        const left = content.rooms.map((_, room) => room).filter((room) => room !== a && room !== b);
        const reached = new Set([left[0]]);
        const queue = [left[0]];
        while (queue.length > 0) {
          const at = queue.shift();
          if (at === undefined) continue;
          for (const next of neighbours(at, [a, b])) if (!reached.has(next)) {
            reached.add(next);
            queue.push(next);
          }
        }
        expect(reached.size, `destroying ${a} and ${b}`).toBe(left.length);
      }
    }
  });

  it('"21 Station cards", "4 Destroyed Room cards": 2–4 different colours, Priority 1 or 2 on every card', () => {
    expect(content.cards).toHaveLength(21);
    expect(content.destroyedRoomCards).toHaveLength(4);
    for (const card of content.cards) {
      expect(card.colours.length).toBeGreaterThanOrEqual(2);
      expect(card.colours.length).toBeLessThanOrEqual(4);
      expect(new Set(card.colours).size).toBe(card.colours.length);
      expect([1, 2]).toContain(card.priority);
    }
  });

  it('the 17 printed Actions of the Station Card Reference plus four stand-ins, each once', () => {
    const names = content.cards.map((card) => card.name);
    expect(names.slice(0, 17)).toEqual(PRINTED);
    expect(new Set(content.cards.map((card) => card.action)).size).toBe(21);
    expect(content.cards.slice(17).map((card) => card.action)).toEqual([...INVENTED_ACTIONS]);
    for (const card of content.cards) expect(ACTION_NAMES[card.action]).toBe(card.name);
  });

  it('"Remove this card from the game" is on LOCK THE ROOM! and the colour Alarms, and nowhere else', () => {
    const removed = content.cards.filter((card) => card.removeFromGame).map((card) => card.name);
    expect(removed).toEqual(['LOCK THE ROOM!', 'Alarm: Green', 'Alarm: Blue', 'Alarm: Orange', 'Alarm: Gold']);
    for (const card of content.cards) expect(card.removeFromGame).toBe(card.text.includes('Remove this card from the game'));
  });
});
