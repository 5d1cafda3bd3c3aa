/**
 * The engine every game runs on: the `GameModule` contract, the seeded random stream, matches
 * (create, apply, replay, save, load), event filtering, bots and simulation.
 *
 * @packageDocumentation
 * @module killer-rules/core
 */
export { seatCount } from './types.js';
export type {
  ActionOf,
  AnyGameModule,
  ConfigInputOf,
  ConfigOf,
  EndReasonOf,
  ErrorCode,
  EventOf,
  GameAction,
  GameError,
  GameEvent,
  GameId,
  GameModule,
  GameRules,
  GameSchemas,
  KnownGameId,
  Outcome,
  OutcomeOf,
  PlayerId,
  ReplacedPart,
  Schema,
  SchemaResult,
  StateOf,
  StepResult,
  ViewOf,
  WritePath,
} from './types.js';
export { createRng, restoreRng, type Rng, type RngState } from './rng.js';
export { refuse, refuseIn, type CoreRefusalReason, type Refusal } from './errors.js';
export {
  applyAction,
  applyUntrusted,
  createMatch,
  deserializeMatch,
  replay,
  serializeMatch,
  SAVE_FORMAT,
  type ApplyOptions,
  type ApplyResult,
  type CreateMatchOptions,
  type CreateMatchResult,
  type DeserializeOptions,
  type Match,
  type MatchOf,
  type MatchResult,
  type ReplayOptions,
  type SeatlessAction,
} from './match.js';
export { eventsFor, type Visible } from './events.js';
export { actionJsonSchema, configJsonSchema, viewJsonSchema, type JsonSchema } from './json-schema.js';
export { JOURNAL_FORMAT, journalHeader, journalLine, journalOf, loadJournal } from './journal.js';
export { seatUpdate, type SeatUpdate } from './seat-update.js';
export { reduceWith } from './rules.js';
export { openWorld, sampleWorldFor, World, type BotWorld, type WorldStep } from './world.js';
export { assertViewer } from './seats.js';
export { cloneJson } from './clone.js';
export { sameJson } from './json.js';
export { contentIdOf, hashText, internContent } from './content.js';
export { bestBy, randomBot, type Best, type Bot, type BotInput, type BotOf } from './bots.js';
export { guidedSearch, rememberingChoices, searchBot, type GuidedSearchOptions, type SearchGuide } from './guided-search.js';
export { botRollout, ismctsBot, ismctsSearch, rewardsOf, type IsmctsOptions, type RolloutInput, type RolloutPolicy } from './ismcts.js';
export {
  botInput,
  mergeSimulations,
  mergeSummaries,
  playout,
  simulate,
  type PlayoutFailure,
  type PlayoutOptions,
  type PlayoutStep,
  type PlayoutSuccess,
  type Seating,
  type SimulatedGame,
  type SimulateFailure,
  type SimulateOptions,
  type SimulateResult,
  type SimulationShard,
  type SimulationSummary,
} from './simulate.js';
