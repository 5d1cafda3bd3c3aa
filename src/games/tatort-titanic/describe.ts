/** One English line per action and per event, for logs, UIs and the demo's narration. */
import type { TatortTitanicEvent } from './events.js';
import type { TatortTitanicAction } from './schemas.js';

const ROLL_TEXT: Readonly<Record<string, string>> = {
  movement: 'for movement',
  radio: 'in the Radio Room',
  clairvoyant: 'for the Clairvoyant',
  questioning: 'to question',
  eavesdropping: 'to eavesdrop',
};

const DECLINED_TEXT: Readonly<Record<string, string>> = {
  clue: 'takes no clue card',
  eavesdropping: 'does not eavesdrop',
  draw: 'draws no card from the questioner',
};

function seats(list: readonly number[]): string {
  return list.length === 0 ? 'nobody' : list.map((seat) => `seat ${seat}`).join(' and ');
}

/** One line describing an action. */
export function describeAction(action: TatortTitanicAction): string {
  const who = `Seat ${action.player}`;
  switch (action.type) {
    case 'roll':
      return `${who} rolls for movement.`;
    case 'move':
      return `${who} moves to space ${action.to}.`;
    case 'take-clue':
      return `${who} takes a ${action.colour} clue card.`;
    case 'consult':
      return `${who} asks the Clairvoyant about a ${action.colour} card, predicting ${action.prediction}.`;
    case 'pass':
      return `${who} passes.`;
    case 'eavesdrop':
      return `${who} eavesdrops.`;
    case 'question':
      return `${who} questions seat ${action.target}.`;
    case 'draw-card':
      return `${who} draws a ${action.colour} card.`;
    case 'give-card':
      return `${who} gives up clue card ${action.card}.`;
    case 'cross-off':
      return `${who} crosses circumstance ${action.circumstance} off its sheet.`;
    case 'solve':
      return `${who} ends the game and names the solution.`;
    case 'end-turn':
      return `${who} ends its turn.`;
  }
}

/** One line narrating an event. */
export function describeEvent(event: TatortTitanicEvent): string {
  switch (event.type) {
    case 'turn-began':
      return `Round ${event.round}: seat ${event.seat}'s turn.`;
    case 'turn-missed':
      return `Round ${event.round}: seat ${event.seat} misses its turn.`;
    case 'die-rolled':
      return `Seat ${event.seat} rolls a ${event.value} ${ROLL_TEXT[event.purpose] ?? ''}.`.replace(' .', '.');
    case 'movement-rolled':
      return `Seat ${event.seat} may move up to ${event.points} spaces.`;
    case 'moved':
      return `Seat ${event.seat} moves to the ${event.name}.`;
    case 'clue-taken':
      return `Seat ${event.seat} takes a ${event.colour} clue card from space ${event.space}.`;
    case 'card-read':
      return `${seats(event.visibleTo)} now know${event.visibleTo.length === 1 ? 's' : ''} clue card ${event.card}.`;
    case 'weather-rolled':
      return `No weather card is out: seat ${event.seat} rolls the weather (${event.rolls.join(', ')}): weather ${event.weather}.`;
    case 'radio-contact':
      return `Seat ${event.seat} rolls ${event.roll} against weather ${event.weather}: ${event.success ? 'the radio message gets through' : 'only static'}.`;
    case 'clairvoyant-consulted':
      return `Seat ${event.seat} predicts ${event.prediction} and rolls ${event.roll}: Madame Blavansky ${event.success ? `hands over the ${event.colour} card` : 'sees nothing'}.`;
    case 'eavesdropping-tried':
      return `Seat ${event.seat} eavesdrops on seat ${event.taker} and rolls ${event.roll} (needs ${event.needed} or less): ${event.success ? 'it takes the card over' : 'it hears nothing'}.`;
    case 'card-taken-over':
      return `Seat ${event.seat} takes over seat ${event.from}'s ${event.colour} card.`;
    case 'questioned':
      return `Seat ${event.seat} questions seat ${event.target}: ${event.roll}${event.bonus > 0 ? ` + ${event.bonus}` : ''} — ${event.success ? 'an answer' : 'no answer'}.`;
    case 'card-drawn':
      return `Seat ${event.seat} draws a ${event.colour} card from seat ${event.from}.`;
    case 'card-given':
      return `Seat ${event.seat} gives seat ${event.to} a ${event.colour} card of its choice.`;
    case 'nothing-to-draw':
      return `Seat ${event.from} holds no card for seat ${event.seat} to draw.`;
    case 'passed':
      return `Seat ${event.seat} ${DECLINED_TEXT[event.declined] ?? 'passes'}.`;
    case 'event-card-drawn':
      return `Seat ${event.seat} draws the event card "${event.name}": ${event.text}`;
    case 'weather-changed':
      return event.weather === null ? 'The weather is no longer fixed.' : `The weather is now ${event.weather}.`;
    case 'pawn-sent':
      return `Seat ${event.seat} goes to the ${event.name}.`;
    case 'rumour-heard':
      return event.colour === null ? `Seat ${event.seat} hears a rumour about nothing.` : `Seat ${event.seat} hears a rumour about a ${event.colour} card on space ${event.space ?? '?'}.`;
    case 'card-shown':
      return event.by === null ? `Nobody has a card to show seat ${event.seat}.` : `Seat ${event.by} lets slip a ${event.colour ?? '?'} card to seat ${event.seat}.`;
    case 'crossed-off':
      return `Seat ${event.seat} crosses circumstance ${event.circumstance} off its sheet.`;
    case 'turn-ended':
      return `Seat ${event.seat} ends its turn.`;
    case 'ship-moved':
      return `The Titanic sails on: round ${event.round}, ${event.time}.`;
    case 'solution-named':
      return `Seat ${event.seat} names circumstances ${event.named.join(', ')}: ${event.correct ? 'all correct' : 'wrong'}.`;
    case 'game-ended':
      return `The game is over (${event.reason}): the solution is ${event.solution.join(', ')}; ${seats(event.winners)} win${event.winners.length === 1 ? 's' : ''}.`;
  }
}
