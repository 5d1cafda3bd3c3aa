/**
 * Acceptance scenarios for the table rules of Quad City Killers (docs/games/quad-city-killers.md,
 * "Table rules"): each option is a ruling the rulebook lets groups read two ways. Every test quotes
 * the lines the two readings rest on and plays the same position under the engine's ruling (the
 * default) and with the option flipped, so that it fails if the option is ignored either way.
 *
 * The stand-in map: cities 0 Davenport and 1 Bettendorf (Iowa), 2 Rock Island and 3 Moline
 * (Illinois); Heat 1 to 6, and in solo level 6 is Lockdown. Killer Board 0 (the Riverboat
 * Strangler) starts at Dexterity 1, board 1 (Mississippi Mary) at 0 and ends at spot 6.
 */
import { describe, expect, it } from 'vitest';
import type { QuadCityKillersRules } from '../../../src/games/quad-city-killers/index.js';
import {
  BETTENDORF,
  DAVENPORT,
  MOLINE,
  ROCK_ISLAND,
  active,
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
  travelTo,
  useEgo,
  type PositionSpec,
  type QMatch,
  type QuadCityKillersEvent,
} from '../../games/quad-city-killers/helpers.js';

/** The position `spec` lays out, once under the engine's ruling and once with the option `name` flipped. */
function both(name: keyof QuadCityKillersRules, spec: PositionSpec): { ruling: QMatch; flipped: QMatch } {
  const under = (value: boolean): QMatch => position({ ...spec, config: { ...spec.config, rules: { [name]: value } } });
  return { ruling: under(false), flipped: under(true) };
}

/** A solo position. */
const solo = (spec: PositionSpec): PositionSpec => ({ players: 1, ...spec });

describe('lockdownBarsTravelOnly (ruling 18, solo)', () => {
  // "When the Heat is maxed out in a city, that city is in Lockdown. You may no longer Travel to that
  // city and any of that city's Prey are now treated as Tourists (Grey) cards." The engine reads the
  // city as closed: no Prey is placed there. The option reads "You may no longer Travel" as all the
  // Lockdown forbids: Prey still go there.
  const spec = solo({ heat: [1, 6, 1, 1], preyDeckTop: ['Cindy Voss', 'Chad Whitmore', 'Ada Lindqvist'] });

  it('a Hometown card of the locked city, "treated as Tourists": default anywhere but there; with the option its own city too', () => {
    const { ruling, flipped } = both('lockdownBarsTravelOnly', spec);
    const cindy = play(ruling, hunt(0));
    expect(legal(cindy)).toEqual([placePrey(0, DAVENPORT), placePrey(0, ROCK_ISLAND), placePrey(0, MOLINE)]);
    const error = refusal(cindy, placePrey(0, BETTENDORF));
    expect(error.reason).toBe('quad-city-killers/city-in-lockdown');
    expect(error.message).toMatch(/Bettendorf is in Lockdown; no Prey goes there/);

    const open = play(flipped, hunt(0));
    expect(legal(open)).toEqual([placePrey(0, DAVENPORT), placePrey(0, BETTENDORF), placePrey(0, ROCK_ISLAND), placePrey(0, MOLINE)]);
    const placed = play(open, placePrey(0, BETTENDORF));
    expect(preyIn(placed, BETTENDORF)).toEqual([prey('Cindy Voss')]);
    expectAllCards(placed.state);
  });

  it('a Tourist ("can be placed in any city") goes to the locked city only with the option; a Hometown card of an open city still goes home', () => {
    const { ruling, flipped } = both('lockdownBarsTravelOnly', spec);
    const tourist = (match: QMatch): QMatch => play(match, hunt(0), placePrey(0, DAVENPORT), hunt(0));
    expect(refusal(tourist(ruling), placePrey(0, BETTENDORF)).reason).toBe('quad-city-killers/city-in-lockdown');
    expect(preyIn(play(tourist(flipped), placePrey(0, BETTENDORF)), BETTENDORF)).toEqual([prey('Chad Whitmore')]);
    // Ada Lindqvist (Davenport, open): her city alone under both readings, placed by the engine.
    for (const match of [ruling, flipped]) {
      const ada = play(tourist(match), placePrey(0, MOLINE), hunt(0));
      expect(preyIn(ada, DAVENPORT)).toContain(prey('Ada Lindqvist'));
    }
  });

  it('"You may no longer Travel to that city" under both readings', () => {
    const { ruling, flipped } = both('lockdownBarsTravelOnly', spec);
    for (const match of [ruling, flipped]) {
      expect(refusal(match, travelTo(0, BETTENDORF)).reason).toBe('quad-city-killers/city-in-lockdown');
      expect(legal(match).filter((action) => action.type === 'travel-to')).toEqual([travelTo(0, ROCK_ISLAND), travelTo(0, MOLINE)]);
    }
  });
});

