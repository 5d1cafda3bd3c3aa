/**
 * This Game Is Killer: Frozen Horror for learning agents: its action space and its observation
 * tensor, per configuration (seat count and station). The game's page
 * (docs/games/frozen-horror.md, "For learning agents") shows both tables, generated from what this
 * file lays out.
 *
 * Seats are **relative to the observer**, as a policy shared by every seat needs them: in the
 * tensor, row `k` of every per-seat field is the seat `k` places clockwise after the viewing seat
 * (row 0 is the viewer itself), and in the action space `choose-player`'s index `k` names the seat
 * `k + 1` places clockwise after the chooser (a card never names its own player). So "the seat
 * after me" is the same row and the same index whichever seat is learning. A spectator's view is
 * laid out from seat 0.
 */
import type { PlayerId } from '../core/types.js';
import {
  COLOURS,
  frozenHorror,
  type Colour,
  type DealSource,
  type Decision,
  type EndReason,
  type FrozenHorrorAction,
  type FrozenHorrorConfig,
  type FrozenHorrorConfigInput,
  type FrozenHorrorEvent,
  type FrozenHorrorState,
  type FrozenHorrorView,
  type LockCause,
  type MoveCause,
  type Phase,
  type PlayerChoiceCause,
  type RoomChoiceCause,
} from '../games/frozen-horror/index.js';
import { ActionLayout, assertIndex, indexOr, isIndex, listed, positionIn, rangeOf, setOneHot, TensorLayout, tensorTarget } from './layout.js';
import type { ActionSpace, AgentSpec, ObservationSpec } from './types.js';

/**
 * The rounds the `round` field tells apart one by one; later rounds share its last column (and
 * `round-number` keeps them apart). Random games last four to five rounds on average.
 */
const ROUNDS_SHOWN = 12;
/** A seat holds 0 to 2 Station cards. */
const HAND_SIZES = 3;
/** A seat plays at most two cards a round: one slot each. */
const PLAYED_SLOTS = 2;
/** Priority 0, 1 or 2. */
const PRIORITIES = 3;
/** The deal draws from at most three piles: the deck, the reshuffled discard pile, the returned removed cards. */
const DEAL_PILES = 3;

/** Where each value of a union sits in its one-hot block (the compiler checks every value is there). */
const PHASES: Readonly<Record<Phase, number>> = {
  play: 0,
  fire: 1,
  shot: 2,
  armedManMove: 3,
  swap: 4,
  reveal: 5,
  safeRetreat: 6,
  attack: 7,
  cleanup: 8,
  destroy: 9,
  newRound: 10,
  over: 11,
};
const DECISION_KINDS: Readonly<Record<Decision['kind'], number>> = { move: 0, colour: 1, player: 2, pull: 3, room: 4, lock: 5, reveal: 6, retreat: 7 };
const MOVE_CAUSES: Readonly<Record<MoveCause, number>> = {
  accessKey: 0,
  quickMove: 1,
  evacuation: 2,
  help: 3,
  armedMan: 4,
  safeRetreat: 5,
  destroyedRoom: 6,
};
const PLAYER_CAUSES: Readonly<Record<PlayerChoiceCause, number>> = {
  cardsOnTheTable: 0,
  detained: 1,
  analysisResults: 2,
  bloodTest: 3,
  armedManShot: 4,
  lockedIn: 5,
};
const ROOM_CAUSES: Readonly<Record<RoomChoiceCause, number>> = { dnaScanner: 0, evacuation: 1, lockTheRoom: 2, flamethrower: 3 };
const LOCK_CAUSES: Readonly<Record<LockCause, number>> = { accessDenied: 0, alarmBlue: 1, alarmGold: 2, alarmGreen: 3, alarmOrange: 4 };
const DEAL_SOURCES: Readonly<Record<DealSource, number>> = { deck: 0, discard: 1, removed: 2 };
const END_REASONS: Readonly<Record<EndReason, number>> = { 'horror-killed': 0, 'horror-killed-all-humans': 1, 'humans-killed-by-cards': 2 };

