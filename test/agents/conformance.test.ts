/**
 * Every game's agent spec passes the kit's agent checks (issue 20: "the conformance kit checks all
 * of it for every game"): the action space is a bijection whose mask is the legal list, the tensor
 * has its documented layout, is finite, equal across worlds the seat cannot tell apart and loses
 * nothing of the view, and the environments play the games `applyAction` plays.
 */
import { describe, expect, it } from 'vitest';
import { agentSpecList } from '../../src/agents/index.js';
import { checkAgentSpec } from '../../src/testing/index.js';
import { cityOf } from '../games/cereal-killer/helpers.js';
import { COLOURS, standInContent as station, type StationContent } from '../../src/games/frozen-horror/index.js';
import { standInContent as quadCity, type QuadCityContent } from '../../src/games/quad-city-killers/index.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);

/** A six-room station, every room joined to every other, with the stand-in's first 12 cards: other sizes for Frozen Horror's blocks. */
const SIX_ROOMS: StationContent = {
  ...station,
  name: 'six rooms',
  rooms: ['Garage', 'Radio Room', 'Laboratory', 'Infirmary', 'Cafeteria', 'Greenhouse'],
  passages: [0, 1, 2, 3, 4].flatMap((a) => [1, 2, 3, 4, 5].filter((b) => b > a).map((b) => ({ colour: COLOURS[(a + b) % 4] ?? 'blue', between: [a, b] as const }))),
  fourPlayerRoom: 5,
  destroyedRoomCards: [5, 4, 3],
  cards: station.cards.slice(0, 12),
};

/** Quad City Killers on a longer Heat track with three prey spaces a city: other sizes for its tensor. */
const THREE_SPACES: QuadCityContent = { ...quadCity, name: 'three spaces', heatLevels: 8, cities: quadCity.cities.map((city) => ({ ...city, preySpaces: 3 })) };

/** Configurations each game's spec is checked with (a game not listed here is checked with its defaults). */
const CONFIGS: Readonly<Record<string, readonly unknown[]>> = {
  // Both seatings, and custom cities: one without parks or a subway (no Witness block, no tunnel
  // spots), one 3 × 3 with a Witness choice.
  'cereal-killer': [{}, { killer: 1 }, { city: cityOf('tiny', ['HS', 'SC']) }, { city: cityOf('small', ['HPH', 'PHS', 'SCH']), killer: 1 }],
  // Two to four seats (hands of 6 and 4), every difficulty (4 to 6 stacked piles), the timer's block, every table rule the other way.
  killercruise: [{}, { players: 3, difficulty: 'easy', rules: { oneKeyCombinationPerRoom: false, collectedKeysCountAsPlayed: true } }, { players: 4, difficulty: 'difficult', variant: 'time-pressure', rules: { mayMoveIntoKillersRoom: false, lastPassengerLoses: false } }],
  // Three to six seats; the recognise block and a rolled weather that stands (three Eavesdroppers, whose random play reaches both: test/agents/tatort-titanic.test.ts), the other two table rules.
  'tatort-titanic': [{}, { players: 3, abilities: ['eavesdropper', 'eavesdropper', 'eavesdropper'], rules: { eavesdropperOnlyRecognises: true, rolledWeatherStays: true } }, { players: 6, rounds: 5, rules: { ownSpaceForgoesMove: true, weatherRollDrawsEventCards: true } }],
  // The fewest seats, the most, a station of six rooms and 12 cards, and every table rule at once
  // (the default six seats are played in test/agents/frozen-horror.test.ts and by the Python test).
  'frozen-horror': [{ players: 4 }, { players: 10 }, { players: 5, content: SIX_ROOMS }, { players: 7, rules: { lockdownsLiftAtEndOfRound: true, stayBackAtEndOfRound: true, armedManMostPlayersOnStation: true, helpPullsThroughPassages: true, removeWhenPlayedAsKey: true } }],
  // Solo, two, four and six seats, begun high on the Dexterity Scale for short games (random games
  // from the first spot run to 1 000–2 000 actions), and solo and three seats under every table rule.
  'quad-city-killers': [{ players: 1, startingDexterity: 4 }, { players: 2, startingDexterity: 3 }, { startingDexterity: 5 }, { players: 6, startingDexterity: 5, content: THREE_SPACES }, ...[1, 3].map((players) => ({ players, startingDexterity: 4, rules: { lockdownBarsTravelOnly: true, rivalRollsOutOfBody: true, dayJobThroughFifteen: true, mulliganRetryGainsHeat: true, failedAttackKeepsEgo: true, turnEndsAtThirdAction: true } }))],
};

describe('agent specs', () => {
  it('the registry has a spec for Cereal Killer at least', () => {
    expect(agentSpecList.map((spec) => spec.game.id)).toContain('cereal-killer');
  });

  it.each(agentSpecList.map((spec) => [spec.game.id, spec] as const))('%s passes checkAgentSpec', (id, spec) => {
    const configs = CONFIGS[id] ?? [{}];
    const report = checkAgentSpec(spec.game, spec, { configs, games: 6 * soak, seed: `agents/${id}` });
    expect(report.episodes).toBe(configs.length * 6 * soak);
    expect(report.legalActionsChecked).toBeGreaterThan(report.steps);
    expect(report.resampledTensors).toBeGreaterThan(report.steps);
    // Nearly every position is a new view for each seat, and each gave a new tensor.
    expect(report.distinctViews).toBeGreaterThan(report.steps);
    expect(report.vectorSteps).toBe(configs.length * 150);
  });
});
