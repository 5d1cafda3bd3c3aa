/**
 * Setup (rulebook "Setup", "The Detectives", "Special Abilities", "Course of Play"): the clue cards
 * laid out exactly as printed, the solution set aside, the event stack, the detectives, their
 * abilities and the first player; and the config's validation.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, createRng } from '../../../src/core/index.js';
import type { Rng } from '../../../src/core/index.js';
import { ABILITIES, COLOURS, colourOfCard, isBlank } from '../../../src/games/tatort-titanic/index.js';
import { rollForFirstPlayer } from '../../../src/games/tatort-titanic/setup.js';
import { S, allCards, start, standInContent, tatortTitanic, viewOf } from './helpers.js';

const seeds = Array.from({ length: 30 }, (_, index) => `setup-${index}`);

describe('Laying Out the Cards', () => {
  it('"takes one card from each stack and places these five cards face down": one solution card per colour, never a blank ("sorts the five blank cards out … Next he takes one card")', () => {
    for (const seed of seeds) {
      const { solution } = start({}, seed).state;
      expect(solution.map(colourOfCard)).toEqual([...COLOURS]);
      expect(solution.some(isBlank)).toBe(false);
    }
  });

  it('"5 cards (one of each colour) on the Radio Room space", "5 cards (one of each colour) on the Clairvoyant space"', () => {
    for (const seed of seeds) {
      const { board } = start({}, seed).state;
      expect(board[S.radioRoom]?.map(colourOfCard)).toEqual([...COLOURS]);
      expect(board[S.clairvoyant]?.map(colourOfCard)).toEqual([...COLOURS]);
    }
  });

  it('"2 cards each in the rooms Library, Restaurant, Swimming Pool, Smoking Room, Bar and Gymnasium", "1 card per cabin (including the Changing Cabin)", none elsewhere', () => {
    const { board } = start({}, 'layout').state;
    standInContent.spaces.forEach((space, id) => {
      const expected = { room: 2, cabin: 1, 'radio-room': 5, clairvoyant: 5, bridge: 0, deck: 0, staircase: 0 }[space.kind];
      expect(board[id], space.name).toHaveLength(expected);
    });
    expect(board[S.changingCabin]).toHaveLength(1);
  });

  it('"The 30 clue cards are then laid out": with the five set aside, all 35 are accounted for, the five blanks among the 30 on the board ("returns the five blank cards to the stack")', () => {
    for (const seed of seeds) {
      const { state } = start({ players: 6 }, seed);
      expect(allCards(state)).toEqual(Array.from({ length: 35 }, (_, id) => id));
      expect(state.board.flat()).toHaveLength(30);
      expect(state.board.flat().filter(isBlank)).toHaveLength(5);
      expect(state.detectives.every((detective) => detective.hand.length === 0)).toBe(true);
    }
  });

  it('ruling 3: the rooms and cabins get the 20 cards left after the Radio Room and the Clairvoyant, shuffled together — any colour may lie anywhere', () => {
    const colours = new Set<string>();
    for (const seed of seeds) {
      const { board } = start({}, seed).state;
      for (const card of board[S.library] ?? []) colours.add(colourOfCard(card));
    }
    expect(colours.size).toBe(5);
  });

  it('"He shuffles the event cards and places the stack": all 20, in an order nobody knows', () => {
    const orders = new Set<string>();
    for (const seed of seeds) {
      const { state } = start({}, seed);
      expect([...state.eventDeck].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, id) => id));
      expect(state.eventsUnknown).toBe(20);
      expect(state.weather).toBeNull();
      orders.add(state.eventDeck.join());
    }
    expect(orders.size).toBe(seeds.length);
  });
});

describe('The Detectives', () => {
  it('"At the start of the game the detectives gather on the bridge"', () => {
    const { state } = start({ players: 5 }, 'bridge');
    expect(state.detectives.map((detective) => detective.space)).toEqual([S.bridge, S.bridge, S.bridge, S.bridge, S.bridge]);
  });

  it('each player receives a pawn of a different printed detective: chosen in the config, or drawn', () => {
    const chosen = start({ players: 3, detectives: ['toby', 'nicholls', 'cutler'] }, 'chosen').state;
    expect(chosen.detectives.map((detective) => standInContent.detectives[detective.detective]?.name)).toEqual(['William Toby', 'Bernhard Nicholls', 'David Cutler']);
    expect(tatortTitanic.seatName?.(chosen, 1)).toBe('Bernhard Nicholls');
    for (const seed of seeds) {
      const drawn = start({ players: 6 }, seed).state.detectives.map((detective) => detective.detective);
      expect(new Set(drawn).size).toBe(6);
    }
  });

  it('the six printed detectives, with their ages and descriptions', () => {
    expect(standInContent.detectives.map((detective) => `${detective.name} (${detective.age})`)).toEqual([
      'Bernhard Nicholls (67)',
      'Maurice Leroux (39)',
      'Katherine Robinson (47)',
      'David Cutler (32)',
      "Adrian O'Conner (41)",
      'William Toby (50)',
    ]);
  });
});

describe('Special Abilities', () => {
  it('"Roll one die for the special ability of each detective", faces in the printed order; "It can easily happen that two or more detectives have the same special abilities. This is permitted"', () => {
    expect(ABILITIES).toEqual(['eavesdropper', 'nimble-footed', 'authority', 'charm', 'clever', 'technically-gifted']);
    const seen = new Set<string>();
    let duplicates = 0;
    for (const seed of seeds) {
      const abilities = start({ players: 6 }, seed).state.detectives.map((detective) => detective.ability);
      for (const ability of abilities) seen.add(ability);
      if (new Set(abilities).size < abilities.length) duplicates++;
    }
    expect(seen.size).toBe(6);
    expect(duplicates).toBeGreaterThan(0);
  });

  it('abilities can be fixed in the config, duplicates allowed', () => {
    const { state } = start({ players: 3, abilities: ['clever', 'clever', 'authority'] }, 'fixed');
    expect(state.detectives.map((detective) => detective.ability)).toEqual(['clever', 'clever', 'authority']);
  });
});

describe('Course of Play: "Whoever rolls the highest number begins. Play then continues clockwise."', () => {
  it('the first player is the configured one, or the highest roll; the order runs clockwise from it; its turn opens the game', () => {
    const fixed = start({ players: 5, firstPlayer: 3 }, 'first').state;
    expect(fixed.order).toEqual([3, 4, 0, 1, 2]);
    expect(tatortTitanic.activePlayers(fixed)).toEqual([3]);
    expect(fixed.phase).toBe('roll');
    expect(fixed.round).toBe(1);
    const firsts = new Set<number>();
    for (const seed of seeds) {
      const { state } = start({ players: 4 }, seed);
      firsts.add(state.order[0] ?? -1);
      expect(state.order).toEqual([0, 1, 2, 3].map((step) => ((state.order[0] ?? 0) + step) % 4));
    }
    expect(firsts.size).toBe(4);
  });
});

describe('ruling 21: "Whoever rolls the highest number begins" — those tied for the highest roll again', () => {
  /** A stream that rolls the given faces in order. */
  const dice = (faces: number[]): Rng => {
    const next = (): number => faces.shift() ?? 1;
    return { next: () => 0, int: () => next(), die: next, shuffle: (items) => items.slice(), pick: (items) => items[0] as never, state: () => ({ c: 0, s0: 0, s1: 0, s2: 0 }) };
  };

  it('4 players roll 3, 6, 2, 6: seats 1 and 3 roll again, 5 and 4 — seat 1 begins', () => {
    expect(rollForFirstPlayer(4, dice([3, 6, 2, 6, 5, 4]))).toBe(1);
  });

  it('a clear highest roll decides at once', () => {
    expect(rollForFirstPlayer(3, dice([2, 5, 4]))).toBe(1);
  });
});

