/**
 * The flow of a round: after each action, the automatic steps run one after another — the snake
 * order, the end-of-round effects, the attack, the clean-up and the next deal — until a seat must
 * decide or the game is over. Each step writes only what it changes; the phase is kept locally and
 * written once, where the game stops to wait.
 */
import { produce } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { FrozenHorrorEvent } from '../events.js';
import type { FrozenHorrorState, Phase } from '../schemas.js';
import { runCleanup, runDestroy, runNewRound } from './clean-up.js';
import { advancePlay } from './playing-the-game.js';
import {
  RESUME,
  runArmedManMove,
  runAttack,
  runFire,
  runReveal,
  runSafeRetreat,
  runShot,
  runSwap,
  type Step,
} from './reveal-and-attack.js';

function runStep(state: FrozenHorrorState, phase: Phase, events: FrozenHorrorEvent[], rng: Rng): Step {
  switch (phase) {
    case 'play': {
      const next = advancePlay(state);
      return { state: next, next: next.phase };
    }
    case 'fire':
      return runFire(state, events);
    case 'shot':
      return runShot(state, events);
    case 'armedManMove':
      return runArmedManMove(state, events);
    case 'swap':
      return runSwap(state, events);
    case 'reveal':
      return runReveal(state, events);
    case 'safeRetreat':
      return runSafeRetreat(state, events);
    case 'attack':
      return runAttack(state, events);
    case 'cleanup':
      return runCleanup(state, events);
    case 'destroy':
      return runDestroy(state, events, rng);
    case 'newRound':
      return runNewRound(state, events, rng);
    case 'over':
      return { state, next: 'over' };
  }
}

/**
 * Runs the automatic steps until a seat must act or the game is over. `decided` says the action
 * was a decision: an end-of-round step that waited for it is then done, unless it waits again.
 */
export function advance(state: FrozenHorrorState, events: FrozenHorrorEvent[], rng: Rng, decided: boolean): FrozenHorrorState {
  let current = state;
  let phase = state.phase;
  const resume = decided && state.pending === null ? RESUME[phase] : undefined;
  if (resume !== undefined) phase = resume;
  while (current.outcome === null && current.pending === null) {
    if (phase === 'play' && current.phase === 'play') {
      const next = advancePlay(current);
      if (next === current) break;
      current = next;
      phase = next.phase;
      continue;
    }
    const step = runStep(current, phase, events, rng);
    current = step.state;
    phase = step.next;
  }
  if (current.outcome !== null || current.phase === phase) return current;
  const resting = phase;
  return produce(current, (draft) => {
    draft.phase = resting;
  });
}
