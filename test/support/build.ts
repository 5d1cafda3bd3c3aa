/**
 * Builds the package for tests that must run it as shipped (worker threads load built files; the
 * bin runs as a child process): the tsup config of the package, ES modules only and without type
 * declarations (the slow part, which `npm run build` and CI cover), into a fresh folder under
 * `.tmp/` — inside the repository, so the built files find `node_modules` as an install would.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { build, type Options } from 'tsup';
import config from '../../tsup.config.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** A fresh build of the package's entries; `remove` deletes it. */
export interface TestBuild {
  /** The folder the entries were built into (`dist/` of a real build). */
  readonly dir: string;
  /** The bin. */
  readonly cli: string;
  /** The `killer-rules/parallel` entry. */
  readonly parallel: string;
  /** Deletes the folder. */
  remove(): Promise<void>;
}

/** Builds the package into a fresh folder (a second or two: esbuild, no declarations). */
export async function buildPackage(): Promise<TestBuild> {
  if (typeof config === 'function' || Array.isArray(config)) throw new Error('tsup.config.ts: expected one config object');
  const options: Options = config;
  await mkdir(join(ROOT, '.tmp'), { recursive: true });
  const dir = await mkdtemp(join(ROOT, '.tmp', 'test-build-'));
  await build({ ...options, config: false, outDir: dir, format: ['esm'], dts: false, sourcemap: false, clean: false, silent: true });
  // The built .js files are ES modules, as in the package ("type": "module").
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
  return {
    dir,
    cli: join(dir, 'cli', 'main.js'),
    parallel: join(dir, 'parallel', 'index.js'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
