/**
 * Hidden information (docs/games/cereal-killer.md "Hidden information"; DESIGN "Hidden information
 * stays hidden" and "resample"): views per seat, private events, the notepad shown at the end, and
 * resample for the Detective drawing trails consistent with the public record.
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
  house,
  move,
  moves,
  place,
  play,
  playEvents,
  start,
  step,
  viewOf,
  walk,
  witness,
  type CerealKillerState,
  type CkMatch,
} from './helpers.js';
import { randomGame, stateTrailProblems, trailProblems, walksFrom } from './model.js';

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
    const match = play(start(), house(1), claim(), ...walk(6, 7, 8), place(10), ...moves(9, 8, 3), ask('sameRow'), endTurn());
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
    return playEvents(start({ killer }), house(3, killer), claim(killer), witness(4, killer), step(8, killer), step(7, killer), step(6, killer), place(16, d));
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
    const { match, events } = playEvents(start(), house(1), claim(), ...walk(6, 7, 8), place(10), move(9), arrest());
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
    const match = play(start(), house(1), claim(), ...walk(6, 7, 8), place(10));
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
    const match = play(start(), house(1), claim(), ...walk(6, 7, 8), place(10), move(9), arrest());
    expect(cerealKiller.resample(match.state, DETECTIVE, createRng('over')).killer.trail).toEqual([1, 6, 7, 8]);
  });

  it('a second victimless day is drawn only from where no victim was reachable (ruling 7)', () => {
    // 7 × 3 city, houses 1 and 2 in the top-left corner, café 21 in the far corner:
    //    1 H  2 H  3 ...  7
    //    8 ...           14
    //   15 ...           21 C
    // Day 1: victim in 1, ending on 10. Day 2: the free day, ending on 13. Day 3: house 2 is five
    // steps away, so the day is victimless again, without a choice.
    const city = cityOf('corner houses', ['HHSSSSS', 'SSSSSSS', 'SSSSSSC']);
    const match = play(
      start({ city }),
      house(1), claim(), ...walk(8, 9, 10), place(21), endTurn(),
      ...walk(11, 12, 13), endTurn(),
      ...walk(14, 7, 6),
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

  it('draws every consistent trail, about equally often ("the draw is exact, not rejection sampling")', () => {
    // After day 1 the Detective knows: victim in house 8 (no Witness), nothing else. Every
    // starting house and three steps through 8 fits.
    const match: CkMatch = play(start(), house(8), claim(), ...walk(3, 4, 5), place(10));
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
