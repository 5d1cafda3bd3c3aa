/**
 * A small scenario DSL for One Card: Cereal Killer tests: start a match, build actions, play them
 * (failing the test on any refusal), and check refusals leave the match untouched.
 *
 * The stand-in city (docs/games/cereal-killer.md), numbered row-major from 1:
 *
 *    1 house   2 park    3 house   4 park    5 house
 *    6 subway  7 street  8 house   9 street 10 cafe
 *   11 house  12 park   13 house  14 park   15 house
 *   16 cafe   17 street 18 street 19 street 20 subway
 *   21 house  22 park   23 house  24 park   25 house
 *
 * A spot in the tunnel is the negated entrance the figure went down through (-6, -20).
 */
import { playEventsIn, refusalIn } from '../../support/scenarios.js';
import { createMatch, type GameError, type Match } from '../../../src/core/index.js';
import {
  cerealKiller,
  type AnswerDirectionAction,
  type ArrestAction,
  type Cardinal,
  type CerealKillerAction,
  type CerealKillerConfig,
  type CerealKillerConfigInput,
  type CerealKillerEvent,
  type CerealKillerState,
  type CerealKillerView,
  type ChooseStartingHouseAction,
  type City,
  type ClaimVictimAction,
  type DetectiveMoveAction,
  type EndTurnAction,
  type FinishMoveAction,
  type InterrogateAction,
  type KillerStepAction,
  type PlaceDetectiveAction,
  type PlaceWitnessAction,
  type Question,
  type Spot,
  type SquareKind,
} from '../../../src/games/cereal-killer/index.js';

export { cerealKiller };
export type { CerealKillerAction, CerealKillerEvent, CerealKillerState, CerealKillerView, Spot };

/** A match of Cereal Killer. */
export type CkMatch = Match<CerealKillerConfig, CerealKillerState, CerealKillerAction>;

/** The default seats: the Killer is seat 0 (config default), the Detective seat 1. */
export const KILLER = 0;
export const DETECTIVE = 1;

/** Starts a match, failing the test if it is refused. */
export function start(config: CerealKillerConfigInput = {}, seed: string = 'scenario'): CkMatch {
  const created = createMatch(cerealKiller, { config, seed });
  if (!created.ok) throw new Error(`createMatch refused: ${created.error.code} ${created.error.message}`);
  return created.match;
}

// ---- action builders (player defaults to the default seat of the role) ----

export const house = (square: number, player: number = KILLER): ChooseStartingHouseAction => ({
  type: 'choose-starting-house',
  player,
  house: square,
});
export const step = (to: Spot, player: number = KILLER): KillerStepAction => ({ type: 'step', player, to });
/** Three (or any number of) Killer steps; the move still needs {@link finish} to end (ruling 9). */
export const walk = (...to: Spot[]): KillerStepAction[] => to.map((spot) => step(spot));
export const claim = (player: number = KILLER): ClaimVictimAction => ({ type: 'claim-victim', player });
export const witness = (park: number, player: number = KILLER): PlaceWitnessAction => ({ type: 'place-witness', player, park });
/**
 * The Killer ends its move (ruling 9). The move never ends by itself: every day's Killer actions
 * (steps, claim, Witness) are followed by this before the Detective acts.
 */
export const finish = (player: number = KILLER): FinishMoveAction => ({ type: 'finish-move', player });
export const answer = (direction: Cardinal, player: number = KILLER): AnswerDirectionAction => ({
  type: 'answer-direction',
  player,
  direction,
});
export const place = (cafe: number, player: number = DETECTIVE): PlaceDetectiveAction => ({ type: 'place-detective', player, cafe });
export const move = (to: Spot, player: number = DETECTIVE): DetectiveMoveAction => ({ type: 'move', player, to });
/** Several Detective moves. */
export const moves = (...to: Spot[]): DetectiveMoveAction[] => to.map((spot) => move(spot));
export const ask = (question: Question, player: number = DETECTIVE): InterrogateAction => ({ type: 'interrogate', player, question });
export const arrest = (player: number = DETECTIVE): ArrestAction => ({ type: 'arrest', player });
export const endTurn = (player: number = DETECTIVE): EndTurnAction => ({ type: 'end-turn', player });

// ---- playing ----

/** Applies one action, failing the test with the refusal if it is refused; returns the match and events. */
export function apply(match: CkMatch, action: CerealKillerAction): { match: CkMatch; events: CerealKillerEvent[] } {
  return playEventsIn(cerealKiller, match, [action]);
}

/** Applies the actions in order, failing the test with the refusal message at the first refusal. */
export function play(match: CkMatch, ...actions: CerealKillerAction[]): CkMatch {
  return playEventsIn(cerealKiller, match, actions).match;
}

/** Like {@link play}, also returning every event, in order. */
export function playEvents(match: CkMatch, ...actions: CerealKillerAction[]): { match: CkMatch; events: CerealKillerEvent[] } {
  return playEventsIn(cerealKiller, match, actions);
}

/** Asserts `action` is refused and the match is untouched; returns the refusal. */
export function refusal(match: CkMatch, action: unknown): GameError {
  return refusalIn(cerealKiller, match, action);
}

// ---- reading a match ----

/** The Killer's current spot (last square of its notepad). */
export function killerAt(match: CkMatch): Spot | undefined {
  const trail = match.state.killer.trail;
  return trail[trail.length - 1];
}

/** The legal actions of `seat` (default: the first active seat). */
export function legal(match: CkMatch, seat?: number): CerealKillerAction[] {
  const who = seat ?? cerealKiller.activePlayers(match.state)[0];
  return who === undefined ? [] : cerealKiller.legalActions(match.state, who);
}

/** The squares the Killer (seat `seat`) may step to now, sorted. */
export function legalSteps(match: CkMatch, seat: number = KILLER): Spot[] {
  return legal(match, seat)
    .flatMap((action) => (action.type === 'step' || action.type === 'move' ? [action.to] : []))
    .sort((a, b) => a - b);
}

/** The legal action types of the active seat, sorted and deduplicated. */
export function legalTypes(match: CkMatch, seat?: number): string[] {
  return [...new Set(legal(match, seat).map((action) => action.type))].sort();
}

/** The view of `viewer`. */
export function viewOf(match: CkMatch, viewer: number | null): CerealKillerView {
  return cerealKiller.view(match.state, viewer);
}

// ---- cities ----

const LETTER: Readonly<Record<string, SquareKind>> = { H: 'house', P: 'park', C: 'cafe', M: 'subway', S: 'street' };

/** A custom city from rows of letters: H house, P park, C café, M subway, S street. */
export function cityOf(name: string, rows: readonly string[]): City {
  const squares = rows.flatMap((row) =>
    [...row].map((letter) => {
      const kind = LETTER[letter];
      if (kind === undefined) throw new Error(`unknown square letter ${letter}`);
      return kind;
    }),
  );
  return { name, width: rows[0]?.length ?? 0, height: rows.length, squares };
}

/**
 * A 15 × 2 strip with houses 1–5 in the top row and one café (21) below square 6; no parks, no
 * subway. Far from the houses the Killer cannot reach a victim in three steps, which lets a test
 * miss an objective.
 *
 *    1  2  3  4  5  6  7 ... 15     (1–5 houses, the rest streets)
 *   16 17 18 19 20 21 22 ... 30     (21 café, the rest streets)
 */
export const stripCity: City = cityOf('strip', ['HHHHHSSSSSSSSSS', 'SSSSSCSSSSSSSSS']);
