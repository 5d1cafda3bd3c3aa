/**
 * killer-rules on boardgame.io: {@link boardgameIoGame} turns any game module into a boardgame.io
 * `Game` whose defaults keep hidden information hidden, where boardgame.io's own defaults do not.
 *
 * ```ts
 * import { Server } from 'boardgame.io/server';
 * import { boardgameIoGame } from 'killer-rules/boardgame.io';
 * import { cerealKiller } from 'killer-rules/cereal-killer';
 *
 * const server = Server({ games: [boardgameIoGame(cerealKiller)], origins: ['https://example.org'] });
 * // client: Client({ game: boardgameIoGame(cerealKiller), multiplayer: SocketIO({ server }), matchID, playerID, credentials })
 * // client.moves.start() once everyone has joined; then client.moves.act(action) with an action from G.update.legal
 * ```
 *
 * What it takes care of, and why:
 * - **The match is created by the first move, not by `setup`.** boardgame.io sends every client
 *   the `initialState` (the state right after `setup`) without passing it through `playerView`
 *   (boardgame.io issue #1159), so a deal made in `setup` would reach every seat. `setup` holds
 *   only the configuration; a seat's `start` move draws the seed on the server and deals.
 * - **`G` reaches a client only through `playerView`**, which gives each seat its `seatUpdate` and
 *   its last refusal, and nothing else: the match (state, seed, random stream, log) stays on the
 *   server.
 * - **Moves run on the server only** (`client: false`): a client has no state to run them on.
 * - **Move arguments are redacted from the log** (`redact: true`): other seats see that a seat
 *   acted, never what it chose.
 * - **Turn order mirrors the game's `activePlayers`** through `setActivePlayers` after every move,
 *   and a guard plugin refuses any boardgame.io event (`endTurn`, `endGame`, `setActivePlayers`,
 *   `setPhase`…) a client sends that would let someone act out of turn or end the game by hand.
 * - **Undo is disabled**: it would hand back an earlier state, random stream included, so a seat
 *   could take back a move after seeing what it revealed.
 * - **Refusals are surfaced**: a move the rules refuse leaves the match untouched and records the
 *   refusal (code and message naming the rule) for that seat alone, in its `G.refusal`.
 *   boardgame.io 0.50 drops an `INVALID_MOVE` without telling the client anything, so a refused
 *   move is instead an accepted boardgame.io move that changes nothing but the refusal.
 *   `INVALID_MOVE` is kept for a move that names no seat. Some moves boardgame.io drops before
 *   the adapter sees them (out of turn, another seat's player id or credentials, after the end):
 *   those change nothing and tell the client nothing (docs/server.md has the table). A stale
 *   `stateID` is not among them: both moves set `ignoreStaleStateID`, so a move made on an older
 *   state is judged by the rules against the match as it is now.
 * - **Events are sent once.** Every client `G` carries the match's `step`, and its update carries
 *   the events of that step only when they are new: after a refusal (which boardgame.io
 *   broadcasts like any move) every seat's update has no events, so a client that applies events
 *   as changes never applies one twice.
 * - **`ai.enumerate`** lists `legalActions` (or `start`), for boardgame.io's bots.
 *
 * boardgame.io is an optional peer dependency: this module imports only its types, and uses no
 * Node-only API, so it runs in a browser as well as on the server.
 *
 * @packageDocumentation
 * @module killer-rules/boardgame.io
 */
import type { AiEnumerate, Ctx, Game, LongFormMove, PlayerID, Plugin } from 'boardgame.io';
import { cloneJson } from '../../core/clone.js';
import { summarizeIssues } from '../../core/errors.js';
import { applyUntrusted, createMatch, type Match } from '../../core/match.js';
import { seatUpdate, type SeatUpdate } from '../../core/seat-update.js';
import type { ActionOf, ErrorCode, EventOf, GameAction, GameEvent, GameModule, PlayerId, ViewOf } from '../../core/types.js';
import { randomSeed } from '../../seed.js';

/** Options for {@link boardgameIoGame}. */
export interface BoardgameIoOptions {
  /**
   * The name boardgame.io serves the game under (its lobby path and socket namespace). The game's
   * id by default.
   */
  readonly name?: string;
  /**
   * Draws the seed of each match, on the server, when a seat makes the `start` move: by default
   * `randomSeed` (Web Crypto, from `killer-rules`). Whoever knows a seed can replay every hidden
   * draw of its match: replace it only in tests, never with something a player could guess.
   */
  readonly seed?: () => string;
}

/** A refused move, as the seat that made it sees it in its `G.refusal`. */
export interface BoardgameIoRefusal {
  /** What kind of refusal (the engine's error code). */
  readonly code: ErrorCode;
  /** Which rule refused, in words. */
  readonly message: string;
  /** How many actions the match had taken when the move was refused (`0` before the start). */
  readonly step: number;
}

