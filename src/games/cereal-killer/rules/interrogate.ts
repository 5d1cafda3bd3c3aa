/**
 * The Detective › Interrogate: from the Witness's square or an adjacent one, one question per
 * Witness, each question once per game, answered truthfully with the Witness as the reference.
 */
import type { Draft } from 'immer';
import type { GameError } from '../../../core/types.js';
import type { City } from '../content.js';
import type { CerealKillerEvent } from '../events.js';
import type {
  AnswerDirectionAction,
  Cardinal,
  CerealKillerState,
  InterrogateAction,
  Interrogation,
  Question,
  Spot,
} from '../schemas.js';
import { columnOf, kindOf, referenceSquare, rowOf, samePlace, stepTarget } from './basic-concepts.js';
import { checkDetectiveActing, detectiveHasMoved } from './detective-move.js';
import { illegal } from './errors.js';
import { awaitingDirection, killerSpot, tableRules, todaysRecord } from './queries.js';

/** Questions already asked this game. */
export function questionsAsked(state: CerealKillerState): Question[] {
  const asked: Question[] = [];
  for (const record of state.days) if (record.interrogation !== null) asked.push(record.interrogation.question);
  return asked;
}

/** Whether `question` was asked already this game ("Questions cannot be repeated"). Allocates nothing. */
export function wasAsked(state: CerealKillerState, question: Question): boolean {
  for (const record of state.days) if (record.interrogation?.question === question) return true;
  return false;
}

/** Whether a Detective at `at` is on the Witness's square `witness` or next to it. */
export function canReachWitness(city: City, at: Spot, witness: number): boolean {
  if (samePlace(at, witness)) return true;
  if (at <= 0) return false;
  for (let slot = 0; slot < 4; slot++) if (stepTarget(city, at, slot) === witness) return true;
  return false;
}

/**
 * The cardinal points that truthfully give the Killer's direction from the Witness. One when they
 * share a row or column; two on a diagonal ("If ambiguous, the Killer chooses").
 */
export function directionOptions(city: City, killer: Spot, witness: number): Cardinal[] {
  const square = referenceSquare(killer);
  const options: Cardinal[] = [];
  const rowDelta = rowOf(city, square) - rowOf(city, witness);
  const columnDelta = columnOf(city, square) - columnOf(city, witness);
  if (rowDelta < 0) options.push('north');
  if (columnDelta > 0) options.push('east');
  if (rowDelta > 0) options.push('south');
  if (columnDelta < 0) options.push('west');
  return options;
}

/** The truthful answer to every question but "Which direction is it?", which the Killer gives. */
export function answerOf(city: City, question: Exclude<Question, 'direction'>, killer: Spot, witness: number): Interrogation {
  const square = referenceSquare(killer);
  switch (question) {
    case 'sameRow':
      return { question, answer: rowOf(city, square) === rowOf(city, witness) };
    case 'sameColumn':
      return { question, answer: columnOf(city, square) === columnOf(city, witness) };
    case 'inside': {
      // "Yes: if it is on a house, a café or a subway entrance" — and in the tunnel (ruling).
      const kind = kindOf(city, square);
      return { question, answer: killer < 0 || kind === 'house' || kind === 'cafe' || kind === 'subway' };
    }
    case 'parity':
      return { question, answer: square % 2 === 0 ? 'even' : 'odd' };
  }
}

/** Whether `interrogation` is a truthful answer for a Killer at `killer` and the Witness at `witness`. */
export function isTruthful(city: City, interrogation: Interrogation, killer: Spot, witness: number): boolean {
  if (interrogation.question === 'direction') {
    return interrogation.answer === null
      ? directionOptions(city, killer, witness).length > 0
      : directionOptions(city, killer, witness).includes(interrogation.answer);
  }
  return answerOf(city, interrogation.question, killer, witness).answer === interrogation.answer;
}

/**
 * "The Killer answers": while "Which direction is it?" waits for the Killer's answer, nothing else
 * happens (only the Killer may act then, and only to answer).
 */
export function answerOwed(): GameError {
  return illegal('cereal-killer/answer-owed', 'Interrogate: the Killer answers "Which direction is it?" before anything else happens');
}

/** Interrogating: the Witness is there, within reach, and the question is new. */
export function checkInterrogate(state: CerealKillerState, action: InterrogateAction): GameError | null {
  const acting = checkDetectiveActing(state);
  if (acting !== null) return acting;
  const at = state.detective.at;
  if (at === null) return acting;
  if (state.witness === null) {
    return illegal(
      'cereal-killer/no-witness',
      'Interrogate: there is no Witness in the city (one appears only with a victim next to a park, and one question per Witness)',
    );
  }
  if (!canReachWitness(state.config.city, at, state.witness)) {
    return illegal('cereal-killer/witness-out-of-reach', 'Interrogate: position yourself adjacent to the Witness or on their square');
  }
  if (wasAsked(state, action.question)) {
    return illegal('cereal-killer/question-repeated', `Interrogate: questions cannot be repeated, and "${action.question}" was already asked`);
  }
  return null;
}

/**
 * Removes the Witness's token and records the question with its answer (or awaits the Killer's).
 * With the table rule `detectiveMoveInOnePiece`, an interrogation after moving ends the move: Move
 * and Interrogate are each done in one piece, in either order (ruling 18).
 */
export function applyInterrogate(draft: Draft<CerealKillerState>, action: InterrogateAction, events: CerealKillerEvent[]): void {
  const witness = draft.witness;
  const killer = killerSpot(draft);
  if (witness === null || killer === null) return;
  if (tableRules(draft).detectiveMoveInOnePiece && detectiveHasMoved(draft)) draft.detective.stepsLeft = 0;
  events.push({ type: 'witness-interrogated', day: draft.day, park: witness, question: action.question });
  const interrogation: Interrogation =
    action.question === 'direction'
      ? { question: 'direction', answer: null }
      : answerOf(draft.config.city, action.question, killer, witness);
  if (interrogation.question !== 'direction') events.push({ type: 'question-answered', day: draft.day, interrogation: { ...interrogation } });
  draft.witness = null;
  const record = todaysRecord(draft);
  if (record !== null) record.interrogation = interrogation;
}

/** "Indicate the cardinal point that corresponds. If ambiguous, the Killer chooses which." */
export function checkAnswerDirection(state: CerealKillerState, action: AnswerDirectionAction): GameError | null {
  const record = todaysRecord(state);
  const killer = killerSpot(state);
  if (!awaitingDirection(state) || record === null || record.witness === null || killer === null) {
    return illegal('cereal-killer/no-question-to-answer', 'Interrogate: no "Which direction is it?" question is waiting for an answer');
  }
  const options = directionOptions(state.config.city, killer, record.witness);
  if (!options.includes(action.direction)) {
    return illegal(
      'cereal-killer/answer-untrue',
      `Interrogate: the Killer answers truthfully, taking the Witness's location as the reference; the answer is ${options.join(' or ')}`,
    );
  }
  return null;
}

/** Records the Killer's answer. */
export function applyAnswerDirection(draft: Draft<CerealKillerState>, action: AnswerDirectionAction, events: CerealKillerEvent[]): void {
  events.push({ type: 'question-answered', day: draft.day, interrogation: { question: 'direction', answer: action.direction } });
  const record = todaysRecord(draft);
  if (record !== null) record.interrogation = { question: 'direction', answer: action.direction };
}
