/**
 * Prey Cards: "There are 2 basic types of Prey Card: Hometown and Tourist. Note: Hometown Cards
 * should be played in their matching city. Tourist Cards can be placed in any city. Their City,
 * State, and ID color let you know where to place them on the board."
 *
 * Player Turn: "Note: When you draw a Prey Card and every space in that city is full, choose one of
 * the current Prey to replace and discard." Police Prey Cards: "Police Prey Cards increase all
 * Prey's Defense in that city +1" — and in solo "they also cause the Heat to bump one level".
 *
 * Revealed cards wait in `placing`, front first; the placer decides where each goes when there is
 * more than one way (ruling 12), and the engine places it when there is one.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { PlacePreyAction, QuadCityKillersState, RevealCause } from '../schemas.js';
import { checkLockdownLoss } from './ending-a-solo-game.js';
import { illegal, noSuchCity, notNow } from './errors.js';
import { canPlace, cityIsFull, cityName, isSolo, lockedDown, mayGoTo, placementChoices, preyCard, preyName, situation, tableRules } from './queries.js';
import { drawPrey } from './tools-of-your-trade.js';
import { bumpHeat } from './tracking.js';

type S = QuadCityKillersState;
type D = Draft<S>;
type Events = QuadCityKillersEvent[];

/** Reveals the top Prey card for `seat` to place; returns `false` when no Prey card is left (ruling 3). */
export function revealPrey(draft: D, seat: PlayerId, cause: RevealCause, rng: Rng, events: Events): boolean {
  const prey = drawPrey(draft, rng, events);
  if (prey === null) return false;
  draft.placing.push({ prey, seat, cause });
  events.push({ type: 'prey-revealed', seat, prey, cause });
  return true;
}

/** Why the front Prey may not go to `city` replacing `replacing`, or `null`. */
export function checkPlacePrey(state: S, action: PlacePreyAction): GameError | null {
  if (situation(state) !== 'place-prey') return notNow(state, action.type);
  if (canPlace(state, action.city, action.replacing)) return null;
  const front = state.placing[0];
  if (front === undefined) return notNow(state, action.type);
  if (action.city >= state.cities.length) return noSuchCity(state, action.city);
  const card = preyCard(state, front.prey);
  const city = cityName(state, action.city);
  if (!mayGoTo(state, front.prey, action.city)) {
    if (lockedDown(state, action.city) && !tableRules(state).lockdownBarsTravelOnly) {
      return illegal('quad-city-killers/city-in-lockdown', `Solo Play: ${city} is in Lockdown; no Prey goes there (ruling 18)`);
    }
    return illegal(
      'quad-city-killers/hometown-card-in-matching-city',
      `Prey Cards: "Hometown Cards should be played in their matching city" — ${card.name} goes to ${cityName(state, card.city ?? action.city)}, not to ${city}`,
    );
  }
  if (cityIsFull(state, action.city)) {
    const named = action.replacing === null ? 'none is named' : `${preyName(state, action.replacing)} is not there`;
    return illegal(
      'quad-city-killers/replace-only-when-city-full',
      `Player Turn: "When you draw a Prey Card and every space in that city is full, choose one of the current Prey to replace and discard" — ${city} is full; replacing must name a Prey there, and ${named}`,
    );
  }
  return illegal(
    'quad-city-killers/replace-only-when-city-full',
    `Player Turn: ${city} has a free space; replace a Prey only when "every space in that city is full" (replacing must be null)`,
  );
}

/** Places the front Prey in `city`, replacing `replacing` (`null`: a free space). */
export function applyPlacePrey(draft: D, action: PlacePreyAction, events: Events): void {
  place(draft, action.city, action.replacing, events);
}

/**
 * Places the front waiting Prey card. A replaced Prey goes to the Prey discard pile and the cards
 * under it to the Resource discard pile (ruling 6). A starting Prey brings its seat's Skull Pawn;
 * a Police card placed in solo bumps the city's Heat.
 */
export function place(draft: D, city: number, replacing: number | null, events: Events): void {
  const front = draft.placing.shift();
  const here = draft.cities[city];
  if (front === undefined || here === undefined) return;
  let cardsDiscarded: number[] = [];
  if (replacing !== null) {
    const at = here.prey.findIndex((onMap) => onMap.card === replacing);
    const [gone] = here.prey.splice(at, 1);
    draft.preyDiscard.push(replacing);
    if (gone !== undefined && gone.under.length > 0) {
      cardsDiscarded = gone.under.slice();
      draft.resourceDiscard.push(...cardsDiscarded);
    }
  }
  here.prey.push({ card: front.prey, under: [] });
  events.push({ type: 'prey-placed', seat: front.seat, prey: front.prey, city, replaced: replacing, cardsDiscarded });
  if (front.cause === 'setup') {
    const seat = draft.seats[front.seat];
    if (seat !== undefined) seat.city = city;
    events.push({ type: 'pawn-placed', seat: front.seat, city });
  }
  if (isSolo(draft) && preyCard(draft, front.prey).police) {
    bumpHeat(draft, city, 'police', events);
    checkLockdownLoss(draft, events);
  }
}

/** Places the front waiting Prey when there is exactly one way to; returns whether it did. */
export function placeIfOnlyOneWay(draft: D, events: Events): boolean {
  const front = draft.placing[0];
  if (front === undefined || placementChoices(draft) !== 1) return false;
  for (let city = 0; city < draft.cities.length; city++) {
    if (!mayGoTo(draft, front.prey, city)) continue;
    place(draft, city, cityIsFull(draft, city) ? (draft.cities[city]?.prey[0]?.card ?? null) : null, events);
    return true;
  }
  return false;
}
