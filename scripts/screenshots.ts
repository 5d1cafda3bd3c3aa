/**
 * `npm run screenshots`: the pictures in the docs, taken in Debian's chromium (the browser tests'
 * setup). For each game, a match at a fixed seed is played by the heuristic bots to its middle —
 * the first moment past half of its length where seat 0 may act — and seat 0's board there, its
 * actions outlined, is written to docs/images/<id>.png; the playground at Tatort Titanic's moment,
 * continued from a save, is docs/images/playground.png. Fixed seeds, sizes and scale, so the files
 * change only when a board does.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boardOf } from '../src/cli/boards.js';
import { applyAction, botInput, createMatch, createRng, games, heuristicBots, serializeMatch, type AnyGameModule, type GameAction, type Match } from '../src/index.js';
import { buildPlayground, chromiumMissing, launchChromium, ROOT, serveFolder } from '../test/browser/support.js';

/** Each game's seat count in its picture. */
const PLAYERS: Readonly<Record<string, number>> = {
  killercruise: 3,
  'tatort-titanic': 4,
  'cereal-killer': 2,
  'frozen-horror': 5,
  'quad-city-killers': 3,
};

/** The board's width in the picture, in CSS pixels (the height follows the board). */
const WIDTH = 1000;

/** The match at the first moment past its middle where seat 0 may act, played by the heuristic bots. */
function midGame(game: AnyGameModule): Match<unknown, unknown, GameAction> {
  const seed = `screenshot/${game.id}`;
  const play = (until: (match: Match<unknown, unknown, GameAction>) => boolean): Match<unknown, unknown, GameAction> => {
    const created = createMatch(game, { seed, config: { players: PLAYERS[game.id] ?? game.minPlayers } });
    if (!created.ok) throw new Error(created.error.message);
    let match = created.match;
    const rng = createRng(`${seed}/bots`);
    const bot = heuristicBots[game.id];
    if (bot === undefined) throw new Error(`${game.id} has no heuristic bot`);
    while (game.outcome(match.state) === null && !until(match)) {
      const seat = game.activePlayers(match.state)[0] ?? 0;
      const applied = applyAction(game, match, bot(botInput(game, match, seat, rng)));
      if (!applied.ok) throw new Error(applied.error.message);
      match = applied.match;
    }
    return match;
  };
  const length = play(() => false).log.length;
  return play((match) => match.log.length >= length / 2 && game.activePlayers(match.state).includes(0));
}

const missing = chromiumMissing();
if (missing !== null) {
  console.error(`screenshots: ${missing}`);
  process.exit(1);
}
const images = join(ROOT, 'docs/images');
mkdirSync(images, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'killer-rules-screenshots-'));
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 800 }, deviceScaleFactor: 1 });
  const saves = new Map<string, string>();
  for (const game of Object.values(games) as AnyGameModule[]) {
    const match = midGame(game);
    saves.set(game.id, serializeMatch(match));
    const board = boardOf(game.id);
    if (board === undefined) throw new Error(`${game.id} has no board`);
    const { state, config } = match;
    const svg = board(game.view(state, 0), config, { legal: game.legalActions(state, 0), activePlayers: game.activePlayers(state) });
    await page.setContent(`<!doctype html><meta charset="utf-8"><style>body{margin:0;background:#fbf8f1}svg{display:block;width:${WIDTH}px;height:auto}</style>${svg}`);
    await page.locator('svg').first().screenshot({ path: join(images, `${game.id}.png`) });
    console.log(`docs/images/${game.id}.png: ${game.title}, seat 0 at action ${match.log.length}`);
  }

  // The playground, continuing the Tatort Titanic match as seat 0 against the heuristic bots.
  await buildPlayground(join(work, 'site'));
  const server = await serveFolder(join(work, 'site'));
  try {
    const shot = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    await shot.goto(server.url);
    writeFileSync(join(work, 'match.json'), saves.get('tatort-titanic') ?? '');
    await shot.setInputFiles('#load', join(work, 'match.json'));
    await shot.waitForFunction(() => document.querySelector('#start')?.textContent?.startsWith('Continue') === true);
    await shot.click('#start');
    await shot.waitForSelector('#actions button[data-action]');
    await shot.screenshot({ path: join(images, 'playground.png') });
    console.log('docs/images/playground.png: the playground, Tatort Titanic');
  } finally {
    await server.close();
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
