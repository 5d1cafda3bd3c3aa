/**
 * Action Effects: "LOCKDOWN tokens … Until the end of the round, players cannot pass through that
 * Passage … All Lockdown tokens are removed at the end of the round", "FIRE token … At the end of
 * the round, the player in that room dies. Remove the Fire token at the end of the round. The room
 * is NOT destroyed", and "Player Death: If a player is killed by any card effect, they are
 * eliminated … Dead players reveal their Identity cards. If the HORROR was killed, the game is over,
 * and all surviving Crew Members WIN." Rulings 3, 4, 5 and 17.
 */
import { describe, expect, it } from 'vitest';
import {
  C,
  GARAGE,
  INFIRMARY,
  LAB,
  P,
  RADIO,
  act,
  active,
  choose,
  eventsOf,
  key,
  legal,
  lock,
  move,
  play,
  playEvents,
  position,
  refusal,
  room,
  viewOf,
} from './helpers.js';

describe('LOCKDOWN tokens', () => {
  it('ruling 5: a Lockdown token closes its passage to every move, not only Access Keys (here an evacuee)', () => {
    // Seat 1 locks the Infirmary's gold passage; evacuated from the Infirmary, seat 3 can then only
    // take orange (the Cafeteria is destroyed): no choice to make.
    const match = position({ rooms: [GARAGE, RADIO, LAB, INFIRMARY], hands: [[C.evacuation, C.hide], [C.denied, C.table], [C.quick, C.alarmOrange], [C.trust, C.retreat]], firstPlayer: 1 });
    const { match: after, events } = playEvents(match, act(1, C.denied), lock(1, P.radioInfirmaryGold), act(2, C.quick), { type: 'choose-colour', player: 2, colour: 'blue' }, act(3, C.retreat), act(0, C.evacuation), room(0, INFIRMARY));
    expect(eventsOf(events, 'moved')).toEqual([
      { type: 'moved', seat: 3, cause: 'evacuation', passage: P.labInfirmaryOrange, colour: 'orange', from: INFIRMARY, to: LAB, toName: 'Laboratory' },
    ]);
    expect(after.state.seats[3]?.room).toBe(LAB);
  });

  it('"All Lockdown tokens are removed at the end of the round"', () => {
    const match = position({ rooms: [RADIO, LAB, LAB, INFIRMARY], horror: 0, hands: [[C.denied, C.table], [C.hide, C.quick], [C.retreat, C.alarmOrange], [C.alarmGreen, C.bloodTest]] });
    const before = play(match, act(0, C.denied), lock(0, P.radioInfirmaryGold), act(1, C.hide), act(2, C.retreat), act(3, C.alarmGreen));
    expect(before.state.lockdowns).toEqual([P.radioInfirmaryGold, P.garageCafeteriaGreen]);
    // Blood Test (gold, orange) from the Infirmary: gold is locked, so orange into the Laboratory.
    const after = play(before, key(3, C.bloodTest), key(2, C.alarmOrange), key(1, C.quick), key(0, C.table));
    expect(after.state.round).toBe(2);
    expect(after.state.lockdowns).toEqual([]);
  });
});

describe('FIRE token', () => {
  it('"Remove the Fire token at the end of the round. The room is NOT destroyed."', () => {
    // The Fire burns the empty Garage: nobody dies, the token goes, the Garage stands.
    const match = position({ rooms: [RADIO, LAB, LAB, INFIRMARY], horror: 3, hands: [[C.flamethrower, C.table], [C.hide, C.quick], [C.retreat, C.alarmOrange], [C.alarmGreen, C.bloodTest]] });
    const burning = play(match, act(0, C.flamethrower), room(0, GARAGE));
    expect(burning.state.fire).toBe(GARAGE);
    expect(viewOf(burning, 2).fire).toBe(GARAGE);
    const { match: after, events } = playEvents(burning, act(1, C.hide), act(2, C.retreat), act(3, C.alarmGreen), key(3, C.bloodTest), move(3, P.radioInfirmaryGold), key(2, C.alarmOrange), key(1, C.quick), key(0, C.table));
    expect(eventsOf(events, 'player-killed').filter((event) => event.cause === 'fire')).toEqual([]);
    expect(after.state.fire).toBeNull();
    expect(after.state.destroyed).not.toContain(GARAGE);
  });
});

