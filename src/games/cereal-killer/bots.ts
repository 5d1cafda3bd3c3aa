/**
 * Heuristic bots for One Card: Cereal Killer: cheap, readable players that play like a sensible
 * person, seeing only their own seat's view.
 *
 * - **The Detective** reasons over the Killer trails that fit everything made public: it samples
 *   such worlds (`sampleWorld`, which the engine draws from the true state with the game's own
 *   uniform resample), and with the Killer's possible squares in hand it asks the question that
 *   splits them most evenly, arrests when the chance of a catch is good (or when waiting costs
 *   more than a miss), and otherwise walks to where it could reach the most of them.
 * - **The Killer** hides: it starts far from the cafés, claims a victim whenever it can (the
 *   objectives are 1, 3 and 6 victims by days 2, 4 and 7; any house will do, one claimed before
 *   included — unless the table rule `oneVictimPerHouse` is on, when its steps lean toward the
 *   houses still free), puts the Witness in the park farther from the Detective, ends its moves as
 *   far from the Detective as it can, and answers a diagonal direction at random.
 *
 * The other table rules change what is legal, not what a good move looks like to these bots: the
 * legal actions already leave out a forbidden exit from the tunnel or a step onto the Detective's
 * square, and a Killer ending on the Detective's square, no distance away, is what `away` shuns most.
 * Under `detectiveMoveInOnePiece` the Detective keeps asking as soon as a Witness is in reach:
 * the answer is worth more to it than the steps the question ends.
 */
import { bestBy, type Bot, type BotInput } from '../../core/bots.js';
import type { City } from './content.js';
import { rulesOf, type CerealKillerAction, type CerealKillerConfig, type CerealKillerView, type Question, type Spot } from './schemas.js';
import { arrestCatches } from './rules/arrest.js';
import { columnOf, kindOf, referenceSquare, rowOf } from './rules/basic-concepts.js';
import { answerOf, directionOptions } from './rules/interrogate.js';

type Input = BotInput<CerealKillerView, CerealKillerAction, CerealKillerConfig>;

/** Worlds the Detective samples per decision. */
const SAMPLES = 48;

/** Steps between two spots on the city card (the tunnel counts as its entrance). */
function distance(city: City, from: Spot, to: Spot): number {
  const a = referenceSquare(from);
  const b = referenceSquare(to);
  return Math.abs(rowOf(city, a) - rowOf(city, b)) + Math.abs(columnOf(city, a) - columnOf(city, b));
}

/** Where the Killer may be: its square in each of `count` worlds the Detective cannot tell apart. */
function possibleKillerSpots(input: Input, count: number): Spot[] {
  const spots: Spot[] = [];
  const killer = input.view.killerSeat;
  for (let drawn = 0; drawn < count; drawn++) {
    const trail = input.sampleWorld().view(killer).killer?.trail ?? [];
    const spot = trail[trail.length - 1];
    if (spot !== undefined) spots.push(spot);
  }
  return spots;
}

