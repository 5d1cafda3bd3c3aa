/**
 * Legal actions, generated straight from the state with the checks' own predicates: exactly what
 * `reduce` accepts (the conformance kit and the property tests prove it).
 */
import type { Rng } from '../../core/rng.js';
import type { PlayerId } from '../../core/types.js';
import { CIRCUMSTANCES, COLOURS } from './content.js';
import { bitCount, crossedOffMask, type DetectiveState, type TatortTitanicAction, type TatortTitanicState } from './schemas.js';
import { mayEavesdrop, mayRecognise } from './rules/eavesdropping.js';
import { sheetOpen } from './rules/investigation-sheet.js';
import { clairvoyantAttempts, holdsColour, kindOf, namesSolution, seatToAct } from './rules/queries.js';

/** The sheet's actions: ending the game when the sheet names a solution, and every circumstance still to cross off. */
function sheetActions(state: TatortTitanicState, player: PlayerId, out: TatortTitanicAction[]): void {
  const detective = state.detectives[player];
  if (detective === undefined || !sheetOpen(state)) return;
  const crossed = crossedOffMask(detective);
  if (namesSolution(crossed)) out.push({ type: 'solve', player });
  for (let circumstance = 0; circumstance < CIRCUMSTANCES; circumstance++) {
    if ((crossed & (1 << circumstance)) === 0) out.push({ type: 'cross-off', player, circumstance });
  }
}

/** Every action `player` may take now: exactly what `reduce` accepts. */
export function legalActions(state: TatortTitanicState, player: PlayerId): TatortTitanicAction[] {
  if (seatToAct(state) !== player) return [];
  const out: TatortTitanicAction[] = [];
  const pending = state.pending;
  if (pending !== null) {
    switch (pending.kind) {
      case 'eavesdrop':
        if (mayEavesdrop(state, player, pending.room)) out.push({ type: 'eavesdrop', player });
        if (mayRecognise(state, player)) out.push({ type: 'recognise', player });
        out.push({ type: 'pass', player });
        return out;
      case 'draw': {
        const hand = state.detectives[pending.from]?.hand;
        COLOURS.forEach((colour, index) => {
          if (holdsColour(hand, index)) out.push({ type: 'draw-card', player, colour });
        });
        if (pending.optional) out.push({ type: 'pass', player });
        return out;
      }
      case 'give':
        for (const card of state.detectives[player]?.hand ?? []) out.push({ type: 'give-card', player, card });
        return out;
    }
  }
  const detective = state.detectives[player];
  if (detective === undefined) return out;
  switch (state.phase) {
    case 'roll':
      out.push({ type: 'roll', player });
      sheetActions(state, player, out);
      return out;
    case 'move':
      for (const to of state.reach) out.push({ type: 'move', player, to });
      return out;
    case 'search': {
      const cards = state.board[detective.space];
      const atClairvoyant = kindOf(state, detective.space) === 'clairvoyant';
      COLOURS.forEach((colour, index) => {
        if (!holdsColour(cards, index)) return;
        if (!atClairvoyant) out.push({ type: 'take-clue', player, colour });
        else if (holdsColour(detective.hand, index) && state.attempts < clairvoyantAttempts(detective)) {
          out.push({ type: 'consult', player, colour, prediction: 'even' }, { type: 'consult', player, colour, prediction: 'odd' });
        }
      });
      out.push({ type: 'pass', player });
      return out;
    }
    case 'action':
      if (!state.questioned) {
        state.detectives.forEach((other, target) => {
          if (target !== player && other.space === detective.space) out.push({ type: 'question', player, target });
        });
      }
      sheetActions(state, player, out);
      out.push({ type: 'end-turn', player });
      return out;
    case 'over':
      return out;
  }
}

