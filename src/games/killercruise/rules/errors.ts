/**
 * Refusals of Killercruise's rules. Each carries a stable reason id, one per rule (the table in
 * docs/games/killercruise.md, "Refusal reasons", gives the rulebook section of each), and a message
 * naming the rulebook section in words.
 */
import type { ErrorCode, GameError } from '../../../core/types.js';

/** Every reason Killercruise refuses an action for, one per rule: {@link KillercruiseRefusalReason}. */
export const refusalReasons = /* @__PURE__ */ Object.freeze([
  'killercruise/game-over',
  'killercruise/not-your-turn',
  'killercruise/carry-pending',
  'killercruise/second-key-pending',
  'killercruise/card-not-in-hand',
  'killercruise/figure-not-in-play',
  'killercruise/room-out-of-reach',
  'killercruise/killer-in-destination',
  'killercruise/nothing-to-carry',
  'killercruise/passenger-not-in-room',
  'killercruise/no-deck-below',
  'killercruise/four-upper-rooms-first',
  'killercruise/no-figure-in-room',
  'killercruise/killer-in-room',
  'killercruise/passengers-in-room',
  'killercruise/key-not-available',
  'killercruise/wrong-key-colour',
  'killercruise/no-second-key',
  'killercruise/no-unlock-started',
  'killercruise/room-locked',
  'killercruise/killer-in-showdown-room',
  'killercruise/no-card-played',
  'killercruise/no-timer',
] as const);

/**
 * The rule a Killercruise refusal names (`GameError.reason`): `'killercruise/<rule>'`, stable
 * between releases, so an app can show its own words for each.
 */
export type KillercruiseRefusalReason = (typeof refusalReasons)[number];

/** A refusal of kind `code` for the rule `reason`, said in `message`. */
export function refusal(code: ErrorCode, reason: KillercruiseRefusalReason, message: string): GameError {
  return { code, reason, message };
}

/** An `ILLEGAL_ACTION` refusal for the rule `reason`, said in `message`. */
export function illegal(reason: KillercruiseRefusalReason, message: string): GameError {
  return refusal('ILLEGAL_ACTION', reason, message);
}
