/**
 * One English line per action and per event, for logs, UIs and the demo's narration, in the game's
 * words: every square is named by what stands on it on the city card ("house 8", "park 4", "café
 * 10", "subway entrance 6", "the street at 7"), the tunnel as the subway tunnel, answers as the
 * rulebook gives them ("North"), and the end of the game by its Victory Condition. The city comes
 * from the match's config.
 */
import { standInCity, type City } from './content.js';
import type { CerealKillerEvent } from './events.js';
import type { Cardinal, CerealKillerAction, CerealKillerConfig, EndReason, Interrogation, Question, Spot } from './schemas.js';
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
 * The city that names the squares: the config's. The config is required; a caller the compiler does
 * not check (plain JavaScript, or the core's conformance kit while the core's type still lets it
 * leave the config out) gets the stand-in city's names rather than an exception.
 */
function cityOf(config: CerealKillerConfig | undefined): City {
  return config === undefined ? standInCity : config.city;
}

/**
 * A spot in the game's words, by what stands on it on the city card: "house 8", "park 4", "café
 * 10", "subway entrance 6", "the street at 7", or "the subway tunnel (entered at subway entrance
 * 6)". Only a number that is no square of the city (an action its schema let through and the rules
 * refuse) is "square 99".
 */
export function spotName(spot: Spot, city: City): string {
  if (spot < 0) return `the subway tunnel (entered at ${spotName(-spot, city)})`;
  const kind = kindOf(city, spot);
  if (kind === undefined) return `square ${spot}`;
  return kind === 'street' ? `the street at ${spot}` : `${KIND_NAME[kind]} ${spot}`;
}

/** A cardinal point as the rulebook writes an answer: "North". */
function cardinalName(direction: Cardinal): string {
  return `${direction.charAt(0).toUpperCase()}${direction.slice(1)}`;
}

/** How each end of the game reads, in the words of the Victory Conditions. */
const END_TEXT: Readonly<Record<EndReason, string>> = {
  'detective-arrested-killer': 'the Detective arrests the Killer',
  'killer-missed-objective': 'the Killer fails one of their victim objectives',
  'detective-out-of-arrests': 'the Detective runs out of arrest attempts',
  'killer-survived-seven-days': 'the Killer remains hidden until the end of day 7',
};

/**
 * The Killer's notepad as the rulebook writes a path: the starting number, circled (here in
 * brackets), then the number of every square passed through: "(5) - 4 - 3 - 8". The tunnel, which
 * has no number, is "subway" (the rulebook's word: "You may end your turn in the subway").
 */
function notepad(trail: readonly Spot[]): string {
  return trail.map((spot, index) => (spot < 0 ? 'subway' : index === 0 ? `(${spot})` : String(spot))).join(' - ');
}

function answerText(interrogation: Interrogation): string {
  switch (interrogation.question) {
    case 'direction':
      return interrogation.answer === null ? 'the Killer is choosing' : cardinalName(interrogation.answer);
    case 'parity':
      return interrogation.answer;
    default:
      return interrogation.answer ? 'yes' : 'no';
  }
}

/** One line describing an action, naming squares by what stands on them in the config's city. */
export function describeAction(action: CerealKillerAction, config: CerealKillerConfig): string {
  const city = cityOf(config);
  switch (action.type) {
    case 'choose-starting-house':
      return `The Killer circles ${spotName(action.house, city)} as the starting point.`;
    case 'step':
      return `The Killer writes a step to ${spotName(action.to, city)}.`;
    case 'claim-victim':
      return 'The Killer claims a victim in the house it stands on.';
    case 'place-witness':
      return `The Killer places the Witness in ${spotName(action.park, city)}.`;
    case 'finish-move':
      return 'The Killer ends the move.';
    case 'answer-direction':
      return `The Killer answers "${cardinalName(action.direction)}".`;
    case 'place-detective':
      return `The Detective starts at ${spotName(action.cafe, city)}.`;
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

/** One line narrating an event, naming squares by what stands on them in the config's city. */
export function describeEvent(event: CerealKillerEvent, config: CerealKillerConfig): string {
  const city = cityOf(config);
  switch (event.type) {
    case 'roles-dealt':
      return `Seat ${event.killer} plays the Killer and seat ${event.detective} the Detective.`;
    case 'starting-house-chosen':
      return `The Killer secretly starts at ${spotName(event.house, city)}.`;
    case 'killer-stepped':
      return `Day ${event.day}, step ${event.step}: the Killer goes from ${spotName(event.from, city)} to ${spotName(event.to, city)}.`;
    case 'victim-claimed':
      return `Day ${event.day}: the Killer claims a victim in ${spotName(event.house, city)}.`;
    case 'witness-placed':
      return `Day ${event.day}: the Witness is placed in ${spotName(event.park, city)}.`;
    case 'killer-moved': {
      const victim = event.victim === null ? 'no new victim' : `a victim in ${spotName(event.victim, city)}`;
      const witness = event.witness === null ? 'no Witness' : `the Witness in ${spotName(event.witness, city)}`;
      return `Day ${event.day}: the Killer has moved — ${victim}, ${witness} (${event.victims} in all).`;
    }
    case 'objective-checked':
      return `Day ${event.day} objective: ${plural(event.required, 'victim')} needed, ${event.victims} found — ${event.met ? 'met' : 'missed'}.`;
    case 'detective-placed':
      return `The Detective starts at ${spotName(event.cafe, city)}.`;
    case 'detective-moved':
      return `The Detective moves from ${spotName(event.from, city)} to ${spotName(event.to, city)}${event.cafeBonus ? ' and gains a café step' : ''} (${plural(event.stepsLeft, 'step')} left).`;
    case 'witness-interrogated':
      return `Day ${event.day}: the Detective interrogates the Witness in ${spotName(event.park, city)}: "${QUESTION_TEXT[event.question]}"`;
    case 'question-answered':
      return `Day ${event.day}: "${QUESTION_TEXT[event.interrogation.question]}" — ${answerText(event.interrogation)}.`;
    case 'arrest-attempted':
      return event.caught
        ? `The Detective makes an arrest from ${spotName(event.from, city)} — the Killer is caught!`
        : `The Detective tries an arrest from ${spotName(event.from, city)} and misses (${plural(event.arrestsLeft, 'attempt')} left).`;
    case 'detective-turn-ended':
      return `Day ${event.day}: the Detective's turn ends.`;
    case 'witness-disappeared':
      return `The uninterrogated Witness in ${spotName(event.park, city)} disappears.`;
    case 'day-began':
      return `The spoon moves to day ${event.day}.`;
    case 'game-ended':
      return `Game over: ${END_TEXT[event.reason]} — the ${event.winnerRole === 'killer' ? 'Killer' : 'Detective'} wins. The Killer's notepad: ${notepad(event.trail)}.`;
  }
}
