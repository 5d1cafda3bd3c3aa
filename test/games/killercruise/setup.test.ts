/** How To Set Up The Game, the config schema, and rulings 1–3 (docs/games/killercruise.md). */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/core/index.js';
import { dayOfWeek, standInContent, type KillercruiseConfigInput } from '../../../src/games/killercruise/index.js';
import { RING, SCENARIO, killercruise, legal, refusal, start, type KillercruiseState } from './helpers.js';
import { KILLER_CARDS } from './model.js';

const isKiller = (cardId: number): boolean => cardId >= 49;

/** The stacked piles of a fresh draw pile, top pile first. */
function piles(state: KillercruiseState): number[][] {
  const out: number[][] = [];
  let at = 0;
  for (const size of state.drawPile.piles) {
    out.push(state.drawPile.cards.slice(at, at + size));
    at += size;
  }
  return out;
}

describe('How To Set Up The Game', () => {
  it('"If there are 2 players, give each player 6 figure cards. If there are 3 or 4 players ... 4"', () => {
    expect(start({ players: 2 }).state.hands.map((hand) => hand.length)).toEqual([6, 6]);
    expect(start({ players: 3 }).state.hands.map((hand) => hand.length)).toEqual([4, 4, 4]);
    expect(start({ players: 4 }).state.hands.map((hand) => hand.length)).toEqual([4, 4, 4, 4]);
  });

  it('hands hold figure cards only; all 48 are dealt or in the draw pile, with the level\'s killer cards', () => {
    for (const [players, difficulty] of [[2, 'easy'], [3, 'medium'], [4, 'difficult']] as const) {
      const { state } = start({ players, difficulty }, `cards/${players}`);
      for (const hand of state.hands) expect(hand.every((id) => id >= 1 && id <= 48)).toBe(true);
      const figureCards = [...state.hands.flat(), ...state.drawPile.cards.filter((id) => !isKiller(id))];
      expect(figureCards.sort((a, b) => a - b)).toEqual(Array.from({ length: 48 }, (_, index) => index + 1));
      const killers = state.drawPile.cards.filter(isKiller);
      expect(killers).toHaveLength(KILLER_CARDS[difficulty]);
      expect(new Set(killers).size).toBe(killers.length);
    }
  });

  it('ruling 3: "easy level ... 8 killer cards: 4 single and 4 double ... medium 5 and 5 ... difficult 6 and 6"', () => {
    for (const [difficulty, perKind] of [['easy', 4], ['medium', 5], ['difficult', 6]] as const) {
      const { state } = start({ difficulty }, `killers/${difficulty}`);
      const killers = state.drawPile.cards.filter(isKiller);
      // Ids 49–54 are the single killer cards, 55–60 the double ones.
      expect(killers.filter((id) => id <= 54)).toHaveLength(perKind);
      expect(killers.filter((id) => id >= 55)).toHaveLength(perKind);
    }
  });

  it('"For the easy level, you will need 4 piles ... medium 5 ... difficult 6", each with 2 killer cards', () => {
    for (const [difficulty, count] of [['easy', 4], ['medium', 5], ['difficult', 6]] as const) {
      for (const players of [2, 3, 4]) {
        const { state } = start({ difficulty, players }, `piles/${difficulty}/${players}`);
        const stacked = piles(state);
        expect(stacked).toHaveLength(count);
        for (const pile of stacked) expect(pile.filter(isKiller)).toHaveLength(2);
        expect(state.drawPile.turnedOver).toBe(false);
      }
    }
  });

  it('ruling 2: uneven piles differ by at most one card, the first (top) piles taking the extra cards', () => {
    // Two players leave 36 figure cards: 9 a pile for easy, 8/7/7/7/7 for medium; four players leave
    // 32: 8 a pile for easy, 7/7/6/6/6 for medium, 6/6/5/5/5/5 for difficult. Plus 2 killer cards each.
    const sizes = (config: KillercruiseConfigInput): number[] => start(config, 'sizes').state.drawPile.piles.slice();
    expect(sizes({ players: 2, difficulty: 'easy' })).toEqual([11, 11, 11, 11]);
    expect(sizes({ players: 2, difficulty: 'medium' })).toEqual([10, 9, 9, 9, 9]);
    expect(sizes({ players: 2, difficulty: 'difficult' })).toEqual([8, 8, 8, 8, 8, 8]);
    expect(sizes({ players: 4, difficulty: 'easy' })).toEqual([10, 10, 10, 10]);
    expect(sizes({ players: 4, difficulty: 'medium' })).toEqual([9, 9, 8, 8, 8]);
    expect(sizes({ players: 4, difficulty: 'difficult' })).toEqual([8, 8, 7, 7, 7, 7]);
  });

  it('"Shuffle the killer cards and ... add 2 to each pile": which pile gets which killer cards varies', () => {
    const layouts = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const stacked = piles(start({ difficulty: 'easy' }, `layout/${seed}`).state);
      layouts.add(JSON.stringify(stacked.map((pile) => pile.filter(isKiller).sort())));
    }
    expect(layouts.size).toBeGreaterThan(1);
  });

  it('"Start with the yellow room A ... until you reach the white room M": the clues lie in the puzzle\'s order', () => {
    for (const puzzle of [1, 7, 24]) {
      const { state } = start({ puzzle }, `clues/${puzzle}`);
      expect(state.rooms.map((room) => room.clue)).toEqual(standInContent.puzzles[puzzle - 1]?.clues);
      expect(state.solution).toBe(standInContent.puzzles[puzzle - 1]?.solution);
      expect(state.rooms.every((room) => !room.clueRevealed && room.deck === 'upper')).toBe(true);
    }
  });

  it('"Place the killer in any of the rooms on the ship\'s upper deck. Select 3 playing figures ... each in a different room ... none ... in the same room as the killer"', () => {
    for (let seed = 0; seed < 30; seed++) {
      const { state } = start({}, `figures/${seed}`);
      const standing = state.figures.filter((figure) => figure.status === 'white');
      expect(standing).toHaveLength(3);
      const rooms = standing.map((figure) => figure.room);
      expect(new Set(rooms).size).toBe(3);
      expect(rooms).not.toContain(state.killer);
      // "Place the remaining playing figures (1 with a white background and 4 with a red background) next to the ship."
      const missing = state.figures.filter((figure) => figure.status === 'missing');
      expect(missing).toHaveLength(1);
      expect(missing[0]?.room).toBeNull();
      expect(state.missingPerson.figure).toBe(missing[0]?.figure);
      expect(state.missingPerson).toMatchObject({ maze: null, found: false });
    }
  });

  it('choices given in the config are used: killer room, starting figures, puzzle, first player', () => {
    const { state } = start(SCENARIO);
    expect(state.killer).toBe('A');
    expect(state.figures).toEqual([
      { figure: 'daniel', status: 'white', room: 'E' },
      { figure: 'martin', status: 'white', room: 'G' },
      { figure: 'gerlinde', status: 'white', room: 'K' },
      { figure: 'elena', status: 'missing', room: null },
    ]);
    expect(state.puzzle).toBe(1);
    expect(state.turn).toEqual({ player: 0, played: 0, pending: null });
  });

  it('ruling 1: any choice left out is drawn with the rng — killer rooms, first players and puzzles vary with the seed', () => {
    const killers = new Set<string>();
    const firsts = new Set<number>();
    const puzzles = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const { state } = start({ players: 4 }, `draw/${seed}`);
      killers.add(state.killer);
      firsts.add(state.firstPlayer);
      puzzles.add(state.puzzle);
      expect(state.turn.player).toBe(state.firstPlayer);
    }
    expect(killers.size).toBeGreaterThan(4);
    expect(firsts).toEqual(new Set([0, 1, 2, 3]));
    expect(puzzles.size).toBeGreaterThan(10);
  });

  it('ruling 1: with the figures given but not the killer, the killer is drawn among the rooms without a figure', () => {
    for (let seed = 0; seed < 30; seed++) {
      const { state } = start({ figures: SCENARIO.figures }, `killer/${seed}`);
      expect(['E', 'G', 'K']).not.toContain(state.killer);
    }
  });

  it('"Now take 4 passenger cards ... distribute them to the corresponding rooms. The colors of the room and passenger card must match"', () => {
    for (let seed = 0; seed < 30; seed++) {
      const { state } = start({}, `passengers/${seed}`);
      // "You do not have to draw another passenger card to replace it": exactly 4 leave the pile.
      expect(state.passengerPile).toHaveLength(32);
      const placed = state.rooms.flatMap((room) => room.passengers.map((id) => ({ id, room: room.letter })));
      expect(placed.length + state.box.length).toBe(4);
      for (const { id, room } of placed) expect(standInContent.passengers[id - 1]?.room).toBe(room);
      expect(state.killerFields).toEqual([]);
    }
  });

  it('"Is the passenger card meant to go in the room where the killer is? Then put it there."', () => {
    let found = false;
    for (let seed = 0; seed < 400 && !found; seed++) {
      const { state } = start({}, `killer-room/${seed}`);
      const room = state.rooms[RING.indexOf(state.killer)];
      if (room === undefined || room.passengers.length === 0) continue;
      found = true;
      for (const id of room.passengers) expect(standInContent.passengers[id - 1]?.room).toBe(state.killer);
      expect(state.killerFields).toEqual([]);
    }
    expect(found, 'some seed places a passenger in the killer\'s room').toBe(true);
  });

  it('"...the condition on it has already been fulfilled? Then return it to the box lid"', () => {
    let found = false;
    for (let seed = 0; seed < 400 && !found; seed++) {
      const { state } = start({}, `box/${seed}`);
      if (state.box.length === 0) continue;
      found = true;
      for (const id of state.box) {
        const card = standInContent.passengers[id - 1];
        if (card === undefined) throw new Error('no card');
        const here = state.figures.filter((figure) => figure.room === card.room);
        // At setup only the named figure or two figures can already be in a passenger's room.
        const holds = card.condition.kind === 'figure' ? here.some((figure) => card.condition.kind === 'figure' && figure.figure === card.condition.figure) : card.condition.kind === 'teamwork' && here.length >= 2;
        expect(holds).toBe(true);
      }
      expect(state.passengerPile).toHaveLength(32);
    }
    expect(found, 'some seed saves a passenger at setup').toBe(true);
  });

  it('How To Play: "the youngest player starts" — the first player is the only seat with legal actions', () => {
    const match = start({ ...SCENARIO, players: 3, firstPlayer: 2 });
    expect(killercruise.activePlayers(match.state)).toEqual([2]);
    expect(legal(match, 2).length).toBeGreaterThan(0);
    expect(legal(match, 0)).toEqual([]);
    expect(legal(match, 1)).toEqual([]);
    const hand = match.state.hands[2] ?? [];
    expect(refusal(match, { type: 'leave-key', player: 0, card: hand[0] }).code).toBe('NOT_YOUR_TURN');
  });
});

