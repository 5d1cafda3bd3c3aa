/**
 * Station Cards › Access Key: "you move your Crew Member token from your current room through a
 * Passage of any color shown on the card. This move is mandatory if a move is possible. The card
 * also shows your Priority number (1 or 2)." Every other move in the game (Quick Move, Evacuation,
 * the armed man's move, Safe Retreat, leaving a destroyed room) goes through the same machinery
 * here: through an open passage into a room that stands, never for a detained player. Help! HELP!'s
 * pull names no passage and uses none. Every entry while the cards are played may meet Stay Back!:
 * "any player who enters your room will be shot and killed".
 */
import type { Draft } from 'immer';
import type { GameError, PlayerId } from '../../../core/types.js';
import { COLOURS, type Colour } from '../content.js';
import type { FrozenHorrorEvent } from '../events.js';
import { rulesOf, type FrozenHorrorState, type MoveAction, type MoveCause } from '../schemas.js';
import { killPlayers } from './action-effects.js';
import { illegal, wrongChoice } from './errors.js';
import { moveRule } from './names.js';
import { countExits, countPlayersIn, exitTo, isLocked, openPassageBetween, otherEnd, passageName, roomName } from './queries.js';

type Events = FrozenHorrorEvent[];

/** The most living players in a standing room other than `room` (table rule `armedManMostPlayersOnStation`). */
function mostPlayersElsewhere(state: FrozenHorrorState, room: number): number {
  const rooms = state.config.content.rooms.length;
  let most = 0;
  for (let other = 0; other < rooms; other++) {
    if (other !== room && !state.destroyed.includes(other)) most = Math.max(most, countPlayersIn(state, other));
  }
  return most;
}

/**
 * Whether the armed man's move may take the way out of `room` into `to`: "into the room with the
 * most players" — with two or more ways out, only those into the fullest room(s) they lead to
 * (ruling 12); at a table that plays `armedManMostPlayersOnStation`, only into the fullest room of
 * the station (its own aside), wherever the ways out lead.
 */
function intoMostPlayers(state: FrozenHorrorState, room: number, to: number, colours: readonly Colour[] | null): boolean {
  if (rulesOf(state.config).armedManMostPlayersOnStation) return countPlayersIn(state, to) === mostPlayersElsewhere(state, room);
  const passages = state.config.content.passages.length;
  let exits = 0;
  let most = -1;
  for (let passage = 0; passage < passages; passage++) {
    const there = exitTo(state, room, passage, colours);
    if (there === null) continue;
    exits++;
    most = Math.max(most, countPlayersIn(state, there));
  }
  return exits < 2 || countPlayersIn(state, to) === most;
}

/**
 * Whether `seat` may move through `passage` for a move of `cause` using `colours` (`null`: any
 * colour): an open passage of those colours out of its room into a room that stands (ruling 5);
 * for the armed man's move, into the room(s) with the most players (ruling 12). Never for a dead
 * seat; a detained seat is handled where a move starts ({@link startMove}).
 */
export function canMoveThrough(state: FrozenHorrorState, seat: PlayerId, cause: MoveCause, colours: readonly Colour[] | null, passage: number): boolean {
  const room = state.seats[seat]?.room ?? null;
  if (room === null) return false;
  const to = exitTo(state, room, passage, colours);
  if (to === null) return false;
  return cause !== 'armedMan' || intoMostPlayers(state, room, to, colours);
}

/**
 * Why `seat` may not move through `passage` for a move of `cause` using `colours` (`null`: any
 * colour), once {@link canMoveThrough} has said no: the rule the move is made under, then the first
 * thing wrong with the passage — it is not on the map, does not lead out of the mover's room, is
 * not of a usable colour, has a Lockdown token, leads into a destroyed room ("This room can no
 * longer be entered"), or (the armed man) does not lead into the room with the most players.
 */
