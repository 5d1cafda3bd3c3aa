/**
 * Property tests (DESIGN "How a game is tested", 2): random seeds and configs, random (and guided
 * and careful) legal play with a seeded rng, and the invariants of the rulebook. KILLER_RULES_SOAK
 * (a multiplier, default 1) scales the number of runs up.
 */
import { junkProperties } from '../../support/junk-properties.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNothingFrozen } from '../../../src/core/clone.js';
import { applyAction, createRng, deserializeMatch, replay, serializeMatch, type Rng } from '../../../src/core/index.js';
import type { Difficulty, KillercruiseConfigInput } from '../../../src/games/killercruise/index.js';
import { RING, killercruise, type KcMatch, type KillercruiseAction, type KillercruiseEvent, type KillercruiseState } from './helpers.js';
import { KILLER_CARDS, cardsInPlay, carefulGame, clockwiseOf, depth, guidedGame, passengersEverywhere, randomGame } from './model.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);
const runs = (base: number): number => base * soak;

/** Table rules (issue 23): each option at random, so every invariant is checked under every reading. */
const rulesArb = fc.record({
  oneKeyCombinationPerRoom: fc.boolean(),
  collectedKeysCountAsPlayed: fc.boolean(),
  mayMoveIntoKillersRoom: fc.boolean(),
  lastPassengerLoses: fc.boolean(),
});
const configArb = fc.record(
  {
    players: fc.integer({ min: 2, max: 4 }),
    difficulty: fc.constantFrom<Difficulty>('easy', 'medium', 'difficult'),
    variant: fc.constantFrom<'standard' | 'time-pressure'>('standard', 'standard', 'time-pressure'),
    rules: rulesArb,
  },
  // Half the games leave the rules out: the book's readings keep most of the runs.
  { requiredKeys: ['players', 'difficulty', 'variant'] },
);
const gameArb = fc.tuple(fc.string({ maxLength: 10 }), configArb, fc.constantFrom('random', 'guided', 'careful'));

type Played = { readonly matches: KcMatch[]; readonly events: KillercruiseEvent[][] };

/** A game of the given kind, with the events of every step (re-derived by replaying each action). */
function game(seed: string, config: KillercruiseConfigInput, kind: string): Played {
  const matches = kind === 'random' ? randomGame(seed, config) : kind === 'guided' ? guidedGame(seed, config) : carefulGame(seed, config);
  const events: KillercruiseEvent[][] = [];
  for (let index = 1; index < matches.length; index++) {
    const before = matches[index - 1];
    const action = matches[index]?.log.at(-1);
    if (before === undefined || action === undefined) throw new Error('no step');
    const applied = applyAction(killercruise, before, action);
    if (!applied.ok) throw new Error(applied.error.message);
    events.push(applied.events);
  }
  return { matches, events };
}

/** The figure and killer cards a game of `difficulty` has, sorted. */
function allCards(difficulty: Difficulty): number[] {
  const perKind = KILLER_CARDS[difficulty] / 2;
  const killers = [...Array.from({ length: perKind }, (_, index) => 49 + index), ...Array.from({ length: perKind }, (_, index) => 55 + index)];
  return [...Array.from({ length: 48 }, (_, index) => index + 1), ...killers];
}

const sorted = (list: readonly number[]): number[] => [...list].sort((a, b) => a - b);
const STATUS_ORDER = { white: 1, red: 2, eliminated: 3, missing: 0 } as const;

