/**
 * `npm run bench:playground`: how fast the playground draws its first board, in Debian's chromium
 * (the browser tests' setup), from a local server:
 *
 * - the built playground (`npm run playground:build`, served by a plain static server on
 *   127.0.0.1): a fresh browser context each time (nothing cached), from navigation to the seating
 *   form, then from the click on "Start the match" to the board on screen, for every game with its
 *   default seating (seat 0 a person, the others heuristic bots); medians of 5;
 * - the dev server (`npm run playground`, Vite transforming the source on request): the same, once
 *   cold (the first visit after start, which transforms every module) and once warm.
 *
 * Times are read in the page (`performance.now()`, since navigation started), so they include the
 * few milliseconds playwright takes to notice. Run with `npx tsx test/bench/playground.ts`; the
 * figures go to docs/README.md ("Playground and replays") by hand.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { gameList } from '../../src/index.js';
import { buildPlayground, chromiumMissing, launchChromium, ROOT, serveFolder } from '../browser/support.js';

const ROUNDS = 5;

interface FirstBoard {
  /** From navigation to the seating form, ready to click. */
  readonly form: number;
  /** From the click on "Start the match" to the board on screen. */
  readonly board: number;
}

/** One visit in a fresh context: the seating form, then `gameId`'s first board. */
async function visit(browser: Browser, url: string, gameId: string): Promise<FirstBoard> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector('#start', { state: 'visible' });
    const form = Number(await page.evaluate('performance.now()'));
    if (gameId !== (await page.inputValue('#game'))) {
      await page.selectOption('#game', gameId);
      await page.waitForSelector('#start', { state: 'visible' });
    }
    const clicked = Number(await page.evaluate('performance.now()'));
    await page.click('#start');
    await page.waitForSelector('#board svg', { state: 'visible' });
    const drawn = Number(await page.evaluate('performance.now()'));
    return { form, board: drawn - clicked };
  } finally {
    await context.close();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const ms = (value: number): string => `${Math.round(value)} ms`;

const missing = chromiumMissing();
if (missing !== null) {
  console.error(`bench:playground: ${missing}`);
  process.exit(1);
}
const work = mkdtempSync(join(tmpdir(), 'killer-rules-bench-playground-'));
const browser = await launchChromium();
try {
  console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${browser.version()}`);
  await buildPlayground(join(work, 'site'));
  const server = await serveFolder(join(work, 'site'));
  try {
    console.log(`\nBuilt playground, static server on 127.0.0.1, fresh context each visit, medians of ${ROUNDS}:`);
    console.log('| Game | Seating form after navigation | First board after "Start" | Sum |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const game of gameList) {
      const visits: FirstBoard[] = [];
      for (let round = 0; round < ROUNDS; round++) visits.push(await visit(browser, server.url, game.id));
      const form = median(visits.map((one) => one.form));
      const board = median(visits.map((one) => one.board));
      console.log(`| ${game.title} | ${ms(form)} | ${ms(board)} | ${ms(median(visits.map((one) => one.form + one.board)))} |`);
    }
  } finally {
    await server.close();
  }

  const { createServer } = await import('vite');
  const dev = await createServer({ configFile: join(ROOT, 'examples/playground/vite.config.ts'), logLevel: 'error', server: { port: 0, strictPort: false } });
  await dev.listen();
  try {
    const url = dev.resolvedUrls?.local[0];
    if (url === undefined) throw new Error('the dev server has no local address');
    const first = gameList[0];
    if (first === undefined) throw new Error('no game');
    const cold = await visit(browser, url, first.id);
    const warm = await visit(browser, url, first.id);
    console.log(`\nDev server (npm run playground), ${first.title}:`);
    console.log(`- first visit after start: seating form ${ms(cold.form)}, first board ${ms(cold.board)} after "Start"`);
    console.log(`- next visit: seating form ${ms(warm.form)}, first board ${ms(warm.board)} after "Start"`);
  } finally {
    await dev.close();
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
