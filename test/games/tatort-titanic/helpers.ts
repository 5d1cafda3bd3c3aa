/**
 * A small scenario DSL for Tatort Titanic tests: start a match, or lay out a specific position (who
 * stands where with which cards, what lies on the board, the solution, the weather, the top of the
 * event stack), rig the next dice, build actions, play them (failing the test on any refusal), and
 * check refusals leave the match untouched.
 *
 * The stand-in board (docs/games/tatort-titanic.md): deck spaces A1–A10 are 0–9, B1–B10 10–19,
 * C1–C10 20–29; the staircase spaces 30–33; the rooms 34–50 (`S` names them). Cards are named by
 * colour and candidate (`card('weapon', 0)` is the Revolver; `blank('weapon')` the blank).
 *
 * `position` builds its state from a real setup and rearranges the table, the way a referee would;
 * the cards it is not told about lie in Cabin C-104. The state is checked against the state
 * schema before it is used.
 */
import { eventsOfType, playEventsIn, refusalIn, withSeed } from '../../support/scenarios.js';
import { castDraft, produce } from 'immer';
import { createMatch, createRng, type GameError, type Match } from '../../../src/core/index.js';
import {
  COLOURS,
  STAND_IN_SPACES,
  standInContent,
  tatortTitanic,
  type Ability,
  type Colour,
  type Pending,
  type Phase,
  type Prediction,
  type TatortTitanicAction,
  type TatortTitanicConfig,
  type TatortTitanicConfigInput,
  type TatortTitanicEvent,
  type TatortTitanicRules,
  type TatortTitanicState,
  type TatortTitanicView,
} from '../../../src/games/tatort-titanic/index.js';

export { standInContent, tatortTitanic };
export type { TatortTitanicAction, TatortTitanicEvent, TatortTitanicState, TatortTitanicView };

/** A match of Tatort Titanic. */
export type TtMatch = Match<TatortTitanicConfig, TatortTitanicState, TatortTitanicAction>;

/** Named spaces of the stand-in board. */
export const S = {
  ...STAND_IN_SPACES,
  cabinB38: 39,
  cabinB52: 40,
  cabinB54: 41,
  cabinB96: 44,
  cabinC22: 45,
  cabinC64: 49,
  cabinC104: 50,
  foreStairsAB: 30,
  foreStairsBC: 31,
  aftStairsAB: 32,
  aftStairsBC: 33,
} as const;

/** Deck space `n` (1–10, fore to aft) of deck `deck`. */
export function deck(deckName: 'A' | 'B' | 'C', n: number): number {
  return { A: 0, B: 10, C: 20 }[deckName] + n - 1;
}

/** The clue card of `colour` showing candidate `k` (0–5). */
export function card(colour: Colour, k: number): number {
  return COLOURS.indexOf(colour) * 7 + k;
}

/** The blank clue card of `colour`. */
export function blank(colour: Colour): number {
  return COLOURS.indexOf(colour) * 7 + 6;
}

/** The circumstance of `colour`, candidate `k`. */
export function circumstance(colour: Colour, k: number): number {
  return COLOURS.indexOf(colour) * 6 + k;
}

/** The event card called `name` in the stand-in deck. */
export function eventCard(name: string): number {
  const id = standInContent.events.findIndex((entry) => entry.name === name);
  if (id < 0) throw new Error(`no event card called ${name}`);
  return id;
}

/** Event cards used in scenarios. */
export const E = {
  weather2: eventCard('Clear Skies'),
  weather3: eventCard('A Fresh Breeze'),
  weather4: eventCard('Fog Banks'),
  weather5: eventCard('Ice Warnings Jam the Wireless'),
  bribe: eventCard('A Bribed Steward'),
  letter: eventCard("The Captain's Letter"),
  seasick: eventCard('Seasick'),
  purser: eventCard('Summoned by the Purser'),
  bridge: eventCard('Captain Smith Wants a Report'),
  fullSpeed: eventCard('Full Speed Ahead'),
  shortcut: eventCard('A Shortcut Through the Crew Passage'),
  crowded: eventCard('A Crowded Promenade'),
  secondWind: eventCard('Second Wind'),
  upTheStairs: eventCard('Up the Stairs Two at a Time'),
  rumour: eventCard('Rumours in the Smoking Room'),
  whispers: eventCard('Whispers at Dinner'),
  wireless: eventCard('The Wireless Operator Talks'),
  looseLips: eventCard('Loose Lips'),
  gossip: eventCard('Gossip at the Bar'),
  windDrops: eventCard('The Wind Drops'),
} as const;

/** Starts a match, failing the test if it is refused. */
export function start(config: TatortTitanicConfigInput = {}, seed: string = 'scenario'): TtMatch {
  const created = createMatch(tatortTitanic, { config, seed });
  if (!created.ok) throw new Error(`createMatch refused: ${created.error.code} ${created.error.message}`);
  return created.match;
}

