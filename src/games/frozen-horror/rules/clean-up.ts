/**
 * Clean Up: "Return to the box all Station cards that say 'Remove this card from the game.' Gather
 * the remaining played Station cards and place them in a discard pile … Remove all Lockdown and
 * Fire tokens … If the number of living players drops to 4, destroy one room … Players in that room
 * must immediately move to another connected room. Repeat this process when the number of players
 * drops to 3, even if it happens in the same round. … The First Player token passes clockwise to
 * the next living player."
 */
import { castDraft, produce } from 'immer';
import type { Rng } from '../../../core/rng.js';
import { COLOURS } from '../content.js';
import type { FrozenHorrorEvent } from '../events.js';
import type { FrozenHorrorState } from '../schemas.js';
import { beginRound } from './playing-the-game.js';
import { cardOf, livingClockwiseFrom, livingSeats, patchSeats, roomName, roomsToDestroy } from './queries.js';
import type { Step } from './reveal-and-attack.js';
import { startMove } from './station-cards.js';

type Events = FrozenHorrorEvent[];

/**
 * The cards go to the box (a "Remove this card from the game" card played as an Action) or the
 * discard pile (every other card, with any card Analysis Results kept from being played, face up:
 * ruling 17), the tokens come off the map, and the round's effects end.
 */
export function runCleanup(state: FrozenHorrorState, events: Events): Step {
  const discarded: number[] = [];
  const removed: number[] = [];
  for (const seat of state.seats) {
    for (const played of seat.played) {
      // "Remove this card from the game" is Action text: it applies to a card played as an Action,
      // face readable; one played as an Access Key shows its squares and is discarded (ruling 20).
      if (played.as === 'action' && cardOf(state, played.card)?.removeFromGame === true) removed.push(played.card);
      else discarded.push(played.card);
    }
    discarded.push(...seat.hand);
  }
  events.push({ type: 'cards-discarded', discarded, removed });
  const seats = patchSeats(state.seats, () => ({ hand: [], played: [], keyPriority: null, actionPriority: null, detained: false, forfeited: false }));
  const cleaned = produce(state, (draft) => {
    draft.discard = [...state.discard, ...discarded];
    draft.removed = [...state.removed, ...removed];
    draft.lockdowns = [];
    draft.fire = null;
    draft.effects = { stayBack: null, armedMan: null, lockedIn: null, safeRetreat: null, lockedRoom: null };
    draft.seats = castDraft(seats);
  });
  return { state: cleaned, next: 'destroy' };
}

/**
 * Destroys one room if the living count calls for it (one at 4 or fewer, a second at 3 or fewer;
 * the Cafeteria destroyed at setup counts as the first): a Destroyed Room card drawn at random
 * among those not yet on the map. Its players then leave it one by one, clockwise from the First
 * Player, each choosing among the passages to rooms that stand (ruling 15). The step repeats until
 * no more rooms are due, then the next round begins.
 */
export function runDestroy(state: FrozenHorrorState, events: Events, rng: Rng): Step {
  const due = roomsToDestroy(livingSeats(state).length);
  const available = state.config.content.destroyedRoomCards.filter((room) => !state.destroyed.includes(room));
  if (state.destroyed.length >= due || available.length === 0) return { state, next: 'newRound' };
  const room = rng.pick(available);
  const inside = livingClockwiseFrom(state, state.firstPlayer).filter((seat) => state.seats[seat]?.room === room);
  events.push({ type: 'room-destroyed', room, name: roomName(state, room), players: inside });
  const destroyed = produce(state, (draft) => {
    draft.destroyed = [...state.destroyed, room];
  });
  const [first, ...rest] = inside;
  return { state: first === undefined ? destroyed : startMove(destroyed, first, 'destroyedRoom', COLOURS, rest, events), next: 'destroy' };
}

/** "The First Player token passes clockwise to the next living player", and a new round begins. */
export function runNewRound(state: FrozenHorrorState, events: Events, rng: Rng): Step {
  const count = state.seats.length;
  const next = livingClockwiseFrom(state, (state.firstPlayer + 1) % count)[0] ?? state.firstPlayer;
  return { state: beginRound(state, next, rng, events), next: 'play' };
}
