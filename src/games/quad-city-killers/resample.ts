/**
 * Resampling: a state the viewer cannot tell apart from the real one. Kept: everything public, the
 * viewer's own hand (every hand, in solo, where it is face up), and the cards of each hand everyone
 * saw enter it (`shown`). Redrawn: the order of the Prey deck, and — uniformly from the Resource
 * cards the viewer has not seen — the rest of the other seats' hands (each keeping its size) and
 * the order of the Resource deck. A spectator (`null`) sees no hand of a multi-player game.
 */
import type { Rng } from '../../core/rng.js';
import { assertViewer } from '../../core/seats.js';
import type { PlayerId } from '../../core/types.js';
import type { QuadCityKillersState } from './schemas.js';

/**
 * Redraws what `viewer` (`null`: a spectator) cannot see. The world is built by copying only what
 * changes (new arrays and objects, the rest shared with `state`), so nothing of the caller's is
 * changed or frozen.
 */
export function resample(state: QuadCityKillersState, viewer: PlayerId | null, rng: Rng): QuadCityKillersState {
  assertViewer(viewer, state.seats.length);
  if (state.outcome !== null) return state;
  const solo = state.config.players === 1;
  // The unseen Resource cards: the deck, and the unshown part of every hand the viewer cannot see.
  const unseen = state.resourceDeck.slice();
  const hidden: { seat: PlayerId; slots: number }[] = [];
  state.seats.forEach((seat, index) => {
    if (solo || index === viewer) return;
    let slots = 0;
    for (const card of seat.hand) {
      if (seat.shown.includes(card)) continue;
      unseen.push(card);
      slots++;
    }
    hidden.push({ seat: index, slots });
  });
  const dealt = rng.shuffle(unseen);
  const preyDeck = rng.shuffle(state.preyDeck);
  const hands = new Map<PlayerId, number[]>();
  let next = 0;
  for (const { seat, slots } of hidden) {
    const shown = state.seats[seat]?.shown ?? [];
    // Which place in the hand a card holds is as unknown as the card: the whole hand is shuffled.
    hands.set(seat, rng.shuffle([...shown, ...dealt.slice(next, next + slots)]));
    next += slots;
  }
  const resourceDeck = dealt.slice(next);
  return {
    ...state,
    preyDeck,
    resourceDeck,
    seats: state.seats.map((seat, index) => {
      const hand = hands.get(index);
      return hand === undefined ? seat : { ...seat, hand };
    }),
  };
}
