/**
 * The stand-in content (docs/games/killercruise.md "Stand-in content"): every constraint the
 * rulebook states, checked against the independent model — and, for every puzzle, the proof that
 * its twelve clues are all true of its solution and together leave exactly one room, with how many
 * clues a typical solve needs ("On average, 4 to 7 rooms are enough") when the puzzle table is not
 * consulted, and how much the table itself gives away (ruling 21).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/index.js';
import {
  FIGURE_IDS,
  clueHolds,
  clueText,
  contentSchema,
  standInContent,
  type RoomLetter,
} from '../../../src/games/killercruise/index.js';
import { RING } from './helpers.js';
import { clueTrue, roomsLeft } from './model.js';

const content = standInContent;

/** The messages the content schema refuses `candidate` with (`[]` if it accepts it). */
function messages(candidate: unknown): string[] {
  const parsed = contentSchema.safeParse(candidate);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('the ship', () => {
  it('rooms A to M without J on the clockwise ring, each its own colour: A yellow, B light blue, M white', () => {
    expect(content.rooms.map((room) => room.letter)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'K', 'L', 'M']);
    expect(content.rooms.map((room) => room.letter)).not.toContain('J');
    expect(new Set(content.rooms.map((room) => room.colour)).size).toBe(12);
    expect(content.rooms[0]?.colour).toBe('yellow');
    expect(content.rooms[1]?.colour).toBe('light blue');
    expect(content.rooms[11]?.colour).toBe('white');
  });

  it('at least six key colours; "Sami uses the green and purple keys to unlock room A"; "Each of the 12 rooms has a different combination ... 2 keys of different colors"', () => {
    expect(content.keyColours.length).toBeGreaterThanOrEqual(6);
    expect([...(content.rooms[0]?.keys ?? [])].sort()).toEqual(['green', 'purple']);
    const pairs = content.rooms.map((room) => [...room.keys].sort().join('+'));
    expect(new Set(pairs).size).toBe(12);
    for (const room of content.rooms) {
      expect(room.keys[0]).not.toBe(room.keys[1]);
      for (const key of room.keys) expect(content.keyColours).toContain(key);
    }
  });

  it('the four figures of the box: Daniel Bonhoeffer, Martin Schwartz, Gerlinde Dobkowitz, Dr. Elena Beck', () => {
    expect(content.figures.map((figure) => figure.name)).toEqual(['Daniel Bonhoeffer', 'Martin Schwartz', 'Gerlinde Dobkowitz', 'Dr. Elena Beck']);
  });
});

