/**
 * Station Card Reference: the 21 Actions — the 17 printed ones and the stand-in deck's four — and
 * every choice they ask for. "Resolve it immediately, unless the card says to do so at the end of
 * the round": the end-of-round cards only record their player here (see reveal-and-attack.ts).
 * A choice with a single option is made at once (ruling 6); a choice with none has no effect.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import { COLOURS, type ActionKind, type Colour } from '../content.js';
import type { FrozenHorrorEvent } from '../events.js';
import {
  rulesOf,
  type ChooseColourAction,
  type ChoosePlayerAction,
  type ChooseRoomAction,
  type FrozenHorrorState,
  type LockCause,
  type LockPassageAction,
  type PassAction,
  type PlayerChoiceCause,
  type RevealIdentityAction,
  type RoomChoiceCause,
} from '../schemas.js';
import { killPlayers, placeLockdown } from './action-effects.js';
import { illegal, wrongChoice } from './errors.js';
import { ACTION_NAMES, ruleOf } from './names.js';
import {
  countExits,
  firstStandingRoom,
  isOtherInRoom,
  isOtherLiving,
  livingClockwiseFrom,
  livingSeats,
  openPassageBetween,
  passageName,
  playersIn,
  roomExists,
  roomName,
  standingRoomCount,
} from './queries.js';
import { pullInto, startMove } from './station-cards.js';

type Events = FrozenHorrorEvent[];

/** Help! HELP! pulls "up to two players". */
export const MAX_PULLS = 2;

const LOCK_COLOURS: Readonly<Record<LockCause, Colour | null>> = {
  accessDenied: null,
  alarmBlue: 'blue',
  alarmGold: 'gold',
  alarmGreen: 'green',
  alarmOrange: 'orange',
};

/**
 * The Priority an Action sets, overriding the Access Key's: "Your Priority this round is 0" (Help!
 * HELP!, Hide in the Vents) and Analysis Results' 1.
 */
export const ACTION_PRIORITY: Readonly<Partial<Record<ActionKind, 0 | 1>>> = {
  analysisResults: 1,
  help: 0,
  hideInTheVents: 0,
};

function noEffect(events: Events, seat: PlayerId, kind: ActionKind, reason: string): void {
  events.push({ type: 'no-effect', seat, card: ACTION_NAMES[kind], reason });
}

// ---- who and what may be chosen ----

/**
 * Whether `seat` may choose `target` for `cause`: any other living player (Cards on the Table,
 * Analysis Results) or another living player in its room (Detained!, Blood Test, the armed man's
 * shot, the swap).
 */
export function canChoosePlayer(state: FrozenHorrorState, seat: PlayerId, cause: PlayerChoiceCause, target: PlayerId): boolean {
  return cause === 'cardsOnTheTable' || cause === 'analysisResults' ? isOtherLiving(state, seat, target) : isOtherInRoom(state, seat, target);
}

/**
 * Whether Help! HELP! lets `seat` pull `target` (ruling 13): "from other rooms", any of them — the
 * card names no passage, so neither distance nor an Alarm's Lockdown token matters; at a table that
 * plays `helpPullsThroughPassages`, only from a room one open passage away. "If possible" leaves
 * out a detained player ("They cannot move this round") and, since under LOCK THE ROOM! "No one
 * may enter or leave", everyone when the puller's room is the locked one and the players in the
 * locked room otherwise.
 */
export function canPull(state: FrozenHorrorState, seat: PlayerId, target: PlayerId): boolean {
  const room = state.seats[seat]?.room ?? null;
  const locked = state.effects.lockedRoom;
  if (room === null || room === locked || !isOtherLiving(state, seat, target)) return false;
  const there = state.seats[target];
  if (there === undefined || there.detained || there.room === null || there.room === room || there.room === locked) return false;
  return !rulesOf(state.config).helpPullsThroughPassages || openPassageBetween(state, there.room, room) >= 0;
}

/** Whether Help! HELP! can pull anyone into `seat`'s room. */
export function canPullAnyone(state: FrozenHorrorState, seat: PlayerId): boolean {
  for (let target = 0; target < state.seats.length; target++) if (canPull(state, seat, target)) return true;
  return false;
}

