/** One English line per action and per event, for logs, UIs and the demo's narration. */
import type { City } from './content.js';
import type { CerealKillerEvent } from './events.js';
import type { CerealKillerAction, CerealKillerConfig, Interrogation, Question, Spot } from './schemas.js';
import { kindOf } from './rules/basic-concepts.js';

const QUESTION_TEXT: Readonly<Record<Question, string>> = {
  direction: 'Which direction is it?',
  sameRow: 'Same row as the Witness?',
  sameColumn: 'Same column as the Witness?',
  inside: 'Did it go inside somewhere?',
  parity: 'Is the square even or odd?',
};

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

const KIND_NAME = { house: 'house', park: 'park', cafe: 'café', subway: 'subway entrance', street: 'street' } as const;

/**
 * A spot in words: "square 7", or "the subway tunnel (entered at 6)"; given the city card, what
 * stands there: "house 8", "park 4", "the street at 7".
 */
export function spotName(spot: Spot, city?: City): string {
  if (spot < 0) return `the subway tunnel (entered at ${-spot})`;
  const kind = city === undefined ? undefined : kindOf(city, spot);
  if (kind === undefined) return `square ${spot}`;
  return kind === 'street' ? `the street at ${spot}` : `${KIND_NAME[kind]} ${spot}`;
}

function answerText(interrogation: Interrogation): string {
  switch (interrogation.question) {
    case 'direction':
      return interrogation.answer === null ? 'the Killer is choosing' : interrogation.answer.toUpperCase();
    case 'parity':
      return interrogation.answer;
    default:
      return interrogation.answer ? 'yes' : 'no';
  }
}

/** One line describing an action; given the config, squares are named by what stands on them. */
export function describeAction(action: CerealKillerAction, config?: CerealKillerConfig): string {
  const city = config?.city;
  switch (action.type) {
    case 'choose-starting-house':
      return `The Killer circles house ${action.house} as the starting point.`;
    case 'step':
      return `The Killer writes a step to ${spotName(action.to, city)}.`;
    case 'claim-victim':
      return 'The Killer claims a victim in the house it stands on.';
    case 'place-witness':
      return `The Killer places the Witness in park ${action.park}.`;
    case 'finish-move':
      return 'The Killer ends the move.';
    case 'answer-direction':
      return `The Killer answers "${action.direction}".`;
    case 'place-detective':
      return `The Detective starts at the café on square ${action.cafe}.`;
    case 'move':
      return `The Detective moves to ${spotName(action.to, city)}.`;
    case 'interrogate':
      return `The Detective asks the Witness: "${QUESTION_TEXT[action.question]}"`;
    case 'arrest':
      return 'The Detective attempts an arrest.';
    case 'end-turn':
      return 'The Detective ends the turn.';
  }
}

/** One line narrating an event; given the config, squares are named by what stands on them. */
export function describeEvent(event: CerealKillerEvent, config?: CerealKillerConfig): string {
  const city = config?.city;
  switch (event.type) {
    case 'roles-dealt':
      return `Seat ${event.killer} plays the Killer and seat ${event.detective} the Detective.`;
    case 'starting-house-chosen':
      return `The Killer secretly starts at house ${event.house}.`;
    case 'killer-stepped':
      return `Day ${event.day}, step ${event.step}: the Killer goes from ${spotName(event.from, city)} to ${spotName(event.to, city)}.`;
    case 'victim-claimed':
      return `Day ${event.day}: the Killer claims a victim in house ${event.house}.`;
    case 'witness-placed':
      return `Day ${event.day}: the Witness is placed in park ${event.park}.`;
    case 'killer-moved': {
      const victim = event.victim === null ? 'no new victim' : `a victim in house ${event.victim}`;
      const witness = event.witness === null ? 'no Witness' : `the Witness in park ${event.witness}`;
      return `Day ${event.day}: the Killer has moved — ${victim}, ${witness} (${event.victims} in all).`;
    }
    case 'objective-checked':
      return `Day ${event.day} objective: ${plural(event.required, 'victim')} needed, ${event.victims} found — ${event.met ? 'met' : 'missed'}.`;
    case 'detective-placed':
      return `The Detective starts at the café on square ${event.cafe}.`;
    case 'detective-moved':
      return `The Detective moves from ${spotName(event.from, city)} to ${spotName(event.to, city)}${event.cafeBonus ? ' and gains a café step' : ''} (${plural(event.stepsLeft, 'step')} left).`;
    case 'witness-interrogated':
      return `Day ${event.day}: the Detective interrogates the Witness in park ${event.park}: "${QUESTION_TEXT[event.question]}"`;
    case 'question-answered':
      return `Day ${event.day}: "${QUESTION_TEXT[event.interrogation.question]}" — ${answerText(event.interrogation)}.`;
    case 'arrest-attempted':
      return event.caught
        ? `The Detective makes an arrest from ${spotName(event.from, city)} — the Killer is caught!`
        : `The Detective tries an arrest from ${spotName(event.from, city)} and misses (${plural(event.arrestsLeft, 'attempt')} left).`;
    case 'detective-turn-ended':
      return `Day ${event.day}: the Detective's turn ends.`;
    case 'witness-disappeared':
      return `The uninterrogated Witness in park ${event.park} disappears.`;
    case 'day-began':
      return `The spoon moves to day ${event.day}.`;
    case 'game-ended':
      return `Game over (${event.reason}): the ${event.winnerRole === 'killer' ? 'Killer' : 'Detective'} wins. The Killer's notepad: ${event.trail.map((spot) => (spot < 0 ? `tunnel@${-spot}` : String(spot))).join(' - ')}.`;
  }
}
