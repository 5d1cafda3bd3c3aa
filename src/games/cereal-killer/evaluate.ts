/**
 * What the guided search (`searchBot`) knows of One Card: Cereal Killer: its seats play like
 * the heuristic bot, and a position left unfinished is worth to a seat what the days left and the
 * Detective's arrests left make of it, read from that seat's own view.
 */
import { rememberingChoices, type SearchGuide } from '../../core/guided-search.js';
import type { PlayerId } from '../../core/types.js';
import { heuristicBot } from './bots.js';
import type { CerealKillerAction, CerealKillerConfig, CerealKillerView } from './schemas.js';

/**
 * The Killer's chance, roughly, from what everyone sees: each arrest left is a chance for the
 * Detective, and each day survived takes one away from it (the Killer wins by lasting the seventh
 * day, the Detective only by an arrest).
 */
function killerChance(view: CerealKillerView): number {
  const daysLeft = 8 - view.day;
  const threat = Math.min(view.detective.arrestsLeft, daysLeft) / 4;
  return 1 - 0.5 * threat;
}

/**
 * A position's worth to `seat`, in [0, 1], from its own view: the game's result once it is over,
 * else {@link killerChance} for the Killer and its complement for the Detective.
 */
export function evaluate(view: CerealKillerView, seat: PlayerId): number {
  const outcome = view.outcome;
  if (outcome !== null) return outcome.winners.includes(seat) ? 1 : 0;
  const chance = killerChance(view);
  return seat === view.killerSeat ? chance : 1 - chance;
}

/** The guide the search bot plays One Card: Cereal Killer with (`search` on the command line). */
export const searchGuide: SearchGuide<CerealKillerView, CerealKillerAction, CerealKillerConfig> = {
  // The Detective samples dozens of worlds per decision: inside one search it decides once per view.
  policy: () => rememberingChoices(heuristicBot, (view) => JSON.stringify(view)),
  evaluate,
  // Calibrated: about 200 ms a move on this project's two-core machine (docs/performance.md). The
  // Detective's own model samples dozens of worlds at each of its decisions, so it searches less.
  defaults: (view, seat) => (seat === view.detectiveSeat ? { iterations: 10, horizon: 12 } : { iterations: 40, horizon: 12 }),
};
