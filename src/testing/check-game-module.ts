/**
 * The conformance kit: generic checks every game module must pass, run over many seeded random
 * games (modelled on OpenSpiel's RandomSimTest). Every game in this package runs it in its tests;
 * a third party can run it on its own module.
 */
import { isNothingFrozen } from '../core/clone.js';
import { eventsFor } from '../core/events.js';
import { applyAction, applyUntrusted, createMatch, deserializeMatch, replay, serializeMatch, type Match } from '../core/match.js';
import { createRng, restoreRng, type Rng } from '../core/rng.js';
import { seatCount, type GameAction, type GameEvent, type GameModule, type PlayerId } from '../core/types.js';
import { openWorld, type World } from '../core/world.js';
import { canonicalJson, isPlainJson } from '../core/json.js';
import { candidateSpace, valuePool } from './candidates.js';
import { junkFor, junkMaterial, type JunkMaterial } from './junk.js';
import { fieldsOf, mutantsOf } from './mutations.js';
import { HiddenPartsLedger, probeHiddenParts, uniformityProblem } from './resample-checks.js';

/**
 * The kinds of position a game can wait in, declared so that the kit reaches every one and checks
 * each with every seat and a spectator as the viewer: rare decisions are where a view leaks
 * unnoticed, because random play seldom meets them.
 */
export interface PositionKinds<State> {
  /**
   * The kind of a running position, in the game's words: say the phase, the decision pending and
   * the role of the seat that decides (`'action/eavesdrop/detective-in-the-room'`). Called at every
   * position the kit meets before the game ends.
   */
  kindOf(state: State): string;
  /**
   * Every kind the checked configurations can produce. A kind met that is not listed fails the
   * run (the list stays complete), and so does a listed kind never met within the kit's budget.
   */
  readonly expected: readonly string[];
  /**
   * Games played after the regular ones while a listed kind is still unmet (default 200): random
   * play steered toward unmet kinds and rarely met positions, with the per-step checks run only at
   * positions of a kind checked fewer than `viewerChecksPerKind` times, so a hunt costs little.
   */
  readonly huntGames?: number;
}

/** Options of {@link checkGameModule}. */
export interface CheckOptions<ConfigInput, State = unknown> {
  /** Configurations to play; each is played `games` times. Default: `[{}]` (the game's defaults). */
  readonly configs?: readonly ConfigInput[];
  /** Games per configuration. Default 20. */
  readonly games?: number;
  /** A game longer than this many actions fails the check. Default 2 000. */
  readonly maxSteps?: number;
  /** Seeds are derived from this. Default `'conformance'`. */
  readonly seed?: string;
  /** Legal actions tried (and mutated) per seat and step; beyond it a random sample. Default 12. */
  readonly actionsPerStep?: number;
  /**
   * Whether the game hides anything from some seat. If so (the default), `resample` must change
   * the state at least once over the run, or it is taken for a no-op, and every part of the state
   * that a viewer cannot see must vary across resamples.
   */
  readonly hiddenInformation?: boolean;
  /**
   * Seat counts to play. A configuration that does not set `players` is played once with each.
   * Default: the game's `minPlayers` and `maxPlayers`.
   */
  readonly players?: readonly number[];
  /**
   * Besides every position of a kind not met before (a new mix of legal action types and counts),
   * the share of positions whose whole candidate space is offered to `reduce` (default 0.25).
   */
  readonly exhaustiveRate?: number;
  /** The most candidates tried per action type and position; a larger product is sampled (default 4 000). */
  readonly candidateCap?: number;
  /**
   * Whether `resample` draws uniformly among the worlds a viewer cannot tell apart. If so, at
   * positions with few such worlds the kit tallies many resamples and rejects a non-uniform spread
   * with a chi-square test (default `false`: the game makes no such promise).
   */
  readonly uniformResample?: boolean;
  /**
   * The kinds of position the game waits in. The kit then plays (hunts, if need be) until it has
   * met every listed kind, and fails on a kind met that is not listed. Without it, positions are
   * told apart by the kit's own kinds (who may act, with which types of action).
   */
  readonly positionKinds?: PositionKinds<State>;
  /**
   * Positions of each kind checked with every seat and a spectator as the viewer (default 3): for
   * each, `view(resample(s, v), v)` equals `view(s, v)`, and a step shows `v` no event that tells
   * it more than its view after the step does.
   */
  readonly viewerChecksPerKind?: number;
  /**
   * Types of event that make public, by the rules, what the views do not keep afterwards — say
   * identities revealed at the end of a round and dealt anew at once. The every-viewer check
   * compares the events a viewer is shown only up to the first of these.
   */
  readonly revealingEvents?: readonly string[];
}

/** What a passing run covered. */
export interface ConformanceReport {
  /** The game checked. */
  readonly game: string;
  /** Games played to the end. */
  readonly games: number;
  /** Actions applied in the games played to the end, each position checked. */
  readonly steps: number;
  /** Resamples that changed a hidden part of the state. */
  readonly resampleChanges: number;
  /** Positions whose whole candidate space was offered to `reduce`. */
  readonly exhaustivePositions: number;
  /** Candidate actions offered to `reduce` at those positions. */
  readonly candidatesTried: number;
  /** Action types whose candidate product exceeded the cap somewhere and was sampled there. */
  readonly sampledActionTypes: readonly string[];
  /** Parts of the state (paths, indices as `*`) found hidden from some viewer, each seen varying under resample. */
  readonly hiddenParts: readonly string[];
  /** Positions at which the spread of resampled worlds passed the chi-square test. */
  readonly uniformityTests: number;
  /** Steps at which the mutable mode was compared with the immutable one (0 for a module without `rules`). */
  readonly modeComparisons: number;
  /** Draws of `rules.pickLegal` compared with `rng.pick(legalActions)` (0 for a module without it). */
  readonly pickLegalComparisons: number;
  /** The kinds of position met, sorted: the declared kinds (`positionKinds`), else the kit's own. */
  readonly positionKinds: readonly string[];
  /** Positions checked with every seat and a spectator as the viewer. */
  readonly viewerChecks: number;
  /** Steps taken again in a world the viewer cannot tell apart, to compare the events it is shown. */
  readonly eventComparisons: number;
  /** Games played after the regular ones to reach kinds of position they missed. */
  readonly huntGames: number;
  /** Actions taken in those games (not counted in `steps`: only some of their positions are checked). */
  readonly huntSteps: number;
}

/** A failed check, with what is needed to replay it: the seed, the configuration and the action log. */
export class ConformanceError extends Error {
  /** The check that failed. */
  readonly check: string;
  /** The seed of the failing game. */
  readonly seed: string;
  /** The configuration of the failing game. */
  readonly config: unknown;
  /** The actions applied before the failure; `replay(game, { config, seed, actions: log })` rebuilds it. */
  readonly log: readonly unknown[];
  /** The kind of the failing position (see {@link PositionKinds}), where the kit knew it; else `null`. */
  readonly kind: string | null;

