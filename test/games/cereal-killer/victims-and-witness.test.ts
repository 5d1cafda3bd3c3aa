/** The Killer › Victims and Witness (rulings 2, 3, 8, 9, 10 and 11). */
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../../src/core/index.js';
import {
  DETECTIVE,
  KILLER,
  apply,
  ask,
  cerealKiller,
  claim,
  cityOf,
  endTurn,
  finish,
  house,
  legal,
  legalSteps,
  legalTypes,
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
} from './helpers.js';

const canClaim = (match: Parameters<typeof legal>[0]): boolean => legal(match).some((action) => action.type === 'claim-victim');

describe('Victims and Witness: the rulebook example "The Killer starts at square 8 and passes through 3, 2 and 1"', () => {
  it('"Being able to claim a victim at 8 and 3 or 1": a claim is possible on 8, 3 and 1, not on park 2', () => {
    let match = play(start(), house(8));
    expect(canClaim(match)).toBe(true); // 8, where the Killer starts (ruling 2)
    match = play(match, step(3));
    expect(canClaim(match)).toBe(true); // 3, passed through
    match = play(match, step(2));
    expect(canClaim(match)).toBe(false); // park 2
    const error = refusal(match, claim());
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/Victims and Witness: a victim is claimed on a house/);
    match = play(match, step(1));
    expect(canClaim(match)).toBe(true); // 1, where the move ends
  });

  it('"they choose 3 ... They must place the Witness in one of the adjacent parks and decide which, in this case 4"', () => {
    const claimed = play(start(), house(8), step(3), claim());
    // House 3 lies between parks 2 and 4: the Killer must choose, and may do nothing else first.
    expect(legal(claimed)).toEqual([
      { type: 'place-witness', player: KILLER, park: 2 },
      { type: 'place-witness', player: KILLER, park: 4 },
    ]);
    expect(refusal(claimed, step(2)).message).toMatch(/first choose which adjacent park the Witness goes to/);
    expect(refusal(claimed, witness(12)).message).toMatch(/park adjacent to the victim; 12 is not one/);
    // "(Notation: 3 - 2 - 1.)"
    const match = play(claimed, witness(4), ...walk(2, 1), finish());
    expect(match.state.killer.trail).toEqual([8, 3, 2, 1]);
    expect(match.state.days[0]).toMatchObject({ victim: 3, witness: 4 });
    expect(match.state.witness).toBe(4);
    expect(match.state.phase).toBe('detective');
  });

  it('"If there are 2 parks, you may choose": park 2 is as good, and passing it later is allowed', () => {
    const match = play(start(), house(8), step(3), claim(), witness(2), ...walk(2, 1), finish());
    expect(match.state.days[0]).toMatchObject({ victim: 3, witness: 2 });
  });
});

describe('Victims and Witness: "place a victim marker when you are on a house starting, passing through, or ending your turn"', () => {
  it('ruling 2: on day 1 the circled starting house can be claimed before the first step', () => {
    const match = play(start(), house(1), claim(), ...walk(6, 7, 8), finish());
    expect(match.state.days[0]?.victim).toBe(1);
  });

  it('on a later day, the house the Killer starts the day on can be claimed', () => {
    const match = play(start(), house(1), claim(), ...walk(6, 7, 8), finish(), place(16), endTurn(), claim(), ...walk(3, 4, 5), finish());
    expect(match.state.days[1]?.victim).toBe(8);
  });

  it('a victim cannot be claimed on a subway entrance, a café or a street', () => {
    expect(refusal(play(start(), house(1), step(6)), claim()).code).toBe('ILLEGAL_ACTION');
    expect(refusal(play(start(), house(5), step(10)), claim()).code).toBe('ILLEGAL_ACTION');
    expect(refusal(play(start(), house(8), step(7)), claim()).code).toBe('ILLEGAL_ACTION');
  });

  it('nor in the tunnel', () => {
    expect(refusal(play(start(), house(1), step(6), step(-6)), claim()).code).toBe('ILLEGAL_ACTION');
  });
});

describe('Victims and Witness: "You can only claim one victim per turn"', () => {
  it('a second claim in the same move is refused', () => {
    const match = play(start(), house(8), claim(), step(3));
    const error = refusal(match, claim());
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/only claim one victim per turn/);
  });
});