describe('invariants of random legal play', () => {
  it('card conservation: hands, draw pile, discard pile and collection point always hold the 48 figure cards and the level\'s killer cards', () => {
    fc.assert(
      fc.property(gameArb, ([seed, config, kind]) => {
        const { matches } = game(seed, config, kind);
        const expected = allCards(config.difficulty);
        for (const { state } of matches) {
          expect(sorted(cardsInPlay(state))).toEqual(expected);
          expect(state.hands.flat().some((id) => id >= 49)).toBe(false);
          if (!state.drawPile.turnedOver) expect(state.drawPile.piles.reduce((sum, size) => sum + size, 0)).toBe(state.drawPile.cards.length);
        }
      }),
      { numRuns: runs(30) },
    );
  });

  it('passenger conservation: pile, rooms, the killer\'s fields and the box always hold the 36 passengers, each once', () => {
    fc.assert(
      fc.property(gameArb, ([seed, config, kind]) => {
        const { matches } = game(seed, config, kind);
        const expected = Array.from({ length: 36 }, (_, index) => index + 1);
        for (const { state } of matches) expect(sorted(passengersEverywhere(state))).toEqual(expected);
      }),
      { numRuns: runs(30) },
    );
  });

  it('after each killer card the killer stands exactly 1 (single) or 2 (double) rooms further clockwise', () => {
    fc.assert(
      fc.property(gameArb, ([seed, config, kind]) => {
        const { matches, events } = game(seed, config, kind);
        events.forEach((step, index) => {
          const before = matches[index]?.state;
          const after = matches[index + 1]?.state;
          if (before === undefined || after === undefined) throw new Error('no step');
          let at = before.killer;
          let owed = 0;
          for (const event of step) {
            if (event.type === 'killer-card-drawn') {
              expect(owed).toBe(0);
              expect(event.steps).toBe(event.card >= 55 ? 2 : 1);
              owed = event.steps;
            }
            if (event.type === 'killer-moved') {
              expect(owed).toBeGreaterThan(0);
              expect(event.from).toBe(at);
              expect(event.to).toBe(clockwiseOf(at, 1));
              at = event.to;
              owed--;
            }
          }
          // Only a loss halfway through a double leaves a step unwalked: the fifth passenger ("lost
          // immediately"), or the last figure taken in the first room ("Massacre!", rulings 11, 20).
          if (owed > 0) expect(['killer-collected-five-passengers', 'all-figures-gone']).toContain(after.outcome?.reason);
          expect(after.killer).toBe(at);
        });
      }),
      { numRuns: runs(30) },
    );
  });

  it('collected passengers never exceed 5, and 5 ends the game', () => {
    fc.assert(
      fc.property(gameArb, ([seed, config, kind]) => {
        const { matches } = game(seed, config, kind);
        for (const { state } of matches) {
          expect(state.killerFields.length).toBeLessThanOrEqual(5);
          if (state.killerFields.length === 5) expect(state.outcome?.reason).toBe('killer-collected-five-passengers');
        }
      }),
      { numRuns: runs(30) },
    );
  });

  it('decks only go down, unlock records only grow, and a figure\'s fate only worsens: an eliminated figure never returns', () => {
    fc.assert(
      fc.property(gameArb, ([seed, config, kind]) => {
        const { matches } = game(seed, config, kind);
        for (let index = 1; index < matches.length; index++) {
          const before = matches[index - 1]?.state;
          const after = matches[index]?.state;
          if (before === undefined || after === undefined) throw new Error('no step');
          after.rooms.forEach((room, at) => expect(depth(room.deck)).toBeGreaterThanOrEqual(depth(before.rooms[at]?.deck ?? 'upper')));
          expect(after.unlocked.upper.slice(0, before.unlocked.upper.length)).toEqual(before.unlocked.upper);
          expect(after.unlocked.middle.slice(0, before.unlocked.middle.length)).toEqual(before.unlocked.middle);
          after.figures.forEach((figure, at) => {
            const was = before.figures[at];
            if (was === undefined) throw new Error('no figure');
            expect(STATUS_ORDER[figure.status]).toBeGreaterThanOrEqual(STATUS_ORDER[was.status]);
            if (was.status === 'eliminated') expect(figure).toEqual(was);
            if (figure.status === 'eliminated') expect(figure.room).toBeNull();
          });
          // A revealed clue stays revealed.
          after.rooms.forEach((room, at) => {
            if (before.rooms[at]?.clueRevealed === true) expect(room.clueRevealed).toBe(true);
            expect(room.clueRevealed).toBe(room.deck === 'lower');
          });
        }
      }),
      { numRuns: runs(30) },
    );
  });

  it('the killer never shares a room with a passenger it walked into, and figures stand only in rooms', () => {
    fc.assert(
      fc.property(gameArb, ([seed, config, kind]) => {
        const { matches, events } = game(seed, config, kind);
        events.forEach((step, index) => {
          const after = matches[index + 1]?.state;
          if (after === undefined) throw new Error('no step');
          const entered = step.filter((event) => event.type === 'killer-moved').map((event) => (event.type === 'killer-moved' ? event.to : 'A'));
          const last = entered.at(-1);
          // Passengers in the killer's room after he walked in can only have been placed there afterwards.
          if (last !== undefined) {
            const placedAfter = new Set<number>();
            let seen = false;
            for (const event of step) {
              if (event.type === 'killer-moved' && event.to === last) seen = true;
              if (seen && event.type === 'passenger-placed') placedAfter.add(event.passenger);
            }
            for (const id of after.rooms[RING.indexOf(last)]?.passengers ?? []) expect(placedAfter.has(id) || after.outcome !== null).toBe(true);
          }
          for (const figure of after.figures) if (figure.room !== null) expect(RING).toContain(figure.room);
        });
      }),
      { numRuns: runs(20) },
    );
  });

  it('every finished game ended for a reason that holds', () => {
    fc.assert(
      fc.property(gameArb, ([seed, config, kind]) => {
        const { matches } = game(seed, config, kind);
        const final = matches.at(-1)?.state;
        if (final === undefined) throw new Error('no game');
        const outcome = final.outcome;
        expect(outcome).not.toBeNull();
        if (outcome === null) return;
        const seats = Array.from({ length: final.config.players }, (_, seat) => seat);
        const won = outcome.reason === 'psychopath-found';
        expect(outcome.winners).toEqual(won ? seats : []);
        expect(outcome.returns).toEqual(seats.map(() => (won ? 1 : -1)));
        switch (outcome.reason) {
          case 'killer-collected-five-passengers':
            expect(final.killerFields).toHaveLength(5);
            break;
          case 'passenger-pile-exhausted':
            expect(final.passengerPile).toEqual([]);
            break;
          case 'all-figures-gone':
            expect(final.figures.some((figure) => figure.status === 'white' || figure.status === 'red')).toBe(false);
            break;
          case 'psychopath-found':
          case 'wrong-showdown': {
            const last = matches.at(-1)?.log.at(-1);
            expect(last?.type).toBe('showdown');
            if (last?.type === 'showdown') expect(last.to === final.solution).toBe(won);
            break;
          }
          default:
            throw new Error(`unexpected reason ${outcome.reason}`);
        }
      }),
      { numRuns: runs(30) },
    );
  });
});

