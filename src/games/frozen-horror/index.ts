/**
 * This Game Is Killer: Frozen Horror — a hidden-identity party game for 4 to 10 players on an
 * arctic station. Each round one player is secretly the Horror; everyone plays two Station cards
 * in a snake order (one as an Access Key through a coloured passage, one as an Action), then the
 * Horror kills the most exposed Humans in its room. Humans win when the Horror dies; the Horror's
 * player wins when every Human is dead.
 *
 * @packageDocumentation
 * @module killer-rules/frozen-horror
 */
import { reduceWith } from '../../core/rules.js';
import type { GameModule } from '../../core/types.js';
import { describeAction, describeEvent } from './describe.js';
import type { FrozenHorrorEvent } from './events.js';
import { legalActions } from './legal.js';
import { rules } from './reduce.js';
import { activePlayers } from './rules/queries.js';
import { resample } from './resample.js';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  actionSchema,
  configSchema,
  stateSchema,
  viewSchema,
  type EndReason,
  type FrozenHorrorAction,
  type FrozenHorrorConfig,
  type FrozenHorrorConfigInput,
  type FrozenHorrorState,
  type FrozenHorrorView,
} from './schemas.js';
import { setup } from './setup.js';
import { view } from './view.js';

/** The This Game Is Killer: Frozen Horror game module: 4 to 10 seats (`config.players`, default 6). */
export const frozenHorror: GameModule<
  FrozenHorrorConfig,
  FrozenHorrorState,
  FrozenHorrorAction,
  FrozenHorrorEvent,
  FrozenHorrorView,
  FrozenHorrorConfigInput,
  EndReason
> = {
  id: 'frozen-horror',
  title: 'This Game Is Killer: Frozen Horror',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
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
  seatName: (state, seat) => (state.seats[seat]?.alive === false ? `seat ${seat} (dead)` : `seat ${seat}`),
  describeAction,
  describeEvent,
};

export { heuristicBot } from './bots.js';
export { searchGuide } from './evaluate.js';
export {
  ACTION_KINDS,
  COLOURS,
  INVENTED_ACTIONS,
  standInContent,
  type ActionKind,
  type Colour,
  type Passage,
  type StationCard,
  type StationContent,
} from './content.js';
export type * from './events.js';
export type {
  ChooseColourAction,
  ChoosePlayerAction,
  ChooseRoomAction,
  ColourDecision,
  DealSource,
  DealtPile,
  Decision,
  EndReason,
  FrozenHorrorAction,
  FrozenHorrorConfig,
  FrozenHorrorConfigInput,
  FrozenHorrorRules,
  FrozenHorrorState,
  FrozenHorrorView,
  Identity,
  LockCause,
  LockDecision,
  LockPassageAction,
  MoveAction,
  MoveCause,
  MoveDecision,
  Orientation,
  PassAction,
  Phase,
  PlayCardAction,
  PlayedCard,
  PlayerChoiceCause,
  PlayerDecision,
  PullDecision,
  RetreatDecision,
  RevealDecision,
  RevealIdentityAction,
  RoomChoiceCause,
  RoomDecision,
  RoundEffects,
  SeatState,
  SeatView,
} from './schemas.js';
export { DEFAULT_PLAYERS, DEFAULT_RULES, MAX_PLAYERS, MIN_PLAYERS, contentSchema, rulesOf } from './schemas.js';
export { ACTION_NAMES } from './rules/names.js';
export { refusalReasons, type FrozenHorrorRefusalReason } from './rules/errors.js';
export { STAND_IN_CONTENT_ID } from './view.js';
