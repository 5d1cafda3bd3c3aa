/**
 * What each action may write (`GameRules.writes`), with everything it sets off, so that the
 * immutable mode copies only that. Read from the applies in `rules/` and `settle`
 * (`rules/settle.ts`), which runs the game on after every action, and declared from the state the
 * action is taken in — only what its cascade can reach from there:
 *
 * - a placement writes the city the Prey goes to (a Hometown card's own city; a Tourist, or a card
 *   not yet known, any city), the queue, and the Prey and Resource discard piles only when the city
 *   may be full (a Prey replaced, the cards under it discarded);
 * - a reveal draws the top Prey card, which is known unless the deck runs out (then the discard pile
 *   is shuffled into it, and the card goes anywhere);
 * - an Attack whose answers are all in resolves: the attacker's seat, the city of the Attack, the
 *   turn's once-per-turn marks and the Resource discard pile;
 * - the end of a turn, once no Action is left: the turn player's hand drawn from the Resource deck
 *   (its discard pile when it runs out), the next turn and its opening reveal and placement;
 * - the end of the game writes only small fields (the phase, the outcome, what is pending, the
 *   Attack), so every cascade names them.
 *
 * Setup (its placements bring Skull Pawns, its end decides the first player and deals) and solo
 * (Scenario cards drawn play against you, Police bump the Heat, Lockdowns) declare every field, as
 * do the solo-only refill and any action these rules do not expect.
 */
import type { WritePath } from '../../core/types.js';
import type { QuadCityKillersAction, QuadCityKillersState } from './schemas.js';
import { actionCost } from './rules/resource-cards.js';
import { contentOf, isSolo, resourceCard, situation } from './rules/queries.js';

type S = QuadCityKillersState;

/** The top-level fields besides the seats and cities; `FIELDS[i]` is bit `1 << i` of `Declared.parts`. */
const FIELDS = ['phase', 'preyDeck', 'preyDiscard', 'resourceDeck', 'resourceDiscard', 'placing', 'turn', 'pending', 'attack', 'outcome'] as const;
const PREY_DECK = 2;
const PREY_DISCARD = 4;
const RESOURCE_DECK = 8;
const RESOURCE_DISCARD = 16;
const PLACING = 32;
const TURN = 64;
const PENDING = 128;
const ATTACK = 256;
/** What the end of the game writes (`finish`): the phase, what is pending, the Attack, the outcome. */
const ENDING = 1 | PENDING | ATTACK | 512;
/** City `c` is bit `1 << (CITY + c)` (eight cities at most), seat `s` bit `1 << (SEAT + s)` (six at most). */
const CITY = 10;
const SEAT = 18;

/** Every field the game writes (all but the config). */
const EVERYTHING: readonly WritePath[] = ['firstPlayer', 'seats', 'cities', ...FIELDS];

/** The parts named so far (bit sets), and how far the cascade has got. */
interface Declared {
  parts: number;
  /** Prey cards drawn so far: the next one lies this far below the top of the deck. */
  drawn: number;
}

/**
 * A Prey placed from the queue — card `prey`, or `null` for one not known yet: its city (any city
 * for a Tourist or an unknown card), and the discard piles a replaced Prey and the cards under it go to.
 */
function placement(declared: Declared, state: S, prey: number | null): void {
  const home = prey === null ? null : (contentOf(state).prey[prey]?.city ?? null);
  declared.parts |= PLACING | PREY_DISCARD | RESOURCE_DISCARD | (home === null ? ((1 << state.cities.length) - 1) << CITY : 1 << (CITY + home));
}

/** A Prey card revealed and placed: the deck (and its discard pile, shuffled in when the deck runs out), the placement. */
function revealed(declared: Declared, state: S): void {
  const at = state.preyDeck.length - 1 - declared.drawn++;
  declared.parts |= PREY_DECK | (at < 0 ? PREY_DISCARD : 0);
  placement(declared, state, at < 0 ? null : (state.preyDeck[at] ?? null));
}

/** The Attack in progress resolved (or its failure taking effect): the attacker, its city, the turn's marks, the pile. */
function resolved(declared: Declared, state: S): void {
  const attack = state.attack;
  if (attack !== null) declared.parts |= (1 << (SEAT + attack.attacker)) | (1 << (CITY + attack.city)) | TURN | RESOURCE_DISCARD | ENDING;
}

/**
 * What `settle` may do once the action is done: end the game, or — `spent` Actions taken and none
 * left — end the turn: the hand replenished, the next turn begun with its reveal (or the Ego's window first).
 */
function onward(declared: Declared, state: S, spent: number): void {
  declared.parts |= ENDING;
  if (state.turn.actionsLeft - spent > 0) return;
  declared.parts |= (1 << (SEAT + state.turn.player)) | RESOURCE_DECK | RESOURCE_DISCARD | TURN;
  revealed(declared, state);
}

