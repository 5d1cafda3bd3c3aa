/**
 * Hidden information (docs "Hidden information"; DESIGN "Hidden information stays hidden" and
 * "resample"): hands and the decks' order are private — in solo the hand is face up — and
 * everything else is public; resample redraws exactly what a seat cannot see.
 */
import { describe, expect, it } from 'vitest';
import { createRng, eventsFor, type GameEvent } from '../../../src/core/index.js';
import {
  DAVENPORT,
  discard,
  fullAttack,
  pass,
  play,
  playEvents,
  position,
  quadCityKillers,
  res,
  start,
  viewOf,
  type QuadCityKillersState,
} from './helpers.js';
import { randomGame } from './model.js';

describe('views', () => {
  const match = start({ players: 4 }, 'views');

  it('a seat sees its own hand, the sizes of the others\' hands, the decks\' sizes only', () => {
    for (let viewer = 0; viewer < 4; viewer++) {
      const shown = viewOf(match, viewer);
      expect(shown.hand).toEqual(match.state.seats[viewer]?.hand);
      expect(shown.seats.map((seat) => seat.handSize)).toEqual([5, 5, 5, 5]);
      expect(shown.preyDeckSize).toBe(match.state.preyDeck.length);
      const json = JSON.stringify(shown);
      expect(json).not.toContain('"preyDeck":');
      expect(json).not.toContain('"resourceDeck":');
    }
  });

  it('a spectator sees no hand of a multi-player game', () => {
    expect(viewOf(match, null).hand).toBeNull();
  });

  it('changing what a seat cannot see leaves its view unchanged', () => {
    const viewer = 1;
    const altered: QuadCityKillersState = {
      ...match.state,
      preyDeck: [...match.state.preyDeck].reverse(),
      resourceDeck: [...match.state.resourceDeck].reverse(),
      seats: match.state.seats.map((seat, index) => (index === 2 ? { ...seat, hand: [...seat.hand].reverse() } : seat)),
    };
    expect(JSON.stringify(altered)).not.toBe(JSON.stringify(match.state));
    expect(quadCityKillers.view(altered, viewer)).toEqual(viewOf(match, viewer));
  });

  it('public: the map with the cards under each Prey, every board, collection, M.O., the discard piles, the Attack\'s face-up cards', () => {
    const table = position({ mo: ['Ice Pick', null], hands: [['Fire Axe', 'Full Moon'], []], map: { [DAVENPORT]: [{ name: 'Delia Marsh', under: ['Tire Iron'] }] } });
    const attacking = play(table, { type: 'attack', player: 0, prey: table.state.cities[DAVENPORT]?.prey[0]?.card ?? 0 }, { type: 'choose-weapon', player: 0, card: res('Fire Axe') });
    const seen = viewOf(attacking, 1);
    expect(seen.cities[DAVENPORT]?.prey[0]?.under).toEqual([res('Tire Iron')]);
    expect(seen.seats[0]?.mo).toBe(res('Ice Pick'));
    expect(seen.attack?.weapon).toBe(res('Fire Axe'));
  });
});

describe('private events', () => {
  it('only the cards a seat draws are private (visibleTo that seat); everything else is public', () => {
    const seen = new Set<string>();
    for (let game = 0; game < 4; game++) {
      for (const step of randomGame(`events/${game}`, 2 + game, 4).steps) {
        for (const event of step.events) {
          seen.add(event.type);
          if (event.type === 'cards-drawn') expect(event.visibleTo).toEqual([event.seat]);
          else expect((event as GameEvent).visibleTo).toBeUndefined();
        }
      }
    }
    expect(seen.has('cards-drawn')).toBe(true);
  });

  it('eventsFor: another seat sees that cards were drawn, not which', () => {
    const match = position({ hands: [['Fire Axe', 'Butter Knife'], []], resourceDeckTop: ['Tire Iron'] });
    const { events } = playEvents(match, discard(0, res('Butter Knife')), pass(0));
    expect(eventsFor(events, 0).map((event) => event.type)).toContain('cards-drawn');
    expect(eventsFor(events, 1).map((event) => event.type)).toEqual(['cards-discarded', 'action-spent', 'passed', 'drew']);
  });

  it('solo: the hand is face up, so its draws are public', () => {
    const { steps } = randomGame('events/solo', 1, 0);
    const drawn = steps.flatMap((step) => step.events).filter((event) => event.type === 'cards-drawn');
    expect(drawn.length).toBeGreaterThan(0);
    for (const event of drawn) expect(event.visibleTo).toBeUndefined();
  });
});

