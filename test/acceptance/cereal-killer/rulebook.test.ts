/**
 * Acceptance scenarios for One Card: Cereal Killer, written straight from the printed
 * rulebook (../shared/rulebooks/cereal-killer.txt). Each test quotes the line it
 * checks. Where the rulebook is ambiguous the test follows a documented ruling of
 * docs/games/cereal-killer.md and cites it by number.
 *
 * The stand-in city (the rulebook never prints the whole City card), numbered row-major from 1:
 *
 *    1 house   2 park    3 house   4 park    5 house
 *    6 subway  7 street  8 house   9 street 10 cafe
 *   11 house  12 park   13 house  14 park   15 house
 *   16 cafe   17 street 18 street 19 street 20 subway
 *   21 house  22 park   23 house  24 park   25 house
 */
import { describe, expect, it } from 'vitest';
import { eventsOfType } from '../../support/scenarios.js';
import {
  DETECTIVE,
  KILLER,
  answer,
  arrest,
  ask,
  cerealKiller,
  cityOf,
  claim,
  endTurn,
  finish,
  house,
  killerAt,
  legal,
  legalSteps,
  legalTypes,
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
  type CkMatch,
} from '../../games/cereal-killer/helpers.js';

/** Asserts the state is one the module's own schema accepts (plain JSON that play can produce). */
function expectValidState(match: CkMatch): void {
  const parsed = cerealKiller.schemas.state.safeParse(JSON.parse(JSON.stringify(match.state)));
  expect(parsed.success).toBe(true);
}

/**
 * Day 1: the Killer starts on house 13, claims its victim there, puts the Witness in park 14, then
 * walks `path` (three steps). The Detective is placed on café 10 and steps to 9, next to park 14.
 */
function witnessIn14(path: readonly number[]): CkMatch {
  return play(start(), house(13), claim(), witness(14), ...walk(...path), finish(), place(10), move(9));
}

describe('Setup and Components', () => {
  it('"Place the Spoon on day 1"; the Killer moves first; the Detective has 4 arrest attempts', () => {
    const match = start();
    expect(match.state.day).toBe(1);
    expect(match.state.phase).toBe('killer');
    expect(cerealKiller.activePlayers(match.state)).toEqual([KILLER]);
    expect(legal(match, DETECTIVE)).toEqual([]);
    expect(match.state.detective.arrestsLeft).toBe(4);
    expect(match.state.detective.at).toBeNull();
    expect(match.state.witness).toBeNull();
    expect(match.state.outcome).toBeNull();
    expectValidState(match);
  });

  it('"Choose a house as the starting point": a park, street, café or subway entrance is refused', () => {
    const match = start();
    for (const square of [2, 7, 10, 6]) {
      expect(refusal(match, house(square)).code).toBe('ILLEGAL_ACTION');
    }
    const chosen = legal(match).flatMap((action) => (action.type === 'choose-starting-house' ? [action.house] : []));
    expect(chosen.sort((a, b) => a - b)).toEqual([1, 3, 5, 8, 11, 13, 15, 21, 23, 25]);
    expect(killerAt(play(match, house(13)))).toBe(13);
  });
});

