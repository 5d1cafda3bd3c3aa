/**
 * 2. Clue Search › Taking a clue card: "If a detective moves onto a space that contains clue cards,
 * he may take one clue card of his choice and read it. … Detectives must place their clue cards face
 * down in front of them, so that all others can see them at any time, but cannot read them."
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/index.js';
import { COLOURS } from '../../../src/games/tatort-titanic/index.js';
import { movesOnto } from '../../../src/games/tatort-titanic/rules/queries.js';
import { S, blank, card, deck, endTurn, eavesdrop, eventsOf, legal, legalOf, move, moving, pass, play, playEvents, position, refusal, rig, standInContent, take, tatortTitanic, viewOf, type TatortTitanicAction, type TtMatch } from './helpers.js';

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

/**
 * Seat 0 standing in the Library (a weapon and a time card there) with `points` to move; seat 1 in
 * the Library too when `company`. Fewer than 2 points come from a roll of 2 less a Crowded
 * Promenade's points (a 1 would draw an event card).
 */
function inLibrary(points: number, company = false): TtMatch {
  const seats = [{ space: S.library, movementBonus: points < 2 ? points - 2 : 0 }, { space: company ? S.library : S.bridge }];
  return moving({ seats, board: { [S.library]: [card('weapon', 0), card('time', 2)] } }, points < 2 ? 2 : points);
}

/** Every action of every shape a seat of `players` might send in these scenes. */
function candidates(players: number): TatortTitanicAction[] {
  const out: TatortTitanicAction[] = [];
  for (let player = 0; player < players; player++) {
    out.push({ type: 'roll', player }, { type: 'pass', player }, { type: 'eavesdrop', player }, { type: 'solve', player }, { type: 'end-turn', player });
    for (let to = 0; to < standInContent.spaces.length; to++) out.push({ type: 'move', player, to });
    for (const colour of COLOURS) out.push({ type: 'take-clue', player, colour }, { type: 'consult', player, colour, prediction: 'even' }, { type: 'draw-card', player, colour });
    for (let target = 0; target < players; target++) out.push({ type: 'question', player, target });
    for (let circumstance = 0; circumstance < 30; circumstance++) out.push({ type: 'cross-off', player, circumstance });
  }
  return out;
}

/** `reduce` accepts exactly what `legalActions` lists, and the fast `pickLegal` draws as `rng.pick(legalActions)` does. */
function expectLegalAgrees(match: TtMatch): void {
  const players = match.state.detectives.length;
  const listed = new Set<string>();
  for (let seat = 0; seat < players; seat++) for (const action of tatortTitanic.legalActions(match.state, seat)) listed.add(JSON.stringify(action));
  for (const candidate of candidates(players)) {
    const result = tatortTitanic.reduce(match.state, candidate, createRng('agree'));
    expect(result.ok, `${JSON.stringify(candidate)}: ${result.ok ? 'accepted' : result.error.message}`).toBe(listed.has(JSON.stringify(candidate)));
  }
  const pickLegal = tatortTitanic.rules?.pickLegal;
  if (pickLegal === undefined) throw new Error('Tatort Titanic has no pickLegal');
  for (let seat = 0; seat < players; seat++) {
    const all = tatortTitanic.legalActions(match.state, seat);
    expect(pickLegal(match.state, seat, createRng(`pick/${seat}`))).toEqual(all.length === 0 ? null : createRng(`pick/${seat}`).pick(all));
  }
}

describe('ruling 5: "moves onto" — out of the space and back in, or the move forgone', () => {
  for (const points of [2, 3]) {
    it(`"may move his pawn by up to the number of points rolled" (line 61): with ${points} points, out of the Library and back in "moves onto" it (line 64) — the clue search opens`, () => {
      const match = inLibrary(points);
      expect(legalOf(match, 'move').map((action) => action.to)).toContain(S.library);
      const { match: back, events } = playEvents(match, move(0, S.library));
      expect(eventsOf(events, 'moved')).toEqual([{ type: 'moved', seat: 0, from: S.library, to: S.library, name: 'Library' }]);
      expect(back.state.detectives[0]?.space).toBe(S.library);
      expect(back.state.phase).toBe('search');
      expect(legal(back)).toEqual([take(0, 'weapon'), take(0, 'time'), pass(0)]);
      const after = play(back, take(0, 'time'));
      expect(after.state.detectives[0]?.hand).toEqual([card('time', 2)]);
      expect(after.state.board[S.library]).toEqual([card('weapon', 0)]);
      // "he may take": the search stays optional.
      expect(play(back, pass(0)).state.board[S.library]).toHaveLength(2);
    });
  }

  it('"may forgo the rolled points or his entire move" (line 62): with 1 point the same move is the move forgone — no clue search there', () => {
    const { match: stayed, events } = playEvents(inLibrary(1), move(0, S.library));
    expect(eventsOf(events, 'moved')).toEqual([]);
    expect(stayed.state.phase).toBe('action');
    expect(legalOf(stayed, 'take-clue')).toEqual([]);
    expect(refusal(stayed, take(0, 'weapon')).message).toMatch(/^2\. Clue Search › Action: seat 0 may question .*take-clue is not possible now/);
    expect(stayed.state.board[S.library]).toHaveLength(2);
  });

  it('with 0 points (a Crowded Promenade on a 2) the move is forgone as well', () => {
    const match = inLibrary(0);
    expect(match.state.points).toBe(0);
    expect(play(match, move(0, S.library)).state.phase).toBe('action');
  });

  it('a card taken after stepping out and back in is eavesdropped on as usual ("a room where another detective is taking a card")', () => {
    const after = play(inLibrary(2, true), move(0, S.library), take(0, 'weapon'));
    expect(after.state.pending).toEqual({ kind: 'eavesdrop', seat: 1, taker: 0, card: card('weapon', 0), room: S.library, queue: [] });
    expect(legal(after)).toEqual([eavesdrop(1), pass(1)]);
  });

  it('legalActions lists exactly what reduce accepts, and pickLegal agrees, before and after the move, with 0 to 3 points', () => {
    for (const points of [0, 1, 2, 3]) {
      const match = inLibrary(points, true);
      expectLegalAgrees(match);
      const moved = play(match, move(0, S.library));
      expect(moved.state.phase).toBe(points >= 2 ? 'search' : 'action');
      expectLegalAgrees(moved);
    }
  });

  it('a space with no neighbour to step to (content that links none) cannot be left and re-entered: its own space is the move forgone', () => {
    const cutOff = { ...standInContent, links: standInContent.links.filter(([a, b]) => a !== S.library && b !== S.library) };
    expect(movesOnto(standInContent, S.library, S.library, 2)).toBe(true);
    expect(movesOnto(cutOff, S.library, S.library, 2)).toBe(false);
    expect(movesOnto(standInContent, S.library, S.library, 1)).toBe(false);
    expect(movesOnto(standInContent, deck('A', 7), S.library, 1)).toBe(true);
  });
});