/** The parts of `state` the apply of `action` (accepted by the check) may write. */
export function writes(state: S, action: QuadCityKillersAction): readonly WritePath[] {
  const seat = action.player;
  const own = 1 << (SEAT + seat);
  const declared: Declared = { parts: 0, drawn: 0 };
  if (action.type === 'attack') {
    // The Attack waits for its Weapon next: nothing runs on.
    declared.parts = TURN | PENDING | ATTACK;
  } else if (action.type === 'choose-weapon') {
    // A Weapon from the hand; the Attack waits for its Modifier next.
    declared.parts = own | ATTACK;
  } else if (isSolo(state) || state.phase !== 'play') {
    return EVERYTHING;
  } else if (action.type === 'choose-modifier') {
    // The other seats answer next.
    declared.parts = own | TURN | ATTACK;
  } else if (!cascade(declared, state, action, own)) {
    return EVERYTHING;
  }
  const paths: WritePath[] = [];
  const { parts } = declared;
  for (let at = 0; at < 8; at++) if ((parts & (1 << (SEAT + at))) !== 0) paths.push(['seats', at]);
  for (let at = 0; at < 8; at++) if ((parts & (1 << (CITY + at))) !== 0) paths.push(['cities', at]);
  FIELDS.forEach((field, at) => {
    if ((parts & (1 << at)) !== 0) paths.push(field);
  });
  return paths;
}

/**
 * Declares what `action` and all it sets off may write (`own`: the acting seat's bit), in a
 * multi-player game under way; `false` for an action these rules do not expect here.
 */
function cascade(declared: Declared, state: S, action: QuadCityKillersAction, own: number): boolean {
  let spent = 0;
  switch (action.type) {
    case 'place-prey':
      declared.parts |= PLACING | (1 << (CITY + action.city)) | (action.replacing === null ? 0 : PREY_DISCARD | RESOURCE_DISCARD);
      // The Prey waiting behind it may go one way only, and be placed at once.
      for (let at = 1; at < state.placing.length; at++) placement(declared, state, state.placing[at]?.prey ?? null);
      break;
    case 'hunt':
      declared.parts |= TURN;
      revealed(declared, state);
      spent = 1;
      break;
    case 'travel':
      declared.parts |= TURN | PENDING;
      spent = 1;
      break;
    case 'travel-to':
      declared.parts |= own | PENDING;
      break;
    case 'play-against':
      // The Modifier played leaves the hand.
      declared.parts |= own;
      return answered(declared, state, action.player, own);
    case 'pass':
      return answered(declared, state, action.player, own);
    case 'discard':
      // The first discard spends the Action and offers a second; the second draws two.
      declared.parts |= own | RESOURCE_DISCARD | PENDING;
      if (situation(state) === 'action') {
        declared.parts |= TURN;
        return true;
      }
      declared.parts |= RESOURCE_DECK;
      break;
    case 'play-scenario': {
      const scenario = resourceCard(state, action.card);
      if (scenario?.kind !== 'scenario') return false;
      declared.parts |= own | RESOURCE_DISCARD | TURN | PENDING | ENDING;
      // A Mulligan: the failure takes effect, the same Attack begins again. Road Trip with one city
      // in reach leaves the pawn where it is, and the game runs on. The others ask for a player or a city.
      if (scenario.scene === 'mulligan') resolved(declared, state);
      if (scenario.scene !== 'road-trip') return true;
      spent = actionCost(scenario);
      break;
    }
    case 'declare-ego': {
      // Onto the Killer Board, the card held there discarded; an Ego with the Action icon spends one.
      const ego = resourceCard(state, action.card);
      declared.parts |= own | TURN | RESOURCE_DISCARD;
      spent = ego === undefined ? 0 : actionCost(ego);
      break;
    }
    default:
      return false;
  }
  onward(declared, state, spent);
  return true;
}

/** An answer to the Attack, or a `pass` by what it declines: an answer, the Mulligan, the claim, the second discard, the Ego's window. */
function answered(declared: Declared, state: S, seat: number, own: number): boolean {
  const now = situation(state);
  if (now === 'answers') {
    // The last answer resolves the Attack.
    declared.parts |= ATTACK;
    if (state.attack?.waiting.some((other) => other !== seat) === true) return true;
    resolved(declared, state);
  } else if (now === 'after-failure') {
    resolved(declared, state);
  } else if (now === 'claim') {
    declared.parts |= RESOURCE_DISCARD | ATTACK;
  } else if (now === 'discard') {
    // One replacement drawn.
    declared.parts |= own | RESOURCE_DECK | RESOURCE_DISCARD | PENDING;
  } else if (now !== 'end-of-turn') {
    return false;
  }
  onward(declared, state, 0);
  return true;
}
