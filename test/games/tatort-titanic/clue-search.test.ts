/**
 * 2. Clue Search › Taking a clue card: "If a detective moves onto a space that contains clue cards,
 * he may take one clue card of his choice and read it. … Detectives must place their clue cards face
 * down in front of them, so that all others can see them at any time, but cannot read them."
 */
import { describe, expect, it } from 'vitest';
import { S, blank, card, deck, endTurn, legalOf, move, moving, pass, play, playEvents, position, refusal, rig, take, viewOf } from './helpers.js';

/** Seat 0 two steps from the Library (A7 is its doorway), the Library holding a weapon and a time card. */
const nearLibrary = (cards = [card('weapon', 0), card('time', 2)]) => moving({ seats: [{ space: deck('A', 6) }], board: { [S.library]: cards } }, 2);

describe('"If a detective moves onto a space that contains clue cards, he may take one clue card of his choice and read it"', () => {
  it('moving onto the Library opens the clue search; the card taken goes face down in front of the detective, who reads it', () => {
    const match = play(nearLibrary(), move(0, S.library));
    expect(match.state.phase).toBe('search');
    expect(legalOf(match, 'take-clue').map((action) => action.colour)).toEqual(['weapon', 'time']);
    const { match: after, events } = playEvents(match, take(0, 'weapon'));
    expect(events).toEqual([
      { type: 'clue-taken', seat: 0, space: S.library, colour: 'weapon' },
      { type: 'card-read', card: card('weapon', 0), visibleTo: [0] },
    ]);
    expect(after.state.detectives[0]?.hand).toEqual([card('weapon', 0)]);
    expect(after.state.detectives[0]?.seen).toEqual([card('weapon', 0)]);
    expect(after.state.board[S.library]).toEqual([card('time', 2)]);
    expect(after.state.phase).toBe('action');
  });

  it('"so that all others can see them at any time, but cannot read them": others see the colour, the taker the face', () => {
    const after = play(nearLibrary(), move(0, S.library), take(0, 'weapon'));
    expect(viewOf(after, 1).detectives[0]?.cards).toEqual(['weapon']);
    expect(viewOf(after, 1).hand).toEqual([]);
    expect(viewOf(after, 1).seen).toEqual([]);
    expect(viewOf(after, 0).hand).toEqual([card('weapon', 0)]);
  });

  it('"one clue card": after taking one, the search is over', () => {
    const after = play(nearLibrary(), move(0, S.library), take(0, 'weapon'));
    expect(refusal(after, take(0, 'time')).message).toMatch(/^2\. Clue Search › Action: seat 0 may question .*take-clue is not possible now/);
  });

  it('the choice is a colour (the backs show it); a colour not lying there is refused', () => {
    const match = play(nearLibrary(), move(0, S.library));
    const error = refusal(match, take(0, 'motive'));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toBe('2. Clue Search: "he may take one clue card of his choice" — Library (space 37) holds weapon, time cards; none is motive');
  });

  it('ruling 6: of two cards of one colour, which is taken is chance', () => {
    const cards = [card('weapon', 0), card('weapon', 3)];
    const first = play(rig(play(nearLibrary(cards), move(0, S.library)), [[0, 2]]), take(0, 'weapon'));
    const second = play(rig(play(nearLibrary(cards), move(0, S.library)), [[1, 2]]), take(0, 'weapon'));
    expect(first.state.detectives[0]?.hand).toEqual([card('weapon', 0)]);
    expect(second.state.detectives[0]?.hand).toEqual([card('weapon', 3)]);
  });

  it('the detective may take no card ("he may take"): pass', () => {
    const { match, events } = playEvents(play(nearLibrary(), move(0, S.library)), pass(0));
    expect(events).toEqual([{ type: 'passed', seat: 0, declined: 'clue' }]);
    expect(match.state.phase).toBe('action');
    expect(match.state.board[S.library]).toHaveLength(2);
  });

  it('a blank card is taken like any other: it shows nothing', () => {
    const after = play(nearLibrary([blank('motive')]), move(0, S.library), take(0, 'motive'));
    expect(after.state.detectives[0]?.hand).toEqual([blank('motive')]);
  });

  it('ruling 5: "moves onto" — a detective who forgoes its move in a room with cards takes none', () => {
    const match = moving({ seats: [{ space: S.library }], board: { [S.library]: [card('weapon', 0)] } }, 3);
    const stayed = play(match, move(0, S.library));
    expect(stayed.state.phase).toBe('action');
    expect(legalOf(stayed, 'take-clue')).toEqual([]);
    expect(refusal(stayed, take(0, 'weapon')).code).toBe('ILLEGAL_ACTION');
  });

  it('a space without clue cards (a deck space, an emptied room) has no clue search', () => {
    expect(play(nearLibrary(), move(0, deck('A', 8))).state.phase).toBe('action');
    const emptied = moving({ seats: [{ space: deck('A', 6) }], board: { [S.library]: [] } }, 2);
    expect(play(emptied, move(0, S.library)).state.phase).toBe('action');
  });

  it('the next detective may take the other card of the Library on its turn', () => {
    const match = position({ players: 3, seats: [{ space: S.library, hand: [card('weapon', 0)] }, { space: deck('A', 6) }], phase: 'action', board: { [S.library]: [card('time', 2)] } });
    const next = play(rig(play(match, endTurn(0)), [2]), { type: 'roll', player: 1 });
    const after = play(next, move(1, S.library));
    expect(legalOf(after, 'take-clue').map((action) => action.colour)).toEqual(['time']);
  });
});
