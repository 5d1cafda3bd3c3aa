/**
 * Special Locations › Clairvoyant: "they may ask the Clairvoyant only about a clue from a group
 * (colour) of which they already hold a card in hand (not merely crossed off on the investigation
 * sheet). … must roll the die again, but first predict whether the result will be an even or an odd
 * number. If they have predicted correctly, they may take the card of their choice (provided they
 * already own a card of the same colour). If not, they receive no card in this round." Charm: "2
 * attempts per game round at the Clairvoyant".
 */
import { describe, expect, it } from 'vitest';
import { COLOURS } from '../../../src/games/tatort-titanic/index.js';
import { S, card, circumstance, consult, deck, eventsOf, legalOf, move, moving, pass, play, playEvents, refusal, rig, take } from './helpers.js';

const hers = COLOURS.map((colour) => card(colour, 1));

/** Seat 0 entering Madame Blavansky's cabin (doorway C7) holding `hand`. */
const atClairvoyant = (hand: number[], ability: 'charm' | 'clever' = 'clever', extra: { seen?: number[]; entries?: number[] } = {}) =>
  play(moving({ seats: [{ space: deck('C', 5), hand, ability, ...extra }], board: { [S.clairvoyant]: hers } }, 3), move(0, S.clairvoyant));

describe('"only about a clue from a group (colour) of which they already hold a card in hand"', () => {
  it('the colours offered are those she has and the detective holds, each with a prediction', () => {
    const match = atClairvoyant([card('weapon', 3)]);
    expect(match.state.phase).toBe('search');
    expect(legalOf(match, 'consult')).toEqual([consult(0, 'weapon', 'even'), consult(0, 'weapon', 'odd')]);
  });

  it('"not merely crossed off on the investigation sheet": a colour seen and crossed off but not held is refused', () => {
    const match = atClairvoyant([card('weapon', 3)], 'clever', { seen: [card('motive', 2)], entries: [circumstance('time', 0)] });
    const error = refusal(match, consult(0, 'motive', 'even'));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/^Clairvoyant: "they may ask the Clairvoyant only about a clue from a group \(colour\) of which they already hold a card in hand \(not merely crossed off on the investigation sheet\)" — you hold no motive card/);
    expect(refusal(match, consult(0, 'time', 'odd')).code).toBe('ILLEGAL_ACTION');
  });

  it('a detective holding none of her colours has no clue search there', () => {
    expect(atClairvoyant([]).state.phase).toBe('action');
  });

  it('her cards are not taken like others: take-clue is refused there', () => {
    expect(refusal(atClairvoyant([card('weapon', 3)]), take(0, 'weapon')).message).toMatch(/^Clairvoyant: .*consult her instead/);
  });
});

describe('ruling 5: a detective already in her cabin', () => {
  it('steps out and back in with 2 points or more, and may ask her again (the prediction as usual)', () => {
    const back = play(moving({ seats: [{ space: S.clairvoyant, hand: [card('weapon', 3)] }], board: { [S.clairvoyant]: hers } }, 2), move(0, S.clairvoyant));
    expect(back.state.phase).toBe('search');
    expect(legalOf(back, 'consult')).toEqual([consult(0, 'weapon', 'even'), consult(0, 'weapon', 'odd')]);
    const { match: after, events } = playEvents(rig(back, [2]), consult(0, 'weapon', 'even'));
    expect(eventsOf(events, 'clairvoyant-consulted')[0]?.success).toBe(true);
    expect(after.state.detectives[0]?.hand).toEqual([card('weapon', 1), card('weapon', 3)]);
  });

  it('with 1 point forgoes its move and asks nothing', () => {
    const stayed = play(moving({ seats: [{ space: S.clairvoyant, hand: [card('weapon', 3)], movementBonus: -1 }], board: { [S.clairvoyant]: hers } }, 2), move(0, S.clairvoyant));
    expect(stayed.state.phase).toBe('action');
    expect(legalOf(stayed, 'consult')).toEqual([]);
  });
});

describe('"predict whether the result will be an even or an odd number"', () => {
  it('even, and a 4: the weapon card is taken', () => {
    const { match, events } = playEvents(rig(atClairvoyant([card('weapon', 3)]), [4]), consult(0, 'weapon', 'even'));
    expect(eventsOf(events, 'clairvoyant-consulted')).toEqual([{ type: 'clairvoyant-consulted', seat: 0, colour: 'weapon', prediction: 'even', roll: 4, success: true }]);
    expect(match.state.detectives[0]?.hand).toEqual([card('weapon', 1), card('weapon', 3)]);
    expect(match.state.phase).toBe('action');
  });

  it('odd, and a 4: "If not, they receive no card in this round"', () => {
    const match = play(rig(atClairvoyant([card('weapon', 3)]), [4]), consult(0, 'weapon', 'odd'));
    expect(match.state.detectives[0]?.hand).toEqual([card('weapon', 3)]);
    expect(match.state.phase).toBe('action');
    expect(refusal(match, consult(0, 'weapon', 'even')).code).toBe('ILLEGAL_ACTION');
  });
});

describe('Charm: "2 attempts per game round at the Clairvoyant" (ruling 8)', () => {
  it('after a miss, a second attempt — for any colour held', () => {
    const match = play(rig(atClairvoyant([card('weapon', 3), card('scene', 0)], 'charm'), [3]), consult(0, 'weapon', 'even'));
    expect(match.state.phase).toBe('search');
    expect(match.state.attempts).toBe(1);
    const after = play(rig(match, [5]), consult(0, 'scene', 'odd'));
    expect(after.state.detectives[0]?.hand).toEqual([card('weapon', 3), card('scene', 0), card('scene', 1)]);
    expect(after.state.phase).toBe('action');
  });

  it('after two misses, no card this round', () => {
    const match = play(rig(atClairvoyant([card('weapon', 3)], 'charm'), [3, 2]), consult(0, 'weapon', 'even'), consult(0, 'weapon', 'odd'));
    expect(match.state.phase).toBe('action');
    expect(match.state.detectives[0]?.hand).toEqual([card('weapon', 3)]);
  });

  it('a first attempt that succeeds ends the search: two attempts, never two cards', () => {
    const match = play(rig(atClairvoyant([card('weapon', 3), card('scene', 0)], 'charm'), [4]), consult(0, 'weapon', 'even'));
    expect(match.state.phase).toBe('action');
    expect(refusal(match, consult(0, 'scene', 'even')).code).toBe('ILLEGAL_ACTION');
  });

  it('the second attempt may be passed up', () => {
    const match = play(rig(atClairvoyant([card('weapon', 3)], 'charm'), [3]), consult(0, 'weapon', 'even'));
    expect(play(match, pass(0)).state.phase).toBe('action');
  });
});
