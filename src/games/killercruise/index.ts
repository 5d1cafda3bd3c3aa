/**
 * Sebastian Fitzek Killercruise — a cooperative game for 2–4 players. Move the figures around the
 * ship, save the passengers before the killer collects five, unlock the decks to free the missing
 * person, read the clues and find the psychopath on the lower deck.
 *
 * @packageDocumentation
 * @module killer-rules/killercruise
 */
import { reduceWith } from '../../core/rules.js';
import type { GameModule } from '../../core/types.js';
import { describeAction, describeEvent } from './describe.js';
import type { KillercruiseEvent } from './events.js';
import { legalActions } from './legal.js';
import { activePlayers, rules } from './reduce.js';
import { resample } from './resample.js';
import {
  actionSchema,
  configSchema,
  stateSchema,
  viewSchema,
  type EndReason,
  type KillercruiseAction,
  type KillercruiseConfig,
  type KillercruiseConfigInput,
  type KillercruiseState,
  type KillercruiseView,
} from './schemas.js';
import { setup } from './setup.js';
import { view } from './view.js';

/** The Sebastian Fitzek Killercruise game module: 2–4 seats, all winning or all losing together. */
export const killercruise: GameModule<
  KillercruiseConfig,
  KillercruiseState,
  KillercruiseAction,
  KillercruiseEvent,
  KillercruiseView,
  KillercruiseConfigInput,
  EndReason
> = {
  id: 'killercruise',
  title: 'Sebastian Fitzek Killercruise',
  minPlayers: 2,
  maxPlayers: 4,
  schemas: { config: configSchema, action: actionSchema, state: stateSchema, view: viewSchema },
  setup,
  reduce: /* @__PURE__ */ reduceWith(rules),
  rules,
  legalActions,
  activePlayers,
  playerCount: (state) => state.config.players,
  view,
  outcome: (state) => state.outcome,
  resample,
  seatName: (_state, seat) => `seat ${seat}`,
  describeAction,
  describeEvent,
};

export { heuristicBot } from './bots.js';
export { searchGuide } from './evaluate.js';
export {
  FIGURE_IDS,
  ROOM_LETTERS,
  standInContent,
  type ClueCard,
  type CluePredicate,
  type FigureCard,
  type FigureId,
  type FigureSpec,
  type KillercruiseContent,
  type MazeBack,
  type PassengerCard,
  type PassengerCondition,
  type Puzzle,
  type RoomLetter,
  type RoomSpec,
  type Section,
  type Side,
} from './content.js';
export type * from './events.js';
export type {
  CalendarDate,
  CarryAction,
  Deck,
  Difficulty,
  DrawPile,
  DrawPileView,
  EndReason,
  EndTurnAction,
  FigureState,
  FigureStatus,
  KillercruiseAction,
  KillercruiseConfig,
  KillercruiseConfigInput,
  KillercruiseRules,
  KillercruiseState,
  KillercruiseView,
  LeaveKeyAction,
  MazeRun,
  MissingPerson,
  MoveAction,
  Pending,
  PileView,
  RevealedClue,
  RoomState,
  RoomView,
  SecondKeyAction,
  ShowdownAction,
  StartingFigure,
  TimerExpiredAction,
  TurnState,
  UnlockAction,
  Variant,
} from './schemas.js';
export { DEFAULT_RULES, DIFFICULTIES, END_REASONS, contentSchema } from './schemas.js';
export { keyCombination, tableRules } from './rules/queries.js';
export { clueHolds, clueText, roomsConsistentWith } from './clues.js';
export { followMazes } from './rules/middle-deck.js';
export { moveDestinations } from './rules/move.js';
export { clockwise, clockwiseSteps, neighbours, ringDistance } from './ship.js';
export { dayOfWeek, isFridayThe13th } from './rules/game-over.js';
export { refusalReasons, type KillercruiseRefusalReason } from './rules/errors.js';
export { STAND_IN_CONTENT_ID } from './view.js';
