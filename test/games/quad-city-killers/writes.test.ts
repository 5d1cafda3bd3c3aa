/**
 * What each action declares it writes (`writes.ts`, read by the immutable mode, which copies only
 * that). The conformance kit and test/core/writes.test.ts prove the declarations wide enough (an
 * undeclared write is refused); these check that they stay narrow: a seat or a city an action does
 * not name is the very same object afterwards, and the actions of a game under way name the seats
 * and cities their cascade reaches, not every one.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, createRng, restoreRng } from '../../../src/core/index.js';
import type { WritePath } from '../../../src/core/types.js';
import { writes } from '../../../src/games/quad-city-killers/writes.js';
import { quadCityKillers, type QuadCityKillersAction, type QuadCityKillersState } from './helpers.js';

/** The entries of `field` (`seats` or `cities`) that `paths` names, out of `count`. */
function named(paths: readonly WritePath[], field: string, count: number): Set<number> {
  if (paths.includes(field)) return new Set(Array.from({ length: count }, (_, at) => at));
  return new Set(paths.flatMap((path) => (typeof path !== 'string' && path[0] === field ? [Number(path[1])] : [])));
}

interface Step {
  readonly before: QuadCityKillersState;
  readonly action: QuadCityKillersAction;
  readonly after: QuadCityKillersState;
  readonly paths: readonly WritePath[];
}

/** Every step of random games at `players` seats, through the immutable mode. */
function randomSteps(players: number, games: number): Step[] {
  const steps: Step[] = [];
  const chooser = createRng(`qck-writes/${players}`);
  for (let index = 0; index < games; index++) {
    const created = createMatch(quadCityKillers, { seed: `qck-writes/${players}/${index}`, config: { players, startingDexterity: 3 } });
    if (!created.ok) throw new Error(created.error.message);
    let { state, rng } = created.match;
    while (quadCityKillers.outcome(state) === null) {
      const action = chooser.pick(quadCityKillers.legalActions(state, chooser.pick(quadCityKillers.activePlayers(state))));
      const stream = restoreRng(rng);
      const result = quadCityKillers.reduce(state, action, stream);
      if (!result.ok) throw new Error(result.error.message);
      steps.push({ before: state, action, after: result.state, paths: writes(state, action) });
      state = result.state;
      rng = stream.state();
    }
  }
  return steps;
}

const STEPS = [2, 4, 6].flatMap((players) => randomSteps(players, 2));

describe('writes: the seats and cities an action names', () => {
  it('shares every seat and city an action does not name with the state before', () => {
    for (const { before, after, paths } of STEPS) {
      const seats = named(paths, 'seats', before.seats.length);
      const cities = named(paths, 'cities', before.cities.length);
      before.seats.forEach((seat, at) => {
        if (!seats.has(at)) expect(after.seats[at]).toBe(seat);
      });
      before.cities.forEach((city, at) => {
        if (!cities.has(at)) expect(after.cities[at]).toBe(city);
      });
    }
  });

  it('names only the attacker and its city when the last answer resolves an Attack with Actions left', () => {
    let resolving = 0;
    for (const { before, action, paths } of STEPS) {
      const attack = before.attack;
      if (attack?.step !== 'answers' || attack.waiting.length !== 1 || before.turn.actionsLeft <= 0 || action.type !== 'pass') continue;
      resolving++;
      expect([...named(paths, 'seats', before.seats.length)]).toEqual([attack.attacker]);
      expect([...named(paths, 'cities', before.cities.length)]).toEqual([attack.city]);
    }
    expect(resolving).toBeGreaterThan(10);
  });

  it('names only the Hometown city a Hunt reveals for, with Actions left after it', () => {
    let hunts = 0;
    for (const { before, action, paths } of STEPS) {
      if (action.type !== 'hunt' || before.turn.actionsLeft <= 1) continue;
      const top = before.preyDeck[before.preyDeck.length - 1];
      const home = top === undefined ? null : (before.config.content.prey[top]?.city ?? null);
      if (home === null) continue;
      hunts++;
      expect([...named(paths, 'cities', before.cities.length)]).toEqual([home]);
      expect(named(paths, 'seats', before.seats.length).size).toBe(0);
    }
    expect(hunts).toBeGreaterThan(3);
  });

  it('declares every field only at setup: a game under way names what its cascades reach', () => {
    const underWay = STEPS.filter(({ before }) => before.phase === 'play');
    const everything = underWay.filter(({ paths }) => paths.includes('seats') && paths.includes('cities') && paths.includes('preyDeck') && paths.includes('resourceDeck'));
    expect(everything.length / underWay.length).toBeLessThan(0.1);
  });
});
