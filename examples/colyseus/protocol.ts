/**
 * What the example's server and its clients agree on, with no server code in it, so a browser
 * client can import it.
 */

/** The codes a join or a resume is refused with (`error.code` in colyseus.js). */
export const JOIN_REFUSED = {
  /** Neither a valid invite nor a seat token of this match. */
  NOT_INVITED: 4403,
  /** No such match (or it was quarantined). */
  NO_MATCH: 4404,
  /** The match is hosted already, or another process is taking it up: join it by id in a moment. */
  HOSTED: 4409,
  /** Options that are not what this room takes. */
  BAD_OPTIONS: 4422,
  /** Too many requests from this address. */
  TOO_MANY: 4429,
  /** The store failed (a seat could not be saved, a journal could not be read). */
  NOT_SAVED: 4503,
} as const;

/** What the room sends: `invite` to the creator, `seat` to a seat's holder, `update` to all, `refused` to a sender. */
export interface InviteMessage {
  readonly match: string;
  readonly invite: string;
}

/** A seat and the token that takes it back. */
export interface SeatMessage {
  readonly match: string;
  readonly seat: number;
  readonly token: string;
}

/**
 * The codes of `refused` beyond the engine's own (`INVALID_INPUT`, `NOT_YOUR_TURN`, …):
 * `NOT_SAVED` (the store failed; the match is unchanged, try again) and `RATE_LIMITED`.
 */
export type ServerRefusalCode = 'NOT_SAVED' | 'RATE_LIMITED';
