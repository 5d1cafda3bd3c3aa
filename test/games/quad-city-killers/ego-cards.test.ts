/**
 * 4. Ego Cards: "You may declare an Ego as your M.O. at any time. You don't need to kill with your
 * Ego before declaring it." The rulebook's Gatsby: "Shall we invite another to the party, old
 * sport? You may flip an additional Prey card at the beginning of your turn. (Once per Turn)
 * (Action icon to declare.)" Tips & Tricks: "Ego abilities may be used at any time during your
 * turn, but only once per turn." Ruling 15.
 */
import { describe, expect, it } from 'vitest';
import {
  DAVENPORT,
  MOLINE,
  attack,
  attackRoll,
  declareEgo,
  eventsOf,
  first,
  fullAttack,
  hunt,
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
  travelTo,
  useEgo,
  weapon,
} from './helpers.js';

describe('4. Ego Cards', () => {
  it('Gatsby is the rulebook\'s card: an extra Prey flip, the Action icon to declare', () => {
    const gatsby = quadCityKillers.schemas.config.parse({}).content.resources[res('Gatsby')];
    expect(gatsby).toMatchObject({ kind: 'ego', actionIcon: true, ability: { type: 'extra-prey' } });
    expect(gatsby?.text).toMatch(/^Shall we invite another to the party, old sport\? You may flip an additional Prey card at the beginning of your turn\./);
  });

  it('"You may declare an Ego as your M.O. at any time": onto the board, one Action (the icon)', () => {
    const match = position({ hands: [['Gatsby'], []] });
    const { match: after, events } = playEvents(match, declareEgo(0, res('Gatsby')));
    expect(events).toEqual([
      { type: 'action-spent', seat: 0, on: 'ego', actionsLeft: 2 },
      { type: 'ego-declared', seat: 0, card: res('Gatsby') },
    ]);
    expect(after.state.seats[0]?.mo).toBe(res('Gatsby'));
  });

  it('"You may only hold 1 M.O. or Ego at a time": declaring another discards the one held', () => {
    const match = position({ mo: ['Ice Pick', null], hands: [['Gatsby'], []] });
    const { match: after, events } = playEvents(match, declareEgo(0, res('Gatsby')));
    expect(eventsOf(events, 'mo-discarded')).toEqual([{ type: 'mo-discarded', seat: 0, card: res('Ice Pick'), cause: 'replaced' }]);
    expect(after.state.resourceDiscard).toEqual([res('Ice Pick')]);
  });

  it('Gatsby: "You may flip an additional Prey card at the beginning of your turn" — before the first Action (ruling 15), no Action', () => {
    const match = position({ mo: ['Gatsby', null], preyDeckTop: ['Ada Lindqvist', 'Hank Doyle'] });
    const { match: after, events } = playEvents(match, useEgo(0));
    expect(events.slice(0, 2)).toEqual([
      { type: 'ego-used', seat: 0, card: res('Gatsby'), ability: 'extra-prey' },
      { type: 'prey-revealed', seat: 0, prey: prey('Ada Lindqvist'), cause: 'ego' },
    ]);
    expect(preyIn(after, DAVENPORT)).toEqual([prey('Ada Lindqvist')]);
    expect(after.state.turn.actionsLeft).toBe(3);
    // "(Once per Turn)"
    expect(refusal(after, useEgo(0)).message).toMatch(/only once per turn" — used already/);
  });

  it('Gatsby\'s flip is gone once the turn\'s first Action is taken', () => {
    const match = position({ mo: ['Gatsby', null], preyDeckTop: ['Ada Lindqvist', 'Hank Doyle'] });
    const after = play(match, hunt(0));
    expect(legal(after).some((action) => action.type === 'use-ego')).toBe(false);
    expect(refusal(after, useEgo(0)).message).toMatch(/at the beginning of your turn", before your first Action \(ruling 15\)/);
  });

  it('an Attack bonus Ego adds its value to one Attack a turn, used while choosing the Attack\'s cards', () => {
    const match = position({ mo: ['Casanova', null], map: { [DAVENPORT]: ['Delia Marsh', 'Ada Lindqvist'] } });
    expect(legal(match).some((action) => action.type === 'use-ego')).toBe(false);
    const choosing = play(match, attack(0, 'Delia Marsh'));
    expect(legal(choosing)).toContainEqual(useEgo(0));
    const { events } = playEvents(choosing, useEgo(0), weapon(0, null), modifier(0, null), pass(1));
    expect(first(events, 'attack-rolled').total).toBe(1 + 2 + attackRoll(events));
  });

  it('a cold trail Ego keeps one Attack from bumping the Heat', () => {
    const match = position({ mo: ['The Ghost', null], hands: [['Fire Axe'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { match: after, events } = playEvents(match, attack(0, 'Ada Lindqvist'), useEgo(0), weapon(0, res('Fire Axe')), modifier(0, null), pass(1));
    expect(eventsOf(events, 'heat-bumped')).toEqual([]);
    expect(after.state.cities[DAVENPORT]?.heat).toBe(1);
  });

  it('a free-travel Ego: any city, no roll, no Action', () => {
    const match = position({ mo: ['Jet Setter', null] });
    const after = play(match, useEgo(0), travelTo(0, MOLINE));
    expect(after.state.seats[0]?.city).toBe(MOLINE);
    expect(after.state.turn.actionsLeft).toBe(3);
  });

  it('a draw-card Ego draws a Resource card', () => {
    const match = position({ mo: ['The Hoarder', null], resourceDeckTop: ['Fire Axe'] });
    const after = play(match, useEgo(0));
    expect(after.state.seats[0]?.hand).toEqual([res('Fire Axe')]);
  });

  it('an Ego\'s ability is not an Action, and with no Ego held there is none to use', () => {
    expect(refusal(position({}), useEgo(0)).message).toMatch(/you have no Ego declared as your M\.O\./);
    const held = position({ mo: ['Ice Pick', null] });
    expect(refusal(held, useEgo(0)).message).toMatch(/you have no Ego declared as your M\.O\./);
  });

  it('an Ego gives no +2: only an M.O. Weapon does', () => {
    const match = position({ mo: ['Gatsby', null], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const { events } = playEvents(match, ...fullAttack(0, 'Delia Marsh', null, null, [1]));
    expect(first(events, 'attack-rolled').total).toBe(1 + attackRoll(events));
  });
});