/** Whether an Alarm of `cause` may lock `passage`: one of its colour (any for Access Denied) without a Lockdown token. */
export function canLock(state: FrozenHorrorState, cause: LockCause, passage: number): boolean {
  const spec = state.config.content.passages[passage];
  if (spec === undefined || state.lockdowns.includes(passage)) return false;
  const colour = LOCK_COLOURS[cause];
  return colour === null || spec.colour === colour;
}

// ---- looking at, revealing and swapping Identity cards ----

function reveal(draft: Draft<FrozenHorrorState>, seats: readonly PlayerId[], cause: 'cardsOnTheTable' | 'dnaScanner' | 'analysisResults', events: Events): void {
  for (const seat of seats) events.push({ type: 'identity-revealed', seat, identity: draft.seats[seat]?.identity ?? 'human', cause });
  for (const seat of seats) {
    const shown = draft.seats[seat];
    if (shown !== undefined && !shown.revealed) shown.revealed = true;
  }
  draft.pending = null;
}

function look(draft: Draft<FrozenHorrorState>, seat: PlayerId, target: PlayerId, events: Events): void {
  events.push({ type: 'identity-looked', seat, target, identity: draft.seats[target]?.identity ?? 'human', visibleTo: [seat] });
  const knows = draft.seats[seat]?.knows;
  if (knows !== undefined && !knows.includes(target)) knows.push(target);
  draft.pending = null;
}

/**
 * Trust No One: the living players' Identity cards gathered, shuffled and dealt back face down; all
 * knowledge of them is gone. A player shot by Stay Back! is dead already, its card face up and out
 * of the shuffle (rulings 18 and 27).
 */
function trustNoOne(draft: Draft<FrozenHorrorState>, seat: PlayerId, rng: Rng, events: Events): void {
  const living = livingSeats(draft);
  const dealt = rng.shuffle(living.map((other) => draft.seats[other]?.identity ?? 'human'));
  events.push({ type: 'identities-shuffled', seat });
  living.forEach((other, index) => {
    events.push({ type: 'identity-dealt', seat: other, identity: dealt[index] ?? 'human', visibleTo: [other] });
  });
  for (let index = 0; index < draft.seats.length; index++) {
    const other = draft.seats[index];
    if (other === undefined) continue;
    const at = living.indexOf(index);
    if (at >= 0) {
      other.identity = dealt[at] ?? 'human';
      other.revealed = false;
    }
    if (other.knows.length > 0) other.knows = [];
  }
}

/**
 * No… It's You Who's Locked In Here With Me!: `seat` and `target` swap Identity cards. Each sees
 * its new card and knows the other's (its old one); whatever anyone knew about either card moves
 * with the card.
 */
export function swapIdentities(draft: Draft<FrozenHorrorState>, seat: PlayerId, target: PlayerId, events: Events): void {
  const mine = draft.seats[seat];
  const theirs = draft.seats[target];
  if (mine === undefined || theirs === undefined) return;
  const myCard = { identity: mine.identity, revealed: mine.revealed };
  const theirCard = { identity: theirs.identity, revealed: theirs.revealed };
  events.push({ type: 'identities-swapped', seat, target });
  events.push({ type: 'identity-dealt', seat, identity: theirCard.identity, visibleTo: [seat] });
  events.push({ type: 'identity-dealt', seat: target, identity: myCard.identity, visibleTo: [target] });
  for (let index = 0; index < draft.seats.length; index++) {
    const other = draft.seats[index];
    if (other === undefined) continue;
    const knows = other.knows;
    if (knows.includes(seat) !== knows.includes(target)) {
      for (let at = 0; at < knows.length; at++) {
        if (knows[at] === seat) knows[at] = target;
        else if (knows[at] === target) knows[at] = seat;
      }
    }
    if (index === seat && !knows.includes(target)) knows.push(target);
    if (index === target && !knows.includes(seat)) knows.push(seat);
  }
  mine.identity = theirCard.identity;
  mine.revealed = theirCard.revealed;
  theirs.identity = myCard.identity;
  theirs.revealed = myCard.revealed;
  draft.pending = null;
}

// ---- playing an Action ----

