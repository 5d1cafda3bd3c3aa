/**
 * Action Effects: Lockdown tokens ("players cannot pass through that Passage"), the Fire token
 * ("At the end of the round, the player in that room dies"), and Player Death ("eliminated …
 * flip their Badge … reveal their Identity cards. If the HORROR was killed, the game is over, and
 * all surviving Crew Members WIN"); with Reveal Identity Cards' "If this results in all HUMAN
 * players being killed, the player playing the HORROR WINS".
 */
import { castDraft, produce } from 'immer';
import type { PlayerId } from '../../../core/types.js';
import type { FrozenHorrorEvent, PlayerKilledEvent } from '../events.js';
import type { FrozenHorrorState } from '../schemas.js';
import { horrorSeat, patchSeats } from './queries.js';

type Events = FrozenHorrorEvent[];

/** The reasons a game of Frozen Horror ends, as they appear in `Outcome.reason`. */
export type EndReason = 'horror-killed' | 'horror-killed-all-humans' | 'humans-killed-by-cards';

/** Places a Lockdown token on `passage` (no-op if it already has one). */
export function placeLockdown(state: FrozenHorrorState, seat: PlayerId, passage: number, events: Events): FrozenHorrorState {
  const spec = state.config.content.passages[passage];
  if (spec === undefined || state.lockdowns.includes(passage)) return state;
  events.push({ type: 'lockdown-placed', seat, passage, colour: spec.colour });
  return produce(state, (draft) => {
    draft.pending = null;
    draft.lockdowns = [...state.lockdowns, passage];
  });
}

/**
 * Ends the game: the outcome, every Identity card face up, nothing left to decide. Winners get
 * `+1`, every other seat — the dead included — `-1` (ruling 4).
 */
export function endGame(state: FrozenHorrorState, reason: EndReason, winners: readonly PlayerId[], events: Events): FrozenHorrorState {
  const horror = horrorSeat(state) ?? 0;
  events.push({ type: 'game-ended', reason, winners: winners.slice(), horror });
  const seats = patchSeats(state.seats, (seat) => (seat.revealed ? null : { revealed: true }));
  return produce(state, (draft) => {
    draft.phase = 'over';
    draft.pending = null;
    draft.seats = castDraft(seats);
    draft.outcome = {
      winners: winners.slice(),
      reason,
      returns: state.seats.map((_, seat) => (winners.includes(seat) ? 1 : -1)),
    };
  });
}

/**
 * Checks the end of the game after deaths: the Horror dead ends it at once for the surviving
 * Humans ("all surviving Crew Members WIN"); otherwise no Human left alive gives it to the Horror.
 */
export function checkVictory(state: FrozenHorrorState, killedByHorror: boolean, events: Events): FrozenHorrorState {
  const horror = horrorSeat(state);
  if (horror === null) return state;
  const survivors: PlayerId[] = [];
  state.seats.forEach((seat, index) => {
    if (seat.alive && index !== horror) survivors.push(index);
  });
  if (state.seats[horror]?.alive !== true) return endGame(state, 'horror-killed', survivors, events);
  if (survivors.length === 0) {
    return endGame(state, killedByHorror ? 'horror-killed-all-humans' : 'humans-killed-by-cards', [horror], events);
  }
  return state;
}

/**
 * Kills `victims` at once (they die together): Badges flipped, Identity cards revealed, tokens off
 * the map, and the Station cards they still hold discarded face up — the dead play no more cards
 * and hold none (ruling 17); then checks the end of the game, which a death in the middle of the
 * round ends as surely as one at its end.
 */
export function killPlayers(
  state: FrozenHorrorState,
  victims: readonly PlayerId[],
  cause: PlayerKilledEvent['cause'],
  events: Events,
): FrozenHorrorState {
  const dying = victims.filter((seat) => state.seats[seat]?.alive === true);
  if (dying.length === 0) return state;
  const discarded: number[] = [];
  for (const seat of dying) {
    const hand = state.seats[seat]?.hand ?? [];
    events.push({ type: 'player-killed', seat, identity: state.seats[seat]?.identity ?? 'human', cause });
    if (hand.length > 0) events.push({ type: 'hand-discarded', seat, cards: hand.slice() });
    discarded.push(...hand);
  }
  const seats = patchSeats(state.seats, (_, index) => (dying.includes(index) ? { alive: false, room: null, revealed: true, hand: [] } : null));
  const killed = produce(state, (draft) => {
    draft.pending = null;
    draft.seats = castDraft(seats);
    if (discarded.length > 0) draft.discard = [...state.discard, ...discarded];
  });
  return checkVictory(killed, cause === 'horror', events);
}
