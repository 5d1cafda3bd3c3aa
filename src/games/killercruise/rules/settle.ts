/**
 * What holds "the moment" it becomes true, checked after every change on the board: passengers
 * whose condition holds are saved (Save Passengers From The Killer), the missing person is placed
 * as soon as its room allows (1. What Happens On The Middle Deck?), and a ship without figures is
 * lost (Game Over!: "Massacre!").
 */
import type { KillercruiseEvent } from '../events.js';
import type { KillercruiseState } from '../schemas.js';
import { allFiguresGone } from './encounters.js';
import { endGame } from './game-over.js';
import { freeMissingPerson } from './middle-deck.js';
import { savePassengers } from './passengers.js';

/** Applies everything that happens by itself after a change; may end the game. */
export function settle(state: KillercruiseState, events: KillercruiseEvent[]): KillercruiseState {
  if (state.outcome !== null) return state;
  let current = savePassengers(state, events);
  const freed = freeMissingPerson(current, events);
  if (freed !== current) current = savePassengers(freed, events);
  return allFiguresGone(current) ? endGame(current, 'all-figures-gone', events) : current;
}
