/**
 * One English line per action and per event, for logs, UIs and the demo's narration. The lines
 * take the match's config (public: the content is in it) and name things as the table does — the
 * detectives the config gives the seats, the rooms, the candidates on the cards, the event cards —
 * never by their ids.
 */
import { CANDIDATES_PER_COLOUR, CARDS_PER_COLOUR, COLOURS, isRoomKind, standInContent, type TatortContent } from './content.js';
import type { TatortTitanicEvent } from './events.js';
import { DEFAULT_RULES, rulesOf, type Ability, type EndReason, type TatortTitanicAction, type TatortTitanicConfig } from './schemas.js';

const ROLL_TEXT: Readonly<Record<string, string>> = {
  movement: ' for movement',
  radio: ' in the Radio Room',
  clairvoyant: ' for the Clairvoyant',
  questioning: ' to question',
  eavesdropping: ' to eavesdrop',
};

const DECLINED_TEXT: Readonly<Record<string, string>> = {
  clue: 'takes no clue card',
  eavesdropping: 'does not eavesdrop',
  draw: 'draws no card from the questioner',
};

const ABILITY_TEXT: Readonly<Record<Ability, string>> = {
  eavesdropper: 'Eavesdropper',
  'nimble-footed': 'Nimble-footed',
  authority: 'Authority',
  charm: 'Charm',
  clever: 'Clever',
  'technically-gifted': 'Technically gifted',
};

const REASON_TEXT: Readonly<Record<EndReason, string>> = {
  'case-solved': 'the case is solved',
  'wrong-solution': 'a wrong solution',
  'time-ran-out': 'the Titanic meets the iceberg',
};

/** `count` and the noun, singular or plural ("1 space", "3 spaces"). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** A list in words: "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** Capitalises the first letter (a sentence starting with "seat 2"). */
function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How the lines name things, from the config. */
interface Names {
  /** A seat: its detective when the config names it, else "seat n" (a drawn detective is not in the config). */
  seat(seat: number): string;
  /** A space: "the Library", "Cabin B-38", "Deck A, 3". */
  space(space: number): string;
  /** Whether a space is a room (entered through a doorway). */
  room(space: number): boolean;
  /** A clue card's face: "Revolver", "a blank weapon card". */
  card(card: number): string;
  /** A circumstance: "Revolver (weapon)". */
  circumstance(circumstance: number): string;
  /** An event card: its printed name, quoted. */
  eventCard(card: number): string;
  /** What an event card adds to a questioning roll (0 for any other card). */
  questioningBonus(card: number): number;
}

/** Whether a space's name reads without "the" ("Deck A, 3", "Cabin B-38", "Madame Blavansky's cabin"). */
function isProperName(name: string): boolean {
  return /^(Deck|Cabin) /.test(name) || name.includes("'s ");
}

/** The circumstance's candidate, from the content. */
function candidate(content: TatortContent, circumstance: number): string | undefined {
  return content.clues[Math.floor(circumstance / CANDIDATES_PER_COLOUR)]?.candidates[circumstance % CANDIDATES_PER_COLOUR];
}

/**
 * The names a config gives (see {@link Names}). The describe functions' type requires the config;
 * a caller outside TypeScript may still leave it out (and the conformance kit does, until the
 * core's `GameModule` requires it too): the lines then name things as the default config does —
 * the stand-in content, every seat by number — never by ids.
 */
function namesOf(config: TatortTitanicConfig | undefined): Names {
  const content = config?.content ?? standInContent;
  const detectives = config?.detectives;
  // An id outside the content (only a hand-made action or event has one) is named as what it is.
  return {
    seat: (seat) => {
      const key = detectives?.[seat];
      const detective = key === undefined ? undefined : content.detectives.find((entry) => entry.key === key);
      return detective?.name ?? `seat ${seat}`;
    },
    space: (space) => {
      const name = content.spaces[space]?.name;
      if (name === undefined) return `space ${space}`;
      return isProperName(name) ? name : `the ${name}`;
    },
    room: (space) => {
      const kind = content.spaces[space]?.kind;
      return kind !== undefined && isRoomKind(kind);
    },
    card: (card) => {
      const colour = Math.floor(card / CARDS_PER_COLOUR);
      const k = card % CARDS_PER_COLOUR;
      if (k === CANDIDATES_PER_COLOUR) return `a blank ${COLOURS[colour] ?? '?'} card`;
      const name = candidate(content, colour * CANDIDATES_PER_COLOUR + k);
      return name === undefined ? `clue card ${card}` : name;
    },
    circumstance: (circumstance) => {
      const name = candidate(content, circumstance);
      return name === undefined ? `circumstance ${circumstance}` : `${name} (${COLOURS[Math.floor(circumstance / CANDIDATES_PER_COLOUR)] ?? '?'})`;
    },
    eventCard: (card) => {
      const name = content.events[card]?.name;
      return name === undefined ? `event card ${card}` : `"${name}"`;
    },
    questioningBonus: (card) => {
      const effect = content.events[card]?.effect;
      return effect?.kind === 'questioning-bonus' ? effect.bonus : 0;
    },
  };
}

