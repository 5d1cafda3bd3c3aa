/** The Detective › Interrogate (rulings 12, 15, 16 and 18). */
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../../src/core/index.js';
import {
  DETECTIVE,
  KILLER,
  answer,
  apply,
  arrest,
  ask,
  cerealKiller,
  claim,
  cityOf,
  endTurn,
  finish,
  house,
  killerAt,
  legal,
  move,
  moves,
  place,
  play,
  playEvents,
  refusal,
  start,
  step,
  viewOf,
  walk,
  witness,
  type CerealKillerAction,
  type CkMatch,
  type Spot,
} from './helpers.js';
import type { Cardinal, City } from '../../../src/games/cereal-killer/index.js';

const ALL_DIRECTIONS: readonly Cardinal[] = ['north', 'east', 'south', 'west'];

interface Scenario {
  /** What the scenario shows. */
  readonly name: string;
  /** The city, when not the stand-in. */
  readonly city?: City;
  /** Actions up to the Detective standing within reach of the Witness, with the question still to ask. */
  readonly actions: readonly CerealKillerAction[];
  readonly killer: Spot;
  readonly witness: number;
  /** The truthful answers, worked out from the grid (row, column counted from 1 at the top left). */
  readonly directions: readonly Cardinal[];
  readonly sameRow: boolean;
  readonly sameColumn: boolean;
  readonly inside: boolean;
  readonly parity: 'even' | 'odd';
}

const SCENARIOS: readonly Scenario[] = [
  {
    // 8 is row 2 col 3, Witness 2 is row 1 col 2: the Killer is south-east. House → inside.
    name: 'Killer on house 8, Witness in park 2',
    actions: [house(1), claim(), ...walk(6, 7, 8), finish(), place(10), ...moves(9, 8, 3)],
    killer: 8, witness: 2, directions: ['east', 'south'], sameRow: false, sameColumn: false, inside: true, parity: 'even',
  },
  {
    // 4 is row 1 col 4, Witness 2 row 1 col 2: same row, so east only. A park is not inside.
    name: 'Killer on park 4, in the Witness\'s row (park 2)',
    actions: [house(1), claim(), ...walk(2, 3, 4), finish(), place(10), ...moves(9, 8, 3)],
    killer: 4, witness: 2, directions: ['east'], sameRow: true, sameColumn: false, inside: false, parity: 'even',
  },
  {
    // 22 is row 5 col 2, Witness 12 row 3 col 2: same column, so south only.
    name: 'Killer on park 22, in the Witness\'s column (park 12)',
    actions: [house(11), claim(), ...walk(12, 17, 22), finish(), place(16), move(17)],
    killer: 22, witness: 12, directions: ['south'], sameRow: false, sameColumn: true, inside: false, parity: 'even',
  },
  {
    // Victim 3 with the Witness chosen in 2; the Killer ends on house 5: row 1 col 5, east of 2. Odd.
    name: 'Killer on house 5 (odd), Witness in park 2',
    actions: [house(8), step(3), claim(), witness(2), ...walk(4, 5), finish(), place(10), ...moves(9, 8, 3)],
    killer: 5, witness: 2, directions: ['east'], sameRow: true, sameColumn: false, inside: true, parity: 'odd',
  },
  {
    // Subway entrance 6 is row 2 col 1: south-west of 2. "Yes: if it is on ... a subway entrance."
    name: 'Killer on subway entrance 6, Witness in park 2',
    actions: [house(1), claim(), ...walk(6, 11, 6), finish(), place(10), ...moves(9, 8, 3)],
    killer: 6, witness: 2, directions: ['south', 'west'], sameRow: false, sameColumn: false, inside: true, parity: 'even',
  },
  {
    // Café 10 is row 2 col 5, Witness 4 row 1 col 4: south-east. "Yes: if it is on ... a café."
    name: 'Killer on café 10, Witness in park 4',
    actions: [house(5), claim(), ...walk(10, 15, 10), finish(), place(10), move(9)],
    killer: 10, witness: 4, directions: ['east', 'south'], sameRow: false, sameColumn: false, inside: true, parity: 'even',
  },
  {
    // Street 18 is row 4 col 3, Witness 14 row 3 col 4: south-west. A street is not inside.
    name: 'Killer on street 18, Witness in park 14',
    actions: [house(13), claim(), witness(14), ...walk(8, 13, 18), finish(), place(10), move(15)],
    killer: 18, witness: 14, directions: ['south', 'west'], sameRow: false, sameColumn: false, inside: false, parity: 'even',
  },
  {
    // Ruling 16: in the tunnel, entered at 6, the Killer answers as on 6 (row 2 col 1), which is
    // north-west of Witness 12 (row 3 col 2), and "inside" is yes.
    name: 'ruling 16: Killer in the tunnel entered at 6, Witness in park 12',
    actions: [
      house(13), claim(), witness(14), ...walk(14, 13, 12), finish(), place(16), endTurn(),
      step(11), claim(), ...walk(6, -6), finish(), move(11),
    ],
    killer: -6, witness: 12, directions: ['north', 'west'], sameRow: false, sameColumn: false, inside: true, parity: 'even',
  },
  {
    // Ruling 16: entered at 20 (row 4 col 5), north-east of Witness 24 (row 5 col 4). From
    // entrance 6 the answer would have been north or west, so "east" shows the entrance counts.
    name: 'ruling 16: Killer in the tunnel entered at 20, Witness in park 24',
    actions: [
      house(15), claim(), ...walk(20, 25, 20), finish(), place(16), endTurn(),
      step(25), claim(), ...walk(20, -20), finish(), ...moves(17, 18, 19),
    ],
    killer: -20, witness: 24, directions: ['north', 'east'], sameRow: false, sameColumn: false, inside: true, parity: 'even',
  },
  {
    // Ruling 16 on a custom 3 × 3 city whose entrances are 1 (odd) and 8 (even):
    //   1 subway  2 park    3 house
    //   4 street  5 street  6 street
    //   7 café    8 subway  9 street
    // Down at entrance 1, the Killer answers as on square 1: odd, in the Witness's row, west of it.
    name: 'ruling 16: Killer in the tunnel entered at odd entrance 1 (custom city), Witness in park 2',
    city: cityOf('odd entrance', ['MPH', 'SSS', 'CMS']),
    actions: [house(3), claim(), ...walk(2, 1, -1), finish(), place(7), ...moves(4, 5)],
    killer: -1, witness: 2, directions: ['west'], sameRow: true, sameColumn: false, inside: true, parity: 'odd',
  },
];

