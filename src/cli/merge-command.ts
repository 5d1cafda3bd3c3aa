/**
 * `killer-rules merge <files…>`: adds up the `simulate --json` reports of the shards of one study
 * (or of runs of the same game, configuration and bots under other seeds) into one report, exactly
 * as `mergeSummaries` adds summaries: the counts are summed and the rates worked out again.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mergeSummaries, type SimulationSummary } from '../core/simulate.js';
import { canonicalJson } from '../core/json.js';
import { findGame } from './args.js';
import { UsageError, type CliIo } from './io.js';
import { lengthCounts, lengthsOf, reportLines, seatRates } from './report.js';

/** The flags of `merge`. */
export interface MergeFlags {
  /** `--json`: print the merged report as one JSON object. */
  readonly json?: boolean;
}

/** What `merge` reads of one `simulate --json` report. */
interface ShardReport {
  readonly file: string;
  readonly game: string;
  readonly seed: string;
  readonly config: unknown;
  readonly bots: readonly string[];
  readonly summary: SimulationSummary;
  readonly shard: { readonly index: number; readonly count: number } | null;
  readonly names: readonly string[];
  readonly lengthCounts: readonly (readonly [number, number])[];
}

function isCounts(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((count) => Number.isSafeInteger(count) && (count as number) >= 0);
}

/** Reads one report, or says in one line why it is not one. */
function readReport(cwd: string, file: string): ShardReport {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(resolve(cwd, file), 'utf8'));
  } catch (thrown) {
    throw new UsageError(`cannot read ${file}: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
  }
  const report = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const { game, seed, bots, winsPerSeat, reasons, winRates, shard } = report;
  const counts = report.lengthCounts;
  const numbers = ['games', 'finished', 'nobodyWon', 'totalLength', 'maxLength'].map((key) => report[key]);
  if (
    typeof game !== 'string' ||
    typeof seed !== 'string' ||
    !Array.isArray(bots) ||
    !isCounts(winsPerSeat) ||
    reasons === null ||
    typeof reasons !== 'object' ||
    !Object.values(reasons).every((count) => Number.isSafeInteger(count)) ||
    !numbers.every((value) => Number.isSafeInteger(value) && (value as number) >= 0) ||
    !Array.isArray(counts) ||
    !counts.every((pair) => Array.isArray(pair) && pair.length === 2 && isCounts(pair))
  ) {
    throw new UsageError(`${file} is not a report of killer-rules simulate --json`);
  }
  const [games, finished, nobodyWon, totalLength, maxLength] = numbers as number[];
  const summary: SimulationSummary = {
    games: games ?? 0,
    finished: finished ?? 0,
    winsPerSeat,
    nobodyWon: nobodyWon ?? 0,
    reasons: reasons as Record<string, number>,
    meanLength: (games ?? 0) === 0 ? 0 : (totalLength ?? 0) / (games ?? 1),
    maxLength: maxLength ?? 0,
    totalLength: totalLength ?? 0,
  };
  const names = Array.isArray(winRates) ? winRates.map((rate: unknown, seat) => (rate !== null && typeof rate === 'object' && typeof (rate as { name?: unknown }).name === 'string' ? (rate as { name: string }).name : `seat ${seat}`)) : [];
  const parsedShard =
    shard !== null && typeof shard === 'object' && Number.isSafeInteger((shard as { index?: unknown }).index) && Number.isSafeInteger((shard as { count?: unknown }).count)
      ? (shard as { index: number; count: number })
      : null;
  return { file, game, seed, config: report.config ?? null, bots: bots.map(String), summary, shard: parsedShard, names, lengthCounts: counts as [number, number][] };
}

/** Runs `merge`; returns the exit code. */
export function mergeCommand(files: readonly string[], flags: MergeFlags, io: CliIo): number {
  if (files.length === 0) throw new UsageError('merge takes the simulate --json reports to add up, e.g. killer-rules merge shard-*.json');
  const reports = files.map((file) => readReport(io.cwd, file));
  const first = reports[0];
  if (first === undefined) throw new UsageError('merge: no reports');
  const game = findGame(first.game);
  for (const report of reports.slice(1)) {
    if (report.game !== first.game) throw new UsageError(`${report.file} is a study of ${report.game}, ${first.file} of ${first.game}`);
    if (canonicalJson(report.config) !== canonicalJson(first.config)) throw new UsageError(`${report.file} has another --config than ${first.file}`);
    if (canonicalJson(report.bots) !== canonicalJson(first.bots)) throw new UsageError(`${report.file} has other --bots than ${first.file}`);
  }
  // The same seed twice is the same games twice, unless they are different shards of one run.
  const played = new Set<string>();
  for (const report of reports) {
    const part = report.shard === null ? 'all' : `${report.shard.index}/${report.shard.count}`;
    const key = `${report.seed}\u0000${part}`;
    if (played.has(key) || (report.shard === null ? [...played].some((one) => one.startsWith(`${report.seed}\u0000`)) : played.has(`${report.seed}\u0000all`))) {
      throw new UsageError(`${report.file} holds games already counted (seed "${report.seed}", ${part === 'all' ? 'the whole run' : `shard ${part}`})`);
    }
    played.add(key);
  }
  const summary = mergeSummaries(reports.map((report) => report.summary));
  const gameLengths = reports.flatMap((report) => report.lengthCounts.flatMap(([length, count]) => new Array<number>(count).fill(length)));
  const names = first.names;
  const rates = seatRates(summary, (seat) => (reports.every((report) => report.names[seat] === names[seat]) ? (names[seat] ?? `seat ${seat}`) : `seat ${seat}`));
  const seeds = [...new Set(reports.map((report) => report.seed))];
  if (flags.json === true) {
    const merged = {
      game: game.id,
      seeds,
      config: first.config,
      bots: first.bots,
      ...summary,
      winRates: rates,
      lengths: lengthsOf(gameLengths),
      lengthCounts: lengthCounts(gameLengths),
    };
    io.out(`${JSON.stringify(merged)}\n`);
    return 0;
  }
  const heading = { game: `${game.title} (${game.id})`, seed: seeds.join('", "'), bots: first.bots };
  io.out(`${[`Merged ${reports.length} report${reports.length === 1 ? '' : 's'}.`, ...reportLines(heading, summary, gameLengths, rates)].join('\n')}\n`);
  return 0;
}
