/**
 * Resampling for one seat: everything it cannot see is redrawn, everything it can see is kept.
 *
 * - Figure cards: the cards the seat cannot place (the other hands, less what everyone saw them
 *   draw from a turned-over pile or put in a lock, and the face-down draw pile) are dealt again at
 *   random, keeping every hand's size.
 * - The draw pile keeps its public structure: while the stacked difficulty piles last, each keeps
 *   its size and its number of killer cards (two, less those already drawn from it), with the
 *   killer cards not yet seen dealt among them and each pile shuffled; a turned-over discard pile's
 *   order is public and kept.
 * - A seat in the middle of an unlock is known to hold a key of the second colour (unless the
 *   collection point has one): the deal is drawn uniformly among those that give it one, built
 *   directly (see `dealOwed`), so every resampled world lets that seat finish the unlock.
 * - The passenger pile is shuffled.
 * - While the game runs, the puzzle is drawn again among the content's puzzles that put the same
 *   clue under every room already revealed; its clues and solution replace the hidden ones.
 */
import { castDraft, produce } from 'immer';
import type { Rng } from '../../core/rng.js';
import { ownedBase } from '../../core/rules.js';
import { assertViewer } from '../../core/seats.js';
import type { PlayerId } from '../../core/types.js';
import type { KillercruiseState } from './schemas.js';
import { figureCard, isKillerCard, keyCombination, roomState } from './rules/queries.js';

interface Redealt {
  readonly hands: number[][];
  readonly drawCards: number[];
}

/**
 * The cards everyone knows are in `seat`'s hand: those drawn from a turned-over pile, and the first
 * key of an unlock it has begun (shown face up until the second key is chosen).
 */
function publicCards(state: KillercruiseState, seat: PlayerId): readonly number[] {
  const known = state.knownCards[seat] ?? [];
  const pending = state.turn.pending;
  return pending !== null && pending.kind === 'unlock' && state.turn.player === seat ? [...known, pending.key] : known;
}

/** A seat known to hold a key of `colour` among the cards the viewer cannot place. */
interface OwedKey {
  /** The seat that began the unlock. */
  readonly seat: PlayerId;
  /** The second colour of the combination. */
  readonly colour: string;
}

/**
 * What everyone knows about a hand beyond its known cards: a seat that has begun an unlock holds a
 * key of the second colour (unless the collection point has one), or it could not have begun it.
 * `null` when there is no such constraint, or when the seat's known cards already meet it.
 */
function owedKey(state: KillercruiseState, viewer: PlayerId | null): OwedKey | null {
  const pending = state.turn.pending;
  if (pending === null || pending.kind !== 'unlock' || state.turn.player === viewer) return null;
  const seat = state.turn.player;
  // The combination of the deck being unlocked (per room letter, or per deck under a table rule).
  const deck = roomState(state, pending.room)?.deck ?? 'upper';
  const colour = keyCombination(state.config, pending.room, deck)?.[1] ?? '';
  const isOwed = (card: number): boolean => figureCard(state.config.content, card)?.key === colour;
  if (state.collection.some(isOwed)) return null;
  const hand = state.hands[seat] ?? [];
  const known = publicCards(state, seat);
  return hand.some((card) => known.includes(card) && isOwed(card)) ? null : { seat, colour };
}

/** The binomial coefficient `n` choose `r`; after each step `out` is C(n − r + step, step), an integer, so it is exact for the numbers of a hand. */
function choose(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let out = 1;
  for (let step = 1; step <= r; step++) out = (out * (n - r + step)) / step;
  return out;
}

function redealCards(state: KillercruiseState, viewer: PlayerId | null, rng: Rng): Redealt {
  const pool: number[] = [];
  const killerPool: number[] = [];
  state.hands.forEach((hand, seat) => {
    if (seat === viewer) return;
    const known = publicCards(state, seat);
    for (const card of hand) if (!known.includes(card)) pool.push(card);
  });
  const { drawPile } = state;
  if (!drawPile.turnedOver) {
    for (const card of drawPile.cards) (isKillerCard(card) ? killerPool : pool).push(card);
  }
  const owed = owedKey(state, viewer);
  const { hands, rest: figures } = owed === null ? deal(state, viewer, rng.shuffle(pool), null) : dealOwed(state, viewer, pool, owed, rng);
  const killers = rng.shuffle(killerPool);
  if (drawPile.turnedOver) return { hands, drawCards: drawPile.cards.slice() };
  const drawCards: number[] = [];
  let at = 0;
  for (const size of drawPile.piles) {
    const killerCount = drawPile.cards.slice(at, at + size).filter(isKillerCard).length;
    const pile: number[] = [];
    for (let slot = 0; slot < size; slot++) {
      const card = slot < killerCount ? killers.pop() : figures.pop();
      if (card !== undefined) pile.push(card);
    }
    drawCards.push(...rng.shuffle(pile));
    at += size;
  }
  return { hands, drawCards };
}

