/**
 * Every action and event has one English line (for logs, UIs and the demo); given the match's
 * config, the line names things in the game's words — the detectives, the rooms, the candidates,
 * the event cards — with correct plurals.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createMatch, type PlayerId } from '../../../src/core/index.js';
import { tatortTitanic, type TatortTitanicConfig, type TatortTitanicEvent } from '../../../src/games/tatort-titanic/index.js';
import { plural } from '../../../src/games/tatort-titanic/describe.js';
import { S, card, circumstance, deck } from './helpers.js';
import { randomGame } from './model.js';

/** A config naming every seat's detective, so that lines can name them. */
function configOf(detectives?: readonly string[]): TatortTitanicConfig {
  return tatortTitanic.schemas.config.parse({ players: 3, ...(detectives === undefined ? {} : { detectives }) });
}

const named = configOf(['nicholls', 'robinson', 'toby']);

describe('describeAction and describeEvent', () => {
  it('describe every action and event of random games in one non-empty line, with and without the config', () => {
    const seenTypes = new Set<string>();
    for (const seed of ['describe-1', 'describe-2']) {
      const { steps, final } = randomGame(seed, 5, 8);
      const config = final.config;
      for (const { action, events } of steps) {
        for (const line of [tatortTitanic.describeAction(action), tatortTitanic.describeAction(action, config)]) {
          expect(line.trim()).not.toBe('');
          expect(line).not.toMatch(/undefined|NaN|\n/);
        }
        for (const event of events) {
          for (const text of [tatortTitanic.describeEvent(event), tatortTitanic.describeEvent(event, config)]) {
            expect(text.trim()).not.toBe('');
            expect(text).not.toMatch(/undefined|NaN|\n|\?/);
          }
          seenTypes.add(event.type);
        }
      }
    }
    expect(seenTypes.size).toBeGreaterThan(12);
  });

  it('reads like the table talk by number', () => {
    expect(tatortTitanic.describeAction({ type: 'consult', player: 2, colour: 'weapon', prediction: 'even' })).toBe('Seat 2 asks the Clairvoyant about a weapon card, predicting even.');
    expect(tatortTitanic.describeAction({ type: 'move', player: 1, to: S.library })).toBe(`Seat 1 moves to space ${S.library}.`);
    expect(tatortTitanic.describeEvent({ type: 'radio-contact', seat: 0, weather: 4, roll: 3, success: false })).toBe('Seat 0 rolls 3 against weather 4: only static.');
    expect(tatortTitanic.describeEvent({ type: 'die-rolled', seat: 1, purpose: 'movement', value: 5 })).toBe('Seat 1 rolls a 5 for movement.');
    expect(tatortTitanic.describeEvent({ type: 'ship-moved', round: 2, time: '12 April, 12:30' })).toBe('The Titanic sails on: round 2, 12 April, 12:30.');
    expect(tatortTitanic.describeEvent({ type: 'moved', seat: 1, from: S.library, to: S.library, name: 'Library' })).toBe(`Seat 1 steps off space ${S.library} and back on.`);
  });

  it('with the config: the detectives the config names, the rooms, the candidates and the sheet in the game\'s words', () => {
    expect(tatortTitanic.describeAction({ type: 'move', player: 1, to: S.library }, named)).toBe('Katherine Robinson moves to the Library.');
    expect(tatortTitanic.describeAction({ type: 'move', player: 0, to: deck('B', 4) }, named)).toBe('Bernhard Nicholls moves to Deck B, 4.');
    expect(tatortTitanic.describeAction({ type: 'move', player: 0, to: S.clairvoyant }, named)).toBe("Bernhard Nicholls moves to Madame Blavansky's cabin (the Clairvoyant).");
    expect(tatortTitanic.describeAction({ type: 'question', player: 2, target: 0 }, named)).toBe('William Toby questions Bernhard Nicholls.');
    expect(tatortTitanic.describeAction({ type: 'give-card', player: 2, card: card('weapon', 0) }, named)).toBe('William Toby gives up Revolver.');
    expect(tatortTitanic.describeAction({ type: 'cross-off', player: 0, circumstance: circumstance('motive', 2) }, named)).toBe('Bernhard Nicholls crosses Blackmail (motive) off the investigation sheet.');
    expect(tatortTitanic.describeEvent({ type: 'card-read', card: card('scene', 3), visibleTo: [0, 2] }, named)).toBe('Bernhard Nicholls and William Toby now know Boat Deck.');
    expect(tatortTitanic.describeEvent({ type: 'card-read', card: 13, visibleTo: [1] }, named)).toBe('Katherine Robinson now knows a blank weapon card.');
    expect(tatortTitanic.describeEvent({ type: 'clue-taken', seat: 1, space: S.bar, colour: 'time' }, named)).toBe('Katherine Robinson takes a time clue card from the Bar.');
    // Ruling 5: out of its space and back in, with 2 points or more.
    expect(tatortTitanic.describeEvent({ type: 'moved', seat: 1, from: S.library, to: S.library, name: 'Library' }, named)).toBe('Katherine Robinson steps out of the Library and back in.');
    expect(tatortTitanic.describeEvent({ type: 'moved', seat: 0, from: deck('B', 4), to: deck('B', 4), name: 'Deck B, 4' }, named)).toBe('Bernhard Nicholls steps off Deck B, 4 and back on.');
    expect(tatortTitanic.describeEvent({ type: 'moved', seat: 0, from: deck('A', 7), to: S.library, name: 'Library' }, named)).toBe('Bernhard Nicholls moves to the Library.');
    // Seats the config leaves to the draw are named by number.
    expect(tatortTitanic.describeEvent({ type: 'turn-began', seat: 1, round: 3 }, configOf())).toBe("Round 3: seat 1's turn.");
    const solution = [card('murderer', 0), card('weapon', 1), card('motive', 2), card('scene', 3), card('time', 4)];
    expect(
      tatortTitanic.describeEvent({ type: 'game-ended', reason: 'time-ran-out', winners: [0, 2], solution, open: [3, 5, 3], qualified: [true, false, true] }, named),
    ).toBe('The game is over (the Titanic meets the iceberg): the solution is Lord Cedric Ashworth, Poisoned champagne, Blackmail, Boat Deck and 13 April, 21:00; Bernhard Nicholls and William Toby win.');
    expect(tatortTitanic.describeEvent({ type: 'game-ended', reason: 'wrong-solution', winners: [], solution, open: [3, 5, 3], qualified: [false, false, false] })).toBe(
      'The game is over (a wrong solution): the solution is clue card 0, clue card 8, clue card 16, clue card 24 and clue card 32; nobody wins.',
    );
  });

  it('plurals: "1 space", "2 spaces"; "knows" for one seat, "know" for two; "wins" for one winner, "win" for two', () => {
    expect(plural(1, 'space')).toBe('1 space');
    expect(plural(0, 'space')).toBe('0 spaces');
    expect(tatortTitanic.describeEvent({ type: 'movement-rolled', seat: 0, points: 1 })).toBe('Seat 0 may move up to 1 space.');
    expect(tatortTitanic.describeEvent({ type: 'movement-rolled', seat: 0, points: 7 }, named)).toBe('Bernhard Nicholls may move up to 7 spaces.');
    expect(tatortTitanic.describeEvent({ type: 'card-read', card: 0, visibleTo: [1] })).toBe('Seat 1 now knows clue card 0.');
    expect(tatortTitanic.describeEvent({ type: 'event-cards-shuffled', cards: 20 })).toBe('The 20 event cards are shuffled and stacked face down.');
    expect(tatortTitanic.describeEvent({ type: 'game-ended', reason: 'case-solved', winners: [1], solution: [0, 7, 14, 21, 28], open: [9, 0, 9], qualified: [true, true, true] }, named)).toMatch(/Katherine Robinson wins\.$/);
  });

  it('tells the setup: the layout, the detectives, the abilities rolled, who begins', () => {
    const created = createMatch(tatortTitanic, { seed: 'describe-setup', config: { players: 3, detectives: ['nicholls', 'robinson', 'toby'] } });
    if (!created.ok) throw new Error(created.error.message);
    const lines = created.events.map((event) => tatortTitanic.describeEvent(event, created.match.config));
    expect(lines[0]).toBe('The 20 event cards are shuffled and stacked face down.');
    expect(lines[1]).toBe('5 clue cards set aside face down as the solution; 30 clue cards laid out face down on the ship.');
    expect(lines[2]).toBe('The detectives: seat 0 plays Bernhard Nicholls, seat 1 plays Katherine Robinson and seat 2 plays William Toby.');
    expect(lines[3]).toMatch(/^Special abilities rolled: Bernhard Nicholls rolls a \d: [A-Z][a-z -]+, Katherine Robinson rolls a \d: [A-Z][a-z -]+ and William Toby rolls a \d: [A-Z][a-z -]+\.$/);
    expect(lines[4]).toMatch(/(Bernhard Nicholls|Katherine Robinson|William Toby) begins\.$/);
  });
});

describe('event typing', () => {
  it('every event of the union has visibleTo: a list of seats on a private one, undefined on a public one', () => {
    expectTypeOf<TatortTitanicEvent['visibleTo']>().toEqualTypeOf<readonly PlayerId[] | undefined>();
    expectTypeOf<Extract<TatortTitanicEvent, { type: 'card-read' }>['visibleTo']>().toEqualTypeOf<readonly PlayerId[]>();
    expectTypeOf<Extract<TatortTitanicEvent, { type: 'moved' }>['visibleTo']>().toEqualTypeOf<undefined>();
    const event = { type: 'turn-ended', seat: 0 } as TatortTitanicEvent;
    expect(event.visibleTo).toBeUndefined();
  });
});
