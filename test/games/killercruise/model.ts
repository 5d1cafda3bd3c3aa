/**
 * An independent model of what the rulebook and the docs say, written from them (not from src/),
 * to check what the module plays: the ring, the clue predicates, the line mazes, the conservation
 * of cards and passengers, and random legal games.
 */
import { applyAction, createRng } from '../../../src/core/index.js';
import type { CluePredicate, KillercruiseConfigInput, KillercruiseContent, RoomLetter } from '../../../src/games/killercruise/index.js';
import { RING, SCENARIO, killercruise, start, type KcMatch, type KillercruiseAction, type KillercruiseState } from './helpers.js';

/** "A → B → … → I → K → L → M → A": the room `steps` rooms clockwise of `room`. */
export function clockwiseOf(room: RoomLetter, steps: number): RoomLetter {
  const at = RING.indexOf(room);
  return RING[(((at + steps) % 12) + 12) % 12] ?? 'A';
}

/** Whether `predicate` lying in `here` is true of a psychopath in `x` (docs "Stand-in content"). */
export function clueTrue(content: KillercruiseContent, predicate: CluePredicate, here: RoomLetter, x: RoomLetter): boolean {
  const h = RING.indexOf(here);
  const i = RING.indexOf(x);
  const cw = (i - h + 12) % 12;
  const either = Math.min(cw, 12 - cw);
  const spec = (room: RoomLetter) => content.rooms.find((entry) => entry.letter === room);
  switch (predicate.kind) {
    case 'not-here':
      return x !== here;
    case 'distance':
      return predicate.relation === 'at-most' ? either <= predicate.rooms : either > predicate.rooms;
    case 'clockwise':
      return predicate.relation === 'at-most' ? cw <= predicate.rooms : cw > predicate.rooms;
    case 'same-side':
      return (spec(x)?.side === spec(here)?.side) === predicate.same;
    case 'same-section':
      return (spec(x)?.section === spec(here)?.section) === predicate.same;
    case 'section':
      return (spec(x)?.section === predicate.section) === predicate.is;
    case 'letter':
      return predicate.relation === 'after' ? x > here : x < here;
    case 'not-rooms':
      return !predicate.rooms.includes(x);
    case 'colour':
      return predicate.colours.includes(spec(x)?.colour ?? '') === predicate.is;
  }
}

/** The rooms a set of `[clue number, room]` pairs leaves open. */
export function roomsLeft(content: KillercruiseContent, clues: readonly (readonly [number, RoomLetter])[]): RoomLetter[] {
  return RING.filter((x) =>
    clues.every(([id, here]) => {
      const predicate = content.clues[id - 1]?.predicate;
      if (predicate === undefined) throw new Error(`no clue ${id}`);
      return clueTrue(content, predicate, here, x);
    }),
  );
}

/** "Follow the line" through the backs of `rooms`, starting at the first room's letter. */
export function mazeEnd(content: KillercruiseContent, rooms: readonly RoomLetter[]): RoomLetter[] {
  const path: RoomLetter[] = [rooms[0] ?? 'A'];
  for (const room of rooms) {
    const back = content.mazes.find((maze) => maze.room === room);
    const letter = path[path.length - 1] ?? 'A';
    path.push(back?.exits[RING.indexOf(letter)] ?? letter);
  }
  return path;
}

/** Killer cards used per level (the rulebook's 8 / 10 / 12). */
export const KILLER_CARDS = { easy: 8, medium: 10, difficult: 12 } as const;

/** Every figure and killer card in hands, draw pile, discard pile and collection point. */
export function cardsInPlay(state: KillercruiseState): number[] {
  return [...state.hands.flat(), ...state.drawPile.cards, ...state.discardPile, ...state.collection];
}

/** Every passenger card in the pile, the rooms, the killer's fields and the box. */
export function passengersEverywhere(state: KillercruiseState): number[] {
  return [...state.passengerPile, ...state.rooms.flatMap((room) => room.passengers), ...state.killerFields, ...state.box];
}

/** Deck depth: 0 upper, 1 middle, 2 lower. */
export function depth(deck: string): number {
  return deck === 'upper' ? 0 : deck === 'middle' ? 1 : 2;
}

/** A game of uniformly random legal actions: every match along the way, first to last. */
export function randomGame(seed: string, config: KillercruiseConfigInput = {}, maxActions: number = 2_000): KcMatch[] {
  const rng = createRng(`${seed}/play`);
  let match = start(config, seed);
  const matches = [match];
  for (let taken = 0; taken < maxActions && match.state.outcome === null; taken++) {
    const seat = killercruise.activePlayers(match.state)[0];
    if (seat === undefined) throw new Error('a running game with no active seat');
    const legal: KillercruiseAction[] = killercruise.legalActions(match.state, seat);
    const applied = applyAction(killercruise, match, rng.pick(legal));
    if (!applied.ok) throw new Error(`a legal action was refused: ${applied.error.message}`);
    match = applied.match;
    matches.push(match);
  }
  return matches;
}

