/**
 * A readable heuristic detective that plays its investigation sheet. It sees only its view, like
 * every bot, and reads the board from the content it is made for (the view names the content by
 * id only).
 *
 * What it knows: the faces it has seen, the colour of every card and where it lies, what it holds.
 * For each colour it counts the circumstances still open and the places a card of that colour may
 * lie outside its own hand; a card from any of them is new to it with the chance
 * `(open − 1) / places` (the unseen candidates spread evenly over the places: nothing it can see
 * tells one face-down card of a colour from another), and crossing one off is worth
 * `ln(open / (open − 1))` — the gain in the log-chance of naming the colour right, so a colour down
 * to two candidates is worth more than one still at six. From that:
 *
 * - it moves where the best card lies (weighed by the Radio Room's roll against the weather — the
 *   card's, or a rolled one standing under the table rule `rolledWeatherStays` — by the
 *   Clairvoyant's even-or-odd, and only where it moves onto the space — its own space too,
 *   stepping out and back in with 2 points or more, unless the table rule `ownSpaceForgoesMove`
 *   forbids it) and where a detective worth questioning stands, looking one move ahead;
 * - it questions a detective holding cards it wants when the expected gain (a 4 or more, Authority
 *   and bonus cards added) outweighs the card the questioned detective draws from it on a miss,
 *   counting the event card a 1 or a 6 brings;
 * - it always eavesdrops and always draws (both are free), draws the colour it wants most, and
 *   when Clever gives up a blank or the card least likely to be news; an Eavesdropper that may
 *   only recognise a card (table rule `eavesdropperOnlyRecognises`) recognises it rather than
 *   eavesdrop — the face is what it plays for, and 1–4 in the room beats 1–3;
 * - it ends the game when its sheet leaves one circumstance per colour, and — "one may also guess
 *   when only a few possibilities remain" — guesses in the last two rounds when its chance of
 *   naming all five right is a coin flip or better: it crosses off all but one candidate of each
 *   open colour, chosen at random (by symmetry every open candidate is equally likely), and names
 *   the rest. A wrong guess loses the game and hands it to the closest sheet, so a detective that
 *   guesses on worse odds wins less often than one that waits (measured: guessing from 1 chance in
 *   10 in the last round, 1 in 5 the round before, took a seat's share of wins at four players from
 *   34% to 24% against detectives that never guess); from a coin flip it wins as often.
 */
import type { Bot, BotInput } from '../../core/bots.js';
import type { Rng } from '../../core/rng.js';
import type { PlayerId } from '../../core/types.js';
import { CANDIDATES_PER_COLOUR, CARDS_PER_COLOUR, COLOURS, type Colour, type TatortContent } from './content.js';
import { movesOnto, stepsFrom } from './rules/queries.js';
import { rulesOf, type TatortTitanicAction, type TatortTitanicConfig, type TatortTitanicRules } from './schemas.js';
import type { TatortTitanicView } from './view.js';

type View = TatortTitanicView;
type Action = TatortTitanicAction;

/** The board as the bot reads it: the content, the table rules, and the steps between spaces when it needs them. */
interface Ship {
  readonly content: TatortContent;
  readonly rules: TatortTitanicRules;
  /** Steps from space `from` to every space (a large number for none). */
  stepsFrom(from: number): readonly number[];
}

/** The bot's reading of the match's config for one decision (only a move needs the steps). */
function shipOf(config: TatortTitanicConfig): Ship {
  const content = config.content;
  return {
    content,
    rules: rulesOf(config),
    stepsFrom(from) {
      return stepsFrom(content, from).map((distance) => (distance < 0 ? 1000 : distance));
    },
  };
}

/**
 * How much the bot plays for time. `guessAt[n]` is the chance of naming all five right at which it
 * guesses with `n` rounds left after this one (the last entry for more); `harm` weighs the card a
 * missed questioning hands the questioned detective, in the units of a card of its own (a card's
 * worth is the gain in log-chance it brings: 0.1 to 0.3); `eventCard` is what
 * an event card (a 1 or a 6 on any roll) is worth; `lookAhead` weighs the next move's best space.
 */
interface DetectivePolicy {
  readonly guessAt: readonly number[];
  readonly harm: number;
  readonly eventCard: number;
  readonly lookAhead: number;
}

/** The policy of the heuristic detective. */
const DEFAULT_POLICY: DetectivePolicy = {
  guessAt: [0.5, 0.5, 1],
  harm: 0.06,
  eventCard: 0.1,
  lookAhead: 0.5,
};

/** What the bot knows of one colour. */
interface ColourSense {
  /** Circumstances of the colour whose card it has not seen (the solution among them). */
  readonly open: number;
  /** What a card of the colour lying on the board is worth: the chance it is a candidate it has not seen, times the gain. */
  readonly board: number;
  /** What a card of the colour in another detective's hand is worth. */
  readonly hand: number;
}

