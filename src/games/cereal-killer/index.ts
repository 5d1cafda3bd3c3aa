/**
 * One Card: Cereal Killer — a two-player hidden-movement duel. The Killer moves unseen through the
 * city claiming victims; the Detective follows the Witnesses' answers and has four arrests.
 *
 * @packageDocumentation
 * @module killer-rules/cereal-killer
 */
import type { GameModule } from '../../core/types.js';
import { describeAction, describeEvent } from './describe.js';
import type { CerealKillerEvent } from './events.js';
import { legalActions } from './legal.js';
import { activePlayers, reduce, rules } from './reduce.js';
import { resample } from './resample.js';
import { stateSchema } from './rules/consistency.js';
import {
  actionSchema,
  configSchema,
  viewSchema,
  type CerealKillerAction,
  type CerealKillerConfig,
  type CerealKillerConfigInput,
  type CerealKillerState,
  type CerealKillerView,
  type EndReason,
} from './schemas.js';
import { setup } from './setup.js';
import { view } from './view.js';

/** The One Card: Cereal Killer game module. Two seats; `config.killer` says which is the Killer. */
export const cerealKiller: GameModule<
  CerealKillerConfig,
  CerealKillerState,
  CerealKillerAction,
  CerealKillerEvent,
  CerealKillerView,
  CerealKillerConfigInput,
  EndReason
> = {
  id: 'cereal-killer',
  title: 'One Card: Cereal Killer',
  minPlayers: 2,
  maxPlayers: 2,
  schemas: { config: configSchema, action: actionSchema, state: stateSchema, view: viewSchema },
  setup,
  reduce,
  rules,
  legalActions,
  activePlayers,
  playerCount: () => 2,
  view,
  outcome: (state) => state.outcome,
  resample,
  seatName: (state, seat) => (seat === state.config.killer ? 'the Killer' : 'the Detective'),
  describeAction,
  describeEvent,
};

export { heuristicBot } from './bots.js';
export { searchGuide } from './evaluate.js';
export { STAND_IN_CITY_ID, standInCity, type City, type SquareKind } from './content.js';
export type * from './events.js';
export type {
  AnswerDirectionAction,
  ArrestAction,
  Cardinal,
  CerealKillerAction,
  CerealKillerConfig,
  CerealKillerConfigInput,
  CerealKillerRules,
  CerealKillerState,
  CerealKillerView,
  ChooseStartingHouseAction,
  ClaimVictimAction,
  DayRecord,
  DetectiveMoveAction,
  DetectiveState,
  EndReason,
  EndTurnAction,
  FinishMoveAction,
  InterrogateAction,
  Interrogation,
  KillerMove,
  KillerSecrets,
  KillerStepAction,
  Phase,
  PlaceDetectiveAction,
  PlaceWitnessAction,
  Question,
  Spot,
} from './schemas.js';
export { CARDINALS, DEFAULT_RULES, QUESTIONS, citySchema, rulesOf, rulesSchema, viewSchema } from './schemas.js';
export { refusalReasons, type CerealKillerRefusalReason } from './rules/errors.js';
