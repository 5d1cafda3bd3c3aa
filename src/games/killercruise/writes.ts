/**
 * What each action may write (`GameRules.writes`), with everything it sets off, so that the
 * immutable mode copies only that. Read from the applies in `rules/`:
 *
 * - a card played (`playCards`) leaves the player's hand, its known cards or the collection point
 *   (wherever it was), lands on the discard pile or the collection point, and counts in
 *   `turn.played`;
 * - a change on the board ends in `settle`, which saves the passengers whose condition holds, places
 *   the missing person (her figure, `missingPerson.found`) and may end the game (`outcome`,
 *   `turn.pending`);
 * - a figure moving meets the killer only in the room it enters, so only that figure changes;
 * - the end of a turn draws back to the hand size; a killer card among the cards drawn walks the
 *   killer through the rooms (their passengers, the figures he meets there), places passengers and
 *   may turn the discard pile over (then nearly everything may change).
 *
 * A room is named only when the action writes it: a passenger carried out of it or into it, a
 * passenger placed in it, the killer collecting there, its deck unlocked — or a passenger in it
 * whose condition may hold once the action is done. Conditions ask who stands in the room (the
 * pictured figure, any two figures) or where the passenger lies; a figure leaving a room can make
 * none of them hold, so the rooms to look at are those a figure arrives in — the figure moved, the
 * missing person placed — and, on a board not yet settled (one a caller built), those whose
 * condition holds already. Each is read against where the figures may stand afterwards.
 */
import type { WritePath } from '../../core/types.js';
import type { FigureId, KillercruiseContent, PassengerCondition } from './content.js';
import type { KillercruiseAction, KillercruiseState, MazeRun } from './schemas.js';
import { followMazes } from './rules/middle-deck.js';
import { standingRoom } from './rules/move.js';
import { figureCard, figureSlot, handSizeFor, isKillerCard, killerSteps, onShip, passengerCard, UPPER_ROOMS_FOR_MAZE } from './rules/queries.js';
import { PASSENGERS_PER_EXPIRY } from './rules/time-pressure.js';
import { clockwise, roomIndex } from './ship.js';

/**
 * Where the figures may stand once an action is done, as bit sets over the ring positions (bit `i`
 * is `ROOM_LETTERS[i]`): each figure on the ship where it stands now and, if it arrives somewhere,
 * there too. Counting a figure in the room it leaves may name a room too many, never one too few.
 */
interface Standing {
  /** Per entry of `figures`, the rooms it may stand in. */
  readonly at: number[];
  /** Rooms with a figure in them. */
  occupied: number;
  /** Rooms with two figures or more in them. */
  crowded: number;
}

function standingNow(state: KillercruiseState): Standing {
  const { figures } = state;
  const standing: Standing = { at: figures.length === 4 ? [0, 0, 0, 0] : figures.map(() => 0), occupied: 0, crowded: 0 };
  for (let slot = 0; slot < figures.length; slot++) {
    const figure = figures[slot];
    if (figure !== undefined && figure.room !== null && onShip(figure)) stand(standing, slot, 1 << roomIndex(figure.room));
  }
  return standing;
}

/** Figure entry `slot` may stand in the room of bit `bit` too. */
function stand(standing: Standing, slot: number, bit: number): void {
  if (slot < 0) return;
  const at = standing.at[slot] ?? 0;
  if ((at & bit) !== 0) return;
  standing.at[slot] = at | bit;
  standing.crowded |= standing.occupied & bit;
  standing.occupied |= bit;
}

/** Whether a passenger of `condition`, lying in the room at ring position `index`, may be saved with the figures `standing`. */
function mayHold(state: KillercruiseState, condition: PassengerCondition | undefined, index: number, standing: Standing): boolean {
  if (condition === undefined) return false;
  switch (condition.kind) {
    case 'figure':
      return ((standing.at[figureSlot(state.figures, condition.figure)] ?? 0) & (1 << index)) !== 0;
    case 'room':
      return roomIndex(condition.room) === index;
    case 'teamwork':
      return (standing.crowded & (1 << index)) !== 0;
  }
}

