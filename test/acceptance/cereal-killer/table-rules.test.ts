/**
 * Acceptance scenarios for the table rules of One Card: Cereal Killer (docs/games/cereal-killer.md,
 * "Table rules"): each option is a ruling the rulebook lets groups read two ways. Every test quotes
 * the two lines the readings rest on and plays the same position under the engine's ruling (the
 * default) and under the option flipped, so that it fails if the option is ignored either way.
 *
 * The stand-in city, numbered row-major from 1:
 *
 *    1 house   2 park    3 house   4 park    5 house
 *    6 subway  7 street  8 house   9 street 10 cafe
 *   11 house  12 park   13 house  14 park   15 house
 *   16 cafe   17 street 18 street 19 street 20 subway
 *   21 house  22 park   23 house  24 park   25 house
 */
import { describe, expect, it } from 'vitest';
import type { CerealKillerConfigInput, CerealKillerRules } from '../../../src/games/cereal-killer/index.js';
import {
  arrest,
  ask,
  cerealKiller,
  claim,
  endTurn,
  finish,
  house,
  killerAt,
  legalSteps,
  legalTypes,
  move,
  moves,
  place,
  play,
  refusal,
  start,
  step,
  stripCity,
  walk,
  witness,
  type CkMatch,
} from '../../games/cereal-killer/helpers.js';

/** A config with one table rule set, on the stand-in city unless `config` says otherwise. */
function withRule(name: keyof CerealKillerRules, value: boolean, config: CerealKillerConfigInput = {}): CerealKillerConfigInput {
  return { ...config, rules: { [name]: value } };
}

/** The match `build` plays, once under the engine's ruling and once with the option flipped. */
function both(name: keyof CerealKillerRules, build: (config: CerealKillerConfigInput) => CkMatch, config: CerealKillerConfigInput = {}): {
  ruling: CkMatch;
  flipped: CkMatch;
} {
  return { ruling: build(withRule(name, false, config)), flipped: build(withRule(name, true, config)) };
}

/** Asserts the state is one the module's own schema accepts. */
function expectValidState(match: CkMatch): void {
  expect(cerealKiller.schemas.state.safeParse(JSON.parse(JSON.stringify(match.state))).success).toBe(true);
}

describe('oneVictimPerHouse (ruling 3)', () => {
  // "To claim a victim, place a victim marker when you are on a house starting, passing through, or
  // ending your turn on that square" — any house, no limit printed (ruling 3, the default) —
  // against "At the end of turn 2/4/7 you must have 1/3/6 victims in the city", read as six houses
  // with a victim each.
  // Day 1: victim in house 8 (no park, no Witness), 3 - 4 - 5. Day 2: back 4 - 3 - 8.
  const onEightAgain = (config: CerealKillerConfigInput): CkMatch =>
    play(start(config), house(8), claim(), ...walk(3, 4, 5), finish(), place(10), endTurn(), ...walk(4, 3, 8));

  it('default: house 8 takes a second victim on day 2; with the option it is refused, and house 3 on the way could have', () => {
    const { ruling, flipped } = both('oneVictimPerHouse', onEightAgain);
    const claimed = play(ruling, claim(), finish());
    expect(claimed.state.days.map((record) => record.victim)).toEqual([8, 8]);
    expect(cerealKiller.view(claimed.state, 1).victims).toBe(2);

    expect(legalTypes(flipped)).not.toContain('claim-victim');
    const error = refusal(flipped, claim());
    expect(error.reason).toBe('cereal-killer/one-victim-per-house');
    expect(error.message).toMatch(/Victims and Witness.*oneVictimPerHouse/);
    // Day 2 ends without a victim (its one free day: house 3 was on the path); the objective of
    // day 2 is met by day 1's victim.
    const free = play(flipped, finish());
    expect(free.state.days[1]?.victim).toBeNull();
    expect(free.state.outcome).toBeNull();
    expectValidState(claimed);
    expectValidState(free);
  });

  it('with the option, a house claimed before is no victim in reach: a Killer whose free day is used must find another', () => {
    // Day 1 victimless by choice (house 1 underfoot); day 2 victim in house 8, ending on 7; day 3
    // the Killer owes a victim and steps back onto house 8.
    const build = (config: CerealKillerConfigInput): CkMatch =>
      play(start(config), house(1), ...walk(6, 7, 8), finish(), place(16), endTurn(), claim(), ...walk(9, 8, 7), finish(), endTurn(), step(8));
    const { ruling, flipped } = both('oneVictimPerHouse', build);
    expect(ruling.state.killer.move?.claimRequired).toBe(true);
    // By the ruling house 8 takes the day's victim, now or on the way back to it.
    expect(legalTypes(ruling)).toContain('claim-victim');
    expect(legalSteps(ruling)).toEqual([3, 7, 9, 13]);
    // One victim per house: 8 is spent, and only houses 3 and 13 remain within the two steps left.
    expect(flipped.state.killer.move?.claimRequired).toBe(true);
    expect(legalTypes(flipped)).not.toContain('claim-victim');
    expect(legalSteps(flipped)).toEqual([3, 13]);
    expect(refusal(flipped, step(9)).reason).toBe('cereal-killer/victimless-day-used');
  });
});

