/**
 * Scenario plumbing shared by every game's test helpers: apply actions failing the test at the
 * first refusal, assert a refusal that leaves the match untouched, pick events by type, and
 * replace a match's random stream.
 */
import { expect } from 'vitest';
import { applyAction, applyUntrusted, createRng, type GameAction, type GameError, type GameEvent, type GameModule, type Match } from '../../src/core/index.js';

/** Applies `actions` in order, failing the test with the refusal at the first one refused. */
export function playEventsIn<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  match: Match<C, S, A>,
  actions: readonly A[],
): { match: Match<C, S, A>; events: E[] } {
  let current = match;
  const events: E[] = [];
  actions.forEach((action, index) => {
    const applied = applyAction(game, current, action);
    if (!applied.ok) {
      throw new Error(`action ${index} ${JSON.stringify(action)} refused: ${applied.error.code} ${applied.error.message}`);
    }
    current = applied.match;
    events.push(...applied.events);
  });
  return { match: current, events };
}

/** Asserts that `action` is refused with a message and leaves `match` untouched; returns the refusal. */
export function refusalIn<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  match: Match<C, S, A>,
  action: unknown,
): GameError {
  const before = JSON.stringify(match.state);
  const logLength = match.log.length;
  const applied = applyUntrusted(game, match, action);
  expect(applied.ok, `expected ${JSON.stringify(action)} to be refused`).toBe(false);
  expect(JSON.stringify(match.state)).toBe(before);
  expect(match.log.length).toBe(logLength);
  if (applied.ok) throw new Error('unreachable: the action was accepted');
  expect(applied.error.message.trim()).not.toBe('');
  return applied.error;
}

/** The events of one type, typed as that event. */
export function eventsOfType<E extends GameEvent, T extends E['type']>(events: readonly E[], type: T): Extract<E, { type: T }>[] {
  return events.filter((event): event is Extract<E, { type: T }> => event.type === type);
}

/** `match` with its random stream replaced by `seed`'s (to rig the dice of what it plays next). */
export function withSeed<M extends { readonly rng: unknown }>(match: M, seed: string): M {
  return { ...match, rng: createRng(seed).state() };
}
