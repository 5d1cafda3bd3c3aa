/**
 * 5. Discard: "Discard up to two cards from your hand and replace them from the Resource Deck."
 */
import { describe, expect, it } from 'vitest';
import { discard, eventsOf, expectAllCards, legal, pass, play, playEvents, position, refusal, res } from './helpers.js';

describe('5. Discard', () => {
  const hand = ['Fire Axe', 'Butter Knife', 'Dark Alley'];

  it('one card, then pass: one replacement; one Action', () => {
    const match = position({ hands: [hand, []], resourceDeckTop: ['Tire Iron', 'Crowbar'] });
    const second = play(match, discard(0, res('Butter Knife')));
    expect(second.state.pending).toEqual({ kind: 'discard', seat: 0, first: res('Butter Knife') });
    expect(legal(second)).toEqual([discard(0, res('Fire Axe')), discard(0, res('Dark Alley')), pass(0)]);
    const { match: after, events } = playEvents(second, pass(0));
    expect(eventsOf(events, 'drew')).toEqual([{ type: 'drew', seat: 0, count: 1, cause: 'discard' }]);
    expect(after.state.seats[0]?.hand).toEqual([res('Fire Axe'), res('Dark Alley'), res('Tire Iron')]);
    expect(after.state.resourceDiscard).toEqual([res('Butter Knife')]);
    expect(after.state.turn.actionsLeft).toBe(2);
    expectAllCards(after.state);
  });

  it('"up to two cards": two, two replacements', () => {
    const match = position({ hands: [hand, []], resourceDeckTop: ['Tire Iron', 'Crowbar'] });
    const after = play(match, discard(0, res('Butter Knife')), discard(0, res('Dark Alley')));
    expect(after.state.seats[0]?.hand).toEqual([res('Fire Axe'), res('Tire Iron'), res('Crowbar')]);
    expect(after.state.pending).toBeNull();
    expect(after.state.turn.actionsLeft).toBe(2);
  });

  it('the replacements are private: the cards drawn are visible to the discarding seat alone', () => {
    const match = position({ hands: [hand, []], resourceDeckTop: ['Tire Iron'] });
    const { events } = playEvents(match, discard(0, res('Butter Knife')), pass(0));
    expect(eventsOf(events, 'cards-drawn')).toEqual([{ type: 'cards-drawn', seat: 0, cards: [res('Tire Iron')], visibleTo: [0] }]);
  });

  it('only cards in your hand', () => {
    const match = position({ hands: [hand, ['Crowbar']] });
    expect(refusal(match, discard(0, res('Crowbar'))).message).toMatch(/^5\. Discard: "Discard up to two cards from your hand" — Crowbar is not in your hand/);
  });
});
