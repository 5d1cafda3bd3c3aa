/**
 * Hidden information (docs/games/cereal-killer.md "Hidden information"; DESIGN "Hidden information
 * stays hidden" and "resample"): views per seat, private events, the notepad shown at the end,
 * resample for the Detective drawing trails consistent with the public record, and (ruling 9) every
 * complete Killer move looking the same to the Detective as any other that leaves the same city.
 */
import { describe, expect, it } from 'vitest';
import { createRng, eventsFor, type GameEvent } from '../../../src/core/index.js';
import {
  DETECTIVE,
  KILLER,
  arrest,
  ask,
  cerealKiller,
  claim,
  cityOf,
  endTurn,
  finish,
  house,
  move,
  moves,
  place,
  play,
  playEvents,
  start,
  step,
  stripCity,
  viewOf,
  walk,
  witness,
  type CerealKillerAction,
  type CerealKillerEvent,
  type CerealKillerState,
  type CkMatch,
  type Spot,
} from './helpers.js';
import { consistentTrails, isHouse, parksNextTo, randomGame, stateTrailProblems, trailProblems, victimReachable, walksFrom } from './model.js';

/** The share of `trails` for each value of `key`. */
function shareBy(trails: readonly (readonly Spot[])[], key: (trail: readonly Spot[]) => Spot | undefined): Map<Spot | undefined, number> {
  const shares = new Map<Spot | undefined, number>();
  for (const trail of trails) shares.set(key(trail), (shares.get(key(trail)) ?? 0) + 1 / trails.length);
  return shares;
}

const PRIVATE = ['starting-house-chosen', 'killer-stepped', 'victim-claimed', 'witness-placed'];

/** Who may see an event (undefined: everyone). */
const audience = (event: GameEvent): readonly number[] | undefined => event.visibleTo;

describe('views per seat', () => {
  it('the Killer sees its notepad and move in progress; the Detective and spectators see neither', () => {
    const match = play(start(), house(3), claim(), witness(4), step(8));
    const killerView = viewOf(match, KILLER);
    expect(killerView.role).toBe('killer');
    expect(killerView.killer?.trail).toEqual([3, 8]);
    expect(killerView.killer?.move).toMatchObject({ victim: 3, witness: 4 });
    for (const viewer of [DETECTIVE, null]) {
      const shown = viewOf(match, viewer);
      expect(shown.killer).toBeNull();
      expect(shown.role).toBe(viewer === null ? 'spectator' : 'detective');
    }
  });

  it('with the Killer in seat 1, seat 1 sees the notepad and seat 0 does not', () => {
    const match = play(start({ killer: 1 }), house(5, 1), step(4, 1));
    expect(viewOf(match, 1).killer?.trail).toEqual([5, 4]);
    expect(viewOf(match, 0).killer).toBeNull();
  });

  it('the public record holds what the city shows, never the Killer\'s square', () => {
    const match = play(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(10), ...moves(9, 8, 3), ask('sameRow'), endTurn());
    const shown = viewOf(match, DETECTIVE);
    expect(shown.days).toEqual([
      { day: 1, detectiveAt: null, victim: 1, witness: 2, interrogation: { question: 'sameRow', answer: false }, arrest: null },
    ]);
    expect(shown.killer).toBeNull();
  });
});

describe('events and eventsFor', () => {
  function dayOne(killer: 0 | 1): ReturnType<typeof playEvents> {
    const d = 1 - killer;
    return playEvents(
      start({ killer }),
      house(3, killer), claim(killer), witness(4, killer), step(8, killer), step(7, killer), step(6, killer), finish(killer), place(16, d),
    );
  }

  for (const killer of [0, 1] as const) {
    it(`events that give the Killer away are visibleTo [${killer}] only (Killer in seat ${killer})`, () => {
      const { events } = dayOne(killer);
      const privateEvents = events.filter((event) => PRIVATE.includes(event.type));
      expect(privateEvents.map((event) => event.type)).toEqual([
        'starting-house-chosen', 'victim-claimed', 'witness-placed', 'killer-stepped', 'killer-stepped', 'killer-stepped',
      ]);
      for (const event of privateEvents) expect(audience(event)).toEqual([killer]);
      for (const event of events.filter((event) => !PRIVATE.includes(event.type))) expect(audience(event)).toBeUndefined();
    });

    it(`eventsFor: the Detective (seat ${1 - killer}) and spectators see what the city shows (Killer in seat ${killer})`, () => {
      const { events } = dayOne(killer);
      const publicEvents = [
        { type: 'killer-moved', day: 1, victim: 3, witness: 4, victims: 1 },
        { type: 'detective-placed', cafe: 16 },
      ];
      expect(eventsFor(events, 1 - killer)).toEqual(publicEvents);
      expect(eventsFor(events, null)).toEqual(publicEvents);
      expect(eventsFor(events, killer)).toEqual(events);
    });
  }
});

