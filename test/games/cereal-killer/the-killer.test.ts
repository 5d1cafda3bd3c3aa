/** The Killer and The Killer › Move (rulings 5, 6, 7 and 9). */
import { describe, expect, it } from 'vitest';
import {
  claim,
  cityOf,
  endTurn,
  finish,
  house,
  killerAt,
  legal,
  legalSteps,
  legalTypes,
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
} from './helpers.js';
import { standInCity } from '../../../src/games/cereal-killer/index.js';
import { victimReachable } from './model.js';

describe('The Killer: "Choose a house as the starting point and secretly write the number in your notepad"', () => {
  for (const [square, kind] of [
    [2, 'park'],
    [6, 'subway entrance'],
    [7, 'street'],
    [10, 'café'],
    [26, 'square off the 5 × 5 card'],
  ] as const) {
    it(`a ${kind} (${square}) cannot be the starting point`, () => {
      const error = refusal(start(), house(square));
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.message).toMatch(/The Killer: the starting point must be a house/);
    });
  }

  it('a house is written down as the first number of the notepad', () => {
    const match = play(start(), house(13));
    expect(match.state.killer.trail).toEqual([13]);
  });

  it('the starting house is chosen once', () => {
    const match = play(start(), house(13));
    const error = refusal(match, house(3));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/chosen once/);
    // ... and not again on a later day.
    const day2 = play(match, ...walk(8, 3, 2), finish(), place(16), endTurn());
    expect(day2.state.day).toBe(2);
    expect(refusal(day2, house(1)).code).toBe('ILLEGAL_ACTION');
  });

  it('no step before the starting house is chosen', () => {
    const error = refusal(start(), step(2));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/choose a house as the starting point before moving/);
  });

  it('the rulebook\'s example path "5 - 4 - 3 - 8" with the 5 circled is a legal move', () => {
    const match = play(start(), house(5), ...walk(4, 3, 8));
    expect(match.state.killer.trail).toEqual([5, 4, 3, 8]);
    // Three steps written, ending on a house: the Killer may claim it or end the move (ruling 9).
    expect(legalTypes(match)).toEqual(['claim-victim', 'finish-move']);
  });
});

describe('The Killer › Move: "Move always 3 steps (you may go back over the same squares)"', () => {
  it('the move cannot end before three steps', () => {
    const match = play(start(), house(5), ...walk(4, 3));
    const error = refusal(match, finish());
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/always move 3 steps/);
  });

  it('ruling 9: after three steps onto park 12 the move does not end by itself; finish-move ends it and the Detective acts', () => {
    const written = play(start(), house(1), ...walk(2, 7, 12));
    expect(written.state.killer.trail).toEqual([1, 2, 7, 12]);
    expect(written.state.phase).toBe('killer');
    // Nothing is left to choose on a park, yet ending the move is still the Killer's own action.
    expect(legalTypes(written)).toEqual(['finish-move']);
    expect(refusal(written, place(16)).code).toBe('NOT_YOUR_TURN');
    const match = play(written, finish());
    expect(match.state.phase).toBe('detective');
    expect(match.state.killer.trail).toEqual([1, 2, 7, 12]);
  });

  it('a fourth step is refused while the move is still open, whether or not a claim is possible', () => {
    const match = play(start(), house(5), ...walk(4, 3, 8));
    expect(match.state.phase).toBe('killer');
    const error = refusal(match, step(13));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/exactly 3 steps/);
    // On park 2 nothing can be claimed, and the fourth step is refused all the same.
    expect(refusal(play(start(), house(5), ...walk(4, 3, 2)), step(1)).message).toMatch(/exactly 3 steps/);
  });

  it('going back over the same squares is allowed: 5 - 4 - 5 - 4', () => {
    const match = play(start(), house(5), ...walk(4, 5, 4), finish());
    expect(match.state.killer.trail).toEqual([5, 4, 5, 4]);
    expect(match.state.phase).toBe('detective');
  });

  it('every day is three more numbers in the notepad', () => {
    const match = play(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(16), endTurn(), claim(), ...walk(9, 10, 5));
    expect(match.state.killer.trail).toEqual([1, 6, 7, 8, 9, 10, 5]);
  });
});

