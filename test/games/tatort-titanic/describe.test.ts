/**
 * Every action and event has one English line (for logs, UIs and the demo); the match's config
 * names things in the game's words — the detectives, the rooms, the candidates, the event cards —
 * never by their ids, with correct plurals.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createMatch, type PlayerId } from '../../../src/core/index.js';
import { tatortTitanic, type TatortTitanicAction, type TatortTitanicConfig, type TatortTitanicEvent } from '../../../src/games/tatort-titanic/index.js';
import { describeAction, describeEvent, plural } from '../../../src/games/tatort-titanic/describe.js';
import { E, S, blank, card, circumstance, deck, eavesdrop, play, playEvents, position, question, rig, type TtMatch } from './helpers.js';
import { randomGame } from './model.js';

/** An id where a name exists: a space, a clue card, a circumstance or an event card by its number. */
const BARE_ID = /\b(space|spaces|clue card|card|cards|circumstance|event card|city) \d/i;

/** A config naming every seat's detective, so that lines can name them. */
function configOf(detectives?: readonly string[]): TatortTitanicConfig {
  return tatortTitanic.schemas.config.parse({ players: 3, ...(detectives === undefined ? {} : { detectives }) });
}

const named = configOf(['nicholls', 'robinson', 'toby']);

describe('describeAction and describeEvent', () => {
  it('describe every action and event of random games in one non-empty line, naming no space, card or circumstance by its id', () => {
    const seenTypes = new Set<string>();
    for (const seed of ['describe-1', 'describe-2']) {
      const { steps, final } = randomGame(seed, 5, 8);
      const config = final.config;
      for (const { action, events } of steps) {
        const line = tatortTitanic.describeAction(action, config);
        expect(line.trim()).not.toBe('');
        expect(line).not.toMatch(/undefined|NaN|\n/);
        expect(line).not.toMatch(BARE_ID);
        for (const event of events) {
          const text = tatortTitanic.describeEvent(event, config);
          expect(text.trim()).not.toBe('');
          expect(text).not.toMatch(/undefined|NaN|\n|\?/);
          expect(text).not.toMatch(BARE_ID);
          seenTypes.add(event.type);
        }
      }
    }
    expect(seenTypes.size).toBeGreaterThan(12);
  });

  it('reads like the table talk, seats the config leaves to the draw by number', () => {
    const config = configOf();
    expect(tatortTitanic.describeAction({ type: 'consult', player: 2, colour: 'weapon', prediction: 'even' }, config)).toBe('Seat 2 asks the Clairvoyant about a weapon card, predicting even.');
    expect(tatortTitanic.describeAction({ type: 'move', player: 1, to: S.library }, config)).toBe('Seat 1 moves to the Library.');
    expect(tatortTitanic.describeEvent({ type: 'radio-contact', seat: 0, weather: 4, roll: 3, success: false }, config)).toBe('Seat 0 rolls 3 against weather 4: only static.');
    expect(tatortTitanic.describeEvent({ type: 'die-rolled', seat: 1, purpose: 'movement', value: 5 }, config)).toBe('Seat 1 rolls a 5 for movement.');
    expect(tatortTitanic.describeEvent({ type: 'ship-moved', round: 2, time: '12 April, 12:30' }, config)).toBe('The Titanic sails on: round 2, 12 April, 12:30.');
    expect(tatortTitanic.describeEvent({ type: 'moved', seat: 1, from: S.library, to: S.library, name: 'Library' }, config)).toBe('Seat 1 steps out of the Library and back in.');
    expect(tatortTitanic.describeEvent({ type: 'moved', seat: 1, from: deck('C', 2), to: deck('C', 2), name: 'Deck C, 2' }, config)).toBe('Seat 1 steps off Deck C, 2 and back on.');
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
    expect(tatortTitanic.describeEvent({ type: 'game-ended', reason: 'wrong-solution', winners: [], solution, open: [3, 5, 3], qualified: [false, false, false] }, configOf())).toBe(
      'The game is over (a wrong solution): the solution is Lord Cedric Ashworth, Poisoned champagne, Blackmail, Boat Deck and 13 April, 21:00; nobody wins.',
    );
  });

  it('plurals: "1 space", "2 spaces"; "knows" for one seat, "know" for two; "wins" for one winner, "win" for two', () => {
    expect(plural(1, 'space')).toBe('1 space');
    expect(plural(0, 'space')).toBe('0 spaces');
    expect(tatortTitanic.describeEvent({ type: 'movement-rolled', seat: 0, points: 1 }, configOf())).toBe('Seat 0 may move up to 1 space.');
    expect(tatortTitanic.describeEvent({ type: 'movement-rolled', seat: 0, points: 7 }, named)).toBe('Bernhard Nicholls may move up to 7 spaces.');
    expect(tatortTitanic.describeEvent({ type: 'card-read', card: 0, visibleTo: [1] }, configOf())).toBe('Seat 1 now knows Lord Cedric Ashworth.');
    expect(tatortTitanic.describeEvent({ type: 'event-cards-shuffled', cards: 20 }, named)).toBe('The 20 event cards are shuffled and stacked face down.');
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

describe('no number where the game has a name', () => {
  it('a card given up, read, named in the solution or crossed off is named by what it shows, never by its id', () => {
    const lines = [
      describeAction({ type: 'give-card', player: 1, card: card('time', 1) }, named),
      describeAction({ type: 'give-card', player: 1, card: blank('motive') }, named),
      describeAction({ type: 'cross-off', player: 1, circumstance: circumstance('murderer', 4) }, named),
      describeEvent({ type: 'card-read', card: card('murderer', 5), visibleTo: [0] }, named),
      describeEvent({ type: 'crossed-off', seat: 2, circumstance: circumstance('weapon', 5), visibleTo: [2] }, named),
      describeEvent({ type: 'solution-named', seat: 0, named: [circumstance('murderer', 0), circumstance('weapon', 2), circumstance('motive', 4), circumstance('scene', 5), circumstance('time', 4)], correct: false }, named),
    ];
    expect(lines).toEqual([
      'Katherine Robinson gives up 12 April, 22:30.',
      'Katherine Robinson gives up a blank motive card.',
      'Katherine Robinson crosses Miss Evangeline Hart (murderer) off the investigation sheet.',
      'Bernhard Nicholls now knows Jonas Crane, the valet.',
      'William Toby crosses Fire poker (weapon) off the investigation sheet.',
      'Bernhard Nicholls names Lord Cedric Ashworth (murderer), Letter opener (weapon), Stolen jewels (motive), Grand Staircase (scene) and 13 April, 21:00 (time): wrong.',
    ]);
    for (const line of lines) expect(line).not.toMatch(BARE_ID);
  });

  it('places are named: a move, a pawn sent, a clue card taken, a rumour', () => {
    expect(describeEvent({ type: 'pawn-sent', seat: 0, from: S.bar, to: S.bridge, name: 'Bridge' }, named)).toBe('Bernhard Nicholls goes to the Bridge.');
    expect(describeEvent({ type: 'rumour-heard', seat: 2, space: S.radioRoom, colour: 'motive' }, named)).toBe('William Toby hears a rumour about a motive card in the Radio Room.');
    expect(describeEvent({ type: 'clue-taken', seat: 0, space: S.cabinB38, colour: 'scene' }, named)).toBe('Bernhard Nicholls takes a scene clue card from Cabin B-38.');
    expect(describeAction({ type: 'move', player: 2, to: S.foreStairsAB }, named)).not.toMatch(BARE_ID);
  });

  it('event cards are named: the weather card turned up, and the bonus cards a questioning spends', () => {
    expect(describeEvent({ type: 'weather-changed', card: E.weather4, weather: 4 }, named)).toBe('The weather card "Fog Banks" lies face up: the weather is now 4.');
    expect(describeEvent({ type: 'weather-changed', card: null, weather: null }, named)).toBe('The weather card goes back under the stack: the weather is no longer fixed.');
    expect(describeEvent({ type: 'questioned', seat: 0, target: 1, roll: 1, bonus: 3, bonusCards: [E.letter], success: true }, named)).toBe(
      'Bernhard Nicholls questions Katherine Robinson: 1 + 3 ("The Captain\'s Letter" +3) — an answer.',
    );
    expect(describeEvent({ type: 'questioned', seat: 0, target: 1, roll: 2, bonus: 1, bonusCards: [], success: false }, named)).toBe('Bernhard Nicholls questions Katherine Robinson: 2 + 1 (Authority +1) — no answer.');
    expect(describeEvent({ type: 'questioned', seat: 0, target: 1, roll: 3, bonus: 0, bonusCards: [], success: false }, named)).toBe('Bernhard Nicholls questions Katherine Robinson: 3 — no answer.');
  });

  it('a questioning with Authority and both bonus cards, played: every source of the bonus named', () => {
    const match: TtMatch = position({ players: 3, seats: [{ space: S.bar, ability: 'authority', bonuses: [E.bribe, E.letter] }, { space: S.bar, hand: [card('weapon', 2)] }, {}], phase: 'action' });
    const { events } = playEvents(rig(match, [2]), question(0, 1));
    const line = events.filter((event) => event.type === 'questioned').map((event) => describeEvent(event, match.config));
    expect(line).toEqual(['Seat 0 questions seat 1: 2 + 6 (Authority +1, "A Bribed Steward" +2, "The Captain\'s Letter" +3) — an answer.']);
  });

  it('an eavesdropping, played and told in the game\'s words', () => {
    const match = position({ players: 3, seats: [{ space: deck('A', 6) }, { space: S.library }, {}], board: { [S.library]: [card('weapon', 3)] } });
    const taken = play(rig(match, [2]), { type: 'roll', player: 0 }, { type: 'move', player: 0, to: S.library }, { type: 'take-clue', player: 0, colour: 'weapon' });
    const { events } = playEvents(rig(taken, [2]), eavesdrop(1));
    const lines = events.map((event) => describeEvent(event, named));
    expect(lines).toContain('Katherine Robinson takes over Bernhard Nicholls\'s weapon card.');
    expect(lines).toContain('Katherine Robinson and Bernhard Nicholls now know Silk scarf.');
    for (const line of lines) expect(line).not.toMatch(BARE_ID);
  });
});

describe('the config is required', () => {
  it('by the type of the game\'s describe functions', () => {
    expectTypeOf(describeAction).parameter(1).toEqualTypeOf<TatortTitanicConfig>();
    expectTypeOf(describeEvent).parameter(1).toEqualTypeOf<TatortTitanicConfig>();
  });

  it('a caller outside TypeScript that leaves it out gets the default config\'s names, never ids', () => {
    const untypedAction = describeAction as (action: TatortTitanicAction, config?: TatortTitanicConfig) => string;
    const untypedEvent = describeEvent as (event: TatortTitanicEvent, config?: TatortTitanicConfig) => string;
    expect(untypedAction({ type: 'move', player: 1, to: S.library })).toBe('Seat 1 moves to the Library.');
    expect(untypedEvent({ type: 'card-read', card: card('weapon', 0), visibleTo: [1] })).toBe('Seat 1 now knows Revolver.');
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