  /** Builds the error and its multi-line message. */
  constructor(gameId: string, check: string, detail: string, seed: string, config: unknown, log: readonly unknown[], kind: string | null = null) {
    super(
      [
        `${gameId} failed the conformance check "${check}": ${detail}`,
        `  seed:   ${JSON.stringify(seed)}`,
        `  config: ${JSON.stringify(config)}`,
        ...(kind === null ? [] : [`  kind:   ${JSON.stringify(kind)}`]),
        `  after ${log.length} actions: ${JSON.stringify(log)}`,
        `  replay: replay(game, { config, seed, actions })`,
      ].join('\n'),
    );
    this.name = 'ConformanceError';
    this.check = check;
    this.seed = seed;
    this.config = config;
    this.log = log;
    this.kind = kind;
  }
}

function clipText(text: string): string {
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/**
 * The check an undeclared write fails: in the immutable mode everything outside what
 * `rules.writes` declares for an action is the state's own frozen data, so `reduce` refuses a
 * write there (`core/undeclared-write`, naming the part).
 */
const WRITES_DECLARED = 'rules.writes declares every part an apply writes';

/** Candidates of an inactive seat offered to `reduce` per exhaustive position. */
const INACTIVE_SAMPLE = 64;

/** A candidate space this small (all active seats together) is checked at every position. */
const SMALL_SPACE = 500;

/** A position's kind: who may act and with which types of action, so rare positions stand out. */
function positionKind(legalBySeat: ReadonlyMap<PlayerId, readonly GameAction[]>): string {
  const parts: string[] = [];
  for (const [seat, legal] of legalBySeat) parts.push(`${seat}:${[...new Set(legal.map((action) => action.type))].sort().join(',')}`);
  return parts.sort().join('|');
}

/** Actions a hunting step looks one step ahead with: one of each type, then others. */
const HUNT_LOOKAHEAD = 8;

function describeValue(value: unknown): string {
  try {
    const text = typeof value === 'bigint' || typeof value === 'symbol' ? String(value) : JSON.stringify(value);
    return text === undefined ? String(value) : text.length > 120 ? `${text.slice(0, 119)}…` : text;
  } catch {
    return '(unprintable)';
  }
}

/**
 * Runs the generic checks on `game` and returns what was covered; throws a {@link ConformanceError}
 * naming the seed and action log at the first failure.
 *
 * At every step of random legal play: while the game runs some active seat has a legal action and
 * inactive seats have none; every legal action is accepted, also with its keys in another order;
 * near-miss mutants of legal actions that are not legal are refused with the state untouched; junk
 * is refused with `INVALID_INPUT`; a serialize/deserialize round trip is byte-identical; replaying
 * the log gives the same state; every view is plain JSON; `view(resample(s, p), p)` equals
 * `view(s, p)` and leaves `p` the same legal actions; descriptions are non-empty; events are plain
 * JSON with valid `visibleTo`. At the end: the outcome has one `returns` entry per seat, and every
 * action is refused with `GAME_OVER`. No game may run past `maxSteps`.
 */
export function checkGameModule<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  options: CheckOptions<I, S> = {},
): ConformanceReport {
  const gamesPerConfig = options.games ?? 20;
  const maxSteps = options.maxSteps ?? 2_000;
  const baseSeed = options.seed ?? 'conformance';
  const hidden = options.hiddenInformation !== false;
  const counts = options.players ?? [...new Set([game.minPlayers, game.maxPlayers])];
  const configs = withSeatCounts(options.configs ?? [undefined], counts);
  const declared = options.positionKinds ?? null;
  const settings: RunSettings = {
    perStep: options.actionsPerStep ?? 12,
    exhaustiveRate: options.exhaustiveRate ?? 0.25,
    candidateCap: options.candidateCap ?? 4_000,
    hidden,
    uniform: options.uniformResample === true,
    junk: junkMaterial(),
    ledger: new HiddenPartsLedger(),
    kinds: new Set<string>(),
    sampledTypes: new Set<string>(),
    expectedKinds: declared === null ? null : new Set(declared.expected),
    reached: new Map<string, number>(),
    viewerChecksPerKind: options.viewerChecksPerKind ?? 3,
    revealing: new Set(options.revealingEvents ?? []),
    novelty: new Map<string, number>(),
  };
  const tally: Tally = {
    steps: 0,
    huntSteps: 0,
    games: 0,
    resampleChanges: 0,
    exhaustivePositions: 0,
    candidatesTried: 0,
    uniformityTests: 0,
    modeComparisons: 0,
    pickLegalComparisons: 0,
    viewerChecks: 0,
    eventComparisons: 0,
  };
  const open = (config: I | undefined, seed: string): Match<C, S, A> => {
    const created = createMatch(game, { config, seed });
    if (!created.ok) throw new ConformanceError(game.id, 'createMatch', created.error.message, seed, config, []);
    return created.match;
  };

  configs.forEach((config, configIndex) => {
    checkSeatCounts(game, config, baseSeed);
    let changesThisConfig = 0;
    let lastRun: { readonly seed: string; readonly log: readonly unknown[] } | null = null;
    for (let index = 0; index < gamesPerConfig; index++) {
      const seed = `${baseSeed}/${configIndex}/${index}`;
      const match = open(config, seed);
      const expectedSeats = seatsAskedFor(config);
      if (expectedSeats !== null && seatCount(game, match.state) !== expectedSeats) {
        throw new ConformanceError(
          game.id,
          'config players',
          `the config asks for ${expectedSeats} players but the game has ${seatCount(game, match.state)} seats`,
          seed,
          config,
          [],
        );
      }
      const run = new GameRun(game, match, seed, config, settings, declared, false);
      run.play(maxSteps);
      run.addTo(tally);
      changesThisConfig += run.resampleChanges;
      lastRun = { seed, log: run.log };
      tally.games++;
    }
    // Judged per configuration rather than per game: a short game may, by chance, resample its few
    // hidden values to what they were.
    if (hidden && changesThisConfig === 0 && lastRun !== null && lastRun.log.length > 1) {
      throw new ConformanceError(
        game.id,
        'resample changes hidden information',
        `resample never changed the state in ${gamesPerConfig} games of this configuration; declare hiddenInformation: false if the game hides nothing`,
        lastRun.seed,
        config,
        lastRun.log,
      );
    }
  });
  if (hidden && tally.resampleChanges === 0 && tally.games > 0) {
    throw new ConformanceError(
      game.id,
      'resample changes hidden information',
      'resample never changed the state in any game; declare hiddenInformation: false if the game has none',
      baseSeed,
      configs[0],
      [],
    );
  }
  let hunted = 0;
  if (declared !== null) {
    // The kinds random play missed: hunt for them, the configurations in turn.
    const huntGames = declared.huntGames ?? 200;
    while (hunted < huntGames && unmetKinds(settings).length > 0 && configs.length > 0) {
      const config = configs[hunted % configs.length];
      const seed = `${baseSeed}/hunt/${hunted}`;
      const run = new GameRun(game, open(config, seed), seed, config, settings, declared, true);
      run.hunt(maxSteps);
      run.addTo(tally);
      hunted++;
    }
    const unmet = unmetKinds(settings);
    if (unmet.length > 0) {
      throw new ConformanceError(
        game.id,
        'every declared kind of position is reached',
        `never reached ${unmet.map((kind) => JSON.stringify(kind)).join(', ')} in ${tally.games} games and ${hunted} hunting games; reached ${[...settings.reached.keys()].sort().map((kind) => JSON.stringify(kind)).join(', ')}`,
        baseSeed,
        configs[0],
        [],
      );
    }
  }
  const stuck = settings.ledger.neverVaried();
  if (hidden && stuck !== null) {
    throw new ConformanceError(
      game.id,
      'resample varies what the viewer cannot see',
      `${stuck.part} is hidden from ${stuck.viewer} (swapping its values leaves that view unchanged and the state valid, at ${stuck.seen} positions), yet resample never changed it there; first seen after ${stuck.log.length} actions`,
      stuck.seed,
      stuck.config,
      stuck.log,
    );
  }
  return {
    game: game.id,
    games: tally.games,
    steps: tally.steps,
    resampleChanges: tally.resampleChanges,
    exhaustivePositions: tally.exhaustivePositions,
    candidatesTried: tally.candidatesTried,
    sampledActionTypes: [...settings.sampledTypes].sort(),
    hiddenParts: settings.ledger.parts(),
    uniformityTests: tally.uniformityTests,
    modeComparisons: tally.modeComparisons,
    pickLegalComparisons: tally.pickLegalComparisons,
    positionKinds: [...settings.reached.keys()].sort(),
    viewerChecks: tally.viewerChecks,
    eventComparisons: tally.eventComparisons,
    huntGames: hunted,
    huntSteps: tally.huntSteps,
  };
}

