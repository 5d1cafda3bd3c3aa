/**
 * What runs by itself after every action, and after setup: `settle` carries the game on, step by
 * step on the same draft, until a seat must decide or the game is over — a placement with one way
 * to go (Prey Cards), an Attack whose answers are all in (3. Attack (cont.)), the end of setup and
 * the first player (Setting Up the Game, 8), the end of a turn and the next one's reveal (Player
 * Turn), and the end of the game when no Prey card is left (ruling 3).
 *
 * It sits on top of the rules: it calls them, and no rule calls it.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { QuadCityKillersState } from '../schemas.js';
import { resolveAttack } from './attack-continued.js';
import { egoWaitsAtEndOfTurn } from './ego-cards.js';
import { endSolo } from './ending-a-solo-game.js';
import { endByNotoriety } from './ending-the-game.js';
import { beginTurn, endTurn } from './player-turn.js';
import { placeIfOnlyOneWay } from './prey-cards.js';
import { isSolo, noPreyLeft } from './queries.js';
import { beginPlay } from './setting-up-the-game.js';

/** Runs the game on until a seat must decide (or it is over). */
export function settle(draft: Draft<QuadCityKillersState>, rng: Rng, events: QuadCityKillersEvent[]): void {
  for (;;) {
    if (draft.outcome !== null) return;
    if (draft.placing.length > 0) {
      if (placeIfOnlyOneWay(draft, events)) continue;
      return;
    }
    const attack = draft.attack;
    if (attack !== null) {
      if (attack.step === 'answers' && attack.waiting.length === 0) {
        resolveAttack(draft, rng, events);
        continue;
      }
      return;
    }
    if (draft.pending !== null) return;
    if (draft.phase === 'setup') {
      const first = beginPlay(draft, rng, events);
      if (first !== null) beginTurn(draft, first, 1, rng, events);
      continue;
    }
    if (noPreyLeft(draft)) {
      if (isSolo(draft)) endSolo(draft, 'no-prey-left', events);
      else endByNotoriety(draft, 'no-prey', rng, events);
      return;
    }
    if (!isSolo(draft) && draft.turn.actionsLeft <= 0) {
      // "Ego abilities may be used at any time during your turn": the turn ends with the
      // replenish, so an unused Ego that can act now gets its moment first (ruling 10). A pass
      // ends the turn itself; a use marks the Ego used, so this opens once a turn at most.
      if (egoWaitsAtEndOfTurn(draft)) {
        draft.pending = { kind: 'end-of-turn', seat: draft.turn.player };
        return;
      }
      endTurn(draft, rng, events);
      continue;
    }
    return;
  }
}