function choosePlayer(draft: Draft<FrozenHorrorState>, seat: PlayerId, cause: 'cardsOnTheTable' | 'detained' | 'bloodTest' | 'analysisResults', events: Events): void {
  let candidates = 0;
  let only = -1;
  for (let target = 0; target < draft.seats.length; target++) {
    if (!canChoosePlayer(draft, seat, cause, target)) continue;
    candidates++;
    only = target;
  }
  if (candidates === 0) noEffect(events, seat, cause, 'there is no other player to choose');
  else if (candidates === 1) resolvePlayer(draft, seat, cause, only, events);
  else draft.pending = { kind: 'player', seat, cause };
}

function chooseRoom(draft: Draft<FrozenHorrorState>, seat: PlayerId, cause: RoomChoiceCause, events: Events): void {
  if (standingRoomCount(draft) === 1) resolveRoom(draft, seat, cause, firstStandingRoom(draft), events);
  else draft.pending = { kind: 'room', seat, cause };
}

function chooseLock(draft: Draft<FrozenHorrorState>, seat: PlayerId, cause: LockCause, events: Events): void {
  const passages = draft.config.content.passages.length;
  let lockable = 0;
  let only = -1;
  for (let passage = 0; passage < passages; passage++) {
    if (!canLock(draft, cause, passage)) continue;
    lockable++;
    only = passage;
  }
  if (lockable === 0) noEffect(events, seat, cause, 'every such passage already has a Lockdown token');
  else if (lockable === 1) placeLockdown(draft, seat, only, events);
  else draft.pending = { kind: 'lock', seat, cause };
}

/**
 * Carries out the Action of `kind` that `seat` has just played (its Priority override is already
 * recorded): at once, or by asking for the choice it needs. Stay Back!, Don't Run Toward the Armed
 * Man, No… It's You Who's Locked In Here With Me! and Safe Retreat only record their player for
 * later in the round.
 */
export function startAction(draft: Draft<FrozenHorrorState>, seat: PlayerId, kind: ActionKind, rng: Rng, events: Events): void {
  switch (kind) {
    case 'trustNoOne':
      trustNoOne(draft, seat, rng, events);
      return;
    case 'cardsOnTheTable':
    case 'detained':
    case 'bloodTest':
    case 'analysisResults':
      choosePlayer(draft, seat, kind, events);
      return;
    case 'dnaScanner':
    case 'evacuation':
    case 'lockTheRoom':
    case 'flamethrower':
      chooseRoom(draft, seat, kind, events);
      return;
    case 'help': {
      if (canPullAnyone(draft, seat)) {
        draft.pending = { kind: 'pull', seat, pulled: 0 };
        return;
      }
      const room = draft.seats[seat]?.room ?? null;
      const reason =
        room !== null && room === draft.effects.lockedRoom
          ? 'nobody can be moved in: your room is under LOCK THE ROOM!'
          : 'every other player is in your room, detained, or in a room under LOCK THE ROOM!';
      noEffect(events, seat, 'help', reason);
      return;
    }
    case 'hideInTheVents':
      return;
    case 'quickMove': {
      const playing = draft.seats[seat];
      if (playing?.detained === true) {
        events.push({ type: 'stayed-put', seat, cause: 'quickMove', reason: 'detained' });
      } else if (playing === undefined || playing.room === null || countExits(draft, playing.room, null) === 0) {
        events.push({ type: 'stayed-put', seat, cause: 'quickMove', reason: 'noOpenPassage' });
      } else {
        draft.pending = { kind: 'colour', seat };
      }
      return;
    }
    case 'alarmGreen':
    case 'alarmBlue':
    case 'alarmOrange':
    case 'alarmGold':
    case 'accessDenied':
      chooseLock(draft, seat, kind, events);
      return;
    case 'stayBack':
      draft.effects.stayBack = seat;
      return;
    case 'armedMan':
      draft.effects.armedMan = seat;
      return;
    case 'lockedIn':
      draft.effects.lockedIn = seat;
      return;
    case 'safeRetreat':
      draft.effects.safeRetreat = seat;
      return;
  }
}

// ---- resolving choices ----

