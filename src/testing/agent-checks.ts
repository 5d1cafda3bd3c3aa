/**
 * The conformance checks of an agent spec (see `killer-rules/agents`): that a game's action space
 * is a bijection whose mask is the legal list, that its observation tensor has its documented
 * layout, is finite, depends on the seat's view alone and loses nothing of it, and that the
 * environments built on them play the same games as `applyAction`. Every game's spec runs them in
 * `test/agents/`; a third party can run them on its own spec.
 */
import { createEnv, type AecEnv } from '../agents/env.js';
import { legalMask } from '../agents/legal-mask.js';
import type { ActionSpace, AgentSpec, LegalMaskWriter, ObservationSpec, StateObserver } from '../agents/types.js';
import { createVectorEnv } from '../agents/vector-env.js';
import { canonicalJson, sameJson } from '../core/json.js';
import { applyAction, createMatch, replay, type Match } from '../core/match.js';
import { createRng, restoreRng, type Rng } from '../core/rng.js';
import { seatCount, type GameAction, type GameEvent, type GameModule, type PlayerId } from '../core/types.js';
import { ConformanceError } from './check-game-module.js';

/** Options of {@link checkAgentSpec}. */
export interface AgentCheckOptions<ConfigInput> {
  /** Configurations to check; each is played `games` times. Default: `[{}]` (the game's defaults). */
  readonly configs?: readonly ConfigInput[];
  /** Episodes played per configuration. Default 10. */
  readonly games?: number;
  /** An episode longer than this many actions fails the check. Default 2 000. */
  readonly maxSteps?: number;
  /** Seeds are derived from this. Default `'agent-conformance'`. */
  readonly seed?: string;
  /**
   * Whether two different views of one seat must give different tensors (default `true`): the
   * tensor re-encodes the view rather than summing it up. Set `false` only for a spec that leaves
   * out, on purpose and documented, something its view carries.
   */
  readonly lossless?: boolean;
  /** Games stepped together in the vector environment check. Default 3. */
  readonly vectorEnvs?: number;
  /** Lockstep steps of the vector environment check. Default 150. */
  readonly vectorSteps?: number;
}

/** What a passing {@link checkAgentSpec} run covered. */
export interface AgentCheckReport {
  /** The game checked. */
  readonly game: string;
  /** Indices decoded (for every seat) and encoded back. */
  readonly indicesChecked: number;
  /** Episodes played through the environment beside `applyAction`. */
  readonly episodes: number;
  /** Actions taken in them. */
  readonly steps: number;
  /** Legal actions encoded and decoded back. */
  readonly legalActionsChecked: number;
  /** Tensors compared with the tensor of a resampled world. */
  readonly resampledTensors: number;
  /** Different views (per configuration and seat) whose tensors were found different. */
  readonly distinctViews: number;
  /** Lockstep steps of the vector environment compared with single environments. */
  readonly vectorSteps: number;
}

/** Per-configuration checks share this. */
interface Tally {
  indicesChecked: number;
  episodes: number;
  steps: number;
  legalActionsChecked: number;
  resampledTensors: number;
  distinctViews: number;
  vectorSteps: number;
}

/**
 * Checks `spec` against `game` and returns what was covered; throws a {@link ConformanceError}
 * naming the seed, configuration and action log at the first failure.
 *
 * Per configuration: the action space's blocks tile `0 … n - 1`; every index decodes, for every
 * seat, to an action the action schema accepts, of its block's type and with that seat, which
 * encodes back to the index; `decode` throws a `RangeError` outside the space; the observation's
 * fields tile it and match their shapes. Then, at every step of seeded random episodes played
 * through `createEnv` beside a match played with `applyAction`, for every seat: each legal action
 * encodes to an index that decodes back to it; `legalMask` equals the legal list, and so does the
 * spec's own mask writer (`legalMasks`) where it has one, written over a used array; the spec's
 * state observer (`stateObservations`), where it has one, gives the view's tensor, over a used
 * array and in a resampled world; the tensor has the documented size, is finite, leaves the view
 * unchanged, overwrites a used output array, and equals the tensor of a world `resample` drew for
 * the seat; two different views of a seat never give the same tensor (unless `lossless: false`);
 * the environment serves the lowest active seat with the same tensor and mask, lists the mask's
 * 1s as `legalIndices`, refuses bad steps with nothing changed, pays 0 until the end and the
 * outcome's `returns` then, takes the dead steps, and its episode is the match `replay` builds
 * from its seed and log; a step limit truncates. Last, a vector environment steps in lockstep
 * exactly as single environments with the same seeds do, auto-reset included, and its
 * `legalIndices(j)` are the 1s of row `j` of its masks.
 */
