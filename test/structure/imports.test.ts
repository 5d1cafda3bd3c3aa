/**
 * STYLE "Shape of a game folder": imports run one way, downward. Inside every game folder —
 * content at the bottom; schemas, events and other data of the game above it; the rules' queries;
 * the rules; the view; the modules built on them (reduce, legal, bots, describe, resample, setup,
 * writes); the search guide on the bot (evaluate); the index on top — no file imports a file of a higher layer, and nowhere in src/ does a
 * file reach itself through its imports, type-only imports and re-exports included (what
 * `madge --circular` checks). Fails naming the import that breaks the order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');

/** Every .ts file under src/, relative to it ("games/cereal-killer/rules/turn.ts"). */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(SRC, resolve(entry.parentPath, entry.name)))
    .sort();
}

/** The files of src/ that `file` imports or re-exports from, type-only imports included. */
function importsOf(file: string): string[] {
  const source = readFileSync(resolve(SRC, file), 'utf8');
  const out: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gms)) {
    const target = relative(SRC, resolve(SRC, file, '..', (match[1] ?? '').replace(/\.js$/, '.ts')));
    if (!target.startsWith('..')) out.push(target);
  }
  return out;
}

/** Files of a game folder above the rules, each at its layer. */
const UPPER: Readonly<Record<string, number>> = {
  'view.ts': 4,
  'reduce.ts': 5,
  'legal.ts': 5,
  'bots.ts': 5,
  'describe.ts': 5,
  'resample.ts': 5,
  'setup.ts': 5,
  'writes.ts': 5,
  // The search guide builds on the heuristic bot (its model of play) and the rules' queries.
  'evaluate.ts': 5.5,
  'index.ts': 6,
};

/** The layer of `file` inside its game folder (`inFolder` is its path inside the folder). */
function layerOf(inFolder: string): number {
  if (inFolder === 'content.ts') return 0;
  // The rules' small reads and their refusals sit under the rules, which use both.
  if (inFolder === 'rules/queries.ts' || inFolder === 'rules/names.ts' || inFolder === 'rules/errors.ts') return 2;
  if (inFolder.startsWith('rules/')) return 3;
  return UPPER[inFolder] ?? 1;
}

const files = sourceFiles();
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const gameIds = [...new Set(files.filter((file) => file.startsWith('games/') && file.split('/').length > 2).map((file) => file.split('/')[1] ?? ''))];

describe('imports run one way, downward', () => {
  it('finds the five games and their imports, type-only imports and re-exports included', () => {
    expect(gameIds.sort()).toEqual(['cereal-killer', 'frozen-horror', 'killercruise', 'quad-city-killers', 'tatort-titanic']);
    expect(graph.get('games/cereal-killer/index.ts')).toEqual(expect.arrayContaining(['core/types.ts', 'games/cereal-killer/describe.ts']));
  });

  it.each(gameIds)('%s: no file imports a file of a higher layer of its folder', (id) => {
    const folder = `games/${id}/`;
    const upward: string[] = [];
    for (const [file, imported] of graph) {
      if (!file.startsWith(folder)) continue;
      for (const target of imported) {
        if (target.startsWith(folder) && layerOf(target.slice(folder.length)) > layerOf(file.slice(folder.length))) {
          upward.push(`${file} → ${target}`);
        }
      }
    }
    expect(upward).toEqual([]);
  });

  it('no game imports another game, and the engine imports no periphery', () => {
    const wrong: string[] = [];
    for (const [file, imported] of graph) {
      const game = file.startsWith('games/') ? file.split('/')[1] : undefined;
      for (const target of imported) {
        const other = target.startsWith('games/') ? target.split('/')[1] : undefined;
        if (game !== undefined && other !== undefined && game !== other && file.split('/').length > 2) wrong.push(`${file} → ${target}`);
        const engine = /^(core|games|testing)\//.test(file);
        if (engine && /^(cli|adapters|parallel)\//.test(target)) wrong.push(`${file} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no import circle anywhere in src/', () => {
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: readonly string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });
});
