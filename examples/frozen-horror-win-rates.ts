/**
 * How often does the Horror win? 1 000 games of This Game Is Killer: Frozen Horror between random
 * bots for each player count from 4 to 10, on the stand-in station and deck.
 *
 *   npx tsx examples/frozen-horror-win-rates.ts [games per player count]
 *
 * The Horror's player wins when every Human is dead — killed by its attack
 * (`horror-killed-all-humans`) or by cards (`humans-killed-by-cards`); the surviving Humans win
 * when a card kills the Horror (`horror-killed`), and if nobody survives that, nobody wins.
 * Everything is seeded, so every run prints the same numbers.
 */
import { playout } from 'killer-rules';
import { frozenHorror } from 'killer-rules/frozen-horror';

const games = Number(process.argv[2] ?? 1_000);
const HORROR_WINS: readonly string[] = ['horror-killed-all-humans', 'humans-killed-by-cards'];

const percent = (count: number): string => `${((100 * count) / games).toFixed(1)}%`;

console.log(`${games} games between random bots per player count (stand-in station and deck)\n`);
console.log('| players | Horror wins | Humans win | nobody survives | mean rounds | mean actions |');
console.log('|---:|---:|---:|---:|---:|---:|');
for (let players = 4; players <= 10; players++) {
  let horror = 0;
  let humans = 0;
  let nobody = 0;
  let rounds = 0;
  let actions = 0;
  for (let index = 0; index < games; index++) {
    const result = playout(frozenHorror, { seed: `win-rates/${players}/${index}`, config: { players } });
    if (!result.ok) throw new Error(result.error.message);
    const { outcome, match, steps } = result;
    if (outcome === null) throw new Error(`game ${index} with ${players} players did not end`);
    if (HORROR_WINS.includes(outcome.reason)) horror++;
    else if (outcome.winners.length > 0) humans++;
    else nobody++;
    rounds += match.state.round;
    actions += steps;
  }
  console.log(
    `| ${players} | ${percent(horror)} | ${percent(humans)} | ${percent(nobody)} | ${(rounds / games).toFixed(2)} | ${(actions / games).toFixed(1)} |`,
  );
}
