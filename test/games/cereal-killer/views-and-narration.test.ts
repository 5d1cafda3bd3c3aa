/**
 * What an app developer needs of the game (issue "For the app developer"): views that name the city
 * by reference, a view schema for other languages, narration in the game's words with correct
 * plurals, setup events, and an event union whose `visibleTo` reads.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createMatch, deserializeMatch, serializeMatch, viewJsonSchema, type PlayerId } from '../../../src/core/index.js';
import { cerealKiller, standInCity, type CerealKillerEvent } from '../../../src/games/cereal-killer/index.js';
import { DETECTIVE, KILLER, cityOf, finish, house, place, play, playEvents, start, step, viewOf, walk } from './helpers.js';

describe('views carry the city by reference', () => {
  it('the stand-in city is one shared object, named cereal-killer/stand-in in every view, also after a save and load', () => {
    const match = start();
    expect(match.config.city).toBe(standInCity);
    for (const viewer of [KILLER, DETECTIVE, null]) expect(viewOf(match, viewer).content).toBe('cereal-killer/stand-in');
    expect(JSON.stringify(viewOf(match, DETECTIVE))).not.toContain('"squares"');
    const loaded = deserializeMatch(cerealKiller, serializeMatch(match));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.match.config.city).toBe(standInCity);
    expect(cerealKiller.view(loaded.match.state, DETECTIVE).content).toBe('cereal-killer/stand-in');
    // The same city given explicitly is the stand-in too.
    expect(start({ city: JSON.parse(JSON.stringify(standInCity)) as typeof standInCity }).config.city).toBe(standInCity);
  });

  it('another city is named by a hash of its squares: the same for the same city, another for another', () => {
    const tiny = cityOf('tiny', ['HS', 'SC']);
    const other = cityOf('other', ['HC', 'SS']);
    const id = viewOf(start({ city: tiny }), DETECTIVE).content;
    expect(id).toMatch(/^custom:[0-9a-f]{16}$/);
    expect(viewOf(start({ city: tiny }, 'again'), KILLER).content).toBe(id);
    expect(viewOf(start({ city: other }), DETECTIVE).content).not.toBe(id);
  });
});

describe('the view schema', () => {
  it('parses every view of a game, and exports as JSON Schema', () => {
    let match = start();
    match = play(match, house(5), ...walk(4, 3, 8), finish(), place(10));
    for (const viewer of [KILLER, DETECTIVE, null]) expect(cerealKiller.schemas.view?.safeParse(viewOf(match, viewer)).success).toBe(true);
    const schema = viewJsonSchema(cerealKiller);
    expect(schema.type).toBe('object');
    expect(Object.keys((schema as { properties: object }).properties)).toContain('content');
  });
});

describe('narration', () => {
  it("with the config, squares are named by what stands on them; without it, by number", () => {
    const config = start().config;
    expect(cerealKiller.describeAction({ type: 'step', player: KILLER, to: 4 }, config)).toBe('The Killer writes a step to park 4.');
    expect(cerealKiller.describeAction({ type: 'step', player: KILLER, to: 4 })).toBe('The Killer writes a step to square 4.');
    expect(cerealKiller.describeAction({ type: 'move', player: DETECTIVE, to: 7 }, config)).toBe('The Detective moves to the street at 7.');
    expect(cerealKiller.describeAction({ type: 'move', player: DETECTIVE, to: 6 }, config)).toBe('The Detective moves to subway entrance 6.');
  });

  it('counts in the right number: "1 attempt left", "3 attempts left", "1 step left"', () => {
    const missed = (arrestsLeft: number): string =>
      cerealKiller.describeEvent({ type: 'arrest-attempted', from: 10, caught: false, arrestsLeft });
    expect(missed(1)).toContain('(1 attempt left)');
    expect(missed(3)).toContain('(3 attempts left)');
    expect(cerealKiller.describeEvent({ type: 'detective-moved', from: 10, to: 9, cafeBonus: false, stepsLeft: 1 })).toContain('(1 step left)');
  });
});

describe('setup events', () => {
  it('createMatch returns who plays the Killer and who the Detective, for everyone', () => {
    for (const killer of [0, 1] as const) {
      const created = createMatch(cerealKiller, { seed: 'roles', config: { killer } });
      if (!created.ok) throw new Error(created.error.message);
      expect(created.events).toEqual([{ type: 'roles-dealt', killer, detective: 1 - killer }]);
      expect(cerealKiller.describeEvent(created.events[0] as CerealKillerEvent)).toBe(`Seat ${killer} plays the Killer and seat ${1 - killer} the Detective.`);
    }
  });
});

describe('event typing', () => {
  it('visibleTo reads on the whole event union: undefined for public events, the seats for private ones', () => {
    expectTypeOf<CerealKillerEvent['visibleTo']>().toEqualTypeOf<readonly PlayerId[] | undefined>();
    const { events } = playEvents(start(), house(5), step(4));
    const privateTo = events.filter((event) => event.visibleTo !== undefined).map((event) => [event.type, event.visibleTo]);
    expect(privateTo).toEqual([
      ['starting-house-chosen', [KILLER]],
      ['killer-stepped', [KILLER]],
    ]);
  });
});
