/**
 * What the guided search (`searchBot`) knows of Quad City Killers: its seats play like the
 * heuristic bot, and a position left unfinished is worth to a seat what its Notoriety lead and its
 * Dexterity make of it, read from its own view — both are public, on the tracks.
 */
import type { SearchGuide } from '../../core/guided-search.js';
import type { PlayerId } from '../../core/types.js';
import { heuristicBot } from './bots.js';
import type { QuadCityKillersAction, QuadCityKillersConfig } from './schemas.js';
import type { QuadCityKillersView } from './view.js';

/** Notoriety points that make a lead of about three to one (a Prey's worth, about). */
const LEAD_SCALE = 4;

/**
 * A position's worth to `seat`, in [0, 1], from its own view: the game's result once it is over;
 * else a logistic of its Notoriety lead over the best other seat (the most Notoriety wins when the
 * game ends), with a Dexterity point counted as one Notoriety point (Dexterity buys attacks, and the
 * first to the end of the scale ends the game). Solo: the Dexterity scale, climbed.
 */
export function evaluate(view: QuadCityKillersView, seat: PlayerId): number {
  const outcome = view.outcome;
  if (outcome !== null) return outcome.winners.includes(seat) ? 1 : 0;
  const mine = view.seats[seat];
  if (mine === undefined) return 0.5;
  let best = -Infinity;
  for (const other of view.seats) {
    if (other.seat !== seat) best = Math.max(best, other.notoriety + other.dexterity);
  }
  if (best === -Infinity) return Math.min(1, Math.max(0, mine.dexterity / (2 * view.startingDexterity)));
  const lead = mine.notoriety + mine.dexterity - best;
  return 1 / (1 + Math.exp(-lead / LEAD_SCALE));
}

/** The guide the search bot plays Quad City Killers with (`search` on the command line). */
export const searchGuide: SearchGuide<QuadCityKillersView, QuadCityKillersAction, QuadCityKillersConfig> = {
  policy: () => heuristicBot,
  evaluate,
  // Calibrated: about 200 ms a move on this project's two-core machine (docs/performance.md).
  defaults: { iterations: 100, horizon: 20 },
};