/** What the games of one kit run add up to. */
interface Tally {
  steps: number;
  huntSteps: number;
  games: number;
  resampleChanges: number;
  exhaustivePositions: number;
  candidatesTried: number;
  uniformityTests: number;
  modeComparisons: number;
  pickLegalComparisons: number;
  viewerChecks: number;
  eventComparisons: number;
}

/** The declared kinds of position not met yet (none without a declaration). */
function unmetKinds(settings: RunSettings): string[] {
  return settings.expectedKinds === null ? [] : [...settings.expectedKinds].filter((kind) => !settings.reached.has(kind));
}

/** What every game of one kit run shares. */
interface RunSettings {
  readonly perStep: number;
  readonly exhaustiveRate: number;
  readonly candidateCap: number;
  readonly hidden: boolean;
  readonly uniform: boolean;
  readonly junk: JunkMaterial;
  /** Hidden parts of the state met so far and whether resample varied them. */
  readonly ledger: HiddenPartsLedger;
  /** Kinds of position already checked exhaustively. */
  readonly kinds: Set<string>;
  /** Action types whose candidates had to be sampled somewhere. */
  readonly sampledTypes: Set<string>;
  /** The declared kinds of position (`positionKinds.expected`), or `null` when the game declares none. */
  readonly expectedKinds: ReadonlySet<string> | null;
  /** Positions met of each kind: the declared kinds, else the kit's own. */
  readonly reached: Map<string, number>;
  /** Positions of each kind checked with every viewer. */
  readonly viewerChecksPerKind: number;
  /** Event types after which the events shown to a viewer are not compared across worlds. */
  readonly revealing: ReadonlySet<string>;
  /** Positions hunting games met, by kind and the acting seats' types of action: the hunt steers toward rare ones. */
  readonly novelty: Map<string, number>;
}

function seatsAskedFor(config: unknown): number | null {
  if (config === null || typeof config !== 'object' || !('players' in config)) return null;
  const players = (config as { players: unknown }).players;
  return typeof players === 'number' ? players : null;
}

/** Each configuration that does not set `players`, once per seat count; the others as they are. */
function withSeatCounts<I>(configs: readonly (I | undefined)[], counts: readonly number[]): (I | undefined)[] {
  return configs.flatMap((config) =>
    seatsAskedFor(config) !== null ? [config] : counts.map((players) => ({ ...(config ?? {}), players }) as I),
  );
}

/** Every config accepts `players` within `minPlayers`–`maxPlayers` and refuses any other count. */
function checkSeatCounts<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  config: I | undefined,
  seed: string,
): void {
  for (const players of [game.minPlayers - 1, game.maxPlayers + 1, game.minPlayers + 0.5, `${game.minPlayers}`]) {
    const asked = { ...(config ?? {}), players } as I;
    const created = createMatch(game, { config: asked, seed });
    if (created.ok || created.error.code !== 'INVALID_CONFIG') {
      throw new ConformanceError(
        game.id,
        'config players',
        `players: ${JSON.stringify(players)} is outside ${game.minPlayers}–${game.maxPlayers} but gave ${created.ok ? 'a match' : created.error.code}`,
        seed,
        asked,
        [],
      );
    }
  }
}

/** One game played by the kit, with the checks run at each of its steps. */
class GameRun<C, S, A extends GameAction, E extends GameEvent, V, I> {
  resampleChanges = 0;
  exhaustivePositions = 0;
  candidatesTried = 0;
  uniformityTests = 0;
  modeComparisons = 0;
  pickLegalComparisons = 0;
  viewerChecks = 0;
  eventComparisons = 0;
  private readonly rng: Rng;
  /** Resamples for the every-viewer checks: a stream of their own, so adding them left the kit's random games as they were. */
  private readonly viewerRng: Rng;
  /** The hunt's choices of action. */
  private readonly steerRng: Rng;
  /** The kind of the position being checked, named when a check fails there. */
  private kind: string | null = null;
  private readonly perStep: number;
  private readonly junk: JunkMaterial;
  /** Values each action field has taken in legal actions so far this game, for id swaps across steps. */
  private readonly seen = new Map<string, Map<string, unknown>>();
  /** The same game in the mutable mode, stepped beside the match (for a module with `rules`). */
  private readonly world: World<C, S, A, E, V, I> | null;
  /** The mutable mode's events with the immutable mode's as JSON at the time, compared again at the end. */
  private readonly worldEvents: { readonly events: readonly E[]; readonly json: string }[] = [];
  private taken = 0;

  constructor(
    private readonly game: GameModule<C, S, A, E, V, I>,
    private match: Match<C, S, A>,
    private readonly seed: string,
    private readonly config: I | undefined,
    private readonly settings: RunSettings,
    private readonly declared: PositionKinds<S> | null,
    private readonly hunting: boolean,
  ) {
    this.rng = createRng(`${seed}/kit`);
    this.viewerRng = createRng(`${seed}/viewers`);
    this.steerRng = createRng(`${seed}/steer`);
    this.perStep = settings.perStep;
    this.junk = settings.junk;
    // A hunt checks only some of its positions, so the mutable mode cannot step beside it.
    this.world = game.rules === undefined || this.hunting ? null : openWorld(game, match.state, match.rng);
  }

