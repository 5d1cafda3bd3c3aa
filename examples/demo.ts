/**
 * The demo: plays complete seeded games of every game in the registry with its heuristic bots in
 * every seat (a random bot where a game has none), prints a narrated log of each in the game's own
 * words and its outcome, then the win rates of a hundred more games: heuristic bots against
 * random ones. Run it with `npm run demo`.
 */
import { gameList, heuristicBots, playout, randomBot, simulate, type AnyGameModule, type GameEvent, type PlayerId } from 'killer-rules';

const NARRATED_SEEDS = ['demo-1'];
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
  console.log(`\n── ${game.title} · seed "${seed}" · ${bot === randomBot ? 'random' : 'heuristic'} bots ──`);
  const result = playout(game, {
    seed,
    bots: everySeat(bot),
    onStep: ({ events, match }) => {
      for (const event of events as GameEvent[]) {
        const only = event.visibleTo?.map((seat) => seatName(game, match.state, seat)).join(', ');
        console.log(`  ${game.describeEvent(event, match.config)}${only === undefined ? '' : `   (secret: ${only} only)`}`);
      }
    },
  });
  if (!result.ok) {
    console.log(`  The game stopped: ${result.error.message}`);
    return;
  }
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
