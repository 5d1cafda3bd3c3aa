/**
 * Facts read off a state that several rules need: the map, the seats, the snake order. Each reads
 * only, and those the checks and `legalActions` call allocate nothing; an apply passes its draft,
 * which reads as the state it stands for.
 */
import type { PlayerId } from '../../../core/types.js';
import type { Colour, StationCard } from '../content.js';
import { rulesOf, type FrozenHorrorState, type SeatState } from '../schemas.js';

/** The living seats, in seat order. */
export function livingSeats(state: FrozenHorrorState): PlayerId[] {
  const out: PlayerId[] = [];
  for (let seat = 0; seat < state.seats.length; seat++) if (state.seats[seat]?.alive === true) out.push(seat);
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

/** How many rooms of the map are not destroyed. */
export function standingRoomCount(state: FrozenHorrorState): number {
  const rooms = state.config.content.rooms.length;
  let count = 0;
  for (let room = 0; room < rooms; room++) if (!state.destroyed.includes(room)) count++;
  return count;
}

/** The first room of the map, clockwise, that is not destroyed (`-1` if none stands). */
export function firstStandingRoom(state: FrozenHorrorState): number {
  const rooms = state.config.content.rooms.length;
  for (let room = 0; room < rooms; room++) if (!state.destroyed.includes(room)) return room;
  return -1;
}

/** A room's printed name. */
export function roomName(state: FrozenHorrorState, room: number): string {
  return state.config.content.rooms[room] ?? `room ${room}`;
}

/** A passage by its colour and the rooms it joins: "the blue passage between the Garage and the Radio Room". */
export function passageName(state: FrozenHorrorState, passage: number): string {
  const spec = state.config.content.passages[passage];
  if (spec === undefined) return `passage ${passage}`;
  return `the ${spec.colour} passage between the ${roomName(state, spec.between[0])} and the ${roomName(state, spec.between[1])}`;
}

/** The living seats whose token is in `room`, in seat order. */
export function playersIn(state: FrozenHorrorState, room: number): PlayerId[] {
  const out: PlayerId[] = [];
  for (let seat = 0; seat < state.seats.length; seat++) {
    const there = state.seats[seat];
    if (there !== undefined && there.alive && there.room === room) out.push(seat);
  }
  return out;
}

/** How many living seats have their token in `room`. */
export function countPlayersIn(state: FrozenHorrorState, room: number): number {
  let count = 0;
  for (const seat of state.seats) if (seat.alive && seat.room === room) count++;
  return count;
}

/** Whether `other` is a living seat other than `seat`. */
export function isOtherLiving(state: FrozenHorrorState, seat: PlayerId, other: PlayerId): boolean {
  return other !== seat && state.seats[other]?.alive === true;
}

/** Whether `other` is a living seat other than `seat`, in `seat`'s room. */
export function isOtherInRoom(state: FrozenHorrorState, seat: PlayerId, other: PlayerId): boolean {
  const room = state.seats[seat]?.room ?? null;
  return room !== null && isOtherLiving(state, seat, other) && state.seats[other]?.room === room;
}

/** The other living seats in `seat`'s room, clockwise from `seat`. */
export function othersInRoom(state: FrozenHorrorState, seat: PlayerId): PlayerId[] {
  const count = state.seats.length;
  const out: PlayerId[] = [];
  for (let step = 1; step < count; step++) {
    const other = (seat + step) % count;
    if (isOtherInRoom(state, seat, other)) out.push(other);
  }
  return out;
}

/** A Station card of the content. */
export function cardOf(state: FrozenHorrorState, card: number): StationCard | undefined {
  return state.config.content.cards[card];
}

/** The room at the other end of `passage` from `room`, or `null` if the passage does not touch `room`. */
export function otherEnd(state: FrozenHorrorState, passage: number, room: number): number | null {
  const spec = state.config.content.passages[passage];
  if (spec === undefined) return null;
  const a = spec.between[0];
  const b = spec.between[1];
  if (a === room) return b;
  if (b === room) return a;
  return null;
}

/**
 * Whether the Lockdown tokens on the map close their passages now: while the cards are played, and
 * at the end of the round too — they lie there until Clean Up (ruling 5) — unless the table plays
 * `lockdownsLiftAtEndOfRound`, where "Until the end of the round" ends as the end of the round begins.
 */
export function lockdownsBind(state: FrozenHorrorState): boolean {
  return state.phase === 'play' || !rulesOf(state.config).lockdownsLiftAtEndOfRound;
}

/** Whether `passage` has a Lockdown token that closes it now (see {@link lockdownsBind}). */
export function isLocked(state: FrozenHorrorState, passage: number): boolean {
  return state.lockdowns.includes(passage) && lockdownsBind(state);
}

/**
 * The room `passage` leads to out of `room`, if it is a way out: open (no Lockdown token that binds
 * now), of one of `colours` (any colour when `null`), and into a room that is not destroyed; else `null`.
 */
export function exitTo(state: FrozenHorrorState, room: number, passage: number, colours: readonly Colour[] | null): number | null {
  const spec = state.config.content.passages[passage];
  if (spec === undefined || (colours !== null && !colours.includes(spec.colour))) return null;
  // Indexed, not destructured: array destructuring may build an iterator, and checks allocate nothing.
  const a = spec.between[0];
  const b = spec.between[1];
  const to = a === room ? b : b === room ? a : null;
  if (to === null || state.destroyed.includes(to) || isLocked(state, passage)) return null;
  return to;
}

/** The first open passage (by id) from `from` into `to` (see {@link exitTo}), or `-1` if none. */
export function openPassageBetween(state: FrozenHorrorState, from: number, to: number): number {
  const passages = state.config.content.passages.length;
  for (let passage = 0; passage < passages; passage++) if (exitTo(state, from, passage, null) === to) return passage;
  return -1;
}

/** How many ways out of `room` there are (see {@link exitTo}). */
export function countExits(state: FrozenHorrorState, room: number, colours: readonly Colour[] | null): number {
  const passages = state.config.content.passages.length;
  let count = 0;
  for (let passage = 0; passage < passages; passage++) {
    if (exitTo(state, room, passage, colours) !== null) count++;
  }
  return count;
}

/** The seat holding the HORROR Identity card (alive or, once killed, dead). */
export function horrorSeat(state: FrozenHorrorState): PlayerId | null {
  for (let seat = 0; seat < state.seats.length; seat++) if (state.seats[seat]?.identity === 'horror') return seat;
  return null;
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

/** The one seat that may act: the seat a pending decision belongs to, else the seat to play; `null` once over or when nobody may. */
export function activeSeat(state: FrozenHorrorState): PlayerId | null {
  if (state.outcome !== null) return null;
  if (state.pending !== null) return state.pending.seat;
  return seatToPlay(state);
}

/** The seats that may act: the seat a pending decision belongs to, else the seat whose turn it is to play; `[]` once over. */
export function activePlayers(state: FrozenHorrorState): PlayerId[] {
  const seat = activeSeat(state);
  return seat === null ? [] : [seat];
}

/** A seat's Priority this round: an Action's override, else its Access Key's, else 0 (no card sets one). */
export function priorityOf(seat: SeatState): number {
  return seat.actionPriority ?? seat.keyPriority ?? 0;
}

/** How many rooms must be destroyed with `living` players left: one at 4, a second at 3 ("never more than two"). */
export function roomsToDestroy(living: number): number {
  return (living <= 4 ? 1 : 0) + (living <= 3 ? 1 : 0);
}
