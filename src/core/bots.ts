import type { Rng } from './rng.js';
import type { PlayerId } from './types.js';

/** What a bot is shown when it must act: its own seat's view, never the state. */
export interface BotInput<View, Action> {
  /**
   * What the bot's seat may see. In `playout` and `simulate` it is worked out on first read, and
   * must be read while the bot decides: the game moves on once the bot has answered.
   */
  readonly view: View;
  /** Every action the bot's seat may take now; the bot must return one of them. */
  readonly legal: readonly Action[];
  /** The bot's seat. */
  readonly player: PlayerId;
  /** The bots' own random stream, separate from the game's. */
  readonly rng: Rng;
}

/** A player program: picks one of the legal actions from its seat's view. */
export type Bot<View = unknown, Action = unknown> = (input: BotInput<View, Action>) => Action;

/** Picks a legal action uniformly at random. */
export function randomBot<View, Action>(input: BotInput<View, Action>): Action {
  return input.rng.pick(input.legal);
}

const VIEW = Symbol('view');

interface LazyView<View> {
  /** Works the view out; `null` once the bot has answered. */
  [VIEW]: { compute: (() => View) | null; value: View | undefined; read: boolean };
}

/** The `view` getter every bot input shares (one function, one fast object shape). */
function lazyView<View>(this: LazyView<View>): View {
  const slot = this[VIEW];
  if (!slot.read) {
    if (slot.compute === null) throw new Error('BotInput.view: read the view while the bot decides; that turn is over');
    slot.value = slot.compute();
    slot.read = true;
  }
  return slot.value as View;
}

const VIEW_PROPERTY: PropertyDescriptor = Object.freeze({ get: lazyView, enumerable: true, configurable: false });

/**
 * A bot input whose view is worked out on first read (random bots never read it), with `close()`
 * to call once the bot has answered: from then on an unread view can no longer be worked out,
 * because the game has moved on.
 */
export function botInputFor<View, Action>(
  compute: () => View,
  legal: readonly Action[],
  player: PlayerId,
  rng: Rng,
): { readonly input: BotInput<View, Action>; close(): void } {
  const slot: LazyView<View>[typeof VIEW] = { compute, value: undefined, read: false };
  const input = { [VIEW]: slot } as LazyView<View> & Record<string, unknown>;
  Object.defineProperty(input, 'view', VIEW_PROPERTY);
  input.legal = legal;
  input.player = player;
  input.rng = rng;
  Object.freeze(input);
  return {
    input: input as unknown as BotInput<View, Action>,
    close: () => {
      slot.compute = null;
    },
  };
}
