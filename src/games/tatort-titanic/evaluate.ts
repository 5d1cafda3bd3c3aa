/**
 * What the guided search (`searchBot`) knows of Tatort Titanic: its detectives play like the
 * heuristic detective, and a position left unfinished is worth to a detective what its own sheet
 * makes of it — the sheet comparison that decides the game when time runs out, read from its own
 * view (the faces it has seen and the circumstances it crossed off).
 *
 * Nearly every game between these detectives ends at the iceberg, on the sheet comparison, and the
 * sheet is where the search does not look: a circumstance crossed off without its card is a bet
 * that pays only when the sheets are compared, beyond any horizon the search can afford. So the
 * guide settles the sheet itself. Before the last turn it leaves the sheet to the model (the
 * heuristic detective crosses off only what it has seen, and guesses on a coin flip). On its last
 * turn — after its clue search in the last round, its last chance to write on the sheet — the
 * detective bets: it plays out the rest of the voyage in sampled worlds to see how close the
 * others' sheets will come, and crosses off as many unseen circumstances as give it the best
 * chance of winning the comparison (see `sheetBet`).
 */
import { botInputFor, type BotInput } from '../../core/bots.js';
import type { SearchGuide } from '../../core/guided-search.js';
import type { PlayerId } from '../../core/types.js';
import type { BotWorld } from '../../core/world.js';
import { heuristicBot, sheetOpen } from './bots.js';
import { CANDIDATES_PER_COLOUR, COLOURS } from './content.js';
import { circumstanceOf, type TatortTitanicAction, type TatortTitanicConfig } from './schemas.js';
import type { TatortTitanicView } from './view.js';

type View = TatortTitanicView;
type Action = TatortTitanicAction;

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

/** Worlds the bet samples at each of its steps. */
const BET_WORLDS = 32;

/** Actions a sampled rest of the voyage takes at most (the rest of the last round takes a few dozen). */
const REST_OF_VOYAGE = 400;

/** The circumstances besides the solution (five colours of six candidates, one of each the solution). */
const BESIDES_SOLUTION = COLOURS.length * (CANDIDATES_PER_COLOUR - 1);

/**
 * The chance that a sheet leaving `open[c]` circumstances of colour `c` un-crossed, the solution
 * among them, still keeps the solution after `entries` more blind entries, made where they cost
 * least: each in the colour with the most left (crossing one of `n` off keeps it with the chance
 * (n − 1) / n, so the widest colour loses least), never the last of a colour.
 */
function keepsAfter(open: readonly number[], entries: number): number {
  const left = open.slice();
  let keeps = 1;
  for (let entry = 0; entry < entries; entry++) {
    const widest = widestColour(left);
    const count = left[widest] ?? 0;
    if (count <= 1) return 0;
    keeps *= (count - 1) / count;
    left[widest] = count - 1;
  }
  return keeps;
}

/** The colour with the most circumstances left (the first of equals). */
function widestColour(left: readonly number[]): number {
  let widest = 0;
  for (let colour = 1; colour < left.length; colour++) if ((left[colour] ?? 0) > (left[widest] ?? 0)) widest = colour;
  return widest;
}

/**
 * How many more blind entries the seat needs, in a world played to the end of the voyage with it
 * ending its turn now, to be at least as close to the solution as every other qualifying sheet
 * ("Whoever has the fewest circumstances not crossed off, apart from these, is the winner"; a tie
 * shares the win): `null` when no number would do (another detective named the solution, or the
 * seat's own entries already struck it in this world).
 */
function entriesNeeded(world: BotWorld<View, Action>, seat: PlayerId): number | null {
  const view = world.view(seat);
  const outcome = view.outcome;
  const revealed = view.revealed;
  if (outcome === null || revealed === null || outcome.reason === 'case-solved') return null;
  const answers = revealed.solution.map(circumstanceOf);
  const solver = view.solve?.seat;
  let mine: number | null = null;
  let closest = Number.POSITIVE_INFINITY;
  for (let other = 0; other < revealed.sheets.length; other++) {
    const sheet = revealed.sheets[other] ?? [];
    if (sheet.some((circumstance) => answers.includes(circumstance))) continue;
    const open = BESIDES_SOLUTION - sheet.length;
    if (other === seat) mine = open;
    else if (other !== solver) closest = Math.min(closest, open);
  }
  if (mine === null) return null;
  return Math.max(0, mine - closest);
}

