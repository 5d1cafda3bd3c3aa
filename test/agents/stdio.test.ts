/**
 * `killer-rules env --stdio` (issue 20: "a small documented line protocol … the stdio server never
 * dies on a bad line"): the built bin, spoken to line by line as a client in another language
 * would, bad lines included.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSpecList, createEnv, createVectorEnv } from '../../src/agents/index.js';
import { cerealKiller } from '../../src/games/cereal-killer/index.js';
import { buildPackage, type TestBuild } from '../support/build.js';

/** Reads a stream as lines and runs of bytes, as a client of the binary mode must. */
class ByteReader {
  #buffered = Buffer.alloc(0);
  #waiting: (() => void) | null = null;

  constructor(stream: NodeJS.ReadableStream) {
    stream.on('data', (chunk: Buffer) => {
      this.#buffered = Buffer.concat([this.#buffered, chunk]);
      this.#waiting?.();
    });
  }

  async #until(ready: () => boolean): Promise<void> {
    while (!ready()) await new Promise<void>((resolve) => (this.#waiting = resolve));
  }

  async line(): Promise<string> {
    await this.#until(() => this.#buffered.includes(10));
    const end = this.#buffered.indexOf(10);
    const line = this.#buffered.subarray(0, end).toString('utf8');
    this.#buffered = this.#buffered.subarray(end + 1);
    return line;
  }

  async bytes(count: number): Promise<Buffer> {
    await this.#until(() => this.#buffered.length >= count);
    const bytes = Buffer.from(this.#buffered.subarray(0, count));
    this.#buffered = this.#buffered.subarray(count);
    return bytes;
  }
}

let build: TestBuild;
let server: ChildProcessWithoutNullStreams;
let lines: AsyncIterator<string>;

/** Sends `line` and reads the response line. */
async function send(line: string): Promise<Record<string, unknown>> {
  server.stdin.write(`${line}\n`);
  const next = await lines.next();
  if (next.done === true) throw new Error('the server closed its output');
  return JSON.parse(next.value) as Record<string, unknown>;
}

function request(fields: Record<string, unknown>): Promise<Record<string, unknown>> {
  return send(JSON.stringify(fields));
}

function floats(text: unknown): number[] {
  const bytes = Buffer.from(String(text), 'base64');
  return Array.from(new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4));
}

function bytes(text: unknown): number[] {
  return Array.from(Buffer.from(String(text), 'base64'));
}

function errorOf(response: Record<string, unknown>): { code: string; reason: string; message: string } {
  expect(response.ok).toBe(false);
  return response.error as { code: string; reason: string; message: string };
}

beforeAll(async () => {
  build = await buildPackage();
  server = spawn(process.execPath, [build.cli, 'env', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  lines = createInterface({ input: server.stdout, crlfDelay: Infinity })[Symbol.asyncIterator]();
}, 300_000);

afterAll(() => {
  server.stdin.end();
});

describe('killer-rules env --stdio', () => {
  it('says hello with its protocol version and games', async () => {
    // Every game of the registry, in its order.
    expect(await request({ op: 'hello', id: 'h' })).toEqual({ id: 'h', ok: true, protocol: 1, games: agentSpecList.map((spec) => spec.game.id) });
  });

  it('answers bad lines with an error and keeps serving', async () => {
    expect(errorOf(await send('not json')).reason).toBe('stdio/bad-line');
    expect(errorOf(await send('[1, 2]')).reason).toBe('stdio/bad-line');
    expect(errorOf(await send('"hello"')).reason).toBe('stdio/bad-line');
    expect(errorOf(await request({ op: 'fly', id: 3 })).reason).toBe('stdio/unknown-op');
    expect((await request({ op: 'fly', id: 3 })).id).toBe(3);
    expect(errorOf(await request({ op: 'create', game: 'chess' })).reason).toBe('stdio/unknown-game');
    expect(errorOf(await request({ op: 'create', game: 'cereal-killer', config: { players: 5 } })).code).toBe('INVALID_CONFIG');
    expect(errorOf(await request({ op: 'create', game: 'cereal-killer', seed: { no: 1 } })).reason).toBe('agents/bad-option');
    expect(errorOf(await request({ op: 'create', game: 'cereal-killer', numEnvs: 100_000 })).reason).toBe('agents/bad-option');
    expect(errorOf(await request({ op: 'step', env: 999, action: 0 })).reason).toBe('stdio/unknown-env');
    expect((await request({ op: 'hello' })).ok).toBe(true);
  });

  it('plays an AEC episode: its observations and masks are the TypeScript environment\'s, byte for byte', async () => {
    const created = await request({ op: 'create', game: 'cereal-killer', seed: 'stdio' });
    expect(created).toMatchObject({ ok: true, kind: 'aec', actionSize: 85, observationSize: 1633, possibleAgents: [0, 1] });
    const env = created.env;
    expect(errorOf(await request({ op: 'step', env, action: 0 })).reason).toBe('agents/not-reset');
    expect(errorOf(await request({ op: 'observe', env, agent: 0 })).reason).toBe('stdio/bad-request');
    const local = createEnv(cerealKiller, { seed: 'stdio' });
    if (!local.ok) throw new Error(local.error.message);
    local.env.reset();
    let turn = await request({ op: 'reset', env });
    for (let step = 0; ; step++) {
      const seat = local.env.agentSelection;
      expect(turn.agentSelection).toBe(seat);
      expect(turn.agents).toEqual(local.env.agents);
      expect(turn.rewards).toEqual(local.env.rewards);
      expect(turn.terminations).toEqual(local.env.terminations);
      const observed = local.env.observe(seat);
      expect(floats(turn.observation)).toEqual(Array.from(observed.observation));
      expect(bytes(turn.actionMask)).toEqual(Array.from(observed.actionMask));
      if (local.env.agents.length === 0) break;
      if (local.env.terminations[seat] === true) {
        expect(errorOf(await request({ op: 'step', env, action: 0 })).reason).toBe('agents/dead-agent');
        turn = await request({ op: 'step', env, action: null });
        local.env.step(null);
        continue;
      }
      if (step === 3) {
        // A bad index, an illegal one, no action at all: refused, nothing changes.
        expect(errorOf(await request({ op: 'step', env, action: 85 })).reason).toBe('agents/bad-index');
        expect(errorOf(await request({ op: 'step', env, action: observed.actionMask.indexOf(0) })).code).toBe('ILLEGAL_ACTION');
        expect(errorOf(await request({ op: 'step', env })).reason).toBe('stdio/bad-request');
        const other = await request({ op: 'observe', env, agent: 1 - seat });
        expect(floats(other.observation)).toEqual(Array.from(local.env.observe(1 - seat).observation));
        expect(errorOf(await request({ op: 'observe', env, agent: 2 })).reason).toBe('stdio/bad-request');
      }
      const index = observed.actionMask.lastIndexOf(1);
      turn = await request({ op: 'step', env, action: index });
      local.env.step(index);
    }
    expect(errorOf(await request({ op: 'step', env, action: null })).code).toBe('GAME_OVER');
    const decoded = await request({ op: 'decode', env, index: 35, agent: 0 });
    expect(decoded.action).toEqual({ type: 'step', player: 0, to: -6 });
    expect(typeof decoded.text).toBe('string');
    expect(await request({ op: 'close', env })).toMatchObject({ ok: true, env });
    expect(errorOf(await request({ op: 'reset', env })).reason).toBe('stdio/unknown-env');
  });

  it('steps a vector of games in one request, as the TypeScript VectorEnv does', async () => {
    const created = await request({ op: 'create', game: 'cereal-killer', seed: 'stdio-vector', numEnvs: 3, maxSteps: 40 });
    expect(created).toMatchObject({ ok: true, kind: 'vector', numEnvs: 3 });
    const env = created.env;
    const local = createVectorEnv(cerealKiller, { seed: 'stdio-vector', numEnvs: 3, maxSteps: 40 });
    if (!local.ok) throw new Error(local.error.message);
    local.env.reset();
    let batch = await request({ op: 'reset', env });
    expect(batch.episodeSeeds).toEqual(['stdio-vector/0/0', 'stdio-vector/1/0', 'stdio-vector/2/0']);
    const n = local.env.actionSpace.size;
    for (let step = 0; step < 120; step++) {
      expect(batch.agents).toEqual(Array.from(local.env.agents));
      expect(floats(batch.observations)).toEqual(Array.from(local.env.observations));
      expect(bytes(batch.actionMasks)).toEqual(Array.from(local.env.actionMasks));
      expect(batch.rewards).toEqual(Array.from(local.env.rewards));
      expect(batch.endings).toEqual(JSON.parse(JSON.stringify(local.env.endings)));
      const actions = [0, 1, 2].map((game) => local.env.actionMasks.subarray(game * n, (game + 1) * n).indexOf(1));
      if (step === 5) {
        expect(errorOf(await request({ op: 'step', env, actions: actions.slice(1) })).reason).toBe('agents/bad-index');
        expect(errorOf(await request({ op: 'step', env, action: 0 })).reason).toBe('stdio/bad-request');
        expect(errorOf(await request({ op: 'observe', env, agent: 0 })).reason).toBe('stdio/bad-request');
      }
      batch = await request({ op: 'step', env, actions });
      local.env.step(actions);
    }
    expect(await request({ op: 'close', env })).toMatchObject({ ok: true });
  });

  it('sends tensors as raw bytes after the line when a request asks for binary', async () => {
    const child = spawn(process.execPath, [build.cli, 'env', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const reader = new ByteReader(child.stdout);
    const ask = async (fields: Record<string, unknown>): Promise<Record<string, unknown>> => {
      child.stdin.write(`${JSON.stringify(fields)}\n`);
      const response = JSON.parse(await reader.line()) as Record<string, unknown>;
      for (const part of (response.binary ?? []) as { name: string; bytes: number }[]) response[part.name] = await reader.bytes(part.bytes);
      return response;
    };
    const created = await ask({ op: 'create', game: 'cereal-killer', seed: 'binary', numEnvs: 2, binary: true });
    expect(created.binary).toBeUndefined();
    const local = createVectorEnv(cerealKiller, { seed: 'binary', numEnvs: 2 });
    if (!local.ok) throw new Error(local.error.message);
    local.env.reset();
    const batch = await ask({ op: 'reset', env: created.env, binary: true });
    const observations = batch.observations as Buffer;
    expect(Array.from(new Float32Array(observations.buffer, observations.byteOffset, observations.length / 4))).toEqual(Array.from(local.env.observations));
    expect(Array.from(batch.actionMasks as Buffer)).toEqual(Array.from(local.env.actionMasks));
    // A refusal in binary mode has no bytes after it, and the next line is read as a line.
    expect(errorOf(await ask({ op: 'step', env: created.env, actions: [999, 0], binary: true })).reason).toBe('agents/bad-index');
    expect(await ask({ op: 'hello', binary: true })).toMatchObject({ ok: true, protocol: 1 });
    child.stdin.end();
  });

  it('ends when its input ends, with exit code 0; without --stdio it is a usage error', async () => {
    const child = spawn(process.execPath, [build.cli, 'env', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const code = await new Promise<number | null>((resolve) => {
      child.on('close', resolve);
      child.stdin.end('{"op":"hello"}\n\n');
    });
    expect(code).toBe(0);
    const usage = spawnSync(process.execPath, [build.cli, 'env'], { encoding: 'utf8' });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/^killer-rules: env: say how to serve the environments: --stdio/);
  });
});
