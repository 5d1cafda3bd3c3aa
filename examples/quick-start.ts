/**
 * The README's quick start, kept here so that it is typechecked and runs:
 *
 *   npx tsx examples/quick-start.ts
 */
import { applyAction, createMatch, eventsFor } from 'killer-rules';
import { cerealKiller, type CerealKillerAction } from 'killer-rules/cereal-killer';

const created = createMatch(cerealKiller, { seed: 'breakfast', config: { killer: 0 } });
if (!created.ok) throw new Error(created.error.message);
let match = created.match;

const actions: CerealKillerAction[] = [
  { type: 'choose-starting-house', player: 0, house: 5 },
  { type: 'step', player: 0, to: 4 },
  { type: 'step', player: 0, to: 3 },
  { type: 'step', player: 0, to: 99 }, // refused: not adjacent
];
for (const action of actions) {
  const result = applyAction(cerealKiller, match, action);
  if (!result.ok) { console.log(result.error.code, result.error.message); continue; }
  match = result.match;
  for (const event of eventsFor(result.events, 0)) console.log(cerealKiller.describeEvent(event, match.config)); // as the Killer sees it
}
console.log(cerealKiller.legalActions(match.state, 0)); // what the Killer may do next
