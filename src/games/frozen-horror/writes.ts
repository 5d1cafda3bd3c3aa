/**
 * What each action may write (`GameRules.writes`), with everything it sets off, so that the
 * immutable mode copies only that. Read from the applies in `rules/` and the flow in
 * `rules/flow.ts`, which runs the game on after every action:
 *
 * - while the cards are played, an action writes the seats, the snake order's next slot, the
 *   decision pending, the round's effects, Lockdown tokens, the Fire token, and — when a seat walks
 *   into a Stay Back! room and dies — the discard pile and perhaps the end of the game;
 * - once the last slot is played the end of the round runs (fire, shots, swaps, the attack, Clean
 *   Up, a destroyed room, the next deal), and it may write any field; so does every decision taken
 *   during the end of the round.
 */
import type { PlayerId, WritePath } from '../../core/types.js';
import type { FrozenHorrorAction, FrozenHorrorState, PlayerChoiceCause } from './schemas.js';
import { canChoosePlayer } from './rules/card-reference.js';
import { cardOf, slotSeat, standingRoomCount } from './rules/queries.js';

/** Every field the game writes (all but the config). */
const EVERYTHING: readonly WritePath[] = [
  'round',
  'phase',
  'firstPlayer',
  'order',
  'turn',
  'pending',
  'seats',
  'deck',
  'discard',
  'removed',
  'deal',
  'destroyed',
  'lockdowns',
  'fire',
  'effects',
  'outcome',
];

/** What the card play may write besides the seats. */
const PLAY: readonly WritePath[] = ['turn', 'pending', 'phase', 'effects', 'lockdowns', 'fire', 'discard', 'outcome'];
const PLAY_ANY_SEAT: readonly WritePath[] = [...PLAY, 'seats'];

/** Seats that may move during `action` (and so be shot entering a Stay Back! room); `null` for any. */
function movers(state: FrozenHorrorState, action: FrozenHorrorAction): readonly PlayerId[] | null {
  const pending = state.pending;
  switch (action.type) {
    case 'play-card':
      if (action.as === 'key') return [action.player];
      return cardOf(state, action.card)?.action === 'evacuation' ? null : [];
    case 'move':
      return pending?.kind === 'move' ? [pending.seat, ...pending.queue] : null;
    case 'choose-colour':
      return pending === null ? [] : [pending.seat];
    case 'choose-player':
      return pending?.kind === 'pull' ? [action.target] : [];
    case 'choose-room':
      return pending?.kind === 'room' && pending.cause === 'evacuation' ? null : [];
    case 'lock-passage':
    case 'reveal-identity':
    case 'pass':
      return [];
  }
}

/** Whether a Stay Back! card is in play for a living holder: a seat entering its room dies. */
function stayBackThreat(state: FrozenHorrorState): boolean {
  const holder = state.effects.stayBack;
  return holder !== null && state.seats[holder]?.alive === true;
}

/**
 * Whether the card play may be over once `action` is done: no slot from the next one on belongs to
 * a seat that will still play then. A seat may die only walking into a Stay Back! room, and a seat
 * revealing with Analysis Results forfeits its second card.
 */
function roundMayEnd(state: FrozenHorrorState, action: FrozenHorrorAction, moving: readonly PlayerId[] | null): boolean {
  const threat = stayBackThreat(state);
  if (threat && moving === null) return true;
  const forfeiter = action.type === 'reveal-identity' && action.reveal ? action.player : null;
  const n = state.order.length;
  // A card played moves the order on by one slot; a decision comes after the slot moved on.
  for (let slot = state.turn + (action.type === 'play-card' ? 1 : 0); slot < 2 * n; slot++) {
    const seat = slotSeat(state, slot);
    const playing = seat === undefined ? undefined : state.seats[seat];
    if (seat === undefined || playing === undefined || !playing.alive) continue;
    if (slot >= n && (playing.forfeited || seat === forfeiter)) continue;
    if (threat && moving !== null && moving.includes(seat)) continue;
    return false;
  }
  return true;
}

/** The only seat `seat` may choose for `cause`, `-1` for none, or `null` when it has a choice. */
function onlyChoice(state: FrozenHorrorState, seat: PlayerId, cause: PlayerChoiceCause): PlayerId | null {
  let only = -1;
  for (let target = 0; target < state.seats.length; target++) {
    if (!canChoosePlayer(state, seat, cause, target)) continue;
    if (only >= 0) return null;
    only = target;
  }
  return only;
}

/**
 * The seats an Action card played by `seat` writes at once (the card itself lands in `seat`'s
 * played cards); `null` for any. A card that asks for a choice writes the chosen seats later,
 * unless there is only one to choose, when it is resolved at once.
 */
function actionSeats(state: FrozenHorrorState, seat: PlayerId, card: number): readonly PlayerId[] | null {
  const action = cardOf(state, card)?.action;
  switch (action) {
    case 'cardsOnTheTable':
    case 'detained':
    case 'bloodTest':
    case 'analysisResults': {
      const only = onlyChoice(state, seat, action);
      return only === null || only < 0 ? [seat] : [seat, only];
    }
    case 'dnaScanner':
    case 'evacuation':
      // A station down to one room resolves the choice at once, for everyone in it.
      return standingRoomCount(state) === 1 ? null : [seat];
    case 'trustNoOne':
    case undefined:
      return null;
    default:
      return [seat];
  }
}

/** The seats `action` writes during the card play, the round not ending; `null` for any. */
function seatsWritten(state: FrozenHorrorState, action: FrozenHorrorAction, moving: readonly PlayerId[] | null): readonly PlayerId[] | null {
  // A death that ends the game turns every Identity card face up.
  if (stayBackThreat(state) && (moving === null || moving.length > 0)) return null;
  const pending = state.pending;
  switch (action.type) {
    case 'play-card':
      return action.as === 'key' ? [action.player] : actionSeats(state, action.player, action.card);
    case 'move':
    case 'choose-colour':
      return moving;
    case 'choose-player':
      if (pending?.kind === 'pull') return [action.target];
      if (pending?.kind !== 'player' || pending.cause === 'lockedIn') return null;
      return [pending.seat, action.target];
    case 'choose-room':
      return pending?.kind === 'room' && (pending.cause === 'lockTheRoom' || pending.cause === 'flamethrower') ? [] : null;
    case 'reveal-identity':
      return pending?.kind === 'reveal' ? [pending.seat, pending.target] : null;
    case 'lock-passage':
    case 'pass':
      return [];
  }
}

/** The parts of `state` the apply of `action` (accepted by the check) may write. */
export function writes(state: FrozenHorrorState, action: FrozenHorrorAction): readonly WritePath[] {
  if (state.phase !== 'play') return EVERYTHING;
  const moving = movers(state, action);
  if (roundMayEnd(state, action, moving)) return EVERYTHING;
  const seats = seatsWritten(state, action, moving);
  if (seats === null) return PLAY_ANY_SEAT;
  return [...PLAY, ...seats.map((seat): WritePath => ['seats', seat])];
}