describe('Ruling 3: a house may be claimed again on a later day', () => {
  // "To claim a victim, place a victim marker when you are on a house starting, passing through, or
  // ending your turn on that square" (no limit per house is printed); "You can only claim one victim
  // per turn"; "At the end of turn 2/4/7 you must have 1/3/6 victims in the city" (the markers).
  // Day 1: the Killer starts on house 1 and claims it (Witness in park 2, its only park), then
  // 6 - 11 - 6; the Detective waits on café 16.
  const day2 = () => play(start(), house(1), claim(), ...walk(6, 11, 6), finish(), place(16), endTurn());

  it('day 1 claims the starting house; day 2 steps back onto it and claims it again: accepted, two victims in the city', () => {
    const onHouse = play(day2(), step(1));
    expect(legalTypes(onHouse)).toContain('claim-victim');
    const { match, events } = playEvents(onHouse, claim(), ...walk(6, 7), finish());
    expect(events).toContainEqual({ type: 'victim-claimed', day: 2, house: 1, visibleTo: [KILLER] });
    expect(eventsFor(events, DETECTIVE)).toEqual([
      { type: 'killer-moved', day: 2, victim: 1, witness: 2, victims: 2 },
      { type: 'objective-checked', day: 2, required: 1, victims: 2, met: true },
    ]);
    expect(match.state.days.map((record) => record.victim)).toEqual([1, 1]);
    expect(viewOf(match, DETECTIVE).victims).toBe(2);
    expect(viewOf(match, null).victims).toBe(2);
    // Two markers on one house is a state play produces: the state schema accepts it.
    expect(cerealKiller.schemas.state.safeParse(match.state).success).toBe(true);
  });

  it('three steps ending on a house claimed before: claim-victim or finish-move (ruling 9)', () => {
    const written = play(day2(), ...walk(7, 6, 1));
    expect(legalTypes(written)).toEqual(['claim-victim', 'finish-move']);
    expect(play(written, claim(), finish()).state.days[1]).toMatchObject({ victim: 1, witness: 2 });
    expect(play(written, finish()).state.days[1]?.victim).toBeNull();
  });

  it('still one victim per turn: the house just claimed cannot be claimed again the same day', () => {
    const match = play(start(), house(1), claim(), ...walk(6, 1));
    expect(legalTypes(match)).not.toContain('claim-victim');
    const error = refusal(match, claim());
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/you can only claim one victim per turn/);
  });
});

describe('Victims and Witness: "If there is a park adjacent to the square where you placed the victim marker, place the Witness there" (ruling 10)', () => {
  it('no park next to house 8: no Witness, and nothing to interrogate', () => {
    const { match, events } = playEvents(start(), house(8), claim(), ...walk(3, 4, 5), finish());
    expect(events.map((event) => event.type)).not.toContain('witness-placed');
    expect(match.state.days[0]).toMatchObject({ victim: 8, witness: null });
    expect(match.state.witness).toBeNull();
    const placed = play(match, place(10), ...moves(9));
    expect(refusal(placed, ask('parity')).message).toMatch(/there is no Witness in the city/);
  });

  it('one park next to house 1: the Witness goes to park 2 at once, with no choice to make', () => {
    const { match, events } = apply(play(start(), house(1)), claim());
    expect(events).toEqual([
      { type: 'victim-claimed', day: 1, house: 1, visibleTo: [KILLER] },
      { type: 'witness-placed', day: 1, park: 2, visibleTo: [KILLER] },
    ]);
    expect(match.state.killer.move?.witness).toBe(2);
    expect(legalTypes(match)).toEqual(['step']);
    expect(refusal(match, witness(2)).message).toMatch(/Witness is placed right after claiming a victim next to two parks/);
  });

  it('one park next to house 15 (café 10 and subway 20 are no parks): park 14', () => {
    const match = play(start(), house(15), claim(), ...walk(10, 9, 8), finish());
    expect(match.state.days[0]).toMatchObject({ victim: 15, witness: 14 });
  });

  it('a custom city with three parks around a house offers all three', () => {
    const city = cityOf('three parks', ['SPS', 'PHP', 'CSS']);
    const match = play(start({ city }), house(5), claim());
    expect(legal(match).map((action) => (action.type === 'place-witness' ? action.park : 0))).toEqual([2, 4, 6]);
    const done = play(match, witness(6), ...walk(8, 7, 4), finish());
    expect(done.state.days[0]).toMatchObject({ victim: 5, witness: 6 });
  });
});

