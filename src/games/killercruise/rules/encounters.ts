/**
 * The Killer Comes Across A Playing Figure: "FIRST ENCOUNTER: … replaced with the slightly injured
 * body double … in the room where it was caught by the killer. SECOND ENCOUNTER: … eliminates
 * them." A figure moved into the killer's room meets it too (ruling 8).
 */
import type { FigureId, FigureSpec, RoomLetter } from '../content.js';
import type { KillercruiseEvent } from '../events.js';
import type { FigureState, KillercruiseState } from '../schemas.js';
import { onShip } from './queries.js';

/**
 * `figures` after the killer meets, in `room`, `who` (default: every figure standing there): a
 * white figure turns red in the same room, a red one is eliminated.
 */
export function meetKiller(
  figures: readonly FigureState[],
  specs: readonly FigureSpec[],
  room: RoomLetter,
  events: KillercruiseEvent[],
  who: FigureId | null = null,
): readonly FigureState[] {
  if (!figures.some((figure) => onShip(figure) && figure.room === room && (who === null || figure.figure === who))) return figures;
  return figures.map((figure) => {
    if (!onShip(figure) || figure.room !== room || (who !== null && figure.figure !== who)) return figure;
    const name = specs.find((spec) => spec.id === figure.figure)?.name ?? figure.figure;
    const white = figure.status === 'white';
    events.push({ type: 'figure-met-killer', figure: figure.figure, name, room, result: white ? 'red' : 'eliminated' });
    return white ? { ...figure, status: 'red' } : { figure: figure.figure, status: 'eliminated', room: null };
  });
}

/** "Massacre! The killer gets all of your playing figures": no figure stands on the ship. */
export function allFiguresGone(state: KillercruiseState): boolean {
  return !state.figures.some(onShip);
}
