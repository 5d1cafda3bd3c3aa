/**
 * One English line per action and per event, for logs, UIs and narration. They take the match's
 * config (public: its content is the printed cards, boards and map) and name things as the
 * rulebook names them — "Seat 2 (the Riverboat Strangler) attacks Werner Brew", "plays Grandma's
 * Urn against the Attack", "goes to Moline". A seat is named by its Killer Board when the config
 * deals the boards (`killers`); a random deal is known only to the state, and its
 * `killer-board-dealt` events name each seat's board. Only an id the content does not have (an
 * action can name one; the rules refuse it) is shown as a number.
 */
import type { PlayerId } from '../../core/types.js';
import type { ActionSpentEvent, DrewEvent, HeatBumpedEvent, MoDiscardedEvent, PassedEvent, QuadCityKillersEvent } from './events.js';
import { standInContent, type EgoAbility } from './content.js';
import { DEFAULT_PLAYERS, SOLO_HAND_SIZE, type EndReason, type QuadCityKillersAction, type QuadCityKillersConfig, type SoloRank } from './schemas.js';

type Config = QuadCityKillersConfig;

/** The default config: the stand-in content, the Killer Boards dealt at random. */
const DEFAULT_CONFIG: Config = /* @__PURE__ */ Object.freeze({ players: DEFAULT_PLAYERS, startingDexterity: 0, content: standInContent });

/**
 * The config the lines name things by. The describe functions' type requires it; a caller outside
 * TypeScript may still leave it out (and the conformance kit does, until the core's `GameModule`
 * requires it too): the lines then name things as the default config does — the stand-in content,
 * every seat by number — never by ids.
 */
function namingBy(config: Config | undefined): Config {
  return config ?? DEFAULT_CONFIG;
}

/** `count` and the noun, singular or plural: "1 card", "2 cards". */
function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** A name inside a sentence: "The Quiet Man" reads "the Quiet Man" after a word. */
function midSentence(name: string): string {
  return name.startsWith('The ') ? `the ${name.slice(4)}` : name;
}

/** A seat: "seat 2", or "seat 2 (the Riverboat Strangler)" when the config deals the boards. */
function seat(index: PlayerId, config: Config): string {
  const board = config.killers?.[index];
  const name = board === undefined ? undefined : config.content.killers[board]?.name;
  return name === undefined ? `seat ${index}` : `seat ${index} (${midSentence(name)})`;
}

/** `text` with its first letter capitalised, to open a sentence. */
function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** A seat opening a sentence: "Seat 2 (the Riverboat Strangler)". */
function seatFirst(index: PlayerId, config: Config): string {
  return capitalised(seat(index, config));
}

/** A city by name ("Moline"); "city 7" only for a city the map does not have. */
function city(id: number, config: Config): string {
  return config.content.cities[id]?.name ?? `city ${id}`;
}

/** A Prey card by its person's name ("Werner Brew"); "Prey 99" only for an id the content does not have. */
function prey(id: number, config: Config): string {
  return config.content.prey[id]?.name ?? `Prey ${id}`;
}

/**
 * A Resource card by its title: a Weapon with its article ("the Butter Knife"), the others as
 * printed ("Grandma's Urn", "Mulligan", "Gatsby"); "card 300" only for an id the content does not
 * have.
 */
function card(id: number, config: Config): string {
  const found = config.content.resources[id];
  if (found === undefined) return `card ${id}`;
  const bare = found.kind !== 'weapon' || /^(the|a|an) /i.test(found.name) || /^\S+'s\b/.test(found.name);
  return bare ? midSentence(found.name) : `the ${found.name}`;
}

/** A list of Resource cards by title: "the Letter Opener, the Garden Shears and Gatsby". */
function cards(ids: readonly number[], config: Config): string {
  return listed(ids.map((id) => card(id, config)));
}

/** A Killer Board by its Killer's name; "Killer Board 40" only for a board the content does not have. */
function board(id: number, config: Config): string {
  const name = config.content.killers[id]?.name;
  return name === undefined ? `Killer Board ${id}` : `the Killer Board of ${midSentence(name)}`;
}

/** The printed solo bands (ruling 9). */
const SOLO_RANK_WORDS: Readonly<Record<SoloRank, string>> = {
  'day-job': 'Get yourself a day job',
  amateur: 'Not bad, for an amateur',
  'dyed-in-the-wool': "Clearly, you're a dyed in the wool killer",
};