  /** Adds this game's counts to the run's. */
  addTo(tally: Tally): void {
    if (this.hunting) tally.huntSteps += this.taken;
    else tally.steps += this.taken;
    tally.resampleChanges += this.resampleChanges;
    tally.exhaustivePositions += this.exhaustivePositions;
    tally.candidatesTried += this.candidatesTried;
    tally.uniformityTests += this.uniformityTests;
    tally.modeComparisons += this.modeComparisons;
    tally.pickLegalComparisons += this.pickLegalComparisons;
    tally.viewerChecks += this.viewerChecks;
    tally.eventComparisons += this.eventComparisons;
  }

  /** The actions played so far. */
  get log(): readonly unknown[] {
    return this.match.log;
  }

  private fail(check: string, detail: string): never {
    throw new ConformanceError(this.game.id, check, detail, this.seed, this.config, this.match.log, this.kind);
  }

  private guard<T>(check: string, run: () => T): T {
    try {
      return run();
    } catch (thrown) {
      if (thrown instanceof ConformanceError) throw thrown;
      return this.fail(check, `threw ${thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown)}`);
    }
  }

  play(maxSteps: number): number {
    this.checkViewers();
    for (;;) {
      const legalBySeat = this.checkStep();
      if (this.game.outcome(this.match.state) !== null) {
        this.checkFinished();
        this.checkViewers();
        this.checkWorldEventsKept();
        return this.taken;
      }
      if (this.taken >= maxSteps) this.fail('maxSteps', `the game did not end within ${maxSteps} actions`);
      const acting = [...legalBySeat.entries()].filter(([, legal]) => legal.length > 0);
      const [, legal] = this.rng.pick(acting);
      this.take(this.rng.pick(legal));
    }
  }

  /**
   * A hunting game, played while a declared kind of position is unmet: each step looks one step
   * ahead with an action of each type and takes one that reaches an unmet kind, else (half the
   * time) the one reaching the position met least often, else an action of a random type. The
   * per-step checks run only at positions of a kind checked fewer than `viewerChecksPerKind` times.
   */
  hunt(maxSteps: number): number {
    const { game, settings } = this;
    while (game.outcome(this.match.state) === null && this.taken < maxSteps && unmetKinds(settings).length > 0) {
      const kind = this.kindOf(this.match.state);
      let legalBySeat: Map<PlayerId, A[]>;
      if ((settings.reached.get(kind) ?? 0) < settings.viewerChecksPerKind) {
        legalBySeat = this.checkStep();
      } else {
        this.meet(kind);
        legalBySeat = new Map(game.activePlayers(this.match.state).map((seat) => [seat, this.guard('legalActions', () => game.legalActions(this.match.state, seat))]));
      }
      const fine = this.finerKind(kind, legalBySeat);
      settings.novelty.set(fine, (settings.novelty.get(fine) ?? 0) + 1);
      this.take(this.steer(legalBySeat));
    }
    return this.taken;
  }

  /** Applies a legal action to the match (and to the mutable mode beside it). */
  private take(action: A): void {
    const applied = applyAction(this.game, this.match, action);
    if (!applied.ok) this.fail(applied.error.reason === 'core/undeclared-write' ? WRITES_DECLARED : 'legal actions are accepted', applied.error.message);
    this.checkEvents(applied.events);
    this.match = applied.match;
    this.taken++;
    this.compareModes(action, applied.events);
    this.kind = null;
  }

  /** The declared kind of a running position (the caller has a declaration). */
  private kindOf(state: S): string {
    const declared = this.declared;
    if (declared === null) return '';
    const kind = this.guard('positionKinds.kindOf', () => declared.kindOf(state));
    if (typeof kind !== 'string') this.fail('positionKinds.kindOf', `kindOf returned ${describeValue(kind)}, not a string`);
    return kind;
  }

  /** Counts a position of `kind` met, failing on a kind the game did not declare. */
  private meet(kind: string): number {
    const { settings } = this;
    this.kind = kind;
    if (settings.expectedKinds !== null && !settings.expectedKinds.has(kind)) {
      this.fail('positionKinds.expected lists every kind reached', `this position's kind ${JSON.stringify(kind)} is not declared`);
    }
    const before = settings.reached.get(kind) ?? 0;
    settings.reached.set(kind, before + 1);
    return before;
  }

  /** A kind and the acting seats' types of action: the hunt's measure of how often it has been somewhere. */
  private finerKind(kind: string, legalBySeat: ReadonlyMap<PlayerId, readonly A[]>): string {
    const types = [...legalBySeat.values()].map((legal) => [...new Set(legal.map((action) => action.type))].sort().join(','));
    return `${kind}|${types.sort().join('|')}`;
  }

  /** The hunt's next action (see {@link GameRun.hunt}). */
  private steer(legalBySeat: ReadonlyMap<PlayerId, readonly A[]>): A {
    const { game, settings } = this;
    const rng = this.steerRng;
    const byType = new Map<string, A[]>();
    for (const legal of legalBySeat.values()) {
      for (const action of legal) {
        const ofThisType = byType.get(action.type);
        if (ofThisType === undefined) byType.set(action.type, [action]);
        else ofThisType.push(action);
      }
    }
    const types = rng.shuffle([...byType.keys()]);
    const ofType = (type: string | undefined): A[] => (type === undefined ? [] : (byType.get(type) ?? []));
    const all = [...byType.values()].flat();
    // An action of each type first, then others at random.
    const ahead = all.length <= HUNT_LOOKAHEAD ? all : types.slice(0, HUNT_LOOKAHEAD).map((type) => rng.pick(ofType(type)));
    for (const action of rng.shuffle(all)) {
      if (ahead.length >= HUNT_LOOKAHEAD) break;
      if (!ahead.includes(action)) ahead.push(action);
    }
    let best: A | null = null;
    let bestScore = Number.POSITIVE_INFINITY;
    for (const action of ahead) {
      const result = this.guard('reduce never throws', () => game.reduce(this.match.state, action, restoreRng(this.match.rng)));
      if (!result.ok) this.fail(result.error.reason === 'core/undeclared-write' ? WRITES_DECLARED : 'legal actions are accepted', `reduce refused ${describeValue(action)}: ${result.error.message}`);
      if (game.outcome(result.state) !== null) continue;
      const kind = this.kindOf(result.state);
      let score = -1;
      if (settings.reached.has(kind)) {
        const next = new Map(game.activePlayers(result.state).map((seat) => [seat, game.legalActions(result.state, seat)]));
        score = settings.novelty.get(this.finerKind(kind, next)) ?? 0;
      }
      if (score < bestScore) {
        bestScore = score;
        best = action;
      }
    }
    if (best !== null && (bestScore < 0 || rng.next() < 0.5)) return best;
    return rng.pick(ofType(types[0]));
  }

