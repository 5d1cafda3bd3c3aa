/**
 * End of the Game: "When a detective has determined all the circumstances of the crime … he may end
 * the game. From that moment no further entries may be made on the investigation sheets. The five
 * set-aside clue cards are then turned face up and compared with the detective's entries. If even a
 * single circumstance is wrong …, he has lost the game, and the player who was closest to the
 * solution wins. … the five solutions must not be crossed off. Whoever has the fewest circumstances
 * not crossed off, apart from these, is the winner of the game. … If no detective ends the game
 * before then, the "winner" (Sieger) is determined after the 25th game round by comparing the sheets."
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EndReasonOf, OutcomeOf } from '../../../src/core/index.js';
import { COLOURS, circumstanceOf, tatortTitanic, type EndReason, type TatortTitanicEvent, type TatortTitanicState } from '../../../src/games/tatort-titanic/index.js';
import { active, card, circumstance, crossOff, endTurn, eventsOf, legal, legalOf, play, playEvents, position, refusal, roll, solve, viewOf, type TtMatch } from './helpers.js';

const solution = COLOURS.map((colour) => card(colour, 5));

/** Every candidate card but the solution's, except the first `missing` of the given colour. */
function allBut(missing: number, colour: (typeof COLOURS)[number] = 'time'): number[] {
  const out: number[] = [];
  COLOURS.forEach((each) => {
    for (let k = 0; k < 5; k++) if (!(each === colour && k < missing)) out.push(card(each, k));
  });
  return out;
}

/** Four seats with the given seen cards and entries; seat 0 to play, in `phase`. */
function table(seats: { seen?: number[]; entries?: number[] }[], phase: 'roll' | 'action' = 'roll', round = 1): TtMatch {
  return position({ seats, phase, round, turn: 0 });
}

describe('"When a detective has determined all the circumstances … he may end the game"', () => {
  it('solve is offered when the sheet leaves exactly one circumstance of each colour, and refused otherwise', () => {
    expect(legalOf(table([{ seen: allBut(0) }]), 'solve')).toEqual([solve(0)]);
    const short = table([{ seen: allBut(1) }]);
    expect(legalOf(short, 'solve')).toEqual([]);
    expect(refusal(short, solve(0)).message).toMatch(/^End of the Game: "When a detective has determined all the circumstances of the crime … he may end the game" — your sheet must leave exactly one circumstance of each colour un-crossed .*it leaves 1, 1, 1, 1, 2$/);
  });

  it('"one may also guess": crossing off one of two open circumstances names the other', () => {
    const match = play(table([{ seen: allBut(1) }]), crossOff(0, circumstance('time', 0)));
    expect(legalOf(match, 'solve')).toEqual([solve(0)]);
  });

  it('all five right: that detective wins; the solution is turned up', () => {
    const { match, events } = playEvents(table([{ seen: allBut(0) }, { seen: allBut(3) }]), solve(0));
    expect(eventsOf(events, 'solution-named')).toEqual([{ type: 'solution-named', seat: 0, named: solution.map(circumstanceOf), correct: true }]);
    expect(eventsOf(events, 'game-ended')[0]).toMatchObject({ reason: 'case-solved', winners: [0], solution });
    expect(match.state.outcome).toEqual({ winners: [0], reason: 'case-solved', returns: [1, -1, -1, -1], scores: [0, 3, 25, 25] });
    expect(active(match)).toEqual([]);
    expect(viewOf(match, 1).revealed?.solution).toEqual(solution);
    expect(viewOf(match, 1).revealed?.sheets[0]).toHaveLength(25);
  });

  it('the game may be ended at the start of a turn and after the clue search — not in between', () => {
    expect(play(table([{ seen: allBut(0) }], 'action'), solve(0)).state.outcome?.reason).toBe('case-solved');
    expect(refusal(play(table([{ seen: allBut(0) }]), roll(0)), solve(0)).code).toBe('ILLEGAL_ACTION');
  });

  it('"From that moment no further entries may be made on the investigation sheets"', () => {
    const over = play(table([{ seen: allBut(0) }]), solve(0));
    expect(refusal(over, crossOff(0, 0)).code).toBe('GAME_OVER');
    expect(refusal(over, endTurn(0)).code).toBe('GAME_OVER');
    expect(legal(over, 0)).toEqual([]);
  });
});