/** Every action shape a seat could send, over the game's ids (sampled: there are thousands). */
function universe(): KillercruiseAction[] {
  const out: KillercruiseAction[] = [];
  for (let player = 0; player < 4; player++) {
    for (let card = 1; card <= 48; card++) {
      for (const to of RING) {
        out.push({ type: 'move', player, card, to });
        out.push({ type: 'showdown', player, card, to });
        out.push({ type: 'unlock', player, room: to, key: card });
      }
      out.push({ type: 'second-key', player, key: card });
      out.push({ type: 'leave-key', player, card });
    }
    out.push({ type: 'carry', player, passenger: null });
    for (let passenger = 1; passenger <= 36; passenger++) out.push({ type: 'carry', player, passenger });
    out.push({ type: 'end-turn', player });
    out.push({ type: 'timer-expired', player });
  }
  return out;
}

describe('legalActions ⇔ reduce', () => {
  const candidates = universe();

  function agree(match: KcMatch, rng: Rng, sample: number): void {
    const legalKeys = new Set<string>();
    for (let seat = 0; seat < match.state.config.players; seat++) {
      for (const action of killercruise.legalActions(match.state, seat)) legalKeys.add(JSON.stringify(action));
    }
    const before = JSON.stringify(match.state);
    for (const candidate of rng.shuffle(candidates).slice(0, sample)) {
      const applied = applyAction(killercruise, match, candidate);
      expect(applied.ok, `${JSON.stringify(candidate)}: ${applied.ok ? 'accepted' : applied.error.message}`).toBe(legalKeys.has(JSON.stringify(candidate)));
    }
    for (const key of legalKeys) expect(applyAction(killercruise, match, JSON.parse(key)).ok).toBe(true);
    expect(JSON.stringify(match.state)).toBe(before);
  }

  it('on sampled candidates, an action is accepted exactly when legalActions lists it', () => {
    fc.assert(
      fc.property(gameArb, ([seed, config, kind]) => {
        const rng = createRng(`${seed}/candidates`);
        for (const match of game(seed, config, kind).matches) agree(match, rng, 40);
      }),
      { numRuns: runs(8) },
    );
  });

  it('while the game runs the active seat always has a legal action and every other seat none; the legal list stays small', () => {
    fc.assert(
      fc.property(gameArb, ([seed, config, kind]) => {
        for (const { state } of game(seed, config, kind).matches) {
          const active = killercruise.activePlayers(state);
          if (state.outcome !== null) {
            expect(active).toEqual([]);
            continue;
          }
          expect(active).toEqual([state.turn.player]);
          for (let seat = 0; seat < state.config.players; seat++) {
            const legal = killercruise.legalActions(state, seat);
            if (seat === state.turn.player) {
              expect(legal.length).toBeGreaterThan(0);
              expect(legal.length).toBeLessThanOrEqual(120);
            } else {
              expect(legal).toEqual([]);
            }
          }
        }
      }),
      { numRuns: runs(20) },
    );
  });
});

