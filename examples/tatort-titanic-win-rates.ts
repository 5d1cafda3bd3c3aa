/**
 * How does a voyage of Tatort Titanic go, and how long does the case take? Games between random
 * bots (every seat picks a legal action uniformly at random) and between heuristic detectives
 * (`heuristicBot`, which guesses only on a coin flip or better in the last two rounds: "one may also
 * guess when only a few possibilities remain"), for each player count from 3 to 6, on the stand-in
 * content. The numbers are quoted in docs/games/tatort-titanic.md. Then the table rules: heuristic
 * detectives at four players under the default rules, each option flipped alone and all flipped
 * together, so a group can see what a house rule does to the game before playing it.
 *
 *   npx tsx examples/tatort-titanic-win-rates.ts [random games per count] [heuristic games per count] [games per table rule]
 *
 * A count of 0 leaves its part out.
 *
 * The games run in the mutable mode (`openWorld`). "Found" means that some detective's seen cards
 * leave exactly one circumstance of each colour: it could name the solution without guessing. It
 * is measured on the faces seen (tracked from the `card-read` events), not on the sheets, so that
 * the random bots' wild entries do not hide what they know. Everything is seeded: every run prints
 * the same numbers.
 */
import { createMatch, createRng, openWorld, randomBot, type Bot } from 'killer-rules';
import {
  RULE_NAMES,
  heuristicBot,
  tatortTitanic,
  type TatortTitanicAction,
  type TatortTitanicConfig,
  type TatortTitanicConfigInput,
  type TatortTitanicRules,
  type TatortTitanicView,
} from 'killer-rules/tatort-titanic';

const randomGames = Number(process.argv[2] ?? 1_000);
const heuristicGames = Number(process.argv[3] ?? 200);
const tableRuleGames = Number(process.argv[4] ?? 200);

type Detective = Bot<TatortTitanicView, TatortTitanicAction, TatortTitanicConfig>;

/** Open circumstances (besides the answer) a detective's seen cards leave, summed over the colours. */
function openLeft(seen: ReadonlySet<number>): number {
  let open = 0;
  for (let colour = 0; colour < 5; colour++) {
    let unseen = 0;
    for (let k = 0; k < 6; k++) if (!seen.has(colour * 7 + k)) unseen++;
    open += Math.max(0, unseen - 1);
  }
  return open;
}

/** The chance of naming all five circumstances right from the faces in `seen`. */
function chanceOf(seen: ReadonlySet<number>): number {
  let chance = 1;
  for (let colour = 0; colour < 5; colour++) {
    let unseen = 0;
    for (let k = 0; k < 6; k++) if (!seen.has(colour * 7 + k)) unseen++;
    chance /= Math.max(1, unseen);
  }
  return chance;
}

interface Voyage {
  readonly reason: string;
  readonly winners: number;
  readonly rounds: number;
  readonly actions: number;
  /** The round in which some detective's seen cards first named the solution, or `null`. */
  readonly found: number | null;
  /** The fewest open circumstances any detective's seen cards left at the end. */
  readonly closest: number;
  /** The round in which the last card but five was taken from the board, or `null`. */
  readonly cleared: number | null;
  /** The best chance any detective's seen faces gave of naming the solution by the end of round 24. */
  readonly ceiling: number;
  /** Eavesdroppers at the table, and how many of them won. */
  readonly eavesdroppers: number;
  readonly eavesdroppersWon: number;
}

function voyage(seed: string, players: number, bot: Detective, rules?: Partial<TatortTitanicRules>): Voyage {
  const config: TatortTitanicConfigInput = rules === undefined ? { players } : { players, rules };
  const created = createMatch(tatortTitanic, { seed, config });
  if (!created.ok) throw new Error(created.error.message);
  const world = openWorld(tatortTitanic, created.match.state, created.match.rng);
  const rng = createRng(`${seed}/bots`);
  const seen = Array.from({ length: players }, () => new Set<number>());
  let round = 1;
  let actions = 0;
  let found: number | null = null;
  let cleared: number | null = null;
  let taken = 0;
  let ceiling = 0;
  // A random bot never reads its view, so none is built for it.
  const needsView = bot !== randomBot;
  for (let outcome = world.outcome(); outcome === null; outcome = world.outcome()) {
    const player = world.activePlayers()[0] ?? 0;
    const legal = world.legalActions(player);
    const view = needsView ? world.view(player) : (null as unknown as TatortTitanicView);
    const stepped = world.step(bot({ view, legal, player, config: created.match.config, rng, sampleWorld: (stream = rng) => world.resampleFor(player, stream) }));
    if (!stepped.ok) throw new Error(stepped.error.message);
    actions++;
    for (const event of stepped.events) {
      if (event.type === 'turn-began') round = event.round;
      if (event.type === 'clue-taken' && ++taken === 25) cleared = round;
      if (event.type !== 'card-read') continue;
      for (const seat of event.visibleTo) {
        seen[seat]?.add(event.card);
        if (found === null && openLeft(seen[seat] ?? new Set()) === 0) found = round;
      }
    }
    if (round <= 24) for (const faces of seen) ceiling = Math.max(ceiling, chanceOf(faces));
  }
  const outcome = world.outcome();
  if (outcome === null) throw new Error('unreachable');
  const eavesdroppers = created.match.state.detectives.flatMap((detective, seat) => (detective.ability === 'eavesdropper' ? [seat] : []));
  return {
    reason: outcome.reason,
    winners: outcome.winners.length,
    rounds: round,
    actions,
    found,
    closest: Math.min(...seen.map(openLeft)),
    cleared,
    ceiling,
    eavesdroppers: eavesdroppers.length,
    eavesdroppersWon: eavesdroppers.filter((seat) => outcome.winners.includes(seat)).length,
  };
}

