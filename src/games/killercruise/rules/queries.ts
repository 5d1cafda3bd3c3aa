/**
 * Facts read off a state that several rules need; each reads only and allocates nothing. They read
 * a state or a draft alike: in both modes an apply's draft is plain data (see `GameRules`). Their
 * loops count through the lists rather than use `for … of`, which Node 20's V8 runs several times
 * slower, most of all over the frozen arrays of a state the immutable mode handed out
 * (docs/performance.md, "Measuring after the warm-up"); they run several times for every action.
 */
import type { PlayerId } from '../../../core/types.js';
import type { FigureCard, FigureId, KillercruiseContent, PassengerCard, RoomLetter, RoomSpec } from '../content.js';
import { DEFAULT_RULES, type Deck, type Difficulty, type FigureState, type KillercruiseConfig, type KillercruiseRules, type KillercruiseState, type RoomState } from '../schemas.js';
import { clockwise, roomIndex } from '../ship.js';

/** The first killer card id; ids 49–54 are single killer cards, 55–60 double ones. */
export const FIRST_KILLER_CARD = 49;

/** Killer cards of each kind in the box: "12 killer cards (6 single and 6 double)". */
export const KILLER_CARDS_PER_KIND = 6;

/** Killer cards of each kind used per level: "8 killer cards: 4 single and 4 double" … "12 … 6 single and 6 double". */
export const KILLER_CARDS_BY_DIFFICULTY: Readonly<Record<Difficulty, number>> = { easy: 4, medium: 5, difficult: 6 };

/** Piles the draw pile is built from per level: "For the easy level, you will need 4 piles" … 5 … 6. */
export const PILES_BY_DIFFICULTY: Readonly<Record<Difficulty, number>> = { easy: 4, medium: 5, difficult: 6 };

/** Collected passengers that lose the game: "Once the killer has collected at least 5 passenger cards, you have all lost". */
export const COLLECTED_TO_LOSE = 5;

/** Upper-deck rooms to unlock before the mazes are followed: "You must unlock a total of 4 rooms on the upper deck." */
export const UPPER_ROOMS_FOR_MAZE = 4;

/** Whether `card` is a killer card (not a figure card). */
export function isKillerCard(card: number): boolean {
  return card >= FIRST_KILLER_CARD;
}

/** How many rooms killer card `card` moves the killer: 1 for a single, 2 for a double. */
export function killerSteps(card: number): number {
  return card >= FIRST_KILLER_CARD + KILLER_CARDS_PER_KIND ? 2 : 1;
}

/** The killer cards a level of difficulty uses: singles first, then doubles. */
export function killerCardsFor(difficulty: Difficulty): number[] {
  const perKind = KILLER_CARDS_BY_DIFFICULTY[difficulty];
  const cards: number[] = [];
  for (let index = 0; index < perKind; index++) cards.push(FIRST_KILLER_CARD + index);
  for (let index = 0; index < perKind; index++) cards.push(FIRST_KILLER_CARD + KILLER_CARDS_PER_KIND + index);
  return cards;
}

/** Hand size: "If there are 2 players, give each player 6 figure cards. If there are 3 or 4 players, … 4". */
export function handSizeFor(players: number): number {
  return players === 2 ? 6 : 4;
}

/** The figure card `id`. */
export function figureCard(content: KillercruiseContent, id: number): FigureCard | undefined {
  return content.figureCards[id - 1];
}

/** The passenger card `id`. */
export function passengerCard(content: KillercruiseContent, id: number): PassengerCard | undefined {
  return content.passengers[id - 1];
}

/** The printed room `room`. */
export function roomSpec(content: KillercruiseContent, room: RoomLetter): RoomSpec | undefined {
  return content.rooms[roomIndex(room)];
}

/** The table rules `config` plays: its `rules`, or every default when it has none. */
export function tableRules(config: KillercruiseConfig): KillercruiseRules {
  return config.rules ?? DEFAULT_RULES;
}

/** Rooms between a room and the room opposite it on the ring. */
const OPPOSITE = 6;

/**
 * The key combination that opens `room`'s deck `deck` (the deck the room's figures stand on, the
 * one unlocked next). "Each of the 12 rooms has a different combination": one per room letter
 * (ruling 5), or — table rule `oneKeyCombinationPerRoom: false` — one per room tile, the middle
 * deck's given by the content (`middleDeckKeys`) or else the upper-deck combination of the room
 * opposite, so the twelve middle decks still have twelve different combinations.
 */
