/**
 * What holds "the moment" it becomes true, checked after every change on the board: passengers
 * whose condition holds are saved (Save Passengers From The Killer), the missing person is placed
 * as soon as its room allows (1. What Happens On The Middle Deck?), and a ship without figures is
 * lost (Game Over!: "Massacre!").
 */
import type { Draft } from 'immer';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState } from '../schemas.js';
import { allFiguresGone } from './encounters.js';
import { endGame } from './game-over.js';
import { freeMissingPerson } from './middle-deck.js';
import { EVERY_ROOM, savePassengers } from './passengers.js';

/**
 * Applies everything that happens by itself after a change; may end the game. `changed` names the
 * rooms (a bit set over the places in `rooms`) where the change may have let a passenger's
 * condition hold: every room (the default) unless the board was settled before the change — so
 * only an apply that has settled once already may name fewer — and then only the rooms the change
 * touched (a passenger placed), or none (the killer walking on: figures he meets leave rooms or
 * stay, passengers he collects leave, so no condition can come to hold).
 */
export function settle(draft: Draft<KillercruiseState>, events: KillercruiseEvent[], changed: number = EVERY_ROOM): void {
  if (draft.outcome !== null) return;
  savePassengers(draft, events, changed);
  // The missing person placed may save the passengers of her room.
  if (freeMissingPerson(draft, events)) savePassengers(draft, events);
  if (allFiguresGone(draft.figures)) endGame(draft, 'all-figures-gone', events);
}
