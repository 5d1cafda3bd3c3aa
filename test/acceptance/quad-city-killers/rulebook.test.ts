/**
 * Acceptance scenarios for Quad City Killers, written from the printed rulebook
 * (../shared/rulebooks/quad-city-killers.txt). Each test quotes the
 * line it checks. Where the rulebook is ambiguous and a documented ruling of
 * docs/games/quad-city-killers.md decides it, the test says which ruling it follows.
 *
 * Positions are laid out with the shared test helpers (stand-in content): cities 0 Davenport and
 * 1 Bettendorf (Iowa), 2 Rock Island and 3 Moline (Illinois); Killer Boards 0 The Riverboat
 * Strangler (black hair, brown eyes; Dexterity 1 1 2 2 3 3 4) and 1 Mississippi Mary (blonde,
 * blue; 0 1 1 2 3 4 5). Outcomes are made certain by the cards where possible (the three dice total
 * 0 to 6) and rigged by seed otherwise.
 *
 * Rulings relied on throughout: an Attack may use no Weapon or no card at all (ruling 1); after the
 * attacker's cards every other seat answers or passes (ruling 5); a failure with an Action left
 * waits for a Mulligan or a pass (ruling 8).
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/core/index.js';
import {
  BETTENDORF,
  DAVENPORT,
  MOLINE,
  ROCK_ISLAND,
  active,
  against,
  attack,
  choosePlayer,
  claim,
  declareEgo,
  discard,
  eventsOf,
  expectAllCards,
  first,
  fullAttack,
  hunt,
  legal,
  modifier,
  pass,
  placePrey,
  play,
  playEvents,
  position,
  prey,
  preyIn,
  quadCityKillers,
  refill,
  refusal,
  res,
  rigged,
  scenario,
  travel,
  travelTo,
  useEgo,
  weapon,
  type QMatch,
  type QuadCityKillersEvent,
} from '../../games/quad-city-killers/helpers.js';

/** The Attack roll's event (the last one in `events`). */
function lastRoll(events: readonly QuadCityKillersEvent[]): Extract<QuadCityKillersEvent, { type: 'attack-rolled' }> {
  const rolls = eventsOf(events, 'attack-rolled');
  const last = rolls.at(-1);
  if (last === undefined) throw new Error('no attack roll');
  return last;
}

/** The dice total of an `attack-rolled` event. */
function diceOf(event: Extract<QuadCityKillersEvent, { type: 'attack-rolled' }>): number {
  return event.roll.reduce((sum, face) => sum + face, 0);
}

/** Plays every placement decision (Tourists at setup or on a reveal) with the first legal choice. */
function placeAll(match: QMatch): QMatch {
  let current = match;
  for (let guard = 0; guard < 20 && current.state.placing.length > 0; guard++) {
    const choice = legal(current)[0];
    if (choice?.type !== 'place-prey') throw new Error('expected a placement');
    current = play(current, choice);
  }
  return current;
}

describe('Setting Up the Game', () => {
  it('"five Resource Cards, and one Prey Card"; "Heat Marker in each city at the lowest level"; "Dexterity Marker … at the first Dexterity spot"; "The player with the highest Prey Defense begins the game"', () => {
    let decidedByDefense = 0;
    for (let seed = 0; seed < 12; seed++) {
      const created = createMatch(quadCityKillers, { config: { players: 4 }, seed: `acceptance-setup/${seed}` });
      if (!created.ok) throw new Error(created.error.message);
      const match = placeAll(created.match);
      const { state } = match;
      expect(state.phase).toBe('play');
      expect(state.seats.map((seat) => seat.hand.length)).toEqual([5, 5, 5, 5]);
      expect(state.seats.map((seat) => seat.dexterity)).toEqual([0, 0, 0, 0]);
      expect(state.cities.map((city) => city.heat)).toEqual([1, 1, 1, 1]);
      const defenses = state.seats.map((seat) => state.config.content.prey[seat.startingPrey]?.defense ?? -1);
      const best = Math.max(...defenses);
      const top = defenses.flatMap((defense, seat) => (defense === best ? [seat] : []));
      expect(top).toContain(state.firstPlayer);
      // Step 7: "places it and their Skull Pawn in the appropriate city".
      state.seats.forEach((seat) => {
        expect(state.cities.findIndex((city) => city.prey.some((onMap) => onMap.card === seat.startingPrey))).toBe(seat.city);
      });
      if (top.length === 1) {
        decidedByDefense++;
        expect(state.firstPlayer).toBe(top[0]);
      }
      // "Begin each turn by revealing a new Prey Card": the first player starts with 3 Actions, its reveal placed.
      expect(state.turn.player).toBe(state.firstPlayer);
      expect(state.turn.actionsLeft).toBe(3);
      const onMap = state.cities.reduce((sum, city) => sum + city.prey.length, 0);
      expect(onMap).toBe(5);
    }
    expect(decidedByDefense).toBeGreaterThan(0);
  });

  it('Tips & Tricks: "For 5+ players, or just a shorter game, we recommend you begin higher on the Dexterity Scale!"', () => {
    const created = createMatch(quadCityKillers, { config: { players: 5, startingDexterity: 3 }, seed: 'acceptance-higher' });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.match.state.seats.map((seat) => seat.dexterity)).toEqual([3, 3, 3, 3, 3]);
  });
});

