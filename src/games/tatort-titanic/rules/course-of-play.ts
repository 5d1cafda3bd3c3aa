/**
 * Course of Play: ""Tatort Titanic" is played in game rounds. Each detective may make one move per
 * game round. … Play then continues clockwise. A turn is divided into: Movement phase
 * (Bewegungsphase); Clue search (Spurensuche): taking a clue card and, optionally, an action
 * (eavesdropping or questioning). When all detectives have completed their turns, the ship is
 * moved one space further along the round tracker on the edge of the board. Game length: maximum
 * 25 game rounds." And The Game Board: "the round tracker (Spielrundenanzeiger), which covers the
 * period from 12 April, 10:00 to 14 April, 22:00. Each game round, the ship is moved one space
 * along it."
 */
import type { Draft } from 'immer';
import type { GameError } from '../../../core/types.js';
import type { TatortTitanicEvent } from '../events.js';
import type { EndTurnAction, TatortTitanicState } from '../schemas.js';
import { endVoyage } from './end-of-the-game.js';
import { configOf, currentSeat, notNow } from './queries.js';

type Events = TatortTitanicEvent[];

/** Minutes from the first round's time (12 April, 10:00) to the last's (14 April, 22:00), over 24 steps: 2½ hours a round. */
const MINUTES_PER_ROUND = 150;

/** The round tracker's time for `round`: 12 April, 10:00 for round 1, two and a half hours a round, 14 April, 22:00 for round 25. */
export function trackerTime(round: number): string {
  const minutes = 10 * 60 + MINUTES_PER_ROUND * (round - 1);
  const day = 12 + Math.floor(minutes / (24 * 60));
  const clock = minutes % (24 * 60);
  const hh = String(Math.floor(clock / 60)).padStart(2, '0');
  const mm = String(clock % 60).padStart(2, '0');
  return `${day} April, ${hh}:${mm}`;
}

/**
 * Starts the turn of the seat at `draft.turn`: a fresh turn in the movement phase. A detective an
 * event card made miss its turn misses it here; `false` then.
 */
function startTurn(draft: Draft<TatortTitanicState>, events: Events): boolean {
  const seat = currentSeat(draft);
  draft.phase = 'roll';
  draft.points = 0;
  draft.reach = [];
  draft.attempts = 0;
  draft.questioned = false;
  draft.pending = null;
  const detective = draft.detectives[seat];
  if (detective !== undefined && detective.missedTurns > 0) {
    detective.missedTurns--;
    events.push({ type: 'turn-missed', seat, round: draft.round });
    return false;
  }
  events.push({ type: 'turn-began', seat, round: draft.round });
  return true;
}

/**
 * Opens the first turn of the game, or — when its detective misses it — the next turn that is
 * played (setup calls it once; the round cannot end before every seat had its turn).
 */
export function beginPlay(draft: Draft<TatortTitanicState>, events: Events): void {
  if (!startTurn(draft, events)) nextTurn(draft, events);
}

/**
 * Play continues clockwise: the next seat's turn, skipping turns an event card takes away. When
 * every detective has had its turn the ship moves on; after the last round the sheets decide.
 */
export function nextTurn(draft: Draft<TatortTitanicState>, events: Events): void {
  for (;;) {
    if (draft.turn + 1 < draft.order.length) {
      draft.turn++;
    } else {
      if (draft.round >= configOf(draft).rounds) {
        endVoyage(draft, events);
        return;
      }
      draft.round++;
      draft.turn = 0;
      events.push({ type: 'ship-moved', round: draft.round, time: trackerTime(draft.round) });
    }
    if (startTurn(draft, events)) return;
  }
}

/** A turn ends once its clue search is over (the action phase). */
export function checkEndTurn(state: TatortTitanicState, action: EndTurnAction): GameError | null {
  return state.phase === 'action' && state.pending === null ? null : notNow(state, action);
}

/** The turn ends; the next begins. */
export function applyEndTurn(draft: Draft<TatortTitanicState>, action: EndTurnAction, events: Events): void {
  events.push({ type: 'turn-ended', seat: action.player });
  nextTurn(draft, events);
}