describe('rivalRollsOutOfBody (ruling 7, solo)', () => {
  // "Scenario Cards play against you … follow the instructions as if you are another player
  // challenging you" and Out of Body Experience: "Trade places with another player and Attack any
  // Prey in that city. If successful, Heat remains the same." The engine lets the rival's Attack
  // kill; the option has it rolled, as "Attack Prey as you would in a multi-player game" ("Use all 3
  // dice for any dice roll!"), and a failure bumps the Heat like any failed Attack.
  const drawing = (map: readonly string[], heat: readonly number[] = [1, 1, 1, 1]): PositionSpec =>
    solo({ hands: [['Fire Axe', 'Butter Knife', 'Corkscrew', 'Rolling Pin', 'Letter Opener']], resourceDeckTop: ['Out of Body Experience', 'Tire Iron'], map: { [DAVENPORT]: map }, heat });

  it('Delia Marsh (Defense 8): default the rival kills her, the Heat the same; rolled, three dice never reach 8, she stays and the Heat rises', () => {
    const { ruling, flipped } = both('rivalRollsOutOfBody', drawing(['Ada Lindqvist', 'Delia Marsh']));
    const killed = playEvents(ruling, refill(0));
    expect(eventsOf(killed.events, 'rival-killed')).toEqual([{ type: 'rival-killed', prey: prey('Delia Marsh'), city: DAVENPORT }]);
    expect(eventsOf(killed.events, 'rival-rolled')).toEqual([]);
    expect(killed.match.state.cities[DAVENPORT]?.heat).toBe(1);

    const rolled = playEvents(flipped, refill(0));
    const roll = first(rolled.events, 'rival-rolled');
    expect(roll).toMatchObject({ prey: prey('Delia Marsh'), city: DAVENPORT, defense: 8, success: false });
    expect(roll.total).toBe(roll.roll.reduce((sum, face) => sum + face, 0));
    expect(eventsOf(rolled.events, 'rival-killed')).toEqual([]);
    expect(preyIn(rolled.match, DAVENPORT)).toEqual([prey('Ada Lindqvist'), prey('Delia Marsh')]);
    expect(eventsOf(rolled.events, 'heat-bumped')).toEqual([{ type: 'heat-bumped', city: DAVENPORT, from: 1, to: 2, cause: 'attack' }]);
    // The card is discarded after use either way, and the refill goes on.
    expect(rolled.match.state.resourceDiscard).toEqual([res('Out of Body Experience')]);
    expect(rolled.match.state.seats[0]?.hand).toContain(res('Tire Iron'));
    expectAllCards(rolled.match.state);
  });

  it('rolled against Ada Lindqvist (Defense 3): a roll of 3 or more kills her and leaves the Heat; less fails and bumps it', () => {
    const { flipped } = both('rivalRollsOutOfBody', drawing(['Ada Lindqvist']));
    const rivalRoll = (events: readonly QuadCityKillersEvent[]): number => eventsOf(events, 'rival-rolled')[0]?.total ?? -1;
    const killed = rigged(flipped, [refill(0)], (events) => rivalRoll(events) >= 3);
    expect(first(killed.events, 'rival-rolled')).toMatchObject({ defense: 3, success: true });
    expect(eventsOf(killed.events, 'rival-killed')).toEqual([{ type: 'rival-killed', prey: prey('Ada Lindqvist'), city: DAVENPORT }]);
    expect(killed.match.state.cities[DAVENPORT]?.heat).toBe(1);
    const missed = rigged(flipped, [refill(0)], (events) => rivalRoll(events) >= 0 && rivalRoll(events) < 3);
    expect(first(missed.events, 'rival-rolled').success).toBe(false);
    expect(preyIn(missed.match, DAVENPORT)).toEqual([prey('Ada Lindqvist')]);
    expect(missed.match.state.cities[DAVENPORT]?.heat).toBe(2);
  });

  it('a rolled failure in the last open city locks it down, and "You lose when … all cities are in Lockdown"', () => {
    const { ruling, flipped } = both('rivalRollsOutOfBody', drawing(['Delia Marsh'], [5, 6, 6, 6]));
    expect(play(ruling, refill(0)).state.outcome).toBeNull();
    const { match: lost, events } = playEvents(flipped, refill(0));
    expect(eventsOf(events, 'lockdown')).toEqual([{ type: 'lockdown', city: DAVENPORT }]);
    expect(quadCityKillers.outcome(lost.state)).toMatchObject({ winners: [], reason: 'all-cities-locked-down' });
    expect(quadCityKillers.describeEvent(first(events, 'rival-rolled'), lost.config)).toMatch(/^A rival rolls \d against Defense 10 on Delia Marsh in Davenport: a failure\.$/);
  });
});

