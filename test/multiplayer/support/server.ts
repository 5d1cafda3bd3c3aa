/**
 * The example's server as a real process: bundled once per test file with esbuild (so each of the
 * many restarts of the kill tests starts in a fraction of a second), started on a free port of
 * 127.0.0.1 with the environment a test gives it, killed with SIGKILL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

/** A journal secret for the tests' servers (a real one comes from the operator's secrets). */
export const TEST_SECRET = 'the journal secret of the multiplayer tests, 32+ chars';

let bundled: Promise<string> | null = null;

/** examples/colyseus/server.ts as one ES module inside the repository, so its packages resolve. */
function bundle(): Promise<string> {
  bundled ??= (async () => {
    const folder = resolve('node_modules/.cache/killer-rules-tests');
    mkdirSync(folder, { recursive: true });
    const outfile = join(folder, `server-${process.pid}-${Date.now()}.mjs`);
    await build({
      entryPoints: [resolve('examples/colyseus/server.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      alias: { 'killer-rules': resolve('src/index.ts') },
      logLevel: 'silent',
    });
    return outfile;
  })();
  return bundled;
}

/** A running server: its port, its process, and everything it printed. */
export interface RunningServer {
  readonly port: number;
  readonly child: ChildProcess;
  output(): string;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts the example's server with `env` (over a quiet default); resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [await bundle()], {
    env: { PATH: process.env.PATH ?? '', JOURNAL_SECRET: TEST_SECRET, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  const port = await new Promise<number>((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const listening = /listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening !== null) {
        clearTimeout(timer);
        resolvePort(Number(listening[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
  return { port, child, output: () => output };
}

/** Kills a server with SIGKILL (no chance to save anything) and waits until it is gone. */
export async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGKILL');
  await exited;
}

/** Kills every server still running, and removes the bundle (each test file's `afterAll`). */
export async function killAll(): Promise<void> {
  await Promise.all([...running].map(kill));
  const outfile = await bundled?.catch(() => null);
  if (outfile != null) rmSync(outfile, { force: true });
  bundled = null;
}