describe('Player Turn: "you get 3 Actions"; "End each turn by replenishing your hand to 5 cards"', () => {
  it('three Hunts use the turn up; the hand is replenished to 5 and the next seat clockwise begins with a reveal', () => {
    const match = position({ hands: [['Fire Axe'], ['Corkscrew', 'Rolling Pin', 'Letter Opener', 'Crowbar', 'Claw Hammer']], preyDeckTop: ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina', 'Walt Kessler'] });
    const two = play(match, hunt(0), hunt(0));
    expect(two.state.turn).toMatchObject({ player: 0, actionsLeft: 1 });
    const { match: after, events } = playEvents(two, hunt(0));
    expect(preyIn(after, DAVENPORT)).toEqual([prey('Ada Lindqvist'), prey('Hank Doyle'), prey('Rosa Medina'), prey('Walt Kessler')]);
    expect(after.state.seats[0]?.hand).toHaveLength(5);
    expect(first(events, 'drew')).toMatchObject({ seat: 0, count: 4, cause: 'refill' });
    expect(after.state.turn).toMatchObject({ player: 1, actionsLeft: 3 });
    expect(active(after)).toEqual([1]);
    expect(eventsOf(events, 'prey-revealed').map((event) => [event.seat, event.cause])).toEqual([
      [0, 'hunt'],
      [1, 'turn'],
    ]);
  });

  it('"If at any time you have more than 5 cards in your hand, you may not replenish your hand": cards taken from under a killed Prey push the hand to 6, and the turn ends with no draw', () => {
    const match = position({
      actionsLeft: 1,
      hands: [['Fire Axe', 'Power Outage', 'Dark Alley', 'Full Moon', 'Thunderstorm'], []],
      map: { [DAVENPORT]: [{ name: 'Ada Lindqvist', under: ['Butter Knife', 'Corkscrew', 'Rolling Pin'] }] },
      preyDeckTop: ['Hank Doyle'],
    });
    const { match: after, events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Power Outage'), [1]));
    expect(first(events, 'prey-killed').cardsTaken).toEqual([res('Butter Knife'), res('Corkscrew'), res('Rolling Pin')]);
    expect(after.state.turn.player).toBe(1);
    expect(after.state.seats[0]?.hand).toHaveLength(6);
    expect(eventsOf(events, 'drew').filter((event) => event.seat === 0)).toEqual([]);
    expectAllCards(after.state);
  });
});

describe('2. Travel: "A non-zero (1+) roll lets you Travel to any city in your current state. A roll of 2 or greater (2+) lets you Travel to any city across the river."', () => {
  const match = position({ cities: [DAVENPORT, MOLINE] });
  const rolled = (total: (value: number) => boolean) =>
    rigged(match, [travel(0)], (events) => {
      const roll = events.find((event) => event.type === 'travel-rolled');
      return roll?.type === 'travel-rolled' && total(roll.total);
    });

  it('a roll of 0 moves nobody, and the Travel Action is spent ("Use all 3 dice for any dice roll!")', () => {
    const { match: after, events } = rolled((total) => total === 0);
    expect(first(events, 'travel-rolled').dice).toHaveLength(3);
    expect(after.state.seats[0]?.city).toBe(DAVENPORT);
    expect(after.state.pending).toBeNull();
    expect(after.state.turn.actionsLeft).toBe(2);
    expect(refusal(after, travelTo(0, BETTENDORF)).code).toBeTruthy();
  });

  it('a roll of exactly 1 reaches Bettendorf (Iowa) but not across the river', () => {
    const { match: after } = rolled((total) => total === 1);
    expect(refusal(after, travelTo(0, ROCK_ISLAND))).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringMatching(/2\. Travel/) });
    expect(refusal(after, travelTo(0, MOLINE)).message).toMatch(/2\. Travel/);
    expect(play(after, travelTo(0, BETTENDORF)).state.seats[0]?.city).toBe(BETTENDORF);
  });

  it('a roll of 2+ reaches a city across the river', () => {
    const { match: after } = rolled((total) => total >= 2);
    const moved = play(after, travelTo(0, ROCK_ISLAND));
    expect(moved.state.seats[0]?.city).toBe(ROCK_ISLAND);
    expect(moved.state.turn.actionsLeft).toBe(2);
  });
});

describe('3. Attack: "your Dexterity …, Resource Cards (a Modifier card and a Weapon card), a Dice Roll, meeting or exceeding the Prey Defense"', () => {
  it('Victimology: "You get 1+ Advantage for each matching feature" — none, one (hair) and two (hair and eyes)', () => {
    // The Riverboat Strangler (black hair, brown eyes) on the first spot (Dexterity 1), no cards.
    const cases: [string, number][] = [
      ['Vance Holt', 0], // brown, grey
      ['Teddy Ruiz', 1], // black, hazel
      ['Rosa Medina', 2], // black, brown
    ];
    for (const [name, bonus] of cases) {
      const match = position({ map: { [DAVENPORT]: [name] } });
      const { events } = playEvents(match, ...fullAttack(0, name, null, null, [1]));
      const rolled = lastRoll(events);
      expect(rolled.total - diceOf(rolled)).toBe(1 + bonus);
    }
  });

  it('"Your Dexterity Scale keeps track of your base Advantage": the value at the marker, plus a Weapon and a Modifier', () => {
    // Mississippi Mary on spot 4 (value 3); Claw Hammer +2 and Casino Chips +2; Vance Holt matches nothing.
    const match = position({ killers: [1, 0], dexterity: [4, 0], hands: [['Claw Hammer', 'Casino Chips'], []], map: { [DAVENPORT]: ['Vance Holt'] } });
    const { match: after, events } = playEvents(match, ...fullAttack(0, 'Vance Holt', res('Claw Hammer'), res('Casino Chips'), [1]));
    const rolled = lastRoll(events);
    expect(rolled.total - diceOf(rolled)).toBe(3 + 2 + 2);
    expect(rolled.defense).toBe(7);
    expect(rolled.success).toBe(rolled.total >= 7);
    // "Weapon Cards require an Action" and the Attack is that Action; a Modifier without (A) is free.
    expect(after.state.turn.actionsLeft).toBe(2);
  });

  it('Tracking: "After the first 3 levels, Heat bumps up the Prey Defense in that city +1 for each additional level"', () => {
    const defenses = [1, 3, 4, 5, 6].map((heat) => {
      const match = position({ heat: [heat, 1, 1, 1], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
      return lastRoll(playEvents(match, ...fullAttack(0, 'Ada Lindqvist', null, null, [1])).events).defense;
    });
    expect(defenses).toEqual([3, 3, 4, 5, 6]);
  });

  it('1. Weapon Cards: "Roll 3 dice to determine your Advantage" (Chainsaw) and "Prey Defense is directly affected" (Duct Tape)', () => {
    const match = position({ hands: [['Chainsaw', 'Duct Tape'], []], map: { [DAVENPORT]: ['Delia Marsh', 'Vance Holt'] } });
    const dice = lastRoll(playEvents(match, ...fullAttack(0, 'Delia Marsh', res('Chainsaw'), null, [1])).events);
    expect(dice.weaponRoll).toHaveLength(3);
    const weaponTotal = (dice.weaponRoll ?? []).reduce((sum, face) => sum + face, 0);
    expect(dice.total).toBe(1 + weaponTotal + diceOf(dice));
    const shield = lastRoll(playEvents(match, ...fullAttack(0, 'Vance Holt', res('Duct Tape'), null, [1])).events);
    expect(shield.defense).toBe(7 - 2);
    expect(shield.total).toBe(1 + diceOf(shield));
  });
});

describe('3. Attack (cont.): success, failure and the once-per-turn bumps', () => {
  it('"If unsuccessful, place the spent Resource Cards under the Prey"; later "If you successfully Attack a Prey with Resource cards under it, add those cards to your hand" — and the Heat moves once in that city this turn', () => {
    // Mississippi Mary (first spot: 0) against Vance Holt (Defense 7): Full Moon alone fails unless the dice show 6.
    const match = position({ killers: [1, 0], hands: [['Full Moon', 'Fire Axe', 'Power Outage'], []], map: { [DAVENPORT]: ['Vance Holt'] } });
    const failedOnce = rigged(match, [...fullAttack(0, 'Vance Holt', null, res('Full Moon'), [1]), pass(0)], (events) => events.some((event) => event.type === 'cards-under-prey'));
    expect(failedOnce.match.state.cities[DAVENPORT]?.prey).toEqual([{ card: prey('Vance Holt'), under: [res('Full Moon')] }]);
    expect(failedOnce.match.state.cities[DAVENPORT]?.heat).toBe(2);
    expect(failedOnce.match.state.seats[0]?.dexterity).toBe(0);
    // Second attempt, Fire Axe +3 and Power Outage +2: a kill on a roll of 2 or more.
    const killed = rigged(failedOnce.match, fullAttack(0, 'Vance Holt', res('Fire Axe'), res('Power Outage'), [1]), (events) => events.some((event) => event.type === 'prey-killed'));
    expect(killed.match.state.seats[0]?.hand).toEqual([res('Full Moon')]);
    expect(killed.match.state.seats[0]?.collection).toEqual([prey('Vance Holt')]);
    expect(killed.match.state.seats[0]?.dexterity).toBe(1);
    expect(killed.match.state.cities[DAVENPORT]?.heat).toBe(2);
    expect(eventsOf(killed.events, 'heat-bumped')).toEqual([]);
  });

  it('"Note: Both Bumps are only once per turn!" — Dexterity once for two kills, Heat once "in each city": a kill in Davenport and one in Bettendorf after a Travel bump both cities', () => {
    const match = position({
      hands: [['Fire Axe', 'Power Outage', 'Meat Cleaver', 'Pizza Delivery'], []],
      map: { [DAVENPORT]: ['Ada Lindqvist'], [BETTENDORF]: ['Cindy Voss'] },
      preyDeckTop: ['Hank Doyle'],
    });
    const firstKill = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Power Outage'), [1]));
    expect(eventsOf(firstKill.events, 'dexterity-moved')).toEqual([{ type: 'dexterity-moved', seat: 0, from: 0, to: 1 }]);
    const travelled = rigged(firstKill.match, [travel(0)], (events) => events.some((event) => event.type === 'travel-rolled' && event.total >= 1));
    const there = play(travelled.match, travelTo(0, BETTENDORF));
    const secondKill = playEvents(there, ...fullAttack(0, 'Cindy Voss', res('Meat Cleaver'), res('Pizza Delivery'), [1]));
    expect(first(secondKill.events, 'prey-killed').prey).toBe(prey('Cindy Voss'));
    expect(eventsOf(secondKill.events, 'dexterity-moved')).toEqual([]);
    expect(eventsOf(secondKill.events, 'heat-bumped')).toEqual([{ type: 'heat-bumped', city: BETTENDORF, from: 1, to: 2, cause: 'attack' }]);
    const after = secondKill.match.state;
    expect(after.seats[0]?.dexterity).toBe(1);
    expect(after.seats[0]?.collection).toEqual([prey('Ada Lindqvist'), prey('Cindy Voss')]);
    expect(after.cities.map((city) => city.heat)).toEqual([2, 2, 1, 1]);
    // That was the third Action: the turn passed to seat 1.
    expect(after.turn.player).toBe(1);
  });

  it('"only once per turn": the next turn, an Attack in the same city bumps the Heat again, and the next killer\'s Dexterity', () => {
    const match = position({ actionsLeft: 1, hands: [['Fire Axe'], ['Meat Cleaver']], map: { [DAVENPORT]: ['Ada Lindqvist', 'Hank Doyle'] }, preyDeckTop: ['Rosa Medina'] });
    const turnOne = play(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), null, [1]));
    expect(turnOne.state.turn.player).toBe(1);
    expect(turnOne.state.cities[DAVENPORT]?.heat).toBe(2);
    // Mississippi Mary (0) + Meat Cleaver (3) against Hank Doyle (3): a certain kill.
    const { match: after, events } = playEvents(turnOne, ...fullAttack(1, 'Hank Doyle', res('Meat Cleaver'), null, [0]));
    expect(eventsOf(events, 'heat-bumped')).toEqual([{ type: 'heat-bumped', city: DAVENPORT, from: 2, to: 3, cause: 'attack' }]);
    expect(after.state.seats.map((seat) => seat.dexterity)).toEqual([1, 1]);
  });

  it('"Begin each turn by revealing a new Prey Card … Note: Tourists (Grey) Cards can go to any city!" — the turn player chooses', () => {
    const match = position({ actionsLeft: 1, preyDeckTop: ['Ada Lindqvist', 'Chad Whitmore'] });
    const after = play(match, hunt(0));
    expect(after.state.turn.player).toBe(1);
    expect(active(after)).toEqual([1]);
    expect(legal(after, 1)).toEqual([DAVENPORT, BETTENDORF, ROCK_ISLAND, MOLINE].map((city) => placePrey(1, city)));
    expect(preyIn(play(after, placePrey(1, MOLINE)), MOLINE)).toEqual([prey('Chad Whitmore')]);
  });

  it('Police Prey Cards: "increase all Prey\'s Defense in that city +1. The added defense goes away once the Police are killed."', () => {
    const match = position({ cities: [BETTENDORF, DAVENPORT], hands: [['Fire Axe', 'Power Outage'], []], map: { [BETTENDORF]: ['Werner Brew', 'Cindy Voss'] } });
    expect(lastRoll(playEvents(match, ...fullAttack(0, 'Cindy Voss', null, null, [1])).events).defense).toBe(3 + 1);
    // Werner Brew himself: "+1 All other prey in this city" (ruling 23), so his own 6 stands. 1 + 3 + 2 = 6: a certain kill.
    const { match: after, events } = playEvents(match, ...fullAttack(0, 'Werner Brew', res('Fire Axe'), res('Power Outage'), [1]), ...fullAttack(0, 'Cindy Voss', null, null, [1]));
    const rolls = eventsOf(events, 'attack-rolled');
    expect(rolls[0]).toMatchObject({ defense: 6, success: true });
    expect(rolls[1]?.defense).toBe(3);
    expect(after.state.seats[0]?.collection[0]).toBe(prey('Werner Brew'));
  });

  it('2. Modifier Cards: "You may use Modifiers … against other players" — a Modifier played against the Attack raises the Defense (ruling 5); one with the (A) icon cannot be (ruling 5)', () => {
    const match = position({ hands: [[], ['Casino Chips', 'Chloroform']], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const answering = play(match, attack(0, 'Ada Lindqvist'), weapon(0, null), modifier(0, null));
    expect(active(answering)).toEqual([1]);
    expect(refusal(answering, against(1, res('Chloroform'))).code).toBe('ILLEGAL_ACTION');
    const { match: after, events } = playEvents(answering, against(1, res('Casino Chips')));
    const rolled = lastRoll(events);
    expect(rolled.defense).toBe(3 + 2);
    expect(after.state.seats[1]?.hand).toEqual([res('Chloroform')]);
  });
});

describe('1. Weapon Cards: M.O.', () => {
  it('"After a Kill, Weapons with an M.O. may be claimed … Keep and use their additional Advantage to Attack Prey. However, if you fail an Attack, you must discard your M.O."', () => {
    const match = position({ hands: [['Piano Wire', 'Power Outage'], []], map: { [DAVENPORT]: ['Ada Lindqvist', 'Delia Marsh'] } });
    // 1 + 1 + 2 = 4 against Defense 3: a certain kill.
    const claiming = play(match, ...fullAttack(0, 'Ada Lindqvist', res('Piano Wire'), res('Power Outage'), [1]));
    expect(claiming.state.attack?.step).toBe('claim');
    const claimed = play(claiming, claim(0));
    expect(claimed.state.seats[0]?.mo).toBe(res('Piano Wire'));
    // Delia Marsh (Defense 8, grey/green): Dexterity 1 (spot 1) + the M.O.'s +2 + the dice; at most 9.
    const failed = rigged(claimed, [...fullAttack(0, 'Delia Marsh', null, null, [1]), pass(0)], (events) => events.some((event) => event.type === 'mo-discarded'));
    const rolled = lastRoll(failed.events);
    expect(rolled.total).toBe(1 + 2 + diceOf(rolled));
    expect(rolled.success).toBe(false);
    expect(failed.match.state.seats[0]?.mo).toBeNull();
    expect(failed.match.state.resourceDiscard).toContain(res('Piano Wire'));
  });
});

describe('Tips & Tricks: "You may only hold 1 M.O. or Ego at a time. You must discard your current M.O. or Ego before claiming a new one."', () => {
  it('claiming an M.O. Weapon puts the Ego held on the discard pile', () => {
    const match = position({ mo: ['The Ghost', null], hands: [['Piano Wire', 'Power Outage'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { match: after, events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Piano Wire'), res('Power Outage'), [1]), claim(0));
    expect(after.state.seats[0]?.mo).toBe(res('Piano Wire'));
    expect(first(events, 'mo-discarded')).toMatchObject({ seat: 0, card: res('The Ghost') });
    expect(after.state.resourceDiscard).toContain(res('The Ghost'));
    expectAllCards(after.state);
  });
});

describe('4. Ego Cards', () => {
  it('"You may declare an Ego as your M.O. at any time. You don\'t need to kill with your Ego before declaring it" — Gatsby "(Action icon to declare.)" costs an Action, and replaces the M.O. held ("You may only hold 1 M.O. or Ego at a time")', () => {
    const match = position({ hands: [['Gatsby'], []], mo: ['Ice Pick', null] });
    expect(match.state.seats[0]?.collection).toEqual([]);
    const { match: after, events } = playEvents(match, declareEgo(0, res('Gatsby')));
    expect(after.state.seats[0]?.mo).toBe(res('Gatsby'));
    expect(after.state.turn.actionsLeft).toBe(2);
    expect(first(events, 'mo-discarded')).toMatchObject({ seat: 0, card: res('Ice Pick') });
    expect(after.state.resourceDiscard).toContain(res('Ice Pick'));
  });

  it('Gatsby: "You may flip an additional Prey card at the beginning of your turn. (Once per Turn)" — and Tips & Tricks: "only once per turn"', () => {
    const match = position({ mo: ['Gatsby', null], preyDeckTop: ['Ada Lindqvist', 'Hank Doyle'] });
    const { match: after, events } = playEvents(match, useEgo(0));
    expect(first(events, 'prey-revealed')).toMatchObject({ seat: 0, prey: prey('Ada Lindqvist'), cause: 'ego' });
    expect(preyIn(after, DAVENPORT)).toEqual([prey('Ada Lindqvist')]);
    expect(after.state.turn.actionsLeft).toBe(3);
    expect(refusal(after, useEgo(0)).message).toMatch(/only once per turn/);
  });
});

describe('3. Scenario Cards', () => {
  it('Out of Body Experience: "Trade places with another player and Attack any Prey in that city. If successful, Heat remains the same." — one Action for all of it (ruling 11: "No matter how many tasks a Resource card tells you to perform, they all count as one Action")', () => {
    const match = position({
      cities: [DAVENPORT, MOLINE],
      hands: [['Out of Body Experience', 'Fire Axe', 'Power Outage'], []],
      map: { [DAVENPORT]: ['Ada Lindqvist'], [MOLINE]: ['Elsie Dahl'] },
    });
    const traded = play(match, scenario(0, res('Out of Body Experience')), choosePlayer(0, 1));
    expect(traded.state.seats.map((seat) => seat.city)).toEqual([MOLINE, DAVENPORT]);
    expect(refusal(traded, attack(0, 'Ada Lindqvist')).code).toBe('ILLEGAL_ACTION');
    const { match: after, events } = playEvents(traded, ...fullAttack(0, 'Elsie Dahl', res('Fire Axe'), res('Power Outage'), [1]));
    expect(first(events, 'prey-killed').prey).toBe(prey('Elsie Dahl'));
    expect(eventsOf(events, 'heat-bumped')).toEqual([]);
    expect(after.state.cities[MOLINE]?.heat).toBe(1);
    expect(after.state.seats[0]?.dexterity).toBe(1);
    expect(after.state.turn.actionsLeft).toBe(2);
  });

  it('Out of Body Experience: only a success keeps the Heat — a failure in the new city bumps it there ("Either way, BUMP the Heat in that city")', () => {
    // Mississippi Mary (0), no cards, against Mayor Evelyn Pratt (8): a certain failure.
    const match = position({ killers: [1, 0], cities: [DAVENPORT, MOLINE], hands: [['Out of Body Experience'], []], map: { [MOLINE]: ['Mayor Evelyn Pratt'] } });
    const { match: after } = playEvents(match, scenario(0, res('Out of Body Experience')), choosePlayer(0, 1), ...fullAttack(0, 'Mayor Evelyn Pratt', null, null, [1]), pass(0));
    expect(after.state.cities.map((city) => city.heat)).toEqual([1, 1, 1, 2]);
  });

  it('Mulligan: "Upon failing an Attack, play this card to gain no Heat and attempt to Kill the same Prey with the same Weapon. (Action icon.)" — the retry gains no Heat either (ruling 8)', () => {
    // Mississippi Mary (0) with the Butter Knife (+1) against Delia Marsh (8): at most 7, a certain failure.
    const match = position({ killers: [1, 0], hands: [['Butter Knife', 'Mulligan'], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const failing = play(match, ...fullAttack(0, 'Delia Marsh', res('Butter Knife'), null, [1]));
    expect(failing.state.attack?.step).toBe('after-failure');
    const retry = play(failing, scenario(0, res('Mulligan')));
    expect(retry.state.cities[DAVENPORT]?.heat).toBe(1);
    expect(retry.state.turn.actionsLeft).toBe(1);
    expect(retry.state.attack).toMatchObject({ prey: prey('Delia Marsh'), weapon: res('Butter Knife'), step: 'modifier' });
    const { match: after } = playEvents(retry, modifier(0, null), pass(1), pass(0));
    expect(after.state.cities[DAVENPORT]?.heat).toBe(1);
    expect(after.state.cities[DAVENPORT]?.prey).toEqual([{ card: prey('Delia Marsh'), under: [res('Butter Knife')] }]);
    expect(after.state.resourceDiscard).toContain(res('Mulligan'));
  });
});

describe('5. Discard: "Discard up to two cards from your hand and replace them from the Resource Deck."', () => {
  it('two cards out, two replacements in, one Action', () => {
    const match = position({ hands: [['Fire Axe', 'Power Outage', 'Dark Alley'], []], resourceDeckTop: ['Corkscrew', 'Rolling Pin'] });
    const after = play(match, discard(0, res('Fire Axe')), discard(0, res('Power Outage')));
    expect([...(after.state.seats[0]?.hand ?? [])].sort((a, b) => a - b)).toEqual([res('Corkscrew'), res('Rolling Pin'), res('Dark Alley')].sort((a, b) => a - b));
    expect(after.state.turn.actionsLeft).toBe(2);
    expect(after.state.pending).toBeNull();
    // A third card is a new Discard Action.
    expect(play(after, discard(0, res('Dark Alley'))).state.turn.actionsLeft).toBe(1);
  });
});

describe('Player Turn: "When you draw a Prey Card and every space in that city is full, choose one of the current Prey to replace and discard."', () => {
  it('the hunter chooses which Prey leaves; it goes to the discard pile', () => {
    const full = ['Ada Lindqvist', 'Hank Doyle', 'Walt Kessler', 'June Parrish', 'Eli Bjornson'];
    const match = position({ map: { [DAVENPORT]: full }, preyDeckTop: ['Rosa Medina'] });
    const choosing = play(match, hunt(0));
    const choices = legal(choosing);
    expect(choices).toHaveLength(5);
    expect(choices.every((action) => action.type === 'place-prey' && action.city === DAVENPORT && action.replacing !== null)).toBe(true);
    refusal(choosing, placePrey(0, DAVENPORT, null));
    const after = play(choosing, placePrey(0, DAVENPORT, prey('Walt Kessler')));
    expect(preyIn(after, DAVENPORT)).not.toContain(prey('Walt Kessler'));
    expect(preyIn(after, DAVENPORT)).toContain(prey('Rosa Medina'));
    expect(after.state.preyDiscard).toContain(prey('Walt Kessler'));
  });
});

describe('Ending the Game', () => {
  const nearEnd = (other: readonly string[], hand: readonly string[] = ['Fire Axe']) =>
    position({ killers: [1, 0], dexterity: [5, 0], hands: [hand, []], collections: [[], other], map: { [DAVENPORT]: ['Ada Lindqvist', 'Hank Doyle'] } });

  it('"When the first player reaches the end of their Dexterity Scale, the game is over … The player with the highest Notoriety wins!" — at once (ruling 2), and not necessarily the one who ended it', () => {
    // Mary on spot 5 (value 4) + Fire Axe: a certain kill of Ada Lindqvist (Notoriety 1); seat 1 holds Delia Marsh (6).
    const { match: after } = playEvents(nearEnd(['Delia Marsh']), ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), null, [1]));
    expect(after.state.seats[0]?.dexterity).toBe(6);
    expect(quadCityKillers.outcome(after.state)).toMatchObject({ winners: [1], reason: 'highest-notoriety', scores: [1, 6] });
    expect(active(after)).toEqual([]);
    expect(legal(after, 0)).toEqual([]);
    expect(refusal(after, attack(0, 'Hank Doyle')).code).toBe('GAME_OVER');
  });

  it('"In case of a tie, roll the dice to determine the winner." — the tied seats roll all three dice (ruling 4)', () => {
    const { match: after, events } = playEvents(nearEnd(['Lyle Hanrahan']), ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), null, [1]));
    const outcome = quadCityKillers.outcome(after.state);
    expect(outcome).toMatchObject({ reason: 'tie-rolled-off', scores: [1, 1], tied: [0, 1] });
    const rolls = eventsOf(events, 'rolled-off');
    expect(rolls.length).toBeGreaterThan(0);
    expect(rolls.every((roll) => roll.purpose === 'winner' && roll.rolls.every((dice) => dice.length === 3))).toBe(true);
    const last = rolls.at(-1);
    const best = Math.max(...(last?.totals ?? []));
    expect(outcome?.winners).toEqual([last?.seats[last.totals.indexOf(best)]]);
  });

  it('"All Players total their Notoriety Points": Grandma\'s Urn, "If successful, add this card to your collection for +1 Notoriety", breaks what would be a tie', () => {
    const { match: after } = playEvents(nearEnd(['Lyle Hanrahan'], ['Fire Axe', "Grandma's Urn"]), ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res("Grandma's Urn"), [1]));
    expect(after.state.seats[0]?.trophies).toEqual([res("Grandma's Urn")]);
    expect(quadCityKillers.outcome(after.state)).toMatchObject({ winners: [0], reason: 'highest-notoriety', scores: [2, 1], tied: [] });
  });

  it('"Your Dexterity bumps up one spot with each successful Attack, but only once per turn!" — a second kill this turn does not move the marker to the end, so the game goes on', () => {
    const match = position({ killers: [1, 0], dexterity: [5, 0], dexterityMoved: true, hands: [['Fire Axe'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { match: after } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), null, [1]));
    expect(after.state.seats[0]?.collection).toEqual([prey('Ada Lindqvist')]);
    expect(after.state.seats[0]?.dexterity).toBe(5);
    expect(after.state.outcome).toBeNull();
    expect(active(after)).toEqual([0]);
  });
});

describe('Solo Play', () => {
  const solo = (spec: Parameters<typeof position>[0]) => position({ players: 1, ...spec });

  it('"Choose your Serial Killer card and deal yourself 6 Resource Cards. (Place them face-up.)" — a Scenario card dealt plays against you and is replaced (ruling 16)', () => {
    for (let seed = 0; seed < 5; seed++) {
      const created = createMatch(quadCityKillers, { config: { players: 1 }, seed: `acceptance-solo/${seed}` });
      if (!created.ok) throw new Error(created.error.message);
      const match = placeAll(created.match);
      const hand = match.state.seats[0]?.hand ?? [];
      expect(hand).toHaveLength(6);
      expect(hand.every((card) => match.state.config.content.resources[card]?.kind !== 'scenario')).toBe(true);
      expect(quadCityKillers.view(match.state, null).hand).toEqual(hand);
    }
  });

  it('"Attack Prey as you would in a multi-player game. No Actions required. However, if you fail, discard any Resource cards used." — "it is bumped down for every unsuccessful Attack"', () => {
    // Mary on spot 2 (value 1) + Butter Knife against Delia Marsh (8): at most 8, so rig a failure.
    const match = solo({ killers: [1], dexterity: [2], hands: [['Butter Knife', 'Full Moon']], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const { match: after, events } = rigged(match, fullAttack(0, 'Delia Marsh', res('Butter Knife'), null), (rolled) => rolled.some((event) => event.type === 'attack-rolled' && !event.success));
    expect(eventsOf(events, 'action-spent')).toEqual([]);
    expect(after.state.resourceDiscard).toContain(res('Butter Knife'));
    expect(after.state.cities[DAVENPORT]?.prey).toEqual([{ card: prey('Delia Marsh'), under: [] }]);
    expect(after.state.seats[0]?.dexterity).toBe(1);
    expect(after.state.cities[DAVENPORT]?.heat).toBe(2);
    expect(after.state.attack).toBeNull();
    expect(active(after)).toEqual([0]);
  });

  it('"Dexterity is bumped up with each successful Attack" and "Heat is tracked the same" — solo has no turns, so two kills move both markers twice (ruling 17); "No Actions required", even for a Modifier with the (A) icon', () => {
    const match = solo({ killers: [1], dexterity: [2], hands: [['Fire Axe', 'Meat Cleaver', 'Chloroform']], map: { [DAVENPORT]: ['Ada Lindqvist', 'Hank Doyle'] } });
    const { match: after, events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Chloroform')), ...fullAttack(0, 'Hank Doyle', res('Meat Cleaver'), null));
    expect(after.state.seats[0]?.collection).toEqual([prey('Ada Lindqvist'), prey('Hank Doyle')]);
    expect(after.state.seats[0]?.dexterity).toBe(4);
    expect(after.state.cities[DAVENPORT]?.heat).toBe(3);
    expect(eventsOf(events, 'action-spent')).toEqual([]);
  });

  it('Ending a Solo Game: "You lose when you fall below your Dexterity Scale"', () => {
    // Mary on the first spot (0), no cards, against Delia Marsh (8): the dice alone cannot reach 8.
    const match = solo({ killers: [1], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const { match: after } = playEvents(match, ...fullAttack(0, 'Delia Marsh', null, null));
    expect(quadCityKillers.outcome(after.state)).toMatchObject({ winners: [], reason: 'fell-below-dexterity-scale', returns: [-1] });
  });

  it('"Police Prey Cards not only increase the Prey Defense in that city, they also cause the Heat to bump one level. The added Defense goes away once they are killed, however the Heat remains the same."', () => {
    const match = solo({ killers: [1], dexterity: [2], cities: [BETTENDORF], hands: [['Fire Axe', 'Power Outage']], map: { [BETTENDORF]: ['Cindy Voss'] }, preyDeckTop: ['Werner Brew'] });
    const { match: hunted, events } = playEvents(match, hunt(0));
    expect(eventsOf(events, 'heat-bumped')).toEqual([{ type: 'heat-bumped', city: BETTENDORF, from: 1, to: 2, cause: 'police' }]);
    // Mary (1) + Fire Axe (3) + Power Outage (2) = 6 against Werner Brew's 6: a certain kill.
    const killed = play(hunted, ...fullAttack(0, 'Werner Brew', res('Fire Axe'), res('Power Outage')));
    expect(killed.state.seats[0]?.collection).toEqual([prey('Werner Brew')]);
    expect(killed.state.cities[BETTENDORF]?.heat).toBe(3);
    const { events: after } = playEvents(killed, ...fullAttack(0, 'Cindy Voss', null, null));
    expect(lastRoll(after).defense).toBe(3);
  });

  it('Lockdown: "You may no longer Travel to that city and any of that city\'s Prey are now treated as Tourists (Grey) cards"; "You lose when … all cities are in Lockdown"', () => {
    const match = solo({ killers: [1], dexterity: [2], heat: [5, 6, 6, 5], hands: [['Fire Axe', 'Meat Cleaver']], map: { [DAVENPORT]: ['Ada Lindqvist'] }, preyDeckTop: ['Hank Doyle'] });
    const { match: locked, events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), null));
    expect(eventsOf(events, 'lockdown')).toEqual([{ type: 'lockdown', city: DAVENPORT }]);
    const away = play(locked, travelTo(0, MOLINE));
    refusal(away, travelTo(0, DAVENPORT));
    // Hank Doyle is a Davenport card; Davenport is locked down, so he goes where a Tourist may — but
    // not into a city in Lockdown (ruling 18): Moline, the one city open.
    const hunted = play(away, hunt(0));
    expect(preyIn(hunted, MOLINE)).toEqual([prey('Hank Doyle')]);
    // Killing him bumps Moline to its top: every city is in Lockdown.
    const { match: over } = playEvents(hunted, ...fullAttack(0, 'Hank Doyle', res('Meat Cleaver'), null));
    expect(quadCityKillers.outcome(over.state)).toMatchObject({ winners: [], reason: 'all-cities-locked-down' });
  });

  it('"Scenario Cards play against you. Each time you draw a Scenario Card, place it face-up on the board and follow the instructions as if you are another player challenging you. Note: discard it after use" — Anonymous Call: the rival bumps your city (ruling 7)', () => {
    const match = solo({ hands: [['Fire Axe']], resourceDeckTop: ['Anonymous Call', 'Corkscrew', 'Rolling Pin', 'Letter Opener', 'Crowbar', 'Claw Hammer'] });
    const { match: after, events } = playEvents(match, refill(0));
    expect(first(events, 'scenario-against-you').card).toBe(res('Anonymous Call'));
    expect(after.state.cities[DAVENPORT]?.heat).toBe(2);
    expect(after.state.resourceDiscard).toContain(res('Anonymous Call'));
    expect(after.state.seats[0]?.hand).toHaveLength(6);
    expect(after.state.seats[0]?.hand).not.toContain(res('Anonymous Call'));
    refusal(after, refill(0));
  });

  it('"Travel to any city at any time. No roll required." — and the multi-player roll is refused', () => {
    const match = solo({});
    refusal(match, travel(0));
    const after = play(match, travelTo(0, ROCK_ISLAND));
    expect(after.state.seats[0]?.city).toBe(ROCK_ISLAND);
    expect(eventsOf(playEvents(match, travelTo(0, ROCK_ISLAND)).events, 'action-spent')).toEqual([]);
  });
});
