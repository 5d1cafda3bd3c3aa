/**
 * Have You Drawn One Or More Killer Cards?, The Killer Finds Passenger Cards, The Killer Comes
 * Across A Playing Figure and Has The Killer Come Across A Clue? (rulings 4, 11 and 18).
 */
import { describe, expect, it } from 'vitest';
import {
  DOUBLE,
  SINGLE,
  card,
  deckOf,
  endTurn,
  figureAt,
  leaveKey,
  openRoom,
  passenger,
  passengersIn,
  playEvents,
  putFigure,
  putPassengers,
  scenario,
  types,
} from './helpers.js';

/** Seat 0's hand of six Martin cards, and Dr. Elena Beck cards to draw (she is missing, so they only refill). */
const HAND = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((room) => card('martin', room));
const ELENA = (['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const).map((room) => card('elena', room));
/** Passengers that nothing on the scenario boards saves: room F's "take me to room D" and room I's "take me to room A". */
const QUIET = [passenger('F', 'room'), passenger('I', 'room'), passenger('F', 'teamwork'), passenger('I', 'teamwork')];
/** Martin cards leave the hand as keys; the turn ends; refill follows. */
const discardAndEnd = (count: number) => [...HAND.slice(0, count).map((id) => leaveKey(id)), endTurn()];

describe('the rulebook\'s example: "The killer is in room A and moves on two rooms – to room C"', () => {
  it('"Daniel Bonhoeffer gets a red background. Gerlinde Dobkowitz is removed from the game."', () => {
    const base = scenario({ hands: [HAND, []], draw: [DOUBLE, ...ELENA], passengerPile: QUIET, killer: 'A' }, (draft) => {
      putFigure(draft, 'daniel', 'B', 'white');
      putFigure(draft, 'gerlinde', 'C', 'red');
    });
    const { match, events } = playEvents(base, ...discardAndEnd(1));
    expect(match.state.killer).toBe('C');
    expect(figureAt(match, 'daniel')).toEqual({ status: 'red', room: 'B' });
    expect(figureAt(match, 'gerlinde')).toEqual({ status: 'eliminated', room: null });
    expect(figureAt(match, 'martin')).toEqual({ status: 'white', room: 'G' });
    expect(events.filter((event) => event.type === 'figure-met-killer')).toEqual([
      { type: 'figure-met-killer', figure: 'daniel', name: 'Daniel Bonhoeffer', room: 'B', result: 'red' },
      { type: 'figure-met-killer', figure: 'gerlinde', name: 'Gerlinde Dobkowitz', room: 'C', result: 'eliminated' },
    ]);
  });

  it('"FIRST ENCOUNTER: ... Place the playing figure in the room where it was caught": the red double stands where it was met', () => {
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: QUIET, killer: 'F' });
    // Martin stands in G, one room clockwise of F.
    const { match } = playEvents(base, ...discardAndEnd(1));
    expect(match.state.killer).toBe('G');
    expect(figureAt(match, 'martin')).toEqual({ status: 'red', room: 'G' });
  });

  it('"Will the killer remain in a room or is he just passing through?": a figure passed is met too, and every figure in a room is met', () => {
    const base = scenario({ hands: [HAND, []], draw: [DOUBLE, ...ELENA], passengerPile: QUIET, killer: 'C' }, (draft) => {
      putFigure(draft, 'daniel', 'D');
      putFigure(draft, 'gerlinde', 'D', 'red');
    });
    const { match } = playEvents(base, ...discardAndEnd(1));
    expect(match.state.killer).toBe('E');
    expect(figureAt(match, 'daniel')).toEqual({ status: 'red', room: 'D' });
    expect(figureAt(match, 'gerlinde')).toEqual({ status: 'eliminated', room: null });
  });

  it('ruling 4: the killer meets a figure whatever deck it stands on', () => {
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: QUIET, killer: 'A' }, (draft) => {
      putFigure(draft, 'daniel', 'B');
      openRoom(draft, 'B', 'middle');
    });
    const { match } = playEvents(base, ...discardAndEnd(1));
    expect(figureAt(match, 'daniel')).toEqual({ status: 'red', room: 'B' });
  });
});