describe('"48 figure cards"', () => {
  it('48 cards over the four figures, each card a figure, a room colour and a key colour', () => {
    expect(content.figureCards).toHaveLength(48);
    for (const figure of FIGURE_IDS) {
      const cards = content.figureCards.filter((entry) => entry.figure === figure);
      expect(cards).toHaveLength(12);
      // Every figure can jump to every room with one of its cards.
      expect(new Set(cards.map((entry) => entry.room)).size).toBe(12);
    }
    for (const entry of content.figureCards) expect(content.keyColours).toContain(entry.key);
  });

  it('every combination can be gathered: each room\'s two key colours are on several cards, of several figures', () => {
    for (const room of content.rooms) {
      for (const key of room.keys) {
        const cards = content.figureCards.filter((entry) => entry.key === key);
        expect(cards.length).toBeGreaterThanOrEqual(4);
        expect(new Set(cards.map((entry) => entry.figure)).size).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe('"36 passenger cards"', () => {
  it('36 cards, all three condition kinds, every room\'s colour', () => {
    expect(content.passengers).toHaveLength(36);
    const kinds = new Set(content.passengers.map((entry) => entry.condition.kind));
    expect(kinds).toEqual(new Set(['figure', 'room', 'teamwork']));
    expect(new Set(content.passengers.map((entry) => entry.room)).size).toBe(12);
    for (const entry of content.passengers) {
      if (entry.condition.kind === 'room') expect(entry.condition.room).not.toBe(entry.room);
    }
    // Every figure is pictured on some passenger.
    const pictured = new Set(content.passengers.flatMap((entry) => (entry.condition.kind === 'figure' ? [entry.condition.figure] : [])));
    expect(pictured).toEqual(new Set(FIGURE_IDS));
  });
});

describe('the line mazes on the backs of the twelve upper-deck rooms', () => {
  it('"Follow the line. You will end up at a different letter": every back maps the twelve letters one to one, none to itself', () => {
    expect(content.mazes.map((maze) => maze.room)).toEqual(RING);
    for (const maze of content.mazes) {
      expect([...maze.exits].sort()).toEqual([...RING].sort());
      maze.exits.forEach((exit, index) => expect(exit).not.toBe(RING[index]));
    }
  });
});

describe('"20 clue cards" and "24 different puzzles"', () => {
  it('the module\'s clue predicates agree with the model for every clue, room and hiding place', () => {
    for (const clue of content.clues) {
      for (const here of RING) {
        for (const x of RING) expect(clueHolds(content.rooms, clue.predicate, here, x)).toBe(clueTrue(content, clue.predicate, here, x));
      }
    }
  });

  it('every clue reads as an English sentence', () => {
    for (const clue of content.clues) {
      const text = clueText(clue.predicate, 'C');
      expect(text).toMatch(/^The psychopath|^Going clockwise/);
      expect(text.endsWith('.')).toBe(true);
    }
  });

  it('20 clues, 24 puzzles of 12 different clue cards each, one per lower-deck room', () => {
    expect(content.clues).toHaveLength(20);
    expect(content.puzzles).toHaveLength(24);
    for (const puzzle of content.puzzles) {
      expect(puzzle.clues).toHaveLength(12);
      expect(new Set(puzzle.clues).size).toBe(12);
      for (const id of puzzle.clues) expect(id >= 1 && id <= 20).toBe(true);
    }
    expect(new Set(content.puzzles.map((puzzle) => puzzle.clues.join())).size).toBe(24);
  });

  for (const puzzle of content.puzzles) {
    it(`puzzle ${puzzle.id}: its 12 clues are all true of ${puzzle.solution} and together leave exactly that room`, () => {
      const placed = puzzle.clues.map((id, index) => [id, RING[index] ?? 'A'] as const);
      for (const [id, here] of placed) {
        const predicate = content.clues[id - 1]?.predicate;
        if (predicate === undefined) throw new Error(`no clue ${id}`);
        expect(clueTrue(content, predicate, here, puzzle.solution), `clue ${id} in ${here}`).toBe(true);
      }
      expect(roomsLeft(content, placed)).toEqual([puzzle.solution]);
    });
  }

  it('how many clues a typical solve needs: 4 to 7 on average ("On average, 4 to 7 rooms are enough")', () => {
    const rng = createRng('solve-length');
    const ORDERS = 400;
    const cluesNeeded: number[] = [];
    const roomsOpened: number[] = [];
    const perPuzzle: string[] = [];
    for (const puzzle of content.puzzles) {
      let sum = 0;
      for (let order = 0; order < ORDERS; order++) {
        // Lower-deck rooms opened in a random order until the clues leave one room; the showdown
        // also needs the hiding place itself open, so count it if it was not among them.
        const rooms = rng.shuffle(RING);
        const opened: (readonly [number, RoomLetter])[] = [];
        for (const here of rooms) {
          opened.push([puzzle.clues[RING.indexOf(here)] ?? 1, here]);
          if (roomsLeft(content, opened).length === 1) break;
        }
        cluesNeeded.push(opened.length);
        roomsOpened.push(opened.length + (opened.some(([, here]) => here === puzzle.solution) ? 0 : 1));
        sum += opened.length;
      }
      perPuzzle.push(`${puzzle.id}:${(sum / ORDERS).toFixed(1)}`);
    }
    const mean = (list: readonly number[]): number => list.reduce((total, value) => total + value, 0) / list.length;
    const sorted = [...cluesNeeded].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const histogram = Array.from({ length: 13 }, (_, count) => cluesNeeded.filter((value) => value === count).length);
    // The figures, for the failure message (a passing test prints nothing).
    const summary =
      `Killercruise stand-in puzzles: clues needed to leave one room — mean ${mean(cluesNeeded).toFixed(2)}, median ${median}, ` +
        `min ${sorted[0]}, max ${sorted[sorted.length - 1]}; rooms opened for the showdown — mean ${mean(roomsOpened).toFixed(2)}\n` +
        `  per puzzle: ${perPuzzle.join(' ')}\n  histogram (clues: solves): ${histogram.map((n, count) => `${count}:${n}`).filter((entry) => !entry.endsWith(':0')).join(' ')}`;
    expect(mean(cluesNeeded), summary).toBeGreaterThanOrEqual(4);
    expect(mean(cluesNeeded), summary).toBeLessThanOrEqual(7);
    expect(mean(roomsOpened), summary).toBeLessThanOrEqual(7);
    expect(median, summary).toBeGreaterThanOrEqual(4);
    expect(median, summary).toBeLessThanOrEqual(7);
  });

  it('ruling 21, the limit: looked up in the exported puzzle table, one revealed clue fixes the solution in 39 % of cases and two in 93 %', () => {
    const puzzles = content.puzzles;
    /** Whether every puzzle agreeing with `puzzle` on the clues under `rooms` has the same solution. */
    const fixes = (puzzle: (typeof puzzles)[number], rooms: readonly number[]): boolean => {
      const agreeing = puzzles.filter((other) => rooms.every((room) => other.clues[room] === puzzle.clues[room]));
      return agreeing.every((other) => other.solution === puzzle.solution);
    };
    let one = 0;
    let two = 0;
    for (const puzzle of puzzles) {
      for (let a = 0; a < 12; a++) {
        if (fixes(puzzle, [a])) one++;
        for (let b = a + 1; b < 12; b++) if (fixes(puzzle, [a, b])) two++;
      }
    }
    // 24 puzzles × 12 rooms, and × 66 pairs of rooms (docs "Rulings" 21 and "Hidden information").
    expect([one, 24 * 12]).toEqual([112, 288]);
    expect([two, 24 * 66]).toEqual([1_466, 1_584]);
    expect(Math.round((100 * one) / 288)).toBe(39);
    expect(Math.round((100 * two) / 1_584)).toBe(93);
  });

  it('the content schema accepts the stand-in content and refuses broken variants', () => {
    expect(contentSchema.safeParse(content).success).toBe(true);
    const fixedPoint = { ...content, mazes: content.mazes.map((maze, index) => (index === 0 ? { ...maze, exits: RING } : maze)) };
    expect(contentSchema.safeParse(fixedPoint).success).toBe(false);
    const repeatedClue = { ...content, puzzles: content.puzzles.map((puzzle, index) => (index === 0 ? { ...puzzle, clues: [1, 1, ...puzzle.clues.slice(2)] } : puzzle)) };
    expect(messages(repeatedClue)).toContain('puzzle 1: its 12 clue cards must be different');
    const sameColour = { ...content, rooms: content.rooms.map((room, index) => (index === 1 ? { ...room, colour: 'yellow' } : room)) };
    expect(contentSchema.safeParse(sameColour).success).toBe(false);
  });

  it('the content schema refuses a puzzle whose twelve different clues, all true of its solution, leave a second room', () => {
    // Puzzle 3 (solution B) with clue 1 under C and clue 16 under F (instead of 10 and 18).
    const puzzle = content.puzzles[2];
    if (puzzle === undefined) throw new Error('no puzzle 3');
    const clues = puzzle.clues.map((id, index) => (RING[index] === 'C' ? 1 : RING[index] === 'F' ? 16 : id));
    expect(clues).toEqual([6, 17, 1, 11, 4, 16, 3, 20, 13, 15, 8, 2]);
    expect(new Set(clues).size).toBe(12);
    const placed = clues.map((id, index) => [id, RING[index] ?? 'A'] as const);
    // By the independent model: every clue is true of B, and together they leave B and D.
    for (const [id, here] of placed) {
      const predicate = content.clues[id - 1]?.predicate;
      if (predicate === undefined) throw new Error(`no clue ${id}`);
      expect(clueTrue(content, predicate, here, puzzle.solution), `clue ${id} in ${here}`).toBe(true);
    }
    expect(roomsLeft(content, placed)).toEqual(['B', 'D']);
    const twoSolutions = { ...content, puzzles: content.puzzles.map((entry) => (entry.id === 3 ? { ...entry, clues } : entry)) };
    // Refused by the "exactly one room" check alone.
    expect(messages(twoSolutions)).toEqual(['puzzle 3: its clues must leave exactly its solution B, not B, D']);
  });
});
