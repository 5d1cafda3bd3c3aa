/**
 * The stand-in content (docs "Stand-in content") meets every constraint the rulebook states, and
 * the content schema refuses content that breaks one.
 */
import { describe, expect, it } from 'vitest';
import { contentSchema, standInContent, type TatortContent } from '../../../src/games/tatort-titanic/index.js';
import { S, deck } from './helpers.js';

/** Steps from `from` to every space, computed here from the docs' description of the board. */
function stepsFrom(content: TatortContent, from: number): number[] {
  const distance = content.spaces.map(() => -1);
  distance[from] = 0;
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift() ?? 0;
    for (const [a, b] of content.links) {
      const to = a === at ? b : b === at ? a : -1;
      if (to >= 0 && distance[to] === -1) {
        distance[to] = (distance[at] ?? 0) + 1;
        queue.push(to);
      }
    }
  }
  return distance;
}

describe('the stand-in board', () => {
  it('passes its own schema', () => {
    expect(contentSchema.safeParse(standInContent).success).toBe(true);
  });

  it('"three decks (A, B, C)", "deck spaces (10 per deck)", "two staircases", "staircase spaces (2 per staircase)"', () => {
    for (const name of ['A', 'B', 'C'] as const) {
      expect(standInContent.spaces.filter((space) => space.kind === 'deck' && space.deck === name)).toHaveLength(10);
    }
    expect(standInContent.spaces.filter((space) => space.kind === 'staircase')).toHaveLength(4);
  });

  it('"Each room is reachable through a doorway and forms one space": every room has one link, to a deck space', () => {
    standInContent.spaces.forEach((space, id) => {
      if (space.kind === 'deck' || space.kind === 'staircase') return;
      const links = standInContent.links.filter(([a, b]) => a === id || b === id);
      expect(links, space.name).toHaveLength(1);
    });
  });

  it('the rooms: the Bridge, the Radio Room, six named rooms, the Clairvoyant\'s cabin on Deck C and eight cabins with the Changing Cabin', () => {
    const names = (kind: string): string[] => standInContent.spaces.filter((space) => space.kind === kind).map((space) => space.name);
    expect(names('room').sort()).toEqual(['Bar', 'Gymnasium', 'Library', 'Restaurant', 'Smoking Room', 'Swimming Pool']);
    expect(names('cabin')).toHaveLength(8);
    expect(names('cabin')).toContain('Changing Cabin');
    expect(standInContent.spaces[S.clairvoyant]?.deck).toBe('C');
  });

  it('every space can be reached; the Bridge lies at one end, the far cabins fifteen steps away', () => {
    const steps = stepsFrom(standInContent, S.bridge);
    expect(steps.every((distance) => distance >= 0)).toBe(true);
    expect(Math.max(...steps)).toBe(15);
    expect(steps[S.radioRoom]).toBe(4);
    expect(steps[S.clairvoyant]).toBe(12);
    expect(steps[deck('C', 1)]).toBe(7);
  });

  it('the 35 clue cards: five colours of six candidates plus a blank; 20 event cards, four of them weather 2–5 and two questioning bonuses', () => {
    expect(standInContent.clues.map((entry) => entry.colour)).toEqual(['murderer', 'weapon', 'motive', 'scene', 'time']);
    for (const entry of standInContent.clues) expect(new Set(entry.candidates).size).toBe(6);
    expect(standInContent.events).toHaveLength(20);
    const weathers = standInContent.events.flatMap((entry) => (entry.effect.kind === 'weather' ? [entry.effect.weather] : []));
    expect(weathers).toEqual([2, 3, 4, 5]);
    expect(standInContent.events.filter((entry) => entry.effect.kind === 'questioning-bonus')).toHaveLength(2);
  });

  it('the times of the crime lie on the round tracker, between 12 April, 10:00 and 14 April, 22:00', () => {
    const times = standInContent.clues[4]?.candidates ?? [];
    for (const time of times) expect(time).toMatch(/^1[234] April, \d\d:\d\d$/);
  });
});

describe('the content schema refuses content that breaks the rulebook', () => {
  const copy = (): { -readonly [K in keyof TatortContent]: TatortContent[K] } => JSON.parse(JSON.stringify(standInContent));
  const refuses = (content: unknown, message: RegExp): void => {
    const parsed = contentSchema.safeParse(content);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues.map((issue) => issue.message).join('\n')).toMatch(message);
  };

  it('a deck with nine deck spaces', () => {
    const content = copy();
    content.spaces = content.spaces.map((space, id) => (id === 9 ? { ...space, deck: 'B' as const } : space));
    refuses(content, /deck A must have 10 deck spaces/);
  });

  it('a room with two doorways, or none', () => {
    const content = copy();
    content.links = [...content.links, [S.library, 0]];
    refuses(content, /Library \(space 37\) must have one link/);
  });

  it('a board with a space nobody can reach', () => {
    const content = copy();
    content.links = content.links.filter(([a, b]) => !(a === 50 || b === 50));
    refuses(content, /Cabin C-104.*must have one link|every space must be reachable/);
  });

  it('a seventh named room, so the cards laid out no longer come to 30', () => {
    const content = copy();
    content.spaces = content.spaces.map((space, id) => (id === S.cabinC104 ? { ...space, kind: 'room' as const } : space));
    refuses(content, /6 rooms|laid out/);
  });

  it('the Clairvoyant off Deck C; two weather 3 cards; a third questioning bonus; a candidate twice; the colours out of order', () => {
    const clairvoyant = copy();
    clairvoyant.spaces = clairvoyant.spaces.map((space, id) => (id === S.clairvoyant ? { ...space, deck: 'B' as const } : space));
    refuses(clairvoyant, /Deck C/);
    const weather = copy();
    weather.events = weather.events.map((entry, id) => (id === 0 ? { ...entry, effect: { kind: 'weather' as const, weather: 3 as const } } : entry));
    refuses(weather, /weather 2, 3, 4 and 5/);
    const bonus = copy();
    bonus.events = bonus.events.map((entry, id) => (id === 6 ? { ...entry, effect: { kind: 'questioning-bonus' as const, bonus: 1 } } : entry));
    refuses(bonus, /Two event cards grant a bonus/);
    const twice = copy();
    twice.clues = twice.clues.map((entry, id) => (id === 0 ? { ...entry, candidates: [...entry.candidates.slice(0, 5), entry.candidates[0] ?? ''] } : entry));
    refuses(twice, /must be different/);
    const order = copy();
    order.clues = [...order.clues].reverse();
    refuses(order, /sheet's order/);
  });

  it('an event card naming a space off the board; two detectives with one key', () => {
    const event = copy();
    event.events = event.events.map((entry, id) => (id === 8 ? { ...entry, effect: { kind: 'go-to' as const, space: 120 } } : entry));
    refuses(event, /names space 120/);
    const twins = copy();
    twins.detectives = twins.detectives.map((entry, id) => (id === 1 ? { ...entry, key: 'nicholls' } : entry));
    refuses(twins, /key of its own/);
  });
});