describe('resample(state, viewer, rng)', () => {
  const states: QuadCityKillersState[] = [];
  for (let game = 0; game < 4; game++) {
    for (const step of randomGame(`resample/${game}`, 2 + (game % 5), 3).steps) if (step.after.state.outcome === null) states.push(step.after.state);
  }

  it('keeps every view, the viewer\'s legal actions, and gives a valid state — for every seat and the spectator', () => {
    const rng = createRng('resample/keeps');
    for (const state of states.filter((_, index) => index % 3 === 0)) {
      for (const viewer of [null, ...state.seats.map((_, seat) => seat)]) {
        const world = quadCityKillers.resample(state, viewer, rng);
        expect(quadCityKillers.schemas.state.safeParse(world).success).toBe(true);
        expect(JSON.stringify(quadCityKillers.view(world, viewer))).toBe(JSON.stringify(quadCityKillers.view(state, viewer)));
        expect(JSON.stringify(quadCityKillers.view(world, null))).toBe(JSON.stringify(quadCityKillers.view(state, null)));
        if (viewer !== null) expect(quadCityKillers.legalActions(world, viewer)).toEqual(quadCityKillers.legalActions(state, viewer));
      }
    }
  });

  it('redraws the other hands (each keeping its size) and the Resource deck from the cards the viewer has not seen, and shuffles the Prey deck', () => {
    const rng = createRng('resample/cards');
    let changed = 0;
    for (const state of states) {
      const viewer = 0;
      const world = quadCityKillers.resample(state, viewer, rng);
      const unseen = (s: QuadCityKillersState): number[] => [...s.resourceDeck, ...s.seats.flatMap((seat, index) => (index === viewer ? [] : seat.hand))].sort((a, b) => a - b);
      expect(unseen(world)).toEqual(unseen(state));
      expect(world.seats.map((seat) => seat.hand.length)).toEqual(state.seats.map((seat) => seat.hand.length));
      expect(world.seats[viewer]?.hand).toEqual(state.seats[viewer]?.hand);
      expect([...world.preyDeck].sort((a, b) => a - b)).toEqual([...state.preyDeck].sort((a, b) => a - b));
      if (JSON.stringify(world.seats.map((seat) => seat.hand)) !== JSON.stringify(state.seats.map((seat) => seat.hand))) changed++;
    }
    expect(changed).toBeGreaterThan(states.length / 2);
  });

  it('keeps the cards everyone saw enter a hand (taken from under a killed Prey)', () => {
    const match = position({ hands: [['Fire Axe'], ['Dark Alley']], map: { [DAVENPORT]: [{ name: 'Ada Lindqvist', under: ['Tire Iron', 'Crowbar'] }] } });
    const after = play(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), null, [1]));
    const rng = createRng('resample/shown');
    for (let draw = 0; draw < 30; draw++) {
      const world = quadCityKillers.resample(after.state, 1, rng);
      expect(world.seats[0]?.hand).toEqual(expect.arrayContaining([res('Tire Iron'), res('Crowbar')]));
    }
  });

  it('solo: the hand is face up and stays; only the decks\' order is redrawn', () => {
    const { steps } = randomGame('resample/solo', 1, 2);
    const state = steps[Math.floor(steps.length / 2)]?.after.state;
    if (state === undefined) throw new Error('no state');
    const world = quadCityKillers.resample(state, null, createRng('solo'));
    expect(world.seats[0]?.hand).toEqual(state.seats[0]?.hand);
    expect(world.resourceDeck).not.toEqual(state.resourceDeck);
  });

  it('a viewer that is not a seat throws a RangeError; after the end nothing is hidden', () => {
    const state = states[0];
    if (state === undefined) throw new Error('no state');
    for (const viewer of [-1, state.seats.length, 0.5, '0', Number.NaN]) {
      expect(() => quadCityKillers.resample(state, viewer as number, createRng('x'))).toThrow(RangeError);
    }
    const { final } = randomGame('resample/over', 3, 4);
    expect(quadCityKillers.resample(final.state, 0, createRng('x'))).toBe(final.state);
  });
});
