/**
 * Event Cards: "Each time a detective rolls a "1" or a "6", he draws an event card. The
 * instructions on the event card must be followed, after which the drawn card is placed back
 * under the stack. Two event cards grant a bonus when questioning another detective and may not
 * be applicable immediately. If one of these cards is drawn, the detective may keep it until he
 * questions another detective. Then it must be applied and afterwards discarded. Finally, four
 * event cards indicate the weather condition (Wetterlage). … When such a card is drawn, it is
 * placed face up on the designated space. When the next weather card is drawn, it replaces the
 * first one, which then goes back under the stack, and so on."
 *
 * Every roll a detective makes in the game counts — movement, Radio Room, Clairvoyant,
 * questioning, eavesdropping (ruling 1; the weather roll too under the table rule
 * `weatherRollDrawsEventCards`); the roll's own result is settled first, then the event card
 * (ruling 2). A weather card drawn replaces a rolled weather that stands (table rule
 * `rolledWeatherStays`), and "The Wind Drops" clears it.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { PlayerId } from '../../../core/types.js';
import type { RollPurpose, TatortTitanicEvent } from '../events.js';
import { colourOfCard, type TatortTitanicState } from '../schemas.js';
import { see } from './investigation-sheet.js';
import { contentOf, spaceName } from './queries.js';

type Events = TatortTitanicEvent[];

/** `seat` rolls a die for `purpose`: the face, told to everyone. Follow with {@link drawEventIfDue}. */
export function rollDie(seat: PlayerId, purpose: RollPurpose, rng: Rng, events: Events): number {
  const value = rng.die();
  events.push({ type: 'die-rolled', seat, purpose, value });
  return value;
}

/** "Each time a detective rolls a "1" or a "6", he draws an event card." */
export function drawEventIfDue(draft: Draft<TatortTitanicState>, seat: PlayerId, value: number, rng: Rng, events: Events): void {
  if (value === 1 || value === 6) drawEventCard(draft, seat, rng, events);
}

/** Puts event card `card` back under the stack, in the open. */
function underTheStack(draft: Draft<TatortTitanicState>, card: number): void {
  draft.eventDeck.push(card);
}

/** Draws the top event card and follows it. */
export function drawEventCard(draft: Draft<TatortTitanicState>, seat: PlayerId, rng: Rng, events: Events): void {
  const card = draft.eventDeck.shift();
  if (card === undefined) return;
  if (draft.eventsUnknown > 0) draft.eventsUnknown--;
  const content = contentOf(draft);
  const entry = content.events[card];
  const detective = draft.detectives[seat];
  if (entry === undefined || detective === undefined) return;
  events.push({ type: 'event-card-drawn', seat, card, name: entry.name, text: entry.text });
  const effect = entry.effect;
  switch (effect.kind) {
    case 'weather': {
      // "When the next weather card is drawn, it replaces the first one, which then goes back under the stack."
      const previous = draft.weather;
      draft.weather = card;
      if (previous !== null) underTheStack(draft, previous);
      if (typeof draft.rolledWeather === 'number') draft.rolledWeather = null;
      events.push({ type: 'weather-changed', card, weather: effect.weather });
      return;
    }
    case 'questioning-bonus':
      // "the detective may keep it until he questions another detective"
      detective.bonuses.push(card);
      return;
    case 'lose-turn':
      detective.missedTurns++;
      break;
    case 'go-to': {
      const from = detective.space;
      detective.space = effect.space;
      events.push({ type: 'pawn-sent', seat, from, to: effect.space, name: spaceName(content, effect.space) });
      break;
    }
    case 'movement':
      detective.movementBonus += effect.points;
      break;
    case 'extra-roll':
      detective.extraDice++;
      break;
    case 'rumour':
      hearRumour(draft, seat, effect.space, rng, events);
      break;
    case 'loose-lips':
      looseLips(draft, seat, rng, events);
      break;
    case 'weather-clears': {
      const previous = draft.weather;
      if (previous !== null) {
        draft.weather = null;
        underTheStack(draft, previous);
        events.push({ type: 'weather-changed', card: null, weather: null });
      } else if (typeof draft.rolledWeather === 'number') {
        draft.rolledWeather = null;
        events.push({ type: 'weather-changed', card: null, weather: null });
      }
      break;
    }
  }
  underTheStack(draft, card);
}

/** A rumour: a clue card lying on `space` (anywhere on the board when `null`), drawn at random, is read. */
function hearRumour(draft: Draft<TatortTitanicState>, seat: PlayerId, space: number | null, rng: Rng, events: Events): void {
  const lying: { space: number; card: number }[] = [];
  draft.board.forEach((cards, at) => {
    if (space === null || at === space) for (const card of cards) lying.push({ space: at, card });
  });
  if (lying.length === 0) {
    events.push({ type: 'rumour-heard', seat, space: null, colour: null });
    return;
  }
  const heard = rng.pick(lying);
  see(draft, seat, heard.card);
  events.push({ type: 'rumour-heard', seat, space: heard.space, colour: colourOfCard(heard.card) }, { type: 'card-read', card: heard.card, visibleTo: [seat] });
}

/** Loose lips: another detective holding cards, drawn at random, shows one of them, drawn at random. */
function looseLips(draft: Draft<TatortTitanicState>, seat: PlayerId, rng: Rng, events: Events): void {
  const holders: PlayerId[] = [];
  draft.detectives.forEach((other, index) => {
    if (index !== seat && other.hand.length > 0) holders.push(index);
  });
  if (holders.length === 0) {
    events.push({ type: 'card-shown', seat, by: null, colour: null });
    return;
  }
  const by = rng.pick(holders);
  const card = rng.pick(draft.detectives[by]?.hand ?? []);
  see(draft, seat, card);
  events.push({ type: 'card-shown', seat, by, colour: colourOfCard(card) }, { type: 'card-read', card, visibleTo: [seat, by] });
}
