/**
 * Property tests (DESIGN "How a game is tested", 2; issue 11 "properties"): random seeds, seat
 * counts and starting Dexterity, random legal play, and the invariants of the rulebook.
 * KILLER_RULES_SOAK (a multiplier, default 1) scales the number of runs up.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNothingFrozen } from '../../../src/core/clone.js';
import { applyAction, createRng, deserializeMatch, openWorld, replay, serializeMatch, type Rng } from '../../../src/core/index.js';
import { ACTION_TYPES, ACTIONS_PER_TURN } from '../../../src/games/quad-city-killers/index.js';
import { junkProperties } from '../../support/junk-properties.js';
import { expectAllCards, quadCityKillers, type QMatch, type QuadCityKillersAction } from './helpers.js';
import { randomGame, type Step } from './model.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);
const runs = (base: number): number => base * soak;

/** A seed, a seat count and a starting Dexterity spot that keeps the random games short. */
const gameArb = fc.tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 3, max: 5 }));
const multiArb = fc.tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 2, max: 6 }), fc.integer({ min: 2, max: 5 }));

describe('invariants along random games', () => {
  it('the 72 Prey and 72 Resource cards are always all accounted for: decks, discards, hands, under Prey, on the map, collections, boards, the Attack', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, spot]) => {
        for (const { after } of randomGame(seed, players, spot).steps) expectAllCards(after.state);
      }),
      { numRuns: runs(20) },
    );
  });

  it('multi-player: Heat moves at most once per turn in each city, Dexterity at most once per turn per seat, and Dexterity only rises', () => {
    let moves = 0;
    fc.assert(
      fc.property(multiArb, ([seed, players, spot]) => {
        let heat = new Map<number, number>();
        let dexterity = new Map<number, number>();
        for (const { before, events, after } of randomGame(seed, players, spot).steps) {
          for (const event of events) {
            if (event.type === 'turn-began') {
              heat = new Map();
              dexterity = new Map();
            }
            if (event.type === 'heat-bumped') heat.set(event.city, (heat.get(event.city) ?? 0) + 1);
            if (event.type === 'dexterity-moved') {
              expect(event.to).toBe(event.from + 1);
              dexterity.set(event.seat, (dexterity.get(event.seat) ?? 0) + 1);
              moves++;
            }
          }
          for (const count of heat.values()) expect(count).toBeLessThanOrEqual(1);
          for (const count of dexterity.values()) expect(count).toBeLessThanOrEqual(1);
          after.state.seats.forEach((seat, index) => expect(seat.dexterity).toBeGreaterThanOrEqual(before.state.seats[index]?.dexterity ?? 0));
          after.state.cities.forEach((city, index) => expect(city.heat).toBeGreaterThanOrEqual(before.state.cities[index]?.heat ?? 0));
        }
      }),
      { numRuns: runs(20) },
    );
    expect(moves).toBeGreaterThan(0);
  });

  it('multi-player: exactly three Actions a turn — every turn that ends spent 3, one Action at a time (a Modifier with the icon one more)', () => {
    let turns = 0;
    fc.assert(
      fc.property(multiArb, ([seed, players, spot]) => {
        let spent = 0;
        for (const { events } of randomGame(seed, players, spot).steps) {
          for (const event of events) {
            if (event.type === 'turn-began') spent = 0;
            if (event.type === 'action-spent') {
              spent++;
              expect(event.actionsLeft).toBe(ACTIONS_PER_TURN - spent);
            }
            if (event.type === 'turn-ended') {
              expect(spent).toBe(ACTIONS_PER_TURN);
              turns++;
            }
          }
          expect(spent).toBeLessThanOrEqual(ACTIONS_PER_TURN);
        }
      }),
      { numRuns: runs(20) },
    );
    expect(turns).toBeGreaterThan(0);
  });

  it('solo: Dexterity moves one spot per Attack, up on a kill and down on a failure; Heat never leaves its track', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 5 }), (seed, spot) => {
        for (const { events, after } of randomGame(seed, 1, spot).steps) {
          const rolled = events.filter((event) => event.type === 'attack-rolled');
          const moved = events.filter((event) => event.type === 'dexterity-moved');
          for (const event of moved) expect(Math.abs(event.to - event.from)).toBe(1);
          expect(moved.length).toBeLessThanOrEqual(Math.max(rolled.length, 0));
          for (const city of after.state.cities) expect(city.heat).toBeGreaterThanOrEqual(1);
          for (const city of after.state.cities) expect(city.heat).toBeLessThanOrEqual(6);
        }
      }),
      { numRuns: runs(25) },
    );
  });

  it('the answer window: while it is open the active seats are exactly those still to answer, never the attacker', () => {
    fc.assert(
      fc.property(multiArb, ([seed, players, spot]) => {
        for (const { after } of randomGame(seed, players, spot).steps) {
          const attack = after.state.attack;
          if (attack?.step !== 'answers' || after.state.outcome !== null) continue;
          expect(quadCityKillers.activePlayers(after.state)).toEqual(attack.waiting);
          expect(attack.waiting).not.toContain(attack.attacker);
        }
      }),
      { numRuns: runs(15) },
    );
  });

  it('the outcome: one winner in a multi-player game (+1, the others −1), the Notoriety totals as scores, tied seats only after a roll-off', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, spot]) => {
        const { final, steps } = randomGame(seed, players, spot);
        const outcome = final.state.outcome;
        if (outcome === null) throw new Error('no outcome');
        expect(quadCityKillers.outcome(final.state)).toBe(outcome);
        expect(outcome.returns).toHaveLength(players);
        expect(outcome.scores).toEqual(quadCityKillers.view(final.state, null).seats.map((seat) => seat.notoriety));
        if (players > 1) {
          expect(outcome.winners).toHaveLength(1);
          const winner = outcome.winners[0] ?? -1;
          expect(outcome.scores[winner]).toBe(Math.max(...outcome.scores));
          expect(outcome.tied.length > 0).toBe(outcome.reason === 'tie-rolled-off' || (outcome.reason === 'no-prey-left' && outcome.tied.length > 1));
          const rolledOff = steps.at(-1)?.events.some((event) => event.type === 'rolled-off' && event.purpose === 'winner') ?? false;
          expect(rolledOff).toBe(outcome.tied.length > 0);
        } else {
          expect(['dexterity-scale-completed', 'fell-below-dexterity-scale', 'all-cities-locked-down', 'no-prey-left']).toContain(outcome.reason);
          expect(outcome.rank).not.toBeNull();
        }
        expect(quadCityKillers.activePlayers(final.state)).toEqual([]);
      }),
      { numRuns: runs(20) },
    );
  });
});

