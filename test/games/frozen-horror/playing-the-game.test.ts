/**
 * Playing the Game: "1. Identity … 2. Station Cards … 3. Play your first card: Play begins with the
 * First Player and proceeds clockwise … 4. Play your second card: Once all players have played
 * their first card, the turn order reverses. So the last Crew Member immediately plays their second
 * card, and play resumes counter-clockwise". Clean Up's refill of the deck; rulings 2 and 19.
 */
import { describe, expect, it } from 'vitest';
import { createRng, eventsFor } from '../../../src/core/index.js';
import type { StationContent } from '../../../src/games/frozen-horror/index.js';
import {
  C,
  GARAGE,
  INFIRMARY,
  LAB,
  P,
  RADIO,
  act,
  active,
  card,
  cardTotal,
  eventsOf,
  frozenHorror,
  key,
  move,
  playEvents,
  position,
  room,
  standInContent,
  viewOf,
  type FhMatch,
  type FrozenHorrorAction,
  type FrozenHorrorEvent,
  type PositionSpec,
} from './helpers.js';

/**
 * Four players one per room, the Horror (seat 2) alone in the Laboratory, and a round in which
 * nobody moves in on anyone: seat 1 walks to the Garage, seat 3 to the Radio Room, nobody dies.
 */
const HANDS = [
  [C.hide, C.table],
  [C.detained, C.retreat],
  [C.alarmGreen, C.quick],
  [C.alarmOrange, C.bloodTest],
];
const ROUND: FrozenHorrorAction[] = [
  act(0, C.hide), // slot 0: Priority 0
  key(1, C.detained), // slot 1: blue, Radio Room → Garage
  act(2, C.alarmGreen), // slot 2: Lockdown on the green passage
  act(3, C.alarmOrange), // slot 3: Lockdown on the orange passage
  key(3, C.bloodTest), // slot 4: the last player again — gold, Infirmary → Radio Room
  key(2, C.quick), // slot 5: blue/green from the Laboratory: no move
  act(1, C.retreat), // slot 6
  key(0, C.table), // slot 7: green is locked and leads to the destroyed Cafeteria: no move
];

function quietRound(extra: Partial<PositionSpec> = {}): FhMatch {
  return position({ rooms: [GARAGE, RADIO, LAB, INFIRMARY], horror: 2, hands: HANDS, ...extra });
}

/**
 * The quiet round with only three cards left in the deck (Trust No One, DNA Scanner, the armed man)
 * and the ten other cards in the discard pile; round 2's deal runs out of deck: seat 1 draws two of
 * the old deck's cards, seat 2 the third and one of the 16 reshuffled cards, seats 3 and 0 two each.
 */
function reshuffledDeal(): { match: FhMatch; events: FrozenHorrorEvent[] } {
  const rest = [C.trust, C.dna, C.armed, C.evacuation, C.help, C.lockRoom, C.lockedIn, C.denied, C.alarmBlue, C.analysis, C.stayBack, C.flamethrower, C.alarmGold];
  const match = quietRound({ deckTop: rest.slice(0, 3), discard: rest.slice(3) });
  expect(match.state.deck).toHaveLength(3);
  return playWatching(match, ROUND);
}

/** Nine cards for four players: two "Remove this card from the game" cards played as Actions leave 7 for a deal of 8. */
const NINE = [C.trust, C.table, C.detained, C.dna, C.armed, C.evacuation, C.help, C.lockRoom, C.alarmGreen];
const NINE_CARDS: StationContent = { ...standInContent, cards: standInContent.cards.filter((entry) => NINE.includes(entry.name as (typeof NINE)[number])) };

/**
 * A round with the nine-card deck that removes LOCK THE ROOM! and Alarm: Green. Round 2's deal
 * (seats 1, 2, 3, 0) takes the deck's last card (Trust No One) for seat 1, then the six discarded
 * cards, then one of the two returned removed cards for seat 0; the other is the whole new deck.
 */
