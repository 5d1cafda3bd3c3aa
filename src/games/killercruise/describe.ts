/** One English line per action and per event, for logs, UIs and the demo's narration. */
import type { FigureId, PassengerCondition } from './content.js';
import type { KillercruiseEvent } from './events.js';
import type { KillercruiseAction } from './schemas.js';

/** The figures' names as the rulebook prints them. */
const NAMES: Readonly<Record<FigureId, string>> = {
  daniel: 'Daniel Bonhoeffer',
  martin: 'Martin Schwartz',
  gerlinde: 'Gerlinde Dobkowitz',
  elena: 'Dr. Elena Beck',
};

function conditionText(condition: PassengerCondition): string {
  switch (condition.kind) {
    case 'figure':
      return `${NAMES[condition.figure]} came to them`;
    case 'room':
      return `they reached room ${condition.room}`;
    case 'teamwork':
      return 'two figures stand with them';
  }
}

function cards(list: readonly number[]): string {
  return list.length === 0 ? 'none' : list.join(', ');
}

/** One line describing an action. */
export function describeAction(action: KillercruiseAction): string {
  const seat = `Seat ${action.player}`;
  switch (action.type) {
    case 'move':
      return `${seat} plays figure card ${action.card} to move its figure to room ${action.to}.`;
    case 'showdown':
      return `${seat} plays figure card ${action.card} to move its figure into room ${action.to} for the showdown.`;
    case 'carry':
      return action.passenger === null
        ? `${seat} takes no passenger along.`
        : `${seat} takes passenger card ${action.passenger} along.`;
    case 'unlock':
      return `${seat} starts unlocking room ${action.room} with key card ${action.key}.`;
    case 'second-key':
      return `${seat} completes the unlock with key card ${action.key}.`;
    case 'leave-key':
      return `${seat} leaves figure card ${action.card} at the collection point.`;
    case 'end-turn':
      return `${seat} ends the turn.`;
    case 'timer-expired':
      return `The timer runs out during seat ${action.player}'s turn.`;
  }
}

/** One line narrating an event. */
export function describeEvent(event: KillercruiseEvent): string {
  switch (event.type) {
    case 'move-announced':
      return `Seat ${event.player} plays card ${event.card}: ${NAMES[event.figure]} will leave room ${event.from} for room ${event.to}.`;
    case 'figure-moved':
      return `${event.name} moves from room ${event.from} to room ${event.to}${event.passenger === null ? '' : `, taking passenger ${event.passenger} along`}.`;
    case 'figure-met-killer':
      return event.result === 'red'
        ? `The killer catches ${event.name} in room ${event.room}: a black eye — the red body double takes over.`
        : `The killer meets ${event.name}'s body double again in room ${event.room}: eliminated.`;
    case 'passenger-saved':
      return `Passenger ${event.passenger} in room ${event.room} is saved: ${conditionText(event.condition)}.`;
    case 'passenger-placed':
      return `Passenger ${event.passenger} boards in room ${event.room}${event.withKiller ? ', where the killer stands' : ''} (${event.pileLeft} left in the pile).`;
    case 'passengers-collected':
      return `The killer gets passenger${event.passengers.length === 1 ? '' : 's'} ${cards(event.passengers)} in room ${event.room} (${event.collected} of 5).`;
    case 'killer-card-drawn':
      return `Seat ${event.player} draws a ${event.steps === 1 ? 'single' : 'double'} killer card (${event.card}).`;
    case 'killer-moved':
      return `The killer moves from room ${event.from} to room ${event.to}.`;
    case 'card-drawn':
      return `Seat ${event.player} draws figure card ${event.card}.`;
    case 'draw-pile-turned-over':
      return `The draw pile is used up: the discard pile (${event.cards.length} cards) is turned over, unshuffled.`;
    case 'key-left':
      return `Seat ${event.player} leaves figure card ${event.card} (${event.key} key) at the collection point.`;
    case 'unlock-started':
      return `Seat ${event.player} puts key card ${event.key} in the lock of room ${event.room}.`;
    case 'room-unlocked':
      return `Room ${event.room} is unlocked with keys ${cards(event.keys)}: its figures now stand on the ${event.deck} deck.`;
    case 'clue-revealed':
      return `The clue in room ${event.room} (card ${event.clue}) reads: "${event.text}"`;
    case 'maze-followed':
      return `The mazes of rooms ${event.maze.rooms.join(', ')} lead ${event.maze.path.join(' → ')}: the missing person is in room ${event.maze.room}.`;
    case 'missing-person-found':
      return `${event.name}, the missing person, is found in room ${event.room}.`;
    case 'showdown':
      return event.correct
        ? `Showdown in room ${event.room}: the psychopath is there!`
        : `Showdown in room ${event.room}: the psychopath has duped you.`;
    case 'turn-ended':
      return `Seat ${event.player} ends the turn after playing ${event.played} card${event.played === 1 ? '' : 's'}.`;
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
