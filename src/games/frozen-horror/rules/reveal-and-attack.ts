/**
 * The end of the round (ruling 9), then Reveal Identity Cards / The Horror's Attack: "After all
 * players have played their Station cards, they reveal their Identity cards … The HORROR kills ALL
 * Crew Members with the highest Priority in that room (2 is higher than 1; the Horror's own
 * Priority does not count)."
 *
 * The order: the Fire, the armed man's shot, the armed man's move, the swap, the reveal, Safe
 * Retreat, the attack. Each step writes the state in place and returns the step to run next — its
 * own, while the choice its card asks for is pending. A death that kills the Horror (or the last
 * Human) ends the game there. Stay Back! has no step: it kills on entry while the cards are played,
 * and its "Until the end of the round" is over once this begins (ruling 10).
 */
import type { Draft } from 'immer';
import { COLOURS } from '../content.js';
import type { FrozenHorrorEvent } from '../events.js';
import type { FrozenHorrorState, Phase } from '../schemas.js';
import { killPlayers } from './action-effects.js';
import { swapIdentities } from './card-reference.js';
import { ACTION_NAMES } from './names.js';
import { countExits, horrorSeat, othersInRoom, playersIn, priorityOf, roomName } from './queries.js';
import { startMove } from './station-cards.js';

type Events = FrozenHorrorEvent[];

/** The end-of-round steps that may wait for a choice, and the step that follows each. */
export const RESUME: Readonly<Partial<Record<Phase, Phase>>> = {
  shot: 'armedManMove',
  armedManMove: 'swap',
  swap: 'reveal',
  safeRetreat: 'attack',
};

/** 1. The Fire token: every player in its room dies ("the player in that room dies"; ruling 11). */
export function runFire(draft: Draft<FrozenHorrorState>, events: Events): Phase {
  if (draft.fire !== null) killPlayers(draft, playersIn(draft, draft.fire), 'fire', events);
  return 'shot';
}

/** 2. Don't Run Toward the Armed Man: "shoot and kill a player in your room" (the shooter chooses). */
export function runShot(draft: Draft<FrozenHorrorState>, events: Events): Phase {
  const shooter = draft.effects.armedMan;
  if (shooter === null || draft.seats[shooter]?.alive !== true) return 'armedManMove';
  const targets = othersInRoom(draft, shooter);
  if (targets.length === 0) {
    events.push({ type: 'no-effect', seat: shooter, card: ACTION_NAMES.armedMan, reason: 'nobody else is in the room to shoot' });
    return 'armedManMove';
  }
  if (targets.length === 1) {
    killPlayers(draft, targets, 'shot', events);
    return 'armedManMove';
  }
  draft.pending = { kind: 'player', seat: shooter, cause: 'armedManShot' };
  return 'shot';
}

/** 3. "Then, before Identity cards are revealed, move through an open passage into the room with the most players, if possible." */
export function runArmedManMove(draft: Draft<FrozenHorrorState>, events: Events): Phase {
  const shooter = draft.effects.armedMan;
  if (shooter === null || draft.seats[shooter]?.alive !== true) return 'swap';
  startMove(draft, shooter, 'armedMan', COLOURS, [], events);
  return draft.pending === null ? 'swap' : 'armedManMove';
}

/** 4. No… It's You Who's Locked In Here With Me!: "swap your Identity card with another player in your room". */
export function runSwap(draft: Draft<FrozenHorrorState>, events: Events): Phase {
  const swapper = draft.effects.lockedIn;
  if (swapper === null || draft.seats[swapper]?.alive !== true) return 'reveal';
  const partners = othersInRoom(draft, swapper);
  const only = partners.length === 1 ? partners[0] : undefined;
  if (partners.length === 0) {
    events.push({ type: 'no-effect', seat: swapper, card: ACTION_NAMES.lockedIn, reason: 'nobody else is in the room' });
    return 'reveal';
  }
  if (only !== undefined) {
    swapIdentities(draft, swapper, only, events);
    return 'reveal';
  }
  draft.pending = { kind: 'player', seat: swapper, cause: 'lockedIn' };
  return 'swap';
}

/** 5. "they reveal their Identity cards, and the HORROR's location is discovered." */
export function runReveal(draft: Draft<FrozenHorrorState>, events: Events): Phase {
  const horror = horrorSeat(draft);
  const room = horror === null ? null : (draft.seats[horror]?.room ?? null);
  if (horror !== null && room !== null) events.push({ type: 'identities-revealed', horror, room, roomName: roomName(draft, room) });
  for (const seat of draft.seats) if (seat.alive && !seat.revealed) seat.revealed = true;
  return 'safeRetreat';
}

/**
 * 6. Safe Retreat: "if the Horror ended up in your room, you may leave the room through any open
 * passage, if possible. Has no effect if you are the Horror." (After the reveal; ruling 9.)
 */
export function runSafeRetreat(draft: Draft<FrozenHorrorState>, events: Events): Phase {
  const holder = draft.effects.safeRetreat;
  const seat = holder === null ? undefined : draft.seats[holder];
  if (holder === null || seat === undefined || !seat.alive || seat.room === null) return 'attack';
  const horror = horrorSeat(draft);
  const horrorRoom = horror === null ? null : (draft.seats[horror]?.room ?? null);
  let reason: string | null = null;
  if (horror === holder) reason = 'you are the Horror';
  else if (horrorRoom !== seat.room) reason = 'the Horror did not end up in your room';
  else if (seat.detained) reason = 'you are detained and cannot move';
  else if (countExits(draft, seat.room, null) === 0) reason = 'no open passage leads out';
  if (reason !== null) {
    events.push({ type: 'no-effect', seat: holder, card: ACTION_NAMES.safeRetreat, reason });
    return 'attack';
  }
  draft.pending = { kind: 'retreat', seat: holder };
  return 'safeRetreat';
}

/** 7. The Horror's Attack: every Human in its room with the highest Priority there dies. */
export function runAttack(draft: Draft<FrozenHorrorState>, events: Events): Phase {
  const horror = horrorSeat(draft);
  const room = horror === null ? null : (draft.seats[horror]?.room ?? null);
  if (horror === null || room === null) return 'cleanup';
  const humans = playersIn(draft, room).filter((seat) => seat !== horror);
  const priorities = humans.map((seat) => {
    const human = draft.seats[seat];
    return human === undefined ? 0 : priorityOf(human);
  });
  const highest = humans.length === 0 ? null : Math.max(...priorities);
  const victims = humans.filter((_, index) => priorities[index] === highest);
  events.push({ type: 'horror-attacked', horror, room, roomName: roomName(draft, room), priority: highest, victims: victims.slice() });
  killPlayers(draft, victims, 'horror', events);
  return 'cleanup';
}
