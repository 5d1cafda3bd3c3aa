import { parseAction } from './action-parse.js';
import { cloneJson, deepFreeze } from './clone.js';
import * as z from 'zod/mini';
import { clip, refuse, refuseIn, summarizeIssues, thrownMessage, type Refusal } from './errors.js';
import { canonicalJson } from './json.js';
import { createRng, restoreRng, type RngState } from './rng.js';
import type {
  ActionOf,
  AnyGameModule,
  ConfigInputOf,
  ConfigOf,
  EventOf,
  GameAction,
  GameEvent,
  GameId,
  GameModule,
  PlayerId,
  StateOf,
} from './types.js';

/**
 * One game in progress or finished: everything needed to continue it, save it, or replay it.
 * Plain JSON; `serializeMatch` writes it, `deserializeMatch` reads it back.
 */
export interface Match<Config = unknown, State = unknown, Action = unknown> {
  /** The save format version {@link serializeMatch} writes (2: the config stored once). */
  readonly format: 2;
  /** The id of the game this match belongs to. */
  readonly game: GameId;
  /** The seed the match was created with. */
  readonly seed: string;
  /** The completed configuration. */
  readonly config: Config;
  /** The current state. */
  readonly state: State;
  /** Where the random stream stands, so the next action draws what a replay would draw. */
  readonly rng: RngState;
  /** Every accepted action, in order. `replay` of `seed`, `config` and `log` rebuilds `state`. */
  readonly log: readonly Action[];
}

/**
 * The match type of a game module: `MatchOf<typeof cerealKiller>`. In code generic over a game
 * (`<G extends AnyGameModule>`) it is the type every function of the library takes and gives for
 * that game's matches.
 */
export type MatchOf<G> = Match<ConfigOf<G>, StateOf<G>, ActionOf<G>>;

/** An action of a game without its `player`, as a connection bound to a seat may send it (see {@link ApplyOptions.as}). */
export type SeatlessAction<Action> = Action extends unknown ? Omit<Action, 'player'> : never;

/** A match, or the reason there is none. */
export type MatchResult<Config, State, Action> =
  | {
      /** Success. */
      readonly ok: true;
      /** The match. */
      readonly match: Match<Config, State, Action>;
    }
  | Refusal;

/** The result of {@link applyAction}: the next match and the events, or the reason it was refused. */
export type ApplyResult<Config, State, Action, Event> =
  | {
      /** Accepted. */
      readonly ok: true;
      /** The match after the action (the given match is never changed). */
      readonly match: Match<Config, State, Action>;
      /** What happened; filter with `eventsFor` before showing them to a seat. */
      readonly events: Event[];
    }
  | Refusal;

/** The result of {@link createMatch}: the match and what its setup did, or the reason there is none. */
export type CreateMatchResult<Config, State, Action, Event> =
  | {
      /** Success. */
      readonly ok: true;
      /** The match. */
      readonly match: Match<Config, State, Action>;
      /** What happened at setup (a deal, say); filter with `eventsFor` before showing them to a seat. */
      readonly events: Event[];
    }
  | Refusal;

/** Options for {@link createMatch}. */
export interface CreateMatchOptions<ConfigInput> {
  /** The configuration; omitted fields take the game's defaults. */
  readonly config?: ConfigInput;
  /** The seed of every random draw in the match. */
  readonly seed: string | number;
}

/** Options for {@link replay}. */
export interface ReplayOptions<ConfigInput> extends CreateMatchOptions<ConfigInput> {
  /** The actions to apply, in order. */
  readonly actions: readonly unknown[];
}

/** Options for {@link applyAction}. */
export interface ApplyOptions {
  /**
   * The seat the action is taken as — on a server, the seat bound to the connection it came from.
   * An action naming another seat is refused with `INVALID_INPUT`; an action without `player` is
   * taken for this seat.
   */
  readonly as?: PlayerId;
}

/** Options for {@link deserializeMatch}. */
export interface DeserializeOptions {
  /** Also replay the log and refuse the match if the replayed state differs from the saved one. */
  readonly verify?: boolean;
}

/**
 * The log is a linked list behind the match so that appending costs the same at action 10 as at
 * action 10 000; `match.log` turns it into an array on first read and keeps it on the node, where
 * every match ending at that node (a branch, a copy) finds it.
 */
interface LogNode<Action> {
  readonly action: Action;
  readonly previous: LogNode<Action> | null;
  readonly length: number;
  /** The log up to this node as a frozen array, once some match's `log` was read. */
  array: readonly Action[] | null;
}

