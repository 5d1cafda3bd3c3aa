/**
 * simulateParallel = simulate, byte for byte: the package is built (worker threads load built
 * files) and run in a child process, as a user runs it; each result is compared with `simulate`
 * run here, on one thread, from the source.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { botInput, createMatch, createRng, ismctsBot, randomBot, simulate, type AnyGameModule, type Bot, type GameAction, type SimulateOptions } from '../../src/core/index.js';
import { gameList, games, heuristicBots } from '../../src/games/index.js';
import { formatBotSpec, loadBot, parseBotSpec, resolveBotSpec } from '../../src/parallel/index.js';
import { buildPackage, type TestBuild } from '../support/build.js';
import { firstLegal, quitter } from './fixtures/bots.mjs';

const run = promisify(execFile);
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const BOTS = `${FIXTURES}bots.mjs`;

/** One simulateParallel run: its game, its options (bots by name), and the same bots as functions. */
interface Scenario {
  readonly name: string;
  readonly game: AnyGameModule;
  readonly options: Omit<SimulateOptions<unknown, GameAction, unknown>, 'bots' | 'onProgress'> & { readonly bots?: readonly (string | undefined)[]; readonly workers: number };
  readonly bots?: readonly (Bot<unknown, GameAction> | undefined)[];
  /** Refused before any game, with this message: nothing of simulate's to compare with. */
  readonly refused?: RegExp;
}

const cereal = games['cereal-killer'];
const scenarios: Scenario[] = [
  ...gameList.map((game) => ({ name: `${game.id}, random bots`, game, options: { games: 16, seed: `par-${game.id}`, workers: 2 } })),
  {
    name: 'cereal-killer, ismcts:8 against random',
    game: cereal,
    options: { games: 4, seed: 'par-ismcts', workers: 2, bots: ['ismcts:8', 'random'] },
    bots: [ismctsBot({ iterations: 8 }), randomBot],
  },
  {
    name: "cereal-killer, a user's module bot for one seat",
    game: cereal,
    options: { games: 10, seed: 'par-module', workers: 2, bots: [undefined, `${BOTS}#firstLegal`] },
    bots: [undefined, firstLegal],
  },
  {
    name: 'frozen-horror, 4 players, a shard, a step limit, 3 workers',
    game: games['frozen-horror'],
    options: { games: 20, seed: 'par-shard', workers: 3, config: { players: 4 }, shard: { index: 1, count: 3 }, maxSteps: 60 },
  },
  {
    name: 'a bot that gives up: the failure of the lowest game, as on one thread',
    game: cereal,
    options: { games: 30, seed: 'par-quit', workers: 2, bots: [`${BOTS}#quitter`, `${BOTS}#quitter`] },
    bots: [quitter, quitter],
  },
  {
    name: 'refused: an unknown bot',
    game: cereal,
    options: { games: 4, seed: 'x', workers: 2, bots: ['clever'] },
    refused: /^seat 0: unknown bot "clever"/,
  },
  {
    name: 'refused: a module without that export',
    game: cereal,
    options: { games: 4, seed: 'x', workers: 2, bots: [`${BOTS}#notABot`] },
    refused: /^seat 0: bot ".*bots\.mjs#notABot": .* has no function exported as notABot$/,
  },
  {
    name: 'refused: a shard beyond the count',
    game: cereal,
    options: { games: 4, seed: 'x', workers: 2, shard: { index: 3, count: 3 } },
  },
];

interface Ran {
  readonly json: string;
  readonly progress: [number, number][];
}

let build: TestBuild;
let ran: Ran[];

beforeAll(async () => {
  build = await buildPackage();
  const input = scenarios.map(({ game, options }) => ({ game: game.id, options }));
  const { stdout } = await run(process.execPath, [`${FIXTURES}run-parallel.mjs`, build.parallel, JSON.stringify(input)], { maxBuffer: 64 * 1024 * 1024 });
  ran = JSON.parse(stdout) as Ran[];
}, 120_000);

describe('simulateParallel (built, in a child process)', () => {
  const compared = scenarios.flatMap((scenario, index) => (scenario.refused === undefined ? [[scenario.name, index] as const] : []));
  it.each(compared)('%s: byte-identical to simulate', (_name, index) => {
    const scenario = scenarios[index];
    const got = ran[index];
    if (scenario === undefined || got === undefined) throw new Error('missing scenario');
    const { workers: _workers, bots: _bots, ...options } = scenario.options;
    const expected = simulate(scenario.game, { ...options, ...(scenario.bots === undefined ? {} : { bots: scenario.bots }) });
    expect(got.json).toBe(JSON.stringify(expected));
  });

  it('the failing scenarios fail as they claim (so the comparisons above cover failures)', () => {
    const parsed = ran.map((one) => JSON.parse(one.json) as { ok: boolean; index?: number; error?: { message: string } });
    const quit = parsed[scenarios.findIndex((scenario) => scenario.name.startsWith('a bot that gives up'))];
    expect(quit?.ok).toBe(false);
    expect(quit?.index).toBeGreaterThan(0);
    expect(quit?.error?.message).toMatch(/gives up/);
    const shard = parsed[scenarios.findIndex((scenario) => scenario.name === 'refused: a shard beyond the count')];
    expect(shard?.error?.message).toMatch(/^shard\.index must be/);
  });

  it.each(scenarios.flatMap((scenario, index) => (scenario.refused === undefined ? [] : [[scenario.name, index] as const])))('%s', (_name, index) => {
    const got = JSON.parse(ran[index]?.json ?? '{}') as { ok: boolean; error?: { code: string; message: string } };
    expect(got.ok).toBe(false);
    expect(got.error?.code).toBe('INVALID_INPUT');
    expect(got.error?.message).toMatch(scenarios[index]?.refused ?? /never/);
    expect(ran[index]?.progress).toEqual([]);
  });

  it('reports progress on the calling thread: increasing, up to (total, total)', () => {
    scenarios.forEach((scenario, index) => {
      const got = ran[index];
      if (got === undefined) throw new Error('missing run');
      const result = JSON.parse(got.json) as { ok: boolean; games?: unknown[] };
      if (!result.ok) return;
      const total = result.games?.length ?? 0;
      expect(got.progress.length, scenario.name).toBeGreaterThan(0);
      got.progress.forEach(([done, of], at) => {
        expect(of).toBe(total);
        expect(done).toBeGreaterThan(at === 0 ? 0 : (got.progress[at - 1]?.[0] ?? 0));
      });
      expect(got.progress[got.progress.length - 1]).toEqual([total, total]);
    });
  });
});

