/**
 * Legal actions, generated straight from the state with the checks' own predicates: exactly what
 * `reduce` accepts (the conformance kit and the property tests prove it).
 */
import type { PlayerId } from '../../core/types.js';
import { CIRCUMSTANCES, COLOURS } from './content.js';
import { crossedOffMask, type TatortTitanicAction, type TatortTitanicState } from './schemas.js';
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
        out.push({ type: 'eavesdrop', player }, { type: 'pass', player });
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
