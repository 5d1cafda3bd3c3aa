/**
 * Hidden information (docs "Hidden information"; DESIGN "Hidden information stays hidden" and
 * "resample"): what each seat's view holds, which events are private, and resample redrawing
 * exactly what a seat cannot see.
 */
import { describe, expect, it } from 'vitest';
import { createRng, eventsFor, type GameEvent } from '../../../src/core/index.js';
import {
  C,
  GARAGE,
  INFIRMARY,
  LAB,
  RADIO,
  act,
  choose,
  frozenHorror,
  play,
  playEvents,
  position,
  start,
  viewOf,
  type FrozenHorrorState,
} from './helpers.js';
import { randomGame } from './model.js';

const PRIVATE = ['identity-dealt', 'cards-dealt', 'identity-looked'];

/** Who may see an event (undefined: everyone). */
const audience = (event: GameEvent): readonly number[] | undefined => event.visibleTo;

describe('views per seat', () => {
  const match = start({ players: 6, firstPlayer: 0 }, 'views');

  it('a seat sees its own Identity card and hand, the sizes of the others\' hands, and the deck\'s size only', () => {
    for (let viewer = 0; viewer < 6; viewer++) {
      const shown = viewOf(match, viewer);
      expect(shown.hand).toEqual(match.state.seats[viewer]?.hand);
      expect(shown.seats.map((seat) => seat.identity)).toEqual(match.state.seats.map((seat, index) => (index === viewer ? seat.identity : null)));
      expect(shown.seats.map((seat) => seat.handSize)).toEqual([2, 2, 2, 2, 2, 2]);
      expect(shown.deckSize).toBe(9);
      expect(JSON.stringify(shown)).not.toContain('"deck":');
    }
  });

  it('a spectator sees no Identity card and no hand', () => {
    const shown = viewOf(match, null);
    expect(shown.hand).toBeNull();
    expect(shown.seats.every((seat) => seat.identity === null)).toBe(true);
  });

  it('changing what a seat cannot see leaves its view unchanged', () => {
    const viewer = 2;
    const other = match.state.seats.findIndex((_, index) => index !== viewer && match.state.seats[index]?.identity === 'human');
    const horror = match.state.seats.findIndex((seat) => seat.identity === 'horror');
    const altered: FrozenHorrorState = {
      ...match.state,
      deck: [...match.state.deck].reverse(),
      seats: match.state.seats.map((seat, index) => {
        if (index === viewer) return seat;
        if (index === 5) return { ...seat, hand: [...seat.hand].reverse() };
        if (horror !== viewer && index === horror) return { ...seat, identity: 'human' };
        if (horror !== viewer && index === other) return { ...seat, identity: 'horror' };
        return seat;
      }),
    };
    expect(JSON.stringify(altered)).not.toBe(JSON.stringify(match.state));
    expect(frozenHorror.view(altered, viewer)).toEqual(viewOf(match, viewer));
  });

  it('once the game is over every Identity card is face up', () => {
    const { final } = randomGame('views/over', 5);
    for (const viewer of [null, 0, 1, 2, 3, 4]) {
      expect(frozenHorror.view(final.state, viewer).seats.every((seat) => seat.identity !== null)).toBe(true);
    }
  });
});

describe('private events', () => {
  it('dealt Identity cards and hands, and looks at Identity cards, are visibleTo their seat alone; everything else is public', () => {
    const seen = new Set<string>();
    for (let game = 0; game < 6; game++) {
      for (const step of randomGame(`events/${game}`, 4 + game).steps) {
        for (const event of step.events) {
          seen.add(event.type);
          if (PRIVATE.includes(event.type)) {
            const owner = 'seat' in event ? event.seat : -1;
            expect(audience(event)).toEqual([owner]);
          } else {
            expect(audience(event)).toBeUndefined();
          }
        }
      }
    }
    for (const type of PRIVATE) expect(seen.has(type)).toBe(true);
  });

  it('eventsFor: another seat does not see a look at an Identity card', () => {
    const match = position({ rooms: [GARAGE, RADIO, LAB, INFIRMARY], horror: 2, hands: [[C.analysis, C.hide], [C.quick, C.table], [C.help, C.alarmOrange], [C.trust, C.retreat]] });
    const { events } = playEvents(match, act(0, C.analysis), choose(0, 2));
    expect(eventsFor(events, 0).map((event) => event.type)).toEqual(['card-played', 'identity-looked']);
    expect(eventsFor(events, 1).map((event) => event.type)).toEqual(['card-played']);
    expect(eventsFor(events, null).map((event) => event.type)).toEqual(['card-played']);
  });
});

