/**
 * Setting Up the Game: "1. Lay out the map. 2. Shuffle each Deck and place them on the board. 3.
 * Deal each player the cards shown on the setup page: one Killer Board, five Resource Cards, and
 * one Prey Card. 4. Place a Heat Marker in each city at the lowest level. 5. Place a Dexterity
 * Marker on your Killer Board at the first Dexterity spot. 6. Look at your cards. 7. Each player
 * announces the Defense of their Prey Card, and places it and their Skull Pawn in the appropriate
 * city. Note: You can place Tourist (Grey) Prey cards in the city of your choosing. 8. The player
 * with the highest Prey Defense begins the game. In case of a tie, roll to determine who goes first."
 *
 * Solo Play: "Set up the board and card decks per usual. Choose your Serial Killer card and deal
 * yourself 6 Resource Cards. (Place them face-up.)" — dealt once the pawn is placed (ruling 16).
 *
 * Steps 1–6 are `setup`; step 7's placements are actions of their seats, in seat order, when there
 * is a choice (a Tourist, or a full city); step 8 runs here once every starting Prey is placed.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { PlayerId } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import { SOLO_HAND_SIZE, type QuadCityKillersState } from '../schemas.js';
import { configOf, isSolo, preyCard } from './queries.js';
import { drawInto } from './resource-cards.js';
import { rollOff } from './tools-of-your-trade.js';

type D = Draft<QuadCityKillersState>;
type Events = QuadCityKillersEvent[];

/** The seats whose starting Prey shows the highest Defense, in seat order. */
export function highestDefense(draft: D): PlayerId[] {
  const defenses = draft.seats.map((seat) => preyCard(draft, seat.startingPrey).defense);
  const best = Math.max(...defenses);
  const out: PlayerId[] = [];
  defenses.forEach((defense, seat) => {
    if (defense === best) out.push(seat);
  });
  return out;
}

/**
 * Step 8 (every starting Prey is placed): play begins. Returns the first player, whose turn
 * `settle` then begins — or `null` in solo, which has no turns and is dealt its six face-up cards
 * here instead.
 */
export function beginPlay(draft: D, rng: Rng, events: Events): PlayerId | null {
  draft.phase = 'play';
  if (isSolo(draft)) {
    draft.firstPlayer = 0;
    drawInto(draft, 0, SOLO_HAND_SIZE, 'deal', rng, events);
    return null;
  }
  const configured = configOf(draft).firstPlayer;
  let first: PlayerId;
  let by: 'config' | 'defense' | 'roll-off';
  if (configured !== undefined) {
    first = configured;
    by = 'config';
  } else {
    const top = highestDefense(draft);
    first = top.length === 1 ? (top[0] ?? 0) : rollOff(draft, top, 'first-player', rng, events);
    by = top.length === 1 ? 'defense' : 'roll-off';
  }
  draft.firstPlayer = first;
  events.push({ type: 'first-player', seat: first, by });
  return first;
}
