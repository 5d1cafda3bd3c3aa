/**
 * killer-rules: headless, deterministic rules engines for five killer-themed board games, each a
 * pure reducer behind zod-validated actions and one common `GameModule` interface.
 *
 * This entry exports everything: the core, the conformance kit, the registry and every game
 * module. Game-specific types live under a type namespace per game (e.g. `CerealKiller.Question`);
 * a game's other values (its content, its bot) come from its own subpath export
 * (`killer-rules/cereal-killer`). The namespaces are types only, so that a bundler keeps nothing
 * of a game the app does not use.
 *
 * @packageDocumentation
 * @module killer-rules
 */
export * from './core/index.js';
export { randomSeed } from './seed.js';
export * from './testing/index.js';
export { games, gameList, heuristicBots, searchGuides, type RegisteredGameId } from './games/index.js';
export { killercruise } from './games/killercruise/index.js';
export type * as Killercruise from './games/killercruise/index.js';
export { tatortTitanic } from './games/tatort-titanic/index.js';
export type * as TatortTitanic from './games/tatort-titanic/index.js';
export { cerealKiller } from './games/cereal-killer/index.js';
export type * as CerealKiller from './games/cereal-killer/index.js';
export { frozenHorror } from './games/frozen-horror/index.js';
export type * as FrozenHorror from './games/frozen-horror/index.js';
export { quadCityKillers } from './games/quad-city-killers/index.js';
export type * as QuadCityKillers from './games/quad-city-killers/index.js';
