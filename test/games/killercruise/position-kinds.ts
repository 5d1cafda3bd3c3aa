/**
 * The kinds of position Sebastian Fitzek Killercruise waits in, for the conformance kit: the
 * decision the active seat owes on its turn. The crew play together and every seat has the same
 * role, so the kind names the decision only. The kit plays until it has met every kind, and checks
 * each with every seat and a spectator as the viewer.
 */
import type { KillercruiseState } from '../../../src/games/killercruise/index.js';

/** The kind of a running position. */
export function kindOf(state: KillercruiseState): string {
  const pending = state.turn.pending;
  // "Is it your turn? Then you must play at least 1 figure card": before it, the turn cannot end.
  if (pending === null) return state.turn.played === 0 ? 'turn/no-card-played/crew' : 'turn/cards-played/crew';
  return pending.kind === 'carry' ? 'carry-passenger/crew' : 'second-key/crew';
}

/** Every kind a game can wait in. */
export const KINDS: readonly string[] = ['turn/no-card-played/crew', 'turn/cards-played/crew', 'carry-passenger/crew', 'second-key/crew'];