/** Every action shape a seat could send, over ranges a little wider than the game's. */
function universe(players: number): QuadCityKillersAction[] {
  const out: QuadCityKillersAction[] = [];
  for (let player = 0; player < Math.min(players + 1, 6); player++) {
    for (let city = 0; city < 5; city++) {
      out.push({ type: 'place-prey', player, city, replacing: null }, { type: 'travel-to', player, city }, { type: 'choose-city', player, city });
      for (let id = 0; id < 72; id += 1) if (id % 6 === city) out.push({ type: 'place-prey', player, city, replacing: id });
    }
    for (let id = 0; id < 73; id++) {
      out.push(
        { type: 'attack', player, prey: id },
        { type: 'choose-weapon', player, card: id },
        { type: 'choose-modifier', player, card: id },
        { type: 'play-against', player, card: id },
        { type: 'play-scenario', player, card: id },
        { type: 'declare-ego', player, card: id },
        { type: 'discard', player, card: id },
      );
    }
    for (let target = 0; target < 7; target++) out.push({ type: 'choose-player', player, target });
    out.push(
      { type: 'choose-weapon', player, card: null },
      { type: 'choose-modifier', player, card: null },
      { type: 'hunt', player },
      { type: 'travel', player },
      { type: 'pass', player },
      { type: 'claim-mo', player },
      { type: 'use-ego', player },
      { type: 'refill', player },
    );
  }
  return out;
}

describe('pickLegal ⇔ rng.pick(legalActions)', () => {
  it('at every position of random games (solo included), for every seat, draws the same action with the same draws (none for a seat that may not act)', () => {
    const pickLegal = quadCityKillers.rules?.pickLegal;
    if (pickLegal === undefined) throw new Error('Quad City Killers has no pickLegal');
    fc.assert(
      fc.property(gameArb, fc.string({ maxLength: 6 }), ([seed, players, spot], drawSeed) => {
        const { steps, final } = randomGame(seed, players, spot);
        for (const [index, match] of [...steps.map((step) => step.before), final].entries()) {
          for (let seat = 0; seat < players; seat++) {
            const legal = quadCityKillers.legalActions(match.state, seat);
            const fast = createRng(`${drawSeed}/${index}/${seat}`);
            const listed = createRng(`${drawSeed}/${index}/${seat}`);
            expect(pickLegal(match.state, seat, fast)).toEqual(legal.length === 0 ? null : listed.pick(legal));
            expect(fast.state()).toEqual(listed.state());
          }
        }
      }),
      { numRuns: runs(10) },
    );
  });
});