/** `Symbol.for` so a match made by one bundle copy (ESM/CJS) keeps its fast log in another. */
const LOG_NODE = /* @__PURE__ */ Symbol.for('killer-rules.match.log');

interface MatchFields<Config, State> {
  readonly game: GameId;
  readonly seed: string;
  readonly config: Config;
  readonly state: State;
  readonly rng: RngState;
}

const EMPTY_LOG: readonly never[] = /* @__PURE__ */ Object.freeze([]);

/** The `log` getter every match shares (one function, so V8 keeps matches in one fast shape). */
function materializedLog<Action>(this: { readonly [LOG_NODE]: LogNode<Action> | null }): readonly Action[] {
  const node = this[LOG_NODE];
  if (node === null) return EMPTY_LOG;
  if (node.array === null) {
    const out = new Array<Action>(node.length);
    for (let at: LogNode<Action> | null = node; at !== null; at = at.previous) out[at.length - 1] = at.action;
    node.array = Object.freeze(out);
  }
  return node.array;
}

/** Defined on each match, enumerable like a field, so spreads and `JSON.stringify` carry the log. */
const LOG_PROPERTY: PropertyDescriptor = /* @__PURE__ */ Object.freeze({ get: materializedLog, enumerable: true, configurable: false });

function buildMatch<Config, State, Action>(
  fields: MatchFields<Config, State>,
  node: LogNode<Action> | null,
): Match<Config, State, Action> {
  const match = {
    format: SAVE_FORMAT,
    game: fields.game,
    seed: fields.seed,
    config: fields.config,
    state: fields.state,
    rng: Object.isFrozen(fields.rng) ? fields.rng : frozenRngState(fields.rng),
    [LOG_NODE]: node,
  };
  Object.defineProperty(match, 'log', LOG_PROPERTY);
  return Object.freeze(match) as unknown as Match<Config, State, Action>;
}

/** A frozen copy of `rng`'s four registers (a literal, which V8 builds faster than a spread copies). */
function frozenRngState(rng: RngState): RngState {
  return Object.freeze({ c: rng.c, s0: rng.s0, s1: rng.s1, s2: rng.s2 });
}

function appendLog<Action>(previous: LogNode<Action> | null, action: Action): LogNode<Action> {
  return { action, previous, length: (previous === null ? 0 : previous.length) + 1, array: null };
}

/**
 * A match that continues `start` to `state` and `rng` with `actions` appended to its log (used by
 * the mutable mode to hand back the match a playout ends with). `state` must be deep-frozen.
 */
export function matchOf<C, S, A>(start: Match<C, S, A>, state: S, rng: RngState, actions: readonly A[]): Match<C, S, A> {
  let node = logNodeOf(start);
  for (const action of actions) node = appendLog(node, action);
  return buildMatch<C, S, A>({ game: start.game, seed: start.seed, config: start.config, state, rng }, node);
}

/** The last action in `match`'s log, without turning the whole log into an array. */
export function lastLogged<Action>(match: Match<unknown, unknown, Action>): Action | undefined {
  return logNodeOf(match)?.action;
}

function linkLog<Action>(actions: readonly Action[]): LogNode<Action> | null {
  return actions.reduce<LogNode<Action> | null>(appendLog, null);
}

function logNodeOf<Action>(match: Match<unknown, unknown, Action>): LogNode<Action> | null {
  // Only a match built here has `log` as a getter; a copy (spread, JSON, structuredClone) has a
  // plain array, perhaps replaced, so its log is linked afresh once and appends are O(1) again.
  const ownLog = Object.getOwnPropertyDescriptor(match, 'log');
  if (ownLog?.get === materializedLog && LOG_NODE in match) {
    return (match as { readonly [LOG_NODE]?: LogNode<Action> | null })[LOG_NODE] ?? null;
  }
  return linkLog(match.log);
}

/**
 * Starts a match: validates the configuration, seeds the random stream and runs the game's setup.
 * Refuses with `INVALID_CONFIG` when the configuration breaks the game's rules.
 *
 * @example
 * ```ts
 * const created = createMatch(cerealKiller, { seed: 'my-seed', config: { killer: 0 } });
 * if (!created.ok) throw new Error(created.error.message);
 * let match = created.match;
 * ```
 */