describe('"Once the game is over, every view shows the Killer\'s notepad"', () => {
  it('after an arrest both seats and spectators see the trail, and game-ended carries it publicly', () => {
    const { match, events } = playEvents(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(10), move(9), arrest());
    for (const viewer of [KILLER, DETECTIVE, null]) expect(viewOf(match, viewer).killer?.trail).toEqual([1, 6, 7, 8]);
    const ended = eventsFor(events, DETECTIVE).find((event) => event.type === 'game-ended');
    expect(ended).toMatchObject({ trail: [1, 6, 7, 8] });
  });
});

describe('resample(state, viewer, rng)', () => {
  /** Running states from a few random games, with the Detective's or the Killer's turn. */
  const states: CerealKillerState[] = [];
  for (let game = 0; game < 12; game++) {
    for (const match of randomGame(`hidden/${game}`)) if (match.state.outcome === null) states.push(match.state);
  }

  it('the model accepts every trail actually played (so it is not stricter than the rules)', () => {
    for (const state of states) expect(stateTrailProblems(state)).toEqual([]);
  });

  it('the model rejects a trail that breaks the public record', () => {
    // Victim 1 on day 1 with the Witness in park 2: a trail that never visits 1, or ends in 2, is wrong.
    const match = play(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(10));
    const { city } = match.state.config;
    expect(trailProblems(city, match.state.days, [3, 8, 7, 6], null)).not.toEqual([]);
    expect(trailProblems(city, match.state.days, [1, 6, 1, 2], null)).not.toEqual([]);
    expect(trailProblems(city, match.state.days, [1, 6, 1, 6], null)).toEqual([]);
  });

  it('keeps the Detective\'s view, and draws a trail consistent with the public record', () => {
    const rng = createRng('resample/consistent');
    for (const state of states) {
      const world = cerealKiller.resample(state, DETECTIVE, rng);
      expect(JSON.stringify(cerealKiller.view(world, DETECTIVE))).toBe(JSON.stringify(cerealKiller.view(state, DETECTIVE)));
      expect(cerealKiller.schemas.state.safeParse(world).success).toBe(true);
      expect(stateTrailProblems(world)).toEqual([]);
    }
  });

  it('changes the trail on some seeds', () => {
    const rng = createRng('resample/changes');
    const changed = states.filter((state) => {
      const world = cerealKiller.resample(state, DETECTIVE, rng);
      return JSON.stringify(world.killer.trail) !== JSON.stringify(state.killer.trail);
    });
    expect(changed.length).toBeGreaterThan(states.length / 4);
  });

  it('the Killer sees everything: its resample returns the same state', () => {
    const rng = createRng('resample/killer');
    for (const state of states) expect(cerealKiller.resample(state, KILLER, rng)).toEqual(state);
  });

  it('after the end nothing is hidden: the Detective\'s resample keeps the trail', () => {
    const match = play(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(10), move(9), arrest());
    expect(cerealKiller.resample(match.state, DETECTIVE, createRng('over')).killer.trail).toEqual([1, 6, 7, 8]);
  });

  it('a public record that no trail fits makes resample throw rather than hand back the true trail', () => {
    // 2 × 2 city: house 1, streets 2 and 3, café 4. Every three-step walk from house 1 ends on 2
    // or 3, both next to café 4, so an arrest from 4 on day 1 cannot have missed.
    const city = cityOf('tiny', ['HS', 'SC']);
    const day2 = play(start({ city }), house(1), ...walk(2, 1, 2), finish(), place(4), endTurn());
    const { state } = day2;
    expect(() => cerealKiller.resample(state, DETECTIVE, createRng('resample/consistent-record'))).not.toThrow();
    const record = state.days[0];
    if (record === undefined) throw new Error('no day-1 record');
    const impossible: CerealKillerState = {
      ...state,
      detective: { ...state.detective, arrestsLeft: 3 },
      days: [{ ...record, arrest: { from: 4, caught: false } }],
    };
    expect(() => cerealKiller.resample(impossible, DETECTIVE, createRng('resample/impossible'))).toThrow(/no Killer trail fits the public record/);
  });

  it('a victimless day after the chosen one is drawn only from where no victim was reachable (ruling 7)', () => {
    // 7 × 3 city, houses 1 and 2 in the top-left corner, café 21 in the far corner:
    //    1 H  2 H  3 ...  7
    //    8 ...           14
    //   15 ...           21 C
    // Day 1: victim in 1, ending on 10. Day 2: the free day, ending on 13. Day 3: house 2 is five
    // steps away, so the day is victimless again, without a choice.
    const city = cityOf('corner houses', ['HHSSSSS', 'SSSSSSS', 'SSSSSSC']);
    const match = play(
      start({ city }),
      house(1), claim(), ...walk(8, 9, 10), finish(), place(21), endTurn(),
      ...walk(11, 12, 13), finish(), endTurn(),
      ...walk(14, 7, 6), finish(),
    );
    expect(match.state.days.map((record) => record.victim)).toEqual([1, null, null]);
    const rng = createRng('resample/second-victimless');
    const starts = new Set<number>();
    for (let draw = 0; draw < 200; draw++) {
      const world = cerealKiller.resample(match.state, DETECTIVE, rng);
      // The model refuses a day-3 start within three steps of house 2.
      expect(stateTrailProblems(world)).toEqual([]);
      starts.add(world.killer.trail[6] ?? 0);
    }
    expect(starts.size).toBeGreaterThan(1);
  });

  it('a house claimed on two days is a record trails fit (ruling 3), and they are drawn in their exact proportions', () => {
    // Day 1: victim in house 8 (no park, no Witness), 3 - 4 - 5. Day 2, the Detective on café 10:
    // 5 - 4 - 3 - 8, victim in house 8 again. Every trail that passes 8 on both days fits.
    const match = play(
      start(),
      house(8), claim(), ...walk(3, 4, 5), finish(), place(10), endTurn(),
      ...walk(4, 3, 8), claim(), finish(),
    );
    expect(match.state.days.map((record) => record.victim)).toEqual([8, 8]);
    const { city } = match.state.config;
    const consistent = consistentTrails(city, match.state.days);
    const exact = shareBy(consistent, (trail) => trail[0]);
    const drawn: Spot[][] = [];
    const rng = createRng('resample/house-claimed-twice');
    for (let draw = 0; draw < 3000; draw++) drawn.push([...cerealKiller.resample(match.state, DETECTIVE, rng).killer.trail]);
    const keys = new Set(consistent.map((trail) => JSON.stringify(trail)));
    for (const trail of drawn) expect(keys.has(JSON.stringify(trail))).toBe(true);
    // Each starting house as often as the share of consistent trails it starts (within ±0.04,
    // about four standard errors of 3000 draws; a seeded, repeatable run).
    const observed = shareBy(drawn, (trail) => trail[0]);
    for (const [start, share] of exact) expect(Math.abs((observed.get(start) ?? 0) - share)).toBeLessThan(0.04);
  });

  it('a day on which no victim was reachable leaves the free day unused, in the draw too (ruling 7)', () => {
    // Strip city. Day 1: victim in 5, 6 - 7 - 8. Day 2, the Detective on 6: no victim, 7 - 8 - 7.
    // Day 3, the Detective on café 21: no victim, 6 - 7 - 8. Two victimless days fit the record
    // when one of them had no victim in reach: either may have been the Killer's choice.
    const match = play(
      start({ city: stripCity }),
      house(5), claim(), ...walk(6, 7, 8), finish(), place(21), ...moves(6), endTurn(),
      ...walk(7, 8, 7), finish(), ...moves(21), endTurn(),
      ...walk(6, 7, 8), finish(),
    );
    expect(match.state.days.map((record) => record.victim)).toEqual([5, null, null]);
    const consistent = consistentTrails(stripCity, match.state.days);
    const day2Chosen = (trail: readonly Spot[]): boolean => victimReachable(stripCity, trail[3] ?? 0, 6);
    const exact = consistent.filter(day2Chosen).length / consistent.length;
    // Both kinds of world exist: the free day spent on day 2 (day 3 forced), or on day 3.
    expect(exact).toBeGreaterThan(0.1);
    expect(exact).toBeLessThan(0.9);
    const rng = createRng('resample/forced-day');
    let chosen = 0;
    const draws = 3000;
    for (let draw = 0; draw < draws; draw++) {
      const world = cerealKiller.resample(match.state, DETECTIVE, rng);
      expect(stateTrailProblems(world)).toEqual([]);
      if (day2Chosen(world.killer.trail)) chosen++;
    }
    expect(Math.abs(chosen / draws - exact)).toBeLessThan(0.04);
  });

  it('draws every consistent trail, about equally often ("the draw is exact, not rejection sampling")', () => {
    // After day 1 the Detective knows: victim in house 8 (no Witness), nothing else. Every
    // starting house and three steps through 8 fits.
    const match: CkMatch = play(start(), house(8), claim(), ...walk(3, 4, 5), finish(), place(10));
    const { city } = match.state.config;
    const houses = city.squares.flatMap((kind, index) => (kind === 'house' ? [index + 1] : []));
    const consistent = houses.flatMap((from) =>
      walksFrom(city, from, null)
        .filter((walk) => from === 8 || walk.includes(8))
        .map((walk) => JSON.stringify([from, ...walk])),
    );
    const counts = new Map<string, number>();
    const rng = createRng('resample/uniform');
    const draws = 40 * consistent.length;
    for (let draw = 0; draw < draws; draw++) {
      const key = JSON.stringify(cerealKiller.resample(match.state, DETECTIVE, rng).killer.trail);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...consistent].sort());
    // 40 expected draws each: a fair draw stays well within 10..80 (a seeded, repeatable run).
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(10);
      expect(count).toBeLessThan(80);
    }
  });
});

