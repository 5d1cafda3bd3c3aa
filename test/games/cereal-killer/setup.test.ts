/** Setup (rulebook "Setup") and the config schema (docs/games/cereal-killer.md, ruling 1). */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/core/index.js';
import { cerealKiller, standInCity } from '../../../src/games/cereal-killer/index.js';
import { DETECTIVE, KILLER, cityOf, house, legal, place, refusal, start, viewOf } from './helpers.js';

const HOUSES = [1, 3, 5, 8, 11, 13, 15, 21, 23, 25];

describe('Setup', () => {
  it('"Place the Spoon on day 1": the game starts on day 1 with the Killer to move', () => {
    const match = start();
    expect(match.state.day).toBe(1);
    expect(match.state.phase).toBe('killer');
    expect(match.state.outcome).toBeNull();
    expect(match.state.days).toEqual([]);
    expect(viewOf(match, null).day).toBe(1);
  });

  it('"Place the City card on the table, visible to both players": every view holds the city', () => {
    const match = start();
    // Views name the city by reference; the city itself is in the (public) config.
    for (const viewer of [KILLER, DETECTIVE, null]) expect(viewOf(match, viewer).content).toBe('cereal-killer/stand-in');
    expect(match.config.city).toBe(standInCity);
  });

  it('the stand-in city is the 5 × 5 grid of the docs', () => {
    const expected = cityOf('stand-in city', ['HPHPH', 'MSHSC', 'HPHPH', 'CSSSM', 'HPHPH']);
    expect(standInCity).toEqual(expected);
  });

  it('ruling 1: the Killer is seat 0 by default and acts first (Turn: "1. The Killer moves")', () => {
    const match = start();
    expect(cerealKiller.activePlayers(match.state)).toEqual([KILLER]);
    expect(viewOf(match, 0).role).toBe('killer');
    expect(viewOf(match, 1).role).toBe('detective');
    expect(legal(match, DETECTIVE)).toEqual([]);
  });

  it('ruling 1: config.killer names the Killer\'s seat; killer: 1 puts the Killer in seat 1, acting first', () => {
    const match = start({ killer: 1 });
    expect(match.config.killer).toBe(1);
    expect(cerealKiller.activePlayers(match.state)).toEqual([1]);
    expect(viewOf(match, 1).role).toBe('killer');
    expect(viewOf(match, 0).role).toBe('detective');
    expect(viewOf(match, 0).killerSeat).toBe(1);
    expect(viewOf(match, 0).detectiveSeat).toBe(0);
    // Seat 0 is now the Detective and may not act first.
    expect(refusal(match, house(1, 0)).code).toBe('NOT_YOUR_TURN');
    expect(legal(match, 0)).toEqual([]);
  });

  it('"Choose a house as the starting point": the Killer\'s first choices are exactly the ten houses', () => {
    const match = start();
    const choices = legal(match).map((action) => (action.type === 'choose-starting-house' ? action.house : -1));
    expect(choices.sort((a, b) => a - b)).toEqual(HOUSES);
  });

  it('"Give the Detective their sheet": the Detective starts with 4 arrest attempts and no token on the city', () => {
    const match = start();
    expect(match.state.detective.arrestsLeft).toBe(4);
    expect(match.state.detective.at).toBeNull();
    expect(viewOf(match, DETECTIVE).detective.arrestsLeft).toBe(4);
  });

  it('"Give the Killer ... 7 Cereals and 1 Witness": no victim and no Witness in the city at the start', () => {
    const match = start();
    expect(match.state.witness).toBeNull();
    expect(viewOf(match, DETECTIVE).victims).toBe(0);
    expect(viewOf(match, DETECTIVE).questionsLeft).toEqual(['direction', 'sameRow', 'sameColumn', 'inside', 'parity']);
  });

  it('the Detective cannot place its token before the Killer has moved', () => {
    expect(refusal(start(), place(10)).code).toBe('NOT_YOUR_TURN');
  });

  it('a custom city passed as config.city is used', () => {
    const city = cityOf('tiny', ['HS', 'SC']);
    const match = start({ city });
    expect(match.state.config.city).toEqual(city);
    expect(legal(match)).toEqual([house(1)]);
  });
});

describe('invalid configs are refused with INVALID_CONFIG', () => {
  const cases: { name: string; config: unknown }[] = [
    { name: 'killer: 2 (there are two seats, 0 and 1)', config: { killer: 2 } },
    { name: 'killer: -1', config: { killer: -1 } },
    { name: 'killer: "0" (a string)', config: { killer: '0' } },
    { name: 'an unknown config key', config: { killer: 0, spoons: 2 } },
    { name: 'a city with one subway entrance (Subway: "Enter at one ... exit through the other")', config: { city: cityOf('one entrance', ['HSM', 'SCS']) } },
    { name: 'a city with three subway entrances', config: { city: cityOf('three entrances', ['HMM', 'MCS']) } },
    { name: 'squares of the wrong length', config: { city: { name: 'short', width: 3, height: 3, squares: ['house', 'cafe'] } } },
    { name: 'a city without a house (the Killer must start on one)', config: { city: cityOf('no house', ['SS', 'SC']) } },
    { name: 'a city without a café (the Detective must start on one)', config: { city: cityOf('no cafe', ['HS', 'SS']) } },
    { name: 'a city narrower than 2', config: { city: cityOf('thin', ['H', 'C']) } },
    { name: 'an unknown square kind', config: { city: { name: 'odd', width: 2, height: 2, squares: ['house', 'cafe', 'river', 'street'] } } },
    { name: 'a city with an unknown key', config: { city: { ...cityOf('extra', ['HS', 'SC']), colour: 'red' } } },
  ];
  for (const { name, config } of cases) {
    it(name, () => {
      // Cast through unknown: these configs are deliberately outside the config type.
      const created = createMatch(cerealKiller, { config: config as never, seed: 'bad' });
      expect(created.ok).toBe(false);
      if (created.ok) return;
      expect(created.error.code).toBe('INVALID_CONFIG');
      expect(created.error.message).toMatch(/Cereal Killer config/);
    });
  }

  it('a city with no subway at all is valid ("two subway entrances or none")', () => {
    expect(createMatch(cerealKiller, { config: { city: cityOf('no subway', ['HS', 'SC']) }, seed: 'ok' }).ok).toBe(true);
  });
});