/** The chosen player: reveal both, detain, look, shoot, or swap. */
function resolvePlayer(draft: Draft<FrozenHorrorState>, seat: PlayerId, cause: PlayerChoiceCause, target: PlayerId, events: Events): void {
  switch (cause) {
    case 'cardsOnTheTable':
      reveal(draft, [seat, target], 'cardsOnTheTable', events);
      return;
    case 'detained': {
      events.push({ type: 'player-detained', seat, target });
      const held = draft.seats[target];
      if (held !== undefined) held.detained = true;
      draft.pending = null;
      return;
    }
    case 'bloodTest':
      look(draft, seat, target, events);
      return;
    case 'analysisResults': {
      // "If played as your 1st card, you may reveal their Identity": its only card played so far.
      const first = (draft.seats[seat]?.played.length ?? 0) === 1;
      const offer = first && draft.seats[target]?.revealed !== true;
      look(draft, seat, target, events);
      if (offer) draft.pending = { kind: 'reveal', seat, target };
      return;
    }
    case 'armedManShot':
      killPlayers(draft, [target], 'shot', events);
      return;
    case 'lockedIn':
      swapIdentities(draft, seat, target, events);
      return;
  }
}

/** The chosen room: scan it, evacuate it, lock it, or set it on fire. */
function resolveRoom(draft: Draft<FrozenHorrorState>, seat: PlayerId, cause: RoomChoiceCause, room: number, events: Events): void {
  switch (cause) {
    case 'dnaScanner': {
      const inside = playersIn(draft, room);
      if (inside.length === 0) noEffect(events, seat, 'dnaScanner', `nobody is in the ${roomName(draft, room)}`);
      reveal(draft, inside, 'dnaScanner', events);
      return;
    }
    case 'evacuation': {
      const evacuees = livingClockwiseFrom(draft, seat).filter((other) => other !== seat && draft.seats[other]?.room === room);
      const first = evacuees.shift();
      if (first === undefined) noEffect(events, seat, 'evacuation', `no other player is in the ${roomName(draft, room)}`);
      else startMove(draft, first, 'evacuation', COLOURS, evacuees, events);
      return;
    }
    case 'lockTheRoom': {
      // The tokens close the room's passages to every move; "No one may enter or leave" is the
      // card's own effect, recorded for Help! HELP!'s pull, which uses no passage (ruling 13).
      const { passages } = draft.config.content;
      for (let passage = 0; passage < passages.length; passage++) {
        const spec = passages[passage];
        if (spec === undefined || (spec.between[0] !== room && spec.between[1] !== room) || draft.lockdowns.includes(passage)) continue;
        events.push({ type: 'lockdown-placed', seat, passage, colour: spec.colour });
        draft.lockdowns = [...draft.lockdowns, passage];
      }
      draft.pending = null;
      draft.effects.lockedRoom = room;
      return;
    }
    case 'flamethrower':
      events.push({ type: 'fire-placed', seat, room, roomName: roomName(draft, room) });
      draft.pending = null;
      draft.fire = room;
      return;
  }
}

// ---- the choices, as actions ----

/** Quick Move: "Choose an Access Key color" — any of the four. */
export function checkChooseColour(state: FrozenHorrorState, action: ChooseColourAction): GameError | null {
  return state.pending?.kind === 'colour' ? null : wrongChoice(state, action);
}

/** Quick Move: the chosen colour's Access Key moves its player. */
export function applyChooseColour(draft: Draft<FrozenHorrorState>, action: ChooseColourAction, events: Events): void {
  const pending = draft.pending;
  if (pending === null) return;
  const seat = pending.seat;
  draft.pending = null;
  startMove(draft, seat, 'quickMove', [action.colour], [], events);
}

/** Why `target` is not another living player of `seat`'s, in words ("seat 2 is dead"), or `null` if it is one. */
function notAnotherLivingPlayer(state: FrozenHorrorState, seat: PlayerId, target: PlayerId): string | null {
  if (isOtherLiving(state, seat, target)) return null;
  if (target === seat) return `seat ${target} is you`;
  return target < state.seats.length ? `seat ${target} is dead` : `there is no seat ${target}`;
}

/**
 * Why Help! HELP!'s player at `seat` may not pull `target`, once {@link canPull} has said no:
 * "Forcibly move up to two players from other rooms into your room, if possible" — another living
 * player, from another room, not detained ("They cannot move this round"), and neither room under
 * LOCK THE ROOM! ("No one may enter or leave until the end of the round").
 */
