/**
 * Clean Up: "Return to the box all Station cards that say 'Remove this card from the game.' Gather
 * the remaining played Station cards and place them in a discard pile … Remove all Lockdown and
 * Fire tokens … If the number of living players drops to 4, destroy one room … Players in that room
 * must immediately move to another connected room. Repeat this process when the number of players
 * drops to 3, even if it happens in the same round. … The First Player token passes clockwise to
 * the next living player."
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import { COLOURS } from '../content.js';
import type { FrozenHorrorEvent } from '../events.js';
import { rulesOf, type FrozenHorrorState, type Phase } from '../schemas.js';
import { beginRound } from './playing-the-game.js';
import { cardOf, livingClockwiseFrom, livingSeats, roomName, roomsToDestroy } from './queries.js';
import { startMove } from './station-cards.js';

type Events = FrozenHorrorEvent[];

/**
 * The cards go to the box (a "Remove this card from the game" card played as an Action, or played
 * at all under the table rule `removeWhenPlayedAsKey`) or the discard pile (every other card, with
 * any card Analysis Results kept from being played, face up: ruling 17), the tokens come off the
 * map, and the round's effects end.
 */
export function runCleanup(draft: Draft<FrozenHorrorState>, events: Events): Phase {
  const discarded: number[] = [];
  const removed: number[] = [];
  const removeKeys = rulesOf(draft.config).removeWhenPlayedAsKey;
  for (const seat of draft.seats) {
    for (const played of seat.played) {
      // "Remove this card from the game" is Action text: it applies to a card played as an Action,
      // face readable; one played as an Access Key shows its squares and is discarded (ruling 20) —
      // unless the table plays removeWhenPlayedAsKey, where every such card played leaves.
      if ((played.as === 'action' || removeKeys) && cardOf(draft, played.card)?.removeFromGame === true) removed.push(played.card);
      else discarded.push(played.card);
    }
    discarded.push(...seat.hand);
  }
  events.push({ type: 'cards-discarded', discarded: discarded.slice(), removed: removed.slice() });
  // Only what holds something is written: a seat dead since an earlier round, and the effects of a
  // round without any, are left as they are (the immutable mode shares them; see writes.ts).
  for (const seat of draft.seats) {
    if (seat.hand.length > 0) seat.hand = [];
    if (seat.played.length > 0) seat.played = [];
    if (seat.keyPriority !== null) seat.keyPriority = null;
    if (seat.actionPriority !== null) seat.actionPriority = null;
    if (seat.detained) seat.detained = false;
    if (seat.forfeited) seat.forfeited = false;
  }
  // New piles, not ones written into: writes.ts declares the piles replaced, so the immutable
  // mode does not copy them first.
  if (discarded.length > 0) draft.discard = [...draft.discard, ...discarded];
  if (removed.length > 0) draft.removed = [...draft.removed, ...removed];
  if (draft.lockdowns.length > 0) draft.lockdowns = [];
  draft.fire = null;
  const { effects } = draft;
  if (effects.stayBack !== null) effects.stayBack = null;
  if (effects.armedMan !== null) effects.armedMan = null;
  if (effects.lockedIn !== null) effects.lockedIn = null;
  if (effects.safeRetreat !== null) effects.safeRetreat = null;
  if (effects.lockedRoom !== null) effects.lockedRoom = null;
  return 'destroy';
}

/**
 * Destroys one room if the living count calls for it (one at 4 or fewer, a second at 3 or fewer;
 * the Cafeteria destroyed at setup counts as the first): a Destroyed Room card drawn at random
 * among those not yet on the map. Its players then leave it one by one, clockwise from the First
 * Player, each choosing among the passages to rooms that stand (ruling 15). The step repeats until
 * no more rooms are due, then the next round begins.
 */
export function runDestroy(draft: Draft<FrozenHorrorState>, rng: Rng, events: Events): Phase {
  const due = roomsToDestroy(livingSeats(draft).length);
  const available = draft.config.content.destroyedRoomCards.filter((room) => !draft.destroyed.includes(room));
  if (draft.destroyed.length >= due || available.length === 0) return 'newRound';
  const room = rng.pick(available);
  const inside = livingClockwiseFrom(draft, draft.firstPlayer).filter((seat) => draft.seats[seat]?.room === room);
  events.push({ type: 'room-destroyed', room, name: roomName(draft, room), players: inside.slice() });
  draft.destroyed = [...draft.destroyed, room];
  const first = inside.shift();
  if (first !== undefined) startMove(draft, first, 'destroyedRoom', COLOURS, inside, events);
  return 'destroy';
}

/** "The First Player token passes clockwise to the next living player", and a new round begins. */
export function runNewRound(draft: Draft<FrozenHorrorState>, rng: Rng, events: Events): Phase {
  const count = draft.seats.length;
  const next = livingClockwiseFrom(draft, (draft.firstPlayer + 1) % count)[0] ?? draft.firstPlayer;
  beginRound(draft, next, rng, events);
  return 'play';
}
