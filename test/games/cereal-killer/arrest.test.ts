/**
 * The Detective › Arrest (only 4 attempts): "Ask the Killer whether they are on your square or on one
 * of the 4 adjacent ones. If you guess right, you win! If you fail, your turn ends and you lose an
 * attempt." Rulings 17 and 20.
 */
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../../src/core/index.js';
import {
  DETECTIVE,
  KILLER,
  arrest,
  cerealKiller,
  claim,
  endTurn,
  finish,
  house,
  killerAt,
  move,
  moves,
  place,
  play,
  playEvents,
  refusal,
  start,
  step,
  walk,
  witness,
  type CerealKillerAction,
  type CkMatch,
  type Spot,
} from './helpers.js';

/** Day 1: the Killer claims house 1 and ends on house 8 (row 2 col 3). */
const killerOn8 = (): CkMatch => play(start(), house(1), claim(), ...walk(6, 7, 8), finish());

function arrestFrom(match: CkMatch, ...detective: CerealKillerAction[]): CkMatch {
  return play(match, ...detective, arrest());
}

describe('Arrest: "on your square or on one of the 4 adjacent ones"', () => {
  const catches: [string, CerealKillerAction[]][] = [
    ['on the Killer\'s square (8)', [place(10), ...moves(9, 8)]],
    ['from the east (9)', [place(10), move(9)]],
    ['from the north (3)', [place(10), ...moves(5, 4, 3)]],
    ['from the west (7)', [place(16), ...moves(17, 12, 7)]],
    ['from the south (13)', [place(16), ...moves(17, 18, 13)]],
  ];
  for (const [name, detective] of catches) {
    it(`catches the Killer ${name}: the Detective wins`, () => {
      const { match, events } = playEvents(killerOn8(), ...detective, arrest());
      expect(match.state.outcome).toEqual({ winners: [DETECTIVE], reason: 'detective-arrested-killer', returns: [-1, 1] });
      expect(match.state.detective.arrestsLeft).toBe(4);
      expect(match.state.days[0]?.arrest).toEqual({ from: match.state.detective.at, caught: true });
      expect(eventsFor(events, null).at(-1)).toMatchObject({ type: 'game-ended', winner: DETECTIVE, reason: 'detective-arrested-killer', trail: [1, 6, 7, 8] });
    });
  }

  const misses: [string, CerealKillerAction[]][] = [
    ['diagonally north-east (4)', [place(10), ...moves(5, 4)]],
    ['diagonally south-west (12)', [place(16), ...moves(11, 12)]],
    ['diagonally south-east (14)', [place(10), ...moves(15, 14)]],
    ['two squares east in the same row (café 10)', [place(10)]],
    ['far away (café 16)', [place(16)]],
  ];
  for (const [name, detective] of misses) {
    it(`misses ${name}`, () => {
      const match = arrestFrom(killerOn8(), ...detective);
      expect(match.state.outcome).toBeNull();
      expect(match.state.detective.arrestsLeft).toBe(3);
      expect(match.state.days[0]?.arrest?.caught).toBe(false);
    });
  }
});

describe('Arrest: "If you fail, your turn ends and you lose an attempt"', () => {
  it('a miss spends an attempt, is recorded, and ends the turn: the spoon moves to day 2', () => {
    const { match, events } = playEvents(killerOn8(), place(10), arrest());
    expect(events.map((event) => event.type)).toEqual([
      'detective-placed',
      'arrest-attempted',
      'detective-turn-ended',
      'witness-disappeared',
      'day-began',
    ]);
    expect(events[1]).toEqual({ type: 'arrest-attempted', from: 10, caught: false, arrestsLeft: 3 });
    expect(match.state.days[0]?.arrest).toEqual({ from: 10, caught: false });
    expect(match.state.day).toBe(2);
    expect(cerealKiller.activePlayers(match.state)).toEqual([KILLER]);
    expect(refusal(match, move(9)).code).toBe('NOT_YOUR_TURN');
  });

  it('a miss before moving ends the turn too: no move after it', () => {
    const match = play(killerOn8(), place(16), arrest());
    expect(match.state.detective.at).toBe(16);
    expect(refusal(match, endTurn()).code).toBe('NOT_YOUR_TURN');
  });
});

