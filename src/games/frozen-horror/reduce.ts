/** The reducer: refuse what the rules forbid, with the rule's words; otherwise apply it and run on to the next decision. */
import { produce } from 'immer';
import type { Rng } from '../../core/rng.js';
import { ownedBase } from '../../core/rules.js';
import type { GameError, PlayerId, StepResult } from '../../core/types.js';
import { COLOURS } from './content.js';
import type { FrozenHorrorEvent } from './events.js';
import type { Decision, FrozenHorrorAction, FrozenHorrorState } from './schemas.js';
import {
  lockCandidates,
  playerCandidates,
  pullCandidates,
  resolvePlayer,
  resolvePull,
  resolveReveal,
  resolveRoom,
} from './rules/card-reference.js';
import { placeLockdown } from './rules/action-effects.js';
import { illegal } from './rules/errors.js';
import { advance } from './rules/flow.js';
import { moveRule, ruleOf, taskOf } from './rules/names.js';
import { applyPlayCard, checkPlayCard } from './rules/playing-the-game.js';
import { exitsFrom, roomExists, roomName, seatToPlay } from './rules/queries.js';
import { moveOptions, moveThrough, startMove } from './rules/station-cards.js';

type Events = FrozenHorrorEvent[];

/** The seats that may act: the seat a pending decision belongs to, else the seat whose turn it is to play; `[]` once over. */
export function activePlayers(state: FrozenHorrorState): PlayerId[] {
  if (state.outcome !== null) return [];
  if (state.pending !== null) return [state.pending.seat];
  const seat = seatToPlay(state);
  return seat === null ? [] : [seat];
}

/** What the game waits for, in words, naming the rule. */
export function waitingFor(state: FrozenHorrorState): string {
  if (state.pending !== null) return `${ruleOf(state.pending)}: seat ${state.pending.seat} must ${taskOf(state.pending)}`;
  const seat = seatToPlay(state);
  if (seat === null) return 'nobody may act';
  const second = state.turn >= state.order.length;
  return `Playing the Game: seat ${seat} plays its ${second ? 'second' : 'first'} card (first cards clockwise from the First Player, then back)`;
}

function wrongChoice(state: FrozenHorrorState, action: FrozenHorrorAction): GameError {
  if (state.pending === null) return illegal(`${waitingFor(state)}; there is no choice to make, so ${action.type} is not possible`);
  return illegal(`${waitingFor(state)}; ${action.type} is not that choice`);
}

/** The passages the deciding seat may move through now (a pending move, or Safe Retreat). */
export function pendingMoveOptions(state: FrozenHorrorState, pending: Decision): number[] {
  if (pending.kind === 'move') return moveOptions(state, pending.seat, pending.cause, pending.colours);
  if (pending.kind === 'retreat') {
    const room = state.seats[pending.seat]?.room ?? null;
    return room === null ? [] : exitsFrom(state, room);
  }
  return [];
}

function checkDecision(state: FrozenHorrorState, action: FrozenHorrorAction, pending: Decision): GameError | null {
  switch (action.type) {
    case 'play-card':
      return wrongChoice(state, action);
    case 'move': {
      if (pending.kind !== 'move' && pending.kind !== 'retreat') return wrongChoice(state, action);
      if (pendingMoveOptions(state, pending).includes(action.passage)) return null;
      if (pending.kind === 'retreat') {
        return illegal(`Safe Retreat: leave the room through any open passage into a room that stands; passage ${action.passage} is not one`);
      }
      const colours = pending.colours.length === COLOURS.length ? '' : ` of ${pending.colours.join(' or ')}`;
      const into = pending.cause === 'armedMan' ? ' into the room with the most players' : ' into a room that stands';
      return illegal(`${moveRule(pending.cause)}: move through an open passage${colours} out of your room${into}; passage ${action.passage} is not one`);
    }
    case 'choose-colour':
      return pending.kind === 'colour' ? null : wrongChoice(state, action);
    case 'choose-player': {
      if (pending.kind === 'pull') {
        if (pullCandidates(state, pending.seat).includes(action.target)) return null;
        return illegal(
          `Help! HELP!: forcibly move players from other rooms into yours, if possible — not a detained player, and no one enters or leaves a room under LOCK THE ROOM!; seat ${action.target} cannot be moved in`,
        );
      }
      if (pending.kind !== 'player') return wrongChoice(state, action);
      if (playerCandidates(state, pending.seat, pending.cause).includes(action.target)) return null;
      const where = pending.cause === 'cardsOnTheTable' || pending.cause === 'analysisResults' ? 'another living player' : 'another living player in your room';
      return illegal(`${ruleOf(pending)}: choose ${where}; seat ${action.target} is not one`);
    }
    case 'choose-room':
      if (pending.kind !== 'room') return wrongChoice(state, action);
      return roomExists(state, action.room) ? null : illegal(`${ruleOf(pending)}: choose a room of the station that is not destroyed; room ${action.room} is not one`);
    case 'lock-passage':
      if (pending.kind !== 'lock') return wrongChoice(state, action);
      return lockCandidates(state, pending.cause).includes(action.passage)
        ? null
        : illegal(`${ruleOf(pending)}: place the Lockdown token on a passage the card names that has none yet; passage ${action.passage} is not one`);
    case 'reveal-identity':
      return pending.kind === 'reveal' ? null : wrongChoice(state, action);
    case 'pass':
      return pending.kind === 'pull' || pending.kind === 'retreat' ? null : wrongChoice(state, action);
  }
}