describe('The Killer › Move', () => {
  it('"Move always 3 steps (you may go back over the same squares)": 13 - 8 - 13 - 8; two steps cannot end the move, a fourth is refused', () => {
    const twoSteps = play(start(), house(13), claim(), witness(12), step(8), step(13));
    expect(refusal(twoSteps, finish()).code).toBe('ILLEGAL_ACTION');
    const threeSteps = play(twoSteps, step(8));
    expect(refusal(threeSteps, step(3)).code).toBe('ILLEGAL_ACTION');
    expect(refusal(threeSteps, step(13)).code).toBe('ILLEGAL_ACTION');
    const done = play(threeSteps, finish());
    expect(done.state.killer.trail).toEqual([13, 8, 13, 8]);
    expect(done.state.phase).toBe('detective');
    expectValidState(done);
  });

  it('"Diagonals are not considered adjacent": from 13 only 8, 12, 14 and 18 are steps', () => {
    const match = play(start(), house(13));
    for (const diagonal of [7, 9, 17, 19]) expect(refusal(match, step(diagonal)).code).toBe('ILLEGAL_ACTION');
    expect(refusal(match, step(3)).code).toBe('ILLEGAL_ACTION'); // two squares away
    expect(legalSteps(match)).toEqual([8, 12, 14, 18]);
  });

  it('"You may pass through the café, but it gives you no benefit": 5 - 10 - 15 - 20 is still only 3 steps', () => {
    const match = play(start(), house(5), claim(), ...walk(10, 15, 20));
    expect(refusal(match, step(25)).code).toBe('ILLEGAL_ACTION');
    expect(legalTypes(match)).toEqual(['finish-move']);
    const done = play(match, finish());
    expect(done.state.killer.trail).toEqual([5, 10, 15, 20]);
  });

  it('the rulebook\'s notepad "5 - 4 - 3 - 8" with the 5 circled is a legal first move', () => {
    const match = play(start(), house(5), ...walk(4, 3, 8), finish());
    expect(match.state.killer.trail).toEqual([5, 4, 3, 8]);
    expect(match.state.phase).toBe('detective');
  });

  it('"You cannot pass through the square where the Detective is"', () => {
    // Day 1: the Killer ends on park 2; the Detective goes 10 → 9 → 8 and ends its turn on house 8.
    const day2 = play(start(), house(13), claim(), witness(14), ...walk(12, 7, 2), finish(), place(10), ...moves(9, 8), endTurn());
    expect(killerAt(day2)).toBe(2);
    expect(day2.state.detective.at).toBe(8);
    const onThree = play(day2, step(3));
    const error = refusal(onThree, step(8));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/Detective/);
    expect(legalSteps(onThree)).not.toContain(8);
    expect(legalSteps(onThree)).toEqual([2, 4]);
  });
});

