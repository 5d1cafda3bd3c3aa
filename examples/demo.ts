/**
 * The demo: plays a complete seeded game of every game in the registry with its heuristic bots in
 * every seat (a random bot where a game has none) and narrates it as a spectator sees it, in the
 * game's own words: the setup, the opening moves, the last moves and the outcome (the middle is
 * left out, so five games fit on a screen or two). Then the win rates of a hundred more games:
 * heuristic bots against random ones. Run it with `npm run demo`.
 */
import {
  createMatch,
  eventsFor,
  gameList,
  heuristicBots,
  playout,
  randomBot,
  simulate,
  type AnyGameModule,
  type GameEvent,
  type PlayerId,
} from 'killer-rules';

const NARRATED_SEEDS = ['demo-1'];
/** Lines of narration shown from the start of a game, and from its end. */
const OPENING_LINES = 18;
const CLOSING_LINES = 8;
const SIMULATED_GAMES = 100;
/** More seats than any game has: a seating lists a bot per seat, and extra entries are not read. */
const MAX_SEATS = 8;

function seatName(game: AnyGameModule, state: unknown, seat: PlayerId): string {
  return game.seatName?.(state, seat) ?? `seat ${seat}`;
}

/** The game's heuristic bot, or the random bot for a game without one. */
function botOf(game: AnyGameModule): NonNullable<(typeof heuristicBots)[string]> {
  return heuristicBots[game.id] ?? randomBot;
}

/** `bot` in every seat. */
function everySeat(bot: ReturnType<typeof botOf>): ReturnType<typeof botOf>[] {
  return Array.from({ length: MAX_SEATS }, () => bot);
}

function narrate(game: AnyGameModule, seed: string): void {
  const bot = botOf(game);
  console.log(`\n── ${game.title} · seed "${seed}" · ${bot === randomBot ? 'random' : 'heuristic'} bots in every seat · as a spectator sees it ──`);
  // The same seed sets up the same table as the playout below, so its setup events are the game's.
  const created = createMatch(game, { seed });
  if (!created.ok) {
    console.log(`  The game does not start: ${created.error.message}`);
    return;
  }
  const lines = eventsFor(created.events, null).map((event) => `setup: ${game.describeEvent(event, created.match.config)}`);
  const result = playout(game, {
    seed,
    bots: everySeat(bot),
    onStep: ({ events, match }) => {
      for (const event of eventsFor(events as GameEvent[], null)) lines.push(game.describeEvent(event, match.config));
    },
  });
  if (!result.ok) {
    console.log(`  The game stopped: ${result.error.message}`);
    return;
  }
  const left = lines.length - OPENING_LINES - CLOSING_LINES;
  const shown = left <= 1 ? lines : [...lines.slice(0, OPENING_LINES), `… ${left} lines later …`, ...lines.slice(-CLOSING_LINES)];
  for (const line of shown) console.log(`  ${line}`);
  const { outcome, steps, match } = result;
  if (outcome === null) {
    console.log(`  Stopped after ${steps} actions without an outcome.`);
    return;
  }
  const winners = outcome.winners.map((seat) => seatName(game, match.state, seat)).join(' and ') || 'nobody';
  console.log(`  ⇒ ${winners} won (${outcome.reason}) after ${steps} actions.`);
}

/** Win counts per seat over {@link SIMULATED_GAMES} games with `bot` in every seat. */
function winsPerSeat(game: AnyGameModule, bot: ReturnType<typeof botOf>): string {
  const simulated = simulate(game, { games: SIMULATED_GAMES, seed: 'demo', bots: everySeat(bot) });
  return simulated.ok ? simulated.summary.winsPerSeat.join(' / ') : `stopped: ${simulated.error.message}`;
}

for (const game of gameList) {
  for (const seed of NARRATED_SEEDS) narrate(game, seed);
  const bot = botOf(game);
  console.log(`\n${game.title}, wins per seat over ${SIMULATED_GAMES} games:`);
  if (bot !== randomBot) console.log(`  heuristic bots in every seat: ${winsPerSeat(game, bot)}`);
  console.log(`  random bots in every seat:    ${winsPerSeat(game, randomBot)}`);
}
