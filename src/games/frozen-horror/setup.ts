/**
 * Setup: the map (with four players the Cafeteria starts destroyed), a Badge and a Crew Member token
 * per seat placed from the Garage clockwise room by room, the Station deck shuffled, the First
 * Player chosen, then the first round's Identity cards and Station cards dealt.
 */
import { castDraft } from 'immer';
import type { Rng } from '../../core/rng.js';
import type { FrozenHorrorEvent } from './events.js';
import type { FrozenHorrorConfig, FrozenHorrorState, SeatState } from './schemas.js';
import { beginRound } from './rules/playing-the-game.js';
import { roomName } from './rules/queries.js';

/**
 * The starting state, in round 1 with the First Player to play. Random draws, in order: the First
 * Player when the config names none, the deck's shuffle, the Identity cards' shuffle.
 *
 * What a log or a UI should show goes onto `events`: with four players, the Cafeteria destroyed
 * (`room-destroyed`); then round 1's deal as every round's — `round-began` (the First Player and
 * the order of play), each seat's Identity card and its two Station cards (`identity-dealt` and
 * `cards-dealt`, each visible to its seat only).
 */
export function setup(config: FrozenHorrorConfig, rng: Rng, events: FrozenHorrorEvent[] = []): FrozenHorrorState {
  const { players, content } = config;
  const firstPlayer = config.firstPlayer ?? rng.int(0, players - 1);
  // "If playing with four players, you start with one room already destroyed — the Cafeteria."
  const destroyed = players <= 4 ? [content.fourPlayerRoom] : [];
  const rooms = content.rooms.map((_, room) => room).filter((room) => !destroyed.includes(room));
  const deck = rng.shuffle(content.cards.map((_, card) => card));
  // "The First Player places their Crew Member token in the Garage. Then, in turn, every player
  // places their Crew Member token in the next room clockwise … keep adding tokens to rooms until
  // all tokens have been placed."
  const seats: SeatState[] = Array.from({ length: players }, (_, seat) => ({
    alive: true,
    room: rooms[(seat - firstPlayer + players) % players % rooms.length] ?? 0,
    identity: 'human',
    revealed: false,
    knows: [],
    hand: [],
    played: [],
    keyPriority: null,
    actionPriority: null,
    detained: false,
    forfeited: false,
  }));
  const table: FrozenHorrorState = {
    config,
    round: 0,
    phase: 'newRound',
    firstPlayer,
    order: [],
    turn: 0,
    pending: null,
    seats,
    deck,
    discard: [],
    removed: [],
    deal: [],
    destroyed,
    lockdowns: [],
    fire: null,
    effects: { stayBack: null, armedMan: null, lockedIn: null, safeRetreat: null, lockedRoom: null },
    outcome: null,
  };
  for (const room of destroyed) events.push({ type: 'room-destroyed', room, name: roomName(table, room), players: [] });
  // The table is new and no one else holds it: the first deal is made on it directly.
  beginRound(castDraft(table), firstPlayer, rng, events);
  return table;
}