describe('Victims and Witness', () => {
  it('worked example: start 8, pass 3, 2, 1; a victim could be claimed at 8, 3 or 1; at 3 the Killer picks park 4 for the Witness', () => {
    const atStart = play(start(), house(8));
    expect(legalTypes(atStart)).toContain('claim-victim'); // "starting" (ruling 2 on day 1)
    const atThree = play(atStart, step(3));
    expect(legalTypes(atThree)).toContain('claim-victim');
    // Park 2 is no house.
    expect(refusal(play(atThree, step(2)), claim()).code).toBe('ILLEGAL_ACTION');
    // House 1 at the end of the move.
    expect(legalTypes(play(atThree, step(2), step(1)))).toContain('claim-victim');

    // "If there are 2 parks, you may choose which one": after the claim at 3, only the Witness choice remains.
    const claimed = play(atThree, claim());
    expect(legal(claimed).map((action) => (action.type === 'place-witness' ? action.park : action.type)).sort()).toEqual([2, 4]);
    expect(refusal(claimed, step(2)).code).toBe('ILLEGAL_ACTION');
    expect(refusal(claimed, witness(12)).code).toBe('ILLEGAL_ACTION'); // not adjacent to 3

    const { match, events } = playEvents(claimed, witness(4), ...walk(2, 1), finish());
    expect(match.state.killer.trail).toEqual([8, 3, 2, 1]);
    expect(match.state.days[0]).toMatchObject({ day: 1, victim: 3, witness: 4 });
    expect(match.state.witness).toBe(4);
    expect(eventsOfType(events, 'killer-moved')).toEqual([{ type: 'killer-moved', day: 1, victim: 3, witness: 4, victims: 1 }]);
    expectValidState(match);
  });

  it('"You can only claim one victim per turn"', () => {
    const match = play(start(), house(8), claim(), step(3));
    expect(refusal(match, claim()).code).toBe('ILLEGAL_ACTION');
    expect(refusal(play(match, step(8)), claim()).code).toBe('ILLEGAL_ACTION');
  });

  it('"If there is a park adjacent … place the Witness there": one park is automatic, no park means no Witness', () => {
    // House 1: its only adjacent park is 2.
    const one = playEvents(start(), house(1), claim());
    expect(eventsOfType(one.events, 'witness-placed').map((event) => event.park)).toEqual([2]);
    expect(legalTypes(one.match)).not.toContain('place-witness');
    expect(play(one.match, ...walk(6, 7, 8), finish()).state.witness).toBe(2);
    // House 8: no adjacent park.
    const none = play(start(), house(8), claim(), ...walk(7, 6, 1), finish());
    expect(none.state.days[0]).toMatchObject({ victim: 8, witness: null });
    expect(none.state.witness).toBeNull();
  });

  it('"You cannot end your turn in the park where the Witness is", though passing through it is allowed', () => {
    const witnessIn12 = play(start(), house(13), claim(), witness(12));
    const beforeLast = play(witnessIn12, ...walk(8, 7));
    expect(refusal(beforeLast, step(12)).code).toBe('ILLEGAL_ACTION');
    expect(legalSteps(beforeLast)).toEqual([2, 6, 8]);
    const through = play(witnessIn12, ...walk(12, 11, 6), finish());
    expect(through.state.killer.trail).toEqual([13, 12, 11, 6]);
    expect(through.state.witness).toBe(12);
  });

  it('"you may place a victim marker in front of their nose and then escape": the Detective ends on the Killer\'s house; the Killer claims it and walks off', () => {
    // Day 1: victim 13 (Witness 12), Killer ends on house 8; the Detective walks 10 → 9 → 8 onto it.
    const day2 = play(start(), house(13), claim(), witness(12), ...walk(14, 9, 8), finish(), place(10), ...moves(9, 8), endTurn());
    expect(day2.state.detective.at).toBe(8);
    expect(killerAt(day2)).toBe(8);
    // Ruling 5: the Detective's square blocks steps, not the Killer's start.
    const done = play(day2, claim(), ...walk(3, 2, 1), finish());
    expect(done.state.days[1]).toMatchObject({ day: 2, detectiveAt: 8, victim: 8, witness: null });
    expect(killerAt(done)).toBe(1);
  });

  it('"On one of the seven days you may decide not to claim a victim" — only one: after it a victim is owed', () => {
    // Day 1 without a victim, although house 1 was under the Killer's feet.
    const day2 = play(start(), house(1), ...walk(6, 7, 12), finish(), place(10), endTurn());
    expect(day2.state.days[0]?.victim).toBeNull();
    const twoSteps = play(day2, ...walk(17, 18));
    // From 18 the last step must reach a house (13 or 23) to claim on.
    expect(legalSteps(twoSteps)).toEqual([13, 23]);
    expect(refusal(twoSteps, step(19)).code).toBe('ILLEGAL_ACTION');
    const onHouse = play(twoSteps, step(23));
    expect(refusal(onHouse, finish()).code).toBe('ILLEGAL_ACTION');
    const claimed = play(onHouse, claim(), witness(24), finish());
    expect(claimed.state.days[1]).toMatchObject({ victim: 23, witness: 24 });
  });
});

