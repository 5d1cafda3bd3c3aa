/**
 * What the guided search (`searchBot`) knows of Tatort Titanic: its detectives play like the
 * heuristic detective, and a position left unfinished is worth to a detective what its own sheet
 * makes of it — the sheet comparison that decides the game when time runs out, read from its own
 * view (the faces it has seen and the circumstances it crossed off).
 */
import type { SearchGuide } from '../../core/guided-search.js';
import type { PlayerId } from '../../core/types.js';
import { heuristicBot } from './bots.js';
import { CANDIDATES_PER_COLOUR, COLOURS } from './content.js';
import { circumstanceOf, type TatortTitanicAction, type TatortTitanicConfig } from './schemas.js';
import type { TatortTitanicView } from './view.js';

/**
 * A position's worth to `seat`, in [0, 1], from its own view: the game's result once it is over;
 * else the chance its sheet still qualifies times how much it knows. A circumstance it crossed off
 * by its own entry without seeing the card may be the solution: in each colour the solution is one
 * of the circumstances it has not seen, each as likely, so the sheet keeps it with the chance
 * open ÷ unseen. What it knows is the share of the 25 circumstances besides the solution whose card
 * it has seen ("whoever has the fewest circumstances not crossed off … wins"): an entry made blind
 * counts only against it, so the worth never rewards a guess the cards have not earned — a guess
 * pays only when it names the solution, which ends the game.
 */
export function evaluate(view: TatortTitanicView, seat: PlayerId): number {
  const outcome = view.outcome;
  if (outcome !== null) return outcome.winners.includes(seat) ? 1 : 0;
  const crossed = new Set(view.sheet?.crossedOff ?? []);
  const seen = new Set<number>();
  for (const card of view.seen ?? []) {
    const circumstance = circumstanceOf(card);
    if (circumstance !== null) seen.add(circumstance);
  }
  let keeps = 1;
  let unknown = 0;
  for (let colour = 0; colour < COLOURS.length; colour++) {
    let unseen = 0;
    let left = 0;
    for (let k = 0; k < CANDIDATES_PER_COLOUR; k++) {
      const circumstance = colour * CANDIDATES_PER_COLOUR + k;
      if (!seen.has(circumstance)) unseen++;
      if (!crossed.has(circumstance)) left++;
    }
    if (unseen === 0 || left === 0) return 0;
    keeps *= left / unseen;
    unknown += unseen - 1;
  }
  const besides = COLOURS.length * (CANDIDATES_PER_COLOUR - 1);
  return (keeps * (besides - unknown)) / besides;
}

/** The guide the search bot plays Tatort Titanic with (`search` on the command line). */
export const searchGuide: SearchGuide<TatortTitanicView, TatortTitanicAction, TatortTitanicConfig> = {
  policy: () => heuristicBot,
  evaluate,
  // Calibrated: about 200 ms a move on this project's two-core machine (docs/performance.md).
  defaults: { iterations: 30, horizon: 20 },
};
