/**
 * The bots a seat can be given, and the message a page sends a bot worker. Shared by the page and
 * the worker so both agree on the shape.
 */
import type { GameAction, Match, PlayerId } from 'killer-rules';

/** Who sits in a seat: a person at this device, or one of the bots. */
export type SeatKind = 'human' | 'heuristic' | 'search' | 'ismcts' | 'random';

/** What each kind is called in the seating form. */
export const SEAT_KINDS: readonly { readonly kind: SeatKind; readonly label: string }[] = [
  { kind: 'human', label: 'You (a person at this device)' },
  { kind: 'heuristic', label: 'Heuristic bot' },
  { kind: 'search', label: 'Search bot (guided by the heuristic bot, the game’s own budget)' },
  { kind: 'ismcts', label: 'Plain ISMCTS bot (for comparison)' },
  { kind: 'random', label: 'Random bot' },
];

/** A request to the bot worker: the match (plain data, copied to the worker) and who decides how. */
export interface BotRequest {
  /** Matches the reply to its request; a reply to an older one is dropped. */
  readonly ticket: number;
  readonly gameId: string;
  readonly match: Match<unknown, unknown, GameAction>;
  readonly seat: PlayerId;
  readonly kind: Exclude<SeatKind, 'human'>;
  /** ISMCTS iterations per move. */
  readonly iterations: number;
  /** Seeds the bot's own random stream for this move. */
  readonly rngSeed: string;
}

/** The worker's answer. */
export type BotReply =
  | { readonly ticket: number; readonly ok: true; readonly action: GameAction }
  | { readonly ticket: number; readonly ok: false; readonly message: string };
