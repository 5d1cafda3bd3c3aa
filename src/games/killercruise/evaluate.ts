/**
 * What the guided search (`searchBot`) knows of Sebastian Fitzek Killercruise: the crew plays
 * like the heuristic crew, and a position left unfinished is worth what the crew's progress makes of
 * it, read from a seat's own view: the rooms the clues still allow, the passengers the killer has
 * collected, and the figures still standing.
 */
import type { SearchGuide } from '../../core/guided-search.js';
import type { PlayerId } from '../../core/types.js';
import { heuristicBot } from './bots.js';
import { roomsConsistentWith } from './clues.js';
import { ROOM_LETTERS, type CluePredicate, type RoomLetter } from './content.js';
import type { KillercruiseAction, KillercruiseConfig, KillercruiseView } from './schemas.js';
import { COLLECTED_TO_LOSE } from './rules/queries.js';

/** The rooms the clues read out still allow (the psychopath is in one of them). */
export function candidateRooms(view: KillercruiseView, config: KillercruiseConfig): readonly RoomLetter[] {
  const clues: [CluePredicate, RoomLetter][] = [];
  for (const room of view.rooms) {
    const predicate = room.clue === null ? undefined : config.content.clues[room.clue.id - 1]?.predicate;
    if (predicate !== undefined) clues.push([predicate, room.letter]);
  }
  return roomsConsistentWith(config.content.rooms, clues);
}

/**
 * The crew's worth of a position, in [0, 1], from a seat's view (every seat of the crew wins or
 * loses together): the game's result once it is over; else the rooms the clues have ruled out
 * (the way to the showdown), the passengers the killer has still to collect before the fifth
 * loses, and the figures standing, weighed 5 : 4 : 1.
 */
export function evaluate(view: KillercruiseView, _seat: PlayerId, config: KillercruiseConfig): number {
  const outcome = view.outcome;
  if (outcome !== null) return outcome.winners.length > 0 ? 1 : 0;
  const rooms = ROOM_LETTERS.length;
  const ruledOut = (rooms - candidateRooms(view, config).length) / (rooms - 1);
  const collected = Math.min(1, view.killerFields.length / COLLECTED_TO_LOSE);
  let standing = 0;
  for (const figure of view.figures) standing += figure.status === 'white' ? 1 : figure.status === 'red' ? 0.5 : 0;
  return 0.5 * ruledOut + 0.4 * (1 - collected) + 0.1 * (standing / view.figures.length);
}

/** The guide the search bot plays Sebastian Fitzek Killercruise with (`search` on the command line). */
export const searchGuide: SearchGuide<KillercruiseView, KillercruiseAction, KillercruiseConfig> = {
  policy: () => heuristicBot,
  evaluate,
  // Calibrated: about 200 ms a move on this project's two-core machine (docs/performance.md).
  defaults: { iterations: 20, horizon: 30 },
};