describe('Turn: objectives and who acts', () => {
  it('"1. The Killer moves … 2. The Detective acts: After acting, move the spoon to the next turn"', () => {
    const killerMoving = play(start(), house(13), claim(), witness(14));
    expect(refusal(killerMoving, endTurn()).code).toBe('NOT_YOUR_TURN');
    expect(refusal(killerMoving, place(10)).code).toBe('NOT_YOUR_TURN'); // "After the Killer's first turn"
    const detectiveActs = play(killerMoving, ...walk(8, 3, 2), finish());
    expect(cerealKiller.activePlayers(detectiveActs.state)).toEqual([DETECTIVE]);
    expect(refusal(detectiveActs, step(1)).code).toBe('NOT_YOUR_TURN');
    expect(detectiveActs.state.day).toBe(1);
    const placed = play(detectiveActs, place(10));
    expect(placed.state.day).toBe(1); // the spoon waits until the Detective has acted
    const { match, events } = playEvents(placed, endTurn());
    expect(match.state.day).toBe(2);
    expect(match.state.phase).toBe('killer');
    expect(eventsOfType(events, 'day-began')).toEqual([{ type: 'day-began', day: 2 }]);
  });

  it('"At the end of turn 2/4/7 you must have 1/3/6 victims … If you fail, you lose the game": day 2 with no victim', () => {
    // House 1 is the only house; café 9 sits just below it.
    const city = cityOf('one house', ['HSSSSSSS', 'CSSSSSSS']);
    // Day 1: the Killer decides not to claim and walks 2, 3, 4. The Detective stands on house 1.
    const day2 = play(start({ city }), house(1), ...walk(2, 3, 4), finish(), place(9), move(1), endTurn());
    // Day 2: house 1 cannot be entered (the Detective is there), so no victim is possible.
    const { match, events } = playEvents(day2, ...walk(5, 6, 7), finish());
    expect(eventsOfType(events, 'objective-checked')).toEqual([{ type: 'objective-checked', day: 2, required: 1, victims: 0, met: false }]);
    expect(match.state.phase).toBe('over');
    expect(match.state.outcome).toMatchObject({ winners: [DETECTIVE], reason: 'killer-missed-objective' });
    expect(refusal(match, endTurn()).code).toBe('GAME_OVER');
  });

  it('"At the end of day 4, the Killer must have claimed at least 3 victims during the game": 1 victim by day 4 loses', () => {
    const city = cityOf('one house', ['HSSSSSSS', 'CSSSSSSS']);
    const day4 = play(
      start({ city }),
      // Day 1: victim in 1, then 2, 3, 4.
      house(1), claim(), ...walk(2, 3, 4), finish(), place(9), endTurn(),
      // Day 2: the one victimless day, chosen (house 1 was three steps away).
      ...walk(5, 6, 7), finish(), endTurn(),
      // Day 3: house 1 is out of reach.
      ...walk(8, 16, 15), finish(), endTurn(),
    );
    expect(day4.state.days.map((record) => record.victim)).toEqual([1, null, null]);
    expect(day4.state.outcome).toBeNull();
    const { match, events } = playEvents(day4, ...walk(14, 13, 12), finish());
    expect(eventsOfType(events, 'objective-checked')).toEqual([{ type: 'objective-checked', day: 4, required: 3, victims: 1, met: false }]);
    expect(match.state.outcome).toMatchObject({ winners: [DETECTIVE], reason: 'killer-missed-objective' });
  });

  it('"Killer: Wins if the victim objectives are met while remaining hidden until the end of day 7" (6 victims, one free day)', () => {
    const day7 = playEvents(
      start(),
      house(1), claim(), ...walk(6, 7, 8), finish(), place(16), endTurn(), // day 1: victim 1
      claim(), ...walk(9, 14, 15), finish(), endTurn(), // day 2: victim 8
      claim(), ...walk(20, 19, 18), finish(), endTurn(), // day 3: victim 15
      step(23), claim(), witness(24), ...walk(22, 21), finish(), endTurn(), // day 4: victim 23
      claim(), ...walk(22, 23, 18), finish(), endTurn(), // day 5: victim 21
      step(13), claim(), witness(12), ...walk(14, 15), finish(), endTurn(), // day 6: victim 13
      ...walk(10, 5, 4), finish(), // day 7: the one day without a victim
    );
    const checks = eventsOfType(day7.events, 'objective-checked').map((event) => [event.day, event.required, event.victims, event.met]);
    expect(checks).toEqual([
      [2, 1, 2, true],
      [4, 3, 4, true],
      [7, 6, 6, true],
    ]);
    expect(day7.match.state.day).toBe(7);
    expect(day7.match.state.phase).toBe('detective');
    expect(day7.match.state.outcome).toBeNull();
    const over = play(day7.match, endTurn());
    expect(over.state.phase).toBe('over');
    expect(over.state.outcome).toMatchObject({ winners: [KILLER], reason: 'killer-survived-seven-days' });
    expect(legal(over, KILLER)).toEqual([]);
    expect(legal(over, DETECTIVE)).toEqual([]);
    expect(refusal(over, step(9, KILLER)).code).toBe('GAME_OVER');
    expectValidState(over);
  });
});

