/**
 * Small pure facts read off a state, which several rules need. Rules call queries; queries never
 * call rules. The predicates here allocate nothing, so the checks that use them stay free.
 */
import type { GameError, PlayerId } from '../../../core/types.js';
import { deepFreeze } from '../../../core/clone.js';
import { CANDIDATES_PER_COLOUR, CARDS_PER_COLOUR, COLOURS, isRoomKind, standInContent, type SpaceKind, type TatortContent } from '../content.js';
import {
  DEFAULT_RULES,
  bitCount,
  colourIndexOfCard,
  crossedOffMask,
  rulesOf,
  type Ability,
  type DetectiveState,
  type TatortTitanicAction,
  type TatortTitanicConfig,
  type TatortTitanicRules,
  type TatortTitanicState,
} from '../schemas.js';
import { illegal } from './errors.js';

/**
 * The configuration. The rules never write it (`rules.constant`); every apply works on a plain
 * private copy that shares it, so it is read straight off the state.
 */
export function configOf(state: Pick<TatortTitanicState, 'config'>): TatortTitanicConfig {
  return state.config;
}

/** The content (see {@link configOf}). */
export function contentOf(state: Pick<TatortTitanicState, 'config'>): TatortContent {
  return configOf(state).content;
}

/** The table rules the match plays by (see {@link configOf}): the config's, or the defaults. */
export function tableRules(state: Pick<TatortTitanicState, 'config'>): TatortTitanicRules {
  return rulesOf(configOf(state));
}

/** The seat whose turn it is. */
export function currentSeat(state: Pick<TatortTitanicState, 'order' | 'turn'>): PlayerId {
  return state.order[state.turn] ?? 0;
}

/** The seat that must act now: the one owing the pending decision, else the one whose turn it is; `null` once over. */
export function seatToAct(state: TatortTitanicState): PlayerId | null {
  if (state.outcome !== null) return null;
  return state.pending === null ? currentSeat(state) : state.pending.seat;
}

/** The kind of `space` (a deck space for an id off the board). */
export function kindOf(state: TatortTitanicState, space: number): SpaceKind {
  return contentOf(state).spaces[space]?.kind ?? 'deck';
}

/** The name of `space`. */
export function spaceName(content: TatortContent, space: number): string {
  return content.spaces[space]?.name ?? `space ${space}`;
}

/** What clue card `card` shows: its candidate ("Revolver"), or "the blank weapon card". */
export function clueName(content: TatortContent, card: number): string {
  const colour = colourIndexOfCard(card);
  const k = card % CARDS_PER_COLOUR;
  if (k === CANDIDATES_PER_COLOUR) return `the blank ${COLOURS[colour] ?? '?'} card`;
  return content.clues[colour]?.candidates[k] ?? `clue card ${card}`;
}

/** Whether `detective` has `ability`. */
export function has(detective: Pick<DetectiveState, 'ability'> | undefined, ability: Ability): boolean {
  return detective?.ability === ability;
}

/** Whether `cards` hold a card of colour index `colour`. */
export function holdsColour(cards: readonly number[] | undefined, colour: number): boolean {
  if (cards === undefined) return false;
  for (const card of cards) if (colourIndexOfCard(card) === colour) return true;
  return false;
}

/** How many of `cards` are of colour index `colour`. */
export function countOfColour(cards: readonly number[], colour: number): number {
  let count = 0;
  for (const card of cards) if (colourIndexOfCard(card) === colour) count++;
  return count;
}

/** Whether `space` holds a clue card `seat` may try to take: any card, or at the Clairvoyant one of a colour it holds. */
export function canSearch(state: TatortTitanicState, seat: PlayerId, space: number): boolean {
  const cards = state.board[space];
  if (cards === undefined || cards.length === 0) return false;
  if (kindOf(state, space) !== 'clairvoyant') return true;
  const hand = state.detectives[seat]?.hand;
  for (const card of cards) if (holdsColour(hand, colourIndexOfCard(card))) return true;
  return false;
}

/** Attempts a detective has at the Clairvoyant each round: "Charm: 2 attempts per game round". */
export function clairvoyantAttempts(detective: DetectiveState | undefined): number {
  return has(detective, 'charm') ? 2 : 1;
}

