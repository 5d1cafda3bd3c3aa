/**
 * One English line per action and per event, for logs, UIs and the demo's narration, in the game's
 * words: figure cards are named as the table sees them ("Gerlinde Dobkowitz's room G card, green
 * key"), figures by the content's names, killer cards by their kind, rooms by their letters,
 * passengers and clue cards by their printed numbers ("Passenger 23"), the end by the rulebook's
 * "Game Over!" lines. The names come from the match's config, which carries the content.
 */
import { standInContent, type FigureId, type KillercruiseContent, type PassengerCondition } from './content.js';
import type { KillercruiseEvent } from './events.js';
import type { EndReason, KillercruiseAction, KillercruiseConfig } from './schemas.js';

/**
 * The content that names things: the config's. The config is required; a caller the compiler does
 * not check (plain JavaScript, or the core's conformance kit while the core's type still lets it
 * leave the config out) gets the stand-in content's names rather than an exception.
 */
function contentOf(config: KillercruiseConfig | undefined): KillercruiseContent {
  return config === undefined ? standInContent : config.content;
}

/** `count` and the noun, singular for one: "1 card", "2 cards". */
function count(amount: number, noun: string, plural = `${noun}s`): string {
  return `${amount} ${amount === 1 ? noun : plural}`;
}

/** "A", "A and B", "A, B and C". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** The figure's name, as the content prints it. */
function figureName(figure: FigureId, content: KillercruiseContent): string {
  return content.figures.find((spec) => spec.id === figure)?.name ?? figure;
}

/** A figure card as the table sees it: "Gerlinde Dobkowitz's room G card (green key)". */
function figureCard(card: number, content: KillercruiseContent): string {
  const printed = content.figureCards[card - 1];
  // Only a card the content does not have (an action the schema refused) has no face to name.
  if (printed === undefined || printed.id !== card) return `figure card ${card}`;
  return `${figureName(printed.figure, content)}'s room ${printed.room} card (${printed.key} key)`;
}

/** Several figure cards, each named: "A, B and C"; "no figure card" for none. */
function figureCards(cards: readonly number[], content: KillercruiseContent): string {
  if (cards.length === 0) return 'no figure card';
  return list(cards.map((card) => figureCard(card, content)));
}

/** The figure pictured on figure card `card`, by name. */
function cardFigure(card: number, content: KillercruiseContent): string {
  const printed = content.figureCards[card - 1];
  return printed === undefined ? 'its figure' : figureName(printed.figure, content);
}

/** Passenger cards by their printed numbers, as the rulebook names them ("Passenger 23"): "passenger 4", "passengers 4 and 9". */
function passengers(ids: readonly number[]): string {
  return `${ids.length === 1 ? 'passenger' : 'passengers'} ${list(ids.map(String))}`;
}

function conditionText(condition: PassengerCondition, content: KillercruiseContent): string {
  switch (condition.kind) {
    case 'figure':
      return `${figureName(condition.figure, content)} came to them`;
    case 'room':
      return `they reached room ${condition.room}`;
    case 'teamwork':
      return 'two figures stand with them';
  }
}

/** The rulebook's "Game Over!" line for each way the game ends, saying who wins. */
const GAME_OVER: Readonly<Record<EndReason, string>> = {
  'psychopath-found': "You're saved! You found the psychopath on the lower deck, and you all win",
  'killer-collected-five-passengers': 'You\'ve lost! The killer has 5 passenger cards on the "He\'s going to get you!" fields',
  'passenger-pile-exhausted': "You're doomed! The passenger pile has been used up, and you all lose",
  'wrong-showdown': "That's it! The psychopath is in a different room to the one you suspected, and you all lose",
  'all-figures-gone': 'Massacre! The killer gets all of your playing figures, and you all lose',
  'friday-the-thirteenth': "Today is Friday the thirteenth, so you've all automatically lost",
};

/**
 * One line describing an action, in the game's words: the figure cards named (figure, room, key)
 * and the moving figure too, from the content in the match's `config`.
 */
export function describeAction(action: KillercruiseAction, config: KillercruiseConfig): string {
  const content = contentOf(config);
  const seat = `Seat ${action.player}`;
  switch (action.type) {
    case 'move':
      return `${seat} plays ${figureCard(action.card, content)} to move ${cardFigure(action.card, content)} to room ${action.to}.`;
    case 'showdown':
      return `${seat} plays ${figureCard(action.card, content)} to move ${cardFigure(action.card, content)} into room ${action.to} for the showdown.`;
    case 'carry':
      return action.passenger === null ? `${seat} takes no passenger along.` : `${seat} takes ${passengers([action.passenger])} along.`;
    case 'unlock':
      return `${seat} starts unlocking room ${action.room} with ${figureCard(action.key, content)} as its first key.`;
    case 'second-key':
      return `${seat} completes the unlock with ${figureCard(action.key, content)} as its second key.`;
    case 'leave-key':
      return `${seat} leaves ${figureCard(action.card, content)} at the collection point.`;
    case 'end-turn':
      return `${seat} ends the turn.`;
    case 'timer-expired':
      return `The timer runs out during seat ${action.player}'s turn.`;
  }
}

