/**
 * The Investigation Sheet: "crosses off the individual clues he receives during the game. In this
 * way he can easily narrow down the circumstances of the crime." The engine crosses off every face a
 * seat has seen (ruling 13); a seat's own entries cross off more (a deduction or a guess). Sheets are
 * private until the game ends.
 */
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../../src/core/index.js';
import { S, blank, card, circumstance, crossOff, deck, endTurn, legalOf, move, moving, play, playEvents, position, refusal, take, viewOf } from './helpers.js';

describe('the sheet', () => {
  it('every face seen is crossed off by itself; a blank card crosses off nothing', () => {
    const match = position({ seats: [{ hand: [card('weapon', 3), blank('time')], seen: [card('motive', 1)] }] });
    expect(viewOf(match, 0).sheet).toEqual({ crossedOff: [circumstance('weapon', 3), circumstance('motive', 1)], entries: [] });
  });

  it('a card taken is crossed off at once', () => {
    const match = play(moving({ seats: [{ space: deck('A', 6) }], board: { [S.library]: [card('scene', 4)] } }, 2), move(0, S.library), take(0, 'scene'));
    expect(viewOf(match, 0).sheet?.crossedOff).toEqual([circumstance('scene', 4)]);
  });

  it('a detective may cross off circumstances it has not seen (a deduction, or a guess); the entry is its own secret', () => {
    const { match, events } = playEvents(position({}), crossOff(0, circumstance('time', 5)));
    expect(events).toEqual([{ type: 'crossed-off', seat: 0, circumstance: circumstance('time', 5), visibleTo: [0] }]);
    expect(eventsFor(events, 1)).toEqual([]);
    expect(viewOf(match, 0).sheet).toEqual({ crossedOff: [circumstance('time', 5)], entries: [circumstance('time', 5)] });
    expect(viewOf(match, 1).sheet).toEqual({ crossedOff: [], entries: [] });
    expect(viewOf(match, null).sheet).toBeNull();
  });

  it('what is crossed off cannot be crossed off again; the legal entries are the circumstances still open', () => {
    const match = position({ seats: [{ hand: [card('weapon', 3)], entries: [circumstance('time', 5)] }] });
    expect(legalOf(match, 'cross-off')).toHaveLength(28);
    expect(refusal(match, crossOff(0, circumstance('weapon', 3))).message).toBe('The Investigation Sheet: Silk scarf (weapon, circumstance 9) is already crossed off your sheet — you have seen its card');
    expect(refusal(match, crossOff(0, circumstance('time', 5))).message).toMatch(/— you crossed it off$/);
  });

  it('the sheet is written on the detective\'s own turn, before the roll or after the clue search', () => {
    const stepped = moving({ seats: [{ space: deck('A', 6) }], board: { [S.library]: [card('scene', 4)] } }, 2);
    expect(refusal(stepped, crossOff(0, 0)).message).toMatch(/^1\. Movement Phase/);
    const searching = play(stepped, move(0, S.library));
    expect(refusal(searching, crossOff(0, 0)).message).toMatch(/^2\. Clue Search/);
    const after = play(searching, take(0, 'scene'));
    expect(legalOf(after, 'cross-off')).toHaveLength(29);
    expect(refusal(position({}), crossOff(1, 0)).code).toBe('NOT_YOUR_TURN');
    expect(legalOf(play(after, endTurn(0)), 'cross-off', 1)).toHaveLength(30);
  });
});
