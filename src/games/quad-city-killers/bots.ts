/** Bots for Quad City Killers (placeholder until written below). */
import type { Bot } from '../../core/bots.js';
import type { QuadCityKillersAction } from './schemas.js';
import type { QuadCityKillersView } from './view.js';

/** A readable heuristic player. */
export const heuristicBot: Bot<QuadCityKillersView, QuadCityKillersAction> = ({ legal, rng }) => rng.pick(legal);