/**
 * Writes the ids of `list` (distinct, below `count`) as their places in it, from `offset`: the
 * first 1, the next 2, …, an id not in it 0. So the field is both the set (non-zero) and the order
 * the view keeps (a pile in the order it grew).
 */
function setPlaces(tensor: Float32Array, offset: number, list: readonly number[], count: number): void {
  for (let at = 0; at < list.length; at++) {
    const id = list[at];
    if (isIndex(id, count)) tensor[offset + id] = at + 1;
  }
}

/** The row of `seat` in a per-seat block laid out from `viewer`: its place clockwise after the viewer; `-1` for no seat. */
function seatRow(seat: PlayerId | null, viewer: PlayerId, players: number): number {
  return isIndex(seat, players) ? (seat - viewer + players) % players : -1;
}

/**
 * The action space of a configuration: one block per action type, in the order of the game's
 * action union; a card played is a card × orientation pair, a seat chosen is counted clockwise
 * from the chooser.
 */
function actionSpace(config: FrozenHorrorConfig): ActionSpace<FrozenHorrorAction> {
  const { players, content } = config;
  const cards = content.cards.length;
  const rooms = content.rooms.length;
  const passages = content.passages.length;

  const layout = new ActionLayout();
  const playCard = layout.block('play-card', 2 * cards, `card × as: index 2 · card + (0 as an Access Key, 1 as an Action), cards by id 0–${cards - 1}`);
  const move = layout.block('move', passages, `passage: by id 0–${passages - 1}`);
  const chooseColour = layout.block('choose-colour', COLOURS.length, `colour: ${COLOURS.join(', ')}`);
  const choosePlayer = layout.block('choose-player', players - 1, `target: index k is the seat k + 1 places clockwise after the chooser (k = 0 … ${players - 2})`);
  const chooseRoom = layout.block('choose-room', rooms, `room: by id 0–${rooms - 1}`);
  const lockPassage = layout.block('lock-passage', passages, `passage: by id 0–${passages - 1}`);
  const revealIdentity = layout.block('reveal-identity', 2, 'reveal: true, false');
  const pass = layout.block('pass', 1, 'the one pass');
  const ranges = layout.ranges();
  const size = layout.size;

  const encode = (action: FrozenHorrorAction): number => {
    switch (action.type) {
      case 'play-card':
        if (!isIndex(action.card, cards) || (action.as !== 'key' && action.as !== 'action')) return -1;
        return playCard + 2 * action.card + (action.as === 'key' ? 0 : 1);
      case 'move':
        return isIndex(action.passage, passages) ? move + action.passage : -1;
      case 'choose-colour': {
        const at = COLOURS.indexOf(action.colour);
        return at < 0 ? -1 : chooseColour + at;
      }
      case 'choose-player': {
        if (!isIndex(action.player, players) || !isIndex(action.target, players) || action.target === action.player) return -1;
        return choosePlayer + ((action.target - action.player + players) % players) - 1;
      }
      case 'choose-room':
        return isIndex(action.room, rooms) ? chooseRoom + action.room : -1;
      case 'lock-passage':
        return isIndex(action.passage, passages) ? lockPassage + action.passage : -1;
      case 'reveal-identity':
        return action.reveal === true ? revealIdentity : action.reveal === false ? revealIdentity + 1 : -1;
      case 'pass':
        return pass;
      default:
        // Not an action of the game at all (a caller outside TypeScript).
        return -1;
    }
  };

  // Keys in the order of the game's action schema, so a decoded action and the same action parsed
  // by `applyAction` are the same JSON.
  const decode = (index: number, player: PlayerId): FrozenHorrorAction => {
    assertIndex(index, size);
    const range = rangeOf(ranges, index);
    const k = index - range.offset;
    const type = range.type as FrozenHorrorAction['type'];
    switch (type) {
      case 'play-card':
        return { type, player, card: Math.floor(k / 2), as: k % 2 === 0 ? 'key' : 'action' };
      case 'move':
        return { type, player, passage: k };
      case 'choose-colour':
        return { type, player, colour: COLOURS[k] ?? pickFailed<Colour>(index, type) };
      case 'choose-player':
        return { type, player, target: (player + k + 1) % players };
      case 'choose-room':
        return { type, player, room: k };
      case 'lock-passage':
        return { type, player, passage: k };
      case 'reveal-identity':
        return { type, player, reveal: k === 0 };
      case 'pass':
        return { type, player };
    }
  };

  return Object.freeze({ size, ranges, encode, decode });
}

