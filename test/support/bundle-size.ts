/**
 * What an app pays in its browser bundle: a small entry that imports from the built package is
 * bundled with esbuild and with rolldown (`--bundle --minify` for the browser, as an app would) and
 * its minified and gzipped sizes are measured. Both bundlers give the same bytes for the same
 * sources on every machine (no path or time gets into a bundle), so the docs can state the figures
 * exactly. A game's board (`src/boards/<id>.ts`) is measured by what it adds beyond the rules.
 *
 * This is the one source of the docs' bundle figures: `npm run docs:sizes` (this file with `--write`)
 * measures and rewrites them in README.md (the table between `<!-- bundle-sizes:start -->` and
 * `<!-- bundle-sizes:end -->`) and in each game's page (every figure between
 * `<!-- bundle-size:<id> -->` and `<!-- /bundle-size -->`); without `--write` it prints them. The
 * budget tests (test/bundle) measure the same cases and fail when the docs say otherwise.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { rolldown } from 'rolldown';

const ROOT = resolve(import.meta.dirname, '../..');

/** One entry to bundle: what an app writes. */
export interface BundleCase {
  /** What the case measures, as the README's table names it. */
  readonly name: string;
  /** The game the case bundles, if it is a game's. */
  readonly gameId?: string;
  /** The entry's source; `killer-rules` stands for the built package's folder. */
  readonly source: string;
}

/** Sizes of one case with one bundler, in bytes. */
export interface BundleSize {
  readonly name: string;
  readonly gameId?: string;
  readonly bundler: 'esbuild' | 'rolldown';
  readonly minified: number;
  readonly gzipped: number;
}

/** Each game's module object, by game id, as its subpath exports it. */
export const GAME_EXPORTS: Readonly<Record<string, string>> = {
  killercruise: 'killercruise',
  'tatort-titanic': 'tatortTitanic',
  'cereal-killer': 'cerealKiller',
  'frozen-horror': 'frozenHorror',
  'quad-city-killers': 'quadCityKillers',
};

/** The cases the docs report: the core with each game, and the root entry for one function. */
export function bundleCases(gameIds: readonly string[]): BundleCase[] {
  return [
    ...gameIds.map((id) => {
      const exportName = GAME_EXPORTS[id];
      if (exportName === undefined) throw new Error(`bundle-size: no export name for ${id}; add it to GAME_EXPORTS`);
      return {
        name: `killer-rules/core + killer-rules/${id}`,
        gameId: id,
        source: [
          `import { applyAction, createMatch } from 'killer-rules/core/index.js';`,
          `import { ${exportName} } from 'killer-rules/games/${id}/index.js';`,
          `const created = createMatch(${exportName}, { seed: 1 });`,
          `if (created.ok) console.log(applyAction(${exportName}, created.match, { type: 'x' }).ok);`,
        ].join('\n'),
      };
    }),
    { name: '`createRng` from the root entry `killer-rules`', source: `import { createRng } from 'killer-rules/index.js';\nconsole.log(createRng(1).next());` },
  ];
}

/** An app's bundle of one case by one bundler. */
export interface BundleOutput {
  readonly bundler: BundleSize['bundler'];
  readonly code: Uint8Array;
}

/**
 * Bundles `source` (with `killer-rules/...` resolved into `packageDir`) with esbuild and with
 * rolldown, `--bundle --minify` for the browser, as an app would.
 */
export async function bundle(bundleCase: BundleCase, packageDir: string): Promise<BundleOutput[]> {
  const folder = await mkdtemp(join(tmpdir(), 'killer-rules-bundle-'));
  try {
    const entry = join(folder, 'entry.mjs');
    await writeFile(entry, bundleCase.source.replaceAll("'killer-rules/", `'${packageDir.replaceAll('\\', '/')}/`));
    const fromEsbuild = await esbuild({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent' });
    const fromRolldown = await rolldown({ input: entry, platform: 'browser', logLevel: 'silent' });
    const { output } = await fromRolldown.generate({ format: 'esm', minify: true });
    await fromRolldown.close();
    return [
      { bundler: 'esbuild', code: fromEsbuild.outputFiles[0]?.contents ?? new Uint8Array() },
      { bundler: 'rolldown', code: Buffer.from(output[0].code) },
    ];
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Bundles `source` (with `killer-rules/...` resolved into `packageDir`) and measures it. */
export async function measure(bundleCase: BundleCase, packageDir: string): Promise<BundleSize[]> {
  return (await bundle(bundleCase, packageDir)).map(({ bundler, code }) => ({
    name: bundleCase.name,
    ...(bundleCase.gameId === undefined ? {} : { gameId: bundleCase.gameId }),
    bundler,
    minified: code.byteLength,
    gzipped: gzipSync(code).byteLength,
  }));
}

const BOARDS = resolve(import.meta.dirname, '../../src/boards');

/**
 * What a game's board adds to an app that has its rules: `src/boards/<id>.ts` bundled with esbuild
 * (`--bundle --minify`, for the browser) with everything outside `src/boards/` — the game's rules,
 * the core, packages — left external, measured minified and gzipped.
 */
export async function measureBoard(id: string): Promise<BundleSize> {
  const built = await esbuild({
    entryPoints: [join(BOARDS, `${id}.ts`)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'rules-external',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point') return undefined;
            const inside = args.path.startsWith('.') && !relative(BOARDS, resolve(args.resolveDir, args.path)).startsWith('..');
            return inside ? undefined : { path: args.path, external: true };
          });
        },
      },
    ],
  });
  const code = built.outputFiles[0]?.contents ?? new Uint8Array();
  return { name: `killer-rules/${id}/board`, bundler: 'esbuild', minified: code.byteLength, gzipped: gzipSync(code).byteLength };
}