describe('"If even a single circumstance is wrong … he has lost the game, and the player who was closest to the solution wins"', () => {
  /** Seat 0 guesses the time wrong: it crossed off the real time (card 5) and left time 0 open. */
  const wrongGuess = { seen: allBut(1), entries: [circumstance('time', 5)] };

  it('the solver loses; the other detective with the fewest circumstances open wins', () => {
    const { match, events } = playEvents(table([wrongGuess, { seen: allBut(2) }, { seen: allBut(4) }, {}]), solve(0));
    expect(eventsOf(events, 'solution-named')[0]).toMatchObject({ correct: false });
    expect(match.state.outcome).toEqual({ winners: [1], reason: 'wrong-solution', returns: [-1, 1, -1, -1], scores: [1, 2, 4, 25] });
    expect(eventsOf(events, 'game-ended')[0]).toMatchObject({ qualified: [false, true, true, true], open: [1, 2, 4, 25] });
  });

  it('"the five solutions must not be crossed off": a sheet crossing one off is out, however few it leaves open', () => {
    const match = play(table([wrongGuess, { seen: allBut(0), entries: [circumstance('motive', 5)] }, { seen: allBut(4) }, {}]), solve(0));
    expect(match.state.outcome?.winners).toEqual([2]);
  });

  it('ruling 17: a tie shares the win', () => {
    const match = play(table([wrongGuess, { seen: allBut(2) }, { seen: allBut(2, 'weapon') }, {}]), solve(0));
    expect(match.state.outcome?.winners).toEqual([1, 2]);
    expect(match.state.outcome?.returns).toEqual([-1, 1, 1, -1]);
  });

  it('ruling 18: when no other sheet qualifies, nobody wins', () => {
    const out = { entries: COLOURS.map((colour) => circumstance(colour, 5)) };
    const match = play(table([wrongGuess, out, out, out]), solve(0));
    expect(match.state.outcome).toMatchObject({ winners: [], reason: 'wrong-solution', returns: [-1, -1, -1, -1] });
  });
});

describe('"the winner is determined after the 25th game round by comparing the sheets"', () => {
  it('among all detectives; scores carry each sheet\'s open count', () => {
    const match = position({ seats: [{ seen: allBut(3) }, { seen: allBut(1) }, {}, { seen: allBut(1, 'scene') }], phase: 'action', turn: 3, round: 25 });
    const over = play(match, endTurn(3));
    expect(over.state.outcome).toEqual({ winners: [1, 3], reason: 'time-ran-out', returns: [-1, 1, -1, 1], scores: [3, 1, 25, 1] });
  });
});

describe('the end reasons', () => {
  it('are the module\'s EndReason: the outcome, the state\'s outcome and the game-ended event are typed by it', () => {
    expectTypeOf<EndReasonOf<typeof tatortTitanic>>().toEqualTypeOf<EndReason>();
    expectTypeOf<EndReason>().toEqualTypeOf<'case-solved' | 'wrong-solution' | 'time-ran-out'>();
    expectTypeOf<NonNullable<TatortTitanicState['outcome']>>().toEqualTypeOf<OutcomeOf<typeof tatortTitanic>>();
    expectTypeOf<Extract<TatortTitanicEvent, { type: 'game-ended' }>['reason']>().toEqualTypeOf<EndReason>();
  });

  it('a saved outcome with a reason the game has no rule for does not load', () => {
    const over = play(table([{ seen: allBut(0) }]), solve(0));
    const json = JSON.parse(JSON.stringify(over.state));
    expect(tatortTitanic.schemas.state.safeParse(json).success).toBe(true);
    json.outcome.reason = 'killer-escaped';
    expect(tatortTitanic.schemas.state.safeParse(json).success).toBe(false);
  });
});
