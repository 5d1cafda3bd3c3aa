/**
 * Refusals of Frozen Horror's rules, each naming the rulebook section or card it comes from. They
 * are built only when a check refuses, so a check that accepts allocates nothing.
 */
import type { GameError } from '../../../core/types.js';
import type { FrozenHorrorAction, FrozenHorrorState } from '../schemas.js';
import { ruleOf, taskOf } from './names.js';
import { seatToPlay } from './queries.js';

/** An `ILLEGAL_ACTION` refusal citing a rule. */
export function illegal(message: string): GameError {
  return { code: 'ILLEGAL_ACTION', reason: 'frozen-horror/illegal', message };
}

/** What the game waits for, in words, naming the rule. */
export function waitingFor(state: FrozenHorrorState): string {
  if (state.pending !== null) return `${ruleOf(state.pending)}: seat ${state.pending.seat} must ${taskOf(state.pending)}`;
  const seat = seatToPlay(state);
  if (seat === null) return 'nobody may act';
  const second = state.turn >= state.order.length;
  return `Playing the Game: seat ${seat} plays its ${second ? 'second' : 'first'} card (first cards clockwise from the First Player, then back)`;
}

/** The refusal of an action that is not the choice the game waits for (or a choice when none is asked). */
export function wrongChoice(state: FrozenHorrorState, action: FrozenHorrorAction): GameError {
  if (state.pending === null) return illegal(`${waitingFor(state)}; there is no choice to make, so ${action.type} is not possible`);
  return illegal(`${waitingFor(state)}; ${action.type} is not that choice`);
}
