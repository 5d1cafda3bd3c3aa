/**
 * 2. Modifier Cards: "You may use Modifiers by themselves, with Weapons, or against other players."
 * Ruling 5: the answer window — once the attacker has chosen its Weapon and Modifier, every other
 * seat may play one Modifier without the Action icon against the Attack (its Advantage goes to the
 * Prey's Defense) or pass, in any order; then the dice are rolled.
 */
import { describe, expect, it } from 'vitest';
import {
  DAVENPORT,
  active,
  against,
  attack,
  attackRoll,
  eventsOf,
  first,
  legal,
  modifier,
  pass,
  play,
  playEvents,
  position,
  refusal,
  res,
  rigged,
  weapon,
} from './helpers.js';

const three = () =>
  position({
    players: 3,
    hands: [['Fire Axe', 'Power Outage'], ['Dark Alley', 'Chloroform', 'Tire Iron'], ['Flat Tire']],
    map: { [DAVENPORT]: ['Ada Lindqvist', 'Delia Marsh'] },
  });

describe('the answer window', () => {
  it('opens after the Modifier: every other seat is active, the attacker is not', () => {
    const answering = play(three(), attack(0, 'Delia Marsh'), weapon(0, res('Fire Axe')), modifier(0, res('Power Outage')));
    expect(answering.state.attack?.step).toBe('answers');
    expect(answering.state.attack?.waiting).toEqual([1, 2]);
    expect(active(answering)).toEqual([1, 2]);
    expect(legal(answering, 0)).toEqual([]);
  });

  it('each answering seat may play a Modifier without the Action icon, or pass — one decision each, in any order', () => {
    const answering = play(three(), attack(0, 'Delia Marsh'), weapon(0, res('Fire Axe')), modifier(0, res('Power Outage')));
    expect(legal(answering, 1)).toEqual([against(1, res('Dark Alley')), pass(1)]);
    expect(legal(answering, 2)).toEqual([against(2, res('Flat Tire')), pass(2)]);
    const afterTwo = play(answering, against(2, res('Flat Tire')));
    expect(active(afterTwo)).toEqual([1]);
    expect(refusal(afterTwo, pass(2)).code).toBe('NOT_YOUR_TURN');
    const { events } = playEvents(afterTwo, pass(1));
    expect(eventsOf(events, 'passed')).toEqual([{ type: 'passed', seat: 1, at: 'answers' }]);
    expect(events.some((event) => event.type === 'attack-rolled')).toBe(true);
  });

  it('a Modifier played against adds its Advantage to the Prey\'s Defense', () => {
    const answering = play(three(), attack(0, 'Delia Marsh'), weapon(0, res('Fire Axe')), modifier(0, res('Power Outage')));
    const { events } = playEvents(answering, against(1, res('Dark Alley')), against(2, res('Flat Tire')));
    expect(eventsOf(events, 'played-against')).toEqual([
      { type: 'played-against', seat: 1, attacker: 0, card: res('Dark Alley') },
      { type: 'played-against', seat: 2, attacker: 0, card: res('Flat Tire') },
    ]);
    expect(first(events, 'attack-rolled').defense).toBe(8 + 1 + 2);
  });

  it('ruling 5: a Modifier with the Action icon cannot be played against another player — it needs an Action, and it is not your turn', () => {
    const answering = play(three(), attack(0, 'Delia Marsh'), weapon(0, res('Fire Axe')), modifier(0, res('Power Outage')));
    expect(refusal(answering, against(1, res('Chloroform'))).message).toMatch(/Chloroform has the Action icon/);
    expect(refusal(answering, against(1, res('Tire Iron'))).message).toMatch(/is not a Modifier card in your hand/);
  });

  it('on a failure the cards played against are spent cards of the Attack: under the Prey; on a success, discarded', () => {
    const match = three();
    const actions = [attack(0, 'Delia Marsh'), weapon(0, res('Fire Axe')), modifier(0, res('Power Outage')), against(1, res('Dark Alley')), pass(2)];
    const failed = rigged(match, actions, (events) => attackRoll(events) <= 3);
    const waiting = play(failed.match, pass(0));
    expect(waiting.state.cities[DAVENPORT]?.prey.find((onMap) => onMap.card !== undefined && onMap.under.length > 0)?.under).toEqual([
      res('Fire Axe'),
      res('Power Outage'),
      res('Dark Alley'),
    ]);
    const killed = rigged(match, actions, (events) => attackRoll(events) >= 4);
    expect(killed.match.state.resourceDiscard).toEqual(expect.arrayContaining([res('Fire Axe'), res('Power Outage'), res('Dark Alley')]));
  });

  it('ruling 25: Grandma\'s Urn played against another player is not collected — its "If successful" is its own player\'s Attack', () => {
    const match = position({ hands: [['Fire Axe', 'Power Outage'], ["Grandma's Urn"]], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    // Dexterity 1 + 3 + 2 + roll ≥ 3 + 2: the Attack kills whatever the roll; the Urn is discarded with the rest.
    const after = play(match, attack(0, 'Ada Lindqvist'), weapon(0, res('Fire Axe')), modifier(0, res('Power Outage')), against(1, res("Grandma's Urn")));
    expect(after.state.seats.map((seat) => seat.trophies)).toEqual([[], []]);
    expect(after.state.resourceDiscard).toContain(res("Grandma's Urn"));
  });

  it('the window opens whatever the hands hold (it gives nothing away): a seat without a Modifier may only pass', () => {
    const match = position({ hands: [['Fire Axe'], ['Tire Iron']], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const answering = play(match, attack(0, 'Ada Lindqvist'), weapon(0, res('Fire Axe')), modifier(0, null));
    expect(active(answering)).toEqual([1]);
    expect(legal(answering, 1)).toEqual([pass(1)]);
  });

  it('solo has no other players: the dice are rolled as soon as the Modifier is chosen', () => {
    const match = position({ players: 1, hands: [['Fire Axe']], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { events } = playEvents(match, attack(0, 'Ada Lindqvist'), weapon(0, res('Fire Axe')), modifier(0, null));
    expect(events.some((event) => event.type === 'attack-rolled')).toBe(true);
  });
});
