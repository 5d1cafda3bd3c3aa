/**
 * Resampling: a state the viewer cannot tell apart from the real one. Kept: everything public, the
 * viewer's own Identity card and hand, the Identity cards it has looked at, and every revealed one.
 * Redrawn: the other unrevealed Identity cards (the HORROR card goes to one of the seats the viewer
 * knows nothing about, uniformly — unless the viewer already knows where it is, in which case all
 * the others are Humans), the other seats' hands and the deck's order (the unseen cards dealt out
 * again at random, each hand keeping its size).
 */
import { produce } from 'immer';
import type { Rng } from '../../core/rng.js';
import type { PlayerId } from '../../core/types.js';
import type { FrozenHorrorState, Identity } from './schemas.js';

/** Redraws what `viewer` cannot see. */
export function resample(state: FrozenHorrorState, viewer: PlayerId, rng: Rng): FrozenHorrorState {
  const me = state.seats[viewer];
  if (me === undefined || state.outcome !== null) return state;
  const fixed = (seat: PlayerId): boolean => {
    const other = state.seats[seat];
    return seat === viewer || other === undefined || !other.alive || other.revealed || me.knows.includes(seat);
  };
  const unknown: PlayerId[] = [];
  let horrorKnown = false;
  state.seats.forEach((seat, index) => {
    if (!seat.alive) return;
    if (fixed(index)) {
      if (seat.identity === 'horror') horrorKnown = true;
    } else {
      unknown.push(index);
    }
  });
  const horror = horrorKnown || unknown.length === 0 ? null : rng.pick(unknown);
  const identities = new Map<PlayerId, Identity>(unknown.map((seat) => [seat, seat === horror ? 'horror' : 'human']));

  const others: PlayerId[] = [];
  const pool: number[] = state.deck.slice();
  state.seats.forEach((seat, index) => {
    if (index === viewer) return;
    others.push(index);
    pool.push(...seat.hand);
  });
  const shuffled = rng.shuffle(pool);
  let next = 0;
  const hands = new Map<PlayerId, number[]>();
  for (const seat of others) {
    const size = state.seats[seat]?.hand.length ?? 0;
    hands.set(seat, shuffled.slice(next, next + size));
    next += size;
  }
  const deck = shuffled.slice(next);

  return produce(state, (draft) => {
    draft.deck = deck;
    draft.seats.forEach((seat, index) => {
      const identity = identities.get(index);
      if (identity !== undefined) seat.identity = identity;
      const hand = hands.get(index);
      if (hand !== undefined) seat.hand = hand;
    });
  });
}