  /** The per-step checks; returns each active seat's legal actions. */
  private checkStep(): Map<PlayerId, A[]> {
    const { game } = this;
    const state = this.match.state;
    const before = JSON.stringify(state);
    const seats = this.guard('playerCount', () => seatCount(game, state));
    if (!Number.isInteger(seats) || seats < game.minPlayers || seats > game.maxPlayers) {
      this.fail('playerCount', `${seats} seats is outside ${game.minPlayers}–${game.maxPlayers}`);
    }
    const outcome = this.guard('outcome', () => game.outcome(state));
    const active = this.guard('activePlayers', () => game.activePlayers(state));
    if (new Set(active).size !== active.length || active.some((seat) => !Number.isInteger(seat) || seat < 0 || seat >= seats)) {
      this.fail('activePlayers', `invalid active seats ${JSON.stringify(active)}`);
    }
    if (outcome !== null && active.length > 0) this.fail('activePlayers', 'the game is over but seats are still active');
    const legalBySeat = new Map<PlayerId, A[]>();
    for (let seat = 0; seat < seats; seat++) {
      const legal = this.guard('legalActions', () => game.legalActions(state, seat));
      if (!active.includes(seat)) {
        if (legal.length > 0) this.fail('inactive seats have no legal actions', `seat ${seat} is not active but has ${describeValue(legal[0])}`);
        continue;
      }
      legalBySeat.set(seat, legal);
    }
    if (outcome === null && ![...legalBySeat.values()].some((legal) => legal.length > 0)) {
      this.fail('an active seat can act', `the game runs, but no active seat (${active.join(', ')}) has a legal action`);
    }
    const checkedBefore = outcome === null ? this.meet(this.declared === null ? positionKind(legalBySeat) : this.kindOf(state)) : this.settings.viewerChecksPerKind;
    this.checkViews(seats);
    this.checkPickLegal(seats);
    this.checkShallowCopy();
    this.checkResample(seats, legalBySeat);
    this.checkSaving();
    if (outcome === null) {
      this.checkLegalAndMutants(seats, legalBySeat);
      this.checkJunk(legalBySeat);
      this.checkCompleteness(seats, legalBySeat);
    }
    if (this.taken % 5 === 0 || outcome !== null) this.checkPurity(seats, legalBySeat);
    if (this.settings.hidden) this.checkHiddenPartsVary(seats);
    if (this.settings.uniform && outcome === null && this.rng.next() < 0.05) this.checkUniformity(seats);
    if (checkedBefore < this.settings.viewerChecksPerKind) this.checkEveryViewer(seats, legalBySeat);
    if (JSON.stringify(this.match.state) !== before) this.fail('state untouched', 'a check changed the state in place');
    return legalBySeat;
  }

  /**
   * `resample` for a spectator (`null`) keeps the public view; for anything that is not a seat it
   * throws a `RangeError` rather than hand back the true state.
   */
  private checkViewers(): void {
    const { game } = this;
    const state = this.match.state;
    const seats = seatCount(game, state);
    const world = this.guard('resample(state, null)', () => game.resample(state, null, this.rng));
    if (!game.schemas.state.safeParse(world).success) this.fail('resample(state, null)', 'the spectator\'s resampled world fails the state schema');
    if (JSON.stringify(game.view(world, null)) !== JSON.stringify(game.view(state, null))) {
      this.fail('view(resample(s, null), null) equals view(s, null)', 'a spectator can tell its resampled world apart');
    }
    for (const viewer of [-1, seats, 0.5, seats - 0.5, '0', Number.NaN, undefined]) {
      let thrown: unknown = null;
      try {
        game.resample(state, viewer as PlayerId, this.rng);
      } catch (error) {
        thrown = error;
      }
      if (!(thrown instanceof RangeError)) {
        this.fail(
          'resample refuses viewers that are not seats',
          `resample(state, ${describeValue(viewer) === undefined ? 'undefined' : describeValue(viewer)}) ${thrown === null ? 'returned a state' : `threw ${String(thrown)}`} instead of throwing a RangeError`,
        );
      }
    }
  }

  /**
   * Purity: every method leaves a state built by a caller from plain JSON (not frozen) unfrozen
   * and unchanged — immer would otherwise freeze the parts a result shares with it.
   */
  private checkPurity(seats: number, legalBySeat: ReadonlyMap<PlayerId, A[]>): void {
    const { game } = this;
    const json = JSON.stringify(this.match.state);
    const calls: [string, (state: S) => unknown][] = [
      ['outcome', (state) => game.outcome(state)],
      ['activePlayers', (state) => game.activePlayers(state)],
      ['view', (state) => game.view(state, null)],
      ['resample', (state) => game.resample(state, null, restoreRng(this.match.rng))],
    ];
    for (let seat = 0; seat < seats; seat++) {
      calls.push([`legalActions(seat ${seat})`, (state) => game.legalActions(state, seat)]);
      calls.push([`view(seat ${seat})`, (state) => game.view(state, seat)]);
      calls.push([`resample(seat ${seat})`, (state) => game.resample(state, seat, restoreRng(this.match.rng))]);
    }
    const first = [...legalBySeat.values()].find((legal) => legal.length > 0)?.[0];
    if (first !== undefined) calls.push(['reduce', (state) => game.reduce(state, first, restoreRng(this.match.rng))]);
    for (const [name, call] of calls) {
      const own = JSON.parse(json) as S;
      this.guard(name, () => call(own));
      if (!isNothingFrozen(own)) this.fail('methods never freeze the caller\'s objects', `${name} froze part of a state built from plain JSON`);
      if (JSON.stringify(own) !== json) this.fail('methods never change the caller\'s objects', `${name} changed a state built from plain JSON`);
    }
  }

  /**
   * Completeness: every action the schema admits with arguments from this position (see
   * `candidateSpace`) that `reduce` accepts is listed by `legalActions`. Run at every kind of
   * position not met before and at a share of the rest.
   */
  private checkCompleteness(seats: number, legalBySeat: ReadonlyMap<PlayerId, A[]>): void {
    const { game } = this;
    const state = this.match.state;
    const allLegal = [...legalBySeat.values()].flat();
    const pool = valuePool(state, allLegal);
    const spaces = new Map<PlayerId, ReturnType<typeof candidateSpace>>();
    let size = 0;
    for (const seat of legalBySeat.keys()) {
      const space = candidateSpace(game.schemas.action, seat, pool, this.settings.candidateCap, this.rng);
      spaces.set(seat, space);
      size += space.actions.length;
    }
    // Small spaces are cheap to check everywhere; large ones at every new kind of position and at a share of the rest.
    const kind = positionKind(legalBySeat);
    const fresh = !this.settings.kinds.has(kind);
    if (size > SMALL_SPACE && !fresh && this.taken > 0 && this.rng.next() >= this.settings.exhaustiveRate) return;
    this.settings.kinds.add(kind);
    this.exhaustivePositions++;
    for (let seat = 0; seat < seats; seat++) {
      const legal = legalBySeat.get(seat);
      const listed = new Set((legal ?? []).map((action) => canonicalJson(action)));
      // An inactive seat lists nothing, so a sample of its candidates shows whether reduce agrees.
      const space = spaces.get(seat) ?? candidateSpace(game.schemas.action, seat, pool, INACTIVE_SAMPLE, this.rng);
      if (legal !== undefined) for (const type of space.sampled) this.settings.sampledTypes.add(type);
      const candidates = legal === undefined && space.actions.length > INACTIVE_SAMPLE ? this.rng.shuffle(space.actions).slice(0, INACTIVE_SAMPLE) : space.actions;
      for (const candidate of candidates) {
        // Every field was drawn from values its own schema accepts, so the candidate is an action.
        const action = candidate as unknown as A;
        this.candidatesTried++;
        const result = this.guard('reduce never throws', () => game.reduce(state, action, restoreRng(this.match.rng)));
        if (!result.ok && result.error.reason === 'core/undeclared-write') this.fail(WRITES_DECLARED, `${describeValue(action)}: ${result.error.message}`);
        if (result.ok && !listed.has(canonicalJson(action))) {
          this.fail('legalActions lists every action reduce accepts', `reduce accepts ${describeValue(action)} from seat ${seat}, but legalActions does not list it`);
        }
      }
    }
  }

