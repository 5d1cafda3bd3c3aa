/**
 * What the end of the round declares it may write (src/games/frozen-horror/writes.ts), in the
 * cases random games rarely or never meet: test/core/writes.test.ts and the conformance kit prove
 * the declarations step by step over random games; these pin the parts they leave out — and so
 * share — from the state alone.
 */
import { produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import type { FrozenHorrorAction, FrozenHorrorState } from '../../../src/games/frozen-horror/index.js';
import { writes } from '../../../src/games/frozen-horror/writes.js';
import { C, GARAGE, INFIRMARY, LAB, RADIO, position } from './helpers.js';

/** Four seats, seat 3 dead since an earlier round, in the end of the round (Safe Retreat's decision for seat 0). */
function endOfRound(change: (draft: Draft<FrozenHorrorState>) => void = () => undefined): FrozenHorrorState {
  const { state } = position({
    rooms: [GARAGE, RADIO, LAB, INFIRMARY],
    dead: [3],
    hands: [[C.hide, C.quick], [C.table, C.detained], [C.dna, C.bloodTest], []],
  });
  return produce(state, (draft) => {
    draft.phase = 'safeRetreat';
    draft.pending = { kind: 'retreat', seat: 0 };
    change(draft);
  });
}

const pass: FrozenHorrorAction = { type: 'pass', player: 0 };

/** The parts declared, by name; a part declared replaced (not copied first) as `replaced:<name>`. */
const named = (state: FrozenHorrorState): string[] =>
  writes(state, pass).map((entry) => {
    if (typeof entry === 'string') return entry;
    if ('replaced' in entry) return `replaced:${typeof entry.replaced === 'string' ? entry.replaced : entry.replaced.join('.')}`;
    return entry.join('.');
  });

describe('the end of the round declares only what it can reach from the state', () => {
  it('a seat dead since an earlier round and empty effects are left out; the piles, the order, the deal record, the destroyed rooms and the Lockdown tokens are declared replaced', () => {
    const paths = named(endOfRound());
    const replaced = ['order', 'deck', 'discard', 'removed', 'deal', 'destroyed', 'lockdowns'];
    expect(paths).toEqual(expect.arrayContaining(['round', 'seats.0', 'seats.1', 'seats.2', ...replaced.map((part) => `replaced:${part}`)]));
    // Declared replaced, they are never copied first: not declared as written too.
    for (const part of ['seats.3', 'effects', ...replaced]) expect(paths).not.toContain(part);
  });

  it('a seat killed this round still holds its played cards for Clean Up: it is declared', () => {
    const killed = endOfRound((draft) => {
      const seat = draft.seats[2];
      if (seat === undefined) return;
      seat.alive = false;
      seat.room = null;
      seat.played = [{ card: 0, as: 'key' }];
    });
    expect(named(killed)).toContain('seats.2');
  });

  it('effects and Lockdown tokens in play are declared: Clean Up removes them (and replaces the Lockdown tokens)', () => {
    const armed = endOfRound((draft) => {
      draft.effects.armedMan = 1;
      draft.lockdowns = [0];
    });
    expect(named(armed)).toEqual(expect.arrayContaining(['effects', 'replaced:lockdowns']));
  });
});
