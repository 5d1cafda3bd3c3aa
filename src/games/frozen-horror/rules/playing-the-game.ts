/**
 * Playing the Game: "1. Identity: Deal each player one Identity card. 2. Station Cards: Deal 2
 * Station cards face down to each Crew Member. 3. Play your first card: Play begins with the First
 * Player and proceeds clockwise. 4. Play your second card: Once all players have played their
 * first card, the turn order reverses. So the last Crew Member immediately plays their second
 * card, and play resumes counter-clockwise back around the table." With Station Cards: "you must
 * play one card of each type."
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { FrozenHorrorEvent } from '../events.js';
import type { DealSource, FrozenHorrorState, Identity, Orientation, PlayCardAction, PlayedCard } from '../schemas.js';
import { ACTION_PRIORITY, startAction } from './card-reference.js';
import { illegal, wrongChoice } from './errors.js';
import { cardOf, livingClockwiseFrom, slotSeat } from './queries.js';
import { startMove } from './station-cards.js';

type Events = FrozenHorrorEvent[];

/** Station cards dealt to each living player every round. */
export const CARDS_PER_ROUND = 2;

/** The piles while the deal is made, with the record of where each dealt card came from. */
interface Piles {
  /** The Station deck, top card first. */
  deck: number[];
  /** The discard pile: replaced by the deal, never changed in place. */
  discard: number[];
  /** The removed cards: replaced by the deal, never changed in place. */
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
export function beginRound(draft: Draft<FrozenHorrorState>, firstPlayer: PlayerId, rng: Rng, events: Events): void {
  const order = livingClockwiseFrom(draft, firstPlayer);
  const identities = rng.shuffle(order.map((_, index): Identity => (index === 0 ? 'horror' : 'human')));
  // A spread, not slice(): the deck is the state's own frozen array here (writes.ts declares it
  // replaced), and V8 slices a frozen array twenty times slower than it spreads one.
  const deck = [...draft.deck];
  // The discard and removed piles are only ever replaced while the deal is made (`draw`), never
  // changed in place, so they are written back only when the deal reached them.
  const piles: Piles = {
    deck,
    discard: draft.discard,
    removed: draft.removed,
    dealt: deck.length === 0 ? [] : [{ from: 'deck', cards: deck.slice().sort(byId), to: [] }],
  };
  const round = draft.round + 1;
  events.push({ type: 'round-began', round, firstPlayer, order: order.slice() });
  const hands = order.map((seat, index) => {
    events.push({ type: 'identity-dealt', seat, identity: identities[index] ?? 'human', visibleTo: [seat] });
    return draw(piles, seat, CARDS_PER_ROUND, rng, events);
  });
  order.forEach((seat, index) => events.push({ type: 'cards-dealt', seat, cards: (hands[index] ?? []).slice(), visibleTo: [seat] }));
  for (let index = 0; index < draft.seats.length; index++) {
    const seat = draft.seats[index];
    if (seat === undefined) continue;
    const at = order.indexOf(index);
    if (at >= 0) {
      seat.identity = identities[at] ?? 'human';
      seat.revealed = false;
      seat.hand = hands[at] ?? [];
    }
    if (seat.knows.length > 0) seat.knows = [];
  }
  draft.round = round;
  draft.phase = 'play';
  draft.firstPlayer = firstPlayer;
  draft.order = order;
  draft.turn = 0;
  draft.pending = null;
  draft.deck = piles.deck;
  if (piles.discard !== draft.discard) draft.discard = piles.discard;
  if (piles.removed !== draft.removed) draft.removed = piles.removed;
  draft.deal = piles.dealt;
}

/**
 * Moves the snake order on past slots with nothing to play: a seat killed during the round (shot
 * entering a Stay Back! room) plays no more cards, and a seat that revealed with Analysis Results
 * as its first card plays no second card. After the last slot, the end of the round begins: returns
 * `true` then, and `false` while a seat must play.
 */
export function advancePlay(draft: Draft<FrozenHorrorState>): boolean {
  const slots = 2 * draft.order.length;
  let turn = draft.turn;
  while (turn < slots) {
    const seat = slotSeat(draft, turn);
    const playing = seat === undefined ? undefined : draft.seats[seat];
    const skipped = playing === undefined || !playing.alive || (turn >= draft.order.length && playing.forfeited);
    if (!skipped) break;
    turn++;
  }
  draft.turn = turn;
  if (turn < slots) return false;
  draft.phase = 'fire';
  return true;
}

/** Whether a seat that has played `played` may play a card as `as`: "you must orient it opposite to your first card". */
export function mayPlayAs(played: readonly PlayedCard[], as: Orientation): boolean {
  const first = played[0];
  return first === undefined || first.as !== as;
}

/** A card from the hand, played the other way from the first card ("you must orient it opposite to your first card"). */
export function checkPlayCard(state: FrozenHorrorState, action: PlayCardAction): GameError | null {
  if (state.pending !== null) return wrongChoice(state, action);
  const seat = state.seats[action.player];
  if (seat === undefined || !seat.hand.includes(action.card)) {
    const name = cardOf(state, action.card)?.name;
    return illegal(
      'frozen-horror/card-not-in-hand',
      `Playing the Game: play one of your Station cards; ${name === undefined ? `there is no Station card ${action.card}` : `${name} is not in your hand`}`,
    );
  }
  if (mayPlayAs(seat.played, action.as)) return null;
  return illegal(
    'frozen-horror/orient-opposite',
    action.as === 'action'
      ? 'Playing the Game: you must orient your second card opposite to your first card — you cannot take two Actions'
      : 'Playing the Game: you must orient your second card opposite to your first card — you cannot play two Passage moves',
  );
}

/**
 * Plays the card face up: as an Access Key it sets the Priority and moves the player (mandatory if
 * possible, a choice when several passages are open to it), who dies at once if it walks into a
 * Stay Back! room; as an Action it sets any Priority the card names and is carried out at once
 * (or recorded for the end of the round).
 */
export function applyPlayCard(draft: Draft<FrozenHorrorState>, action: PlayCardAction, rng: Rng, events: Events): void {
  const seat = action.player;
  const card = cardOf(draft, action.card);
  const playing = draft.seats[seat];
  if (card === undefined || playing === undefined) return;
  events.push({ type: 'card-played', seat, card: action.card, name: card.name, as: action.as, first: playing.played.length === 0 });
  playing.hand.splice(playing.hand.indexOf(action.card), 1);
  playing.played.push({ card: action.card, as: action.as });
  draft.turn += 1;
  if (action.as === 'key') {
    playing.keyPriority = card.priority;
    startMove(draft, seat, 'accessKey', card.colours, [], events);
    return;
  }
  const priority = ACTION_PRIORITY[card.action];
  if (priority !== undefined) playing.actionPriority = priority;
  startAction(draft, seat, card.action, rng, events);
}