describe('legalActions ⇔ reduce', () => {
  function agree(match: QMatch, candidates: readonly QuadCityKillersAction[], rng: Rng, sample: number): void {
    const legalKeys = new Set<string>();
    for (let seat = 0; seat < match.state.seats.length; seat++) for (const action of quadCityKillers.legalActions(match.state, seat)) legalKeys.add(JSON.stringify(action));
    const before = JSON.stringify(match.state);
    for (const candidate of rng.shuffle(candidates).slice(0, sample)) {
      const applied = applyAction(quadCityKillers, match, candidate);
      expect(applied.ok, `${JSON.stringify(candidate)}: ${applied.ok ? 'accepted' : applied.error.message}`).toBe(legalKeys.has(JSON.stringify(candidate)));
    }
    for (const key of legalKeys) expect(applyAction(quadCityKillers, match, JSON.parse(key)).ok).toBe(true);
    expect(JSON.stringify(match.state)).toBe(before);
  }

  it('on sampled candidates, an action is accepted exactly when legalActions lists it', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, spot]) => {
        const rng = createRng(`${seed}/candidates`);
        const candidates = universe(players);
        for (const { before } of randomGame(seed, players, spot).steps) agree(before, candidates, rng, 30);
      }),
      { numRuns: runs(8) },
    );
  });

  it('under random table rules: an action is accepted exactly when legalActions lists it, and every card stays accounted for', () => {
    const rulesArb = fc.record({
      lockdownBarsTravelOnly: fc.boolean(),
      rivalRollsOutOfBody: fc.boolean(),
      dayJobThroughFifteen: fc.boolean(),
      mulliganRetryGainsHeat: fc.boolean(),
      failedAttackKeepsEgo: fc.boolean(),
      turnEndsAtThirdAction: fc.boolean(),
    });
    fc.assert(
      fc.property(gameArb, rulesArb, ([seed, players, spot], rules) => {
        const rng = createRng(`${seed}/candidates`);
        const candidates = universe(players);
        for (const { before, after } of randomGame(seed, players, spot, 'random', rules).steps) {
          agree(before, candidates, rng, 20);
          expectAllCards(after.state);
        }
      }),
      { numRuns: runs(8) },
    );
  });

  it('while the game runs, the active seats have legal actions and the others none', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, spot]) => {
        for (const { before } of randomGame(seed, players, spot).steps) {
          const active = quadCityKillers.activePlayers(before.state);
          expect(active.length).toBeGreaterThan(0);
          for (let seat = 0; seat < players; seat++) {
            const legal = quadCityKillers.legalActions(before.state, seat);
            if (active.includes(seat)) expect(legal.length).toBeGreaterThan(0);
            else expect(legal).toEqual([]);
          }
        }
      }),
      { numRuns: runs(15) },
    );
  });
});

describe('determinism, saving and the two speeds', () => {
  it('same seed + same actions ⇒ byte-identical state JSON; a save round-trips and verifies', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, spot]) => {
        const { final } = randomGame(seed, players, spot);
        expect(serializeMatch(randomGame(seed, players, spot).final)).toBe(serializeMatch(final));
        const replayed = replay(quadCityKillers, { config: { players, startingDexterity: spot }, seed, actions: final.log });
        expect(replayed.ok).toBe(true);
        if (replayed.ok) expect(JSON.stringify(replayed.match.state)).toBe(JSON.stringify(final.state));
        const loaded = deserializeMatch(quadCityKillers, serializeMatch(final), { verify: true });
        expect(loaded.ok).toBe(true);
        if (loaded.ok) expect(serializeMatch(loaded.match)).toBe(serializeMatch(final));
      }),
      { numRuns: runs(8) },
    );
  });

  it('the mutable mode (openWorld) plays the same game as the immutable one, state and events', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, spot]) => {
        const { steps } = randomGame(seed, players, spot);
        const first = steps[0]?.before;
        if (first === undefined) return;
        const world = openWorld(quadCityKillers, first.state, first.rng);
        for (const { action, events, after } of steps) {
          const stepped = world.step(action);
          expect(stepped.ok).toBe(true);
          if (stepped.ok) expect(JSON.stringify(stepped.events)).toBe(JSON.stringify(events));
          expect(JSON.stringify(world.snapshot())).toBe(JSON.stringify(after.state));
        }
      }),
      { numRuns: runs(8) },
    );
  });

  it('no method freezes or changes a state the caller built from plain JSON', () => {
    const { steps } = randomGame('purity', 3, 4);
    for (const { before, action } of steps.filter((_, index) => index % 7 === 0)) {
      const json = JSON.stringify(before.state);
      const own = JSON.parse(json) as typeof before.state;
      quadCityKillers.legalActions(own, 0);
      quadCityKillers.view(own, 1);
      quadCityKillers.resample(own, 2, createRng('p'));
      quadCityKillers.resample(own, null, createRng('p'));
      quadCityKillers.reduce(own, action, createRng('p'));
      expect(JSON.stringify(own)).toBe(json);
      expect(isNothingFrozen(own)).toBe(true);
    }
  });
});

describe('junk never throws', () => {
  const steps: Step[] = randomGame('junk', 4, 4).steps;
  const targets = [steps[0]?.before, steps[Math.floor(steps.length / 2)]?.before, steps.at(-1)?.after].filter((match): match is QMatch => match !== undefined);
  junkProperties(quadCityKillers, targets, ACTION_TYPES, ['player', 'city', 'replacing', 'prey', 'card', 'target'], runs(300));
});