/** One complete Killer move from a given state: the actions and what the Detective saw after each. */
interface KillerMoveRun {
  readonly actions: readonly CerealKillerAction[];
  /** Per action: the Detective's events and views (the Detective's and the spectator's), as JSON. */
  readonly seen: readonly string[];
  /** What the city shows once the move has ended: the day's victim and Witness. */
  readonly shows: string;
  /** How many steps had been taken when the victim was claimed; `null` for no claim. */
  readonly claimedAfter: number | null;
  /** Where the move ended. */
  readonly end: number;
}

/**
 * Every complete Killer move from `state` (the start of a Killer move), by depth-first search over
 * the Killer's legal actions, through `reduce` itself.
 */
function everyKillerMove(state: CerealKillerState): KillerMoveRun[] {
  const killer = state.config.killer;
  const detective = 1 - killer;
  const rng = createRng('every-killer-move');
  const runs: KillerMoveRun[] = [];
  const explore = (current: CerealKillerState, actions: CerealKillerAction[], seen: string[], claimedAfter: number | null): void => {
    for (const action of cerealKiller.legalActions(current, killer)) {
      const result = cerealKiller.reduce(current, action, rng);
      if (!result.ok) throw new Error(`a legal action was refused: ${result.error.message}`);
      const next = result.state;
      const events: CerealKillerEvent[] = result.events;
      const observed = JSON.stringify([eventsFor(events, detective), cerealKiller.view(next, detective), cerealKiller.view(next, null)]);
      const stepsBefore = actions.filter((taken) => taken.type === 'step').length;
      const claimed = action.type === 'claim-victim' ? stepsBefore : claimedAfter;
      if (next.phase === 'killer' && next.day === current.day) {
        explore(next, [...actions, action], [...seen, observed], claimed);
        continue;
      }
      const record = next.days.at(-1);
      const end = next.killer.trail.at(-1);
      if (record === undefined || end === undefined) throw new Error('a finished move left no record');
      runs.push({
        actions: [...actions, action],
        seen: [...seen, observed],
        shows: JSON.stringify({ victim: record.victim, witness: record.witness }),
        claimedAfter: claimed,
        end,
      });
    }
  };
  explore(state, [], [], null);
  return runs;
}

