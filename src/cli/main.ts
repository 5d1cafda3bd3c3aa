#!/usr/bin/env node
/**
 * The `killer-rules` bin: runs the command line on the process's arguments and streams.
 */
import { workerBeside } from '../parallel/worker-file.js';
import { processIo } from './io.js';
import { runCli } from './program.js';

// The parallel worker is built in the folder beside this bin's (`__filename` is this file only in
// the CommonJS build).
const worker = workerBeside(typeof __filename === 'string' ? __filename : import.meta.url, '../parallel/worker');

// Output piped into a reader that stops early (`| head`) is no error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

runCli(process.argv.slice(2), processIo(), worker).then(
  (code) => {
    process.exitCode = code;
  },
  (thrown: unknown) => {
    process.stderr.write(`killer-rules: internal error: ${thrown instanceof Error ? thrown.message : String(thrown)}\n`);
    process.exitCode = 1;
  },
);
