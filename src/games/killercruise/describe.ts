/**
 * One English line per action and per event, for logs, UIs and the demo's narration. With the
 * match's config, figure cards are named as the table sees them ("Gerlinde Dobkowitz's room G
 * card, green key") and figures by the content's names; without it, cards go by their numbers.
 */
import type { FigureId, PassengerCondition } from './content.js';
import type { KillercruiseEvent } from './events.js';
import type { KillercruiseAction, KillercruiseConfig } from './schemas.js';

/** The figures' names as the rulebook prints them, for lines written without a config. */
const NAMES: Readonly<Record<FigureId, string>> = {
  daniel: 'Daniel Bonhoeffer',
  martin: 'Martin Schwartz',
  gerlinde: 'Gerlinde Dobkowitz',
  elena: 'Dr. Elena Beck',
};

/** `count` and the noun, singular for one: "1 card", "2 cards". */
function count(amount: number, noun: string, plural = `${noun}s`): string {
  return `${amount} ${amount === 1 ? noun : plural}`;
}

/** "A", "A and B", "A, B and C". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** The figure's name: the content's, with a config; the rulebook's, without. */
function figureName(figure: FigureId, config?: KillercruiseConfig): string {
  return config?.content.figures.find((spec) => spec.id === figure)?.name ?? NAMES[figure];
}

/** A figure card: "Gerlinde Dobkowitz's room G card (green key)" with a config, "figure card 31" without. */
function figureCard(card: number, config?: KillercruiseConfig): string {
  const printed = config?.content.figureCards[card - 1];
  if (printed === undefined || printed.id !== card) return `figure card ${card}`;
  return `${figureName(printed.figure, config)}'s room ${printed.room} card (${printed.key} key)`;
}

/** Several figure cards: "figure cards 3 and 7", or each named with a config. */
function figureCards(cards: readonly number[], config?: KillercruiseConfig): string {
  if (cards.length === 0) return 'no figure card';
  if (config === undefined) return `${cards.length === 1 ? 'figure card' : 'figure cards'} ${list(cards.map(String))}`;
  return list(cards.map((card) => figureCard(card, config)));
}

/** Passenger cards: "passenger 4", "passengers 4 and 9". */
function passengers(ids: readonly number[]): string {
  return `${ids.length === 1 ? 'passenger' : 'passengers'} ${list(ids.map(String))}`;
}

function conditionText(condition: PassengerCondition, config?: KillercruiseConfig): string {
  switch (condition.kind) {
    case 'figure':
      return `${figureName(condition.figure, config)} came to them`;
    case 'room':
      return `they reached room ${condition.room}`;
    case 'teamwork':
      return 'two figures stand with them';
  }
}

/**
 * One line describing an action. With the match's `config`, the figure cards are named (figure,
 * room, key) and the moving figure too; without it, cards go by their numbers.
 */
export function describeAction(action: KillercruiseAction, config?: KillercruiseConfig): string {
  const seat = `Seat ${action.player}`;
  switch (action.type) {
    case 'move':
    case 'showdown': {
      const printed = config?.content.figureCards[action.card - 1];
      const mover = printed === undefined ? 'its figure' : figureName(printed.figure, config);
      return action.type === 'move'
        ? `${seat} plays ${figureCard(action.card, config)} to move ${mover} to room ${action.to}.`
        : `${seat} plays ${figureCard(action.card, config)} to move ${mover} into room ${action.to} for the showdown.`;
    }
    case 'carry':
      return action.passenger === null ? `${seat} takes no passenger along.` : `${seat} takes passenger ${action.passenger} along.`;
    case 'unlock':
      return `${seat} starts unlocking room ${action.room} with ${figureCard(action.key, config)} as its first key.`;
    case 'second-key':
      return `${seat} completes the unlock with ${figureCard(action.key, config)} as its second key.`;
    case 'leave-key':
      return `${seat} leaves ${figureCard(action.card, config)} at the collection point.`;
    case 'end-turn':
      return `${seat} ends the turn.`;
    case 'timer-expired':
      return `The timer runs out during seat ${action.player}'s turn.`;
  }
}

/**
 * One line narrating an event. With the match's `config`, figure cards and figures are named as
 * the content names them; without it, cards go by their numbers.
 */