function pullRefusal(state: FrozenHorrorState, seat: PlayerId, target: PlayerId): GameError {
  const rule = `${ACTION_NAMES.help}: forcibly move players from other rooms into yours, if possible — not a detained player, and no one enters or leaves a room under ${ACTION_NAMES.lockTheRoom}`;
  const notOther = notAnotherLivingPlayer(state, seat, target);
  if (notOther !== null) return illegal('frozen-horror/not-another-living-player', `${rule}; ${notOther}`);
  const room = state.seats[seat]?.room ?? null;
  const there = state.seats[target]?.room ?? null;
  if (there === room) return illegal('frozen-horror/player-already-in-your-room', `${rule}; seat ${target} is in your room already`);
  if (state.seats[target]?.detained === true) return illegal('frozen-horror/player-detained', `${rule}; seat ${target} is detained and cannot move this round`);
  const locked = state.effects.lockedRoom;
  if (locked !== null && (room === locked || there === locked)) {
    const whose = room === locked ? 'your room' : `seat ${target}'s room`;
    return illegal('frozen-horror/room-locked', `${rule}; ${whose}, the ${roomName(state, locked)}, is under ${ACTION_NAMES.lockTheRoom}`);
  }
  return illegal(
    'frozen-horror/no-open-passage-to-your-room',
    `${rule}, and (table rule helpPullsThroughPassages) only through an open passage; no open passage leads from seat ${target}'s room${there === null ? '' : `, the ${roomName(state, there)},`} into yours`,
  );
}

/** A card's chosen player, or Help! HELP!'s next pull. */
export function checkChoosePlayer(state: FrozenHorrorState, action: ChoosePlayerAction): GameError | null {
  const pending = state.pending;
  if (pending?.kind === 'pull') {
    if (canPull(state, pending.seat, action.target)) return null;
    return pullRefusal(state, pending.seat, action.target);
  }
  if (pending?.kind !== 'player') return wrongChoice(state, action);
  if (canChoosePlayer(state, pending.seat, pending.cause, action.target)) return null;
  const anywhere = pending.cause === 'cardsOnTheTable' || pending.cause === 'analysisResults';
  const rule = `${ruleOf(pending)}: choose ${anywhere ? 'another living player' : 'another living player in your room'}`;
  const notOther = notAnotherLivingPlayer(state, pending.seat, action.target);
  if (notOther !== null) return illegal('frozen-horror/not-another-living-player', `${rule}; ${notOther}`);
  const there = state.seats[action.target]?.room ?? null;
  return illegal('frozen-horror/player-not-in-your-room', `${rule}; seat ${action.target} is ${there === null ? 'not on the map' : `in the ${roomName(state, there)}`}`);
}

/**
 * The chosen player is revealed, detained, looked at, shot or swapped with; or, for Help! HELP!,
 * pulled into its player's room (through no passage), after which the next pull is offered —
 * unless a Stay Back! shot on entering ended the game.
 */
export function applyChoosePlayer(draft: Draft<FrozenHorrorState>, action: ChoosePlayerAction, events: Events): void {
  const pending = draft.pending;
  if (pending === null) return;
  const seat = pending.seat;
  if (pending.kind === 'pull') {
    const pulled = pending.pulled;
    draft.pending = null;
    const room = draft.seats[seat]?.room ?? null;
    if (room === null) return;
    pullInto(draft, action.target, room, events);
    if (draft.outcome !== null || pulled + 1 >= MAX_PULLS || !canPullAnyone(draft, seat)) return;
    draft.pending = { kind: 'pull', seat, pulled: pulled + 1 };
    return;
  }
  if (pending.kind !== 'player') return;
  const cause = pending.cause;
  draft.pending = null;
  resolvePlayer(draft, seat, cause, action.target, events);
}

