/**
 * How Do You Move Playing Figures? and 1. Move A Playing Figure (rulings 8 and 13). The scenario
 * board: the killer in A, Daniel in E, Martin in G, Gerlinde in K, Dr. Elena Beck missing.
 */
import { describe, expect, it } from 'vitest';
import {
  card,
  destinations,
  figureAt,
  legal,
  leaveKey,
  move,
  play,
  playEvents,
  putFigure,
  refusal,
  scenario,
  types,
} from './helpers.js';

describe('1. Move A Playing Figure: the three ways', () => {
  it('"a) ... to one of the neighboring rooms ... b) ... jump directly to the corresponding room"', () => {
    // Daniel stands in E; a Daniel card with a yellow (A) background: D or F, or jump to A.
    const danielA = card('daniel', 'A');
    const match = scenario({ hands: [[danielA], []] });
    expect(destinations(match, danielA)).toEqual(['A', 'D', 'F']);
    for (const to of ['D', 'F'] as const) expect(figureAt(play(match, move(danielA, to)), 'daniel').room).toBe(to);
  });

  it('the ring wraps round: "A → B → … → M → A", so A\'s neighbours are M and B (there is no room J: I and K are neighbours)', () => {
    const gerlindeC = card('gerlinde', 'C');
    const inA = scenario({ hands: [[gerlindeC], []], killer: 'F' }, (draft) => putFigure(draft, 'gerlinde', 'A'));
    expect(destinations(inA, gerlindeC)).toEqual(['B', 'C', 'M']);
    const inI = scenario({ hands: [[gerlindeC], []], killer: 'F' }, (draft) => putFigure(draft, 'gerlinde', 'I'));
    expect(destinations(inI, gerlindeC)).toEqual(['C', 'H', 'K']);
  });

  it('b) with a card of a neighbouring room the choices are just the two neighbours', () => {
    const danielF = card('daniel', 'F');
    expect(destinations(scenario({ hands: [[danielF], []] }), danielF)).toEqual(['D', 'F']);
  });

  it('"c) ... already standing in the room indicated on the figure card? ... move the playing figure to a room of your choice"', () => {
    const danielE = card('daniel', 'E');
    const match = scenario({ hands: [[danielE], []] });
    expect(destinations(match, danielE)).toEqual(['A', 'B', 'C', 'D', 'F', 'G', 'H', 'I', 'K', 'L', 'M']);
    expect(figureAt(play(match, move(danielE, 'L')), 'daniel').room).toBe('L');
  });

  it('ruling 13: a figure cannot "move" to the room it stands in', () => {
    const danielE = card('daniel', 'E');
    const error = refusal(scenario({ hands: [[danielE], []] }), move(danielE, 'E'));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/^1\. Move A Playing Figure: Daniel Bonhoeffer in room E may move to room D or F/);
  });

  it('any other room is refused, naming the three ways', () => {
    const danielA = card('daniel', 'A');
    const error = refusal(scenario({ hands: [[danielA], []] }), move(danielA, 'H'));
    expect(error.message).toMatch(/jump to room A \(the card's colour\), or from A to any room; not to room H/);
  });
});

describe('How Do You Move Playing Figures?', () => {
  it('"Each of you can use any of the playing figures – but only if you have the corresponding figure card in your hand"', () => {
    const martinH = card('martin', 'H');
    const match = scenario({ hands: [[], [martinH]] }, (draft) => {
      draft.turn.player = 1;
    });
    expect(figureAt(play(match, move(martinH, 'H', 1)), 'martin').room).toBe('H');
    // Seat 1 does not hold a Daniel card: it cannot move Daniel.
    const danielA = card('daniel', 'A');
    const error = refusal(match, move(danielA, 'A', 1));
    expect(error.message).toMatch(/^How Do You Move Playing Figures\?: .*card \d+ is not in your hand/);
  });

  it('"You will need a figure card for each playing figure you wish to move": the card is played', () => {
    const danielA = card('daniel', 'A');
    const match = play(scenario({ hands: [[danielA, card('martin', 'A')], []] }), move(danielA, 'D'));
    expect(match.state.hands[0]).toEqual([card('martin', 'A')]);
    expect(refusal(match, move(danielA, 'C')).message).toMatch(/not in your hand/);
  });

  it('"Discard the figure cards you use face-up on the discard pile – in the order you played them in"', () => {
    const cards = [card('daniel', 'A'), card('martin', 'B'), card('gerlinde', 'C')];
    const match = play(scenario({ hands: [cards, []] }), move(cards[2] ?? 0, 'C'), move(cards[0] ?? 0, 'D'), move(cards[1] ?? 0, 'F'));
    expect(match.state.discardPile).toEqual([cards[2], cards[0], cards[1]]);
  });

  it('"Want to use multiple figure cards for the same playing figure? Then you must play the figure cards one after each other"', () => {
    const first = card('daniel', 'A');
    const second = card('daniel', 'B');
    const match = play(scenario({ hands: [[first, second], []], killer: 'H' }), move(first, 'D'), move(second, 'C'));
    expect(figureAt(match, 'daniel').room).toBe('C');
    expect(match.state.discardPile).toEqual([first, second]);
    expect(match.state.turn.played).toBe(2);
  });

  it('"By the way: Any number of playing figures may be placed in the same room."', () => {
    const toF = [card('daniel', 'F'), card('martin', 'F'), card('gerlinde', 'F')];
    const match = play(scenario({ hands: [toF, []] }), ...toF.map((id) => move(id, 'F')));
    for (const figure of ['daniel', 'martin', 'gerlinde'] as const) expect(figureAt(match, figure).room).toBe('F');
  });

  it('the missing person\'s cards cannot move it: "From now on, you can only use the figure cards ... as keys"', () => {
    const elenaA = card('elena', 'A');
    const match = scenario({ hands: [[elenaA], []] });
    expect(legal(match).filter((action) => action.type === 'move')).toEqual([]);
    const error = refusal(match, move(elenaA, 'A'));
    expect(error.message).toMatch(/^3\. Leave A Key At The Collection Point: Dr\. Elena Beck is not yet in play, so its figure cards can only be used as keys/);
    // The card can still be left as a key.
    expect(play(match, leaveKey(elenaA)).state.collection).toEqual([elenaA]);
  });

  it('"SECOND ENCOUNTER ... From now on, you can only use the figure cards for this playing figure as keys"', () => {
    const danielA = card('daniel', 'A');
    const match = scenario({ hands: [[danielA], []] }, (draft) => putFigure(draft, 'daniel', null, 'eliminated'));
    expect(refusal(match, move(danielA, 'A')).message).toMatch(/Daniel Bonhoeffer is no longer in play/);
  });

  it('ruling 13: a red body double moves like the white figure', () => {
    const danielA = card('daniel', 'A');
    const match = scenario({ hands: [[danielA], []], killer: 'H' }, (draft) => putFigure(draft, 'daniel', 'E', 'red'));
    expect(figureAt(play(match, move(danielA, 'F')), 'daniel')).toEqual({ status: 'red', room: 'F' });
  });
});

describe('ruling 8: "You should not move any playing figures into a room where the killer is" — but you may', () => {
  it('a white figure moved into the killer\'s room meets it: first encounter, the red double stands there', () => {
    const danielA = card('daniel', 'A');
    const { match, events } = playEvents(scenario({ hands: [[danielA], []], killer: 'A' }), move(danielA, 'A'));
    expect(figureAt(match, 'daniel')).toEqual({ status: 'red', room: 'A' });
    expect(types(events)).toEqual(['figure-moved', 'figure-met-killer']);
    expect(events[1]).toMatchObject({ figure: 'daniel', room: 'A', result: 'red' });
  });

  it('a red double moved into the killer\'s room is eliminated (second encounter)', () => {
    const danielA = card('daniel', 'A');
    const match = play(
      scenario({ hands: [[danielA], []], killer: 'A' }, (draft) => putFigure(draft, 'daniel', 'E', 'red')),
      move(danielA, 'A'),
    );
    expect(figureAt(match, 'daniel')).toEqual({ status: 'eliminated', room: null });
  });

  it('only the figure that moves in meets the killer; one already standing there is not met again', () => {
    const danielA = card('daniel', 'A');
    const match = play(
      scenario({ hands: [[danielA], []], killer: 'A' }, (draft) => putFigure(draft, 'martin', 'A', 'red')),
      move(danielA, 'A'),
    );
    expect(figureAt(match, 'martin')).toEqual({ status: 'red', room: 'A' });
    expect(figureAt(match, 'daniel')).toEqual({ status: 'red', room: 'A' });
  });
});