/** One seat of a position. */
export interface SeatSpec {
  readonly space?: number;
  readonly hand?: readonly number[];
  readonly ability?: Ability;
  /** Faces seen besides the hand. */
  readonly seen?: readonly number[];
  readonly entries?: readonly number[];
  readonly bonuses?: readonly number[];
  readonly missedTurns?: number;
  readonly movementBonus?: number;
  readonly extraDice?: number;
}

/** A position to lay out on the table. */
export interface PositionSpec {
  /** Seats (default 4); seat 0 began, so the order is 0, 1, 2, …. */
  readonly players?: number;
  /** Each seat (default: on the Bridge, no cards, ability Charm). */
  readonly seats?: readonly SeatSpec[];
  /** The solution (default: candidate 5 of each colour). */
  readonly solution?: readonly number[];
  /** Spaces given exactly these cards; every other card lies in Cabin C-104. */
  readonly board?: Readonly<Record<number, readonly number[]>>;
  /** Whose turn it is (default 0). */
  readonly turn?: number;
  /** Where the turn stands (default `roll`). */
  readonly phase?: Phase;
  /** The round (default 1). */
  readonly round?: number;
  /** The face-up weather card (default none). */
  readonly weather?: number | null;
  /** Event cards on top of the stack, in order; the rest follow in id order. */
  readonly eventTop?: readonly number[];
  /** The pending decision (default none). */
  readonly pending?: Pending | null;
  /** Whether the turn's questioning has been made. */
  readonly questioned?: boolean;
  /** Attempts at the Clairvoyant made this turn. */
  readonly attempts?: number;
  /** Other config fields (`rounds`). */
  readonly rounds?: number;
  /** The table rules (default: none given). */
  readonly rules?: Partial<TatortTitanicRules>;
  /** A rolled weather that stands (table rule `rolledWeatherStays`; default none). */
  readonly rolledWeather?: number;
}

/** Lays out `spec` (see the module comment). */
export function position(spec: PositionSpec): TtMatch {
  const players = spec.players ?? 4;
  const seats = Array.from({ length: players }, (_, seat) => spec.seats?.[seat] ?? {});
  const abilities = seats.map((seat) => seat.ability ?? 'charm');
  const base = start({ players, firstPlayer: 0, abilities, rounds: spec.rounds ?? 25, ...(spec.rules === undefined ? {} : { rules: spec.rules }) }, 'position');
  const solution = spec.solution ?? COLOURS.map((colour) => card(colour, 5));
  const placed = new Set<number>([...solution, ...seats.flatMap((seat) => seat.hand ?? []), ...Object.values(spec.board ?? {}).flat()]);
  const leftovers = Array.from({ length: 35 }, (_, id) => id).filter((id) => !placed.has(id));
  const board: number[][] = standInContent.spaces.map(() => []);
  for (const [space, cards] of Object.entries(spec.board ?? {})) board[Number(space)] = [...cards].sort((a, b) => a - b);
  board[S.cabinC104] = [...(board[S.cabinC104] ?? []), ...leftovers].sort((a, b) => a - b);
  const kept = seats.flatMap((seat) => seat.bonuses ?? []);
  const weather = spec.weather ?? null;
  const top = spec.eventTop ?? [];
  const rest = standInContent.events.map((_, id) => id).filter((id) => !top.includes(id) && !kept.includes(id) && id !== weather);
  const state = produce(base.state, (draft) => {
    draft.round = spec.round ?? 1;
    draft.order = Array.from({ length: players }, (_, seat) => seat);
    draft.turn = spec.turn ?? 0;
    draft.phase = spec.phase ?? 'roll';
    draft.points = 0;
    draft.reach = [];
    draft.attempts = spec.attempts ?? 0;
    draft.questioned = spec.questioned ?? false;
    draft.pending = castDraft(spec.pending ?? null);
    draft.board = board;
    draft.solution = [...solution];
    draft.weather = weather;
    if (spec.rolledWeather !== undefined) draft.rolledWeather = spec.rolledWeather;
    draft.eventDeck = [...top, ...rest];
    draft.eventsUnknown = top.length + rest.length;
    draft.detectives.forEach((detective, index) => {
      const seat = seats[index] ?? {};
      const hand = [...(seat.hand ?? [])].sort((a, b) => a - b);
      detective.space = seat.space ?? S.bridge;
      detective.hand = hand;
      detective.seen = [...new Set([...hand, ...(seat.seen ?? [])])].sort((a, b) => a - b);
      detective.entries = [...(seat.entries ?? [])].sort((a, b) => a - b);
      detective.bonuses = [...(seat.bonuses ?? [])];
      detective.missedTurns = seat.missedTurns ?? 0;
      detective.movementBonus = seat.movementBonus ?? 0;
      detective.extraDice = seat.extraDice ?? 0;
    });
  });
  const parsed = tatortTitanic.schemas.state.safeParse(state);
  if (!parsed.success) throw new Error(`position is not a valid state: ${JSON.stringify(parsed.error.issues)}`);
  return { ...base, state };
}

