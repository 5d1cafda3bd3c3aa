/**
 * Station Cards › Access Key: "you move your Crew Member token from your current room through a
 * Passage of any color shown on the card. This move is mandatory if a move is possible. The card
 * also shows your Priority number (1 or 2)." Every other move in the game (Quick Move, Evacuation,
 * the armed man's move, Safe Retreat, leaving a destroyed room) goes through the same machinery
 * here: through an open passage into a room that stands, never for a detained player. Help! HELP!'s
 * pull names no passage and uses none. Every entry while the cards are played may meet Stay Back!:
 * "any player who enters your room will be shot and killed".
 */
import { castDraft, produce } from 'immer';
import type { PlayerId } from '../../../core/types.js';
import type { Colour } from '../content.js';
import type { FrozenHorrorEvent } from '../events.js';
import type { FrozenHorrorState, MoveCause, SeatState } from '../schemas.js';
import { killPlayers } from './action-effects.js';
import { exitsFrom, otherEnd, patchSeat, playersIn, roomName } from './queries.js';

type Events = FrozenHorrorEvent[];

/**
 * The passages `seat` may move through for a move of `cause` using `colours`: the open passages of
 * those colours out of its room into rooms that stand (ruling 5). The armed man's move keeps only
 * those into the room(s) with the most players (ruling 12). Empty for a dead seat; a detained seat
 * is handled by {@link startMove}.
 */
export function moveOptions(state: FrozenHorrorState, seat: PlayerId, cause: MoveCause, colours: readonly Colour[]): number[] {
  const room = state.seats[seat]?.room ?? null;
  if (room === null) return [];
  const exits = exitsFrom(state, room, colours);
  if (cause !== 'armedMan' || exits.length < 2) return exits;
  const counts = exits.map((passage) => {
    const to = otherEnd(state, passage, room);
    return to === null ? 0 : playersIn(state, to).length;
  });
  const most = Math.max(...counts);
  return exits.filter((_, index) => counts[index] === most);
}

/** What a move writes: the seats (the mover's room changed), and whether Stay Back! shot the mover. */
export interface MoveWrite {
  /** The seats after the move. */
  readonly seats: SeatState[];
  /** Whether the mover entered the Stay Back! player's room and was shot: it must now be killed. */
  readonly shot: boolean;
}

/**
 * Stay Back!: "Until the end of the round, any player who enters your room will be shot and
 * killed." Whether `seat` entering `room` now is shot: the cards are still being played (the end
 * of the round has not begun), and `room` is the room the Stay Back! player is in now, entered by
 * anyone but that player (rulings 10 and 27).
 */
export function shotOnEntering(state: FrozenHorrorState, seats: readonly SeatState[], seat: PlayerId, room: number): boolean {
  const holder = state.effects.stayBack;
  if (state.phase !== 'play' || holder === null || holder === seat) return false;
  const holding = seats[holder];
  return holding?.alive === true && holding.room === room;
}

/** Moves `seat` from `from` into `to` (through `passage`, or none), reporting it and a Stay Back! shot. */
function enter(
  state: FrozenHorrorState,
  seats: readonly SeatState[],
  seat: PlayerId,
  from: number,
  to: number,
  how: { readonly cause: MoveCause; readonly passage: number | null },
  events: Events,
): MoveWrite {
  const colour = how.passage === null ? null : (state.config.content.passages[how.passage]?.colour ?? null);
  events.push({ type: 'moved', seat, cause: how.cause, passage: how.passage, colour, from, to, toName: roomName(state, to) });
  const holder = state.effects.stayBack;
  const shot = shotOnEntering(state, seats, seat, to);
  if (shot && holder !== null) events.push({ type: 'shot-on-entering', seat, holder, room: to });
  return { seats: patchSeat(seats, seat, { room: to }), shot };
}

/**
 * Reads what moving `seat` through `passage` changes, and reports it. `seats` is the seat array to
 * start from (it may already carry other changes of the same action). A shot mover is killed by
 * the caller once the move is written ({@link settleShot}).
 */
export function planMove(
  state: FrozenHorrorState,
  seats: readonly SeatState[],
  seat: PlayerId,
  passage: number,
  cause: MoveCause,
  events: Events,
): MoveWrite {
  const from = seats[seat]?.room ?? null;
  const to = from === null ? null : otherEnd(state, passage, from);
  if (from === null || to === null) return { seats: seats.slice(), shot: false };
  return enter(state, seats, seat, from, to, { cause, passage }, events);
}

