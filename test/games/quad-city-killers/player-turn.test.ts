/**
 * Player Turn: "Take turns clockwise around the map. … Begin each turn by revealing a new Prey Card
 * and placing it in its corresponding city. … Next, you get 3 Actions (out of 5 possible) … End each
 * turn by replenishing your hand to 5 cards. If at any time you have more than 5 cards in your hand,
 * you may not replenish your hand until you have used your excess cards." Rulings 3 and 10.
 */
import { describe, expect, it } from 'vitest';
import {
  BETTENDORF,
  DAVENPORT,
  active,
  eventsOf,
  expectAllCards,
  fullAttack,
  hunt,
  legalTypes,
  placePrey,
  play,
  playEvents,
  position,
  prey,
  preyIn,
  refusal,
  res,
  travel,
} from './helpers.js';

describe('Player Turn', () => {
  it('"you get 3 Actions (out of 5 possible)": Hunt, Travel, Attack, Create a Scene, Discard', () => {
    const match = position({ hands: [['Road Trip', 'Gatsby', 'Fire Axe'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    expect(legalTypes(match)).toEqual(['attack', 'declare-ego', 'discard', 'hunt', 'play-scenario', 'travel']);
  });

  it('repeats are allowed: three Hunts; then the hand is replenished to five and the next seat clockwise begins with a reveal', () => {
    const match = position({ players: 3, hands: [['Fire Axe'], [], []], preyDeckTop: ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina', 'Cindy Voss'] });
    const { match: after, events } = playEvents(match, hunt(0), hunt(0), hunt(0));
    expect(eventsOf(events, 'action-spent').map((event) => event.actionsLeft)).toEqual([2, 1, 0]);
    expect(preyIn(after, DAVENPORT)).toEqual([prey('Ada Lindqvist'), prey('Hank Doyle'), prey('Rosa Medina')]);
    expect(after.state.seats[0]?.hand).toHaveLength(5);
    expect(events.filter((event) => ['drew', 'turn-ended', 'turn-began', 'prey-revealed'].includes(event.type)).slice(-4)).toEqual([
      { type: 'drew', seat: 0, count: 4, cause: 'refill' },
      { type: 'turn-ended', seat: 0, turn: 1 },
      { type: 'turn-began', seat: 1, turn: 2 },
      { type: 'prey-revealed', seat: 1, prey: prey('Cindy Voss'), cause: 'turn' },
    ]);
    // "Begin each turn by revealing a new Prey Card and placing it in its corresponding city."
    expect(preyIn(after, BETTENDORF)).toEqual([prey('Cindy Voss')]);
    expect(after.state.turn).toMatchObject({ player: 1, number: 2, actionsLeft: 3 });
    expect(active(after)).toEqual([1]);
    expectAllCards(after.state);
  });

  it('"Take turns clockwise": after the last seat comes seat 0', () => {
    const match = position({ players: 3, turn: 2, preyDeckTop: ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina', 'Walt Kessler'] });
    const after = play(match, hunt(2), hunt(2), hunt(2));
    expect(after.state.turn.player).toBe(0);
  });

  it('"If at any time you have more than 5 cards in your hand, you may not replenish your hand"', () => {
    const match = position({ hands: [['Fire Axe', 'Butter Knife', 'Corkscrew', 'Rolling Pin', 'Letter Opener', 'Tire Iron'], []], preyDeckTop: ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina', 'Walt Kessler'] });
    const { match: after, events } = playEvents(match, hunt(0), hunt(0), hunt(0));
    expect(eventsOf(events, 'drew')).toEqual([]);
    expect(after.state.seats[0]?.hand).toHaveLength(6);
  });

  it('ruling 10: the turn ends only when the third Action is spent and everything it started is done', () => {
    const match = position({ actionsLeft: 1, hands: [['Fire Axe'], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const attacking = play(match, ...fullAttack(0, 'Delia Marsh', res('Fire Axe'), null));
    // The answer window is open: seat 1 answers seat 0's last Action before seat 1's turn.
    expect(attacking.state.turn).toMatchObject({ player: 0, actionsLeft: 0 });
    expect(active(attacking)).toEqual([1]);
  });

  it('the turn player alone may take Actions', () => {
    const match = position({});
    expect(refusal(match, hunt(1)).code).toBe('NOT_YOUR_TURN');
    expect(refusal(match, travel(1)).message).toMatch(/^seat 1 may not act now; Player Turn: seat 0 chooses its next Action \(3 of 3 left\)/);
  });
});

describe('Prey Cards: placing a revealed card', () => {
  it('"Hometown Cards should be played in their matching city": placed at once when there is room', () => {
    const match = position({ preyDeckTop: ['Werner Brew'] });
    const { match: after, events } = playEvents(match, hunt(0));
    expect(eventsOf(events, 'prey-placed')).toEqual([{ type: 'prey-placed', seat: 0, prey: prey('Werner Brew'), city: BETTENDORF, replaced: null, cardsDiscarded: [] }]);
    expect(active(after)).toEqual([0]);
  });

  it('"Tourist Cards can be placed in any city": the seat that revealed it chooses', () => {
    const match = position({ preyDeckTop: ['Chad Whitmore'] });
    const choosing = play(match, hunt(0));
    expect(choosing.state.placing).toEqual([{ prey: prey('Chad Whitmore'), seat: 0, cause: 'hunt' }]);
    expect(legalTypes(choosing)).toEqual(['place-prey']);
    expect(refusal(choosing, hunt(0)).message).toMatch(/Prey Cards: seat 0 places the revealed Prey card; hunt is not possible now/);
    const after = play(choosing, placePrey(0, 3));
    expect(preyIn(after, 3)).toEqual([prey('Chad Whitmore')]);
  });

  it('"When you draw a Prey Card and every space in that city is full, choose one of the current Prey to replace and discard"', () => {
    const full = ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina', 'Walt Kessler', 'June Parrish'];
    const match = position({ map: { [DAVENPORT]: full }, preyDeckTop: ['Delia Marsh'] });
    const choosing = play(match, hunt(0));
    expect(refusal(choosing, placePrey(0, DAVENPORT, null)).message).toMatch(/Davenport is full; replacing must name a Prey there/);
    expect(refusal(choosing, placePrey(0, BETTENDORF, null)).message).toMatch(/"Hometown Cards should be played in their matching city" — Delia Marsh goes to Davenport/);
    const { match: after, events } = playEvents(choosing, placePrey(0, DAVENPORT, prey('Hank Doyle')));
    expect(eventsOf(events, 'prey-placed')[0]).toMatchObject({ replaced: prey('Hank Doyle') });
    expect(after.state.preyDiscard).toContain(prey('Hank Doyle'));
    expect(preyIn(after, DAVENPORT)).toEqual([prey('Ada Lindqvist'), prey('Rosa Medina'), prey('Walt Kessler'), prey('June Parrish'), prey('Delia Marsh')]);
  });

  it('ruling 6: the Resource cards under a replaced Prey go to the discard pile', () => {
    const full = ['Ada Lindqvist', { name: 'Hank Doyle', under: ['Fire Axe', 'Dark Alley'] }, 'Rosa Medina', 'Walt Kessler', 'June Parrish'];
    const match = position({ map: { [DAVENPORT]: full }, preyDeckTop: ['Delia Marsh'] });
    const { match: after, events } = playEvents(match, hunt(0), placePrey(0, DAVENPORT, prey('Hank Doyle')));
    expect(eventsOf(events, 'prey-placed')[0]?.cardsDiscarded).toEqual([res('Fire Axe'), res('Dark Alley')]);
    expect(after.state.resourceDiscard).toEqual([res('Fire Axe'), res('Dark Alley')]);
    expectAllCards(after.state);
  });
});

describe('1. Hunt: "by revealing and placing another Prey Card"', () => {
  it('is one Action', () => {
    const match = position({ preyDeckTop: ['Ada Lindqvist'] });
    const after = play(match, hunt(0));
    expect(after.state.turn.actionsLeft).toBe(2);
    expect(preyIn(after, DAVENPORT)).toEqual([prey('Ada Lindqvist')]);
  });

  it('ruling 3: an empty Prey deck takes its discard pile, shuffled', () => {
    const match = position({ preyDeckOnly: [] });
    expect(match.state.preyDeck).toEqual([]);
    const { match: after, events } = playEvents(match, hunt(0));
    expect(eventsOf(events, 'deck-reshuffled')).toEqual([{ type: 'deck-reshuffled', deck: 'prey', size: 72 }]);
    expect(after.state.preyDiscard).toEqual([]);
  });

  it('ruling 3: with no Prey card left to reveal, Hunt is not possible', () => {
    const match = position({ preyDeckOnly: [], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const emptied = { ...match, state: { ...match.state, preyDiscard: [], cities: match.state.cities.map((city, index) => (index === DAVENPORT ? { ...city, prey: [...city.prey] } : city)) } };
    // Move every Prey card into collections so that only Ada Lindqvist is left, on the map.
    const rest = match.state.preyDiscard;
    const table = { ...emptied, state: { ...emptied.state, seats: emptied.state.seats.map((seat, index) => (index === 1 ? { ...seat, collection: rest } : seat)) } };
    expect(refusal(table, hunt(0)).message).toMatch(/^1\. Hunt: .* no Prey card is left in the deck or its discard pile/);
    expect(legalTypes(table)).not.toContain('hunt');
  });
});