describe('Victims and Witness: "You cannot end your turn in the park where the Witness is" (ruling 11)', () => {
  it('the third step into the Witness\'s park is refused; other endings are fine', () => {
    const match = play(start(), house(1), claim(), ...walk(2, 1));
    expect(legalSteps(match)).toEqual([6]);
    const error = refusal(match, step(2));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/Victims and Witness: after this step the move could only end in the park where the Witness is/);
    expect(play(match, step(6), finish()).state.phase).toBe('detective');
  });

  it('the chosen park counts: with the Witness in 2, house 3 may go on to 4 or 8 but not 2', () => {
    const match = play(start(), house(3), claim(), witness(2), ...walk(4, 3));
    expect(legalSteps(match)).toEqual([4, 8]);
  });

  it('passing through the Witness\'s park is allowed', () => {
    const match = play(start(), house(1), claim(), ...walk(2, 3, 8));
    expect(match.state.killer.trail).toEqual([1, 2, 3, 8]);
  });

  it('a park where an earlier day\'s Witness stood is no obstacle: it disappeared with the new day', () => {
    // Day 1: Witness in 2. Day 2: victim in 8 (no Witness). Day 3: victim in 5 (Witness 4), ending on 2.
    const match = play(
      start(),
      house(1), claim(), ...walk(6, 7, 8), finish(), place(16), endTurn(),
      claim(), ...walk(3, 4, 5), finish(), endTurn(),
      claim(), ...walk(4, 3, 2), finish(),
    );
    expect(match.state.days[2]).toMatchObject({ victim: 5, witness: 4 });
    expect(match.state.killer.trail.at(-1)).toBe(2);
  });
});

describe('Victims and Witness: "while on the same square you may place a victim marker in front of their nose and then escape"', () => {
  it('"The Detective may end their turn on the same square as you. This is not a problem."', () => {
    const match = play(start(), house(1), claim(), ...walk(2, 3, 8), finish(), place(10), ...moves(9, 8), endTurn());
    expect(match.state.detective.at).toBe(8);
    expect(match.state.outcome).toBeNull();
    expect(match.state.day).toBe(2);
  });

  it('the Killer claims house 8 under the Detective\'s nose and escapes', () => {
    const match = play(
      start(),
      house(1), claim(), ...walk(2, 3, 8), finish(), place(10), ...moves(9, 8), endTurn(),
      claim(), ...walk(3, 4, 5), finish(),
    );
    expect(match.state.days[1]).toMatchObject({ detectiveAt: 8, victim: 8, witness: null });
    expect(match.state.killer.trail.slice(-4)).toEqual([8, 3, 4, 5]);
  });
});

describe('Ruling 8: the victim and the Witness become public when the move ends', () => {
  it('during the move the Detective sees no victim and no Witness; the claim events are the Killer\'s alone', () => {
    const { match, events } = playEvents(start(), house(1), step(2), step(1), claim());
    expect(match.state.phase).toBe('killer');
    expect(match.state.witness).toBeNull();
    for (const viewer of [DETECTIVE, null]) {
      const shown = viewOf(match, viewer);
      expect(shown.victims).toBe(0);
      expect(shown.witness).toBeNull();
      expect(shown.days).toEqual([]);
    }
    expect(eventsFor(events, DETECTIVE)).toEqual([]);
    expect(eventsFor(events, KILLER).map((event) => event.type)).toContain('victim-claimed');
  });

  it('when the move ends, killer-moved tells everyone the victim, the Witness and the count', () => {
    const before = play(start(), house(1), step(2), step(1), claim());
    // The third step is still the Killer's secret (ruling 9: it does not end the move) ...
    const stepped = apply(before, step(6));
    expect(eventsFor(stepped.events, DETECTIVE)).toEqual([]);
    expect(eventsFor(stepped.events, null)).toEqual([]);
    // ... finish-move ends it, and only then does the city show the victim and the Witness.
    const { match, events } = apply(stepped.match, finish());
    expect(eventsFor(events, DETECTIVE)).toEqual([{ type: 'killer-moved', day: 1, victim: 1, witness: 2, victims: 1 }]);
    const shown = viewOf(match, DETECTIVE);
    expect(shown.victims).toBe(1);
    expect(shown.witness).toBe(2);
    expect(shown.days).toEqual([{ day: 1, detectiveAt: null, victim: 1, witness: 2, interrogation: null, arrest: null }]);
  });

  it('which step the victim was claimed on is not made public', () => {
    // Victim 3 with the Witness in 4, claimed on the first step (a) or at the start (b).
    const a = playEvents(start(), house(8), step(3), claim(), witness(4), ...walk(2, 1), finish());
    const b = playEvents(start(), house(3), claim(), witness(4), ...walk(8, 7, 6), finish());
    expect(a.match.state.phase).toBe('detective');
    expect(b.match.state.phase).toBe('detective');
    expect(JSON.stringify(viewOf(a.match, DETECTIVE))).toBe(JSON.stringify(viewOf(b.match, DETECTIVE)));
    expect(eventsFor(a.events, DETECTIVE)).toEqual(eventsFor(b.events, DETECTIVE));
  });
});