export function checkAgentSpec<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  spec: AgentSpec<C, S, A, E, V, I>,
  options: AgentCheckOptions<I> = {},
): AgentCheckReport {
  const baseSeed = options.seed ?? 'agent-conformance';
  const configs: readonly (I | undefined)[] = options.configs ?? [undefined];
  const tally: Tally = { indicesChecked: 0, episodes: 0, steps: 0, legalActionsChecked: 0, resampledTensors: 0, distinctViews: 0, vectorSteps: 0 };
  configs.forEach((configInput, configIndex) => {
    const seed = `${baseSeed}/${configIndex}`;
    const fail = (check: string, detail: string, log: readonly unknown[] = [], at = seed): never => {
      throw new ConformanceError(game.id, `agents: ${check}`, detail, at, configInput, log);
    };
    if (spec.game.id !== game.id) fail('spec', `the spec is for ${spec.game.id}, not ${game.id}`);
    const probe = createMatch(game, { config: configInput, seed });
    if (!probe.ok) return fail('createMatch', probe.error.message);
    const config = probe.match.config;
    const seats = seatCount(game, probe.match.state);
    const space = guarded(() => spec.actionSpace(config), (message) => fail('actionSpace', message));
    const tensor = guarded(() => spec.observation(config), (message) => fail('observation', message));
    const masks = spec.legalMasks === undefined ? null : guarded(() => spec.legalMasks?.(config) ?? null, (message) => fail('legalMasks', message));
    const observer = spec.stateObservations === undefined ? null : guarded(() => spec.stateObservations?.(config) ?? null, (message) => fail('stateObservations', message));
    tally.indicesChecked += checkSpaceLayout(game, space, seats, fail);
    checkTensorLayout(tensor, fail);
    const created = createEnv(game, { config: configInput, seed, spec, maxSteps: options.maxSteps ?? 2_000 });
    if (!created.ok) return fail('createEnv', created.error.message);
    const env = created.env;
    const seen = new Map<string, string>();
    const games = options.games ?? 10;
    for (let episode = 0; episode < games; episode++) {
      const play = new EpisodeCheck(game, space, tensor, masks, observer, env, createRng(`${seed}/choices/${episode}`), seen, options.lossless !== false, configInput, tally);
      play.run(seats);
      tally.episodes++;
    }
    checkTruncation(game, spec, configInput, seed, fail);
    checkVector(game, spec, configInput, `${seed}/vector`, options.vectorEnvs ?? 3, options.vectorSteps ?? 150, tally, fail);
  });
  return { game: game.id, ...tally };
}

type Fail = (check: string, detail: string, log?: readonly unknown[], seed?: string) => never;

function guarded<T>(run: () => T, fail: (message: string) => never): T {
  try {
    return run();
  } catch (thrown) {
    return fail(`threw ${thrown instanceof Error ? thrown.message : String(thrown)}`);
  }
}