function moveRefusal(state: FrozenHorrorState, seat: PlayerId, cause: MoveCause, colours: readonly Colour[] | null, passage: number): GameError {
  const through = colours === null || colours.length === COLOURS.length ? 'an open passage' : `an open passage of ${colours.join(' or ')}`;
  const into = cause === 'armedMan' ? 'into the room with the most players' : 'into a room that stands';
  const rule =
    cause === 'safeRetreat' ? `Safe Retreat: leave the room through ${through} ${into}` : `${moveRule(cause)}: move through ${through} out of your room ${into}`;
  const spec = state.config.content.passages[passage];
  if (spec === undefined) return illegal('frozen-horror/no-such-passage', `${rule}; the station has no passage ${passage}`);
  const name = passageName(state, passage);
  const room = state.seats[seat]?.room ?? null;
  const to = room === null ? null : otherEnd(state, passage, room);
  if (room === null || to === null) {
    const where = room === null ? 'your token is not on the map' : `you are in the ${roomName(state, room)}`;
    return illegal('frozen-horror/passage-not-from-your-room', `${rule}; ${name} does not lead out of your room (${where})`);
  }
  if (colours !== null && !colours.includes(spec.colour)) return illegal('frozen-horror/passage-wrong-colour', `${rule}; ${name} is ${spec.colour}`);
  if (isLocked(state, passage)) return illegal('frozen-horror/passage-locked', `${rule}; ${name} has a Lockdown token`);
  if (state.destroyed.includes(to)) {
    return illegal('frozen-horror/room-destroyed', `${rule}; ${name} leads into the ${roomName(state, to)}, which is destroyed and can no longer be entered`);
  }
  const there = countPlayersIn(state, to);
  const players = (count: number): string => `${count} player${count === 1 ? '' : 's'}`;
  const fuller = rulesOf(state.config).armedManMostPlayersOnStation
    ? `and a room of the station holds ${players(mostPlayersElsewhere(state, room))} (table rule armedManMostPlayersOnStation)`
    : 'and another open passage leads into a room with more players';
  return illegal('frozen-horror/not-room-with-most-players', `${rule}; ${name} leads into the ${roomName(state, to)} (${players(there)}), ${fuller}`);
}

/** A forced move with several options, or Safe Retreat: the deciding seat names the passage. */
export function checkMove(state: FrozenHorrorState, action: MoveAction): GameError | null {
  const pending = state.pending;
  if (pending?.kind === 'retreat') {
    if (canMoveThrough(state, pending.seat, 'safeRetreat', null, action.passage)) return null;
    return moveRefusal(state, pending.seat, 'safeRetreat', null, action.passage);
  }
  if (pending?.kind !== 'move') return wrongChoice(state, action);
  if (canMoveThrough(state, pending.seat, pending.cause, pending.colours, action.passage)) return null;
  return moveRefusal(state, pending.seat, pending.cause, pending.colours, action.passage);
}

/**
 * Moves the deciding seat through the chosen passage; a Safe Retreat ends there, a forced move goes
 * on with the seats queued behind it (Evacuation's evacuees, a destroyed room's players).
 */
export function applyMove(draft: Draft<FrozenHorrorState>, action: MoveAction, events: Events): void {
  const pending = draft.pending;
  if (pending === null) return;
  const seat = pending.seat;
  if (pending.kind === 'retreat') {
    draft.pending = null;
    moveThrough(draft, seat, action.passage, 'safeRetreat', events);
    return;
  }
  if (pending.kind !== 'move') return;
  const cause = pending.cause;
  const colours = pending.colours.slice();
  const queue = pending.queue.slice();
  draft.pending = null;
  moveThrough(draft, seat, action.passage, cause, events);
  const next = queue.shift();
  // A mover shot by Stay Back! may have ended the game: the rest of the queue stays put.
  if (next !== undefined && draft.outcome === null) startMove(draft, next, cause, colours, queue, events);
}

/**
 * Stay Back!: "Until the end of the round, any player who enters your room will be shot and
 * killed." Whether `seat` entering `room` now is shot: the cards are still being played (the end
 * of the round has not begun; at a table that plays `stayBackAtEndOfRound`, until Clean Up ends
 * the card's effect), and `room` is the room the Stay Back! player is in now, entered by anyone but
 * that player (rulings 10 and 27).
 */
export function shotOnEntering(state: FrozenHorrorState, seat: PlayerId, room: number): boolean {
  const holder = state.effects.stayBack;
  if (holder === null || holder === seat) return false;
  if (state.phase !== 'play' && !rulesOf(state.config).stayBackAtEndOfRound) return false;
  const holding = state.seats[holder];
  return holding?.alive === true && holding.room === room;
}

/**
 * Moves `seat` from `from` into `to` (through `passage`, or none), reporting it and a Stay Back!
 * shot; returns whether the mover was shot, which its caller settles once the move is made.
 */
function enter(draft: Draft<FrozenHorrorState>, seat: PlayerId, from: number, to: number, cause: MoveCause, passage: number | null, events: Events): boolean {
  const colour = passage === null ? null : (draft.config.content.passages[passage]?.colour ?? null);
  events.push({ type: 'moved', seat, cause, passage, colour, from, to, toName: roomName(draft, to) });
  const holder = draft.effects.stayBack;
  const shot = shotOnEntering(draft, seat, to);
  if (shot && holder !== null) events.push({ type: 'shot-on-entering', seat, holder, room: to });
  const moving = draft.seats[seat];
  if (moving !== undefined) moving.room = to;
  return shot;
}

