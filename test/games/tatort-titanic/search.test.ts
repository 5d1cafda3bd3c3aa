/**
 * The guided search's guide for Tatort Titanic (`searchGuide`): it settles the sheet itself. On its
 * last turn a detective bets on its sheet — crossing off unseen circumstances when that is its best
 * chance of winning the sheet comparison, keeping its sheet when it is ahead — and before that it
 * leaves the sheet to the heuristic detective. The 200-game figures are on the game's page.
 */
import { describe, expect, it } from 'vitest';
import { botInput, createRng, searchBot } from '../../../src/core/index.js';
import { COLOURS, heuristicBot, searchGuide, tatortTitanic, type TatortTitanicAction } from '../../../src/games/tatort-titanic/index.js';
import { blank, card, position, type TtMatch } from './helpers.js';

/**
 * Every face but those of `missing` (colour index → candidates), the solution (candidate 5) never
 * seen. The blanks are seen too, so that what the others have seen are candidates in every world
 * the seat samples.
 */
function seenAllBut(missing: Readonly<Record<number, readonly number[]>>): number[] {
  return COLOURS.flatMap((colour, index) => [...[0, 1, 2, 3, 4].filter((k) => !(missing[index] ?? []).includes(k)).map((k) => card(colour, k)), blank(colour)]);
}

/** Three detectives, seat 0 after its clue search in `round`: seat 0 has seen `mine`, the others `theirs`. */
function lastTurn(mine: readonly number[], theirs: readonly number[], round = 25): TtMatch {
  return position({ players: 3, round, phase: 'action', seats: [{ seen: mine }, { seen: theirs }, { seen: theirs }] });
}

function searched(match: TtMatch, seed = 'search'): TatortTitanicAction {
  return searchBot(searchGuide, { iterations: 4, horizon: 4 })(botInput(tatortTitanic, match, 0, createRng(seed)));
}

function settled(match: TtMatch, seed = 'settle'): TatortTitanicAction | undefined {
  return searchGuide.settle?.(botInput(tatortTitanic, match, 0, createRng(seed)));
}

function modelOf(match: TtMatch, seed = 'model'): TatortTitanicAction {
  return heuristicBot(botInput(tatortTitanic, match, 0, createRng(seed)));
}

describe('Tatort Titanic: the guided search bets on its sheet at its last turn', () => {
  it('behind the others, it crosses off an unseen circumstance where the heuristic detective would end its turn', () => {
    // Seat 0 leaves 4 circumstances open besides the solution (two candidates in four colours);
    // the others 3 each, with nothing they have not seen within reach of their last turns.
    const behind = lastTurn(seenAllBut({ 0: [4], 1: [4], 2: [4], 3: [4] }), seenAllBut({ 0: [3, 4], 1: [4] }));
    expect(modelOf(behind)).toEqual({ type: 'end-turn', player: 0 });
    const bet = searched(behind);
    expect(bet.type).toBe('cross-off');
    if (bet.type === 'cross-off') expect(behind.state.detectives[0]?.seen).not.toContain(bet.circumstance);
  });

  it('ahead of the others, it keeps its sheet where the heuristic detective would guess on a coin flip', () => {
    // Seat 0 is down to two murderers: the heuristic detective guesses in the last round; the
    // others leave 3 open each, so the sheet as it stands wins the comparison.
    const ahead = lastTurn(seenAllBut({ 0: [4] }), seenAllBut({ 0: [3, 4], 1: [4] }));
    expect(modelOf(ahead).type).toBe('cross-off');
    expect(searched(ahead)).toEqual({ type: 'end-turn', player: 0 });
  });

  it('names the solution when its sheet leaves one circumstance a colour', () => {
    expect(searched(lastTurn(seenAllBut({}), seenAllBut({ 0: [3, 4] })))).toEqual({ type: 'solve', player: 0 });
  });

  it('before the last round it leaves the sheet to the model, and searches the rest', () => {
    // Round 24, down to two murderers: the heuristic detective's coin-flip guess stands.
    const guessing = lastTurn(seenAllBut({ 0: [4] }), seenAllBut({ 0: [3, 4], 1: [4] }), 24);
    expect(settled(guessing)).toEqual(modelOf(guessing, 'settle'));
    expect(settled(guessing)?.type).toBe('cross-off');
    // Round 24, four colours open: the model would end its turn, and the search decides.
    expect(settled(lastTurn(seenAllBut({ 0: [4], 1: [4], 2: [4], 3: [4] }), seenAllBut({ 0: [3, 4], 1: [4] }), 24))).toBeUndefined();
  });
});
