/** Facts read off a state that several rules need: the map, the seats, the snake order. */
import type { PlayerId } from '../../../core/types.js';
import type { Colour, StationCard } from '../content.js';
import type { FrozenHorrorState, SeatState } from '../schemas.js';

/** The seat's state, or `undefined` for a seat index outside the game. */
export function seatOf(state: FrozenHorrorState, seat: PlayerId): SeatState | undefined {
  return state.seats[seat];
}

/** The living seats, in seat order. */
export function livingSeats(state: FrozenHorrorState): PlayerId[] {
  const out: PlayerId[] = [];
  state.seats.forEach((seat, index) => {
    if (seat.alive) out.push(index);
  });
  return out;
}

/** The living seats clockwise (increasing seat index, wrapping) starting with `from` (included if alive). */
export function livingClockwiseFrom(state: FrozenHorrorState, from: PlayerId): PlayerId[] {
  const count = state.seats.length;
  const out: PlayerId[] = [];
  for (let step = 0; step < count; step++) {
    const seat = (from + step) % count;
    if (state.seats[seat]?.alive === true) out.push(seat);
  }
  return out;
}

/** Whether `room` is a room of the map that is not destroyed. */
export function roomExists(state: FrozenHorrorState, room: number): boolean {
  return room >= 0 && room < state.config.content.rooms.length && !state.destroyed.includes(room);
}

/** The rooms that are not destroyed, in clockwise order. */
export function existingRooms(state: FrozenHorrorState): number[] {
  const out: number[] = [];
  for (let room = 0; room < state.config.content.rooms.length; room++) if (!state.destroyed.includes(room)) out.push(room);
  return out;
}

/** A room's printed name. */
export function roomName(state: FrozenHorrorState, room: number): string {
  return state.config.content.rooms[room] ?? `room ${room}`;
}

/** The living seats whose token is in `room`, in seat order. */
export function playersIn(state: FrozenHorrorState, room: number): PlayerId[] {
  const out: PlayerId[] = [];
  state.seats.forEach((seat, index) => {
    if (seat.alive && seat.room === room) out.push(index);
  });
  return out;
}

/** The other living seats in `seat`'s room, clockwise from `seat`. */
export function othersInRoom(state: FrozenHorrorState, seat: PlayerId): PlayerId[] {
  const room = state.seats[seat]?.room ?? null;
  if (room === null) return [];
  return livingClockwiseFrom(state, seat).filter((other) => other !== seat && state.seats[other]?.room === room);
}

/** The other living seats, clockwise from `seat`. */
export function otherLiving(state: FrozenHorrorState, seat: PlayerId): PlayerId[] {
  return livingClockwiseFrom(state, seat).filter((other) => other !== seat);
}

/** A Station card of the content. */
export function cardOf(state: FrozenHorrorState, card: number): StationCard | undefined {
  return state.config.content.cards[card];
}

/** The room at the other end of `passage` from `room`, or `null` if the passage does not touch `room`. */
export function otherEnd(state: FrozenHorrorState, passage: number, room: number): number | null {
  const spec = state.config.content.passages[passage];
  if (spec === undefined) return null;
  const [a, b] = spec.between;
  if (a === room) return b;
  if (b === room) return a;
  return null;
}

/** Whether `passage` is open: it has no Lockdown token. */
export function isOpen(state: FrozenHorrorState, passage: number): boolean {
  return !state.lockdowns.includes(passage);
}

/**
 * The open passages out of `room` (of one of `colours`, when given) that lead to a room that is
 * not destroyed, in passage order.
 */
export function exitsFrom(state: FrozenHorrorState, room: number, colours?: readonly Colour[]): number[] {
  const out: number[] = [];
  const { passages } = state.config.content;
  for (let index = 0; index < passages.length; index++) {
    const passage = passages[index];
    if (passage === undefined || (colours !== undefined && !colours.includes(passage.colour))) continue;
    const [a, b] = passage.between;
    const to = a === room ? b : b === room ? a : null;
    if (to === null || state.destroyed.includes(to) || state.lockdowns.includes(index)) continue;
    out.push(index);
  }
  return out;
}

/** The seat holding the HORROR Identity card (alive or, once killed, dead). */
export function horrorSeat(state: FrozenHorrorState): PlayerId | null {
  const index = state.seats.findIndex((seat) => seat.identity === 'horror');
  return index < 0 ? null : index;
}

/** The seat that plays in slot `slot` of the snake order: first cards clockwise, then second cards back. */
export function slotSeat(state: FrozenHorrorState, slot: number): PlayerId | undefined {
  const n = state.order.length;
  return slot < n ? state.order[slot] : state.order[2 * n - 1 - slot];
}

/** The seat whose turn it is to play a card, or `null` outside the card play or while a decision is pending. */
export function seatToPlay(state: FrozenHorrorState): PlayerId | null {
  if (state.phase !== 'play' || state.pending !== null || state.turn >= 2 * state.order.length) return null;
  return slotSeat(state, state.turn) ?? null;
}

/** A seat's Priority this round: an Action's override, else its Access Key's, else 0 (no card sets one). */
export function priorityOf(seat: SeatState): number {
  return seat.actionPriority ?? seat.keyPriority ?? 0;
}

/** How many rooms must be destroyed with `living` players left: one at 4, a second at 3 ("never more than two"). */
export function roomsToDestroy(living: number): number {
  return (living <= 4 ? 1 : 0) + (living <= 3 ? 1 : 0);
}

/**
 * A patched copy of a seat, frozen (with the arrays and records it brings) before it goes into a
 * draft, so that immer's auto-freeze need not walk it again.
 */
function patched(seat: SeatState, patch: Partial<SeatState>): SeatState {
  for (const value of Object.values(patch)) {
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) Object.freeze(item);
      Object.freeze(value);
    }
  }
  return Object.freeze({ ...seat, ...patch });
}

/**
 * The seats with seat `index` replaced by a copy carrying `patch`, as a new frozen array (the other
 * seats shared). Writers assign the result to `draft.seats`, so a produce touches only the root.
 */
export function patchSeat(seats: readonly SeatState[], index: PlayerId, patch: Partial<SeatState>): SeatState[] {
  return Object.freeze(seats.map((seat, at) => (at === index ? patched(seat, patch) : seat))) as SeatState[];
}

/** The seats with every seat for which `patchOf` returns a patch replaced by a patched copy. */
export function patchSeats(seats: readonly SeatState[], patchOf: (seat: SeatState, index: PlayerId) => Partial<SeatState> | null): SeatState[] {
  return Object.freeze(
    seats.map((seat, index) => {
      const patch = patchOf(seat, index);
      return patch === null ? seat : patched(seat, patch);
    }),
  ) as SeatState[];
}
