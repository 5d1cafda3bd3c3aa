/**
 * Special Locations › Radio Room: "Every detective who enters the Radio Room and wants to take a clue
 * card must roll the die a second time, and must reach at least the current weather condition (in
 * points), which is determined by event cards. If … the weather condition is not yet fixed, because
 * no corresponding event card has been drawn yet, the weather is rolled (on a "1" or "6" the die is
 * rolled again, since only weather 2–5 is possible)." Technically gifted: "in the Radio Room always
 * rolls as for "Weather 2"".
 */
import { describe, expect, it } from 'vitest';
import { COLOURS } from '../../../src/games/tatort-titanic/index.js';
import { E, S, card, deck, eventsOf, legalOf, move, moving, play, playEvents, position, refusal, rig, take } from './helpers.js';

const radioCards = COLOURS.map((colour) => card(colour, 0));

/** Seat 0 (Nicholls' stand-in) three steps from the Radio Room, about to enter it. */
const atRadioRoom = (weather: number | null, ability: 'charm' | 'technically-gifted' = 'charm', eventTop: number[] = []) =>
  play(moving({ seats: [{ space: deck('A', 1), ability }], weather, board: { [S.radioRoom]: radioCards }, eventTop }, 3), move(0, S.radioRoom));

describe('the rulebook\'s example: "weather condition 4 prevails. He rolls a second time and gets a "3". … may not take a card this round. Had he rolled a "4", "5" or "6", he could have taken a card."', () => {
  it('a 3 against weather 4: no card this round', () => {
    const match = atRadioRoom(E.weather4);
    expect(match.state.phase).toBe('search');
    const { match: after, events } = playEvents(rig(match, [3]), take(0, 'weapon'));
    expect(eventsOf(events, 'radio-contact')).toEqual([{ type: 'radio-contact', seat: 0, weather: 4, roll: 3, success: false }]);
    expect(after.state.detectives[0]?.hand).toEqual([]);
    expect(after.state.board[S.radioRoom]).toEqual(radioCards);
    expect(after.state.phase).toBe('action');
    expect(refusal(after, take(0, 'weapon')).code).toBe('ILLEGAL_ACTION');
  });

  for (const roll of [4, 5, 6]) {
    it(`a ${roll} against weather 4: the card is taken`, () => {
      const { match: after, events } = playEvents(rig(atRadioRoom(E.weather4), [roll]), take(0, 'weapon'));
      expect(eventsOf(events, 'radio-contact')[0]?.success).toBe(true);
      expect(after.state.detectives[0]?.hand).toEqual([card('weapon', 0)]);
    });
  }
});

describe('the weather', () => {
  it('with no weather card out, the weather is rolled, 1s and 6s rolled again; ruling 7: only for this message — no weather card is placed', () => {
    const { match: after, events } = playEvents(rig(atRadioRoom(null), [1, 6, 3, 3]), take(0, 'time'));
    expect(eventsOf(events, 'weather-rolled')).toEqual([{ type: 'weather-rolled', seat: 0, rolls: [1, 6, 3], weather: 3 }]);
    expect(eventsOf(events, 'radio-contact')).toEqual([{ type: 'radio-contact', seat: 0, weather: 3, roll: 3, success: true }]);
    expect(after.state.weather).toBeNull();
    // The weather roll's 1 and 6 draw no event card: they are no result at all (ruling 1).
    expect(eventsOf(events, 'event-card-drawn')).toEqual([]);
  });

  it('the weather card face up decides: weather 5 needs a 5', () => {
    const failed = play(rig(atRadioRoom(E.weather5), [4]), take(0, 'time'));
    expect(failed.state.detectives[0]?.hand).toEqual([]);
  });

  it('Technically gifted "always rolls as for Weather 2": a 2 gets through weather 5, and no weather is rolled', () => {
    const { match: after, events } = playEvents(rig(atRadioRoom(E.weather5, 'technically-gifted'), [2]), take(0, 'time'));
    expect(eventsOf(events, 'radio-contact')).toEqual([{ type: 'radio-contact', seat: 0, weather: 2, roll: 2, success: true }]);
    expect(after.state.detectives[0]?.hand).toEqual([card('time', 0)]);
    const unfixed = playEvents(rig(atRadioRoom(null, 'technically-gifted'), [5]), take(0, 'time'));
    expect(eventsOf(unfixed.events, 'weather-rolled')).toEqual([]);
  });

  it('ruling 2: a radio roll of 6 takes the card first, then draws the event card — here a weather card that comes too late for this message', () => {
    const { match: after, events } = playEvents(rig(atRadioRoom(E.weather4, 'charm', [E.weather5]), [6]), take(0, 'murderer'));
    expect(events.map((event) => event.type)).toEqual(['die-rolled', 'radio-contact', 'clue-taken', 'card-read', 'event-card-drawn', 'weather-changed']);
    expect(after.state.detectives[0]?.hand).toEqual([card('murderer', 0)]);
    expect(after.state.weather).toBe(E.weather5);
  });

  it('the Radio Room offers each colour lying there', () => {
    expect(legalOf(atRadioRoom(E.weather2), 'take-clue').map((action) => action.colour)).toEqual([...COLOURS]);
  });

  it('ruling 5: one standing in the Radio Room from the last turn "enters" it by stepping out and back in (2 points or more) — and rolls a second time', () => {
    const back = play(moving({ seats: [{ space: S.radioRoom }], weather: E.weather4, board: { [S.radioRoom]: radioCards } }, 2), move(0, S.radioRoom));
    expect(back.state.phase).toBe('search');
    const { match: after, events } = playEvents(rig(back, [3]), take(0, 'weapon'));
    expect(eventsOf(events, 'radio-contact')).toEqual([{ type: 'radio-contact', seat: 0, weather: 4, roll: 3, success: false }]);
    expect(after.state.detectives[0]?.hand).toEqual([]);
    expect(play(rig(back, [5]), take(0, 'weapon')).state.detectives[0]?.hand).toEqual([card('weapon', 0)]);
  });

  it('ruling 5: with 1 point it forgoes its move, does not enter, and sends nothing', () => {
    const stayed = play(moving({ seats: [{ space: S.radioRoom, movementBonus: -1 }], board: { [S.radioRoom]: radioCards } }, 2), move(0, S.radioRoom));
    expect(stayed.state.phase).toBe('action');
    expect(legalOf(stayed, 'take-clue')).toEqual([]);
    expect(position({}).state.weather).toBeNull();
  });
});
