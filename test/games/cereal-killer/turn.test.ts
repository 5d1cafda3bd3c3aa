/**
 * Turn and Victory Conditions: "Each turn (day) is divided into 2 phases: 1. The Killer moves: After
 * moving, verify that the victim objectives are met. 2. The Detective acts: After acting, move the
 * spoon to the next turn." Rulings 13 and 14.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EndReasonOf, Outcome, OutcomeOf } from '../../../src/core/index.js';
import type { EndReason } from '../../../src/games/cereal-killer/index.js';
import {
  DETECTIVE,
  KILLER,
  arrest,
  cerealKiller,
  claim,
  endTurn,
  finish,
  house,
  move,
  moves,
  place,
  play,
  playEvents,
  refusal,
  start,
  step,
  stripCity,
  walk,
  witness,
  type CerealKillerEvent,
  type CkMatch,
} from './helpers.js';

function objectiveEvents(events: readonly CerealKillerEvent[]): { day: number; required: number; victims: number; met: boolean }[] {
  return events.flatMap((event) =>
    event.type === 'objective-checked' ? [{ day: event.day, required: event.required, victims: event.victims, met: event.met }] : [],
  );
}

/**
 * A whole week on the stand-in city in which the Killer claims a victim every day and the Detective
 * sits on café 16 (which the Killer never needs). Returns the match after the Killer's day-7 move.
 */
function weekOfVictims(): { match: CkMatch; events: CerealKillerEvent[] } {
  return playEvents(
    start(),
    // Day 1: victim in 1 (Witness to park 2, its only park), then 6, 7, 8.
    house(1), claim(), ...walk(6, 7, 8), finish(), place(16), endTurn(),
    // Day 2: victim in 8 where the day starts (no park next to 8), then 3, 4, 5.
    claim(), ...walk(3, 4, 5), finish(), endTurn(),
    // Day 3: victim in 5 (park 4), then 10, 15, 20.
    claim(), ...walk(10, 15, 20), finish(), endTurn(),
    // Day 4: 25, victim there (park 24), back to 20 and 15.
    step(25), claim(), ...walk(20, 15), finish(), endTurn(),
    // Day 5: victim in 15 (park 14), through the subway to 6.
    claim(), ...walk(20, -20, 6), finish(), endTurn(),
    // Day 6: 11, victim there (park 12), 6, 1.
    step(11), claim(), ...walk(6, 1), finish(), endTurn(),
    // Day 7: 2, 3, victim in 3 (parks 2 and 4: the Killer picks 4), 8.
    ...walk(2, 3), claim(), witness(4), step(8), finish(),
  );
}

