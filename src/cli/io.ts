/** What the command line reads and writes, in one place (the process's streams in `main.ts`). */
import { createInterface } from 'node:readline';

/** The command line's streams. */
export interface CliIo {
  /** Writes `text` to standard output as is. */
  out(text: string): void;
  /** Writes raw bytes to standard output (the environment server's binary tensors); optional for a test's streams. */
  outBytes?(bytes: Uint8Array): void;
  /** Writes `text` to standard error as is. */
  err(text: string): void;
  /** Standard error, for the progress bar. */
  readonly errStream: NodeJS.WriteStream;
  /** Whether standard output and standard error are terminals (then a progress bar is drawn). */
  readonly interactive: boolean;
  /** The next line of standard input, or `null` once it has ended. */
  readLine(): Promise<string | null>;
  /** Stops reading standard input, so the process can end. */
  close(): void;
  /** The working directory, where files and bot modules are looked up. */
  readonly cwd: string;
}

/** An error in what the user typed: reported in one line, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A run that could not finish (a bot failed, input ended): reported in one line, exit code 1. */
export class RunError extends Error {
  override readonly name = 'RunError';
}

/** The process's own streams. Standard input is opened on the first `readLine`. */
export function processIo(): CliIo {
  let lines: AsyncIterator<string> | null = null;
  let reader: ReturnType<typeof createInterface> | null = null;
  return {
    out: (text) => process.stdout.write(text),
    outBytes: (bytes) => process.stdout.write(bytes),
    err: (text) => process.stderr.write(text),
    errStream: process.stderr,
    interactive: process.stdout.isTTY === true && process.stderr.isTTY === true,
    readLine: async () => {
      if (lines === null) {
        reader = createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
        lines = reader[Symbol.asyncIterator]();
      }
      const next = await lines.next();
      return next.done === true ? null : next.value;
    },
    close: () => {
      reader?.close();
      if (reader !== null) process.stdin.destroy();
    },
    cwd: process.cwd(),
  };
}
