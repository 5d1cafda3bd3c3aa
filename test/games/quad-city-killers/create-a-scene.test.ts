/**
 * 4. Create a Scene and 3. Scenario Cards: "Using a Scenario Card. Only Resource Cards with an (A)
 * Action icon require an Action to use." The rulebook's two Scenario cards — Out of Body
 * Experience and Mulligan — and the stand-in deck's Road Trip, Anonymous Tip, Anonymous Call and
 * Frame Job. Tips & Tricks: "No matter how many tasks a Resource card tells you to perform, they
 * all count as one Action."
 */
import { describe, expect, it } from 'vitest';
import {
  BETTENDORF,
  DAVENPORT,
  MOLINE,
  ROCK_ISLAND,
  attack,
  attackRoll,
  chooseCity,
  choosePlayer,
  copies,
  eventsOf,
  expectAllCards,
  first,
  fullAttack,
  legal,
  modifier,
  pass,
  play,
  playEvents,
  position,
  prey,
  quadCityKillers,
  refusal,
  res,
  rigged,
  scenario,
  travelTo,
  weapon,
} from './helpers.js';

const content = quadCityKillers.schemas.config.parse({}).content;

describe('Out of Body Experience: "Trade places with another player and Attack any Prey in that city. If successful, Heat remains the same."', () => {
  const table = () =>
    position({
      cities: [DAVENPORT, ROCK_ISLAND],
      hands: [['Out of Body Experience', 'Fire Axe', 'Power Outage'], []],
      map: { [DAVENPORT]: ['Delia Marsh'], [ROCK_ISLAND]: ['Jimmy Tran'] },
    });

  it('is the rulebook\'s card, with the Action icon', () => {
    expect(content.resources[res('Out of Body Experience')]).toMatchObject({ kind: 'scenario', scene: 'out-of-body', actionIcon: true, text: 'Trade places with another player and Attack any Prey in that city. If successful, Heat remains the same.' });
  });

  it('trades the two pawns, then its player attacks a Prey of the new city — all one Action', () => {
    const oob = res('Out of Body Experience');
    const choosing = play(table(), scenario(0, oob));
    expect(choosing.state.pending).toEqual({ kind: 'player', seat: 0, scene: 'out-of-body', card: oob });
    expect(legal(choosing)).toEqual([choosePlayer(0, 1)]);
    const { match: attacking, events } = playEvents(choosing, choosePlayer(0, 1));
    expect(eventsOf(events, 'travelled')).toEqual([
      { type: 'travelled', seat: 0, from: DAVENPORT, to: ROCK_ISLAND, cause: 'out-of-body' },
      { type: 'travelled', seat: 1, from: ROCK_ISLAND, to: DAVENPORT, cause: 'out-of-body' },
    ]);
    expect(attacking.state.pending).toEqual({ kind: 'scene-attack', seat: 0, card: oob });
    expect(legal(attacking)).toEqual([attack(0, 'Jimmy Tran')]);
    const { match: after, events: attackEvents } = playEvents(attacking, attack(0, 'Jimmy Tran'), weapon(0, res('Fire Axe')), modifier(0, null), pass(1));
    expect(first(attackEvents, 'attack-began').scene).toBe(oob);
    expect(after.state.seats[0]?.collection).toEqual([prey('Jimmy Tran')]);
    // One Action in all: the card's.
    expect(after.state.turn.actionsLeft).toBe(2);
    // "If successful, Heat remains the same."
    expect(after.state.cities[ROCK_ISLAND]?.heat).toBe(1);
    expect(eventsOf(attackEvents, 'heat-bumped')).toEqual([]);
  });

  it('a failed Attack of the scene bumps the Heat as usual', () => {
    const match = position({ actionsLeft: 1, cities: [DAVENPORT, ROCK_ISLAND], hands: [['Out of Body Experience'], []], map: { [ROCK_ISLAND]: ['Colonel Amos Reed'] } });
    const { match: after } = rigged(match, [scenario(0, res('Out of Body Experience')), choosePlayer(0, 1), attack(0, 'Colonel Amos Reed'), weapon(0, null), modifier(0, null), pass(1)], (events) => attackRoll(events) <= 5);
    expect(after.state.cities[ROCK_ISLAND]?.heat).toBe(2);
  });

  it('with no Prey in the other city, the trade is all that happens', () => {
    const match = position({ cities: [DAVENPORT, MOLINE], hands: [['Out of Body Experience'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const after = play(match, scenario(0, res('Out of Body Experience')), choosePlayer(0, 1));
    expect(after.state.pending).toBeNull();
    expect(after.state.seats.map((seat) => seat.city)).toEqual([MOLINE, DAVENPORT]);
  });
});

describe('Mulligan: "Upon failing an Attack, play this card to gain no Heat and attempt to Kill the same Prey with the same Weapon. (Action icon.)"', () => {
  const failing = (actionsLeft = 3) =>
    rigged(
      position({ actionsLeft, mo: ['Ice Pick', null], hands: [['Mulligan', 'Butter Knife', 'Full Moon', 'Power Outage'], []], map: { [DAVENPORT]: ['Delia Marsh'] } }),
      fullAttack(0, 'Delia Marsh', res('Butter Knife'), res('Full Moon'), [1]),
      (events) => attackRoll(events) <= 3,
    ).match;

  it('is the rulebook\'s card, with the Action icon', () => {
    expect(content.resources[res('Mulligan')]).toMatchObject({ kind: 'scenario', scene: 'mulligan', actionIcon: true });
    expect(copies('Mulligan')).toHaveLength(3);
  });

  it('played on the failure: no Heat, the same Prey and Weapon again (a new Modifier and new answers), one Action', () => {
    const waiting = failing();
    expect(legal(waiting)).toEqual([scenario(0, res('Mulligan')), pass(0)]);
    const { match: retry, events } = playEvents(waiting, scenario(0, res('Mulligan')));
    expect(eventsOf(events, 'heat-bumped')).toEqual([]);
    expect(retry.state.cities[DAVENPORT]?.heat).toBe(1);
    expect(retry.state.turn.actionsLeft).toBe(1);
    expect(retry.state.attack).toMatchObject({ prey: prey('Delia Marsh'), weapon: res('Butter Knife'), modifier: null, step: 'modifier', scene: res('Mulligan') });
    // The failure stands otherwise: the spent Modifier goes under the Prey, the M.O. is discarded.
    expect(retry.state.cities[DAVENPORT]?.prey[0]?.under).toEqual([res('Full Moon')]);
    expect(retry.state.seats[0]?.mo).toBeNull();
    const again = playEvents(retry, modifier(0, res('Power Outage')), pass(1));
    expect(first(again.events, 'attack-rolled').total).toBe(1 + 1 + 2 + attackRoll(again.events));
    expectAllCards(again.match.state);
  });

  it('"to gain no Heat": the attempt it buys gains none either, failed or successful (ruling 8)', () => {
    const retry = play(failing(), scenario(0, res('Mulligan')));
    const failedAgain = rigged(retry, [modifier(0, null), pass(1), pass(0)], (events) => first(events, 'attack-rolled').success === false);
    expect(eventsOf(failedAgain.events, 'heat-bumped')).toEqual([]);
    expect(failedAgain.match.state.cities[DAVENPORT]?.heat).toBe(1);
    expect(failedAgain.match.state.attack).toBeNull();
    const killed = rigged(retry, [modifier(0, null), pass(1)], (events) => first(events, 'attack-rolled').success);
    expect(eventsOf(killed.events, 'prey-killed')).toHaveLength(1);
    expect(eventsOf(killed.events, 'heat-bumped')).toEqual([]);
    expect(killed.match.state.cities[DAVENPORT]?.heat).toBe(1);
  });

  it('is not played between Actions', () => {
    const match = position({ hands: [['Mulligan'], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    expect(refusal(match, scenario(0, res('Mulligan'))).message).toMatch(/Mulligan is played "Upon failing an Attack"/);
    expect(legal(match).some((action) => action.type === 'play-scenario')).toBe(false);
  });

  it('needs an Action: with none left, the failure takes effect at once', () => {
    const match = failing(1);
    expect(match.state.attack).toBeNull();
    expect(match.state.cities[DAVENPORT]?.heat).toBe(2);
  });

  it('only Mulligan answers a failure', () => {
    const waiting = rigged(
      position({ hands: [['Road Trip', 'Butter Knife'], []], map: { [DAVENPORT]: ['Delia Marsh'] } }),
      fullAttack(0, 'Delia Marsh', res('Butter Knife'), null, [1]),
      (events) => attackRoll(events) <= 5,
    ).match;
    expect(refusal(waiting, scenario(0, res('Road Trip'))).message).toMatch(/after a failed Attack only Mulligan may be played/);
  });
});

describe('the stand-in Scenario cards', () => {
  it('Road Trip: "Travel to any city. No roll required." — one Action, any city', () => {
    const match = position({ hands: [['Road Trip'], []] });
    const choosing = play(match, scenario(0, res('Road Trip')));
    expect(choosing.state.pending).toEqual({ kind: 'travel', seat: 0, reach: 'anywhere', cause: 'road-trip' });
    const { match: after, events } = playEvents(choosing, travelTo(0, MOLINE));
    expect(events).toEqual([{ type: 'travelled', seat: 0, from: DAVENPORT, to: MOLINE, cause: 'road-trip' }]);
    expect(after.state.turn.actionsLeft).toBe(2);
    expect(after.state.resourceDiscard).toEqual([res('Road Trip')]);
  });

  it('Anonymous Tip (no Action icon: free): "Move another player\'s Skull Pawn to a city of your choice" — another city than its own', () => {
    const match = position({ hands: [['Anonymous Tip'], []] });
    const choosing = play(match, scenario(0, res('Anonymous Tip')), choosePlayer(0, 1));
    expect(refusal(choosing, chooseCity(0, DAVENPORT)).message).toMatch(/Anonymous Tip — move the pawn to another city/);
    const after = play(choosing, chooseCity(0, ROCK_ISLAND));
    expect(after.state.seats[1]?.city).toBe(ROCK_ISLAND);
    expect(after.state.turn.actionsLeft).toBe(3);
  });

  it('Anonymous Call: bumps the Heat of a city whose Heat has not moved this turn — and counts as its move', () => {
    const match = position({ hands: [['Anonymous Call', 'Fire Axe'], []], heatMoved: [false, true, false, false], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const choosing = play(match, scenario(0, res('Anonymous Call')));
    expect(legal(choosing)).toEqual([chooseCity(0, DAVENPORT), chooseCity(0, ROCK_ISLAND), chooseCity(0, MOLINE)]);
    expect(refusal(choosing, chooseCity(0, BETTENDORF)).message).toMatch(/whose Heat has not moved this turn/);
    const { match: after, events } = playEvents(choosing, chooseCity(0, DAVENPORT));
    expect(events).toEqual([{ type: 'heat-bumped', city: DAVENPORT, from: 1, to: 2, cause: 'anonymous-call' }]);
    // The Attack that follows in Davenport does not move its Heat again this turn.
    const attacked = playEvents(after, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), null, [1]));
    expect(eventsOf(attacked.events, 'heat-bumped')).toEqual([]);
  });

  it('Frame Job: "Another player discards their M.O. or Ego" — only a player holding one; not playable when none does', () => {
    const none = position({ hands: [['Frame Job'], []] });
    expect(refusal(none, scenario(0, res('Frame Job'))).message).toMatch(/no other player has an M\.O\. or Ego/);
    const match = position({ players: 3, mo: [null, null, 'Ice Pick'], hands: [['Frame Job'], [], []] });
    const choosing = play(match, scenario(0, res('Frame Job')));
    expect(legal(choosing)).toEqual([choosePlayer(0, 2)]);
    expect(refusal(choosing, choosePlayer(0, 1)).message).toMatch(/"Another player discards their M\.O\. or Ego"; seat 1 holds neither/);
    const after = play(choosing, choosePlayer(0, 2));
    expect(after.state.seats[2]?.mo).toBeNull();
    expect(after.state.resourceDiscard).toEqual([res('Frame Job'), res('Ice Pick')]);
  });

  it('"Only Resource Cards with an (A) Action icon require an Action to use": Road Trip spends the last Action (the turn ends once it is done), Anonymous Tip none', () => {
    const match = position({ actionsLeft: 1, hands: [['Road Trip', 'Anonymous Tip'], []] });
    const tipped = play(match, scenario(0, res('Anonymous Tip')), choosePlayer(0, 1), chooseCity(0, MOLINE));
    expect(tipped.state.turn).toMatchObject({ player: 0, actionsLeft: 1 });
    const { match: after, events } = playEvents(tipped, scenario(0, res('Road Trip')), travelTo(0, ROCK_ISLAND));
    expect(eventsOf(events, 'action-spent')).toEqual([{ type: 'action-spent', seat: 0, on: 'scenario', actionsLeft: 0 }]);
    expect(eventsOf(events, 'turn-ended')).toEqual([{ type: 'turn-ended', seat: 0, turn: 1 }]);
    expect(after.state.turn).toMatchObject({ player: 1, actionsLeft: 3 });
  });

  it('a Scenario card goes face up to the discard pile as it is played', () => {
    const match = position({ hands: [['Road Trip'], []] });
    const after = play(match, scenario(0, res('Road Trip')));
    expect(after.state.resourceDiscard).toEqual([res('Road Trip')]);
    expect(after.state.seats[0]?.hand).toEqual([]);
  });
});