/**
 * Where each kind of action's indices start in an action space laid out by kind (the agents' space,
 * `src/agents/tatort-titanic.ts`): a move's index is `move + to`, a take's and a draw's
 * `takeClue + colour` and `drawCard + colour`, a consultation's `consult + colour × 2 + (0 even,
 * 1 odd)`, a questioning's `question + target`, a give's `giveCard + card`, a cross-off's
 * `crossOff + circumstance`; `recognise` is `-1` when the space has no index for it.
 */
export interface LegalOffsets {
  /** The roll's index. */
  readonly roll: number;
  /** Where the moves start. */
  readonly move: number;
  /** Where the takes start. */
  readonly takeClue: number;
  /** Where the consultations start. */
  readonly consult: number;
  /** The pass's index. */
  readonly pass: number;
  /** The eavesdrop's index. */
  readonly eavesdrop: number;
  /** The recognise's index, `-1` for none. */
  readonly recognise: number;
  /** Where the questionings start. */
  readonly question: number;
  /** Where the draws start. */
  readonly drawCard: number;
  /** Where the gives start. */
  readonly giveCard: number;
  /** Where the cross-offs start. */
  readonly crossOff: number;
  /** The solve's index. */
  readonly solve: number;
  /** The end of turn's index. */
  readonly endTurn: number;
}

/**
 * {@link legalActions} as a mask, without building an action: sets `mask[i]` to 1 for the index `i`
 * (laid out as `at` says) of every action `legalActions(state, player)` lists, and to 0 everywhere
 * else, and returns how many it set. It follows `legalActions` branch by branch with the same
 * predicates; the conformance kit checks the two agree for every seat at every step of its random
 * games.
 */
export function markLegal(state: TatortTitanicState, player: PlayerId, at: LegalOffsets, mask: Uint8Array): number {
  // No closures over the count: a closure that writes a variable of its function costs an
  // allocation at every call, and this runs at every step of a learning environment.
  mask.fill(0);
  if (seatToAct(state) !== player) return 0;
  let count = 0;
  const pending = state.pending;
  if (pending !== null) {
    switch (pending.kind) {
      case 'eavesdrop':
        if (mayEavesdrop(state, player, pending.room)) count += put(mask, at.eavesdrop);
        if (mayRecognise(state, player)) count += put(mask, at.recognise);
        count += put(mask, at.pass);
        return count;
      case 'draw': {
        const hand = state.detectives[pending.from]?.hand;
        for (let colour = 0; colour < COLOURS.length; colour++) if (holdsColour(hand, colour)) count += put(mask, at.drawCard + colour);
        if (pending.optional) count += put(mask, at.pass);
        return count;
      }
      case 'give':
        for (const card of state.detectives[player]?.hand ?? []) count += put(mask, at.giveCard + card);
        return count;
    }
  }
  const detective = state.detectives[player];
  if (detective === undefined) return count;
  switch (state.phase) {
    case 'roll':
      count += put(mask, at.roll);
      count += markSheet(state, detective, at, mask);
      return count;
    case 'move':
      for (const to of state.reach) count += put(mask, at.move + to);
      return count;
    case 'search': {
      const cards = state.board[detective.space];
      const atClairvoyant = kindOf(state, detective.space) === 'clairvoyant';
      for (let colour = 0; colour < COLOURS.length; colour++) {
        if (!holdsColour(cards, colour)) continue;
        if (!atClairvoyant) count += put(mask, at.takeClue + colour);
        else if (holdsColour(detective.hand, colour) && state.attempts < clairvoyantAttempts(detective)) {
          count += put(mask, at.consult + colour * 2);
          count += put(mask, at.consult + colour * 2 + 1);
        }
      }
      count += put(mask, at.pass);
      return count;
    }
    case 'action':
      if (!state.questioned) {
        for (let target = 0; target < state.detectives.length; target++) if (target !== player && state.detectives[target]?.space === detective.space) count += put(mask, at.question + target);
      }
      count += markSheet(state, detective, at, mask);
      count += put(mask, at.endTurn);
      return count;
    case 'over':
      return count;
  }
}

