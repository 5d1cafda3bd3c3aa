/**
 * The end of the round (ruling 9), then Reveal Identity Cards / The Horror's Attack: "After all
 * players have played their Station cards, they reveal their Identity cards … The HORROR kills ALL
 * Crew Members with the highest Priority in that room (2 is higher than 1; the Horror's own
 * Priority does not count)."
 *
 * The order: the Fire, the armed man's shot, the armed man's move, the swap, the reveal, Safe
 * Retreat, the attack. Each step reads the state and writes only what changes; a step whose card
 * asks a choice waits for it. A death that kills the Horror (or the last Human) ends the game
 * there. Stay Back! has no step: it kills on entry while the cards are played, and its "Until the
 * end of the round" is over once this begins (ruling 10).
 */
import { castDraft, produce } from 'immer';
import { COLOURS } from '../content.js';
import type { FrozenHorrorEvent } from '../events.js';
import type { FrozenHorrorState, Phase } from '../schemas.js';
import { killPlayers } from './action-effects.js';
import { swapIdentities } from './card-reference.js';
import { ACTION_NAMES } from './names.js';
import { exitsFrom, horrorSeat, othersInRoom, patchSeats, playersIn, priorityOf, roomName } from './queries.js';
import { startMove } from './station-cards.js';

type Events = FrozenHorrorEvent[];

/** A step's result: the state, and the phase to run next (the step's own while it waits for a choice). */
export interface Step {
  /** The state after the step. */
  readonly state: FrozenHorrorState;
  /** The next phase. */
  readonly next: Phase;
}

/** The end-of-round steps that may wait for a choice, and the step that follows each. */
export const RESUME: Readonly<Partial<Record<Phase, Phase>>> = {
  shot: 'armedManMove',
  armedManMove: 'swap',
  swap: 'reveal',
  safeRetreat: 'attack',
};

function waitOr(state: FrozenHorrorState, here: Phase, next: Phase): Step {
  return { state, next: state.pending === null ? next : here };
}

/** 1. The Fire token: every player in its room dies ("the player in that room dies"; ruling 11). */
export function runFire(state: FrozenHorrorState, events: Events): Step {
  const victims = state.fire === null ? [] : playersIn(state, state.fire);
  return { state: killPlayers(state, victims, 'fire', events), next: 'shot' };
}

/** 2. Don't Run Toward the Armed Man: "shoot and kill a player in your room" (the shooter chooses). */
export function runShot(state: FrozenHorrorState, events: Events): Step {
  const shooter = state.effects.armedMan;
  if (shooter === null || state.seats[shooter]?.alive !== true) return { state, next: 'armedManMove' };
  const targets = othersInRoom(state, shooter);
  const only = targets.length === 1 ? targets[0] : undefined;
  if (targets.length === 0) {
    events.push({ type: 'no-effect', seat: shooter, card: ACTION_NAMES.armedMan, reason: 'nobody else is in the room to shoot' });
    return { state, next: 'armedManMove' };
  }
  if (only !== undefined) return { state: killPlayers(state, [only], 'shot', events), next: 'armedManMove' };
  const waiting = produce(state, (draft) => {
    draft.pending = { kind: 'player', seat: shooter, cause: 'armedManShot' };
  });
  return { state: waiting, next: 'shot' };
}

/** 3. "Then, before Identity cards are revealed, move through an open passage into the room with the most players, if possible." */
export function runArmedManMove(state: FrozenHorrorState, events: Events): Step {
  const shooter = state.effects.armedMan;
  if (shooter === null || state.seats[shooter]?.alive !== true) return { state, next: 'swap' };
  return waitOr(startMove(state, shooter, 'armedMan', COLOURS, [], events), 'armedManMove', 'swap');
}

/** 4. No… It's You Who's Locked In Here With Me!: "swap your Identity card with another player in your room". */
export function runSwap(state: FrozenHorrorState, events: Events): Step {
  const swapper = state.effects.lockedIn;
  if (swapper === null || state.seats[swapper]?.alive !== true) return { state, next: 'reveal' };
  const partners = othersInRoom(state, swapper);
  const only = partners.length === 1 ? partners[0] : undefined;
  if (partners.length === 0) {
    events.push({ type: 'no-effect', seat: swapper, card: ACTION_NAMES.lockedIn, reason: 'nobody else is in the room' });
    return { state, next: 'reveal' };
  }
  if (only !== undefined) return { state: swapIdentities(state, swapper, only, events), next: 'reveal' };
  const waiting = produce(state, (draft) => {
    draft.pending = { kind: 'player', seat: swapper, cause: 'lockedIn' };
  });
  return { state: waiting, next: 'swap' };
}

/** 5. "they reveal their Identity cards, and the HORROR's location is discovered." */
export function runReveal(state: FrozenHorrorState, events: Events): Step {
  const horror = horrorSeat(state);
  const room = horror === null ? null : (state.seats[horror]?.room ?? null);
  if (horror !== null && room !== null) events.push({ type: 'identities-revealed', horror, room, roomName: roomName(state, room) });
  const seats = patchSeats(state.seats, (seat) => (seat.alive && !seat.revealed ? { revealed: true } : null));
  const revealed = produce(state, (draft) => {
    draft.seats = castDraft(seats);
  });
  return { state: revealed, next: 'safeRetreat' };
}

/**
 * 6. Safe Retreat: "if the Horror ended up in your room, you may leave the room through any open
 * passage, if possible. Has no effect if you are the Horror." (After the reveal; ruling 9.)
 */
export function runSafeRetreat(state: FrozenHorrorState, events: Events): Step {
  const holder = state.effects.safeRetreat;
  const seat = holder === null ? undefined : state.seats[holder];
  if (holder === null || seat === undefined || !seat.alive || seat.room === null) return { state, next: 'attack' };
  const horror = horrorSeat(state);
  const horrorRoom = horror === null ? null : (state.seats[horror]?.room ?? null);
  let reason: string | null = null;
  if (horror === holder) reason = 'you are the Horror';
  else if (horrorRoom !== seat.room) reason = 'the Horror did not end up in your room';
  else if (seat.detained) reason = 'you are detained and cannot move';
  else if (exitsFrom(state, seat.room).length === 0) reason = 'no open passage leads out';
  if (reason !== null) {
    events.push({ type: 'no-effect', seat: holder, card: ACTION_NAMES.safeRetreat, reason });
    return { state, next: 'attack' };
  }
  const waiting = produce(state, (draft) => {
    draft.pending = { kind: 'retreat', seat: holder };
  });
  return { state: waiting, next: 'safeRetreat' };
}

/** 7. The Horror's Attack: every Human in its room with the highest Priority there dies. */
export function runAttack(state: FrozenHorrorState, events: Events): Step {
  const horror = horrorSeat(state);
  const room = horror === null ? null : (state.seats[horror]?.room ?? null);
  if (horror === null || room === null) return { state, next: 'cleanup' };
  const humans = playersIn(state, room).filter((seat) => seat !== horror);
  const priorities = humans.map((seat) => {
    const human = state.seats[seat];
    return human === undefined ? 0 : priorityOf(human);
  });
  const highest = humans.length === 0 ? null : Math.max(...priorities);
  const victims = humans.filter((_, index) => priorities[index] === highest);
  events.push({ type: 'horror-attacked', horror, room, roomName: roomName(state, room), priority: highest, victims });
  return { state: killPlayers(state, victims, 'horror', events), next: 'cleanup' };
}
