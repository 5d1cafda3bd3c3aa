/**
 * Tatort Titanic — a detective game for 3 to 6 players aboard the Titanic. The detectives move
 * about the ship collecting clue cards, eavesdrop and question each other, and cross circumstances
 * off their investigation sheets; whoever first names the murderer, the weapon, the motive, the
 * scene and the time of the crime correctly wins. After 25 rounds the ship meets the iceberg and
 * the sheets decide.
 *
 * @packageDocumentation
 * @module killer-rules/tatort-titanic
 */
import { reduceWith } from '../../core/rules.js';
import type { GameModule } from '../../core/types.js';
import { describeAction, describeEvent } from './describe.js';
import type { TatortTitanicEvent } from './events.js';
import { legalActions } from './legal.js';
import { activePlayers, rules } from './reduce.js';
import { resample } from './resample.js';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  actionSchema,
  configSchema,
  stateSchema,
  type EndReason,
  type TatortTitanicAction,
  type TatortTitanicConfig,
  type TatortTitanicConfigInput,
  type TatortTitanicState,
} from './schemas.js';
import { setup } from './setup.js';
import { view, viewSchema, type TatortTitanicView } from './view.js';

/** The Tatort Titanic game module: 3 to 6 seats (`config.players`, default 4). */
export const tatortTitanic: GameModule<
  TatortTitanicConfig,
  TatortTitanicState,
  TatortTitanicAction,
  TatortTitanicEvent,
  TatortTitanicView,
  TatortTitanicConfigInput,
  EndReason
> = {
  id: 'tatort-titanic',
  title: 'Tatort Titanic',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  schemas: { config: configSchema, action: actionSchema, state: stateSchema, view: viewSchema },
  setup,
  reduce: reduceWith(rules),
  rules,
  legalActions,
  activePlayers,
  playerCount: (state) => state.config.players,
  view,
  outcome: (state) => state.outcome,
  resample,
  seatName: (state, seat) => state.config.content.detectives[state.detectives[seat]?.detective ?? -1]?.name ?? `seat ${seat}`,
  describeAction,
  describeEvent,
};

export {
  CANDIDATES_PER_COLOUR,
  CARDS_LAID_OUT,
  CARDS_PER_COLOUR,
  CIRCUMSTANCES,
  CLUE_CARDS,
  COLOURS,
  DECK_SPACES_PER_DECK,
  EVENT_CARDS,
  NAMED_ROOMS,
  STAIRCASE_SPACES,
  STAND_IN_CONTENT_ID,
  STAND_IN_SPACES,
  contentId,
  contentSchema,
  isRoomKind,
  standInContent,
  type ClueColour,
  type Colour,
  type Deck,
  type Detective,
  type EventCard,
  type EventEffect,
  type ShipSpace,
  type SpaceKind,
  type TatortContent,
} from './content.js';
export type * from './events.js';
export type {
  Ability,
  ConsultAction,
  CrossOffAction,
  DetectiveState,
  DrawCardAction,
  DrawPending,
  EavesdropAction,
  EavesdropPending,
  EndReason,
  EndTurnAction,
  GiveCardAction,
  GivePending,
  MoveAction,
  PassAction,
  Pending,
  Phase,
  Prediction,
  QuestionAction,
  RecogniseAction,
  RollAction,
  Solve,
  SolveAction,
  TakeClueAction,
  TatortTitanicAction,
  TatortTitanicConfig,
  TatortTitanicConfigInput,
  TatortTitanicRules,
  TatortTitanicState,
} from './schemas.js';
export {
  ABILITIES,
  DEFAULT_PLAYERS,
  DEFAULT_RULES,
  RULE_NAMES,
  LAST_ROUND,
  MAX_PLAYERS,
  MIN_PLAYERS,
  cardOf,
  circumstanceOf,
  colourOfCard,
  colourOfCircumstance,
  isBlank,
  isCrossedOff,
  isDefaultRules,
  rulesOf,
  rulesSchema,
  sheetOf,
} from './schemas.js';
export { standingOf, type SheetStanding } from './rules/end-of-the-game.js';
export { trackerTime } from './rules/course-of-play.js';
export { refusalReasons, type TatortTitanicRefusalReason } from './rules/errors.js';
export { heuristicBot } from './bots.js';
export { searchGuide } from './evaluate.js';
export type { DetectiveView, EventDeckView, PendingView, Revealed, SheetView, TatortTitanicView, WeatherView } from './view.js';
