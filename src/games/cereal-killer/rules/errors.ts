/**
 * Refusals of Cereal Killer's rules. Each carries a stable reason id naming the rule that refused
 * (`'cereal-killer/step-not-adjacent'`), one id per rule however many places enforce it, and a
 * message naming the rulebook section it comes from, then what is wrong.
 */
import type { GameError } from '../../../core/types.js';
import type { Spot } from '../schemas.js';

/**
 * Every reason One Card: Cereal Killer refuses an action for, one per rule, named in the
 * rulebook's words. `docs/games/cereal-killer.md` ("Refusal reasons") says which rule each names
 * and when it is given.
 */
export const refusalReasons = /* @__PURE__ */ Object.freeze([
  'cereal-killer/game-over',
  'cereal-killer/not-your-turn',
  'cereal-killer/not-your-role',
  'cereal-killer/answer-owed',
  'cereal-killer/start-chosen-once',
  'cereal-killer/start-not-a-house',
  'cereal-killer/start-not-chosen',
  'cereal-killer/always-three-steps',
  'cereal-killer/step-not-adjacent',
  'cereal-killer/exit-through-other',
  'cereal-killer/detective-square-blocked',
  'cereal-killer/victimless-day-used',
  'cereal-killer/one-victim-per-turn',
  'cereal-killer/one-victim-per-house',
  'cereal-killer/victim-not-on-house',
  'cereal-killer/witness-park-undecided',
  'cereal-killer/no-witness-to-place',
  'cereal-killer/witness-park-not-adjacent',
  'cereal-killer/end-in-witness-park',
  'cereal-killer/detective-placed-once',
  'cereal-killer/start-not-a-cafe',
  'cereal-killer/detective-not-placed',
  'cereal-killer/up-to-three-squares',
  'cereal-killer/no-witness',
  'cereal-killer/witness-out-of-reach',
  'cereal-killer/question-repeated',
  'cereal-killer/no-question-to-answer',
  'cereal-killer/answer-untrue',
] as const);

/** The id of a rule One Card: Cereal Killer refuses an action by: one of {@link refusalReasons}. */
export type CerealKillerRefusalReason = (typeof refusalReasons)[number];

/** An `ILLEGAL_ACTION` refusal by the rule `reason`, described by `message`. */
export function illegal(reason: CerealKillerRefusalReason, message: string): GameError {
  return { code: 'ILLEGAL_ACTION', reason, message };
}

/** A `NOT_YOUR_TURN` refusal: the seat, or the part of the day, is not the one that acts now. */
export function notYourTurn(message: string): GameError {
  return { code: 'NOT_YOUR_TURN', reason: 'cereal-killer/not-your-turn', message };
}

/** The `GAME_OVER` refusal of every action once the game has ended. */
export function gameOver(): GameError {
  return { code: 'GAME_OVER', reason: 'cereal-killer/game-over', message: 'Victory Conditions: the game is over' };
}

/**
 * Subway, with the table rule `subwayExitThroughOther`: "Enter at one subway entrance and exit
 * through the other" — the refusal of leaving the tunnel (entered at `from`'s entrance) the way it
 * was entered.
 */
export function exitThroughOther(from: Spot): GameError {
  return illegal(
    'cereal-killer/exit-through-other',
    `Subway: enter at one subway entrance and exit through the other (table rule subwayExitThroughOther); the tunnel was entered at ${-from}`,
  );
}