  /**
   * The parts of the state a viewer cannot see must vary under resample. A part is found hidden
   * when swapping its value with another leaf's leaves the viewer's view the same and the state
   * valid; the ledger then expects resample to change it at some such position of the run.
   */
  private checkHiddenPartsVary(seats: number): void {
    const { game } = this;
    const state = this.match.state;
    // One viewer per position, the spectator and the seats in turn: over a game each is probed at
    // many positions, at a fraction of the cost of probing all of them everywhere.
    const turn = this.taken % (seats + 1);
    const viewers: (PlayerId | null)[] = [turn === seats ? null : turn];
    for (const viewer of viewers) {
      const worlds: unknown[] = [];
      const json = JSON.stringify(state);
      for (let draw = 0; draw < 4; draw++) {
        const world = this.guard('resample', () => game.resample(state, viewer, this.rng));
        if (JSON.stringify(world) !== json) this.resampleChanges++;
        worlds.push(world);
      }
      const shown = JSON.stringify(game.view(state, viewer));
      const probe = probeHiddenParts(state, worlds, this.rng, 16, (candidate) => {
        if (JSON.stringify(game.view(candidate as S, viewer)) !== shown) return false;
        return game.schemas.state.safeParse(candidate).success;
      });
      this.settings.ledger.record(probe, viewer === null ? 'the spectator' : 'a seat', { seed: this.seed, config: this.config, log: this.match.log });
    }
  }

  /**
   * Where the game promises uniform resampling: at a position with few indistinguishable worlds,
   * many resamples must spread evenly over them (chi-square, p < 0.0001 with fixed seeds).
   */
  private checkUniformity(seats: number): void {
    const { game } = this;
    const state = this.match.state;
    for (let seat = 0; seat < seats; seat++) {
      const draws: string[] = [];
      for (let draw = 0; draw < 400; draw++) draws.push(JSON.stringify(game.resample(state, seat, this.rng)));
      const problem = uniformityProblem(draws);
      if (problem === 'too-many-worlds' || problem === 'one-world') continue;
      this.uniformityTests++;
      if (problem !== null) this.fail('resample draws uniformly', `seat ${seat}: ${problem}`);
    }
  }

  /**
   * The mutable mode steps the same action on its own copy: its state, events and random stream
   * must equal the immutable mode's.
   */
  private compareModes(action: A, events: readonly E[]): void {
    const world = this.world;
    if (world === null) return;
    const stepped = this.guard('mutable mode', () => world.step(action));
    if (!stepped.ok) this.fail('the two modes agree', `the mutable mode refused ${describeValue(action)}: ${stepped.error.message}`);
    const json = JSON.stringify(events);
    if (JSON.stringify(stepped.events) !== json) {
      this.fail('the two modes agree', `after ${describeValue(action)} the mutable mode's events differ: ${clipText(JSON.stringify(stepped.events))} vs ${clipText(json)}`);
    }
    if (JSON.stringify(world.snapshot()) !== JSON.stringify(this.match.state)) {
      this.fail('the two modes agree', `after ${describeValue(action)} the mutable mode's state differs from the immutable mode's`);
    }
    if (canonicalJson(world.rngState()) !== canonicalJson(this.match.rng)) {
      this.fail('the two modes agree', `after ${describeValue(action)} the two modes' random streams stand at different places`);
    }
    this.worldEvents.push({ events: stepped.events, json });
    this.modeComparisons++;
  }

  /** Events the mutable mode handed out must not change as the world moves on (no references into its state). */
  private checkWorldEventsKept(): void {
    for (const [index, entry] of this.worldEvents.entries()) {
      if (JSON.stringify(entry.events) !== entry.json) {
        this.fail('the two modes agree', `the mutable mode's events of step ${index + 1} changed later: they hold a reference into the working state`);
      }
    }
  }

  /**
   * A game's `rules.pickLegal` must give what `rng.pick(legalActions)` gives — the same action and
   * the same draws — for every seat (none, drawing nothing, for a seat with no legal action).
   */
  private checkPickLegal(seats: number): void {
    const rules = this.game.rules;
    if (rules?.pickLegal === undefined) return;
    const state = this.match.state;
    for (let seat = 0; seat < seats; seat++) {
      const legal = this.game.legalActions(state, seat);
      for (const draw of [0, 1]) {
        const seed = `pick-legal/${this.taken}/${seat}/${draw}`;
        const fast = createRng(seed);
        const listed = createRng(seed);
        const picked = this.guard('rules.pickLegal', () => rules.pickLegal?.(state, seat, fast) ?? null);
        const expected = legal.length === 0 ? null : listed.pick(legal);
        if (canonicalJson(picked) !== canonicalJson(expected) || canonicalJson(fast.state()) !== canonicalJson(listed.state())) {
          this.fail(
            'rules.pickLegal draws what rng.pick(legalActions) draws',
            `seat ${seat} (seed ${JSON.stringify(seed)}): pickLegal gave ${describeValue(picked)}, rng.pick(legalActions) gave ${describeValue(expected)}${canonicalJson(fast.state()) === canonicalJson(listed.state()) ? '' : ', and the two drew differently'}`,
          );
        }
        this.pickLegalComparisons++;
      }
    }
  }

  /**
   * A game's `rules.shallowCopy` must give what a spread gives: a new, writable object with the
   * same keys in the same order, each holding the very same value.
   */
  private checkShallowCopy(): void {
    const copy = this.game.rules?.shallowCopy;
    if (copy === undefined) return;
    const state = this.match.state;
    const made: unknown = this.guard('rules.shallowCopy', () => copy(state));
    const check = 'rules.shallowCopy copies the top level as a spread does';
    if (made === null || typeof made !== 'object' || made === state || Object.isFrozen(made)) {
      this.fail(check, `it gave ${made === state ? 'the state itself' : describeValue(made)}, not a new, writable object`);
    }
    const spread: Readonly<Record<string, unknown>> = { ...(state as Readonly<Record<string, unknown>>) };
    const fields = made as Readonly<Record<string, unknown>>;
    const keys = Object.keys(fields);
    const expected = Object.keys(spread);
    if (keys.join('\n') !== expected.join('\n')) this.fail(check, `its keys are ${keys.join(', ')}; the state's are ${expected.join(', ')}`);
    const differing = expected.find((key) => fields[key] !== spread[key]);
    if (differing !== undefined) this.fail(check, `its ${differing} is not the state's own ${differing}`);
  }