describe('Player Death', () => {
  /**
   * Seat 0 (Stay Back!) in the Garage; seats 2 and 3 stay in the Laboratory, where seat 2 sets a
   * Fire; seat 1 walks in from the Radio Room with its second card (Detained!: blue) and is shot —
   * killed then and there, before seat 0 plays its second card and before the Fire burns.
   */
  const stayBackAndFire = (horror: number): ReturnType<typeof playEvents> =>
    playEvents(
      position({ rooms: [GARAGE, RADIO, LAB, LAB], horror, hands: [[C.stayBack, C.table], [C.detained, C.denied], [C.flamethrower, C.quick], [C.hide, C.alarmOrange]] }),
      act(0, C.stayBack),
      act(1, C.denied),
      lock(1, P.labInfirmaryOrange),
      act(2, C.flamethrower),
      room(2, LAB),
      act(3, C.hide),
      key(3, C.alarmOrange),
      key(2, C.quick),
      key(1, C.detained),
    );

  it('"If the HORROR was killed, the game is over, and all surviving Crew Members WIN" — at once, in the middle of the round: the last card is never played, the Fire never burns', () => {
    const { match, events } = stayBackAndFire(1);
    expect(eventsOf(events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 1, identity: 'horror', cause: 'stayBack' }]);
    expect(match.state.outcome).toEqual({ winners: [0, 2, 3], reason: 'horror-killed', returns: [1, -1, 1, 1] });
    expect(eventsOf(events, 'game-ended')).toEqual([{ type: 'game-ended', reason: 'horror-killed', winners: [0, 2, 3], horror: 1 }]);
    expect(active(match)).toEqual([]);
    expect(refusal(match, key(0, C.table)).code).toBe('GAME_OVER');
  });

  it('"they are eliminated … flip their Badge … Dead players reveal their Identity cards": the dead leave the map and the turn order', () => {
    const shot = stayBackAndFire(0);
    expect(shot.match.state.seats[1]).toMatchObject({ alive: false, room: null, revealed: true, identity: 'human', hand: [] });
    const { match, events } = playEvents(shot.match, key(0, C.table));
    // Seat 1 (shot entering) died first; the Fire kills seats 2 and 3; the Horror (seat 0) is left alone.
    expect([...shot.events, ...events].flatMap((event) => (event.type === 'player-killed' ? [[event.seat, event.cause]] : []))).toEqual([
      [1, 'stayBack'],
      [2, 'fire'],
      [3, 'fire'],
    ]);
    expect(match.state.outcome).toEqual({ winners: [0], reason: 'humans-killed-by-cards', returns: [1, -1, -1, -1] });
    for (const seat of [1, 2, 3]) {
      expect(match.state.seats[seat]).toMatchObject({ alive: false, room: null, revealed: true, identity: 'human' });
      expect(viewOf(match, 0).seats[seat]?.identity).toBe('human');
    }
  });

  it('ruling 4: a Human who died earlier does not share the survivors\' win (return −1)', () => {
    // Round 1: the Horror (seat 0) killed seat 1. Seat 1 is dead when, later, the Horror (seat 2)
    // walks into the Stay Back! room; it gets −1 like the Horror.
    const match = position({ players: 5, dead: [1], rooms: [GARAGE, 0, RADIO, LAB, LAB], horror: 2, hands: [[C.stayBack, C.table], [], [C.detained, C.denied], [C.flamethrower, C.quick], [C.hide, C.alarmOrange]], destroyed: [4] });
    const { match: end } = playEvents(match, act(0, C.stayBack), key(2, C.detained)); // blue: Radio Room → Garage
    expect(end.state.outcome).toEqual({ winners: [0, 3, 4], reason: 'horror-killed', returns: [1, -1, -1, 1, 1] });
  });

  it('ruling 3: when the Fire kills the Horror with the last Humans, nobody survives to win', () => {
    const match = position({ dead: [2, 3], rooms: [LAB, LAB, 0, 0], horror: 0, hands: [[C.hide, C.quick], [C.flamethrower, C.alarmOrange], [], []], destroyed: [4, RADIO] });
    const { match: end } = playEvents(match, act(0, C.hide), act(1, C.flamethrower), room(1, LAB), key(1, C.alarmOrange), key(0, C.quick));
    expect(end.state.outcome).toEqual({ winners: [], reason: 'horror-killed', returns: [-1, -1, -1, -1] });
  });

  it('ruling 3: when cards kill the last Human and the Horror lives, the Horror\'s player wins', () => {
    const match = position({ dead: [2, 3], rooms: [LAB, GARAGE, 0, 0], horror: 0, hands: [[C.flamethrower, C.quick], [C.hide, C.table], [], []], destroyed: [4, RADIO] });
    const { match: end } = playEvents(match, act(0, C.flamethrower), room(0, GARAGE), act(1, C.hide), key(1, C.table), key(0, C.quick));
    expect(end.state.outcome).toEqual({ winners: [0], reason: 'humans-killed-by-cards', returns: [1, -1, -1, -1] });
  });

  it('the dead never act: they are out of the order and every action of theirs is refused', () => {
    const match = position({ players: 5, dead: [1, 3], rooms: [GARAGE, 0, RADIO, 0, LAB], hands: [[C.hide, C.table], [], [C.quick, C.trust], [], [C.help, C.alarmOrange]], destroyed: [4] });
    expect(match.state.order).toEqual([0, 2, 4]);
    expect(legal(match, 1)).toEqual([]);
    expect(refusal(match, choose(1, 0)).code).toBe('NOT_YOUR_TURN');
    expect(viewOf(match, null).seats[3]).toMatchObject({ alive: false, room: null, identity: 'human', handSize: 0 });
  });
});
