/**
 * Hidden information (docs "Hidden information"): what each view shows, which events carry
 * `visibleTo`, and `resample` — it keeps everything the viewer can see and redraws, per colour, the
 * faces it has not seen over the places holding them (the solution slot included, never with the
 * blank), uniformly, with other seats' knowledge carried along; and the shuffled part of the event
 * stack.
 */
import { describe, expect, it } from 'vitest';
import { isNothingFrozen } from '../../../src/core/clone.js';
import { createMatch, createRng, eventsFor, viewJsonSchema } from '../../../src/core/index.js';
import { COLOURS, STAND_IN_CONTENT_ID, colourOfCard, contentId, isBlank, standInContent, type TatortTitanicState } from '../../../src/games/tatort-titanic/index.js';
import { E, S, blank, card, circumstance, play, position, rig, roll, solve, start, tatortTitanic, viewOf } from './helpers.js';
import { randomGame } from './model.js';

describe('views', () => {
  it('a seat sees its own faces and sheet; the colours of everything; never another seat\'s faces or sheet, the solution or the shuffled event order', () => {
    const match = position({ seats: [{ hand: [card('weapon', 1)], seen: [card('time', 2)], entries: [circumstance('scene', 0)] }, { hand: [card('motive', 3)] }] });
    const mine = viewOf(match, 0);
    expect(mine.hand).toEqual([card('weapon', 1)]);
    expect(mine.seen).toEqual([card('weapon', 1), card('time', 2)]);
    expect(mine.sheet?.entries).toEqual([circumstance('scene', 0)]);
    expect(mine.detectives[1]?.cards).toEqual(['motive']);
    expect(JSON.stringify(mine)).not.toContain('"solution"');
    expect(mine.revealed).toBeNull();
    expect(mine.eventDeck).toEqual({ size: 20, unknown: 20, underneath: [] });
    const spectator = viewOf(match, null);
    expect([spectator.hand, spectator.seen, spectator.sheet]).toEqual([null, null, null]);
  });

  it('once the game is over, everything is turned up: the solution, every hand and sheet, the board and the stack', () => {
    const knows = COLOURS.flatMap((colour) => [0, 1, 2, 3, 4].map((k) => card(colour, k)));
    const over = play(position({ seats: [{ seen: knows }, { hand: [blank('time')] }] }), solve(0));
    const revealed = viewOf(over, null).revealed;
    expect(revealed?.solution).toEqual(over.state.solution);
    expect(revealed?.hands[1]).toEqual([blank('time')]);
    expect(revealed?.sheets[0]).toHaveLength(25);
    expect(revealed?.eventDeck).toEqual(over.state.eventDeck);
    expect(tatortTitanic.resample(over.state, 1, createRng('end'))).toBe(over.state);
  });

  it('events that show a face carry visibleTo; the rest are public', () => {
    for (const { events } of randomGame('events', 4, 6).steps) {
      for (const event of events) {
        if (event.type === 'card-read' || event.type === 'crossed-off') expect(event.visibleTo).toBeDefined();
        else expect('visibleTo' in event).toBe(false);
      }
      for (const event of eventsFor(events, null)) expect(JSON.stringify(event)).not.toMatch(/"card":\d+,"visibleTo"/);
    }
  });
});

describe('views carry the content by reference', () => {
  it('the view names the stand-in content by its id and copies none of it; the config (public) holds it', () => {
    const match = start({ players: 4 }, 'by-reference');
    for (const viewer of [null, 0, 3]) {
      const seen = viewOf(match, viewer);
      expect(seen.content).toBe(STAND_IN_CONTENT_ID);
      const text = JSON.stringify(seen);
      for (const words of ['Madame Blavansky', 'Revolver', 'Fog Banks', 'Deck A, 1']) expect(text).not.toContain(words);
      // The ~7 KB of static content stay in the config; a view is a fraction of that.
      expect(text.length).toBeLessThan(JSON.stringify(standInContent).length / 2);
    }
    expect(match.config.content).toBe(standInContent);
    // A view is a function of the state's data: a JSON copy of the state (its content a copy) shows the same.
    const copy = JSON.parse(JSON.stringify(match.state)) as typeof match.state;
    expect(tatortTitanic.view(copy, 1)).toEqual(viewOf(match, 1));
  });

  it('other content is named by a hash of its JSON: the same content, the same id, whatever its key order', () => {
    const renamed = { ...JSON.parse(JSON.stringify(standInContent)), name: 'my own board' };
    const created = createMatch(tatortTitanic, { seed: 'custom', config: { content: renamed } });
    if (!created.ok) throw new Error(created.error.message);
    const id = viewOf(created.match, 0).content;
    expect(id).toMatch(/^custom:[0-9a-f]{16}$/);
    const reordered = Object.fromEntries(Object.entries(renamed).reverse());
    expect(contentId(reordered as unknown as typeof standInContent)).toBe(id);
    expect(contentId(standInContent)).toBe(STAND_IN_CONTENT_ID);
  });

  it('schemas.view accepts every view of random games, refuses an extra field or embedded content, and has a JSON Schema', () => {
    const schema = tatortTitanic.schemas.view;
    if (schema === undefined) throw new Error('schemas.view is missing');
    for (const { after } of randomGame('view-schema', 3, 3).steps.slice(0, 120)) {
      for (const viewer of [null, 0, 1, 2]) expect(schema.safeParse(viewOf(after, viewer)).success).toBe(true);
    }
    const over = play(position({ seats: [{ seen: COLOURS.flatMap((colour) => [0, 1, 2, 3, 4].map((k) => card(colour, k))) }] }), solve(0));
    expect(schema.safeParse(viewOf(over, 1)).success).toBe(true);
    const shown = viewOf(position({}), 0);
    expect(schema.safeParse({ ...shown, extra: 1 }).success).toBe(false);
    expect(schema.safeParse({ ...shown, content: standInContent }).success).toBe(false);
    const json = viewJsonSchema(tatortTitanic);
    expect(json.type).toBe('object');
    expect(JSON.stringify(json)).toContain('"content"');
  });
});

