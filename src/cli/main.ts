#!/usr/bin/env node
/**
 * The `killer-rules` bin: runs the command line on the process's arguments and streams.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { workerBeside } from '../parallel/worker-file.js';
import { processIo } from './io.js';
import { runCli } from './program.js';

// The parallel worker is built in the folder beside this bin's (`__filename` is this file only in
// the CommonJS build).
const here = typeof __filename === 'string' ? __filename : import.meta.url;
const worker = workerBeside(here, '../parallel/worker');

/** The version of the killer-rules package this bin belongs to: the nearest package.json up from it named killer-rules. */
function packageVersion(): string {
  let folder = new URL('./', here.startsWith('file:') ? here : pathToFileURL(here));
  for (;;) {
    try {
      const manifest: unknown = JSON.parse(readFileSync(new URL('package.json', folder), 'utf8'));
      const { name, version } = manifest !== null && typeof manifest === 'object' ? (manifest as { name?: unknown; version?: unknown }) : {};
      if (name === 'killer-rules' && typeof version === 'string') return version;
    } catch {
      // No package.json here, or not one we can read: look further up.
    }
    const parent = new URL('../', folder);
    if (parent.href === folder.href) return 'unknown';
    folder = parent;
  }
}

// Output piped into a reader that stops early (`| head`) is no error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

runCli(process.argv.slice(2), processIo(), worker, packageVersion()).then(
  (code) => {
    process.exitCode = code;
  },
  (thrown: unknown) => {
    process.stderr.write(`killer-rules: internal error: ${thrown instanceof Error ? thrown.message : String(thrown)}\n`);
    process.exitCode = 1;
  },
);
