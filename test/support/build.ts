/**
 * Builds the package for tests that must run it as shipped (worker threads load built files; the
 * bin runs as a child process): the tsup config of the package, ES modules only and without type
 * declarations (the slow part, which `npm run build` and CI cover), under `.tmp/` — inside the
 * repository, so the built files find `node_modules` as an install would.
 *
 * The build is named by a hash of what goes into it and shared: the test files that need it (run
 * in parallel by vitest) build it once, and a second run with nothing changed builds nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { build, type Options } from 'tsup';
import config from '../../tsup.config.js';

const ROOT = resolve(import.meta.dirname, '../..');
const TMP = join(ROOT, '.tmp');
const DONE = '.built';

/** A build of the package's entries. */
export interface TestBuild {
  /** The folder the entries were built into (`dist/` of a real build). */
  readonly dir: string;
  /** The bin. */
  readonly cli: string;
  /** The `killer-rules/parallel` entry. */
  readonly parallel: string;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A hash of everything the build reads: the sources, the build config and the package. */
async function sourceHash(): Promise<string> {
  const files = [...(await filesUnder(join(ROOT, 'src'))), join(ROOT, 'tsup.config.ts'), join(ROOT, 'package.json'), join(ROOT, 'tsconfig.json')].sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(relative(ROOT, file)).update('\0').update(await readFile(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

function described(dir: string): TestBuild {
  return { dir, cli: join(dir, 'cli', 'main.js'), parallel: join(dir, 'parallel', 'index.js') };
}

async function buildInto(dir: string): Promise<void> {
  if (typeof config === 'function' || Array.isArray(config)) throw new Error('tsup.config.ts: expected one config object');
  const options: Options = config;
  await build({ ...options, config: false, outDir: dir, format: ['esm'], dts: false, sourcemap: false, clean: false, silent: true });
  // The built .js files are ES modules, as in the package ("type": "module").
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
  await writeFile(join(dir, DONE), '');
}

/** The package built from the current sources (built now unless another test file just did). */
export async function buildPackage(): Promise<TestBuild> {
  await mkdir(TMP, { recursive: true });
  const name = `test-build-${await sourceHash()}`;
  const dir = join(TMP, name);
  const lock = `${dir}.lock`;
  for (let waited = 0; !existsSync(join(dir, DONE)); waited += 200) {
    try {
      await mkdir(lock);
    } catch {
      // Another test file is building it; a lock older than two minutes is a run that died.
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > 120_000) await rm(lock, { recursive: true, force: true });
      await new Promise((done) => setTimeout(done, 200));
      continue;
    }
    try {
      const scratch = `${dir}.${process.pid}.${Date.now()}`;
      await buildInto(scratch);
      await rm(dir, { recursive: true, force: true });
      await rename(scratch, dir);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  // Builds of older sources are of no more use.
  for (const entry of await readdir(TMP)) {
    if (entry.startsWith('test-build-') && !entry.startsWith(name)) await rm(join(TMP, entry), { recursive: true, force: true });
  }
  return described(dir);
}
