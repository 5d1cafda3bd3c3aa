/**
 * What each action may write (`GameRules.writes`), with everything it sets off, so that the
 * immutable mode copies only that. Read from the applies in `rules/` and the flow in
 * `rules/flow.ts`, which runs the game on after every action, and declared from the state the
 * action is taken in — only what its cascade can reach from there:
 *
 * - while the cards are played, an action writes the seats it plays, moves, reveals or looks with
 *   (one or two as a rule), the snake order's next slot and the decision pending, and only as its
 *   card calls for it the round's effects, the Lockdown tokens or the Fire token; a seat that may
 *   walk into a Stay Back! room and die adds the discard pile, the outcome and every living seat
 *   (an end of the game turns every Identity card face up);
 * - once the last slot may be played the end of the round may run (fire, shots, swaps, the attack,
 *   Clean Up, a destroyed room, the next deal), and so does every decision taken during it. It
 *   writes the piles, the order and every seat that still holds something — but never a seat dead
 *   since an earlier round, nor the effects of a round that has none. Clean Up
 *   and the deal write only what changes (rules/clean-up.ts, `beginRound`), so those parts stay
 *   shared.
 *
 * The piles (deck, discard, removed), the order, the deal record, the destroyed rooms and the
 * Lockdown tokens are only ever replaced, never written into — the deal, Clean Up, a death, a
 * destroyed room and a Lockdown token placed put new arrays in their place — so they are declared replaced (`ReplacedPart`): the immutable mode does
 * not copy them first, and one the cascade does not reach is shared as it is, at no cost.
 */
import type { PlayerId, ReplacedPart, WritePath } from '../../core/types.js';
import type { ActionKind } from './content.js';
import { type FrozenHorrorAction, type FrozenHorrorState, type PlayerChoiceCause, type SeatState } from './schemas.js';
import { canChoosePlayer } from './rules/card-reference.js';
import { cardOf, firstStandingRoom, playersIn, slotSeat, standingRoomCount } from './rules/queries.js';

// The parts only ever replaced (see above), declared once.
const ORDER: ReplacedPart = { replaced: 'order' };
const DECK: ReplacedPart = { replaced: 'deck' };
const DISCARD: ReplacedPart = { replaced: 'discard' };
const REMOVED: ReplacedPart = { replaced: 'removed' };
const DEAL: ReplacedPart = { replaced: 'deal' };
const DESTROYED: ReplacedPart = { replaced: 'destroyed' };
const LOCKDOWNS: ReplacedPart = { replaced: 'lockdowns' };

/** Seats that may move during `action` (and so be shot entering a Stay Back! room); `null` for any. */
function movers(state: FrozenHorrorState, action: FrozenHorrorAction): readonly PlayerId[] | null {
  const pending = state.pending;
  switch (action.type) {
    case 'play-card':
      if (action.as === 'key') return [action.player];
      // Evacuation resolves at once only on a station down to one room.
      return cardOf(state, action.card)?.action === 'evacuation' && standingRoomCount(state) === 1
        ? evacuees(state, action.player, firstStandingRoom(state))
        : [];
    case 'move':
      return pending?.kind === 'move' ? [pending.seat, ...pending.queue] : null;
    case 'choose-colour':
      return pending === null ? [] : [pending.seat];
    case 'choose-player':
      return pending?.kind === 'pull' ? [action.target] : [];
    case 'choose-room':
      if (pending?.kind !== 'room' || pending.cause !== 'evacuation') return [];
      return evacuees(state, pending.seat, action.room);
    case 'lock-passage':
    case 'reveal-identity':
    case 'pass':
      return [];
  }
}