describe('The Detective › Move', () => {
  it('"After the Killer\'s first turn, choose a café as the starting point"', () => {
    const match = play(start(), house(13), claim(), witness(14), ...walk(8, 3, 2), finish());
    expect(refusal(match, place(9)).code).toBe('ILLEGAL_ACTION');
    expect(refusal(match, place(13)).code).toBe('ILLEGAL_ACTION');
    expect(refusal(match, move(15)).code).toBe('ILLEGAL_ACTION');
    const placed = legal(match).flatMap((action) => (action.type === 'place-detective' ? [action.cafe] : []));
    expect(placed.sort((a, b) => a - b)).toEqual([10, 16]);
    expect(play(match, place(16)).state.detective.at).toBe(16);
  });

  it('"You may move up to 3 squares (you may decide not to move)"; "Starting the turn in a café does not grant this benefit"', () => {
    const day2 = play(start(), house(13), claim(), witness(14), ...walk(8, 3, 2), finish(), place(10), endTurn(), ...walk(1, 6, 11), finish());
    expect(day2.state.detective.at).toBe(10);
    const three = play(day2, ...moves(9, 8, 7));
    expect(refusal(three, move(6)).code).toBe('ILLEGAL_ACTION');
    expect(refusal(day2, move(4)).code).toBe('ILLEGAL_ACTION'); // diagonal
    // Not moving at all is a turn too.
    const stayed = play(day2, endTurn());
    expect(stayed.state.day).toBe(3);
    expect(stayed.state.detective.at).toBe(10);
  });

  it('"Passing through a café gives you 1 extra step": 15 → 10 → 9 → 8 → 7 is four squares', () => {
    const day2 = play(start(), house(13), claim(), witness(14), ...walk(8, 3, 2), finish(), place(10), move(15), endTurn(), ...walk(1, 6, 11), finish());
    const { match, events } = playEvents(day2, ...moves(10, 9, 8, 7));
    expect(eventsOfType(events, 'detective-moved').map((event) => event.cafeBonus)).toEqual([true, false, false, false]);
    expect(match.state.detective.at).toBe(7);
    expect(refusal(match, move(6)).code).toBe('ILLEGAL_ACTION');
  });

  it('"(only 1 per turn)": passing two cafés in one turn gives one extra step, not two', () => {
    // Cafés 8 and 9 side by side.
    const city = cityOf('two cafés', ['HSSSSS', 'SCCSSS', 'SSSSSS']);
    const day2 = play(
      start({ city }),
      house(1), claim(), ...walk(2, 3, 4), finish(), place(8), move(14), endTurn(), // Detective ends day 1 below café 8
      ...walk(5, 6, 12), finish(),
    );
    const { match, events } = playEvents(day2, ...moves(8, 9, 10, 11));
    expect(eventsOfType(events, 'detective-moved').map((event) => event.cafeBonus)).toEqual([true, false, false, false]);
    expect(refusal(match, move(17)).code).toBe('ILLEGAL_ACTION');
  });
  it('"Starting the turn in a café does not grant this benefit" — leaving it and coming back in does (ruling 19), still only once', () => {
    const day2 = play(start(), house(13), claim(), witness(14), ...walk(8, 3, 2), finish(), place(10), endTurn(), ...walk(1, 6, 11), finish());
    const { match, events } = playEvents(day2, ...moves(9, 10, 9, 10));
    expect(eventsOfType(events, 'detective-moved').map((event) => [event.to, event.cafeBonus, event.stepsLeft])).toEqual([
      [9, false, 2],
      [10, true, 2],
      [9, false, 1],
      [10, false, 0],
    ]);
    expect(refusal(match, move(9)).code).toBe('ILLEGAL_ACTION');
  });
});