/** Whether the two rooms adjoin each other (the content's `adjoining` pairs). */
export function adjoins(content: TatortContent, a: number, b: number): boolean {
  for (const [first, second] of content.adjoining) if ((first === a && second === b) || (first === b && second === a)) return true;
  return false;
}

/** Whether `space` is a room (one space entered through a doorway). */
export function isRoom(state: TatortTitanicState, space: number): boolean {
  return isRoomKind(kindOf(state, space));
}

/** How many circumstances of colour index `colour` a sheet whose crossed-off set is `crossed` leaves un-crossed. */
function openInMask(crossed: number, colour: number): number {
  return CANDIDATES_PER_COLOUR - bitCount((crossed >>> (colour * CANDIDATES_PER_COLOUR)) & ((1 << CANDIDATES_PER_COLOUR) - 1));
}

/** How many circumstances of colour index `colour` `detective`'s sheet leaves un-crossed. */
export function openOfColour(detective: Pick<DetectiveState, 'seen' | 'entries'>, colour: number): number {
  return openInMask(crossedOffMask(detective), colour);
}

/** Whether a sheet whose crossed-off set is `crossed` leaves exactly one circumstance of every colour un-crossed. */
export function namesSolution(crossed: number): boolean {
  for (let colour = 0; colour < COLOURS.length; colour++) if (openInMask(crossed, colour) !== 1) return false;
  return true;
}

/** Whether `detective`'s sheet leaves exactly one circumstance of every colour un-crossed: it names a solution. */
export function sheetNamesSolution(detective: Pick<DetectiveState, 'seen' | 'entries'>): boolean {
  return namesSolution(crossedOffMask(detective));
}

/** The circumstances `detective`'s sheet leaves un-crossed, one per colour (call only when {@link sheetNamesSolution}). */
export function namedBy(detective: Pick<DetectiveState, 'seen' | 'entries'>): number[] {
  const crossed = crossedOffMask(detective);
  const named: number[] = [];
  for (let colour = 0; colour < COLOURS.length; colour++) {
    for (let k = 0; k < CANDIDATES_PER_COLOUR; k++) {
      const circumstance = colour * CANDIDATES_PER_COLOUR + k;
      if ((crossed & (1 << circumstance)) === 0) {
        named.push(circumstance);
        break;
      }
    }
  }
  return named;
}

/** Each space's neighbours on `content`'s ship, built from its links. */
function buildNeighbours(content: TatortContent): number[][] {
  const out: number[][] = content.spaces.map(() => []);
  for (const [a, b] of content.links) {
    out[a]?.push(b);
    out[b]?.push(a);
  }
  return out;
}

/** The stand-in ship's neighbour lists, built once: every move on it reads them. */
const STAND_IN_NEIGHBOURS: readonly (readonly number[])[] = /* @__PURE__ */ deepFreeze(buildNeighbours(standInContent));

/** Each space's neighbours: one step of movement away (the stand-in ship's are built once). */
export function neighbours(content: TatortContent): readonly (readonly number[])[] {
  return content === standInContent ? STAND_IN_NEIGHBOURS : buildNeighbours(content);
}

/**
 * Steps from `from` to every space (`-1` for none reachable), searching no further than `limit`
 * steps: spaces beyond it stay `-1`.
 */
export function distancesFrom(
  content: TatortContent,
  from: number,
  next: readonly (readonly number[])[] = neighbours(content),
  limit = Infinity,
): number[] {
  const distance = new Array<number>(content.spaces.length).fill(-1);
  distance[from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const space = queue[head] ?? 0;
    const steps = distance[space] ?? 0;
    if (steps >= limit) continue;
    for (const to of next[space] ?? []) {
      if (distance[to] !== -1) continue;
      distance[to] = steps + 1;
      queue.push(to);
    }
  }
  return distance;
}

/** Steps between every two spaces of the stand-in ship, worked out once: every move reads them. */
const STAND_IN_DISTANCES: readonly (readonly number[])[] = /* @__PURE__ */ deepFreeze(
  standInContent.spaces.map((_, from) => distancesFrom(standInContent, from, STAND_IN_NEIGHBOURS)),
);

/**
 * Steps from `from` to every space (`-1` for none reachable); on the stand-in ship a row of the
 * table worked out once, on other content searched up to `limit` steps (beyond it `-1`).
 */
