/**
 * The flow of a round: after each action, the automatic steps run one after another on the same
 * draft — the snake order, the end-of-round effects, the attack, the clean-up and the next deal —
 * until a seat must decide or the game is over. The step being run is kept locally and written to
 * `phase` once, where the game stops to wait; the card play's end writes `fire` at once, so a move
 * made at the end of the round is never taken for one made while the cards are played.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { FrozenHorrorEvent } from '../events.js';
import type { FrozenHorrorState, Phase } from '../schemas.js';
import { runCleanup, runDestroy, runNewRound } from './clean-up.js';
import { advancePlay } from './playing-the-game.js';
import { RESUME, runArmedManMove, runAttack, runFire, runReveal, runSafeRetreat, runShot, runSwap } from './reveal-and-attack.js';

type Events = FrozenHorrorEvent[];

/** Runs the automatic step `phase`; returns the step to run next (its own while it waits for a seat). */
function runStep(draft: Draft<FrozenHorrorState>, phase: Phase, rng: Rng, events: Events): Phase {
  switch (phase) {
    case 'play':
      return advancePlay(draft) ? 'fire' : 'play';
    case 'fire':
      return runFire(draft, events);
    case 'shot':
      return runShot(draft, events);
    case 'armedManMove':
      return runArmedManMove(draft, events);
    case 'swap':
      return runSwap(draft, events);
    case 'reveal':
      return runReveal(draft, events);
    case 'safeRetreat':
      return runSafeRetreat(draft, events);
    case 'attack':
      return runAttack(draft, events);
    case 'cleanup':
      return runCleanup(draft, events);
    case 'destroy':
      return runDestroy(draft, rng, events);
    case 'newRound':
      return runNewRound(draft, rng, events);
    case 'over':
      return 'over';
  }
}

/**
 * Runs the automatic steps until a seat must act or the game is over. `decided` says the action
 * was a decision: an end-of-round step that waited for it is then done, unless it waits again.
 */
export function runOn(draft: Draft<FrozenHorrorState>, rng: Rng, events: Events, decided: boolean): void {
  let phase = draft.phase;
  const resume = decided && draft.pending === null ? RESUME[phase] : undefined;
  if (resume !== undefined) phase = resume;
  while (draft.outcome === null && draft.pending === null) {
    const next = runStep(draft, phase, rng, events);
    // The card play waits for the seat whose turn it is, until every slot is played.
    if (phase === 'play' && next === 'play') break;
    phase = next;
  }
  if (draft.outcome === null && draft.phase !== phase) draft.phase = phase;
}