/** How evenly `question`'s answers split `spots` (the entropy of the answers). */
function information(city: City, question: Question, spots: readonly Spot[], witness: number): number {
  const counts = new Map<string, number>();
  for (const spot of spots) {
    const answers = question === 'direction' ? directionOptions(city, spot, witness) : [answerOf(city, question, spot, witness).answer];
    const key = JSON.stringify(answers);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let entropy = 0;
  for (const count of counts.values()) {
    const share = count / spots.length;
    entropy -= share * Math.log2(share);
  }
  return entropy;
}

/** The share of `spots` an arrest from `at` would catch. */
function catchChance(city: City, at: Spot, spots: readonly Spot[]): number {
  if (spots.length === 0) return 0;
  let caught = 0;
  for (const spot of spots) if (arrestCatches(city, at, spot)) caught++;
  return caught / spots.length;
}

function pickBest<T>(input: Input, options: readonly T[], score: (option: T) => number): T | undefined {
  return bestBy(options, score, input.rng)?.option;
}

function detective(input: Input): CerealKillerAction {
  const { view, legal } = input;
  const { city } = input.config;
  const first = legal[0];
  if (first === undefined) throw new RangeError('the Detective has no legal action');
  const spots = view.day === 1 && view.detective.at === null ? [] : possibleKillerSpots(input, SAMPLES);
  const of = <T extends CerealKillerAction['type']>(type: T): Extract<CerealKillerAction, { type: T }>[] =>
    legal.filter((action): action is Extract<CerealKillerAction, { type: T }> => action.type === type);

  const cafes = of('place-detective');
  if (cafes.length > 0) {
    const known = possibleKillerSpots(input, SAMPLES);
    return pickBest(input, cafes, (action) => -known.reduce((sum, spot) => sum + distance(city, action.cafe, spot), 0)) ?? first;
  }
  const at = view.detective.at;
  if (at === null) return first;
  const questions = of('interrogate');
  const witness = view.witness;
  if (questions.length > 0 && witness !== null) {
    return pickBest(input, questions, (action) => information(city, action.question, spots, witness)) ?? first;
  }
  const here = catchChance(city, at, spots);
  const lastChance = view.day === 7 || view.detective.arrestsLeft > 7 - view.day;
  const arrest = of('arrest')[0];
  if (arrest !== undefined && (here >= 0.5 || (lastChance && here >= 0.25) || (view.day === 7 && here > 0))) return arrest;
  const moves = of('move');
  const bestMove = pickBest(input, moves, (action) => catchChance(city, action.to, spots));
  if (bestMove !== undefined && catchChance(city, bestMove.to, spots) > here) return bestMove;
  return of('end-turn')[0] ?? first;
}

function killer(input: Input): CerealKillerAction {
  const { view, legal } = input;
  const { city } = input.config;
  const first = legal[0];
  if (first === undefined) throw new RangeError('the Killer has no legal action');
  const detectiveAt = view.detective.at;
  const away = (spot: Spot): number => {
    if (detectiveAt !== null) return distance(city, spot, detectiveAt);
    // Before the Detective is placed, keep away from every café it could start on.
    let nearest = Infinity;
    city.squares.forEach((kind, index) => {
      if (kind === 'cafe') nearest = Math.min(nearest, distance(city, spot, index + 1));
    });
    return nearest;
  };
  const claim = legal.find((action) => action.type === 'claim-victim');
  if (claim !== undefined) return claim;
  const houses = legal.flatMap((action) => (action.type === 'choose-starting-house' ? [action] : []));
  if (houses.length > 0) return pickBest(input, houses, (action) => away(action.house)) ?? first;
  const parks = legal.flatMap((action) => (action.type === 'place-witness' ? [action] : []));
  if (parks.length > 0) return pickBest(input, parks, (action) => away(action.park)) ?? first;
  const answers = legal.filter((action) => action.type === 'answer-direction');
  if (answers.length > 0) return input.rng.pick(answers);
  const finish = legal.find((action) => action.type === 'finish-move');
  if (finish !== undefined) return finish;
  const steps = legal.flatMap((action) => (action.type === 'step' ? [action] : []));
  // Away from the Detective, with a pull toward houses: each one can take a victim (ruling 3) — with
  // one victim per house, each one still free — and the engine already refuses the steps that would
  // leave an owed victim out of reach.
  const oneVictimPerHouse = rulesOf(input.config).oneVictimPerHouse;
  const canTakeVictim = (spot: Spot): boolean =>
    spot > 0 && kindOf(city, spot) === 'house' && !(oneVictimPerHouse && view.days.some((record) => record.victim === spot));
  return pickBest(input, steps, (action) => away(action.to) + (canTakeVictim(action.to) ? 1.5 : 0)) ?? first;
}

/** A heuristic bot for either seat of One Card: Cereal Killer (see the module comment). */
export const heuristicBot: Bot<CerealKillerView, CerealKillerAction, CerealKillerConfig> = (input) =>
  input.player === input.view.killerSeat ? killer(input) : detective(input);