describe('The Detective › Interrogate', () => {
  it('"Position yourself adjacent to the Witness or on their square and remove their token"; one question per Witness; then the Detective may go on moving', () => {
    // Killer: victim 13, Witness 14, ends on park 2. Detective placed on café 10, diagonal to park 14.
    const match = play(start(), house(13), claim(), witness(14), ...walk(8, 3, 2), finish(), place(10));
    expect(refusal(match, ask('parity')).code).toBe('ILLEGAL_ACTION');
    const adjacent = play(match, move(9));
    const { match: asked, events } = playEvents(adjacent, ask('parity'));
    expect(eventsOfType(events, 'question-answered').map((event) => event.interrogation)).toEqual([{ question: 'parity', answer: 'even' }]);
    expect(asked.state.witness).toBeNull();
    expect(refusal(asked, ask('sameRow')).code).toBe('ILLEGAL_ACTION');
    // "you may do the following in any order": moving again after interrogating.
    const after = play(asked, ...moves(4, 3));
    expect(after.state.detective.at).toBe(3);
    // On the Witness's own square is within reach too.
    const onPark = play(match, ...moves(15, 14), ask('sameColumn'));
    expect(onPark.state.days[0]?.interrogation).toEqual({ question: 'sameColumn', answer: false });
  });

  it('"Same row as the Witness? / Same column as the Witness?" are answered from the Witness\'s location', () => {
    const northWest = witnessIn14([8, 3, 2]); // Killer on 2: row 1, column 2; Witness on 14: row 3, column 4
    expect(play(northWest, ask('sameRow')).state.days[0]?.interrogation).toEqual({ question: 'sameRow', answer: false });
    expect(play(northWest, ask('sameColumn')).state.days[0]?.interrogation).toEqual({ question: 'sameColumn', answer: false });
    const sameRow = witnessIn14([8, 13, 12]); // Killer on 12, in the Witness's row
    expect(play(sameRow, ask('sameRow')).state.days[0]?.interrogation).toEqual({ question: 'sameRow', answer: true });
    const sameColumn = witnessIn14([14, 9, 4]); // Killer on park 4, in the Witness's column
    expect(play(sameColumn, ask('sameColumn')).state.days[0]?.interrogation).toEqual({ question: 'sameColumn', answer: true });
  });

  it('"Did it go inside somewhere? Yes: if it is on a house, a café or a subway entrance"', () => {
    const cases: readonly [readonly number[], boolean][] = [
      [[8, 3, 8], true], // house 8
      [[8, 9, 10], true], // café 10
      [[8, 7, 6], true], // subway entrance 6
      [[18, 19, 18], false], // street 18
      [[8, 9, 4], false], // park 4
    ];
    for (const [path, inside] of cases) {
      const match = play(witnessIn14(path), ask('inside'));
      expect(match.state.days[0]?.interrogation, `path ${path.join('-')}`).toEqual({ question: 'inside', answer: inside });
    }
  });

  it('"Which direction is it? … If ambiguous, the Killer chooses which cardinal point. E.g.: Northeast = North/East"', () => {
    // Killer on 2, north-west of the Witness in 14: North or West.
    const asked = play(witnessIn14([8, 3, 2]), ask('direction'));
    expect(cerealKiller.activePlayers(asked.state)).toEqual([KILLER]);
    expect(refusal(asked, endTurn()).code).toBe('NOT_YOUR_TURN');
    expect(refusal(asked, answer('south')).code).toBe('ILLEGAL_ACTION');
    expect(refusal(asked, answer('east')).code).toBe('ILLEGAL_ACTION');
    const answers = legal(asked, KILLER).flatMap((action) => (action.type === 'answer-direction' ? [action.direction] : []));
    expect(answers.sort()).toEqual(['north', 'west']);
    const answered = play(asked, answer('north'));
    expect(answered.state.days[0]?.interrogation).toEqual({ question: 'direction', answer: 'north' });
    expect(cerealKiller.activePlayers(answered.state)).toEqual([DETECTIVE]);
    // Killer on 12, due west of the Witness: only West is true (ruling 15: still the Killer's answer).
    const west = play(witnessIn14([8, 13, 12]), ask('direction'));
    expect(refusal(west, answer('north')).code).toBe('ILLEGAL_ACTION');
    expect(play(west, answer('west')).state.days[0]?.interrogation).toEqual({ question: 'direction', answer: 'west' });
  });

  it('"they cannot be repeated", and "Is the square even or odd?" names the Killer\'s square', () => {
    // Day 1: parity asked (Killer on 2: even). Day 2: victim 1, Witness 2, Killer ends on 7.
    const day2 = play(
      witnessIn14([8, 3, 2]), ask('parity'), endTurn(),
      step(1), claim(), ...walk(6, 7), finish(),
    );
    expect(day2.state.days[0]?.interrogation).toEqual({ question: 'parity', answer: 'even' });
    expect(day2.state.witness).toBe(2);
    const nextToPark2 = play(day2, ...moves(8, 3));
    expect(refusal(nextToPark2, ask('parity')).code).toBe('ILLEGAL_ACTION');
    expect(legal(nextToPark2).flatMap((action) => (action.type === 'interrogate' ? [action.question] : []))).toEqual([
      'direction',
      'sameRow',
      'sameColumn',
      'inside',
    ]);
    expect(play(nextToPark2, ask('sameColumn')).state.days[1]?.interrogation).toEqual({ question: 'sameColumn', answer: true });
  });

  it('"If you do not interrogate the Witness, on the next turn the Witness disappears"', () => {
    const { match, events } = playEvents(witnessIn14([8, 3, 2]), endTurn());
    expect(eventsOfType(events, 'witness-disappeared')).toEqual([{ type: 'witness-disappeared', park: 14 }]);
    expect(match.state.witness).toBeNull();
    // Day 2 without a new Witness (victim in 8, which has no park): nothing to interrogate, even on 14.
    const day2 = play(match, step(3), step(8), claim(), step(13), finish(), move(14));
    expect(day2.state.witness).toBeNull();
    expect(refusal(day2, ask('parity')).code).toBe('ILLEGAL_ACTION');
  });
});

