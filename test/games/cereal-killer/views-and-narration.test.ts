/**
 * What an app developer needs of the game (issue "For the app developer"): views that name the city
 * by reference, a view schema for other languages, narration in the game's words with correct
 * plurals, setup events, and an event union whose `visibleTo` reads.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { applyAction, createMatch, createRng, deserializeMatch, serializeMatch, viewJsonSchema, type PlayerId } from '../../../src/core/index.js';
import { describeAction, describeEvent } from '../../../src/games/cereal-killer/describe.js';
import {
  cerealKiller,
  standInCity,
  type CerealKillerAction,
  type CerealKillerConfig,
  type CerealKillerConfigInput,
  type CerealKillerEvent,
} from '../../../src/games/cereal-killer/index.js';
import {
  DETECTIVE,
  KILLER,
  answer,
  arrest,
  ask,
  cityOf,
  claim,
  endTurn,
  finish,
  house,
  move,
  place,
  play,
  playEvents,
  start,
  step,
  viewOf,
  walk,
  witness,
} from './helpers.js';

describe('views carry the city by reference', () => {
  it('the stand-in city is one shared object, named cereal-killer/stand-in in every view, also after a save and load', () => {
    const match = start();
    expect(match.config.city).toBe(standInCity);
    for (const viewer of [KILLER, DETECTIVE, null]) expect(viewOf(match, viewer).content).toBe('cereal-killer/stand-in');
    expect(JSON.stringify(viewOf(match, DETECTIVE))).not.toContain('"squares"');
    const loaded = deserializeMatch(cerealKiller, serializeMatch(match));
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.match.config.city).toBe(standInCity);
    expect(cerealKiller.view(loaded.match.state, DETECTIVE).content).toBe('cereal-killer/stand-in');
    // The same city given explicitly is the stand-in too.
    expect(start({ city: JSON.parse(JSON.stringify(standInCity)) as typeof standInCity }).config.city).toBe(standInCity);
  });

  it('another city is named by a hash of its squares: the same for the same city, another for another', () => {
    const tiny = cityOf('tiny', ['HS', 'SC']);
    const other = cityOf('other', ['HC', 'SS']);
    const id = viewOf(start({ city: tiny }), DETECTIVE).content;
    expect(id).toMatch(/^custom:[0-9a-f]{16}$/);
    expect(viewOf(start({ city: tiny }, 'again'), KILLER).content).toBe(id);
    expect(viewOf(start({ city: other }), DETECTIVE).content).not.toBe(id);
  });
});

describe('the view schema', () => {
  it('parses every view of a game, and exports as JSON Schema', () => {
    let match = start();
    match = play(match, house(5), ...walk(4, 3, 8), finish(), place(10));
    for (const viewer of [KILLER, DETECTIVE, null]) expect(cerealKiller.schemas.view?.safeParse(viewOf(match, viewer)).success).toBe(true);
    const schema = viewJsonSchema(cerealKiller);
    expect(schema.type).toBe('object');
    expect(Object.keys((schema as { properties: object }).properties)).toContain('content');
  });
});

describe('narration', () => {
  const config = start().config;

  it('describeAction and describeEvent take the config, always (it holds the city that names the squares)', () => {
    expectTypeOf(describeAction).parameters.toEqualTypeOf<[CerealKillerAction, CerealKillerConfig]>();
    expectTypeOf(describeEvent).parameters.toEqualTypeOf<[CerealKillerEvent, CerealKillerConfig]>();
  });

  it('squares are named by what stands on them on the config\'s city card', () => {
    expect(cerealKiller.describeAction({ type: 'step', player: KILLER, to: 4 }, config)).toBe('The Killer writes a step to park 4.');
    expect(cerealKiller.describeAction({ type: 'move', player: DETECTIVE, to: 7 }, config)).toBe('The Detective moves to the street at 7.');
    expect(cerealKiller.describeAction({ type: 'move', player: DETECTIVE, to: 6 }, config)).toBe('The Detective moves to subway entrance 6.');
    expect(cerealKiller.describeAction({ type: 'step', player: KILLER, to: -6 }, config)).toBe(
      'The Killer writes a step to the subway tunnel (entered at subway entrance 6).',
    );
    // Another city, another name for square 4: it is the config's city that names it.
    const custom = start({ city: cityOf('row', ['HSSC', 'SSSS']) }).config;
    expect(cerealKiller.describeAction({ type: 'step', player: KILLER, to: 4 }, custom)).toBe('The Killer writes a step to café 4.');
    // A number that is no square of the city has no name: a step off the card (refused) is "square 99".
    expect(cerealKiller.describeAction({ type: 'step', player: KILLER, to: 99 }, config)).toBe('The Killer writes a step to square 99.');
  });

  it('every action names its square or its answer in the game\'s words', () => {
    const lines = [
      house(5),
      claim(),
      witness(4),
      finish(),
      answer('north'),
      place(10),
      move(9),
      ask('inside'),
      arrest(),
      endTurn(),
    ].map((action) => cerealKiller.describeAction(action, config));
    expect(lines).toEqual([
      'The Killer circles house 5 as the starting point.',
      'The Killer claims a victim in the house it stands on.',
      'The Killer places the Witness in park 4.',
      'The Killer ends the move.',
      'The Killer answers "North".',
      'The Detective starts at café 10.',
      'The Detective moves to the street at 9.',
      'The Detective asks the Witness: "Did it go inside somewhere?"',
      'The Detective attempts an arrest.',
      'The Detective ends the turn.',
    ]);
  });

  it('events name houses, parks and cafés as such, never by a bare number', () => {
    const lines = (
      [
        { type: 'starting-house-chosen', house: 5, visibleTo: [KILLER] },
        { type: 'victim-claimed', day: 1, house: 3, visibleTo: [KILLER] },
        { type: 'witness-placed', day: 1, park: 4, visibleTo: [KILLER] },
        { type: 'killer-moved', day: 1, victim: 3, witness: 4, victims: 1 },
        { type: 'killer-moved', day: 2, victim: null, witness: null, victims: 1 },
        { type: 'detective-placed', cafe: 16 },
        { type: 'witness-interrogated', day: 1, park: 4, question: 'direction' },
        { type: 'question-answered', day: 1, interrogation: { question: 'direction', answer: 'west' } },
        { type: 'arrest-attempted', from: -20, caught: false, arrestsLeft: 3 },
        { type: 'witness-disappeared', park: 12 },
      ] satisfies CerealKillerEvent[]
    ).map((event) => cerealKiller.describeEvent(event, config));
    expect(lines).toEqual([
      'The Killer secretly starts at house 5.',
      'Day 1: the Killer claims a victim in house 3.',
      'Day 1: the Witness is placed in park 4.',
      'Day 1: the Killer has moved — a victim in house 3, the Witness in park 4 (1 in all).',
      'Day 2: the Killer has moved — no new victim, no Witness (1 in all).',
      'The Detective starts at café 16.',
      'Day 1: the Detective interrogates the Witness in park 4: "Which direction is it?"',
      'Day 1: "Which direction is it?" — West.',
      'The Detective tries an arrest from the subway tunnel (entered at subway entrance 20) and misses (3 attempts left).',
      'The uninterrogated Witness in park 12 disappears.',
    ]);
  });

  it('the end of the game reads as its Victory Condition, with the Killer\'s notepad as written (the start circled)', () => {
    const { events } = playEvents(start(), house(1), claim(), ...walk(6, -6, 20), finish(), place(10), move(15), arrest());
    const ended = events.find((event) => event.type === 'game-ended');
    expect(ended).toBeDefined();
    if (ended === undefined) return;
    expect(cerealKiller.describeEvent(ended, config)).toBe(
      "Game over: the Detective arrests the Killer — the Detective wins. The Killer's notepad: (1) - 6 - subway - 20.",
    );
    const reasons = {
      'killer-missed-objective': 'Game over: the Killer fails one of their victim objectives — the Detective wins.',
      'detective-out-of-arrests': 'Game over: the Detective runs out of arrest attempts — the Killer wins.',
      'killer-survived-seven-days': 'Game over: the Killer remains hidden until the end of day 7 — the Killer wins.',
    } as const;
    for (const [reason, line] of Object.entries(reasons) as [keyof typeof reasons, string][]) {
      const winnerRole = reason === 'killer-missed-objective' ? 'detective' : 'killer';
      expect(cerealKiller.describeEvent({ ...ended, reason, winnerRole }, config)).toMatch(new RegExp(`^${line}`));
    }
  });

  it('no line of a played game shows a square by a bare number (random games on the stand-in city and a custom one)', () => {
    // Numbers that are no square: days, steps of the day, seats, counts; and the notepad, which the
    // rulebook writes as numbers ("5 - 4 - 3 - 8"). What is left must name no square by number alone.
    const counted =
      /\b(?:Day|day|step|Seat|seat) \d+|\d+ (?:steps?|attempts?|victims?) (?:left|needed)|\d+ found|\(\d+ in all\)|notepad: .*$/g;
    const named = /\b(?:house|park|café|subway entrance|the street at) \d+/g;
    const configs: CerealKillerConfigInput[] = [{}, { killer: 1 }, { city: cityOf('small', ['HPH', 'PHM', 'MCH']) }];
    let lines = 0;
    for (const [index, input] of configs.entries()) {
      const rng = createRng(`narration/${index}`);
      let match = start(input);
      for (let taken = 0; taken < 400 && match.state.outcome === null; taken++) {
        const seat = cerealKiller.activePlayers(match.state)[0];
        if (seat === undefined) break;
        const action = rng.pick(cerealKiller.legalActions(match.state, seat));
        const applied = applyAction(cerealKiller, match, action);
        if (!applied.ok) throw new Error(applied.error.message);
        for (const line of [cerealKiller.describeAction(action, match.config), ...applied.events.map((event) => cerealKiller.describeEvent(event, match.config))]) {
          lines++;
          expect(line.replace(counted, '').replace(named, ''), line).not.toMatch(/\d/);
          expect(line, line).not.toMatch(/\bsquare \d/);
        }
        match = applied.match;
      }
      expect(match.state.outcome, `game ${index} ended`).not.toBeNull();
    }
    expect(lines).toBeGreaterThan(100);
  });

  it('counts in the right number: "1 attempt left", "3 attempts left", "1 step left"', () => {
    const missed = (arrestsLeft: number): string =>
      cerealKiller.describeEvent({ type: 'arrest-attempted', from: 10, caught: false, arrestsLeft }, config);
    expect(missed(1)).toContain('(1 attempt left)');
    expect(missed(3)).toContain('(3 attempts left)');
    expect(cerealKiller.describeEvent({ type: 'detective-moved', from: 10, to: 9, cafeBonus: false, stepsLeft: 1 }, config)).toContain('(1 step left)');
  });
});

describe('setup events', () => {
  it('createMatch returns who plays the Killer and who the Detective, for everyone', () => {
    for (const killer of [0, 1] as const) {
      const created = createMatch(cerealKiller, { seed: 'roles', config: { killer } });
      if (!created.ok) throw new Error(created.error.message);
      expect(created.events).toEqual([{ type: 'roles-dealt', killer, detective: 1 - killer }]);
      expect(cerealKiller.describeEvent(created.events[0] as CerealKillerEvent, created.match.config)).toBe(`Seat ${killer} plays the Killer and seat ${1 - killer} the Detective.`);
    }
  });
});

describe('event typing', () => {
  it('visibleTo reads on the whole event union: undefined for public events, the seats for private ones', () => {
    expectTypeOf<CerealKillerEvent['visibleTo']>().toEqualTypeOf<readonly PlayerId[] | undefined>();
    const { events } = playEvents(start(), house(5), step(4));
    const privateTo = events.filter((event) => event.visibleTo !== undefined).map((event) => [event.type, event.visibleTo]);
    expect(privateTo).toEqual([
      ['starting-house-chosen', [KILLER]],
      ['killer-stepped', [KILLER]],
    ]);
  });
});
