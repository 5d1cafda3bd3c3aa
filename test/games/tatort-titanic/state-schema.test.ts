/**
 * `schemas.state` validates a state loaded from outside: every part's shape, and the game's
 * invariants — a state play could not produce is refused (DESIGN "schemas.state validates a state
 * loaded from outside").
 */
import { describe, expect, it } from 'vitest';
import { deserializeMatch, serializeMatch } from '../../../src/core/index.js';
import type { TatortTitanicState } from '../../../src/games/tatort-titanic/index.js';
import { S, blank, card, position, tatortTitanic } from './helpers.js';

type Mutable = { -readonly [K in keyof TatortTitanicState]: unknown } & Record<string, unknown>;

/** The writable seen list of a seat of a JSON state. */
function seatOf(state: Mutable, seat: number): { seen: number[] } {
  const found = (state.detectives as { seen: number[] }[])[seat];
  if (found === undefined) throw new Error(`no seat ${seat}`);
  return found;
}

const base = (): Mutable => JSON.parse(JSON.stringify(position({ seats: [{ hand: [card('weapon', 1)] }] }).state));

function refuses(change: (state: Mutable) => void, message: RegExp): void {
  const state = base();
  change(state);
  const parsed = tatortTitanic.schemas.state.safeParse(state);
  expect(parsed.success).toBe(false);
  if (!parsed.success) expect(parsed.error.issues.map((issue) => issue.message).join('\n')).toMatch(message);
}

describe('the state schema', () => {
  it('accepts the states play produces, also as JSON copies', () => {
    expect(tatortTitanic.schemas.state.safeParse(base()).success).toBe(true);
  });

  it('refuses a clue card in two places, or missing', () => {
    refuses((state) => {
      (state.board as number[][])[S.library] = [card('weapon', 1)];
    }, /each of the 35 clue cards must lie in exactly one place/);
  });

  it('refuses a blank or a card of another colour in the solution', () => {
    refuses((state) => {
      const solution = state.solution as number[];
      const board = state.board as number[][];
      board[S.cabinC104] = (board[S.cabinC104] ?? []).filter((entry) => entry !== blank('murderer')).concat(solution[0] ?? 0).sort((a, b) => a - b);
      solution[0] = blank('murderer');
    }, /the murderer solution card must be a murderer card, not a blank/);
  });

  it('refuses a detective holding a card it has not read, or having seen the solution', () => {
    refuses((state) => {
      seatOf(state, 0).seen = [];
    }, /seat 0 has read every card it holds/);
    refuses((state) => {
      const first = seatOf(state, 0);
      first.seen = [...first.seen, (state.solution as number[])[4] ?? 0].sort((a, b) => a - b);
    }, /seat 0 cannot have seen a solution card/);
  });

  it('refuses an event card twice, a weather card that is not one, lists out of order, a round past the last', () => {
    refuses((state) => {
      (state.eventDeck as number[])[0] = (state.eventDeck as number[])[1] ?? 0;
    }, /each of the 20 event cards/);
    refuses((state) => {
      const deck = state.eventDeck as number[];
      state.weather = deck.find((entry) => entry > 3) ?? 10;
      state.eventDeck = deck.filter((entry) => entry !== state.weather);
      state.eventsUnknown = 19;
    }, /the face-up weather card must be a weather card/);
    refuses((state) => {
      seatOf(state, 1).seen = [5, 2];
    }, /hand, seen and entries ascending/);
    refuses((state) => {
      state.round = 26;
    }, /./);
  });

  it('refuses a config the state does not match', () => {
    refuses((state) => {
      (state.config as { players: number }).players = 5;
    }, /one detective per seat \(5\)|order must list every seat once/);
  });

  it('a saved match whose state was tampered with does not load', () => {
    const match = position({});
    const saved = JSON.parse(serializeMatch(match));
    saved.state.solution[0] = blank('murderer');
    const loaded = deserializeMatch(tatortTitanic, JSON.stringify(saved));
    expect(loaded.ok ? null : loaded.error.code).toBe('INVALID_STATE');
  });
});