/** The space's blocks tile it, and every index decodes to a schema-valid action that encodes back. */
function checkSpaceLayout<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  space: ActionSpace<A>,
  seats: number,
  fail: Fail,
): number {
  if (!(Number.isSafeInteger(space.size) && space.size >= 1)) fail('action space size', `size ${space.size} is not a whole number, 1 or more`);
  let next = 0;
  for (const range of space.ranges) {
    if (range.offset !== next || !(Number.isSafeInteger(range.length) && range.length >= 1)) {
      fail('action space blocks', `the block ${range.type} at ${range.offset} (length ${range.length}) does not follow on at ${next}`);
    }
    if (range.description.trim() === '') fail('action space blocks', `the block ${range.type} has no description`);
    next += range.length;
  }
  if (next !== space.size) fail('action space blocks', `the blocks cover ${next} indices of ${space.size}`);
  let checked = 0;
  for (const range of space.ranges) {
    for (let index = range.offset; index < range.offset + range.length; index++) {
      for (let seat = 0; seat < seats; seat++) {
        const action = guarded(() => space.decode(index, seat), (message) => fail('decode is total', `decode(${index}, ${seat}) ${message}`));
        const parsed = game.schemas.action.safeParse(action);
        if (!parsed.success) fail('decode gives actions', `decode(${index}, ${seat}) = ${JSON.stringify(action)} is refused by the action schema`);
        else if (!sameJson(parsed.data, action)) fail('decode gives actions', `decode(${index}, ${seat}) = ${JSON.stringify(action)} parses to ${JSON.stringify(parsed.data)}`);
        if (action.type !== range.type || action.player !== seat) {
          fail('decode gives actions', `decode(${index}, ${seat}) = ${JSON.stringify(action)} is not a ${range.type} of seat ${seat}`);
        }
        const back = space.encode(action);
        if (back !== index) fail('encode inverts decode', `encode(decode(${index}, ${seat})) = ${back}`);
        checked++;
      }
    }
  }
  for (const outside of [-1, space.size, 0.5, Number.NaN]) {
    let threw: unknown = null;
    try {
      space.decode(outside, 0);
    } catch (thrown) {
      threw = thrown;
    }
    if (!(threw instanceof RangeError)) fail('decode refuses what is outside the space', `decode(${outside}, 0) did not throw a RangeError`);
  }
  return checked;
}

/** The fields tile the tensor and match their shapes. */
function checkTensorLayout<V>(tensor: ObservationSpec<V>, fail: Fail): void {
  const product = (shape: readonly number[]): number => shape.reduce((all, extent) => all * extent, 1);
  if (!(Number.isSafeInteger(tensor.size) && tensor.size >= 1)) fail('observation size', `size ${tensor.size} is not a whole number, 1 or more`);
  if (product(tensor.shape) !== tensor.size) fail('observation shape', `the shape ${tensor.shape.join(' × ')} does not hold ${tensor.size} values`);
  let next = 0;
  const names = new Set<string>();
  for (const field of tensor.fields) {
    if (field.offset !== next) fail('observation fields', `the field ${field.name} starts at ${field.offset}, not ${next}`);
    if (!(field.length >= 1) || product(field.shape) !== field.length) fail('observation fields', `the field ${field.name} has ${field.length} values for its shape ${field.shape.join(' × ')}`);
    if (field.name.trim() === '' || names.has(field.name)) fail('observation fields', `the field name ${JSON.stringify(field.name)} is empty or used twice`);
    if (field.description.trim() === '') fail('observation fields', `the field ${field.name} has no description`);
    names.add(field.name);
    next += field.length;
  }
  if (next !== tensor.size) fail('observation fields', `the fields cover ${next} values of ${tensor.size}`);
}

function sameTensor(a: Float32Array, b: Float32Array): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (!Object.is(a[index], b[index])) return false;
  return true;
}

