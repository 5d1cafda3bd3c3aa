/**
 * killer-rules: headless, deterministic rules engines for five killer-themed board games, each a
 * pure reducer behind zod-validated actions and one common `GameModule` interface.
 *
 * This entry exports everything: the core, the conformance kit, the registry and every game
 * module. Game-specific types live under a namespace per game (e.g. `CerealKiller.Question`); each
 * game is also its own subpath export (`killer-rules/cereal-killer`).
 *
 * @packageDocumentation
 */
export * from './core/index.js';
export { randomSeed } from './seed.js';
export * from './testing/index.js';
export { games, gameList, heuristicBots, type RegisteredGameId } from './games/index.js';
export { killercruise } from './games/killercruise/index.js';
export * as Killercruise from './games/killercruise/index.js';
export { tatortTitanic } from './games/tatort-titanic/index.js';
export * as TatortTitanic from './games/tatort-titanic/index.js';
export { cerealKiller } from './games/cereal-killer/index.js';
export * as CerealKiller from './games/cereal-killer/index.js';
export { frozenHorror } from './games/frozen-horror/index.js';
export * as FrozenHorror from './games/frozen-horror/index.js';
export { quadCityKillers } from './games/quad-city-killers/index.js';
export * as QuadCityKillers from './games/quad-city-killers/index.js';
