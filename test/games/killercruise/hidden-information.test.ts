/**
 * Hidden information (docs/games/killercruise.md "Hidden information"; DESIGN "Hidden information
 * stays hidden" and "resample"): what each seat's view holds, which events are private, and
 * resample redrawing exactly what a seat cannot see — other hands, the draw-pile order within the
 * public structure of its piles, the passenger pile, the unrevealed clues and the solution
 * (ruling 21) — and keeping what everyone knows, such as the second key owed by a seat that has
 * begun an unlock (every resampled world lets it finish).
 */
import { describe, expect, it } from 'vitest';
import { createRng, eventsFor, type GameEvent } from '../../../src/core/index.js';
import { standInContent, type RoomLetter } from '../../../src/games/killercruise/index.js';
import {
  RING,
  SCENARIO,
  SINGLE,
  card,
  endTurn,
  keyCard,
  keyOf,
  keysOf,
  killercruise,
  leaveKey,
  openRoom,
  play,
  playEvents,
  scenario,
  start,
  unlock,
  viewOf,
  type KcMatch,
  type KillercruiseState,
} from './helpers.js';
import { cardsInPlay, guidedGame, passengersEverywhere, randomGame, roomsLeft } from './model.js';

const isKiller = (id: number): boolean => id >= 49;
/** Who may see an event (undefined: everyone). */
const audience = (event: GameEvent): readonly number[] | undefined => event.visibleTo;
const sorted = (list: readonly number[]): number[] => [...list].sort((a, b) => a - b);

/** The stacked piles of a draw pile in its first pass, top pile first. */
function segments(state: KillercruiseState): number[][] {
  const out: number[][] = [];
  let at = 0;
  for (const size of state.drawPile.piles) {
    out.push(state.drawPile.cards.slice(at, at + size));
    at += size;
  }
  return out;
}

describe('views per seat', () => {
  it('a seat sees its own hand and the other hands\' sizes; a spectator sees no hand', () => {
    const match = start({ ...SCENARIO, players: 3 });
    expect(viewOf(match, 1).hand).toEqual(match.state.hands[1]);
    expect(viewOf(match, 1).handSizes).toEqual([4, 4, 4]);
    expect(viewOf(match, null).hand).toBeNull();
    expect(viewOf(match, 0).viewer).toBe(0);
  });

  it('the view names the content by id and, while the game runs, shows no clue, puzzle or maze', () => {
    const shown = viewOf(start(), 0);
    expect(shown.content).toBe('killercruise/stand-in');
    const text = JSON.stringify(shown);
    expect(text).not.toMatch(/"puzzles"|"mazes"|"clues"/);
    expect(shown.solution).toBeNull();
    expect(shown.rooms.every((room) => room.clue === null)).toBe(true);
  });

  it('the draw pile shows its size and, per stacked pile, how many cards and killer cards are left', () => {
    const match = start({ ...SCENARIO, difficulty: 'medium' });
    expect(viewOf(match, 0).drawPile).toEqual({
      count: 46,
      turnedOver: false,
      piles: [10, 9, 9, 9, 9].map((cards) => ({ cards, killerCards: 2 })),
      cards: null,
    });
    expect(viewOf(match, 0).passengerPile).toBe(32);
  });

  it('a killer card drawn from the top pile leaves it one killer card fewer, for everyone to see', () => {
    const hand = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((room) => card('martin', room));
    const elena = (['A', 'B', 'C', 'D'] as const).map((room) => card('elena', room));
    const match = scenario({ hands: [hand, []], draw: [SINGLE, ...elena, 50] }, (draft) => {
      draft.drawPile.piles = [3, 3];
    });
    expect(viewOf(match, 1).drawPile.piles).toEqual([{ cards: 3, killerCards: 1 }, { cards: 3, killerCards: 1 }]);
    const { match: after } = playEvents(match, leaveKey(hand[0] ?? 0), endTurn());
    expect(viewOf(after, 1).drawPile.piles).toEqual([{ cards: 1, killerCards: 0 }, { cards: 3, killerCards: 1 }]);
  });
});