describe('Arrest (only 4 attempts): "Killer: Wins ... if the Detective runs out of arrest attempts" (ruling 20)', () => {
  /** Four days of victims in the north; the Detective arrests from café 16 each day and misses. */
  function fourMisses(killer: 0 | 1 = 0): CkMatch {
    const d = 1 - killer;
    return play(
      start({ killer }),
      house(1, killer), claim(killer), step(6, killer), step(7, killer), step(8, killer), finish(killer), place(16, d), arrest(d),
      claim(killer), step(3, killer), step(4, killer), step(5, killer), finish(killer), arrest(d),
      claim(killer), step(4, killer), step(3, killer), step(8, killer), finish(killer), arrest(d),
      step(3, killer), claim(killer), witness(2, killer), step(4, killer), step(5, killer), finish(killer), arrest(d),
    );
  }

  it('the fourth miss ends the game at once: detective-out-of-arrests, the Killer wins on day 4', () => {
    const match = fourMisses();
    expect(match.state.outcome).toEqual({ winners: [KILLER], reason: 'detective-out-of-arrests', returns: [1, -1] });
    expect(match.state.day).toBe(4);
    expect(match.state.detective.arrestsLeft).toBe(0);
    expect(match.state.days.map((record) => record.arrest)).toEqual([
      { from: 16, caught: false },
      { from: 16, caught: false },
      { from: 16, caught: false },
      { from: 16, caught: false },
    ]);
    expect(refusal(match, endTurn()).code).toBe('GAME_OVER');
  });

  it('with the Killer in seat 1 the winner is seat 1', () => {
    expect(fourMisses(1).state.outcome).toEqual({ winners: [1], reason: 'detective-out-of-arrests', returns: [-1, 1] });
  });

  it('after three misses the Detective still has one attempt', () => {
    const match = play(
      killerOn8(), place(16), arrest(),
      claim(), ...walk(3, 4, 5), finish(), arrest(),
      claim(), ...walk(4, 3, 8), finish(), arrest(),
    );
    expect(match.state.detective.arrestsLeft).toBe(1);
    expect(match.state.outcome).toBeNull();
    expect(match.state.day).toBe(4);
  });
});

describe('Ruling 17: arrest reach through the tunnel', () => {
  /** Day 1: the Killer goes down into the tunnel at entrance 6 (8 - 7 - 6 - tunnel). */
  const killerInTunnel = (): CkMatch => play(start(), house(8), claim(), ...walk(7, 6, -6), finish());

  const cases: [string, () => CkMatch, CerealKillerAction[], Spot, boolean][] = [
    ['from entrance 6, the tunnel is adjacent', killerInTunnel, [place(16), ...moves(11, 6)], -6, true],
    ['from entrance 20, the tunnel is adjacent whichever entrance the Killer used', killerInTunnel, [place(10), ...moves(15, 20)], -6, true],
    ['from inside the tunnel, a Killer in the tunnel is on the Detective\'s place', killerInTunnel, [place(10), ...moves(15, 20, -20)], -6, true],
    ['from square 1, next to entrance 6 but not to the tunnel', killerInTunnel, [place(16), ...moves(11, 6, 1)], -6, false],
    [
      'from inside the tunnel (entered at 6), entrance 20 is adjacent',
      () => play(start(), house(15), claim(), ...walk(20, 25, 20), finish()),
      [place(16), ...moves(11, 6, -6)],
      20,
      true,
    ],
    [
      'from inside the tunnel (entered at 20), entrance 6 is adjacent',
      () => play(start(), house(1), claim(), ...walk(6, 11, 6), finish()),
      [place(10), ...moves(15, 20, -20)],
      6,
      true,
    ],
    [
      'from inside the tunnel, house 15 (next to entrance 20) is out of reach',
      () => play(start(), house(8), claim(), ...walk(9, 10, 15), finish()),
      [place(16), ...moves(11, 6, -6)],
      15,
      false,
    ],
  ];
  for (const [name, killer, detective, killerSpot, caught] of cases) {
    it(`${caught ? 'catches' : 'misses'} ${name}`, () => {
      const before = killer();
      expect(killerAt(before)).toBe(killerSpot);
      const match = arrestFrom(before, ...detective);
      expect(match.state.days[0]?.arrest?.caught).toBe(caught);
      expect(match.state.outcome?.reason ?? null).toBe(caught ? 'detective-arrested-killer' : null);
    });
  }
});
