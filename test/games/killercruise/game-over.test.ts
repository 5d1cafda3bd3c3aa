/**
 * Game Over!: "The game can end in 1 of 6 different ways" — and "You all play together, against
 * the game. This means that you either all win or all lose." (rulings 12 and 16).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EndReasonOf, OutcomeOf } from '../../../src/core/index.js';
import { END_REASONS, type EndReason, type KillercruiseState } from '../../../src/games/killercruise/index.js';
import {
  DOUBLE,
  SCENARIO,
  SINGLE,
  card,
  endTurn,
  figureAt,
  killercruise,
  legal,
  leaveKey,
  move,
  openRoom,
  passenger,
  passengersIn,
  play,
  playEvents,
  putFigure,
  putPassengers,
  refusal,
  scenario,
  showdown,
  start,
  types,
  viewOf,
  type KcMatch,
} from './helpers.js';

const HAND = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((room) => card('martin', room));
const ELENA = (['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const).map((room) => card('elena', room));
const QUIET = [passenger('F', 'room'), passenger('I', 'room'), passenger('F', 'teamwork'), passenger('I', 'teamwork')];

/** One finished match per way the game ends, on the scenario board (two seats). */
const ENDINGS: Record<string, () => KcMatch> = {
  // "You're saved! If you manage to find the ruthless psychopath on the lower deck, then you've won."
  'psychopath-found': () =>
    play(scenario({ hands: [[card('martin', 'A')], []] }, (draft) => openRoom(draft, 'H', 'lower')), showdown(card('martin', 'A'), 'H')),
  // "You've lost! You lose if 5 passenger cards have been placed on \"He's going to get you!\" fields."
  'killer-collected-five-passengers': () =>
    play(
      scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: QUIET, killer: 'A' }, (draft) => {
        draft.killerFields = [passenger('K', 'room'), passenger('L', 'room'), passenger('M', 'room'), passenger('D', 'room')];
        putPassengers(draft, 'B', [passenger('B', 'room')]);
      }),
      leaveKey(HAND[0] ?? 0),
      endTurn(),
    ),
  // "You're doomed! The passenger pile has been used up and you still haven't found the psychopath."
  'passenger-pile-exhausted': () =>
    play(scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: QUIET.slice(0, 1), killer: 'K' }), leaveKey(HAND[0] ?? 0), endTurn()),
  // "That's it! The psychopath is in a different room to the one you suspected."
  'wrong-showdown': () =>
    play(scenario({ hands: [[card('martin', 'A')], []] }, (draft) => openRoom(draft, 'F', 'lower')), showdown(card('martin', 'A'), 'F')),
  // "Massacre! The killer gets all of your playing figures."
  'all-figures-gone': () =>
    play(
      scenario({ hands: [HAND, []], draw: [DOUBLE, ...ELENA], passengerPile: QUIET, killer: 'A' }, (draft) => {
        putFigure(draft, 'daniel', 'B', 'red');
        putFigure(draft, 'martin', 'C', 'red');
        putFigure(draft, 'gerlinde', null, 'eliminated');
      }),
      leaveKey(HAND[0] ?? 0),
      endTurn(),
    ),
  // "Is today Friday the thirteenth? Then you've all automatically lost!"
  'friday-the-thirteenth': () => start({ ...SCENARIO, date: '2026-02-13' }),
};

describe('the six endings', () => {
  it('END_REASONS lists the six, the one win first', () => {
    expect(END_REASONS).toEqual(Object.keys(ENDINGS));
  });

  it('the module is typed by its EndReason: the outcome of a state and of the module name only the six', () => {
    expectTypeOf<EndReasonOf<typeof killercruise>>().toEqualTypeOf<EndReason>();
    expectTypeOf<NonNullable<KillercruiseState['outcome']>>().toEqualTypeOf<OutcomeOf<typeof killercruise>>();
    expectTypeOf(END_REASONS).toEqualTypeOf<readonly EndReason[]>();
  });

  it('a state whose outcome names another reason is not a state of the game', () => {
    const match = ENDINGS['wrong-showdown']?.();
    if (match === undefined) throw new Error('no ending');
    expect(killercruise.schemas.state.safeParse(match.state).success).toBe(true);
    const outcome = { ...match.state.outcome, reason: 'killer-gave-up' };
    expect(killercruise.schemas.state.safeParse({ ...match.state, outcome }).success).toBe(false);
  });

  for (const [reason, finish] of Object.entries(ENDINGS)) {
    const won = reason === 'psychopath-found';
    it(`${reason}: everyone ${won ? 'wins (+1 each)' : 'loses (-1 each, no winners)'}; nothing more can be done`, () => {
      const match = finish();
      expect(match.state.outcome).toEqual({ winners: won ? [0, 1] : [], reason, returns: won ? [1, 1] : [-1, -1] });
      expect(killercruise.activePlayers(match.state)).toEqual([]);
      expect(legal(match, 0)).toEqual([]);
      expect(legal(match, 1)).toEqual([]);
      for (const viewer of [0, 1, null]) {
        expect(viewOf(match, viewer).outcome?.reason).toBe(reason);
        // The puzzle card is turned over: the solution is shown to everyone.
        expect(viewOf(match, viewer).solution).toBe('H');
      }
      const error = refusal(match, endTurn());
      expect(error.code).toBe('GAME_OVER');
      expect(error.message).toMatch(/the game is over/);
    });
  }
});

