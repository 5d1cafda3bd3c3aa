import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const quickStart = readFileSync(new URL('../../examples/quick-start.ts', import.meta.url), 'utf8');
const botsExample = readFileSync(new URL('../../examples/bots.ts', import.meta.url), 'utf8');
const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('README', () => {
  it('shows the quick start that examples/quick-start.ts typechecks and runs', () => {
    const section = readme.slice(readme.indexOf('## Quick start'));
    const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
    expect(block).toBeDefined();
    expect(quickStart).toContain(block);
  });

  it('shows the bots example that examples/bots.ts typechecks and runs', () => {
    const section = readme.slice(readme.indexOf('## Bots and simulation'));
    const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
    expect(block).toBeDefined();
    expect(botsExample).toContain(block);
  });

  it('gives a newcomer exactly the two commands, and both scripts exist', () => {
    expect(readme).toContain('npm install && npm run demo');
    expect(readme).toContain('npm test');
    expect(packageJson.scripts.demo).toBeDefined();
    expect(packageJson.scripts.test).toContain('vitest run');
  });
});
