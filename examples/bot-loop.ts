/**
 * The guide's "Running a bot in your own loop", kept here so that it is typechecked and runs: a
 * game loop of your own (a server's AI opponent, a test) asks each bot for its move with
 * `botInput`, which shows the bot its seat's view and legal actions, never the state.
 *
 *   npx tsx examples/bot-loop.ts
 */
import { applyAction, botInput, createMatch, createRng, randomBot, type BotOf } from 'killer-rules';
import { cerealKiller, heuristicBot } from 'killer-rules/cereal-killer';

const created = createMatch(cerealKiller, { seed: 'night-shift', config: { killer: 0 } });
if (!created.ok) throw new Error(created.error.message);
let match = created.match;
const bots: BotOf<typeof cerealKiller>[] = [randomBot, heuristicBot]; // the Killer, the Detective
const botRng = createRng('night-shift/bots'); // the bots' own stream: their choices never shift the game's dice

while (cerealKiller.outcome(match.state) === null) {
  const seat = cerealKiller.activePlayers(match.state)[0];
  const bot = seat === undefined ? undefined : bots[seat];
  if (seat === undefined || bot === undefined) break; // a seat of your own: wait for its player instead
  const action = bot(botInput(cerealKiller, match, seat, botRng));
  const applied = applyAction(cerealKiller, match, action);
  if (!applied.ok) throw new Error(applied.error.message); // a bot returns one of its legal actions
  match = applied.match;
}
console.log(cerealKiller.outcome(match.state), `after ${match.log.length} actions`);