describe('resample(state, viewer, rng)', () => {
  const states: FrozenHorrorState[] = [];
  for (let game = 0; game < 8; game++) {
    for (const step of randomGame(`resample/${game}`, 4 + (game % 7)).steps) if (step.after.state.outcome === null) states.push(step.after.state);
  }

  it('keeps the viewer\'s view and its legal actions, and gives a valid state, for every seat of every state', () => {
    const rng = createRng('resample/keeps');
    for (const state of states) {
      for (let viewer = 0; viewer < state.seats.length; viewer++) {
        const world = frozenHorror.resample(state, viewer, rng);
        expect(frozenHorror.schemas.state.safeParse(world).success).toBe(true);
        expect(JSON.stringify(frozenHorror.view(world, viewer))).toBe(JSON.stringify(frozenHorror.view(state, viewer)));
        expect(frozenHorror.legalActions(world, viewer)).toEqual(frozenHorror.legalActions(state, viewer));
      }
    }
  });

  it('redraws the other hands and the deck from the unseen cards, each hand keeping its size', () => {
    const rng = createRng('resample/cards');
    let changed = 0;
    for (const state of states) {
      const viewer = state.order[0] ?? 0;
      const world = frozenHorror.resample(state, viewer, rng);
      const unseen = (s: FrozenHorrorState): number[] => [...s.deck, ...s.seats.flatMap((seat, index) => (index === viewer ? [] : seat.hand))].sort((a, b) => a - b);
      expect(unseen(world)).toEqual(unseen(state));
      expect(world.seats.map((seat) => seat.hand.length)).toEqual(state.seats.map((seat) => seat.hand.length));
      expect(world.seats[viewer]?.hand).toEqual(state.seats[viewer]?.hand);
      if (JSON.stringify([world.deck, world.seats.map((seat) => seat.hand)]) !== JSON.stringify([state.deck, state.seats.map((seat) => seat.hand)])) changed++;
    }
    expect(changed).toBeGreaterThan(states.length / 2);
  });

  it('a Human who knows nothing: the HORROR card goes to each other living seat about equally often', () => {
    const match = start({ players: 5, firstPlayer: 0 }, 'resample/uniform');
    const viewer = match.state.seats.findIndex((seat) => seat.identity === 'human');
    const rng = createRng('resample/uniform/draws');
    const counts = [0, 0, 0, 0, 0];
    for (let draw = 0; draw < 2000; draw++) {
      const world = frozenHorror.resample(match.state, viewer, rng);
      expect(world.seats.filter((seat) => seat.identity === 'horror')).toHaveLength(1);
      const horror = world.seats.findIndex((seat) => seat.identity === 'horror');
      counts[horror] = (counts[horror] ?? 0) + 1;
    }
    expect(counts[viewer]).toBe(0);
    // 500 expected for each of the four others: a fair draw stays well inside 400..600.
    for (const [seat, count] of counts.entries()) if (seat !== viewer) expect(count).toBeGreaterThan(400);
    for (const [seat, count] of counts.entries()) if (seat !== viewer) expect(count).toBeLessThan(600);
  });

  it('the Horror knows everyone else is Human: its resample keeps every Identity card', () => {
    const match = start({ players: 7 }, 'resample/horror');
    const horror = match.state.seats.findIndex((seat) => seat.identity === 'horror');
    const rng = createRng('resample/horror/draws');
    for (let draw = 0; draw < 20; draw++) {
      expect(frozenHorror.resample(match.state, horror, rng).seats.map((seat) => seat.identity)).toEqual(match.state.seats.map((seat) => seat.identity));
    }
  });

  it('revealed and looked-at cards stay; when all the others but one are known Humans, that one is the Horror', () => {
    // Seat 0 looks at seat 1 with Analysis Results (privately), then DNA Scanner reveals the
    // Laboratory (seat 2) to everyone. Seat 0 now knows three Humans: seat 3 must be the Horror.
    const match = position({ rooms: [GARAGE, RADIO, LAB, INFIRMARY], horror: 3, hands: [[C.analysis, C.hide], [C.dna, C.table], [C.help, C.alarmOrange], [C.trust, C.retreat]] });
    const known = play(match, act(0, C.analysis), choose(0, 1), { type: 'reveal-identity', player: 0, reveal: false }, act(1, C.dna), { type: 'choose-room', player: 1, room: LAB });
    const rng = createRng('resample/known');
    for (let draw = 0; draw < 20; draw++) {
      const world = frozenHorror.resample(known.state, 0, rng);
      expect(world.seats.map((seat) => seat.identity)).toEqual(['human', 'human', 'human', 'horror']);
    }
    // Seat 2 knows only itself (revealed, Human): for it the Horror may be seat 0, 1 or 3.
    const seen = new Set<number>();
    for (let draw = 0; draw < 60; draw++) seen.add(frozenHorror.resample(known.state, 2, rng).seats.findIndex((seat) => seat.identity === 'horror'));
    expect([...seen].sort()).toEqual([0, 1, 3]);
  });

  it('the auditor\'s ten-player repro: the card everyone knows the first seat drew before the reshuffle stays in its hand', () => {
    // Ten players, random play through round 1: round 1's deal left one card in the deck, and
    // after Clean Up every other card is face up, so everyone knows which card it is. Round 2's
    // deal gives it to the first seat of the order, then reshuffles the discard pile for the rest.
    const rng = createRng('p1');
    const bot = createRng('p1bot');
    const config = frozenHorror.schemas.config.safeParse({ players: 10, firstPlayer: 0 });
    if (!config.success) throw new Error('config refused');
    let state = frozenHorror.setup(config.data, rng);
    let oldDeck: readonly number[] = [];
    while (state.round === 1 && state.outcome === null) {
      const seat = frozenHorror.activePlayers(state)[0] ?? 0;
      const stepped = frozenHorror.reduce(state, bot.pick(frozenHorror.legalActions(state, seat)), rng);
      if (!stepped.ok) throw new Error(stepped.error.message);
      if (stepped.state.round === 2) oldDeck = state.deck;
      state = stepped.state;
    }
    expect(state.round).toBe(2);
    expect(oldDeck).toEqual([20]);
    const first = state.order[0] ?? -1;
    const viewer = state.order[state.order.length - 1] ?? -1;
    expect(state.seats[first]?.hand).toContain(20);
    const draws = createRng('p1/worlds');
    for (let draw = 0; draw < 200; draw++) {
      const world = frozenHorror.resample(state, viewer, draws);
      expect(world.seats[first]?.hand).toContain(20);
      expect(JSON.stringify(frozenHorror.view(world, viewer))).toBe(JSON.stringify(frozenHorror.view(state, viewer)));
    }
  });

  it('at every player count, each seat keeps as many cards of each pile of the deal (old deck, reshuffled discard, returned removed cards) as everyone knows it holds', () => {
    const checks = new Map<number, number>();
    const draws = createRng('resample/piles');
    for (let players = 4; players <= 10; players++) {
      for (let game = 0; game < 10; game++) {
        // Labels computed from what the table saw, not from the state's record: the deck before the
        // deal (its contents are public after Clean Up), and the removed cards that came back.
        let oldDeck: readonly number[] = [];
        let returned: readonly number[] = [];
        let reshuffled = false;
        for (const step of randomGame(`resample/piles/${players}/${game}`, players).steps) {
          if (step.events.some((event) => event.type === 'round-began')) {
            oldDeck = step.before.state.deck;
            returned = step.events.flatMap((event) => (event.type === 'removed-cards-returned' ? event.cards : []));
            reshuffled = step.events.some((event) => event.type === 'deck-reshuffled');
          }
          const state = step.after.state;
          if (!reshuffled || state.outcome !== null) continue;
          const label = (entry: number): number => (oldDeck.includes(entry) ? 0 : returned.includes(entry) ? 2 : 1);
          const counts = (world: FrozenHorrorState): number[][] =>
            [...world.seats.map((seat) => seat.hand), world.deck].map((cards) => [0, 1, 2].map((pile) => cards.filter((entry) => label(entry) === pile).length));
          const viewer = state.order[state.order.length - 1] ?? 0;
          const world = frozenHorror.resample(state, viewer, draws);
          expect(counts(world)).toEqual(counts(state));
          checks.set(players, (checks.get(players) ?? 0) + 1);
        }
      }
    }
    // Every player count met deals that ran out of deck.
    for (let players = 4; players <= 10; players++) expect(checks.get(players) ?? 0).toBeGreaterThan(0);
  });

  it('after the end nothing is hidden: resample returns the state', () => {
    const { final } = randomGame('resample/over', 6);
    expect(frozenHorror.resample(final.state, 0, createRng('x'))).toBe(final.state);
  });
});