const percent = (count: number, of: number): string => `${((100 * count) / of).toFixed(1)}%`;
const mean = (values: readonly number[]): string => (values.length === 0 ? '—' : (values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(2));

const results = new Map<string, Voyage[]>();
const policies = (
  [
    ['random', randomBot as Detective, randomGames],
    ['heuristic', heuristicBot as Detective, heuristicGames],
  ] as const
).filter(([, , games]) => games > 0);
for (const [name, bot, games] of policies) {
  for (let players = 3; players <= 6; players++) {
    const played: Voyage[] = [];
    for (let index = 0; index < games; index++) played.push(voyage(`win-rates/${name}/${players}/${index}`, players, bot));
    results.set(`${name}/${players}`, played);
  }
}

if (randomGames > 0) console.log(`${randomGames} games between random bots per player count (stand-in content)\n`);
if (randomGames > 0) console.log('| players | case solved | wrong solution | time ran out | nobody wins | mean rounds | mean actions |');
if (randomGames > 0) console.log('|---:|---:|---:|---:|---:|---:|---:|');
for (let players = 3; players <= 6 && randomGames > 0; players++) {
  const played = results.get(`random/${players}`) ?? [];
  const count = (reason: string): number => played.filter((game) => game.reason === reason).length;
  console.log(
    `| ${players} | ${percent(count('case-solved'), played.length)} | ${percent(count('wrong-solution'), played.length)} | ${percent(count('time-ran-out'), played.length)} | ` +
      `${percent(played.filter((game) => game.winners === 0).length, played.length)} | ${mean(played.map((game) => game.rounds))} | ${mean(played.map((game) => game.actions))} |`,
  );
}

if (policies.length > 0) console.log(`\nFinding the solution (${randomGames} random and ${heuristicGames} heuristic games per player count)\n`);
if (policies.length > 0) console.log('| players | detectives | solution found within 25 rounds | mean round found | closest detective\'s open circumstances at the end | 25 of the 30 board cards taken by round | case solved | solved before round 25 | ceiling by round 24 | wrong solution | mean rounds |');
if (policies.length > 0) console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (let players = 3; players <= 6 && policies.length > 0; players++) {
  for (const [name] of policies) {
    const played = results.get(`${name}/${players}`) ?? [];
    const found = played.flatMap((game) => (game.found === null ? [] : [game.found]));
    const count = (reason: string): string => percent(played.filter((game) => game.reason === reason).length, played.length);
    const cleared = played.flatMap((game) => (game.cleared === null ? [] : [game.cleared]));
    const clearedText = cleared.length === 0 ? 'never' : `${mean(cleared)} (${percent(cleared.length, played.length)} of games)`;
    console.log(
      `| ${players} | ${name} | ${percent(found.length, played.length)} | ${mean(found)} | ${mean(played.map((game) => game.closest))} | ${clearedText} | ${count('case-solved')} | ` +
        `${percent(played.filter((game) => game.reason === 'case-solved' && game.rounds < 25).length, played.length)} | ${percent(played.reduce((sum, game) => sum + game.ceiling, 0), played.length)} | ${count('wrong-solution')} | ${mean(played.map((game) => game.rounds))} |`,
    );
  }
}

// The table rules: four heuristic detectives per game (abilities rolled as printed), under the default
// rules, each option flipped alone, and all of them flipped together — the same seeds for every row.
if (tableRuleGames > 0) {
  const rows: [string, Partial<TatortTitanicRules> | undefined][] = [
    ['default rules', undefined],
    ...RULE_NAMES.map((name): [string, Partial<TatortTitanicRules>] => [`\`${name}\``, { [name]: true }]),
    ['all four', Object.fromEntries(RULE_NAMES.map((name) => [name, true]))],
  ];
  console.log(`\nTable rules: ${tableRuleGames} games between four heuristic detectives per row\n`);
  console.log("| rules | case solved | solved before round 25 | wrong solution | time ran out | nobody wins | closest detective's open circumstances at the end | ceiling by round 24 | an Eavesdropper's win rate | mean rounds |");
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, rules] of rows) {
    const played: Voyage[] = [];
    for (let index = 0; index < tableRuleGames; index++) played.push(voyage(`win-rates/table-rules/${index}`, 4, heuristicBot as Detective, rules));
    const count = (reason: string): string => percent(played.filter((game) => game.reason === reason).length, played.length);
    const eavesdroppers = played.reduce((sum, game) => sum + game.eavesdroppers, 0);
    const won = played.reduce((sum, game) => sum + game.eavesdroppersWon, 0);
    console.log(
      `| ${name} | ${count('case-solved')} | ${percent(played.filter((game) => game.reason === 'case-solved' && game.rounds < 25).length, played.length)} | ${count('wrong-solution')} | ${count('time-ran-out')} | ` +
        `${percent(played.filter((game) => game.winners === 0).length, played.length)} | ${mean(played.map((game) => game.closest))} | ${percent(played.reduce((sum, game) => sum + game.ceiling, 0), played.length)} | ` +
        `${percent(won, eavesdroppers)} (${won} of ${eavesdroppers}) | ${mean(played.map((game) => game.rounds))} |`,
    );
  }
}