describe('forcedVictimlessDayCounts (ruling 7)', () => {
  // "On one of the seven days you may decide not to claim a victim": a day is that day only if the
  // Killer decided — a victim was in reach (ruling 7, the default) — against any day without a
  // victim spending the one day, in reach or not.
  // Strip city (houses 1–5 top left, café 21 below 6). Day 1: victim in 5, 6 - 7 - 8. Day 2, the
  // Detective on 6: no house within three steps of 8, so no victim: 7 - 8 - 7. Day 3, the
  // Detective back on café 21.
  const dayThree = (config: CerealKillerConfigInput): CkMatch =>
    play(
      start(config),
      house(5), claim(), ...walk(6, 7, 8), finish(), place(21), ...moves(6), endTurn(),
      ...walk(7, 8, 7), finish(), ...moves(21), endTurn(),
    );

  it('default: the forced day 2 leaves the free day, so day 3 may go without; with the option it is spent, and day 3 owes a victim', () => {
    const { ruling, flipped } = both('forcedVictimlessDayCounts', dayThree, { city: stripCity });
    expect(ruling.state.days[1]?.victim).toBeNull();
    expect(ruling.state.killer.move?.claimRequired).toBe(false);
    const free = play(ruling, ...walk(6, 7, 8), finish());
    expect(free.state.days.map((record) => record.victim)).toEqual([5, null, null]);
    expectValidState(free);

    expect(flipped.state.killer.move?.claimRequired).toBe(true);
    // From 6 with one step left, going back to 7 leaves no house to claim on.
    expect(refusal(play(flipped, step(6)), step(7)).reason).toBe('cereal-killer/victimless-day-used');
    const onFive = play(flipped, ...walk(6, 5));
    expect(refusal(play(onFive, step(4)), finish()).reason).toBe('cereal-killer/victimless-day-used');
    const owed = play(onFive, claim(), step(4), finish());
    expect(owed.state.days[2]?.victim).toBe(5);
    expectValidState(owed);
  });

  it('with the option, a state whose trail has a victimless day after a forced one, a victim in reach, is no state play leads to', () => {
    const ruling = play(dayThree(withRule('forcedVictimlessDayCounts', false, { city: stripCity })), ...walk(6, 7, 8), finish());
    const asFlipped = { ...ruling.state, config: { ...ruling.state.config, rules: { ...ruling.state.config.rules, forcedVictimlessDayCounts: true } } };
    expect(cerealKiller.schemas.state.safeParse(ruling.state).success).toBe(true);
    expect(cerealKiller.schemas.state.safeParse(asFlipped).success).toBe(false);
  });
});

describe('subwayExitThroughOther (ruling 4)', () => {
  // "Enter at one subway entrance and exit through the other (1 step each: entering and exiting)",
  // read as a ban on coming back up the same entrance, against "Move always 3 steps (you may go
  // back over the same squares)", which the ruling reads it with (the default).
  // Day 1: victim in house 8, 7 - 6 - tunnel: the Killer ends its day underground, entered at 6.
  const underground = (config: CerealKillerConfigInput, detective: readonly number[]): CkMatch =>
    play(start(config), house(8), claim(), ...walk(7, 6, -6), finish(), place(10), ...moves(...detective), endTurn());

  it('default: the Killer in the tunnel may come up at 6 or 20; with the option only at 20, the other entrance', () => {
    const { ruling, flipped } = both('subwayExitThroughOther', (config) => underground(config, []));
    expect(killerAt(ruling)).toBe(-6);
    expect(legalSteps(ruling)).toEqual([6, 20]);
    expect(legalSteps(flipped)).toEqual([20]);
    const error = refusal(flipped, step(6));
    expect(error.reason).toBe('cereal-killer/exit-through-other');
    expect(error.message).toMatch(/Subway: enter at one subway entrance and exit through the other/);
    // House 15 has one park, 14, where the Witness goes at once.
    expect(play(flipped, step(20), step(15), claim(), step(20), finish()).state.days[1]).toMatchObject({ victim: 15, witness: 14 });
  });

  it('with the option, the Killer still "must always move 3 steps": with the Detective on 20 it comes back up at 6', () => {
    const { ruling, flipped } = both('subwayExitThroughOther', (config) => underground(config, [15, 20]));
    expect(flipped.state.detective.at).toBe(20);
    expect(legalSteps(ruling)).toEqual([6]);
    expect(legalSteps(flipped)).toEqual([6]);
    expectValidState(play(flipped, ...walk(6, 1), claim(), step(6), finish()));
  });

  it('within one move: down at 6 and straight back up at 6 only by the ruling', () => {
    const { ruling, flipped } = both('subwayExitThroughOther', (config) => play(start(config), house(1), step(6), step(-6)));
    expect(legalSteps(ruling)).toEqual([6, 20]);
    expect(legalSteps(flipped)).toEqual([20]);
  });

  it('the Detective ("Both players can use it") who went down at 20 comes up at 6 only, with the option', () => {
    const build = (config: CerealKillerConfigInput): CkMatch =>
      play(start(config), house(8), claim(), ...walk(7, 12, 11), finish(), place(10), ...moves(15, 20, -20), endTurn(), ...walk(12, 7, 8), finish());
    const { ruling, flipped } = both('subwayExitThroughOther', build);
    expect(legalSteps(ruling, 1)).toEqual([6, 20]);
    expect(legalSteps(flipped, 1)).toEqual([6]);
    expect(refusal(flipped, move(20)).reason).toBe('cereal-killer/exit-through-other');
  });
});