/** The bot's reading of its view: per colour, and its chance of naming the solution now. */
interface Sense {
  readonly colours: Readonly<Record<Colour, ColourSense>>;
  /** The chance of naming all five right from what it has seen (one over the product of the open counts). */
  readonly chance: number;
}

/**
 * Per colour: the faces it has not seen (the solution's among them) and where the colour's cards
 * lie. The faces it has seen but does not hold it counts in the other detectives' hands first —
 * that is where most of them went (drawn from it, shown to it) — and on the board after; a card
 * from the board or from a hand is then new with the chance of an unseen place there, and a
 * candidate with the chance that an unseen face is one.
 */
function senseOf(view: View, player: PlayerId): Sense {
  const seen = view.seen ?? [];
  const colours = {} as Record<Colour, ColourSense>;
  let chance = 1;
  COLOURS.forEach((colour, index) => {
    let candidatesSeen = 0;
    let blankSeen = 0;
    for (const card of seen) {
      if (Math.floor(card / CARDS_PER_COLOUR) !== index) continue;
      if (card % CARDS_PER_COLOUR < CANDIDATES_PER_COLOUR) candidatesSeen++;
      else blankSeen = 1;
    }
    const open = CANDIDATES_PER_COLOUR - candidatesSeen;
    chance /= Math.max(1, open);
    let onBoard = 0;
    for (const cards of view.board) for (const entry of cards) if (entry === colour) onBoard++;
    let inHands = 0;
    for (const other of view.detectives) if (other.seat !== player) for (const entry of other.cards) if (entry === colour) inHands++;
    // Unseen faces outside the solution: the open candidates but the answer, and the blank if unseen.
    const unseen = open - 1 + (1 - blankSeen);
    const seenElsewhere = Math.max(0, onBoard + inHands - unseen);
    const unseenInHands = Math.max(0, inHands - seenElsewhere);
    const unseenOnBoard = Math.max(0, onBoard - Math.max(0, seenElsewhere - inHands));
    const gain = open <= 1 || unseen <= 0 ? 0 : ((open - 1) / unseen) * Math.log(open / (open - 1));
    colours[colour] = {
      open,
      board: onBoard === 0 ? 0 : (unseenOnBoard / onBoard) * gain,
      hand: inHands === 0 ? 0 : (unseenInHands / inHands) * gain,
    };
  });
  return { colours, chance };
}

/** The chance that one die (plus `bonus`) reaches `needed`. */
function atLeast(needed: number, bonus = 0): number {
  return Math.min(1, Math.max(0, (7 + bonus - needed) / 6));
}

/** The chance of getting a card out of the space's kind: the Radio Room's second roll, the Clairvoyant's even or odd. */
function searchChance(view: View, player: PlayerId, kind: string | undefined): number {
  const me = view.detectives[player];
  if (kind === 'radio-room') {
    if (me?.ability === 'technically-gifted') return atLeast(2);
    // Without a weather card (or a rolled weather that stands) the weather is rolled, 2 to 5 alike.
    const weather = view.weather?.weather ?? view.rolledWeather;
    return weather === null ? (atLeast(2) + atLeast(3) + atLeast(4) + atLeast(5)) / 4 : atLeast(weather);
  }
  if (kind === 'clairvoyant') return me?.ability === 'charm' ? 0.75 : 0.5;
  return 1;
}

/** The best card the bot can try for on `space` (moving onto it), weighed by the chance of getting it. */
function takeValue(ship: Ship, view: View, player: PlayerId, space: number, sense: Sense): number {
  const kind = ship.content.spaces[space]?.kind;
  const me = view.detectives[player];
  let best = 0;
  for (const colour of view.board[space] ?? []) {
    if (kind === 'clairvoyant' && me?.cards.includes(colour) !== true) continue;
    best = Math.max(best, sense.colours[colour].board);
  }
  return best * searchChance(view, player, kind);
}

/** The chance the bot's questioning roll (Authority and kept bonus cards added) reaches 4. */
function answerChance(ship: Ship, view: View, player: PlayerId): number {
  const me = view.detectives[player];
  let bonus = me?.ability === 'authority' ? 1 : 0;
  for (const card of me?.bonuses ?? []) {
    const effect = ship.content.events[card]?.effect;
    if (effect?.kind === 'questioning-bonus') bonus += effect.bonus;
  }
  return atLeast(4, bonus);
}

/**
 * What questioning `target` is worth: the chance of an answer times the best card it holds, less
 * the chance of a miss times the card the questioned detective then draws from it (`harm`), plus
 * the event card a 1 or a 6 brings.
 */