/**
 * The rooms (bit set, by their place in `rooms`) holding a passenger that may be saved with the
 * figures `standing`. In a room no figure may stand in, only a target room can hold, so only that
 * is asked there.
 */
function mayBeSaved(state: KillercruiseState, standing: Standing): number {
  const cards = state.config.content.passengers;
  const { rooms } = state;
  let saving = 0;
  for (let at = 0; at < rooms.length; at++) {
    const room = rooms[at];
    if (room === undefined || room.passengers.length === 0) continue;
    const index = roomIndex(room.letter);
    const withFigures = (standing.occupied & (1 << index)) !== 0;
    const { passengers } = room;
    for (let next = 0; next < passengers.length; next++) {
      const condition = cards[(passengers[next] ?? 0) - 1]?.condition;
      if ((withFigures || condition?.kind === 'room') && mayHold(state, condition, index, standing)) {
        saving |= 1 << at;
        break;
      }
    }
  }
  return saving;
}

/** `[field, 0]`, `[field, 1]` … `[field, count - 1]`, made once: a declaration is built for every action. */
function entries(field: string, count: number): readonly WritePath[] {
  return Object.freeze(Array.from({ length: count }, (_, index) => Object.freeze([field, index] as const)));
}

const ROOM_PATHS = /* @__PURE__ */ entries('rooms', 12);
const FIGURE_PATHS = /* @__PURE__ */ entries('figures', 4);
const HAND_PATHS = /* @__PURE__ */ entries('hands', 4);
const KNOWN_PATHS = /* @__PURE__ */ entries('knownCards', 4);

/** `[field, index]`, from `made` when it is there. */
function entry(made: readonly WritePath[], field: string, index: number): WritePath {
  return made[index] ?? [field, index];
}

/** Names `['rooms', i]` for each bit `i` of `rooms`. */
function pushRooms(paths: WritePath[], rooms: number): void {
  for (let at = 0; (rooms >> at) !== 0; at++) if ((rooms & (1 << at)) !== 0) paths.push(entry(ROOM_PATHS, 'rooms', at));
}

/**
 * `playCards` for `player` with cards `first` and `second` (the same card for one): the hand, the
 * known cards and the collection point where a card lies, the pile the cards go to, `turn.played`.
 */
function cardsPlayed(paths: WritePath[], state: KillercruiseState, player: number, first: number, second: number, to: 'discard' | 'collection'): void {
  const hand = state.hands[player] ?? [];
  if (hand.includes(first) || hand.includes(second)) paths.push(entry(HAND_PATHS, 'hands', player));
  const known = state.knownCards[player] ?? [];
  if (known.includes(first) || known.includes(second)) paths.push(entry(KNOWN_PATHS, 'knownCards', player));
  if (to === 'collection' || state.collection.includes(first) || state.collection.includes(second)) paths.push('collection');
  if (to === 'discard') paths.push('discardPile');
  paths.push('turn');
}

/** The figure `figure`'s entry in `figures`, named; its slot (-1 when it has none). */
function figureWritten(paths: WritePath[], state: KillercruiseState, figure: FigureId): number {
  const slot = figureSlot(state.figures, figure);
  paths.push(slot < 0 ? 'figures' : entry(FIGURE_PATHS, 'figures', slot));
  return slot;
}

/**
 * The missing person, while she may still be placed: her mazes followed (`maze`, the state's, or
 * the one this action follows), `missingPerson` and her figure named, and she may stand in the
 * final letter's room.
 */
function missingPersonPlaced(paths: WritePath[], state: KillercruiseState, standing: Standing, maze: MazeRun | null): void {
  const { missingPerson } = state;
  const followed = maze !== missingPerson.maze;
  if (maze === null || (missingPerson.found && !followed)) return;
  paths.push('missingPerson');
  if (!missingPerson.found) stand(standing, figureWritten(paths, state, missingPerson.figure), 1 << roomIndex(maze.room));
}

