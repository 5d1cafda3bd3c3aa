/**
 * 3. Attack and 3. Attack (cont.), Tracking, Killer Boards (Victimology, Dexterity), Police Prey
 * Cards and 1. Weapon Cards: the Attack's total against the Prey Defense, and what a success and a
 * failure do. Rulings 1, 2, 11 and 14.
 *
 * Killer Boards used (stand-in): 0 The Riverboat Strangler (black hair, brown eyes; Dexterity
 * 1 1 2 2 3 3 4), 1 Mississippi Mary (blonde, blue; 0 1 1 2 3 4 5), 3 Doc Holloway (grey, grey).
 */
import { describe, expect, it } from 'vitest';
import {
  DAVENPORT,
  BETTENDORF,
  active,
  attack,
  attackRoll,
  claim,
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
  preyIn,
  quadCityKillers,
  refusal,
  res,
  rigged,
  weapon,
} from './helpers.js';

describe('3. Attack: "Prey in your city with a combination of your Dexterity, Resource Cards (a Modifier card and a Weapon card), a Dice Roll, meeting or exceeding the Prey Defense"', () => {
  it('the total is Dexterity + Weapon + Modifier + Victimology + the roll, against the printed Defense', () => {
    // Mississippi Mary on spot 3 (Dexterity 2) attacks Ada Lindqvist (Defense 3, blonde, blue: both
    // match her Victimology) with the Butter Knife (+1) and Full Moon (+1).
    const match = position({ killers: [1, 0], dexterity: [3, 0], hands: [['Butter Knife', 'Full Moon'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Butter Knife'), res('Full Moon'), [1]));
    const rolled = first(events, 'attack-rolled');
    expect(rolled.roll).toHaveLength(3);
    expect(rolled.total).toBe(2 + 1 + 1 + 2 + attackRoll(events));
    expect(rolled.defense).toBe(3);
    expect(rolled.success).toBe(true);
  });

  it('"meeting or exceeding": a total equal to the Defense kills, one below fails', () => {
    // The Riverboat Strangler (Dexterity 1, no Victimology match) with the Fire Axe (+3) and Power
    // Outage (+2) against Delia Marsh (Defense 8): a roll of 2 meets it, a roll of 1 does not.
    const match = position({ hands: [['Fire Axe', 'Power Outage'], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const actions = fullAttack(0, 'Delia Marsh', res('Fire Axe'), res('Power Outage'), [1]);
    const met = rigged(match, actions, (events) => attackRoll(events) === 2);
    expect(first(met.events, 'attack-rolled')).toMatchObject({ total: 8, defense: 8, success: true });
    const short = rigged(match, actions, (events) => attackRoll(events) === 1);
    expect(first(short.events, 'attack-rolled')).toMatchObject({ total: 7, defense: 8, success: false });
  });

  it('"Attack: Prey in your city": a Prey in another city cannot be attacked, and is not offered', () => {
    const match = position({ map: { [DAVENPORT]: ['Ada Lindqvist'], [BETTENDORF]: ['Cindy Voss'] } });
    expect(refusal(match, attack(0, 'Cindy Voss')).message).toMatch(/^3\. Attack: "Prey in your city" — Cindy Voss is not in Davenport/);
    expect(legal(match).filter((action) => action.type === 'attack')).toEqual([attack(0, 'Ada Lindqvist')]);
  });

  it('ruling 1: an Attack needs no Weapon — "You may use Modifiers by themselves"; nor any card at all', () => {
    const match = position({ hands: [['Full Moon'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', null, res('Full Moon'), [1]));
    expect(first(events, 'attack-rolled').total).toBe(1 + 1 + attackRoll(events));
    const bare = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', null, null, [1]));
    expect(first(bare.events, 'attack-rolled').total).toBe(1 + attackRoll(bare.events));
  });

  it('an Attack is one Action; choosing its cards are decisions, not Actions', () => {
    const match = position({ hands: [['Butter Knife', 'Full Moon'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { match: after, events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Butter Knife'), res('Full Moon'), [1]));
    expect(eventsOf(events, 'action-spent')).toEqual([{ type: 'action-spent', seat: 0, on: 'attack', actionsLeft: 2 }]);
    expect(after.state.turn.actionsLeft).toBe(2);
  });
});

describe('Resource Cards: "you may not use more than one of each per Action. For example: You may not use 2 Weapons in the same Attack."', () => {
  it('one Weapon, then one Modifier: a second Weapon or a Weapon as the Modifier is refused', () => {
    const match = position({ hands: [['Butter Knife', 'Tire Iron', 'Full Moon', 'Dark Alley'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const armed = play(match, attack(0, 'Ada Lindqvist'), weapon(0, res('Butter Knife')));
    expect(refusal(armed, weapon(0, res('Tire Iron'))).message).toMatch(/3\. Attack: seat 0 chooses the Attack's Modifier card, or none; choose-weapon is not possible now/);
    expect(refusal(armed, modifier(0, res('Tire Iron'))).message).toMatch(/^2\. Modifier Cards: Tire Iron is not a Modifier card in your hand/);
    const answering = play(armed, modifier(0, res('Full Moon')));
    expect(active(answering)).toEqual([1]);
    expect(refusal(answering, modifier(0, res('Dark Alley'))).code).toBe('NOT_YOUR_TURN');
  });

  it('ruling 11: a Modifier with the Action icon costs one more Action — and is refused when none is left', () => {
    const match = position({ hands: [['Chloroform'], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const { match: after, events } = playEvents(match, attack(0, 'Delia Marsh'), weapon(0, null), modifier(0, res('Chloroform')));
    expect(eventsOf(events, 'action-spent').map((event) => event.on)).toEqual(['attack', 'modifier']);
    expect(after.state.turn.actionsLeft).toBe(1);
    const last = position({ actionsLeft: 1, hands: [['Chloroform'], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const choosing = play(last, attack(0, 'Delia Marsh'), weapon(0, null));
    expect(refusal(choosing, modifier(0, res('Chloroform'))).message).toMatch(/"Resource Cards that have an \(A\) Action icon require an Action to use" — Chloroform needs an Action/);
    expect(legal(choosing)).toEqual([modifier(0, null)]);
  });
});

describe('3. Attack (cont.): success', () => {
  it('"Success! BUMP your Dexterity up 1 space and add the Prey Card to your Collection"; "Either way, BUMP the Heat in that city"', () => {
    const match = position({ killers: [1, 0], dexterity: [3, 0], hands: [['Butter Knife', 'Full Moon'], []], map: { [DAVENPORT]: ['Ada Lindqvist', 'Hank Doyle'] } });
    const { match: after, events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Butter Knife'), res('Full Moon'), [1]));
    expect(after.state.seats[0]?.collection).toEqual([prey('Ada Lindqvist')]);
    expect(preyIn(after, DAVENPORT)).toEqual([prey('Hank Doyle')]);
    expect(after.state.seats[0]?.dexterity).toBe(4);
    expect(after.state.cities[DAVENPORT]?.heat).toBe(2);
    expect(after.state.resourceDiscard).toEqual([res('Full Moon'), res('Butter Knife')]);
    expect(eventsOf(events, 'dexterity-moved')).toEqual([{ type: 'dexterity-moved', seat: 0, from: 3, to: 4 }]);
    expect(eventsOf(events, 'heat-bumped')).toEqual([{ type: 'heat-bumped', city: DAVENPORT, from: 1, to: 2, cause: 'attack' }]);
    expect(active(after)).toEqual([0]);
    expectAllCards(after.state);
  });

  it('"If you successfully Attack a Prey with Resource cards under it, add those cards to your hand" (and everyone knows them)', () => {
    const match = position({ hands: [['Fire Axe'], []], map: { [DAVENPORT]: [{ name: 'Ada Lindqvist', under: ['Tire Iron', 'Dark Alley'] }] } });
    const { match: after, events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), null, [1]));
    expect(first(events, 'prey-killed').cardsTaken).toEqual([res('Tire Iron'), res('Dark Alley')]);
    expect(after.state.seats[0]?.hand).toEqual([res('Tire Iron'), res('Dark Alley')]);
    expect(after.state.seats[0]?.shown).toEqual([res('Tire Iron'), res('Dark Alley')]);
    expect(quadCityKillers.view(after.state, 1).seats[0]?.shown).toEqual([res('Tire Iron'), res('Dark Alley')]);
  });

  it('"Note: Both Bumps are only once per turn!": a second kill the same turn in the same city moves neither marker', () => {
    const match = position({ hands: [['Fire Axe', 'Meat Cleaver'], []], map: { [DAVENPORT]: ['Ada Lindqvist', 'Hank Doyle'] } });
    const { match: after, events } = playEvents(
      match,
      ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), null, [1]),
      ...fullAttack(0, 'Hank Doyle', res('Meat Cleaver'), null, [1]),
    );
    expect(eventsOf(events, 'prey-killed')).toHaveLength(2);
    expect(eventsOf(events, 'dexterity-moved')).toHaveLength(1);
    expect(eventsOf(events, 'heat-bumped')).toHaveLength(1);
    expect(after.state.seats[0]?.dexterity).toBe(1);
    expect(after.state.cities[DAVENPORT]?.heat).toBe(2);
  });

  it('Heat is once per turn "in each city": an Attack in a city whose Heat has not moved still bumps it', () => {
    const match = position({ heatMoved: [true, false, false, false], dexterityMoved: true, cities: [BETTENDORF, DAVENPORT], hands: [['Fire Axe'], []], map: { [BETTENDORF]: ['Cindy Voss'] } });
    const { match: after, events } = playEvents(match, ...fullAttack(0, 'Cindy Voss', res('Fire Axe'), null, [1]));
    expect(eventsOf(events, 'heat-bumped')).toEqual([{ type: 'heat-bumped', city: BETTENDORF, from: 1, to: 2, cause: 'attack' }]);
    expect(eventsOf(events, 'dexterity-moved')).toEqual([]);
    expect(after.state.turn.heatMoved).toEqual([true, true, false, false]);
  });

  it('the Heat track stops at its top level', () => {
    const match = position({ heat: [6, 1, 1, 1], hands: [['Fire Axe', 'Power Outage'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { match: after, events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Power Outage'), [1]));
    expect(eventsOf(events, 'heat-bumped')).toEqual([]);
    expect(after.state.cities[DAVENPORT]?.heat).toBe(6);
  });
});

describe('3. Attack (cont.): failure', () => {
  const failing = () => {
    // Delia Marsh (Defense 8) against Dexterity 1 + Butter Knife 1 + Full Moon 1: a roll of at most 4 fails.
    const match = position({ actionsLeft: 1, mo: ['Ice Pick', null], hands: [['Butter Knife', 'Full Moon'], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    return rigged(match, fullAttack(0, 'Delia Marsh', res('Butter Knife'), res('Full Moon'), [1]), (events) => attackRoll(events) <= 3);
  };

  it('"If unsuccessful, place the spent Resource Cards under the Prey and leave them on the board"; the Heat is bumped either way', () => {
    const { match: after, events } = failing();
    expect(first(events, 'attack-rolled').success).toBe(false);
    expect(after.state.cities[DAVENPORT]?.prey).toEqual([{ card: prey('Delia Marsh'), under: [res('Butter Knife'), res('Full Moon')] }]);
    expect(after.state.cities[DAVENPORT]?.heat).toBe(2);
    expect(after.state.seats[0]?.dexterity).toBe(0);
    expectAllCards(after.state);
  });

  it('1. Weapon Cards: "if you fail an Attack, you must discard your M.O."', () => {
    const { match: after, events } = failing();
    expect(after.state.seats[0]?.mo).toBeNull();
    expect(eventsOf(events, 'mo-discarded')).toEqual([{ type: 'mo-discarded', seat: 0, card: res('Ice Pick'), cause: 'failed-attack' }]);
    expect(after.state.resourceDiscard).toContain(res('Ice Pick'));
  });

  it('ruling 14: an Ego declared as the M.O. is the M.O., and a failed Attack discards it too', () => {
    const match = position({ actionsLeft: 1, mo: ['Gatsby', null], hands: [[], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const { match: after } = playEvents(match, ...fullAttack(0, 'Delia Marsh', null, null, [1]));
    expect(after.state.seats[0]?.mo).toBeNull();
    expect(after.state.resourceDiscard).toEqual([res('Gatsby')]);
  });

  it('with an Action left, the attacker may answer a failure (Mulligan) or pass; the failure then takes effect', () => {
    const match = position({ hands: [['Butter Knife'], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const { match: waiting } = rigged(match, fullAttack(0, 'Delia Marsh', res('Butter Knife'), null, [1]), (events) => attackRoll(events) <= 4);
    expect(waiting.state.attack?.step).toBe('after-failure');
    expect(waiting.state.cities[DAVENPORT]?.heat).toBe(1);
    expect(legal(waiting)).toEqual([pass(0)]);
    const after = play(waiting, pass(0));
    expect(after.state.attack).toBeNull();
    expect(after.state.cities[DAVENPORT]?.prey[0]?.under).toEqual([res('Butter Knife')]);
    expect(after.state.cities[DAVENPORT]?.heat).toBe(2);
  });
});

describe('Tracking: Heat and Police add to the Prey Defense', () => {
  it('"After the first 3 levels, Heat bumps up the Prey Defense in that city +1 for each additional level"', () => {
    for (const [heat, bonus] of [[1, 0], [3, 0], [4, 1], [6, 3]] as const) {
      const match = position({ heat: [heat, 1, 1, 1], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
      const { events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', null, null, [1]));
      expect(first(events, 'attack-rolled').defense).toBe(3 + bonus);
    }
  });

  it('Werner Brew, Police Psychologist (Bettendorf, Iowa): "+1 All other prey in this city" — not himself', () => {
    const werner = quadCityKillers.schemas.config.parse({}).content.prey[prey('Werner Brew')];
    expect(werner).toMatchObject({ name: 'Werner Brew', title: 'Police Psychologist', city: BETTENDORF, police: true });
    const match = position({ cities: [BETTENDORF, BETTENDORF], hands: [['Meat Cleaver', 'Fire Axe'], []], map: { [BETTENDORF]: ['Werner Brew', 'Cindy Voss'] } });
    const onCindy = playEvents(match, ...fullAttack(0, 'Cindy Voss', null, null, [1]));
    expect(first(onCindy.events, 'attack-rolled').defense).toBe(3 + 1);
    const onWerner = playEvents(match, ...fullAttack(0, 'Werner Brew', null, null, [1]));
    expect(first(onWerner.events, 'attack-rolled').defense).toBe(6);
  });

  it('"Police Prey Cards increase all Prey\'s Defense in that city +1. The added defense goes away once the Police are killed."', () => {
    const match = position({ cities: [BETTENDORF, BETTENDORF], hands: [['Meat Cleaver', 'Power Outage', 'Fire Axe'], []], dexterity: [3, 0], map: { [BETTENDORF]: ['Werner Brew', 'Off. Sam Becker', 'Cindy Voss'] } });
    const both = playEvents(match, ...fullAttack(0, 'Cindy Voss', null, null, [1]));
    expect(first(both.events, 'attack-rolled').defense).toBe(3 + 2);
    // Kill Werner Brew (Defense 6 + 1 for Sam Becker): 2 + 3 + 2 + roll ≥ 7 always.
    const killed = play(match, ...fullAttack(0, 'Werner Brew', res('Meat Cleaver'), res('Power Outage'), [1]));
    expect(killed.state.seats[0]?.collection).toEqual([prey('Werner Brew')]);
    const after = playEvents(killed, ...fullAttack(0, 'Cindy Voss', null, null, [1]));
    expect(first(after.events, 'attack-rolled').defense).toBe(3 + 1);
  });
});

describe('Killer Boards: "Victimology … You get 1+ Advantage for each matching feature"', () => {
  it('no match, the hair, the eyes, both', () => {
    // Ada Lindqvist: blonde hair, blue eyes. Boards: 0 black/brown (none), 8 The Quiet Man blonde/hazel
    // (hair), 5 Bix the Blade brown/blue (eyes), 1 Mississippi Mary blonde/blue (both).
    for (const [board, bonus] of [[0, 0], [8, 1], [5, 1], [1, 2]] as const) {
      const match = position({ killers: [board, board === 0 ? 2 : 0], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
      const { events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', null, null, [1]));
      const dexterity = quadCityKillers.schemas.config.parse({}).content.killers[board]?.dexterity[0] ?? 0;
      expect(first(events, 'attack-rolled').total).toBe(dexterity + bonus + attackRoll(events));
    }
  });

  it('"Your Dexterity Scale keeps track of your base Advantage": the value at the marker\'s spot', () => {
    for (const spot of [0, 2, 5]) {
      const match = position({ killers: [1, 0], dexterity: [spot, 0], map: { [DAVENPORT]: ['Delia Marsh'] } });
      const { events } = playEvents(match, ...fullAttack(0, 'Delia Marsh', null, null, [1]));
      expect(first(events, 'attack-rolled').total).toBe([0, 1, 1, 2, 3, 4, 5][spot]! + attackRoll(events));
    }
  });
});

describe('1. Weapon Cards: the four kinds of Attack Advantage', () => {
  it('Butter Knife, "So much work! But so satisfying!": a Standard Attack Advantage of 1', () => {
    const knife = quadCityKillers.schemas.config.parse({}).content.resources[res('Butter Knife')];
    expect(knife).toMatchObject({ kind: 'weapon', text: 'So much work! But so satisfying!', actionIcon: true, advantage: { type: 'standard', value: 1 } });
    const match = position({ hands: [['Butter Knife'], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const { events } = playEvents(match, ...fullAttack(0, 'Delia Marsh', res('Butter Knife'), null, [1]));
    expect(first(events, 'attack-rolled').total).toBe(1 + 1 + attackRoll(events));
  });

  it('dice: "Roll 3 dice to determine your Advantage" — a second roll of the three dice', () => {
    const match = position({ hands: [['Chainsaw'], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const { events } = playEvents(match, ...fullAttack(0, 'Delia Marsh', res('Chainsaw'), null, [1]));
    const rolled = first(events, 'attack-rolled');
    expect(rolled.weaponRoll).toHaveLength(3);
    expect(rolled.total).toBe(1 + (rolled.weaponRoll ?? []).reduce((a, b) => a + b, 0) + attackRoll(events));
  });

  it('shield: "Prey Defense is directly affected" — the Taser takes 2 off', () => {
    const match = position({ hands: [['Taser'], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const { events } = playEvents(match, ...fullAttack(0, 'Delia Marsh', res('Taser'), null, [1]));
    expect(first(events, 'attack-rolled')).toMatchObject({ defense: 8 - 2 });
    expect(first(events, 'attack-rolled').total).toBe(1 + attackRoll(events));
  });

  it('"After a Kill, Weapons with an M.O. may be claimed and added to your Killer Board … Keep and use their additional Advantage to Attack Prey"', () => {
    // Dexterity 1 + Piano Wire 1 + Dark Alley 1 + roll ≥ 3 = Ada Lindqvist's Defense: always a kill.
    const match = position({ hands: [['Piano Wire', 'Dark Alley'], []], map: { [DAVENPORT]: ['Ada Lindqvist', 'Delia Marsh'] } });
    const claiming = play(match, ...fullAttack(0, 'Ada Lindqvist', res('Piano Wire'), res('Dark Alley'), [1]));
    expect(claiming.state.attack).toMatchObject({ step: 'claim', weapon: res('Piano Wire') });
    expect(legal(claiming)).toEqual([claim(0), pass(0)]);
    const { match: claimed, events } = playEvents(claiming, claim(0));
    expect(events).toContainEqual({ type: 'mo-claimed', seat: 0, card: res('Piano Wire') });
    expect(claimed.state.seats[0]?.mo).toBe(res('Piano Wire'));
    expect(claimed.state.attack).toBeNull();
    // The held M.O. adds +2 to every later Attack.
    const next = playEvents(claimed, ...fullAttack(0, 'Delia Marsh', null, null, [1]));
    expect(first(next.events, 'attack-rolled').total).toBe(1 + 2 + attackRoll(next.events));
  });

  it('an M.O. Weapon not claimed goes to the discard pile', () => {
    const match = position({ hands: [['Piano Wire', 'Dark Alley'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const after = play(match, ...fullAttack(0, 'Ada Lindqvist', res('Piano Wire'), res('Dark Alley'), [1]), pass(0));
    expect(after.state.seats[0]?.mo).toBeNull();
    expect(after.state.resourceDiscard).toEqual([res('Dark Alley'), res('Piano Wire')]);
  });

  it('Tips & Tricks: "You may only hold 1 M.O. or Ego at a time. You must discard your current M.O. or Ego before claiming a new one."', () => {
    const match = position({ mo: ['Gatsby', null], hands: [['Piano Wire', 'Dark Alley'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { match: after, events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Piano Wire'), res('Dark Alley'), [1]), claim(0));
    expect(eventsOf(events, 'mo-discarded')).toEqual([{ type: 'mo-discarded', seat: 0, card: res('Gatsby'), cause: 'replaced' }]);
    expect(after.state.seats[0]?.mo).toBe(res('Piano Wire'));
    expect(after.state.resourceDiscard).toContain(res('Gatsby'));
  });

  it('a Weapon without the M.O. icon is never claimed', () => {
    const match = position({ hands: [['Fire Axe'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const after = play(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), null, [1]));
    expect(after.state.attack).toBeNull();
    expect(refusal(after, claim(0)).message).toMatch(/claim-mo is not possible now/);
  });
});

describe("2. Modifier Cards: Grandma's Urn", () => {
  it('"The stock alone might kill them! If successful, add this card to your collection for +1 Notoriety."', () => {
    const urn = quadCityKillers.schemas.config.parse({}).content.resources[res("Grandma's Urn")];
    expect(urn).toMatchObject({ kind: 'modifier', actionIcon: false, trophy: 1 });
    const match = position({ hands: [['Fire Axe', "Grandma's Urn"], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { match: after, events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res("Grandma's Urn"), [1]));
    expect(eventsOf(events, 'trophy-collected')).toEqual([{ type: 'trophy-collected', seat: 0, card: res("Grandma's Urn"), notoriety: 1 }]);
    expect(after.state.seats[0]?.trophies).toEqual([res("Grandma's Urn")]);
    // Ada Lindqvist's Notoriety 1 + the Urn's 1.
    expect(quadCityKillers.view(after.state, null).seats[0]?.notoriety).toBe(2);
  });

  it('in a failed Attack the Urn is a spent card like any other: under the Prey', () => {
    const match = position({ actionsLeft: 1, hands: [["Grandma's Urn"], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const after = play(match, ...fullAttack(0, 'Delia Marsh', null, res("Grandma's Urn"), [1]));
    expect(after.state.seats[0]?.trophies).toEqual([]);
    expect(after.state.cities[DAVENPORT]?.prey[0]?.under).toEqual([res("Grandma's Urn")]);
  });
});
