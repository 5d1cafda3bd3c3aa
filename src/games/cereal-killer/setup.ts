/** Setup: the city on the table, the spoon on day 1, the Killer about to choose its starting house. */
import type { Rng } from '../../core/rng.js';
import type { CerealKillerEvent } from './events.js';
import type { CerealKillerConfig, CerealKillerState } from './schemas.js';
import { ARREST_ATTEMPTS } from './rules/arrest.js';

/** The starting state. Nothing is random: the config says who is the Killer ("whoever had breakfast most recently"). */
export function setup(config: CerealKillerConfig, _rng?: Rng, events?: CerealKillerEvent[]): CerealKillerState {
  events?.push({ type: 'roles-dealt', killer: config.killer, detective: 1 - config.killer });
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
