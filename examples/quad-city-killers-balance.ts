/**
 * Is Quad City Killers balanced? Win rates by position in the turn order (the first player, the
 * second, …) and mean game length, between random bots and between heuristic bots, for 2 to 6
 * players on the stand-in content; and the solo game's win rate, losses and ranks. Games run in
 * the mutable mode (`openWorld`), the way simulators do.
 *
 *   npx tsx examples/quad-city-killers-balance.ts [games per table row]
 *
 * With `--table-rules`, what each table rule does to the balance instead (docs "Table rules"):
 * each option flipped alone and all six together, the heuristic solo player from the first
 * Dexterity spot (and a random one) for the options the solo rules read, two heuristic bots for
 * those the multi-player rules read. Every row plays the default row's seeds, so the rows differ
 * by the rules alone.
 *
 *   npx tsx examples/quad-city-killers-balance.ts 200 --table-rules
 *
 * The first player is the seat whose starting Prey shows the highest Defense (ties rolled off), so
 * positions are counted from it, clockwise. Everything is seeded, so every run prints the same
 * numbers.
 */
import { createRng, openWorld, randomBot, type Bot } from 'killer-rules';
import {
  DEFAULT_RULES,
  heuristicBot,
  quadCityKillers,
  type QuadCityKillersRules,
  type QuadCityKillersAction,
  type QuadCityKillersConfig,
  type QuadCityKillersConfigInput,
  type QuadCityKillersView,
} from 'killer-rules/quad-city-killers';

const games = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 200);
type QBot = Bot<QuadCityKillersView, QuadCityKillersAction, QuadCityKillersConfig>;

interface Played {
  readonly winner: number | null;
  readonly firstPlayer: number;
  readonly reason: string;
  readonly actions: number;
  readonly turns: number;
  readonly score: number;
  readonly rank: string | null;
}

function play(config: QuadCityKillersConfigInput, seed: string, bots: readonly QBot[]): Played {
  const parsed = quadCityKillers.schemas.config.parse(config);
  const rng = createRng(seed);
  const world = openWorld(quadCityKillers, quadCityKillers.setup(parsed, rng), rng);
  const botRng = createRng(`${seed}/bots`);
  let actions = 0;
  for (;;) {
    const outcome = world.outcome();
    if (outcome !== null) {
      const state = world.snapshot();
      return {
        winner: outcome.winners[0] ?? null,
        firstPlayer: state.firstPlayer ?? 0,
        reason: outcome.reason,
        actions,
        turns: state.turn.number,
        score: outcome.scores?.[0] ?? 0,
        rank: state.outcome?.rank ?? null,
      };
    }
    if (actions > 50_000) throw new Error(`${seed} did not end`);
    const player = world.activePlayers()[0] ?? 0;
    const legal = world.legalActions(player);
    const bot = bots[player] ?? randomBot;
    const stepped = world.step(
      bot({ view: world.view(player), legal, player, config: parsed, rng: botRng, sampleWorld: (stream = botRng) => world.resampleFor(player, stream) }),
    );
    if (!stepped.ok) throw new Error(stepped.error.message);
    actions++;
  }
}

const percent = (count: number, of: number): string => `${((100 * count) / of).toFixed(1)}%`;

/** The Wilson score interval (95%) of `count` successes in `of` trials, in percent. */
function interval(count: number, of: number): string {
  const z = 1.96;
  const share = count / of;
  const centre = (share + (z * z) / (2 * of)) / (1 + (z * z) / of);
  const half = (z * Math.sqrt((share * (1 - share)) / of + (z * z) / (4 * of * of))) / (1 + (z * z) / of);
  return `${(100 * (centre - half)).toFixed(1)}–${(100 * (centre + half)).toFixed(1)}%`;
}

function table(label: string, bot: QBot): void {
  console.log(`\n${label}: ${games} games per player count; wins by position in the turn order\n`);
  console.log('| players | 1st | 2nd | 3rd | 4th | 5th | 6th | ties rolled off | mean turns | mean actions |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (let players = 2; players <= 6; players++) {
    const row = seatsRow(label, bot, players);
    const positions = Array.from({ length: 6 }, (_, position) => row.positions[position] ?? '—');
    console.log(`| ${players} | ${positions.join(' | ')} | ${row.rest} |`);
  }
}

function solo(label: string, bot: QBot, startingDexterity: number, rules?: Partial<QuadCityKillersRules>, row = label): void {
  const reasons = new Map<string, number>();
  const ranks = new Map<string, number>();
  let actions = 0;
  let score = 0;
  for (let index = 0; index < games; index++) {
    const result = play({ players: 1, startingDexterity, ...(rules === undefined ? {} : { rules }) }, `balance/solo/${label}/${startingDexterity}/${index}`, [bot]);
    reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1);
    ranks.set(result.rank ?? '-', (ranks.get(result.rank ?? '-') ?? 0) + 1);
    actions += result.actions;
    score += result.score;
  }
  const of = (map: Map<string, number>, key: string): string => percent(map.get(key) ?? 0, games);
  console.log(
    `| ${row} | ${startingDexterity} | ${of(reasons, 'dexterity-scale-completed')} | ${of(reasons, 'fell-below-dexterity-scale')} | ${of(reasons, 'all-cities-locked-down')} | ${of(reasons, 'no-prey-left')} | ${(score / games).toFixed(1)} | ${of(ranks, 'day-job')} / ${of(ranks, 'amateur')} / ${of(ranks, 'dyed-in-the-wool')} | ${(actions / games).toFixed(0)} |`,
  );
}

