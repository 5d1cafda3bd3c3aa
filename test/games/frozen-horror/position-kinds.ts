/**
 * The kinds of position This Game Is Killer: Frozen Horror waits in, for the conformance kit: the
 * step of the round, the decision pending (or a card to play), and the Identity of the seat that
 * decides — the Horror or a Human. The kit plays until it has met every kind, and checks each with
 * every seat and a spectator as the viewer.
 */
import type { FrozenHorrorState } from '../../../src/games/frozen-horror/index.js';
import { activeSeat } from '../../../src/games/frozen-horror/rules/queries.js';

/** The kind of a running position. */
export function kindOf(state: FrozenHorrorState): string {
  const seat = activeSeat(state);
  const identity = seat === null ? 'nobody' : (state.seats[seat]?.identity ?? 'nobody');
  return `${state.phase}/${state.pending?.kind ?? 'card'}/${identity}`;
}

/**
 * Every kind a game of four to ten players can wait in. A Safe Retreat "has no effect if you are
 * the Horror", so only a Human decides one; the end of the round rests on the armed man's shot and
 * move, the identity swap and the retreat only while their decision is pending, and Clean Up on a
 * destroyed room's moves.
 */
export const KINDS: readonly string[] = [
  ...['card', 'colour', 'lock', 'move', 'player', 'pull', 'reveal', 'room'].flatMap((decision) => [`play/${decision}/horror`, `play/${decision}/human`]),
  'shot/player/horror',
  'shot/player/human',
  'armedManMove/move/horror',
  'armedManMove/move/human',
  'swap/player/horror',
  'swap/player/human',
  'safeRetreat/retreat/human',
  'destroy/move/horror',
  'destroy/move/human',
];
