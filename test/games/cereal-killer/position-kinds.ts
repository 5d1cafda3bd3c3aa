/**
 * The kinds of position One Card: Cereal Killer waits in, for the conformance kit: whose part of
 * the day it is, the decision owed, and who owes it (the Killer or the Detective). The kit plays
 * until it has met every kind, and checks each with both seats and a spectator as the viewer.
 */
import type { CerealKillerState } from '../../../src/games/cereal-killer/index.js';
import { awaitingDirection, killerSpot } from '../../../src/games/cereal-killer/rules/queries.js';

/** The kind of a running position. */
export function kindOf(state: CerealKillerState): string {
  if (state.phase === 'killer') {
    if (killerSpot(state) === null) return 'killer/starting-house/killer';
    return (state.killer.move?.witnessChoice ?? null) === null ? 'killer/move/killer' : 'killer/witness-park/killer';
  }
  // Interrogate › direction: the Killer answers on the Detective's turn.
  if (awaitingDirection(state)) return 'detective/direction-answer/killer';
  return state.detective.at === null ? 'detective/placement/detective' : 'detective/turn/detective';
}

/** Every kind a game on a city with a Witness choice can wait in. */
export const KINDS: readonly string[] = [
  'killer/starting-house/killer',
  'killer/move/killer',
  'killer/witness-park/killer',
  'detective/direction-answer/killer',
  'detective/placement/detective',
  'detective/turn/detective',
];
