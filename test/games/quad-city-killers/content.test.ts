/**
 * The stand-in content (docs "Stand-in content"): it meets every constraint the rulebook states —
 * Tools of Your Trade's counts, the four cities in two states either side of the river, the Heat
 * track, dice that can show 0 — and holds every card the rulebook prints. It is validated by the
 * content schema, and a user's own content replaces it through the config.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/core/index.js';
import { contentSchema, rollChances, type QuadCityContent } from '../../../src/games/quad-city-killers/index.js';
import { quadCityKillers, standInContent } from './helpers.js';

const content = standInContent;

describe('Tools of Your Trade', () => {
  it('"Resource Cards (72)", "Prey Cards (72)", "Killer Boards (12)", "Dice (3)"', () => {
    expect(content.resources).toHaveLength(72);
    expect(content.prey).toHaveLength(72);
    expect(content.killers).toHaveLength(12);
    expect(content.dice).toHaveLength(3);
  });

  it('the map: Davenport and Bettendorf, Iowa; Rock Island and Moline, Illinois — either side of the river', () => {
    expect(content.cities.map((city) => `${city.name}, ${city.state}`)).toEqual(['Davenport, Iowa', 'Bettendorf, Iowa', 'Rock Island, Illinois', 'Moline, Illinois']);
    expect(content.cities.every((city) => city.preySpaces === 5)).toBe(true);
    expect(content.heatLevels).toBe(6);
  });

  it('the dice can show 0, so "1+" and "2+" mean something; the documented chances of each travel result', () => {
    expect(content.dice.every((die) => die.includes(0))).toBe(true);
    const chances = rollChances(content.dice);
    expect(chances.map((chance) => Math.round(chance * 216))).toEqual([27, 54, 63, 44, 21, 6, 1]);
    expect(chances[0]).toBeCloseTo(0.125, 10);
    expect(chances[1]).toBeCloseTo(0.25, 10);
    expect(chances.slice(2).reduce((a, b) => a + b, 0)).toBeCloseTo(0.625, 10);
  });
});

describe('Killer Boards', () => {
  it('name, Victimology (hair and eye colour), a Dexterity Scale with its values, one M.O. slot', () => {
    for (const board of content.killers) {
      expect(board.name.length).toBeGreaterThan(0);
      expect(board.victimology.hair.length).toBeGreaterThan(0);
      expect(board.victimology.eye.length).toBeGreaterThan(0);
      expect(board.dexterity).toHaveLength(7);
      expect(board.moSlots).toBe(1);
    }
    // Three scales of equal sum, so no board is simply better.
    expect(new Set(content.killers.map((board) => board.dexterity.reduce((a, b) => a + b, 0))).size).toBe(1);
    expect(new Set(content.killers.map((board) => board.name)).size).toBe(12);
  });
});

describe('Prey Cards', () => {
  it('"There are 2 basic types of Prey Card: Hometown and Tourist": 15 per city, 12 grey Tourists', () => {
    for (let city = 0; city < 4; city++) expect(content.prey.filter((card) => card.city === city)).toHaveLength(15);
    const tourists = content.prey.filter((card) => card.city === null);
    expect(tourists).toHaveLength(12);
    expect(tourists.every((card) => card.colour === 'grey' && !card.police)).toBe(true);
  });

  it('"Their City, State, and ID color let you know where to place them": each Hometown card shows its city\'s colour', () => {
    for (const card of content.prey) {
      if (card.city !== null) expect(card.colour).toBe(content.cities[card.city]?.colour);
    }
  });

  it('Police Prey Cards: two per city, Werner Brew, Police Psychologist of Bettendorf, Iowa among them', () => {
    for (let city = 0; city < 4; city++) expect(content.prey.filter((card) => card.city === city && card.police)).toHaveLength(2);
    expect(content.prey.find((card) => card.name === 'Werner Brew')).toMatchObject({ title: 'Police Psychologist', city: 1, police: true });
  });
});

describe('Resource Cards: "There are four types of Resource Card."', () => {
  it('24 Weapons, 22 Modifiers, 16 Scenarios, 10 Egos', () => {
    const count = (kind: string): number => content.resources.filter((card) => card.kind === kind).length;
    expect([count('weapon'), count('modifier'), count('scenario'), count('ego')]).toEqual([24, 22, 16, 10]);
  });

  it('"Weapon Cards require an Action"; all four kinds of Attack Advantage are in the deck', () => {
    const weapons = content.resources.filter((card) => card.kind === 'weapon');
    expect(weapons.every((card) => card.actionIcon)).toBe(true);
    expect(new Set(weapons.map((card) => (card.kind === 'weapon' ? card.advantage.type : '')))).toEqual(new Set(['standard', 'mo', 'dice', 'shield']));
  });

  it('"Only a few Modifier Cards require an Action to use!"', () => {
    const modifiers = content.resources.filter((card) => card.kind === 'modifier');
    expect(modifiers.filter((card) => card.actionIcon)).toHaveLength(4);
  });

  it('the printed examples: Butter Knife, Grandma\'s Urn, Mulligan, Out of Body Experience, Gatsby', () => {
    const named = (name: string) => content.resources.find((card) => card.name === name);
    expect(named('Butter Knife')).toMatchObject({ kind: 'weapon', text: 'So much work! But so satisfying!' });
    expect(named("Grandma's Urn")).toMatchObject({ kind: 'modifier', trophy: 1 });
    expect(named("Grandma's Urn")?.text).toMatch(/^The stock alone might kill them! If successful, add this card to your collection for \+1 Notoriety\./);
    expect(named('Mulligan')).toMatchObject({ kind: 'scenario', scene: 'mulligan', actionIcon: true });
    expect(named('Out of Body Experience')).toMatchObject({ kind: 'scenario', scene: 'out-of-body' });
    expect(named('Gatsby')).toMatchObject({ kind: 'ego', actionIcon: true, ability: { type: 'extra-prey' } });
  });
});

describe('the content schema', () => {
  it('accepts the stand-in', () => {
    expect(contentSchema.safeParse(content).success).toBe(true);
  });

  // The refusal as createMatch words it (core writes the messages; zod/mini carries no locale).
  const broken = (change: (copy: { -readonly [K in keyof QuadCityContent]: unknown }) => void): string => {
    const copy = JSON.parse(JSON.stringify(content)) as { -readonly [K in keyof QuadCityContent]: unknown };
    change(copy);
    expect(contentSchema.safeParse(copy).success).toBe(false);
    const created = createMatch(quadCityKillers, { config: { content: copy as unknown as QuadCityContent }, seed: 'broken' });
    expect(created.ok).toBe(false);
    return created.ok ? '' : created.error.message;
  };

  it('refuses content that breaks the rulebook\'s constraints', () => {
    expect(broken((copy) => { copy.cities = standInContent.cities.map((city) => ({ ...city, state: 'Iowa' })); })).toMatch(/exactly two states/);
    expect(broken((copy) => { copy.dice = [[1, 2], [0, 1], [0, 1]]; })).toMatch(/must be able to show 0/);
    expect(broken((copy) => { copy.dice = [[0, 2], [0, 2], [0, 2]]; })).toMatch(/a total of exactly 1/);
    expect(broken((copy) => { copy.prey = standInContent.prey.map((card, id) => (id === 0 ? { ...card, colour: 'grey' } : card)); })).toMatch(/must show its city's ID colour/);
    expect(broken((copy) => { copy.resources = standInContent.resources.map((card, id) => (id === 0 ? { ...card, actionIcon: false } : card)); })).toMatch(/content\.resources\.0\.actionIcon: expected true/);
    expect(broken((copy) => { copy.heatLevels = 3; })).toMatch(/content\.heatLevels: must be at least 4/);
    expect(broken((copy) => { copy.killers = standInContent.killers.slice(0, 5); })).toMatch(/content\.killers: must be at least 6 items/);
  });
});

describe('content replaceable through the config', () => {
  it('a game runs on the owner\'s own content; the config validates it', () => {
    const own: QuadCityContent = { ...content, name: 'my copy', heatLevels: 8, cities: content.cities.map((city) => ({ ...city, preySpaces: 3 })) };
    const created = createMatch(quadCityKillers, { config: { players: 3, content: own }, seed: 'own' });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.match.state.config.content.name).toBe('my copy');
    expect(created.match.state.config.content).not.toBe(standInContent);
    const bad = createMatch(quadCityKillers, { config: { content: { ...own, heatLevels: 2 } }, seed: 'own' });
    expect(bad.ok ? '' : bad.error.message).toMatch(/content\.heatLevels/);
  });

  it('a content equal to the stand-in becomes the shared stand-in (validated once, by this file)', () => {
    const parsed = quadCityKillers.schemas.config.parse({ content: JSON.parse(JSON.stringify(content)) });
    expect(parsed.content).toBe(standInContent);
  });
});