export function createMatch<G extends AnyGameModule>(
  game: G,
  options: CreateMatchOptions<ConfigInputOf<G>>,
): CreateMatchResult<ConfigOf<G>, StateOf<G>, ActionOf<G>, EventOf<G>>;
export function createMatch<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  options: CreateMatchOptions<I>,
): CreateMatchResult<C, S, A, E> {
  try {
    if (options === null || typeof options !== 'object') {
      return refuse('INVALID_CONFIG', 'core/missing-options', `createMatch(${game.id}, options) needs its options: { seed, config? }`);
    }
    const seed = options.seed;
    if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed))) {
      return refuse('INVALID_CONFIG', 'core/bad-seed', `the seed must be a string or a finite number, not ${clip(String(seed), 40)}`);
    }
    const parsed = game.schemas.config.safeParse(options.config === undefined ? {} : options.config);
    if (!parsed.success) {
      return refuse('INVALID_CONFIG', 'core/bad-config', `${game.title} config: ${summarizeIssues(parsed.error)}`);
    }
    const rng = createRng(seed);
    const events: E[] = [];
    // Deep-frozen like every state the immutable mode returns, so no caller can change a match in place.
    const state = deepFreeze(game.setup(parsed.data, rng, events));
    deepFreeze(parsed.data);
    return {
      ok: true,
      match: buildMatch<C, S, A>(
        { game: game.id, seed: String(seed), config: parsed.data, state, rng: rng.state() },
        null,
      ),
      events,
    };
  } catch (thrown) {
    return refuse('INVALID_CONFIG', 'core/setup-failed', `${game.title} setup failed: ${thrownMessage(thrown)}`);
  }
}

/** `action` taken as seat `as`: refused if it names another seat, given `player` if it names none. */
function boundToSeat(action: unknown, as: unknown): { readonly action: unknown } | Refusal {
  if (typeof as !== 'number' || !Number.isSafeInteger(as) || as < 0) {
    return refuse('INVALID_INPUT', 'core/bad-seat-binding', `the seat an action is taken as must be a seat number, not ${clip(String(as), 40)}`);
  }
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return { action };
  if (!Object.prototype.hasOwnProperty.call(action, 'player')) return { action: { ...action, player: as } };
  const named = (action as { readonly player?: unknown }).player;
  if (named !== as) {
    return refuse('INVALID_INPUT', 'core/wrong-seat', `this connection plays seat ${as}; an action for seat ${clip(JSON.stringify(named) ?? String(named), 40)} is refused`);
  }
  return { action };
}

/**
 * Applies one action to a match. In order: with `{ as: seat }`, the action must be that seat's
 * (`INVALID_INPUT`); the action must parse with the game's action schema (`INVALID_INPUT`), the
 * game must still run (`GAME_OVER`), the acting seat must be active (`NOT_YOUR_TURN`), and the
 * game's rules must allow it (`ILLEGAL_ACTION`). On success the action is appended to the log and
 * the random stream advanced. Never throws; the given match is never changed.
 *
 * The action is typed as the game's action union, so a typo is a compile error. For input that
 * comes from outside (a network message, a file), use {@link applyUntrusted}, which takes
 * `unknown` and checks the same way.
 */
export function applyAction<G extends AnyGameModule>(
  game: G,
  match: MatchOf<G>,
  action: ActionOf<G>,
  options?: ApplyOptions,
): ApplyResult<ConfigOf<G>, StateOf<G>, ActionOf<G>, EventOf<G>>;
/** Applies an action without its `player` as the seat `options.as` (a connection's seat). */
export function applyAction<G extends AnyGameModule>(
  game: G,
  match: MatchOf<G>,
  action: SeatlessAction<ActionOf<G>>,
  options: ApplyOptions & { readonly as: PlayerId },
): ApplyResult<ConfigOf<G>, StateOf<G>, ActionOf<G>, EventOf<G>>;
export function applyAction<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  match: Match<C, S, A>,
  action: unknown,
  options?: ApplyOptions,
): ApplyResult<C, S, A, E> {
  // No `{}` default: a playout calls this once per action, and an omitted options object needs none.
  return applyUntrusted(game, match, action, options);
}

/**
 * {@link applyAction} for input of any shape — a parsed network message, a line of a file — as a
 * server receives it: `{ type: 'stepp' }`, `null` and `__proto__` tricks are refused with
 * `INVALID_INPUT` and a message naming what is wrong. Never throws; the given match is never
 * changed.
 *
 * @example
 * ```ts
 * room.onMessage('act', (client, payload: unknown) => {
 *   const applied = applyUntrusted(game, match, payload, { as: seatOf(client) });
 *   if (!applied.ok) return client.send('refused', applied.error); // { code, reason, message }
 * });
 * ```
 */
