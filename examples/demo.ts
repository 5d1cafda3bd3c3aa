/**
 * The demo: plays complete seeded games of every game in the registry with bots, prints a narrated
 * log of each and its outcome, then the win rates of a few hundred more. Run it with `npm run demo`.
 */
import { gameList, playout, simulate, type AnyGameModule, type GameEvent, type PlayerId } from 'killer-rules';

const NARRATED_SEEDS = ['demo-1', 'demo-2'];
const SIMULATED_GAMES = 300;

function seatName(game: AnyGameModule, state: unknown, seat: PlayerId): string {
  return game.seatName?.(state, seat) ?? `seat ${seat}`;
}

function narrate(game: AnyGameModule, seed: string): void {
  console.log(`\n── ${game.title} · seed "${seed}" ──`);
  const result = playout(game, {
    seed,
    onStep: ({ events, match }) => {
      for (const event of events as GameEvent[]) {
        const only = event.visibleTo?.map((seat) => seatName(game, match.state, seat)).join(', ');
        console.log(`  ${game.describeEvent(event)}${only === undefined ? '' : `   (secret: ${only} only)`}`);
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

for (const game of gameList) {
  for (const seed of NARRATED_SEEDS) narrate(game, seed);
  const simulated = simulate(game, { games: SIMULATED_GAMES, seed: 'demo' });
  if (!simulated.ok) {
    console.log(`\n${game.title}: simulation stopped: ${simulated.error.message}`);
    continue;
  }
  const { summary } = simulated;
  console.log(
    `\n${game.title}: ${SIMULATED_GAMES} games between random bots — wins per seat ${summary.winsPerSeat.join(' / ')}, ` +
      `mean length ${summary.meanLength.toFixed(1)} actions, longest ${summary.maxLength}.`,
  );
  for (const [reason, count] of Object.entries(summary.reasons)) console.log(`  ${reason}: ${count}`);
}
