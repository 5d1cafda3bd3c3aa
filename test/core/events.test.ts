import { describe, expect, it } from 'vitest';
import { eventsFor, playout, type EventOf, type GameEvent } from '../../src/core/index.js';
import { games } from '../../src/games/index.js';
import { startMatch, playRandomly, unwrap } from './fixtures/helpers.js';
import { toyDuel } from './fixtures/toy-game.js';

interface TestEvent extends GameEvent {
  readonly type: string;
  readonly id: string;
}

const events: readonly TestEvent[] = Object.freeze([
  { type: 'public', id: 'a' },
  { type: 'private', id: 'b', visibleTo: [0] },
  { type: 'private', id: 'c', visibleTo: [1, 2] },
  { type: 'private', id: 'd', visibleTo: [] },
  { type: 'public', id: 'e', visibleTo: undefined },
  { type: 'private', id: 'f', visibleTo: [2, 0] },
  { type: 'public', id: 'g' },
]);

const ids = (list: readonly TestEvent[]): string[] => list.map((event) => event.id);

describe('eventsFor', () => {
  it('shows public events to everyone and private events only to the listed seats, in order', () => {
    expect(ids(eventsFor(events, 0))).toEqual(['a', 'b', 'e', 'f', 'g']);
    expect(ids(eventsFor(events, 1))).toEqual(['a', 'c', 'e', 'g']);
    expect(ids(eventsFor(events, 2))).toEqual(['a', 'c', 'e', 'f', 'g']);
    expect(ids(eventsFor(events, 3))).toEqual(['a', 'e', 'g']);
  });

  it('shows a spectator (null) the public events only', () => {
    expect(ids(eventsFor(events, null))).toEqual(['a', 'e', 'g']);
  });

  it('shows an event visible to nobody ([]) to nobody', () => {
    for (const viewer of [null, 0, 1, 2, 3]) expect(ids(eventsFor(events, viewer))).not.toContain('d');
  });

  it('returns the same event objects in a new array and leaves the input alone', () => {
    const before = JSON.stringify(events);
    const shown = eventsFor(events, 0);
    expect(shown).not.toBe(events);
    expect(shown[0]).toBe(events[0]);
    expect(JSON.stringify(events)).toBe(before);
    expect(eventsFor([], 0)).toEqual([]);
  });

  it("keeps the toy duel's picked number from the other seat and the spectator", () => {
    const start = startMatch(toyDuel, 'events-toy');
    const picker = toyDuel.activePlayers(start.state)[0];
    if (picker === undefined) throw new Error('nobody to pick');
    const played = playRandomly(toyDuel, start, 1, 'events-toy/moves');
    const picked = played.events[0] ?? [];
    const secret = picked.find((event) => event.type === 'secretChosen');
    expect(secret).toBeDefined();
    expect(eventsFor(picked, picker)).toContain(secret);
    expect(eventsFor(picked, 1 - picker)).not.toContain(secret);
    expect(eventsFor(picked, null)).not.toContain(secret);
    expect(eventsFor(picked, 1 - picker).map((event) => event.type)).toEqual(['picked']);
  });

  it("keeps the Killer's movements from the Detective in a real game, and shows it the public ones", () => {
    const game = games['cereal-killer'];
    const all: EventOf<typeof game>[] = [];
    unwrap(playout(game, { seed: 'events-ck', onStep: (step) => all.push(...step.events) }));
    const killer = 0;
    const detective = 1;
    const secretTypes = new Set(['starting-house-chosen', 'killer-stepped']);
    expect(all.some((event) => secretTypes.has(event.type))).toBe(true);
    expect(eventsFor(all, killer).some((event) => secretTypes.has(event.type))).toBe(true);
    expect(eventsFor(all, detective).some((event) => secretTypes.has(event.type))).toBe(false);
    expect(eventsFor(all, null).some((event) => secretTypes.has(event.type))).toBe(false);
    expect(eventsFor(all, detective).some((event) => event.type === 'killer-moved')).toBe(true);
    const isPublic = (event: GameEvent): boolean => event.visibleTo === undefined;
    expect(eventsFor(all, null)).toEqual(all.filter(isPublic));
  });
});