  private checkViews(seats: number): void {
    const schema = this.game.schemas.view;
    for (const viewer of [null, ...Array.from({ length: seats }, (_, seat) => seat)]) {
      const shown = this.guard('view', () => this.game.view(this.match.state, viewer));
      const who = viewer === null ? 'the spectator' : `seat ${viewer}`;
      if (!isPlainJson(shown)) this.fail('view is plain JSON', `the view of ${who} is not plain JSON`);
      if (schema !== undefined) {
        const parsed = schema.safeParse(shown);
        if (!parsed.success) {
          this.fail('views match schemas.view', `the view of ${who}: ${JSON.stringify(parsed.error.issues.slice(0, 2).map((issue) => ({ path: issue.path.map(String), code: issue.code, message: issue.message })))}`);
        }
      }
    }
  }

  private checkResample(seats: number, legalBySeat: ReadonlyMap<PlayerId, A[]>): void {
    const { game } = this;
    const state = this.match.state;
    const stateJson = JSON.stringify(state);
    for (let seat = 0; seat < seats; seat++) {
      const world = this.guard('resample', () => game.resample(state, seat, this.rng));
      if (!game.schemas.state.safeParse(world).success) this.fail('resample', `resample for seat ${seat} produced an invalid state`);
      if (JSON.stringify(game.view(world, seat)) !== JSON.stringify(game.view(state, seat))) {
        this.fail('view(resample(s, p), p) equals view(s, p)', `seat ${seat} can tell the resampled state apart: its view shows something hidden`);
      }
      // What a spectator sees is public, so every seat sees it too and no resample may change it.
      if (JSON.stringify(game.view(world, null)) !== JSON.stringify(game.view(state, null))) {
        this.fail('view(resample(s, p), null) equals view(s, null)', `resampling for seat ${seat} changed what a spectator sees`);
      }
      const ownLegal = canonicalJson(legalBySeat.get(seat) ?? []);
      if (canonicalJson(game.legalActions(world, seat)) !== ownLegal) {
        this.fail('resample keeps the viewer\'s choices', `seat ${seat} has other legal actions in the resampled state`);
      }
      if (game.outcome(world) === null && !game.activePlayers(world).some((active) => game.legalActions(world, active).length > 0)) {
        this.fail('resampled worlds are playable', `resampling for seat ${seat} drew a world in which no active seat can act`);
      }
      if (JSON.stringify(world) !== stateJson) this.resampleChanges++;
    }
  }

  /**
   * At the first positions of each kind, every seat and a spectator as the viewer `v`: twice,
   * `view(resample(s, v), v)` must equal `view(s, v)` — another seat's secret in the view fails it.
   * And the events a step shows `v` must tell it nothing its view after the step does not: a few
   * of the acting seats' actions are taken again in a world `v` cannot tell apart, on the same
   * random stream, and where `v`'s view after the step is the same in both, so must be the events
   * it is shown.
   */
  private checkEveryViewer(seats: number, legalBySeat: ReadonlyMap<PlayerId, readonly A[]>): void {
    const { game } = this;
    const state = this.match.state;
    const rng = this.viewerRng;
    const acting = [...legalBySeat.values()].flat();
    const steps: { readonly action: A; readonly state: S; readonly events: readonly E[] }[] = [];
    for (const action of acting.length <= 3 ? acting : rng.shuffle(acting).slice(0, 3)) {
      const result = this.guard('reduce never throws', () => game.reduce(state, action, restoreRng(this.match.rng)));
      if (!result.ok) this.fail(result.error.reason === 'core/undeclared-write' ? WRITES_DECLARED : 'legal actions are accepted', `reduce refused ${describeValue(action)}: ${result.error.message}`);
      steps.push({ action, state: result.state, events: result.events });
    }
    for (const viewer of [null, ...Array.from({ length: seats }, (_, seat) => seat)]) {
      const who = viewer === null ? 'the spectator' : `seat ${viewer}`;
      const shown = JSON.stringify(game.view(state, viewer));
      for (let draw = 0; draw < 2; draw++) {
        const world = this.guard('resample', () => game.resample(state, viewer, rng));
        if (!game.schemas.state.safeParse(world).success) this.fail('resample', `resample for ${who} produced an invalid state`);
        if (JSON.stringify(game.view(world, viewer)) !== shown) {
          this.fail('view(resample(s, p), p) equals view(s, p) for every viewer', `${who} can tell the resampled state apart: its view shows something hidden from it`);
        }
        if (draw > 0) continue;
        for (const step of steps) {
          // An action that names what the viewer cannot see (another seat's card) may be refused there.
          const there = this.guard('reduce never throws', () => game.reduce(world, step.action, restoreRng(this.match.rng)));
          if (!there.ok || JSON.stringify(game.view(there.state, viewer)) !== JSON.stringify(game.view(step.state, viewer))) continue;
          this.eventComparisons++;
          const told = JSON.stringify(this.untilReveal(eventsFor(step.events, viewer)));
          const toldThere = JSON.stringify(this.untilReveal(eventsFor(there.events, viewer)));
          if (told !== toldThere) {
            this.fail(
              'events tell a viewer nothing its view does not',
              `${describeValue(step.action)} shows ${who} ${clipText(told)}, but in a world it cannot tell apart, whose view after the step is the same, ${clipText(toldThere)}`,
            );
          }
        }
      }
    }
    this.viewerChecks++;
  }

  /** `events` up to the first of a type that reveals what the views do not keep (`revealingEvents`). */
  private untilReveal(events: readonly E[]): readonly E[] {
    const reveal = events.findIndex((event) => this.settings.revealing.has(event.type));
    return reveal < 0 ? events : events.slice(0, reveal);
  }

  private checkSaving(): void {
    const { game, match } = this;
    if (!game.schemas.state.safeParse(match.state).success) this.fail('state schema', 'the state fails its own schema');
    const saved = serializeMatch(match);
    const loaded = deserializeMatch(game, saved);
    if (!loaded.ok) this.fail('deserializeMatch(serializeMatch(m))', loaded.error.message);
    if (serializeMatch(loaded.match) !== saved) this.fail('deserializeMatch(serializeMatch(m))', 'the round trip is not identical');
    const replayed = replay(game, { config: this.config, seed: this.seed, actions: match.log });
    if (!replayed.ok) this.fail('replay', replayed.error.message);
    if (JSON.stringify(replayed.match.state) !== JSON.stringify(match.state)) {
      this.fail('replay', 'replaying the log gives a different state');
    }
  }

