/**
 * The two junk properties every game's property tests run (DESIGN: "junk input rejected without
 * throwing"): arbitrary values, and objects with a real action type and random fields, applied to
 * matches from real play.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { applyUntrusted, type GameAction, type GameEvent, type GameModule, type Match } from '../../src/core/index.js';

/** Registers the junk properties for `game` over `targets`, with `fields` the action field names to fill. */
export function junkProperties<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  targets: readonly Match<C, S, A>[],
  actionTypes: readonly string[],
  fields: readonly string[],
  numRuns: number,
): void {
  it('arbitrary values are refused with INVALID_INPUT (unless they happen to be actions), the match untouched', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...targets), (junk, match) => {
        const before = JSON.stringify(match.state);
        const result = applyUntrusted(game, match, junk);
        if (!result.ok && !game.schemas.action.safeParse(junk).success) expect(result.error.code).toBe('INVALID_INPUT');
        expect(JSON.stringify(match.state)).toBe(before);
      }),
      { numRuns },
    );
  });

  it('objects with a real action type and random fields never throw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...actionTypes),
        fc.dictionary(fc.constantFrom(...fields, 'extra'), fc.anything()),
        fc.constantFrom(...targets),
        (type, values, match) => {
          const before = JSON.stringify(match.state);
          const result = applyUntrusted(game, match, { ...values, type });
          expect(typeof result.ok).toBe('boolean');
          if (!result.ok) expect(result.error.message.length).toBeGreaterThan(0);
          expect(JSON.stringify(match.state)).toBe(before);
        },
      ),
      { numRuns },
    );
  });
}
