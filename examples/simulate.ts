/**
 * 1 000 games of One Card: Cereal Killer: random bots, then a Detective that always interrogates
 * the Witness when it can reach one, to show how a custom bot plugs in.
 *
 *   npx tsx examples/simulate.ts
 */
import { randomBot, simulate, type Bot } from 'killer-rules';
import { cerealKiller, type CerealKillerAction, type CerealKillerView } from 'killer-rules/cereal-killer';

type CerealKillerBot = Bot<CerealKillerView, CerealKillerAction>;

const curiousDetective: CerealKillerBot = (input) => {
  const question = input.legal.find((action) => action.type === 'interrogate');
  return question ?? randomBot(input);
};

function report(label: string, bots: readonly (CerealKillerBot | undefined)[]): void {
  const result = simulate(cerealKiller, { games: 1_000, seed: 'simulate-example', bots });
  if (!result.ok) throw new Error(result.error.message);
  const { summary } = result;
  const [killer = 0, detective = 0] = summary.winsPerSeat;
  console.log(`${label}: Killer ${(killer / 10).toFixed(1)}%, Detective ${(detective / 10).toFixed(1)}%, mean ${summary.meanLength.toFixed(1)} actions`);
  console.log('  ', summary.reasons);
}

report('random vs random', []);
report('random Killer vs curious Detective', [undefined, curiousDetective]);