describe('dayJobThroughFifteen (ruling 9, solo)', () => {
  // "1–15: Get yourself a day job. • 11–20: Not bad, for an amateur." The engine starts each band at
  // its lower bound (11–15 an amateur); the option reads the first band to its printed end.
  it('a win with 13 Notoriety: "Not bad, for an amateur" by default, "Get yourself a day job" with the option', () => {
    // Mississippi Mary at spot 5 of 6; Delia Marsh and Helen Voigt (6 each) killed; Ada Lindqvist (1)
    // killed for sure: 3 + 3 + 2 + the roll against Defense 3.
    const { ruling, flipped } = both(
      'dayJobThroughFifteen',
      solo({ dexterity: [5], killers: [1], hands: [['Fire Axe', 'Power Outage']], collections: [['Delia Marsh', 'Helen Voigt']], map: { [DAVENPORT]: ['Ada Lindqvist'] } }),
    );
    const win = (match: QMatch) => playEvents(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Power Outage')));
    const amateur = win(ruling);
    expect(quadCityKillers.outcome(amateur.match.state)).toMatchObject({ reason: 'dexterity-scale-completed', scores: [13], rank: 'amateur' });
    expect(quadCityKillers.describeEvent(first(amateur.events, 'game-ended'), amateur.match.config)).toMatch(/"Not bad, for an amateur\."$/);
    const dayJob = win(flipped);
    expect(quadCityKillers.outcome(dayJob.match.state)).toMatchObject({ reason: 'dexterity-scale-completed', scores: [13], rank: 'day-job' });
    expect(quadCityKillers.describeEvent(first(dayJob.events, 'game-ended'), dayJob.match.config)).toMatch(/"Get yourself a day job\."$/);
  });
});

describe('mulliganRetryGainsHeat (ruling 8)', () => {
  // Mulligan: "Upon failing an Attack, play this card to gain no Heat and attempt to Kill the same
  // Prey with the same Weapon." The engine keeps the Heat off the attempt it buys as well; the option
  // takes it off the failure only, the retry being an attempted Attack ("Heat bumps up one spot with
  // each attempted Attack in that city, whether or not it's successful").
  const spec: PositionSpec = { hands: [['Mulligan', 'Butter Knife'], []], map: { [DAVENPORT]: ['Delia Marsh'] } };
  /** Seat 0 fails on Delia Marsh (Defense 8) and plays Mulligan: the failure gains no Heat under either reading. */
  const retrying = (match: QMatch): QMatch => {
    const waiting = rigged(match, fullAttack(0, 'Delia Marsh', res('Butter Knife'), null, [1]), (events) => first(events, 'attack-rolled').success === false).match;
    const { match: retry, events } = playEvents(waiting, scenario(0, res('Mulligan')));
    expect(eventsOf(events, 'heat-bumped')).toEqual([]);
    expect(retry.state.attack).toMatchObject({ step: 'modifier', scene: res('Mulligan') });
    return retry;
  };

  it('the retry fails: default the Heat stays at 1; with the option it rises to 2', () => {
    const { ruling, flipped } = both('mulliganRetryGainsHeat', spec);
    const failedAgain = (match: QMatch) => rigged(retrying(match), [modifier(0, null), pass(1), pass(0)], (events) => first(events, 'attack-rolled').success === false);
    const kept = failedAgain(ruling);
    expect(eventsOf(kept.events, 'heat-bumped')).toEqual([]);
    expect(kept.match.state.cities[DAVENPORT]?.heat).toBe(1);
    const gained = failedAgain(flipped);
    expect(eventsOf(gained.events, 'heat-bumped')).toEqual([{ type: 'heat-bumped', city: DAVENPORT, from: 1, to: 2, cause: 'attack' }]);
    expect(gained.match.state.attack).toBeNull();
  });

  it('the retry kills: default the Heat stays at 1; with the option it rises to 2 ("whether or not it\'s successful")', () => {
    const { ruling, flipped } = both('mulliganRetryGainsHeat', { ...spec, dexterity: [4, 0] });
    const killing = (match: QMatch) => rigged(retrying(match), [modifier(0, null), pass(1)], (events) => first(events, 'attack-rolled').success);
    const kept = killing(ruling);
    expect(eventsOf(kept.events, 'prey-killed')).toHaveLength(1);
    expect(kept.match.state.cities[DAVENPORT]?.heat).toBe(1);
    const gained = killing(flipped);
    expect(eventsOf(gained.events, 'prey-killed')).toHaveLength(1);
    expect(gained.match.state.cities[DAVENPORT]?.heat).toBe(2);
  });
});

describe('failedAttackKeepsEgo (ruling 14)', () => {
  // 1. Weapon Cards: "However, if you fail an Attack, you must discard your M.O." and 4. Ego Cards:
  // "You may declare an Ego as your M.O. at any time." The engine discards a declared Ego with a
  // failure; the option reads the Weapon section's line as the M.O. Weapon's alone.
  // Delia Marsh (Defense 8) against Dexterity 1 and no card: a failure whatever the roll.
  it('Gatsby on the board: default discarded by the failure; with the option it stays', () => {
    const { ruling, flipped } = both('failedAttackKeepsEgo', { actionsLeft: 1, mo: ['Gatsby', null], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const failure = (match: QMatch) => playEvents(match, ...fullAttack(0, 'Delia Marsh', null, null, [1]));
    const discarded = failure(ruling);
    expect(discarded.match.state.seats[0]?.mo).toBeNull();
    expect(eventsOf(discarded.events, 'mo-discarded')).toEqual([{ type: 'mo-discarded', seat: 0, card: res('Gatsby'), cause: 'failed-attack' }]);
    const kept = failure(flipped);
    expect(first(kept.events, 'attack-rolled').success).toBe(false);
    expect(kept.match.state.seats[0]?.mo).toBe(res('Gatsby'));
    expect(eventsOf(kept.events, 'mo-discarded')).toEqual([]);
    expectAllCards(kept.match.state);
  });

  it('an M.O. Weapon (Ice Pick) is discarded under both readings; solo keeps the Ego under the option too', () => {
    const weaponHeld = both('failedAttackKeepsEgo', { actionsLeft: 1, mo: ['Ice Pick', null], map: { [DAVENPORT]: ['Delia Marsh'] } });
    for (const match of [weaponHeld.ruling, weaponHeld.flipped]) {
      expect(play(match, ...fullAttack(0, 'Delia Marsh', null, null, [1])).state.seats[0]?.mo).toBeNull();
    }
    const alone = both('failedAttackKeepsEgo', solo({ dexterity: [1], mo: ['The Ghost'], map: { [DAVENPORT]: ['Delia Marsh'] } }));
    expect(play(alone.ruling, ...fullAttack(0, 'Delia Marsh', null, null)).state.seats[0]?.mo).toBeNull();
    expect(play(alone.flipped, ...fullAttack(0, 'Delia Marsh', null, null)).state.seats[0]?.mo).toBe(res('The Ghost'));
  });
});

describe('turnEndsAtThirdAction (ruling 10)', () => {
  // Tips & Tricks: "Ego abilities may be used at any time during your turn", and Player Turn: "End
  // each turn by replenishing your hand to 5 cards" — the engine's turn lasts to the replenish, so an
  // unused Ego gets a moment after the third Action. The option reads the turn as "Next, you get 3
  // Actions": once they are done the turn ends.
  const spec: PositionSpec = { actionsLeft: 1, mo: ['Jet Setter', null], hands: [['Fire Axe'], []], preyDeckTop: ['Ada Lindqvist', 'Hank Doyle'] };

  it('Jet Setter unused at the third Action: default the turn waits for it; with the option the turn ends and seat 1 begins', () => {
    const { ruling, flipped } = both('turnEndsAtThirdAction', spec);
    const waiting = play(ruling, hunt(0));
    expect(waiting.state.pending).toEqual({ kind: 'end-of-turn', seat: 0 });
    expect(legalTypes(waiting)).toEqual(['pass', 'use-ego']);

    const { match: ended, events } = playEvents(flipped, hunt(0));
    expect(ended.state.pending).toBeNull();
    expect(eventsOf(events, 'turn-ended')).toEqual([{ type: 'turn-ended', seat: 0, turn: 1 }]);
    expect(ended.state.seats[0]?.hand).toHaveLength(5);
    expect(active(ended)).toEqual([1]);
    expect(ended.state.turn).toMatchObject({ player: 1, actionsLeft: 3 });
    expect(refusal(ended, useEgo(0)).code).toBe('NOT_YOUR_TURN');
  });

  it('between Actions the Ego is "at any time during your turn" under both readings', () => {
    const { ruling, flipped } = both('turnEndsAtThirdAction', { ...spec, actionsLeft: 2 });
    for (const match of [ruling, flipped]) {
      expect(legalTypes(match)).toContain('use-ego');
      expect(play(match, useEgo(0)).state.pending).toEqual({ kind: 'travel', seat: 0, reach: 'anywhere', cause: 'ego' });
    }
  });
});
