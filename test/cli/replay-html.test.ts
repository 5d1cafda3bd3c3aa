/**
 * `killer-rules replay --html`: the file embeds, for every step, exactly the boards the game's
 * renderer draws for the chosen perspective and exactly the narration that perspective reads; the
 * token coding that keeps it small gives back every board byte for byte; nothing in it points
 * outside the file; a seat's file holds nothing drawn only on another seat's board. (The file is
 * opened and stepped in a real browser by test/browser.)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { boardOf } from '../../src/cli/boards.js';
import type { CliIo } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/program.js';
import { decodeTokens, encodeTokens, replayHtml } from '../../src/cli/replay-html.js';
import { narration, replaySteps, type Perspective, type ReplayStep } from '../../src/cli/replay-steps.js';
import { applyAction, botInput, createMatch, createRng, gameList, heuristicBots, seatCount, serializeMatch, type AnyGameModule, type GameAction, type Match } from '../../src/index.js';

/** What the file embeds, as the viewer reads it. */
interface Embedded {
  readonly boardNames: readonly string[];
  readonly tokens: readonly string[];
  readonly steps: readonly { readonly label: string; readonly lines: readonly string[]; readonly boards: readonly (readonly number[])[] }[];
  readonly end: string;
}

function embedded(html: string): Embedded {
  const json = /<script type="application\/json" id="replay-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error('no replay data in the file');
  expect(json).not.toContain('<');
  return JSON.parse(json) as Embedded;
}

/** The boards of every step, decoded as the viewer's script decodes them. */
function boardsOf(data: Embedded): string[][] {
  const previous: number[][] = data.boardNames.map(() => []);
  return data.steps.map((step) =>
    step.boards.map((ops, board) => {
      const ids = decodeTokens(ops, previous[board] ?? []);
      previous[board] = ids;
      return ids.map((id) => data.tokens[id] ?? '').join('');
    }),
  );
}

/** A match of `game` played by its heuristic bots, at most `actions` long. */
function played(game: AnyGameModule, actions: number): Match<unknown, unknown, GameAction> {
  const created = createMatch(game, { seed: `html/${game.id}` });
  if (!created.ok) throw new Error(created.error.message);
  let match = created.match;
  const rng = createRng('html-bots');
  const bot = heuristicBots[game.id];
  while (bot !== undefined && game.outcome(match.state) === null && match.log.length < actions) {
    const applied = applyAction(game, match, bot(botInput(game, match, game.activePlayers(match.state)[0] ?? 0, rng)));
    if (!applied.ok) throw new Error(applied.error.message);
    match = applied.match;
  }
  return match;
}

function stepsOf(game: AnyGameModule, match: Match<unknown, unknown, GameAction>): readonly ReplayStep[] {
  const replayed = replaySteps(game, match);
  if (!replayed.ok) throw new Error(replayed.message);
  return replayed.steps;
}

describe('the token coding of the boards', () => {
  it('gives back every list of tokens from its ops on the list before', () => {
    const list = fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 60 });
    fc.assert(
      fc.property(list, list, (ids, previous) => {
        expect(decodeTokens(encodeTokens(ids, previous), previous)).toEqual(ids);
      }),
    );
  });

  it('writes a board that did not change as one copy', () => {
    expect(encodeTokens([3, 1, 4, 1, 5], [3, 1, 4, 1, 5])).toEqual([-1, 5]);
  });
});

describe.each(gameList.map((game) => [game.id, game] as const))('replay --html of %s', (_id, game) => {
  const match = played(game, 40);
  const steps = stepsOf(game, match);
  const seats = seatCount(game, match.state);
  const board = boardOf(game.id);
  const files = new Map<Perspective, string>();
  const fileAs = (perspective: Perspective): string => {
    const html = files.get(perspective) ?? replayHtml(game, steps, perspective);
    files.set(perspective, html);
    return html;
  };

  it.each<[string, Perspective]>([
    ['seat 0', 0],
    ['a spectator', null],
    ['every seat', 'everything'],
  ])('as %s: every step embeds the boards and the narration of that perspective', (_name, perspective) => {
    const data = embedded(fileAs(perspective));
    const viewers = perspective === 'everything' ? Array.from({ length: seats }, (_, seat) => seat) : [perspective];
    expect(data.boardNames).toHaveLength(viewers.length);
    expect(data.steps).toHaveLength(match.log.length + 1);
    const boards = boardsOf(data);
    steps.forEach((step, index) => {
      const { state, config } = step.match;
      const expected = viewers.map((viewer, at) => board?.(game.view(state, viewer), config, { activePlayers: game.activePlayers(state), idPrefix: `b${at}` }));
      expect(boards[index]).toEqual(expected);
      expect(data.steps[index]?.lines).toEqual(narration(game, step, steps[index - 1], perspective));
    });
  });

  it('points nowhere outside the file', () => {
    const html = fileAs('everything');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    expect(html).not.toMatch(/\s(?:src|href|action|srcset|poster)=/i);
    expect(html).not.toMatch(/url\((?!#)/);
  });

  it("holds, as seat 0's file, no piece drawn only on another seat's board", () => {
    const pieces = (markup: string): Set<string> => new Set([...markup.matchAll(/data-piece=\\?"([^"\\]*)/g)].map((found) => found[1] ?? ''));
    const own = new Set(steps.flatMap((step) => [...pieces(board?.(game.view(step.match.state, 0), step.match.config) ?? '')]));
    const everyone = pieces(fileAs('everything'));
    const onlyOthers = [...everyone].filter((piece) => !own.has(piece));
    expect([...pieces(fileAs(0))].filter((piece) => onlyOthers.includes(piece))).toEqual([]);
  });
});

describe('the command', () => {
  const work = mkdtempSync(join(tmpdir(), 'killer-rules-html-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('writes the file for a save, the same as replayHtml, and says where', async () => {
    const game = gameList.find((one) => one.id === 'cereal-killer') as AnyGameModule;
    const match = played(game, 1_000);
    writeFileSync(join(work, 'game.json'), serializeMatch(match));
    let out = '';
    const io: CliIo = { cwd: work, interactive: false, errStream: process.stderr, out: (text) => void (out += text), err: (text) => void (out += text), readLine: () => Promise.resolve(null), close: () => undefined };
    expect(await runCli(['replay', 'game.json', '--html', 'replay.html', '--seat', '1'], io, new URL('file:///unused'))).toBe(0);
    expect(out).toBe(`Wrote replay.html: One Card: Cereal Killer, ${match.log.length} actions; open it in a browser (arrow keys or the slider step through it).\n`);
    expect(readFileSync(join(work, 'replay.html'), 'utf8')).toBe(replayHtml(game, stepsOf(game, match), 1));
  });
});
