/**
 * 1 000 games of Sebastian Fitzek Killercruise per level of difficulty between random bots (every
 * seat picks a legal action uniformly at random), with two, three and four seats: how often the
 * crew wins, and how the games end. The numbers are quoted in docs/games/killercruise.md.
 *
 *   npx tsx examples/killercruise-win-rates.ts
 */
import { simulate } from 'killer-rules';
import { DIFFICULTIES, killercruise } from 'killer-rules/killercruise';

const GAMES = 1_000;

function percent(count: number, of: number): string {
  return `${((100 * count) / of).toFixed(1)}%`;
}

for (const players of [2, 3, 4]) {
  console.log(`\n${players} players, ${GAMES} random games per difficulty:`);
  for (const difficulty of DIFFICULTIES) {
    const result = simulate(killercruise, { games: GAMES, seed: `win-rates/${players}/${difficulty}`, config: { players, difficulty } });
    if (!result.ok) throw new Error(result.error.message);
    const { summary } = result;
    // Cooperative: on a win every seat wins, so seat 0's wins are the crew's.
    const wins = summary.winsPerSeat[0] ?? 0;
    const reasons = Object.entries(summary.reasons)
      .sort(([, a], [, b]) => b - a)
      .map(([reason, count]) => `${reason} ${percent(count, summary.games)}`)
      .join(', ');
    console.log(
      `  ${difficulty.padEnd(9)} won ${percent(wins, summary.games).padStart(5)}  ` +
        `(mean ${summary.meanLength.toFixed(1)} actions, longest ${summary.maxLength})  ${reasons}`,
    );
  }
}
