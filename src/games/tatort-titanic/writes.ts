/**
 * What each action may write (`GameRules.writes`), with everything it sets off, so that the
 * immutable mode copies only that. Read from the applies in `rules/`:
 *
 * - every die a detective rolls may draw an event card (a 1 or a 6), whose effect writes the event
 *   stack, the weather (and a rolled weather that stands) and that detective (its bonuses, missed
 *   turns, pawn, movement, dice, and what it has seen through a rumour or loose lips) — under the
 *   table rule `weatherRollDrawsEventCards` the weather roll's dice too, for the same detective;
 * - a radio message whose weather is rolled keeps it under the table rule `rolledWeatherStays`
 *   (`rolledWeather`, written by a clue card taken in the Radio Room);
 * - an Eavesdropper recognising a card (table rule `eavesdropperOnlyRecognises`) learns its face,
 *   and the next detective is asked;
 * - a clue card taken leaves its space of the board for the taker's hand and may offer
 *   eavesdropping (`pending`);
 * - the end of a turn moves the turn on past every detective that misses one, and after the last
 *   round ends the voyage (`outcome`).
 */
import type { WritePath } from '../../core/types.js';
import type { TatortTitanicAction, TatortTitanicState } from './schemas.js';

/**
 * An event card drawn by `seat`: a weather card (or "The Wind Drops") also ends a rolled weather
 * that stands (table rule `rolledWeatherStays`).
 */
function eventCard(seat: number): WritePath[] {
  return ['eventDeck', 'eventsUnknown', 'weather', 'rolledWeather', ['detectives', seat]];
}

/** The turn moved on (`nextTurn`): the turn's fields, every detective that may miss its turn, the end of the voyage. */
function turnMovesOn(state: TatortTitanicState): WritePath[] {
  const paths: WritePath[] = ['turn', 'round', 'phase', 'points', 'reach', 'attempts', 'questioned', 'pending', 'outcome'];
  state.detectives.forEach((detective, seat) => {
    if (detective.missedTurns > 0) paths.push(['detectives', seat]);
  });
  return paths;
}

/** The parts of `state` the apply of `action` (accepted by the check) may write. */
export function writes(state: TatortTitanicState, action: TatortTitanicAction): readonly WritePath[] {
  const seat = action.player;
  switch (action.type) {
    case 'roll':
      return ['points', 'reach', 'phase', ...eventCard(seat)];
    case 'move':
      return ['reach', 'phase', ['detectives', seat]];
    case 'take-clue':
    case 'consult':
      return ['phase', 'attempts', 'pending', ['board', state.detectives[seat]?.space ?? 0], ...eventCard(seat)];
    case 'pass':
      return ['pending', 'phase'];
    case 'eavesdrop': {
      const pending = state.pending;
      const taker = pending?.kind === 'eavesdrop' ? pending.taker : seat;
      return ['pending', ['detectives', taker], ...eventCard(seat)];
    }
    case 'recognise':
      return ['pending', ...eventCard(seat)];
    case 'question':
      return ['questioned', 'pending', ...eventCard(seat)];
    case 'draw-card': {
      const pending = state.pending;
      return ['pending', ['detectives', seat], ['detectives', pending?.kind === 'draw' ? pending.from : seat]];
    }
    case 'give-card': {
      const pending = state.pending;
      return ['pending', ['detectives', seat], ['detectives', pending?.kind === 'give' ? pending.to : seat]];
    }
    case 'cross-off':
      return [['detectives', seat]];
    case 'solve':
      return ['solve', 'phase', 'pending', 'reach', 'outcome'];
    case 'end-turn':
      return turnMovesOn(state);
  }
}
