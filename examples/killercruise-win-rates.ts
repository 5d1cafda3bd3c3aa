/**
 * 1 000 games of Sebastian Fitzek Killercruise per level of difficulty between random bots (every
 * seat picks a legal action uniformly at random), with two, three and four seats: how often the
 * crew wins, and how the games end. The numbers are quoted in docs/games/killercruise.md.
 *
 *   npx tsx examples/killercruise-win-rates.ts
 *
 * With `--table-rules`, what each table rule does to the balance instead: 1 000 games per level
 * with two seats, every seat the heuristic bot, under the book's readings and under each option
 * flipped alone and all flipped together (docs "Table rules"). Every row plays the same seeds, so
 * the rows differ by the rules alone.
 *
 *   npx tsx examples/killercruise-win-rates.ts --table-rules
 */
import { simulate } from 'killer-rules';
import { DEFAULT_RULES, DIFFICULTIES, heuristicBot, killercruise, type KillercruiseRules } from 'killer-rules/killercruise';

const GAMES = 1_000;

function percent(count: number, of: number): string {
  return `${((100 * count) / of).toFixed(1)}%`;
}

/** How the games of a summary ended, most frequent first. */
function endings(reasons: Readonly<Record<string, number>>, games: number): string {
  return Object.entries(reasons)
    .sort(([, a], [, b]) => b - a)
    .map(([reason, count]) => `${reason} ${percent(count, games)}`)
    .join(', ');
}

function randomCrews(): void {
  for (const players of [2, 3, 4]) {
    console.log(`\n${players} players, ${GAMES} random games per difficulty:`);
    for (const difficulty of DIFFICULTIES) {
      const result = simulate(killercruise, { games: GAMES, seed: `win-rates/${players}/${difficulty}`, config: { players, difficulty } });
      if (!result.ok) throw new Error(result.error.message);
      const { summary } = result;
      // Cooperative: on a win every seat wins, so seat 0's wins are the crew's.
      const wins = summary.winsPerSeat[0] ?? 0;
      console.log(
        `  ${difficulty.padEnd(9)} won ${percent(wins, summary.games).padStart(5)}  ` +
          `(mean ${summary.meanLength.toFixed(1)} actions, longest ${summary.maxLength})  ${endings(summary.reasons, summary.games)}`,
      );
    }
  }
}

function tableRules(): void {
  const names = Object.keys(DEFAULT_RULES) as (keyof KillercruiseRules)[];
  const flipped = (chosen: readonly (keyof KillercruiseRules)[]): Partial<KillercruiseRules> =>
    Object.fromEntries(chosen.map((name) => [name, !DEFAULT_RULES[name]]));
  const rows: [string, Partial<KillercruiseRules>][] = [
    ['the book (every default)', {}],
    ...names.map((name): [string, Partial<KillercruiseRules>] => [`${name}: ${String(!DEFAULT_RULES[name])}`, flipped([name])]),
    ['all four flipped', flipped(names)],
  ];
  console.log(`\n2 players, ${GAMES} games per difficulty, a crew of heuristic bots:`);
  console.log('| Table rules | easy | medium | difficult |');
  console.log('|---|---|---|---|');
  for (const [label, rules] of rows) {
    const cells: string[] = [];
    for (const difficulty of DIFFICULTIES) {
      const result = simulate(killercruise, {
        games: GAMES,
        seed: `table-rules/2/${difficulty}`,
        config: { players: 2, difficulty, rules },
        bots: [heuristicBot, heuristicBot],
      });
      if (!result.ok) throw new Error(result.error.message);
      const { summary } = result;
      cells.push(percent(summary.winsPerSeat[0] ?? 0, summary.games));
      console.error(`  ${label}, ${difficulty}: mean ${summary.meanLength.toFixed(1)} actions; ${endings(summary.reasons, summary.games)}`);
    }
    console.log(`| ${label} | ${cells.join(' | ')} |`);
  }
}

if (process.argv.includes('--table-rules')) tableRules();
else randomCrews();
