/**
 * `killer-rules env --stdio`: the learning environments for any language, over a line protocol on
 * standard input and output. Each request is one JSON object on one line; each gets exactly one
 * response line, in order, echoing the request's `id`. Tensors travel as base64 of their bytes
 * (observations little-endian float32, masks uint8), or, for a request with `"binary": true`, as
 * raw bytes right after the response line. docs/agents.md describes the protocol; the Python client
 * in examples/python/ speaks it.
 *
 * The server never dies on a bad line: a line that is not JSON, an unknown operation, a missing
 * environment, a bad argument or a refused step gets `{ ok: false, error: { code, reason, message } }`
 * and changes nothing. It ends when its input ends.
 */
import { endianness } from 'node:os';
import { createEnv, type AecEnv } from '../agents/env.js';
import { agentSpecFor, agentSpecList } from '../agents/registry.js';
import type { AnyAgentSpec } from '../agents/types.js';
import { createVectorEnv, type VectorEnv } from '../agents/vector-env.js';
import { clip, thrownMessage } from '../core/errors.js';
import type { ErrorCode, GameAction, GameError, GameEvent } from '../core/types.js';
import { UsageError, type CliIo } from './io.js';

/** The protocol's version, sent by `hello`; a change that breaks a client raises it. */
export const PROTOCOL_VERSION = 1;

/** The most environments one server holds open at once. */
const MAX_OPEN = 1024;

/** The flags of `env`. */
export interface EnvFlags {
  /** `--stdio`: serve the line protocol on standard input and output. */
  readonly stdio?: boolean;
}

type AnyAecEnv = AecEnv<unknown, unknown, GameAction, GameEvent, unknown, unknown>;
type AnyVectorEnv = VectorEnv<unknown, unknown, GameAction, GameEvent, unknown, unknown>;
type Held = { readonly kind: 'aec'; readonly env: AnyAecEnv } | { readonly kind: 'vector'; readonly env: AnyVectorEnv };

/** The reasons the server refuses for, besides the environments' own (`agents/…`) and the games'. */
type StdioReason = 'stdio/bad-line' | 'stdio/unknown-op' | 'stdio/unknown-game' | 'stdio/unknown-env' | 'stdio/bad-request' | 'stdio/too-many-envs' | 'stdio/internal';

/** A refusal to send back. */
class Refused extends Error {
  constructor(readonly error: GameError) {
    super(error.message);
  }
}

function refused(code: ErrorCode, reason: StdioReason, message: string): Refused {
  return new Refused({ code, reason, message });
}

/**
 * A tensor in a response: its bytes, little-endian whatever the machine. It goes out as base64 in
 * the JSON line — which needs no escaping, so {@link respond} writes it in as it is rather than
 * have `JSON.stringify` scan half a megabyte — or, when the request asked for `"binary": true`,
 * as raw bytes after the line.
 */
class Tensor {
  constructor(readonly bytes: Uint8Array) {}
}

function tensor(values: Float32Array | Uint8Array): Tensor {
  const bytes = new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
  if (values instanceof Float32Array && endianness() === 'BE') return new Tensor(Buffer.from(bytes).swap32());
  return new Tensor(bytes);
}

/** A response: the JSON line, and the raw bytes that follow it in binary mode. */
export interface Response {
  /** The JSON line, without its newline. */
  readonly line: string;
  /** The tensors' bytes, in the order the line's `binary` lists them (empty unless asked for). */
  readonly bytes: readonly Uint8Array[];
}

/**
 * `response` as a line: its tensors as base64 strings in it, or, with `binary`, listed in the
 * line's `binary` field (name and byte length each) and handed back to be written after it.
 */
function respond(response: Record<string, unknown>, binary: boolean): Response {
  const plain: Record<string, unknown> = {};
  const tensors: [string, Tensor][] = [];
  for (const [key, value] of Object.entries(response)) {
    if (value instanceof Tensor) tensors.push([key, value]);
    else plain[key] = value;
  }
  if (tensors.length === 0) return { line: JSON.stringify(plain), bytes: [] };
  if (binary) {
    plain.binary = tensors.map(([name, value]) => ({ name, bytes: value.bytes.byteLength }));
    // Copies: a vector environment's arrays change at the next step, and a write may be queued.
    return { line: JSON.stringify(plain), bytes: tensors.map(([, value]) => Buffer.from(value.bytes)) };
  }
  const json = JSON.stringify(plain);
  const fields = tensors.map(([name, value]) => `${JSON.stringify(name)}:"${Buffer.from(value.bytes.buffer, value.bytes.byteOffset, value.bytes.byteLength).toString('base64')}"`);
  return { line: `${json.slice(0, -1)},${fields.join(',')}}`, bytes: [] };
}

