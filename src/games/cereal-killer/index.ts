/**
 * One Card: Cereal Killer — a two-player hidden-movement duel. The Killer moves unseen through the
 * city claiming victims; the Detective follows the Witnesses' answers and has four arrests.
 *
 * @packageDocumentation
 */
import type { GameModule } from '../../core/types.js';
import { describeAction, describeEvent } from './describe.js';
import type { CerealKillerEvent } from './events.js';
import { legalActions } from './legal.js';
import { activePlayers, reduce, rules } from './reduce.js';
import { resample } from './resample.js';
import {
  actionSchema,
  configSchema,
  stateSchema,
  viewSchema,
  type CerealKillerAction,
  type CerealKillerConfig,
  type CerealKillerConfigInput,
  type CerealKillerState,
} from './schemas.js';
import { setup } from './setup.js';
import { view, type CerealKillerView } from './view.js';

/** The One Card: Cereal Killer game module. Two seats; `config.killer` says which is the Killer. */
export const cerealKiller: GameModule<
  CerealKillerConfig,
  CerealKillerState,
  CerealKillerAction,
  CerealKillerEvent,
  CerealKillerView,
  CerealKillerConfigInput
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
export { STAND_IN_CITY_ID, standInCity, type City, type SquareKind } from './content.js';
export type * from './events.js';
export type {
  AnswerDirectionAction,
  ArrestAction,
  Cardinal,
  CerealKillerAction,
  CerealKillerConfig,
  CerealKillerConfigInput,
  CerealKillerState,
  ChooseStartingHouseAction,
  ClaimVictimAction,
  DayRecord,
  DetectiveMoveAction,
  DetectiveState,
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
} from './schemas.js';
export { CARDINALS, QUESTIONS, citySchema, viewSchema } from './schemas.js';
export type { Spot } from './rules/basic-concepts.js';
export type { CerealKillerView } from './view.js';
export type { EndReason } from './rules/turn.js';