describe('Interrogate: every question\'s truthful answer ("The Killer answers by taking the Witness\'s location as the reference")', () => {
  for (const scenario of SCENARIOS) {
    describe(scenario.name, () => {
      const ready = (): CkMatch => play(start(scenario.city === undefined ? {} : { city: scenario.city }), ...scenario.actions);

      it('sets up as described', () => {
        const match = ready();
        expect(killerAt(match)).toBe(scenario.killer);
        expect(match.state.witness).toBe(scenario.witness);
        expect(cerealKiller.activePlayers(match.state)).toEqual([DETECTIVE]);
      });

      for (const question of ['sameRow', 'sameColumn', 'inside', 'parity'] as const) {
        it(`"${question}" is answered ${String(scenario[question])}`, () => {
          const { match, events } = apply(ready(), ask(question));
          const expected = { question, answer: scenario[question] };
          expect(match.state.days.at(-1)?.interrogation).toEqual(expected);
          expect(eventsFor(events, null)).toContainEqual({ type: 'question-answered', day: match.state.day, interrogation: expected });
        });
      }

      it(`"Which direction is it?": the Killer may answer ${scenario.directions.join(' or ')}, and nothing else`, () => {
        const asked = play(ready(), ask('direction'));
        expect(cerealKiller.activePlayers(asked.state)).toEqual([KILLER]);
        const answers = legal(asked, KILLER).map((action) => (action.type === 'answer-direction' ? action.direction : null));
        expect([...answers].sort()).toEqual([...scenario.directions].sort());
        for (const wrong of ALL_DIRECTIONS.filter((direction) => !scenario.directions.includes(direction))) {
          const error = refusal(asked, answer(wrong));
          expect(error.code).toBe('ILLEGAL_ACTION');
          expect(error.message).toMatch(/Interrogate: the Killer answers truthfully/);
        }
        for (const right of scenario.directions) {
          const answered = play(asked, answer(right));
          expect(answered.state.days.at(-1)?.interrogation).toEqual({ question: 'direction', answer: right });
          expect(cerealKiller.activePlayers(answered.state)).toEqual([DETECTIVE]);
        }
      });
    });
  }
});