/** How a game ends, in words. */
const END_WORDS: Readonly<Record<EndReason, string>> = {
  'highest-notoriety': 'the most Notoriety wins',
  'tie-rolled-off': 'a tie on Notoriety, rolled off',
  'no-prey-left': 'no Prey card is left',
  'dexterity-scale-completed': 'the end of the Dexterity Scale is reached',
  'fell-below-dexterity-scale': 'the Dexterity marker fell below the scale',
  'all-cities-locked-down': 'every city is in Lockdown',
};

/** One line describing an action, in the game's words: the config names the seats, cards, Prey and cities. */
export function describeAction(action: QuadCityKillersAction, config: QuadCityKillersConfig): string {
  return actionLine(action, namingBy(config));
}

function actionLine(action: QuadCityKillersAction, config: Config): string {
  const who = seatFirst(action.player, config);
  switch (action.type) {
    case 'place-prey':
      return action.replacing === null
        ? `${who} places the revealed Prey in ${city(action.city, config)}.`
        : `${who} places the revealed Prey in ${city(action.city, config)}, replacing ${prey(action.replacing, config)}.`;
    case 'hunt':
      return `${who} hunts: a new Prey card is revealed.`;
    case 'travel':
      return `${who} travels: the dice are rolled.`;
    case 'travel-to':
      return `${who} goes to ${city(action.city, config)}.`;
    case 'attack':
      return `${who} attacks ${prey(action.prey, config)}.`;
    case 'choose-weapon':
      return action.card === null ? `${who} attacks with no Weapon.` : `${who} attacks with ${card(action.card, config)}.`;
    case 'choose-modifier':
      return action.card === null ? `${who} adds no Modifier.` : `${who} adds ${card(action.card, config)} to the Attack.`;
    case 'play-against':
      return `${who} plays ${card(action.card, config)} against the Attack.`;
    case 'pass':
      return `${who} passes.`;
    case 'claim-mo':
      return `${who} claims the Weapon as their M.O.`;
    case 'play-scenario':
      return `${who} plays ${card(action.card, config)}.`;
    case 'choose-player':
      return `${who} chooses ${seat(action.target, config)}.`;
    case 'choose-city':
      return `${who} chooses ${city(action.city, config)}.`;
    case 'declare-ego':
      return `${who} declares ${card(action.card, config)} as their M.O.`;
    case 'use-ego':
      return `${who} uses their Ego's ability.`;
    case 'discard':
      return `${who} discards ${card(action.card, config)}.`;
    case 'refill':
      return `${who} replenishes the hand to ${counted(SOLO_HAND_SIZE, 'card')}.`;
  }
}

/** What an Action went on. */
const SPENT_ON: Readonly<Record<ActionSpentEvent['on'], string>> = {
  hunt: 'to Hunt',
  travel: 'to Travel',
  attack: 'to Attack',
  modifier: 'on a Modifier',
  scenario: 'on a Scenario',
  ego: 'on an Ego',
  discard: 'to Discard',
};

/** Why cards were drawn. */
const DREW_FOR: Readonly<Record<DrewEvent['cause'], string>> = {
  refill: 'replenishing the hand',
  discard: 'replacing the discards',
  ego: 'by their Ego',
  deal: 'dealt at setup',
};

/** What a pass declined. */
const PASSED_ON: Readonly<Record<PassedEvent['at'], string>> = {
  weapon: 'no Weapon',
  modifier: 'no Modifier',
  answers: 'no Modifier against the Attack',
  'after-failure': 'no Mulligan',
  claim: 'leaves the Weapon unclaimed',
  discard: 'no second discard',
  'end-of-turn': 'leaves the Ego unused and ends the turn',
};

/** Why an M.O. or Ego left its board. */
const MO_GONE: Readonly<Record<MoDiscardedEvent['cause'], string>> = {
  'failed-attack': 'a failed Attack',
  replaced: 'replaced',
  'frame-job': 'a Frame Job',
};

/** Why the Heat rose. */
const HEAT_CAUSE: Readonly<Record<HeatBumpedEvent['cause'], string>> = {
  attack: 'an Attack',
  police: 'a Police Prey',
  'anonymous-call': 'an Anonymous Call',
};

