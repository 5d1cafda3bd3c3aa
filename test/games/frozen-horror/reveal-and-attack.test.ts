/**
 * Reveal Identity Cards / The Horror's Attack: "After all players have played their Station cards,
 * they reveal their Identity cards … The HORROR kills ALL Crew Members with the highest Priority in
 * that room (2 is higher than 1; the Horror's own Priority does not count) … If this results in all
 * HUMAN players being killed, the player playing the HORROR WINS." And the end of the round's order
 * (ruling 9): the Fire, the shot, the armed man's move, the swap, the reveal, Safe Retreat, the
 * attack (Stay Back! kills on entry, before the end of the round).
 */
import { describe, expect, it } from 'vitest';
import {
  C,
  CAFETERIA,
  GARAGE,
  INFIRMARY,
  LAB,
  P,
  RADIO,
  act,
  active,
  choose,
  colour,
  eventsOf,
  key,
  legal,
  living,
  lock,
  move,
  pass,
  play,
  playEvents,
  position,
  room,
  viewOf,
  type FhMatch,
  type FrozenHorrorAction,
  type FrozenHorrorEvent,
} from './helpers.js';

/**
 * Six players, all in the Garage; the Horror is seat 0. Everyone walks into the Laboratory
 * (gold) with its Access Key. Priorities: seat 1 (No… It's You as a key) 1, seats 2, 3, 4
 * (Safe Retreat, Evacuation, Trust No One as keys) 2, seat 5 0 (Hide in the Vents; DNA Scanner as
 * its key shows 2). The Horror's own key (Flamethrower) shows 2.
 */
function gathering(): { match: FhMatch; events: FrozenHorrorEvent[] } {
  const match = position({
    players: 6,
    rooms: [GARAGE, GARAGE, GARAGE, GARAGE, GARAGE, GARAGE],
    horror: 0,
    hands: [
      [C.alarmGreen, C.flamethrower],
      [C.alarmOrange, C.lockedIn],
      [C.table, C.retreat],
      [C.quick, C.evacuation],
      [C.bloodTest, C.trust],
      [C.hide, C.dna],
    ],
  });
  const actions: FrozenHorrorAction[] = [
    act(0, C.alarmGreen), // the green passage is locked
    act(1, C.alarmOrange),
    act(2, C.table),
    choose(2, 1),
    act(3, C.quick),
    colour(3, 'orange'), // no orange passage in the Garage
    act(4, C.bloodTest),
    choose(4, 5),
    act(5, C.hide),
    key(5, C.dna), // gold is its only open colour: into the Laboratory
    key(4, C.trust),
    move(4, P.garageLabGold),
    key(3, C.evacuation),
    move(3, P.garageLabGold),
    key(2, C.retreat),
    move(2, P.garageLabGold),
    key(1, C.lockedIn),
    key(0, C.flamethrower),
    move(0, P.garageLabGold),
  ];
  return playEvents(match, ...actions);
}