/** Wins by position and length between `bot`s with `players` seats, on the seeds of the `label` table. */
function seatsRow(label: string, bot: QBot, players: number, rules?: Partial<QuadCityKillersRules>): { positions: string[]; rest: string } {
  const wins = Array.from({ length: 6 }, () => 0);
  let ties = 0;
  let turns = 0;
  let actions = 0;
  for (let index = 0; index < games; index++) {
    const config = { players, ...(rules === undefined ? {} : { rules }) };
    const result = play(config, `balance/${label}/${players}/${index}`, Array.from({ length: players }, () => bot));
    if (result.winner !== null) {
      const position = (result.winner - result.firstPlayer + players) % players;
      wins[position] = (wins[position] ?? 0) + 1;
    }
    if (result.reason === 'tie-rolled-off') ties++;
    turns += result.turns;
    actions += result.actions;
  }
  return {
    positions: wins.slice(0, players).map((count) => percent(count, games)),
    rest: `${percent(ties, games)} | ${(turns / games).toFixed(1)} | ${(actions / games).toFixed(0)}`,
  };
}

function tableRules(): void {
  const names = Object.keys(DEFAULT_RULES) as (keyof QuadCityKillersRules)[];
  const all = Object.fromEntries(names.map((name) => [name, true])) as Partial<QuadCityKillersRules>;
  const soloRules: (keyof QuadCityKillersRules)[] = ['lockdownBarsTravelOnly', 'rivalRollsOutOfBody', 'dayJobThroughFifteen', 'failedAttackKeepsEgo'];
  const multiRules: (keyof QuadCityKillersRules)[] = ['mulliganRetryGainsHeat', 'failedAttackKeepsEgo', 'turnEndsAtThirdAction'];
  const rows = (which: readonly (keyof QuadCityKillersRules)[]): [string, Partial<QuadCityKillersRules> | undefined][] => [
    ['the rulings (no `rules`)', undefined],
    ...which.map((name): [string, Partial<QuadCityKillersRules>] => [`\`${name}\``, { [name]: true }]),
    ['all six', all],
  ];
  console.log(`\nSolo from the first Dexterity spot under the table rules: ${games} games per row, the same seeds in every row\n`);
  console.log('| table rule (flipped) | bot | starting Dexterity spot | won | fell below the scale | all cities locked down | no Prey left | mean Notoriety | day job / amateur / dyed in the wool | mean actions |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const [label, rules] of rows(soloRules)) {
    solo('heuristic', heuristicBot, 0, rules, `${label} | heuristic`);
    solo('random', randomBot, 0, rules, `${label} | random`);
  }
  console.log(`\nTwo heuristic bots under the table rules: ${games} games per row, the same seeds in every row\n`);
  console.log('| table rule (flipped) | 1st | 2nd | ties rolled off | mean turns | mean actions |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [label, rules] of rows(multiRules)) {
    const row = seatsRow('heuristic bots', heuristicBot, 2, rules);
    console.log(`| ${label} | ${row.positions.join(' | ')} | ${row.rest} |`);
  }
}

if (process.argv.includes('--table-rules')) {
  tableRules();
} else {
  table('random bots', randomBot);
  table('heuristic bots', heuristicBot);

  console.log(`\nOne heuristic bot (seat 0) against random bots: ${games} games per player count\n`);
  console.log('| players | heuristic seat wins | 95% interval | a random seat wins (each) |');
  console.log('|---:|---:|---:|---:|');
  for (let players = 2; players <= 6; players++) {
    let wins = 0;
    for (let index = 0; index < games; index++) {
      const bots: QBot[] = [heuristicBot, ...Array.from({ length: players - 1 }, () => randomBot)];
      if (play({ players }, `balance/mixed/${players}/${index}`, bots).winner === 0) wins++;
    }
    console.log(`| ${players} | ${percent(wins, games)} | ${interval(wins, games)} | ${percent((games - wins) / (players - 1), games)} |`);
  }

  console.log(`\nSolo: ${games} games per row\n`);
  console.log('| bot | starting Dexterity spot | won | fell below the scale | all cities locked down | no Prey left | mean Notoriety | day job / amateur / dyed in the wool | mean actions |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|---:|');
  for (const start of [0, 2, 4]) {
    solo('random', randomBot, start);
    solo('heuristic', heuristicBot, start);
  }
}
