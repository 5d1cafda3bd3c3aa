/**
 * The state schema (docs/games/cereal-killer.md, "Stand-in city": "The state schema also checks that
 * a loaded state could have come out of play"): a saved match whose state no play could reach is
 * refused by deserializeMatch with INVALID_STATE, naming what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { deserializeMatch, serializeMatch, type MatchResult } from '../../../src/core/index.js';
import type { CerealKillerConfig } from '../../../src/games/cereal-killer/index.js';
import {
  arrest,
  cerealKiller,
  claim,
  endTurn,
  finish,
  house,
  move,
  place,
  play,
  start,
  step,
  walk,
  type CerealKillerAction,
  type CerealKillerState,
  type CkMatch,
} from './helpers.js';

/**
 * Day 2, the Detective's turn. Day 1: victim in 1 (Witness in park 2), 1 - 6 - 7 - 8; the Detective
 * placed on café 16. Day 2: victim in 8 (no park), 8 - 3 - 4 - 5. Trail [1, 6, 7, 8, 3, 4, 5].
 */
const dayTwo = (): CkMatch =>
  play(
    start(),
    house(1), claim(), ...walk(6, 7, 8), finish(), place(16), endTurn(),
    claim(), ...walk(3, 4, 5), finish(),
  );

/** Saves `match`, replaces its state by `change(state)` in the saved JSON, and loads it again. */
function loadChanged(match: CkMatch, change: (state: CerealKillerState) => CerealKillerState): MatchResult<CerealKillerConfig, CerealKillerState, CerealKillerAction> {
  const saved = JSON.parse(serializeMatch(match)) as { readonly state: CerealKillerState } & Record<string, unknown>;
  return deserializeMatch(cerealKiller, JSON.stringify({ ...saved, state: change(saved.state) }));
}

/** The day-`day` record of `state`, failing the test if there is none. */
function recordOf(state: CerealKillerState, day: number): CerealKillerState['days'][number] {
  const record = state.days[day - 1];
  if (record === undefined) throw new Error(`no record of day ${day}`);
  return record;
}

/** `state` with its day-`day` record changed. */
function withRecord(state: CerealKillerState, day: number, change: Partial<CerealKillerState['days'][number]>): CerealKillerState {
  return { ...state, days: state.days.map((record, index) => (index === day - 1 ? { ...recordOf(state, day), ...change } : record)) };
}