describe('Turn: "1. The Killer moves ... 2. The Detective acts"', () => {
  it('the Killer moves first; once it ends its move (ruling 9) the Detective acts and the Killer waits', () => {
    const written = play(start(), house(1), claim(), ...walk(6, 7, 8));
    expect(cerealKiller.activePlayers(written.state)).toEqual([KILLER]);
    const match = play(written, finish());
    expect(match.state.phase).toBe('detective');
    expect(cerealKiller.activePlayers(match.state)).toEqual([DETECTIVE]);
    expect(refusal(match, step(9)).code).toBe('NOT_YOUR_TURN');
    expect(cerealKiller.legalActions(match.state, KILLER)).toEqual([]);
  });

  it('"After acting, move the spoon to the next turn": the spoon moves only when the Detective ends its turn', () => {
    let match = play(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(16));
    expect(match.state.day).toBe(1);
    const ended = playEvents(match, endTurn());
    match = ended.match;
    expect(match.state.day).toBe(2);
    expect(match.state.phase).toBe('killer');
    expect(cerealKiller.activePlayers(match.state)).toEqual([KILLER]);
    expect(ended.events.map((event) => event.type)).toEqual(['detective-turn-ended', 'witness-disappeared', 'day-began']);
  });

  it('each day\'s move ends after the Killer\'s three steps and finish-move, and the Detective\'s turn follows, seven times', () => {
    const { match } = weekOfVictims();
    expect(match.state.day).toBe(7);
    expect(match.state.days.map((record) => record.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(match.state.killer.trail).toHaveLength(1 + 3 * 7);
  });
});

describe('Turn: "At the end of turn 2/4/7 you must have 1/3/6 victims in the city" (ruling 13)', () => {
  it('the objective is checked right after the Killer\'s move on days 2, 4 and 7 only', () => {
    const { match, events } = weekOfVictims();
    // Victims 1, 8, 5, 25, 15, 11 and 3: two by day 2, four by day 4, seven by day 7.
    expect(objectiveEvents(events)).toEqual([
      { day: 2, required: 1, victims: 2, met: true },
      { day: 4, required: 3, victims: 4, met: true },
      { day: 7, required: 6, victims: 7, met: true },
    ]);
    expect(match.state.days.map((record) => record.victim)).toEqual([1, 8, 5, 25, 15, 11, 3]);
    expect(match.state.outcome).toBeNull();
  });

  it('missing the day-2 objective ends the game at once: the Detective wins with killer-missed-objective', () => {
    // Strip city: houses 1-5 in the top row, café 21 under square 6.
    // Day 1: the Killer leaves house 5 without a victim (its one free day) and ends on street 8.
    // The Detective blocks square 6, so house 5 (8 → 7 → 6 → 5) is out of reach on day 2.
    const beforeDay2 = play(start({ city: stripCity }), house(5), ...walk(6, 7, 8), finish(), place(21), ...moves(6), endTurn());
    expect(beforeDay2.state.killer.move?.claimRequired).toBe(false);
    const { match, events } = playEvents(beforeDay2, ...walk(9, 10, 11), finish());
    expect(objectiveEvents(events)).toEqual([{ day: 2, required: 1, victims: 0, met: false }]);
    expect(match.state.outcome).toEqual({ winners: [DETECTIVE], reason: 'killer-missed-objective', returns: [-1, 1] });
    // At once: the Detective gets no day-2 turn.
    expect(match.state.phase).toBe('over');
    expect(cerealKiller.activePlayers(match.state)).toEqual([]);
    expect(events.map((event) => event.type).slice(-3)).toEqual(['killer-moved', 'objective-checked', 'game-ended']);
    expect(refusal(match, endTurn()).code).toBe('GAME_OVER');
  });

  it('missing the day-4 objective (2 victims of 3) ends the game for the Detective', () => {
    // Victims in 1 and 4, then the free day (house 5 was two steps from 7), then no house within
    // three steps of square 10.
    const beforeDay4 = play(
      start({ city: stripCity }),
      house(1), claim(), ...walk(2, 3, 4), finish(), place(21), endTurn(),
      claim(), ...walk(5, 6, 7), finish(), endTurn(),
      ...walk(8, 9, 10), finish(), endTurn(),
    );
    expect(beforeDay4.state.day).toBe(4);
    const { match, events } = playEvents(beforeDay4, ...walk(11, 12, 13), finish());
    expect(objectiveEvents(events)).toEqual([{ day: 4, required: 3, victims: 2, met: false }]);
    expect(match.state.outcome?.reason).toBe('killer-missed-objective');
    expect(match.state.outcome?.winners).toEqual([DETECTIVE]);
  });

  it('missing the day-7 objective (5 victims of 6) ends the game before the Detective\'s last turn', () => {
    // Victims on days 1-5, then the free day (house 5 was three steps from 8); on day 7 every house
    // is more than three steps from 11, so the day-7 objective of six is missed with five.
    const beforeDay7 = play(
      start({ city: stripCity }),
      house(1), claim(), ...walk(2, 1, 2), finish(), place(21), endTurn(),
      claim(), ...walk(3, 2, 3), finish(), endTurn(),
      claim(), ...walk(4, 3, 4), finish(), endTurn(),
      claim(), ...walk(5, 4, 5), finish(), endTurn(),
      claim(), ...walk(6, 7, 8), finish(), endTurn(),
      ...walk(9, 10, 11), finish(), endTurn(),
    );
    expect(beforeDay7.state.day).toBe(7);
    const { match, events } = playEvents(beforeDay7, ...walk(12, 13, 14), finish());
    expect(objectiveEvents(events)).toEqual([{ day: 7, required: 6, victims: 5, met: false }]);
    expect(match.state.outcome).toEqual({ winners: [DETECTIVE], reason: 'killer-missed-objective', returns: [-1, 1] });
  });

  it('with config killer: 1 the Detective (seat 0) wins a missed objective', () => {
    const match = play(
      start({ city: stripCity, killer: 1 }),
      house(5, 1), step(6, 1), step(7, 1), step(8, 1), finish(1), place(21, 0), move(6, 0), endTurn(0),
      step(9, 1), step(10, 1), step(11, 1), finish(1),
    );
    expect(match.state.outcome).toEqual({ winners: [0], reason: 'killer-missed-objective', returns: [1, -1] });
  });
});

describe('Victory Conditions: "Killer: Wins if the victim objectives are met while remaining hidden until the end of day 7" (ruling 14)', () => {
  it('after the Killer\'s day-7 move the game still runs: the Detective has its day-7 turn', () => {
    const { match } = weekOfVictims();
    expect(match.state.outcome).toBeNull();
    expect(cerealKiller.activePlayers(match.state)).toEqual([DETECTIVE]);
  });

  it('the Killer wins when the Detective ends its day-7 turn: killer-survived-seven-days', () => {
    const { match: afterMove } = weekOfVictims();
    const { match, events } = playEvents(afterMove, endTurn());
    expect(match.state.outcome).toEqual({ winners: [KILLER], reason: 'killer-survived-seven-days', returns: [1, -1] });
    expect(match.state.day).toBe(7);
    expect(events.map((event) => event.type)).toEqual(['detective-turn-ended', 'game-ended']);
  });

  it('the Detective keeps its day-7 chance to arrest: an arrest next to the Killer on day 7 wins', () => {
    const { match: afterMove } = weekOfVictims();
    // The Killer ended day 7 on house 8; square 13 is next to it.
    const match = play(afterMove, ...moves(17, 18, 13), arrest());
    expect(match.state.outcome).toEqual({ winners: [DETECTIVE], reason: 'detective-arrested-killer', returns: [-1, 1] });
  });

  it('a missed arrest on day 7 ends the Detective\'s last turn, and the Killer has survived', () => {
    const { match: afterMove } = weekOfVictims();
    const match = play(afterMove, arrest());
    expect(match.state.detective.arrestsLeft).toBe(3);
    expect(match.state.outcome?.reason).toBe('killer-survived-seven-days');
  });
});

describe('Victory Conditions: the four ends of the game, as types', () => {
  it('the module\'s EndReason is the game\'s exported EndReason, and the state\'s outcome is typed by it', () => {
    expectTypeOf<EndReasonOf<typeof cerealKiller>>().toEqualTypeOf<EndReason>();
    expectTypeOf<EndReason>().toEqualTypeOf<
      'detective-arrested-killer' | 'killer-missed-objective' | 'detective-out-of-arrests' | 'killer-survived-seven-days'
    >();
    expectTypeOf<OutcomeOf<typeof cerealKiller>>().toEqualTypeOf<Outcome<EndReason>>();
    expectTypeOf(cerealKiller.outcome).returns.toEqualTypeOf<Outcome<EndReason> | null>();
    expectTypeOf<Extract<CerealKillerEvent, { type: 'game-ended' }>['reason']>().toEqualTypeOf<EndReason>();
  });
});
