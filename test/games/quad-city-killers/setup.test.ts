/**
 * Setting Up the Game, steps 1–8, and the config that chooses what the table would choose: the
 * seats, the Killer Boards, the starting Dexterity spot ("For 5+ players, or just a shorter game,
 * we recommend you begin higher on the Dexterity Scale!") and the first player. Rulings 4 and 16.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createMatch, createRng as createRngFor, eventsFor, type PlayerId } from '../../../src/core/index.js';
import type { QuadCityKillersEvent } from '../../../src/games/quad-city-killers/index.js';
import { active, expectAllCards, legalTypes, placePrey, playEvents, quadCityKillers, standInContent, start } from './helpers.js';

describe('Setting Up the Game', () => {
  it('2. both decks shuffled; 3. a Killer Board, five Resource cards and a Prey card each; 4. Heat at the lowest level; 5. Dexterity on the first spot', () => {
    const match = start({ players: 4 }, 'setup/basic');
    const { state } = match;
    expect(new Set(state.seats.map((seat) => seat.killer)).size).toBe(4);
    for (const seat of state.seats) {
      expect(seat.hand).toHaveLength(5);
      expect(seat.dexterity).toBe(0);
      expect(seat.mo).toBeNull();
    }
    expect(state.cities.map((city) => city.heat)).toEqual([1, 1, 1, 1]);
    expect(state.resourceDeck).toHaveLength(72 - 20);
    expectAllCards(state);
    // Shuffled: another seed deals other cards.
    expect(start({ players: 4 }, 'setup/other').state.resourceDeck).not.toEqual(state.resourceDeck);
  });

  it('7. "Each player announces the Defense of their Prey Card, and places it and their Skull Pawn in the appropriate city"', () => {
    // Find a deal with no Tourist among the starting Prey: every placement is automatic.
    for (let attempt = 0; attempt < 50; attempt++) {
      const match = start({ players: 3 }, `setup/hometown/${attempt}`);
      const starting = match.state.seats.map((seat) => standInContent.prey[seat.startingPrey]);
      if (starting.some((card) => card?.city === null)) continue;
      match.state.seats.forEach((seat, index) => {
        expect(seat.city).toBe(starting[index]?.city);
        expect(match.state.cities[seat.city ?? -1]?.prey.map((onMap) => onMap.card)).toContain(seat.startingPrey);
      });
      expect(match.state.phase).toBe('play');
      return;
    }
    throw new Error('no deal without a Tourist');
  });

  it('"Note: You can place Tourist (Grey) Prey cards in the city of your choosing": the owner chooses, and its pawn goes there', () => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const match = start({ players: 2 }, `setup/tourist/${attempt}`);
      const front = match.state.placing[0];
      if (match.state.phase !== 'setup' || front === undefined) continue;
      expect(active(match)).toEqual([front.seat]);
      expect(legalTypes(match)).toEqual(['place-prey']);
      const { match: after, events } = playEvents(match, placePrey(front.seat, 2));
      expect(after.state.seats[front.seat]?.city).toBe(2);
      expect(events).toContainEqual({ type: 'pawn-placed', seat: front.seat, city: 2 });
      return;
    }
    throw new Error('no deal with a Tourist');
  });

  it('8. "The player with the highest Prey Defense begins the game"', () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const match = start({ players: 4 }, `setup/first/${attempt}`);
      if (match.state.phase !== 'play') continue;
      const defenses = match.state.seats.map((seat) => standInContent.prey[seat.startingPrey]?.defense ?? 0);
      const best = Math.max(...defenses);
      if (defenses.filter((defense) => defense === best).length !== 1) continue;
      expect(match.state.firstPlayer).toBe(defenses.indexOf(best));
      expect(match.state.turn).toMatchObject({ player: defenses.indexOf(best), number: 1, actionsLeft: 3 });
      return;
    }
    throw new Error('no deal with a single highest Defense');
  });

  it('8. "In case of a tie, roll to determine who goes first" — only the tied seats roll, again until one is highest (ruling 4)', () => {
    let checked = 0;
    const firsts = new Set<number>();
    for (let attempt = 0; attempt < 400 && checked < 12; attempt++) {
      const match = start({ players: 5 }, `setup/tie/${attempt}`);
      const defenses = match.state.seats.map((seat) => standInContent.prey[seat.startingPrey]?.defense ?? 0);
      const best = Math.max(...defenses);
      const tied = defenses.flatMap((defense, seat) => (defense === best ? [seat] : []));
      if (tied.length < 2) continue;
      // A Tourist among the starting Prey leaves the roll-off to a reduce step, whose events show it.
      if (match.state.phase === 'setup') {
        let current = match;
        const events = [];
        while (current.state.phase === 'setup') {
          const seat = active(current)[0] ?? 0;
          const step = playEvents(current, quadCityKillers.legalActions(current.state, seat)[0] ?? placePrey(seat, 0));
          current = step.match;
          events.push(...step.events);
        }
        const rolls = events.filter((event) => event.type === 'rolled-off');
        expect(rolls[0]).toMatchObject({ type: 'rolled-off', purpose: 'first-player', seats: tied });
        expect(events).toContainEqual({ type: 'first-player', seat: current.state.firstPlayer, by: 'roll-off' });
        firsts.add(current.state.firstPlayer ?? -1);
      } else {
        expect(tied).toContain(match.state.firstPlayer);
      }
      checked++;
    }
    expect(checked).toBe(12);
    expect(firsts.size).toBeGreaterThan(0);
  });

  it('config.firstPlayer names the first player instead', () => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const match = start({ players: 3, firstPlayer: 2 }, `setup/config-first/${attempt}`);
      if (match.state.phase !== 'play') continue;
      expect(match.state.turn.player).toBe(2);
      return;
    }
  });

  it('config: Killer Boards per seat, and "we recommend you begin higher on the Dexterity Scale"', () => {
    const match = start({ players: 2, killers: [4, 7], startingDexterity: 3 }, 'setup/config');
    expect(match.state.seats.map((seat) => [seat.killer, seat.dexterity])).toEqual([
      [4, 3],
      [7, 3],
    ]);
  });

  it('ruling 16: solo deals six face-up cards once the pawn is placed; nothing is dealt before', () => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const match = start({ players: 1 }, `setup/solo/${attempt}`);
      if (match.state.phase === 'setup') {
        expect(match.state.seats[0]?.hand).toEqual([]);
        continue;
      }
      // Six cards, less any Scenario cards that played against the player as they were drawn.
      expect(match.state.seats[0]?.hand.every((card) => standInContent.resources[card]?.kind !== 'scenario')).toBe(true);
      expect(match.state.seats[0]?.hand.length).toBe(6);
      expect(quadCityKillers.view(match.state, null).hand).toEqual(match.state.seats[0]?.hand);
      return;
    }
  });
});

describe('setup events (createMatch returns them)', () => {
  /** A match and its setup events, failing the test on a refusal. */
  const created = (config: object, seed: string): { match: ReturnType<typeof start>; events: QuadCityKillersEvent[] } => {
    const result = createMatch(quadCityKillers, { config, seed });
    if (!result.ok) throw new Error(result.error.message);
    return { match: result.match, events: result.events };
  };

  it('3. "Deal each player … one Killer Board, five Resource Cards, and one Prey Card": a board each (dealt, or as configured), the hand to its seat alone', () => {
    const { match, events } = created({ players: 3 }, 'events/deal');
    const boards = events.filter((event) => event.type === 'killer-board-dealt');
    expect(boards).toEqual(match.state.seats.map((seat, index) => ({ type: 'killer-board-dealt', seat: index, killer: seat.killer, by: 'deal' })));
    match.state.seats.forEach((seat, index) => {
      expect(events).toContainEqual({ type: 'drew', seat: index, count: 5, cause: 'deal' });
      expect(events).toContainEqual({ type: 'cards-drawn', seat: index, cards: seat.hand, visibleTo: [index] });
    });
    // Another seat learns that five cards were dealt, not which.
    expect(eventsFor(events, 1).filter((event) => event.type === 'cards-drawn').map((event) => event.seat)).toEqual([1]);
    expect(eventsFor(events, null).some((event) => event.type === 'cards-drawn')).toBe(false);
    const configured = created({ players: 2, killers: [4, 7] }, 'events/deal');
    expect(configured.events.filter((event) => event.type === 'killer-board-dealt')).toEqual([
      { type: 'killer-board-dealt', seat: 0, killer: 4, by: 'config' },
      { type: 'killer-board-dealt', seat: 1, killer: 7, by: 'config' },
    ]);
  });

  it('7. "Each player announces the Defense of their Prey Card, and places it and their Skull Pawn": each Prey revealed, its Defense announced, in seat order, then placed', () => {
    const { match, events } = created({ players: 4 }, 'events/announce');
    const announced = events.filter((event) => event.type === 'defense-announced');
    expect(announced).toEqual(
      match.state.seats.map((seat, index) => ({ type: 'defense-announced', seat: index, prey: seat.startingPrey, defense: standInContent.prey[seat.startingPrey]?.defense })),
    );
    for (const seat of [0, 1, 2, 3]) {
      const revealed = events.findIndex((event) => event.type === 'prey-revealed' && event.seat === seat && event.cause === 'setup');
      const announcedAt = events.findIndex((event) => event.type === 'defense-announced' && event.seat === seat);
      expect(revealed).toBeGreaterThanOrEqual(0);
      expect(announcedAt).toBe(revealed + 1);
    }
    // Every placement setup made on its own is in the events, each pawn with its Prey.
    for (const [index, seat] of match.state.seats.entries()) {
      if (seat.city === null) continue;
      expect(events).toContainEqual({ type: 'pawn-placed', seat: index, city: seat.city });
      expect(events).toContainEqual(expect.objectContaining({ type: 'prey-placed', seat: index, prey: seat.startingPrey, city: seat.city }));
    }
  });

  it('8. the first player, and "In case of a tie, roll to determine who goes first": the roll-off and the first turn are setup events when no choice comes first', () => {
    let rolled = 0;
    let straight = 0;
    for (let attempt = 0; attempt < 200 && (rolled < 2 || straight < 2); attempt++) {
      const { match, events } = created({ players: 5 }, `events/first/${attempt}`);
      if (match.state.phase !== 'play') {
        expect(events.some((event) => event.type === 'first-player')).toBe(false);
        continue;
      }
      const defenses = match.state.seats.map((seat) => standInContent.prey[seat.startingPrey]?.defense ?? 0);
      const tied = defenses.flatMap((defense, seat) => (defense === Math.max(...defenses) ? [seat] : []));
      const first = match.state.firstPlayer;
      if (tied.length > 1) {
        expect(events.find((event) => event.type === 'rolled-off')).toMatchObject({ purpose: 'first-player', seats: tied });
        expect(events).toContainEqual({ type: 'first-player', seat: first, by: 'roll-off' });
        rolled++;
      } else {
        expect(events.some((event) => event.type === 'rolled-off')).toBe(false);
        expect(events).toContainEqual({ type: 'first-player', seat: first, by: 'defense' });
        straight++;
      }
      expect(events).toContainEqual({ type: 'turn-began', seat: first, turn: 1 });
    }
    expect(Math.min(rolled, straight)).toBeGreaterThanOrEqual(2);
  });

  it('solo (ruling 16): the board chosen, the Prey revealed and placed; the six face-up cards dealt once the pawn is placed, public', () => {
    const { match, events } = created({ players: 1, killers: [3] }, 'events/solo');
    expect(events[0]).toEqual({ type: 'killer-board-dealt', seat: 0, killer: 3, by: 'config' });
    if (match.state.phase === 'play') {
      const dealt = events.filter((event) => event.type === 'cards-drawn');
      expect(dealt.flatMap((event) => event.cards)).toEqual(match.state.seats[0]?.hand);
      expect(dealt.every((event) => event.visibleTo === undefined)).toBe(true);
    }
    expect(events.every((event) => event.visibleTo === undefined)).toBe(true);
  });

  it('setup draws nothing more from the random stream for its events: the state is what it was', () => {
    const plain = quadCityKillers.setup(quadCityKillers.schemas.config.parse({ players: 4 }), createRngFor('events/same'));
    const { match } = created({ players: 4 }, 'events/same');
    expect(JSON.stringify(match.state)).toBe(JSON.stringify(plain));
  });

  it('the event union is Visible<…>: visibleTo reads on every event', () => {
    expectTypeOf<QuadCityKillersEvent['visibleTo']>().toEqualTypeOf<readonly PlayerId[] | undefined>();
    expectTypeOf<Extract<QuadCityKillersEvent, { type: 'prey-killed' }>['visibleTo']>().toEqualTypeOf<undefined>();
  });
});

