/**
 * Save Passengers From The Killer—But How?, Take Passenger Cards With You and Used Up The Draw Pile
 * For The Passenger Cards? (rulings 9, 10 and 20). The scenario board: Daniel in E, Martin in G,
 * Gerlinde in K.
 */
import fc from 'fast-check';
import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { conditionHolds, savePassengers } from '../../../src/games/killercruise/rules/passengers.js';
import type { FigureStatus, KillercruiseEvent, KillercruiseState } from '../../../src/games/killercruise/index.js';
import {
  DOUBLE,
  RING,
  SINGLE,
  card,
  carry,
  endTurn,
  figureAt,
  legal,
  leaveKey,
  move,
  passenger,
  passengersIn,
  play,
  playEvents,
  putFigure,
  putPassengers,
  refusal,
  scenario,
  types,
} from './helpers.js';

const HAND = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((room) => card('martin', room));
const ELENA = (['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const).map((room) => card('elena', room));
const QUIET = [passenger('F', 'room'), passenger('I', 'room'), passenger('F', 'teamwork'), passenger('I', 'teamwork')];

describe('Save Passengers From The Killer: "Have you fulfilled the condition? Then take the corresponding passenger card from the room and return it to the box lid"', () => {
  it('ruling 20: "1. Playing figure": placed in the room where the pictured figure stands, the passenger is saved at once', () => {
    // Room E's figure passenger pictures Daniel, who stands in E.
    const saved = passenger('E', 'figure');
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: [saved, ...QUIET], killer: 'K' });
    const { match, events } = playEvents(base, leaveKey(HAND[0] ?? 0), endTurn());
    expect(passengersIn(match, 'E')).toEqual([]);
    expect(match.state.box).toEqual([saved]);
    expect(events.find((event) => event.type === 'passenger-saved')).toEqual({
      type: 'passenger-saved',
      passenger: saved,
      room: 'E',
      condition: { kind: 'figure', figure: 'daniel' },
    });
  });

  it('"1. Playing figure": the pictured figure arriving in the room saves the passenger', () => {
    // Room G's figure passenger pictures Gerlinde; she jumps from K to G with her green (G) card.
    const waiting = passenger('G', 'figure');
    const gerlindeG = card('gerlinde', 'G');
    const base = scenario({ hands: [[gerlindeG], []], killer: 'A' }, (draft) => putPassengers(draft, 'G', [waiting]));
    // The figure leaves K, which holds no passengers, so no carry decision is owed.
    const match = play(base, move(gerlindeG, 'G'));
    expect(match.state.box).toEqual([waiting]);
    expect(passengersIn(match, 'G')).toEqual([]);
  });

  it('another figure does not save a "playing figure" passenger; a red double of the pictured figure does', () => {
    const waiting = passenger('G', 'figure');
    const danielG = card('daniel', 'G');
    const other = play(scenario({ hands: [[danielG], []], killer: 'A' }, (draft) => {
      putPassengers(draft, 'G', [waiting]);
      putFigure(draft, 'martin', 'B');
    }), move(danielG, 'G'));
    expect(passengersIn(other, 'G')).toEqual([waiting]);
    const gerlindeG = card('gerlinde', 'G');
    const red = play(scenario({ hands: [[gerlindeG], []], killer: 'A' }, (draft) => {
      putPassengers(draft, 'G', [waiting]);
      putFigure(draft, 'gerlinde', 'K', 'red');
    }), move(gerlindeG, 'G'));
    expect(red.state.box).toEqual([waiting]);
  });

  it('"3. Teamwork: Any 2 playing figures must be in the room": a second figure arriving saves it; one is not enough', () => {
    const waiting = passenger('G', 'teamwork');
    const base = scenario({ hands: [[card('daniel', 'G')], []], killer: 'A' }, (draft) => putPassengers(draft, 'G', [waiting]));
    // Martin alone in G: the passenger waits.
    expect(passengersIn(base, 'G')).toEqual([waiting]);
    const match = play(base, move(card('daniel', 'G'), 'G'));
    expect(match.state.box).toEqual([waiting]);
  });

  it('"3. Teamwork": placed where two figures stand, the passenger is saved at once', () => {
    const teamwork = passenger('E', 'teamwork');
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: [teamwork, ...QUIET], killer: 'K' }, (draft) =>
      putFigure(draft, 'gerlinde', 'E'),
    );
    const match = play(base, leaveKey(HAND[0] ?? 0), endTurn());
    expect(match.state.box).toEqual([teamwork]);
  });

  it('"2. Room: You must take this passenger card to the room shown on the card"', () => {
    // Room A's room passenger wants to go to room C.
    const traveller = passenger('A', 'room');
    const danielC = card('daniel', 'C');
    const base = scenario({ hands: [[danielC], []], killer: 'H' }, (draft) => {
      putFigure(draft, 'daniel', 'A');
      putPassengers(draft, 'A', [traveller]);
    });
    const { match, events } = playEvents(base, move(danielC, 'C'), carry(traveller));
    expect(match.state.box).toEqual([traveller]);
    expect(passengersIn(match, 'A')).toEqual([]);
    expect(passengersIn(match, 'C')).toEqual([]);
    expect(types(events)).toEqual(['move-announced', 'figure-moved', 'passenger-saved']);
  });
});