describe('the state schema refuses states no play could produce', () => {
  it('two victims in one house load: a house may be claimed again on a later day (ruling 3)', () => {
    // Day 1: house 1 claimed at the start, 1 - 6 - 11 - 6. Day 2: 6 - 1, claimed again, 1 - 6 - 7.
    const match = play(
      start(),
      house(1), claim(), ...walk(6, 11, 6), finish(), place(16), endTurn(),
      step(1), claim(), ...walk(6, 7), finish(),
    );
    expect(match.state.days.map((record) => record.victim)).toEqual([1, 1]);
    const loaded = loadChanged(match, (state) => state);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(JSON.stringify(loaded.match.state)).toBe(JSON.stringify(match.state));
  });

  it('the untouched save loads (so each refusal below is the change\'s doing)', () => {
    const match = dayTwo();
    expect(match.state.killer.trail).toEqual([1, 6, 7, 8, 3, 4, 5]);
    const loaded = loadChanged(match, (state) => state);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(JSON.stringify(loaded.match.state)).toBe(JSON.stringify(match.state));
    // A changed but consistent state loads too: the same record with the Detective standing elsewhere.
    expect(loadChanged(match, (state) => ({ ...state, detective: { ...state.detective, at: 17 } })).ok).toBe(true);
  });

  const cases: [string, (state: CerealKillerState) => CerealKillerState, RegExp][] = [
    [
      'a trail that jumps: 6 → 13 is no step',
      (state) => ({ ...state, killer: { ...state.killer, trail: [1, 6, 13, 8, 3, 4, 5] } }),
      /trail jumps from 6 to 13/,
    ],
    [
      'a trail that leaves the city (square 26 of a 5 × 5 city)',
      (state) => ({ ...state, killer: { ...state.killer, trail: [1, 6, 7, 8, 3, 4, 26] } }),
      /trail leaves the city at 26/,
    ],
    [
      'a trail that starts on street 7, not a house',
      (state) => ({ ...state, killer: { ...state.killer, trail: [7, 6, 7, 8, 3, 4, 5] } }),
      /did not start on a house/,
    ],
    [
      'a trail one spot longer than the finished moves allow in the Detective\'s turn',
      (state) => ({ ...state, killer: { ...state.killer, trail: [1, 6, 7, 8, 3, 4, 5, 4] } }),
      /trail has 8 spots after 2 finished moves/,
    ],
    [
      'arrest attempts spent without a missed arrest in the record (3 left, no miss)',
      (state) => ({ ...state, detective: { ...state.detective, arrestsLeft: 3 } }),
      /0 missed arrests leave 4 attempts, not 3/,
    ],
    [
      'a missed arrest in the record with all four attempts left',
      (state) => withRecord(state, 1, { arrest: { from: 16, caught: false } }),
      /1 missed arrests leave 3 attempts, not 4/,
    ],
    [
      'the Detective off the city, on square 26',
      (state) => ({ ...state, detective: { ...state.detective, at: 26 } }),
      /the Detective is not on a square of the city/,
    ],
    [
      'the Detective in a tunnel under street 7, which is no subway entrance',
      (state) => ({ ...state, detective: { ...state.detective, at: -7 } }),
      /the Detective is not on a square of the city/,
    ],
    [
      'the Killer\'s phase on day 2 with the day-2 move already recorded',
      (state) => ({ ...state, phase: 'killer' }),
      /day 2 in the killer phase cannot have 2 finished Killer moves/,
    ],
    [
      'a Killer move in progress during the Detective\'s turn',
      (state) => ({ ...state, killer: { ...state.killer, move: { claimRequired: false, victim: null, witness: null, witnessChoice: null } } }),
      /a Killer move is in progress exactly while the Killer moves/,
    ],
    [
      'a Witness in park 4, not next to the day\'s victim in house 1',
      (state) => withRecord(state, 1, { witness: 4 }),
      /the Witness of day 1 is not in a park next to the day's victim/,
    ],
    [
      'a victim in park 2',
      (state) => withRecord(state, 2, { victim: 2 }),
      /the victim of day 2 is not in a house/,
    ],
    [
      'a day-2 victim in house 1, which the day-2 path 8 - 3 - 4 - 5 does not pass',
      (state) => withRecord(state, 2, { victim: 1, witness: 2 }),
      /the victim of day 2 is not on that day's path/,
    ],
    [
      'an outcome while the game runs',
      (state) => ({ ...state, outcome: { winners: [0], reason: 'killer-survived-seven-days', returns: [1, -1] } }),
      /outcome exactly when it is over/,
    ],
  ];
  it('an outcome whose reason is none of the four ends of the game (Victory Conditions)', () => {
    const arrested = play(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(10), move(9), arrest());
    expect(arrested.state.outcome?.reason).toBe('detective-arrested-killer');
    expect(loadChanged(arrested, (state) => state).ok).toBe(true);
    const confessed = { winners: [1], reason: 'killer-confessed', returns: [-1, 1] } as unknown as CerealKillerState['outcome'];
    const loaded = loadChanged(arrested, (state) => ({ ...state, outcome: confessed }));
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.error.code).toBe('INVALID_STATE');
    expect(loaded.error.message).toMatch(/outcome\.reason: expected one of "detective-arrested-killer", "killer-missed-objective", "detective-out-of-arrests", "killer-survived-seven-days"/);
  });

  for (const [name, change, problem] of cases) {
    it(name, () => {
      const loaded = loadChanged(dayTwo(), change);
      expect(loaded.ok).toBe(false);
      if (loaded.ok) return;
      expect(loaded.error.code).toBe('INVALID_STATE');
      expect(loaded.error.message).toMatch(/^saved state: /);
      expect(loaded.error.message).toMatch(problem);
    });
  }
});