type Request = Readonly<Record<string, unknown>>;

/** The environments of one server, and the handling of one request. */
export class EnvServer {
  readonly #held = new Map<number, Held>();
  #next = 1;

  /** The response to one request line. */
  handle(line: string): Response {
    let id: unknown = null;
    try {
      let request: unknown;
      try {
        request = JSON.parse(line);
      } catch (thrown) {
        throw refused('INVALID_INPUT', 'stdio/bad-line', `not a JSON line: ${thrownMessage(thrown)}`);
      }
      if (request === null || typeof request !== 'object' || Array.isArray(request)) {
        throw refused('INVALID_INPUT', 'stdio/bad-line', 'a request is a JSON object: {"op": …}');
      }
      const fields = request as Request;
      id = fields.id ?? null;
      return respond({ id, ok: true, ...this.#answer(fields) }, fields.binary === true);
    } catch (thrown) {
      const error: GameError =
        thrown instanceof Refused ? thrown.error : { code: 'INVALID_STATE', reason: 'stdio/internal', message: `internal error: ${thrownMessage(thrown)}` };
      return { line: JSON.stringify({ id, ok: false, error }), bytes: [] };
    }
  }

  #answer(request: Request): Record<string, unknown> {
    switch (request.op) {
      case 'hello':
        return { protocol: PROTOCOL_VERSION, games: agentSpecList.map((spec) => spec.game.id) };
      case 'create':
        return this.#create(request);
      case 'reset':
        return this.#reset(request);
      case 'step':
        return this.#step(request);
      case 'observe':
        return this.#observe(request);
      case 'decode':
        return this.#decode(request);
      case 'close': {
        const handle = this.#handleOf(request);
        this.#held.delete(handle);
        return { env: handle };
      }
      default:
        throw refused('INVALID_INPUT', 'stdio/unknown-op', `unknown op ${clip(JSON.stringify(request.op) ?? String(request.op), 60)}: hello, create, reset, step, observe, decode or close`);
    }
  }

  #create(request: Request): Record<string, unknown> {
    if (this.#held.size >= MAX_OPEN) throw refused('INVALID_INPUT', 'stdio/too-many-envs', `at most ${MAX_OPEN} environments are open at once: close some first`);
    const spec = this.#specOf(request.game);
    const seed = request.seed ?? 0;
    const options = {
      config: request.config ?? undefined,
      seed: seed as string | number,
      maxSteps: request.maxSteps === undefined || request.maxSteps === null ? undefined : (request.maxSteps as number),
      spec,
    };
    const handle = this.#next;
    if (request.numEnvs === undefined || request.numEnvs === null) {
      const created = createEnv(spec.game, options);
      if (!created.ok) throw new Refused(created.error);
      this.#held.set(handle, { kind: 'aec', env: created.env });
      this.#next++;
      return { env: handle, kind: 'aec', ...describe(created.env) };
    }
    const created = createVectorEnv(spec.game, { ...options, numEnvs: request.numEnvs as number });
    if (!created.ok) throw new Refused(created.error);
    this.#held.set(handle, { kind: 'vector', env: created.env });
    this.#next++;
    return { env: handle, kind: 'vector', numEnvs: created.env.numEnvs, ...describe(created.env) };
  }

  #reset(request: Request): Record<string, unknown> {
    const held = this.#heldOf(request);
    const seed = request.seed ?? undefined;
    const result = held.env.reset(seed as string | number | undefined);
    if (!result.ok) throw new Refused(result.error);
    return held.kind === 'aec' ? turn(held.env) : { ...batch(held.env), episodeSeeds: held.env.episodeSeeds };
  }