describe('config validation', () => {
  const refused = (config: unknown): string => {
    const created = createMatch(tatortTitanic, { config: config as never, seed: 'x' });
    expect(created.ok).toBe(false);
    if (created.ok) return '';
    expect(created.error.code).toBe('INVALID_CONFIG');
    return created.error.message;
  };

  it('"for 3 to 6 players"', () => {
    refused({ players: 2 });
    refused({ players: 7 });
    refused({ players: 3.5 });
    expect(start({}).state.config.players).toBe(4);
  });

  it('detectives: one per seat, different, known', () => {
    expect(refused({ players: 3, detectives: ['toby', 'toby', 'cutler'] })).toMatch(/must be different/);
    expect(refused({ players: 3, detectives: ['toby', 'cutler'] })).toMatch(/one detective per seat/);
    expect(refused({ players: 3, detectives: ['toby', 'cutler', 'holmes'] })).toMatch(/no detective "holmes"/);
  });

  it('abilities: one per seat, printed ones only; firstPlayer a seat; rounds 1 to 25; no unknown fields', () => {
    expect(refused({ players: 3, abilities: ['clever'] })).toMatch(/one ability per seat/);
    refused({ players: 3, abilities: ['clever', 'clever', 'telepathy'] });
    expect(refused({ players: 3, firstPlayer: 3 })).toMatch(/firstPlayer must be a seat/);
    refused({ rounds: 0 });
    refused({ rounds: 26 });
    refused({ colour: 'red' });
  });

  it('without content the config hands back the one shared stand-in content; a copy of it is recognised as the stand-in', () => {
    expect(start({}).state.config.content).toBe(standInContent);
    const copy = JSON.parse(JSON.stringify(standInContent));
    expect(start({ content: copy }).state.config.content).toBe(standInContent);
  });

  it('a shorter voyage (rounds) is a house rule; the view shows it', () => {
    const match = start({ rounds: 5 });
    expect(viewOf(match, 0).lastRound).toBe(5);
  });
});