export function describeEvent(event: KillercruiseEvent, config?: KillercruiseConfig): string {
  switch (event.type) {
    case 'ship-set-up': {
      const placed = list(event.figures.map((entry) => `${figureName(entry.figure, config)} in room ${entry.room}`));
      const piles = `${count(event.piles.length, 'pile')} of ${list(event.piles.map(String))} cards`;
      return `The ship is set up (${event.difficulty}): the killer in room ${event.killer}; ${placed}; ${figureName(event.missingPerson, config)} is missing; ${count(event.handSize, 'card')} dealt to each seat; ${piles} stacked on the chimney; seat ${event.firstPlayer} starts.`;
    }
    case 'hand-dealt':
      return `Seat ${event.player} is dealt ${figureCards(event.cards, config)}.`;
    case 'move-announced':
      return `Seat ${event.player} plays ${figureCard(event.card, config)}: ${figureName(event.figure, config)} will leave room ${event.from} for room ${event.to}.`;
    case 'figure-moved':
      return `${event.name} moves from room ${event.from} to room ${event.to}${event.passenger === null ? '' : `, taking passenger ${event.passenger} along`}.`;
    case 'figure-met-killer':
      return event.result === 'red'
        ? `The killer catches ${event.name} in room ${event.room}: a black eye — the red body double takes over.`
        : `The killer meets ${event.name}'s body double again in room ${event.room}: eliminated.`;
    case 'passenger-saved':
      return `Passenger ${event.passenger} in room ${event.room} is saved: ${conditionText(event.condition, config)}.`;
    case 'passenger-placed':
      return `Passenger ${event.passenger} boards in room ${event.room}${event.withKiller ? ', where the killer stands' : ''} (${count(event.pileLeft, 'card')} left in the passenger pile).`;
    case 'passengers-collected':
      return `The killer gets ${passengers(event.passengers)} in room ${event.room} (${event.collected} of 5 on the "He's going to get you!" fields).`;
    case 'killer-card-drawn':
      return `Seat ${event.player} draws a ${event.steps === 1 ? 'single' : 'double'} killer card (card ${event.card}).`;
    case 'killer-moved':
      return `The killer moves from room ${event.from} to room ${event.to}.`;
    case 'card-drawn':
      return `Seat ${event.player} draws ${figureCard(event.card, config)}.`;
    case 'draw-pile-turned-over':
      return `The draw pile is used up: the discard pile (${count(event.cards.length, 'card')}) is turned over, unshuffled.`;
    case 'key-left':
      return `Seat ${event.player} leaves ${figureCard(event.card, config)} at the collection point${config === undefined ? ` (${event.key} key)` : ''}.`;
    case 'unlock-started':
      return `Seat ${event.player} puts ${figureCard(event.key, config)} in the lock of room ${event.room}.`;
    case 'room-unlocked':
      return `Room ${event.room} is unlocked with ${figureCards(event.keys, config)}: its figures now stand on the ${event.deck} deck.`;
    case 'clue-revealed':
      return `The clue in room ${event.room} (card ${event.clue}) reads: "${event.text}"`;
    case 'maze-followed':
      return `The mazes of rooms ${list(event.maze.rooms)} lead ${event.maze.path.join(' → ')}: the missing person is in room ${event.maze.room}.`;
    case 'missing-person-found':
      return `${event.name}, the missing person, is found in room ${event.room}.`;
    case 'showdown':
      return event.correct
        ? `Showdown in room ${event.room}: the psychopath is there!`
        : `Showdown in room ${event.room}: the psychopath has duped you.`;
    case 'turn-ended':
      return `Seat ${event.player} ends the turn after playing ${count(event.played, 'card')}.`;
    case 'turn-began':
      return `Seat ${event.player}'s turn.`;
    case 'timer-expired':
      return event.killerCardDrawn
        ? 'The timer runs out, but a killer card was drawn: no passengers come into play.'
        : 'The timer runs out: two passengers come into play.';
    case 'game-ended':
      return `Game over (${event.reason}): ${event.won ? 'you all win' : 'you all lose'}. The psychopath hid in room ${event.solution}.`;
  }
}