/**
 * What was added to a questioning roll, and from what: "+ 3 (Authority +1, "A Bribed Steward"
 * +2)"; nothing when nothing was added. Authority's 1 is what the bonus cards do not account for.
 */
function questioningAdded(names: Names, bonus: number, bonusCards: readonly number[]): string {
  if (bonus <= 0) return '';
  const fromCards = bonusCards.reduce((sum, card) => sum + names.questioningBonus(card), 0);
  const sources = [...(bonus > fromCards ? [`Authority +${bonus - fromCards}`] : []), ...bonusCards.map((card) => `${names.eventCard(card)} +${names.questioningBonus(card)}`)];
  return ` + ${bonus} (${sources.join(', ')})`;
}

/** One line describing an action, in the game's words: the config names the seats, spaces and cards. */
export function describeAction(action: TatortTitanicAction, config: TatortTitanicConfig): string {
  const names = namesOf(config);
  const who = capital(names.seat(action.player));
  switch (action.type) {
    case 'roll':
      return `${who} rolls for movement.`;
    case 'move':
      return `${who} moves to ${names.space(action.to)}.`;
    case 'take-clue':
      return `${who} takes a ${action.colour} clue card.`;
    case 'consult':
      return `${who} asks the Clairvoyant about a ${action.colour} card, predicting ${action.prediction}.`;
    case 'pass':
      return `${who} passes.`;
    case 'eavesdrop':
      return `${who} eavesdrops.`;
    case 'recognise':
      return `${who} listens in to recognise the card.`;
    case 'question':
      return `${who} questions ${names.seat(action.target)}.`;
    case 'draw-card':
      return `${who} draws a ${action.colour} card.`;
    case 'give-card':
      return `${who} gives up ${names.card(action.card)}.`;
    case 'cross-off':
      return `${who} crosses ${names.circumstance(action.circumstance)} off the investigation sheet.`;
    case 'solve':
      return `${who} ends the game and names the solution.`;
    case 'end-turn':
      return `${who} ends the turn.`;
  }
}

