/**
 * Playing the Game: "1. Identity: Deal each player one Identity card. 2. Station Cards: Deal 2
 * Station cards face down to each Crew Member. 3. Play your first card: Play begins with the First
 * Player and proceeds clockwise. 4. Play your second card: Once all players have played their
 * first card, the turn order reverses. So the last Crew Member immediately plays their second
 * card, and play resumes counter-clockwise back around the table." With Station Cards: "you must
 * play one card of each type."
 */
import { castDraft, produce } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { FrozenHorrorEvent } from '../events.js';
import type { DealSource, FrozenHorrorState, Identity, PlayCardAction } from '../schemas.js';
import { startAction } from './card-reference.js';
import { illegal } from './errors.js';
import { cardOf, livingClockwiseFrom, patchSeat, patchSeats, slotSeat } from './queries.js';
import { planMandatoryMove, planMove, settleShot } from './station-cards.js';

type Events = FrozenHorrorEvent[];

/** Station cards dealt to each living player every round. */
export const CARDS_PER_ROUND = 2;

/** The piles while the deal is made, with the record of where each dealt card came from. */
interface Piles {
  /** The Station deck, top card first. */
  deck: number[];
  /** The discard pile. */
  discard: number[];
  /** The removed cards. */
  removed: number[];
  /** The piles the deal has drawn from so far, the current one last. */
  readonly dealt: { from: DealSource; cards: number[]; to: PlayerId[] }[];
}

const byId = (a: number, b: number): number => a - b;

/**
 * Deals `count` cards from the top of the deck to `seat`. "If the Station deck runs out, shuffle
 * the discard pile to form a new Station deck"; if the discard pile is empty too, the removed cards
 * are shuffled back (ruling 19). Each pile the deal reaches is recorded with its cards (in id order)
 * and the seats its cards go to (ruling 28).
 */
function draw(piles: Piles, seat: PlayerId, count: number, rng: Rng, events: Events): number[] {
  const out: number[] = [];
  while (out.length < count) {
    if (piles.deck.length === 0) {
      let from: DealSource = 'discard';
      if (piles.discard.length === 0) {
        if (piles.removed.length === 0) break;
        events.push({ type: 'removed-cards-returned', cards: piles.removed.slice() });
        piles.discard = piles.removed;
        piles.removed = [];
        from = 'removed';
      }
      piles.dealt.push({ from, cards: piles.discard.slice().sort(byId), to: [] });
      piles.deck = rng.shuffle(piles.discard);
      piles.discard = [];
      events.push({ type: 'deck-reshuffled', cards: piles.deck.length });
    }
    const top = piles.deck.shift();
    if (top === undefined) break;
    out.push(top);
    piles.dealt[piles.dealt.length - 1]?.to.push(seat);
  }
  return out;
}

/**
 * Begins a round with `firstPlayer` holding the First Player token: the order of play, the
 * Identity cards (the HORROR card and one HUMAN card per other living player, shuffled and dealt),
 * and two Station cards for each living player, dealt clockwise from the First Player.
 */
export function beginRound(state: FrozenHorrorState, firstPlayer: PlayerId, rng: Rng, events: Events): FrozenHorrorState {
  const order = livingClockwiseFrom(state, firstPlayer);
  const identities = rng.shuffle(order.map((_, index): Identity => (index === 0 ? 'horror' : 'human')));
  const piles: Piles = {
    deck: state.deck.slice(),
    discard: state.discard.slice(),
    removed: state.removed.slice(),
    dealt: state.deck.length === 0 ? [] : [{ from: 'deck', cards: state.deck.slice().sort(byId), to: [] }],
  };
  const round = state.round + 1;
  events.push({ type: 'round-began', round, firstPlayer, order });
  const hands = order.map((seat, index) => {
    events.push({ type: 'identity-dealt', seat, identity: identities[index] ?? 'human', visibleTo: [seat] });
    return draw(piles, seat, CARDS_PER_ROUND, rng, events);
  });
  order.forEach((seat, index) => events.push({ type: 'cards-dealt', seat, cards: hands[index] ?? [], visibleTo: [seat] }));
  const seats = patchSeats(state.seats, (_, index) => {
    const at = order.indexOf(index);
    return at < 0 ? { knows: [] } : { identity: identities[at] ?? 'human', revealed: false, knows: [], hand: hands[at] ?? [] };
  });
  return produce(state, (draft) => {
    draft.round = round;
    draft.phase = 'play';
    draft.firstPlayer = firstPlayer;
    draft.order = order;
    draft.turn = 0;
    draft.pending = null;
    draft.deck = piles.deck;
    draft.discard = piles.discard;
    draft.removed = piles.removed;
    draft.deal = castDraft(piles.dealt);
    draft.seats = castDraft(seats);
  });
}

