/**
 * The README's "Bots and simulation" example, kept here so that it is typechecked and runs:
 *
 *   npx tsx examples/bots.ts
 */
import { ismctsBot, simulate } from 'killer-rules';
import { cerealKiller, heuristicBot } from 'killer-rules/cereal-killer';

const result = simulate(cerealKiller, { games: 20, seed: 'study', bots: [ismctsBot({ iterations: 200 }), heuristicBot] });
if (result.ok) console.log(result.summary.winsPerSeat);
