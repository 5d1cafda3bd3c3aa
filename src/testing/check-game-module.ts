/**
 * The conformance kit: generic checks every game module must pass, run over many seeded random
 * games (modelled on OpenSpiel's RandomSimTest). Every game in this package runs it in its tests;
 * a third party can run it on its own module.
 */
import { applyAction, createMatch, deserializeMatch, replay, serializeMatch, type Match } from '../core/match.js';
import { createRng, restoreRng, type Rng } from '../core/rng.js';
import { seatCount, type GameAction, type GameEvent, type GameModule, type PlayerId } from '../core/types.js';
import { canonicalJson, isPlainJson } from '../core/json.js';
import { junkFor, junkMaterial, type JunkMaterial } from './junk.js';
import { fieldsOf, mutantsOf } from './mutations.js';

/** Options of {@link checkGameModule}. */
export interface CheckOptions<ConfigInput> {
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
   * the state at least once over the run, or it is taken for a no-op.
   */
  readonly hiddenInformation?: boolean;
}

/** What a passing run covered. */
export interface ConformanceReport {
  /** The game checked. */
  readonly game: string;
  /** Games played to the end. */
  readonly games: number;
  /** Actions applied in all. */
  readonly steps: number;
  /** Resamples that changed a hidden part of the state. */
  readonly resampleChanges: number;
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

  /** Builds the error and its multi-line message. */
  constructor(gameId: string, check: string, detail: string, seed: string, config: unknown, log: readonly unknown[]) {
    super(
      [
        `${gameId} failed the conformance check "${check}": ${detail}`,
        `  seed:   ${JSON.stringify(seed)}`,
        `  config: ${JSON.stringify(config)}`,
        `  after ${log.length} actions: ${JSON.stringify(log)}`,
        `  replay: replay(game, { config, seed, actions })`,
      ].join('\n'),
    );
    this.name = 'ConformanceError';
    this.check = check;
    this.seed = seed;
    this.config = config;
    this.log = log;
  }
}

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
  options: CheckOptions<I> = {},
): ConformanceReport {
  const configs: readonly (I | undefined)[] = options.configs ?? [undefined];
  const gamesPerConfig = options.games ?? 20;
  const maxSteps = options.maxSteps ?? 2_000;
  const baseSeed = options.seed ?? 'conformance';
  const perStep = options.actionsPerStep ?? 12;
  const junk = junkMaterial();
  let steps = 0;
  let finished = 0;
  let resampleChanges = 0;

  configs.forEach((config, configIndex) => {
    for (let index = 0; index < gamesPerConfig; index++) {
      const seed = `${baseSeed}/${configIndex}/${index}`;
      const created = createMatch(game, { config, seed });
      if (!created.ok) {
        throw new ConformanceError(game.id, 'createMatch', created.error.message, seed, config, []);
      }
      const run = new GameRun(game, created.match, seed, config, perStep, junk);
      const taken = run.play(maxSteps);
      steps += taken;
      resampleChanges += run.resampleChanges;
      if (options.hiddenInformation !== false && run.resampleChanges === 0 && taken > 1) {
        throw new ConformanceError(
          game.id,
          'resample changes hidden information',
          'resample never changed the state in this game; declare hiddenInformation: false if the game hides nothing',
          seed,
          config,
          run.log,
        );
      }
      finished++;
    }
  });
  if (options.hiddenInformation !== false && resampleChanges === 0 && finished > 0) {
    throw new ConformanceError(
      game.id,
      'resample changes hidden information',
      'resample never changed the state in any game; declare hiddenInformation: false if the game has none',
      baseSeed,
      configs[0],
      [],
    );
  }
  return { game: game.id, games: finished, steps, resampleChanges };
}

/** One game played by the kit, with the checks run at each of its steps. */
class GameRun<C, S, A extends GameAction, E extends GameEvent, V, I> {
  resampleChanges = 0;
  private readonly rng: Rng;
  /** Values each action field has taken in legal actions so far this game, for id swaps across steps. */
  private readonly seen = new Map<string, Map<string, unknown>>();

  constructor(
    private readonly game: GameModule<C, S, A, E, V, I>,
    private match: Match<C, S, A>,
    private readonly seed: string,
    private readonly config: I | undefined,
    private readonly perStep: number,
    private readonly junk: JunkMaterial,
  ) {
    this.rng = createRng(`${seed}/kit`);
  }

  /** The actions played so far. */
  get log(): readonly unknown[] {
    return this.match.log;
  }

  private fail(check: string, detail: string): never {
    throw new ConformanceError(this.game.id, check, detail, this.seed, this.config, this.match.log);
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
    let taken = 0;
    for (;;) {
      const legalBySeat = this.checkStep();
      if (this.game.outcome(this.match.state) !== null) {
        this.checkFinished();
        return taken;
      }
      if (taken >= maxSteps) this.fail('maxSteps', `the game did not end within ${maxSteps} actions`);
      const acting = [...legalBySeat.entries()].filter(([, legal]) => legal.length > 0);
      const [, legal] = this.rng.pick(acting);
      const applied = applyAction(this.game, this.match, this.rng.pick(legal));
      if (!applied.ok) this.fail('legal actions are accepted', applied.error.message);
      this.checkEvents(applied.events);
      this.match = applied.match;
      taken++;
    }
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
    this.checkViews(seats);
    this.checkResample(seats, legalBySeat);
    this.checkSaving();
    if (outcome === null) {
      this.checkLegalAndMutants(seats, legalBySeat);
      this.checkJunk(legalBySeat);
    }
    if (JSON.stringify(this.match.state) !== before) this.fail('state untouched', 'a check changed the state in place');
    return legalBySeat;
  }

  private checkViews(seats: number): void {
    for (const viewer of [null, ...Array.from({ length: seats }, (_, seat) => seat)]) {
      const shown = this.guard('view', () => this.game.view(this.match.state, viewer));
      if (!isPlainJson(shown)) this.fail('view is plain JSON', `the view of ${viewer === null ? 'the spectator' : `seat ${viewer}`} is not plain JSON`);
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
        if (this.guard('describeAction', () => game.describeAction(action)).trim() === '') {
          this.fail('describeAction', `empty description of ${describeValue(action)}`);
        }
        const applied = applyAction(game, this.match, action);
        if (!applied.ok) this.fail('legal actions are accepted', `${describeValue(action)}: ${applied.error.message}`);
        const reordered = Object.fromEntries(Object.entries(action).reverse());
        const again = applyAction(game, this.match, reordered);
        if (!again.ok || JSON.stringify(again.match.state) !== JSON.stringify(applied.match.state)) {
          this.fail('key order does not matter', `${describeValue(action)} with its keys reversed gives another result`);
        }
        const fields = fieldsOf(action);
        if (fields === null) this.fail('actions are objects', describeValue(action));
        for (const mutant of mutantsOf(fields, [...pool, ...this.recalled(fields)], seats)) {
          const owner = mutant.action.player;
          const ownerLegal = typeof owner === 'number' ? legalKeys.get(owner) : undefined;
          if (ownerLegal?.has(canonicalJson(mutant.action)) === true) continue;
          const refused = applyAction(game, this.match, mutant.action);
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
      const result = this.guard(`junk (${junk.name})`, () => applyAction(this.game, this.match, junk.value));
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
      if (this.guard('describeEvent', () => this.game.describeEvent(event)).trim() === '') {
        this.fail('describeEvent', `empty description of ${describeValue(event)}`);
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
