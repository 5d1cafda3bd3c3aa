/** Every action and event has one English line (for logs, UIs and the demo). */
import { describe, expect, it } from 'vitest';
import { tatortTitanic } from '../../../src/games/tatort-titanic/index.js';
import { randomGame } from './model.js';

describe('describeAction and describeEvent', () => {
  it('describe every action and event of random games in one non-empty line', () => {
    const seenTypes = new Set<string>();
    for (const seed of ['describe-1', 'describe-2']) {
      for (const { action, events } of randomGame(seed, 5, 8).steps) {
        const line = tatortTitanic.describeAction(action);
        expect(line.trim()).not.toBe('');
        expect(line).not.toContain('\n');
        for (const event of events) {
          const text = tatortTitanic.describeEvent(event);
          expect(text.trim()).not.toBe('');
          expect(text).not.toMatch(/undefined|NaN|\n/);
          seenTypes.add(event.type);
        }
      }
    }
    expect(seenTypes.size).toBeGreaterThan(12);
  });

  it('reads like the table talk', () => {
    expect(tatortTitanic.describeAction({ type: 'consult', player: 2, colour: 'weapon', prediction: 'even' })).toBe('Seat 2 asks the Clairvoyant about a weapon card, predicting even.');
    expect(tatortTitanic.describeEvent({ type: 'radio-contact', seat: 0, weather: 4, roll: 3, success: false })).toBe('Seat 0 rolls 3 against weather 4: only static.');
    expect(tatortTitanic.describeEvent({ type: 'die-rolled', seat: 1, purpose: 'movement', value: 5 })).toBe('Seat 1 rolls a 5 for movement.');
    expect(tatortTitanic.describeEvent({ type: 'ship-moved', round: 2, time: '12 April, 12:30' })).toBe('The Titanic sails on: round 2, 12 April, 12:30.');
  });
});