/** Plays `world` to the end: the seat ends its turn, then every detective plays like the heuristic detective. */
function playVoyageOut(world: BotWorld<View, Action>, seat: PlayerId, input: BotInput<View, Action, TatortTitanicConfig>): void {
  world.step({ type: 'end-turn', player: seat });
  for (let played = 0; played < REST_OF_VOYAGE && world.outcome() === null; played++) {
    const actor = world.activePlayers()[0];
    if (actor === undefined) return;
    const legal = world.legalActions(actor);
    if (legal.length === 0) return;
    const { input: seatInput, close } = botInputFor(() => world.view(actor), (stream) => world.resampleFor(actor, stream), legal, actor, input.rng, input.config);
    let chosen: Action;
    try {
      chosen = heuristicBot(seatInput);
    } finally {
      close();
    }
    if (!world.step(chosen).ok) return;
  }
}

/**
 * The detective's bet on its sheet at its last turn (after its clue search in the last round): the
 * number `k` of further blind entries that maximises the chance its sheet keeps the solution
 * ({@link keepsAfter}) times the share of sampled worlds — the rest of the voyage played out by the
 * model, the others' sheets as the worlds deal their unseen faces — in which `k` entries bring it
 * level with the closest other sheet (or, for entries that leave one circumstance a colour, the
 * solution named now, which wins when right). Its next step towards that: the solution when its
 * sheet names one (ending the game now wins when right, and when wrong the comparison was lost
 * anyway); else, with `k` above 0, one circumstance crossed off in its widest colour (which one is
 * chance: it cannot tell them apart); else the end of its turn. The bet is worked out again at each
 * entry, from the sheet as it stands.
 */
function sheetBet(input: BotInput<View, Action, TatortTitanicConfig>): Action | undefined {
  const { view, legal, player: seat, rng } = input;
  const solve = legal.find((action) => action.type === 'solve');
  if (solve !== undefined) return solve;
  const open = sheetOpen(view);
  const counts = open.map((list) => list.length);
  if (counts.some((count) => count === 0)) return legal.find((action) => action.type === 'end-turn');
  const most = counts.reduce((sum, count) => sum + count - 1, 0);
  const reached = Array.from({ length: most + 1 }, () => 0);
  for (let sample = 0; sample < BET_WORLDS; sample++) {
    const world = input.sampleWorld(rng);
    playVoyageOut(world, seat, input);
    const needed = entriesNeeded(world, seat);
    if (needed !== null && needed <= most) reached[needed] = (reached[needed] ?? 0) + 1;
  }
  let best = 0;
  let bestChance = -1;
  let level = 0;
  for (let entries = 0; entries <= most; entries++) {
    level += reached[entries] ?? 0;
    // Entries down to one circumstance a colour name the solution, and naming it ends the game now:
    // right, it wins whatever the others would have found.
    const chance = keepsAfter(counts, entries) * (entries === most ? BET_WORLDS : level);
    if (chance > bestChance) {
      bestChance = chance;
      best = entries;
    }
  }
  if (best === 0) return legal.find((action) => action.type === 'end-turn');
  const circumstance = rng.pick(open[widestColour(counts)] ?? []);
  return legal.find((action) => action.type === 'cross-off' && action.circumstance === circumstance);
}

/**
 * The decisions the guide settles (see the module comment): on the detective's last turn, after its
 * clue search, the questioning the model would make, then the bet on its sheet; before that, any
 * sheet entry or solution the model would make (its coin-flip guess) — the search judges neither.
 */
function settle(input: BotInput<View, Action, TatortTitanicConfig>): Action | undefined {
  const { view, player: seat } = input;
  if (view.phase !== 'action' || view.pending !== null || view.turnOf !== seat) return undefined;
  const choice = heuristicBot(input);
  if (view.round >= view.lastRound && choice.type !== 'question') return sheetBet(input) ?? choice;
  return choice.type === 'cross-off' || choice.type === 'solve' ? choice : undefined;
}

/** The guide the search bot plays Tatort Titanic with (`search` on the command line). */
export const searchGuide: SearchGuide<TatortTitanicView, TatortTitanicAction, TatortTitanicConfig> = {
  policy: () => heuristicBot,
  evaluate,
  settle,
  // Calibrated: about 200 ms a move on this project's two-core machine (docs/performance.md).
  defaults: { iterations: 30, horizon: 20 },
};
