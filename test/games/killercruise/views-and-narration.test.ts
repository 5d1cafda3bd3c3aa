/**
 * What an app developer reads (docs "Views and narration"): views that name the content by id
 * instead of carrying it, the view schema and its JSON Schema, the event union's typing, setup's
 * events, and the one-line descriptions of actions and events — in the rulebook's words with the
 * config, by numbers without it, with correct plurals.
 */
import { describe, expect, it } from 'vitest';
import { contentIdOf, viewJsonSchema } from '../../../src/core/index.js';
import { STAND_IN_CONTENT_ID, standInContent } from '../../../src/games/killercruise/index.js';
import { killercruise, SCENARIO, start, viewOf } from './helpers.js';
import { randomGame } from './model.js';

describe('views carry the content by reference', () => {
  it('a match on the stand-in content: every view names it "killercruise/stand-in" and holds no card or room table', () => {
    const match = start(SCENARIO, 'by reference');
    for (const viewer of [null, 0, 1]) {
      const shown = viewOf(match, viewer);
      expect(shown.content).toBe('killercruise/stand-in');
      expect(shown.content).toBe(STAND_IN_CONTENT_ID);
      const json = JSON.stringify(shown);
      expect(json).not.toContain('Gerlinde Dobkowitz');
      expect(json).not.toContain('light blue');
      expect(json).not.toContain('figureCards');
      // The view used to embed some 8 KB of content (figure cards, passengers, rooms).
      expect(json.length).toBeLessThan(2500);
    }
  });

  it('custom content is named by a hash of its JSON: the same content, the same id, whatever its key order', () => {
    const renamed = { ...standInContent, name: 'my ship' };
    const shown = viewOf(start({ ...SCENARIO, content: renamed }, 'custom'), 1);
    expect(shown.content).toMatch(/^custom:[0-9a-f]{16}$/);
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(renamed).reverse()))) as typeof renamed;
    expect(viewOf(start({ ...SCENARIO, players: 3, content: reordered }, 'other'), 0).content).toBe(shown.content);
    expect(shown.content).toBe(contentIdOf(renamed, standInContent, STAND_IN_CONTENT_ID));
    expect(viewOf(start({ ...SCENARIO, content: { ...renamed, name: 'another ship' } }, 'custom'), 1).content).not.toBe(shown.content);
  });

  it('content equal to the stand-in, given by the user (a copy read from JSON), is the stand-in: the same object and id', () => {
    const copy = JSON.parse(JSON.stringify(standInContent)) as typeof standInContent;
    const match = start({ ...SCENARIO, content: copy });
    expect(match.config.content).toBe(standInContent);
    expect(viewOf(match, 1).content).toBe(STAND_IN_CONTENT_ID);
  });

  it('the content is read once from the config, which is public: a card id in a view finds its card there', () => {
    const match = start(SCENARIO, 'read the config');
    const hand = viewOf(match, 0).hand ?? [];
    expect(hand).toHaveLength(6);
    for (const id of hand) expect(match.config.content.figureCards[id - 1]?.id).toBe(id);
    for (const room of viewOf(match, null).rooms) {
      for (const id of room.passengers) expect(match.config.content.passengers[id - 1]?.room).toBe(room.letter);
    }
  });
});

describe('schemas.view', () => {
  const schema = killercruise.schemas.view;

  it('accepts every view of every seat and of a spectator throughout random games at 2, 3 and 4 players', () => {
    if (schema === undefined) throw new Error('no view schema');
    for (const players of [2, 3, 4]) {
      const matches = randomGame(`view schema/${players}`, { players, variant: players === 3 ? 'time-pressure' : 'standard' });
      for (const match of matches.filter((_, index) => index % 5 === 0 || index === matches.length - 1)) {
        for (const viewer of [null, ...Array.from({ length: players }, (_, seat) => seat)]) {
          const shown = killercruise.view(match.state, viewer);
          const parsed = schema.safeParse(shown);
          expect(parsed.success, JSON.stringify(parsed.success ? null : parsed.error.issues.slice(0, 2))).toBe(true);
          if (parsed.success) expect(parsed.data).toEqual(shown);
        }
      }
    }
  });

  it('is exact: an unknown field, the content embedded, a hand of seven, a missing field are refused', () => {
    if (schema === undefined) throw new Error('no view schema');
    const shown = viewOf(start(SCENARIO, 'exact'), 1);
    expect(schema.safeParse(shown).success).toBe(true);
    expect(schema.safeParse({ ...shown, extra: 1 }).success).toBe(false);
    expect(schema.safeParse({ ...shown, content: standInContent }).success).toBe(false);
    expect(schema.safeParse({ ...shown, hand: [1, 2, 3, 4, 5, 6, 7] }).success).toBe(false);
    expect(schema.safeParse({ ...shown, rooms: shown.rooms.map((room) => ({ ...room, clue: 3 })) }).success).toBe(false);
    const { killer: _dropped, ...missing } = shown;
    expect(schema.safeParse(missing).success).toBe(false);
  });

  it('exports as a JSON Schema for clients in other languages', () => {
    const json = viewJsonSchema(killercruise);
    expect(json.type).toBe('object');
    expect(json.additionalProperties).toBe(false);
    const properties = json.properties as Record<string, { type?: unknown }>;
    expect(Object.keys(properties)).toEqual(Object.keys(viewOf(start(), 0)));
    expect(properties.content?.type).toBe('string');
  });
});