describe('resample', () => {
  it('refuses viewers that are not seats with a RangeError; a spectator (null) is fine', () => {
    const { state } = position({});
    for (const viewer of [-1, 4, 0.5, Number.NaN]) expect(() => tatortTitanic.resample(state, viewer, createRng('x'))).toThrow(RangeError);
    expect(() => tatortTitanic.resample(state, '0' as unknown as number, createRng('x'))).toThrow(RangeError);
    expect(() => tatortTitanic.resample(state, null, createRng('x'))).not.toThrow();
  });

  it('along random games: each seat\'s view is kept, its seen faces stay where they are, and every world is a valid state', () => {
    const rng = createRng('worlds');
    for (const { after } of randomGame('resample', 5, 4).steps) {
      for (const viewer of [null, 0, 1, 2, 3, 4]) {
        const world = tatortTitanic.resample(after.state, viewer, rng);
        expect(tatortTitanic.schemas.state.safeParse(world).success).toBe(true);
        expect(JSON.stringify(tatortTitanic.view(world, viewer))).toBe(JSON.stringify(tatortTitanic.view(after.state, viewer)));
        if (viewer !== null) expect(tatortTitanic.legalActions(world, viewer)).toEqual(tatortTitanic.legalActions(after.state, viewer));
      }
    }
  });

  it('for a spectator the solution is redrawn — never a blank, each colour\'s candidates all possible', () => {
    const { state } = position({});
    const drawn = COLOURS.map(() => new Set<number>());
    const rng = createRng('spectator');
    for (let draw = 0; draw < 300; draw++) {
      const world = tatortTitanic.resample(state, null, rng);
      world.solution.forEach((answer, colour) => {
        expect(isBlank(answer)).toBe(false);
        expect(colourOfCard(answer)).toBe(COLOURS[colour]);
        drawn[colour]?.add(answer);
      });
    }
    for (const answers of drawn) expect(answers.size).toBe(6);
  });

  it('uniformly: with three unseen time cards (one the blank), the four worlds come up equally often', () => {
    // Seat 0 has seen every time card but time 0, time 5 (the solution) and the blank; time 0 is in seat 1's hand, the blank on the board.
    const seen = [1, 2, 3, 4].map((k) => card('time', k));
    const match = position({ seats: [{ seen }, { hand: [card('time', 0)] }], board: { [S.library]: [blank('time')] } });
    const counts = new Map<string, number>();
    const rng = createRng('uniform');
    for (let draw = 0; draw < 4000; draw++) {
      const world = tatortTitanic.resample(match.state, 0, rng);
      const key = `${world.solution[4]}/${world.detectives[1]?.hand.join()}/${world.board[S.library]?.join()}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([
      `${card('time', 0)}/${blank('time')}/${card('time', 5)}`,
      `${card('time', 0)}/${card('time', 5)}/${blank('time')}`,
      `${card('time', 5)}/${blank('time')}/${card('time', 0)}`,
      `${card('time', 5)}/${card('time', 0)}/${blank('time')}`,
    ].sort());
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(120);
  });

  it('other seats\' knowledge follows the faces: a seat that read the card now in its hand has read whatever face is there', () => {
    const match = position({ seats: [{}, { hand: [card('weapon', 0)], seen: [card('weapon', 1)], entries: [circumstance('weapon', 2)] }] });
    const rng = createRng('follow');
    for (let draw = 0; draw < 100; draw++) {
      const world = tatortTitanic.resample(match.state, 0, rng);
      const other = world.detectives[1];
      expect(other?.hand.every((held) => other.seen.includes(held))).toBe(true);
      expect(other?.seen).toHaveLength(2);
      expect(other?.entries).toHaveLength(1);
      for (const answer of world.solution) expect(other?.seen).not.toContain(answer);
    }
  });

  it('the event stack: the shuffled part is shuffled again; the cards put back in the open stay in place', () => {
    const match = play(rig(position({ eventTop: [E.seasick] }), [1]), roll(0));
    const orders = new Set<string>();
    const rng = createRng('stack');
    for (let draw = 0; draw < 50; draw++) {
      const world = tatortTitanic.resample(match.state, 2, rng);
      expect(world.eventDeck.at(-1)).toBe(E.seasick);
      orders.add(world.eventDeck.join());
    }
    expect(orders.size).toBeGreaterThan(40);
  });

  it('never changes or freezes a state built from plain JSON', () => {
    const json = JSON.stringify(position({ seats: [{ hand: [card('weapon', 1)] }] }).state);
    for (const viewer of [0, 1, null]) {
      const own = JSON.parse(json) as TatortTitanicState;
      const world = tatortTitanic.resample(own, viewer, createRng('pure'));
      expect(JSON.stringify(own)).toBe(json);
      // Deeply: the world shares what it does not redraw (the viewer's detective, the config) with the given state.
      expect(isNothingFrozen(own)).toBe(true);
      expect(world.config).toBe(own.config);
    }
  });
});
