/**
 * Action Effects: Lockdown tokens ("players cannot pass through that Passage"), the Fire token
 * ("At the end of the round, the player in that room dies"), and Player Death ("eliminated …
 * flip their Badge … reveal their Identity cards. If the HORROR was killed, the game is over, and
 * all surviving Crew Members WIN"); with Reveal Identity Cards' "If this results in all HUMAN
 * players being killed, the player playing the HORROR WINS".
 */
import type { Draft } from 'immer';
import type { PlayerId } from '../../../core/types.js';
import type { FrozenHorrorEvent, PlayerKilledEvent } from '../events.js';
import type { EndReason, FrozenHorrorState } from '../schemas.js';
import { horrorSeat } from './queries.js';

type Events = FrozenHorrorEvent[];

/** Places a Lockdown token on `passage` (nothing happens if it already has one). */
export function placeLockdown(draft: Draft<FrozenHorrorState>, seat: PlayerId, passage: number, events: Events): void {
  const spec = draft.config.content.passages[passage];
  if (spec === undefined || draft.lockdowns.includes(passage)) return;
  events.push({ type: 'lockdown-placed', seat, passage, colour: spec.colour });
  draft.pending = null;
  // A new array, not one written into: writes.ts declares the Lockdown tokens replaced.
  draft.lockdowns = [...draft.lockdowns, passage];
}

/**
 * Ends the game: the outcome, every Identity card face up, nothing left to decide. Winners get
 * `+1`, every other seat — the dead included — `-1` (ruling 4).
 */
export function endGame(draft: Draft<FrozenHorrorState>, reason: EndReason, winners: readonly PlayerId[], events: Events): void {
  const horror = horrorSeat(draft) ?? 0;
  events.push({ type: 'game-ended', reason, winners: winners.slice(), horror });
  const returns: number[] = [];
  for (let seat = 0; seat < draft.seats.length; seat++) {
    const playing = draft.seats[seat];
    if (playing !== undefined && !playing.revealed) playing.revealed = true;
    returns.push(winners.includes(seat) ? 1 : -1);
  }
  draft.phase = 'over';
  draft.pending = null;
  draft.outcome = { winners: winners.slice(), reason, returns };
}

/**
 * Checks the end of the game after deaths: the Horror dead ends it at once for the surviving
 * Humans ("all surviving Crew Members WIN"); otherwise no Human left alive gives it to the Horror.
 */
export function checkVictory(draft: Draft<FrozenHorrorState>, killedByHorror: boolean, events: Events): void {
  const horror = horrorSeat(draft);
  if (horror === null) return;
  const survivors: PlayerId[] = [];
  for (let seat = 0; seat < draft.seats.length; seat++) {
    if (seat !== horror && draft.seats[seat]?.alive === true) survivors.push(seat);
  }
  if (draft.seats[horror]?.alive !== true) endGame(draft, 'horror-killed', survivors, events);
  else if (survivors.length === 0) endGame(draft, killedByHorror ? 'horror-killed-all-humans' : 'humans-killed-by-cards', [horror], events);
}

/**
 * Kills `victims` at once (they die together): Badges flipped, Identity cards revealed, tokens off
 * the map, and the Station cards they still hold discarded face up — the dead play no more cards
 * and hold none (ruling 17); then checks the end of the game, which a death in the middle of the
 * round ends as surely as one at its end.
 */
export function killPlayers(draft: Draft<FrozenHorrorState>, victims: readonly PlayerId[], cause: PlayerKilledEvent['cause'], events: Events): void {
  let killed = false;
  for (const seat of victims) {
    const dying = draft.seats[seat];
    if (dying === undefined || !dying.alive) continue;
    killed = true;
    events.push({ type: 'player-killed', seat, identity: dying.identity, cause });
    if (dying.hand.length > 0) {
      // The event keeps its own copy: the state's arrays change on later steps.
      const hand = dying.hand.slice();
      events.push({ type: 'hand-discarded', seat, cards: hand });
      // A new pile, not one written into: writes.ts declares the discard pile replaced.
      draft.discard = [...draft.discard, ...hand];
      dying.hand = [];
    }
    dying.alive = false;
    dying.room = null;
    dying.revealed = true;
  }
  if (!killed) return;
  draft.pending = null;
  checkVictory(draft, cause === 'horror', events);
}