describe('bot specs', () => {
  it.each([
    ['random', { kind: 'random' }],
    ['heuristic', { kind: 'heuristic' }],
    ['ismcts', { kind: 'ismcts', iterations: 1000, rollout: 'random' }],
    ['ismcts:500', { kind: 'ismcts', iterations: 500, rollout: 'random' }],
    ['ismcts:50:heuristic', { kind: 'ismcts', iterations: 50, rollout: 'heuristic' }],
    ['search', { kind: 'search' }],
    ['search:40', { kind: 'search', iterations: 40 }],
    ['./bots/mine.mjs#cautious', { kind: 'module', module: './bots/mine.mjs', export: 'cautious' }],
    ['./bots/mine.mjs', { kind: 'module', module: './bots/mine.mjs', export: 'default' }],
    ['some-package#bot', { kind: 'module', module: 'some-package', export: 'bot' }],
  ])('reads %s', (text, spec) => {
    const parsed = parseBotSpec(text);
    expect(parsed).toEqual({ ok: true, spec });
    if (parsed.ok) expect(parseBotSpec(formatBotSpec(parsed.spec))).toEqual(parsed);
  });

  it('reads ismcts:<iterations>:random as the default random rollouts', () => {
    expect(parseBotSpec('ismcts:20:random')).toEqual(parseBotSpec('ismcts:20'));
  });

  it.each(['', 'clever', 'ismcts:', 'ismcts:0', 'ismcts:-5', 'ismcts:1.5', 'ismcts:many', 'ismcts:50:', 'ismcts:50:greedy', 'ismcts:50:heuristic:2', 'search:', 'search:0', 'search:2.5', 'search:40:heuristic', 'mine.mjs#', '#bot'])('refuses %j in words', (text) => {
    const parsed = parseBotSpec(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('INVALID_INPUT');
      expect(parsed.error.message).toMatch(/bot/);
    }
  });

  it('loads search for every registered game, with its guide', async () => {
    for (const game of ['cereal-killer', 'quad-city-killers', 'tatort-titanic', 'frozen-horror', 'killercruise']) {
      const loaded = await loadBot('search:3', game);
      expect(loaded.ok).toBe(true);
    }
    const unknown = await loadBot('search', 'tic-tac-toe');
    expect(unknown.ok).toBe(false);
  });

  it('resolves a module path from the given folder to a file URL', () => {
    const parsed = parseBotSpec('./bots.mjs#firstLegal');
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(resolveBotSpec(parsed.spec, FIXTURES)).toEqual({ kind: 'module', module: pathToFileURL(BOTS).href, export: 'firstLegal' });
  });

  it('loads module bots, and refuses a missing module or export, or an export that is no function', async () => {
    const loaded = await loadBot(`${pathToFileURL(BOTS).href}#firstLegal`, 'cereal-killer');
    expect(loaded.ok && loaded.bot.name).toBe('firstLegal');
    for (const spec of [`${pathToFileURL(BOTS).href}#missing`, `${pathToFileURL(BOTS).href}#notABot`, `${pathToFileURL(`${FIXTURES}nowhere.mjs`).href}#bot`]) {
      const refused = await loadBot(spec, 'cereal-killer');
      expect(refused.ok, spec).toBe(false);
    }
  });

  it('loads ismcts:<iterations>:heuristic for every game with a heuristic bot: a search that plays the same move again', async () => {
    for (const game of gameList) {
      const loaded = await loadBot('ismcts:3:heuristic', game.id);
      if (!Object.hasOwn(heuristicBots, game.id)) {
        expect(loaded.ok).toBe(false);
        continue;
      }
      if (!loaded.ok) throw new Error(loaded.error.message);
      const module = game as AnyGameModule;
      const created = createMatch(module, { seed: `spec/${game.id}` });
      if (!created.ok) throw new Error(created.error.message);
      const { match } = created;
      const seat = module.activePlayers(match.state)[0] ?? 0;
      const played = (): unknown => loaded.bot(botInput(module, match, seat, createRng(`spec/${game.id}/bot`)));
      const move = played();
      expect(module.legalActions(match.state, seat)).toContainEqual(move);
      expect(played()).toEqual(move);
    }
  });

  it("loads heuristic as the game's heuristic bot, and refuses it for a game that has none", async () => {
    for (const game of gameList) {
      const loaded = await loadBot('heuristic', game.id);
      const own = Object.hasOwn(heuristicBots, game.id) ? heuristicBots[game.id] : undefined;
      if (own === undefined) {
        expect(loaded.ok).toBe(false);
        if (!loaded.ok) expect(loaded.error.message).toBe(`bot "heuristic": ${game.id} has no heuristic bot yet`);
      } else {
        expect(loaded.ok && loaded.bot).toBe(own);
      }
    }
  });
});