/** A position whose turn stands in the `move` phase with `points` to move (the reach computed as the rules do). */
export function moving(spec: PositionSpec, points: number): TtMatch {
  const match = position({ ...spec, phase: 'roll' });
  const seat = spec.turn ?? 0;
  // A real roll computes the reach; rig it to the points asked (a single die, no event card).
  if (points < 2 || points > 5) throw new Error('moving: rig a roll of 2 to 5 (1 and 6 draw event cards)');
  const nimble = match.state.detectives[seat]?.ability === 'nimble-footed' ? 1 : 0;
  return play(rig(match, [points - nimble]), roll(seat));
}

/** One draw of the random stream: a die face, or `[index, n]` for a pick among `n`. */
export type Draw = number | readonly [number, number];

/** `match` with its random stream set so that the next draws are `draws`. */
export function rig(match: TtMatch, draws: readonly Draw[]): TtMatch {
  for (let attempt = 0; attempt < 2_000_000; attempt++) {
    const rng = createRng(`rig/${attempt}`);
    const fits = draws.every((draw) => (typeof draw === 'number' ? rng.die() === draw : rng.int(0, draw[1] - 1) === draw[0]));
    if (fits) return withSeed(match, `rig/${attempt}`);
  }
  throw new Error(`no seed found for draws ${JSON.stringify(draws)}`);
}

// ---- action builders ----

export const roll = (player: number): TatortTitanicAction => ({ type: 'roll', player });
export const move = (player: number, to: number): TatortTitanicAction => ({ type: 'move', player, to });
export const take = (player: number, colour: Colour): TatortTitanicAction => ({ type: 'take-clue', player, colour });
export const consult = (player: number, colour: Colour, prediction: Prediction): TatortTitanicAction => ({ type: 'consult', player, colour, prediction });
export const pass = (player: number): TatortTitanicAction => ({ type: 'pass', player });
export const eavesdrop = (player: number): TatortTitanicAction => ({ type: 'eavesdrop', player });
export const recognise = (player: number): TatortTitanicAction => ({ type: 'recognise', player });
export const question = (player: number, target: number): TatortTitanicAction => ({ type: 'question', player, target });
export const draw = (player: number, colour: Colour): TatortTitanicAction => ({ type: 'draw-card', player, colour });
export const give = (player: number, cardId: number): TatortTitanicAction => ({ type: 'give-card', player, card: cardId });
export const crossOff = (player: number, entry: number): TatortTitanicAction => ({ type: 'cross-off', player, circumstance: entry });
export const solve = (player: number): TatortTitanicAction => ({ type: 'solve', player });
export const endTurn = (player: number): TatortTitanicAction => ({ type: 'end-turn', player });

// ---- playing ----

/** Applies the actions in order, failing the test with the refusal message at the first refusal. */
export function play(match: TtMatch, ...actions: TatortTitanicAction[]): TtMatch {
  return playEvents(match, ...actions).match;
}

/** Like {@link play}, also returning every event, in order. */
export function playEvents(match: TtMatch, ...actions: TatortTitanicAction[]): { match: TtMatch; events: TatortTitanicEvent[] } {
  return playEventsIn(tatortTitanic, match, actions);
}

/** Asserts `action` is refused and the match is untouched; returns the refusal. */
export function refusal(match: TtMatch, action: unknown): GameError {
  return refusalIn(tatortTitanic, match, action);
}

// ---- reading a match ----

/** The seats that may act now. */
export function active(match: TtMatch): number[] {
  return tatortTitanic.activePlayers(match.state);
}

/** The legal actions of `seat` (default: the active seat). */
export function legal(match: TtMatch, seat?: number): TatortTitanicAction[] {
  const who = seat ?? active(match)[0];
  return who === undefined ? [] : tatortTitanic.legalActions(match.state, who);
}

/** The legal actions of one type. */
export function legalOf<T extends TatortTitanicAction['type']>(match: TtMatch, type: T, seat?: number): Extract<TatortTitanicAction, { type: T }>[] {
  return legal(match, seat).filter((action): action is Extract<TatortTitanicAction, { type: T }> => action.type === type);
}

/** The view of `viewer`. */
export function viewOf(match: TtMatch, viewer: number | null): TatortTitanicView {
  return tatortTitanic.view(match.state, viewer);
}

/** Events of one type. */
export function eventsOf<T extends TatortTitanicEvent['type']>(events: readonly TatortTitanicEvent[], type: T): Extract<TatortTitanicEvent, { type: T }>[] {
  return eventsOfType(events, type);
}

/** Every clue card's place: the solution, the board and the hands (all 35, each once). */
export function allCards(state: TatortTitanicState): number[] {
  return [...state.solution, ...state.board.flat(), ...state.detectives.flatMap((detective) => detective.hand)].sort((a, b) => a - b);
}