describe('endOnDetectiveSquare (ruling 5)', () => {
  // "You cannot pass through the square where the Detective is", with "writing down the 3 numbers
  // of the squares you pass through" calling the last square one passed through too (ruling 5, the
  // default), against "pass through" sparing the square a move ends on, as "The Detective may end
  // their turn on the same square as you" spares the Detective.
  // Day 1: victim in house 3, Witness in park 2, 4 - 5 - 4. The Detective from café 10 to house 15.
  const dayTwo = (config: CerealKillerConfigInput): CkMatch =>
    play(start(config), house(3), claim(), witness(2), ...walk(4, 5, 4), finish(), place(10), move(15), endTurn());

  it('default: the last step onto the Detective\'s house 15 is refused; with the option the Killer ends there, claims it, and an arrest catches it', () => {
    const { ruling, flipped } = both('endOnDetectiveSquare', dayTwo);
    const ruled = play(ruling, ...walk(5, 10));
    expect(legalSteps(ruled)).toEqual([5, 9]);
    expect(refusal(ruled, step(15)).reason).toBe('cereal-killer/detective-square-blocked');

    const lastStep = play(flipped, ...walk(5, 10));
    expect(legalSteps(lastStep)).toEqual([5, 9, 15]);
    const ended = play(lastStep, step(15), claim(), finish());
    expect(killerAt(ended)).toBe(15);
    expect(ended.state.detective.at).toBe(15);
    expectValidState(ended);
    expect(play(ended, arrest()).state.outcome?.reason).toBe('detective-arrested-killer');
  });

  it('with the option the first two steps still may not pass through the Detective\'s square', () => {
    // The Detective stays on café 10, two steps from the Killer on 4.
    const build = (config: CerealKillerConfigInput): CkMatch =>
      play(start(config), house(3), claim(), witness(2), ...walk(4, 5, 4), finish(), place(10), endTurn(), step(5));
    const { ruling, flipped } = both('endOnDetectiveSquare', build);
    for (const match of [ruling, flipped]) {
      expect(legalSteps(match)).toEqual([4]);
      expect(refusal(match, step(10)).reason).toBe('cereal-killer/detective-square-blocked');
    }
  });
});

describe('detectiveMoveInOnePiece (ruling 18)', () => {
  // "During your turn, you may do the following in any order: Move … Interrogate … Arrest": the
  // steps may come before and after an interrogation (the default), against Move being one of the
  // three, done in one piece, so that interrogating after moving ends the move.
  // Day 1: victim in house 13, Witness in park 14; the Killer ends on 8. Detective: café 10, then 9.
  const nextToWitness = (config: CerealKillerConfigInput): CkMatch =>
    play(start(config), house(13), claim(), witness(14), ...walk(8, 3, 8), finish(), place(10), move(9));

  it('default: after one step and the question the Detective walks on; with the option its move is over', () => {
    const { ruling, flipped } = both('detectiveMoveInOnePiece', nextToWitness);
    const asked = play(ruling, ask('parity'));
    expect(asked.state.detective.stepsLeft).toBe(2);
    expect(play(asked, ...moves(4, 3)).state.detective.at).toBe(3);

    const stopped = play(flipped, ask('parity'));
    expect(stopped.state.detective.stepsLeft).toBe(0);
    expect(cerealKiller.view(stopped.state, 1).detective.stepsLeft).toBe(0);
    expect(legalTypes(stopped)).toEqual(['arrest', 'end-turn']);
    const error = refusal(stopped, move(4));
    expect(error.reason).toBe('cereal-killer/up-to-three-squares');
    expect(error.message).toMatch(/detectiveMoveInOnePiece/);
    expectValidState(stopped);
  });

  it('with the option, interrogating first leaves the whole move, café step included', () => {
    // Day 2: the Detective starts on 9, next to park 4, where the day's Witness stands.
    const build = (config: CerealKillerConfigInput): CkMatch =>
      play(nextToWitness(config), endTurn(), step(3), claim(), witness(4), ...walk(8, 7), finish(), ask('parity'));
    const { ruling, flipped } = both('detectiveMoveInOnePiece', build);
    for (const match of [ruling, flipped]) {
      expect(match.state.detective.stepsLeft).toBe(3);
      expect(play(match, ...moves(10, 15, 20, -20)).state.detective.at).toBe(-20);
    }
  });
});