/** The seats Evacuation played by `seat` moves out of `room`: every other living seat there. */
function evacuees(state: FrozenHorrorState, seat: PlayerId, room: number): PlayerId[] {
  return playersIn(state, room).filter((other) => other !== seat);
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
 * Whether nothing can write `seat` any more: dead since an earlier round, holding no card, knowing
 * no Identity card and with nothing for Clean Up to clear. (A seat killed this round still holds
 * its played cards until Clean Up.)
 */
function settled(seat: SeatState): boolean {
  return (
    !seat.alive &&
    seat.hand.length === 0 &&
    seat.played.length === 0 &&
    seat.knows.length === 0 &&
    seat.keyPriority === null &&
    seat.actionPriority === null &&
    !seat.detained &&
    !seat.forfeited
  );
}

/** What an action writes besides the order's next slot and the decision pending: the fields it may touch, and the seats (`null` for every seat not settled). */
interface Reach {
  effects: boolean;
  lockdowns: boolean;
  fire: boolean;
  /** A death, and with it the discard pile, the outcome, the phase and every living seat. */
  death: boolean;
  seats: readonly PlayerId[] | null;
}

function reach(seats: readonly PlayerId[] | null): Reach {
  return { effects: false, lockdowns: false, fire: false, death: false, seats };
}

/** What the Action card `kind` played by `seat` writes at once (the card itself lands in `seat`'s played cards). */
function actionReach(state: FrozenHorrorState, seat: PlayerId, kind: ActionKind): Reach {
  const out = reach([seat]);
  switch (kind) {
    case 'cardsOnTheTable':
    case 'detained':
    case 'bloodTest':
    case 'analysisResults': {
      // A choice with one candidate is resolved at once; with several it is asked for.
      const only = onlyChoice(state, seat, kind);
      if (only !== null && only >= 0) out.seats = [seat, only];
      return out;
    }
    case 'dnaScanner':
    case 'evacuation':
      // A station down to one room resolves the choice at once, for everyone in it.
      if (standingRoomCount(state) === 1) out.seats = [seat, ...playersIn(state, firstStandingRoom(state))];
      return out;
    case 'lockTheRoom':
      if (standingRoomCount(state) === 1) {
        out.lockdowns = true;
        out.effects = true;
      }
      return out;
    case 'flamethrower':
      out.fire = true;
      return out;
    case 'trustNoOne':
      // Every living seat's Identity card is dealt anew, and all knowledge of them is gone.
      out.seats = null;
      return out;
    case 'alarmGreen':
    case 'alarmBlue':
    case 'alarmOrange':
    case 'alarmGold':
    case 'accessDenied':
      out.lockdowns = true;
      return out;
    case 'stayBack':
    case 'armedMan':
    case 'lockedIn':
    case 'safeRetreat':
      out.effects = true;
      return out;
    case 'help':
    case 'hideInTheVents':
    case 'quickMove':
      return out;
  }
}

/** What `action` writes while the cards are played, the round not ending. */
function playReach(state: FrozenHorrorState, action: FrozenHorrorAction, moving: readonly PlayerId[] | null): Reach {
  const pending = state.pending;
  let out: Reach;
  switch (action.type) {
    case 'play-card': {
      const kind = cardOf(state, action.card)?.action;
      out = action.as === 'key' || kind === undefined ? reach([action.player]) : actionReach(state, action.player, kind);
      break;
    }
    case 'move':
    case 'choose-colour':
      out = reach(moving);
      break;
    case 'choose-player':
      if (pending?.kind === 'pull') out = reach([action.target]);
      // The swap and the shot are decisions of the end of the round.
      else if (pending?.kind !== 'player' || pending.cause === 'lockedIn' || pending.cause === 'armedManShot') out = reach(null);
      else out = reach([pending.seat, action.target]);
      break;
    case 'choose-room':
      out = reach([]);
      if (pending?.kind !== 'room') break;
      if (pending.cause === 'lockTheRoom') {
        out.lockdowns = true;
        out.effects = true;
      } else if (pending.cause === 'flamethrower') {
        out.fire = true;
      } else {
        out.seats = playersIn(state, action.room);
      }
      break;
    case 'lock-passage':
      out = reach([]);
      out.lockdowns = true;
      break;
    case 'reveal-identity':
      out = reach(pending?.kind === 'reveal' ? [pending.seat, pending.target] : null);
      break;
    case 'pass':
      out = reach([]);
      break;
  }
  // A mover shot entering a Stay Back! room dies; a death may end the game.
  if (stayBackThreat(state) && (moving === null || moving.length > 0)) out.death = true;
  return out;
}

/**
 * What the end of the round (and the next deal) may write from `state`, with `own` — what the
 * action taken writes before it, when it may end the card play; `null` during the end of the round.
 */
function roundEndWrites(state: FrozenHorrorState, own: Reach | null): (WritePath | ReplacedPart)[] {
  const paths: (WritePath | ReplacedPart)[] = ['round', 'phase', 'firstPlayer', 'turn', 'pending', 'fire', 'outcome', ORDER, DECK, DISCARD, REMOVED, DEAL, DESTROYED, LOCKDOWNS];
  const { effects } = state;
  if (
    own?.effects === true ||
    effects.stayBack !== null ||
    effects.armedMan !== null ||
    effects.lockedIn !== null ||
    effects.safeRetreat !== null ||
    effects.lockedRoom !== null
  ) {
    paths.push('effects');
  }
  for (let seat = 0; seat < state.seats.length; seat++) {
    const held = state.seats[seat];
    if (held !== undefined && !settled(held)) paths.push(['seats', seat]);
  }
  return paths;
}

/** The parts of `state` the apply of `action` (accepted by the check) may write. */
export function writes(state: FrozenHorrorState, action: FrozenHorrorAction): readonly (WritePath | ReplacedPart)[] {
  if (state.phase !== 'play') return roundEndWrites(state, null);
  const moving = movers(state, action);
  const own = playReach(state, action, moving);
  if (roundMayEnd(state, action, moving)) return roundEndWrites(state, own);
  // A card played moves the order on, and after a decision the order moves past the slots of the
  // dead and of a seat that forfeited; a decision always settles (or replaces) the one pending.
  const paths: (WritePath | ReplacedPart)[] = ['turn', 'pending'];
  if (own.effects) paths.push('effects');
  if (own.lockdowns) paths.push(LOCKDOWNS);
  if (own.fire) paths.push('fire');
  if (own.death) paths.push(DISCARD, 'outcome', 'phase');
  if (own.seats === null || own.death) {
    for (let seat = 0; seat < state.seats.length; seat++) {
      const held = state.seats[seat];
      if (held !== undefined && !settled(held)) paths.push(['seats', seat]);
    }
  } else {
    for (const seat of own.seats) paths.push(['seats', seat]);
  }
  return paths;
}
