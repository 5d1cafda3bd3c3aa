/**
 * A readable heuristic detective. It keeps its sheet from its view (the engine crosses off every
 * face it sees), chases the colours it still lacks — clue cards lying on the board, the Radio Room
 * and the Clairvoyant when they are worth the roll, detectives holding cards of those colours to
 * question — and ends the game as soon as its sheet leaves one circumstance per colour. It never
 * guesses. It sees only its view, like every bot.
 */
import type { Bot, BotInput } from '../../core/bots.js';
import type { PlayerId } from '../../core/types.js';
import { CANDIDATES_PER_COLOUR, CARDS_PER_COLOUR, COLOURS, contentId, standInContent, type Colour, type TatortContent } from './content.js';
import { distancesFrom, neighbours } from './rules/queries.js';
import type { TatortTitanicAction } from './schemas.js';
import type { TatortTitanicView } from './view.js';

/** The chance a radio message gets through against `weather`: a 6-sided roll of `weather` or more. */
function radioChance(weather: number): number {
  return (7 - weather) / 6;
}

/**
 * How much a card of each colour is worth to the bot: nothing for a colour its sheet has narrowed
 * to one circumstance; else the chance that such a card held by another detective is one it has not
 * seen — its unseen cards of that colour (less the solution's, and less those still on the board,
 * which it counts as unseen) spread over the other detectives' cards of that colour.
 */
function wants(view: TatortTitanicView, player: PlayerId): Record<Colour, { board: number; hand: number }> {
  const crossed = view.sheet?.crossedOff ?? [];
  const seen = view.seen ?? [];
  const out = {} as Record<Colour, { board: number; hand: number }>;
  COLOURS.forEach((colour, index) => {
    let open = 0;
    for (let k = 0; k < CANDIDATES_PER_COLOUR; k++) if (!crossed.includes(index * CANDIDATES_PER_COLOUR + k)) open++;
    if (open <= 1) {
      out[colour] = { board: 0, hand: 0 };
      return;
    }
    const seenOfColour = seen.filter((card) => Math.floor(card / CARDS_PER_COLOUR) === index).length;
    const onBoard = view.board.reduce((sum, cards) => sum + cards.filter((entry) => entry === colour).length, 0);
    const inHands = view.detectives.reduce((sum, other) => sum + (other.seat === player ? 0 : other.cards.filter((entry) => entry === colour).length), 0);
    const unseenInHands = Math.max(0, CARDS_PER_COLOUR - 1 - seenOfColour - onBoard);
    out[colour] = { board: 1, hand: inHands === 0 ? 0 : Math.min(1, unseenInHands / inHands) };
  });
  return out;
}

type Wants = Record<Colour, { board: number; hand: number }>;

/** The board as the bot reads it: the content, and the steps between every two spaces. */
interface Ship {
  readonly content: TatortContent;
  /** `steps[a][b]`: steps from space `a` to space `b` (infinite if none). */
  readonly steps: readonly (readonly number[])[];
}

/** The bot's reading of `content`, worked out once per bot. */
function shipOf(content: TatortContent): Ship {
  const next = neighbours(content);
  const steps = content.spaces.map((_, from) => distancesFrom(content, from, next).map((distance) => (distance < 0 ? Number.POSITIVE_INFINITY : distance)));
  return { content, steps };
}

/**
 * What ending the move on `space` is worth: the best card it could take there (weighed by the roll
 * it needs) — only on a space it moves onto — or a detective there to question.
 */
function valueOf(ship: Ship, view: TatortTitanicView, player: PlayerId, space: number, want: Wants): number {
  const me = view.detectives[player];
  const kind = ship.content.spaces[space]?.kind;
  let best = 0;
  for (const colour of space === me?.space ? [] : (view.board[space] ?? [])) {
    let value = want[colour].board;
    if (kind === 'radio-room') value *= radioChance(me?.ability === 'technically-gifted' ? 2 : (view.weather?.weather ?? 3.5));
    if (kind === 'clairvoyant') value = me?.cards.includes(colour) === true ? value * (me.ability === 'charm' ? 0.75 : 0.5) : 0;
    best = Math.max(best, value);
  }
  for (const other of view.detectives) {
    if (other.seat === player || other.space !== space) continue;
    for (const colour of other.cards) best = Math.max(best, want[colour].hand * 0.5);
  }
  return best;
}