describe('The Killer › Move: "You cannot pass through the square where the Detective is"', () => {
  it('the Killer cannot step into the Detective\'s café', () => {
    // Day 1 ends on park 12; the Detective sits on café 16.
    const match = play(start(), house(1), claim(), ...walk(6, 11, 12), finish(), place(16), endTurn(), step(11));
    expect(legalSteps(match)).toEqual([6, 12]);
    const error = refusal(match, step(16));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/cannot pass through the square where the Detective is/);
  });

  it('ruling 5: not even with the last step — the move cannot end on the Detective\'s square', () => {
    // Day 1: victim in 8 (no park), 8 - 7 - 12 - 17. Day 2 starts on 17, next to the Detective.
    const day2 = (cafe: number): CkMatch => play(start(), house(8), claim(), ...walk(7, 12, 17), finish(), place(cafe), endTurn());
    const twoSteps = play(day2(16), ...walk(18, 17));
    expect(twoSteps.state.detective.at).toBe(16);
    // The third step would end the move on café 16, where the Detective stands.
    expect(legalSteps(twoSteps)).toEqual([12, 18, 22]);
    const error = refusal(twoSteps, step(16));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/cannot pass through the square where the Detective is/);
    // With the Detective on café 10 instead, the same last step is an ordinary one.
    const elsewhere = play(day2(10), ...walk(18, 17), step(16), finish());
    expect(killerAt(elsewhere)).toBe(16);
    expect(elsewhere.state.phase).toBe('detective');
  });

  it('nor into the tunnel while the Detective is in it, from the other entrance either (ruling 5, ruling 4)', () => {
    // Day 1 ends on entrance 20; the Detective goes down at entrance 6.
    const match = play(start(), house(15), claim(), ...walk(20, 25, 20), finish(), place(16), ...moves(11, 6, -6), endTurn());
    expect(killerAt(match)).toBe(20);
    expect(legalSteps(match)).toEqual([15, 19, 25]);
    expect(refusal(match, step(-20)).message).toMatch(/where the Detective is/);
  });

  it('nor into the tunnel from the entrance the Detective went down through', () => {
    const match = play(start(), house(1), claim(), ...walk(6, 11, 12), finish(), place(16), ...moves(11, 6, -6), endTurn(), step(11), step(6));
    expect(refusal(match, step(-6)).message).toMatch(/where the Detective is/);
  });

  it('ruling 5: a Killer whose day starts on the Detective\'s square walks away, but cannot come back', () => {
    // Day 1 ends on house 8; the Detective, unknowing, ends its turn on 8 too.
    const match = play(start(), house(1), claim(), ...walk(2, 3, 8), finish(), place(10), ...moves(9, 8), endTurn());
    expect(killerAt(match)).toBe(8);
    expect(match.state.detective.at).toBe(8);
    expect(legalSteps(match)).toEqual([3, 7, 9, 13]);
    const away = play(match, step(3));
    expect(refusal(away, step(8)).message).toMatch(/where the Detective is/);
    const done = play(away, ...walk(4, 5), claim(), finish());
    expect(done.state.phase).toBe('detective');
  });
});

describe('The Killer › Move: "You may pass through the café, but it gives you no benefit"', () => {
  it('passing café 10 gives no extra step: after three steps a fourth is refused and the move can be ended', () => {
    const written = play(start(), house(5), claim(), ...walk(10, 15, 20));
    expect(written.state.killer.trail).toEqual([5, 10, 15, 20]);
    expect(refusal(written, step(25)).message).toMatch(/exactly 3 steps/);
    const match = play(written, finish());
    expect(match.state.phase).toBe('detective');
    expect(refusal(match, step(25)).code).toBe('NOT_YOUR_TURN');
  });

  it('ending on a café is allowed and still three steps', () => {
    const match = play(start(), house(5), claim(), ...walk(10, 15, 10), finish());
    expect(killerAt(match)).toBe(10);
    expect(match.state.killer.trail).toHaveLength(4);
    expect(match.state.phase).toBe('detective');
  });
});

