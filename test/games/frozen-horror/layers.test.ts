/**
 * STYLE "Shape of a game folder": inside src/games/frozen-horror imports run one way, downward —
 * content at the bottom, then schemas and events, the queries, the rules, the view, the modules
 * that use them (reduce, legal, bots, describe, resample, setup), the index on top — and no file
 * reaches itself through its imports, type-only imports included (what `madge --circular` checks).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../../src/games/frozen-horror/', import.meta.url);

/** Each file's layer, from the bottom; a file may import its own layer or lower ones, never higher. */
const LAYERS: Readonly<Record<string, number>> = {
  'content.ts': 0,
  'schemas.ts': 1,
  'events.ts': 1,
  'rules/queries.ts': 2,
  'rules/names.ts': 2,
  'rules/errors.ts': 3,
  'rules/action-effects.ts': 3,
  'rules/station-cards.ts': 3,
  'rules/card-reference.ts': 3,
  'rules/playing-the-game.ts': 3,
  'rules/reveal-and-attack.ts': 3,
  'rules/clean-up.ts': 3,
  'rules/flow.ts': 3,
  'view.ts': 4,
  'reduce.ts': 5,
  'legal.ts': 5,
  'bots.ts': 5,
  'describe.ts': 5,
  'resample.ts': 5,
  'setup.ts': 5,
  'index.ts': 6,
};

/** The folder's files, relative to it ("rules/flow.ts"). */
function files(): string[] {
  const top = readdirSync(folder).filter((name) => name.endsWith('.ts'));
  const rules = readdirSync(new URL('rules/', folder))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `rules/${name}`);
  return [...top, ...rules].sort();
}

/** The files of the folder that `file` imports or re-exports from, type-only imports included. */
function importsOf(file: string): string[] {
  const source = readFileSync(new URL(file, folder), 'utf8');
  const out: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gms)) {
    const specifier = match[1] ?? '';
    const resolved = new URL(specifier.replace(/\.js$/, '.ts'), new URL(file, folder)).href;
    if (resolved.startsWith(folder.href)) out.push(resolved.slice(folder.href.length));
  }
  return out;
}

describe('imports run one way, downward', () => {
  const graph = new Map(files().map((file) => [file, importsOf(file)]));

  it('every file of the folder has its layer', () => {
    expect([...graph.keys()]).toEqual(Object.keys(LAYERS).sort());
  });

  it('no file imports a file of a higher layer', () => {
    const upward: string[] = [];
    for (const [file, imported] of graph) {
      for (const target of imported) if ((LAYERS[target] ?? -1) > (LAYERS[file] ?? -1)) upward.push(`${file} → ${target}`);
    }
    expect(upward).toEqual([]);
  });

  it('no import circle', () => {
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

  it('the check sees type-only imports and re-exports', () => {
    expect(importsOf('index.ts')).toContain('rules/errors.ts');
    expect(importsOf('rules/errors.ts')).toEqual(expect.arrayContaining(['schemas.ts', 'rules/names.ts', 'rules/queries.ts']));
  });
});