/** The move: straight onto the most valuable space within reach, else toward the most valuable space on the ship. */
function chooseMove(ship: Ship, view: TatortTitanicView, player: PlayerId, legal: readonly TatortTitanicAction[], want: Wants): TatortTitanicAction | null {
  const here = view.detectives[player]?.space ?? 0;
  const targets: { space: number; value: number; distance: readonly number[] }[] = [];
  ship.content.spaces.forEach((_, space) => {
    const value = valueOf(ship, view, player, space, want);
    if (value > 0) targets.push({ space, value, distance: ship.steps[space] ?? [] });
  });
  let best: TatortTitanicAction | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    if (action.type !== 'move') continue;
    let score = 0;
    for (const target of targets) {
      // Arriving counts in full; otherwise the nearer the better (a target here needs two steps to come back to).
      const away = target.space === here && action.to !== here ? 2 : (target.distance[action.to] ?? 99);
      score = Math.max(score, action.to === target.space ? 2 * target.value : target.value / (1 + away));
    }
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}

/** The colour the bot wants most among `colours` (on the board, or in a hand), or `null` if it wants none of them. */
function mostWanted(colours: readonly Colour[], want: Wants, where: 'board' | 'hand'): Colour | null {
  let best: Colour | null = null;
  for (const colour of colours) if (want[colour][where] > 0 && (best === null || want[colour][where] > want[best][where])) best = colour;
  return best;
}

function find<T extends TatortTitanicAction['type']>(legal: readonly TatortTitanicAction[], type: T, test: (action: Extract<TatortTitanicAction, { type: T }>) => boolean = () => true): Extract<TatortTitanicAction, { type: T }> | undefined {
  return legal.find((action): action is Extract<TatortTitanicAction, { type: T }> => action.type === type && test(action as Extract<TatortTitanicAction, { type: T }>));
}

/**
 * The heuristic detective (see the module comment) for a match played with `content`: the view
 * names its content by id only, so the bot is given the content itself — the match's
 * `config.content`, which is public. It refuses, with a `RangeError`, to play a match whose view
 * names other content.
 */
export function heuristicBotFor(content: TatortContent): Bot<TatortTitanicView, TatortTitanicAction> {
  const ship = shipOf(content);
  const id = contentId(content);
  return (input) => {
    if (input.view.content !== id) throw new RangeError(`heuristicBotFor: this detective was made for content ${id}, but the match is played with ${input.view.content}; make it with heuristicBotFor(match.config.content)`);
    return decide(ship, input);
  };
}

/** The heuristic detective for the stand-in content (see {@link heuristicBotFor} for other content). */
export const heuristicBot: Bot<TatortTitanicView, TatortTitanicAction> = /* @__PURE__ */ heuristicBotFor(standInContent);

/** One decision of the heuristic detective. */
function decide(ship: Ship, { view, legal, player, rng }: BotInput<TatortTitanicView, TatortTitanicAction>): TatortTitanicAction {
  const want = wants(view, player);
  const solve = find(legal, 'solve');
  if (solve !== undefined) return solve;
  const pending = view.pending;
  if (pending?.kind === 'eavesdrop') return (want[pending.colour].board > 0 ? find(legal, 'eavesdrop') : find(legal, 'pass')) ?? rng.pick(legal);
  if (pending?.kind === 'draw') {
    const colour = mostWanted(view.detectives[pending.from]?.cards ?? [], want, 'hand');
    const draw = colour === null ? undefined : find(legal, 'draw-card', (action) => action.colour === colour);
    return draw ?? find(legal, 'pass') ?? find(legal, 'draw-card') ?? rng.pick(legal);
  }
  if (pending?.kind === 'give') {
    // Give away a blank card if it has one: it tells the questioner nothing.
    return find(legal, 'give-card', (action) => action.card % 7 === 6) ?? find(legal, 'give-card') ?? rng.pick(legal);
  }
  switch (view.phase) {
    case 'roll':
      return find(legal, 'roll') ?? rng.pick(legal);
    case 'move':
      return chooseMove(ship, view, player, legal, want) ?? rng.pick(legal);
    case 'search': {
      const here = view.detectives[player]?.space ?? 0;
      const colour = mostWanted(view.board[here] ?? [], want, 'board');
      const take = find(legal, 'take-clue', (action) => colour === null || action.colour === colour) ?? find(legal, 'take-clue');
      if (take !== undefined) return take;
      const consult = find(legal, 'consult', (action) => want[action.colour].board > 0 && action.prediction === (rng.next() < 0.5 ? 'even' : 'odd'));
      return consult ?? find(legal, 'consult', (action) => want[action.colour].board > 0) ?? find(legal, 'pass') ?? rng.pick(legal);
    }
    case 'action': {
      let best: TatortTitanicAction | undefined;
      let bestWant = 0;
      for (const action of legal) {
        if (action.type !== 'question') continue;
        const cards = view.detectives[action.target]?.cards ?? [];
        for (const colour of cards) {
          if (want[colour].hand > bestWant) {
            bestWant = want[colour].hand;
            best = action;
          }
        }
      }
      return best ?? find(legal, 'end-turn') ?? rng.pick(legal);
    }
    case 'over':
      return rng.pick(legal);
  }
}
