/**
 * How To Play, How Do You Move Playing Figures? ("at least 1 figure card"), Finished Your Turn?
 * and Used Up The Draw Pile For The Figure Cards?.
 */
import { describe, expect, it } from 'vitest';
import {
  SCENARIO,
  SINGLE,
  card,
  endTurn,
  killercruise,
  leaveKey,
  legalTypes,
  passenger,
  play,
  playEvents,
  refusal,
  scenario,
  types,
  viewOf,
} from './helpers.js';

const HAND = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((room) => card('martin', room));
const OTHER = (['G', 'H', 'I', 'K', 'L', 'M'] as const).map((room) => card('martin', room));
const ELENA = (['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'K', 'L', 'M'] as const).map((room) => card('elena', room));
const QUIET = [passenger('F', 'room'), passenger('I', 'room'), passenger('F', 'teamwork'), passenger('I', 'teamwork')];

describe('How To Play: "Play then continues in a clockwise direction"', () => {
  it('after seat 0 comes seat 1, then seat 0 again (two players)', () => {
    const match = scenario({ hands: [HAND, OTHER], draw: ELENA });
    const after0 = play(match, leaveKey(HAND[0] ?? 0), endTurn());
    expect(killercruise.activePlayers(after0.state)).toEqual([1]);
    const after1 = play(after0, leaveKey(OTHER[0] ?? 0, 1), endTurn(1));
    expect(killercruise.activePlayers(after1.state)).toEqual([0]);
  });

  it('with three players seat 2 is followed by seat 0', () => {
    const three = { ...SCENARIO, players: 3, firstPlayer: 2 };
    const hands = [HAND.slice(0, 4), OTHER.slice(0, 4), [card('daniel', 'A'), card('daniel', 'B'), card('daniel', 'C'), card('daniel', 'D')]];
    const match = scenario({ hands, draw: ELENA }, (draft) => {
      draft.turn.player = 2;
    }, three);
    const next = play(match, leaveKey(card('daniel', 'A'), 2), endTurn(2));
    expect(next.state.turn).toEqual({ player: 0, played: 0, pending: null });
  });

  it('only the active seat may act', () => {
    const match = scenario({ hands: [HAND, OTHER], draw: ELENA });
    expect(refusal(match, leaveKey(OTHER[0] ?? 0, 1)).code).toBe('NOT_YOUR_TURN');
  });
});

describe('"Is it your turn? Then you must play at least 1 figure card. You may choose to play several"', () => {
  it('the turn cannot end before a card is played', () => {
    const match = scenario({ hands: [HAND, OTHER], draw: ELENA });
    expect(legalTypes(match)).not.toContain('end-turn');
    const error = refusal(match, endTurn());
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/^How Do You Move Playing Figures\?: "Is it your turn\? Then you must play at least 1 figure card"/);
  });

  it('after one card the turn may end or go on', () => {
    const match = play(scenario({ hands: [HAND, OTHER], draw: ELENA }), leaveKey(HAND[0] ?? 0));
    expect(legalTypes(match)).toContain('end-turn');
    expect(legalTypes(match)).toContain('leave-key');
  });
});

describe('Finished Your Turn? "Take as many figure cards from the draw pile as you need to return to your original number of cards"', () => {
  it('three cards played, three drawn from the top, in order', () => {
    const { match, events } = playEvents(
      scenario({ hands: [HAND, OTHER], draw: ELENA }),
      ...HAND.slice(0, 3).map((id) => leaveKey(id)),
      endTurn(),
    );
    expect(match.state.hands[0]).toEqual([...HAND.slice(3), ...ELENA.slice(0, 3)]);
    expect(match.state.drawPile.cards).toEqual(ELENA.slice(3));
    expect(types(events).slice(-5)).toEqual(['turn-ended', 'card-drawn', 'card-drawn', 'card-drawn', 'turn-began']);
    // The draws are the drawer's secret.
    for (const event of events.filter((entry) => entry.type === 'card-drawn')) expect(event.visibleTo).toEqual([0]);
  });

  it('hands are refilled to 4 with three or four players', () => {
    const four = { ...SCENARIO, players: 4 };
    const hands = [HAND.slice(0, 4), OTHER.slice(0, 4), [], []];
    const match = play(scenario({ hands, draw: ELENA }, () => undefined, four), leaveKey(HAND[0] ?? 0), leaveKey(HAND[1] ?? 0), endTurn());
    expect(match.state.hands[0]).toEqual([...HAND.slice(2, 4), ...ELENA.slice(0, 2)]);
  });

  it('the stacked piles shrink from the top pile', () => {
    const match = scenario({ hands: [HAND, OTHER], draw: ELENA }, (draft) => {
      draft.drawPile.piles = [4, 4, 4];
    });
    const next = play(match, ...HAND.slice(0, 5).map((id) => leaveKey(id)), endTurn());
    expect(next.state.drawPile.piles).toEqual([3, 4]);
  });
});

describe('Used Up The Draw Pile For The Figure Cards? "turn the discard pile over and – without shuffling – place it on the chimney"', () => {
  const discarded = [card('daniel', 'A'), SINGLE, card('daniel', 'B'), card('daniel', 'C'), card('daniel', 'D')];

  it('ruling 18: the first card discarded becomes the top card; the order is kept, killer cards included', () => {
    const [first] = ELENA;
    const match = scenario({ hands: [HAND, OTHER], draw: [first ?? 0], passengerPile: QUIET, killer: 'K' }, (draft) => {
      draft.discardPile = [...discarded];
    });
    const { match: after, events } = playEvents(match, ...HAND.slice(0, 4).map((id) => leaveKey(id)), endTurn());
    // Drawn: the last card of the old pile, then the turned-over pile from its bottom: daniel/A,
    // the killer card (played at once: it goes back on the new discard pile), daniel/B, daniel/C.
    expect(after.state.hands[0]).toEqual([...HAND.slice(4), first, discarded[0], discarded[2], discarded[3]]);
    expect(after.state.drawPile).toEqual({ cards: [discarded[4]], piles: [], turnedOver: true });
    expect(after.state.discardPile).toEqual([SINGLE]);
    expect(after.state.killer).toBe('L');
    const turned = events.find((event) => event.type === 'draw-pile-turned-over');
    expect(turned).toEqual({ type: 'draw-pile-turned-over', cards: discarded });
  });

  it('cards drawn from a turned-over pile are known to everyone: public events, and shown as known cards in every view', () => {
    const match = scenario({ hands: [HAND, OTHER], draw: [] }, (draft) => {
      draft.discardPile = [card('daniel', 'A'), card('daniel', 'B')];
    });
    const { match: after, events } = playEvents(match, leaveKey(HAND[0] ?? 0), leaveKey(HAND[1] ?? 0), endTurn());
    const drawn = events.filter((event) => event.type === 'card-drawn');
    expect(drawn.map((event) => event.visibleTo)).toEqual([undefined, undefined]);
    for (const viewer of [0, 1, null]) {
      expect(viewOf(after, viewer).knownCards[0]).toEqual([card('daniel', 'A'), card('daniel', 'B')]);
      expect(viewOf(after, viewer).drawPile).toEqual({ count: 0, turnedOver: true, piles: [], cards: [] });
    }
    // Played again, a known card stops being known in that hand.
    const next = play(after, leaveKey(OTHER[0] ?? 0, 1), endTurn(1), leaveKey(card('daniel', 'A')));
    expect(next.state.knownCards[0]).toEqual([card('daniel', 'B')]);
  });
});
