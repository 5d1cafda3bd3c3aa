/**
 * What holds "the moment" it becomes true, checked after every change on the board: passengers
 * whose condition holds are saved (Save Passengers From The Killer), the missing person is placed
 * as soon as its room allows (1. What Happens On The Middle Deck?), and a ship without figures is
 * lost (Game Over!: "Massacre!").
 */
import type { Draft } from 'immer';
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState } from '../schemas.js';
import { read } from './draft.js';
import { allFiguresGone } from './encounters.js';
import { endGame } from './game-over.js';
import { freeMissingPerson } from './middle-deck.js';
import { savePassengers } from './passengers.js';

/** Applies everything that happens by itself after a change; may end the game. */
export function settle(draft: Draft<KillercruiseState>, events: KillercruiseEvent[]): void {
  if (draft.outcome !== null) return;
  savePassengers(draft, events);
  // The missing person placed may save the passengers of her room.
  if (freeMissingPerson(draft, events)) savePassengers(draft, events);
  if (allFiguresGone(read(draft, 'figures'))) endGame(draft, 'all-figures-gone', events);
}
