/**
 * Station Card Reference: the 21 Actions — the 17 printed ones and the stand-in deck's four — and
 * every choice they ask for. "Resolve it immediately, unless the card says to do so at the end of
 * the round": the end-of-round cards only record their player here (see reveal-and-attack.ts).
 * A choice with a single option is made at once (ruling 6); a choice with none has no effect.
 */
import { castDraft, produce } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { PlayerId } from '../../../core/types.js';
import { COLOURS, type ActionKind, type Colour } from '../content.js';
import type { FrozenHorrorEvent } from '../events.js';
import type { Decision, FrozenHorrorState, LockCause, PlayerChoiceCause, RoomChoiceCause, RoundEffects } from '../schemas.js';
import { killPlayers, placeLockdown } from './action-effects.js';
import { ACTION_NAMES } from './names.js';
import {
  existingRooms,
  exitsFrom,
  livingClockwiseFrom,
  livingSeats,
  otherLiving,
  othersInRoom,
  patchSeat,
  patchSeats,
  playersIn,
  roomName,
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

function noEffect(events: Events, seat: PlayerId, kind: ActionKind, reason: string): void {
  events.push({ type: 'no-effect', seat, card: ACTION_NAMES[kind], reason });
}

// ---- who and what may be chosen ----

/**
 * The seats `seat` may choose for `cause`: any other living player (Cards on the Table, Analysis
 * Results) or another living player in its room (Detained!, Blood Test, the armed man's shot, the
 * swap), clockwise from `seat`.
 */
export function playerCandidates(state: FrozenHorrorState, seat: PlayerId, cause: PlayerChoiceCause): PlayerId[] {
  return cause === 'cardsOnTheTable' || cause === 'analysisResults' ? otherLiving(state, seat) : othersInRoom(state, seat);
}

/**
 * The players Help! HELP! can pull (ruling 13): "from other rooms", any of them — the card names no
 * passage, so neither distance nor an Alarm's Lockdown token matters. "If possible" leaves out a
 * detained player ("They cannot move this round") and, since under LOCK THE ROOM! "No one may
 * enter or leave", everyone when the puller's room is the locked one and the players in the locked
 * room otherwise.
 */
export function pullCandidates(state: FrozenHorrorState, seat: PlayerId): PlayerId[] {
  const room = state.seats[seat]?.room ?? null;
  const locked = state.effects.lockedRoom;
  if (room === null || room === locked) return [];
  return otherLiving(state, seat).filter((other) => {
    const there = state.seats[other];
    return there !== undefined && !there.detained && there.room !== null && there.room !== room && there.room !== locked;
  });
}

/** The passages an Alarm may lock: those of its colour (any for Access Denied) without a Lockdown token. */
export function lockCandidates(state: FrozenHorrorState, cause: LockCause): number[] {
  const colour = LOCK_COLOURS[cause];
  const out: number[] = [];
  state.config.content.passages.forEach((passage, index) => {
    if ((colour === null || passage.colour === colour) && !state.lockdowns.includes(index)) out.push(index);
  });
  return out;
}

// ---- looking at, revealing and swapping Identity cards ----

function reveal(state: FrozenHorrorState, seats: readonly PlayerId[], cause: 'cardsOnTheTable' | 'dnaScanner' | 'analysisResults', events: Events): FrozenHorrorState {
  for (const seat of seats) events.push({ type: 'identity-revealed', seat, identity: state.seats[seat]?.identity ?? 'human', cause });
  const revealed = patchSeats(state.seats, (seat, index) => (seats.includes(index) && !seat.revealed ? { revealed: true } : null));
  return produce(state, (draft) => {
    draft.pending = null;
    draft.seats = castDraft(revealed);
  });
}

function look(state: FrozenHorrorState, seat: PlayerId, target: PlayerId, events: Events): FrozenHorrorState {
  events.push({ type: 'identity-looked', seat, target, identity: state.seats[target]?.identity ?? 'human', visibleTo: [seat] });
  const knows = state.seats[seat]?.knows ?? [];
  const seats = knows.includes(target) ? state.seats : patchSeat(state.seats, seat, { knows: [...knows, target] });
  return produce(state, (draft) => {
    draft.pending = null;
    draft.seats = castDraft(seats);
  });
}

/**
 * Trust No One: the living players' Identity cards gathered, shuffled and dealt back face down; all
 * knowledge of them is gone. A player shot by Stay Back! is dead already, its card face up and out
 * of the shuffle (rulings 18 and 27).
 */
function trustNoOne(state: FrozenHorrorState, seat: PlayerId, events: Events, rng: Rng): FrozenHorrorState {
  const living = livingSeats(state);
  const dealt = rng.shuffle(living.map((other) => state.seats[other]?.identity ?? 'human'));
  events.push({ type: 'identities-shuffled', seat });
  living.forEach((other, index) => {
    events.push({ type: 'identity-dealt', seat: other, identity: dealt[index] ?? 'human', visibleTo: [other] });
  });
  const seats = patchSeats(state.seats, (_, index) => {
    const at = living.indexOf(index);
    return at < 0 ? { knows: [] } : { identity: dealt[at] ?? 'human', revealed: false, knows: [] };
  });
  return produce(state, (draft) => {
    draft.seats = castDraft(seats);
  });
}

/**
 * No… It's You Who's Locked In Here With Me!: `seat` and `target` swap Identity cards. Each sees
 * its new card and knows the other's (its old one); whatever anyone knew about either card moves
 * with the card.
 */
export function swapIdentities(state: FrozenHorrorState, seat: PlayerId, target: PlayerId, events: Events): FrozenHorrorState {
  const mine = state.seats[seat];
  const theirs = state.seats[target];
  if (mine === undefined || theirs === undefined) return state;
  events.push({ type: 'identities-swapped', seat, target });
  events.push({ type: 'identity-dealt', seat, identity: theirs.identity, visibleTo: [seat] });
  events.push({ type: 'identity-dealt', seat: target, identity: mine.identity, visibleTo: [target] });
  const seats = patchSeats(state.seats, (other, index) => {
    let knows = other.knows;
    if (knows.includes(seat) !== knows.includes(target)) knows = knows.map((known) => (known === seat ? target : known === target ? seat : known));
    if (index === seat && !knows.includes(target)) knows = [...knows, target];
    if (index === target && !knows.includes(seat)) knows = [...knows, seat];
    if (index === seat) return { identity: theirs.identity, revealed: theirs.revealed, knows };
    if (index === target) return { identity: mine.identity, revealed: mine.revealed, knows };
    return knows === other.knows ? null : { knows };
  });
  return produce(state, (draft) => {
    draft.pending = null;
    draft.seats = castDraft(seats);
  });
}

// ---- starting an Action ----

/**
 * What playing an Action writes at once, read off the state before the card is recorded: a
 * Priority override, effects for later in the round, a decision to wait for, and a follow-up
 * transition to run on the state once the card is recorded (a single-option choice made at once,
 * Trust No One's shuffle).
 */
export interface ActionStart {
  /** The Priority the Action sets ("Your Priority this round is 0"; Analysis Results' 1). */
  readonly priority?: 0 | 1;
  /** Effects recorded for later in the round. */
  readonly effects?: Partial<RoundEffects>;
  /** The decision the card asks for. */
  readonly pending?: Decision;
  /** A follow-up transition once the card is recorded. */
  readonly then?: (state: FrozenHorrorState, events: Events, rng: Rng) => FrozenHorrorState;
}

function choosePlayer(state: FrozenHorrorState, seat: PlayerId, cause: PlayerChoiceCause, kind: ActionKind, events: Events, priority?: 0 | 1): ActionStart {
  const candidates = playerCandidates(state, seat, cause);
  const only = candidates.length === 1 ? candidates[0] : undefined;
  const base = priority === undefined ? {} : { priority };
  if (candidates.length === 0) {
    noEffect(events, seat, kind, 'there is no other player to choose');
    return base;
  }
  if (only !== undefined) return { ...base, then: (played, later) => resolvePlayer(played, seat, cause, only, later) };
  return { ...base, pending: { kind: 'player', seat, cause } };
}

function chooseRoom(state: FrozenHorrorState, seat: PlayerId, cause: RoomChoiceCause): ActionStart {
  const rooms = existingRooms(state);
  const only = rooms.length === 1 ? rooms[0] : undefined;
  if (only !== undefined) return { then: (played, later) => resolveRoom(played, seat, cause, only, later) };
  return { pending: { kind: 'room', seat, cause } };
}

function chooseLock(state: FrozenHorrorState, seat: PlayerId, cause: LockCause, events: Events): ActionStart {
  const passages = lockCandidates(state, cause);
  const only = passages.length === 1 ? passages[0] : undefined;
  if (passages.length === 0) {
    noEffect(events, seat, cause, 'every such passage already has a Lockdown token');
    return {};
  }
  if (only !== undefined) return { then: (played, later) => placeLockdown(played, seat, only, later) };
  return { pending: { kind: 'lock', seat, cause } };
}

/**
 * Reads what the Action of `kind`, played by `seat`, does at once. Stay Back!, Don't Run Toward
 * the Armed Man, No… It's You Who's Locked In Here With Me! and Safe Retreat only record their
 * player for later in the round.
 */
export function startAction(state: FrozenHorrorState, seat: PlayerId, kind: ActionKind, events: Events): ActionStart {
  switch (kind) {
    case 'trustNoOne':
      return { then: (played, later, rng) => trustNoOne(played, seat, later, rng) };
    case 'cardsOnTheTable':
    case 'detained':
    case 'bloodTest':
      return choosePlayer(state, seat, kind, kind, events);
    case 'analysisResults':
      return choosePlayer(state, seat, 'analysisResults', kind, events, 1);
    case 'dnaScanner':
    case 'evacuation':
    case 'lockTheRoom':
    case 'flamethrower':
      return chooseRoom(state, seat, kind);
    case 'help':
      if (pullCandidates(state, seat).length === 0) {
        const room = state.seats[seat]?.room ?? null;
        const reason =
          room !== null && room === state.effects.lockedRoom
            ? 'nobody can be moved in: your room is under LOCK THE ROOM!'
            : 'every other player is in your room, detained, or in a room under LOCK THE ROOM!';
        noEffect(events, seat, 'help', reason);
        return { priority: 0 };
      }
      return { priority: 0, pending: { kind: 'pull', seat, pulled: 0 } };
    case 'hideInTheVents':
      return { priority: 0 };
    case 'quickMove': {
      const playing = state.seats[seat];
      if (playing?.detained === true) {
        events.push({ type: 'stayed-put', seat, cause: 'quickMove', reason: 'detained' });
        return {};
      }
      if (playing === undefined || playing.room === null || exitsFrom(state, playing.room).length === 0) {
        events.push({ type: 'stayed-put', seat, cause: 'quickMove', reason: 'noOpenPassage' });
        return {};
      }
      return { pending: { kind: 'colour', seat } };
    }
    case 'alarmGreen':
    case 'alarmBlue':
    case 'alarmOrange':
    case 'alarmGold':
    case 'accessDenied':
      return chooseLock(state, seat, kind, events);
    case 'stayBack':
      return { effects: { stayBack: seat } };
    case 'armedMan':
      return { effects: { armedMan: seat } };
    case 'lockedIn':
      return { effects: { lockedIn: seat } };
    case 'safeRetreat':
      return { effects: { safeRetreat: seat } };
  }
}

// ---- resolving choices ----

/** The chosen player: reveal both, detain, look, shoot, or swap. */
export function resolvePlayer(state: FrozenHorrorState, seat: PlayerId, cause: PlayerChoiceCause, target: PlayerId, events: Events): FrozenHorrorState {
  switch (cause) {
    case 'cardsOnTheTable':
      return reveal(state, [seat, target], 'cardsOnTheTable', events);
    case 'detained': {
      events.push({ type: 'player-detained', seat, target });
      const seats = patchSeat(state.seats, target, { detained: true });
      return produce(state, (draft) => {
        draft.pending = null;
        draft.seats = castDraft(seats);
      });
    }
    case 'bloodTest':
      return look(state, seat, target, events);
    case 'analysisResults': {
      // "If played as your 1st card, you may reveal their Identity": its only card played so far.
      const first = (state.seats[seat]?.played.length ?? 0) === 1;
      const offer = first && state.seats[target]?.revealed !== true;
      const looked = look(state, seat, target, events);
      if (!offer) return looked;
      return produce(looked, (draft) => {
        draft.pending = { kind: 'reveal', seat, target };
      });
    }
    case 'armedManShot':
      return killPlayers(state, [target], 'shot', events);
    case 'lockedIn':
      return swapIdentities(state, seat, target, events);
  }
}

/** The chosen room: scan it, evacuate it, lock it, or set it on fire. */
export function resolveRoom(state: FrozenHorrorState, seat: PlayerId, cause: RoomChoiceCause, room: number, events: Events): FrozenHorrorState {
  switch (cause) {
    case 'dnaScanner': {
      const inside = playersIn(state, room);
      if (inside.length === 0) noEffect(events, seat, 'dnaScanner', `nobody is in the ${roomName(state, room)}`);
      return reveal(state, inside, 'dnaScanner', events);
    }
    case 'evacuation': {
      const evacuees = livingClockwiseFrom(state, seat).filter((other) => other !== seat && state.seats[other]?.room === room);
      const [first, ...rest] = evacuees;
      if (first === undefined) {
        noEffect(events, seat, 'evacuation', `no other player is in the ${roomName(state, room)}`);
        return state;
      }
      return startMove(state, first, 'evacuation', COLOURS, rest, events);
    }
    case 'lockTheRoom': {
      // The tokens close the room's passages to every move; "No one may enter or leave" is the
      // card's own effect, recorded for Help! HELP!'s pull, which uses no passage (ruling 13).
      const closing: number[] = [];
      state.config.content.passages.forEach((passage, index) => {
        if ((passage.between[0] === room || passage.between[1] === room) && !state.lockdowns.includes(index)) closing.push(index);
      });
      for (const passage of closing) {
        const colour = state.config.content.passages[passage]?.colour ?? 'blue';
        events.push({ type: 'lockdown-placed', seat, passage, colour });
      }
      return produce(state, (draft) => {
        draft.pending = null;
        draft.lockdowns = [...state.lockdowns, ...closing];
        draft.effects.lockedRoom = room;
      });
    }
    case 'flamethrower':
      events.push({ type: 'fire-placed', seat, room, roomName: roomName(state, room) });
      return produce(state, (draft) => {
        draft.pending = null;
        draft.fire = room;
      });
  }
}

/**
 * Help! HELP!: pulls `target` into `seat`'s room (through no passage), then offers the next pull —
 * unless a Stay Back! shot on entering ended the game.
 */
export function resolvePull(state: FrozenHorrorState, seat: PlayerId, target: PlayerId, pulled: number, events: Events): FrozenHorrorState {
  const room = state.seats[seat]?.room ?? null;
  if (room === null) return state;
  const moved = pullInto(state, target, room, events);
  if (moved.outcome !== null || pulled + 1 >= MAX_PULLS || pullCandidates(moved, seat).length === 0) return moved;
  return produce(moved, (draft) => {
    draft.pending = { kind: 'pull', seat, pulled: pulled + 1 };
  });
}

/** Analysis Results: "you may reveal their Identity. If you do, you cannot play a 2nd card." */
export function resolveReveal(state: FrozenHorrorState, seat: PlayerId, target: PlayerId, doReveal: boolean, events: Events): FrozenHorrorState {
  if (!doReveal) return state;
  events.push({ type: 'identity-revealed', seat: target, identity: state.seats[target]?.identity ?? 'human', cause: 'analysisResults' });
  events.push({ type: 'second-card-forfeited', seat });
  const seats = patchSeats(state.seats, (_, index) => (index === target ? { revealed: true } : index === seat ? { forfeited: true } : null));
  return produce(state, (draft) => {
    draft.pending = null;
    draft.seats = castDraft(seats);
  });
}
