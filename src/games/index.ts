/**
 * The registry: every game module in the package, keyed by id. This is the one list the demo,
 * the benchmark, the packaging smoke test and the registry tests read; a new game joins them all
 * by being added here (and by its `./<id>` subpath export in package.json).
 */
import type { Bot } from '../core/bots.js';
import type { SearchGuide } from '../core/guided-search.js';
import type { AnyGameModule, GameAction } from '../core/types.js';
import { cerealKiller, heuristicBot as cerealKillerBot, searchGuide as cerealKillerGuide } from './cereal-killer/index.js';
import { frozenHorror, heuristicBot as frozenHorrorBot, searchGuide as frozenHorrorGuide } from './frozen-horror/index.js';
import { killercruise, heuristicBot as killercruiseBot, searchGuide as killercruiseGuide } from './killercruise/index.js';
import { quadCityKillers, heuristicBot as quadCityKillersBot, searchGuide as quadCityKillersGuide } from './quad-city-killers/index.js';
import { tatortTitanic, heuristicBot as tatortTitanicBot, searchGuide as tatortTitanicGuide } from './tatort-titanic/index.js';

/** Every game module in the package, keyed by its id. */
export const games = {
  /** Sebastian Fitzek Killercruise. */
  killercruise,
  /** Tatort Titanic. */
  'tatort-titanic': tatortTitanic,
  /** One Card: Cereal Killer. */
  'cereal-killer': cerealKiller,
  /** This Game Is Killer: Frozen Horror. */
  'frozen-horror': frozenHorror,
  /** Quad City Killers. */
  'quad-city-killers': quadCityKillers,
} as const;

/** The id of a game in the {@link games} registry. */
export type RegisteredGameId = keyof typeof games;

/** The registry's modules as a list, typed for generic code (runners, benchmarks, the conformance kit). */
export const gameList: readonly AnyGameModule[] = /* @__PURE__ */ Object.values(games);

/**
 * Each game's heuristic bot (its `heuristicBot`, from the game's `bots.ts`), keyed by game id: cheap,
 * readable bots that play like a sensible human (every game has one; a game added without one would
 * be absent). The command line's
 * and `simulateParallel`'s bot name `heuristic` means the game's entry here.
 */
export const heuristicBots: Readonly<Partial<Record<string, Bot<unknown, GameAction>>>> = {
  killercruise: /* @__PURE__ */ generic(killercruiseBot),
  'tatort-titanic': /* @__PURE__ */ generic(tatortTitanicBot),
  'cereal-killer': /* @__PURE__ */ generic(cerealKillerBot),
  'frozen-horror': /* @__PURE__ */ generic(frozenHorrorBot),
  'quad-city-killers': /* @__PURE__ */ generic(quadCityKillersBot),
};

/**
 * Each game's guide for the guided search (its `searchGuide`, from the game's `evaluate.ts`), keyed
 * by game id: how its seats play and what a position is worth to a seat. The command line's and
 * `simulateParallel`'s bot name `search` plays `searchBot` with the game's entry here.
 */
export const searchGuides: Readonly<Partial<Record<string, SearchGuide<unknown, GameAction>>>> = {
  killercruise: /* @__PURE__ */ genericGuide(killercruiseGuide),
  'tatort-titanic': /* @__PURE__ */ genericGuide(tatortTitanicGuide),
  'cereal-killer': /* @__PURE__ */ genericGuide(cerealKillerGuide),
  'frozen-horror': /* @__PURE__ */ genericGuide(frozenHorrorGuide),
  'quad-city-killers': /* @__PURE__ */ genericGuide(quadCityKillersGuide),
};

/** A game's search guide, typed for the generic registry: it is only ever handed its own game's views. */
function genericGuide<View, Action, Config>(guide: SearchGuide<View, Action, Config>): SearchGuide<unknown, GameAction> {
  return guide as unknown as SearchGuide<unknown, GameAction>;
}

/** A game's own bot, typed for the generic registry: it is only ever handed its own game's inputs. */
function generic<View, Action, Config>(bot: Bot<View, Action, Config>): Bot<unknown, GameAction> {
  return bot as unknown as Bot<unknown, GameAction>;
}