describe('determinism and saving', () => {
  it('same seed + same actions ⇒ byte-identical state JSON; a save round-trips', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), configArb, (seed, config) => {
        const played = randomGame(seed, config).at(-1);
        if (played === undefined) throw new Error('no game');
        const again = randomGame(seed, config).at(-1);
        expect(serializeMatch(again ?? played)).toBe(serializeMatch(played));
        const replayed = replay(killercruise, { config, seed, actions: played.log });
        expect(replayed.ok).toBe(true);
        if (!replayed.ok) return;
        expect(JSON.stringify(replayed.match.state)).toBe(JSON.stringify(played.state));
        const loaded = deserializeMatch(killercruise, serializeMatch(played), { verify: true });
        expect(loaded.ok).toBe(true);
        if (loaded.ok) expect(serializeMatch(loaded.match)).toBe(serializeMatch(played));
      }),
      { numRuns: runs(10) },
    );
  });

  it('reduce never changes the state it is given, and its results are frozen', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (seed) => {
        const matches = carefulGame(seed);
        for (const match of matches) {
          expect(Object.isFrozen(match.state)).toBe(true);
          expect(Object.isFrozen(match.state.rooms)).toBe(true);
          expect(Object.isFrozen(match.state.hands[0])).toBe(true);
          expect(Object.isFrozen(match.state.turn)).toBe(true);
        }
        // A frozen state cannot be changed at all; one a caller built from plain JSON could be.
        for (const match of matches.filter((_, index) => index % 10 === 0)) {
          const [seat] = killercruise.activePlayers(match.state);
          if (seat === undefined) continue;
          const json = JSON.stringify(match.state);
          for (const action of killercruise.legalActions(match.state, seat).slice(0, 4)) {
            const own = JSON.parse(json) as KillercruiseState;
            expect(killercruise.reduce(own, action, createRng(seed)).ok).toBe(true);
            expect(JSON.stringify(own)).toBe(json);
            expect(isNothingFrozen(own)).toBe(true);
          }
        }
      }),
      { numRuns: runs(5) },
    );
  });
});

describe('junk never throws', () => {
  const targets: KcMatch[] = (() => {
    const matches = randomGame('junk', { players: 3 });
    return [matches[0], matches[Math.floor(matches.length / 2)], matches.at(-1)].filter((match): match is KcMatch => match !== undefined);
  })();
  const actionTypes = ['move', 'showdown', 'carry', 'unlock', 'second-key', 'leave-key', 'end-turn', 'timer-expired'];

  junkProperties(killercruise, targets, actionTypes, ['player', 'card', 'to', 'passenger', 'room', 'key'], runs(200));

  it('a saved state that breaks the schema is refused when loaded', () => {
    const match = targets[0];
    if (match === undefined) throw new Error('no match');
    const broken = JSON.parse(serializeMatch(match)) as { state: { killer: string } };
    broken.state.killer = 'J';
    const loaded = deserializeMatch(killercruise, JSON.stringify(broken));
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error.code).toBe('INVALID_STATE');
    const state: KillercruiseState = match.state;
    expect(killercruise.schemas.state.safeParse(state).success).toBe(true);
  });
});
