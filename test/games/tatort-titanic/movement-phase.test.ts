/**
 * 1. Movement Phase: "Each detective rolls a die and may move his pawn by up to the number of points
 * rolled. … To reach a certain space, a detective may forgo the rolled points or his entire move."
 * With Nimble-footed: "may add 1 to each die result in the movement phase".
 */
import { describe, expect, it } from 'vitest';
import { E, S, deck, eventsOf, legalOf, move, moving, play, playEvents, position, refusal, rig, roll } from './helpers.js';

const reachOf = (match: ReturnType<typeof position>): number[] => legalOf(match, 'move').map((action) => action.to);

describe('"Each detective rolls a die and may move his pawn by up to the number of points rolled"', () => {
  it('a 4 from the Bridge reaches every space at most four steps away — the Radio Room, not the Gymnasium', () => {
    const { match, events } = playEvents(rig(position({}), [4]), roll(0));
    expect(eventsOf(events, 'die-rolled')).toEqual([{ type: 'die-rolled', seat: 0, purpose: 'movement', value: 4 }]);
    expect(match.state.points).toBe(4);
    expect(match.state.phase).toBe('move');
    expect(reachOf(match)).toEqual([deck('A', 1), deck('A', 2), deck('A', 3), deck('A', 4), deck('B', 2), S.foreStairsAB, S.bridge, S.radioRoom]);
    expect(reachOf(match)).not.toContain(S.gymnasium);
  });

  it('the move ends where the detective chooses within reach; beyond it is refused, naming the rule', () => {
    const match = moving({}, 3);
    expect(play(match, move(0, deck('A', 3))).state.detectives[0]?.space).toBe(deck('A', 3));
    const error = refusal(match, move(0, S.radioRoom));
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toMatch(/^1\. Movement Phase: "may move his pawn by up to the number of points rolled" — from Bridge \(space 34\) with 3 points .*not on space 35/);
  });

  it('"may forgo the rolled points or his entire move": a shorter move, or — with 1 point — none at all (no moved event, straight to the action phase)', () => {
    expect(play(moving({}, 5), move(0, deck('A', 1))).state.detectives[0]?.space).toBe(deck('A', 1));
    // A roll of 2 less a Crowded Promenade's point: 1 point, too few to step off and back on.
    const { match: stayed, events } = playEvents(moving({ seats: [{ movementBonus: -1 }] }, 2), move(0, S.bridge));
    expect(stayed.state.detectives[0]?.space).toBe(S.bridge);
    expect(eventsOf(events, 'moved')).toEqual([]);
    expect(stayed.state.phase).toBe('action');
  });

  it('ruling 5: with 2 points or more, ending on its own space is a move off it and back on — a moved event with from and to the same', () => {
    const { match: back, events } = playEvents(moving({}, 5), move(0, S.bridge));
    expect(back.state.detectives[0]?.space).toBe(S.bridge);
    expect(eventsOf(events, 'moved')).toEqual([{ type: 'moved', seat: 0, from: S.bridge, to: S.bridge, name: 'Bridge' }]);
    // The Bridge holds no clue card: nothing to search, on to the action phase.
    expect(back.state.phase).toBe('action');
  });

  it('a roll is needed before moving, and only one roll a turn', () => {
    expect(refusal(position({}), move(0, deck('A', 1))).message).toMatch(/^Course of Play: seat 0's turn begins with the movement roll/);
    expect(refusal(moving({}, 3), roll(0)).message).toMatch(/^1\. Movement Phase: seat 0 moves its pawn by up to 3 spaces/);
  });
});

describe('Nimble-footed: "may add 1 to each die result in the movement phase"', () => {
  it('a 3 moves 4', () => {
    const match = play(rig(position({ seats: [{ ability: 'nimble-footed' }] }), [3]), roll(0));
    expect(match.state.points).toBe(4);
    expect(reachOf(match)).toContain(S.radioRoom);
  });

  it('each die: with an extra die from an event card, 3 and 4 move 9', () => {
    const match = play(rig(position({ seats: [{ ability: 'nimble-footed', extraDice: 1 }] }), [3, 4]), roll(0));
    expect(match.state.points).toBe(9);
  });
});

describe('event cards for the next movement', () => {
  it('Full Speed Ahead\'s +2 is added to the next movement, once', () => {
    const match = play(rig(position({ seats: [{ movementBonus: 2 }] }), [3]), roll(0));
    expect(match.state.points).toBe(5);
    expect(match.state.detectives[0]?.movementBonus).toBe(0);
  });

  it('A Crowded Promenade\'s −2 never takes the points below 0: the pawn stays', () => {
    const match = play(rig(position({ seats: [{ movementBonus: -2 }] }), [2]), roll(0));
    expect(match.state.points).toBe(0);
    expect(reachOf(match)).toEqual([S.bridge]);
  });

  it('Second Wind drawn by the movement die itself is rolled at once, as part of this movement', () => {
    const { match, events } = playEvents(rig(position({ eventTop: [E.secondWind] }), [6, 2]), roll(0));
    expect(eventsOf(events, 'die-rolled').map((event) => event.value)).toEqual([6, 2]);
    expect(eventsOf(events, 'event-card-drawn').map((event) => event.name)).toEqual(['Second Wind']);
    expect(match.state.points).toBe(8);
    expect(match.state.detectives[0]?.extraDice).toBe(0);
  });

  it('Captain Smith Wants a Report, drawn by the movement roll, sends the pawn to the Bridge before it moves', () => {
    const match = play(rig(position({ seats: [{ space: deck('A', 6) }], eventTop: [E.bridge] }), [1]), roll(0));
    expect(match.state.detectives[0]?.space).toBe(S.bridge);
    expect(reachOf(match)).toEqual([deck('A', 1), S.bridge]);
  });
});
