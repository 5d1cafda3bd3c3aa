/**
 * The conformance kit: `checkGameModule` runs the generic checks that every game module must pass,
 * and `checkAgentSpec` those of a game's agent spec (its action space and observation tensor).
 *
 * @packageDocumentation
 * @module killer-rules/testing
 */
export {
  checkGameModule,
  ConformanceError,
  type CheckOptions,
  type ConformanceReport,
  type PositionKinds,
} from './check-game-module.js';
export { checkAgentSpec, type AgentCheckOptions, type AgentCheckReport } from './agent-checks.js';
export { canonicalJson, isPlainJson } from '../core/json.js';