describe('The Detective › Arrest (only 4 attempts)', () => {
  it('"Ask the Killer whether they are on your square or on one of the 4 adjacent ones. If you guess right, you win!"', () => {
    const match = witnessIn14([8, 3, 8]); // Killer on 8, Detective on 9
    const { match: adjacent, events } = playEvents(match, arrest());
    expect(eventsOfType(events, 'arrest-attempted')).toEqual([{ type: 'arrest-attempted', from: 9, caught: true, arrestsLeft: 4 }]);
    expect(adjacent.state.outcome).toMatchObject({ winners: [DETECTIVE], reason: 'detective-arrested-killer' });
    expect(refusal(adjacent, endTurn()).code).toBe('GAME_OVER');
    const same = play(match, move(8), arrest());
    expect(same.state.outcome).toMatchObject({ winners: [DETECTIVE], reason: 'detective-arrested-killer' });
  });

  it('"If you fail, your turn ends and you lose an attempt" — a diagonal square is not adjacent', () => {
    const match = play(witnessIn14([8, 3, 8]), move(4)); // Detective on 4, diagonal to the Killer on 8
    const { match: missed, events } = playEvents(match, arrest());
    expect(eventsOfType(events, 'arrest-attempted')).toEqual([{ type: 'arrest-attempted', from: 4, caught: false, arrestsLeft: 3 }]);
    expect(missed.state.outcome).toBeNull();
    expect(missed.state.detective.arrestsLeft).toBe(3);
    expect(missed.state.day).toBe(2);
    expect(missed.state.phase).toBe('killer');
    expectValidState(missed);
  });

  it('"Killer: Wins … if the Detective runs out of arrest attempts": the fourth miss ends the game', () => {
    const match = play(
      start(),
      house(21), claim(), ...walk(22, 23, 18), finish(), place(10), arrest(), // day 1: victim 21
      step(23), claim(), witness(24), ...walk(22, 21), finish(), arrest(), // day 2: victim 23
      step(16), step(11), claim(), step(6), finish(), arrest(), // day 3: victim 11
    );
    expect(match.state.detective.arrestsLeft).toBe(1);
    expect(match.state.outcome).toBeNull();
    const { match: over, events } = playEvents(match, step(1), claim(), ...walk(6, 7), finish(), arrest());
    expect(eventsOfType(events, 'arrest-attempted')).toEqual([{ type: 'arrest-attempted', from: 10, caught: false, arrestsLeft: 0 }]);
    expect(over.state.outcome).toMatchObject({ winners: [KILLER], reason: 'detective-out-of-arrests' });
    expect(over.state.day).toBe(4);
  });
});