function removedCardsDeal(): { match: FhMatch; events: FrozenHorrorEvent[] } {
  const content = NINE_CARDS;
  expect(content.cards).toHaveLength(9);
  const match = position({
    content,
    rooms: [GARAGE, RADIO, LAB, INFIRMARY],
    horror: 2,
    hands: [[C.lockRoom, C.armed], [C.alarmGreen, C.detained], [C.dna, C.table], [C.evacuation, C.help]],
  });
  return playWatching(match, [
    act(0, C.lockRoom, content),
    room(0, INFIRMARY),
    act(1, C.alarmGreen, content),
    act(2, C.dna, content),
    room(2, GARAGE),
    act(3, C.evacuation, content),
    room(3, INFIRMARY),
    key(3, C.help, content), // every Infirmary passage is locked: no move
    key(2, C.table, content), // orange is locked: no move
    key(1, C.detained, content), // blue: Radio Room → Garage
    key(0, C.armed, content),
    move(0, P.garageRadioBlue),
  ]);
}

/** Plays `actions`, recording who was active before each. */
function playWatching(match: FhMatch, actions: readonly FrozenHorrorAction[]): { match: FhMatch; events: FrozenHorrorEvent[]; seats: number[] } {
  let current = match;
  const seats: number[] = [];
  const events: FrozenHorrorEvent[] = [];
  for (const action of actions) {
    seats.push(active(current)[0] ?? -1);
    const played = playEvents(current, action);
    current = played.match;
    events.push(...played.events);
  }
  return { match: current, events, seats };
}

describe('the snake order', () => {
  it('first cards clockwise from the First Player, then back: the last player plays twice in a row', () => {
    const { seats, match } = playWatching(quietRound(), ROUND);
    expect(seats).toEqual([0, 1, 2, 3, 3, 2, 1, 0]);
    expect(match.state.round).toBe(2);
  });

  it('with another First Player the snake starts there: 2, 3, 0, 1, 1, 0, 3, 2', () => {
    const match = position({
      rooms: [GARAGE, RADIO, LAB, INFIRMARY],
      firstPlayer: 2,
      horror: 2,
      hands: HANDS,
    });
    expect(match.state.order).toEqual([2, 3, 0, 1]);
    const actions = [ROUND[2], ROUND[3], ROUND[0], ROUND[1], ROUND[6], ROUND[7], ROUND[4], ROUND[5]].filter((action): action is FrozenHorrorAction => action !== undefined);
    expect(playWatching(match, actions).seats).toEqual([2, 3, 0, 1, 1, 0, 3, 2]);
  });

  it('"The First Player token passes clockwise to the next living player", and the next round\'s snake starts there', () => {
    const { match } = playWatching(quietRound(), ROUND);
    expect(match.state.firstPlayer).toBe(1);
    expect(match.state.order).toEqual([1, 2, 3, 0]);
    expect(active(match)).toEqual([1]);
  });

  it('the First Player token skips dead seats', () => {
    const match = position({ players: 6, dead: [1, 2], rooms: [GARAGE, 0, 0, RADIO, LAB, INFIRMARY], horror: 4, hands: [HANDS[0] ?? [], [], [], HANDS[1] ?? [], HANDS[2] ?? [], HANDS[3] ?? []], destroyed: [4] });
    expect(match.state.order).toEqual([0, 3, 4, 5]);
    const renumbered = ROUND.map((action) => ({ ...action, player: [0, 3, 4, 5][action.player] ?? -1 }));
    const { match: after, seats } = playWatching(match, renumbered);
    expect(seats).toEqual([0, 3, 4, 5, 5, 4, 3, 0]);
    expect(after.state.firstPlayer).toBe(3);
  });
});