/** Bytes in KB, as the docs write them. */
function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function sizeOf(sizes: readonly BundleSize[], name: string, bundler: BundleSize['bundler']): BundleSize {
  const size = sizes.find((one) => one.name === name && one.bundler === bundler);
  if (size === undefined) throw new Error(`bundle-size: ${name} was not measured with ${bundler}`);
  return size;
}

/** The README's table of sizes, in KB. */
export function sizeTable(sizes: readonly BundleSize[]): string {
  const names = [...new Set(sizes.map((size) => size.name))];
  const rows = names.map((name) => {
    const [e, r] = [sizeOf(sizes, name, 'esbuild'), sizeOf(sizes, name, 'rolldown')];
    return `| ${name} | ${kb(e.minified)} / ${kb(e.gzipped)} | ${kb(r.minified)} / ${kb(r.gzipped)} |`;
  });
  return ['| what the app imports | esbuild, KB min / gzip | rolldown, KB min / gzip |', '|---|---|---|', ...rows].join('\n');
}

/** A game page's figure for the core with that game. */
export function gameFigure(sizes: readonly BundleSize[], gameId: string): string {
  const name = sizes.find((size) => size.gameId === gameId)?.name ?? `killer-rules/core + killer-rules/${gameId}`;
  const [e, r] = [sizeOf(sizes, name, 'esbuild'), sizeOf(sizes, name, 'rolldown')];
  return `${kb(e.gzipped)} KB gzipped (${kb(e.minified)} KB minified) with esbuild, ${kb(r.gzipped)} KB (${kb(r.minified)} KB) with rolldown`;
}

/** A place in the docs that states a figure, and what it states now. */
export interface StatedFigure {
  /** The file, from the repository root. */
  readonly file: string;
  /** What the figure is (`the table`, or the game's id). */
  readonly what: string;
  /** The text between the markers. */
  readonly stated: string;
  /** The text the measured sizes give. */
  readonly measured: string;
}

const TABLE = /(<!-- bundle-sizes:start -->\n)([\s\S]*?)(\n<!-- bundle-sizes:end -->)/g;
const FIGURE = /(<!-- bundle-size:([a-z-]+) -->)([\s\S]*?)(<!-- \/bundle-size -->)/g;

/** The docs files that state figures: the README and each game's page. */
function docsFiles(gameIds: readonly string[]): string[] {
  return ['README.md', ...gameIds.map((id) => `docs/games/${id}.md`)];
}

/** Every figure the docs state, beside what the measured sizes give. */
export function statedFigures(sizes: readonly BundleSize[], gameIds: readonly string[]): StatedFigure[] {
  const figures: StatedFigure[] = [];
  for (const file of docsFiles(gameIds)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(TABLE)) figures.push({ file, what: 'the table', stated: match[2] ?? '', measured: sizeTable(sizes) });
    for (const match of text.matchAll(FIGURE)) {
      const id = match[2] ?? '';
      figures.push({ file, what: id, stated: match[3] ?? '', measured: gameFigure(sizes, id) });
    }
  }
  return figures;
}

/** Rewrites every stated figure with the measured one; the files that changed. */
export function writeFigures(sizes: readonly BundleSize[], gameIds: readonly string[]): string[] {
  const changed: string[] = [];
  for (const file of docsFiles(gameIds)) {
    const path = join(ROOT, file);
    const text = readFileSync(path, 'utf8');
    const next = text
      .replace(TABLE, (_all, start: string, _old: string, end: string) => `${start}${sizeTable(sizes)}${end}`)
      .replace(FIGURE, (_all, start: string, id: string, _old: string, end: string) => `${start}${gameFigure(sizes, id)}${end}`);
    if (next !== text) {
      writeFileSync(path, next);
      changed.push(file);
    }
  }
  return changed;
}

if (process.argv[1]?.endsWith('bundle-size.ts')) {
  const { buildPackage } = await import('./build.js');
  const { gameList } = await import('../../src/games/index.js');
  const built = await buildPackage();
  const gameIds = gameList.map((game) => game.id);
  const sizes = (await Promise.all(bundleCases(gameIds).map((one) => measure(one, built.dir)))).flat();
  if (process.argv.includes('--write')) {
    const changed = writeFigures(sizes, gameIds);
    console.log(changed.length === 0 ? 'the docs state the measured sizes already' : `rewrote the bundle sizes in ${changed.join(', ')}`);
  } else {
    console.log(sizeTable(sizes));
    for (const id of gameIds) console.log(`${id}: ${gameFigure(sizes, id)}`);
  }
  const { readdirSync } = await import('node:fs');
  const boardIds = readdirSync(BOARDS).filter((file) => file.endsWith('.ts') && file !== 'svg.ts').map((file) => file.slice(0, -'.ts'.length));
  for (const size of await Promise.all(boardIds.map(measureBoard))) {
    console.log(`${size.name}: ${kb(size.minified)} KB min / ${kb(size.gzipped)} KB gzip beyond the rules`);
  }
}
