/**
 * Course of Play: "Each detective may make one move per game round. … Play then continues
 * clockwise. … When all detectives have completed their turns, the ship is moved one space further
 * along the round tracker on the edge of the board. Game length: maximum 25 game rounds." The
 * round tracker "covers the period from 12 April, 10:00 to 14 April, 22:00".
 */
import { describe, expect, it } from 'vitest';
import { trackerTime } from '../../../src/games/tatort-titanic/index.js';
import { active, endTurn, eventsOf, move, moving, play, playEvents, position, refusal, roll, viewOf } from './helpers.js';

describe('turns and rounds', () => {
  it('a turn: the movement roll, the move, then the action phase, which ends with end-turn; play continues clockwise', () => {
    let match = position({ players: 3 });
    expect(active(match)).toEqual([0]);
    expect(refusal(match, endTurn(0)).message).toMatch(/^Course of Play: seat 0's turn begins with the movement roll.*end-turn is not possible now/);
    match = play(moving({ players: 3 }, 2), move(0, 0));
    expect(match.state.phase).toBe('action');
    const { match: next, events } = playEvents(match, endTurn(0));
    expect(eventsOf(events, 'turn-began')).toEqual([{ type: 'turn-began', seat: 1, round: 1 }]);
    expect(active(next)).toEqual([1]);
    expect(next.state.phase).toBe('roll');
  });

  it('"When all detectives have completed their turns, the ship is moved one space further along the round tracker"', () => {
    const match = position({ players: 3, turn: 2, phase: 'action' });
    const { match: next, events } = playEvents(match, endTurn(2));
    expect(eventsOf(events, 'ship-moved')).toEqual([{ type: 'ship-moved', round: 2, time: '12 April, 12:30' }]);
    expect(next.state.round).toBe(2);
    expect(active(next)).toEqual([0]);
    expect(viewOf(next, null).time).toBe('12 April, 12:30');
  });

  it('the round tracker runs from 12 April, 10:00 (round 1) to 14 April, 22:00 (round 25), two and a half hours a round', () => {
    expect(trackerTime(1)).toBe('12 April, 10:00');
    expect(trackerTime(7)).toBe('13 April, 01:00');
    expect(trackerTime(25)).toBe('14 April, 22:00');
  });

  it('"Game length: maximum 25 game rounds": the last turn of round 25 ends the game, and the sheets decide', () => {
    const match = position({ players: 3, turn: 2, phase: 'action', round: 25 });
    const { match: over, events } = playEvents(match, endTurn(2));
    expect(over.state.round).toBe(25);
    expect(over.state.outcome?.reason).toBe('time-ran-out');
    expect(eventsOf(events, 'ship-moved')).toEqual([]);
    expect(active(over)).toEqual([]);
    expect(refusal(over, roll(0)).code).toBe('GAME_OVER');
  });

  it('a shorter voyage (config rounds) ends after its last round', () => {
    const match = position({ players: 3, turn: 2, phase: 'action', round: 3, rounds: 3 });
    expect(play(match, endTurn(2)).state.outcome?.reason).toBe('time-ran-out');
  });

  it('an event card\'s missed turn is skipped when it comes, once', () => {
    const match = position({ players: 3, seats: [{}, { missedTurns: 1 }, {}], phase: 'action' });
    const { match: next, events } = playEvents(match, endTurn(0));
    expect(eventsOf(events, 'turn-missed')).toEqual([{ type: 'turn-missed', seat: 1, round: 1 }]);
    expect(active(next)).toEqual([2]);
    expect(next.state.detectives[1]?.missedTurns).toBe(0);
  });

  it('a missed last turn of round 25 still ends the game', () => {
    const match = position({ players: 3, seats: [{}, {}, { missedTurns: 1 }], turn: 1, phase: 'action', round: 25 });
    const { match: over, events } = playEvents(match, endTurn(1));
    expect(eventsOf(events, 'turn-missed')).toHaveLength(1);
    expect(over.state.outcome?.reason).toBe('time-ran-out');
  });
});
