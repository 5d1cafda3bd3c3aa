/**
 * Refusals of Frozen Horror's rules, each naming the rulebook section or card it comes from, and
 * carrying a stable reason id for the rule (`'frozen-horror/passage-locked'`). They are built only
 * when a check refuses, so a check that accepts allocates nothing.
 */
import type { GameError, PlayerId } from '../../../core/types.js';
import type { FrozenHorrorAction, FrozenHorrorState } from '../schemas.js';
import { ruleOf, taskOf } from './names.js';
import { seatToPlay } from './queries.js';

/**
 * Every reason Frozen Horror refuses an action for, one per rule (docs/games/frozen-horror.md,
 * "Refusal reasons", says which rule each stands for and when it applies). An app can key its own
 * words on them; they never change between releases for the same rule.
 */
export const refusalReasons = /* @__PURE__ */ Object.freeze([
  'frozen-horror/game-over',
  'frozen-horror/not-your-turn',
  'frozen-horror/no-choice-asked',
  'frozen-horror/not-the-choice-asked',
  'frozen-horror/card-not-in-hand',
  'frozen-horror/orient-opposite',
  'frozen-horror/no-such-passage',
  'frozen-horror/passage-not-from-your-room',
  'frozen-horror/passage-wrong-colour',
  'frozen-horror/passage-locked',
  'frozen-horror/passage-already-locked',
  'frozen-horror/no-such-room',
  'frozen-horror/room-destroyed',
  'frozen-horror/not-room-with-most-players',
  'frozen-horror/not-another-living-player',
  'frozen-horror/player-not-in-your-room',
  'frozen-horror/player-already-in-your-room',
  'frozen-horror/player-detained',
  'frozen-horror/room-locked',
  'frozen-horror/no-open-passage-to-your-room',
] as const);

/** A reason Frozen Horror refuses an action for: one of {@link refusalReasons}. */
export type FrozenHorrorRefusalReason = (typeof refusalReasons)[number];

/** An `ILLEGAL_ACTION` refusal for the rule `reason`, with the rule and what is wrong in `message`. */
export function illegal(reason: FrozenHorrorRefusalReason, message: string): GameError {
  return { code: 'ILLEGAL_ACTION', reason, message };
}

/** What the game waits for, in words, naming the rule. */
export function waitingFor(state: FrozenHorrorState): string {
  if (state.pending !== null) return `${ruleOf(state.pending)}: seat ${state.pending.seat} must ${taskOf(state.pending)}`;
  const seat = seatToPlay(state);
  if (seat === null) return 'nobody may act';
  const second = state.turn >= state.order.length;
  return `Playing the Game: seat ${seat} plays its ${second ? 'second' : 'first'} card (first cards clockwise from the First Player, then back)`;
}

/**
 * Player Death: the Horror is dead, or every Human is, and nothing more may be played
 * (`frozen-horror/game-over`).
 */
export function gameOver(): GameError {
  return { code: 'GAME_OVER', reason: 'frozen-horror/game-over', message: 'Player Death: the game is over — the Horror is dead, or every Human is' };
}

/**
 * Playing the Game's turn order, or the seat a card's choice belongs to: `seat` may not act now
 * (`frozen-horror/not-your-turn`).
 */
export function notYourTurn(state: FrozenHorrorState, seat: PlayerId): GameError {
  return { code: 'NOT_YOUR_TURN', reason: 'frozen-horror/not-your-turn', message: `seat ${seat} may not act now; ${waitingFor(state)}` };
}

/**
 * The refusal of an action that is not the choice the game waits for: a choice while the seat
 * must play a card (`frozen-horror/no-choice-asked`), or a card or another choice while a card's
 * choice is pending (`frozen-horror/not-the-choice-asked`).
 */
export function wrongChoice(state: FrozenHorrorState, action: FrozenHorrorAction): GameError {
  if (state.pending === null) {
    return illegal('frozen-horror/no-choice-asked', `${waitingFor(state)}; there is no choice to make, so ${action.type} is not possible`);
  }
  return illegal('frozen-horror/not-the-choice-asked', `${waitingFor(state)}; ${action.type} is not that choice`);
}
