/**
 * Setup. Laying Out the Cards: "He shuffles the event cards and places the stack on the event card
 * space. He then sorts the five blank cards out of the clue cards and shuffles each colour stack
 * separately. Next he takes one card from each stack and places these five cards face down in a
 * safe place. … He then returns the five blank cards to the stack of the corresponding colour and
 * shuffles each stack again. The 30 clue cards are then laid out face down as follows: 5 cards (one
 * of each colour) on the Radio Room space; 5 cards (one of each colour) on the Clairvoyant space; 2
 * cards each in the rooms Library, Restaurant, Swimming Pool, Smoking Room, Bar and Gymnasium; 1 card
 * per cabin". The Detectives: "Each player receives a pawn …; If several players want the same
 * detective, the dice decide." Special Abilities: "Roll one die for the special ability of each
 * detective". Course of Play: "At the start of the game the detectives gather on the bridge …
 * Whoever rolls the highest number begins."
 */
import type { Draft } from 'immer';
import type { Rng } from '../../core/rng.js';
import type { PlayerId } from '../../core/types.js';
import { CARDS_LAID_OUT, CARDS_PER_COLOUR, CANDIDATES_PER_COLOUR, COLOURS } from './content.js';
import type { FirstPlayerRoll, TatortTitanicEvent } from './events.js';
import { ABILITIES, colourOfCard, rulesOf, type Ability, type DetectiveState, type TatortTitanicConfig, type TatortTitanicState } from './schemas.js';
import { beginPlay } from './rules/course-of-play.js';

/** One round of the roll for who begins: the seats rolling and their faces. */
type FirstRolls = FirstPlayerRoll[];

/**
 * The seat that begins: every seat rolls, the highest begins, and those tied for it roll again
 * (ruling 21). Each round of rolls is pushed onto `record` when given.
 */
export function rollForFirstPlayer(players: number, rng: Rng, record?: FirstRolls[]): PlayerId {
  let rolling = Array.from({ length: players }, (_, seat) => seat);
  while (rolling.length > 1) {
    const rolls = rolling.map(() => rng.die());
    record?.push(rolling.map((seat, at) => ({ seat, value: rolls[at] ?? 0 })));
    const highest = Math.max(...rolls);
    rolling = rolling.filter((_, at) => rolls[at] === highest);
  }
  return rolling[0] ?? 0;
}

/**
 * The clue cards laid out: the five solution cards (one per colour, never a blank), and the cards
 * on each space. The 20 cards left after the Radio Room and the Clairvoyant have theirs are shuffled
 * together and dealt to the rooms and cabins in board order (ruling 3).
 */
function layOutClues(config: TatortTitanicConfig, rng: Rng): { solution: number[]; board: number[][] } {
  const stacks = COLOURS.map((_, colour) => {
    const candidates = Array.from({ length: CANDIDATES_PER_COLOUR }, (_, k) => colour * CARDS_PER_COLOUR + k);
    return rng.shuffle(candidates);
  });
  const solution = stacks.map((stack) => stack.shift() ?? 0);
  const shuffled = stacks.map((stack, colour) => rng.shuffle([...stack, colour * CARDS_PER_COLOUR + CANDIDATES_PER_COLOUR]));
  const { spaces } = config.content;
  const board: number[][] = spaces.map(() => []);
  for (const kind of ['radio-room', 'clairvoyant'] as const) {
    const space = spaces.findIndex((entry) => entry.kind === kind);
    board[space] = shuffled.map((stack) => stack.shift() ?? 0).sort((a, b) => a - b);
  }
  const rest = rng.shuffle(shuffled.flat());
  spaces.forEach((space, id) => {
    if (space.kind !== 'room' && space.kind !== 'cabin') return;
    board[id] = rest.splice(0, CARDS_LAID_OUT[space.kind]).sort((a, b) => a - b);
  });
  return { solution, board };
}

/**
 * The starting state: round 1, the first player's turn, before its movement roll. Random draws, in
 * the rulebook's order: the event stack's shuffle; the clue cards' shuffles (each colour, each
 * colour again with its blank, the 20 cards for the rooms and cabins); the detectives, when the
 * config names none; the abilities, when it names none (one die per seat, in seat order); the roll
 * for the first player, when it names none. Each step is told in `events`, all public: the layout
 * shows the cards' colours only.
 */
export function setup(config: TatortTitanicConfig, rng: Rng, events: TatortTitanicEvent[] = []): TatortTitanicState {
  const { players, content } = config;
  const eventDeck = rng.shuffle(content.events.map((_, card) => card));
  events.push({ type: 'event-cards-shuffled', cards: eventDeck.length });
  const { solution, board } = layOutClues(config, rng);
  events.push({ type: 'clues-laid-out', setAside: solution.length, board: board.map((cards) => cards.map(colourOfCard)) });
  const chosen = config.detectives;
  const detectiveIds =
    chosen === undefined
      ? rng.shuffle(content.detectives.map((_, index) => index)).slice(0, players)
      : chosen.map((key) => content.detectives.findIndex((detective) => detective.key === key));
  events.push({
    type: 'detectives-assigned',
    detectives: detectiveIds,
    names: detectiveIds.map((detective) => content.detectives[detective]?.name ?? `detective ${detective}`),
    drawn: chosen === undefined,
  });
  const rolls = config.abilities === undefined ? detectiveIds.map(() => rng.die()) : null;
  const abilities: Ability[] = config.abilities?.slice() ?? (rolls ?? []).map((face) => ABILITIES[face - 1] ?? 'eavesdropper');
  events.push({ type: 'abilities-assigned', abilities: abilities.slice(), rolls });
  const firstRolls: FirstRolls[] = [];
  const firstPlayer = config.firstPlayer ?? rollForFirstPlayer(players, rng, firstRolls);
  events.push({ type: 'first-player-chosen', seat: firstPlayer, rolls: config.firstPlayer === undefined ? firstRolls : null });
  const bridge = content.spaces.findIndex((space) => space.kind === 'bridge');
  const detectives: Draft<DetectiveState>[] = detectiveIds.map((detective, seat) => ({
    detective,
    ability: abilities[seat] ?? 'eavesdropper',
    space: bridge,
    hand: [],
    seen: [],
    entries: [],
    bonuses: [],
    missedTurns: 0,
    movementBonus: 0,
    extraDice: 0,
  }));
  const table: Draft<TatortTitanicState> = {
    config: config as Draft<TatortTitanicConfig>,
    round: 1,
    order: Array.from({ length: players }, (_, step) => (firstPlayer + step) % players),
    turn: 0,
    phase: 'roll',
    points: 0,
    reach: [],
    attempts: 0,
    questioned: false,
    pending: null,
    detectives,
    board,
    solution,
    weather: null,
    // Kept only under the table rule that lets a rolled weather stand, so other states are as before.
    ...(rulesOf(config).rolledWeatherStays ? { rolledWeather: null } : {}),
    eventDeck,
    eventsUnknown: eventDeck.length,
    solve: null,
    outcome: null,
  };
  beginPlay(table, events);
  return table as TatortTitanicState;
}
