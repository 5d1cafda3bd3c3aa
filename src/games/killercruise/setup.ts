/**
 * How To Set Up The Game: the clue cards dealt to the lower deck in the puzzle's order; the killer
 * on the upper deck; three white figures in different rooms, none with the killer; hands of 6 (two
 * players) or 4; the remaining figure cards split into 4 / 5 / 6 piles, two shuffled killer cards
 * added to each, each pile shuffled and the piles stacked; four passengers placed.
 */
import { castDraft, type Draft } from 'immer';
import type { Rng } from '../../core/rng.js';
import { FIGURE_IDS, ROOM_LETTERS, type RoomLetter } from './content.js';
import type { KillercruiseEvent } from './events.js';
import type { FigureState, KillercruiseConfig, KillercruiseState, StartingFigure } from './schemas.js';
import { endGame, isFridayThe13th } from './rules/game-over.js';
import { placePassengers } from './rules/passenger-pile.js';
import { handSizeFor, killerCardsFor, PILES_BY_DIFFICULTY } from './rules/queries.js';

/** Passenger cards placed at setup: "Now take 4 passenger cards from the passenger pile". */
export const SETUP_PASSENGERS = 4;

/** Killer cards added to each pile: "Shuffle the killer cards and … add 2 to each pile". */
export const KILLER_CARDS_PER_PILE = 2;

/**
 * The remaining figure cards dealt into `count` piles like cards, one at a time (ruling 2): the
 * sizes differ by at most one, the first piles taking the extra cards.
 */
export function splitIntoPiles(cards: readonly number[], count: number): number[][] {
  // Loops, not `Array.from` and `forEach`, which V8 runs several times slower; setup is timed with every match.
  const piles: number[][] = [];
  for (let pile = 0; pile < count; pile++) piles.push([]);
  for (let index = 0; index < cards.length; index++) piles[index % count]?.push(cards[index] ?? 0);
  return piles;
}

/**
 * The piles "placed on top of each other", the first pile on top: the draw pile's cards. A loop,
 * not `Array.prototype.flat`, which V8 runs several times slower and which was a quarter of setup.
 */
function stacked(piles: readonly (readonly number[])[]): number[] {
  const cards: number[] = [];
  for (const pile of piles) for (const card of pile) cards.push(card);
  return cards;
}

/** The killer's room and the three starting figures, drawn where the config leaves them open. */
function placeFigures(config: KillercruiseConfig, rng: Rng): { killer: RoomLetter; starting: readonly StartingFigure[] } {
  if (config.figures !== null) {
    const starting = config.figures;
    const killer = config.killerRoom ?? rng.pick(ROOM_LETTERS.filter((room) => !starting.some((entry) => entry.room === room)));
    return { killer, starting };
  }
  const killer = config.killerRoom ?? rng.pick(ROOM_LETTERS);
  const figures = rng.shuffle(FIGURE_IDS).slice(0, 3);
  const rooms = rng.shuffle(ROOM_LETTERS.filter((room) => room !== killer));
  return { killer, starting: figures.map((figure, index) => ({ figure, room: rooms[index] ?? 'A' })) };
}

/**
 * The starting state. Every choice the config leaves open is drawn from `rng`. What a log shows is
 * pushed onto `events`: the ship set up, each hand dealt (to its seat only), the four passengers
 * placed (and any saved at once), and the game's end on a Friday the 13th.
 */
export function setup(config: KillercruiseConfig, rng: Rng, events: KillercruiseEvent[] = []): KillercruiseState {
  const { content, players, difficulty } = config;
  const puzzleId = config.puzzle ?? rng.int(1, content.puzzles.length);
  const puzzle = content.puzzles[puzzleId - 1];
  const { killer, starting } = placeFigures(config, rng);
  const missing = FIGURE_IDS.find((figure) => !starting.some((entry) => entry.figure === figure)) ?? 'elena';
  const firstPlayer = config.firstPlayer ?? rng.int(0, players - 1);

  // "Shuffle the 48 figure cards and distribute them face down according to the number of players."
  const deck = rng.shuffle(content.figureCards.map((card) => card.id));
  const handSize = handSizeFor(players);
  const hands: number[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push(deck.slice(seat * handSize, (seat + 1) * handSize));
  // "Divide the remaining figure cards into piles … Shuffle the killer cards and … add 2 to each
  // pile … Then place these piles on top of each other."
  const piles = splitIntoPiles(deck.slice(players * handSize), PILES_BY_DIFFICULTY[difficulty]);
  const killerCards = rng.shuffle(killerCardsFor(difficulty));
  const shuffled = piles.map((pile, index) =>
    rng.shuffle([...pile, ...killerCards.slice(index * KILLER_CARDS_PER_PILE, (index + 1) * KILLER_CARDS_PER_PILE)]),
  );
  const figures: FigureState[] = FIGURE_IDS.map((figure) => {
    const placed = starting.find((entry) => entry.figure === figure);
    return placed === undefined ? { figure, status: 'missing', room: null } : { figure, status: 'white', room: placed.room };
  });

  // Built as the draft the rules write to: setup places the first passengers with the same rules.
  const state: Draft<KillercruiseState> = {
    config: castDraft(config),
    puzzle: puzzleId,
    solution: puzzle?.solution ?? 'A',
    firstPlayer,
    killer,
    figures,
    // "Start with the yellow room A and continue to the light blue room B, until you reach the white room M."
    rooms: ROOM_LETTERS.map((letter, index) => ({ letter, deck: 'upper', passengers: [], clue: puzzle?.clues[index] ?? 1, clueRevealed: false })),
    unlocked: { upper: [], middle: [] },
    missingPerson: { figure: missing, maze: null, found: false },
    hands,
    knownCards: hands.map(() => []),
    drawPile: { cards: stacked(shuffled), piles: shuffled.map((pile) => pile.length), turnedOver: false },
    discardPile: [],
    collection: [],
    // "Now shuffle all of the passenger cards and place them as a face-down passenger pile".
    passengerPile: rng.shuffle(content.passengers.map((passenger) => passenger.id)),
    killerFields: [],
    box: [],
    turn: { player: firstPlayer, played: 0, pending: null },
    killerCardSinceTimer: false,
    outcome: null,
  };
  events.push({
    type: 'ship-set-up',
    difficulty,
    killer,
    figures: starting.map((entry) => ({ figure: entry.figure, room: entry.room })),
    missingPerson: missing,
    handSize,
    piles: shuffled.map((pile) => pile.length),
    firstPlayer,
  });
  hands.forEach((cards, player) => events.push({ type: 'hand-dealt', player, cards: [...cards], visibleTo: [player] }));
  placePassengers(state, SETUP_PASSENGERS, events);
  // "Is today Friday the thirteenth? Then you've all automatically lost!"
  if (config.date !== null && isFridayThe13th(config.date)) endGame(state, 'friday-the-thirteenth', events);
  return state;
}
