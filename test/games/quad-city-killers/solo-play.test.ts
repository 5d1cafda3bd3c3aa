/**
 * Solo Play and Ending a Solo Game (players: 1): the same content, a different rule set. Rulings
 * 7, 9, 16, 17 and 18.
 */
import { describe, expect, it } from 'vitest';
import {
  BETTENDORF,
  DAVENPORT,
  MOLINE,
  ROCK_ISLAND,
  attack,
  attackRoll,
  discard,
  eventsOf,
  expectAllCards,
  first,
  fullAttack,
  hunt,
  legal,
  legalTypes,
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
} from './helpers.js';
import { createRng } from '../../../src/core/index.js';
import { SOLO_RANKS, soloRank } from '../../../src/games/quad-city-killers/index.js';

const solo = (spec: Parameters<typeof position>[0] = {}) => position({ players: 1, ...spec });

describe('Solo Play', () => {
  it('"deal yourself 6 Resource Cards. (Place them face-up.)": the hand is in every view, the spectator\'s too, and draws are public', () => {
    const match = solo({ hands: [['Fire Axe']], resourceDeckTop: ['Tire Iron', 'Crowbar', 'Corkscrew', 'Rolling Pin', 'Letter Opener'] });
    expect(quadCityKillers.view(match.state, null).hand).toEqual([res('Fire Axe')]);
    const { match: after, events } = playEvents(match, refill(0));
    expect(after.state.seats[0]?.hand).toHaveLength(6);
    expect(eventsOf(events, 'cards-drawn')[0]?.visibleTo).toBeUndefined();
  });

  it('"You may Hunt at any time": no Action, as often as you like', () => {
    const match = solo({ preyDeckTop: ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina', 'Walt Kessler'] });
    const after = play(match, hunt(0), hunt(0), hunt(0), hunt(0));
    expect(preyIn(after, DAVENPORT)).toHaveLength(4);
    expect(eventsOf(playEvents(match, hunt(0)).events, 'action-spent')).toEqual([]);
  });

  it('"Police Prey Cards … also cause the Heat to bump one level. The added Defense goes away once they are killed, however the Heat remains the same."', () => {
    const match = solo({ cities: [BETTENDORF], hands: [['Meat Cleaver', 'Power Outage', 'Fire Axe']], dexterity: [3], preyDeckTop: ['Werner Brew'], map: { [BETTENDORF]: ['Cindy Voss'] } });
    const { match: placed, events } = playEvents(match, hunt(0));
    expect(eventsOf(events, 'heat-bumped')).toEqual([{ type: 'heat-bumped', city: BETTENDORF, from: 1, to: 2, cause: 'police' }]);
    const killed = play(placed, ...fullAttack(0, 'Werner Brew', res('Meat Cleaver'), res('Power Outage')));
    expect(killed.state.seats[0]?.collection).toEqual([prey('Werner Brew')]);
    expect(killed.state.cities[BETTENDORF]?.heat).toBe(3);
    const next = playEvents(killed, ...fullAttack(0, 'Cindy Voss', res('Fire Axe'), null));
    expect(first(next.events, 'attack-rolled').defense).toBe(3);
  });

  it('"Travel to any city at any time. No roll required."', () => {
    const match = solo();
    expect(legal(match).filter((action) => action.type === 'travel-to')).toEqual([travelTo(0, BETTENDORF), travelTo(0, ROCK_ISLAND), travelTo(0, MOLINE)]);
    expect(refusal(match, travel(0)).message).toMatch(/^Solo Play: "Travel to any city at any time\. No roll required\."/);
    const { match: after, events } = playEvents(match, travelTo(0, MOLINE));
    expect(events).toEqual([{ type: 'travelled', seat: 0, from: DAVENPORT, to: MOLINE, cause: 'solo' }]);
    expect(after.state.seats[0]?.city).toBe(MOLINE);
  });

  it('"Attack Prey as you would in a multi-player game. No Actions required. However, if you fail, discard any Resource cards used." — and Dexterity drops', () => {
    const match = solo({ dexterity: [2], hands: [['Butter Knife', 'Full Moon']], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const { match: after, events } = rigged(match, fullAttack(0, 'Delia Marsh', res('Butter Knife'), res('Full Moon')), (rolled) => attackRoll(rolled) <= 3);
    expect(eventsOf(events, 'action-spent')).toEqual([]);
    expect(eventsOf(events, 'cards-discarded')).toEqual([{ type: 'cards-discarded', seat: 0, cards: [res('Butter Knife'), res('Full Moon')], cause: 'solo-failure' }]);
    expect(after.state.cities[DAVENPORT]?.prey[0]?.under).toEqual([]);
    expect(eventsOf(events, 'dexterity-moved')).toEqual([{ type: 'dexterity-moved', seat: 0, from: 2, to: 1 }]);
    expectAllCards(after.state);
  });

  it('ruling 17: solo has no turns — every success bumps Dexterity, every Attack bumps the Heat', () => {
    const match = solo({ hands: [['Fire Axe', 'Meat Cleaver']], map: { [DAVENPORT]: ['Ada Lindqvist', 'Hank Doyle'] } });
    const after = play(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), null), ...fullAttack(0, 'Hank Doyle', res('Meat Cleaver'), null));
    expect(after.state.seats[0]?.dexterity).toBe(2);
    expect(after.state.cities[DAVENPORT]?.heat).toBe(3);
  });

  it('ruling 17: an Ego\'s "once per turn" counts each Attack as a turn', () => {
    // Dexterity 1 + Casanova's 2 meets Ada Lindqvist's Defense 3 whatever the roll.
    const match = solo({ mo: ['Casanova'], map: { [DAVENPORT]: ['Ada Lindqvist', 'Hank Doyle'] } });
    const boosted = play(match, attack(0, 'Ada Lindqvist'), { type: 'use-ego', player: 0 });
    expect(refusal(boosted, { type: 'use-ego', player: 0 }).message).toMatch(/only once per turn/);
    const killed = play(boosted, weapon(0, null), modifier(0, null));
    expect(killed.state.seats[0]?.collection).toEqual([prey('Ada Lindqvist')]);
    const again = play(killed, attack(0, 'Hank Doyle'));
    expect(legal(again)).toContainEqual({ type: 'use-ego', player: 0 });
  });

  it('ruling 17: no turn ends, so no window after a third Action (ruling 10 is multi-player): the free Travel is "at any time" already', () => {
    const match = solo({ mo: ['Jet Setter'], preyDeckTop: ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina'] });
    const after = play(match, hunt(0), hunt(0), hunt(0));
    expect(after.state.pending).toBeNull();
    expect(after.state.turn.number).toBe(0);
    expect(legalTypes(after)).toContain('use-ego');
    expect(legalTypes(after)).not.toContain('pass');
  });

  it('"Scenario Cards play against you" — never from the hand', () => {
    const match = solo({ hands: [['Fire Axe']] });
    expect(refusal(match, scenario(0, res('Road Trip'))).message).toMatch(/Solo Play: "Scenario Cards play against you"/);
    expect(legalTypes(match)).not.toContain('play-scenario');
  });

  it('"Replenish your hand to 6 cards or Discard at any time": both free', () => {
    const match = solo({ hands: [['Fire Axe', 'Butter Knife']], resourceDeckTop: ['Tire Iron', 'Crowbar', 'Corkscrew', 'Rolling Pin', 'Letter Opener'] });
    const discarded = play(match, discard(0, res('Butter Knife')), pass(0));
    expect(discarded.state.seats[0]?.hand).toEqual([res('Fire Axe'), res('Tire Iron')]);
    const full = play(discarded, refill(0));
    expect(full.state.seats[0]?.hand).toHaveLength(6);
    expect(refusal(full, refill(0)).message).toMatch(/your hand already holds 6/);
  });

  it('"Start your Dexterity at any level you like"', () => {
    for (const spot of [0, 3, 5]) {
      const config = quadCityKillers.schemas.config.parse({ players: 1, startingDexterity: spot });
      expect(quadCityKillers.setup(config, createRng(`solo/start/${spot}`)).seats[0]?.dexterity).toBe(spot);
    }
  });
});

describe('Solo Play: "Each time you draw a Scenario Card, place it face-up on the board and follow the instructions as if you are another player challenging you. Note: discard it after use" (ruling 7)', () => {
  const drawing = (card: string, spec: Parameters<typeof position>[0] = {}) =>
    playEvents(solo({ hands: [['Fire Axe', 'Butter Knife', 'Corkscrew', 'Rolling Pin', 'Letter Opener']], resourceDeckTop: [card, 'Tire Iron'], ...spec }), refill(0));

  it('Out of Body Experience: a rival kills the best Prey in your city (to the Prey discard pile); the Heat remains the same', () => {
    const { match: after, events } = drawing('Out of Body Experience', { map: { [DAVENPORT]: ['Ada Lindqvist', 'Delia Marsh', 'Hank Doyle'] } });
    expect(eventsOf(events, 'rival-killed')).toEqual([{ type: 'rival-killed', prey: prey('Delia Marsh'), city: DAVENPORT }]);
    expect(after.state.preyDiscard).toContain(prey('Delia Marsh'));
    expect(after.state.cities[DAVENPORT]?.heat).toBe(1);
    // Discarded after use, and the refill goes on: the hand is full again.
    expect(after.state.resourceDiscard).toEqual([res('Out of Body Experience')]);
    expect(after.state.seats[0]?.hand).toContain(res('Tire Iron'));
  });

  it('Anonymous Tip: the rival moves your pawn to the hottest city not in Lockdown', () => {
    const { match: after } = drawing('Anonymous Tip', { heat: [1, 2, 4, 6] });
    expect(after.state.seats[0]?.city).toBe(ROCK_ISLAND);
  });

  it('Anonymous Call: the rival bumps the Heat in your city', () => {
    const { match: after, events } = drawing('Anonymous Call');
    expect(eventsOf(events, 'heat-bumped')).toEqual([{ type: 'heat-bumped', city: DAVENPORT, from: 1, to: 2, cause: 'anonymous-call' }]);
    expect(after.state.cities[DAVENPORT]?.heat).toBe(2);
  });

  it('Frame Job: you discard your M.O. or Ego', () => {
    const { match: after } = drawing('Frame Job', { mo: ['Ice Pick'] });
    expect(after.state.seats[0]?.mo).toBeNull();
    expect(after.state.resourceDiscard).toEqual([res('Frame Job'), res('Ice Pick')]);
  });

  it('Mulligan and Road Trip help only their own player: against you they do nothing', () => {
    for (const card of ['Mulligan', 'Road Trip']) {
      const { match: after, events } = drawing(card);
      expect(eventsOf(events, 'scenario-against-you')[0]?.effect).toMatch(/nothing happens to you/);
      expect(after.state.resourceDiscard).toEqual([res(card)]);
    }
  });
});

describe('Solo Play: Lockdown (ruling 18)', () => {
  it('"When the Heat is maxed out in a city, that city is in Lockdown. You may no longer Travel to that city"', () => {
    const match = solo({ heat: [1, 6, 1, 1] });
    expect(refusal(match, travelTo(0, BETTENDORF)).message).toMatch(/Bettendorf is in Lockdown — "You may no longer Travel to that city"/);
    expect(legal(match).filter((action) => action.type === 'travel-to')).toEqual([travelTo(0, ROCK_ISLAND), travelTo(0, MOLINE)]);
  });

  it('"You may no longer Travel to that city" holds for a free-travel Ego\'s Travel too', () => {
    const match = solo({ heat: [1, 6, 1, 1], mo: ['Jet Setter'] });
    const choosing = play(match, useEgo(0));
    expect(legal(choosing).filter((action) => action.type === 'travel-to')).toEqual([travelTo(0, DAVENPORT), travelTo(0, ROCK_ISLAND), travelTo(0, MOLINE)]);
    expect(refusal(choosing, travelTo(0, BETTENDORF)).message).toMatch(/Bettendorf is in Lockdown — "You may no longer Travel to that city"/);
    expect(play(choosing, travelTo(0, MOLINE)).state.seats[0]?.city).toBe(MOLINE);
  });

  it('"any of that city\'s Prey are now treated as Tourists (Grey) cards": its Hometown cards go to any city not in Lockdown', () => {
    const match = solo({ heat: [1, 6, 1, 1], preyDeckTop: ['Cindy Voss'] });
    const choosing = play(match, hunt(0));
    expect(legal(choosing)).toEqual([placePrey(0, DAVENPORT), placePrey(0, ROCK_ISLAND), placePrey(0, MOLINE)]);
    expect(refusal(choosing, placePrey(0, BETTENDORF)).message).toMatch(/Bettendorf is in Lockdown; no Prey goes there/);
  });

  it('the Attack that maxes the Heat announces the Lockdown', () => {
    const match = solo({ heat: [5, 1, 1, 1], hands: [['Fire Axe']], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { events } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), null));
    expect(eventsOf(events, 'lockdown')).toEqual([{ type: 'lockdown', city: DAVENPORT }]);
  });
});

describe('Ending a Solo Game', () => {
  it('"You win when you reach the end of your Dexterity Scale"', () => {
    const match = solo({ dexterity: [5], killers: [1], hands: [['Fire Axe', 'Power Outage']], collections: [['Delia Marsh']], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { match: after } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Power Outage')));
    expect(quadCityKillers.outcome(after.state)).toEqual({ winners: [0], reason: 'dexterity-scale-completed', returns: [1], scores: [7], tied: [], rank: 'day-job' });
  });

  it('"You lose when you fall below your Dexterity Scale"', () => {
    const match = solo({ dexterity: [0], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const { match: after } = rigged(match, fullAttack(0, 'Delia Marsh', null, null), (events) => attackRoll(events) <= 6 && events.some((event) => event.type === 'game-ended'));
    expect(quadCityKillers.outcome(after.state)).toMatchObject({ winners: [], reason: 'fell-below-dexterity-scale', returns: [-1] });
    expect(after.state.seats[0]?.dexterity).toBe(0);
  });

  it('"… or all cities are in Lockdown"', () => {
    const match = solo({ heat: [5, 6, 6, 6], hands: [['Fire Axe']], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { match: after } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), null));
    expect(quadCityKillers.outcome(after.state)).toMatchObject({ winners: [], reason: 'all-cities-locked-down' });
  });

  it('a kill that both completes the scale and locks the last city down wins: "Success! BUMP your Dexterity" comes before "Either way, BUMP the Heat"', () => {
    const match = solo({ heat: [5, 6, 6, 6], dexterity: [5], killers: [1], hands: [['Fire Axe', 'Power Outage']], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const { match: after } = playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Power Outage')));
    expect(quadCityKillers.outcome(after.state)?.reason).toBe('dexterity-scale-completed');
  });

  it('ruling 9: the printed bands overlap at 11–15 and skip 21–29; each band starts at its lower bound', () => {
    expect(SOLO_RANKS.map((band) => band.printed)).toEqual(["30+: Clearly, you're a dyed in the wool killer.", '11–20: Not bad, for an amateur.', '1–15: Get yourself a day job.']);
    expect([0, 1, 10, 11, 15, 20, 21, 29, 30, 45].map((score) => soloRank(score))).toEqual([
      'day-job',
      'day-job',
      'day-job',
      'amateur',
      'amateur',
      'amateur',
      'amateur',
      'amateur',
      'dyed-in-the-wool',
      'dyed-in-the-wool',
    ]);
  });
});
