/** The Detective and The Detective › Move (rulings 19 and 20). */
import { describe, expect, it } from 'vitest';
import {
  DETECTIVE,
  apply,
  arrest,
  ask,
  cerealKiller,
  claim,
  endTurn,
  finish,
  house,
  legal,
  move,
  moves,
  place,
  play,
  refusal,
  start,
  walk,
  type CkMatch,
} from './helpers.js';

/** Day 1: the Killer claims house 1 (Witness in park 2) and ends on house 8. */
const killerMoved = (): CkMatch => play(start(), house(1), claim(), ...walk(6, 7, 8), finish());

describe('The Detective: "After the Killer\'s first turn, choose a café as the starting point and place your token"', () => {
  it('not before the Killer\'s first move', () => {
    expect(refusal(start(), place(16)).code).toBe('NOT_YOUR_TURN');
    expect(refusal(play(start(), house(1)), place(16)).code).toBe('NOT_YOUR_TURN');
    // Nor after the Killer's three steps, until it ends its move (ruling 9).
    expect(refusal(play(start(), house(1), claim(), ...walk(6, 7, 8)), place(16)).code).toBe('NOT_YOUR_TURN');
  });

  it('after it, the Detective\'s only choices are the two cafés, 10 and 16', () => {
    expect(legal(killerMoved(), DETECTIVE)).toEqual([place(10), place(16)]);
  });

  for (const square of [1, 2, 6, 7]) {
    it(`not on a non-café (${square})`, () => {
      const error = refusal(killerMoved(), place(square));
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.message).toMatch(/The Detective: choose a café as the starting point/);
    });
  }

  it('nothing else before the token is placed', () => {
    for (const action of [move(9), endTurn(), arrest(), ask('parity')]) {
      const error = refusal(killerMoved(), action);
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.message).toMatch(/first choose a café as the starting point/);
    }
  });

  it('the token is placed once', () => {
    const placed = play(killerMoved(), place(16));
    expect(placed.state.detective.at).toBe(16);
    expect(refusal(placed, place(10)).message).toMatch(/placed once/);
    const day2 = play(placed, endTurn(), claim(), ...walk(3, 4, 5), finish());
    expect(refusal(day2, place(10)).code).toBe('ILLEGAL_ACTION');
  });

  it('ruling 20: the first turn continues after placing: the Detective may move and arrest on day 1', () => {
    const placed = play(killerMoved(), place(10));
    expect(cerealKiller.activePlayers(placed.state)).toEqual([DETECTIVE]);
    expect(placed.state.detective.stepsLeft).toBe(3);
    // The Killer is on 8; square 9 is next to it.
    const match = play(placed, move(9), arrest());
    expect(match.state.outcome?.reason).toBe('detective-arrested-killer');
    expect(match.state.day).toBe(1);
  });

  it('ruling 20: ... and interrogate on day 1', () => {
    const match = play(killerMoved(), place(10), ...moves(9, 8, 3), ask('parity'));
    expect(match.state.days[0]?.interrogation).toEqual({ question: 'parity', answer: 'even' });
  });
});

describe('The Detective › Move: "You may move up to 3 squares (you may decide not to move)"', () => {
  it('three steps, then no more', () => {
    let match = play(killerMoved(), place(16));
    const left: number[] = [];
    for (const to of [17, 18, 19]) {
      const applied = apply(match, move(to));
      match = applied.match;
      left.push(match.state.detective.stepsLeft);
    }
    expect(left).toEqual([2, 1, 0]);
    const error = refusal(match, move(20));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/The Detective › Move: you may move up to 3 squares/);
    expect(legal(match, DETECTIVE).map((action) => action.type)).not.toContain('move');
  });

  it('not moving at all is fine: endTurn straight away', () => {
    const match = play(killerMoved(), place(16), endTurn());
    expect(match.state.day).toBe(2);
    expect(match.state.detective.at).toBe(16);
  });

  it('steps of an unfinished turn are not carried over: three again on the next day', () => {
    const match = play(killerMoved(), place(16), move(17), endTurn(), claim(), ...walk(3, 4, 5), finish());
    expect(match.state.detective.stepsLeft).toBe(3);
  });
});

describe('The Detective › Move: "Passing through a café gives you 1 extra step (only 1 per turn). Starting the turn in a café does not grant this benefit." (ruling 19)', () => {
  it('being placed on a café gives nothing: 3 steps', () => {
    expect(play(killerMoved(), place(16)).state.detective.stepsLeft).toBe(3);
  });

  it('entering a café gives one extra step, once per turn, even the café the turn started on', () => {
    let match = play(killerMoved(), place(16));
    const seen: { to: number; bonus: boolean; left: number }[] = [];
    for (const to of [11, 16, 17, 16]) {
      const { match: next, events } = apply(match, move(to));
      match = next;
      for (const event of events) if (event.type === 'detective-moved') seen.push({ to, bonus: event.cafeBonus, left: event.stepsLeft });
    }
    expect(seen).toEqual([
      { to: 11, bonus: false, left: 2 },
      { to: 16, bonus: true, left: 2 },
      { to: 17, bonus: false, left: 1 },
      { to: 16, bonus: false, left: 0 },
    ]);
    expect(refusal(match, move(11)).message).toMatch(/4 with a café/);
  });

  it('starting the turn on a café gives nothing: three steps on day 2 from café 16', () => {
    const day2 = play(killerMoved(), place(16), endTurn(), claim(), ...walk(3, 4, 5), finish());
    expect(day2.state.detective.at).toBe(16);
    const match = play(day2, ...moves(17, 18, 19));
    expect(refusal(match, move(20)).code).toBe('ILLEGAL_ACTION');
  });

  it('a café entered with the third step still gives the extra step', () => {
    const day2 = play(killerMoved(), place(16), move(17), endTurn(), claim(), ...walk(3, 4, 5), finish());
    const match = play(day2, ...moves(18, 17, 16));
    expect(match.state.detective.stepsLeft).toBe(1);
    const last = play(match, move(11));
    expect(last.state.detective.stepsLeft).toBe(0);
    expect(refusal(last, move(16)).code).toBe('ILLEGAL_ACTION');
  });

  it('café 10 gives the step too', () => {
    const match = play(killerMoved(), place(10), ...moves(9, 10));
    expect(match.state.detective.stepsLeft).toBe(2);
    expect(match.state.detective.cafeBonusUsed).toBe(true);
  });
});
