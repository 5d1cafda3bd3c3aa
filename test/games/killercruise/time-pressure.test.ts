/** Play Variation—"Under Time Pressure" (ruling 17). */
import { describe, expect, it } from 'vitest';
import {
  SCENARIO,
  SINGLE,
  card,
  carry,
  endTurn,
  legal,
  legalTypes,
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
  timerExpired,
} from './helpers.js';

const PRESSURE = { ...SCENARIO, variant: 'time-pressure' as const };
const HAND = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((room) => card('martin', room));
const ELENA = (['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const).map((room) => card('elena', room));
const QUIET = [passenger('F', 'room'), passenger('I', 'room'), passenger('F', 'teamwork'), passenger('I', 'teamwork'), passenger('C', 'room')];

describe('"Has the time run out? Then take 2 passenger cards ... and place them in the appropriate rooms"', () => {
  it('the active seat sends timer-expired; two passengers come into play', () => {
    const match = scenario({ hands: [HAND, []], draw: ELENA, passengerPile: QUIET, killer: 'K' }, () => undefined, PRESSURE);
    expect(legalTypes(match)).toContain('timer-expired');
    const { match: after, events } = playEvents(match, timerExpired());
    expect(passengersIn(after, 'F')).toEqual([QUIET[0]]);
    expect(passengersIn(after, 'I')).toEqual([QUIET[1]]);
    expect(after.state.passengerPile).toEqual(QUIET.slice(2));
    expect(events[0]).toEqual({ type: 'timer-expired', player: 0, killerCardDrawn: false });
    // The turn is not over, and no card was played: the timer is no card.
    expect(after.state.turn).toEqual({ player: 0, played: 0, pending: null });
  });

  it('"Restart the timer. You have another 2 minutes": it can run out again and again', () => {
    const match = scenario({ hands: [HAND, []], draw: ELENA, passengerPile: QUIET, killer: 'K' }, () => undefined, PRESSURE);
    const after = play(match, timerExpired(), timerExpired());
    expect(after.state.passengerPile).toEqual(QUIET.slice(4));
  });

  it('"Careful: Did you draw a killer card? Then no passenger cards come into play." — and the next expiry places two again', () => {
    const match = scenario({ hands: [HAND, []], draw: [SINGLE, ...ELENA], passengerPile: QUIET, killer: 'K' }, () => undefined, PRESSURE);
    const drawn = play(match, leaveKey(HAND[0] ?? 0), endTurn());
    expect(drawn.state.killerCardSinceTimer).toBe(true);
    const pileBefore = drawn.state.passengerPile;
    const { match: quiet, events } = playEvents(drawn, timerExpired(1));
    expect(events).toEqual([{ type: 'timer-expired', player: 1, killerCardDrawn: true }]);
    expect(quiet.state.passengerPile).toEqual(pileBefore);
    expect(quiet.state.killerCardSinceTimer).toBe(false);
    expect(play(quiet, timerExpired(1)).state.passengerPile).toEqual(pileBefore.slice(2));
  });

  it('a passenger placed by the timer is saved at once if its condition holds', () => {
    const daniels = passenger('E', 'figure');
    const match = scenario({ hands: [HAND, []], draw: ELENA, passengerPile: [daniels, ...QUIET], killer: 'K' }, () => undefined, PRESSURE);
    expect(play(match, timerExpired()).state.box).toEqual([daniels]);
  });

  it('the timer can use up the passenger pile: lost', () => {
    const match = scenario({ hands: [HAND, []], draw: ELENA, passengerPile: QUIET.slice(0, 2), killer: 'K' }, () => undefined, PRESSURE);
    expect(play(match, timerExpired()).state.outcome?.reason).toBe('passenger-pile-exhausted');
  });

  it('ruling 17: it is sent between decisions, not while a carry or an unlock is half made', () => {
    const danielD = card('daniel', 'D');
    const match = scenario({ hands: [[danielD], []], draw: ELENA, passengerPile: QUIET, killer: 'K' }, (draft) => {
      putFigure(draft, 'daniel', 'E');
      putPassengers(draft, 'E', [passenger('E', 'room')]);
    }, PRESSURE);
    const pending = play(match, move(danielD, 'D'));
    expect(legal(pending)).toEqual([carry(null), carry(passenger('E', 'room'))]);
    expect(refusal(pending, timerExpired()).message).toMatch(/^Take Passenger Cards With You: first decide/);
  });

  it('only the active seat sends it', () => {
    const match = scenario({ hands: [HAND, []], draw: ELENA, passengerPile: QUIET }, () => undefined, PRESSURE);
    expect(refusal(match, timerExpired(1)).code).toBe('NOT_YOUR_TURN');
  });
});

describe('in the standard game there is no timer', () => {
  it('timer-expired is not legal and is refused, naming the variation', () => {
    const match = scenario({ hands: [HAND, []], draw: ELENA, passengerPile: QUIET });
    expect(legalTypes(match)).not.toContain('timer-expired');
    const error = refusal(match, timerExpired());
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/^Play Variation—"Under Time Pressure": there is no timer in the standard game/);
  });
});