describe('Take Passenger Cards With You', () => {
  const traveller = passenger('A', 'room');
  const teamwork = passenger('A', 'teamwork');
  const danielB = card('daniel', 'B');
  const danielC = card('daniel', 'C');
  const base = () =>
    scenario({ hands: [[danielB, danielC], []], killer: 'H' }, (draft) => {
      putFigure(draft, 'daniel', 'A');
      putPassengers(draft, 'A', [traveller, teamwork]);
    });

  it('"they can take one passenger card with them when they move": the choice is owed before the figure arrives', () => {
    const pending = play(base(), move(danielB, 'B'));
    expect(pending.state.turn.pending).toEqual({ kind: 'carry', card: danielB, figure: 'daniel', from: 'A', to: 'B' });
    expect(figureAt(pending, 'daniel').room).toBe('A');
    expect(legal(pending)).toEqual([carry(null), carry(traveller), carry(teamwork)]);
  });

  it('"Place the passenger card in the new room": a passenger whose condition does not hold there is put down', () => {
    const match = play(base(), move(danielB, 'B'), carry(teamwork));
    expect(figureAt(match, 'daniel').room).toBe('B');
    expect(passengersIn(match, 'B')).toEqual([teamwork]);
    expect(passengersIn(match, 'A')).toEqual([traveller]);
  });

  it('taking none leaves every passenger where it was', () => {
    const match = play(base(), move(danielB, 'B'), carry(null));
    expect(passengersIn(match, 'A')).toEqual([traveller, teamwork]);
    expect(passengersIn(match, 'B')).toEqual([]);
  });

  it('only a passenger of the room the figure leaves can go along', () => {
    const pending = play(base(), move(danielB, 'B'));
    const error = refusal(pending, carry(passenger('B', 'room')));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/^Take Passenger Cards With You: passenger card \d+ is not in room A/);
  });

  it('nothing else may happen before the carry decision', () => {
    const pending = play(base(), move(danielB, 'B'));
    expect(refusal(pending, move(danielC, 'C')).message).toMatch(/^Take Passenger Cards With You: first decide/);
    expect(refusal(pending, endTurn()).message).toMatch(/^Take Passenger Cards With You: first decide/);
  });

  it('ruling 9: a carried passenger goes one move at a time; the next card may take it on', () => {
    // A → B with the traveller, then B → C with it again: saved in C ("take this passenger card to the room shown").
    const match = play(base(), move(danielB, 'B'), carry(traveller), move(danielC, 'C'), carry(traveller));
    expect(match.state.box).toEqual([traveller]);
    // Without taking it on, it stays in B.
    const left = play(base(), move(danielB, 'B'), carry(traveller), move(danielC, 'C'), carry(null));
    expect(passengersIn(left, 'B')).toEqual([traveller]);
  });

  it('a figure that walks into the killer\'s room with a passenger: the figure meets him, the passenger is put down there and not collected', () => {
    const match = play(
      scenario({ hands: [[danielB], []], killer: 'B' }, (draft) => {
        putFigure(draft, 'daniel', 'A');
        putPassengers(draft, 'A', [teamwork]);
      }),
      move(danielB, 'B'),
      carry(teamwork),
    );
    expect(figureAt(match, 'daniel')).toEqual({ status: 'red', room: 'B' });
    expect(passengersIn(match, 'B')).toEqual([teamwork]);
    expect(match.state.killerFields).toEqual([]);
  });
});