/** Sets 1 at `index` of `mask` (nothing for an index outside it, as for a typed array) and counts it: 1. */
function put(mask: Uint8Array, index: number): number {
  mask[index] = 1;
  return 1;
}

/** The thirty circumstances' bits of a sheet's crossed-off set. */
const SHEET_BITS = 2 ** CIRCUMSTANCES - 1;

/** {@link sheetActions} as a mask (see {@link markLegal}): how many it set. */
function markSheet(state: TatortTitanicState, detective: DetectiveState, at: LegalOffsets, mask: Uint8Array): number {
  if (!sheetOpen(state)) return 0;
  const crossed = crossedOffMask(detective);
  let count = 0;
  if (namesSolution(crossed)) count += put(mask, at.solve);
  // The circumstances still open: the clear bits among the thirty, lowest first.
  for (let open = ~crossed & SHEET_BITS; open !== 0; open &= open - 1) count += put(mask, at.crossOff + 31 - Math.clz32(open & -open));
  return count;
}

/** How many circumstances of the thirty a sheet whose crossed-off set is `crossed` leaves open. */
function openCount(crossed: number): number {
  return CIRCUMSTANCES - bitCount(crossed);
}

/** The `index`-th action of the sheet's list ({@link sheetActions}: the solve first when offered, then the open circumstances ascending). */
function sheetActionAt(crossed: number, solve: boolean, player: PlayerId, index: number): TatortTitanicAction {
  if (solve && index === 0) return { type: 'solve', player };
  let left = solve ? index - 1 : index;
  for (let circumstance = 0; circumstance < CIRCUMSTANCES; circumstance++) {
    if ((crossed & (1 << circumstance)) !== 0) continue;
    if (left === 0) return { type: 'cross-off', player, circumstance };
    left--;
  }
  return { type: 'solve', player };
}

/**
 * `rng.pick(legalActions(state, player))` — the same draw, the same action — without building the
 * thirty-odd sheet actions or the spaces in reach a random playout would throw away. The list's
 * order is {@link legalActions}'s: in the roll phase the roll, then the sheet; in the action phase
 * the questionings, then the sheet, then `end-turn`; in the move phase the spaces in reach. Every
 * other situation lists its few actions. The conformance kit checks the two agree at every state.
 */
export function pickLegal(state: TatortTitanicState, player: PlayerId, rng: Rng): TatortTitanicAction | null {
  const detective = state.detectives[player];
  if (seatToAct(state) !== player || detective === undefined || state.pending !== null || (state.phase !== 'roll' && state.phase !== 'move' && state.phase !== 'action')) {
    const legal = legalActions(state, player);
    return legal.length === 0 ? null : rng.pick(legal);
  }
  if (state.phase === 'move') {
    const reach = state.reach;
    if (reach.length === 0) return null;
    return { type: 'move', player, to: reach[rng.int(0, reach.length - 1)] ?? detective.space };
  }
  const crossed = crossedOffMask(detective);
  const solve = namesSolution(crossed);
  const sheet = (solve ? 1 : 0) + openCount(crossed);
  if (state.phase === 'roll') {
    const index = rng.int(0, sheet);
    return index === 0 ? { type: 'roll', player } : sheetActionAt(crossed, solve, player, index - 1);
  }
  let questions = 0;
  if (!state.questioned) for (let target = 0; target < state.detectives.length; target++) if (target !== player && state.detectives[target]?.space === detective.space) questions++;
  const index = rng.int(0, questions + sheet);
  if (index < questions) {
    let left = index;
    for (let target = 0; target < state.detectives.length; target++) {
      if (target === player || state.detectives[target]?.space !== detective.space) continue;
      if (left === 0) return { type: 'question', player, target };
      left--;
    }
  }
  return index < questions + sheet ? sheetActionAt(crossed, solve, player, index - questions) : { type: 'end-turn', player };
}