/** One line narrating an event, in the game's words: the config names the seats, spaces and cards. */
export function describeEvent(event: TatortTitanicEvent, config: TatortTitanicConfig): string {
  const names = namesOf(config);
  // A caller outside TypeScript may leave the config out (see namesOf).
  const rules = config === undefined ? DEFAULT_RULES : rulesOf(config);
  const seat = (id: number): string => names.seat(id);
  const Seat = (id: number): string => capital(names.seat(id));
  switch (event.type) {
    case 'event-cards-shuffled':
      return `The ${plural(event.cards, 'event card')} are shuffled and stacked face down.`;
    case 'clues-laid-out': {
      const laid = event.board.reduce((sum, cards) => sum + cards.length, 0);
      return `${plural(event.setAside, 'clue card')} set aside face down as the solution; ${plural(laid, 'clue card')} laid out face down on the ship.`;
    }
    case 'detectives-assigned':
      return `${event.drawn ? 'The detectives are drawn' : 'The detectives'}: ${listed(event.names.map((name, at) => `seat ${at} plays ${name}`))}.`;
    case 'abilities-assigned':
      return `Special abilities${event.rolls === null ? '' : ' rolled'}: ${listed(event.abilities.map((ability, at) => `${seat(at)} ${event.rolls === null ? 'is' : `rolls a ${event.rolls[at] ?? '?'}:`} ${ABILITY_TEXT[ability]}`))}.`;
    case 'first-player-chosen':
      return event.rolls === null
        ? `${Seat(event.seat)} begins.`
        : `${event.rolls.map((round) => listed(round.map((roll) => `${seat(roll.seat)} rolls a ${roll.value}`))).join('; then ')}: ${seat(event.seat)} begins.`;
    case 'turn-began':
      return `Round ${event.round}: ${seat(event.seat)}'s turn.`;
    case 'turn-missed':
      return `Round ${event.round}: ${seat(event.seat)} misses the turn.`;
    case 'die-rolled':
      return `${Seat(event.seat)} rolls a ${event.value}${ROLL_TEXT[event.purpose] ?? ''}.`;
    case 'movement-rolled':
      return `${Seat(event.seat)} may move up to ${plural(event.points, 'space')}.`;
    case 'moved':
      // Out and back in (ruling 5): the pawn ends where it began, having moved onto its space.
      if (event.from === event.to) {
        return names.room(event.to)
          ? `${Seat(event.seat)} steps out of ${names.space(event.to)} and back in.`
          : `${Seat(event.seat)} steps off ${names.space(event.to)} and back on.`;
      }
      return `${Seat(event.seat)} moves to ${names.space(event.to)}.`;
    case 'clue-taken':
      return `${Seat(event.seat)} takes a ${event.colour} clue card from ${names.space(event.space)}.`;
    case 'card-read':
      return `${capital(listed(event.visibleTo.map(seat)) || 'nobody')} now ${event.visibleTo.length === 1 ? 'knows' : 'know'} ${names.card(event.card)}.`;
    case 'weather-rolled':
      return rules.rolledWeatherStays
        ? `The weather is not fixed: ${seat(event.seat)} rolls the weather (${event.rolls.join(', ')}): weather ${event.weather}, until a weather card is drawn.`
        : `No weather card is out: ${seat(event.seat)} rolls the weather (${event.rolls.join(', ')}): weather ${event.weather}.`;
    case 'radio-contact':
      return `${Seat(event.seat)} rolls ${event.roll} against weather ${event.weather}: ${event.success ? 'the radio message gets through' : 'only static'}.`;
    case 'clairvoyant-consulted':
      return `${Seat(event.seat)} predicts ${event.prediction} and rolls ${event.roll}: Madame Blavansky ${event.success ? `hands over the ${event.colour} card` : 'sees nothing'}.`;
    case 'eavesdropping-tried':
      return `${Seat(event.seat)} eavesdrops on ${seat(event.taker)} and rolls ${event.roll} (needs ${event.needed} or less): ${event.success ? 'the card is taken over' : 'nothing is heard'}.`;
    case 'recognising-tried':
      return `${Seat(event.seat)} listens in on ${seat(event.taker)}'s card and rolls ${event.roll} (needs ${event.needed} or less): ${event.success ? 'the card is recognised' : 'nothing is heard'}.`;
    case 'card-taken-over':
      return `${Seat(event.seat)} takes over ${seat(event.from)}'s ${event.colour} card.`;
    case 'questioned':
      return `${Seat(event.seat)} questions ${seat(event.target)}: ${event.roll}${questioningAdded(names, event.bonus, event.bonusCards)} — ${event.success ? 'an answer' : 'no answer'}.`;
    case 'card-drawn':
      return `${Seat(event.seat)} draws a ${event.colour} card from ${seat(event.from)}.`;
    case 'card-given':
      return `${Seat(event.seat)} gives ${seat(event.to)} a ${event.colour} card of its own choice.`;
    case 'nothing-to-draw':
      return `${Seat(event.from)} holds no card for ${seat(event.seat)} to draw.`;
    case 'passed':
      return `${Seat(event.seat)} ${DECLINED_TEXT[event.declined] ?? 'passes'}.`;
    case 'event-card-drawn':
      return `${Seat(event.seat)} draws the event card "${event.name}": ${event.text}`;
    case 'weather-changed':
      if (event.weather === null || event.card === null) {
        // With rolled weathers standing, the weather that clears may be a rolled one rather than a card.
        return rules.rolledWeatherStays ? 'The weather clears: it is no longer fixed.' : 'The weather card goes back under the stack: the weather is no longer fixed.';
      }
      return `The weather card ${names.eventCard(event.card)} lies face up: the weather is now ${event.weather}.`;
    case 'pawn-sent':
      return `${Seat(event.seat)} goes to ${names.space(event.to)}.`;
    case 'rumour-heard':
      return event.colour === null || event.space === null
        ? `${Seat(event.seat)} hears a rumour, but no clue card lies where it points.`
        : `${Seat(event.seat)} hears a rumour about a ${event.colour} card in ${names.space(event.space)}.`;
    case 'card-shown':
      return event.by === null ? `Nobody has a card to show ${seat(event.seat)}.` : `${Seat(event.by)} lets slip a ${event.colour ?? '?'} card to ${seat(event.seat)}.`;
    case 'crossed-off':
      return `${Seat(event.seat)} crosses ${names.circumstance(event.circumstance)} off the investigation sheet.`;
    case 'turn-ended':
      return `${Seat(event.seat)} ends the turn.`;
    case 'ship-moved':
      return `The Titanic sails on: round ${event.round}, ${event.time}.`;
    case 'solution-named':
      return `${Seat(event.seat)} names ${listed(event.named.map(names.circumstance))}: ${event.correct ? 'all correct' : 'wrong'}.`;
    case 'game-ended': {
      const solution = listed(event.solution.map(names.card));
      const winners = event.winners.length === 0 ? 'nobody wins' : `${listed(event.winners.map(seat))} ${event.winners.length === 1 ? 'wins' : 'win'}`;
      return `The game is over (${REASON_TEXT[event.reason]}): the solution is ${solution}; ${winners}.`;
    }
  }
}
