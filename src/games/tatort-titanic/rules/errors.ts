/**
 * Refusals of Tatort Titanic's rules. Each carries a stable reason id naming the rule that refused
 * (`'tatort-titanic/<rule>'`, one per rule, in the rulebook's words) and a message naming the
 * rulebook section, then what is wrong. docs/games/tatort-titanic.md lists every id with its rule.
 */
import type { ErrorCode, GameError } from '../../../core/types.js';

/**
 * Every reason Tatort Titanic refuses an action for, one per rule (see
 * {@link TatortTitanicRefusalReason} for what each stands for).
 */
export const refusalReasons = Object.freeze([
  'tatort-titanic/game-over',
  'tatort-titanic/not-your-turn',
  'tatort-titanic/out-of-phase',
  'tatort-titanic/decision-pending',
  'tatort-titanic/beyond-points-rolled',
  'tatort-titanic/no-clue-card-of-colour',
  'tatort-titanic/clairvoyant-predict-first',
  'tatort-titanic/not-at-clairvoyant',
  'tatort-titanic/clairvoyant-colour-not-held',
  'tatort-titanic/clairvoyant-attempts-used',
  'tatort-titanic/one-action-a-turn',
  'tatort-titanic/question-another-detective',
  'tatort-titanic/not-on-your-space',
  'tatort-titanic/draw-colour-not-held',
  'tatort-titanic/answer-not-optional',
  'tatort-titanic/give-card-not-held',
  'tatort-titanic/already-crossed-off',
  'tatort-titanic/circumstances-not-determined',
  'tatort-titanic/eavesdrop-in-the-room',
  'tatort-titanic/eavesdropper-takes-over',
  'tatort-titanic/only-eavesdroppers-recognise',
] as const);

/**
 * Why Tatort Titanic refused an action (`GameError.reason`), one id per rule:
 *
 * - `game-over`: End of the Game — the game is over, nothing more can be done;
 * - `not-your-turn`: Course of Play — another seat must act now (the one whose turn it is, or the
 *   one owing a decision);
 * - `out-of-phase`: Course of Play — the action has no place in the part of the turn it stands in
 *   (movement roll, move, clue search, action);
 * - `decision-pending`: a decision is owed first (eavesdropping, a questioning's draw, a Clever
 *   detective's card) and the action does not answer it;
 * - `beyond-points-rolled`: 1. Movement Phase — the space is not within the points rolled;
 * - `no-clue-card-of-colour`: 2. Clue Search, Clairvoyant — no card of that colour lies there to take;
 * - `clairvoyant-predict-first`: Clairvoyant — her card is had by predicting even or odd, not taken;
 * - `not-at-clairvoyant`: Clairvoyant — only a detective in her cabin can consult her;
 * - `clairvoyant-colour-not-held`: Clairvoyant — asked about a colour the detective holds no card of;
 * - `clairvoyant-attempts-used`: Clairvoyant, Charm — no attempt is left this round;
 * - `one-action-a-turn`: 2. Clue Search › Action — the turn's questioning is made already;
 * - `question-another-detective`: Questioning — the one questioned must be another detective;
 * - `not-on-your-space`: Questioning — only a detective on the questioner's space may be questioned;
 * - `draw-colour-not-held`: Questioning — the detective drawn from holds no card of that colour;
 * - `answer-not-optional`: Questioning, Clever — after a successful questioning the card must change
 *   hands: it cannot be passed;
 * - `give-card-not-held`: Clever — the card given up must be one's own;
 * - `already-crossed-off`: The Investigation Sheet — that circumstance is crossed off already;
 * - `circumstances-not-determined`: End of the Game — the sheet does not leave one circumstance of
 *   each colour, so it names no solution;
 * - `eavesdrop-in-the-room`: Eavesdropping, under the table rule `eavesdropperOnlyRecognises` — only
 *   a detective in the room takes the card over; an Eavesdropper next door only recognises it;
 * - `eavesdropper-takes-over`: Special Abilities › Eavesdropper — `recognise` under the default
 *   table rules, where the Eavesdropper's recognising is eavesdropping (ruling 10);
 * - `only-eavesdroppers-recognise`: Special Abilities › Eavesdropper — `recognise` by a detective
 *   without the ability.
 */
export type TatortTitanicRefusalReason = (typeof refusalReasons)[number];

/** A refusal with `code`, the rule's `reason` id and a `message` naming the rulebook section. */
export function refusal(code: ErrorCode, reason: TatortTitanicRefusalReason, message: string): GameError {
  return { code, reason, message };
}

/** An `ILLEGAL_ACTION` refusal: the rule's `reason` id, and a `message` citing the rule. */
export function illegal(reason: Exclude<TatortTitanicRefusalReason, 'tatort-titanic/game-over' | 'tatort-titanic/not-your-turn'>, message: string): GameError {
  return refusal('ILLEGAL_ACTION', reason, message);
}