/** A card's chosen room: any room of the station that is not destroyed ("This room can no longer be entered"). */
export function checkChooseRoom(state: FrozenHorrorState, action: ChooseRoomAction): GameError | null {
  const pending = state.pending;
  if (pending?.kind !== 'room') return wrongChoice(state, action);
  if (roomExists(state, action.room)) return null;
  const rule = `${ruleOf(pending)}: choose a room of the station that is not destroyed`;
  if (action.room >= state.config.content.rooms.length) return illegal('frozen-horror/no-such-room', `${rule}; the station has no room ${action.room}`);
  return illegal('frozen-horror/room-destroyed', `${rule}; the ${roomName(state, action.room)} is destroyed`);
}

/** The chosen room is scanned, evacuated, locked or set on fire. */
export function applyChooseRoom(draft: Draft<FrozenHorrorState>, action: ChooseRoomAction, events: Events): void {
  const pending = draft.pending;
  if (pending?.kind !== 'room') return;
  const { seat, cause } = pending;
  draft.pending = null;
  resolveRoom(draft, seat, cause, action.room, events);
}

/** An Alarm's Lockdown token goes on a passage of the colour the card names (any for Access Denied) that has none yet. */
export function checkLockPassage(state: FrozenHorrorState, action: LockPassageAction): GameError | null {
  const pending = state.pending;
  if (pending?.kind !== 'lock') return wrongChoice(state, action);
  if (canLock(state, pending.cause, action.passage)) return null;
  const colour = LOCK_COLOURS[pending.cause];
  const rule = `${ruleOf(pending)}: place the Lockdown token on ${colour === null ? 'any passage' : `a ${colour} passage`} that has none yet`;
  const spec = state.config.content.passages[action.passage];
  if (spec === undefined) return illegal('frozen-horror/no-such-passage', `${rule}; the station has no passage ${action.passage}`);
  const name = passageName(state, action.passage);
  if (colour !== null && spec.colour !== colour) return illegal('frozen-horror/passage-wrong-colour', `${rule}; ${name} is ${spec.colour}`);
  return illegal('frozen-horror/passage-already-locked', `${rule}; ${name} has one already`);
}

/** The Alarm's Lockdown token is placed. */
export function applyLockPassage(draft: Draft<FrozenHorrorState>, action: LockPassageAction, events: Events): void {
  const pending = draft.pending;
  if (pending === null) return;
  const seat = pending.seat;
  draft.pending = null;
  placeLockdown(draft, seat, action.passage, events);
}

/** Analysis Results played first: reveal the identity looked at, or not — either answer is allowed. */
export function checkRevealIdentity(state: FrozenHorrorState, action: RevealIdentityAction): GameError | null {
  return state.pending?.kind === 'reveal' ? null : wrongChoice(state, action);
}

/** Analysis Results: "you may reveal their Identity. If you do, you cannot play a 2nd card." */
export function applyRevealIdentity(draft: Draft<FrozenHorrorState>, action: RevealIdentityAction, events: Events): void {
  const pending = draft.pending;
  if (pending?.kind !== 'reveal') return;
  const { seat, target } = pending;
  draft.pending = null;
  if (!action.reveal) return;
  const looked = draft.seats[target];
  events.push({ type: 'identity-revealed', seat: target, identity: looked?.identity ?? 'human', cause: 'analysisResults' });
  events.push({ type: 'second-card-forfeited', seat });
  if (looked !== undefined) looked.revealed = true;
  const revealing = draft.seats[seat];
  if (revealing !== undefined) revealing.forfeited = true;
}

/** Help! HELP!'s "up to two" and Safe Retreat's "you may leave": the only choices that may be declined. */
export function checkPass(state: FrozenHorrorState, action: PassAction): GameError | null {
  const kind = state.pending?.kind;
  return kind === 'pull' || kind === 'retreat' ? null : wrongChoice(state, action);
}

/** No more pulls, or no Safe Retreat: the player stays in its room. */
export function applyPass(draft: Draft<FrozenHorrorState>, events: Events): void {
  const pending = draft.pending;
  if (pending === null) return;
  const seat = pending.seat;
  const retreat = pending.kind === 'retreat';
  draft.pending = null;
  if (!retreat) return;
  const room = draft.seats[seat]?.room ?? null;
  events.push({ type: 'no-effect', seat, card: ACTION_NAMES.safeRetreat, reason: `you stay in the ${room === null ? 'room' : roomName(draft, room)}` });
}