/**
 * `G` on the server: everything in it is secret, and no client ever receives it (see
 * {@link BoardgameIoView} for what a client gets instead). Plain JSON, so any boardgame.io storage
 * can keep it.
 */
export interface BoardgameIoState<Config, State, Action, Event> {
  /** The configuration the `start` move creates the match with: `setupData` and the seat count. */
  readonly config: unknown;
  /** The match, or `null` until a seat makes the `start` move. */
  readonly match: Match<Config, State, Action> | null;
  /**
   * The events of the last accepted move (or of the start), for every seat; `[]` once a refusal
   * is recorded after it, so no update repeats them.
   */
  readonly events: readonly Event[];
  /** Each seat's last refused move, by seat; `null` where the seat's last move was accepted. */
  readonly refusals: readonly (BoardgameIoRefusal | null)[];
}

/** `G` as a client receives it: what its seat (or a spectator) may know, and nothing else. */
export interface BoardgameIoView<View, Action, Event> {
  /** The seat's update — view, legal actions, events, active seats, outcome — or `null` before the start. */
  readonly update: SeatUpdate<View, Action, Event> | null;
  /** Why this seat's last move was refused, or `null` (always `null` for a spectator). */
  readonly refusal: BoardgameIoRefusal | null;
  /**
   * How many actions the match has taken (`0` before the start): the step of `update`. An update
   * whose step a client has already applied brings it no events.
   */
  readonly step: number;
}

/**
 * The `G` a client of `Module` receives: `client.getState().G as BoardgameIoViewOf<typeof cerealKiller>`
 * (boardgame.io types a client's `G` as the server's, which it never is here).
 */
export type BoardgameIoViewOf<Module> = BoardgameIoView<ViewOf<Module>, ActionOf<Module>, EventOf<Module>>;

/** boardgame.io's marker for a move it must discard (its `INVALID_MOVE`, without importing it). */
const INVALID_MOVE = 'INVALID_MOVE';

/** The seat of a boardgame.io player id (`'0'`, `'1'`, …), or `null` for anything else. */
function seatOf(playerID: PlayerID | null | undefined, numPlayers: number): PlayerId | null {
  if (typeof playerID !== 'string' || !/^(0|[1-9][0-9]*)$/.test(playerID)) return null;
  const seat = Number(playerID);
  return seat < numPlayers ? seat : null;
}

/** The configuration a match of `numPlayers` seats is created with, from `setupData`. */
function configOf(setupData: unknown, numPlayers: number): unknown {
  const given = setupData !== null && typeof setupData === 'object' && !Array.isArray(setupData) ? setupData : {};
  return { ...given, players: numPlayers };
}

/** A match as plain data: boardgame.io stores and copies `G`, so it holds no getters or symbols. */
function plainMatch<C, S, A>(match: Match<C, S, A>): Match<C, S, A> {
  const { format, game, seed, config, state, rng, log } = match;
  return { format, game, seed, config, state, rng, log };
}

/** Whether `G` is what a client holds (a {@link BoardgameIoView}) rather than the server's state. */
function isView(G: unknown): G is BoardgameIoView<unknown, GameAction, GameEvent> {
  return G !== null && typeof G === 'object' && 'update' in G;
}

/**
 * A boardgame.io `Game` that plays `game` with the defaults described in this module's overview.
 * Pass the same object to boardgame.io's `Server` and `Client`; `setupData` (from the lobby's
 * create call) is the game's configuration, its `players` taken from the match's seat count.
 *
 * Moves: `start()` deals (any seat, once); `act(action)` takes one action of the game as the
 * seat that sends it (`player` may be left out; naming another seat is refused).
 */
