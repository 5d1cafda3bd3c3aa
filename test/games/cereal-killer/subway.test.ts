/**
 * The Detective › Subway: "Both players can use it. Enter at one subway entrance and exit through the
 * other (1 step each: entering and exiting). You may end your turn in the subway. (Example: 3 steps
 * to get from point A to point B.)" Ruling 4. Entrances: squares 6 and 20; the tunnel is written as
 * the negated entrance the figure went down through.
 */
import { describe, expect, it } from 'vitest';
import {
  DETECTIVE,
  claim,
  endTurn,
  finish,
  house,
  killerAt,
  legalSteps,
  move,
  moves,
  place,
  play,
  refusal,
  start,
  step,
  viewOf,
  walk,
} from './helpers.js';

describe('Subway for the Killer', () => {
  it('"Enter at one subway entrance and exit through the other (1 step each)": 11 - 6 - tunnel - 20', () => {
    const match = play(start(), house(11), ...walk(6, -6, 20), finish());
    expect(match.state.killer.trail).toEqual([11, 6, -6, 20]);
    expect(match.state.phase).toBe('detective');
  });

  it('ruling 4: square 7 → entrance 6 → tunnel → entrance 20 is the example\'s "3 steps to get from point A to point B"', () => {
    // Day 1 ends on street 7 (8 - 13 - 12 - 7); day 2 crosses the city in one move.
    const day2 = play(start(), house(8), claim(), ...walk(13, 12, 7), finish(), place(10), endTurn());
    expect(killerAt(day2)).toBe(7);
    const match = play(day2, ...walk(6, -6, 20), finish());
    expect(match.state.killer.trail.slice(-4)).toEqual([7, 6, -6, 20]);
    expect(match.state.phase).toBe('detective');
  });

  it('an entrance leads into the tunnel; from the tunnel the only steps are the two entrances', () => {
    const atEntrance = play(start(), house(1), step(6));
    expect(legalSteps(atEntrance)).toEqual([-6, 1, 7, 11]);
    const inTunnel = play(atEntrance, step(-6));
    expect(legalSteps(inTunnel)).toEqual([6, 20]);
    for (const nowhere of [-6, -20, 1, 15, 25]) {
      const error = refusal(inTunnel, step(nowhere));
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.message).toMatch(/Basic Concepts/);
    }
  });

  it('only an entrance leads into the tunnel, and only its own side: 7 → tunnel and 6 → tunnel-at-20 are refused', () => {
    expect(refusal(play(start(), house(8), step(7)), step(-6)).code).toBe('ILLEGAL_ACTION');
    expect(refusal(play(start(), house(1), step(6)), step(-20)).code).toBe('ILLEGAL_ACTION');
  });

  it('"You may end your turn in the subway": 8 - 7 - 6 - tunnel', () => {
    const match = play(start(), house(8), claim(), ...walk(7, 6, -6), finish());
    expect(killerAt(match)).toBe(-6);
    expect(match.state.phase).toBe('detective');
  });

  it('the next day starts in the tunnel and leaves through either entrance', () => {
    const day2 = play(start(), house(8), claim(), ...walk(7, 6, -6), finish(), place(16), endTurn());
    expect(legalSteps(day2)).toEqual([6, 20]);
    expect(play(day2, ...walk(20, 15), claim(), step(10)).state.killer.trail.slice(-4)).toEqual([-6, 20, 15, 10]);
  });

  it('ruling 5 underground: a Killer whose day starts in the tunnel with the Detective leaves it, and cannot go back down', () => {
    // Day 1 ends in the tunnel (entered at 6); the Detective goes down at 6 too.
    const day2 = play(start(), house(8), claim(), ...walk(7, 6, -6), finish(), place(16), ...moves(11, 6, -6), endTurn());
    expect(day2.state.detective.at).toBe(-6);
    expect(legalSteps(day2)).toEqual([6, 20]);
    const out = play(day2, step(20));
    // Back down through the other entrance is still the Detective's place.
    expect(refusal(out, step(-20)).message).toMatch(/where the Detective is/);
  });

  it('ruling 4: leaving by the entrance one came in through is going back over the same squares: 6 - tunnel - 6', () => {
    const match = play(start(), house(1), ...walk(6, -6, 6));
    expect(match.state.killer.trail).toEqual([1, 6, -6, 6]);
  });
});

describe('Subway: "Both players can use it" — the Detective', () => {
  const placed = () => play(start(), house(1), claim(), ...walk(2, 3, 4), finish(), place(16));

  it('café 16 → 11 → 6 → tunnel, and out through entrance 20 the next day', () => {
    const down = play(placed(), ...moves(11, 6, -6));
    expect(down.state.detective.at).toBe(-6);
    expect(viewOf(down, DETECTIVE).detective.at).toBe(-6);
    const day2 = play(down, endTurn(), ...walk(5, 10, 9), finish());
    expect(legalSteps(day2, DETECTIVE)).toEqual([6, 20]);
    const out = play(day2, ...moves(20, 15));
    expect(out.state.detective.at).toBe(15);
    expect(out.state.detective.stepsLeft).toBe(1);
  });

  it('the tunnel costs one step in and one step out, like any square', () => {
    const match = play(placed(), ...moves(11, 6));
    expect(match.state.detective.stepsLeft).toBe(1);
    const down = play(match, move(-6));
    expect(down.state.detective.stepsLeft).toBe(0);
    expect(refusal(down, move(20)).code).toBe('ILLEGAL_ACTION');
  });

  it('"Both players can use it": a Detective on an entrance is offered the tunnel by legalActions', () => {
    // Mutation sampling found this hole: a legal list that dropped negative spots went unnoticed.
    const onEntrance = play(placed(), ...moves(11, 6));
    // Square 6's neighbours are 1, 7 and 11; the tunnel is written -6.
    expect(legalSteps(onEntrance, DETECTIVE)).toEqual([-6, 1, 7, 11]);
  });

  it('the Detective cannot enter the tunnel from a square that is not an entrance', () => {
    expect(refusal(play(placed(), move(11)), move(-6)).code).toBe('ILLEGAL_ACTION');
  });
});
