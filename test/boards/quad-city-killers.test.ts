/**
 * The Quad City Killers board (issue 19): every Skull Pawn, Heat and Dexterity marker, every Prey
 * card (on the map, waiting to be placed, collected, discarded) and every face-up Resource card
 * (under a Prey, in the Attack, on a Killer Board, in a collection, in the discard pile, the seat's
 * hand and the cards seen entering another hand) drawn once; each clickable city, Prey, card,
 * pawn and deck carrying exactly the legal actions it stands for; and nothing the seat may not see —
 * the board of a world resampled for the seat (other hands, the decks' order) is the same.
 *
 * Board actions: `place-prey` (the city, or the Prey it replaces), `hunt` (the Prey deck),
 * `travel-to` and `choose-city` (the city), `attack` (the Prey), `choose-weapon`,
 * `choose-modifier` (a card, not none), `play-against`, `play-scenario`, `declare-ego`, `discard`
 * (the card), `claim-mo` (the Weapon in the Attack), `use-ego` (the Ego on the Killer Board),
 * `choose-player` (the Skull Pawn), `refill` (the Resource deck). Not on the board: `travel`,
 * `pass`, choosing no Weapon or no Modifier.
 */
import { describe, expect, it } from 'vitest';
import { quadCityKillersBoard } from '../../src/boards/quad-city-killers.js';
import { quadCityKillers } from '../../src/games/quad-city-killers/index.js';
import { createMatch } from '../../src/core/index.js';
import { BETTENDORF, hunt, placePrey, play, position } from '../games/quad-city-killers/helpers.js';
import { boardOf, checkBoard, checkResampledBoards, parseXml, randomPositions, textOf, type SpecOf } from './support.js';

const spec: SpecOf<typeof quadCityKillers> = {
  game: quadCityKillers,
  board: quadCityKillersBoard,
  pieces: (view) => {
    const prey = [
      ...view.cities.flatMap((city) => city.prey.map((one) => one.card)),
      ...view.placing.map((one) => one.prey),
      ...view.seats.flatMap((seat) => seat.collection),
      ...view.preyDiscard,
    ];
    const resources = [
      ...view.cities.flatMap((city) => city.prey.flatMap((one) => one.under)),
      ...(view.hand ?? []),
      ...view.seats.flatMap((seat) => (seat.seat === view.viewer || view.players === 1 ? [] : seat.shown)),
      ...view.seats.flatMap((seat) => (seat.mo === null ? [] : [seat.mo])),
      ...view.seats.flatMap((seat) => seat.trophies),
      ...(view.attack === null ? [] : [view.attack.weapon, view.attack.modifier, ...view.attack.answers.map((answer) => answer.card)].flatMap((card) => (card === null ? [] : [card]))),
      ...view.resourceDiscard,
    ];
    return [
      ...view.seats.flatMap((seat) => (seat.city === null ? [] : [`pawn:${seat.seat}`])),
      ...view.cities.map((_, city) => `heat:${city}`),
      ...view.seats.map((seat) => `dex:${seat.seat}`),
      ...prey.map((card) => `prey:${card}`),
      ...resources.map((card) => `resource:${card}`),
    ];
  },
  targetOf: (action, view) => {
    switch (action.type) {
      case 'place-prey':
        return action.replacing === null ? `city:${action.city}` : `prey:${action.replacing}`;
      case 'hunt':
        return 'prey-deck';
      case 'travel-to':
      case 'choose-city':
        return `city:${action.city}`;
      case 'attack':
        return `prey:${action.prey}`;
      case 'choose-weapon':
      case 'choose-modifier':
        return action.card === null ? null : `resource:${action.card}`;
      case 'play-against':
      case 'play-scenario':
      case 'declare-ego':
      case 'discard':
        return `resource:${action.card}`;
      case 'claim-mo':
        return `resource:${view.attack?.weapon ?? ''}`;
      case 'use-ego':
        return `resource:${view.seats[action.player]?.mo ?? ''}`;
      case 'choose-player':
        return `pawn:${action.target}`;
      case 'refill':
        return 'resource-deck';
      case 'travel':
      case 'pass':
        return null;
    }
  },
};