describe('Interrogate: "Which direction is it? ... If ambiguous, the Killer chooses which cardinal point" (ruling 15)', () => {
  // The rulebook's illustration: the Killer is to the Northwest of the Witness. Here the Witness is
  // in park 14 (row 3 col 4) and the Killer on house 8 (row 2 col 3).
  const asked = (): CkMatch => play(start(), house(15), claim(), ...walk(10, 9, 8), finish(), place(10), move(9), ask('direction'));

  it('"Decide to answer North": accepted', () => {
    expect(play(asked(), answer('north')).state.days[0]?.interrogation).toEqual({ question: 'direction', answer: 'north' });
  });

  it('"Northeast = North/East": for north-west, West is as true as North', () => {
    expect(play(asked(), answer('west')).state.days[0]?.interrogation).toEqual({ question: 'direction', answer: 'west' });
  });

  it('South and East are untruthful and refused', () => {
    for (const wrong of ['south', 'east'] as const) expect(refusal(asked(), answer(wrong)).code).toBe('ILLEGAL_ACTION');
  });

  it('the Killer always answers, even when one answer is true; the Detective waits until it has', () => {
    const match = play(start(), house(1), claim(), ...walk(2, 3, 4), finish(), place(10), ...moves(9, 8, 3), ask('direction'));
    expect(match.state.days[0]?.interrogation).toEqual({ question: 'direction', answer: null });
    expect(viewOf(match, DETECTIVE).awaitingAnswer).toBe(true);
    expect(refusal(match, endTurn()).code).toBe('NOT_YOUR_TURN');
    expect(refusal(match, arrest()).code).toBe('NOT_YOUR_TURN');
    expect(legal(match, KILLER)).toEqual([answer('east')]);
  });

  it('no answer is asked for when no question is waiting', () => {
    const error = refusal(play(start(), house(1)), answer('north'));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/no "Which direction is it\?" question is waiting/);
  });
});