  #step(request: Request): Record<string, unknown> {
    const held = this.#heldOf(request);
    if (held.kind === 'aec') {
      if (!('action' in request)) throw refused('INVALID_INPUT', 'stdio/bad-request', 'step: an AEC environment steps with "action": an index, or null for a dead step');
      const result = held.env.step(request.action as number | null);
      if (!result.ok) throw new Refused(result.error);
      return turn(held.env);
    }
    if (!Array.isArray(request.actions)) throw refused('INVALID_INPUT', 'stdio/bad-request', `step: a vector environment steps with "actions": one index per game, ${held.env.numEnvs} in all`);
    const result = held.env.step(request.actions as number[]);
    if (!result.ok) throw new Refused(result.error);
    return batch(held.env);
  }

  #observe(request: Request): Record<string, unknown> {
    const held = this.#heldOf(request);
    if (held.kind !== 'aec') throw refused('INVALID_INPUT', 'stdio/bad-request', 'observe: a vector environment sends every observation with each step');
    const seat = request.agent;
    if (!(typeof seat === 'number' && held.env.possibleAgents.includes(seat))) {
      throw refused('INVALID_INPUT', 'stdio/bad-request', `observe: "agent" must be a seat, 0 to ${held.env.possibleAgents.length - 1}`);
    }
    const observed = ensureReset(() => held.env.observe(seat));
    return { agent: seat, observation: tensor(observed.observation), actionMask: tensor(observed.actionMask) };
  }

  #decode(request: Request): Record<string, unknown> {
    const held = this.#heldOf(request);
    const { index, agent } = request;
    const space = held.env.actionSpace;
    if (!(typeof index === 'number' && Number.isSafeInteger(index) && index >= 0 && index < space.size)) {
      throw refused('INVALID_INPUT', 'stdio/bad-request', `decode: "index" must be a whole number from 0 to ${space.size - 1}`);
    }
    const seat = typeof agent === 'number' && held.env.possibleAgents.includes(agent) ? agent : 0;
    const action = space.decode(index, seat);
    return { action, text: held.env.game.describeAction(action, held.env.config) };
  }

  #specOf(game: unknown): AnyAgentSpec {
    const spec = typeof game === 'string' ? agentSpecFor(game) : undefined;
    if (spec === undefined) {
      throw refused('INVALID_INPUT', 'stdio/unknown-game', `unknown game ${clip(JSON.stringify(game) ?? String(game), 60)}: one of ${agentSpecList.map((one) => one.game.id).join(', ')}`);
    }
    return spec;
  }

  #handleOf(request: Request): number {
    const handle = request.env;
    if (typeof handle !== 'number' || !this.#held.has(handle)) {
      throw refused('INVALID_INPUT', 'stdio/unknown-env', `no open environment ${clip(JSON.stringify(handle) ?? String(handle), 40)}: create one first`);
    }
    return handle;
  }

  #heldOf(request: Request): Held {
    const held = this.#held.get(this.#handleOf(request));
    if (held === undefined) throw refused('INVALID_INPUT', 'stdio/unknown-env', 'no such environment');
    return held;
  }
}

/** What a client needs to know of an environment's spaces. */
function describe(env: AnyAecEnv | AnyVectorEnv): Record<string, unknown> {
  return {
    game: env.game.id,
    config: env.config,
    possibleAgents: env.possibleAgents,
    maxSteps: env.maxSteps,
    actionSize: env.actionSpace.size,
    actionRanges: env.actionSpace.ranges,
    observationShape: env.observationSpec.shape,
    observationSize: env.observationSpec.size,
    fields: env.observationSpec.fields,
  };
}

/** An observe before the first reset throws a RangeError; the protocol refuses it instead. */
function ensureReset<T>(run: () => T): T {
  try {
    return run();
  } catch (thrown) {
    if (thrown instanceof RangeError) throw refused('INVALID_INPUT', 'stdio/bad-request', thrown.message);
    throw thrown;
  }
}

/** An AEC environment's bookkeeping after a reset or a step, with the selected seat's observation. */
function turn(env: AnyAecEnv): Record<string, unknown> {
  const observed = env.observe(env.agentSelection);
  return {
    agentSelection: env.agentSelection,
    agents: env.agents,
    rewards: env.rewards,
    cumulativeRewards: env.cumulativeRewards,
    terminations: env.terminations,
    truncations: env.truncations,
    infos: env.infos,
    episodeSeed: env.episodeSeed,
    steps: env.steps,
    observation: tensor(observed.observation),
    actionMask: tensor(observed.actionMask),
  };
}

/** A vector environment's arrays after a reset or a step. */
function batch(env: AnyVectorEnv): Record<string, unknown> {
  return {
    agents: Array.from(env.agents),
    observations: tensor(env.observations),
    actionMasks: tensor(env.actionMasks),
    rewards: Array.from(env.rewards),
    terminations: Array.from(env.terminations),
    truncations: Array.from(env.truncations),
    endings: env.endings,
  };
}

/** Runs `env`: the stdio server until its input ends; returns the exit code. */
export async function envCommand(flags: EnvFlags, io: CliIo): Promise<number> {
  if (flags.stdio !== true) throw new UsageError('env: say how to serve the environments: --stdio (the line protocol of docs/agents.md)');
  const server = new EnvServer();
  for (;;) {
    const line = await io.readLine();
    if (line === null) return 0;
    if (line.trim() === '') continue;
    const response = server.handle(line);
    io.out(`${response.line}\n`);
    for (const bytes of response.bytes) {
      if (io.outBytes === undefined) throw new UsageError('env: binary tensors need an output that takes bytes');
      io.outBytes(bytes);
    }
  }
}