export function applyUntrusted<G extends AnyGameModule>(
  game: G,
  match: MatchOf<G>,
  action: unknown,
  options?: ApplyOptions,
): ApplyResult<ConfigOf<G>, StateOf<G>, ActionOf<G>, EventOf<G>>;
export function applyUntrusted<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  match: Match<C, S, A>,
  action: unknown,
  options?: ApplyOptions,
): ApplyResult<C, S, A, E> {
  const as = options !== null && typeof options === 'object' ? options.as : undefined;
  if (as !== undefined) {
    const bound = boundToSeat(action, as);
    if (!('action' in bound)) return bound;
    action = bound.action;
  }
  let parsed: ReturnType<typeof game.schemas.action.safeParse>;
  try {
    parsed = parseAction(game.schemas.action, action);
  } catch (thrown) {
    return refuse('INVALID_INPUT', 'core/not-an-action', `not an action of ${game.title}: ${thrownMessage(thrown)}`);
  }
  if (!parsed.success) {
    return refuse('INVALID_INPUT', 'core/not-an-action', `not an action of ${game.title}: ${summarizeIssues(parsed.error)}`);
  }
  try {
    if (match === null || typeof match !== 'object' || match.game !== game.id) {
      return refuse('INVALID_STATE', 'core/not-this-game', `this is not a match of ${game.title}`);
    }
    if (!isRngState(match.rng)) return refuse('INVALID_STATE', 'core/bad-rng', 'the match has no valid rng state');
    const acting = parsed.data;
    if (game.outcome(match.state) !== null) {
      return refuse('GAME_OVER', 'core/game-over', `the game is over; no ${acting.type} is possible`);
    }
    const active = game.activePlayers(match.state);
    // A state built by a caller (a JSON copy, an immer draft or proxy of another library's copy)
    // is copied first: reducers share and freeze the parts they do not change, and the caller's
    // objects must not be frozen under it. States are plain JSON, so a JSON-shaped copy is exact.
    const state = Object.isFrozen(match.state) ? match.state : deepFreeze(cloneJson(match.state));
    const rng = restoreRng(match.rng);
    if (!active.includes(acting.player)) {
      // The game's own refusal names its rule ("Evacuation: seat 1 must choose…"); use it when it
      // agrees that this is a turn error, else say it in general terms.
      const own = game.reduce(state, acting, rng);
      return !own.ok && own.error.code === 'NOT_YOUR_TURN'
        ? own
        : refuse('NOT_YOUR_TURN', 'core/not-your-turn', `seat ${acting.player} may not act now; waiting for seat ${active.join(' or ')}`);
    }
    const result = game.reduce(state, acting, rng);
    if (!result.ok) return result;
    // Branches share logged actions, so the parsed copy is frozen before it is shared.
    const node = appendLog(logNodeOf(match), Object.freeze(acting));
    return {
      ok: true,
      match: buildMatch<C, S, A>(
        { game: match.game, seed: match.seed, config: match.config, state: result.state, rng: rng.state() },
        node,
      ),
      events: result.events,
    };
  } catch (thrown) {
    return refuse('INVALID_STATE', 'core/apply-failed', `${game.title} could not apply the action to this match: ${thrownMessage(thrown)}`);
  }
}

/**
 * Rebuilds a match from its seed, configuration and actions; refuses at the first bad action.
 * The actions may come from anywhere (a file, a network): each is checked as
 * {@link applyUntrusted} checks it.
 */
export function replay<G extends AnyGameModule>(
  game: G,
  options: ReplayOptions<ConfigInputOf<G>>,
): MatchResult<ConfigOf<G>, StateOf<G>, ActionOf<G>>;
export function replay<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  options: ReplayOptions<I>,
): MatchResult<C, S, A> {
  const created = createMatch(game, options);
  if (!created.ok) return created;
  if (!Array.isArray(options.actions)) return refuse('INVALID_INPUT', 'core/bad-actions', 'actions must be an array');
  let match = created.match;
  for (let index = 0; index < options.actions.length; index++) {
    const applied = applyUntrusted(game, match, options.actions[index]);
    if (!applied.ok) {
      return refuseIn(`action ${index}`, applied.error);
    }
    match = applied.match;
  }
  return { ok: true, match };
}