  private remember(fields: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(fields)) {
      if (key === 'type' || key === 'player') continue;
      const values = this.seen.get(key) ?? new Map<string, unknown>();
      values.set(JSON.stringify(value), value);
      this.seen.set(key, values);
    }
  }

  /** A few values seen earlier for `fields`' keys, as single-field actions to swap values from. */
  private recalled(fields: Record<string, unknown>): Record<string, unknown>[] {
    const out: Record<string, unknown>[] = [];
    for (const key of Object.keys(fields)) {
      const values = [...(this.seen.get(key)?.values() ?? [])];
      for (const value of values.length <= 4 ? values : this.rng.shuffle(values).slice(0, 4)) out.push({ [key]: value });
    }
    return out;
  }

  private sample(legal: readonly A[]): A[] {
    return legal.length <= this.perStep ? [...legal] : this.rng.shuffle(legal).slice(0, this.perStep);
  }

  private checkLegalAndMutants(seats: number, legalBySeat: ReadonlyMap<PlayerId, A[]>): void {
    const { game } = this;
    const stateJson = JSON.stringify(this.match.state);
    const legalKeys = new Map<PlayerId, Set<string>>();
    for (let seat = 0; seat < seats; seat++) {
      legalKeys.set(seat, new Set((legalBySeat.get(seat) ?? []).map((action) => canonicalJson(action))));
    }
    for (const [seat, legal] of legalBySeat) {
      if ((legalKeys.get(seat)?.size ?? 0) !== legal.length) this.fail('legalActions', `seat ${seat} has duplicate legal actions`);
      const pool = legal.map((action) => fieldsOf(action)).filter((fields) => fields !== null);
      for (const fields of pool) this.remember(fields);
      for (const action of this.sample(legal)) {
        if (this.guard('describeAction', () => game.describeAction(action, this.match.config)).trim() === '') {
          this.fail('describeAction', `empty description of ${describeValue(action)} in the game's words`);
        }
        const applied = applyAction(game, this.match, action);
        if (!applied.ok) this.fail(applied.error.reason === 'core/undeclared-write' ? WRITES_DECLARED : 'legal actions are accepted', `${describeValue(action)}: ${applied.error.message}`);
        const reordered = Object.fromEntries(Object.entries(action).reverse());
        const again = applyUntrusted(game, this.match, reordered);
        if (!again.ok || JSON.stringify(again.match.state) !== JSON.stringify(applied.match.state)) {
          this.fail('key order does not matter', `${describeValue(action)} with its keys reversed gives another result`);
        }
        const fields = fieldsOf(action);
        if (fields === null) this.fail('actions are objects', describeValue(action));
        for (const mutant of mutantsOf(fields, [...pool, ...this.recalled(fields)], seats)) {
          const owner = mutant.action.player;
          const ownerLegal = typeof owner === 'number' ? legalKeys.get(owner) : undefined;
          if (ownerLegal?.has(canonicalJson(mutant.action)) === true) continue;
          const refused = applyUntrusted(game, this.match, mutant.action);
          if (refused.ok) {
            this.fail('illegal mutants are refused', `${describeValue(mutant.action)} (${mutant.change}) is not a legal action but was accepted`);
          }
          if (refused.error.message.trim() === '') this.fail('errors have messages', `empty message refusing ${describeValue(mutant.action)}`);
          this.checkReduceRefuses(mutant.action, mutant.change);
        }
        // Once per legal action rather than per mutant: serializing a large state dominates the kit's cost.
        if (JSON.stringify(this.match.state) !== stateJson) {
          this.fail('state untouched', `refusing a mutant of ${describeValue(action)} changed the state`);
        }
      }
    }
  }

  /**
   * `reduce` on its own (the trusted path) must refuse a well-formed illegal action as a rule or
   * turn error — not accept it, throw, or call the game over.
   */
  private checkReduceRefuses(action: Record<string, unknown>, change: string): void {
    const parsed = this.game.schemas.action.safeParse(action);
    if (!parsed.success) return;
    const result = this.guard(`reduce refuses ${change}`, () => this.game.reduce(this.match.state, parsed.data, restoreRng(this.match.rng)));
    if (result.ok || (result.error.code !== 'ILLEGAL_ACTION' && result.error.code !== 'NOT_YOUR_TURN')) {
      this.fail(
        'reduce refuses illegal actions as ILLEGAL_ACTION or NOT_YOUR_TURN',
        `reduce gave ${result.ok ? 'ok' : result.error.code} for ${describeValue(action)} (${change})`,
      );
    }
  }

  private checkJunk(legalBySeat: ReadonlyMap<PlayerId, A[]>): void {
    const sample = [...legalBySeat.values()].find((legal) => legal.length > 0)?.[0];
    const fields = fieldsOf(sample);
    if (fields === null) return;
    const stateJson = JSON.stringify(this.match.state);
    for (const junk of junkFor(fields, this.junk)) {
      const result = this.guard(`junk (${junk.name})`, () => applyUntrusted(this.game, this.match, junk.value));
      if (result.ok || result.error.code !== 'INVALID_INPUT') {
        this.fail('junk is refused with INVALID_INPUT', `${junk.name} gave ${result.ok ? 'ok' : result.error.code}`);
      }
    }
    if (JSON.stringify(this.match.state) !== stateJson) this.fail('state untouched', 'refusing junk changed the state');
    if ('polluted' in Object.prototype) this.fail('no prototype pollution', 'junk polluted Object.prototype');
  }

  private checkEvents(events: readonly E[]): void {
    const seats = seatCount(this.game, this.match.state);
    for (const event of events) {
      if (!isPlainJson(event)) this.fail('events are plain JSON', describeValue(event));
      if (this.guard('describeEvent', () => this.game.describeEvent(event, this.match.config)).trim() === '') {
        this.fail('describeEvent', `empty description of ${describeValue(event)} in the game's words`);
      }
      if (event.visibleTo !== undefined && event.visibleTo.some((seat) => !Number.isInteger(seat) || seat < 0 || seat >= seats)) {
        this.fail('visibleTo names seats', describeValue(event));
      }
    }
  }

  private checkFinished(): void {
    const { game } = this;
    const state = this.match.state;
    const outcome = game.outcome(state);
    const seats = seatCount(game, state);
    if (outcome === null) return;
    if (outcome.returns.length !== seats || outcome.returns.some((value) => !Number.isFinite(value))) {
      this.fail('outcome returns', `expected ${seats} finite returns, got ${describeValue(outcome.returns)}`);
    }
    if (outcome.winners.some((seat) => !Number.isInteger(seat) || seat < 0 || seat >= seats)) {
      this.fail('outcome winners', describeValue(outcome.winners));
    }
    if (outcome.reason.trim() === '') this.fail('outcome reason', 'empty reason');
    const last = this.match.log[this.match.log.length - 1];
    if (last !== undefined) {
      const after = applyAction(game, this.match, last);
      if (after.ok || after.error.code !== 'GAME_OVER') {
        this.fail('nothing after the end', `replaying the last action after the end gave ${after.ok ? 'ok' : after.error.code}`);
      }
    }
  }
}