export function keyCombination(config: KillercruiseConfig, room: RoomLetter, deck: Deck): readonly [string, string] | undefined {
  const spec = roomSpec(config.content, room);
  if (spec === undefined || deck !== 'middle' || tableRules(config).oneKeyCombinationPerRoom) return spec?.keys;
  return spec.middleDeckKeys ?? roomSpec(config.content, clockwise(room, OPPOSITE))?.keys;
}

/** The full name of figure `figure`. */
export function figureName(content: KillercruiseContent, figure: FigureId): string {
  const { figures } = content;
  for (let at = 0; at < figures.length; at++) if (figures[at]?.id === figure) return figures[at]?.name ?? figure;
  return figure;
}

/** The state of room `room`. */
export function roomState(state: KillercruiseState, room: RoomLetter): RoomState | undefined {
  return state.rooms[roomIndex(room)];
}

/**
 * Figure `figure`'s place in `FIGURE_IDS`. A switch, not a lookup table: a table read with a
 * different key each time is one of V8's slow (megamorphic) keyed loads, and every settle asks.
 */
function figureIndex(figure: FigureId): number {
  switch (figure) {
    case 'daniel':
      return 0;
    case 'martin':
      return 1;
    case 'gerlinde':
      return 2;
    case 'elena':
      return 3;
  }
}

/** Where figure `figure` is among `figures` (kept in `FIGURE_IDS` order), or -1. */
export function figureSlot(figures: readonly FigureState[], figure: FigureId): number {
  const slot = figureIndex(figure);
  if (figures[slot]?.figure === figure) return slot;
  for (let index = 0; index < figures.length; index++) if (figures[index]?.figure === figure) return index;
  return -1;
}

/** Figure `figure` among `figures` (kept in `FIGURE_IDS` order): of a draft's figures, the draft's entry. */
export function figureIn<F extends FigureState>(figures: readonly F[], figure: FigureId): F | undefined {
  const entry = figures[figureIndex(figure)];
  if (entry !== undefined && entry.figure === figure) return entry;
  for (const other of figures) if (other.figure === figure) return other;
  return undefined;
}

/** The state of figure `figure`. */
export function figureState(state: KillercruiseState, figure: FigureId): FigureState | undefined {
  return figureIn(state.figures, figure);
}

/** Whether a figure stands on the ship: white or red (not missing, not eliminated). */
export function onShip(figure: FigureState): boolean {
  return figure.room !== null && (figure.status === 'white' || figure.status === 'red');
}

/** How many of `figures` stand in `room`. */
export function figuresInRoom(figures: readonly FigureState[], room: RoomLetter): number {
  let count = 0;
  for (let at = 0; at < figures.length; at++) {
    const figure = figures[at];
    if (figure !== undefined && figure.room === room && onShip(figure)) count++;
  }
  return count;
}

/** Whether figure `figure`, one of `figures`, stands in `room`. */
export function figureInRoom(figures: readonly FigureState[], figure: FigureId, room: RoomLetter): boolean {
  for (let at = 0; at < figures.length; at++) {
    const entry = figures[at];
    if (entry !== undefined && entry.figure === figure && entry.room === room && onShip(entry)) return true;
  }
  return false;
}

/** The rooms one of `figures` stands in, as a bit set over the ring positions (bit `i` is `ROOM_LETTERS[i]`). */
export function occupiedRoomBits(figures: readonly FigureState[]): number {
  let bits = 0;
  for (let at = 0; at < figures.length; at++) {
    const figure = figures[at];
    if (figure !== undefined && figure.room !== null && onShip(figure)) bits |= 1 << roomIndex(figure.room);
  }
  return bits;
}

/** Seat `player`'s hand. */
export function handOf(state: KillercruiseState, player: PlayerId): readonly number[] {
  return state.hands[player] ?? [];
}

/** Whether figure card `card` is available as a key to `player`: in its hand or at the collection point. */
export function keyAvailable(state: KillercruiseState, player: PlayerId, card: number): boolean {
  return handOf(state, player).includes(card) || state.collection.includes(card);
}

/** Whether figure card `card` is a key of colour `colour`. */
export function isKeyOfColour(content: KillercruiseContent, card: number, colour: string): boolean {
  return content.figureCards[card - 1]?.key === colour;
}

/** Whether `player` has a key of colour `colour`: in its hand or at the collection point. */
export function hasKeyOfColour(state: KillercruiseState, player: PlayerId, colour: string): boolean {
  const { content } = state.config;
  return anyKeyOfColour(content, handOf(state, player), colour) || anyKeyOfColour(content, state.collection, colour);
}

function anyKeyOfColour(content: KillercruiseContent, cards: readonly number[], colour: string): boolean {
  for (let at = 0; at < cards.length; at++) if (isKeyOfColour(content, cards[at] ?? 0, colour)) return true;
  return false;
}