/**
 * One line narrating an event, in the game's words: figure cards and figures named as the content
 * in the match's `config` names them.
 */
export function describeEvent(event: KillercruiseEvent, config: KillercruiseConfig): string {
  const content = contentOf(config);
  switch (event.type) {
    case 'ship-set-up': {
      const placed = list(event.figures.map((entry) => `${figureName(entry.figure, content)} in room ${entry.room}`));
      const piles = `${count(event.piles.length, 'pile')} of ${list(event.piles.map(String))} cards`;
      return `The ship is set up (${event.difficulty} level): the killer in room ${event.killer}; ${placed}; ${figureName(event.missingPerson, content)} is missing; ${count(event.handSize, 'card')} dealt to each seat; ${piles} stacked on the chimney; seat ${event.firstPlayer} starts.`;
    }
    case 'hand-dealt':
      return `Seat ${event.player} is dealt ${figureCards(event.cards, content)}.`;
    case 'move-announced':
      return `Seat ${event.player} plays ${figureCard(event.card, content)}: ${figureName(event.figure, content)} will leave room ${event.from} for room ${event.to}.`;
    case 'figure-moved':
      return `${event.name} moves from room ${event.from} to room ${event.to}${event.passenger === null ? '' : `, taking passenger ${event.passenger} along`}.`;
    case 'figure-met-killer':
      return event.result === 'red'
        ? `The killer catches ${event.name} in room ${event.room}: a black eye — the red body double takes over.`
        : `The killer meets ${event.name}'s body double again in room ${event.room}: eliminated.`;
    case 'passenger-saved':
      return `Passenger ${event.passenger} in room ${event.room} is saved: ${conditionText(event.condition, content)}.`;
    case 'passenger-placed':
      return `Passenger ${event.passenger} boards in room ${event.room}${event.withKiller ? ', where the killer stands' : ''} (${count(event.pileLeft, 'card')} left in the passenger pile).`;
    case 'passengers-collected':
      return `The killer gets ${passengers(event.passengers)} in room ${event.room} (${event.collected} of 5 on the "He's going to get you!" fields).`;
    case 'killer-card-drawn':
      return `Seat ${event.player} draws a ${event.steps === 1 ? 'single' : 'double'} killer card.`;
    case 'killer-moved':
      return `The killer moves from room ${event.from} to room ${event.to}.`;
    case 'card-drawn':
      return `Seat ${event.player} draws ${figureCard(event.card, content)}.`;
    case 'draw-pile-turned-over':
      return `The draw pile is used up: the discard pile (${count(event.cards.length, 'card')}) is turned over, unshuffled.`;
    case 'key-left':
      return `Seat ${event.player} leaves ${figureCard(event.card, content)} at the collection point.`;
    case 'unlock-started':
      return `Seat ${event.player} puts ${figureCard(event.key, content)} in the lock of room ${event.room}.`;
    case 'room-unlocked':
      return `Room ${event.room} is unlocked with ${figureCards(event.keys, content)}: its figures now stand on the ${event.deck} deck.`;
    case 'clue-revealed':
      return `The clue in room ${event.room} (clue card ${event.clue}) reads: "${event.text}"`;
    case 'maze-followed':
      return `The mazes of rooms ${list(event.maze.rooms)} lead ${event.maze.path.join(' → ')}: the missing person is in room ${event.maze.room}.`;
    case 'missing-person-found':
      return `${event.name}, the missing person, is found in room ${event.room}.`;
    case 'showdown':
      return event.correct
        ? `Showdown: ${figureName(event.figure, content)} enters room ${event.room}, and the psychopath is there!`
        : `Showdown: ${figureName(event.figure, content)} enters room ${event.room}, but the psychopath has duped you.`;
    case 'turn-ended':
      return `Seat ${event.player} ends the turn after playing ${count(event.played, 'card')}.`;
    case 'turn-began':
      return `Seat ${event.player}'s turn.`;
    case 'timer-expired':
      return event.killerCardDrawn
        ? 'The timer runs out, but a killer card was drawn: no passengers come into play.'
        : 'The timer runs out: two passengers come into play.';
    case 'game-ended':
      return `Game Over! ${GAME_OVER[event.reason]}. The psychopath hid in room ${event.solution}.`;
  }
}
