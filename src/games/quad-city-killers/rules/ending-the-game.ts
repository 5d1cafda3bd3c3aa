/**
 * Ending the Game: "When the first player reaches the end of their Dexterity Scale, the game is
 * over. All Players total their Notoriety Points. The player with the highest Notoriety wins! In
 * case of a tie, roll the dice to determine the winner. Or just take it outside. Your call."
 *
 * The game ends at once, in the middle of the turn (ruling 2); a tie is rolled off among the tied
 * seats (ruling 4), and the outcome names them (`tied`).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { PlayerId } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { EndReason, QuadCityKillersOutcome, QuadCityKillersState } from '../schemas.js';
import { notoriety } from './queries.js';
import { rollOff } from './tools-of-your-trade.js';

type D = Draft<QuadCityKillersState>;
type Events = QuadCityKillersEvent[];

/** Writes the outcome and closes the game: nothing is pending any more. */
export function finish(draft: D, outcome: QuadCityKillersOutcome, events: Events): void {
  draft.phase = 'over';
  draft.pending = null;
  draft.attack = null;
  draft.outcome = {
    winners: outcome.winners.slice(),
    reason: outcome.reason,
    returns: outcome.returns.slice(),
    scores: outcome.scores.slice(),
    tied: outcome.tied.slice(),
    rank: outcome.rank,
  };
  events.push({ type: 'game-ended', reason: outcome.reason, winners: outcome.winners.slice(), scores: outcome.scores.slice(), tied: outcome.tied.slice(), rank: outcome.rank });
}

/** Every seat's Notoriety. */
export function scoresOf(draft: D): number[] {
  return draft.seats.map((_, seat) => notoriety(draft, seat));
}

/**
 * Ends a multi-player game: "All Players total their Notoriety Points. The player with the
 * highest Notoriety wins!" — a tie rolled off among the tied seats. `returns` is +1 for the winner,
 * −1 for everyone else.
 */
export function endByNotoriety(draft: D, trigger: 'dexterity' | 'no-prey', rng: Rng, events: Events): void {
  const scores = scoresOf(draft);
  const best = Math.max(...scores);
  const top: PlayerId[] = [];
  scores.forEach((score, seat) => {
    if (score === best) top.push(seat);
  });
  const winner = top.length === 1 ? (top[0] ?? 0) : rollOff(draft, top, 'winner', rng, events);
  const reason: EndReason = trigger === 'no-prey' ? 'no-prey-left' : top.length === 1 ? 'highest-notoriety' : 'tie-rolled-off';
  finish(
    draft,
    {
      winners: [winner],
      reason,
      returns: scores.map((_, seat) => (seat === winner ? 1 : -1)),
      scores,
      tied: top.length > 1 ? top : [],
      rank: null,
    },
    events,
  );
}
