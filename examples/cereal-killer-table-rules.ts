/**
 * What each table rule of One Card: Cereal Killer does to the balance: the Killer's win rate with
 * the heuristic bot in both seats (`heuristicBot`, the Killer in seat 0), and with random bots in
 * both, under the engine's rulings and under each option flipped alone and all five together, on
 * the stand-in city. The numbers are the "Table rules" balance table of docs/games/cereal-killer.md.
 *
 *   npx tsx examples/cereal-killer-table-rules.ts [games per row] [--write]
 *
 * Every row plays the same seeds (`table-rules/<i>`), so a rule that never comes into play in the
 * stand-in city gives the same games as the rulings. The win rate comes with its 95% Wilson
 * interval, as in the bot-strength table. `--write` replaces the table between the
 * `table-rules:start` and `table-rules:end` markers of the page.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { simulate } from 'killer-rules';
import { DEFAULT_RULES, cerealKiller, heuristicBot, type CerealKillerConfigInput, type CerealKillerRules } from 'killer-rules/cereal-killer';

const games = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 200);
const options = Object.keys(DEFAULT_RULES) as (keyof CerealKillerRules)[];

const rows: [string, CerealKillerConfigInput][] = [
  ['the rulings (no `rules`)', {}],
  ...options.map((name): [string, CerealKillerConfigInput] => [`\`${name}\``, { rules: { [name]: true } }]),
  ['all five', { rules: Object.fromEntries(options.map((name) => [name, true])) }],
];

/** The Wilson score interval of `wins` in `total` at 95%. */
function wilson(wins: number, total: number): [number, number] {
  const z = 1.96;
  const p = wins / total;
  const centre = (p + (z * z) / (2 * total)) / (1 + (z * z) / total);
  const half = (z * Math.sqrt((p * (1 - p)) / total + (z * z) / (4 * total * total))) / (1 + (z * z) / total);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const percent = (value: number): string => `${(100 * value).toFixed(1)}%`;

/** The Killer's wins (seat 0), the mean length and the ends, over `games` games with `bots`. */
function measure(config: CerealKillerConfigInput, bots: 'heuristic' | 'random'): { wins: number; length: number; reasons: Readonly<Record<string, number>> } {
  const seating = bots === 'heuristic' ? [heuristicBot, heuristicBot] : [];
  const result = simulate(cerealKiller, { games, seed: 'table-rules', config: { ...config, killer: 0 }, bots: seating });
  if (!result.ok) throw new Error(result.error.message);
  const { summary } = result;
  return { wins: summary.winsPerSeat[0] ?? 0, length: summary.meanLength, reasons: summary.reasons };
}

const SHORT: Readonly<Record<string, string>> = {
  'detective-arrested-killer': 'arrested',
  'killer-missed-objective': 'missed objective',
  'detective-out-of-arrests': 'out of arrests',
  'killer-survived-seven-days': 'survived day 7',
};

const lines = [
  '| table rule (flipped) | Killer wins, heuristic vs heuristic | 95% interval | mean length | how the heuristic games ended | Killer wins, random vs random |',
  '|---|---:|---|---:|---|---:|',
];
for (const [label, config] of rows) {
  const started = Date.now();
  const heuristic = measure(config, 'heuristic');
  const random = measure(config, 'random');
  const [low, high] = wilson(heuristic.wins, games);
  const ends = Object.entries(heuristic.reasons)
    .map(([reason, count]) => `${SHORT[reason] ?? reason} ${count}`)
    .join(', ');
  lines.push(
    `| ${label} | ${heuristic.wins}/${games} (${percent(heuristic.wins / games)}) | ${percent(low)}–${percent(high)} | ${heuristic.length.toFixed(1)} | ${ends} | ${percent(random.wins / games)} |`,
  );
  console.error(`${label}: ${percent(heuristic.wins / games)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
const table = lines.join('\n');
console.log(table);

if (process.argv.includes('--write')) {
  const page = resolve('docs/games/cereal-killer.md');
  const text = readFileSync(page, 'utf8');
  const start = text.indexOf('<!-- table-rules:start -->');
  const end = text.indexOf('<!-- table-rules:end -->');
  if (start < 0 || end < start) throw new Error('docs/games/cereal-killer.md has no table-rules markers');
  const body = `<!-- table-rules:start -->\nMeasured with \`npx tsx examples/cereal-killer-table-rules.ts ${games} --write\` (${games} games per row and bots, the Killer in seat 0, the stand-in city, the same seeds in every row):\n\n${table}\n`;
  writeFileSync(page, text.slice(0, start) + body + text.slice(end));
}
