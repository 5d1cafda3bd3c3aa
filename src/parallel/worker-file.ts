import { pathToFileURL } from 'node:url';

/**
 * Where the worker module is, given the location of the entry that starts it (`__filename` in
 * the CommonJS build, `import.meta.url` in ES modules and in the TypeScript source) and the
 * worker's path from there without extension: the worker is built in the entry's own format, so
 * it takes the entry's extension (`.js`, `.cjs`; `.ts` from source, under a TypeScript loader the
 * worker threads inherit). Each entry must work out its own location: shared code lands in chunks
 * elsewhere in the build.
 */
export function workerBeside(entry: string, worker: string): URL {
  const url = entry.startsWith('file:') ? new URL(entry) : pathToFileURL(entry);
  const extension = /\.[cm]?[jt]s$/.exec(url.pathname)?.[0] ?? '.js';
  return new URL(`${worker}${extension}`, url);
}
