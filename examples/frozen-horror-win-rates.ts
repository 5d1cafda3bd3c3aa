/**
 * How often does the Horror win, and how much does the heuristic bot change that? Games of This
 * Game Is Killer: Frozen Horror on the stand-in station and deck, for each player count from 4 to
 * 10:
 *
 * 1. between random bots (every seat picks a legal action uniformly at random), 1 000 games per
 *    player count;
 * 2. with the heuristic bot (`heuristicBot`) on one side only — each seat plays it while it holds
 *    a HUMAN card, or while it holds the HORROR card, and plays at random otherwise (the Horror
 *    changes hands every round, so the side is decided at every decision) — and on every seat,
 *    400 games per setting and player count, on the same seeds in every setting.
 *
 *   npx tsx examples/frozen-horror-win-rates.ts [random games per count] [games per bot setting]
 *
 * The Horror's player wins when every Human is dead — killed by its attack
 * (`horror-killed-all-humans`) or by cards (`humans-killed-by-cards`); the surviving Humans win
 * when a card kills the Horror (`horror-killed`), and if nobody survives that, nobody wins.
 * Everything is seeded, so every run prints the same numbers. The figures are quoted in
 * docs/games/frozen-horror.md.
 */
import { playout, randomBot, type Bot } from 'killer-rules';
import { frozenHorror, heuristicBot, type FrozenHorrorAction, type FrozenHorrorView } from 'killer-rules/frozen-horror';

type FrozenHorrorBot = Bot<FrozenHorrorView, FrozenHorrorAction>;

const randomGames = Number(process.argv[2] ?? 1_000);
const botGames = Number(process.argv[3] ?? 400);
const HORROR_WINS: readonly string[] = ['horror-killed-all-humans', 'humans-killed-by-cards'];

/** Plays `horror` while the seat holds the HORROR card and `human` while it holds a HUMAN card. */
function bySide(horror: FrozenHorrorBot, human: FrozenHorrorBot): FrozenHorrorBot {
  return (input) => {
    // One legal action: nothing to decide, and no view to work out.
    if (input.legal.length === 1) return randomBot(input);
    return input.view.seats[input.player]?.identity === 'horror' ? horror(input) : human(input);
  };
}

interface Tally {
  horror: number;
  humans: number;
  nobody: number;
  rounds: number;
  actions: number;
}

function play(players: number, games: number, seed: string, bot: FrozenHorrorBot): Tally {
  const tally: Tally = { horror: 0, humans: 0, nobody: 0, rounds: 0, actions: 0 };
  const bots = Array<FrozenHorrorBot>(players).fill(bot);
  for (let index = 0; index < games; index++) {
    const result = playout(frozenHorror, { seed: `${seed}/${players}/${index}`, config: { players }, bots });
    if (!result.ok) throw new Error(result.error.message);
    const { outcome, match, steps } = result;
    if (outcome === null) throw new Error(`game ${index} with ${players} players did not end`);
    if (HORROR_WINS.includes(outcome.reason)) tally.horror++;
    else if (outcome.winners.length > 0) tally.humans++;
    else tally.nobody++;
    tally.rounds += match.state.round;
    tally.actions += steps;
  }
  return tally;
}

const percent = (count: number, games: number): string => `${((100 * count) / games).toFixed(1)}%`;

console.log(`${randomGames} games between random bots per player count (stand-in station and deck)\n`);
console.log('| players | Horror wins | Humans win | nobody survives | mean rounds | mean actions |');
console.log('|---:|---:|---:|---:|---:|---:|');
for (let players = 4; players <= 10; players++) {
  const tally = play(players, randomGames, 'win-rates', randomBot);
  console.log(
    `| ${players} | ${percent(tally.horror, randomGames)} | ${percent(tally.humans, randomGames)} | ${percent(tally.nobody, randomGames)} | ${(tally.rounds / randomGames).toFixed(2)} | ${(tally.actions / randomGames).toFixed(1)} |`,
  );
}

const settings: readonly (readonly [string, FrozenHorrorBot])[] = [
  ['random Humans, random Horror', randomBot],
  ['heuristic Humans, random Horror', bySide(randomBot, heuristicBot)],
  ['random Humans, heuristic Horror', bySide(heuristicBot, randomBot)],
  ['heuristic Humans, heuristic Horror', heuristicBot],
];

console.log(`\nThe Horror's win rate with the heuristic bot on one side or both, ${botGames} games per setting and player count (the same seeds in every setting)\n`);
console.log(`| players | ${settings.map(([name]) => name).join(' | ')} |`);
console.log(`|---:|${settings.map(() => '---:').join('|')}|`);
for (let players = 4; players <= 10; players++) {
  const rates = settings.map(([, bot]) => percent(play(players, botGames, 'bot-win-rates', bot).horror, botGames));
  console.log(`| ${players} | ${rates.join(' | ')} |`);
}
