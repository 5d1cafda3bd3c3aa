/**
 * The agent specs of the package's games, keyed by game id. A game joins the learning interface by
 * its file `src/agents/<game id>.ts` and one line here; the environments, the stdio server and the
 * tests find it through this registry.
 */
import { cerealKillerAgent } from './cereal-killer.js';
import { killercruiseAgent } from './killercruise.js';
import { tatortTitanicAgent } from './tatort-titanic.js';
import { frozenHorrorAgent } from './frozen-horror.js';
import { quadCityKillersAgent } from './quad-city-killers.js';
import type { AnyAgentSpec } from './types.js';

/** Every agent spec of the package, keyed by its game's id. */
export const agentSpecs = {
  /** One Card: Cereal Killer. */
  'cereal-killer': cerealKillerAgent,
  /** Sebastian Fitzek Killercruise. */
  killercruise: killercruiseAgent,
  /** Tatort Titanic. */
  'tatort-titanic': tatortTitanicAgent,
  /** This Game Is Killer: Frozen Horror. */
  'frozen-horror': frozenHorrorAgent,
  /** Quad City Killers. */
  'quad-city-killers': quadCityKillersAgent,
} as const;

/** The registry's specs as a list, typed for generic code. */
export const agentSpecList: readonly AnyAgentSpec[] = /* @__PURE__ */ Object.freeze(Object.values(agentSpecs).map(generic));

/** The agent spec of the game `id`, or `undefined` if the package has none for it. */
export function agentSpecFor(id: string): AnyAgentSpec | undefined {
  return agentSpecList.find((spec) => spec.game.id === id);
}

/**
 * A game's own spec, typed for the generic registry: it is only ever used with its own game. It
 * takes any spec of the registry (their union), so the registry grows by its one line per game.
 */
function generic(spec: (typeof agentSpecs)[keyof typeof agentSpecs]): AnyAgentSpec {
  return spec as unknown as AnyAgentSpec;
}