/**
 * Kills `seat` at once if its move got it shot by Stay Back!: "will be shot and killed" — Badge
 * flipped, Identity card revealed, its cards discarded, and the game over if that decides it.
 */
export function settleShot(state: FrozenHorrorState, seat: PlayerId, write: MoveWrite, events: Events): FrozenHorrorState {
  return write.shot ? killPlayers(state, [seat], 'stayBack', events) : state;
}

/** Moves `seat` through `passage` (see {@link planMove}); the decision that asked for it, if any, is settled. */
export function moveThrough(state: FrozenHorrorState, seat: PlayerId, passage: number, cause: MoveCause, events: Events): FrozenHorrorState {
  const write = planMove(state, state.seats, seat, passage, cause, events);
  const moved = produce(state, (draft) => {
    draft.pending = null;
    draft.seats = castDraft(write.seats);
  });
  return settleShot(moved, seat, write, events);
}

/**
 * Help! HELP!: "Forcibly move … players from other rooms into your room". The card names no
 * passage, so none is used: `seat` is put straight into room `to` (ruling 13).
 */
export function pullInto(state: FrozenHorrorState, seat: PlayerId, to: number, events: Events): FrozenHorrorState {
  const from = state.seats[seat]?.room ?? null;
  if (from === null || from === to) return state;
  const write = enter(state, state.seats, seat, from, to, { cause: 'help', passage: null }, events);
  const moved = produce(state, (draft) => {
    draft.pending = null;
    draft.seats = castDraft(write.seats);
  });
  return settleShot(moved, seat, write, events);
}

/** How a mandatory move of one seat turns out before anything is written. */
export type MovePlan =
  | {
      /** It stays: detained, or no option. */
      readonly kind: 'stay';
    }
  | {
      /** It moves through the only option. */
      readonly kind: 'move';
      /** The passage. */
      readonly passage: number;
    }
  | {
      /** It must choose. */
      readonly kind: 'choose';
    };

/** Decides how a mandatory move of `seat` turns out, reporting a seat that stays. */
export function planMandatoryMove(
  state: FrozenHorrorState,
  seat: PlayerId,
  cause: MoveCause,
  colours: readonly Colour[],
  events: Events,
): MovePlan {
  const moving = state.seats[seat];
  if (moving === undefined || !moving.alive) return { kind: 'stay' };
  if (moving.detained && cause !== 'destroyedRoom') {
    events.push({ type: 'stayed-put', seat, cause, reason: 'detained' });
    return { kind: 'stay' };
  }
  const options = moveOptions(state, seat, cause, colours);
  const only = options.length === 1 ? options[0] : undefined;
  if (options.length === 0) {
    events.push({ type: 'stayed-put', seat, cause, reason: 'noOpenPassage' });
    return { kind: 'stay' };
  }
  return only === undefined ? { kind: 'choose' } : { kind: 'move', passage: only };
}

/**
 * Starts a mandatory move of `seat` for `cause` ("if possible"), then of each seat in `queue` in
 * turn: a detained seat stays (Detained!: "They cannot move this round"; not for a destroyed room),
 * a seat with no option stays, a seat with one option moves, and a seat with several options
 * becomes the deciding seat (the rest of the queue waits in the decision).
 */
export function startMove(
  state: FrozenHorrorState,
  seat: PlayerId,
  cause: MoveCause,
  colours: readonly Colour[],
  queue: readonly PlayerId[],
  events: Events,
): FrozenHorrorState {
  let current = state;
  let mover: PlayerId | undefined = seat;
  let rest = queue;
  while (mover !== undefined) {
    const plan = planMandatoryMove(current, mover, cause, colours, events);
    if (plan.kind === 'move') current = moveThrough(current, mover, plan.passage, cause, events);
    // A mover shot by Stay Back! may have ended the game: nobody moves after that.
    if (current.outcome !== null) return current;
    if (plan.kind === 'choose') {
      const decider = mover;
      const waiting = rest.slice();
      return produce(current, (draft) => {
        draft.pending = { kind: 'move', seat: decider, cause, colours: colours.slice(), queue: waiting };
      });
    }
    mover = rest[0];
    rest = rest.slice(1);
  }
  return current;
}
