/**
 * Ending a Solo Game: "You win when you reach the end of your Dexterity Scale. You lose when you
 * fall below your Dexterity Scale, or all cities are in Lockdown. Total your Notoriety points to
 * see how skilled you are! • 1–15: Get yourself a day job. • 11–20: Not bad, for an amateur. •
 * 30+: Clearly, you're a dyed in the wool killer."
 *
 * The printed bands overlap at 11–15 and skip 21–29; each band is read as starting at its lower
 * bound (ruling 9): 0–10 a day job, 11–29 an amateur, 30+ dyed in the wool — or, under the table
 * rule `dayJobThroughFifteen`, with the first band running to its printed end: 0–15 a day job,
 * 16–29 an amateur.
 */
import type { Draft } from 'immer';
import type { QuadCityKillersEvent } from '../events.js';
import { DEFAULT_RULES, type EndReason, type QuadCityKillersRules, type QuadCityKillersState, type SoloRank } from '../schemas.js';
import { finish, scoresOf } from './ending-the-game.js';
import { allLockedDown, isSolo, tableRules } from './queries.js';

type D = Draft<QuadCityKillersState>;
type Events = QuadCityKillersEvent[];

/** A printed band of the solo score table. */
export interface SoloBand {
  /** The lowest Notoriety in the band (ruling 9). */
  readonly from: number;
  /** The band. */
  readonly rank: SoloRank;
  /** The line as printed. */
  readonly printed: string;
}

/** The printed bands, highest first, each starting at its printed lower bound (ruling 9, the default reading). */
export const SOLO_RANKS: readonly SoloBand[] = [
  { from: 30, rank: 'dyed-in-the-wool', printed: "30+: Clearly, you're a dyed in the wool killer." },
  { from: 11, rank: 'amateur', printed: '11–20: Not bad, for an amateur.' },
  { from: 0, rank: 'day-job', printed: '1–15: Get yourself a day job.' },
];

/** The bands under the table rule `dayJobThroughFifteen`: "1–15" read to its end, the amateur from 16 (ruling 9). */
const SOLO_RANKS_DAY_JOB_THROUGH_FIFTEEN: readonly SoloBand[] = [
  { from: 30, rank: 'dyed-in-the-wool', printed: "30+: Clearly, you're a dyed in the wool killer." },
  { from: 16, rank: 'amateur', printed: '11–20: Not bad, for an amateur.' },
  { from: 0, rank: 'day-job', printed: '1–15: Get yourself a day job.' },
];

/** The solo bands, highest first, as the table `rules` read them (ruling 9): {@link SOLO_RANKS} by default. */
export function soloBands(rules: Pick<QuadCityKillersRules, 'dayJobThroughFifteen'> = DEFAULT_RULES): readonly SoloBand[] {
  return rules.dayJobThroughFifteen ? SOLO_RANKS_DAY_JOB_THROUGH_FIFTEEN : SOLO_RANKS;
}

/** The band a solo Notoriety total falls in (ruling 9), under the table `rules` (default: the engine's ruling). */
export function soloRank(score: number, rules: Pick<QuadCityKillersRules, 'dayJobThroughFifteen'> = DEFAULT_RULES): SoloRank {
  for (const band of soloBands(rules)) if (score >= band.from) return band.rank;
  return 'day-job';
}

/** Ends a solo game, won or lost, with its Notoriety and band. */
export function endSolo(draft: D, reason: Extract<EndReason, 'dexterity-scale-completed' | 'fell-below-dexterity-scale' | 'all-cities-locked-down' | 'no-prey-left'>, events: Events): void {
  const scores = scoresOf(draft);
  const won = reason === 'dexterity-scale-completed';
  finish(draft, { winners: won ? [0] : [], reason, returns: [won ? 1 : -1], scores, tied: [], rank: soloRank(scores[0] ?? 0, tableRules(draft)) }, events);
}

/** "You lose when … all cities are in Lockdown": checked whenever a city's Heat may have maxed out. */
export function checkLockdownLoss(draft: D, events: Events): void {
  if (draft.outcome === null && isSolo(draft) && allLockedDown(draft)) endSolo(draft, 'all-cities-locked-down', events);
}
