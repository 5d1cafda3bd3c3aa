/** The simulation report of the command line: win rates with confidence intervals, lengths. */
import type { SimulationSummary } from '../core/simulate.js';
import { seatLabel } from './args.js';

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/** A proportion with its 95% Wilson score interval. */
export interface Rate {
  /** Successes over trials (`null` for no trials). */
  readonly rate: number | null;
  /** The interval's lower end (`0` for no trials). */
  readonly low: number;
  /** The interval's upper end (`1` for no trials). */
  readonly high: number;
}

/**
 * The 95% Wilson score interval of `successes` in `trials` (Wilson, 1927): unlike the normal
 * approximation it stays inside [0, 1] and is sound near 0% and 100%, where bots often are.
 */
export function wilson(successes: number, trials: number): Rate {
  if (trials === 0) return { rate: null, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** A seat's wins over all games played (unfinished ones count as not won). */
export interface SeatRate extends Rate {
  /** The seat. */
  readonly seat: number;
  /** Its name in the game's words. */
  readonly name: string;
  /** Games it won. */
  readonly wins: number;
}

/** The distribution of game lengths, in actions (nearest-rank percentiles). */
export interface Lengths {
  /** Shortest. */
  readonly min: number;
  /** 10th percentile. */
  readonly p10: number;
  /** 25th percentile. */
  readonly p25: number;
  /** Median. */
  readonly median: number;
  /** 75th percentile. */
  readonly p75: number;
  /** 90th percentile. */
  readonly p90: number;
  /** Longest. */
  readonly max: number;
}

/** Win rates of every seat of `summary`, named by `seatName`. */
export function seatRates(summary: SimulationSummary, seatName: (seat: number) => string): SeatRate[] {
  return summary.winsPerSeat.map((wins, seat) => ({ seat, name: seatName(seat), wins, ...wilson(wins, summary.games) }));
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? 0;
}

/** The distribution of the games' lengths in actions (all zeros for no games). */
export function lengthsOf(gameLengths: readonly number[]): Lengths {
  const sorted = [...gameLengths].sort((one, other) => one - other);
  return {
    min: sorted[0] ?? 0,
    p10: percentile(sorted, 0.1),
    p25: percentile(sorted, 0.25),
    median: percentile(sorted, 0.5),
    p75: percentile(sorted, 0.75),
    p90: percentile(sorted, 0.9),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

function percent(value: number | null): string {
  return value === null ? '—' : `${(value * 100).toFixed(1)}%`;
}

/** A text histogram of the lengths: `bins` equal ranges from the shortest to the longest game. */
function histogram(gameLengths: readonly number[], lengths: Lengths, bins = 8): string[] {
  if (gameLengths.length === 0) return [];
  const width = Math.max(1, Math.ceil((lengths.max - lengths.min + 1) / bins));
  const counts = new Array<number>(bins).fill(0);
  for (const length of gameLengths) {
    const bin = Math.min(bins - 1, Math.floor((length - lengths.min) / width));
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  const most = Math.max(...counts);
  const label = String(lengths.min + width * bins).length;
  return counts.flatMap((count, bin) => {
    const from = lengths.min + width * bin;
    if (from > lengths.max) return [];
    const to = Math.min(lengths.max, from + width - 1);
    const bar = '█'.repeat(Math.round((count / most) * 30));
    return [`  ${String(from).padStart(label)}–${String(to).padEnd(label)}  ${String(count).padStart(String(gameLengths.length).length)}  ${bar}`];
  });
}

/** What the text report says at its head. */
export interface ReportHeading {
  /** The game's title and id. */
  readonly game: string;
  /** The run's seed. */
  readonly seed: string;
  /** The bots by seat, in words. */
  readonly bots: readonly string[];
  /** Threads used (absent for a merged report). */
  readonly workers?: number;
  /** The shard, if one was played. */
  readonly shard?: { readonly index: number; readonly count: number };
}

/**
 * How many games had each length, as `[length, games]` pairs by length: what `simulate --json`
 * writes so that the lengths of shards merge exactly (`killer-rules merge`).
 */
export function lengthCounts(gameLengths: readonly number[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const length of gameLengths) counts.set(length, (counts.get(length) ?? 0) + 1);
  return [...counts].sort(([one], [other]) => one - other);
}

/** The report `killer-rules simulate` prints, as lines, from the summary and every game's length. */
export function reportLines(heading: ReportHeading, summary: SimulationSummary, gameLengths: readonly number[], rates: readonly SeatRate[]): string[] {
  const lengths = lengthsOf(gameLengths);
  const lines = [
    `${heading.game}: ${summary.games} games, seed "${heading.seed}"${heading.shard === undefined ? '' : `, shard ${heading.shard.index}/${heading.shard.count}`}${heading.workers === undefined ? '' : `, ${heading.workers} worker${heading.workers === 1 ? '' : 's'}`}`,
    `Bots: ${heading.bots.map((bot, seat) => `${seatLabel(seat, rates[seat]?.name ?? `seat ${seat}`)} ${bot}`).join(', ')}`,
    `Finished: ${summary.finished} of ${summary.games} (${percent(summary.games === 0 ? null : summary.finished / summary.games)}); nobody won ${summary.nobodyWon}`,
    '',
    'Win rate per seat (95% Wilson interval):',
  ];
  // A seat called by its number has no name to add to "seat N".
  const shownName = (rate: SeatRate): string => (rate.name === `seat ${rate.seat}` ? '' : rate.name);
  const nameWidth = Math.max(...rates.map((rate) => shownName(rate).length));
  for (const rate of rates) {
    lines.push(
      `  seat ${String(rate.seat).padEnd(2)} ${nameWidth === 0 ? '' : `${shownName(rate).padEnd(nameWidth)}  `}${String(rate.wins).padStart(String(summary.games).length)}  ${percent(rate.rate).padStart(6)}  [${percent(rate.low)}, ${percent(rate.high)}]`,
    );
  }
  lines.push('', 'Reasons:');
  const reasons = Object.entries(summary.reasons);
  if (reasons.length === 0) lines.push('  (no game finished)');
  const reasonWidth = Math.max(0, ...reasons.map(([reason]) => reason.length));
  for (const [reason, count] of reasons) {
    lines.push(`  ${reason.padEnd(reasonWidth)}  ${String(count).padStart(String(summary.games).length)}  ${percent(count / summary.games).padStart(6)}`);
  }
  lines.push(
    '',
    `Length in actions: mean ${summary.meanLength.toFixed(1)}, min ${lengths.min}, p10 ${lengths.p10}, p25 ${lengths.p25}, median ${lengths.median}, p75 ${lengths.p75}, p90 ${lengths.p90}, max ${lengths.max}`,
    ...histogram(gameLengths, lengths),
  );
  return lines;
}
