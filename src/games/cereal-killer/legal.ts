/**
 * Legal actions, generated straight from the position: the move plan is worked out once, and every
 * candidate is kept by the same predicates the checks decide with (`canStep`, `canClaimVictim`,
 * `canPlaceWitness`, `canFinish`, `canReachWitness`…). The conformance kit proves the list is
 * exactly what `reduce` accepts.
 */
import type { PlayerId } from '../../core/types.js';
import { CARDINALS, QUESTIONS, type CerealKillerAction, type CerealKillerState } from './schemas.js';
import { kindOf, STEP_SLOTS, stepTarget } from './rules/basic-concepts.js';
import { detectiveMayStep } from './rules/detective-move.js';
import { directionOptions, canReachWitness, wasAsked } from './rules/interrogate.js';
import { canFinish, canStep } from './rules/killer-move.js';
import { movePlanOf } from './rules/move-planning.js';
import { awaitingDirection, killerSeat, killerSpot, stepsTakenToday, todaysRecord } from './rules/queries.js';
import { canClaimVictim, canPlaceWitness } from './rules/victims-and-witness.js';
import { seatToAct } from './reduce.js';

function squaresOfKind(state: CerealKillerState, kind: 'house' | 'cafe'): number[] {
  const out: number[] = [];
  const { squares } = state.config.city;
  for (let index = 0; index < squares.length; index++) if (squares[index] === kind) out.push(index + 1);
  return out;
}

function killerActions(state: CerealKillerState, player: PlayerId): CerealKillerAction[] {
  const legal: CerealKillerAction[] = [];
  const spot = killerSpot(state);
  if (awaitingDirection(state)) {
    const witness = todaysRecord(state)?.witness ?? null;
    if (spot === null || witness === null) return legal;
    const options = directionOptions(state.config.city, spot, witness);
    for (const direction of CARDINALS) if (options.includes(direction)) legal.push({ type: 'answer-direction', player, direction });
    return legal;
  }
  if (state.phase !== 'killer') return legal;
  if (spot === null) {
    for (const house of squaresOfKind(state, 'house')) legal.push({ type: 'choose-starting-house', player, house });
    return legal;
  }
  const move = state.killer.move;
  if (move === null) return legal;
  const plan = movePlanOf(state);
  if (move.witnessChoice !== null) {
    for (const park of move.witnessChoice) if (canPlaceWitness(state, plan, park)) legal.push({ type: 'place-witness', player, park });
    return legal;
  }
  const taken = stepsTakenToday(state);
  if (move.victim === null && canClaimVictim(plan, spot, taken)) legal.push({ type: 'claim-victim', player });
  for (let slot = 0; slot < STEP_SLOTS; slot++) {
    const to = stepTarget(state.config.city, spot, slot);
    if (to !== null && canStep(plan, spot, to, taken, move.victim !== null, move.witness)) legal.push({ type: 'step', player, to });
  }
  if (canFinish(state)) legal.push({ type: 'finish-move', player });
  return legal;
}

function detectiveActions(state: CerealKillerState, player: PlayerId): CerealKillerAction[] {
  const legal: CerealKillerAction[] = [];
  if (state.phase !== 'detective') return legal;
  const { at, stepsLeft } = state.detective;
  if (at === null) {
    for (const cafe of squaresOfKind(state, 'cafe')) legal.push({ type: 'place-detective', player, cafe });
    return legal;
  }
  const { city } = state.config;
  if (stepsLeft > 0) {
    for (let slot = 0; slot < STEP_SLOTS; slot++) {
      const to = stepTarget(city, at, slot);
      if (to !== null && detectiveMayStep(state, at, to)) legal.push({ type: 'move', player, to });
    }
  }
  const witness = state.witness;
  if (witness !== null && kindOf(city, witness) !== undefined && canReachWitness(city, at, witness)) {
    for (const question of QUESTIONS) if (!wasAsked(state, question)) legal.push({ type: 'interrogate', player, question });
  }
  legal.push({ type: 'arrest', player }, { type: 'end-turn', player });
  return legal;
}

/** Every action `player` may take now: exactly what `reduce` accepts. */
export function legalActions(state: CerealKillerState, player: PlayerId): CerealKillerAction[] {
  if (seatToAct(state) !== player) return [];
  return player === killerSeat(state) ? killerActions(state, player) : detectiveActions(state, player);
}