export function boardgameIoGame<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  options: BoardgameIoOptions = {},
): Game<BoardgameIoState<C, S, A, E>> {
  type G = BoardgameIoState<C, S, A, E>;
  const drawSeed = options.seed ?? randomSeed;

  /** `G` with `seat`'s move refused (`code`, `message`), the match untouched. */
  function refused(G: G, seat: PlayerId, code: ErrorCode, message: string): G {
    const refusals = [...G.refusals];
    refusals[seat] = { code, message, step: G.match === null ? 0 : G.match.log.length };
    // boardgame.io sends every seat an update after this move too: at the same step, with no events.
    return { ...G, refusals, events: [] };
  }

  /** The seats that may act now: every seat before the start, then the game's own. */
  function activeSeats(G: G, ctx: Ctx): PlayerId[] {
    return G.match === null ? ctx.playOrder.map(Number) : game.activePlayers(G.match.state);
  }

  const start: LongFormMove<G> = {
    client: false,
    // A move made on an older state is judged against the match as it is now, not dropped unseen.
    ignoreStaleStateID: true,
    move: ({ G, ctx, playerID, events }) => {
      const seat = seatOf(playerID, ctx.numPlayers);
      if (seat === null) return INVALID_MOVE;
      if (G.match !== null) return refused(G, seat, 'ILLEGAL_ACTION', 'the match has already started');
      // The seed is drawn here, on the server, after setup: nothing of it is in initialState.
      const created = createMatch(game, { config: cloneJson(G.config) as I, seed: drawSeed() });
      if (!created.ok) return refused(G, seat, created.error.code, created.error.message);
      events.setActivePlayers(game.activePlayers(created.match.state).map(String));
      return { ...G, match: plainMatch(created.match), events: created.events, refusals: G.refusals.map(() => null) };
    },
  };

  const act: LongFormMove<G> = {
    client: false,
    redact: true,
    ignoreStaleStateID: true,
    move: ({ G, ctx, playerID, events }, action: unknown) => {
      const seat = seatOf(playerID, ctx.numPlayers);
      if (seat === null) return INVALID_MOVE;
      if (G.match === null) return refused(G, seat, 'ILLEGAL_ACTION', 'the match has not started: a seat makes the start move first');
      // G is a draft of boardgame.io's immer; a plain copy keeps its proxies out of the new match.
      const applied = applyUntrusted(game, cloneJson(G.match), action, { as: seat });
      if (!applied.ok) return refused(G, seat, applied.error.code, applied.error.message);
      const active = game.activePlayers(applied.match.state);
      if (active.length > 0) events.setActivePlayers(active.map(String));
      const refusals = [...G.refusals];
      refusals[seat] = null;
      return { ...G, match: plainMatch(applied.match), events: applied.events, refusals };
    },
  };

  // Checked after every move and every event: boardgame.io lets an active client send any flow
  // event, so one that would change who may act, or end the game, is refused here.
  const guard: Plugin<unknown, unknown, G> = {
    name: 'killer-rules',
    isInvalid: ({ G, ctx }) => {
      if (isView(G)) return false;
      const over = G.match !== null && game.outcome(G.match.state) !== null;
      if (ctx.gameover !== undefined) return over ? false : 'killer-rules: only the rules end a game';
      const expected = activeSeats(G, ctx).map(String).sort();
      const actual = ctx.activePlayers === null ? [] : Object.keys(ctx.activePlayers).sort();
      if (actual.length !== expected.length || actual.some((id, index) => id !== expected[index])) {
        const named = (seats: readonly string[]): string => (seats.length === 0 ? 'no seat' : `seats ${seats.join(', ')}`);
        return `killer-rules: the rules let ${named(expected)} act, the event would let ${named(actual)} act`;
      }
      return false;
    },
  };

  return {
    name: options.name ?? game.id,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    disableUndo: true,
    plugins: [guard],
    validateSetupData: (setupData, numPlayers) => {
      if (setupData !== undefined && (setupData === null || typeof setupData !== 'object' || Array.isArray(setupData))) {
        return `${game.title}: setupData is the game's configuration, an object`;
      }
      const players = setupData === undefined ? undefined : (setupData as { players?: unknown }).players;
      if (players !== undefined && players !== numPlayers) {
        return `${game.title}: setupData names ${String(players)} players for a match of ${numPlayers}`;
      }
      const parsed = game.schemas.config.safeParse(configOf(setupData, numPlayers));
      return parsed.success ? undefined : `${game.title} config: ${summarizeIssues(parsed.error)}`;
    },
    setup: ({ ctx }, setupData) => ({
      config: configOf(setupData, ctx.numPlayers),
      match: null,
      events: [],
      refusals: ctx.playOrder.map(() => null),
    }),
    turn: {
      // Before the start, any seat may deal; every move after mirrors the game's own active seats.
      onBegin: ({ G, ctx, events }) => {
        if (G.match === null) events.setActivePlayers(ctx.playOrder);
      },
    },
    moves: { start, act },
    endIf: ({ G }) => (G.match === null ? undefined : (game.outcome(G.match.state) ?? undefined)),
    playerView: ({ G, ctx, playerID }): BoardgameIoView<V, A, E> => {
      const seat = seatOf(playerID, ctx.numPlayers);
      return {
        update: G.match === null ? null : seatUpdate(game, G.match, seat, G.events),
        refusal: seat === null ? null : (G.refusals[seat] ?? null),
        step: G.match === null ? 0 : G.match.log.length,
      };
    },
    ai: {
      enumerate: (G, ctx, playerID): AiEnumerate => {
        const seat = seatOf(playerID, ctx.numPlayers);
        if (seat === null) return [];
        // A bot may run beside a client, whose G is its view, or beside the server, with the match.
        const held: unknown = G;
        if (isView(held)) {
          return held.update === null ? [{ move: 'start' }] : held.update.legal.map((action) => ({ move: 'act', args: [action] }));
        }
        if (G.match === null) return [{ move: 'start' }];
        return game.legalActions(G.match.state, seat).map((action) => ({ move: 'act', args: [action] }));
      },
    },
  };
}
