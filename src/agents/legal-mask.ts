/**
 * The legal action mask, for any game: the seat's `legalActions`, encoded.
 */
import type { GameAction, GameEvent, GameModule, PlayerId } from '../core/types.js';
import { World } from '../core/world.js';
import type { ActionSpace, AgentSpec, LegalMaskWriter } from './types.js';

/**
 * Writes `legal`, encoded by `space`, into `mask` (of `space.size` values, every one overwritten)
 * and returns how many actions are legal. Throws a `RangeError` naming the action if one of them
 * has no index: the space misses a legal action, which `checkAgentSpec` reports as a failure.
 */
export function encodeLegal<Action extends GameAction>(space: ActionSpace<Action>, legal: readonly Action[], mask: Uint8Array): number {
  mask.fill(0);
  for (const action of legal) {
    const index = space.encode(action);
    if (!(index >= 0 && index < space.size)) {
      throw new RangeError(`legalMask: the legal action ${JSON.stringify(action)} has no index in the action space`);
    }
    mask[index] = 1;
  }
  return legal.length;
}

/**
 * The legal action mask of `seat`: a `Uint8Array` of `space.size` values, `1` at the index of
 * every action `game.legalActions` lists for the seat and `0` elsewhere (all `0` for a seat that
 * may not act). `source` is a state or a {@link World}; `out`, when given, is written over and
 * returned. Throws a `RangeError` if a legal action has no index in the space.
 */
export function legalMask<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  space: ActionSpace<A>,
  source: S | World<C, S, A, E, V, I>,
  seat: PlayerId,
  out?: Uint8Array,
): Uint8Array {
  const mask = out ?? new Uint8Array(space.size);
  if (mask.length !== space.size) throw new RangeError(`legalMask: the output array must have ${space.size} values, not ${mask.length}`);
  const legal = source instanceof World ? source.legalActions(seat) : game.legalActions(source, seat);
  encodeLegal(space, legal, mask);
  return mask;
}

/**
 * How the environments write a seat's legal mask in a configuration: the spec's own writer
 * (`AgentSpec.legalMasks`) when it has one, else `legalActions` encoded by `space`.
 */
export function legalMaskWriter<C, S, A extends GameAction, E extends GameEvent, V, I>(
  spec: AgentSpec<C, S, A, E, V, I>,
  config: C,
  space: ActionSpace<A>,
): LegalMaskWriter<S> {
  if (spec.legalMasks !== undefined) return spec.legalMasks(config);
  const game = spec.game;
  return { write: (state, seat, mask) => encodeLegal(space, game.legalActions(state, seat), mask) };
}

/**
 * A legal mask of `size` values on bytes padded with 0s to a whole number of 32-bit words, which
 * lets {@link PaddedMask.ones} pass over four 0s at a time: a mask is mostly 0s (Killercruise's
 * has 1 862 values and a few dozen 1s), and searching it byte by byte is most of what an agent
 * drawing a legal index spends. Only `mask` is ever written, so the padding stays 0.
 */
export class PaddedMask {
  /** The mask itself: `size` values, `1` where an action is legal. */
  readonly mask: Uint8Array;
  readonly #words: Uint32Array;

  constructor(size: number) {
    const buffer = new ArrayBuffer(Math.ceil(size / 4) * 4);
    this.mask = new Uint8Array(buffer, 0, size);
    this.#words = new Uint32Array(buffer);
  }

  /** The indices of the mask's 1s, ascending, in a new array. */
  ones(): number[] {
    const { mask } = this;
    const words = this.#words;
    const ones: number[] = [];
    for (let word = 0; word < words.length; word++) {
      // A word is 0 exactly when its four bytes are, whichever end the machine stores first.
      if (words[word] === 0) continue;
      const end = Math.min(word * 4 + 4, mask.length);
      for (let index = word * 4; index < end; index++) if (mask[index] === 1) ones.push(index);
    }
    return ones;
  }
}
