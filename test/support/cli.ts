/**
 * The command line run in the test's own process, its output captured: what `killer-rules <args>`
 * prints and the exit code it returns, without spawning a process (the worker threads of
 * `simulate --workers` load the TypeScript worker from source).
 */
import type { CliIo } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/program.js';

/** What one run of the command line printed and returned. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `killer-rules <args>` in this process, non-interactively, with `cwd` as its working folder. */
export async function runCliHere(args: readonly string[], cwd: string = process.cwd()): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    out: (text) => void (stdout += text),
    err: (text) => void (stderr += text),
    errStream: process.stderr,
    interactive: false,
    readLine: () => Promise.resolve(null),
    close: () => undefined,
    cwd,
  };
  const code = await runCli(args, io, new URL('../../src/parallel/worker.ts', import.meta.url));
  return { code, stdout, stderr };
}