describe('the config is validated', () => {
  const refused = (config: unknown): string => {
    const created = createMatch(quadCityKillers, { config: config as never, seed: 'x' });
    expect(created.ok).toBe(false);
    if (created.ok) return '';
    expect(created.error.code).toBe('INVALID_CONFIG');
    return created.error.message;
  };

  it('players 1 (solo) to 6', () => {
    for (const players of [0, 7, 1.5, '2', -1]) refused({ players });
    for (const players of [1, 2, 3, 4, 5, 6]) expect(createMatch(quadCityKillers, { config: { players }, seed: 'x' }).ok).toBe(true);
    expect(start().state.seats).toHaveLength(4);
  });

  it('killers: one different board per seat, on the content', () => {
    expect(refused({ players: 2, killers: [0] })).toMatch(/one Killer Board per seat/);
    expect(refused({ players: 2, killers: [3, 3] })).toMatch(/each seat gets its own Killer Board/);
    expect(refused({ players: 2, killers: [0, 12] })).toMatch(/Killer Boards 0 to 11/);
  });

  it('startingDexterity before the last spot; firstPlayer a seat; no unknown fields', () => {
    expect(refused({ startingDexterity: 6 })).toMatch(/before the last spot of every Dexterity Scale in play \(at most 5\)/);
    expect(start({ startingDexterity: 5 }).state.seats[0]?.dexterity).toBe(5);
    expect(refused({ players: 3, firstPlayer: 3 })).toMatch(/firstPlayer must be a seat of the 3 players/);
    refused({ extra: 1 });
  });

  it('the default content is the one frozen stand-in, not a copy', () => {
    const config = quadCityKillers.schemas.config.parse({});
    expect(config.content).toBe(standInContent);
    expect(Object.isFrozen(standInContent)).toBe(true);
  });
});