/** The save format {@link serializeMatch} writes; {@link deserializeMatch} also reads format 1. */
export const SAVE_FORMAT = 2;

/**
 * `state` without its `config` field when that field is the match's config, the state's first
 * field (where every game of this package keeps it) — the part a format-2 save leaves out, since
 * the match records the config already. `null` when the state keeps its config.
 */
function stateWithoutConfig(state: unknown, config: unknown): Record<string, unknown> | null {
  if (state === null || typeof state !== 'object' || Array.isArray(state)) return null;
  const fields = state as Record<string, unknown>;
  let first = true;
  for (const key in fields) {
    if (!Object.prototype.hasOwnProperty.call(fields, key)) continue;
    if (first && key !== 'config') return null;
    first = false;
    break;
  }
  if (first) return null;
  const carried = fields.config;
  if (carried !== config && canonicalJson(carried) !== canonicalJson(config)) return null;
  const rest: Record<string, unknown> = {};
  for (const key in fields) {
    if (key !== 'config' && Object.prototype.hasOwnProperty.call(fields, key)) rest[key] = fields[key];
  }
  return rest;
}

/**
 * The match as a JSON string (save format 2), in a fixed field order. The config is written once:
 * a state that carries the match's config as its first field is written without it
 * (`stateCarriesConfig: true`), and {@link deserializeMatch} puts it back. O(log) per call; a
 * server that saves after every action can append one line per action instead (`journalLine`).
 */
export function serializeMatch<C, S, A>(match: Match<C, S, A>): string {
  const bare = stateWithoutConfig(match.state, match.config);
  return JSON.stringify({
    format: SAVE_FORMAT,
    game: match.game,
    seed: match.seed,
    config: match.config,
    stateCarriesConfig: bare !== null,
    state: bare ?? match.state,
    rng: match.rng,
    log: match.log,
  });
}

/** `state` with its `config` field (kept in its place) replaced by `config`. */
function withConfig(state: unknown, config: unknown): unknown {
  const fields = state as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key in fields) if (Object.prototype.hasOwnProperty.call(fields, key)) out[key] = key === 'config' ? config : fields[key];
  return out;
}

/** The `config` a state carries, as DESIGN asks every state to ("the state carries its config"). */
function configCarriedBy(state: unknown): unknown {
  return state !== null && typeof state === 'object' && 'config' in state ? (state as { config: unknown }).config : undefined;
}

function isRngState(value: unknown): value is RngState {
  if (value === null || typeof value !== 'object') return false;
  const { c, s0, s1, s2 } = value as Record<string, unknown>;
  // Four checks spelled out, not an array and a callback: this runs on every action.
  return isFiniteNumber(c) && isFiniteNumber(s0) && isFiniteNumber(s1) && isFiniteNumber(s2);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

// Schemas are built inside pure-annotated functions so that a bundler drops them with the code that uses them.
const rngStateSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    c: z.number(),
    s0: z.number(),
    s1: z.number(),
    s2: z.number(),
  }))();

/** Format 1 (0.1): the state with its config inside, the config again beside it. */
const savedMatchV1Schema = /* @__PURE__ */ (() =>
  z.strictObject({
    format: z.literal(1),
    game: z.string(),
    seed: z.string(),
    config: z.unknown(),
    state: z.unknown(),
    rng: rngStateSchema,
    log: z.array(z.unknown()),
  }))();

/** Format 2: the config once; a state that carried it is stored without it. */
const savedMatchV2Schema = /* @__PURE__ */ (() =>
  z.strictObject({
    format: z.literal(2),
    game: z.string(),
    seed: z.string(),
    config: z.unknown(),
    stateCarriesConfig: z.boolean(),
    state: z.unknown(),
    rng: rngStateSchema,
    log: z.array(z.unknown()),
  }))();

/** A saved match of either format, migrated to what the current format holds. */
interface SavedMatch {
  readonly game: string;
  readonly seed: string;
  readonly config: unknown;
  readonly state: unknown;
  readonly rng: RngState;
  readonly log: readonly unknown[];
}

