/**
 * One English line per action and per event, for logs, UIs and the demo's narration. Cards, rooms
 * and passages are ids into the match's content, so both take the match's config (public: its
 * content is the printed map and cards) and name them as the rulebook does ("plays Trust No One as
 * an Action", "the blue passage between the Garage and the Radio Room"). Seats are "seat 3": the
 * rulebook gives players no names, only Badge colours it does not list.
 */
import { standInContent, type StationContent } from './content.js';
import type { FrozenHorrorEvent, StayedPutEvent } from './events.js';
import type { FrozenHorrorAction, FrozenHorrorConfig, MoveCause } from './schemas.js';

const MOVE_TEXT: Readonly<Record<MoveCause, string>> = {
  accessKey: 'moves with its Access Key',
  quickMove: 'makes a Quick Move',
  evacuation: 'is evacuated',
  help: 'is pulled in by Help! HELP!',
  armedMan: 'runs toward the crowd (Don\'t Run Toward the Armed Man)',
  safeRetreat: 'makes a Safe Retreat',
  destroyedRoom: 'flees the destroyed room',
};

const STAY_TEXT: Readonly<Record<MoveCause, string>> = {
  accessKey: 'its Access Key moves it nowhere',
  quickMove: 'its Quick Move goes nowhere',
  evacuation: 'it cannot be evacuated',
  help: 'it cannot be pulled in',
  armedMan: 'the armed man cannot move',
  safeRetreat: 'it cannot retreat',
  destroyedRoom: 'it cannot leave the destroyed room',
};

const STAY_REASON_TEXT: Readonly<Record<StayedPutEvent['reason'], string>> = {
  detained: 'it is detained',
  noOpenPassage: 'no open passage of its colours leads to a room that stands',
  mostPlayersOutOfReach: 'no open passage leads into the room with the most players',
};

const KILL_TEXT: Readonly<Record<'stayBack' | 'fire' | 'shot' | 'horror', string>> = {
  stayBack: 'shot for entering the Stay Back! room',
  fire: 'killed by the Fire',
  shot: 'shot by the armed man',
  horror: 'killed by the Horror',
};