/** The `RangeError` of an index that falls outside its block's values (a layout bug). */
function pickFailed<T>(index: number, type: string): T {
  throw new RangeError(`decode: index ${index} is outside its ${type} block`);
}

/**
 * The observation tensor of a configuration: the seat's view, field by field — the round and the
 * snake order, the decision the game waits for, every seat (relative to the viewer) with its token,
 * Badge, Identity card as far as the viewer may see it, hand size, cards played and what it has
 * looked at, the viewer's hand, the piles and this round's deal, the map's tokens, the round's
 * effects and the outcome. The lists the view keeps in the order they grew (the discard pile,
 * the removed cards, destroyed rooms, Lockdowns, looks) hold each member's place.
 */
function observation(config: FrozenHorrorConfig): ObservationSpec<FrozenHorrorView> {
  const { players: P, content } = config;
  const C = content.cards.length;
  const R = content.rooms.length;
  const Q = content.passages.length;
  const seats = `${P} seats, the viewer's first, then clockwise`;
  const cardIds = `cards by id 0–${C - 1}`;
  const roomIds = `rooms by id 0–${R - 1}`;

  const layout = new TensorLayout();
  const ROUND = layout.field('round', [ROUNDS_SHOWN], `The round, one-hot 1–${ROUNDS_SHOWN}; the last column is round ${ROUNDS_SHOWN} or later.`);
  const ROUND_NUMBER = layout.field('round-number', [1], 'The round number itself (1, 2, …).');
  const PHASE = layout.field('phase', [Object.keys(PHASES).length], `Where the round stands, one-hot [${listed(PHASES)}].`);
  const FIRST = layout.field('first-player', [P], `The First Player, one-hot over the ${seats}.`);
  const ORDER = layout.field('order', [P], "The seats in this round's snake order (living when the round began), 1 each; the order runs clockwise from the First Player.");
  const TURN = layout.field('turn', [2 * P + 1], `The next slot of the snake order, one-hot 0–${2 * P}: slot i < n is the i-th seat's first card, slot i ≥ n a second card, slot 2n the end of the card play (n seats in the order).`);
  const TO_PLAY = layout.field('to-play', [P], 'The seat whose turn it is to play a card, one-hot over the seats; all 0 while a decision is pending.');
  const ACTIVE = layout.field('active', [P], 'The seat that may act now, one-hot over the seats; all 0 once the game is over.');
  const PENDING = layout.field('pending', [Object.keys(DECISION_KINDS).length], `The decision the game waits for, one-hot [${listed(DECISION_KINDS)}]; all 0 when a seat plays a card.`);
  const PENDING_SEAT = layout.field('pending-seat', [P], 'The seat that decides, one-hot over the seats.');
  const MOVE_CAUSE = layout.field('pending-move-cause', [Object.keys(MOVE_CAUSES).length], `A move's cause, one-hot [${listed(MOVE_CAUSES)}].`);
  const MOVE_COLOURS = layout.field('pending-colours', [COLOURS.length], `A move's usable colours, 1 each [${COLOURS.join(', ')}].`);
  const MOVE_QUEUE = layout.field('pending-queue', [P, P], "The seats that move next for the same cause, in order: row j is the j-th, one-hot over the seats.");
  const PLAYER_CAUSE = layout.field('pending-player-cause', [Object.keys(PLAYER_CAUSES).length], `The card that asks for a player, one-hot [${listed(PLAYER_CAUSES)}].`);
  const PULLED = layout.field('pending-pulled', [2], 'Help! HELP!: players pulled so far, one-hot 0–1.');
  const ROOM_CAUSE = layout.field('pending-room-cause', [Object.keys(ROOM_CAUSES).length], `The card that asks for a room, one-hot [${listed(ROOM_CAUSES)}].`);
  const LOCK_CAUSE = layout.field('pending-lock-cause', [Object.keys(LOCK_CAUSES).length], `The Alarm that asks for a passage, one-hot [${listed(LOCK_CAUSES)}].`);
  const REVEAL_TARGET = layout.field('pending-target', [P], 'Analysis Results played first: the seat looked at, one-hot over the seats.');
  const ALIVE = layout.field('seat-alive', [P], 'Per seat: its Badge shows it alive.');
  const ROOM = layout.field('seat-room', [P, R], `Per seat: its token's room, one-hot over the ${roomIds}; all 0 once dead.`);
  const IDENTITY = layout.field('seat-identity', [P, 2], 'Per seat: its Identity card [HORROR, HUMAN] if the viewer may see it (its own, a revealed one, one it looked at); both 0 otherwise.');
  const REVEALED = layout.field('seat-revealed', [P], 'Per seat: its Identity card is face up for everyone.');
  const HAND_SIZE = layout.field('seat-hand-size', [P, HAND_SIZES], 'Per seat: Station cards in hand, one-hot 0–2.');
  const PLAYED = layout.field('seat-played', [P, PLAYED_SLOTS, C], `Per seat: its first and second card played this round, each one-hot over the ${cardIds}.`);
  const PLAYED_AS = layout.field('seat-played-as', [P, PLAYED_SLOTS, 2], 'Per seat and card played: [as an Access Key, as an Action].');
  const PRIORITY = layout.field('seat-priority', [P, PRIORITIES], 'Per seat: its Priority this round once a card set it, one-hot 0–2.');
  const DETAINED = layout.field('seat-detained', [P], 'Per seat: Detained! keeps it from moving this round.');
  const FORFEITED = layout.field('seat-forfeited', [P], 'Per seat: it plays no second card (it revealed with Analysis Results).');
  const KNOWS = layout.field('seat-knows', [P, P], "Per seat: the seats whose current Identity card it has looked at (public: the looks are played face up), each one's place in the order looked at (1 the first), 0 for the others.");
  const HAND = layout.field('hand', [HAND_SIZES - 1, C], `The viewer's own Station cards in the order it holds them: row j is the j-th, one-hot over the ${cardIds}.`);
  const DECK = layout.field('deck-size', [C + 1], `Cards in the Station deck, one-hot 0–${C}.`);
  const DISCARD = layout.field('discard', [C], "The discard pile: each card's place in it from the bottom (1 the first discarded), 0 for a card not in it.");
  const REMOVED = layout.field('removed', [C], "The cards removed from the game: each card's place in the order removed (1 the first), 0 for the others.");
  const DEAL_FROM = layout.field('deal-pile', [DEAL_PILES, Object.keys(DEAL_SOURCES).length], `This round's deal, pile by pile in the order it used them: row j is the j-th pile, one-hot [${listed(DEAL_SOURCES)}]; all 0 for a pile not used.`);
  const DEAL_CARDS = layout.field('deal-cards', [DEAL_PILES, C], "Per pile of the deal: the pile's cards when the deal reached it, 1 each.");
  const DEAL_TO = layout.field('deal-to', [DEAL_PILES, P, 2], 'Per pile of the deal and seat: [got one card from it, got two]; the cards were dealt two at a time clockwise from the First Player, so this is the whole record.');
  const DESTROYED = layout.field('destroyed', [R], "Destroyed rooms: each room's place in the order destroyed (1 the first), 0 for the others.");
  const LOCKDOWNS = layout.field('lockdowns', [Q], `Passages with a Lockdown token, over the passages by id 0–${Q - 1}: each one's place in the order locked (1 the first), 0 for the others.`);
  const FIRE = layout.field('fire', [R], 'The room with the Fire token, one-hot; all 0 without one.');
  const STAY_BACK = layout.field('stay-back', [P], 'The seat that played Stay Back! this round, one-hot over the seats.');
  const ARMED_MAN = layout.field('armed-man', [P], "The seat that played Don't Run Toward the Armed Man, one-hot over the seats.");
  const LOCKED_IN = layout.field('locked-in', [P], "The seat that played No… It's You Who's Locked In Here With Me!, one-hot over the seats.");
  const SAFE_RETREAT = layout.field('safe-retreat', [P], 'The seat that played Safe Retreat, one-hot over the seats.');
  const LOCKED_ROOM = layout.field('locked-room', [R], 'The room LOCK THE ROOM! blocked, one-hot; all 0 without one.');
  const WINNERS = layout.field('outcome-winners', [P], 'The winners, 1 each over the seats; all 0 while the game runs (and when nobody survived).');
  const REASON = layout.field('outcome-reason', [Object.keys(END_REASONS).length], `Why the game ended, one-hot [${listed(END_REASONS)}].`);
  const size = layout.size;
  const fields = layout.fields();

  const observe = (view: FrozenHorrorView, out?: Float32Array): Float32Array => {
    const tensor = tensorTarget(out, size);
    const viewer = view.viewer ?? 0;

    setOneHot(tensor, ROUND, Math.min(view.round, ROUNDS_SHOWN) - 1);
    tensor[ROUND_NUMBER] = view.round;
    setOneHot(tensor, PHASE, positionIn(PHASES, view.phase));
    setOneHot(tensor, FIRST, seatRow(view.firstPlayer, viewer, P));
    for (const seat of view.order) setOneHot(tensor, ORDER, seatRow(seat, viewer, P));
    setOneHot(tensor, TURN, indexOr(view.turn, 2 * P + 1));
    setOneHot(tensor, TO_PLAY, seatRow(view.toPlay, viewer, P));
    for (const seat of view.active) setOneHot(tensor, ACTIVE, seatRow(seat, viewer, P));

    const { pending } = view;
    if (pending !== null) {
      setOneHot(tensor, PENDING, positionIn(DECISION_KINDS, pending.kind));
      setOneHot(tensor, PENDING_SEAT, seatRow(pending.seat, viewer, P));
      switch (pending.kind) {
        case 'move':
          setOneHot(tensor, MOVE_CAUSE, positionIn(MOVE_CAUSES, pending.cause));
          for (const colour of pending.colours) setOneHot(tensor, MOVE_COLOURS, COLOURS.indexOf(colour));
          for (let at = 0; at < pending.queue.length && at < P; at++) setOneHot(tensor, MOVE_QUEUE + at * P, seatRow(pending.queue[at] ?? null, viewer, P));
          break;
        case 'player':
          setOneHot(tensor, PLAYER_CAUSE, positionIn(PLAYER_CAUSES, pending.cause));
          break;
        case 'pull':
          setOneHot(tensor, PULLED, indexOr(pending.pulled, 2));
          break;
        case 'room':
          setOneHot(tensor, ROOM_CAUSE, positionIn(ROOM_CAUSES, pending.cause));
          break;
        case 'lock':
          setOneHot(tensor, LOCK_CAUSE, positionIn(LOCK_CAUSES, pending.cause));
          break;
        case 'reveal':
          setOneHot(tensor, REVEAL_TARGET, seatRow(pending.target, viewer, P));
          break;
        case 'colour':
        case 'retreat':
          break;
      }
    }

    for (const seat of view.seats) {
      const r = seatRow(seat.seat, viewer, P);
      if (r < 0) continue;
      if (seat.alive) tensor[ALIVE + r] = 1;
      setOneHot(tensor, ROOM + r * R, indexOr(seat.room, R));
      if (seat.identity !== null) tensor[IDENTITY + r * 2 + (seat.identity === 'horror' ? 0 : 1)] = 1;
      if (seat.revealed) tensor[REVEALED + r] = 1;
      setOneHot(tensor, HAND_SIZE + r * HAND_SIZES, indexOr(seat.handSize, HAND_SIZES));
      for (let slot = 0; slot < seat.played.length && slot < PLAYED_SLOTS; slot++) {
        const played = seat.played[slot];
        if (played === undefined) continue;
        const at = r * PLAYED_SLOTS + slot;
        setOneHot(tensor, PLAYED + at * C, indexOr(played.card, C));
        tensor[PLAYED_AS + at * 2 + (played.as === 'key' ? 0 : 1)] = 1;
      }
      setOneHot(tensor, PRIORITY + r * PRIORITIES, indexOr(seat.priority, PRIORITIES));
      if (seat.detained) tensor[DETAINED + r] = 1;
      if (seat.forfeited) tensor[FORFEITED + r] = 1;
      for (let at = 0; at < seat.knows.length; at++) {
        const known = seatRow(seat.knows[at] ?? null, viewer, P);
        if (known >= 0) tensor[KNOWS + r * P + known] = at + 1;
      }
    }

    const hand = view.hand ?? [];
    for (let at = 0; at < hand.length && at < HAND_SIZES - 1; at++) setOneHot(tensor, HAND + at * C, indexOr(hand[at] ?? null, C));
    setOneHot(tensor, DECK, indexOr(view.deckSize, C + 1));
    setPlaces(tensor, DISCARD, view.discard, C);
    setPlaces(tensor, REMOVED, view.removed, C);
    for (let at = 0; at < view.deal.length && at < DEAL_PILES; at++) {
      const pile = view.deal[at];
      if (pile === undefined) continue;
      setOneHot(tensor, DEAL_FROM + at * DEAL_PILES, positionIn(DEAL_SOURCES, pile.from));
      for (const card of pile.cards) setOneHot(tensor, DEAL_CARDS + at * C, indexOr(card, C));
      // Counted in place: a seat's first card sets "got one", its second moves the 1 to "got two".
      for (const to of pile.to) {
        const r = seatRow(to, viewer, P);
        if (r < 0) continue;
        const cell = DEAL_TO + (at * P + r) * 2;
        if (tensor[cell] === 1) {
          tensor[cell] = 0;
          tensor[cell + 1] = 1;
        } else if (tensor[cell + 1] !== 1) {
          tensor[cell] = 1;
        }
      }
    }
    setPlaces(tensor, DESTROYED, view.destroyed, R);
    setPlaces(tensor, LOCKDOWNS, view.lockdowns, Q);
    setOneHot(tensor, FIRE, indexOr(view.fire, R));
    const { effects } = view;
    setOneHot(tensor, STAY_BACK, seatRow(effects.stayBack, viewer, P));
    setOneHot(tensor, ARMED_MAN, seatRow(effects.armedMan, viewer, P));
    setOneHot(tensor, LOCKED_IN, seatRow(effects.lockedIn, viewer, P));
    setOneHot(tensor, SAFE_RETREAT, seatRow(effects.safeRetreat, viewer, P));
    setOneHot(tensor, LOCKED_ROOM, indexOr(effects.lockedRoom, R));
    const { outcome } = view;
    if (outcome !== null) {
      for (const winner of outcome.winners) setOneHot(tensor, WINNERS, seatRow(winner, viewer, P));
      setOneHot(tensor, REASON, positionIn(END_REASONS, outcome.reason));
    }
    return tensor;
  };

  return Object.freeze({ shape: Object.freeze([size]), size, fields, observe });
}

/**
 * This Game Is Killer: Frozen Horror's agent spec. With six seats and the stand-in station: 71
 * actions (42 card plays, 6 moves, 4 colours, 5 seats to choose, 5 rooms, 6 passages to lock, 2
 * reveal answers, a pass) and an observation of 828 values.
 */
export const frozenHorrorAgent: AgentSpec<
  FrozenHorrorConfig,
  FrozenHorrorState,
  FrozenHorrorAction,
  FrozenHorrorEvent,
  FrozenHorrorView,
  FrozenHorrorConfigInput
> = Object.freeze({ game: frozenHorror, actionSpace, observation });