export function stepsFrom(content: TatortContent, from: number, limit = Infinity): readonly number[] {
  const row = content === standInContent ? STAND_IN_DISTANCES[from] : undefined;
  return row ?? distancesFrom(content, from, neighbours(content), limit);
}

/**
 * The spaces a pawn on `from` may end its move on with `points`: every space at most that many
 * steps away, its own included ("may forgo the rolled points or his entire move"; with 2 points or
 * more, also a step off and back on — see {@link movesOnto}), ascending.
 */
export function reachWithin(content: TatortContent, from: number, points: number): number[] {
  const distance = stepsFrom(content, from, points);
  const out: number[] = [];
  for (let space = 0; space < distance.length; space++) {
    const steps = distance[space] ?? -1;
    if (steps >= 0 && steps <= points) out.push(space);
  }
  return out;
}

/**
 * Whether a move from `from` ending on `to` with `points` moves the pawn onto `to` (ruling 5): any
 * other space; its own space when the points take it off and back on — 2 or more, and a neighbour to
 * step to (the rulebook prints no rule about the path, ruling 4, and no ban on a move ending where it
 * began). Its own space with fewer points is the whole move forgone: the pawn stops where it stands.
 * Under the table rule `ownSpaceForgoesMove` its own space is always the move forgone.
 */
export function movesOnto(content: TatortContent, from: number, to: number, points: number, rules: Pick<TatortTitanicRules, 'ownSpaceForgoesMove'> = DEFAULT_RULES): boolean {
  if (to !== from) return true;
  if (points < 2 || rules.ownSpaceForgoesMove) return false;
  for (const [a, b] of content.links) if (a === from || b === from) return true;
  return false;
}

/**
 * `list` with `value` inserted in ascending order (unchanged if it is there). A new array: writing
 * it back in one assignment is far cheaper on an immer draft than a splice, which moves every
 * element through the draft's traps.
 */
export function withInserted(list: readonly number[], value: number): number[] {
  const out: number[] = [];
  let placed = false;
  for (const entry of list) {
    if (!placed && value <= entry) {
      if (value !== entry) out.push(value);
      placed = true;
    }
    out.push(entry);
  }
  if (!placed) out.push(value);
  return out;
}

/** `list` without `value`. A new array (see {@link withInserted}). */
export function without(list: readonly number[], value: number): number[] {
  return list.filter((entry) => entry !== value);
}

/** What the game waits for, in words, naming the rule (built only for refusals). */
export function waitingFor(state: TatortTitanicState): string {
  const pending = state.pending;
  if (state.outcome !== null) return 'End of the Game: the game is over';
  if (pending !== null) {
    switch (pending.kind) {
      case 'eavesdrop':
        return `Eavesdropping: seat ${pending.seat} may try to take over the card seat ${pending.taker} is taking (eavesdrop or pass)`;
      case 'draw':
        return pending.optional
          ? `Questioning: the questioning failed, so seat ${pending.seat} may draw a card from seat ${pending.from} (draw-card or pass)`
          : `Questioning: seat ${pending.seat} draws a card from seat ${pending.from} (draw-card)`;
      case 'give':
        return `Special Abilities › Clever: seat ${pending.seat}, questioned, gives seat ${pending.to} a card of its own choice (give-card)`;
    }
  }
  const seat = currentSeat(state);
  switch (state.phase) {
    case 'roll':
      return `Course of Play: seat ${seat}'s turn begins with the movement roll (roll; the sheet may be written or the game ended first)`;
    case 'move':
      return `1. Movement Phase: seat ${seat} moves its pawn by up to ${state.points} spaces (move)`;
    case 'search': {
      const space = state.detectives[seat]?.space ?? 0;
      return `2. Clue Search: seat ${seat} may take a clue card from ${spaceName(state.config.content, space)} (take-clue, consult or pass)`;
    }
    case 'action':
      return `2. Clue Search › Action: seat ${seat} may question a detective on its space, write its sheet, end the game or end its turn`;
    case 'over':
      return 'End of the Game: the game is over';
  }
}

/**
 * The refusal of an action that is not what the game waits for: a decision owed first, or a part
 * of the turn the action has no place in.
 */
export function notNow(state: TatortTitanicState, action: TatortTitanicAction): GameError {
  return illegal(state.pending === null ? 'tatort-titanic/out-of-phase' : 'tatort-titanic/decision-pending', `${waitingFor(state)}; ${action.type} is not possible now`);
}