function questionValue(ship: Ship, view: View, player: PlayerId, target: PlayerId, sense: Sense, policy: DetectivePolicy): number {
  const other = view.detectives[target];
  const me = view.detectives[player];
  if (other === undefined || me === undefined || other.cards.length === 0) return 0;
  const chance = answerChance(ship, view, player);
  let gain = 0;
  for (const colour of other.cards) gain = Math.max(gain, sense.colours[colour].hand);
  // Clever picks the card it gives up: count on the least of its cards.
  if (other.ability === 'clever') for (const colour of other.cards) gain = Math.min(gain, sense.colours[colour].hand);
  const loss = me.cards.length > 0 ? policy.harm : 0;
  return chance * gain - (1 - chance) * loss + (2 / 6) * policy.eventCard;
}

/** The best questioning on `space`, or 0. */
function bestQuestionOn(ship: Ship, view: View, player: PlayerId, space: number, sense: Sense, policy: DetectivePolicy): number {
  let best = 0;
  for (const other of view.detectives) {
    if (other.seat !== player && other.space === space) best = Math.max(best, questionValue(ship, view, player, other.seat, sense, policy));
  }
  return best;
}

/**
 * How much a space `steps` away counts for the next move: the chance one movement roll (Nimble-footed
 * adding 1) reaches it, or — for a space further off — a weight falling with the moves it takes.
 */
function reachChance(view: View, player: PlayerId, steps: number): number {
  if (steps <= 0) return 1;
  return Math.max(atLeast(steps, view.detectives[player]?.ability === 'nimble-footed' ? 1 : 0), FAR ** (steps / 3.5));
}

/** The weight of a space one average move (3.5 steps) further off. */
const FAR = 0.6;

/**
 * The move: the space within reach whose card and questioning are worth most now, plus the best
 * the next move could reach from there (weighed by `lookAhead` and the chance to get there). Its
 * own space offers its cards like any other when the points take it out and back in (ruling 5);
 * a forgone move offers only the questioning.
 */
function chooseMove(ship: Ship, view: View, player: PlayerId, legal: readonly Action[], sense: Sense, policy: DetectivePolicy): Action | null {
  const here = view.detectives[player]?.space ?? 0;
  const spaces = ship.content.spaces.length;
  // What each space offers a detective moving onto it: a card, and a questioning.
  const offer: number[] = [];
  for (let space = 0; space < spaces; space++) {
    offer.push(takeValue(ship, view, player, space, sense) + bestQuestionOn(ship, view, player, space, sense, policy));
  }
  let best: Action | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    if (action.type !== 'move') continue;
    const to = action.to;
    const now = movesOnto(ship.content, here, to, view.points, ship.rules) ? (offer[to] ?? 0) : bestQuestionOn(ship, view, player, to, sense, policy);
    let next = 0;
    const from = ship.stepsFrom(to);
    for (let space = 0; space < spaces; space++) {
      // The space itself is left out: what it offers is what this move goes for.
      if (space === to) continue;
      next = Math.max(next, (offer[space] ?? 0) * reachChance(view, player, from[space] ?? 1000));
    }
    const score = now + policy.lookAhead * next;
    if (score > bestScore + 1e-12) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}

/** The colour it wants most among `colours` (lying on the board, or in a hand), or `null` for none. */
function mostWanted(colours: readonly Colour[], sense: Sense, where: 'board' | 'hand'): Colour | null {
  let best: Colour | null = null;
  for (const colour of colours) if (best === null || sense.colours[colour][where] > sense.colours[best][where]) best = colour;
  return best;
}

function find<T extends Action['type']>(legal: readonly Action[], type: T, test: (action: Extract<Action, { type: T }>) => boolean = () => true): Extract<Action, { type: T }> | undefined {
  return legal.find((action): action is Extract<Action, { type: T }> => action.type === type && test(action as Extract<Action, { type: T }>));
}

/** The sheet's open circumstances per colour (seen ones and its own entries crossed off); the search guide reads it too. */
export function sheetOpen(view: View): number[][] {
  const crossed = new Set(view.sheet?.crossedOff ?? []);
  return COLOURS.map((_, colour) => {
    const open: number[] = [];
    for (let k = 0; k < CANDIDATES_PER_COLOUR; k++) if (!crossed.has(colour * CANDIDATES_PER_COLOUR + k)) open.push(colour * CANDIDATES_PER_COLOUR + k);
    return open;
  });
}

/**
 * Whether to name the solution now (by guessing if need be): its sheet's chance of naming all five
 * right against the policy's bar for the rounds left. Once it starts crossing off to guess, the
 * chance only rises, so it carries on turn after turn until it names the solution.
 */
function wantsToName(view: View, policy: DetectivePolicy): boolean {
  const open = sheetOpen(view);
  if (open.some((list) => list.length === 0)) return false;
  const chance = open.reduce((product, list) => product / list.length, 1);
  if (chance >= 1) return true;
  const left = Math.max(0, view.lastRound - view.round);
  const bar = policy.guessAt[Math.min(left, policy.guessAt.length - 1)] ?? 1;
  return chance >= bar;
}

