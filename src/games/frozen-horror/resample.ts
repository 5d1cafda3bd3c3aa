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
import { produce } from 'immer';
import type { Rng } from '../../core/rng.js';
import { ownedBase } from '../../core/rules.js';
import { assertViewer } from '../../core/seats.js';
import type { PlayerId } from '../../core/types.js';
import type { FrozenHorrorState, Identity } from './schemas.js';

/** A place a hidden card can be: a seat's hand (at an index), or the deck (`seat` `null`). */
interface Place {
  /** The seat whose hand it is in, or `null` for the deck. */
  readonly seat: PlayerId | null;
  /** The index in that hand, or in the deck. */
  readonly index: number;
}

/** The Identity cards redrawn: the unknown seats' cards, the HORROR card among them unless the viewer knows where it is. */
function redrawIdentities(state: FrozenHorrorState, viewer: PlayerId | null, rng: Rng): Map<PlayerId, Identity> {
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
  return new Map<PlayerId, Identity>(unknown.map((seat) => [seat, seat === horror ? 'horror' : 'human']));
}

/**
 * The hidden cards, grouped by the pile of this round's deal they came from: each group lists the
 * places its cards are in (other seats' hands, then the deck) and those cards. Which places hold a
 * given pile's cards is public — the deal is made in the open, cards played since are face up, and
 * the deck is what is left of the last pile — so only the cards' order within a group is hidden.
 * A card in no recorded pile (a state laid out by hand) forms a group of its own with the others.
 */
function hiddenGroups(state: FrozenHorrorState, viewer: PlayerId | null): { places: Place[]; cards: number[] }[] {
  const pileOf = new Map<number, number>();
  state.deal.forEach((pile, at) => {
    for (const card of pile.cards) pileOf.set(card, at);
  });
  // Group 0 holds the cards of no recorded pile; group 1 + k the cards of pile k.
  const groups: { places: Place[]; cards: number[] }[] = Array.from({ length: state.deal.length + 1 }, () => ({ places: [], cards: [] }));
  const put = (card: number, place: Place): void => {
    const group = groups[(pileOf.get(card) ?? -1) + 1];
    group?.places.push(place);
    group?.cards.push(card);
  };
  state.seats.forEach((seat, index) => {
    if (index !== viewer) seat.hand.forEach((card, at) => put(card, { seat: index, index: at }));
  });
  state.deck.forEach((card, at) => put(card, { seat: null, index: at }));
  return groups;
}

/** Redraws what `viewer` (`null`: a spectator, who knows no Identity card and no hand) cannot see. */
export function resample(given: FrozenHorrorState, viewer: PlayerId | null, rng: Rng): FrozenHorrorState {
  assertViewer(viewer, given.seats.length);
  // immer freezes what a result shares with its base: a caller's unfrozen state is copied first.
  const state = ownedBase(given);
  if (state.outcome !== null) return state;
  const identities = redrawIdentities(state, viewer, rng);
  const deck = state.deck.slice();
  const hands = state.seats.map((seat) => seat.hand.slice());
  for (const group of hiddenGroups(state, viewer)) {
    const dealt = rng.shuffle(group.cards);
    group.places.forEach((place, at) => {
      const card = dealt[at];
      if (card === undefined) return;
      const target = place.seat === null ? deck : hands[place.seat];
      if (target !== undefined) target[place.index] = card;
    });
  }
  return produce(state, (draft) => {
    draft.deck = deck;
    draft.seats.forEach((seat, index) => {
      const identity = identities.get(index);
      if (identity !== undefined) seat.identity = identity;
      const hand = hands[index];
      if (index !== viewer && hand !== undefined) seat.hand = hand;
    });
  });
}