describe('Game Over!: "Is today Friday the thirteenth? Then you\'ve all automatically lost!"', () => {
  const fridays = ['2026-02-13', '2026-03-13', '2024-09-13', '2023-10-13', '2023-01-13', '1998-11-13'];
  for (const date of fridays) {
    it(`${date} is a Friday the 13th: lost at setup`, () => {
      const match = start({ ...SCENARIO, date });
      expect(match.state.outcome).toEqual({ winners: [], reason: 'friday-the-thirteenth', returns: [-1, -1] });
      expect(killercruise.activePlayers(match.state)).toEqual([]);
      expect(legal(match, 0)).toEqual([]);
      expect(refusal(match, { type: 'end-turn', player: 0 }).code).toBe('GAME_OVER');
    });
  }

  for (const date of ['2026-08-13', '2024-09-12', '2024-09-20', '2023-02-13']) {
    it(`${date} is not (a 13th that is no Friday, or a Friday that is no 13th): the game runs`, () => {
      expect(start({ ...SCENARIO, date }).state.outcome).toBeNull();
    });
  }

  it('the date may be given as { year, month, day }; it is kept in that form', () => {
    const match = start({ ...SCENARIO, date: { year: 2026, month: 2, day: 13 } });
    expect(match.state.outcome?.reason).toBe('friday-the-thirteenth');
    expect(start({ ...SCENARIO, date: '2026-02-13' }).config.date).toEqual({ year: 2026, month: 2, day: 13 });
  });

  it('dayOfWeek: known days of the calendar (0 = Sunday)', () => {
    expect(dayOfWeek({ year: 1970, month: 1, day: 1 })).toBe(4); // a Thursday
    expect(dayOfWeek({ year: 2000, month: 1, day: 1 })).toBe(6); // a Saturday
    expect(dayOfWeek({ year: 2024, month: 2, day: 29 })).toBe(4); // a Thursday
    expect(dayOfWeek({ year: 1900, month: 3, day: 1 })).toBe(4); // 1900 was no leap year
  });

  it('without a date the engine never asks: no Friday-the-13th rule', () => {
    expect(start(SCENARIO).config.date).toBeNull();
    expect(start(SCENARIO).state.outcome).toBeNull();
  });
});

