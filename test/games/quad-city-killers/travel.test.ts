/**
 * 2. Travel: "between cities using a dice roll. A non-zero (1+) roll lets you Travel to any city in
 * your current state. A roll of 2 or greater (2+) lets you Travel to any city across the river."
 * Tips & Tricks: "You do not need to announce where you are Traveling to before rolling the dice."
 * "Remember: Use all 3 dice for any dice roll!" Ruling 13.
 */
import { describe, expect, it } from 'vitest';
import {
  BETTENDORF,
  DAVENPORT,
  MOLINE,
  ROCK_ISLAND,
  eventsOf,
  legal,
  play,
  position,
  refusal,
  rigged,
  travel,
  travelTo,
  type QuadCityKillersEvent,
} from './helpers.js';

const rollOf = (events: readonly QuadCityKillersEvent[]): number => eventsOf(events, 'travel-rolled')[0]?.total ?? -1;

describe('2. Travel', () => {
  it('rolls all three dice first — no destination is named before the roll', () => {
    const match = position({});
    const { events } = rigged(match, [travel(0)], (rolled) => rollOf(rolled) >= 0);
    const rolled = eventsOf(events, 'travel-rolled')[0];
    expect(rolled?.dice).toHaveLength(3);
    expect(rolled?.total).toBe(rolled?.dice.reduce((a, b) => a + b, 0));
  });

  it('a roll of 0 lets you Travel nowhere; the Action is spent', () => {
    const { match: after, events } = rigged(position({}), [travel(0)], (rolled) => rollOf(rolled) === 0);
    expect(eventsOf(events, 'travel-rolled')[0]?.reach).toBe('none');
    expect(after.state.pending).toBeNull();
    expect(after.state.seats[0]?.city).toBe(DAVENPORT);
    expect(after.state.turn.actionsLeft).toBe(2);
  });

  it('"A non-zero (1+) roll lets you Travel to any city in your current state" — and, ruling 13, to stay', () => {
    const { match: choosing } = rigged(position({}), [travel(0)], (rolled) => rollOf(rolled) === 1);
    expect(choosing.state.pending).toEqual({ kind: 'travel', seat: 0, reach: 'state', cause: 'roll' });
    expect(legal(choosing)).toEqual([travelTo(0, DAVENPORT), travelTo(0, BETTENDORF)]);
    expect(refusal(choosing, travelTo(0, ROCK_ISLAND)).message).toMatch(/^2\. Travel: the roll was 1 — "A non-zero \(1\+\) roll lets you Travel to any city in your current state" \(or stay\); Rock Island is across the river/);
    const after = play(choosing, travelTo(0, BETTENDORF));
    expect(after.state.seats[0]?.city).toBe(BETTENDORF);
  });

  it('"A roll of 2 or greater (2+) lets you Travel to any city across the river" (2+ is also 1+: your own state too)', () => {
    const { match: choosing } = rigged(position({}), [travel(0)], (rolled) => rollOf(rolled) >= 2);
    expect(legal(choosing)).toEqual([travelTo(0, DAVENPORT), travelTo(0, BETTENDORF), travelTo(0, ROCK_ISLAND), travelTo(0, MOLINE)]);
    const after = play(choosing, travelTo(0, MOLINE));
    expect(after.state.seats[0]?.city).toBe(MOLINE);
  });

  it('travel-to without a roll is the solo rule, refused in a multi-player game', () => {
    expect(refusal(position({}), travelTo(0, BETTENDORF)).message).toMatch(/^2\. Travel: "between cities using a dice roll" — roll first/);
  });
});
