/**
 * Setting Up the Game, steps 1–6, and the placements of step 7 that need no choice: both decks
 * shuffled, a Killer Board per seat (configured, or dealt at random), five Resource cards each
 * (solo: six face up once the pawn is placed, ruling 16), a Prey card each, every Heat marker at the
 * lowest level, every Dexterity marker on the configured spot.
 *
 * What a log or a table shows of it goes onto `events`: each seat's Killer Board, its hand (the
 * count for all, the cards to the seat alone), its Prey card revealed and its Defense announced
 * (step 7), then whatever follows on its own — the placements with one way to go, and once every
 * starting Prey is down the roll-off and the first turn (step 8).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../core/rng.js';
import type { QuadCityKillersEvent } from './events.js';
import { HAND_SIZE, type QuadCityKillersConfig, type QuadCityKillersState, type SeatState } from './schemas.js';
import { preyCard } from './rules/queries.js';
import { settle } from './rules/settle.js';

function ids(count: number): number[] {
  return Array.from({ length: count }, (_, id) => id);
}

/**
 * Builds the starting state; the first decision (a Tourist's city, a full city) or the first turn
 * follows. What happened is pushed onto `events` when given.
 */
export function setup(config: QuadCityKillersConfig, rng: Rng, events: QuadCityKillersEvent[] = []): QuadCityKillersState {
  const { content, players } = config;
  const preyDeck = rng.shuffle(ids(content.prey.length));
  const resourceDeck = rng.shuffle(ids(content.resources.length));
  const killers = config.killers?.slice() ?? rng.shuffle(ids(content.killers.length)).slice(0, players);
  // Dealt from the top of each deck: the end of its array.
  const hands = killers.map(() => (players === 1 ? [] : resourceDeck.splice(resourceDeck.length - HAND_SIZE, HAND_SIZE).reverse()));
  const startingPrey = killers.map(() => preyDeck.pop() ?? 0);
  const seats: SeatState[] = killers.map((killer, seat) => ({
    killer,
    city: null,
    dexterity: config.startingDexterity,
    hand: hands[seat] ?? [],
    shown: [],
    mo: null,
    collection: [],
    trophies: [],
    startingPrey: startingPrey[seat] ?? 0,
  }));
  const state: QuadCityKillersState = {
    config,
    phase: 'setup',
    firstPlayer: null,
    seats,
    cities: content.cities.map(() => ({ heat: 1, prey: [] })),
    preyDeck,
    preyDiscard: [],
    resourceDeck,
    resourceDiscard: [],
    placing: startingPrey.map((prey, seat) => ({ prey, seat, cause: 'setup' as const })),
    turn: { player: 0, number: 0, actionsLeft: 0, heatMoved: content.cities.map(() => false), dexterityMoved: false, egoUsed: false, acted: false },
    pending: null,
    attack: null,
    outcome: null,
  };
  seats.forEach((seat, index) => {
    events.push({ type: 'killer-board-dealt', seat: index, killer: seat.killer, by: config.killers === undefined ? 'deal' : 'config' });
  });
  seats.forEach((seat, index) => {
    if (seat.hand.length === 0) return;
    events.push({ type: 'drew', seat: index, count: seat.hand.length, cause: 'deal' });
    events.push({ type: 'cards-drawn', seat: index, cards: seat.hand.slice(), visibleTo: [index] });
  });
  seats.forEach((seat, index) => {
    events.push({ type: 'prey-revealed', seat: index, prey: seat.startingPrey, cause: 'setup' });
    events.push({ type: 'defense-announced', seat: index, prey: seat.startingPrey, defense: preyCard(state, seat.startingPrey).defense });
  });
  // The same cascade every action ends with: automatic placements, then (once every starting Prey
  // is down) the first player's turn.
  settle(state as Draft<QuadCityKillersState>, rng, events);
  return state;
}
