/**
 * Is Quad City Killers balanced? Win rates by position in the turn order (the first player, the
 * second, …) and mean game length, between random bots and between heuristic bots, for 2 to 6
 * players on the stand-in content; and the solo game's win rate, losses and ranks. Games run in
 * the mutable mode (`openWorld`), the way simulators do.
 *
 *   npx tsx examples/quad-city-killers-balance.ts [games per table row]
 *
 * The first player is the seat whose starting Prey shows the highest Defense (ties rolled off), so
 * positions are counted from it, clockwise. Everything is seeded, so every run prints the same
 * numbers.
 */
import { createRng, openWorld, randomBot, type Bot } from 'killer-rules';
import {
  heuristicBot,
  quadCityKillers,
  type QuadCityKillersAction,
  type QuadCityKillersConfig,
  type QuadCityKillersConfigInput,
  type QuadCityKillersView,
} from 'killer-rules/quad-city-killers';

const games = Number(process.argv[2] ?? 200);
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
    const wins = Array.from({ length: 6 }, () => 0);
    let ties = 0;
    let turns = 0;
    let actions = 0;
    for (let index = 0; index < games; index++) {
      const result = play({ players }, `balance/${label}/${players}/${index}`, Array.from({ length: players }, () => bot));
      if (result.winner !== null) {
        const position = (result.winner - result.firstPlayer + players) % players;
        wins[position] = (wins[position] ?? 0) + 1;
      }
      if (result.reason === 'tie-rolled-off') ties++;
      turns += result.turns;
      actions += result.actions;
    }
    const positions = wins.map((count, position) => (position < players ? percent(count, games) : '—'));
    console.log(`| ${players} | ${positions.join(' | ')} | ${percent(ties, games)} | ${(turns / games).toFixed(1)} | ${(actions / games).toFixed(0)} |`);
  }
}

function solo(label: string, bot: QBot, startingDexterity: number): void {
  const reasons = new Map<string, number>();
  const ranks = new Map<string, number>();
  let actions = 0;
  let score = 0;
  for (let index = 0; index < games; index++) {
    const result = play({ players: 1, startingDexterity }, `balance/solo/${label}/${startingDexterity}/${index}`, [bot]);
    reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1);
    ranks.set(result.rank ?? '-', (ranks.get(result.rank ?? '-') ?? 0) + 1);
    actions += result.actions;
    score += result.score;
  }
  const of = (map: Map<string, number>, key: string): string => percent(map.get(key) ?? 0, games);
  console.log(
    `| ${label} | ${startingDexterity} | ${of(reasons, 'dexterity-scale-completed')} | ${of(reasons, 'fell-below-dexterity-scale')} | ${of(reasons, 'all-cities-locked-down')} | ${of(reasons, 'no-prey-left')} | ${(score / games).toFixed(1)} | ${of(ranks, 'day-job')} / ${of(ranks, 'amateur')} / ${of(ranks, 'dyed-in-the-wool')} | ${(actions / games).toFixed(0)} |`,
  );
}

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
