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

/** The rare actions the biased games take whenever they may (a Scenario card's choices follow its play). */
const RARE = new Set(['use-ego', 'play-scenario', 'choose-player', 'choose-city', 'claim-mo']);

/** Every step of random games at `players` seats, through the immutable mode; `biased`: a rare action whenever one is legal. */
function randomSteps(players: number, games: number, biased = false): Step[] {
  const steps: Step[] = [];
  const chooser = createRng(`qck-writes/${players}`);
  for (let index = 0; index < games; index++) {
    const created = createMatch(quadCityKillers, { seed: `qck-writes/${players}/${index}${biased ? '/rare' : ''}`, config: { players, startingDexterity: 3 } });
    if (!created.ok) throw new Error(created.error.message);
    let { state, rng } = created.match;
    while (quadCityKillers.outcome(state) === null) {
      const legal = quadCityKillers.legalActions(state, chooser.pick(quadCityKillers.activePlayers(state)));
      const rare = biased ? legal.filter((action) => RARE.has(action.type)) : [];
      const action = chooser.pick(rare.length > 0 ? rare : legal);
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
/** Steps of games that take the rare actions whenever they may, in a game under way with an Action left after them. */
const RARE_STEPS = [2, 4, 6].flatMap((players) => randomSteps(players, 5, true)).filter(({ before }) => before.phase === 'play' && before.turn.actionsLeft > 0);

/** The rare steps of `type` that meet `when`: at least `least` of them. */
function rareSteps(type: QuadCityKillersAction['type'], least: number, when: (step: Step) => boolean = () => true): Step[] {
  const found = RARE_STEPS.filter((step) => step.action.type === type && when(step));
  expect(found.length).toBeGreaterThanOrEqual(least);
  return found;
}

/** The scene of the Scenario card waiting for a choice before `step`. */
function scene(step: Step): string | null {
  const pending = step.before.pending;
  return pending?.kind === 'player' || pending?.kind === 'city' ? pending.scene : null;
}

/** The seats and cities `step` names, in order. */
function reach({ before, paths }: Step): { seats: number[]; cities: number[] } {
  return { seats: [...named(paths, 'seats', before.seats.length)].sort(), cities: [...named(paths, 'cities', before.cities.length)].sort() };
}

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

  /** The Hunts taken with Actions left after them whose revealed Prey card has a Hometown, with that city. */
  const huntsForHome = (): { readonly step: Step; readonly home: number }[] =>
    STEPS.flatMap((step) => {
      const { before, action } = step;
      if (action.type !== 'hunt' || before.turn.actionsLeft <= 1) return [];
      const top = before.preyDeck[before.preyDeck.length - 1];
      const home = top === undefined ? null : (before.config.content.prey[top]?.city ?? null);
      return home === null ? [] : [{ step, home }];
    });

  it('names only the Hometown city a Hunt reveals for, with Actions left after it', () => {
    const hunts = huntsForHome();
    for (const { step, home } of hunts) {
      expect([...named(step.paths, 'cities', step.before.cities.length)]).toEqual([home]);
      expect(named(step.paths, 'seats', step.before.seats.length).size).toBe(0);
    }
    expect(hunts.length).toBeGreaterThan(3);
  });

  it('declares every field only at setup: a game under way names what its cascades reach', () => {
    const underWay = STEPS.filter(({ before }) => before.phase === 'play');
    const everything = underWay.filter(({ paths }) => paths.includes('seats') && paths.includes('cities') && paths.includes('preyDeck') && paths.includes('resourceDeck'));
    expect(everything.length / underWay.length).toBeLessThan(0.1);
  });

  it('names the seats and cities a rare action reaches, not every field', () => {
    for (const step of RARE_STEPS) expect(step.paths).not.toContain('firstPlayer');
    for (const step of STEPS.concat(RARE_STEPS)) {
      // A field whose every entry is named is named whole.
      expect(step.paths.filter((path) => typeof path !== 'string' && path[0] === 'seats').length).toBeLessThan(step.before.seats.length);
      expect(step.paths.filter((path) => typeof path !== 'string' && path[0] === 'cities').length).toBeLessThan(step.before.cities.length);
    }
  });

  it('names the claimant alone when an M.O. is claimed', () => {
    for (const step of rareSteps('claim-mo', 3)) expect(reach(step)).toEqual({ seats: [step.action.player], cities: [] });
  });

  it("names what the chosen player's scene touches", () => {
    for (const step of rareSteps('choose-player', 2, (at) => scene(at) === 'anonymous-tip')) expect(step.paths).toEqual(['pending']);
    for (const step of rareSteps('choose-player', 2, (at) => scene(at) === 'frame-job')) {
      expect(reach(step)).toEqual({ seats: [step.action.type === 'choose-player' ? step.action.target : -1], cities: [] });
    }
    for (const step of rareSteps('choose-player', 2, (at) => scene(at) === 'out-of-body')) {
      expect(reach(step).seats).toEqual(step.action.type === 'choose-player' ? [step.action.player, step.action.target].sort() : []);
      expect(step.paths).not.toContain('resourceDiscard');
    }
  });

  it('names the city Anonymous Call heats and the pawn Anonymous Tip moves', () => {
    for (const step of rareSteps('choose-city', 2, (at) => scene(at) === 'anonymous-call')) {
      expect(reach(step)).toEqual({ seats: [], cities: [step.action.type === 'choose-city' ? step.action.city : -1] });
    }
    for (const step of rareSteps('choose-city', 2, (at) => scene(at) === 'anonymous-tip')) {
      const pending = step.before.pending;
      expect(reach(step)).toEqual({ seats: [pending?.kind === 'city' ? pending.target : -1], cities: [] });
    }
  });

  it("names what an Ego's ability does", () => {
    const ability = (step: Step): string | undefined => {
      const mo = step.before.seats[step.action.player]?.mo;
      const card = mo === null || mo === undefined ? undefined : step.before.config.content.resources[mo];
      return card?.kind === 'ego' ? card.ability.type : undefined;
    };
    for (const step of rareSteps('use-ego', 2, (at) => ability(at) === 'attack-bonus' || ability(at) === 'cold-trail')) expect(step.paths).toEqual(['turn', 'attack']);
    for (const step of rareSteps('use-ego', 2, (at) => ability(at) === 'draw-card')) expect(reach(step)).toEqual({ seats: [step.action.player], cities: [] });
    for (const step of rareSteps('use-ego', 2, (at) => ability(at) === 'extra-prey')) {
      expect(reach(step).seats).toEqual([]);
      expect(step.paths).not.toContain('resourceDeck');
    }
  });

  it('names the discard piles for a placement only when its city may be full', () => {
    const hunts = huntsForHome().filter(({ step: { before }, home }) => (before.cities[home]?.prey.length ?? 0) < (before.config.content.cities[home]?.preySpaces ?? 0));
    for (const { step } of hunts) {
      expect(step.paths).not.toContain('preyDiscard');
      expect(step.paths).not.toContain('resourceDiscard');
    }
    expect(hunts.length).toBeGreaterThan(3);
  });

  it('names only the seat and small fields for a solo move or first discard, which draw nothing', () => {
    const solo = randomSteps(1, 2).concat(randomSteps(1, 3, true)).filter(({ before, action }) => before.phase === 'play' && (action.type === 'travel-to' || (action.type === 'discard' && before.pending === null)));
    expect(solo.length).toBeGreaterThan(10);
    for (const { paths } of solo) expect(paths.filter((path) => typeof path === 'string' && ['cities', 'preyDeck', 'resourceDeck', 'placing', 'firstPlayer'].includes(path))).toEqual([]);
  });
});
