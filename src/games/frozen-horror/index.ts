/**
 * This Game Is Killer: Frozen Horror — a hidden-identity party game for 4 to 10 players on an
 * arctic station. Each round one player is secretly the Horror; everyone plays two Station cards
 * in a snake order (one as an Access Key through a coloured passage, one as an Action), then the
 * Horror kills the most exposed Humans in its room. Humans win when the Horror dies; the Horror's
 * player wins when every Human is dead.
 *
 * @packageDocumentation
 */
import { reduceWith } from '../../core/rules.js';
import type { GameModule } from '../../core/types.js';
import { describeAction, describeEvent } from './describe.js';
import type { FrozenHorrorEvent } from './events.js';
import { legalActions } from './legal.js';
import { activePlayers, rules } from './reduce.js';
import { resample } from './resample.js';
import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  actionSchema,
  configSchema,
  stateSchema,
  viewSchema,
  type FrozenHorrorAction,
  type FrozenHorrorConfig,
  type FrozenHorrorConfigInput,
  type FrozenHorrorState,
} from './schemas.js';
import { setup } from './setup.js';
import { view, type FrozenHorrorView } from './view.js';

/** The This Game Is Killer: Frozen Horror game module: 4 to 10 seats (`config.players`, default 6). */
export const frozenHorror: GameModule<
  FrozenHorrorConfig,
  FrozenHorrorState,
  FrozenHorrorAction,
  FrozenHorrorEvent,
  FrozenHorrorView,
  FrozenHorrorConfigInput
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

export { heuristicBot, heuristicBotFor } from './bots.js';
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
  FrozenHorrorAction,
  FrozenHorrorConfig,
  FrozenHorrorConfigInput,
  FrozenHorrorState,
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
} from './schemas.js';
export { DEFAULT_PLAYERS, MAX_PLAYERS, MIN_PLAYERS, contentSchema } from './schemas.js';
export { ACTION_NAMES } from './rules/names.js';
export type { EndReason } from './rules/action-effects.js';
export { STAND_IN_CONTENT_ID, type FrozenHorrorView, type SeatView } from './view.js';
