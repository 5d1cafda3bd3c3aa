/**
 * The `killer-rules` bin, built from this checkout and run as a child process the way a user runs
 * it: `simulate --json` against `simulate`, `play` driven through standard input to the end of a
 * game, `replay` of what `play` saved, and bad flags refused in one line with exit code 2.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyAction,
  createMatch,
  deserializeMatch,
  ismctsBot,
  journalOf,
  mergeSummaries,
  playout,
  randomBot,
  serializeMatch,
  simulate,
  type MatchOf,
  type SimulationSummary,
} from '../../src/core/index.js';
import { runCliHere } from '../support/cli.js';
import { games } from '../../src/games/index.js';
import { wilson } from '../../src/cli/report.js';
import { buildPackage, type TestBuild } from '../support/build.js';

const cereal = games['cereal-killer'];

interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

let build: TestBuild;
/** The working directory of the runs: files are saved and looked up here. */
let work: string;

/** Runs the built bin with `args`, writing `input` to its standard input. */
function cli(args: readonly string[], input = ''): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [build.cli, ...args], { cwd: work, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // The bin may stop reading before all input is written (a game that ends first).
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** The summary fields of a `--json` report, in `simulate`'s order. */
function summaryPart(report: Record<string, unknown>, like: SimulationSummary): Record<string, unknown> {
  return Object.fromEntries(Object.keys(like).map((key) => [key, report[key]]));
}

beforeAll(async () => {
  build = await buildPackage();
  work = await mkdtemp(join(tmpdir(), 'killer-rules-cli-'));
  await writeFile(join(work, 'not-a-save.json'), '{ "type": "module" }\n');
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('killer-rules simulate', () => {
  it('--json prints one JSON object whose summary is simulate’s, byte for byte, on any number of workers', async () => {
    const args = ['simulate', 'cereal-killer', '--games', '40', '--seed', 'cli', '--json'];
    const [two, one] = await Promise.all([cli([...args, '--workers', '2']), cli([...args, '--workers', '1'])]);
    expect(two.stderr).toBe('');
    expect(two.code).toBe(0);
    expect(two.stdout.endsWith('\n')).toBe(true);
    expect(two.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(one.stdout).toBe(two.stdout);
    const report = JSON.parse(two.stdout) as Record<string, unknown>;
    const expected = simulate(cereal, { games: 40, seed: 'cli' });
    if (!expected.ok) throw new Error(expected.error.message);
    expect(JSON.stringify(summaryPart(report, expected.summary))).toBe(JSON.stringify(expected.summary));
    expect(report).toMatchObject({ game: 'cereal-killer', seed: 'cli', bots: ['random', 'random'] });
    const rates = report.winRates as { seat: number; name: string; wins: number; rate: number; low: number; high: number }[];
    expect(rates.map((rate) => rate.name)).toEqual(['the Killer', 'the Detective']);
    rates.forEach((rate, seat) => {
      expect(rate.wins).toBe(expected.summary.winsPerSeat[seat]);
      expect(rate).toMatchObject(wilson(rate.wins, 40));
    });
    const lengths = expected.games.map((played) => played.length).sort((one, other) => one - other);
    expect(report.lengths).toMatchObject({ min: lengths[0], max: lengths[lengths.length - 1], median: lengths[19] });
  });

  it('plays the bots it is given: --bots ismcts:5,random is simulate with those bots', async () => {
    const ran = await cli(['simulate', 'cereal-killer', '--games', '3', '--seed', 'cli-bots', '--bots', 'ismcts:5,random', '--workers', '1', '--json']);
    expect(ran.code).toBe(0);
    const expected = simulate(cereal, { games: 3, seed: 'cli-bots', bots: [ismctsBot({ iterations: 5 }), randomBot] });
    if (!expected.ok) throw new Error(expected.error.message);
    expect(JSON.stringify(summaryPart(JSON.parse(ran.stdout) as Record<string, unknown>, expected.summary))).toBe(JSON.stringify(expected.summary));
  });

  it('--shard i/n: the shards’ summaries merge into the whole run’s', async () => {
    const args = ['simulate', 'cereal-killer', '--games', '25', '--seed', 'cli-shard', '--workers', '1', '--json'];
    const shards = await Promise.all([0, 1, 2].map((index) => cli([...args, '--shard', `${index}/3`])));
    const summaries = shards.map((ran) => {
      expect(ran.code).toBe(0);
      return JSON.parse(ran.stdout) as SimulationSummary;
    });
    expect(summaries.map((summary) => summary.shard)).toEqual([0, 1, 2].map((index) => ({ index, count: 3 })));
    expect(summaries.map((summary) => summary.games)).toEqual([9, 8, 8]);
    const whole = simulate(cereal, { games: 25, seed: 'cli-shard' });
    if (!whole.ok) throw new Error(whole.error.message);
    expect(JSON.stringify(mergeSummaries(summaries))).toBe(JSON.stringify(whole.summary));
  });

  it('prints a report: win rate per seat with 95% Wilson intervals, reasons, length distribution', async () => {
    const ran = await cli(['simulate', 'cereal-killer', '--games', '30', '--seed', 'cli-report', '--workers', '1']);
    expect(ran.code).toBe(0);
    expect(ran.stderr).toBe('');
    const expected = simulate(cereal, { games: 30, seed: 'cli-report' });
    if (!expected.ok) throw new Error(expected.error.message);
    const lines = ran.stdout.split('\n');
    expect(lines[0]).toBe('One Card: Cereal Killer (cereal-killer): 30 games, seed "cli-report", 1 worker');
    expect(lines).toContain('Win rate per seat (95% Wilson interval):');
    const killerWins = expected.summary.winsPerSeat[0] ?? 0;
    const { low, high } = wilson(killerWins, 30);
    const killerLine = lines.find((line) => line.startsWith('  seat 0 '));
    expect(killerLine).toContain('the Killer');
    expect(killerLine).toContain(`[${(low * 100).toFixed(1)}%, ${(high * 100).toFixed(1)}%]`);
    for (const [reason, count] of Object.entries(expected.summary.reasons)) {
      expect(lines.some((line) => line.trim().startsWith(reason) && line.includes(` ${count} `))).toBe(true);
    }
    expect(lines.some((line) => line.startsWith(`Length in actions: mean ${expected.summary.meanLength.toFixed(1)}, min `))).toBe(true);
  });
});

describe('killer-rules simulate: seat names', () => {
  it('names a seat only where the name holds in every game: Tatort Titanic deals characters anew, so seats go by number', async () => {
    const ran = await cliHere(['simulate', 'tatort-titanic', '--games', '3', '--seed', 'cli-names', '--workers', '1', '--json']);
    expect(ran.code).toBe(0);
    const report = JSON.parse(ran.stdout) as { winRates: { seat: number; name: string }[] };
    expect(report.winRates.map((rate) => rate.name)).toEqual(report.winRates.map((rate) => `seat ${rate.seat}`));
    const text = await cliHere(['simulate', 'tatort-titanic', '--games', '3', '--seed', 'cli-names', '--workers', '1']);
    expect(text.stdout).toMatch(/^Bots: seat 0 random, seat 1 random, seat 2 random/m);
  });

  it('keeps a name the config fixes: the Killer of Cereal Killer', async () => {
    const ran = await cliHere(['simulate', 'cereal-killer', '--games', '2', '--seed', 'cli-names', '--workers', '1', '--json', '--config', '{"killer":1}']);
    const report = JSON.parse(ran.stdout) as { winRates: { name: string }[] };
    expect(report.winRates.map((rate) => rate.name)).toEqual(['the Detective', 'the Killer']);
  });
});

describe('killer-rules merge', () => {
  it("adds up the shards' --json reports into the whole run's report, text and JSON", async () => {
    const args = ['simulate', 'cereal-killer', '--games', '20', '--seed', 'cli-merge', '--workers', '1'];
    const files = [];
    for (const index of [0, 1, 2]) {
      const ran = await cliHere([...args, '--json', '--shard', `${index}/3`]);
      expect(ran.code).toBe(0);
      const file = `merge-shard-${index}.json`;
      await writeFile(join(work, file), ran.stdout);
      files.push(file);
    }
    const whole = await cliHere(args);
    const merged = await cliHere(['merge', ...files]);
    expect(merged.code).toBe(0);
    const [, ...mergedLines] = merged.stdout.split('\n');
    const [, ...wholeLines] = whole.stdout.split('\n');
    expect(merged.stdout.split('\n')[0]).toBe('Merged 3 reports.');
    // Everything after the heading line is the whole run's report: rates, reasons, lengths, histogram.
    expect(mergedLines.slice(1).join('\n')).toBe(wholeLines.join('\n'));
    const json = JSON.parse((await cliHere(['merge', '--json', ...files])).stdout) as Record<string, unknown>;
    const wholeJson = JSON.parse((await cliHere([...args, '--json'])).stdout) as Record<string, unknown>;
    for (const key of ['games', 'finished', 'winsPerSeat', 'reasons', 'meanLength', 'maxLength', 'totalLength', 'winRates', 'lengths', 'lengthCounts']) {
      expect(json[key], key).toEqual(wholeJson[key]);
    }
  });

  it('refuses to count the same games twice, and a file that is no report', async () => {
    await writeFile(join(work, 'merge-twice.json'), (await cliHere(['simulate', 'cereal-killer', '--games', '2', '--seed', 'twice', '--workers', '1', '--json'])).stdout);
    const twice = await cliHere(['merge', 'merge-twice.json', 'merge-twice.json']);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/holds games already counted/);
    await writeFile(join(work, 'merge-junk.json'), '{"game":"cereal-killer"}');
    const junk = await cliHere(['merge', 'merge-junk.json']);
    expect(junk.code).toBe(2);
    expect(junk.stderr).toMatch(/is not a report of killer-rules simulate --json/);
  });
});

describe('killer-rules --version', () => {
  it("prints the package's version, from the built bin too", async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    const ran = await cli(['--version']);
    expect(ran).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });
});

describe('killer-rules play', () => {
  it('plays a whole Cereal Killer game from piped answers, showing only the Detective’s side', async () => {
    const save = join(work, 'played.json');
    const args = ['play', 'cereal-killer', '--seat', '1', '--bots', 'random', '--seed', 'cli-play', '--save', save];
    // An answer that is no action first, then always the first action listed.
    const input = `x\n${'1\n'.repeat(300)}`;
    const [ran, again] = await Promise.all([cli(args, input), cli([...args.slice(0, -2)], input)]);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    const out = ran.stdout;
    expect(out).toContain('you are seat 1 (the Detective); seed "cli-play"');
    expect(out).toContain('"x" is not one of the actions: type a number from 1 to');
    expect(out).toMatch(/\nGame over \([a-z-]+\): the (Killer|Detective) wins\.\nYou (win|lose)\.\n/);
    // Same seed, same answers: the same game (the second run did not save).
    expect(again.stdout.trimEnd()).toBe(out.split('\nSaved to')[0]?.trimEnd());
    // Only the Detective's view: the Killer's secret steps never show before the notepad does.
    const beforeEnd = out.split('Game over (')[0] ?? '';
    expect(beforeEnd).not.toMatch(/the Killer goes from/);
    expect(beforeEnd).toContain('killer: null');
    expect(beforeEnd).toContain('The Killer acts out of your sight.');

    // The save is the game played: every Detective action is the first legal one, as answered.
    const loaded = deserializeMatch(cereal, readFileSync(save, 'utf8'), { verify: true });
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(cereal.outcome(loaded.match.state)).not.toBeNull();
    const start = createMatch(cereal, { seed: 'cli-play' });
    if (!start.ok) throw new Error(start.error.message);
    let current = start.match;
    let detectiveMoves = 0;
    for (const action of loaded.match.log) {
      if (action.player === 1) {
        expect(action).toEqual(cereal.legalActions(current.state, 1)[0]);
        detectiveMoves++;
      }
      const applied = applyAction(cereal, current, action);
      if (!applied.ok) throw new Error(applied.error.message);
      current = applied.match;
    }
    expect(detectiveMoves).toBeGreaterThan(0);
    expect(out.match(/^Choose 1-\d+> /gm)).toHaveLength(detectiveMoves + 1);
  });

  it('stops with exit code 1 and one line when standard input ends first', async () => {
    const ran = await cli(['play', 'cereal-killer', '--seat', '0', '--bots', 'random', '--seed', 'cli-eof'], '1\n1\n');
    expect(ran.code).toBe(1);
    expect(ran.stderr).toBe('killer-rules: standard input ended before the game did\n');
  });
});

/** A finished game of Cereal Killer to replay. */
function finishedMatch(): MatchOf<typeof cereal> {
  const finished = playout(cereal, { seed: 'cli-replay' });
  if (!finished.ok) throw new Error(finished.error.message);
  return finished.match;
}

describe('killer-rules replay', () => {
  const match = finishedMatch();

  it('narrates a saved match action by action as a spectator, and a journal of it alike', async () => {
    const save = join(work, 'replay.json');
    const journal = join(work, 'replay.jsonl');
    await writeFile(save, serializeMatch(match));
    await writeFile(journal, journalOf(match));
    // The built bin once; the other ways of narrating in this process (the same code, quicker).
    const [fromSave, fromJournal, revealed, asKiller] = await Promise.all([
      cli(['replay', save]),
      cliHere(['replay', journal]),
      cliHere(['replay', save, '--reveal']),
      cliHere(['replay', save, '--seat', '0']),
    ]);
    expect(fromSave.code).toBe(0);
    expect(fromSave.stderr).toBe('');
    expect(fromJournal.stdout).toBe(fromSave.stdout);
    const lines = fromSave.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`One Card: Cereal Killer: seed "cli-replay", ${match.log.length} actions, as a spectator sees it.`);
    const numbers = lines.flatMap((line) => /^ *(\d+)\. /.exec(line)?.[1] ?? []).map(Number);
    expect(numbers).toEqual(match.log.map((_, index) => index + 1));
    expect(lines[lines.length - 1]).toMatch(/^Game over \([a-z-]+\): the (Killer|Detective) wins\.$/);
    expect(fromSave.stdout.split('Game over (')[0]).not.toMatch(/the Killer goes from/);
    expect(revealed.stdout).toMatch(/the Killer goes from/);
    expect(revealed.stdout).toContain('The Killer circles house');
    expect(asKiller.stdout).toContain('as seat 0 (the Killer) sees it');
    expect(asKiller.stdout).toMatch(/the Killer goes from/);
  });
});

/** Runs the command line in this process, in the test's folder, its output captured. */
const cliHere = (args: readonly string[]): Promise<Ran> => runCliHere(args, work);

describe('bad flags and arguments', () => {
  const cases: [string, string[], RegExp][] = [
    ['no command', [], /^missing command/],
    ['an unknown command', ['fly'], /^unknown command 'fly'/],
    ['no game', ['simulate'], /^missing required argument 'game'/],
    ['an unknown game', ['simulate', 'chess'], /^unknown game "chess"; the games are /],
    ['an unknown option', ['simulate', 'cereal-killer', '--gmes', '3'], /^unknown option '--gmes' \(Did you mean --games\?\)$/],
    ['too many arguments', ['replay', 'a.json', 'b.json'], /^too many arguments for 'replay'/],
    ['a count that is no number', ['simulate', 'cereal-killer', '--games', 'many'], /^--games takes a whole number, 0 or more \(got "many"\)$/],
    ['a negative count', ['simulate', 'cereal-killer', '--games', '-3'], /^--games takes a whole number/],
    ['no workers', ['simulate', 'cereal-killer', '--workers', '0'], /^--workers takes a whole number, 1 or more/],
    ['an unknown bot', ['simulate', 'cereal-killer', '--bots', 'clever'], /^--bots: unknown bot "clever"/],
    ['ismcts without iterations', ['simulate', 'cereal-killer', '--bots', 'ismcts:0'], /^--bots: bot "ismcts:0": ismcts:<iterations> takes a whole number/],
    ['a bot module that is not there', ['simulate', 'cereal-killer', '--bots', './nowhere.mjs#bot'], /^--bots: bot ".*nowhere\.mjs#bot": cannot import /],
    ['three bots for two seats', ['simulate', 'cereal-killer', '--bots', 'random,random,random'], /^--bots takes one bot for every seat or one per seat \(2\), not 3$/],
    ['a config that is not JSON', ['simulate', 'cereal-killer', '--config', '{players'], /^--config is not JSON: /],
    ['a config that is no object', ['simulate', 'cereal-killer', '--config', '[2]'], /^--config takes a JSON object/],
    ['a config the game refuses', ['simulate', 'cereal-killer', '--config', '{"players":3}'], /^--config: .*players/],
    ['a shard beyond the count', ['simulate', 'cereal-killer', '--seed', 's', '--shard', '3/3'], /^--shard takes i\/n/],
    ['a shard that is no shard', ['simulate', 'cereal-killer', '--seed', 's', '--shard', 'half'], /^--shard takes i\/n/],
    ['a shard without a seed', ['simulate', 'cereal-killer', '--shard', '0/2'], /^--shard needs --seed/],
    ['a seat the game does not have', ['play', 'cereal-killer', '--seat', '2'], /^--seat must be a seat of this game, 0 to 1 \(got 2\)$/],
    ['a replay seat the match does not have', ['replay', 'replay.json', '--seat', '7'], /^--seat must be a seat of this match, 0 to 1 \(got 7\)$/],
    ['one seat and every secret at once', ['replay', 'replay.json', '--seat', '0', '--reveal'], /^--seat and --reveal do not go together/],
    ['a file that is not there', ['replay', 'nowhere.json'], /^cannot read nowhere\.json: /],
    ['a file that is no save', ['replay', 'not-a-save.json'], /^not a saved match or a journal/],
  ];
  /** These also run as the built bin, in a child process: the exit code and standard error as a shell sees them. */
  const asChild = new Set(['no command', 'an unknown option', 'an unknown bot']);

  function expectUsageError(ran: Ran, message: RegExp): void {
    expect(ran.code).toBe(2);
    expect(ran.stdout).toBe('');
    const lines = ran.stderr.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
    expect(lines[0]?.startsWith('killer-rules: ')).toBe(true);
    expect(lines[0]?.slice('killer-rules: '.length)).toMatch(message);
    expect(ran.stderr).not.toMatch(/\n\s+at /);
  }

  it.each(cases)('%s: exit code 2 and one line', async (_name, args, message) => {
    await writeFile(join(work, 'replay.json'), serializeMatch(finishedMatch()));
    expectUsageError(await cliHere(args), message);
  });

  it('the built bin answers the same, in one line, with exit code 2 and no stack trace', async () => {
    const chosen = cases.filter(([name]) => asChild.has(name));
    expect(chosen).toHaveLength(asChild.size);
    const ran = await Promise.all(chosen.map(([, args]) => cli(args)));
    ran.forEach((one, index) => expectUsageError(one, chosen[index]?.[2] ?? /never/));
  });
});
