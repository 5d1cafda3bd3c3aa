/**
 * One narrated game of One Card: Cereal Killer between two random bots, told from the Detective's
 * side: only the events the Detective may see, then the Killer's notepad when it is revealed.
 *
 *   npx tsx examples/play-random.ts [seed]
 */
import { eventsFor, playout } from 'killer-rules';
import { cerealKiller } from 'killer-rules/cereal-killer';

const seed = process.argv[2] ?? 'play-random';
const detective = 1;

const result = playout(cerealKiller, {
  seed,
  config: { killer: 0 },
  onStep: ({ action, events, match }) => {
    const seen = eventsFor(events, detective);
    if (action.player === detective) console.log(`> ${cerealKiller.describeAction(action, match.config)}`);
    for (const event of seen) console.log(`  ${cerealKiller.describeEvent(event, match.config)}`);
  },
});

if (!result.ok) {
  console.error(result.error.message);
  process.exitCode = 1;
} else {
  console.log(`\n${result.outcome?.reason ?? 'unfinished'} after ${result.steps} actions (seed "${seed}").`);
}
