import type { Rng } from './rng.js';
import type { ActionOf, ConfigOf, PlayerId, ViewOf } from './types.js';
import type { BotWorld } from './world.js';

/** What a bot is shown when it must act: its own seat's view, never the state. */
export interface BotInput<View, Action, Config = unknown> {
  /**
   * What the bot's seat may see. In `playout` and `simulate` it is worked out on first read, and
   * must be read while the bot decides: the game moves on once the bot has answered.
   */
  readonly view: View;
  /** Every action the bot's seat may take now; the bot must return one of them. */
  readonly legal: readonly Action[];
  /** The bot's seat. */
  readonly player: PlayerId;
  /**
   * The match's configuration, content included: public, as every client has it (views name the
   * content by id rather than carry it).
   */
  readonly config: Config;
  /** The bots' own random stream, separate from the game's. */
  readonly rng: Rng;
  /**
   * Draws a world this seat cannot tell apart from the real one, to search in: the engine calls
   * the game's `resample` on the true state for this seat, so everything the seat can see is kept
   * and everything it cannot (other hands, pile orders, identities, a hidden position, the future
   * dice) is redrawn — a bot learns nothing it could not see. Uses `rng` (default: the bot's
   * stream). Call it while the bot decides.
   */
  sampleWorld(rng?: Rng): BotWorld<View, Action>;
}

/**
 * A player program: picks one of the legal actions from its seat's view.
 *
 * A game's own bot (`heuristicBot`, typed with the game's config) is a `Bot<View, Action>` too: the
 * input is checked both ways, as for a method, so a bot that reads the game's config fits where a
 * bot of the game's view and actions is asked for. Name all three with `BotOf<typeof game>`.
 */
export type Bot<View = unknown, Action = unknown, Config = unknown> = {
  /**
   * Picks one of `input.legal`. (Written as a method because a method's parameter is compared
   * both ways.)
   */
  bot(input: BotInput<View, Action, Config>): Action;
}['bot'];

/** The bot type of a game module: `BotOf<typeof cerealKiller>` reads that game's view, actions and config. */
export type BotOf<G> = Bot<ViewOf<G>, ActionOf<G>, ConfigOf<G>>;

/** What {@link bestBy} chose. */
export interface Best<T> {
  /** The option chosen. */
  readonly option: T;
  /** Its score, the highest. */
  readonly score: number;
}

/**
 * The best of `options` by `score`, with its score: scores within 1e-9 of each other tie, and ties
 * are broken by `rng` (one `pick` whenever there is an option, so a bot's draws do not depend on
 * how many tied). `undefined` when there are no options. The heuristic bots choose with it.
 */
export function bestBy<T>(options: readonly T[], score: (option: T) => number, rng: Pick<Rng, 'pick'>): Best<T> | undefined {
  let best: T[] = [];
  let bestScore = -Infinity;
  for (const option of options) {
    const value = score(option);
    if (value > bestScore + 1e-9) {
      best = [option];
      bestScore = value;
    } else if (Math.abs(value - bestScore) <= 1e-9) {
      best.push(option);
    }
  }
  return best.length === 0 ? undefined : { option: rng.pick(best), score: bestScore };
}

/** Picks a legal action uniformly at random (it reads nothing but `legal` and `rng`). */
export function randomBot<View, Action>(input: Pick<BotInput<View, Action>, 'legal' | 'rng'>): Action {
  return input.rng.pick(input.legal);
}

const LAZY = /* @__PURE__ */ Symbol('lazy');

interface Lazy<View, Action> {
  /** Works the view out and samples worlds; `null` once the bot has answered. */
  [LAZY]: {
    compute: (() => View) | null;
    sample: ((rng: Rng) => BotWorld<View, Action>) | null;
    value: View | undefined;
    read: boolean;
  };
}

/** The `view` getter every bot input shares (one function, one fast object shape). */
function lazyView<View, Action>(this: Lazy<View, Action>): View {
  const slot = this[LAZY];
  if (!slot.read) {
    if (slot.compute === null) throw new Error('BotInput.view: read the view while the bot decides; that turn is over');
    slot.value = slot.compute();
    slot.read = true;
  }
  return slot.value as View;
}

/** The `sampleWorld` method every bot input shares. */
function sampleWorld<View, Action>(this: Lazy<View, Action> & { readonly rng: Rng }, rng?: Rng): BotWorld<View, Action> {
  const sample = this[LAZY].sample;
  if (sample === null) throw new Error('BotInput.sampleWorld: sample worlds while the bot decides; that turn is over');
  return sample(rng ?? this.rng);
}

const VIEW_PROPERTY: PropertyDescriptor = /* @__PURE__ */ Object.freeze({ get: lazyView, enumerable: true, configurable: false });
const SAMPLE_PROPERTY: PropertyDescriptor = /* @__PURE__ */ Object.freeze({ value: sampleWorld, enumerable: true, configurable: false, writable: false });

/**
 * A bot input whose view is worked out on first read (random bots never read it) and whose worlds
 * are sampled on demand, with `close()` to call once the bot has answered: from then on no world
 * can be sampled, nor a view worked out unless `keepView` (the state it came from is immutable).
 */
export function botInputFor<View, Action, Config>(
  compute: () => View,
  sample: (rng: Rng) => BotWorld<View, Action>,
  legal: readonly Action[],
  player: PlayerId,
  rng: Rng,
  config: Config,
): { readonly input: BotInput<View, Action, Config>; close(keepView?: boolean): void } {
  const slot: Lazy<View, Action>[typeof LAZY] = { compute, sample, value: undefined, read: false };
  const input = { [LAZY]: slot } as Lazy<View, Action> & Record<string, unknown>;
  Object.defineProperty(input, 'view', VIEW_PROPERTY);
  input.legal = legal;
  input.player = player;
  input.config = config;
  input.rng = rng;
  Object.defineProperty(input, 'sampleWorld', SAMPLE_PROPERTY);
  Object.freeze(input);
  return {
    input: input as unknown as BotInput<View, Action, Config>,
    // An immutable state's view can still be worked out later (`keepView`); a world's cannot.
    close: (keepView = false) => {
      if (!keepView) slot.compute = null;
      slot.sample = null;
    },
  };
}