interface Deal {
  readonly hands: number[][];
  readonly rest: number[];
}

/** Cards dealt ahead of the others to one seat's unknown slots. */
interface Dealt {
  /** The seat. */
  readonly seat: PlayerId;
  /** Its unknown slots' cards, in slot order. */
  readonly cards: readonly number[];
}

/**
 * The other hands' unknown slots filled from `figures` (in seat order) — or, for `first.seat`, from
 * `first.cards`; what is left of `figures` goes to the draw pile.
 */
function deal(state: KillercruiseState, viewer: PlayerId | null, figures: number[], first: Dealt | null): Deal {
  const rest = figures.slice();
  const hands = state.hands.map((hand, seat) => {
    if (seat === viewer) return hand.slice();
    const known = publicCards(state, seat);
    const own = first !== null && first.seat === seat ? first.cards.slice() : rest;
    return hand.map((card) => (known.includes(card) ? card : (own.pop() ?? card)));
  });
  return { hands, rest };
}

/**
 * A deal drawn uniformly among the deals that give `owed.seat` at least one key of `owed.colour`,
 * built directly rather than by rejection, so it never fails.
 *
 * The owing seat has `k` unknown slots, to be filled from a pool of `n` cards of which `m` carry
 * the owed colour. Among all deals, the number `j` of owed-colour cards in those slots follows the
 * hypergeometric law, `P(j) ∝ C(m, j) · C(n − m, k − j)`; conditioning on `j ≥ 1` just drops
 * `j = 0`. So `j` is drawn with those weights, the seat gets `j` owed-colour cards and `k − j`
 * others, each set chosen uniformly and put in its slots in random order, and every other slot is
 * dealt uniformly from what is left. Each consistent deal then has the same probability,
 * `1 / (W · k! · (n − k)!)` with `W` the sum of the weights: exactly uniform over the worlds
 * the viewer cannot tell apart, with no cap on attempts and no partial fallback. (Choosing one
 * owed key first and dealing the rest freely would not be: it favours hands with several.)
 * If the pool cannot meet the constraint at all (a state no game reaches), the deal is unconstrained.
 */
function dealOwed(state: KillercruiseState, viewer: PlayerId | null, pool: readonly number[], owed: OwedKey, rng: Rng): Deal {
  const isOwed = (card: number): boolean => figureCard(state.config.content, card)?.key === owed.colour;
  const known = publicCards(state, owed.seat);
  const slots = (state.hands[owed.seat] ?? []).filter((card) => !known.includes(card)).length;
  const keys = pool.filter(isOwed);
  const others = pool.filter((card) => !isOwed(card));
  const weights: number[] = [];
  for (let j = 1; j <= Math.min(slots, keys.length); j++) weights.push(choose(keys.length, j) * choose(others.length, slots - j));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return deal(state, viewer, rng.shuffle(pool), null);
  let ticket = rng.int(1, total);
  let count = 1;
  for (const weight of weights) {
    if (ticket <= weight) break;
    ticket -= weight;
    count++;
  }
  const shuffledKeys = rng.shuffle(keys);
  const shuffledOthers = rng.shuffle(others);
  const cards = rng.shuffle([...shuffledKeys.slice(0, count), ...shuffledOthers.slice(0, slots - count)]);
  const rest = rng.shuffle([...shuffledKeys.slice(count), ...shuffledOthers.slice(slots - count)]);
  return deal(state, viewer, rest, { seat: owed.seat, cards });
}

/** Redraws what `viewer` (`null`: a spectator, who sees no hand) cannot see. */
export function resample(given: KillercruiseState, viewer: PlayerId | null, rng: Rng): KillercruiseState {
  assertViewer(viewer, given.config.players);
  // immer freezes what a result shares with its base: a caller's unfrozen state is copied first.
  const state = ownedBase(given);
  const { hands, drawCards } = redealCards(state, viewer, rng);
  const passengerPile = rng.shuffle(state.passengerPile);
  const { content } = state.config;
  const puzzles =
    state.outcome !== null
      ? []
      : content.puzzles.filter((puzzle) => state.rooms.every((room, index) => !room.clueRevealed || puzzle.clues[index] === room.clue));
  const puzzle = puzzles.length === 0 ? undefined : rng.pick(puzzles);
  return produce(state, (draft) => {
    draft.hands = castDraft(hands);
    draft.drawPile.cards = drawCards;
    draft.passengerPile = passengerPile;
    if (puzzle === undefined) return;
    draft.puzzle = puzzle.id;
    draft.solution = puzzle.solution;
    if (draft.config.puzzle !== null) draft.config.puzzle = puzzle.id;
    draft.rooms.forEach((room, index) => {
      room.clue = puzzle.clues[index] ?? room.clue;
    });
  });
}
