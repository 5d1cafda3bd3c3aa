/**
 * What one seat's client needs after an action: its view, its legal actions, the events it may
 * see, who acts next and the outcome. A server sends each connection its own update and nothing
 * else, so no frame ever carries what that seat may not know.
 */
import { eventsFor } from './events.js';
import type { Match, MatchOf } from './match.js';
import type { ActionOf, AnyGameModule, EventOf, GameAction, GameEvent, GameModule, Outcome, PlayerId, ViewOf } from './types.js';

/** One seat's (or a spectator's) update. Plain JSON, ready to send. */
export interface SeatUpdate<View, Action, Event> {
  /** Whose update this is; `null` for a spectator. */
  readonly seat: PlayerId | null;
  /** What the seat may see now. */
  readonly view: View;
  /** The actions the seat may take now (`[]` when it may not act, and for a spectator). */
  readonly legal: readonly Action[];
  /** The events of the last action that the seat may see. */
  readonly events: readonly Event[];
  /** The seats that may act now. */
  readonly activePlayers: readonly PlayerId[];
  /** How the game ended, or `null` while it runs. */
  readonly outcome: Outcome | null;
  /** How many actions the match has taken: a client can tell an update it already has. */
  readonly step: number;
}

/** Builds `seat`'s update for `match` after an action that produced `events`. */
export function seatUpdate<G extends AnyGameModule>(
  game: G,
  match: MatchOf<G>,
  seat: PlayerId | null,
  events?: readonly EventOf<G>[],
): SeatUpdate<ViewOf<G>, ActionOf<G>, EventOf<G>>;
export function seatUpdate<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  match: Match<C, S, A>,
  seat: PlayerId | null,
  events: readonly E[] = [],
): SeatUpdate<V, A, E> {
  const { state } = match;
  return {
    seat,
    view: game.view(state, seat),
    legal: seat === null ? [] : game.legalActions(state, seat),
    events: eventsFor(events, seat),
    activePlayers: game.activePlayers(state),
    outcome: game.outcome(state),
    step: match.log.length,
  };
}
