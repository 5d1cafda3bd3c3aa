/**
 * What Happens Next With The Unlocked Rooms? › 2. What Happens On The Lower Deck?: the clues and
 * the showdown (ruling 15). Puzzle 1 of the stand-in content hides the psychopath in room H.
 */
import { describe, expect, it } from 'vitest';
import { clueText, standInContent } from '../../../src/games/killercruise/index.js';
import {
  card,
  figureAt,
  legal,
  move,
  openRoom,
  play,
  playEvents,
  refusal,
  scenario,
  secondKey,
  showdown,
  types,
  unlock,
  viewOf,
} from './helpers.js';

const PUZZLE = standInContent.puzzles[0];
if (PUZZLE === undefined) throw new Error('no puzzle 1');
const GREEN = card('elena', 'D');
const BLUE = card('elena', 'A');
/** Martin (in G) with a yellow (A) card: F, H or A. */
const MARTIN_A = card('martin', 'A');

describe('"Have you unlocked a room to the lower deck? Then take the clue, turn it over, and read it out loud. Then put it back in the room, face up."', () => {
  const board = () =>
    scenario({ hands: [[GREEN, BLUE], []] }, (draft) => {
      for (const room of ['B', 'C', 'D', 'E'] as const) openRoom(draft, room, 'middle');
    });

  it('unlocking the middle deck of room E reveals the clue below it, to everyone, with its text', () => {
    const clue = PUZZLE.clues[4] ?? 0;
    const predicate = standInContent.clues[clue - 1]?.predicate;
    if (predicate === undefined) throw new Error('no clue');
    const before = board();
    for (const viewer of [0, 1, null]) expect(viewOf(before, viewer).rooms[4]?.clue).toBeNull();
    const { match, events } = playEvents(before, unlock('E', GREEN), secondKey(BLUE));
    expect(match.state.rooms[4]).toMatchObject({ deck: 'lower', clue, clueRevealed: true });
    expect(types(events)).toEqual(['unlock-started', 'room-unlocked', 'clue-revealed']);
    expect(events[2]).toEqual({ type: 'clue-revealed', room: 'E', clue, predicate, text: clueText(predicate, 'E') });
    for (const viewer of [0, 1, null]) {
      expect(viewOf(match, viewer).rooms[4]?.clue).toEqual({ id: clue, predicate, text: clueText(predicate, 'E') });
      // The other lower-deck clues stay hidden.
      expect(viewOf(match, viewer).rooms.filter((room) => room.clue !== null).map((room) => room.letter)).toEqual(['E']);
    }
  });

  it('"You will collect more and more clues": revealed clues stay face up; the killer walking in changes nothing (Has The Killer Come Across A Clue?)', () => {
    const match = play(board(), unlock('E', GREEN), secondKey(BLUE));
    expect(match.state.rooms.filter((room) => room.clueRevealed).map((room) => room.letter)).toEqual(['E']);
  });
});

describe('the showdown: "move any playing figure into the room where you suspect the psychopath is hiding"', () => {
  const board = (killer: 'A' | 'H' = 'A') =>
    scenario({ hands: [[MARTIN_A], []], killer }, (draft) => {
      for (const room of ['B', 'C', 'D', 'E'] as const) openRoom(draft, room, 'middle');
      openRoom(draft, 'H', 'lower');
      openRoom(draft, 'F', 'lower');
    });

  it('"Does your suspicion match the solution on the puzzle card? Congratulations! You\'ve found the psychopath!"', () => {
    expect(PUZZLE.solution).toBe('H');
    const { match, events } = playEvents(board(), showdown(MARTIN_A, 'H'));
    expect(match.state.outcome).toEqual({ winners: [0, 1], reason: 'psychopath-found', returns: [1, 1] });
    expect(figureAt(match, 'martin').room).toBe('H');
    expect(types(events)).toEqual(['showdown', 'game-ended']);
    expect(events[1]).toEqual({ type: 'game-ended', won: true, reason: 'psychopath-found', solution: 'H' });
    // "It doesn't matter if you haven't found the missing person by then."
    expect(match.state.missingPerson.found).toBe(false);
    for (const viewer of [0, 1, null]) expect(viewOf(match, viewer).solution).toBe('H');
  });

  it('"The solutions do not match? Oh dear ... the psychopath has duped you! You have lost the game."', () => {
    const { match, events } = playEvents(board(), showdown(MARTIN_A, 'F'));
    expect(match.state.outcome).toEqual({ winners: [], reason: 'wrong-showdown', returns: [-1, -1] });
    expect(events[0]).toMatchObject({ type: 'showdown', room: 'F', correct: false });
  });

  it('"The room must be unlocked down to the lower deck, of course"', () => {
    const match = scenario({ hands: [[MARTIN_A], []] }, (draft) => openRoom(draft, 'H', 'middle'));
    const error = refusal(match, showdown(MARTIN_A, 'H'));
    expect(error.message).toMatch(/^2\. What Happens On The Lower Deck\?: the showdown room "must be unlocked down to the lower deck"; room H is not/);
    expect(legal(match).some((action) => action.type === 'showdown')).toBe(false);
  });

  it('"... and the killer may not be there"', () => {
    const error = refusal(board('H'), showdown(MARTIN_A, 'H'));
    expect(error.message).toMatch(/"the killer may not be there", and the killer is in room H/);
  });

  it('the showdown is a move: it must be one of the card\'s three ways', () => {
    // Martin stands in G; from there his yellow card reaches F, H and A, not B.
    const match = scenario({ hands: [[MARTIN_A], []] }, (draft) => openRoom(draft, 'B', 'lower'));
    expect(refusal(match, showdown(MARTIN_A, 'B')).message).toMatch(/^1\. Move A Playing Figure/);
  });

  it('ruling 15: a plain move into a lower-deck room declares nothing; the game goes on', () => {
    const match = play(board(), move(MARTIN_A, 'H'));
    expect(match.state.outcome).toBeNull();
    expect(figureAt(match, 'martin').room).toBe('H');
    expect(legal(board()).filter((action) => action.type === 'showdown')).toEqual([showdown(MARTIN_A, 'F'), showdown(MARTIN_A, 'H')]);
  });

  it('a figure already in the room must move in from elsewhere to declare it', () => {
    const match = scenario({ hands: [[card('martin', 'H')], []] }, (draft) => {
      openRoom(draft, 'G', 'lower');
    });
    // Martin stands in G, which is open to the lower deck: no showdown "into" G.
    expect(legal(match).some((action) => action.type === 'showdown' && action.to === 'G')).toBe(false);
  });
});
