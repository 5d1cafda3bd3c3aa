/**
 * The view (docs "The view"): the content by reference — an id, never the printed cards, boards
 * and map, which a client has from the match's public config — and `schemas.view`, exact, with its
 * JSON Schema for clients in other languages.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, playout, viewJsonSchema } from '../../../src/core/index.js';
import {
  STAND_IN_CONTENT_ID,
  contentIdFor,
  heuristicBot,
  viewSchema,
  type QuadCityContent,
} from '../../../src/games/quad-city-killers/index.js';
import { quadCityKillers, standInContent, start, viewOf } from './helpers.js';
import { randomGame } from './model.js';

/** The owner's own content: the stand-in with other names and a longer Heat track. */
const own: QuadCityContent = { ...standInContent, name: 'my copy', heatLevels: 8 };

describe('content by reference', () => {
  it('a view names the stand-in content by its fixed id and holds none of it', () => {
    const match = start({ players: 4 }, 'reference');
    for (const viewer of [null, 0, 1, 2, 3]) {
      const shown = viewOf(match, viewer);
      expect(shown.content).toBe('quad-city-killers/stand-in');
      expect(shown.content).toBe(STAND_IN_CONTENT_ID);
      const json = JSON.stringify(shown);
      // No card, board or city name: only their ids.
      for (const printed of ['Werner Brew', 'Butter Knife', 'Mississippi Mary', 'Davenport', 'Police Psychologist']) expect(json).not.toContain(printed);
      // The whole table in well under 2 KB; the content alone is about 23 KB.
      expect(json.length).toBeLessThan(2_000);
      expect(JSON.stringify(standInContent).length).toBeGreaterThan(20_000);
    }
  });

  it('keeps what setup drew for each seat: its Killer Board and starting Prey (ids)', () => {
    const match = start({ players: 3 }, 'drawn');
    const shown = viewOf(match, null);
    expect(shown.seats.map((seat) => seat.killer)).toEqual(match.state.seats.map((seat) => seat.killer));
    expect(shown.seats.map((seat) => seat.startingPrey)).toEqual(match.state.seats.map((seat) => seat.startingPrey));
    expect(shown.cities).toEqual(match.state.cities);
  });

  it('other content is named by a hash of its JSON: the same content, whatever its key order, the same id', () => {
    const created = createMatch(quadCityKillers, { config: { players: 2, content: own }, seed: 'own' });
    if (!created.ok) throw new Error(created.error.message);
    const id = viewOf(created.match, 0).content;
    expect(id).toMatch(/^custom:[0-9a-f]{16}$/);
    const reordered = Object.fromEntries(Object.entries(own).reverse()) as unknown as QuadCityContent;
    expect(Object.keys(reordered)).not.toEqual(Object.keys(own));
    expect(contentIdFor(reordered)).toBe(id);
    expect(contentIdFor({ ...own, heatLevels: 7 })).not.toBe(id);
  });

  it('content equal to the stand-in (a copy read back from JSON) is the stand-in, with its fixed id', () => {
    const copy = JSON.parse(JSON.stringify(standInContent)) as QuadCityContent;
    const created = createMatch(quadCityKillers, { config: { players: 2, content: copy }, seed: 'copy' });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.match.config.content).toBe(standInContent);
    expect(viewOf(created.match, 1).content).toBe(STAND_IN_CONTENT_ID);
  });
});

describe('schemas.view', () => {
  it('accepts every view of random games, solo and multi-player, for every seat and the spectator', () => {
    for (const [seed, players] of [['v1', 1], ['v2', 2], ['v5', 5]] as const) {
      const { steps } = randomGame(seed, players, 4);
      for (const step of steps.filter((_, index) => index % 7 === 0)) {
        for (const viewer of [null, ...Array.from({ length: players }, (_, seat) => seat)]) {
          const shown = quadCityKillers.view(step.after.state, viewer);
          const parsed = viewSchema.safeParse(shown);
          expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
        }
      }
    }
    expect(quadCityKillers.schemas.view).toBe(viewSchema);
  });

  it('is exact: an unknown field, the content in full or a missing field is refused', () => {
    const shown = viewOf(start({ players: 2 }, 'exact'), 0);
    expect(viewSchema.safeParse({ ...shown, secret: 1 }).success).toBe(false);
    expect(viewSchema.safeParse({ ...shown, content: standInContent }).success).toBe(false);
    const { hand: _hand, ...withoutHand } = shown;
    expect(viewSchema.safeParse(withoutHand).success).toBe(false);
    expect(viewSchema.safeParse({ ...shown, seats: shown.seats.map((seat) => ({ ...seat, hand: [] })) }).success).toBe(false);
  });

  it('exports as JSON Schema (viewJsonSchema): content a string, every object closed', () => {
    const schema = viewJsonSchema(quadCityKillers) as { properties: Record<string, { type?: string }>; additionalProperties?: boolean; required: string[] };
    expect(schema.properties.content?.type).toBe('string');
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(expect.arrayContaining(['content', 'seats', 'cities', 'hand', 'outcome']));
  });
});

describe('the heuristic bot reads the content from the config', () => {
  it("plays a match on the owner's own content to the end (its input carries the match's config)", () => {
    const result = playout(quadCityKillers, { seed: 'own-content', config: { players: 3, content: own }, bots: [heuristicBot, heuristicBot, heuristicBot] });
    expect(result.ok ? result.outcome?.winners.length : -1).toBe(1);
  });
});