describe('Ruling 9: the Killer ends its move itself with finish-move', () => {
  it('after three steps on a house it may claim or finish, nothing else; a claim still needs finish-move', () => {
    const match = play(start(), house(5), ...walk(4, 3, 8));
    expect(legalTypes(match)).toEqual(['claim-victim', 'finish-move']);
    const claimed = play(match, claim());
    expect(claimed.state.phase).toBe('killer');
    expect(legalTypes(claimed)).toEqual(['finish-move']);
    expect(play(claimed, finish()).state.days[0]?.victim).toBe(8);
    expect(play(match, finish()).state.days[0]?.victim).toBeNull();
  });

  it('on a square with nothing left to decide the move does not end by itself: finish-move is the only action', () => {
    const match = play(start(), house(5), ...walk(4, 3, 2));
    expect(match.state.phase).toBe('killer');
    expect(cerealKiller.activePlayers(match.state)).toEqual([KILLER]);
    expect(legal(match)).toEqual([finish()]);
    expect(refusal(match, place(16)).code).toBe('NOT_YOUR_TURN');
    expect(play(match, finish()).state.phase).toBe('detective');
  });

  it('nor after the Witness is placed with the last decision: 8 - 9 - 8 - 3, victim in 3, Witness in 4', () => {
    const claimed = play(start(), house(8), ...walk(9, 8, 3), claim());
    // House 3 has two parks: finish-move waits for the Witness (ruling 10).
    const pending = refusal(claimed, finish());
    expect(pending.code).toBe('ILLEGAL_ACTION');
    expect(pending.message).toMatch(/first choose which adjacent park the Witness goes to/);
    const placed = play(claimed, witness(4));
    expect(placed.state.phase).toBe('killer');
    expect(legal(placed)).toEqual([finish()]);
    const { match, events } = playEvents(placed, finish());
    expect(match.state.days[0]).toMatchObject({ victim: 3, witness: 4 });
    expect(eventsFor(events, DETECTIVE)).toEqual([{ type: 'killer-moved', day: 1, victim: 3, witness: 4, victims: 1 }]);
  });

  it('finish-move is refused before the third step, with the rule in the message', () => {
    for (const match of [play(start(), house(5)), play(start(), house(5), claim()), play(start(), house(5), ...walk(4, 3))]) {
      const error = refusal(match, finish());
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.message).toMatch(/The Killer › Move: you must always move 3 steps/);
    }
  });

  it('finish-move is refused while a victim is owed and unclaimed (ruling 7), accepted once it is claimed', () => {
    // Day 1 is the free day; day 2 ends on house 23 with the victim owed.
    const owed = play(start(), house(5), ...walk(4, 3, 8), finish(), place(16), endTurn(), ...walk(13, 18, 23));
    expect(owed.state.killer.move?.claimRequired).toBe(true);
    expect(refusal(owed, finish()).message).toMatch(/only one of the seven days, and that day is used/);
    expect(play(owed, claim(), witness(24), finish()).state.days[1]).toMatchObject({ victim: 23, witness: 24 });
  });

  it('finish-move once the move has ended is refused: it is the Detective\'s turn', () => {
    const match = play(start(), house(5), claim(), ...walk(4, 3, 8), finish());
    expect(match.state.phase).toBe('detective');
    expect(refusal(match, finish()).code).toBe('NOT_YOUR_TURN');
  });
});