describe('"The HORROR kills ALL Crew Members with the highest Priority in that room"', () => {
  it('every Human at the highest Priority dies, together; those with a lower Priority survive', () => {
    const { events } = gathering();
    const attack = eventsOf(events, 'horror-attacked');
    expect(attack).toEqual([{ type: 'horror-attacked', horror: 0, room: LAB, roomName: 'Laboratory', priority: 2, victims: [2, 3, 4] }]);
    expect(eventsOf(events, 'player-killed').map((event) => [event.seat, event.cause])).toEqual([
      [2, 'horror'],
      [3, 'horror'],
      [4, 'horror'],
    ]);
  });

  it('"the Horror\'s own Priority does not count": Humans at 1 are the highest, whatever the Horror shows', () => {
    // Five players, all Priority 1 Humans in the Laboratory with the Horror (Priority 2).
    const match = position({
      players: 5,
      rooms: [GARAGE, GARAGE, GARAGE, GARAGE, GARAGE],
      hands: [[C.alarmGreen, C.flamethrower], [C.alarmOrange, C.lockedIn], [C.table, C.help], [C.quick, C.armed], [C.denied, C.hide]],
    });
    const { match: end, events } = playEvents(
      match,
      act(0, C.alarmGreen),
      act(1, C.alarmOrange),
      act(2, C.table),
      choose(2, 1),
      act(3, C.quick),
      colour(3, 'orange'),
      act(4, C.denied),
      lock(4, P.garageRadioBlue),
      key(4, C.hide),
      key(3, C.armed),
      key(2, C.help),
      key(1, C.lockedIn),
      key(0, C.flamethrower),
    );
    expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 0, priority: 1, victims: [1, 2, 3, 4] });
    // "If this results in all HUMAN players being killed, the player playing the HORROR WINS."
    expect(end.state.outcome).toEqual({ winners: [0], reason: 'horror-killed-all-humans', returns: [1, -1, -1, -1, -1] });
    expect(active(end)).toEqual([]);
  });

  it('ruling 13: Priority 0 (Hide in the Vents) escapes a Priority-1 Human in the Horror\'s room', () => {
    // The Horror (seat 1) in the Laboratory with seat 0 (Quick Move: 1) and seat 2 (Hide in the
    // Vents: 0), whom seat 0 detains there.
    const match = position({ rooms: [LAB, LAB, LAB, RADIO], horror: 1, hands: [[C.detained, C.quick], [C.retreat, C.alarmOrange], [C.hide, C.trust], [C.bloodTest, C.table]] });
    const { events } = playEvents(
      match,
      act(0, C.detained),
      choose(0, 2),
      act(1, C.retreat),
      act(2, C.hide),
      act(3, C.bloodTest),
      key(3, C.table),
      key(2, C.trust),
      key(1, C.alarmOrange),
      key(0, C.quick),
    );
    expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 1, room: LAB, priority: 1, victims: [0] });
  });

  it('ruling 13: … but a Priority-0 Human alone with the Horror has the highest Priority there, and dies', () => {
    const match = position({ rooms: [RADIO, LAB, LAB, INFIRMARY], horror: 1, hands: [[C.denied, C.table], [C.retreat, C.alarmOrange], [C.hide, C.quick], [C.alarmGreen, C.bloodTest]] });
    const { events } = playEvents(
      match,
      act(0, C.denied),
      lock(0, P.garageRadioBlue),
      act(1, C.retreat),
      act(2, C.hide),
      act(3, C.alarmGreen),
      key(3, C.bloodTest),
      move(3, P.radioInfirmaryGold),
      key(2, C.quick),
      key(1, C.alarmOrange),
      key(0, C.table),
    );
    expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 1, room: LAB, priority: 0, victims: [2] });
  });

  it('a Horror alone in its room kills nobody', () => {
    const { events } = playEvents(
      position({ rooms: [RADIO, LAB, LAB, INFIRMARY], horror: 0, hands: [[C.denied, C.table], [C.retreat, C.alarmOrange], [C.hide, C.quick], [C.alarmGreen, C.bloodTest]] }),
      act(0, C.denied),
      lock(0, P.garageRadioBlue),
      act(1, C.retreat),
      act(2, C.hide),
      act(3, C.alarmGreen),
      key(3, C.bloodTest),
      move(3, P.labInfirmaryOrange),
      key(2, C.quick),
      key(1, C.alarmOrange),
      key(0, C.table),
    );
    expect(eventsOf(events, 'horror-attacked')).toEqual([{ type: 'horror-attacked', horror: 0, room: RADIO, roomName: 'Radio Room', priority: null, victims: [] }]);
    expect(eventsOf(events, 'player-killed')).toEqual([]);
  });
});

describe('"they reveal their Identity cards, and the HORROR\'s location is discovered"', () => {
  it('after the last card every living Identity card is face up for everyone, before the attack', () => {
    const { events } = gathering();
    const types = events.map((event) => event.type);
    expect(types.indexOf('identities-revealed')).toBeLessThan(types.indexOf('horror-attacked'));
    expect(eventsOf(events, 'identities-revealed')).toEqual([{ type: 'identities-revealed', horror: 0, room: LAB, roomName: 'Laboratory' }]);
  });
});

