/**
 * describeAction and describeEvent: one English line for every action and event of a played game,
 * in the game's words — no figure card, killer card or end of the game by a bare number or id.
 */
import { describe, expect, it } from 'vitest';
import { END_REASONS } from '../../../src/games/killercruise/index.js';
import { killercruise, type KillercruiseAction, type KillercruiseEvent } from './helpers.js';
import { carefulGame, guidedGame } from './model.js';
import { applyAction } from '../../../src/core/index.js';
import type { KillercruiseConfig } from '../../../src/games/killercruise/index.js';

describe('descriptions', () => {
  const actions: [KillercruiseAction, KillercruiseConfig][] = [];
  const events: [KillercruiseEvent, KillercruiseConfig][] = [];
  for (const matches of [guidedGame('describe/1'), guidedGame('describe/2'), carefulGame('describe/3', { players: 3, variant: 'time-pressure' })]) {
    for (let index = 1; index < matches.length; index++) {
      const before = matches[index - 1];
      const action = matches[index]?.log.at(-1);
      if (before === undefined || action === undefined) continue;
      const applied = applyAction(killercruise, before, action);
      if (!applied.ok) throw new Error(applied.error.message);
      actions.push([action, before.config]);
      for (const event of applied.events) events.push([event, before.config]);
    }
  }

  /** A card named by its number alone: a clue card is the only card the rulebook numbers. */
  const BARE_CARD = /(?<!clue )\bcards? \d/;

  it('every action is one line naming its seat, its figure cards by figure, room and key', () => {
    expect(actions.length).toBeGreaterThan(50);
    for (const [action, config] of actions) {
      const line = killercruise.describeAction(action, config);
      expect(line).toMatch(/^(Seat \d|The timer runs out during seat \d)/);
      expect(line).not.toMatch(/\n|undefined|\[object|its figure/);
      expect(line).not.toMatch(BARE_CARD);
    }
  });

  it('every event is one line, no card by a bare number, and the narration covers the game\'s main moments', () => {
    for (const [event, config] of events) {
      const line = killercruise.describeEvent(event, config);
      expect(line.trim().length).toBeGreaterThan(10);
      expect(line).not.toMatch(/\n|undefined|\[object/);
      expect(line).not.toMatch(BARE_CARD);
      for (const reason of END_REASONS) expect(line).not.toContain(reason);
    }
    const kinds = new Set(events.map(([event]) => event.type));
    for (const kind of ['figure-moved', 'killer-card-drawn', 'killer-moved', 'passenger-placed', 'room-unlocked', 'card-drawn', 'turn-ended', 'game-ended']) {
      expect(kinds).toContain(kind);
    }
  });

  it('a saved passenger is narrated with the rulebook\'s name of the figure it waited for', () => {
    const config = actions[0]?.[1];
    if (config === undefined) throw new Error('no game');
    const line = killercruise.describeEvent({ type: 'passenger-saved', passenger: 13, room: 'E', condition: { kind: 'figure', figure: 'daniel' } }, config);
    expect(line).toBe('Passenger 13 in room E is saved: Daniel Bonhoeffer came to them.');
  });

  it('a caller the compiler does not check, leaving the config out, gets the stand-in content\'s names, not an exception', () => {
    const [action, config] = actions.find(([entry]) => entry.type === 'move') ?? [];
    if (action === undefined || config === undefined) throw new Error('no move');
    const untyped = killercruise.describeAction as unknown as (action: KillercruiseAction) => string;
    expect(untyped(action)).toBe(killercruise.describeAction(action, config));
  });
});
