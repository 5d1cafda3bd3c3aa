/** Refusals of Cereal Killer's rules, each naming the rulebook section it comes from. */
import type { GameError } from '../../../core/types.js';

/** An `ILLEGAL_ACTION` refusal citing a rule. */
export function illegal(message: string): GameError {
  return { code: 'ILLEGAL_ACTION', reason: 'cereal-killer/illegal', message };
}