/** Reads either save format; a format-2 state gets its config back as its first field. */
function savedMatchOf(raw: unknown): { readonly ok: true; readonly saved: SavedMatch } | Refusal {
  const format = raw !== null && typeof raw === 'object' ? (raw as { format?: unknown }).format : undefined;
  if (format === 1) {
    const v1 = savedMatchV1Schema.safeParse(raw);
    return v1.success ? { ok: true, saved: v1.data } : refuse('INVALID_STATE', 'core/bad-save', `not a saved match (format 1): ${summarizeIssues(v1.error)}`);
  }
  const v2 = savedMatchV2Schema.safeParse(raw);
  if (!v2.success) return refuse('INVALID_STATE', 'core/bad-save', `not a saved match: ${summarizeIssues(v2.error)}`);
  const { stateCarriesConfig, ...saved } = v2.data;
  if (!stateCarriesConfig) return { ok: true, saved };
  if (saved.state === null || typeof saved.state !== 'object' || Array.isArray(saved.state) || 'config' in saved.state) {
    return refuse('INVALID_STATE', 'core/bad-save', 'a state saved without its config is an object with no config field');
  }
  return { ok: true, saved: { ...saved, state: { config: saved.config, ...saved.state } } };
}

/**
 * Reads a match written by {@link serializeMatch}, in save format 2 or the older format 1 (which
 * stored the config twice). Refuses with `INVALID_STATE` anything that is not a match of `game`:
 * bad JSON, an unknown format, another game, a config, state or action that fails the game's
 * schemas. With `{ verify: true }` it also replays the log and refuses a saved state that the log
 * does not produce.
 */
export function deserializeMatch<G extends AnyGameModule>(
  game: G,
  json: string,
  options?: DeserializeOptions,
): MatchResult<ConfigOf<G>, StateOf<G>, ActionOf<G>>;
export function deserializeMatch<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  json: string,
  options: DeserializeOptions = {},
): MatchResult<C, S, A> {
  try {
    if (typeof json !== 'string') return refuse('INVALID_STATE', 'core/bad-save', 'a saved match is a JSON string');
    let raw: unknown;
    try {
      raw = JSON.parse(json);
    } catch (thrown) {
      return refuse('INVALID_STATE', 'core/bad-save', `not JSON: ${thrownMessage(thrown)}`);
    }
    const read = savedMatchOf(raw);
    if (!read.ok) return read;
    const saved = { data: read.saved };
    const { game: gameId, seed, rng, log } = saved.data;
    if (gameId !== game.id) {
      return refuse('INVALID_STATE', 'core/not-this-game', `this match is of ${clip(JSON.stringify(gameId), 60)}, not ${game.id}`);
    }
    const config = game.schemas.config.safeParse(saved.data.config);
    if (!config.success) return refuse('INVALID_STATE', 'core/bad-save', `saved config: ${summarizeIssues(config.error)}`);
    const state = game.schemas.state.safeParse(saved.data.state);
    if (!state.success) return refuse('INVALID_STATE', 'core/bad-save', `saved state: ${summarizeIssues(state.error)}`);
    const stateConfig = configCarriedBy(saved.data.state);
    if (stateConfig !== undefined && canonicalJson(stateConfig) !== canonicalJson(config.data)) {
      return refuse('INVALID_STATE', 'core/bad-save', 'the saved state carries another config than the match');
    }
    const actions: A[] = [];
    for (let index = 0; index < log.length; index++) {
      const action = parseAction(game.schemas.action, log[index]);
      if (!action.success) {
        return refuse('INVALID_STATE', 'core/bad-save', `saved log, action ${index}: ${summarizeIssues(action.error)}`);
      }
      actions.push(Object.freeze(action.data));
    }
    // The raw state passed the schema; keeping it (not the parse output) keeps its key order, so a
    // round trip is byte-identical. Its config is the parsed one (equal, checked above), so state
    // and match share one config object, and a game's stand-in content is its one shared object.
    const loaded = stateConfig === undefined ? saved.data.state : withConfig(saved.data.state, config.data);
    const match = buildMatch<C, S, A>(
      { game: game.id, seed, config: deepFreeze(config.data), state: deepFreeze(loaded as S), rng },
      linkLog(actions),
    );
    if (options.verify === true) {
      const replayed = replay(game, { config: saved.data.config as I, seed, actions });
      if (!replayed.ok) return refuse('INVALID_STATE', 'core/save-mismatch', `the saved log does not replay: ${replayed.error.message}`);
      if (canonicalJson(replayed.match) !== canonicalJson(match)) {
        return refuse('INVALID_STATE', 'core/save-mismatch', 'the saved state or rng differs from what replaying the log produces');
      }
    }
    return { ok: true, match };
  } catch (thrown) {
    return refuse('INVALID_STATE', 'core/bad-save', `not a match of ${game.title}: ${thrownMessage(thrown)}`);
  }
}