describe('Ruling 9: the Killer\'s actions tell the Detective nothing the city does not show', () => {
  const dayStarts: [string, () => CkMatch][] = [
    ['day 1, before the starting house', () => start()],
    ['day 2, the Detective on café 16', () => play(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(16), endTurn())],
    [
      // Day 1 victimless by choice, so on day 3 a victim is owed wherever one can be reached.
      'day 3, the free day used, the Detective on house 13',
      () => play(
        start(),
        house(5), ...walk(4, 3, 8), finish(), place(16), endTurn(),
        claim(), ...walk(9, 10, 15), finish(), ...moves(17, 18, 13), endTurn(),
      ),
    ],
  ];

  for (const [name, build] of dayStarts) {
    describe(name, () => {
      const before = build().state;
      const runs = everyKillerMove(before);
      const { city } = before.config;
      const detective = 1 - before.config.killer;
      const unchanged = JSON.stringify([[], cerealKiller.view(before, detective), cerealKiller.view(before, null)]);

      it('every action before finish-move leaves the Detective\'s events empty and its view as it was; the move ends with finish-move', () => {
        expect(runs.length).toBeGreaterThan(20);
        for (const run of runs) {
          expect(run.actions.at(-1)?.type).toBe('finish-move');
          for (const observed of run.seen.slice(0, -1)) expect(observed).toBe(unchanged);
        }
      });

      it('moves that end with the same victim and Witness look the same to the Detective, action by action', () => {
        const byShown = new Map<string, string>();
        for (const run of runs) {
          const trace = JSON.stringify(run.seen);
          const first = byShown.get(run.shows);
          if (first === undefined) byShown.set(run.shows, trace);
          else expect(trace, `${JSON.stringify(run.actions)} shows ${run.shows}`).toBe(first);
        }
      });

      it('... whichever step the victim was claimed on, and whether a victimless move ended on a house', () => {
        // The comparison above is only meaningful if such moves exist side by side.
        const claimSteps = new Map<string, Set<number>>();
        for (const run of runs) {
          if (run.claimedAfter === null) continue;
          const steps = claimSteps.get(run.shows) ?? new Set<number>();
          steps.add(run.claimedAfter);
          claimSteps.set(run.shows, steps);
        }
        expect([...claimSteps.values()].some((steps) => steps.size >= 2)).toBe(true);
        const victimless = runs.filter((run) => run.claimedAfter === null);
        if (before.killer.move?.claimRequired === true) {
          // Ruling 7: with a victim owed there is no victimless move to compare.
          expect(victimless).toEqual([]);
          return;
        }
        // Any house, one claimed before included, could have taken a victim (ruling 3).
        const endsOnHouse = (run: KillerMoveRun): boolean => isHouse(city, run.end);
        expect(victimless.some(endsOnHouse)).toBe(true);
        expect(victimless.some((run) => !endsOnHouse(run))).toBe(true);
      });

      it('the number of Killer actions is what the public record predicts', () => {
        for (const run of runs) {
          const { victim, witness } = JSON.parse(run.shows) as { victim: number | null; witness: number | null };
          const parks = victim === null ? 0 : parksNextTo(city, victim).length;
          expect(witness === null).toBe(parks === 0);
          // 3 steps, a claim if there is a victim, a Witness choice among two or more parks,
          // finish-move, and on day 1 the starting house.
          const predicted = 3 + (victim === null ? 0 : 1) + (parks >= 2 ? 1 : 0) + 1 + (before.day === 1 ? 1 : 0);
          expect(run.actions).toHaveLength(predicted);
        }
      });
    });
  }
});