function sameMask(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** Positions one action away whose views are checked for a lossless tensor, per step. */
const SIBLINGS = 8;

/** Two 32-bit FNV-1a hashes of a tensor's bits (forward and backward), to find tensors that may be equal. */
function tensorKey(tensor: Float32Array): string {
  const words = new Uint32Array(tensor.buffer, tensor.byteOffset, tensor.length);
  let forward = 0x811c9dc5;
  let backward = 0x811c9dc5;
  for (let index = 0; index < words.length; index++) {
    forward = Math.imul(forward ^ (words[index] ?? 0), 0x01000193) >>> 0;
    backward = Math.imul(backward ^ (words[words.length - 1 - index] ?? 0), 0x01000193) >>> 0;
  }
  return `${forward}:${backward}`;
}

/** Whether two lists of indices are the same, in the same order. */
function sameIndices(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((index, at) => index === b[at]);
}

/** Indices set in a mask. */
function setIndices(mask: Uint8Array): number[] {
  const out: number[] = [];
  mask.forEach((value, index) => {
    if (value !== 0) out.push(index);
  });
  return out;
}

/** One episode through the environment, beside a match played with `applyAction`. */
class EpisodeCheck<C, S, A extends GameAction, E extends GameEvent, V, I> {
  #match: Match<C, S, A> | null = null;

  constructor(
    private readonly game: GameModule<C, S, A, E, V, I>,
    private readonly space: ActionSpace<A>,
    private readonly tensor: ObservationSpec<V>,
    private readonly masks: LegalMaskWriter<S> | null,
    private readonly observer: StateObserver<S> | null,
    private readonly env: AecEnv<C, S, A, E, V, I>,
    private readonly rng: Rng,
    private readonly seen: Map<string, string>,
    private readonly lossless: boolean,
    private readonly configInput: I | undefined,
    private readonly tally: Tally,
  ) {}

  private fail(check: string, detail: string): never {
    throw new ConformanceError(this.game.id, `agents: ${check}`, detail, this.env.episodeSeed, this.configInput, this.#match?.log ?? []);
  }

  private get match(): Match<C, S, A> {
    if (this.#match === null) return this.fail('episode', 'no match');
    return this.#match;
  }

  run(seats: number): void {
    const { env, game } = this;
    const reset = env.reset();
    if (!reset.ok) this.fail('reset', reset.error.message);
    const created = createMatch(game, { config: this.configInput, seed: env.episodeSeed });
    if (!created.ok) return this.fail('createMatch', created.error.message);
    this.#match = created.match;
    if (sameJson(env.possibleAgents, Array.from({ length: seats }, (_, seat) => seat)) === false) {
      this.fail('possible agents', `possibleAgents is ${JSON.stringify(env.possibleAgents)} for ${seats} seats`);
    }
    const probeAt = this.rng.int(0, 30);
    for (let step = 0; ; step++) {
      const state = this.match.state;
      const masks = this.checkPosition(seats);
      const outcome = game.outcome(state);
      if (outcome !== null) {
        this.checkEnd(seats, outcome.returns);
        return;
      }
      if (step >= env.maxSteps) this.fail('maxSteps', `the episode did not end within ${env.maxSteps} actions`);
      const seat = env.agentSelection;
      const mask = masks[seat];
      if (mask === undefined) return this.fail('agent selection', `seat ${seat} is not a seat`);
      if (step === 0 || step === probeAt) this.checkBadSteps(seat, mask);
      this.checkSiblings(game.legalActions(state, seat), seats);
      const legal = setIndices(mask);
      const index = this.rng.pick(legal);
      const stepped = env.step(index);
      if (!stepped.ok) this.fail('legal indices are accepted', stepped.error.message);
      const applied = applyAction(game, this.match, this.space.decode(index, seat));
      if (!applied.ok) this.fail('decoded actions are accepted by applyAction', applied.error.message);
      this.#match = applied.match;
      this.tally.steps++;
      if (game.outcome(applied.match.state) === null && (env.rewards.some((reward) => reward !== 0) || env.terminations.some(Boolean))) {
        this.fail('rewards', `a step before the end paid ${JSON.stringify(env.rewards)} or terminated ${JSON.stringify(env.terminations)}`);
      }
    }
  }

  /** The checks at one position, for every seat; returns each seat's mask. */
  private checkPosition(seats: number): Uint8Array[] {
    const { game, space, tensor, env } = this;
    const state = this.match.state;
    const active = game.activePlayers(state);
    const lowest = active.length === 0 ? null : Math.min(...active);
    if (lowest !== null && env.agentSelection !== lowest) this.fail('the lowest active seat acts first', `active seats ${active.join(', ')}, but the environment selects seat ${env.agentSelection}`);
    const masks: Uint8Array[] = [];
    for (let seat = 0; seat < seats; seat++) {
      const legal = game.legalActions(state, seat);
      const indices = new Set<number>();
      for (const action of legal) {
        const index = space.encode(action);
        if (!(Number.isSafeInteger(index) && index >= 0 && index < space.size)) this.fail('every legal action has an index', `encode(${JSON.stringify(action)}) = ${index}`);
        if (indices.has(index)) this.fail('encode is one to one', `two legal actions of seat ${seat} encode to ${index}`);
        indices.add(index);
        const back = space.decode(index, seat);
        if (!sameJson(back, action)) this.fail('decode(encode(a)) is a', `${JSON.stringify(action)} encodes to ${index}, which decodes to ${JSON.stringify(back)}`);
        this.tally.legalActionsChecked++;
      }
      const mask = legalMask(game, space, state, seat);
      const marked = setIndices(mask);
      if (marked.length !== indices.size || marked.some((index) => !indices.has(index))) {
        this.fail('the mask is the legal list', `seat ${seat}: the mask marks ${JSON.stringify(marked)}, the legal actions encode to ${JSON.stringify([...indices].sort((a, b) => a - b))}`);
      }
      if (this.masks !== null) {
        // Written over a used array, as the environments reuse theirs.
        const written = new Uint8Array(space.size).fill(7);
        const count = this.masks.write(state, seat, written);
        if (!sameMask(written, mask) || count !== indices.size) {
          this.fail('the spec\'s mask writer is the legal list', `seat ${seat}: legalMasks writes ${JSON.stringify(setIndices(written))} (and counts ${count}), the legal actions encode to ${JSON.stringify(marked)}`);
        }
      }
      masks.push(mask);
      const view = game.view(state, seat);
      const viewJson = canonicalJson(view);
      const observed = tensor.observe(view);
      if (canonicalJson(view) !== viewJson) this.fail('observe leaves the view alone', `observe changed seat ${seat}'s view`);
      if (observed.length !== tensor.size) this.fail('the tensor has its size', `seat ${seat}: ${observed.length} values, not ${tensor.size}`);
      const bad = observed.findIndex((value) => !Number.isFinite(value));
      if (bad >= 0) this.fail('the tensor is finite', `seat ${seat}: value ${bad} is ${observed[bad]}`);
      const reused = new Float32Array(tensor.size).fill(7);
      if (!sameTensor(tensor.observe(view, reused), observed)) this.fail('observe overwrites its output', `seat ${seat}: observing into a used array gives another tensor`);
      const resampled = game.resample(state, seat, createRng(`${env.episodeSeed}/${this.match.log.length}/${seat}`));
      if (!sameTensor(tensor.observe(game.view(resampled, seat)), observed)) {
        this.fail('worlds the seat cannot tell apart give one tensor', `seat ${seat}: a resampled world gives another tensor`);
      }
      if (this.observer !== null) {
        // The shortcut is the view's tensor: here, over a used array, and in the resampled world.
        if (!sameTensor(this.observer.observe(state, seat, new Float32Array(tensor.size).fill(7)), observed)) {
          this.fail("the spec's state observer is the view's tensor", `seat ${seat}: stateObservations gives another tensor than observe(view)`);
        }
        if (!sameTensor(this.observer.observe(resampled, seat), observed)) {
          this.fail("the spec's state observer is the view's tensor", `seat ${seat}: in a resampled world, stateObservations gives another tensor than observe(view)`);
        }
      }
      this.tally.resampledTensors++;
      this.checkLossless(seat, viewJson, observed);
      const fromEnv = env.observe(seat);
      if (!sameTensor(fromEnv.observation, observed)) this.fail('the environment observes the view', `seat ${seat}: the environment's tensor differs from the view's`);
      const expected = seat === env.agentSelection && game.outcome(state) === null ? mask : new Uint8Array(space.size);
      if (!sameMask(fromEnv.actionMask, expected)) this.fail('the environment masks', `seat ${seat}: the environment's mask differs from the ${seat === env.agentSelection ? 'legal mask' : 'empty mask of a seat not selected'}`);
      if (!sameIndices(env.legalIndices(seat), setIndices(expected))) this.fail('the environment lists the legal indices', `seat ${seat}: legalIndices() differs from the 1s of the ${seat === env.agentSelection ? 'legal mask' : 'empty mask of a seat not selected'}`);
    }
    return masks;
  }

  /**
   * Two different views of `seat` met so far (at positions played, and at the positions one action
   * away from them) must not share a tensor. Views are kept as JSON and observed again when two
   * tensors hash alike.
   */
  private checkLossless(seat: PlayerId, viewJson: string, observed: Float32Array): void {
    if (!this.lossless) return;
    const key = `${seat}/${tensorKey(observed)}`;
    const earlier = this.seen.get(key);
    if (earlier === undefined) {
      this.seen.set(key, viewJson);
      this.tally.distinctViews++;
    } else if (earlier !== viewJson && sameTensor(this.tensor.observe(JSON.parse(earlier) as V), observed)) {
      this.fail('the tensor loses nothing of the view', `seat ${seat}: two different views give the same tensor:\n  ${earlier.slice(0, 600)}\n  ${viewJson.slice(0, 600)}`);
    }
  }

  /**
   * The positions one of the acting seat's `legal` actions away, each seat's view of them checked by
   * {@link EpisodeCheck.checkLossless}: siblings differ in little, so a tensor that drops part of
   * the view shows there.
   */
  private checkSiblings(legal: readonly A[], seats: number): void {
    if (!this.lossless) return;
    const state = this.match.state;
    const tried = legal.length <= SIBLINGS ? legal : this.rng.shuffle(legal).slice(0, SIBLINGS);
    for (const action of tried) {
      const next = this.game.reduce(state, action, restoreRng(this.match.rng));
      if (!next.ok) this.fail('legal actions are accepted', next.error.message);
      for (let viewer = 0; viewer < seats; viewer++) {
        const view = this.game.view(next.state, viewer);
        this.checkLossless(viewer, canonicalJson(view), this.tensor.observe(view));
      }
    }
  }

  /** Bad steps are refused with the right codes and change nothing. */
  private checkBadSteps(seat: PlayerId, mask: Uint8Array): void {
    const { env, space } = this;
    const before = this.envFingerprint();
    const masked = mask.indexOf(0);
    const attempts: [string, number | null, string][] = [
      ['an index below 0', -1, 'INVALID_INPUT'],
      ['an index past n - 1', space.size, 'INVALID_INPUT'],
      ['a fraction', 0.5, 'INVALID_INPUT'],
      ['NaN', Number.NaN, 'INVALID_INPUT'],
      ['null for a seat still playing', null, 'INVALID_INPUT'],
      ...(masked >= 0 ? [['an index outside the mask', masked, 'ILLEGAL_ACTION'] as [string, number, string]] : []),
    ];
    for (const [what, index, code] of attempts) {
      const result = env.step(index);
      if (result.ok) this.fail('bad steps are refused', `seat ${seat}: ${what} (${String(index)}) was accepted`);
      if (result.error.code !== code && !(code === 'ILLEGAL_ACTION' && result.error.code === 'NOT_YOUR_TURN')) {
        this.fail('bad steps are refused', `seat ${seat}: ${what} was refused with ${result.error.code}, not ${code}: ${result.error.message}`);
      }
      if (result.error.message.trim() === '') this.fail('bad steps are refused', `${what} was refused without a message`);
      if (this.envFingerprint() !== before) this.fail('a refused step changes nothing', `${what} changed the environment`);
    }
  }

  private envFingerprint(): string {
    const { env } = this;
    return JSON.stringify([
      env.agentSelection,
      env.agents,
      env.rewards,
      env.cumulativeRewards,
      env.terminations,
      env.truncations,
      env.log.length,
      canonicalJson(env.match().state),
    ]);
  }

  /** The end: returns paid, every seat's dead step, the episode equal to the match and its replay. */
  private checkEnd(seats: number, returns: readonly number[]): void {
    const { env, game } = this;
    if (!env.terminations.every(Boolean) || env.truncations.some(Boolean)) this.fail('the end terminates', `terminations ${JSON.stringify(env.terminations)}, truncations ${JSON.stringify(env.truncations)}`);
    if (!sameJson(env.rewards, returns.slice(0, seats))) this.fail('the end pays the returns', `rewards ${JSON.stringify(env.rewards)}, returns ${JSON.stringify(returns)}`);
    const episode = env.match();
    if (canonicalJson(episode.state) !== canonicalJson(this.match.state) || !sameJson(episode.rng, this.match.rng) || !sameJson(episode.log, this.match.log)) {
      this.fail('the episode is the match', 'the environment ended in another state, random stream or log than applyAction');
    }
    const replayed = replay(game, { config: this.configInput, seed: env.episodeSeed, actions: env.log });
    if (!replayed.ok) this.fail('the episode replays', replayed.error.message);
    else if (canonicalJson(replayed.match.state) !== canonicalJson(episode.state)) this.fail('the episode replays', 'replaying the log gives another state');
    const served: PlayerId[] = [];
    for (const seat of env.agentIter(seats + 1)) {
      const [, reward, termination] = env.last(false);
      if (!termination) this.fail('dead steps', `seat ${seat} is selected after the end but not terminated`);
      if (reward !== (returns[seat] ?? 0)) this.fail('dead steps', `last() gives seat ${seat} ${reward}, not its return ${returns[seat]}`);
      const wrong = env.step(0);
      if (wrong.ok || wrong.error.code !== 'INVALID_INPUT') this.fail('dead steps', `an index for seat ${seat}, whose episode is over, was not refused as INVALID_INPUT`);
      const dead = env.step(null);
      if (!dead.ok) this.fail('dead steps', dead.error.message);
      served.push(seat);
    }
    if (served.length !== seats || new Set(served).size !== seats || env.agents.length !== 0) {
      this.fail('dead steps', `the dead steps served ${JSON.stringify(served)} and left ${JSON.stringify(env.agents)}`);
    }
    for (const index of [0, null]) {
      const after = env.step(index);
      if (after.ok || after.error.code !== 'GAME_OVER') this.fail('a step after the end is refused', `step(${String(index)}) after the episode gave ${after.ok ? 'ok' : after.error.code}`);
    }
  }
}

/** A step limit truncates: no reward, every seat truncated, dead steps, then the end. */
function checkTruncation<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  spec: AgentSpec<C, S, A, E, V, I>,
  configInput: I | undefined,
  seed: string,
  fail: Fail,
): void {
  const created = createEnv(game, { config: configInput, seed: `${seed}/truncated`, spec, maxSteps: 2 });
  if (!created.ok) return fail('createEnv', created.error.message);
  const { env } = created;
  env.reset();
  const rng = createRng(`${seed}/truncated`);
  for (let step = 0; step < 2 && env.terminations.every((done) => !done); step++) {
    const legal = setIndices(env.observe(env.agentSelection).actionMask);
    const stepped = env.step(rng.pick(legal));
    if (!stepped.ok) fail('truncation', stepped.error.message, env.log, env.episodeSeed);
  }
  if (env.terminations.some(Boolean)) return;
  if (!env.truncations.every(Boolean) || env.rewards.some((reward) => reward !== 0)) {
    fail('truncation', `after maxSteps: truncations ${JSON.stringify(env.truncations)}, rewards ${JSON.stringify(env.rewards)}`, env.log, env.episodeSeed);
  }
  let served = 0;
  for (const seat of env.agentIter(env.possibleAgents.length + 1)) {
    const [, , , truncation] = env.last(false);
    if (!truncation || !env.step(null).ok) fail('truncation', `seat ${seat} is not truncated, or its dead step was refused`, env.log, env.episodeSeed);
    served++;
  }
  if (served !== env.possibleAgents.length) fail('truncation', `${served} dead steps for ${env.possibleAgents.length} seats`, env.log, env.episodeSeed);
}

/** A vector environment steps as single environments with the same seeds do. */
function checkVector<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  spec: AgentSpec<C, S, A, E, V, I>,
  configInput: I | undefined,
  seed: string,
  count: number,
  steps: number,
  tally: Tally,
  fail: Fail,
): void {
  const created = createVectorEnv(game, { config: configInput, seed, spec, numEnvs: count, maxSteps: 60 });
  if (!created.ok) return fail('createVectorEnv', created.error.message);
  const vector = created.env;
  const singles: AecEnv<C, S, A, E, V, I>[] = [];
  for (let env = 0; env < count; env++) {
    const single = createEnv(game, { config: configInput, seed: `${seed}/${env}`, spec, maxSteps: 60 });
    if (!single.ok) return fail('createEnv', single.error.message);
    single.env.reset();
    singles.push(single.env);
  }
  const early = vector.step(new Array<number>(count).fill(0));
  if (early.ok || early.error.code !== 'INVALID_INPUT') fail('vector: a step before reset is refused', early.ok ? 'it was accepted' : early.error.code);
  vector.reset();
  const size = vector.observationSpec.size;
  const n = vector.actionSpace.size;
  const rng = createRng(`${seed}/choices`);
  const compare = (step: number): void => {
    singles.forEach((single, env) => {
      if (vector.episodeSeeds[env] !== single.episodeSeed) fail('vector seeds', `game ${env} plays ${vector.episodeSeeds[env]}, the single environment ${single.episodeSeed}`, single.log, single.episodeSeed);
      if (vector.agents[env] !== single.agentSelection) fail('vector agents', `step ${step}, game ${env}: seat ${vector.agents[env]}, not ${single.agentSelection}`, single.log, single.episodeSeed);
      const observed = single.observe(single.agentSelection);
      if (!sameTensor(vector.observations.subarray(env * size, (env + 1) * size), observed.observation)) fail('vector observations', `step ${step}, game ${env}: another tensor`, single.log, single.episodeSeed);
      if (!sameMask(vector.actionMasks.subarray(env * n, (env + 1) * n), observed.actionMask)) fail('vector masks', `step ${step}, game ${env}: another mask`, single.log, single.episodeSeed);
      if (!sameIndices(vector.legalIndices(env), setIndices(observed.actionMask))) fail('vector legal indices', `step ${step}, game ${env}: legalIndices(${env}) differs from the 1s of the mask`, single.log, single.episodeSeed);
    });
  };
  compare(0);
  for (let step = 1; step <= steps; step++) {
    const actions = singles.map((_, env) => rng.pick(setIndices(vector.actionMasks.subarray(env * n, (env + 1) * n))));
    if (step === 1) {
      const before = vector.observations.slice();
      const wrong = [actions.slice(0, -1), actions.map((index, env) => (env === count - 1 ? n : index))];
      const masked = vector.actionMasks.subarray((count - 1) * n, count * n).indexOf(0);
      if (masked >= 0) wrong.push(actions.map((index, env) => (env === count - 1 ? masked : index)));
      for (const bad of wrong) {
        const refused = vector.step(bad);
        if (refused.ok) fail('vector: bad steps are refused', `${JSON.stringify(bad)} was accepted`);
        if (!sameTensor(before, vector.observations)) fail('vector: a refused step changes nothing', `${JSON.stringify(bad)} changed the observations`);
      }
    }
    const stepped = vector.step(actions);
    if (!stepped.ok) fail('vector: legal steps are accepted', stepped.error.message);
    singles.forEach((single, env) => {
      const seat = single.agentSelection;
      const index = actions[env] ?? -1;
      const result = single.step(index);
      if (!result.ok) fail('vector: legal steps are accepted', result.error.message, single.log, single.episodeSeed);
      const ended = single.terminations[seat] === true || single.truncations[seat] === true;
      const ending = vector.endings[env] ?? null;
      if (ended !== (ending !== null) || (vector.terminations[env] === 1) !== (single.terminations[seat] === true)) {
        fail('vector auto-reset', `step ${step}, game ${env}: the vector environment and the single one disagree whether the episode ended`, single.log, single.episodeSeed);
      }
      if (ending !== null) {
        if (ending.seed !== single.episodeSeed || !sameJson(ending.outcome, single.infos[seat]?.outcome ?? null) || ending.steps !== single.steps) {
          fail('vector endings', `step ${step}, game ${env}: the ending ${JSON.stringify(ending)} is not the single environment's`, single.log, single.episodeSeed);
        }
        const seats = vector.possibleAgents.length;
        const rewards = Array.from(vector.rewards.subarray(env * seats, (env + 1) * seats));
        if (!sameJson(rewards, single.rewards.map(Math.fround))) fail('vector rewards', `game ${env}: ${JSON.stringify(rewards)}, not ${JSON.stringify(single.rewards)}`, single.log, single.episodeSeed);
        single.reset();
      }
    });
    compare(step);
    tally.vectorSteps++;
  }
}