describe('setup events (createMatch returns what the table sees being set up)', () => {
  const created = (config: Parameters<typeof start>[0], seed: string) => {
    const result = createMatch(tatortTitanic, { config, seed });
    if (!result.ok) throw new Error(result.error.message);
    return result;
  };

  it('"He shuffles the event cards", the clue cards laid out as colours only, the detectives drawn, the abilities rolled, the first player rolled, the first turn — all public, in that order', () => {
    for (const seed of seeds.slice(0, 10)) {
      const { match, events } = created({ players: 5 }, seed);
      const { state } = match;
      expect(events.map((event) => event.type)).toEqual(['event-cards-shuffled', 'clues-laid-out', 'detectives-assigned', 'abilities-assigned', 'first-player-chosen', 'turn-began']);
      for (const event of events) expect(event.visibleTo).toBeUndefined();
      const [shuffled, laidOut, detectives, abilities, first, turn] = events;
      expect(shuffled).toEqual({ type: 'event-cards-shuffled', cards: 20 });
      // "The 30 clue cards are then laid out face down": the colours on each space, no face, five set aside.
      expect(laidOut).toEqual({ type: 'clues-laid-out', setAside: 5, board: state.board.map((cards) => cards.map(colourOfCard)) });
      expect(JSON.stringify(laidOut)).not.toMatch(/\d{2}/);
      expect(detectives).toEqual({
        type: 'detectives-assigned',
        detectives: state.detectives.map((detective) => detective.detective),
        names: state.detectives.map((detective) => standInContent.detectives[detective.detective]?.name),
        drawn: true,
      });
      // "Roll one die for the special ability of each detective": face n gives the n-th printed ability.
      if (abilities?.type !== 'abilities-assigned' || abilities.rolls === null) throw new Error('abilities were rolled');
      expect(abilities.abilities).toEqual(state.detectives.map((detective) => detective.ability));
      expect(abilities.rolls.map((face) => ABILITIES[face - 1])).toEqual(abilities.abilities);
      // "Whoever rolls the highest number begins": the last round of rolls has one highest, the seat that begins.
      if (first?.type !== 'first-player-chosen' || first.rolls === null) throw new Error('the first player was rolled for');
      expect(first.rolls[0]?.map((roll) => roll.seat)).toEqual([0, 1, 2, 3, 4]);
      const last = first.rolls[first.rolls.length - 1] ?? [];
      const highest = Math.max(...last.map((roll) => roll.value));
      expect(last.filter((roll) => roll.value === highest).map((roll) => roll.seat)).toEqual([first.seat]);
      first.rolls.slice(1).forEach((round, at) => {
        const before = first.rolls?.[at] ?? [];
        const top = Math.max(...before.map((roll) => roll.value));
        expect(round.map((roll) => roll.seat)).toEqual(before.filter((roll) => roll.value === top).map((roll) => roll.seat));
      });
      expect(state.order[0]).toBe(first.seat);
      expect(turn).toEqual({ type: 'turn-began', seat: first.seat, round: 1 });
    }
  });

  it('what the config names is not drawn or rolled: drawn false, rolls null', () => {
    const { events } = created({ players: 3, detectives: ['toby', 'leroux', 'cutler'], abilities: ['clever', 'clever', 'charm'], firstPlayer: 2 }, 'fixed');
    expect(events.find((event) => event.type === 'detectives-assigned')).toMatchObject({ drawn: false, names: ['William Toby', 'Maurice Leroux', 'David Cutler'] });
    expect(events.find((event) => event.type === 'abilities-assigned')).toEqual({ type: 'abilities-assigned', abilities: ['clever', 'clever', 'charm'], rolls: null });
    expect(events.find((event) => event.type === 'first-player-chosen')).toEqual({ type: 'first-player-chosen', seat: 2, rolls: null });
  });

  it('telling the setup changes nothing: the same state and random stream with or without an events array', () => {
    const config = tatortTitanic.schemas.config.parse({ players: 6 });
    const told = tatortTitanic.setup(config, createRng('same'), []);
    const silent = tatortTitanic.setup(config, createRng('same'));
    expect(JSON.stringify(told)).toBe(JSON.stringify(silent));
  });
});