describe('Have You Drawn One Or More Killer Cards?', () => {
  it('"The killer moves on 1 room. Place 1 passenger card ... moves on 2 rooms. Place 2 passenger cards"', () => {
    for (const [killerCard, steps] of [[SINGLE, 1], [DOUBLE, 2]] as const) {
      const base = scenario({ hands: [HAND, []], draw: [killerCard, ...ELENA], passengerPile: QUIET, killer: 'K' });
      const { match, events } = playEvents(base, ...discardAndEnd(1));
      expect(match.state.killer).toBe(steps === 1 ? 'L' : 'M');
      expect(events.filter((event) => event.type === 'passenger-placed')).toHaveLength(steps);
      expect(match.state.passengerPile).toEqual(QUIET.slice(steps));
    }
  });

  it('"Multiple passenger cards can be placed in 1 room": both go to the room of their colour', () => {
    const pile = [passenger('F', 'room'), passenger('F', 'teamwork'), ...QUIET.slice(1)];
    const base = scenario({ hands: [HAND, []], draw: [DOUBLE, ...ELENA], passengerPile: pile, killer: 'K' });
    const { match } = playEvents(base, ...discardAndEnd(1));
    expect(passengersIn(match, 'F')).toEqual([passenger('F', 'room'), passenger('F', 'teamwork')]);
  });

  it('"you must always play it immediately, then place it face up on the discard pile"', () => {
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: QUIET, killer: 'K' });
    const { match } = playEvents(base, ...discardAndEnd(1));
    expect(match.state.discardPile).toEqual([SINGLE]);
    expect(match.state.hands[0]?.every((id) => id < 49)).toBe(true);
  });

  it('ruling 18: a killer card drawn mid-refill: killer, then passengers, "Only then should you draw a new figure card"', () => {
    const [e1, e2, e3, e4] = ELENA;
    const base = scenario({ hands: [HAND, []], draw: [e1 ?? 0, SINGLE, e2 ?? 0, e3 ?? 0, e4 ?? 0], passengerPile: QUIET, killer: 'K' });
    const { match, events } = playEvents(base, ...discardAndEnd(3));
    // "For each killer card you draw, also draw 1 figure card": three figure cards, the killer card aside.
    expect(match.state.hands[0]).toEqual([...HAND.slice(3), e1, e2, e3]);
    expect(match.state.drawPile.cards).toEqual([e4]);
    const afterEnd = types(events.slice(events.findIndex((event) => event.type === 'turn-ended')));
    expect(afterEnd).toEqual([
      'turn-ended',
      'card-drawn',
      'killer-card-drawn',
      'killer-moved',
      'passenger-placed',
      'card-drawn',
      'card-drawn',
      'turn-began',
    ]);
  });

  it('killer cards in a row are each played before the next draw, and each is replaced', () => {
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, DOUBLE, ...ELENA], passengerPile: QUIET, killer: 'A' });
    const { match } = playEvents(base, ...discardAndEnd(2));
    expect(match.state.killer).toBe('D');
    expect(match.state.discardPile).toEqual([SINGLE, DOUBLE]);
    expect(match.state.hands[0]).toHaveLength(6);
    expect(match.state.passengerPile).toEqual(QUIET.slice(3));
  });

  it('"Do you have to place a passenger card in the room where the killer is? Then put it there. The killer does not get the passenger card"', () => {
    // The killer moves from E into F; then room F's passenger is drawn.
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: QUIET, killer: 'E' });
    const { match, events } = playEvents(base, ...discardAndEnd(1));
    expect(match.state.killer).toBe('F');
    expect(passengersIn(match, 'F')).toEqual([QUIET[0]]);
    expect(match.state.killerFields).toEqual([]);
    expect(events.find((event) => event.type === 'passenger-placed')).toMatchObject({ passenger: QUIET[0], room: 'F', withKiller: true });
  });

  it('on a board a caller built unsettled, the first settle of the walk still looks at every room, and later cards\' walks save nothing more', () => {
    // Room F's "take me to room D" lies in room D already: saved the moment anything settles.
    const waiting = passenger('F', 'room');
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, DOUBLE, ...ELENA], passengerPile: QUIET, killer: 'K' }, (draft) => putPassengers(draft, 'D', [waiting]));
    const { match, events } = playEvents(base, ...discardAndEnd(2));
    const walk = types(events.slice(events.findIndex((event) => event.type === 'killer-card-drawn')));
    expect(walk.slice(0, 3)).toEqual(['killer-card-drawn', 'killer-moved', 'passenger-saved']);
    expect(walk.filter((type) => type === 'passenger-saved')).toHaveLength(1);
    expect(passengersIn(match, 'D')).toEqual([]);
    expect(match.state.box).toEqual([waiting]);
    expect(match.state.killer).toBe('A');
  });

  it('a passenger placed with the killer stays when the killer walks on: he collects only in rooms he enters', () => {
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, SINGLE, ...ELENA], passengerPile: QUIET, killer: 'E' });
    const { match } = playEvents(base, ...discardAndEnd(2));
    expect(match.state.killer).toBe('G');
    expect(passengersIn(match, 'F')).toEqual([QUIET[0]]);
    expect(match.state.killerFields).toEqual([]);
  });
});

