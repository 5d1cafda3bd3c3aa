/**
 * Special Locations › Radio Room: "Every detective who enters the Radio Room and wants to take a
 * clue card must roll the die a second time, and must reach at least the current weather condition
 * (in points), which is determined by event cards. If a detective wants to send a radio message but
 * the weather condition is not yet fixed, because no corresponding event card has been drawn yet,
 * the weather is rolled (on a "1" or "6" the die is rolled again, since only weather 2–5 is
 * possible). Example: Detective Nicholls enters the Radio Room, and weather condition 4 prevails.
 * He rolls a second time and gets a "3". … may not take a card this round. Had he rolled a "4",
 * "5" or "6", he could have taken a card." With Technically gifted: "in the Radio Room always rolls
 * as for "Weather 2"".
 *
 * A rolled weather is for that message only (ruling 7) and its 1s and 6s draw no event card (ruling
 * 1) — unless the table rules say otherwise (`rolledWeatherStays`, `weatherRollDrawsEventCards`).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { PlayerId } from '../../../core/types.js';
import type { TatortTitanicEvent } from '../events.js';
import type { TatortTitanicState } from '../schemas.js';
import { rollDie } from './event-cards.js';
import { contentOf, has, tableRules } from './queries.js';

/** The weather a technically gifted detective always rolls against. */
const TECHNICAL_WEATHER = 2;

/** The weather of the face-up weather card, or `null` while none is out. */
export function weatherOf(state: Pick<TatortTitanicState, 'weather' | 'config'>): number | null {
  if (state.weather === null) return null;
  const effect = contentOf(state).events[state.weather]?.effect;
  return effect?.kind === 'weather' ? effect.weather : null;
}

/**
 * The weather a radio message must reach: the face-up card's, else — under the table rule
 * `rolledWeatherStays` — a weather rolled before that still stands; `null` while the weather is not
 * fixed.
 */
export function currentWeather(state: Pick<TatortTitanicState, 'weather' | 'rolledWeather' | 'config'>): number | null {
  return weatherOf(state) ?? state.rolledWeather ?? null;
}

/**
 * A radio message for a clue card: the weather it must reach (the technically gifted's 2, the
 * current weather, or a weather rolled — for this message alone, ruling 7, or to stand under the
 * table rule `rolledWeatherStays`), then the second roll. Whether it reached the weather, and the
 * faces whose event cards are due, in the order rolled: the second roll's, after the weather roll's
 * 1s and 6s under the table rule `weatherRollDrawsEventCards`. The caller settles the card, then
 * draws the event cards (ruling 2).
 */
export function radioMessage(draft: Draft<TatortTitanicState>, seat: PlayerId, rng: Rng, events: TatortTitanicEvent[]): { success: boolean; rolls: number[] } {
  const technical = has(draft.detectives[seat], 'technically-gifted');
  const rules = tableRules(draft);
  let weather = technical ? TECHNICAL_WEATHER : currentWeather(draft);
  const due: number[] = [];
  if (weather === null) {
    // "on a "1" or "6" the die is rolled again, since only weather 2–5 is possible"
    const rolls: number[] = [];
    let face = rng.die();
    rolls.push(face);
    while (face === 1 || face === 6) {
      face = rng.die();
      rolls.push(face);
    }
    weather = face;
    if (rules.weatherRollDrawsEventCards) due.push(...rolls);
    if (rules.rolledWeatherStays) draft.rolledWeather = face;
    events.push({ type: 'weather-rolled', seat, rolls, weather });
  }
  const roll = rollDie(seat, 'radio', rng, events);
  due.push(roll);
  const success = roll >= weather;
  events.push({ type: 'radio-contact', seat, weather, roll, success });
  return { success, rolls: due };
}