/**
 * What `settle` may write after a change on the board, the figures `standing` as they may be
 * afterwards: the rooms whose passengers may be saved (with `rooms`, the rooms the change itself
 * writes), the box, the outcome.
 */
function settled(paths: WritePath[], state: KillercruiseState, standing: Standing, rooms: number, saved: boolean): void {
  const saving = mayBeSaved(state, standing);
  if (saving !== 0 || saved) paths.push('box');
  pushRooms(paths, rooms | saving);
  paths.push('outcome');
}

/**
 * A figure's arrival — moved by figure card `card` to the room at ring position `to`, carrying
 * `passenger` (or none) out of the room at ring position `from` — and `settle` after it.
 */
function arrival(paths: WritePath[], state: KillercruiseState, card: number, from: number, to: number, passenger: number | null): void {
  const standing = standingNow(state);
  const printed = figureCard(state.config.content, card);
  if (printed === undefined) paths.push('figures');
  else stand(standing, figureWritten(paths, state, printed.figure), 1 << to);
  missingPersonPlaced(paths, state, standing, state.missingPerson.maze);
  if (passenger === null) {
    settled(paths, state, standing, 0, false);
    return;
  }
  // The passenger carried leaves one room for the other, and may be saved as it arrives.
  const saved = mayHold(state, passengerCard(state.config.content, passenger)?.condition, to, standing);
  settled(paths, state, standing, (1 << from) | (1 << to), saved);
}

/**
 * What drawing `player`'s hand back to its size meets: the clockwise steps of the killer cards
 * drawn (0 for none), or `null` when it runs through the draw pile (the discard pile turned over
 * decides what follows).
 */
function killerWalk(state: KillercruiseState, player: number): number | null {
  let need = handSizeFor(state.config.players) - (state.hands[player]?.length ?? 0);
  const cards = state.drawPile.cards;
  let steps = 0;
  for (let at = 0; need > 0; at++) {
    const card = cards[at];
    if (card === undefined) return null;
    if (isKillerCard(card)) steps += killerSteps(card);
    else need--;
  }
  return steps;
}

/** The rooms (bit set) the next `count` passenger cards go to. */
function placedInto(state: KillercruiseState, count: number): number {
  let rooms = 0;
  const pile = state.passengerPile;
  for (let at = 0; at < count && at < pile.length; at++) {
    const room = passengerCard(state.config.content, pile[at] ?? 0)?.room;
    if (room !== undefined) rooms |= 1 << roomIndex(room);
  }
  return rooms;
}

/** What the killer's walk writes besides rooms and figures, when the draw pile's end leaves it open. */
const ANY_WALK: readonly WritePath[] = [
  'figures',
  'rooms',
  'box',
  'missingPerson',
  'outcome',
  'killer',
  'killerFields',
  'killerCardSinceTimer',
  'passengerPile',
  'discardPile',
];

/**
 * The killer's walk of `steps` rooms from where he stands, as the end of a turn sets it off: the
 * rooms he enters that hold passengers (he collects them), the figures there (he meets them), the
 * passengers placed after each card, and what `settle` may write after each.
 */
function walk(paths: WritePath[], state: KillercruiseState, steps: number): void {
  paths.push('killer', 'killerCardSinceTimer', 'killerFields', 'passengerPile', 'discardPile');
  let entered = 0;
  for (let step = 1; step <= steps; step++) entered |= 1 << roomIndex(clockwise(state.killer, step));
  const standing = standingNow(state);
  for (let slot = 0; slot < state.figures.length; slot++) if (((standing.at[slot] ?? 0) & entered) !== 0) paths.push(entry(FIGURE_PATHS, 'figures', slot));
  missingPersonPlaced(paths, state, standing, state.missingPerson.maze);
  const placed = placedInto(state, steps);
  // A room he enters is written if it holds passengers, or receives some before he gets there.
  let written = placed;
  for (let at = 0; at < state.rooms.length; at++) {
    if ((entered & (1 << at)) !== 0 && (state.rooms[at]?.passengers.length ?? 0) > 0) written |= 1 << at;
  }
  settled(paths, state, standing, written, true);
}

