/** Setup: the city on the table, the spoon on day 1, the Killer about to choose its starting house. */
import type { CerealKillerConfig, CerealKillerState } from './schemas.js';
import { ARREST_ATTEMPTS } from './rules/arrest.js';

/** The starting state. Nothing is random: the config says who is the Killer ("whoever had breakfast most recently"). */
export function setup(config: CerealKillerConfig): CerealKillerState {
  return {
    config,
    day: 1,
    phase: 'killer',
    killer: { trail: [], move: null },
    detective: { at: null, stepsLeft: 0, cafeBonusUsed: false, arrestsLeft: ARREST_ATTEMPTS },
    witness: null,
    days: [],
    outcome: null,
  };
}