describe('Subway', () => {
  it('"Enter at one subway entrance and exit through the other (1 step each …)" — 3 steps from house 1 to square 20', () => {
    const atOne = play(start(), house(1), claim());
    expect(refusal(atOne, step(-6)).code).toBe('ILLEGAL_ACTION'); // not on an entrance
    expect(refusal(play(atOne, step(6)), step(20)).code).toBe('ILLEGAL_ACTION'); // the entrances are not adjacent
    const done = play(atOne, ...walk(6, -6, 20), finish());
    expect(done.state.killer.trail).toEqual([1, 6, -6, 20]);
  });

  it('"You may end your turn in the subway" — the Killer, and the Detective ("Both players can use it")', () => {
    const killerBelow = play(start(), house(8), claim(), ...walk(7, 6, -6), finish());
    expect(killerAt(killerBelow)).toBe(-6);
    expect(killerBelow.state.phase).toBe('detective');
    const detectiveBelow = play(killerBelow, place(10), ...moves(15, 20, -20));
    expect(detectiveBelow.state.detective.at).toBe(-20);
    const day2 = play(detectiveBelow, endTurn());
    expect(day2.state.detective.at).toBe(-20);
    // The Killer starts its day in the tunnel with the Detective (ruling 5: the start is not blocked)
    // and may come up at either entrance (ruling 4: the tunnel is one step from each).
    expect(legalSteps(day2)).toEqual([6, 20]);
  });

  it('"Enter at one subway entrance and exit through the other": from the tunnel both entrances are one step; coming back up the same one is allowed (ruling 4)', () => {
    // Printed: "exit through the other". Ruling 4 reads it as describing the trip, not forbidding a
    // return, so a Detective who went down at 20 may come up at 6 or back at 20.
    const day2 = play(start(), house(8), claim(), ...walk(7, 12, 11), finish(), place(10), ...moves(15, 20, -20), endTurn(), ...walk(12, 7, 8), finish());
    expect(day2.state.detective.at).toBe(-20);
    expect(legalSteps(day2, DETECTIVE)).toEqual([6, 20]);
    expect(play(day2, move(6)).state.detective.at).toBe(6);
    expect(play(day2, move(20)).state.detective.at).toBe(20);
    // The entrances themselves are not adjacent: the tunnel is the only way between them.
    expect(refusal(play(day2, move(6)), move(20)).code).toBe('ILLEGAL_ACTION');
  });

  it('a Killer in the tunnel "went inside somewhere" and is answered for from the entrance it went down through (ruling 16)', () => {
    const day2 = play(
      start(),
      house(13), claim(), witness(14), ...walk(8, 7, 6), finish(), place(16), endTurn(), // day 1: Killer ends on entrance 6
      step(1), claim(), ...walk(6, -6), finish(), // day 2: victim 1, Witness 2, Killer down the tunnel
    );
    expect(killerAt(day2)).toBe(-6);
    expect(day2.state.witness).toBe(2);
    const nextToWitness = play(day2, ...moves(11, 6, 7));
    expect(play(nextToWitness, ask('inside')).state.days[1]?.interrogation).toEqual({ question: 'inside', answer: true });
    expect(play(nextToWitness, ask('parity')).state.days[1]?.interrogation).toEqual({ question: 'parity', answer: 'even' });
  });

  it('an arrest from a subway entrance reaches a Killer in the tunnel; one from a square beside the entrance does not (ruling 17)', () => {
    const killerBelow = play(start(), house(8), claim(), ...walk(7, 6, -6), finish());
    expect(play(killerBelow, place(10), ...moves(15, 20), arrest()).state.outcome).toMatchObject({ winners: [DETECTIVE] });
    expect(play(killerBelow, place(16), move(11), arrest()).state.detective.arrestsLeft).toBe(3);
  });
});

describe('Basic Concepts: the Killer is invisible', () => {
  it('"They are invisible and have no token representing them in the city"; the starting number is written "secretly"', () => {
    const { match, events } = playEvents(start(), house(13), claim(), witness(14), ...walk(8, 3, 2), finish());
    for (const type of ['starting-house-chosen', 'killer-stepped', 'victim-claimed', 'witness-placed'] as const) {
      for (const event of eventsOfType(events, type)) expect(event.visibleTo).toEqual([KILLER]);
    }
    expect(cerealKiller.view(match.state, DETECTIVE).killer).toBeNull();
    expect(cerealKiller.view(match.state, null).killer).toBeNull();
    expect(cerealKiller.view(match.state, KILLER).killer?.trail).toEqual([13, 8, 3, 2]);
    // What the city shows is public: the victim and the Witness.
    expect(cerealKiller.view(match.state, DETECTIVE).days[0]).toMatchObject({ victim: 13, witness: 14 });
    expect(JSON.stringify(cerealKiller.view(match.state, DETECTIVE))).not.toContain('"trail"');
  });
});