describe('ruling 9: the end of the round, in order', () => {
  /** Five players: the armed man (seat 0) in the Laboratory with seat 1; seat 2 in the Radio Room with the Flamethrower; seats 3 and 4 in the Cafeteria. */
  const fireAndShot = (fireRoom: number, horror: number): { match: FhMatch; events: FrozenHorrorEvent[] } =>
    playEvents(
      position({
        players: 5,
        rooms: [LAB, LAB, RADIO, CAFETERIA, CAFETERIA],
        horror,
        hands: [[C.armed, C.quick], [C.hide, C.alarmOrange], [C.flamethrower, C.table], [C.alarmGreen, C.help], [C.dna, C.bloodTest]],
      }),
      act(0, C.armed),
      act(1, C.hide),
      act(2, C.flamethrower),
      room(2, fireRoom),
      act(3, C.alarmGreen),
      act(4, C.dna),
      room(4, GARAGE),
      key(4, C.bloodTest),
      key(3, C.help),
      key(2, C.table),
      key(1, C.alarmOrange),
      key(0, C.quick),
    );

  it('a Fire and a shot in the same round: the Fire burns first, then the armed man shoots', () => {
    const { match, events } = fireAndShot(CAFETERIA, 2);
    expect(eventsOf(events, 'player-killed').map((event) => [event.seat, event.cause])).toEqual([
      [3, 'fire'],
      [4, 'fire'],
      [1, 'shot'],
    ]);
    // Then the armed man's move: the Garage and the Infirmary are both empty, so it chooses.
    expect(match.state.pending).toMatchObject({ kind: 'move', seat: 0, cause: 'armedMan' });
  });

  it('a Fire in the armed man\'s room kills him before he can shoot: his shot and move lapse (ruling 17)', () => {
    const { events } = fireAndShot(LAB, 3);
    expect(eventsOf(events, 'player-killed').map((event) => [event.seat, event.cause])).toEqual([
      [0, 'fire'],
      [1, 'fire'],
      [4, 'horror'],
    ]);
    expect(eventsOf(events, 'moved')).toEqual([]);
  });

  it('ruling 21: swapping identities before the reveal — the swapper takes the HORROR card, and the old Horror is attacked as a Human', () => {
    // Seat 1, the Horror, is revealed by DNA Scanner; seat 0 plays No… It's You Who's Locked In Here
    // With Me! in the same room and must swap with it at the end of the round.
    const { match, events } = playEvents(
      position({
        players: 5,
        rooms: [LAB, LAB, RADIO, CAFETERIA, CAFETERIA],
        horror: 1,
        hands: [[C.lockedIn, C.quick], [C.dna, C.alarmOrange], [C.alarmGreen, C.table], [C.hide, C.help], [C.denied, C.bloodTest]],
      }),
      act(0, C.lockedIn),
      act(1, C.dna),
      room(1, LAB),
      act(2, C.alarmGreen),
      act(3, C.hide),
      act(4, C.denied),
      lock(4, P.garageRadioBlue),
      key(4, C.bloodTest),
      key(3, C.help),
      key(2, C.table),
      key(1, C.alarmOrange),
      key(0, C.quick),
    );
    const types = events.map((event) => event.type);
    expect(types.indexOf('identities-swapped')).toBeGreaterThan(-1);
    expect(types.indexOf('identities-swapped')).toBeLessThan(types.indexOf('identities-revealed'));
    expect(eventsOf(events, 'identities-swapped')).toEqual([{ type: 'identities-swapped', seat: 0, target: 1 }]);
    // Each of the two learns its new card privately.
    expect(eventsOf(events, 'identity-dealt').filter((event) => event.seat < 2)).toEqual([
      { type: 'identity-dealt', seat: 0, identity: 'horror', visibleTo: [0] },
      { type: 'identity-dealt', seat: 1, identity: 'human', visibleTo: [1] },
    ]);
    expect(eventsOf(events, 'identities-revealed')).toEqual([{ type: 'identities-revealed', horror: 0, room: LAB, roomName: 'Laboratory' }]);
    expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 0, victims: [1] });
    expect(match.state.seats[1]).toMatchObject({ alive: false, identity: 'human' });
  });

  /**
   * Five players, seat 0 holding Safe Retreat in the Laboratory with seat 1; every passage the others
   * could use is locked, so nobody moves, and the round ends with the Horror (`horror`) revealed.
   */
  const safeRetreatRound = (horror: number): { match: FhMatch; events: FrozenHorrorEvent[] } =>
    playEvents(
      position({
        players: 5,
        rooms: [LAB, LAB, RADIO, CAFETERIA, CAFETERIA],
        horror,
        hands: [[C.retreat, C.quick], [C.hide, C.alarmOrange], [C.alarmGreen, C.table], [C.denied, C.help], [C.alarmBlue, C.bloodTest]],
      }),
      act(0, C.retreat),
      act(1, C.hide),
      act(2, C.alarmGreen),
      act(3, C.denied),
      lock(3, P.radioInfirmaryGold),
      act(4, C.alarmBlue),
      lock(4, P.garageRadioBlue),
      key(4, C.bloodTest),
      key(3, C.help),
      key(2, C.table),
      key(1, C.alarmOrange),
      key(0, C.quick),
    );

  it('Safe Retreat acts after the reveal: its player, seeing the Horror in its room, may leave (and escape the attack) or stay', () => {
    const setUp = (): FhMatch => safeRetreatRound(1).match;
    const waiting = setUp();
    expect(waiting.state.phase).toBe('safeRetreat');
    expect(waiting.state.pending).toEqual({ kind: 'retreat', seat: 0 });
    // The Identity cards are already face up: everyone sees who the Horror is.
    expect(viewOf(waiting, 2).seats.map((seat) => seat.identity)).toEqual(['human', 'horror', 'human', 'human', 'human']);
    expect(legal(waiting)).toEqual([move(0, P.garageLabGold), move(0, P.labInfirmaryOrange), pass(0)]);
    const fled = playEvents(waiting, move(0, P.labInfirmaryOrange));
    expect(eventsOf(fled.events, 'moved')).toEqual([
      { type: 'moved', seat: 0, cause: 'safeRetreat', passage: P.labInfirmaryOrange, colour: 'orange', from: LAB, to: INFIRMARY, toName: 'Infirmary' },
    ]);
    expect(eventsOf(fled.events, 'horror-attacked')[0]).toMatchObject({ horror: 1, victims: [] });
    const stayed = playEvents(setUp(), pass(0));
    expect(eventsOf(stayed.events, 'horror-attacked')[0]).toMatchObject({ horror: 1, victims: [0] });
  });

  it('Safe Retreat "Has no effect if you are the Horror", nor when the Horror is elsewhere', () => {
    const run = (horror: number): FrozenHorrorEvent[] => safeRetreatRound(horror).events;
    expect(eventsOf(run(0), 'no-effect')).toContainEqual({ type: 'no-effect', seat: 0, card: 'Safe Retreat', reason: 'you are the Horror' });
    expect(eventsOf(run(2), 'no-effect')).toContainEqual({ type: 'no-effect', seat: 0, card: 'Safe Retreat', reason: 'the Horror did not end up in your room' });
  });

  it('ruling 17: a swapper shot by the armed man is dead before the swap, which lapses', () => {
    // Four players (the Cafeteria destroyed). The armed man (seat 1) stays in the Garage; the
    // swapper (seat 0) walks in from the Laboratory and the Horror (seat 2) from the Radio Room.
    const match = position({
      rooms: [LAB, GARAGE, RADIO, INFIRMARY],
      horror: 2,
      hands: [[C.lockedIn, C.hide], [C.armed, C.table], [C.alarmGreen, C.quick], [C.bloodTest, C.alarmOrange]],
    });
    const shooting = play(
      match,
      act(0, C.lockedIn),
      act(1, C.armed),
      act(2, C.alarmGreen),
      act(3, C.bloodTest), // alone in the Infirmary: no effect
      key(3, C.alarmOrange), // blue leads to the destroyed Cafeteria: no move
      key(2, C.quick), // blue: Radio Room → Garage
      key(1, C.table), // green is locked: no move
      key(0, C.hide), // gold: Laboratory → Garage
    );
    expect(shooting.state.pending).toEqual({ kind: 'player', seat: 1, cause: 'armedManShot' });
    const moving = playEvents(shooting, choose(1, 0));
    expect(eventsOf(moving.events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 0, identity: 'human', cause: 'shot' }]);
    // The Radio Room and the Laboratory are both empty: the armed man chooses, and leaves.
    const { match: after, events } = playEvents(moving.match, move(1, P.garageRadioBlue));
    // Alive, the swapper would now swap with the Horror, the only other player left in the Garage.
    expect(eventsOf(events, 'identities-swapped')).toEqual([]);
    expect(eventsOf(events, 'no-effect').filter((event) => event.seat === 0)).toEqual([]);
    expect(eventsOf(events, 'identities-revealed')).toEqual([{ type: 'identities-revealed', horror: 2, room: GARAGE, roomName: 'Garage' }]);
    expect(after.state.seats.map((seat) => seat.identity)).toEqual(['human', 'human', 'horror', 'human']);
  });

  it('ruling 17: a Safe Retreat player shot entering a Stay Back! room is dead before its retreat, which lapses', () => {
    // Four players. The Horror (seat 0) plays Stay Back! in the Garage; seat 1 plays Safe Retreat and
    // walks in from the Radio Room — alive, it would now see the Horror in its room and be asked.
    const match = position({
      rooms: [GARAGE, RADIO, RADIO, INFIRMARY],
      horror: 0,
      hands: [[C.stayBack, C.table], [C.retreat, C.quick], [C.alarmGreen, C.hide], [C.bloodTest, C.alarmOrange]],
    });
    const { match: after, events } = playEvents(
      match,
      act(0, C.stayBack),
      act(1, C.retreat),
      act(2, C.alarmGreen),
      act(3, C.bloodTest), // alone in the Infirmary: no effect
      key(3, C.alarmOrange), // no move
      key(2, C.hide), // gold: Radio Room → Infirmary
      key(1, C.quick), // blue: Radio Room → Garage, shot
      key(0, C.table), // green is locked: no move
    );
    expect(eventsOf(events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 1, identity: 'human', cause: 'stayBack' }]);
    expect(eventsOf(events, 'no-effect').filter((event) => event.card === 'Safe Retreat')).toEqual([]);
    expect(eventsOf(events, 'moved').filter((event) => event.cause === 'safeRetreat')).toEqual([]);
    expect(after.state.pending).toBeNull();
    expect(after.state.round).toBe(2);
  });

  it('ruling 17: the Fire still burns after its placer dies — here it kills the Horror, and the living Humans win', () => {
    // Four players. Seat 0 plays Stay Back! in the Garage; seat 1 sets the Fire in the Infirmary,
    // where the Horror (seat 3) stays, then walks into the Garage and is shot dead (before the Fire burns).
    const match = position({
      rooms: [GARAGE, RADIO, LAB, INFIRMARY],
      horror: 3,
      hands: [[C.stayBack, C.table], [C.flamethrower, C.detained], [C.alarmGreen, C.alarmOrange], [C.bloodTest, C.quick]],
    });
    const { match: after, events } = playEvents(
      match,
      act(0, C.stayBack),
      act(1, C.flamethrower),
      room(1, INFIRMARY),
      act(2, C.alarmGreen),
      act(3, C.bloodTest), // alone in the Infirmary: no effect
      key(3, C.quick), // blue leads to the destroyed Cafeteria: no move
      key(2, C.alarmOrange), // no blue or green passage out of the Laboratory
      key(1, C.detained), // blue: Radio Room → Garage, shot
      key(0, C.table), // green is locked: no move
    );
    expect(eventsOf(events, 'player-killed')).toEqual([
      { type: 'player-killed', seat: 1, identity: 'human', cause: 'stayBack' },
      { type: 'player-killed', seat: 3, identity: 'horror', cause: 'fire' },
    ]);
    // The placer is dead: it did not survive, so it does not share the win (ruling 4).
    expect(after.state.outcome).toEqual({ winners: [0, 2], reason: 'horror-killed', returns: [1, -1, 1, -1] });
  });

  it('the deaths so far: seats killed in the attack leave the living', () => {
    const { match } = gathering();
    expect(living(match).filter((seat) => [2, 3, 4].includes(seat))).toEqual([]);
  });
});