describe('invalid configs are refused with INVALID_CONFIG', () => {
  const badContent = {
    ...standInContent,
    rooms: standInContent.rooms.map((room, index) => (index === 0 ? { ...room, keys: ['green', 'green'] as const } : room)),
  };
  const wrongSolution = {
    ...standInContent,
    puzzles: standInContent.puzzles.map((puzzle, index) => (index === 0 ? { ...puzzle, solution: puzzle.solution === 'A' ? 'B' : 'A' } : puzzle)),
  };
  const cases: { name: string; config: unknown }[] = [
    { name: 'one player', config: { players: 1 } },
    { name: 'five players', config: { players: 5 } },
    { name: 'an unknown difficulty', config: { difficulty: 'nightmare' } },
    { name: 'puzzle 25 (there are 24)', config: { puzzle: 25 } },
    { name: 'puzzle 0', config: { puzzle: 0 } },
    { name: 'room J ("there\'s no room J")', config: { killerRoom: 'J' } },
    { name: 'first player 2 of 2 seats', config: { players: 2, firstPlayer: 2 } },
    { name: 'two starting figures', config: { figures: [{ figure: 'daniel', room: 'A' }, { figure: 'martin', room: 'B' }] } },
    { name: 'a figure twice', config: { figures: [{ figure: 'daniel', room: 'A' }, { figure: 'daniel', room: 'B' }, { figure: 'martin', room: 'C' }] } },
    { name: 'two figures in one room ("each of these in a different room")', config: { figures: [{ figure: 'daniel', room: 'A' }, { figure: 'martin', room: 'A' }, { figure: 'elena', room: 'C' }] } },
    { name: 'a figure with the killer', config: { killerRoom: 'C', figures: [{ figure: 'daniel', room: 'A' }, { figure: 'martin', room: 'B' }, { figure: 'elena', room: 'C' }] } },
    { name: 'an unknown variant', config: { variant: 'blitz' } },
    { name: 'February 30th', config: { date: '2026-02-30' } },
    { name: '2023-02-29 (no leap year)', config: { date: '2023-02-29' } },
    { name: 'a date in another format', config: { date: '13.02.2026' } },
    { name: 'month 13', config: { date: { year: 2026, month: 13, day: 1 } } },
    { name: 'an unknown config key', config: { players: 2, crew: 4 } },
    { name: 'a room opened by two keys of one colour', config: { content: badContent } },
    { name: 'a puzzle whose clues do not leave its solution', config: { content: wrongSolution } },
    { name: 'content with 47 figure cards', config: { content: { ...standInContent, figureCards: standInContent.figureCards.slice(1) } } },
  ];
  for (const { name, config } of cases) {
    it(name, () => {
      // Cast through never: these configs are deliberately outside the config type.
      const created = createMatch(killercruise, { config: config as never, seed: 'bad' });
      expect(created.ok).toBe(false);
      if (created.ok) return;
      expect(created.error.code).toBe('INVALID_CONFIG');
      expect(created.error.message).toMatch(/Killercruise config/);
    });
  }

  it('2024-02-29 (a leap day) is a valid date', () => {
    expect(createMatch(killercruise, { config: { date: '2024-02-29' }, seed: 'ok' }).ok).toBe(true);
  });

  it('the stand-in content passed explicitly is valid', () => {
    expect(createMatch(killercruise, { config: { content: standInContent }, seed: 'ok' }).ok).toBe(true);
  });
});