describe('The Killer: "On one of the seven days you may decide not to claim a victim" (ruling 7)', () => {
  /** Day 1 is victimless by choice (5 - 4 - 3 - 8, no victim); the Detective waits on café 16. */
  const afterFreeDay = () => play(start(), house(5), ...walk(4, 3, 8), finish(), place(16), endTurn());

  it('the first victimless day is the Killer\'s choice: finishMove on a house is accepted', () => {
    const match = play(start(), house(5), ...walk(4, 3, 8), finish());
    expect(match.state.days[0]?.victim).toBeNull();
    expect(match.state.phase).toBe('detective');
  });

  it('ending the day on a street without a victim is also allowed while the free day is unused', () => {
    const match = play(start(), house(5), ...walk(4, 9, 14), finish());
    expect(match.state.days[0]?.victim).toBeNull();
  });

  it('after the victimless day, finishMove is refused when a victim is there to claim', () => {
    const match = play(afterFreeDay(), ...walk(13, 18, 23));
    const error = refusal(match, finish());
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/only one of the seven days, and that day is used/);
    // Claiming is the way out: house 23 has parks 22 and 24, the Killer picks one.
    const done = play(match, claim(), witness(22), finish());
    expect(done.state.days[1]?.victim).toBe(23);
    expect(done.state.days[1]?.witness).toBe(22);
  });

  it('after the victimless day, steps that leave no victim within reach are refused', () => {
    // From 18 after two steps, streets 17 and 19 touch no house; 13 and 23 are houses.
    const match = play(afterFreeDay(), ...walk(13, 18));
    expect(legalSteps(match)).toEqual([13, 23]);
    for (const street of [17, 19]) {
      const error = refusal(match, step(street));
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.message).toMatch(/no victim could be claimed today, and the one victimless day is already used/);
    }
  });

  it('the same step is fine while the victimless day is still free', () => {
    const match = play(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(16), endTurn(), ...walk(13, 18));
    expect(legalSteps(match)).toEqual([13, 17, 19, 23]);
    expect(play(match, step(19), finish()).state.days[1]?.victim).toBeNull();
  });

  it('a day on which no victim could be claimed is no decision: it leaves the one victimless day free', () => {
    // "On one of the seven days you may decide not to claim a victim": only a day on which some
    // legal move could have claimed a victim is that decision. Strip city. Day 1: victim in 5,
    // ending on 8. The Detective blocks square 6, so on day 2 house 5 (8 - 7 - 6 - 5) and every
    // other house are out of reach: victimless without a choice (8 - 7 - 8 - 7).
    const day2 = play(start({ city: stripCity }), house(5), claim(), ...walk(6, 7, 8), finish(), place(21), ...moves(6), endTurn());
    expect(day2.state.killer.move?.claimRequired).toBe(false);
    const day3 = play(day2, ...walk(7, 8, 7), finish(), ...moves(21), endTurn());
    expect(day3.state.days[1]?.victim).toBeNull();
    // Day 3 starts on 7 with the Detective gone from 6: house 5 is two steps away, and the free day
    // is still the Killer's, so no victim is owed and it may decide not to claim (7 - 6 - 7 - 8).
    expect(day3.state.killer.move?.claimRequired).toBe(false);
    const day4 = play(day3, ...walk(6, 7, 8), finish(), endTurn());
    expect(day4.state.days.map((record) => record.victim)).toEqual([5, null, null]);
    // That was the decision: on day 4 a victim in reach (8 - 7 - 6 - 5) is owed.
    expect(day4.state.killer.move?.claimRequired).toBe(true);
    expect(refusal(day4, step(9)).message).toMatch(/victimless day is already used/);
    expect(play(day4, ...walk(7, 6, 5), claim(), finish()).state.days[3]?.victim).toBe(5);
  });

  it('a forced victimless day after the chosen one does not end the game at once; the next objective decides', () => {
    // 7 × 3 city, houses 1 and 2 in the top-left corner, café 21 in the far corner:
    //    1 H  2 H  3 ...  7
    //    8 ...           14
    //   15 ...           21 C
    // Day 1: victim in 1, ending on 10. Day 2: the free day (house 2 is two steps from 10), ending
    // on 13. Day 3: house 2 is five steps from 13, out of reach, so the day is victimless again
    // without a choice.
    const city = cityOf('corner houses', ['HHSSSSS', 'SSSSSSS', 'SSSSSSC']);
    const day3 = play(
      start({ city }),
      house(1), claim(), ...walk(8, 9, 10), finish(), place(21), endTurn(),
      ...walk(11, 12, 13), finish(), endTurn(),
    );
    expect(day3.state.killer.move?.claimRequired).toBe(false);
    const afterDay3 = play(day3, ...walk(14, 7, 6), finish());
    expect(afterDay3.state.days.map((record) => record.victim)).toEqual([1, null, null]);
    expect(afterDay3.state.outcome).toBeNull();
    expect(afterDay3.state.phase).toBe('detective');
    // Day 4: house 2 is four steps from 6; with one victim the day-4 objective of three is missed.
    const day4 = play(afterDay3, endTurn(), ...walk(5, 4, 3), finish());
    expect(day4.state.outcome?.reason).toBe('killer-missed-objective');
  });

  it('in the stand-in city a victim is always within reach, so every victimless day there is the Killer\'s decision', () => {
    // With any house claimable (ruling 3), from every square and from the tunnel, whatever place
    // the Detective blocks (none, the tunnel, or any square), some legal move claims a victim.
    const places = standInCity.squares.map((_, index) => index + 1);
    const spots = [...places, -6, -20];
    for (const from of spots) {
      for (const blocked of [null, 0, ...places]) expect(victimReachable(standInCity, from, blocked), `${from} with ${String(blocked)} blocked`).toBe(true);
    }
  });

  it('a claim is owed only when a victim can be reached: on the strip city, with square 6 blocked, house 5 is out of reach', () => {
    // Day 1: victimless (5 → 6 → 7 → 8). The only house within three steps of 8 is 5, through 7 and 6.
    const free = play(start({ city: stripCity }), house(5), ...walk(6, 7, 8), finish(), place(21));
    const open = play(free, endTurn());
    expect(open.state.killer.move?.claimRequired).toBe(true);
    expect(refusal(open, step(9)).message).toMatch(/victimless day is already used/);
    const blocked = play(free, ...moves(6), endTurn());
    expect(blocked.state.killer.move?.claimRequired).toBe(false);
    expect(play(blocked, step(9)).state.killer.trail).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('Ruling 6: every decision must leave a legal way to finish the day\'s move', () => {
  it('a step into a corner the day cannot be finished from is refused (victim owed, Detective on 6)', () => {
    // Day 1: 8 - 3 - 2 - 3, no victim (the free day). The Detective ends on subway 6.
    const match = play(start(), house(8), ...walk(3, 2, 3), finish(), place(16), ...moves(11, 6), endTurn(), step(2));
    expect(match.state.detective.at).toBe(6);
    // From house 1 after two steps the only way on is park 2 (6 is blocked): claiming 1 puts the
    // Witness in park 2, its only park, where the move would then end; not claiming leaves the day
    // without the victim that is owed. Via 3 or 7 a victim (3, 8) remains possible.
    expect(legalSteps(match)).toEqual([3, 7]);
    const error = refusal(match, step(1));
    expect(error.code).toBe('ILLEGAL_ACTION');
  });

  it('a Witness placement after which the move could only end in that park is refused', () => {
    // 3 × 3 city: house 1 between parks 2 and 4, café 6, house 9 in the far corner.
    //   1 H  2 P  3 S
    //   4 P  5 S  6 C
    //   7 S  8 S  9 H
    const city = cityOf('corner', ['HPS', 'PSC', 'SSH']);
    const day3 = play(
      start({ city }),
      // Day 1: victim in 9 (no park), ending on park 2. The Detective ends on park 4.
      house(9), claim(), ...walk(8, 5, 2), finish(), place(6), ...moves(5, 4), endTurn(),
      // Day 2: the free day, ending on street 3.
      ...walk(3, 2, 3), finish(), endTurn(),
      // Day 3: 3 → 2 → house 1 after two steps; the only way on is back to 2 (4 is blocked).
      ...walk(2, 1), claim(),
    );
    expect(legal(day3)).toEqual([witness(4)]);
    const error = refusal(day3, witness(2));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/cannot end your turn in the park where the Witness is/);
    const done = play(day3, witness(4), step(2), finish());
    expect(done.state.days[2]).toMatchObject({ victim: 1, witness: 4 });
  });

  it('a claim after which the move could only end in the Witness\'s park is refused', () => {
    // Day 1: victim in 8 (no park), 3 - 2 - 3. The Detective ends on 6. Day 2: 3 → 2 → 1.
    const match = play(start(), house(8), claim(), ...walk(3, 2, 3), finish(), place(16), ...moves(11, 6), endTurn(), ...walk(2, 1));
    const error = refusal(match, claim());
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/cannot end your turn in the park where the Witness is/);
    // Without a claim the free day is used and the move ends on park 2.
    const done = play(match, step(2), finish());
    expect(done.state.days[1]?.victim).toBeNull();
  });
});
