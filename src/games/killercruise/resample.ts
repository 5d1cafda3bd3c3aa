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
 *   collection point has one): only deals that give it one are drawn.
 * - The passenger pile is shuffled.
 * - While the game runs, the puzzle is drawn again among the content's puzzles that put the same
 *   clue under every room already revealed; its clues and solution replace the hidden ones.
 */
import { castDraft, produce } from 'immer';
import type { Rng } from '../../core/rng.js';
import type { PlayerId } from '../../core/types.js';
import type { KillercruiseState } from './schemas.js';
import { figureCard, isKillerCard, roomSpec } from './rules/queries.js';

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

/**
 * What everyone knows about a hand beyond its known cards: a seat that has begun an unlock holds a
 * key of the second colour (unless the collection point has one), or it could not have begun it.
 */
function owedKey(state: KillercruiseState, viewer: PlayerId): { readonly seat: PlayerId; readonly colour: string } | null {
  const pending = state.turn.pending;
  if (pending === null || pending.kind !== 'unlock' || state.turn.player === viewer) return null;
  const colour = roomSpec(state, pending.room)?.keys[1] ?? '';
  return state.collection.some((card) => figureCard(state, card)?.key === colour) ? null : { seat: state.turn.player, colour };
}

/** Attempts at a deal that meets {@link owedKey} before placing such a key by hand. */
const DEAL_ATTEMPTS = 100;

function redealCards(state: KillercruiseState, viewer: PlayerId, rng: Rng): Redealt {
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
  const holdsOwed = (hands: readonly (readonly number[])[]): boolean =>
    owed === null || (hands[owed.seat] ?? []).some((card) => figureCard(state, card)?.key === owed.colour);
  // Every deal consistent with what the viewer saw is equally likely: deal at random until one is.
  let dealt = deal(state, viewer, rng.shuffle(pool));
  for (let attempt = 1; attempt < DEAL_ATTEMPTS && !holdsOwed(dealt.hands); attempt++) dealt = deal(state, viewer, rng.shuffle(pool));
  if (!holdsOwed(dealt.hands) && owed !== null) dealt = withOwedKey(state, dealt, owed, rng);
  const { hands, rest: figures } = dealt;
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

/** The other hands' unknown slots filled from `figures` (in seat order); what is left goes to the draw pile. */
function deal(state: KillercruiseState, viewer: PlayerId, figures: number[]): Deal {
  const rest = figures.slice();
  const hands = state.hands.map((hand, seat) => {
    if (seat === viewer) return hand.slice();
    const known = publicCards(state, seat);
    return hand.map((card) => (known.includes(card) ? card : (rest.pop() ?? card)));
  });
  return { hands, rest };
}

/** A deal with one owed key swapped into the owing hand: a rare fallback when random deals keep missing it. */
function withOwedKey(state: KillercruiseState, dealt: Deal, owed: { readonly seat: PlayerId; readonly colour: string }, rng: Rng): Deal {
  const keys = dealt.rest.filter((card) => figureCard(state, card)?.key === owed.colour);
  const hand = dealt.hands[owed.seat] ?? [];
  const known = publicCards(state, owed.seat);
  const slots = hand.flatMap((card, index) => (known.includes(card) ? [] : [index]));
  if (keys.length === 0 || slots.length === 0) return dealt;
  const key = rng.pick(keys);
  const slot = rng.pick(slots);
  const swapped = hand[slot] ?? key;
  const hands = dealt.hands.map((entry, seat) => (seat === owed.seat ? entry.map((card, index) => (index === slot ? key : card)) : entry));
  return { hands, rest: dealt.rest.map((card) => (card === key ? swapped : card)) };
}

/** Redraws what `viewer` cannot see. */
export function resample(state: KillercruiseState, viewer: PlayerId, rng: Rng): KillercruiseState {
  if (!Number.isInteger(viewer) || viewer < 0 || viewer >= state.config.players) return state;
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
