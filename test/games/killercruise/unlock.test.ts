/**
 * 2. Unlock Rooms (rulings 5, 6 and 19). The scenario board: the killer in A, Daniel in E, Martin in G,
 * Gerlinde in K. Room E opens with green + blue, room G with green + black.
 */
import { describe, expect, it } from 'vitest';
import {
  card,
  deckOf,
  keyCard,
  keyOf,
  keysOf,
  leaveKey,
  legal,
  move,
  openRoom,
  passenger,
  play,
  playEvents,
  putFigure,
  putPassengers,
  refusal,
  scenario,
  secondKey,
  types,
  unlock,
} from './helpers.js';

const GREEN = keyCard('green');
const BLUE = keyCard('blue');
const BLACK = keyCard('black');

describe('2. Unlock Rooms', () => {
  it('the stand-in combinations: room E opens with green + blue, room A with green + purple ("Sami uses the green and purple keys to unlock room A")', () => {
    expect(keysOf('E')).toEqual(['green', 'blue']);
    expect(keysOf('A')).toEqual(['green', 'purple']);
    expect([keyOf(GREEN), keyOf(BLUE), keyOf(BLACK)]).toEqual(['green', 'blue', 'black']);
  });

  it('"Then put the 2 corresponding figure cards on the discard pile. You have now unlocked the room."', () => {
    const { match, events } = playEvents(scenario({ hands: [[GREEN, BLUE], []] }), unlock('E', GREEN), secondKey(BLUE));
    expect(deckOf(match, 'E')).toBe('middle');
    expect(match.state.discardPile).toEqual([GREEN, BLUE]);
    expect(match.state.hands[0]).toEqual([]);
    expect(match.state.unlocked).toEqual({ upper: ['E'], middle: [] });
    expect(match.state.turn.played).toBe(2);
    expect(types(events)).toEqual(['unlock-started', 'room-unlocked']);
    expect(events[1]).toEqual({ type: 'room-unlocked', player: 0, room: 'E', deck: 'middle', keys: [GREEN, BLUE] });
  });

  it('"Lift the playing figure(s) standing in this room ... place [them] in the room on the middle ... deck": every figure there drops', () => {
    const match = play(
      scenario({ hands: [[GREEN, BLUE], []] }, (draft) => putFigure(draft, 'martin', 'E', 'red')),
      unlock('E', GREEN),
      secondKey(BLUE),
    );
    expect(match.state.figures.filter((figure) => figure.room === 'E').map((figure) => figure.figure)).toEqual(['daniel', 'martin']);
    expect(deckOf(match, 'E')).toBe('middle');
  });

  it('ruling 19: the first key must be of the combination\'s first colour, the second of its second', () => {
    const match = scenario({ hands: [[GREEN, BLUE], []] });
    const wrongFirst = refusal(match, unlock('E', BLUE));
    expect(wrongFirst.code).toBe('ILLEGAL_ACTION');
    expect(wrongFirst.message).toMatch(/^2\. Unlock Rooms: room E opens with green \+ blue; begin with a green key/);
    const started = play(match, unlock('E', GREEN));
    expect(started.state.turn.pending).toEqual({ kind: 'unlock', room: 'E', key: GREEN });
    expect(legal(started)).toEqual([secondKey(BLUE)]);
    expect(refusal(started, secondKey(GREEN)).message).toMatch(/finish with a blue key/);
  });

  it('"You must have 2 keys matching the key combination": no unlock starts without the second key', () => {
    const error = refusal(scenario({ hands: [[GREEN, BLACK], []] }), unlock('E', GREEN));
    expect(error.message).toMatch(/^2\. Unlock Rooms: "You must have 2 keys matching the key combination"; there is no blue key/);
    expect(legal(scenario({ hands: [[GREEN, BLACK], []] })).filter((action) => action.type === 'unlock' && action.room === 'E')).toEqual([]);
  });

  it('"There must be at least 1 playing figure in the room"', () => {
    // Room C (green + orange) is empty.
    const orange = keyCard('orange');
    const error = refusal(scenario({ hands: [[GREEN, orange], []] }), unlock('C', GREEN));
    expect(error.message).toMatch(/"There must be at least 1 playing figure in the room"; room C has none/);
  });

  it('"The killer must not be in the room."', () => {
    const match = scenario({ hands: [[GREEN, BLUE], []], killer: 'E' });
    expect(refusal(match, unlock('E', GREEN)).message).toMatch(/"The killer must not be in the room"/);
  });

  it('"There cannot be any passenger cards in the room either."', () => {
    const match = scenario({ hands: [[GREEN, BLUE], []] }, (draft) => putPassengers(draft, 'E', [passenger('E', 'room')]));
    expect(refusal(match, unlock('E', GREEN)).message).toMatch(/"There cannot be any passenger cards in the room either"/);
  });

  it('a key card must be in the hand or at the collection point', () => {
    const error = refusal(scenario({ hands: [[BLUE], [GREEN]] }), unlock('E', GREEN));
    expect(error.message).toMatch(/key card \d+ is neither in your hand nor at the collection point/);
  });

  it('while an unlock waits for its second key nothing else happens', () => {
    const started = play(scenario({ hands: [[GREEN, BLUE, card('daniel', 'F')], []] }), unlock('E', GREEN));
    expect(refusal(started, move(card('daniel', 'F'), 'F')).message).toMatch(/^2\. Unlock Rooms: finish unlocking room E with its second key first/);
    expect(refusal(started, leaveKey(BLUE)).message).toMatch(/finish unlocking room E/);
  });

  it('"Tip: You can use the figure cards in your hand and the collected keys to unlock a room"', () => {
    const match = play(
      scenario({ hands: [[GREEN], []] }, (draft) => {
        draft.collection = [BLUE];
      }),
      unlock('E', GREEN),
      secondKey(BLUE),
    );
    expect(deckOf(match, 'E')).toBe('middle');
    // "Did you use a key you took from the collection point? Then place the corresponding figure card on the discard pile."
    expect(match.state.collection).toEqual([]);
    expect(match.state.discardPile).toEqual([GREEN, BLUE]);
    // Only the hand card counts as played.
    expect(match.state.turn.played).toBe(1);
  });
});

