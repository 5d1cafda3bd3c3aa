/**
 * What each action may write (`GameRules.writes`), with everything it sets off, so that the
 * immutable mode copies only that. Read from the applies in `rules/` and `settle`
 * (`rules/settle.ts`), which runs the game on after every action: a placement, an Attack
 * whose answers are all in, the end of a turn (the replenish, the next turn's Prey reveal) and the
 * end of the game may each write nearly any field.
 *
 * The Attack's steps and the Discard Action are most of a game's actions, and each writes a few
 * parts as long as it sets none of those off; every other action, and these where they may set one
 * off, declare every field.
 */
import type { WritePath } from '../../core/types.js';
import type { QuadCityKillersAction, QuadCityKillersState } from './schemas.js';
import { isSolo, situation } from './rules/queries.js';

/** Every field the game writes (all but the config). */
const EVERYTHING: readonly WritePath[] = [
  'phase',
  'firstPlayer',
  'seats',
  'cities',
  'preyDeck',
  'preyDiscard',
  'resourceDeck',
  'resourceDiscard',
  'placing',
  'turn',
  'pending',
  'attack',
  'outcome',
];

const ATTACK_ONLY: readonly WritePath[] = ['attack'];
const ATTACK_BEGINS: readonly WritePath[] = ['turn', 'pending', 'attack'];

/** The parts of `state` the apply of `action` (accepted by the check) may write. */
export function writes(state: QuadCityKillersState, action: QuadCityKillersAction): readonly WritePath[] {
  const seat = action.player;
  switch (action.type) {
    case 'attack':
      // The Attack waits for its Weapon next: nothing runs on.
      return ATTACK_BEGINS;
    case 'choose-weapon':
      // A Weapon from the hand; the Attack waits for its Modifier next.
      return [['seats', seat], 'attack'];
    case 'choose-modifier':
      // The other seats answer next; alone (solo), the Attack resolves at once.
      return isSolo(state) ? EVERYTHING : [['seats', seat], 'turn', 'attack'];
    case 'pass': {
      // A seat declining to answer, while others still may: the Attack keeps waiting.
      const waiting = state.attack?.waiting;
      if (situation(state) === 'answers' && waiting !== undefined && waiting.some((other) => other !== seat)) return ATTACK_ONLY;
      return EVERYTHING;
    }
    case 'discard':
      // The first discard spends the Action and offers a second; the second draws, and may end the turn.
      if (situation(state) === 'action') return [['seats', seat], 'resourceDiscard', 'turn', 'pending'];
      return !isSolo(state) && state.turn.actionsLeft > 0 ? [['seats', seat], 'resourceDiscard', 'resourceDeck', 'pending'] : EVERYTHING;
    default:
      return EVERYTHING;
  }
}
