/**
 * One rules code, two speeds: the same checks and applies run through immer (`reduce`,
 * `applyAction`) and in place on a world's own copy (`openWorld(…).step`). The conformance kit
 * compares the two in random games; these tests pin the paths random play seldom reaches — every
 * golden replay (mazes, clues, the missing person, a turned-over draw pile, the showdown, every
 * way the game ends) and a turned-over draw pile — and the stand-in content shared by every match.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { goldenFixtures } from '../../support/golden.js';
import { applyUntrusted, createMatch, openWorld } from '../../../src/core/index.js';
import { standInContent, type KillercruiseConfigInput } from '../../../src/games/killercruise/index.js';
import { card, endTurn, killercruise, leaveKey, scenario, SINGLE, type KcMatch, type KillercruiseAction, type KillercruiseEvent } from './helpers.js';

const sha256 = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Plays `actions` from `match` in both modes side by side, expecting the same events and states
 * at every step, and returns the world's events with their JSON at the time they were handed out.
 */
function playBoth(match: KcMatch, actions: readonly unknown[]): { match: KcMatch; kept: { events: KillercruiseEvent[]; json: string }[] } {
  const world = openWorld(killercruise, match.state, match.rng);
  const kept: { events: KillercruiseEvent[]; json: string }[] = [];
  let current = match;
  for (const action of actions) {
    const applied = applyUntrusted(killercruise, current, action);
    if (!applied.ok) throw new Error(applied.error.message);
    const stepped = world.step(action as KillercruiseAction);
    if (!stepped.ok) throw new Error(stepped.error.message);
    expect(stepped.events).toEqual(applied.events);
    expect(JSON.stringify(world.snapshot())).toBe(JSON.stringify(applied.match.state));
    kept.push({ events: stepped.events, json: JSON.stringify(stepped.events) });
    current = applied.match;
  }
  return { match: current, kept };
}

describe('the mutable mode plays exactly like the immutable one', () => {
  for (const fixture of goldenFixtures('killercruise')) {
    it(`golden replay ${fixture.name}: the same events at every step, the same final state (its recorded hash)`, () => {
      const created = createMatch(killercruise, { seed: fixture.seed, config: fixture.config as KillercruiseConfigInput });
      if (!created.ok) throw new Error(created.error.message);
      const { match, kept } = playBoth(created.match, fixture.actions);
      expect(sha256(match.state)).toBe(fixture.stateSha256);
      // Events handed out by the world hold no reference into its working state: they read the
      // same after the rest of the game was played on it.
      for (const step of kept) expect(JSON.stringify(step.events)).toBe(step.json);
    });
  }

  it('a turned-over draw pile: the event keeps the cards as they were turned over while the world plays on', () => {
    // Seat 0 leaves four cards and ends the turn: the last card of the draw pile, then the discard
    // pile turned over ("without shuffling"), a killer card in it played at once.
    const hand = [card('daniel', 'E'), card('daniel', 'F'), card('daniel', 'G'), card('daniel', 'H'), card('daniel', 'I'), card('daniel', 'K')];
    const other = [card('martin', 'E'), card('martin', 'F'), card('martin', 'G'), card('martin', 'H'), card('martin', 'I'), card('martin', 'K')];
    const discarded = [card('daniel', 'A'), SINGLE, card('daniel', 'B'), card('daniel', 'C'), card('daniel', 'D')];
    const match = scenario({ hands: [hand, other], draw: [card('elena', 'A')], killer: 'K' }, (draft) => {
      draft.discardPile = [...discarded];
    });
    const actions = [...hand.slice(0, 4).map((id) => leaveKey(id)), endTurn(), leaveKey(other[0] ?? 0, 1), leaveKey(other[1] ?? 0, 1), endTurn(1)];
    const { kept } = playBoth(match, actions);
    const turned = kept.flatMap((step) => step.events).find((event) => event.type === 'draw-pile-turned-over');
    expect(turned).toEqual({ type: 'draw-pile-turned-over', cards: discarded });
    for (const step of kept) expect(JSON.stringify(step.events)).toBe(step.json);
  });
});

describe('the stand-in content: validated once, frozen, shared by every match that names no content', () => {
  it('a match without content carries the stand-in content itself, deep-frozen, not a copy', () => {
    const first = createMatch(killercruise, { seed: 'one' });
    const second = createMatch(killercruise, { seed: 'two', config: { players: 3 } });
    if (!first.ok || !second.ok) throw new Error('createMatch refused');
    expect(first.match.state.config.content).toBe(standInContent);
    expect(second.match.state.config.content).toBe(standInContent);
    expect(Object.isFrozen(standInContent.figureCards)).toBe(true);
    expect(Object.isFrozen(standInContent.puzzles[23]?.clues)).toBe(true);
  });

  it('a state carrying it, or a copy of it read from JSON, passes the state schema as that same object', () => {
    const created = createMatch(killercruise, { seed: 'schema' });
    if (!created.ok) throw new Error('createMatch refused');
    const parsed = killercruise.schemas.state.safeParse(created.match.state);
    expect(parsed.success && parsed.data.config.content).toBe(standInContent);
    const loaded = killercruise.schemas.state.safeParse(JSON.parse(JSON.stringify(created.match.state)));
    expect(loaded.success && loaded.data.config.content).toBe(standInContent);
  });

  it('other content given in the config is still validated: a broken copy is refused, a valid variant accepted and kept', () => {
    const copy = JSON.parse(JSON.stringify(standInContent)) as typeof standInContent;
    const same = createMatch(killercruise, { seed: 'copy', config: { content: copy } });
    expect(same.ok && same.match.state.config.content).toBe(standInContent);
    const renamed = { ...copy, name: 'our own box' };
    const accepted = createMatch(killercruise, { seed: 'renamed', config: { content: renamed } });
    expect(accepted.ok).toBe(true);
    if (accepted.ok) expect(accepted.match.state.config.content).toEqual(renamed);
    const broken = { ...copy, rooms: copy.rooms.map((room, index) => (index === 0 ? { ...room, keys: ['green', 'green'] as const } : room)) };
    const refused = createMatch(killercruise, { seed: 'broken', config: { content: broken } });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/"The combination always consists of 2 keys of different colors"/);
  });
});
