/**
 * Station Cards › Access Key: "you move your Crew Member token from your current room through a
 * Passage of any color shown on the card. This move is mandatory if a move is possible. The card
 * also shows your Priority number (1 or 2)." Every other move in the game (Quick Move, Evacuation,
 * Help! HELP!, the armed man's move, Safe Retreat, leaving a destroyed room) goes through the same
 * machinery here: through an open passage into a room that stands, never for a detained player.
 */
import { castDraft, produce } from 'immer';
import type { PlayerId } from '../../../core/types.js';
import type { Colour } from '../content.js';
import type { FrozenHorrorEvent } from '../events.js';
import type { FrozenHorrorState, MoveCause, RoundEffects, SeatState } from '../schemas.js';
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

/** What a move writes: the seats (the mover's room changed) and the round's effects (a Stay Back! shot). */
export interface MoveWrite {
  /** The seats after the move. */
  readonly seats: SeatState[];
  /** The round's effects after the move. */
  readonly effects: RoundEffects;
}

/**
 * Reads what moving `seat` through `passage` changes, and reports it. While cards are being
 * played, entering the room of the Stay Back! player gets the entering player shot: the seat is
 * marked, and dies at the end of the round holding whatever Identity card it holds then (rulings
 * 10 and 27). The moves of the end of the round are not shot. `seats` is the seat array to start
 * from (it may already carry other changes of the same action).
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
  const spec = state.config.content.passages[passage];
  const to = from === null ? null : otherEnd(state, passage, from);
  if (from === null || to === null || spec === undefined) return { seats: seats.slice(), effects: state.effects };
  const holder = state.effects.stayBack;
  const holderRoom = holder === null ? null : (seats[holder]?.room ?? null);
  const shot =
    state.phase === 'play' && holder !== null && holder !== seat && holderRoom === to && !state.effects.shotOnEntry.includes(seat);
  events.push({ type: 'moved', seat, cause, passage, colour: spec.colour, from, to, toName: roomName(state, to) });
  if (shot && holder !== null) events.push({ type: 'shot-on-entering', seat, holder, room: to });
  return {
    seats: patchSeat(seats, seat, { room: to }),
    effects: shot ? { ...state.effects, shotOnEntry: [...state.effects.shotOnEntry, seat] } : state.effects,
  };
}

/** Moves `seat` through `passage` (see {@link planMove}); the decision that asked for it, if any, is settled. */
export function moveThrough(state: FrozenHorrorState, seat: PlayerId, passage: number, cause: MoveCause, events: Events): FrozenHorrorState {
  const write = planMove(state, state.seats, seat, passage, cause, events);
  return produce(state, (draft) => {
    draft.pending = null;
    draft.seats = castDraft(write.seats);
    if (write.effects !== state.effects) draft.effects = castDraft(write.effects);
  });
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
