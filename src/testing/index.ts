/**
 * The conformance kit: `checkGameModule` runs the generic checks that every game module must pass.
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
export { canonicalJson, isPlainJson } from '../core/json.js';