describe('ruling 10: Used Up The Draw Pile For The Passenger Cards? "That\'s not good ... It means you\'ve lost."', () => {
  it('the game is lost the moment the last passenger card leaves the pile', () => {
    const last = passenger('F', 'room');
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: [last], killer: 'K' });
    const { match, events } = playEvents(base, leaveKey(HAND[0] ?? 0), endTurn());
    expect(passengersIn(match, 'F')).toEqual([last]);
    expect(match.state.passengerPile).toEqual([]);
    expect(match.state.outcome).toEqual({ winners: [], reason: 'passenger-pile-exhausted', returns: [-1, -1] });
    expect(types(events).slice(-3)).toEqual(['killer-moved', 'passenger-placed', 'game-ended']);
  });

  it('a double killer card with one passenger card left places it and loses; nothing more is drawn', () => {
    const last = passenger('F', 'room');
    const base = scenario({ hands: [HAND, []], draw: [DOUBLE, ...ELENA], passengerPile: [last], killer: 'K' });
    const match = play(base, leaveKey(HAND[0] ?? 0), endTurn());
    expect(match.state.outcome?.reason).toBe('passenger-pile-exhausted');
    expect(match.state.hands[0]).toHaveLength(5);
  });

  it('with a card still in the pile the game goes on', () => {
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: QUIET.slice(0, 2), killer: 'K' });
    const match = play(base, leaveKey(HAND[0] ?? 0), endTurn());
    expect(match.state.outcome).toBeNull();
    expect(match.state.passengerPile).toEqual(QUIET.slice(1, 2));
  });

  it('a last passenger saved as it is placed still empties the pile: the game is lost', () => {
    const last = passenger('E', 'figure');
    const base = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: [last], killer: 'K' });
    const match = play(base, leaveKey(HAND[0] ?? 0), endTurn());
    expect(match.state.box).toEqual([last]);
    expect(match.state.outcome?.reason).toBe('passenger-pile-exhausted');
  });
});

describe('savePassengers agrees with each passenger card\'s condition', () => {
  // savePassengers works out the crowded rooms once per call, as bit sets; this checks it against
  // the conditions read one passenger at a time ("1. … must be in the room", "2. … in the room
  // shown", "3. Teamwork: Any 2 playing figures must be in the room"): a missing or eliminated
  // figure stands nowhere, a red body double is still a playing figure.
  it('for random figures (white, red, missing, eliminated) and a passenger of every kind in every room', () => {
    const statuses = fc.constantFrom<FigureStatus>('white', 'red', 'missing', 'eliminated');
    fc.assert(
      fc.property(fc.array(fc.tuple(statuses, fc.constantFrom(...RING)), { minLength: 4, maxLength: 4 }), (placed) => {
        const { state } = scenario({ hands: [HAND, []] });
        const figures = state.figures.map((figure, index) => {
          const [status, room] = placed[index] ?? ['missing', 'A'];
          return { figure: figure.figure, status, room: status === 'white' || status === 'red' ? room : null };
        });
        const all = state.config.content.passengers;
        const rooms = state.rooms.map((room) => ({ ...room, passengers: all.filter((p) => p.room === room.letter).map((p) => p.id) }));
        const draft = { ...state, figures, rooms, box: [] as number[] };
        const events: KillercruiseEvent[] = [];
        savePassengers(draft as Draft<KillercruiseState>, events);
        const expected = all.filter((p) => conditionHolds(p.condition, p.room, figures)).map((p) => p.id);
        expect([...draft.box].sort((a, b) => a - b)).toEqual(expected);
        for (const room of draft.rooms) for (const id of room.passengers) expect(expected).not.toContain(id);
        expect(events.map((event) => (event.type === 'passenger-saved' ? event.passenger : 0)).sort((a, b) => a - b)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