/**
 * A game played by a "careful" bot that prefers, in order: saving moves and unlocks over keys and
 * ending the turn — enough to reach the upper and middle decks now and then, which random play
 * rarely does. `prefer` ranks action types (lower first); ties are broken at random.
 */
export function guidedGame(seed: string, config: KillercruiseConfigInput = SCENARIO, maxActions: number = 3_000): KcMatch[] {
  const rank: Readonly<Record<KillercruiseAction['type'], number>> = {
    'second-key': 0,
    unlock: 1,
    carry: 2,
    showdown: 3,
    move: 4,
    'leave-key': 5,
    'end-turn': 6,
    'timer-expired': 7,
  };
  const rng = createRng(`${seed}/guided`);
  let match = start(config, seed);
  const matches = [match];
  for (let taken = 0; taken < maxActions && match.state.outcome === null; taken++) {
    const seat = killercruise.activePlayers(match.state)[0];
    if (seat === undefined) throw new Error('a running game with no active seat');
    const legal = killercruise.legalActions(match.state, seat);
    const best = Math.min(...legal.map((action) => rank[action.type]));
    // Take the best kind most of the time, anything legal otherwise, so games stay varied.
    const pool = rng.next() < 0.7 ? legal.filter((action) => rank[action.type] === best) : legal;
    const applied = applyAction(killercruise, match, rng.pick(pool));
    if (!applied.ok) throw new Error(`a legal action was refused: ${applied.error.message}`);
    match = applied.match;
    matches.push(match);
  }
  return matches;
}

/**
 * A game played by a one-step-lookahead bot: it scores every legal action by what it leads to —
 * passengers saved, rooms opened, the missing person found, a right showdown; a loss or a passenger
 * left with the killer scores badly — and takes the best most of the time. Its games last longer
 * than random ones and reach the turned-over draw pile, the mazes and the lower deck.
 */
export function carefulGame(seed: string, config: KillercruiseConfigInput = SCENARIO, maxActions: number = 3_000): KcMatch[] {
  const rng = createRng(`${seed}/careful`);
  let match = start(config, seed);
  const matches = [match];
  const score = (before: KillercruiseState, after: KillercruiseState): number => {
    if (after.outcome !== null) return after.outcome.winners.length > 0 ? 1_000 : -1_000;
    const opened = (state: KillercruiseState): number => state.rooms.reduce((sum, room) => sum + depth(room.deck), 0);
    const inDanger = (state: KillercruiseState): number =>
      [1, 2].reduce((sum, steps) => sum + (state.rooms.find((room) => room.letter === clockwiseOf(state.killer, steps))?.passengers.length ?? 0), 0);
    return (
      10 * (after.box.length - before.box.length) +
      6 * (opened(after) - opened(before)) +
      20 * (Number(after.missingPerson.found) - Number(before.missingPerson.found)) -
      4 * (inDanger(after) - inDanger(before)) -
      30 * (after.figures.filter((figure) => figure.status === 'eliminated').length - before.figures.filter((figure) => figure.status === 'eliminated').length)
    );
  };
  for (let taken = 0; taken < maxActions && match.state.outcome === null; taken++) {
    const seat = killercruise.activePlayers(match.state)[0];
    if (seat === undefined) throw new Error('a running game with no active seat');
    const legal = killercruise.legalActions(match.state, seat);
    let choice = rng.pick(legal);
    if (rng.next() < 0.85) {
      let best = -Infinity;
      for (const action of rng.shuffle(legal)) {
        const result = killercruise.reduce(match.state, action, rng);
        if (!result.ok) throw new Error(result.error.message);
        // A showdown is taken only when the revealed clues leave exactly the room declared.
        const value = action.type === 'showdown' && !showdownSure(match.state, action.to) ? -500 : score(match.state, result.state);
        if (value > best) {
          best = value;
          choice = action;
        }
      }
    }
    const applied = applyAction(killercruise, match, choice);
    if (!applied.ok) throw new Error(`a legal action was refused: ${applied.error.message}`);
    match = applied.match;
    matches.push(match);
  }
  return matches;
}

/** Whether the clues revealed in `state` leave exactly `room`. */
function showdownSure(state: KillercruiseState, room: RoomLetter): boolean {
  const revealed = state.rooms.flatMap((entry) => (entry.clueRevealed ? [[entry.clue, entry.letter] as const] : []));
  const left = roomsLeft(state.config.content, revealed);
  return left.length === 1 && left[0] === room;
}
