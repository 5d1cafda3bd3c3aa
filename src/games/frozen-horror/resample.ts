/**
 * Resampling: a state the viewer cannot tell apart from the real one (docs "Hidden information",
 * ruling 28). Kept: everything public, the viewer's own Identity card and hand, the Identity cards
 * it has looked at, and every revealed one. Redrawn: the other unrevealed Identity cards (the
 * HORROR card goes to one of the seats the viewer knows nothing about, uniformly — unless the
 * viewer already knows where it is, in which case all the others are Humans), and the other seats'
 * hands and the deck's order, pile by pile: the cards of each pile this round's deal drew from (the
 * old deck, the reshuffled discard pile, the returned removed cards) are dealt again at random
 * among the places only that pile's cards can be — the hand cards that came from it and, for the
 * last pile, the deck — so every seat keeps as many cards of each pile as everyone knows it holds.
 */
import { castDraft, produce } from 'immer';
import type { Rng } from '../../core/rng.js';
import { ownedBase } from '../../core/rules.js';
import { assertViewer } from '../../core/seats.js';
import type { PlayerId } from '../../core/types.js';
import type { FrozenHorrorState, Identity, SeatState } from './schemas.js';

/**
 * The Identity cards redrawn, by seat (`null`: kept): the unknown seats' cards, the HORROR card
 * among them unless the viewer knows where it is.
 */
function redrawIdentities(state: FrozenHorrorState, viewer: PlayerId | null, rng: Rng): (Identity | null)[] {
  const me = viewer === null ? undefined : state.seats[viewer];
  const unknown: PlayerId[] = [];
  let horrorKnown = false;
  state.seats.forEach((seat, index) => {
    if (!seat.alive) return;
    const fixed = index === viewer || seat.revealed || me?.knows.includes(index) === true;
    if (fixed) {
      if (seat.identity === 'horror') horrorKnown = true;
    } else {
      unknown.push(index);
    }
  });
  const horror = horrorKnown || unknown.length === 0 ? null : rng.pick(unknown);
  const redrawn: (Identity | null)[] = state.seats.map(() => null);
  for (const seat of unknown) redrawn[seat] = seat === horror ? 'horror' : 'human';
  return redrawn;
}

/** Where a hidden card lies: a seat's hand (`seat`, at `index`), or the deck (`seat` `-1`). */
interface Places {
  /** The seat whose hand holds each place, `-1` for the deck. */
  readonly seats: number[];
  /** The index in that hand, or in the deck. */
  readonly indexes: number[];
  /** The card there now. */
  readonly cards: number[];
}

/**
 * The hidden cards, grouped by the pile of this round's deal they came from: each group lists the
 * places its cards are in (other seats' hands, then the deck) and those cards. Which places hold a
 * given pile's cards is public — the deal is made in the open, cards played since are face up, and
 * the deck is what is left of the last pile — so only the cards' order within a group is hidden.
 * A card in no recorded pile (a state laid out by hand) forms a group of its own with the others.
 */
function hiddenGroups(state: FrozenHorrorState, viewer: PlayerId | null): Places[] {
  // Group 0 holds the cards of no recorded pile; group 1 + k the cards of pile k.
  const groupOf: number[] = [];
  state.deal.forEach((pile, at) => {
    for (const card of pile.cards) groupOf[card] = at + 1;
  });
  const groups: Places[] = [];
  for (let group = 0; group <= state.deal.length; group++) groups.push({ seats: [], indexes: [], cards: [] });
  const put = (card: number, seat: number, index: number): void => {
    const group = groups[groupOf[card] ?? 0];
    if (group === undefined) return;
    group.seats.push(seat);
    group.indexes.push(index);
    group.cards.push(card);
  };
  state.seats.forEach((seat, at) => {
    if (at !== viewer) seat.hand.forEach((card, index) => put(card, at, index));
  });
  state.deck.forEach((card, index) => put(card, -1, index));
  return groups;
}

/** Redraws what `viewer` (`null`: a spectator, who knows no Identity card and no hand) cannot see. */
export function resample(given: FrozenHorrorState, viewer: PlayerId | null, rng: Rng): FrozenHorrorState {
  assertViewer(viewer, given.seats.length);
  // immer freezes what a result shares with its base: a caller's unfrozen state is copied first.
  const state = ownedBase(given);
  if (state.outcome !== null) return state;
  const identities = redrawIdentities(state, viewer, rng);
  let deck: number[] | null = null;
  const hands: (number[] | null)[] = state.seats.map(() => null);
  for (const group of hiddenGroups(state, viewer)) {
    const dealt = rng.shuffle(group.cards);
    group.cards.forEach((card, at) => {
      const drawn = dealt[at];
      if (drawn === undefined || drawn === card) return;
      const seat = group.seats[at] ?? -1;
      const index = group.indexes[at] ?? 0;
      // Copied by spreading: V8 writes slowly into a `slice` of a frozen array.
      const target = seat < 0 ? (deck ??= [...state.deck]) : (hands[seat] ??= [...(state.seats[seat]?.hand ?? [])]);
      target[index] = drawn;
    });
  }
  // One write at the root with the new parts frozen before they go in: immer then walks nothing
  // but the root (a search bot resamples once per iteration).
  const seats = state.seats.map((seat, index): SeatState => {
    const identity = identities[index] ?? seat.identity;
    const hand = hands[index] ?? null;
    if (identity === seat.identity && hand === null) return seat;
    return Object.freeze({ ...seat, identity, hand: hand === null ? seat.hand : Object.freeze(hand) });
  });
  const changed = deck !== null || seats.some((seat, index) => seat !== state.seats[index]);
  if (!changed) return state;
  return produce(state, (draft) => {
    if (deck !== null) draft.deck = Object.freeze(deck) as number[];
    draft.seats = castDraft(Object.freeze(seats));
  });
}