/** Why `action` may not be taken in `state`, or `null` if the rules allow it. */
export function checkAction(state: FrozenHorrorState, action: FrozenHorrorAction): GameError | null {
  if (state.outcome !== null) {
    return { code: 'GAME_OVER', message: 'Player Death: the game is over — the Horror is dead, or every Human is' };
  }
  if (!activePlayers(state).includes(action.player)) {
    return { code: 'NOT_YOUR_TURN', message: `seat ${action.player} may not act now; ${waitingFor(state)}` };
  }
  const pending = state.pending;
  if (pending !== null) return checkDecision(state, action, pending);
  if (action.type !== 'play-card') return wrongChoice(state, action);
  return checkPlayCard(state, action);
}

function clearPending(state: FrozenHorrorState): FrozenHorrorState {
  return produce(state, (draft) => {
    draft.pending = null;
  });
}

/** Resolves the pending decision; the writers settle it in the same write, or it is cleared here when nothing was written. */
function applyDecision(state: FrozenHorrorState, action: FrozenHorrorAction, pending: Decision, events: Events): FrozenHorrorState {
  const resolved = resolveDecision(state, action, pending, events);
  return resolved.pending === pending ? clearPending(resolved) : resolved;
}

function resolveDecision(state: FrozenHorrorState, action: FrozenHorrorAction, pending: Decision, events: Events): FrozenHorrorState {
  const seat = pending.seat;
  switch (action.type) {
    case 'move': {
      if (pending.kind === 'retreat') return moveThrough(state, seat, action.passage, 'safeRetreat', events);
      if (pending.kind !== 'move') return state;
      const moved = moveThrough(state, seat, action.passage, pending.cause, events);
      const [next, ...rest] = pending.queue;
      // A mover shot by Stay Back! may have ended the game: the rest of the queue stays put.
      return next === undefined || moved.outcome !== null ? moved : startMove(moved, next, pending.cause, pending.colours, rest, events);
    }
    case 'choose-colour':
      return startMove(state, seat, 'quickMove', [action.colour], [], events);
    case 'choose-player':
      if (pending.kind === 'pull') return resolvePull(state, seat, action.target, pending.pulled, events);
      if (pending.kind !== 'player') return state;
      return resolvePlayer(state, seat, pending.cause, action.target, events);
    case 'choose-room':
      if (pending.kind !== 'room') return state;
      return resolveRoom(state, seat, pending.cause, action.room, events);
    case 'lock-passage':
      return placeLockdown(state, seat, action.passage, events);
    case 'reveal-identity':
      if (pending.kind !== 'reveal') return state;
      return resolveReveal(state, seat, pending.target, action.reveal, events);
    case 'pass':
      if (pending.kind === 'retreat') {
        const room = state.seats[seat]?.room ?? null;
        events.push({ type: 'no-effect', seat, card: 'Safe Retreat', reason: `you stay in the ${room === null ? 'room' : roomName(state, room)}` });
      }
      return state;
    case 'play-card':
      return state;
  }
}

/** Applies one action of This Game Is Killer: Frozen Horror, then runs the game on to the next decision. */
export function reduce(state: FrozenHorrorState, action: FrozenHorrorAction, rng: Rng): StepResult<FrozenHorrorState, FrozenHorrorEvent> {
  const error = checkAction(state, action);
  if (error !== null) return { ok: false, error };
  const events: Events = [];
  const pending = state.pending;
  // immer freezes what a result shares with its base: a caller's unfrozen state is copied first.
  const base = ownedBase(state);
  const applied =
    pending === null && action.type === 'play-card'
      ? applyPlayCard(base, action, events, rng)
      : pending === null
        ? base
        : applyDecision(base, action, pending, events);
  return { ok: true, state: advance(applied, events, rng, pending !== null), events };
}