const positions = randomPositions(
  quadCityKillers,
  [
    {},
    { players: 1 },
    { players: 2 },
    { players: 6, startingDexterity: 3 },
    { players: 1, rules: { lockdownBarsTravelOnly: true, rivalRollsOutOfBody: true, failedAttackKeepsEgo: true } },
    { players: 3, rules: { turnEndsAtThirdAction: true, mulliganRetryGainsHeat: true, failedAttackKeepsEgo: true } },
  ],
  ['a', 'b'],
  70,
);

describe('Quad City Killers board', () => {
  it(`draws every piece once and puts each legal action on the elements it stands for (${positions.length} positions, every seat and a spectator)`, () => {
    for (const { config, state, name } of positions) {
      for (let viewer = 0; viewer <= config.players; viewer++) checkBoard(spec, config, state, viewer === config.players ? null : viewer, `${name}, viewer ${viewer}`);
    }
  });

  it('shows a seat nothing it may not see: the board of a resampled world is the same, byte for byte', () => {
    positions.forEach(({ config, state, name }, index) => checkResampledBoards(spec, config, state, `qck-${index}`, name));
  });

  it("draws the seat's own hand, not another's, and in solo the hand for everyone", () => {
    const created = createMatch(quadCityKillers, { seed: 'hands', config: { players: 3 } });
    if (!created.ok) throw new Error(created.error.message);
    const { state, config } = created.match;
    const mine = state.seats[0]?.hand ?? [];
    const theirs = state.seats[1]?.hand ?? [];
    const svg = boardOf(spec, config, state, 0).svg;
    for (const card of mine) expect(svg).toContain(`data-piece="resource:${card}"`);
    for (const card of theirs) expect(svg).not.toContain(`data-piece="resource:${card}"`);
    expect(textOf(parseXml(boardOf(spec, config, state, null).svg))).toContain('Hands are hidden');
    const solo = createMatch(quadCityKillers, { seed: 'solo', config: { players: 1 } });
    if (!solo.ok) throw new Error(solo.error.message);
    const spectator = boardOf(spec, solo.match.config, solo.match.state, null).svg;
    for (const card of solo.match.state.seats[0]?.hand ?? []) expect(spectator).toContain(`data-piece="resource:${card}"`);
  });

  it('a city in Lockdown reads as closed, or under lockdownBarsTravelOnly as closed to Travel and open to a Prey being placed (ruling 18)', () => {
    const spec2 = { players: 1, heat: [1, 6, 1, 1], preyDeckTop: ['Cindy Voss'] } as const;
    for (const barsTravelOnly of [false, true]) {
      const match = play(position({ ...spec2, config: { rules: { lockdownBarsTravelOnly: barsTravelOnly } } }), hunt(0));
      const { svg, legal } = boardOf(spec, match.config, match.state, 0);
      const city = parseXml(svg).children.flatMap(function all(element): typeof element[] {
        return [element, ...element.children.flatMap(all)];
      }).find((element) => element.attributes['data-target'] === `city:${BETTENDORF}`);
      expect(city, 'Bettendorf drawn').toBeDefined();
      if (city === undefined) continue;
      expect(textOf(city)).toContain(barsTravelOnly ? 'LOCKDOWN: no Travel' : 'LOCKDOWN');
      if (!barsTravelOnly) expect(textOf(city)).not.toContain('no Travel');
      const placing = legal.findIndex((action) => JSON.stringify(action) === JSON.stringify(placePrey(0, BETTENDORF)));
      expect(placing >= 0).toBe(barsTravelOnly);
      if (placing >= 0) expect(city.attributes['data-actions']?.split(' ')).toContain(String(placing));
    }
  });
});
