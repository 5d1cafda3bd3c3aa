/**
 * Each game's page shows its agent spec's tables as the code lays them out (issue 20: "its layout
 * documented field by field in the game's page"); `npm run docs:agents` rewrites them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { agentSpecList } from '../../src/agents/index.js';
import { agentTables, pagePath, pageTables } from '../support/agent-docs.js';

describe('the pages document the agent specs', () => {
  it.each(agentSpecList.map((spec) => [spec.game.id, spec] as const))('docs/games/%s.md has the generated tables (npm run docs:agents)', (id, spec) => {
    const page = readFileSync(pagePath(id), 'utf8');
    expect(pageTables(page), `docs/games/${id}.md needs an <!-- agents:start --> … <!-- agents:end --> section`).not.toBeNull();
    expect(pageTables(page)).toBe(agentTables(spec));
  });
});
