/**
 * End of the Game: "When a detective has determined all the circumstances of the crime, that is,
 * the murderer, scene, time, murder weapon and motive, he may end the game. From that moment no
 * further entries may be made on the investigation sheets. The five set-aside clue cards are then
 * turned face up and compared with the detective's entries. If even a single circumstance is wrong
 * (after all, one may also guess when only a few possibilities remain), he has lost the game, and
 * the player who was closest to the solution wins. This is checked by examining the sheets: the
 * five solutions must not be crossed off. Whoever has the fewest circumstances not crossed off,
 * apart from these, is the winner of the game. … If no detective ends the game before then, the
 * "winner" (Sieger) is determined after the 25th game round by comparing the sheets."
 */
import type { Draft } from 'immer';
import type { GameError, PlayerId } from '../../../core/types.js';
import { CIRCUMSTANCES } from '../content.js';
import type { TatortTitanicEvent } from '../events.js';
import { circumstanceOf, isCrossedOff, type DetectiveState, type EndReason, type SolveAction, type TatortTitanicState } from '../schemas.js';
import { illegal } from './errors.js';
import { namedBy, notNow, openOfColour, sheetNamesSolution } from './queries.js';
import { sheetOpen } from './investigation-sheet.js';

/** How a sheet compares with the solution. */
export interface SheetStanding {
  /** Whether it crosses off none of the five solution circumstances ("the five solutions must not be crossed off"). */
  readonly qualified: boolean;
  /** The circumstances it leaves un-crossed apart from the solution's five (fewer is closer). */
  readonly open: number;
}

/** How `detective`'s sheet compares with `solution` (the five set-aside cards). */
export function standingOf(detective: Pick<DetectiveState, 'seen' | 'entries'>, solution: readonly number[]): SheetStanding {
  const answers = solution.map(circumstanceOf);
  let qualified = true;
  let open = 0;
  for (let circumstance = 0; circumstance < CIRCUMSTANCES; circumstance++) {
    const crossed = isCrossedOff(detective, circumstance);
    if (answers.includes(circumstance)) {
      if (crossed) qualified = false;
    } else if (!crossed) {
      open++;
    }
  }
  return { qualified, open };
}

/**
 * The detectives among `among` closest to the solution, in seat order: sheets crossing off none of
 * it, with the fewest other circumstances un-crossed. A tie shares the win (ruling 17); nobody
 * qualifying leaves nobody the winner (ruling 18).
 */
export function closestToSolution(state: TatortTitanicState, among: readonly PlayerId[]): PlayerId[] {
  let best = Number.POSITIVE_INFINITY;
  let winners: PlayerId[] = [];
  for (const seat of among) {
    const detective = state.detectives[seat];
    if (detective === undefined) continue;
    const standing = standingOf(detective, state.solution);
    if (!standing.qualified || standing.open > best) continue;
    if (standing.open < best) {
      best = standing.open;
      winners = [];
    }
    winners.push(seat);
  }
  return winners.sort((a, b) => a - b);
}

/** A detective may end the game on its turn once its sheet leaves one circumstance per colour. */
export function checkSolve(state: TatortTitanicState, action: SolveAction): GameError | null {
  if (!sheetOpen(state)) return notNow(state, action);
  const detective = state.detectives[action.player];
  if (detective === undefined || sheetNamesSolution(detective)) return null;
  const open = [0, 1, 2, 3, 4].map((colour) => openOfColour(detective, colour)).join(', ');
  return illegal(
    'tatort-titanic/circumstances-not-determined',
    `End of the Game: "When a detective has determined all the circumstances of the crime … he may end the game" — your sheet must leave exactly one circumstance of each colour un-crossed (cross off the rest to guess); it leaves ${open}`,
  );
}

/** The solution is turned up and compared with the solver's sheet. */
export function applySolve(draft: Draft<TatortTitanicState>, action: SolveAction, events: TatortTitanicEvent[]): void {
  const solver = draft.detectives[action.player];
  if (solver === undefined) return;
  const named = namedBy(solver);
  const answers = draft.solution.map(circumstanceOf);
  const correct = named.every((circumstance, colour) => answers[colour] === circumstance);
  draft.solve = { seat: action.player, named: named.slice(), correct };
  events.push({ type: 'solution-named', seat: action.player, named, correct });
  if (correct) {
    finish(draft, 'case-solved', [action.player], events);
    return;
  }
  const others = draft.order.filter((seat) => seat !== action.player);
  finish(draft, 'wrong-solution', closestToSolution(draft as TatortTitanicState, others), events);
}

/** "the "winner" (Sieger) is determined after the 25th game round by comparing the sheets." */
export function endVoyage(draft: Draft<TatortTitanicState>, events: TatortTitanicEvent[]): void {
  finish(draft, 'time-ran-out', closestToSolution(draft as TatortTitanicState, draft.order.slice()), events);
}

/**
 * Ends the game: the outcome (winners `+1`, everyone else `-1`; ruling 19), and each sheet's open
 * count as `scores`. Nothing is left to decide.
 */
function finish(draft: Draft<TatortTitanicState>, reason: EndReason, winners: readonly PlayerId[], events: TatortTitanicEvent[]): void {
  const standings = draft.detectives.map((detective) => standingOf(detective, draft.solution));
  const scores = standings.map((standing) => standing.open);
  events.push({
    type: 'game-ended',
    reason,
    winners: winners.slice(),
    solution: draft.solution.slice(),
    open: scores.slice(),
    qualified: standings.map((standing) => standing.qualified),
  });
  draft.phase = 'over';
  draft.pending = null;
  draft.reach = [];
  draft.outcome = {
    winners: winners.slice(),
    reason,
    returns: draft.detectives.map((_, seat) => (winners.includes(seat) ? 1 : -1)),
    scores,
  };
}
