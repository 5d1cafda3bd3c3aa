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

const named = (state: FrozenHorrorState): string[] => writes(state, pass).map((path) => (typeof path === 'string' ? path : path.join('.')));

describe('the end of the round declares only what it can reach from the state', () => {
  it('a seat dead since an earlier round, empty effects and Lockdowns, and the removed pile of a full deck are left out', () => {
    const paths = named(endOfRound());
    expect(paths).toEqual(expect.arrayContaining(['round', 'order', 'deck', 'discard', 'deal', 'seats.0', 'seats.1', 'seats.2']));
    for (const part of ['seats.3', 'effects', 'lockdowns', 'removed']) expect(paths).not.toContain(part);
  });

  it('a deal the deck and the discard pile cannot complete may bring the removed cards back (ruling 19): the removed pile is declared', () => {
    const short = endOfRound((draft) => {
      draft.removed = [...draft.removed, ...draft.deck];
      draft.deck = [];
    });
    expect(named(short)).toContain('removed');
  });

  it('a "Remove this card from the game" card played as an Action sends it to the box at Clean Up: the removed pile is declared', () => {
    const boxed = endOfRound((draft) => {
      const seat = draft.seats[1];
      const lockRoom = draft.config.content.cards.findIndex((card) => card.name === C.lockRoom);
      if (seat !== undefined) seat.played = [{ card: lockRoom, as: 'action' }];
    });
    expect(named(boxed)).toContain('removed');
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

  it('effects and Lockdown tokens in play are declared: Clean Up removes them', () => {
    const armed = endOfRound((draft) => {
      draft.effects.armedMan = 1;
      draft.lockdowns = [0];
    });
    expect(named(armed)).toEqual(expect.arrayContaining(['effects', 'lockdowns']));
  });
});