/** The next step of naming the solution: cross off a random open candidate of a colour left open, or end the game. */
function nameSolution(view: View, legal: readonly Action[], rng: Rng): Action | undefined {
  const solve = find(legal, 'solve');
  if (solve !== undefined) return solve;
  const undecided = sheetOpen(view).find((list) => list.length > 1);
  if (undecided === undefined) return undefined;
  const circumstance = rng.pick(undecided);
  return find(legal, 'cross-off', (action) => action.circumstance === circumstance);
}

/**
 * The heuristic detective (see the module comment). It reads the board, the cards and the event
 * cards from `input.config.content` — the match's public configuration; the view names the content
 * by id only — so it plays on any content.
 */
export const heuristicBot: Bot<TatortTitanicView, TatortTitanicAction, TatortTitanicConfig> = (input) => decide(shipOf(input.config), DEFAULT_POLICY, input);

/** One decision of the heuristic detective. */
function decide(ship: Ship, policy: DetectivePolicy, { view, legal, player, rng }: BotInput<View, Action, TatortTitanicConfig>): Action {
  const sense = senseOf(view, player);
  const pending = view.pending;
  // Recognising (an Eavesdropper under eavesdropperOnlyRecognises) wins the face on 1–4 in the room, where taking over needs 1–3.
  if (pending?.kind === 'eavesdrop') return find(legal, 'recognise') ?? find(legal, 'eavesdrop') ?? rng.pick(legal);
  if (pending?.kind === 'draw') {
    const colour = mostWanted(view.detectives[pending.from]?.cards ?? [], sense, 'hand');
    return (colour === null ? undefined : find(legal, 'draw-card', (action) => action.colour === colour)) ?? find(legal, 'draw-card') ?? rng.pick(legal);
  }
  if (pending?.kind === 'give') return giveUp(view, pending.to, legal) ?? rng.pick(legal);
  switch (view.phase) {
    case 'roll': {
      // Before the roll it names the solution only when sure; a guess waits for this turn's news.
      const sure = sheetOpen(view).every((list) => list.length === 1);
      return (sure ? find(legal, 'solve') : undefined) ?? find(legal, 'roll') ?? rng.pick(legal);
    }
    case 'move':
      return chooseMove(ship, view, player, legal, sense, policy) ?? rng.pick(legal);
    case 'search': {
      const here = view.detectives[player]?.space ?? 0;
      const consults = legal.filter((action): action is Extract<Action, { type: 'consult' }> => action.type === 'consult');
      if (consults.length > 0) {
        const colour = mostWanted(consults.map((action) => action.colour), sense, 'board');
        const prediction = rng.next() < 0.5 ? 'even' : 'odd';
        return find(legal, 'consult', (action) => action.colour === colour && action.prediction === prediction) ?? rng.pick(consults);
      }
      const colour = mostWanted(view.board[here] ?? [], sense, 'board');
      return find(legal, 'take-clue', (action) => action.colour === colour) ?? find(legal, 'take-clue') ?? find(legal, 'pass') ?? rng.pick(legal);
    }
    case 'action': {
      if (wantsToName(view, policy)) {
        const step = nameSolution(view, legal, rng);
        if (step !== undefined) return step;
      }
      let best: Action | undefined;
      let bestValue = 0;
      for (const action of legal) {
        if (action.type !== 'question') continue;
        const value = questionValue(ship, view, player, action.target, sense, policy);
        if (value > bestValue) {
          bestValue = value;
          best = action;
        }
      }
      return best ?? find(legal, 'end-turn') ?? rng.pick(legal);
    }
    case 'over':
      return rng.pick(legal);
  }
}

/**
 * Clever: the card to give up — a blank if it holds one (it tells nothing); else one of the colour
 * the questioner holds most of (likeliest to be a face it has seen), sparing its only card of a
 * colour (the Clairvoyant asks for one).
 */
function giveUp(view: View, to: PlayerId, legal: readonly Action[]): Action | undefined {
  const gives = legal.filter((action): action is Extract<Action, { type: 'give-card' }> => action.type === 'give-card');
  const blank = gives.find((action) => action.card % CARDS_PER_COLOUR === CANDIDATES_PER_COLOUR);
  if (blank !== undefined) return blank;
  const theirs = view.detectives[to]?.cards ?? [];
  const mine = view.hand ?? [];
  let best: Action | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of gives) {
    const colour = Math.floor(action.card / CARDS_PER_COLOUR);
    const held = mine.filter((card) => Math.floor(card / CARDS_PER_COLOUR) === colour).length;
    const score = theirs.filter((entry) => entry === COLOURS[colour]).length - (held === 1 ? 0.5 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}