describe('events', () => {
  it('a card drawn from the face-down pile is visibleTo its drawer only; everything else is public', () => {
    const hand = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((room) => card('martin', room));
    const { events } = playEvents(scenario({ hands: [hand, []], draw: [card('elena', 'A'), card('elena', 'B')] }), leaveKey(hand[0] ?? 0), endTurn());
    for (const event of events) {
      if (event.type === 'card-drawn') expect(event.visibleTo).toEqual([0]);
      else expect(audience(event)).toBeUndefined();
    }
    expect(eventsFor(events, 1).map((event) => event.type)).toEqual(['key-left', 'turn-ended', 'turn-began']);
  });
});

describe('resample(state, viewer, rng)', () => {
  /** Running states of random and guided games with two to four seats. */
  const states: KillercruiseState[] = [];
  const configs = [{ players: 2 }, { players: 3, difficulty: 'difficult' as const }, { players: 4 }];
  configs.forEach((config, index) => {
    for (let game = 0; game < 4; game++) {
      for (const match of randomGame(`hidden/${index}/${game}`, config)) if (match.state.outcome === null) states.push(match.state);
    }
  });
  for (let game = 0; game < 3; game++) {
    for (const match of guidedGame(`hidden/guided/${game}`)) if (match.state.outcome === null) states.push(match.state);
  }

  it('keeps everything the viewer sees — its view and its legal actions — and only redraws the rest', () => {
    const rng = createRng('resample/keeps');
    for (const state of states) {
      for (let viewer = 0; viewer < state.config.players; viewer++) {
        const world = killercruise.resample(state, viewer, rng);
        expect(JSON.stringify(killercruise.view(world, viewer))).toBe(JSON.stringify(killercruise.view(state, viewer)));
        expect(killercruise.legalActions(world, viewer)).toEqual(killercruise.legalActions(state, viewer));
        expect(killercruise.schemas.state.safeParse(world).success).toBe(true);
        // The viewer's hand, the public piles and the board are the same objects' worth of data.
        expect(world.hands[viewer]).toEqual(state.hands[viewer]);
        expect(world.discardPile).toEqual(state.discardPile);
        expect(world.collection).toEqual(state.collection);
        expect(world.rooms.map((room) => room.passengers)).toEqual(state.rooms.map((room) => room.passengers));
        // What it cannot see is a permutation of what was there.
        const unseen = (s: KillercruiseState): number[] =>
          sorted([...s.hands.filter((_, seat) => seat !== viewer).flat(), ...s.drawPile.cards]);
        expect(unseen(world)).toEqual(unseen(state));
        expect(sorted(world.passengerPile)).toEqual(sorted(state.passengerPile));
        world.hands.forEach((hand, seat) => expect(hand).toHaveLength(state.hands[seat]?.length ?? -1));
      }
    }
  });

  it('the passenger pile\'s hidden order is redrawn, not kept ("shuffle all of the passenger cards and place them as a face-down passenger pile")', () => {
    // Mutation sampling: a resample that copied the pile kept the real order in 20 of 20 draws,
    // and a comparison of sorted piles could not tell.
    const rng = createRng('resample/passenger-order');
    const state = start().state;
    const orders = new Set<string>();
    for (let draw = 0; draw < 20; draw++) orders.add(JSON.stringify(killercruise.resample(state, 0, rng).passengerPile));
    expect(orders.size).toBeGreaterThan(15);
    expect(orders.has(JSON.stringify(state.passengerPile))).toBe(false);
  });

  it('every resampled world is a playable game: random play from it keeps every card and passenger accounted for', () => {
    const rng = createRng('resample/playable');
    const expectedCards = (state: KillercruiseState): number[] => sorted(cardsInPlay(state));
    for (const state of states.filter((_, index) => index % 3 === 0)) {
      for (let viewer = 0; viewer < state.config.players; viewer++) {
        let world = killercruise.resample(state, viewer, rng);
        const cards = expectedCards(state);
        for (let step = 0; step < 12 && world.outcome === null; step++) {
          const legal = killercruise.legalActions(world, world.turn.player);
          const result = killercruise.reduce(world, rng.pick(legal), rng);
          if (!result.ok) throw new Error(result.error.message);
          world = result.state;
          expect(expectedCards(world)).toEqual(cards);
          expect(new Set(passengersEverywhere(world)).size).toBe(36);
        }
      }
    }
  });

  it('keeps the public structure of the draw pile: each stacked pile\'s size and killer cards left; no killer card in a hand', () => {
    const rng = createRng('resample/piles');
    for (const state of states) {
      if (state.drawPile.turnedOver) continue;
      const world = killercruise.resample(state, 0, rng);
      expect(world.drawPile.piles).toEqual(state.drawPile.piles);
      expect(segments(world).map((pile) => pile.filter(isKiller).length)).toEqual(segments(state).map((pile) => pile.filter(isKiller).length));
      expect(world.hands.flat().some(isKiller)).toBe(false);
    }
  });

  it('redraws the other hands and the draw-pile order (not always the same world)', () => {
    const rng = createRng('resample/changes');
    const changed = states.filter((state) => {
      const world = killercruise.resample(state, 0, rng);
      return JSON.stringify(world.hands.slice(1)) !== JSON.stringify(state.hands.slice(1)) && JSON.stringify(world.drawPile.cards) !== JSON.stringify(state.drawPile.cards);
    });
    expect(changed.length).toBeGreaterThan(states.length / 2);
  });

  it('a turned-over discard pile keeps its order, and cards everyone saw drawn from it stay in their hands', () => {
    const hand = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((room) => card('martin', room));
    const other = (['G', 'H', 'I', 'K', 'L', 'M'] as const).map((room) => card('martin', room));
    const discarded = (['A', 'B', 'C', 'D', 'E'] as const).map((room) => card('daniel', room));
    const match = scenario({ hands: [hand, other], draw: [] }, (draft) => {
      draft.discardPile = [...discarded];
    });
    // Seat 0 plays two cards and draws back from the turned-over pile: daniel A and B, seen by all.
    const { match: after } = playEvents(match, leaveKey(hand[0] ?? 0), leaveKey(hand[1] ?? 0), endTurn());
    expect(after.state.knownCards[0]).toEqual(discarded.slice(0, 2));
    const rng = createRng('resample/turned');
    for (let draw = 0; draw < 20; draw++) {
      const world = killercruise.resample(after.state, 1, rng);
      expect(world.drawPile).toEqual(after.state.drawPile);
      // Seat 0's two drawn cards stay where everyone saw them go; only its other four are redrawn
      // (in this small scenario no other card is unaccounted for, so they are the same four).
      expect(sorted(world.hands[0] ?? [])).toEqual(sorted(after.state.hands[0] ?? []));
      expect(world.hands[0]?.slice(4)).toEqual(discarded.slice(0, 2));
    }
  });

  it('the first key of an unlock in progress is face up: it stays in the active hand in every resampled world', () => {
    const green = card('elena', 'D');
    const blue = card('elena', 'A');
    const hand = [green, blue, card('martin', 'A'), card('martin', 'B')];
    const match = playEvents(scenario({ hands: [hand, [card('martin', 'C')]], draw: [card('daniel', 'A'), card('daniel', 'B'), card('daniel', 'C')] }), unlock('E', green)).match;
    const rng = createRng('resample/lock');
    const seconds = new Set<number>();
    for (let draw = 0; draw < 60; draw++) {
      const world = killercruise.resample(match.state, 1, rng);
      expect(world.hands[0]?.[0]).toBe(green);
      expect(world.hands[0]).toHaveLength(4);
      // Seat 0 began the unlock, so everyone knows it holds a blue key for the second: every world gives it one.
      const blues = (world.hands[0] ?? []).filter((id) => keyOf(id) === 'blue');
      expect(blues.length).toBeGreaterThan(0);
      for (const id of blues) seconds.add(id);
      expect(killercruise.legalActions(world, 0).length).toBeGreaterThan(0);
    }
    // Which blue card it is stays unknown (martin A is blue too, and so are the cards in the draw pile).
    expect(seconds.size).toBeGreaterThan(1);
  });

  describe('an unlock in progress with three or four seats (the second key owed)', () => {
    const [first, second] = keysOf('E');
    const green = keyCard(first);
    const blues = standInContent.figureCards.filter((entry) => entry.key === second).map((entry) => entry.id);
    const others = standInContent.figureCards.map((entry) => entry.id).filter((id) => id !== green && !blues.includes(id));
    const FOUR = { ...SCENARIO, players: 4 };
    const at = (list: readonly number[], index: number): number => {
      const id = list[index];
      if (id === undefined) throw new Error(`no card at ${index}`);
      return id;
    };

    /**
     * Seat 0 (Daniel in E) has begun unlocking E with a green key and holds the second, blue key;
     * the seven other blue keys are on the discard pile, so seat 0's blue card is the only one no
     * other seat can place. Every world a seat cannot tell apart gives it to seat 0.
     */
    function onlyBlueWithSeat0(): KcMatch {
      const blue = at(blues, 0);
      const draw = [...others.slice(15, 23), 50, 56, ...others.slice(23, 31), 51, 57, ...others.slice(31, 39), 52, 58];
      const match = scenario({ hands: [[green, blue], others.slice(0, 4), others.slice(4, 8), others.slice(8, 12)], draw }, (draft) => {
        draft.drawPile.piles = [10, 10, 10];
        draft.discardPile = [...blues.slice(1), ...others.slice(12, 15), 49, 55];
      }, FOUR);
      return play(match, unlock('E', green));
    }

    it('every resampled world leaves the active seat a legal action: its owed key is never dealt to a third seat', () => {
      const match = onlyBlueWithSeat0();
      const blue = at(blues, 0);
      expect(match.state.turn.pending).toEqual({ kind: 'unlock', room: 'E', key: green });
      expect(killercruise.legalActions(match.state, 0)).toEqual([{ type: 'second-key', player: 0, key: blue }]);
      const rng = createRng('resample/owed');
      // The old sampler (100 random deals, then a key swapped in from the draw pile only) left seat
      // 0 without a blue key — and without any legal action — in about 1 % of these worlds.
      for (let draw = 0; draw < 1_000; draw++) {
        for (const viewer of [1, 2, 3]) {
          const world = killercruise.resample(match.state, viewer, rng);
          expect(world.hands[0]).toContain(blue);
          expect(killercruise.legalActions(world, 0)).toEqual([{ type: 'second-key', player: 0, key: blue }]);
          expect(JSON.stringify(killercruise.view(world, viewer))).toBe(JSON.stringify(killercruise.view(match.state, viewer)));
        }
      }
    });

    it('the owed key does not skew the deal: the blue keys in the owing hand follow the hypergeometric law, conditioned on at least one', () => {
      // Seat 0 keeps 3 unknown cards (one blue); the unseen pool for viewer 3 is 20 cards, 3 of them blue.
      const rest = [50, 51, 52, 56, 57, 58];
      const match = play(
        scenario(
          {
            hands: [
              [green, at(blues, 0), at(others, 0), at(others, 1)],
              [at(others, 2), at(others, 3), at(blues, 1), at(others, 4)],
              others.slice(5, 9),
              [at(others, 9), at(others, 10), at(others, 11), at(blues, 2)],
            ],
            draw: [...others.slice(12, 20), at(blues, 3), 49, 55],
          },
          (draft) => {
            draft.discardPile = [...blues.slice(4), ...others.slice(20), ...rest];
          },
          FOUR,
        ),
        unlock('E', green),
      );
      const choose = (n: number, r: number): number => (r < 0 || r > n ? 0 : r === 0 ? 1 : (choose(n - 1, r - 1) * n) / r);
      // Pool n = 20 (3 + 4 + 4 + 9), m = 3 blue, k = 3 slots: P(j) ∝ C(3, j) · C(17, 3 − j) for j ≥ 1.
      const weights = [1, 2, 3].map((j) => choose(3, j) * choose(17, 3 - j));
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      const rng = createRng('resample/owed-law');
      const DRAWS = 4_000;
      const counts = [0, 0, 0, 0];
      for (let draw = 0; draw < DRAWS; draw++) {
        const world = killercruise.resample(match.state, 3, rng);
        const j = (world.hands[0] ?? []).filter((id) => keyOf(id) === second).length;
        counts[j] = (counts[j] ?? 0) + 1;
      }
      expect(counts[0]).toBe(0);
      // Exact: 0.887, 0.111, 0.002. Picking one blue key first and dealing the rest freely would
      // give 0.796, 0.200, 0.004 — outside the tolerance.
      weights.forEach((weight, index) => expect(Math.abs((counts[index + 1] ?? 0) / DRAWS - weight / total)).toBeLessThan(0.03));
    });
  });

  it('ruling 21: the puzzle is drawn again among those consistent with the revealed clues: before any, many; after one, all agree with it', () => {
    const rng = createRng('resample/puzzles');
    const fresh = start();
    const puzzles = new Set<number>();
    for (let draw = 0; draw < 200; draw++) puzzles.add(killercruise.resample(fresh.state, 0, rng).puzzle);
    expect(puzzles.size).toBeGreaterThan(15);
    // Reveal room B's clue under puzzle 1.
    const revealed = scenario({}, (draft) => openRoom(draft, 'B', 'lower'));
    const clueB = revealed.state.rooms[1]?.clue;
    const matching = standInContent.puzzles.filter((puzzle) => puzzle.clues[1] === clueB).map((puzzle) => puzzle.id);
    const seen = new Set<number>();
    for (let draw = 0; draw < 200; draw++) {
      const world = killercruise.resample(revealed.state, 0, rng);
      expect(world.rooms[1]?.clue).toBe(clueB);
      expect(matching).toContain(world.puzzle);
      const puzzle = standInContent.puzzles[world.puzzle - 1];
      expect(world.solution).toBe(puzzle?.solution);
      expect(world.rooms.map((room) => room.clue)).toEqual(puzzle?.clues);
      // The solution drawn fits the revealed clue, by the model's reading of it.
      expect(roomsLeft(standInContent, [[clueB ?? 0, 'B']])).toContain(world.solution);
      seen.add(world.puzzle);
    }
    expect(seen).toEqual(new Set(matching));
  });

  it('hidden clues and the solution are redrawn, so a view that showed them would fail the leak test', () => {
    const rng = createRng('resample/solution');
    const solutions = new Set<RoomLetter>();
    for (let draw = 0; draw < 100; draw++) solutions.add(killercruise.resample(start().state, 1, rng).solution);
    expect(solutions.size).toBeGreaterThan(6);
    for (const room of solutions) expect(RING).toContain(room);
  });

  it('once the game is over the solution is shown, and kept', () => {
    const over = start({ ...SCENARIO, date: '2026-02-13' });
    const world = killercruise.resample(over.state, 0, createRng('over'));
    expect(world.solution).toBe(over.state.solution);
    expect(world.puzzle).toBe(over.state.puzzle);
  });

  it('a viewer that is not a seat is refused with a RangeError, never handed the true state (DESIGN: resample)', () => {
    const match = start();
    for (const viewer of [5, 2, -1, 1.5]) {
      expect(() => killercruise.resample(match.state, viewer, createRng('x'))).toThrow(RangeError);
    }
    expect(() => killercruise.resample(match.state, '1' as unknown as number, createRng('x'))).toThrow(/seat number or null/);
  });

  it('a spectator (null) sees no hand: every hand, the draw pile, the passenger pile and the puzzle are redrawn', () => {
    const match = start();
    const world = killercruise.resample(match.state, null, createRng('spectator'));
    expect(killercruise.view(world, null)).toEqual(killercruise.view(match.state, null));
    expect(world.hands).not.toEqual(match.state.hands);
    expect(world.hands.map((hand) => hand.length)).toEqual(match.state.hands.map((hand) => hand.length));
  });
});
