/**
 * Quad City Killers — a competitive killer game for 1 to 6 players on the Quad Cities map
 * (Davenport and Bettendorf, Iowa; Rock Island and Moline, Illinois). Hunt Prey, Travel across the
 * river, Attack with Dexterity, Weapons, Modifiers and three custom dice, Create Scenes, and keep
 * the Heat down; the first to reach the end of their Dexterity Scale ends the game and the most
 * Notoriety wins. One player plays the solo rules on the same content.
 *
 * @packageDocumentation
 * @module killer-rules/quad-city-killers
 */
import type { GameModule } from '../../core/types.js';
import { describeAction, describeEvent } from './describe.js';
import type { QuadCityKillersEvent } from './events.js';
import { legalActions } from './legal.js';
import { reduce, rules } from './reduce.js';
import { resample } from './resample.js';
import { activePlayers } from './rules/queries.js';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  actionSchema,
  configSchema,
  stateSchema,
  type EndReason,
  type QuadCityKillersAction,
  type QuadCityKillersConfig,
  type QuadCityKillersConfigInput,
  type QuadCityKillersState,
} from './schemas.js';
import { setup } from './setup.js';
import { view, viewSchema, type QuadCityKillersView } from './view.js';

/** The Quad City Killers game module: 1 (the solo rules) to 6 seats (`config.players`, default 4). */
export const quadCityKillers: GameModule<
  QuadCityKillersConfig,
  QuadCityKillersState,
  QuadCityKillersAction,
  QuadCityKillersEvent,
  QuadCityKillersView,
  QuadCityKillersConfigInput,
  EndReason
> = {
  id: 'quad-city-killers',
  title: 'Quad City Killers',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  schemas: { config: configSchema, action: actionSchema, state: stateSchema, view: viewSchema },
  setup,
  reduce,
  rules,
  legalActions,
  activePlayers,
  playerCount: (state) => state.config.players,
  view,
  outcome: (state) => state.outcome,
  resample,
  seatName: (state, seat) => state.config.content.killers[state.seats[seat]?.killer ?? -1]?.name ?? `seat ${seat}`,
  describeAction,
  describeEvent,
};

export {
  BETTENDORF,
  DAVENPORT,
  MOLINE,
  RESOURCE_KINDS,
  ROCK_ISLAND,
  SCENES,
  STAND_IN_CONTENT_ID,
  standInContent,
  type City,
  type EgoAbility,
  type EgoCard,
  type KillerBoard,
  type ModifierCard,
  type PreyCard,
  type QuadCityContent,
  type ResourceCard,
  type ResourceKind,
  type Scene,
  type ScenarioCard,
  type AttackBonusAbility,
  type ColdTrailAbility,
  type DrawCardAbility,
  type ExtraPreyAbility,
  type FreeTravelAbility,
  type DiceAdvantage,
  type MoAdvantage,
  type ShieldAdvantage,
  type StandardAdvantage,
  type WeaponAdvantage,
  type WeaponCard,
} from './content.js';
export type * from './events.js';
export type {
  Answer,
  Attack,
  AttackAction,
  AttackResult,
  AttackStep,
  ChooseCityAction,
  ChooseModifierAction,
  ChoosePlayerAction,
  ChooseWeaponAction,
  CityDecision,
  CityState,
  ClaimMoAction,
  Decision,
  DeclareEgoAction,
  DiscardAction,
  DiscardDecision,
  EndOfTurnDecision,
  EndReason,
  HuntAction,
  PassAction,
  Phase,
  PlacePreyAction,
  PlayAgainstAction,
  PlayerDecision,
  PlayScenarioAction,
  PreyOnMap,
  PreyToPlace,
  QuadCityKillersAction,
  QuadCityKillersConfig,
  QuadCityKillersConfigInput,
  QuadCityKillersOutcome,
  QuadCityKillersRules,
  QuadCityKillersState,
  RefillAction,
  RevealCause,
  SceneAttackDecision,
  SeatState,
  SoloRank,
  TravelAction,
  TravelCause,
  TravelDecision,
  TravelToAction,
  TurnState,
  UseEgoAction,
} from './schemas.js';
export {
  ACTIONS_PER_TURN,
  ACTION_TYPES,
  DEFAULT_PLAYERS,
  DEFAULT_RULES,
  HAND_SIZE,
  MAX_PLAYERS,
  MIN_PLAYERS,
  QUIET_HEAT_LEVELS,
  SOLO_HAND_SIZE,
  contentSchema,
  endReasons,
  rollChances,
  rulesOf,
  rulesSchema,
} from './schemas.js';
export { SOLO_RANKS, soloBands, soloRank, type SoloBand } from './rules/ending-a-solo-game.js';
export { refusalReasons, type QuadCityKillersRefusalReason } from './rules/errors.js';
export { heuristicBot } from './bots.js';
export { searchGuide } from './evaluate.js';
export { contentIdFor, viewSchema, type QuadCityKillersView, type SeatView } from './view.js';
