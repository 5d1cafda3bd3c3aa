/**
 * The "For learning agents" tables of each game's page, generated from its agent spec (for the
 * game's default configuration), so the page and the code cannot drift: `npm run docs:agents`
 * writes them between the page's `<!-- agents:start -->` and `<!-- agents:end -->` markers, and
 * test/agents/docs.test.ts fails when a page differs from what this writes.
 *
 *   npx tsx test/support/agent-docs.ts [--write]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { agentSpecList, type AnyAgentSpec } from '../../src/agents/index.js';
import { createMatch } from '../../src/core/index.js';

const START = '<!-- agents:start -->';
const END = '<!-- agents:end -->';

/** The page of game `id`. */
export function pagePath(id: string): URL {
  return new URL(`../../docs/games/${id}.md`, import.meta.url);
}

function thousands(value: number): string {
  return value.toLocaleString('en-US').replace(/,/g, ' ');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** The generated tables of `spec` for its game's default configuration. */
export function agentTables(spec: AnyAgentSpec): string {
  const created = createMatch(spec.game, { seed: 'docs' });
  if (!created.ok) throw new Error(created.error.message);
  const space = spec.actionSpace(created.match.config);
  const tensor = spec.observation(created.match.config);
  const lines = [
    `Generated from the agent spec for the default configuration by \`npm run docs:agents\`; a test checks these tables against the code.`,
    '',
    `**Action space: ${thousands(space.size)} actions.**`,
    '',
    '| indices | action | index → action |',
    '|---|---|---|',
    ...space.ranges.map((range) => {
      const indices = range.length === 1 ? `${range.offset}` : `${range.offset}–${range.offset + range.length - 1}`;
      return `| ${indices} | \`${range.type}\` | ${cell(range.description)} |`;
    }),
    '',
    `**Observation tensor: ${thousands(tensor.size)} values, shape [${tensor.shape.join(', ')}].**`,
    '',
    '| offset | length | shape | field | meaning |',
    '|---:|---:|---|---|---|',
    ...tensor.fields.map((field) => `| ${field.offset} | ${field.length} | [${field.shape.join(', ')}] | \`${field.name}\` | ${cell(field.description)} |`),
  ];
  return `${START}\n${lines.join('\n')}\n${END}`;
}

/** The page's text between the markers (markers included), or `null` if it has none. */
export function pageTables(page: string): string | null {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  return start < 0 || end < start ? null : page.slice(start, end + END.length);
}

/** Rewrites every game page's tables; returns the pages written. */
export function writeAgentTables(): string[] {
  const written: string[] = [];
  for (const spec of agentSpecList) {
    const path = pagePath(spec.game.id);
    const page = readFileSync(path, 'utf8');
    const current = pageTables(page);
    if (current === null) throw new Error(`${fileURLToPath(path)} has no ${START} … ${END} section: add the markers under "For learning agents"`);
    const next = page.replace(current, agentTables(spec));
    if (next !== page) {
      writeFileSync(path, next);
      written.push(fileURLToPath(path));
    }
  }
  return written;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--write')) {
    const written = writeAgentTables();
    console.log(written.length === 0 ? 'the pages are up to date' : `wrote ${written.join(', ')}`);
  } else {
    for (const spec of agentSpecList) console.log(`${spec.game.id}:\n${agentTables(spec)}\n`);
  }
}