/**
 * Moves `seat` through `passage`; the decision that asked for it, if any, is settled. A mover shot
 * by Stay Back! dies at once: "will be shot and killed" — Badge flipped, Identity card revealed,
 * its cards discarded, and the game over if that decides it.
 */
export function moveThrough(draft: Draft<FrozenHorrorState>, seat: PlayerId, passage: number, cause: MoveCause, events: Events): void {
  const from = draft.seats[seat]?.room ?? null;
  const to = from === null ? null : otherEnd(draft, passage, from);
  draft.pending = null;
  if (from === null || to === null) return;
  if (enter(draft, seat, from, to, cause, passage, events)) killPlayers(draft, [seat], 'stayBack', events);
}

/**
 * Help! HELP!: "Forcibly move … players from other rooms into your room". The card names no
 * passage, so none is used: `seat` is put straight into room `to` (ruling 13). At a table that
 * plays `helpPullsThroughPassages` the pull goes through the first open passage between the rooms.
 */
export function pullInto(draft: Draft<FrozenHorrorState>, seat: PlayerId, to: number, events: Events): void {
  const from = draft.seats[seat]?.room ?? null;
  if (from === null || from === to) return;
  const through = rulesOf(draft.config).helpPullsThroughPassages ? openPassageBetween(draft, from, to) : -1;
  const shot = enter(draft, seat, from, to, 'help', through < 0 ? null : through, events);
  draft.pending = null;
  if (shot) killPlayers(draft, [seat], 'stayBack', events);
}

/** {@link mandatoryMove}: the seat stays where it is. */
const STAYS = -1;
/** {@link mandatoryMove}: the seat must choose among several passages. */
const CHOOSES = -2;

/**
 * How a mandatory move of `seat` turns out, reporting a seat that stays: the one passage it moves
 * through, {@link STAYS} (dead, detained, or no option) or {@link CHOOSES} (several options).
 */
function mandatoryMove(state: FrozenHorrorState, seat: PlayerId, cause: MoveCause, colours: readonly Colour[], events: Events): number {
  const moving = state.seats[seat];
  if (moving === undefined || !moving.alive) return STAYS;
  if (moving.detained && cause !== 'destroyedRoom') {
    events.push({ type: 'stayed-put', seat, cause, reason: 'detained' });
    return STAYS;
  }
  const passages = state.config.content.passages.length;
  let options = 0;
  let only = STAYS;
  for (let passage = 0; passage < passages; passage++) {
    if (!canMoveThrough(state, seat, cause, colours, passage)) continue;
    options++;
    only = passage;
  }
  if (options === 0) {
    // The armed man at a table that plays armedManMostPlayersOnStation may have ways out, none of
    // them into the station's fullest room.
    const room = moving.room;
    const outOfReach = cause === 'armedMan' && room !== null && countExits(state, room, colours) > 0;
    events.push({ type: 'stayed-put', seat, cause, reason: outOfReach ? 'mostPlayersOutOfReach' : 'noOpenPassage' });
    return STAYS;
  }
  return options === 1 ? only : CHOOSES;
}

/**
 * Starts a mandatory move of `seat` for `cause` ("if possible"), then of each seat in `queue` in
 * turn: a detained seat stays (Detained!: "They cannot move this round"; not for a destroyed room),
 * a seat with no option stays, a seat with one option moves, and a seat with several options
 * becomes the deciding seat (the rest of the queue waits in the decision).
 */
export function startMove(
  draft: Draft<FrozenHorrorState>,
  seat: PlayerId,
  cause: MoveCause,
  colours: readonly Colour[],
  queue: readonly PlayerId[],
  events: Events,
): void {
  let mover: PlayerId | undefined = seat;
  let waiting = 0;
  while (mover !== undefined) {
    const plan = mandatoryMove(draft, mover, cause, colours, events);
    if (plan >= 0) moveThrough(draft, mover, plan, cause, events);
    // A mover shot by Stay Back! may have ended the game: nobody moves after that.
    if (draft.outcome !== null) return;
    if (plan === CHOOSES) {
      draft.pending = { kind: 'move', seat: mover, cause, colours: colours.slice(), queue: queue.slice(waiting) };
      return;
    }
    mover = queue[waiting];
    waiting++;
  }
}
