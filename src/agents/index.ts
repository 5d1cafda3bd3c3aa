/**
 * For learning agents: each game's fixed integer action space with its legal mask and its
 * observation tensor (the agent specs), an environment in PettingZoo's AEC shape, and a vector of
 * environments stepped in lockstep for throughput. Pure, like the engine; the command line's
 * `killer-rules env --stdio` serves the same environments to any language.
 *
 * @packageDocumentation
 * @module killer-rules/agents
 */
export type { ActionRange, ActionSpace, AgentSpec, AgentsRefusalReason, AnyAgentSpec, LegalMaskWriter, ObservationField, ObservationSpec, StateObserver } from './types.js';
export { ActionLayout, TensorLayout, assertIndex, rangeOf, setOneHot, tensorTarget } from './layout.js';
export { encodeLegal, legalMask } from './legal-mask.js';
export {
  AecEnv,
  DEFAULT_MAX_STEPS,
  createEnv,
  type AecEnvOf,
  type AgentSpecOf,
  type BotChoice,
  type CreateEnvResult,
  type EnvInfo,
  type EnvLast,
  type EnvObservation,
  type EnvOptions,
  type EnvResult,
} from './env.js';
export { MAX_ENVS, VectorEnv, createVectorEnv, type EpisodeEnd, type VectorEnvOf, type VectorEnvOptions } from './vector-env.js';
export { agentSpecFor, agentSpecList, agentSpecs } from './registry.js';
export { cerealKillerAgent } from './cereal-killer.js';
export { killercruiseAgent } from './killercruise.js';
export { tatortTitanicAgent } from './tatort-titanic.js';
export { frozenHorrorAgent } from './frozen-horror.js';
export { quadCityKillersAgent } from './quad-city-killers.js';
