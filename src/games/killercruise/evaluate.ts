/**
 * What the guided search (`searchBot`) knows of Sebastian Fitzek Killercruise: the crew plays
 * like the heuristic crew, and a position left unfinished is worth what the crew's progress makes of
 * it, read from a seat's own view: the rooms the psychopath may still hide in, the passengers the
 * killer has collected, and the figures still standing.
 *
 * The search samples its worlds with `resample`, which draws the puzzle among the printed puzzles
 * that put the same clue under every room already read out (ruling 21): its worlds remember the
 * puzzle cards. Its model of the crew and its evaluation know what its worlds know — the rooms
 * that are the solution of such a puzzle ({@link puzzleSuspects}) — so the model heads for the
 * rooms the worlds can hold and calls the showdown when they hold one. The heuristic bot, which
 * plays fairly, reasons over what the clues say alone.
 */
import type { SearchGuide } from '../../core/guided-search.js';
import type { PlayerId } from '../../core/types.js';
import { cluesAllow, crewBot } from './bots.js';
import { ROOM_LETTERS, type RoomLetter } from './content.js';
import type { KillercruiseAction, KillercruiseConfig, KillercruiseView } from './schemas.js';
import { COLLECTED_TO_LOSE } from './rules/queries.js';

/**
 * The rooms the psychopath may hide in for a search that remembers the puzzle cards: the solutions
 * of the printed puzzles that put the same clue under every room read out so far, among the rooms
 * the clues allow (where no printed puzzle fits, as with content a user passed in, the clues alone).
 */
export function puzzleSuspects(view: KillercruiseView, config: KillercruiseConfig): readonly RoomLetter[] {
  const allowed = cluesAllow(view, config);
  const solutions = new Set<RoomLetter>();
  for (const puzzle of config.content.puzzles) {
    if (view.rooms.every((room, index) => room.clue === null || puzzle.clues[index] === room.clue.id)) solutions.add(puzzle.solution);
  }
  const suspects = allowed.filter((room) => solutions.has(room));
  return suspects.length > 0 ? suspects : allowed;
}

/**
 * The crew's worth of a position, in [0, 1], from a seat's view (every seat of the crew wins or
 * loses together): the game's result once it is over; else the rooms ruled out (the way to the
 * showdown), the passengers the killer has still to collect before the fifth loses, and the
 * figures standing, weighed 5 : 4 : 1.
 */
export function evaluate(view: KillercruiseView, _seat: PlayerId, config: KillercruiseConfig): number {
  const outcome = view.outcome;
  if (outcome !== null) return outcome.winners.length > 0 ? 1 : 0;
  const rooms = ROOM_LETTERS.length;
  const ruledOut = (rooms - puzzleSuspects(view, config).length) / (rooms - 1);
  const collected = Math.min(1, view.killerFields.length / COLLECTED_TO_LOSE);
  let standing = 0;
  for (const figure of view.figures) standing += figure.status === 'white' ? 1 : figure.status === 'red' ? 0.5 : 0;
  return 0.5 * ruledOut + 0.4 * (1 - collected) + 0.1 * (standing / view.figures.length);
}

/** The crew as the search models it: the heuristic crew's rules of thumb, suspecting the rooms of {@link puzzleSuspects}. */
export const searchCrew = crewBot(puzzleSuspects);

/** The guide the search bot plays Sebastian Fitzek Killercruise with (`search` on the command line). */
export const searchGuide: SearchGuide<KillercruiseView, KillercruiseAction, KillercruiseConfig> = {
  policy: () => searchCrew,
  evaluate,
  // Calibrated: about 200 ms a move on this project's two-core machine (docs/performance.md). The
  // model is strong here and 20 iterations are few samples of a game decided by the draws: most of
  // the prior stays on the model's choice, so the samples overrule it only where they agree widely.
  defaults: { iterations: 20, horizon: 30, priorWeight: 0.9 },
};
