import type { Rng } from './rng.js';
import type { PlayerId } from './types.js';

/** What a bot is shown when it must act: its own seat's view, never the state. */
export interface BotInput<View, Action> {
  /** What the bot's seat may see. */
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