describe('ruling 12: "Massacre!" is the last figure on the ship gone', () => {
  it('the killer eliminates the last two red doubles in one walk: lost', () => {
    const match = ENDINGS['all-figures-gone']?.();
    if (match === undefined) throw new Error('no ending');
    expect(match.state.figures.every((figure) => figure.status === 'eliminated' || figure.status === 'missing')).toBe(true);
  });

  it('walking the last figure, a red double, into the killer\'s room loses too', () => {
    const danielA = card('daniel', 'A');
    const match = play(
      scenario({ hands: [[danielA], []], killer: 'A' }, (draft) => {
        putFigure(draft, 'daniel', 'E', 'red');
        putFigure(draft, 'martin', null, 'eliminated');
        putFigure(draft, 'gerlinde', null, 'eliminated');
      }),
      move(danielA, 'A'),
    );
    expect(figureAt(match, 'daniel').status).toBe('eliminated');
    expect(match.state.outcome?.reason).toBe('all-figures-gone');
  });

  it('"Massacre! The killer gets all of your playing figures": a double whose first room takes the last figure ends there — the killer does not walk on to a fifth passenger (ruling 20)', () => {
    const fifth = passenger('C', 'room');
    const { match, events } = playEvents(
      scenario({ hands: [HAND, []], draw: [DOUBLE, ...ELENA], passengerPile: QUIET, killer: 'A' }, (draft) => {
        draft.killerFields = [passenger('K', 'room'), passenger('L', 'room'), passenger('M', 'room'), passenger('D', 'room')];
        putFigure(draft, 'daniel', 'B', 'red');
        putFigure(draft, 'martin', null, 'eliminated');
        putFigure(draft, 'gerlinde', null, 'eliminated');
        putPassengers(draft, 'C', [fifth]);
      }),
      leaveKey(HAND[0] ?? 0),
      endTurn(),
    );
    expect(figureAt(match, 'daniel').status).toBe('eliminated');
    expect(match.state.outcome?.reason).toBe('all-figures-gone');
    // Nothing after the loss: the killer stays in B, the passenger in C is not collected, no
    // passenger is placed, no figure card is drawn.
    expect(match.state.killer).toBe('B');
    expect(match.state.killerFields).toHaveLength(4);
    expect(passengersIn(match, 'C')).toEqual([fifth]);
    expect(match.state.passengerPile).toEqual(QUIET);
    expect(match.state.hands[0]).toEqual(HAND.slice(1));
    expect(match.state.drawPile.cards).toEqual(ELENA);
    expect(types(events).slice(-4)).toEqual(['killer-card-drawn', 'killer-moved', 'figure-met-killer', 'game-ended']);
  });

  it('a missing person not yet found does not save the ship: nobody is left to free her', () => {
    const match = ENDINGS['all-figures-gone']?.();
    if (match === undefined) throw new Error('no ending');
    expect(figureAt(match, 'elena').status).toBe('missing');
    expect(match.state.outcome?.reason).toBe('all-figures-gone');
  });

  it('one figure left is enough to play on', () => {
    const match = play(
      scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: QUIET, killer: 'A' }, (draft) => {
        putFigure(draft, 'daniel', 'B', 'white');
        putFigure(draft, 'martin', null, 'eliminated');
        putFigure(draft, 'gerlinde', null, 'eliminated');
      }),
      leaveKey(HAND[0] ?? 0),
      endTurn(),
    );
    expect(figureAt(match, 'daniel')).toEqual({ status: 'red', room: 'B' });
    expect(match.state.outcome).toBeNull();
  });
});

describe('"you either all win or all lose" with three and four seats', () => {
  for (const players of [3, 4]) {
    it(`${players} seats: every seat in winners and +1, or none and -1`, () => {
      const base = { ...SCENARIO, players };
      const hands = Array.from({ length: players }, (_, seat) => (seat === 0 ? [card('martin', 'A')] : []));
      const won = play(scenario({ hands }, (draft) => openRoom(draft, 'H', 'lower'), base), showdown(card('martin', 'A'), 'H'));
      expect(won.state.outcome?.winners).toEqual(Array.from({ length: players }, (_, seat) => seat));
      expect(won.state.outcome?.returns).toEqual(Array.from({ length: players }, () => 1));
      const lost = play(scenario({ hands }, (draft) => openRoom(draft, 'F', 'lower'), base), showdown(card('martin', 'A'), 'F'));
      expect(lost.state.outcome?.winners).toEqual([]);
      expect(lost.state.outcome?.returns).toEqual(Array.from({ length: players }, () => -1));
    });
  }
});
