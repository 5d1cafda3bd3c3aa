/**
 * What each action may write (`GameRules.writes`), with everything it sets off, so that the
 * immutable mode copies only that. Read from the applies in `rules/`:
 *
 * - a card played (`playCards`) leaves the player's hand and known cards and the collection point,
 *   lands on the discard pile or the collection point, and counts in `turn.played`;
 * - a change on the board ends in `settle`, which saves the passengers whose condition holds —
 *   rewriting the passenger cards of rooms holding passengers, into the box — places the missing
 *   person (her figure, `missingPerson.found`) and may end the game (`outcome`, `turn.pending`);
 * - a figure moving meets the killer only in the room it enters, so only that figure changes;
 * - the end of a turn draws back to the hand size; a killer card among the cards drawn walks the
 *   killer through the rooms (their passengers, every figure he meets), places passengers and may
 *   turn the discard pile over, so then nearly everything may change.
 *
 * A room is named when it holds passengers or receives one during the action (only those can have
 * passengers saved), or when it is unlocked; the other rooms are shared untouched.
 */
import type { WritePath } from '../../core/types.js';
import type { FigureId } from './content.js';
import type { KillercruiseAction, KillercruiseState } from './schemas.js';
import { standingRoom } from './rules/move.js';
import { figureCard, handSizeFor, isKillerCard, killerSteps, passengerCard } from './rules/queries.js';
import { clockwise, roomIndex } from './ship.js';
import { PASSENGERS_PER_EXPIRY } from './rules/time-pressure.js';

/** `playCards` for `player`: hand, known cards, the collection point, the discard pile, `turn.played`. */
function cardsPlayed(player: number): WritePath[] {
  return [['hands', player], ['knownCards', player], 'collection', 'discardPile', 'turn'];
}

/** The figure `figure`'s entry in `figures`. */
function figureAt(state: KillercruiseState, figure: FigureId): WritePath {
  return ['figures', Math.max(0, state.figures.findIndex((entry) => entry.figure === figure))];
}

/**
 * What `settle` may write after a change on the board: the rooms holding passengers and the rooms
 * in `receiving` (each room once), the box, the missing person and her figure while she is not
 * found, the outcome and the turn.
 */
function settled(state: KillercruiseState, receiving: readonly number[]): WritePath[] {
  const paths: WritePath[] = ['box', 'outcome', 'turn'];
  state.rooms.forEach((room, index) => {
    if (room.passengers.length > 0 || receiving.includes(index)) paths.push(['rooms', index]);
  });
  if (!state.missingPerson.found) paths.push('missingPerson', figureAt(state, state.missingPerson.figure));
  return paths;
}

/** The figure moved by figure card `card`, and `settle` after it arrives with passengers now in `receiving`. */
function arrival(state: KillercruiseState, card: number, receiving: readonly number[]): WritePath[] {
  const printed = figureCard(state.config.content, card);
  const moving: WritePath[] = printed === undefined ? ['figures'] : [figureAt(state, printed.figure)];
  return [...moving, ...settled(state, receiving)];
}

/** What the killer cards drawn set off besides the rooms: his walk, the figures he meets, the passengers placed. */
const KILLER_WALK: readonly WritePath[] = [
  'figures',
  'box',
  'missingPerson',
  'outcome',
  'turn',
  'killer',
  'killerFields',
  'killerCardSinceTimer',
  'passengerPile',
  'discardPile',
  'drawPile',
];

/**
 * The rooms moved through by the killer cards that drawing `player`'s hand back to its size meets,
 * and the passengers they place: `[]` when it meets none, `null` when it runs through the draw pile
 * (the discard pile turned over decides what follows).
 */
function killerWalk(state: KillercruiseState, player: number): { readonly steps: number } | null {
  let need = handSizeFor(state.config.players) - (state.hands[player]?.length ?? 0);
  const cards = state.drawPile.cards;
  let steps = 0;
  for (let at = 0; need > 0; at++) {
    const card = cards[at];
    if (card === undefined) return null;
    if (isKillerCard(card)) steps += killerSteps(card);
    else need--;
  }
  return { steps };
}
/** The rooms the next `count` passenger cards go to. */
function placedInto(state: KillercruiseState, count: number): number[] {
  const rooms: number[] = [];
  for (const passenger of state.passengerPile.slice(0, count)) {
    const room = passengerCard(state.config.content, passenger)?.room;
    if (room !== undefined) rooms.push(roomIndex(room));
  }
  return rooms;
}

/** The parts of `state` the apply of `action` (accepted by the check) may write. */
export function writes(state: KillercruiseState, action: KillercruiseAction): readonly WritePath[] {
  switch (action.type) {
    case 'move': {
      // A figure leaving a room with passengers waits for the carry decision; else it arrives now.
      const from = standingRoom(state.config.content, state.figures, action.card);
      const waits = from !== null && (state.rooms[roomIndex(from)]?.passengers.length ?? 0) > 0;
      return waits ? cardsPlayed(action.player) : [...cardsPlayed(action.player), ...arrival(state, action.card, [])];
    }
    case 'showdown':
      return [...cardsPlayed(action.player), 'figures', 'outcome'];
    case 'carry': {
      const pending = state.turn.pending;
      if (pending === null || pending.kind !== 'carry') return ['turn'];
      return arrival(state, pending.card, [roomIndex(pending.to)]);
    }
    case 'unlock':
      return ['turn'];
    case 'second-key': {
      const pending = state.turn.pending;
      const room = pending !== null && pending.kind === 'unlock' ? [roomIndex(pending.room)] : [];
      return [...cardsPlayed(action.player), ...settled(state, room), 'unlocked', 'missingPerson'];
    }
    case 'leave-key':
      return cardsPlayed(action.player);
    case 'end-turn': {
      const drawn: WritePath[] = [['hands', action.player], ['knownCards', action.player], 'drawPile', 'turn'];
      const walk = killerWalk(state, action.player);
      if (walk !== null && walk.steps === 0) return drawn;
      if (walk === null) return [...drawn, ...KILLER_WALK, 'rooms'];
      // The rooms he enters lose their passengers to him, and each step places one passenger.
      const entered: number[] = [];
      for (let step = 1; step <= walk.steps; step++) entered.push(roomIndex(clockwise(state.killer, step)));
      return [...drawn, ...KILLER_WALK, ...settled(state, [...entered, ...placedInto(state, walk.steps)])];
    }
    case 'timer-expired':
      return [...settled(state, placedInto(state, PASSENGERS_PER_EXPIRY)), 'killerCardSinceTimer', 'passengerPile'];
  }
}
