/** 3. Leave A Key At The Collection Point (ruling 7). */
import { describe, expect, it } from 'vitest';
import { card, endTurn, keyCard, leaveKey, legal, move, play, playEvents, refusal, scenario, secondKey, unlock, viewOf } from './helpers.js';

const GREEN = keyCard('green');
const BLUE = keyCard('blue');

describe('3. Leave A Key At The Collection Point', () => {
  it('"You can leave any number of figure cards face up at the collection point"', () => {
    const cards = [card('martin', 'A'), card('martin', 'B'), card('martin', 'C')];
    const { match, events } = playEvents(scenario({ hands: [cards, []] }), ...cards.map((id) => leaveKey(id)));
    expect(match.state.collection).toEqual(cards);
    expect(match.state.hands[0]).toEqual([]);
    // Face up: every seat and spectators see them.
    for (const viewer of [0, 1, null]) expect(viewOf(match, viewer).collection).toEqual(cards);
    // Martin's yellow (A) card carries a blue key (docs, "Stand-in content").
    expect(events[0]).toEqual({ type: 'key-left', player: 0, card: cards[0], key: 'blue' });
    expect(match.state.turn.played).toBe(3);
  });

  it('"Each of you can use these collected keys during your turn": another seat unlocks with a key left by the first', () => {
    const drawn = [card('elena', 'A'), card('elena', 'B')];
    const match = play(
      scenario({ hands: [[GREEN, card('martin', 'A')], [BLUE, card('martin', 'B')]], draw: drawn }),
      leaveKey(GREEN),
      endTurn(),
    );
    expect(match.state.turn.player).toBe(1);
    const opened = play(match, unlock('E', GREEN, 1), secondKey(BLUE, 1));
    expect(opened.state.rooms[4]?.deck).toBe('middle');
    expect(opened.state.collection).toEqual([]);
    expect(opened.state.discardPile).toEqual([GREEN, BLUE]);
  });

  it('"Careful: Figure cards left at the collection point can only be used as keys. You cannot use them to move playing figures anymore."', () => {
    const danielF = card('daniel', 'F');
    const match = play(scenario({ hands: [[danielF, card('martin', 'A')], []] }), leaveKey(danielF));
    expect(refusal(match, move(danielF, 'F')).message).toMatch(/card \d+ is not in your hand/);
    expect(legal(match).some((action) => action.type === 'move' && action.card === danielF)).toBe(false);
  });

  it('only cards in the hand can be left there', () => {
    const error = refusal(scenario({ hands: [[GREEN], [BLUE]] }), leaveKey(BLUE));
    expect(error.message).toMatch(/^3\. Leave A Key At The Collection Point: you leave figure cards from your hand; card \d+ is not in it/);
  });

  it('ruling 7: a turn that only used collected keys has not played a figure card; it cannot end yet', () => {
    const match = play(
      scenario({ hands: [[card('martin', 'A')], []] }, (draft) => {
        draft.collection = [GREEN, BLUE];
      }),
      unlock('E', GREEN),
      secondKey(BLUE),
    );
    expect(match.state.rooms[4]?.deck).toBe('middle');
    expect(match.state.turn.played).toBe(0);
    expect(refusal(match, endTurn()).message).toMatch(/"Is it your turn\? Then you must play at least 1 figure card"/);
    expect(play(match, leaveKey(card('martin', 'A')), endTurn()).state.turn.player).toBe(1);
  });
});
