/**
 * Coming back to a match from a client, with `colyseus.js`: join its room if a process hosts it,
 * else ask for it to be taken up (`create('killer', { resume })`), and wait while another process
 * takes it up or a dead process's lease runs out.
 *
 * ```ts
 * const room = await rejoin(new Client(url), match, { token });   // or { invite }, { invite, spectate: true }
 * ```
 */
import type { Client, Room } from 'colyseus.js';
import { JOIN_REFUSED } from './protocol.js';

/** What a client holds for a match: its seat token, or the invite (with `spectate` to watch). */
export type Credentials = { readonly token: string } | { readonly invite: string; readonly spectate?: boolean };

/** The codes after which a later try may succeed. */
const TRANSIENT = new Set<number>([JOIN_REFUSED.HOSTED, JOIN_REFUSED.NOT_SAVED]);

/** Colyseus' own matchmaking codes for "no room by that id" and "its process does not answer". */
const NO_ROOM = new Set<number>([4212, 4213]);

function codeOf(thrown: unknown): number | null {
  const code = (thrown as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
}

/** Joins match `match` with `credentials`, taking it up if no process hosts it; gives up after `ms`. */
export async function rejoin(client: Client, match: string, credentials: Credentials, ms = 30_000): Promise<Room> {
  const deadline = Date.now() + ms;
  for (let attempt = 0; ; attempt++) {
    let last: unknown;
    try {
      return await client.joinById(match, credentials);
    } catch (thrown) {
      last = thrown;
      const code = codeOf(thrown);
      // A seat reservation a dead process could not make comes back without a code.
      if (code === null || NO_ROOM.has(code) || TRANSIENT.has(code)) {
        try {
          return await client.create('killer', { resume: match, ...credentials });
        } catch (again) {
          last = again;
          const code2 = codeOf(again);
          if (code2 === null || !TRANSIENT.has(code2)) throw again;
        }
      } else {
        throw thrown;
      }
    }
    if (Date.now() > deadline) throw last;
    await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** attempt)));
  }
}
