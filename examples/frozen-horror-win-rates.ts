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
 * With `--table-rules`, what each table rule does to the balance instead (docs "Table rules"): the
 * Horror's win rate at every player count, every seat played by the heuristic bot and then every
 * seat at random, 400 games each on the seeds of the second table (so the book's row repeats its
 * "heuristic Humans, heuristic Horror" and "random Humans, random Horror" columns), under the
 * book's readings, each option flipped alone, and all flipped together.
 *
 *   npx tsx examples/frozen-horror-win-rates.ts --table-rules [games per row and count]
 *
 * The Horror's player wins when every Human is dead — killed by its attack
 * (`horror-killed-all-humans`) or by cards (`humans-killed-by-cards`); the surviving Humans win
 * when a card kills the Horror (`horror-killed`), and if nobody survives that, nobody wins.
 * Everything is seeded, so every run prints the same numbers. The figures are quoted in
 * docs/games/frozen-horror.md.
 */
import { playout, randomBot, type Bot } from 'killer-rules';
import {
  DEFAULT_RULES,
  frozenHorror,
  heuristicBot,
  type FrozenHorrorAction,
  type FrozenHorrorConfig,
  type FrozenHorrorRules,
  type FrozenHorrorView,
} from 'killer-rules/frozen-horror';

type FrozenHorrorBot = Bot<FrozenHorrorView, FrozenHorrorAction, FrozenHorrorConfig>;

const tableRules = process.argv.includes('--table-rules');
const numbers = process.argv.slice(2).filter((arg) => arg !== '--table-rules');
const randomGames = Number(numbers[0] ?? 1_000);
const botGames = Number(numbers[tableRules ? 0 : 1] ?? 400);
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

function play(players: number, games: number, seed: string, bot: FrozenHorrorBot, rules: Partial<FrozenHorrorRules> = {}): Tally {
  const tally: Tally = { horror: 0, humans: 0, nobody: 0, rounds: 0, actions: 0 };
  const bots = Array<FrozenHorrorBot>(players).fill(bot);
  for (let index = 0; index < games; index++) {
    const result = playout(frozenHorror, { seed: `${seed}/${players}/${index}`, config: { players, rules }, bots });
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

const PLAYER_COUNTS = [4, 5, 6, 7, 8, 9, 10];

/** The Horror's win rate under each table rule (see the module comment), one row per rule and one column per player count. */
function tableRuleRows(): void {
  const names = Object.keys(DEFAULT_RULES) as (keyof FrozenHorrorRules)[];
  const flipped = (chosen: readonly (keyof FrozenHorrorRules)[]): Partial<FrozenHorrorRules> =>
    Object.fromEntries(chosen.map((name) => [name, !DEFAULT_RULES[name]]));
  const rows: [string, Partial<FrozenHorrorRules>][] = [
    ['the book (every default)', {}],
    ...names.map((name): [string, Partial<FrozenHorrorRules>] => [`\`${name}\``, flipped([name])]),
    ['all five flipped', flipped(names)],
  ];
  for (const [setting, bot] of [['every seat heuristic', heuristicBot], ['every seat random', randomBot]] as const) {
    console.log(`\nThe Horror's win rate, ${setting}, ${botGames} games per row and player count (the same seeds in every row)\n`);
    console.log(`| table rules | ${PLAYER_COUNTS.join(' | ')} |`);
    console.log(`|---|${PLAYER_COUNTS.map(() => '---:').join('|')}|`);
    for (const [label, rules] of rows) {
      const rates = PLAYER_COUNTS.map((players) => percent(play(players, botGames, 'bot-win-rates', bot, rules).horror, botGames));
      console.log(`| ${label} | ${rates.join(' | ')} |`);
    }
  }
}

/** The two tables of the docs' "The Horror's win rates" (see the module comment). */
function winRateTables(): void {
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
}

if (tableRules) tableRuleRows();
else winRateTables();
