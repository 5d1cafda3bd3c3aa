/**
 * 1. Hunt: "by revealing and placing another Prey Card." Solo Play: "You may Hunt at any time."
 *
 * A Hunt with no Prey card left to reveal (deck and discard pile both empty) is not possible
 * (ruling 3).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { HuntAction, QuadCityKillersState } from '../schemas.js';
import { illegal, notNow } from './errors.js';
import { markActed, spendAction } from './player-turn.js';
import { revealPrey } from './prey-cards.js';
import { canRevealPrey, situation } from './queries.js';

type S = QuadCityKillersState;

/** Why `action` may not Hunt now, or `null`. */
export function checkHunt(state: S, action: HuntAction): GameError | null {
  if (situation(state) !== 'action') return notNow(state, action.type);
  return canRevealPrey(state) ? null : illegal('quad-city-killers/no-prey-card-left', '1. Hunt: "by revealing and placing another Prey Card" — no Prey card is left in the deck or its discard pile');
}

/** Hunts: one Action (free in solo), a Prey card revealed for the hunter to place. */
export function applyHunt(draft: Draft<S>, action: HuntAction, rng: Rng, events: QuadCityKillersEvent[]): void {
  spendAction(draft, 1, 'hunt', events);
  markActed(draft);
  revealPrey(draft, action.player, 'hunt', rng, events);
}
