/** Legal actions: every candidate a seat could send, kept when the reducer's own checks pass. */
import type { PlayerId } from '../../core/types.js';
import { CARDINALS, QUESTIONS, type CerealKillerAction, type CerealKillerState } from './schemas.js';
import { stepsFrom } from './rules/basic-concepts.js';
import { awaitingDirection, killerSeat, killerSpot } from './rules/queries.js';
import { activePlayers, checkAction } from './reduce.js';

function squaresOfKind(state: CerealKillerState, kind: 'house' | 'cafe'): number[] {
  const out: number[] = [];
  state.config.city.squares.forEach((square, index) => {
    if (square === kind) out.push(index + 1);
  });
  return out;
}

function killerCandidates(state: CerealKillerState, player: PlayerId): CerealKillerAction[] {
  if (awaitingDirection(state)) {
    return CARDINALS.map((direction) => ({ type: 'answer-direction', player, direction }));
  }
  const spot = killerSpot(state);
  if (spot === null) {
    return squaresOfKind(state, 'house').map((house) => ({ type: 'choose-starting-house', player, house }));
  }
  const choice = state.killer.move?.witnessChoice ?? null;
  if (choice !== null) return choice.map((park) => ({ type: 'place-witness', player, park }));
  return [
    { type: 'claim-victim', player },
    ...stepsFrom(state.config.city, spot).map((to): CerealKillerAction => ({ type: 'step', player, to })),
    { type: 'finish-move', player },
  ];
}

function detectiveCandidates(state: CerealKillerState, player: PlayerId): CerealKillerAction[] {
  const at = state.detective.at;
  if (at === null) return squaresOfKind(state, 'cafe').map((cafe) => ({ type: 'place-detective', player, cafe }));
  return [
    ...stepsFrom(state.config.city, at).map((to): CerealKillerAction => ({ type: 'move', player, to })),
    ...QUESTIONS.map((question): CerealKillerAction => ({ type: 'interrogate', player, question })),
    { type: 'arrest', player },
    { type: 'end-turn', player },
  ];
}

/** Every action `player` may take now: exactly what `reduce` accepts. */
export function legalActions(state: CerealKillerState, player: PlayerId): CerealKillerAction[] {
  if (!activePlayers(state).includes(player)) return [];
  const candidates = player === killerSeat(state) ? killerCandidates(state, player) : detectiveCandidates(state, player);
  return candidates.filter((action) => checkAction(state, action) === null);
}