describe('Interrogate: "Position yourself adjacent to the Witness or on their square and remove their token" (ruling 18)', () => {
  // The Killer claims 5 (Witness in park 4, row 1 col 4) and ends on 20; the Detective starts on café 10.
  const witnessIn4 = (): CkMatch => play(start(), house(5), claim(), ...walk(10, 15, 20), finish(), place(10));

  it('on the Witness\'s square', () => {
    expect(play(witnessIn4(), ...moves(5, 4), ask('parity')).state.witness).toBeNull();
  });

  for (const [name, path] of [
    ['from the east (5)', [5]],
    ['from the south (9)', [9]],
    ['from the west (3)', [9, 8, 3]],
  ] as const) {
    it(`orthogonally next to it, ${name}`, () => {
      expect(play(witnessIn4(), ...moves(...path), ask('parity')).state.days[0]?.interrogation?.question).toBe('parity');
    });
  }

  for (const [name, path] of [
    ['diagonally (café 10)', []],
    ['diagonally (8)', [9, 8]],
    ['two squares away (14)', [15, 14]],
  ] as const) {
    it(`not ${name}`, () => {
      const error = refusal(play(witnessIn4(), ...moves(...path)), ask('parity'));
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.message).toMatch(/Interrogate: position yourself adjacent to the Witness or on their square/);
    });
  }

  it('ruling 18: not from the tunnel, even below an entrance next to the Witness\'s park', () => {
    // Custom 3 × 3 city; entrance 1 is next to park 2, where the Witness of victim 3 goes:
    //   1 subway  2 park    3 house
    //   4 street  5 street  6 street
    //   7 café    8 subway  9 street
    const city = cityOf('entrance by the park', ['MPH', 'SSS', 'CMS']);
    const placed = play(start({ city }), house(3), claim(), ...walk(6, 9, 6), finish(), place(7), ...moves(4, 1));
    expect(placed.state.witness).toBe(2);
    // On entrance 1, next to park 2, the Witness is in reach.
    expect(play(placed, ask('parity')).state.days[0]?.interrogation?.question).toBe('parity');
    // One step further down, in the tunnel, it is not: the tunnel is adjacent only to the entrances.
    const below = play(placed, move(-1));
    expect(below.state.detective.at).toBe(-1);
    const error = refusal(below, ask('parity'));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/Interrogate: position yourself adjacent to the Witness or on their square/);
    expect(legal(below, DETECTIVE).some((action) => action.type === 'interrogate')).toBe(false);
  });

  it('removes the Witness\'s token: "You can ask only one question per Witness"', () => {
    const { match, events } = playEvents(witnessIn4(), move(9), ask('sameRow'));
    expect(match.state.witness).toBeNull();
    expect(viewOf(match, DETECTIVE).witness).toBeNull();
    expect(events).toContainEqual({ type: 'witness-interrogated', day: 1, park: 4, question: 'sameRow' });
    const error = refusal(match, ask('parity'));
    expect(error.message).toMatch(/there is no Witness in the city/);
  });

  it('interrogating does not end the turn: the Detective may move afterwards', () => {
    const match = play(witnessIn4(), move(9), ask('sameRow'), ...moves(8, 7), endTurn());
    expect(match.state.day).toBe(2);
    expect(match.state.detective.at).toBe(7);
  });
});

describe('Interrogate: "... and they cannot be repeated" — each question once per game', () => {
  it('a question asked on day 1 is refused on day 2; another question is fine', () => {
    const day2 = play(
      start(),
      // Day 1: Killer on 8, Witness in 2; "Is the square even or odd?" — even.
      house(1), claim(), ...walk(6, 7, 8), finish(), place(10), ...moves(9, 8, 3), ask('parity'), endTurn(),
      // Day 2 (the Detective stands on 3): victim in 13 with the Witness in 12, ending on house 15,
      // in row 3 like park 12. The Detective walks to 13, next to the Witness.
      step(13), claim(), witness(12), ...walk(14, 15), finish(), ...moves(8, 13),
    );
    expect(day2.state.witness).toBe(12);
    expect(viewOf(day2, DETECTIVE).questionsLeft).toEqual(['direction', 'sameRow', 'sameColumn', 'inside']);
    const error = refusal(day2, ask('parity'));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/questions cannot be repeated/);
    const asked = play(day2, ask('sameRow'));
    expect(asked.state.days[1]?.interrogation).toEqual({ question: 'sameRow', answer: true });
  });
});

describe('Ruling 12: "If you do not interrogate the Witness, on the next turn the Witness disappears"', () => {
  it('the Witness is removed when the Detective ends its turn', () => {
    const { match, events } = playEvents(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(10), endTurn());
    expect(events).toContainEqual({ type: 'witness-disappeared', park: 2 });
    expect(match.state.witness).toBeNull();
    expect(viewOf(match, DETECTIVE).witness).toBeNull();
  });

  it('it cannot be interrogated on the next day', () => {
    const match = play(
      start(),
      house(1), claim(), ...walk(6, 7, 8), finish(), place(10), endTurn(),
      claim(), ...walk(3, 4, 5), finish(), move(9),
    );
    expect(match.state.days[1]?.witness).toBeNull();
    expect(refusal(match, ask('sameRow')).message).toMatch(/there is no Witness/);
  });

  it('a missed arrest ends the turn, and the Witness disappears too', () => {
    // The Killer is on 8; the Detective arrests from café 16, far away.
    const { match, events } = playEvents(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(16), arrest());
    expect(events).toContainEqual({ type: 'witness-disappeared', park: 2 });
    expect(match.state.witness).toBeNull();
  });
});
