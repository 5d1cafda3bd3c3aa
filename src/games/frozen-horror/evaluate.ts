/**
 * What the guided search (`searchBot`) knows of This Game Is Killer: Frozen Horror: its seats
 * play like the heuristic bot, and a position left unfinished is worth to a seat what the survivors
 * make of it, read from its own view (who is alive is public; a seat knows its own Identity).
 */
import type { SearchGuide } from '../../core/guided-search.js';
import type { PlayerId } from '../../core/types.js';
import { heuristicBot } from './bots.js';
import type { FrozenHorrorAction, FrozenHorrorConfig, FrozenHorrorView } from './schemas.js';

/**
 * A position's worth to `seat`, in [0, 1], from its own view: the game's result once it is over;
 * 0 for a dead seat (the dead never win, ruling 4). A living Human's chance grows with the Humans
 * still alive — more of them share the Horror's attention and can shoot it — as `n ÷ (n + 1)` of
 * the `n` living Humans besides the Horror, counting itself; the Horror's is the complement.
 */
export function evaluate(view: FrozenHorrorView, seat: PlayerId): number {
  const outcome = view.outcome;
  if (outcome !== null) return outcome.winners.includes(seat) ? 1 : 0;
  const mine = view.seats[seat];
  if (mine === undefined || !mine.alive) return 0;
  const living = view.seats.filter((other) => other.alive).length;
  if (mine.identity === 'horror') {
    const humans = living - 1;
    return 1 - humans / (humans + 1);
  }
  // The Horror is alive while the game runs, among the living seats.
  const humans = Math.max(1, living - 1);
  return humans / (humans + 1);
}

/** The guide the search bot plays This Game Is Killer: Frozen Horror with (`search` on the command line). */
export const searchGuide: SearchGuide<FrozenHorrorView, FrozenHorrorAction, FrozenHorrorConfig> = {
  policy: () => heuristicBot,
  evaluate,
  // Calibrated: about 200 ms a move on this project's two-core machine (docs/performance.md).
  defaults: { iterations: 20, horizon: Infinity },
};
