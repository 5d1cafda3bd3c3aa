/**
 * Ending the Game: "When the first player reaches the end of their Dexterity Scale, the game is
 * over. All Players total their Notoriety Points. The player with the highest Notoriety wins! In
 * case of a tie, roll the dice to determine the winner." Rulings 2, 3 and 4.
 */
import { describe, expect, it } from 'vitest';
import {
  DAVENPORT,
  active,
  eventsOf,
  fullAttack,
  hunt,
  playEvents,
  position,
  prey,
  quadCityKillers,
  refusal,
  res,
  withSeed,
} from './helpers.js';

// Mississippi Mary (board 1) on spot 5 of 0..6: one kill reaches the end of her scale.
const nearTheEnd = (collections: readonly (readonly string[])[], trophies: readonly (readonly string[])[] = [[], [], []]) =>
  position({
    players: 3,
    killers: [1, 0, 2],
    dexterity: [5, 0, 0],
    collections,
    trophies,
    hands: [['Fire Axe', 'Power Outage'], [], []],
    map: { [DAVENPORT]: ['Ada Lindqvist'] },
  });

describe('Ending the Game', () => {
  it('ruling 2: the game is over at once — mid-turn, with Actions left', () => {
    const match = nearTheEnd([[], ['Delia Marsh'], []]);
    const { match: after, events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Power Outage'), [1, 2]));
    expect(after.state.seats[0]?.dexterity).toBe(6);
    expect(after.state.turn.actionsLeft).toBe(2);
    expect(after.state.phase).toBe('over');
    expect(active(after)).toEqual([]);
    expect(refusal(after, hunt(0)).code).toBe('GAME_OVER');
    expect(events.at(-1)).toMatchObject({ type: 'game-ended' });
  });

  it('rulings 2 and 20: an M.O. Weapon used in the last kill is not claimed — the game is over — and goes to the discard pile', () => {
    const match = position({ players: 3, killers: [1, 0, 2], dexterity: [5, 0, 0], hands: [['Piano Wire', 'Power Outage'], [], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { match: after } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Piano Wire'), res('Power Outage'), [1, 2]));
    expect(after.state.phase).toBe('over');
    expect(after.state.attack).toBeNull();
    expect(after.state.seats[0]?.mo).toBeNull();
    expect(after.state.resourceDiscard).toContain(res('Piano Wire'));
  });

  it('"The player with the highest Notoriety wins!" — not necessarily the one who ended it', () => {
    // Seat 0 ends with Ada Lindqvist (1); seat 1 holds Delia Marsh (6).
    const { match: after } = playEvents(nearTheEnd([[], ['Delia Marsh'], ['Hank Doyle']]), ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Power Outage'), [1, 2]));
    expect(quadCityKillers.outcome(after.state)).toEqual({
      winners: [1],
      reason: 'highest-notoriety',
      returns: [-1, 1, -1],
      scores: [1, 6, 1],
      tied: [],
      rank: null,
    });
  });

  it('"All Players total their Notoriety Points": killed Prey plus cards such as Grandma\'s Urn', () => {
    const { match: after } = playEvents(
      nearTheEnd([['Rosa Medina'], ['Walt Kessler'], []], [[], ["Grandma's Urn"], []]),
      ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Power Outage'), [1, 2]),
    );
    // Seat 0: Rosa Medina 2 + Ada Lindqvist 1 = 3; seat 1: Walt Kessler 2 + the Urn 1 = 3.
    expect(quadCityKillers.outcome(after.state)?.scores).toEqual([3, 3, 0]);
  });

  it('ruling 4: "In case of a tie, roll the dice to determine the winner" — only the tied seats roll, and roll again while tied; the outcome names them', () => {
    const match = nearTheEnd([['Rosa Medina'], ['Walt Kessler', 'Hank Doyle'], ['June Parrish']]);
    // Seat 0: 2 + 1 = 3; seat 1: Walt Kessler 2 + Hank Doyle 1 = 3; seat 2: June Parrish 2.
    const winners = new Set<number>();
    let rerolled = false;
    for (let attempt = 0; attempt < 60; attempt++) {
      const { match: after, events } = playEvents(withSeed(match, `tie/${attempt}`), ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Power Outage'), [1, 2]));
      const outcome = quadCityKillers.outcome(after.state);
      expect(outcome).toMatchObject({ reason: 'tie-rolled-off', tied: [0, 1], scores: [3, 3, 2] });
      const rolls = eventsOf(events, 'rolled-off');
      for (const roll of rolls) {
        expect(roll.purpose).toBe('winner');
        expect(roll.rolls.every((dice) => dice.length === 3)).toBe(true);
      }
      expect(rolls[0]?.seats).toEqual([0, 1]);
      const last = rolls.at(-1);
      const best = Math.max(...(last?.totals ?? []));
      expect(last?.totals.filter((total) => total === best)).toHaveLength(1);
      expect(outcome?.winners).toEqual([last?.seats[last.totals.indexOf(best)]]);
      expect(outcome?.returns).toEqual([0, 1, 2].map((seat) => (outcome?.winners.includes(seat) ? 1 : -1)));
      if (rolls.length > 1) rerolled = true;
      winners.add(outcome?.winners[0] ?? -1);
    }
    expect([...winners].sort()).toEqual([0, 1]);
    expect(rerolled).toBe(true);
  });

  it('ruling 3: with no Prey card left to hunt or attack nobody can kill again: the game ends and Notoriety decides', () => {
    const match = position({ preyDeckOnly: [], collections: [['Delia Marsh'], []], hands: [['Fire Axe', 'Power Outage'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const table = { ...match, state: { ...match.state, preyDiscard: [], seats: match.state.seats.map((seat, index) => (index === 1 ? { ...seat, collection: match.state.preyDiscard } : seat)) } };
    const { match: after } = playEvents(table, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Power Outage'), [1]));
    const outcome = quadCityKillers.outcome(after.state);
    expect(outcome?.reason).toBe('no-prey-left');
    expect(after.state.seats[0]?.collection).toEqual([prey('Delia Marsh'), prey('Ada Lindqvist')]);
  });
});
