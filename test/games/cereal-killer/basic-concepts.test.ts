/** Basic Concepts: orthogonal adjacency, and the invisible Killer. */
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../../src/core/index.js';
import {
  DETECTIVE,
  KILLER,
  apply,
  claim,
  endTurn,
  finish,
  house,
  legalSteps,
  move,
  place,
  play,
  refusal,
  start,
  step,
  viewOf,
  walk,
  witness,
  type CkMatch,
} from './helpers.js';

describe('Basic Concepts: "Both movements and interaction are adjacent. Diagonals are not considered adjacent."', () => {
  it('from the centre house 13 the Killer may step only to 8, 12, 14 and 18', () => {
    const match = play(start(), house(13));
    expect(legalSteps(match)).toEqual([8, 12, 14, 18]);
  });

  for (const diagonal of [7, 9, 17, 19]) {
    it(`the diagonal step 13 → ${diagonal} is refused`, () => {
      const error = refusal(play(start(), house(13)), step(diagonal));
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.message).toMatch(/Basic Concepts.*diagonals are not adjacent/);
      expect(error.reason).toBe('cereal-killer/step-not-adjacent');
    });
  }

  it('squares two apart in a row are not adjacent (1 → 3 refused)', () => {
    expect(refusal(play(start(), house(1)), step(3))).toMatchObject({ code: 'ILLEGAL_ACTION', reason: 'cereal-killer/step-not-adjacent' });
  });

  it('rows do not wrap: 5 and 6 are consecutive numbers but not adjacent', () => {
    // 5 is the east end of row 1, 6 the west end of row 2.
    const match = play(start(), house(5));
    expect(legalSteps(match)).toEqual([4, 10]);
    expect(refusal(match, step(6))).toMatchObject({ code: 'ILLEGAL_ACTION', reason: 'cereal-killer/step-not-adjacent' });
  });

  it('a corner house has two neighbours (21: 16 and 22)', () => {
    expect(legalSteps(play(start(), house(21)))).toEqual([16, 22]);
  });

  it('squares off the card are refused (1 → 0 and 25 → 26 are no steps)', () => {
    // 0 is a valid spot number in the schema's range, and the move is simply not a step.
    expect(refusal(play(start(), house(1)), step(0))).toMatchObject({ code: 'ILLEGAL_ACTION', reason: 'cereal-killer/step-not-adjacent' });
    expect(refusal(play(start(), house(25)), step(26))).toMatchObject({ code: 'ILLEGAL_ACTION', reason: 'cereal-killer/step-not-adjacent' });
  });

  it('the Detective moves orthogonally too: from café 16 to 11, 17 or 21, never diagonally to 12 or 22', () => {
    const match = play(start(), house(1), ...walk(2, 3, 4), finish(), place(16));
    expect(legalSteps(match, DETECTIVE)).toEqual([11, 17, 21]);
    for (const diagonal of [12, 22]) {
      const error = refusal(match, move(diagonal));
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.message).toMatch(/Basic Concepts/);
      expect(error.reason).toBe('cereal-killer/step-not-adjacent');
    }
  });
});

describe('Basic Concepts: "The Killer moves by writing down their steps. They are invisible and have no token"', () => {
  /** Plays the actions one by one, checking the Detective's and spectator's views never change. */
  function unseen(from: CkMatch, ...actions: Parameters<typeof apply>[1][]): CkMatch {
    const detectiveBefore = JSON.stringify(viewOf(from, DETECTIVE));
    const spectatorBefore = JSON.stringify(viewOf(from, null));
    let match = from;
    for (const action of actions) {
      const { match: next, events } = apply(match, action);
      match = next;
      expect(JSON.stringify(viewOf(match, DETECTIVE))).toBe(detectiveBefore);
      expect(JSON.stringify(viewOf(match, null))).toBe(spectatorBefore);
      expect(eventsFor(events, DETECTIVE)).toEqual([]);
      expect(eventsFor(events, null)).toEqual([]);
    }
    return match;
  }

  it('the starting house and every step, the last included, are invisible to the Detective and to spectators (ruling 9)', () => {
    const match = unseen(start(), house(3), claim(), witness(4), step(8), step(13), step(18));
    expect(match.state.phase).toBe('killer');
    expect(viewOf(match, DETECTIVE).killer).toBeNull();
    expect(viewOf(match, null).killer).toBeNull();
    // The Killer's own view holds its notepad.
    expect(viewOf(match, KILLER).killer?.trail).toEqual([3, 8, 13, 18]);
    // Only finish-move shows the city's news, and still not the notepad.
    const ended = apply(match, finish());
    expect(eventsFor(ended.events, DETECTIVE)).toEqual([{ type: 'killer-moved', day: 1, victim: 3, witness: 4, victims: 1 }]);
    expect(viewOf(ended.match, DETECTIVE).killer).toBeNull();
  });

  it('no view but the Killer\'s contains the Killer\'s trail while the game runs, on any later day', () => {
    let match = play(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(16), endTurn());
    match = unseen(match, step(3), step(4));
    expect(match.state.day).toBe(2);
    for (const viewer of [DETECTIVE, null]) {
      const shown = viewOf(match, viewer);
      expect(shown.killer).toBeNull();
      expect(JSON.stringify(shown)).not.toMatch(/trail/);
    }
  });

  it('the view of a seat does not depend on where the Killer is (same public record, different trails)', () => {
    // Both Killers claim at house 1 (Witness in park 2, the only park next to it) and end apart.
    const a = play(start(), house(1), claim(), ...walk(6, 7, 8), finish());
    const b = play(start(), house(1), claim(), ...walk(2, 3, 4), finish());
    expect(a.state.killer.trail).not.toEqual(b.state.killer.trail);
    expect(JSON.stringify(viewOf(a, DETECTIVE))).toBe(JSON.stringify(viewOf(b, DETECTIVE)));
    expect(JSON.stringify(viewOf(a, null))).toBe(JSON.stringify(viewOf(b, null)));
  });
});