/** What an Ego's ability did. */
const ABILITY_WORDS: Readonly<Record<EgoAbility['type'], string>> = {
  'extra-prey': 'an additional Prey card flipped',
  'attack-bonus': 'more Advantage in this Attack',
  'cold-trail': 'this Attack bumps no Heat',
  'free-travel': 'a free Travel',
  'draw-card': 'a Resource card drawn',
};

/** One line narrating an event, in the game's words: the config names the seats, cards, Prey and cities. */
export function describeEvent(event: QuadCityKillersEvent, config: QuadCityKillersConfig): string {
  return eventLine(event, namingBy(config));
}

function eventLine(event: QuadCityKillersEvent, config: Config): string {
  switch (event.type) {
    case 'killer-board-dealt':
      return event.by === 'config'
        ? `${seatFirst(event.seat, config)} takes ${board(event.killer, config)} (as configured).`
        : `${seatFirst(event.seat, config)} is dealt ${board(event.killer, config)}.`;
    case 'defense-announced':
      return `${seatFirst(event.seat, config)} announces the Defense of ${prey(event.prey, config)}: ${event.defense}.`;
    case 'rolled-off':
      return `Roll-off for ${event.purpose === 'winner' ? 'the win' : 'the first turn'}: ${listed(event.seats.map((at, index) => `${seat(at, config)} rolls ${event.totals[index] ?? 0}`))}.`;
    case 'first-player':
      return `${seatFirst(event.seat, config)} begins (${event.by === 'config' ? 'as configured' : event.by === 'defense' ? 'the highest Prey Defense' : 'the highest Prey Defense, after a roll-off'}).`;
    case 'turn-began':
      return `Turn ${event.turn}: ${seat(event.seat, config)}.`;
    case 'turn-ended':
      return `${seatFirst(event.seat, config)} ends turn ${event.turn}.`;
    case 'action-spent':
      return `${seatFirst(event.seat, config)} spends an Action ${SPENT_ON[event.on]}; ${counted(event.actionsLeft, 'Action')} left.`;
    case 'prey-revealed':
      return event.cause === 'setup'
        ? `${seatFirst(event.seat, config)} reveals their starting Prey: ${prey(event.prey, config)}.`
        : `${prey(event.prey, config)} is revealed for ${seat(event.seat, config)} to place${event.cause === 'hunt' ? ' (a Hunt)' : event.cause === 'ego' ? ' (an Ego)' : ''}.`;
    case 'prey-placed': {
      const replaced = event.replaced === null ? '' : `, replacing ${prey(event.replaced, config)}`;
      const gone = event.cardsDiscarded.length === 0 ? '' : ` (${counted(event.cardsDiscarded.length, 'card')} under it discarded)`;
      return `${prey(event.prey, config)} goes to ${city(event.city, config)}${replaced}${gone}.`;
    }
    case 'pawn-placed':
      return `The Skull Pawn of ${seat(event.seat, config)} starts in ${city(event.city, config)}.`;
    case 'deck-reshuffled':
      return `The ${event.deck === 'prey' ? 'Prey' : 'Resource'} discard pile is shuffled into a new deck of ${counted(event.size, 'card')}.`;
    case 'drew':
      return `${seatFirst(event.seat, config)} draws ${counted(event.count, 'card')} (${DREW_FOR[event.cause]}).`;
    case 'cards-drawn':
      return `${seatFirst(event.seat, config)} drew ${cards(event.cards, config)}.`;
    case 'cards-discarded': {
      const named = cards(event.cards, config);
      return event.seat === null
        ? `${capitalised(named)} ${event.cards.length === 1 ? 'goes' : 'go'} to the discard pile.`
        : `${seatFirst(event.seat, config)} puts ${named} on the discard pile.`;
    }
    case 'travel-rolled':
      return `${seatFirst(event.seat, config)} rolls ${event.total} to Travel: ${event.reach === 'none' ? 'no Travel' : event.reach === 'state' ? 'a city in their own state' : 'any city'}.`;
    case 'travelled':
      return event.from === event.to
        ? `${seatFirst(event.seat, config)} stays in ${city(event.to, config)}.`
        : `${seatFirst(event.seat, config)} moves from ${city(event.from, config)} to ${city(event.to, config)}.`;
    case 'attack-began':
      return `${seatFirst(event.seat, config)} attacks ${prey(event.prey, config)} in ${city(event.city, config)}${event.scene === null ? '' : ` (${card(event.scene, config)})`}.`;
    case 'card-chosen':
      return event.card === null
        ? `${seatFirst(event.seat, config)} ${event.as === 'weapon' ? 'attacks with no Weapon' : 'adds no Modifier'}.`
        : event.as === 'weapon'
          ? `${seatFirst(event.seat, config)} attacks with ${card(event.card, config)}.`
          : `${seatFirst(event.seat, config)} adds ${card(event.card, config)} to the Attack.`;
    case 'played-against':
      return `${seatFirst(event.seat, config)} plays ${card(event.card, config)} against the Attack of ${seat(event.attacker, config)}.`;
    case 'passed':
      return `${seatFirst(event.seat, config)} passes: ${PASSED_ON[event.at]}.`;
    case 'attack-rolled':
      return `${seatFirst(event.seat, config)} totals ${event.total} against Defense ${event.defense} on ${prey(event.prey, config)}: ${event.success ? 'a kill' : 'a failure'}.`;
    case 'prey-killed': {
      const taken = event.cardsTaken.length === 0 ? '' : `, taking ${cards(event.cardsTaken, config)} from under them`;
      return `${seatFirst(event.seat, config)} kills ${prey(event.prey, config)} in ${city(event.city, config)} (${event.notoriety} Notoriety)${taken}.`;
    }
    case 'cards-under-prey': {
      const named = cards(event.cards, config);
      return `${capitalised(named)} ${event.cards.length === 1 ? 'is' : 'are'} left under ${prey(event.prey, config)}.`;
    }
    case 'dexterity-moved':
      return `${seatFirst(event.seat, config)} moves ${event.to > event.from ? 'up' : 'down'} the Dexterity Scale from spot ${event.from} to spot ${event.to}.`;
    case 'heat-bumped':
      return `The Heat in ${city(event.city, config)} rises to level ${event.to} (${HEAT_CAUSE[event.cause]}).`;
    case 'lockdown':
      return `${capitalised(city(event.city, config))} is in Lockdown.`;
    case 'mo-claimed':
      return `${seatFirst(event.seat, config)} claims ${card(event.card, config)} as their M.O.`;
    case 'mo-discarded': {
      const kind = config.content.resources[event.card]?.kind;
      const held = kind === 'ego' ? 'Ego' : kind === 'weapon' ? 'M.O.' : 'M.O. or Ego';
      return `${seatFirst(event.seat, config)} discards their ${held}, ${card(event.card, config)} (${MO_GONE[event.cause]}).`;
    }
    case 'trophy-collected':
      return `${seatFirst(event.seat, config)} adds ${card(event.card, config)} to their collection (+${event.notoriety} Notoriety).`;
    case 'scenario-played':
      return `${seatFirst(event.seat, config)} plays ${card(event.card, config)}.`;
    case 'scenario-against-you':
      return `${capitalised(card(event.card, config))} is drawn and plays against you — ${event.effect}.`;
    case 'rival-killed':
      return `A rival kills ${prey(event.prey, config)} in ${city(event.city, config)}.`;
    case 'rival-rolled':
      return `A rival rolls ${event.total} against Defense ${event.defense} on ${prey(event.prey, config)} in ${city(event.city, config)}: ${event.success ? 'a kill' : 'a failure'}.`;
    case 'ego-declared':
      return `${seatFirst(event.seat, config)} declares ${card(event.card, config)} as their M.O.`;
    case 'ego-used':
      return `${seatFirst(event.seat, config)} uses ${card(event.card, config)}: ${ABILITY_WORDS[event.ability]}.`;
    case 'game-ended': {
      const why = END_WORDS[event.reason] ?? event.reason;
      const notoriety = event.scores.length === 1 ? `${event.scores[0] ?? 0} Notoriety` : `Notoriety ${event.scores.join(', ')}`;
      if (event.rank !== null) {
        const outcome = event.winners.length === 0 ? 'loses' : 'wins';
        return `The game is over (${why}): ${seat(0, config)} ${outcome} with ${notoriety} — "${SOLO_RANK_WORDS[event.rank]}."`;
      }
      const winners = event.winners.length === 0 ? 'nobody wins' : `${listed(event.winners.map((at) => seat(at, config)))} ${event.winners.length === 1 ? 'wins' : 'win'}`;
      return `The game is over (${why}): ${winners}; ${notoriety}.`;
    }
  }
}