/** The parts of `state` the apply of `action` (accepted by the check) may write. */
export function writes(state: KillercruiseState, action: KillercruiseAction): readonly WritePath[] {
  const paths: WritePath[] = [];
  switch (action.type) {
    case 'move': {
      cardsPlayed(paths, state, action.player, action.card, action.card, 'discard');
      // A figure leaving a room with passengers waits for the carry decision; else it arrives now.
      const from = standingRoom(state.config.content, state.figures, action.card);
      if (from !== null && (state.rooms[roomIndex(from)]?.passengers.length ?? 0) > 0) return paths;
      arrival(paths, state, action.card, 0, roomIndex(action.to), null);
      return paths;
    }
    case 'showdown': {
      cardsPlayed(paths, state, action.player, action.card, action.card, 'discard');
      const printed = figureCard(state.config.content, action.card);
      if (printed === undefined) paths.push('figures');
      else figureWritten(paths, state, printed.figure);
      paths.push('outcome');
      return paths;
    }
    case 'carry': {
      paths.push('turn');
      const pending = state.turn.pending;
      if (pending !== null && pending.kind === 'carry') arrival(paths, state, pending.card, roomIndex(pending.from), roomIndex(pending.to), action.passenger);
      return paths;
    }
    case 'unlock':
      paths.push('turn');
      return paths;
    case 'second-key': {
      const pending = state.turn.pending;
      if (pending === null || pending.kind !== 'unlock') return ['turn'];
      cardsPlayed(paths, state, action.player, pending.key, action.key, 'discard');
      return unlocked(paths, state, roomIndex(pending.room));
    }
    case 'leave-key':
      cardsPlayed(paths, state, action.player, action.card, action.card, 'collection');
      return paths;
    case 'end-turn': {
      paths.push(entry(HAND_PATHS, 'hands', action.player), 'drawPile', 'turn');
      const steps = killerWalk(state, action.player);
      if (steps === null) {
        paths.push(entry(KNOWN_PATHS, 'knownCards', action.player), ...ANY_WALK);
        return paths;
      }
      // Cards drawn from a turned-over pile are known to everyone.
      if (state.drawPile.turnedOver) paths.push(entry(KNOWN_PATHS, 'knownCards', action.player));
      if (steps > 0) walk(paths, state, steps);
      return paths;
    }
    case 'timer-expired': {
      paths.push('killerCardSinceTimer');
      if (state.killerCardSinceTimer) return paths;
      paths.push('passengerPile', 'turn');
      const standing = standingNow(state);
      missingPersonPlaced(paths, state, standing, state.missingPerson.maze);
      settled(paths, state, standing, placedInto(state, PASSENGERS_PER_EXPIRY), true);
      return paths;
    }
  }
}

/**
 * The room at ring position `index` unlocked: its deck, the list of unlocked rooms, the clue below
 * (a middle-deck room) or the mazes followed (the fourth upper-deck room), and `settle` after it.
 */
function unlocked(paths: WritePath[], state: KillercruiseState, index: number): readonly WritePath[] {
  const upper = state.rooms[index]?.deck === 'upper';
  paths.push(['unlocked', upper ? 'upper' : 'middle']);
  const standing = standingNow(state);
  missingPersonPlaced(paths, state, standing, state.missingPerson.maze ?? (upper ? mazeAfter(state.config.content, state, index) : null));
  settled(paths, state, standing, 1 << index, false);
  return paths;
}

/** The mazes followed when the upper-deck room at ring position `index` is unlocked, or `null` if they are not followed yet. */
function mazeAfter(content: KillercruiseContent, state: KillercruiseState, index: number): MazeRun | null {
  const upper = state.unlocked.upper;
  const room = state.rooms[index];
  if (room === undefined || upper.length + 1 < UPPER_ROOMS_FOR_MAZE) return null;
  return followMazes(content, [...upper, room.letter].slice(0, UPPER_ROOMS_FOR_MAZE));
}