describe('"So unlock the upper deck, then the middle deck" (ruling 6)', () => {
  it('a room already open to the middle deck needs four upper-deck rooms open before its middle deck can be unlocked — with the same keys (ruling 5)', () => {
    const three = scenario({ hands: [[GREEN, BLUE], []] }, (draft) => {
      for (const room of ['E', 'B', 'C'] as const) openRoom(draft, room, 'middle');
    });
    const error = refusal(three, unlock('E', GREEN));
    expect(error.message).toMatch(/^1\. What Happens On The Middle Deck\?: "You must unlock a total of 4 rooms on the upper deck. Only then can you … unlock rooms to the lower deck" \(3 unlocked so far\)/);
    const four = scenario({ hands: [[GREEN, BLUE], []] }, (draft) => {
      for (const room of ['E', 'B', 'C', 'D'] as const) openRoom(draft, room, 'middle');
    });
    const match = play(four, unlock('E', GREEN), secondKey(BLUE));
    expect(deckOf(match, 'E')).toBe('lower');
    expect(match.state.unlocked.middle).toEqual(['E']);
  });

  it('the lower deck is the bottom: a room open to it cannot be unlocked again', () => {
    const match = scenario({ hands: [[GREEN, BLUE], []] }, (draft) => {
      for (const room of ['B', 'C', 'D'] as const) openRoom(draft, room, 'middle');
      openRoom(draft, 'E', 'lower');
    });
    expect(refusal(match, unlock('E', GREEN)).message).toMatch(/room E is unlocked down to the lower deck; there is no deck below it/);
  });

  it('"You don\'t have to unlock all 12 rooms": rooms stay locked unless unlocked', () => {
    const match = play(scenario({ hands: [[GREEN, BLUE], []] }), unlock('E', GREEN), secondKey(BLUE));
    expect(match.state.rooms.filter((room) => room.deck !== 'upper').map((room) => room.letter)).toEqual(['E']);
  });
});
