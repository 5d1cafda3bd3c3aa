/** describeAction and describeEvent: one English line for every action and event of a played game. */
import { describe, expect, it } from 'vitest';
import { killercruise, type KillercruiseAction, type KillercruiseEvent } from './helpers.js';
import { carefulGame, guidedGame } from './model.js';
import { applyAction } from '../../../src/core/index.js';

describe('descriptions', () => {
  const actions: KillercruiseAction[] = [];
  const events: KillercruiseEvent[] = [];
  for (const matches of [guidedGame('describe/1'), guidedGame('describe/2'), carefulGame('describe/3', { players: 3, variant: 'time-pressure' })]) {
    for (let index = 1; index < matches.length; index++) {
      const before = matches[index - 1];
      const action = matches[index]?.log.at(-1);
      if (before === undefined || action === undefined) continue;
      const applied = applyAction(killercruise, before, action);
      if (!applied.ok) throw new Error(applied.error.message);
      actions.push(action);
      events.push(...applied.events);
    }
  }

  it('every action is one line naming its seat', () => {
    expect(actions.length).toBeGreaterThan(50);
    for (const action of actions) {
      const line = killercruise.describeAction(action);
      expect(line).toMatch(/^(Seat \d|The timer runs out during seat \d)/);
      expect(line).not.toMatch(/\n/);
    }
  });

  it('every event is one line, and the narration covers the game\'s main moments', () => {
    for (const event of events) {
      const line = killercruise.describeEvent(event);
      expect(line.trim().length).toBeGreaterThan(10);
      expect(line).not.toMatch(/\n|undefined|\[object/);
    }
    const kinds = new Set(events.map((event) => event.type));
    for (const kind of ['figure-moved', 'killer-card-drawn', 'killer-moved', 'passenger-placed', 'room-unlocked', 'turn-ended', 'game-ended']) {
      expect(kinds).toContain(kind);
    }
  });

  it('a saved passenger is narrated with the rulebook\'s name of the figure it waited for', () => {
    const line = killercruise.describeEvent({ type: 'passenger-saved', passenger: 13, room: 'E', condition: { kind: 'figure', figure: 'daniel' } });
    expect(line).toBe('Passenger 13 in room E is saved: Daniel Bonhoeffer came to them.');
  });
});
