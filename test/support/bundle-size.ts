/**
 * What an app pays in its browser bundle: a small entry that imports from the built package is
 * bundled with esbuild and with rolldown (`--bundle --minify` for the browser, as an app would) and
 * its minified and gzipped sizes are measured; a game's board (`src/boards/<id>.ts`) is measured by
 * what it adds beyond the rules. Used by the budget tests (test/bundle) and by
 * `npx tsx test/support/bundle-size.ts`, which prints the figures for the README.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { rolldown } from 'rolldown';

/** One entry to bundle: what an app writes. */
export interface BundleCase {
  /** What the case measures, for reports. */
  readonly name: string;
  /** The entry's source; `killer-rules` stands for the built package's folder. */
  readonly source: string;
}

/** Sizes of one case with one bundler, in bytes. */
export interface BundleSize {
  readonly name: string;
  readonly bundler: 'esbuild' | 'rolldown';
  readonly minified: number;
  readonly gzipped: number;
}

/** The cases the README reports: the core with each game, and the root entry for one function. */
export function bundleCases(gameIds: readonly { readonly id: string; readonly exportName: string }[]): BundleCase[] {
  return [
    ...gameIds.map(({ id, exportName }) => ({
      name: `killer-rules/core + killer-rules/${id}`,
      source: [
        `import { applyAction, createMatch } from 'killer-rules/core/index.js';`,
        `import { ${exportName} } from 'killer-rules/games/${id}/index.js';`,
        `const created = createMatch(${exportName}, { seed: 1 });`,
        `if (created.ok) console.log(applyAction(${exportName}, created.match, { type: 'x' }).ok);`,
      ].join('\n'),
    })),
    { name: "createRng from the root entry 'killer-rules'", source: `import { createRng } from 'killer-rules/index.js';\nconsole.log(createRng(1).next());` },
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

/** The README's table of sizes, in KB. */
export function sizeTable(sizes: readonly BundleSize[]): string {
  const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
  const names = [...new Set(sizes.map((size) => size.name))];
  const rows = names.map((name) => {
    const of = (bundler: BundleSize['bundler']): BundleSize | undefined => sizes.find((size) => size.name === name && size.bundler === bundler);
    const e = of('esbuild');
    const r = of('rolldown');
    return `| ${name} | ${e === undefined ? '' : `${kb(e.minified)} / ${kb(e.gzipped)}`} | ${r === undefined ? '' : `${kb(r.minified)} / ${kb(r.gzipped)}`} |`;
  });
  return ['| what the app imports | esbuild, KB min / gzip | rolldown, KB min / gzip |', '|---|---|---|', ...rows].join('\n');
}

if (process.argv[1]?.endsWith('bundle-size.ts')) {
  const { buildPackage } = await import('./build.js');
  const { gameList } = await import('../../src/games/index.js');
  const built = await buildPackage();
  const exportNames: Record<string, string> = {
    killercruise: 'killercruise',
    'tatort-titanic': 'tatortTitanic',
    'cereal-killer': 'cerealKiller',
    'frozen-horror': 'frozenHorror',
    'quad-city-killers': 'quadCityKillers',
  };
  const cases = bundleCases(gameList.map((game) => ({ id: game.id, exportName: exportNames[game.id] ?? game.id })));
  const sizes = (await Promise.all(cases.map((one) => measure(one, built.dir)))).flat();
  console.log(sizeTable(sizes));
  const { readdirSync } = await import('node:fs');
  const boardIds = readdirSync(BOARDS).filter((file) => file.endsWith('.ts') && file !== 'svg.ts').map((file) => file.slice(0, -'.ts'.length));
  for (const size of await Promise.all(boardIds.map(measureBoard))) {
    console.log(`${size.name}: ${(size.minified / 1024).toFixed(1)} KB min / ${(size.gzipped / 1024).toFixed(1)} KB gzip beyond the rules`);
  }
}
