/**
 * Narration (docs "Narration"): `describeAction` and `describeEvent` take the match's config and
 * name seats, Prey, cards and cities as the rulebook does ("Seat 2 (the Riverboat Strangler)
 * attacks Werner Brew with the Butter Knife", "plays Grandma's Urn") — never by a number where the
 * content has a name — and count in correct English ("1 Action left", "2 Actions left").
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createMatch } from '../../../src/core/index.js';
import { describeAction as describeActionOwn, describeEvent as describeEventOwn } from '../../../src/games/quad-city-killers/describe.js';
import { ACTION_TYPES, type QuadCityKillersAction, type QuadCityKillersConfig, type QuadCityKillersEvent } from '../../../src/games/quad-city-killers/index.js';
import { BETTENDORF, DAVENPORT, MOLINE, ROCK_ISLAND, prey, quadCityKillers, res, standInContent } from './helpers.js';
import { randomGame } from './model.js';

const { describeAction, describeEvent } = quadCityKillers;
const config: QuadCityKillersConfig = quadCityKillers.schemas.config.parse({ players: 3, killers: [5, 1, 0] });
const dealt: QuadCityKillersConfig = quadCityKillers.schemas.config.parse({ players: 3 });

describe('in the game\'s words, given the config', () => {
  it('names the seat by its Killer Board, the Prey by name, the Weapon with its article', () => {
    const werner = prey('Werner Brew');
    expect(describeAction({ type: 'attack', player: 2, prey: werner }, config)).toBe('Seat 2 (the Riverboat Strangler) attacks Werner Brew.');
    expect(describeAction({ type: 'choose-weapon', player: 2, card: res('Butter Knife') }, config)).toBe('Seat 2 (the Riverboat Strangler) attacks with the Butter Knife.');
    expect(describeAction({ type: 'choose-modifier', player: 1, card: res("Grandma's Urn") }, config)).toBe("Seat 1 (Mississippi Mary) adds Grandma's Urn to the Attack.");
    expect(describeAction({ type: 'play-scenario', player: 0, card: res('Mulligan') }, config)).toBe('Seat 0 (Bix the Blade) plays Mulligan.');
    expect(describeAction({ type: 'declare-ego', player: 0, card: res('Gatsby') }, config)).toBe('Seat 0 (Bix the Blade) declares Gatsby as their M.O.');
    expect(describeAction({ type: 'travel-to', player: 1, city: MOLINE }, config)).toBe('Seat 1 (Mississippi Mary) goes to Moline.');
    expect(describeAction({ type: 'choose-player', player: 1, target: 2 }, config)).toBe('Seat 1 (Mississippi Mary) chooses seat 2 (the Riverboat Strangler).');
    expect(describeEvent({ type: 'attack-began', seat: 2, prey: werner, city: BETTENDORF, scene: null }, config)).toBe('Seat 2 (the Riverboat Strangler) attacks Werner Brew in Bettendorf.');
  });

  it('a random deal is not in the config: seats by number, and killer-board-dealt names each seat\'s board', () => {
    expect(describeAction({ type: 'attack', player: 2, prey: prey('Werner Brew') }, dealt)).toBe('Seat 2 attacks Werner Brew.');
    expect(describeEvent({ type: 'killer-board-dealt', seat: 2, killer: 10, by: 'deal' }, dealt)).toBe('Seat 2 is dealt the Killer Board of the Channel Cat.');
    expect(describeEvent({ type: 'killer-board-dealt', seat: 0, killer: 5, by: 'config' }, config)).toBe('Seat 0 (Bix the Blade) takes the Killer Board of Bix the Blade (as configured).');
    expect(describeEvent({ type: 'defense-announced', seat: 1, prey: prey('Werner Brew'), defense: 6 }, dealt)).toBe('Seat 1 announces the Defense of Werner Brew: 6.');
  });

  it('names what a newcomer once saw by number: the card discarded, the city of a placement, the cards drawn, the Scenario played', () => {
    expect(describeAction({ type: 'discard', player: 0, card: res('Crowbar') }, config)).toBe('Seat 0 (Bix the Blade) discards the Crowbar.');
    expect(describeAction({ type: 'discard', player: 1, card: res('Dark Alley') }, dealt)).toBe('Seat 1 discards Dark Alley.');
    expect(describeAction({ type: 'place-prey', player: 0, city: DAVENPORT, replacing: null }, config)).toBe('Seat 0 (Bix the Blade) places the revealed Prey in Davenport.');
    expect(describeAction({ type: 'place-prey', player: 0, city: ROCK_ISLAND, replacing: prey('Cindy Voss') }, config)).toBe(
      'Seat 0 (Bix the Blade) places the revealed Prey in Rock Island, replacing Cindy Voss.',
    );
    expect(describeAction({ type: 'choose-weapon', player: 2, card: res('Butter Knife') }, dealt)).toBe('Seat 2 attacks with the Butter Knife.');
    expect(describeAction({ type: 'choose-weapon', player: 2, card: null }, dealt)).toBe('Seat 2 attacks with no Weapon.');
    expect(describeAction({ type: 'play-scenario', player: 1, card: res('Road Trip') }, config)).toBe('Seat 1 (Mississippi Mary) plays Road Trip.');
    expect(describeEvent({ type: 'scenario-played', seat: 1, card: res('Anonymous Call'), scene: 'anonymous-call' }, config)).toBe('Seat 1 (Mississippi Mary) plays Anonymous Call.');
    expect(describeEvent({ type: 'scenario-against-you', card: res('Frame Job'), scene: 'frame-job', effect: 'you discard your M.O. or Ego' }, dealt)).toBe(
      'Frame Job is drawn and plays against you — you discard your M.O. or Ego.',
    );
    expect(describeEvent({ type: 'prey-placed', seat: 0, prey: prey('Werner Brew'), city: BETTENDORF, replaced: null, cardsDiscarded: [] }, dealt)).toBe('Werner Brew goes to Bettendorf.');
    expect(describeEvent({ type: 'cards-drawn', seat: 1, cards: [res('Fire Axe'), res('Power Outage'), res('Gatsby'), res('Road Trip')], visibleTo: [1] }, dealt)).toBe(
      'Seat 1 drew the Fire Axe, Power Outage, Gatsby and Road Trip.',
    );
    expect(describeEvent({ type: 'mo-discarded', seat: 0, card: res('Ice Pick'), cause: 'failed-attack' }, config)).toBe(
      'Seat 0 (Bix the Blade) discards their M.O., the Ice Pick (a failed Attack).',
    );
  });

  it('reads the names from the config\'s content, not from a table of its own', () => {
    const content = {
      ...standInContent,
      cities: standInContent.cities.map((city, id) => (id === DAVENPORT ? { ...city, name: 'Muscatine' } : city)),
      resources: standInContent.resources.map((card, id) => (id === res('Crowbar') ? { ...card, name: 'Tyre Lever' } : card)),
    };
    const own = quadCityKillers.schemas.config.parse({ players: 2, content });
    expect(describeAction({ type: 'place-prey', player: 0, city: DAVENPORT, replacing: null }, own)).toBe('Seat 0 places the revealed Prey in Muscatine.');
    expect(describeAction({ type: 'discard', player: 0, card: res('Crowbar') }, own)).toBe('Seat 0 discards the Tyre Lever.');
  });

  it('an id the content does not have (an action may name one; the rules refuse it) is the only number shown', () => {
    expect(describeAction({ type: 'attack', player: 0, prey: 499 }, dealt)).toBe('Seat 0 attacks Prey 499.');
    expect(describeAction({ type: 'travel-to', player: 0, city: 7 }, dealt)).toBe('Seat 0 goes to city 7.');
    expect(describeAction({ type: 'discard', player: 0, card: 300 }, dealt)).toBe('Seat 0 discards card 300.');
  });

  it('correct plurals: Actions left, cards drawn, a deck\'s size, cards under a Prey or discarded', () => {
    const spent = (actionsLeft: number): string => describeEvent({ type: 'action-spent', seat: 0, on: 'hunt', actionsLeft }, dealt);
    expect(spent(2)).toBe('Seat 0 spends an Action to Hunt; 2 Actions left.');
    expect(spent(1)).toBe('Seat 0 spends an Action to Hunt; 1 Action left.');
    expect(spent(0)).toBe('Seat 0 spends an Action to Hunt; 0 Actions left.');
    expect(describeEvent({ type: 'drew', seat: 1, count: 1, cause: 'ego' }, dealt)).toBe('Seat 1 draws 1 card (by their Ego).');
    expect(describeEvent({ type: 'drew', seat: 1, count: 5, cause: 'deal' }, dealt)).toBe('Seat 1 draws 5 cards (dealt at setup).');
    expect(describeEvent({ type: 'deck-reshuffled', deck: 'prey', size: 1 }, dealt)).toBe('The Prey discard pile is shuffled into a new deck of 1 card.');
    expect(describeEvent({ type: 'cards-drawn', seat: 1, cards: [3], visibleTo: [1] }, dealt)).toBe('Seat 1 drew the Letter Opener.');
    expect(describeEvent({ type: 'cards-drawn', seat: 1, cards: [3, 4, 9], visibleTo: [1] }, config)).toBe('Seat 1 (Mississippi Mary) drew the Letter Opener, the Garden Shears and the Meat Cleaver.');
    const knife = res('Butter Knife');
    const urn = res("Grandma's Urn");
    expect(describeEvent({ type: 'cards-under-prey', prey: 0, cards: [knife] }, config)).toBe('The Butter Knife is left under Ada Lindqvist.');
    expect(describeEvent({ type: 'cards-under-prey', prey: 0, cards: [knife, urn] }, config)).toBe("The Butter Knife and Grandma's Urn are left under Ada Lindqvist.");
    expect(describeEvent({ type: 'cards-discarded', seat: null, cards: [knife], cause: 'replaced-prey' }, config)).toBe('The Butter Knife goes to the discard pile.');
    expect(describeEvent({ type: 'cards-discarded', seat: null, cards: [knife, urn], cause: 'replaced-prey' }, dealt)).toBe("The Butter Knife and Grandma's Urn go to the discard pile.");
    expect(describeEvent({ type: 'prey-placed', seat: 0, prey: 1, city: 0, replaced: 2, cardsDiscarded: [knife] }, dealt)).toBe('Hank Doyle goes to Davenport, replacing Rosa Medina (1 card under it discarded).');
    expect(describeEvent({ type: 'prey-placed', seat: 0, prey: 1, city: 0, replaced: 2, cardsDiscarded: [knife, urn] }, dealt)).toBe(
      'Hank Doyle goes to Davenport, replacing Rosa Medina (2 cards under it discarded).',
    );
  });

  it('the end: the winner, the Notoriety, and in solo the printed band (ruling 9)', () => {
    expect(describeEvent({ type: 'game-ended', reason: 'highest-notoriety', winners: [1], scores: [10, 14, 3], tied: [], rank: null }, config)).toBe(
      'The game is over (the most Notoriety wins): seat 1 (Mississippi Mary) wins; Notoriety 10, 14, 3.',
    );
    expect(describeEvent({ type: 'game-ended', reason: 'fell-below-dexterity-scale', winners: [], scores: [8], tied: [], rank: 'day-job' }, dealt)).toBe(
      'The game is over (the Dexterity marker fell below the scale): seat 0 loses with 8 Notoriety — "Get yourself a day job."',
    );
  });
});

describe('every action and event of whole games', () => {
  /** Leftovers of naming by number, which the config should have replaced. */
  const unnamed = /\b(Prey|card|cards|city|Killer Board) \d/;
  /** Counts that disagree with their noun. */
  const badPlural = /\b1 (cards|Actions)\b|\b([02-9]|\d\d+) (card|Action)\b(?!s)/;

  it('read in the game\'s words, never a card, Prey, city or board by number, in correct plurals — solo and multi-player', () => {
    const actionTypes = new Set<string>();
    const eventTypes = new Set<string>();
    for (const [seed, players] of [['d1', 1], ['d2', 2], ['d3', 3], ['d4', 4], ['d5', 1], ['d6', 5]] as const) {
      // Setup's events with the boards configured (seats named by board), then a whole random game.
      const created = createMatch(quadCityKillers, { config: { players, startingDexterity: 3, killers: [0, 1, 2, 3, 4, 5].slice(0, players) }, seed });
      if (!created.ok) throw new Error(created.error.message);
      const { steps, final } = randomGame(seed, players, 3);
      const narrated: [QuadCityKillersEvent, QuadCityKillersConfig][] = [
        ...created.events.map((event): [QuadCityKillersEvent, QuadCityKillersConfig] => [event, created.match.config]),
        ...steps.flatMap((step) => step.events.map((event): [QuadCityKillersEvent, QuadCityKillersConfig] => [event, final.config])),
      ];
      for (const step of steps) {
        actionTypes.add(step.action.type);
        const line = describeAction(step.action, final.config);
        expect(line).not.toMatch(unnamed);
        expect(line).not.toMatch(/undefined|NaN|\[object/);
      }
      for (const [event, named] of narrated) {
        eventTypes.add(event.type);
        const line = describeEvent(event, named);
        expect(line, JSON.stringify(event)).not.toMatch(unnamed);
        expect(line).not.toMatch(/undefined|NaN|\[object/);
        expect(line, line).not.toMatch(badPlural);
      }
    }
    // The common ones at least; the conformance test reaches the rest.
    for (const type of ['place-prey', 'attack', 'choose-weapon', 'choose-modifier', 'pass', 'travel-to', 'discard']) expect(actionTypes).toContain(type);
    for (const type of ['killer-board-dealt', 'defense-announced', 'prey-killed', 'attack-rolled', 'heat-bumped', 'game-ended', 'cards-drawn']) expect(eventTypes).toContain(type);
    expect(ACTION_TYPES.length).toBe(17);
  });
});

describe('the config is required', () => {
  it('by the type of the game\'s describe functions', () => {
    expectTypeOf(describeActionOwn).parameter(1).toEqualTypeOf<QuadCityKillersConfig>();
    expectTypeOf(describeEventOwn).parameter(1).toEqualTypeOf<QuadCityKillersConfig>();
  });

  it('a caller outside TypeScript that leaves it out gets the default config\'s names (the stand-in content, seats by number), never ids', () => {
    const untypedAction = describeActionOwn as (action: QuadCityKillersAction, config?: QuadCityKillersConfig) => string;
    const untypedEvent = describeEventOwn as (event: QuadCityKillersEvent, config?: QuadCityKillersConfig) => string;
    expect(untypedAction({ type: 'discard', player: 1, card: res('Crowbar') })).toBe('Seat 1 discards the Crowbar.');
    expect(untypedAction({ type: 'place-prey', player: 0, city: ROCK_ISLAND, replacing: null })).toBe('Seat 0 places the revealed Prey in Rock Island.');
    expect(untypedEvent({ type: 'cards-drawn', seat: 1, cards: [3], visibleTo: [1] })).toBe('Seat 1 drew the Letter Opener.');
  });
});