/**
 * Moves the snake order on past slots with nothing to play: a seat killed during the round (shot
 * entering a Stay Back! room) plays no more cards, and a seat that revealed with Analysis Results
 * as its first card plays no second card. After the last slot, the end of the round begins.
 * Returns `state` itself when the seat whose turn it is must play.
 */
export function advancePlay(state: FrozenHorrorState): FrozenHorrorState {
  const slots = 2 * state.order.length;
  let turn = state.turn;
  while (turn < slots) {
    const seat = slotSeat(state, turn);
    const playing = seat === undefined ? undefined : state.seats[seat];
    const skipped = playing === undefined || !playing.alive || (turn >= state.order.length && playing.forfeited);
    if (!skipped) break;
    turn++;
  }
  if (turn === state.turn && turn < slots) return state;
  return produce(state, (draft) => {
    draft.turn = turn;
    if (turn >= slots) draft.phase = 'fire';
  });
}

/** A card from the hand, played the other way from the first card ("you must orient it opposite to your first card"). */
export function checkPlayCard(state: FrozenHorrorState, action: PlayCardAction): GameError | null {
  const seat = state.seats[action.player];
  if (seat === undefined || !seat.hand.includes(action.card)) {
    return illegal(`Playing the Game: play one of your Station cards; card ${action.card} is not in your hand`);
  }
  const first = seat.played[0];
  if (first !== undefined && first.as === action.as) {
    return illegal(
      action.as === 'action'
        ? 'Playing the Game: you must orient your second card opposite to your first card — you cannot take two Actions'
        : 'Playing the Game: you must orient your second card opposite to your first card — you cannot play two Passage moves',
    );
  }
  return null;
}

/**
 * Plays the card face up, in one write: as an Access Key it sets the Priority and moves the player
 * (mandatory if possible, a choice when several passages are open to it), who dies at once if it
 * walks into a Stay Back! room; as an Action it is carried out at once (or recorded for the end of
 * the round), a follow-up transition running afterwards when the Action needs one.
 */
export function applyPlayCard(state: FrozenHorrorState, action: PlayCardAction, events: Events, rng: Rng): FrozenHorrorState {
  const card = cardOf(state, action.card);
  const playing = state.seats[action.player];
  if (card === undefined || playing === undefined) return state;
  const seat = action.player;
  events.push({ type: 'card-played', seat, card: action.card, name: card.name, as: action.as, first: playing.played.length === 0 });
  const recorded = {
    hand: playing.hand.filter((held) => held !== action.card),
    played: [...playing.played, { card: action.card, as: action.as }],
  };
  if (action.as === 'key') {
    const plan = planMandatoryMove(state, seat, 'accessKey', card.colours, events);
    const seats = patchSeat(state.seats, seat, { ...recorded, keyPriority: card.priority });
    const move = plan.kind === 'move' ? planMove(state, seats, seat, plan.passage, 'accessKey', events) : null;
    const keyed = produce(state, (draft) => {
      draft.turn = state.turn + 1;
      draft.seats = castDraft(move === null ? seats : move.seats);
      if (plan.kind === 'choose') draft.pending = { kind: 'move', seat, cause: 'accessKey', colours: card.colours.slice(), queue: [] };
    });
    return move === null ? keyed : settleShot(keyed, seat, move, events);
  }
  const start = startAction(state, seat, card.action, events);
  const seats = patchSeat(state.seats, seat, start.priority === undefined ? recorded : { ...recorded, actionPriority: start.priority });
  const played = produce(state, (draft) => {
    draft.turn = state.turn + 1;
    draft.seats = castDraft(seats);
    if (start.effects !== undefined) draft.effects = castDraft({ ...state.effects, ...start.effects });
    if (start.pending !== undefined) draft.pending = castDraft(start.pending);
  });
  return start.then === undefined ? played : start.then(played, events, rng);
}