describe('The Killer Finds Passenger Cards', () => {
  it('"Has the killer entered a room containing one or more passenger cards? ... place the card(s) in a free \\"He\'s going to get you!\\" field"', () => {
    const inB = [passenger('B', 'room'), passenger('B', 'teamwork')];
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: QUIET, killer: 'A' }, (draft) => putPassengers(draft, 'B', inB));
    const { match, events } = playEvents(base, ...discardAndEnd(1));
    expect(passengersIn(match, 'B')).toEqual([]);
    expect(match.state.killerFields).toEqual(inB);
    expect(events.find((event) => event.type === 'passengers-collected')).toEqual({ type: 'passengers-collected', room: 'B', passengers: inB, collected: 2 });
  });

  it('"Careful: Has the killer moved on 2 rooms? Then he collects all of the passenger cards he finds along his way."', () => {
    const base = scenario({ hands: [HAND, []], draw: [DOUBLE, ...ELENA], passengerPile: QUIET, killer: 'A' }, (draft) => {
      putPassengers(draft, 'B', [passenger('B', 'room')]);
      putPassengers(draft, 'C', [passenger('C', 'room')]);
      putPassengers(draft, 'D', [passenger('D', 'room')]);
    });
    const { match } = playEvents(base, ...discardAndEnd(1));
    expect(match.state.killerFields).toEqual([passenger('B', 'room'), passenger('C', 'room')]);
    expect(passengersIn(match, 'D')).toEqual([passenger('D', 'room')]);
  });

  it('"Once the killer has collected at least 5 passenger cards, you have all lost immediately" — even halfway through a double', () => {
    const base = scenario({ hands: [HAND, []], draw: [DOUBLE, ...ELENA], passengerPile: QUIET, killer: 'A' }, (draft) => {
      draft.killerFields = [passenger('K', 'room'), passenger('L', 'room'), passenger('M', 'room')];
      putPassengers(draft, 'B', [passenger('B', 'room')]);
      putPassengers(draft, 'C', [passenger('C', 'room')]);
      putFigure(draft, 'daniel', 'C');
    });
    const { match, events } = playEvents(base, ...discardAndEnd(1));
    expect(match.state.killerFields).toHaveLength(5);
    expect(match.state.outcome).toEqual({ winners: [], reason: 'killer-collected-five-passengers', returns: [-1, -1] });
    // Nothing after the loss: Daniel in C is not met, no passenger is placed, nothing more is drawn.
    expect(figureAt(match, 'daniel')).toEqual({ status: 'white', room: 'C' });
    expect(match.state.passengerPile).toEqual(QUIET);
    expect(types(events).slice(-1)).toEqual(['game-ended']);
  });

  it('ruling 11: there are five "He\'s going to get you!" fields — the fifth card filled loses, and a sixth in the room is never taken', () => {
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: QUIET, killer: 'A' }, (draft) => {
      draft.killerFields = [passenger('K', 'room'), passenger('L', 'room'), passenger('M', 'room'), passenger('D', 'room')];
      putPassengers(draft, 'B', [passenger('B', 'room'), passenger('B', 'teamwork')]);
    });
    const { match, events } = playEvents(base, ...discardAndEnd(1));
    expect(match.state.killerFields).toHaveLength(5);
    expect(match.state.killerFields.at(-1)).toBe(passenger('B', 'room'));
    expect(passengersIn(match, 'B')).toEqual([passenger('B', 'teamwork')]);
    expect(match.state.outcome?.reason).toBe('killer-collected-five-passengers');
    expect(events.find((event) => event.type === 'passengers-collected')).toMatchObject({ passengers: [passenger('B', 'room')], collected: 5 });
  });

  it('ruling 11: in each room the killer collects the passengers first, then meets the figures', () => {
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: QUIET, killer: 'A' }, (draft) => {
      putFigure(draft, 'daniel', 'B');
      putPassengers(draft, 'B', [passenger('B', 'room')]);
    });
    const { events } = playEvents(base, ...discardAndEnd(1));
    const order = types(events).filter((type) => type === 'passengers-collected' || type === 'figure-met-killer');
    expect(order).toEqual(['passengers-collected', 'figure-met-killer']);
  });
});

describe('Has The Killer Come Across A Clue? "Then nothing happens. He simply leaves it be."', () => {
  it('the killer walks into a room open to the lower deck: the clue and the deck stay as they are', () => {
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: QUIET, killer: 'A' }, (draft) => openRoom(draft, 'B', 'lower'));
    const before = base.state.rooms[1];
    const { match } = playEvents(base, ...discardAndEnd(1));
    expect(match.state.killer).toBe('B');
    expect(match.state.rooms[1]).toEqual(before);
    expect(deckOf(match, 'B')).toBe('lower');
  });
});