/** `count` and the noun, singular or plural: "1 card", "2 cards". */
function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Items in prose: "A", "A and B", "A, B and C" (or "A, B or C"). */
function listed(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1] ?? ''}`;
}

/** Seats in prose: "nobody", "seat 2", "seats 2 and 5", "seats 1, 2 and 5". */
function seats(list: readonly number[]): string {
  if (list.length === 0) return 'nobody';
  return list.length === 1 ? `seat ${list[0] ?? ''}` : `seats ${listed(list.map(String))}`;
}

/**
 * The content to name cards, rooms and passages from: the config's. The type requires the config;
 * a caller the type checker does not see that passes none gets the stand-in content's names, never
 * bare ids (the conformance kit still describes once without a config, until the core's contract
 * makes it required; this fallback can go then).
 */
function contentOf(config: FrozenHorrorConfig | undefined): StationContent {
  return config?.content ?? standInContent;
}

/** A Station card by its printed name ("Trust No One"); by id only if the content has no such card. */
function cardText(card: number, content: StationContent): string {
  return content.cards[card]?.name ?? `Station card ${card}`;
}

/** Station cards in prose, by their printed names: "Trust No One and Quick Move". */
function cardsText(cards: readonly number[], content: StationContent): string {
  if (cards.length === 0) return 'no Station card';
  return listed(cards.map((card) => cardText(card, content)));
}

/** A room: "the Laboratory"; by id only if the map has no such room. */
function roomText(room: number, content: StationContent): string {
  const name = content.rooms[room];
  return name === undefined ? `room ${room}` : `the ${name}`;
}

/** A passage: "the gold passage between the Garage and the Laboratory"; by id only if the map has no such passage. */
function passageText(passage: number, content: StationContent): string {
  const spec = content.passages[passage];
  if (spec === undefined) return `passage ${passage}`;
  return `the ${spec.colour} passage between ${roomText(spec.between[0], content)} and ${roomText(spec.between[1], content)}`;
}

/** Who won, as a clause: "seat 3 wins", "seats 1 and 3 win", "nobody survives to win". */
function winnersText(winners: readonly number[]): string {
  if (winners.length === 0) return 'nobody survives to win';
  return `${seats(winners)} ${winners.length === 1 ? 'wins' : 'win'}`;
}

/**
 * One line describing an action, naming cards, rooms and passages from the match's `config`
 * ("Seat 2 plays Trust No One as an Action.").
 */
export function describeAction(action: FrozenHorrorAction, config: FrozenHorrorConfig): string {
  const content = contentOf(config);
  const who = `Seat ${action.player}`;
  switch (action.type) {
    case 'play-card': {
      const card = content.cards[action.card];
      if (card === undefined) return `${who} plays Station card ${action.card} as ${action.as === 'key' ? 'an Access Key' : 'an Action'}.`;
      return action.as === 'key'
        ? `${who} plays ${card.name} as an Access Key (${listed(card.colours, 'or')}; Priority ${card.priority}).`
        : `${who} plays ${card.name} as an Action.`;
    }
    case 'move':
      return `${who} moves through ${passageText(action.passage, content)}.`;
    case 'choose-colour':
      return `${who} chooses the ${action.colour} Access Key color.`;
    case 'choose-player':
      return `${who} chooses seat ${action.target}.`;
    case 'choose-room':
      return `${who} chooses ${roomText(action.room, content)}.`;
    case 'lock-passage':
      return `${who} places a Lockdown token on ${passageText(action.passage, content)}.`;
    case 'reveal-identity':
      return action.reveal ? `${who} reveals the Identity card it looked at.` : `${who} keeps what it saw to itself.`;
    case 'pass':
      return `${who} passes.`;
  }
}

/**
 * One line narrating an event, naming cards, rooms and passages from the match's `config` ("Seat 1
 * is dealt Trust No One and Quick Move.").
 */
export function describeEvent(event: FrozenHorrorEvent, config: FrozenHorrorConfig): string {
  const content = contentOf(config);
  switch (event.type) {
    case 'round-began':
      return `Round ${event.round} begins; seat ${event.firstPlayer} is the First Player (order ${event.order.join(', ')}).`;
    case 'identity-dealt':
      return `Seat ${event.seat} is ${event.identity === 'horror' ? 'the HORROR' : 'HUMAN'}.`;
    case 'cards-dealt':
      return `Seat ${event.seat} is dealt ${cardsText(event.cards, content)}.`;
    case 'deck-reshuffled':
      return `The discard pile is shuffled into a new Station deck of ${counted(event.cards, 'card')}.`;
    case 'removed-cards-returned':
      return event.cards.length === 1
        ? `Not enough Station cards: the removed card (${cardsText(event.cards, content)}) returns to the game.`
        : `Not enough Station cards: the ${event.cards.length} removed cards (${cardsText(event.cards, content)}) return to the game.`;
    case 'card-played':
      return `Seat ${event.seat} plays "${event.name}" as ${event.as === 'key' ? 'an Access Key' : 'an Action'} (${event.first ? 'first' : 'second'} card).`;
    case 'moved': {
      const through = event.colour === null ? '' : ` through the ${event.colour} passage`;
      return `Seat ${event.seat} ${MOVE_TEXT[event.cause]}${through} from ${roomText(event.from, content)} into ${roomText(event.to, content)}.`;
    }
    case 'stayed-put':
      return `Seat ${event.seat} stays put — ${STAY_TEXT[event.cause]}: ${STAY_REASON_TEXT[event.reason]}.`;
    case 'shot-on-entering':
      return `Seat ${event.seat} enters seat ${event.holder}'s room, ${roomText(event.room, content)}, and is shot (Stay Back!).`;
    case 'lockdown-placed':
      return `A Lockdown token closes ${passageText(event.passage, content)}.`;
    case 'fire-placed':
      return `Seat ${event.seat} sets the ${event.roomName} on fire.`;
    case 'player-detained':
      return `Seat ${event.seat} detains seat ${event.target}: it cannot move this round.`;
    case 'identity-revealed':
      return `Seat ${event.seat} reveals ${event.identity === 'horror' ? 'the HORROR' : 'a HUMAN'} Identity card.`;
    case 'identity-looked':
      return `Seat ${event.seat} looks at seat ${event.target}'s Identity card: ${event.identity === 'horror' ? 'the HORROR' : 'HUMAN'}.`;
    case 'identities-shuffled':
      return `Trust No One: seat ${event.seat} has every Identity card gathered, shuffled and dealt again.`;
    case 'no-effect':
      return `${event.card} (seat ${event.seat}) has no effect: ${event.reason}.`;
    case 'second-card-forfeited':
      return `Seat ${event.seat} revealed with Analysis Results and plays no second card.`;
    case 'player-killed':
      return `Seat ${event.seat} is ${KILL_TEXT[event.cause]} — it was ${event.identity === 'horror' ? 'the HORROR' : 'HUMAN'}.`;
    case 'hand-discarded':
      return `Seat ${event.seat} dies holding ${cardsText(event.cards, content)}, now face up on the discard pile.`;
    case 'identities-swapped':
      return `Seat ${event.seat} swaps Identity cards with seat ${event.target}.`;
    case 'identities-revealed':
      return `Identity cards are revealed: seat ${event.horror} is the HORROR, in the ${event.roomName}.`;
    case 'horror-attacked':
      return event.victims.length === 0
        ? `The Horror (seat ${event.horror}) finds no Human in the ${event.roomName}.`
        : `The Horror (seat ${event.horror}) attacks the ${event.roomName}: ${seats(event.victims)} at Priority ${event.priority ?? 0}.`;
    case 'cards-discarded': {
      const named = (cards: readonly number[]): string => (cards.length === 0 ? '' : ` (${cardsText(cards, content)})`);
      return `Clean up: ${counted(event.discarded.length, 'card')} to the discard pile${named(event.discarded)}, ${counted(event.removed.length, 'card')} removed from the game${named(event.removed)}.`;
    }
    case 'room-destroyed':
      return `The ${event.name} is destroyed${event.players.length === 0 ? '' : `; ${seats(event.players)} must leave`}.`;
    case 'game-ended':
      switch (event.reason) {
        case 'horror-killed':
          return `The Horror (seat ${event.horror}) is dead: ${winnersText(event.winners)}.`;
        case 'horror-killed-all-humans':
          return `The Horror (seat ${event.horror}) has killed the last Humans: ${winnersText(event.winners)}.`;
        case 'humans-killed-by-cards':
          return `The last Humans died by the cards while the Horror (seat ${event.horror}) lives: ${winnersText(event.winners)}.`;
      }
  }
}
