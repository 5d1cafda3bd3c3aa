/**
 * The board renderers by game id, typed for code that handles every game alike (the HTML replay,
 * the playground). Every game has one; a game added without one would be shown in words only
 * (the playground then shows the seat's view as JSON), and its board joins both by one line below.
 */
import { cerealKillerBoard } from '../boards/cereal-killer.js';
import { frozenHorrorBoard } from '../boards/frozen-horror.js';
import { killercruiseBoard } from '../boards/killercruise.js';
import { quadCityKillersBoard } from '../boards/quad-city-killers.js';
import type { BoardOptions } from '../boards/svg.js';
import { tatortTitanicBoard } from '../boards/tatort-titanic.js';
import type { GameAction } from '../core/types.js';

/** A board renderer that takes any game's view and config: only ever handed its own game's. */
export type AnyBoard = (view: unknown, config: unknown, options?: BoardOptions<GameAction>) => string;

/** A game's board renderer, typed for the generic registry. */
function generic<View, Config, Action>(board: (view: View, config: Config, options?: BoardOptions<Action>) => string): AnyBoard {
  return board as unknown as AnyBoard;
}

const BOARDS: Readonly<Partial<Record<string, AnyBoard>>> = {
  'cereal-killer': generic(cerealKillerBoard),
  killercruise: generic(killercruiseBoard),
  'tatort-titanic': generic(tatortTitanicBoard),
  'frozen-horror': generic(frozenHorrorBoard),
  'quad-city-killers': generic(quadCityKillersBoard),
};

/** The board renderer of the game with id `gameId`, or `undefined` where the game has none yet. */
export function boardOf(gameId: string): AnyBoard | undefined {
  return Object.hasOwn(BOARDS, gameId) ? BOARDS[gameId] : undefined;
}
