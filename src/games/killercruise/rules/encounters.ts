/**
 * The Killer Comes Across A Playing Figure: "FIRST ENCOUNTER: … replaced with the slightly injured
 * body double … in the room where it was caught by the killer. SECOND ENCOUNTER: … eliminates
 * them." A figure moved into the killer's room meets it too (ruling 8).
 */
import type { Draft } from 'immer';
import type { FigureId, RoomLetter } from '../content.js';
import type { KillercruiseEvent } from '../events.js';
import type { FigureState, KillercruiseState } from '../schemas.js';
import { figureName, onShip } from './queries.js';

/**
 * The killer meets, in `room`, `who` (default: every figure standing there), in figure order: a
 * white figure turns red in the same room, a red one is eliminated.
 */
export function meetKiller(draft: Draft<KillercruiseState>, room: RoomLetter, events: KillercruiseEvent[], who: FigureId | null = null): void {
  const { figures } = draft;
  for (let at = 0; at < figures.length; at++) {
    const figure = figures[at];
    if (figure === undefined || !onShip(figure) || figure.room !== room || (who !== null && figure.figure !== who)) continue;
    const white = figure.status === 'white';
    events.push({ type: 'figure-met-killer', figure: figure.figure, name: figureName(draft.config.content, figure.figure), room, result: white ? 'red' : 'eliminated' });
    if (white) {
      figure.status = 'red';
    } else {
      figure.status = 'eliminated';
      figure.room = null;
    }
  }
}

/** "Massacre! The killer gets all of your playing figures": none of `figures` stands on the ship. */
export function allFiguresGone(figures: readonly FigureState[]): boolean {
  for (let at = 0; at < figures.length; at++) {
    const figure = figures[at];
    if (figure !== undefined && onShip(figure)) return false;
  }
  return true;
}