describe('"1. Identity: Deal each player one Identity card" — every round (ruling 2)', () => {
  it('a new round deals the HORROR card and a HUMAN card per other living player, each seen only by its holder', () => {
    const { match, events } = playWatching(quietRound(), ROUND);
    const dealt = eventsOf(events, 'identity-dealt');
    expect(dealt.map((event) => event.seat)).toEqual([1, 2, 3, 0]);
    expect(dealt.filter((event) => event.identity === 'horror')).toHaveLength(1);
    for (const event of dealt) expect(event.visibleTo).toEqual([event.seat]);
    for (const event of dealt) expect(match.state.seats[event.seat]?.identity).toBe(event.identity);
    for (let viewer = 0; viewer < 4; viewer++) {
      const shown = viewOf(match, viewer).seats.map((seat) => seat.identity);
      expect(shown.filter((identity) => identity !== null)).toHaveLength(1);
      expect(shown[viewer]).toBe(match.state.seats[viewer]?.identity);
      expect(eventsFor(dealt, viewer)).toHaveLength(1);
    }
    expect(viewOf(match, null).seats.every((seat) => seat.identity === null)).toBe(true);
  });

  it('over many deals every living seat gets to be the Horror', () => {
    const horrors = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const { match } = playWatching(position({ rooms: [GARAGE, RADIO, LAB, INFIRMARY], horror: 2, hands: HANDS, seed: `deal/${seed}` }), ROUND);
      horrors.add(match.state.seats.findIndex((seat) => seat.identity === 'horror'));
    }
    expect([...horrors].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('"2. Station Cards: Deal 2 Station cards face down to each Crew Member"', () => {
  it('each living player gets two cards from the top of the deck, clockwise from the First Player; only it sees them', () => {
    const match = quietRound();
    const top = match.state.deck.slice(0, 8);
    const { match: after, events } = playWatching(match, ROUND);
    const dealt = eventsOf(events, 'cards-dealt');
    expect(dealt.map((event) => [event.seat, event.cards])).toEqual([
      [1, top.slice(0, 2)],
      [2, top.slice(2, 4)],
      [3, top.slice(4, 6)],
      [0, top.slice(6, 8)],
    ]);
    for (const event of dealt) expect(event.visibleTo).toEqual([event.seat]);
    expect(viewOf(after, 1).hand).toEqual(top.slice(0, 2));
    expect(viewOf(after, 1).seats.map((seat) => seat.handSize)).toEqual([2, 2, 2, 2]);
    expect(cardTotal(after.state)).toBe(21);
  });

  it('"if the Station deck runs out, shuffle the discard pile to form a new Station deck"', () => {
    const { match: after, events } = reshuffledDeal();
    // Round 1 discards 6 (the two Alarms leave the game): 10 + 6 = 16 reshuffled after the deck's 3.
    expect(eventsOf(events, 'deck-reshuffled')).toEqual([{ type: 'deck-reshuffled', cards: 16 }]);
    expect(after.state.deck).toHaveLength(16 - 5);
    expect(after.state.discard).toEqual([]);
    for (const seat of after.state.seats) expect(seat.hand).toHaveLength(2);
    expect(cardTotal(after.state)).toBe(21);
  });

  it('ruling 19: when even the discard pile cannot complete the deal, the removed cards come back', () => {
    const { match: after, events } = removedCardsDeal();
    expect(after.state.round).toBe(2);
    expect([...(eventsOf(events, 'cards-discarded')[0]?.removed ?? [])].sort()).toEqual([7, 8]);
    expect(events.filter((event) => event.type === 'deck-reshuffled' || event.type === 'removed-cards-returned')).toEqual([
      { type: 'deck-reshuffled', cards: 6 },
      { type: 'removed-cards-returned', cards: [7, 8] },
      { type: 'deck-reshuffled', cards: 2 },
    ]);
    for (const seat of after.state.seats) expect(seat.hand).toHaveLength(2);
    expect(after.state.removed).toEqual([]);
    expect(cardTotal(after.state)).toBe(9);
  });
});

describe('ruling 28: the deal is made in the open — which seat drew from which pile is public, and resample keeps it', () => {
  const ids = (names: readonly string[], content?: StationContent): number[] => names.map((name) => card(name, content)).sort((a, b) => a - b);
  const sorted = (cards: readonly number[]): number[] => [...cards].sort((a, b) => a - b);

  it('the deck ran out after three cards: seat 1 holds two of them and seat 2 the third, in every resampled world', () => {
    const { match } = reshuffledDeal();
    const oldDeck = ids([C.trust, C.dna, C.armed]);
    const discard = ids([C.evacuation, C.help, C.lockRoom, C.lockedIn, C.denied, C.alarmBlue, C.analysis, C.stayBack, C.flamethrower, C.alarmGold]);
    // Round 1's six discarded cards joined the ten (its two Alarms left the game).
    const reshuffled = sorted([...discard, ...ids([C.hide, C.table, C.detained, C.retreat, C.quick, C.bloodTest])]);
    expect(match.state.deal).toEqual([
      { from: 'deck', cards: oldDeck, to: [1, 1, 2] },
      { from: 'discard', cards: reshuffled, to: [2, 3, 3, 0, 0] },
    ]);
    for (const viewer of [0, 2, 3, null]) expect(viewOf(match, viewer).deal).toEqual(match.state.deal);
    const rng = createRng('ruling-28/reshuffled');
    for (const viewer of [0, 3]) {
      const seconds = new Set<number>();
      for (let draw = 0; draw < 200; draw++) {
        const world = frozenHorror.resample(match.state, viewer, rng);
        const hands = world.seats.map((seat) => seat.hand);
        // Seat 1's hand is two of the old deck's three cards; seat 2 holds the third and one reshuffled card.
        const first = sorted(hands[1] ?? []);
        expect(first.every((entry) => oldDeck.includes(entry))).toBe(true);
        const third = oldDeck.filter((entry) => !first.includes(entry));
        expect(third).toHaveLength(1);
        expect(hands[2]?.filter((entry) => oldDeck.includes(entry))).toEqual(third);
        expect(hands[2]?.filter((entry) => reshuffled.includes(entry))).toHaveLength(1);
        for (const seat of [0, 3]) expect(hands[seat]?.every((entry) => reshuffled.includes(entry))).toBe(true);
        expect(world.deck.every((entry) => reshuffled.includes(entry))).toBe(true);
        expect(JSON.stringify(frozenHorror.view(world, viewer))).toBe(JSON.stringify(viewOf(match, viewer)));
        seconds.add(hands[2]?.find((entry) => reshuffled.includes(entry)) ?? -1);
      }
      // Within its pile the card is redrawn: seat 2's reshuffled card takes many values.
      expect(seconds.size).toBeGreaterThan(5);
      // The viewer's own hand never moves.
      expect(frozenHorror.resample(match.state, viewer, rng).seats[viewer]?.hand).toEqual(match.state.seats[viewer]?.hand);
    }
  });

  it('ruling 19\'s three piles: seat 1 holds the old deck\'s last card; seat 0 one returned removed card, the deck the other', () => {
    const { match } = removedCardsDeal();
    const content = NINE_CARDS;
    const [lockRoom, alarmGreen] = ids([C.lockRoom, C.alarmGreen], content);
    const trust = card(C.trust, content);
    expect(match.state.deal).toEqual([
      { from: 'deck', cards: [trust], to: [1] },
      { from: 'discard', cards: ids([C.table, C.detained, C.dna, C.armed, C.evacuation, C.help], content), to: [1, 2, 2, 3, 3, 0] },
      { from: 'removed', cards: [lockRoom, alarmGreen], to: [0] },
    ]);
    const rng = createRng('ruling-28/removed');
    const inDeck = new Set<number>();
    for (let draw = 0; draw < 100; draw++) {
      const world = frozenHorror.resample(match.state, 2, rng);
      expect(world.seats[1]?.hand).toContain(trust);
      const returned = world.seats[0]?.hand.filter((entry) => entry === lockRoom || entry === alarmGreen) ?? [];
      expect(returned).toHaveLength(1);
      expect(sorted([...returned, ...world.deck])).toEqual(sorted([lockRoom ?? -1, alarmGreen ?? -1]));
      for (const entry of world.deck) inDeck.add(entry);
    }
    expect([...inDeck].sort((a, b) => a - b)).toEqual([lockRoom, alarmGreen]);
  });
});
