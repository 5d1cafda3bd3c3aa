/**
 * Station Card Reference: every one of the 21 Actions, each test quoting the card (or the ruling
 * for the four stand-in cards and for what the cards leave open).
 *
 * Stand-in map: 0 Garage, 1 Radio Room, 2 Laboratory, 3 Infirmary, 4 Cafeteria; passages 0 blue
 * G–R, 1 gold G–L, 2 green G–C, 3 gold R–I, 4 orange L–I, 5 blue I–C. Cards that cannot move a
 * player: from the Laboratory Quick Move and Alarm: Orange (blue, green); from the Cafeteria Help!
 * HELP! and Blood Test (gold, orange); from the Radio Room Cards on the Table (green, orange).
 */
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../../src/core/index.js';
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
  card,
  choose,
  colour,
  eventsOf,
  key,
  legal,
  legalPassages,
  legalTargets,
  lock,
  move,
  pass,
  play,
  playEvents,
  position,
  refusal,
  reveal,
  room,
  rooms,
  viewOf,
  type FhMatch,
  type FrozenHorrorEvent,
  type PositionSpec,
} from './helpers.js';

/** Five players (the Cafeteria stands), seat 0 first; `hands` default to harmless pairs. */
function five(roomsOf: readonly number[], hands: readonly (readonly string[])[], extra: Partial<PositionSpec> = {}): FhMatch {
  return position({ players: 5, rooms: roomsOf, hands, ...extra });
}

const ONE_EACH = [GARAGE, RADIO, LAB, INFIRMARY, CAFETERIA];

describe('Trust No One — "Gather all Identity cards, shuffle them, and deal them back out face down."', () => {
  const hands = [[C.trust, C.hide], [C.quick, C.alarmOrange], [C.help, C.bloodTest], [C.table, C.retreat], [C.alarmGreen, C.denied]];

  it('re-deals the living players\' cards: one Horror still, every card face down again, each seat told its new card only', () => {
    const { match: shuffled, events } = playEvents(five(ONE_EACH, hands, { horror: 3 }), act(0, C.trust));
    expect(eventsOf(events, 'identities-shuffled')).toEqual([{ type: 'identities-shuffled', seat: 0 }]);
    const dealt = eventsOf(events, 'identity-dealt');
    expect(dealt.map((event) => event.seat)).toEqual([0, 1, 2, 3, 4]);
    for (const event of dealt) expect(event.visibleTo).toEqual([event.seat]);
    for (const event of dealt) expect(shuffled.state.seats[event.seat]?.identity).toBe(event.identity);
    expect(shuffled.state.seats.filter((seat) => seat.identity === 'horror')).toHaveLength(1);
    expect(shuffled.state.seats.every((seat) => !seat.revealed && seat.knows.length === 0)).toBe(true);
  });

  it('earlier reveals and looks no longer count after it', () => {
    // Seat 4 is revealed by Cards on the Table, seat 1 looks at seat 2 with Blood Test; then Trust No One.
    const match = five([GARAGE, LAB, LAB, INFIRMARY, CAFETERIA], [[C.table, C.hide], [C.bloodTest, C.quick], [C.trust, C.alarmOrange], [C.help, C.retreat], [C.alarmGreen, C.denied]], { horror: 3 });
    const before = play(match, act(0, C.table), choose(0, 4), act(1, C.bloodTest));
    expect(viewOf(before, 1).seats.map((seat) => seat.identity)).toEqual(['human', 'human', 'human', null, 'human']);
    const after = play(before, act(2, C.trust));
    const shown = viewOf(after, 1).seats.map((seat) => seat.identity);
    expect(shown.filter((identity) => identity !== null)).toHaveLength(1);
    expect(viewOf(after, 1).seats[1]?.knows).toEqual([]);
  });

  it('ruling 18: the dead keep their face-up cards out of the shuffle', () => {
    for (let seed = 0; seed < 8; seed++) {
      const match = five(ONE_EACH, [hands[0] ?? [], [], ...hands.slice(2)], { dead: [1], horror: 3, seed: `trust/${seed}` });
      const shuffled = play(match, act(0, C.trust));
      expect(shuffled.state.seats[1]).toMatchObject({ alive: false, identity: 'human', revealed: true, room: null });
      expect(shuffled.state.seats.filter((seat) => seat.alive && seat.identity === 'horror')).toHaveLength(1);
    }
  });

  it('Trust No One changes the Horror mid-round: the attack is made by whoever holds the HORROR card at the end', () => {
    // Seats 0 and 1 share the Laboratory and stay there; seat 0, the Horror, plays Trust No One
    // first. Seat 2 stays alone in the Garage, seat 3 walks from the Infirmary to the Radio Room.
    const holders = new Set<number>();
    for (let seed = 0; seed < 24; seed++) {
      const match = position({
        rooms: [LAB, LAB, GARAGE, INFIRMARY],
        horror: 0,
        hands: [[C.trust, C.quick], [C.hide, C.alarmOrange], [C.retreat, C.table], [C.alarmGreen, C.help]],
        seed: `trust-change/${seed}`,
      });
      const shuffled = play(match, act(0, C.trust));
      const holder = shuffled.state.seats.findIndex((seat) => seat.identity === 'horror');
      holders.add(holder);
      const { events } = playEvents(
        shuffled,
        act(1, C.hide),
        act(2, C.retreat),
        act(3, C.alarmGreen),
        key(3, C.help),
        move(3, P.radioInfirmaryGold),
        key(2, C.table),
        key(1, C.alarmOrange),
        key(0, C.quick),
      );
      const attack = eventsOf(events, 'horror-attacked')[0];
      expect(attack?.horror).toBe(holder);
      // In the Laboratory the holder kills the other (seat 0: Priority 1; seat 1: Hide in the
      // Vents' 0, still the highest Human there); elsewhere the Horror is alone.
      expect(attack?.victims).toEqual(holder === 0 ? [1] : holder === 1 ? [0] : []);
    }
    expect(holders.size).toBeGreaterThan(1);
  });
});

describe('Cards on the Table — "Choose another player. You both reveal your Identity cards."', () => {
  it('ruling 25: any other living player, in any room; both cards are turned face up for everyone', () => {
    const match = five(ONE_EACH, [[C.table, C.hide], [C.quick, C.alarmOrange], [C.help, C.bloodTest], [C.trust, C.retreat], [C.alarmGreen, C.denied]], { horror: 4 });
    const choosing = play(match, act(0, C.table));
    expect(legalTargets(choosing)).toEqual([1, 2, 3, 4]);
    expect(refusal(choosing, choose(0, 0)).message).toMatch(/^Cards on the Table: choose another living player/);
    const { match: after, events } = playEvents(choosing, choose(0, 4));
    expect(eventsOf(events, 'identity-revealed')).toEqual([
      { type: 'identity-revealed', seat: 0, identity: 'human', cause: 'cardsOnTheTable' },
      { type: 'identity-revealed', seat: 4, identity: 'horror', cause: 'cardsOnTheTable' },
    ]);
    expect(viewOf(after, 2).seats.map((seat) => seat.identity)).toEqual(['human', null, 'human', null, 'horror']);
    expect(viewOf(after, null).seats.map((seat) => seat.identity)).toEqual(['human', null, null, null, 'horror']);
  });
});

describe('Detained! — "Choose another player in your room. They cannot move this round."', () => {
  const hands = [[C.detained, C.hide], [C.quick, C.trust], [C.help, C.bloodTest], [C.table, C.retreat], [C.alarmGreen, C.denied]];

  it('only players in your room; the only one is chosen at once (ruling 6)', () => {
    const { match: after, events } = playEvents(five([GARAGE, GARAGE, LAB, INFIRMARY, CAFETERIA], hands), act(0, C.detained));
    expect(eventsOf(events, 'player-detained')).toEqual([{ type: 'player-detained', seat: 0, target: 1 }]);
    expect(after.state.seats[1]?.detained).toBe(true);
    expect(viewOf(after, 3).seats[1]?.detained).toBe(true);
  });

  it('ruling 22: a detained player\'s Access Key moves nothing, though its colours would', () => {
    const choosing = play(five([GARAGE, GARAGE, GARAGE, INFIRMARY, CAFETERIA], hands), act(0, C.detained));
    expect(legalTargets(choosing)).toEqual([1, 2]);
    expect(refusal(choosing, choose(0, 3)).message).toMatch(/^Detained!: choose another living player in your room/);
    const { match: after, events } = playEvents(choosing, choose(0, 1), key(1, C.quick));
    expect(rooms(after)[1]).toBe(GARAGE);
    expect(eventsOf(events, 'stayed-put')).toEqual([{ type: 'stayed-put', seat: 1, cause: 'accessKey', reason: 'detained' }]);
  });

  /**
   * Four players (the Cafeteria destroyed): seat 0 detains seat 1 in the Garage, where both stay;
   * seat 2 walks from the Radio Room into the Infirmary, where seat 3 stays. Seat 1 plays `second`
   * as its Action; its Access Key (Alarm: Orange, blue) would take it to the Radio Room.
   */
  const detainedInGarage = (second: string, horror: number): { match: FhMatch; events: FrozenHorrorEvent[] } =>
    playEvents(
      position({
        rooms: [GARAGE, GARAGE, RADIO, INFIRMARY],
        horror,
        hands: [[C.detained, C.table], [second, C.alarmOrange], [C.alarmGreen, C.hide], [C.bloodTest, C.quick]],
      }),
      act(0, C.detained), // the only other player in the Garage: seat 1
      act(1, second),
      act(2, C.alarmGreen),
      act(3, C.bloodTest), // nobody else in the Infirmary yet: no effect
      key(3, C.quick), // blue leads to the destroyed Cafeteria: no move
      key(2, C.hide), // gold: Radio Room → Infirmary
      key(1, C.alarmOrange), // detained: no move
      key(0, C.table), // green leads to the destroyed Cafeteria: no move
    );

  it('rulings 12 and 22: a detained armed man still shoots at the end of the round, but cannot make his move', () => {
    const { match: after, events } = detainedInGarage(C.armed, 3);
    expect(eventsOf(events, 'player-detained')).toEqual([{ type: 'player-detained', seat: 0, target: 1 }]);
    expect(eventsOf(events, 'player-killed')[0]).toEqual({ type: 'player-killed', seat: 0, identity: 'human', cause: 'shot' });
    // The Radio Room and the Laboratory are open to him (blue, gold), but he is detained.
    expect(eventsOf(events, 'stayed-put')).toContainEqual({ type: 'stayed-put', seat: 1, cause: 'armedMan', reason: 'detained' });
    expect(eventsOf(events, 'moved').filter((event) => event.seat === 1)).toEqual([]);
    expect(after.state.seats[1]).toMatchObject({ alive: true, room: GARAGE });
    // The Horror (seat 3) kills seat 2, who walked into the Infirmary; the armed man lives on.
    expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 3, room: INFIRMARY, victims: [2] });
  });

  it('rulings 12 and 22: a detained Safe Retreat player cannot leave the Horror\'s room, and is attacked', () => {
    const { match: after, events } = detainedInGarage(C.retreat, 0);
    expect(eventsOf(events, 'no-effect')).toContainEqual({ type: 'no-effect', seat: 1, card: 'Safe Retreat', reason: 'you are detained and cannot move' });
    expect(eventsOf(events, 'moved').filter((event) => event.seat === 1)).toEqual([]);
    expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 0, room: GARAGE, victims: [1] });
    expect(after.state.seats[1]?.alive).toBe(false);
  });

  it('nobody else in your room: no effect', () => {
    const { match: after, events } = playEvents(five(ONE_EACH, hands), act(0, C.detained));
    expect(eventsOf(events, 'no-effect')).toEqual([{ type: 'no-effect', seat: 0, card: 'Detained!', reason: 'there is no other player to choose' }]);
    expect(active(after)).toEqual([1]);
  });
});

describe('DNA Scanner — "Choose a room. All players in that room must reveal their Identity cards."', () => {
  it('ruling 25: any standing room; everyone in it is revealed, nobody else', () => {
    const match = position({ rooms: [GARAGE, LAB, LAB, INFIRMARY], horror: 2, hands: [[C.dna, C.hide], [C.quick, C.table], [C.help, C.bloodTest], [C.trust, C.retreat]] });
    const choosing = play(match, act(0, C.dna));
    expect(legal(choosing).map((action) => (action.type === 'choose-room' ? action.room : -1))).toEqual([GARAGE, RADIO, LAB, INFIRMARY]);
    expect(refusal(choosing, room(0, CAFETERIA)).message).toMatch(/^DNA Scanner: choose a room of the station that is not destroyed/);
    const { match: after, events } = playEvents(choosing, room(0, LAB));
    expect(eventsOf(events, 'identity-revealed').map((event) => [event.seat, event.identity])).toEqual([
      [1, 'human'],
      [2, 'horror'],
    ]);
    expect(viewOf(after, 3).seats.map((seat) => seat.identity)).toEqual([null, 'human', 'horror', 'human']);
  });
});

describe('Don\'t Run Toward the Armed Man — "At the end of the round, shoot and kill a player in your room. Then, before Identity cards are revealed, move through an open passage into the room with the most players, if possible."', () => {
  // Seats 0, 1, 2 in the Laboratory, where seat 1 detains seat 2; seat 3 walks from the Radio Room
  // to the Garage; seat 4 stays in the Cafeteria. Nobody else moves.
  const setUp = (horror: number): FhMatch =>
    play(
      five(
        [LAB, LAB, LAB, RADIO, CAFETERIA],
        [[C.armed, C.quick], [C.detained, C.alarmOrange], [C.hide, C.trust], [C.retreat, C.stayBack], [C.alarmGreen, C.help]],
        { horror },
      ),
      act(0, C.armed),
      act(1, C.detained),
      choose(1, 2),
      act(2, C.hide),
      act(3, C.retreat),
      act(4, C.alarmGreen),
      key(4, C.help),
      key(3, C.stayBack),
      key(2, C.trust),
      key(1, C.alarmOrange),
      key(0, C.quick),
    );

  it('ruling 12: at the end of the round the shooter chooses whom to shoot among the others in its room', () => {
    const match = setUp(3);
    expect(match.state.phase).toBe('shot');
    expect(match.state.pending).toEqual({ kind: 'player', seat: 0, cause: 'armedManShot' });
    expect(legalTargets(match)).toEqual([1, 2]);
    expect(refusal(match, choose(0, 3)).message).toMatch(/^Don't Run Toward the Armed Man: choose another living player in your room/);
    const { match: after, events } = playEvents(match, choose(0, 2));
    expect(eventsOf(events, 'player-killed')[0]).toEqual({ type: 'player-killed', seat: 2, identity: 'human', cause: 'shot' });
    // "Then … the room with the most players": the Garage (seat 3) beats the empty Infirmary.
    expect(eventsOf(events, 'moved')[0]).toMatchObject({ seat: 0, cause: 'armedMan', passage: P.garageLabGold, to: GARAGE });
    // He ran toward the Horror (seat 3), who kills him there.
    expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 3, room: GARAGE, victims: [0] });
    expect(after.state.seats[0]?.alive).toBe(false);
  });

  it('shooting the Horror ends the game at once: the surviving Humans win; the move and the attack never happen', () => {
    const { match: after, events } = playEvents(setUp(1), choose(0, 1));
    expect(after.state.outcome).toEqual({ winners: [0, 2, 3, 4], reason: 'horror-killed', returns: [1, -1, 1, 1, 1] });
    expect(eventsOf(events, 'moved')).toEqual([]);
    expect(eventsOf(events, 'horror-attacked')).toEqual([]);
    expect(active(after)).toEqual([]);
  });

  it('alone, it shoots nobody; between equally full rooms it chooses its passage', () => {
    // Seat 0 alone in the Laboratory; seat 3 detains seat 4 in the Radio Room; nobody moves.
    const match = play(
      five([LAB, CAFETERIA, CAFETERIA, RADIO, RADIO], [[C.armed, C.quick], [C.help, C.hide], [C.bloodTest, C.retreat], [C.detained, C.table], [C.alarmGreen, C.trust]], { horror: 1 }),
      act(0, C.armed),
      act(1, C.hide),
      act(2, C.retreat),
      act(3, C.detained),
      act(4, C.alarmGreen),
      key(4, C.trust),
      key(3, C.table),
      key(2, C.bloodTest),
      key(1, C.help),
    );
    const { match: waiting, events } = playEvents(match, key(0, C.quick));
    expect(eventsOf(events, 'no-effect')[0]).toMatchObject({ seat: 0, card: "Don't Run Toward the Armed Man", reason: 'nobody else is in the room to shoot' });
    // The Garage and the Infirmary are both empty.
    expect(waiting.state.phase).toBe('armedManMove');
    expect(waiting.state.pending).toMatchObject({ kind: 'move', seat: 0, cause: 'armedMan' });
    expect(legalPassages(waiting)).toEqual([P.garageLabGold, P.labInfirmaryOrange]);
    const { events: later } = playEvents(waiting, move(0, P.labInfirmaryOrange));
    expect(eventsOf(later, 'moved')[0]).toMatchObject({ seat: 0, to: INFIRMARY });
  });
});

describe('Evacuation — "Choose a room. All other players in that room must leave through any open passage, if possible."', () => {
  it('ruling 8: each evacuee, clockwise from the card\'s player, chooses its own passage out', () => {
    const match = five([GARAGE, INFIRMARY, INFIRMARY, LAB, RADIO], [[C.evacuation, C.hide], [C.quick, C.alarmOrange], [C.help, C.bloodTest], [C.trust, C.retreat], [C.alarmGreen, C.denied]]);
    const choosing = play(match, act(0, C.evacuation), room(0, INFIRMARY));
    expect(choosing.state.pending).toEqual({ kind: 'move', seat: 1, cause: 'evacuation', colours: ['blue', 'gold', 'green', 'orange'], queue: [2] });
    expect(active(choosing)).toEqual([1]);
    expect(legalPassages(choosing)).toEqual([P.radioInfirmaryGold, P.labInfirmaryOrange, P.infirmaryCafeteriaBlue]);
    const second = play(choosing, move(1, P.radioInfirmaryGold));
    expect(active(second)).toEqual([2]);
    expect(refusal(second, move(2, P.garageRadioBlue)).message).toMatch(/^Evacuation: move through an open passage out of your room/);
    const done = play(second, move(2, P.infirmaryCafeteriaBlue));
    expect(rooms(done)).toEqual([GARAGE, RADIO, CAFETERIA, LAB, RADIO]);
    expect(active(done)).toEqual([1]);
  });

  it('ruling 26: "All other players" — the card\'s player stays in the room it empties; a detained player cannot leave (ruling 22)', () => {
    const match = five([GARAGE, GARAGE, GARAGE, LAB, RADIO], [[C.evacuation, C.table], [C.detained, C.trust], [C.hide, C.quick], [C.retreat, C.alarmOrange], [C.alarmGreen, C.denied]], { firstPlayer: 1 });
    const waiting = play(match, act(1, C.detained), choose(1, 2), act(2, C.hide), act(3, C.retreat), act(4, C.alarmGreen), act(0, C.evacuation), room(0, GARAGE));
    // The green passage is locked, so seat 1 has blue and gold and must choose; seat 2 is detained.
    expect(waiting.state.pending).toMatchObject({ kind: 'move', seat: 1, cause: 'evacuation', queue: [2] });
    const { match: done, events } = playEvents(waiting, move(1, P.garageLabGold));
    expect(eventsOf(events, 'stayed-put')).toEqual([{ type: 'stayed-put', seat: 2, cause: 'evacuation', reason: 'detained' }]);
    expect(rooms(done)).toEqual([GARAGE, LAB, GARAGE, LAB, RADIO]);
  });
});

describe('Help! HELP! — "Forcibly move up to two players from other rooms into your room, if possible. Your Priority this round is "0"."', () => {
  const hands = [[C.help, C.trust], [C.quick, C.alarmOrange], [C.hide, C.bloodTest], [C.table, C.retreat], [C.alarmGreen, C.denied]];

  it('ruling 13 (revised): the card names no passage — players "from other rooms", any of them, chosen one at a time, up to two', () => {
    // From the Garage, the Infirmary (seat 3) is two passages away: it can be pulled all the same.
    const pulling = play(five(ONE_EACH, hands), act(0, C.help));
    expect(pulling.state.pending).toEqual({ kind: 'pull', seat: 0, pulled: 0 });
    expect(pulling.state.seats[0]?.actionPriority).toBe(0);
    expect(legalTargets(pulling)).toEqual([1, 2, 3, 4]);
    expect(legal(pulling).some((action) => action.type === 'pass')).toBe(true);
    expect(refusal(pulling, choose(0, 0))).toMatchObject({ reason: 'frozen-horror/not-another-living-player', message: expect.stringMatching(/^Help! HELP!: .*; seat 0 is you$/) });
    const { match: once, events } = playEvents(pulling, choose(0, 3));
    // No passage is named, so none is used.
    expect(eventsOf(events, 'moved')).toEqual([{ type: 'moved', seat: 3, cause: 'help', passage: null, colour: null, from: INFIRMARY, to: GARAGE, toName: 'Garage' }]);
    expect(once.state.pending).toEqual({ kind: 'pull', seat: 0, pulled: 1 });
    const twice = play(once, choose(0, 1));
    expect(rooms(twice)).toEqual([GARAGE, GARAGE, LAB, GARAGE, CAFETERIA]);
    expect(twice.state.pending).toBeNull();
    expect(active(twice)).toEqual([1]);
  });

  it('"up to two": the player may stop after one pull, or pull nobody', () => {
    expect(rooms(play(five(ONE_EACH, hands), act(0, C.help), pass(0)))).toEqual(ONE_EACH);
    expect(rooms(play(five(ONE_EACH, hands), act(0, C.help), choose(0, 2), pass(0)))).toEqual([GARAGE, RADIO, GARAGE, INFIRMARY, CAFETERIA]);
  });

  it('ruling 13 (revised): an Alarm\'s Lockdown token forbids passing through its passage — the pull passes through none, so it is not stopped', () => {
    // Seat 0 locks the blue Garage–Radio Room passage, the only one between the two rooms; seat 1,
    // in the Radio Room, still pulls seat 0 out of the Garage.
    const match = five(ONE_EACH, [[C.denied, C.trust], [C.help, C.alarmOrange], [C.hide, C.bloodTest], [C.table, C.retreat], [C.alarmGreen, C.quick]]);
    const pulling = play(match, act(0, C.denied), lock(0, P.garageRadioBlue), act(1, C.help));
    expect(legalTargets(pulling)).toEqual([0, 2, 3, 4]);
    const { match: after, events } = playEvents(pulling, choose(1, 0), pass(1));
    expect(eventsOf(events, 'moved')).toEqual([{ type: 'moved', seat: 0, cause: 'help', passage: null, colour: null, from: GARAGE, to: RADIO, toName: 'Radio Room' }]);
    expect(after.state.lockdowns).toEqual([P.garageRadioBlue]);
  });

  it('"if possible": not a detained player ("They cannot move this round"), nor out of a room under LOCK THE ROOM! ("No one may enter or leave")', () => {
    // Seat 0 detains seat 1 in the Garage; seat 1 locks the Infirmary, seat 3's room. From the
    // Laboratory seat 2 can pull seat 0 and seat 4 (the Radio Room, two passages away) only.
    const match = five([GARAGE, GARAGE, LAB, INFIRMARY, RADIO], [[C.detained, C.trust], [C.lockRoom, C.quick], [C.help, C.bloodTest], [C.table, C.retreat], [C.alarmGreen, C.denied]]);
    const pulling = play(match, act(0, C.detained), act(1, C.lockRoom), room(1, INFIRMARY), act(2, C.help));
    expect(legalTargets(pulling)).toEqual([0, 4]);
    expect(refusal(pulling, choose(2, 1))).toMatchObject({ reason: 'frozen-horror/player-detained', message: expect.stringMatching(/^Help! HELP!: .*; seat 1 is detained and cannot move this round$/) });
    expect(refusal(pulling, choose(2, 3))).toMatchObject({
      reason: 'frozen-horror/room-locked',
      message: expect.stringMatching(/^Help! HELP!: .*; seat 3's room, the Infirmary, is under LOCK THE ROOM!$/),
    });
  });

  it('"if possible": nobody can be pulled into a room under LOCK THE ROOM! — no effect, but the Priority is 0', () => {
    const match = five(ONE_EACH, [[C.lockRoom, C.trust], [C.help, C.alarmOrange], [C.hide, C.bloodTest], [C.table, C.retreat], [C.alarmGreen, C.denied]]);
    const { match: after, events } = playEvents(match, act(0, C.lockRoom), room(0, RADIO), act(1, C.help));
    expect(eventsOf(events, 'no-effect')).toEqual([{ type: 'no-effect', seat: 1, card: 'Help! HELP!', reason: 'nobody can be moved in: your room is under LOCK THE ROOM!' }]);
    expect(after.state.seats[1]?.actionPriority).toBe(0);
    expect(active(after)).toEqual([2]);
  });

  it('LOCK THE ROOM! blocks the room even when every passage to it already had a Lockdown token', () => {
    // Seats 0 and 1 lock both passages of the Radio Room with Alarms; seat 2's LOCK THE ROOM! then
    // places no token, yet "No one may enter or leave": seat 3's Help! cannot pull seat 1 out.
    const match = five(ONE_EACH, [[C.denied, C.trust], [C.alarmGold, C.quick], [C.lockRoom, C.bloodTest], [C.help, C.retreat], [C.alarmGreen, C.hide]]);
    const locked = play(match, act(0, C.denied), lock(0, P.garageRadioBlue), act(1, C.alarmGold), lock(1, P.radioInfirmaryGold), act(2, C.lockRoom), room(2, RADIO));
    expect(locked.state.lockdowns).toEqual([P.garageRadioBlue, P.radioInfirmaryGold]);
    expect(locked.state.effects.lockedRoom).toBe(RADIO);
    expect(legalTargets(play(locked, act(3, C.help)))).toEqual([0, 2, 4]);
  });

  it('nobody else to pull (all in your room): no effect, but the Priority is 0', () => {
    const match = five([GARAGE, GARAGE, GARAGE, GARAGE, GARAGE], hands);
    const { match: after, events } = playEvents(match, act(0, C.help));
    expect(eventsOf(events, 'no-effect')[0]).toMatchObject({ seat: 0, card: 'Help! HELP!' });
    expect(after.state.seats[0]?.actionPriority).toBe(0);
    expect(active(after)).toEqual([1]);
  });
});

describe('Quick Move — "Choose an Access Key color and pass through an open passage of that color from your room, if possible."', () => {
  it('ruling 24: any of the four colours; the move follows the colour, and a colour that leads nowhere moves nobody', () => {
    const choosing = play(five(ONE_EACH, [[C.quick, C.trust], [C.table, C.hide], [C.help, C.bloodTest], [C.alarmOrange, C.retreat], [C.alarmGreen, C.denied]]), act(0, C.quick));
    expect(choosing.state.pending).toEqual({ kind: 'colour', seat: 0 });
    expect(legal(choosing).map((action) => (action.type === 'choose-colour' ? action.colour : ''))).toEqual(['blue', 'gold', 'green', 'orange']);
    expect(rooms(play(choosing, colour(0, 'gold')))[0]).toBe(LAB);
    expect(rooms(play(choosing, colour(0, 'green')))[0]).toBe(CAFETERIA);
    const { match: stayed, events } = playEvents(choosing, colour(0, 'orange'));
    expect(rooms(stayed)[0]).toBe(GARAGE);
    expect(stayed.state.pending).toBeNull();
    expect(eventsOf(events, 'stayed-put')).toEqual([{ type: 'stayed-put', seat: 0, cause: 'quickMove', reason: 'noOpenPassage' }]);
  });

  it('detained: no effect, no colour asked', () => {
    const match = five([GARAGE, GARAGE, LAB, INFIRMARY, CAFETERIA], [[C.detained, C.trust], [C.quick, C.hide], [C.help, C.bloodTest], [C.table, C.retreat], [C.alarmGreen, C.denied]]);
    const { match: after, events } = playEvents(match, act(0, C.detained), act(1, C.quick));
    expect(eventsOf(events, 'stayed-put')).toEqual([{ type: 'stayed-put', seat: 1, cause: 'quickMove', reason: 'detained' }]);
    expect(active(after)).toEqual([2]);
  });
});

describe('LOCK THE ROOM! — "Block any room by placing Lockdown tokens on all passages leading to it. No one may enter or leave until the end of the round."', () => {
  it('every passage of the chosen room gets a token; nobody can then leave it or enter it', () => {
    const match = five([GARAGE, INFIRMARY, RADIO, LAB, CAFETERIA], [[C.lockRoom, C.hide], [C.evacuation, C.trust], [C.dna, C.stayBack], [C.bloodTest, C.retreat], [C.quick, C.help]]);
    const { match: locked, events } = playEvents(match, act(0, C.lockRoom), room(0, INFIRMARY));
    expect(eventsOf(events, 'lockdown-placed').map((event) => event.passage)).toEqual([P.radioInfirmaryGold, P.labInfirmaryOrange, P.infirmaryCafeteriaBlue]);
    expect(locked.state.lockdowns).toEqual([3, 4, 5]);
    // Seat 1 cannot leave the Infirmary (Trust No One: blue, gold, green); seat 3 in the Laboratory
    // (Blood Test: gold, orange) cannot enter it, so gold to the Garage is its only way.
    const { match: after, events: later } = playEvents(locked, key(1, C.trust), key(2, C.stayBack), key(3, C.bloodTest));
    expect(eventsOf(later, 'stayed-put')).toEqual([{ type: 'stayed-put', seat: 1, cause: 'accessKey', reason: 'noOpenPassage' }]);
    expect(rooms(after)).toEqual([GARAGE, INFIRMARY, GARAGE, GARAGE, CAFETERIA]);
  });
});

describe('Alarms — "Place a Lockdown token on the … passage. Until the end of the round, movement through this passage is forbidden."', () => {
  it('Alarm: Green and Alarm: Orange lock their one passage at once', () => {
    const match = five(ONE_EACH, [[C.alarmGreen, C.hide], [C.alarmOrange, C.trust], [C.help, C.bloodTest], [C.table, C.retreat], [C.quick, C.denied]]);
    const { match: after, events } = playEvents(match, act(0, C.alarmGreen), act(1, C.alarmOrange));
    expect(eventsOf(events, 'lockdown-placed')).toEqual([
      { type: 'lockdown-placed', seat: 0, passage: P.garageCafeteriaGreen, colour: 'green' },
      { type: 'lockdown-placed', seat: 1, passage: P.labInfirmaryOrange, colour: 'orange' },
    ]);
    expect(after.state.lockdowns).toEqual([2, 4]);
    expect(viewOf(after, null).lockdowns).toEqual([2, 4]);
  });

  it('Alarm: Blue — "Since Blue and Gold each have two Passages, you only need to block one of them": the player chooses which', () => {
    const choosing = play(five(ONE_EACH, [[C.alarmBlue, C.hide], [C.denied, C.trust], [C.help, C.bloodTest], [C.table, C.retreat], [C.quick, C.alarmGreen]]), act(0, C.alarmBlue));
    expect(choosing.state.pending).toEqual({ kind: 'lock', seat: 0, cause: 'alarmBlue' });
    expect(legal(choosing).map((action) => (action.type === 'lock-passage' ? action.passage : -1))).toEqual([P.garageRadioBlue, P.infirmaryCafeteriaBlue]);
    expect(refusal(choosing, lock(0, P.garageLabGold))).toMatchObject({
      reason: 'frozen-horror/passage-wrong-colour',
      message: 'Alarm: Blue: place the Lockdown token on a blue passage that has none yet; the gold passage between the Garage and the Laboratory is gold',
    });
    expect(play(choosing, lock(0, P.infirmaryCafeteriaBlue)).state.lockdowns).toEqual([5]);
  });

  it('Alarm: Gold (stand-in) chooses between the two gold passages; with one already locked it takes the other', () => {
    const hands = [[C.denied, C.hide], [C.alarmGold, C.trust], [C.help, C.bloodTest], [C.table, C.retreat], [C.quick, C.alarmGreen]];
    const direct = play(five(ONE_EACH, hands, { firstPlayer: 1 }), act(1, C.alarmGold));
    expect(legal(direct).map((action) => (action.type === 'lock-passage' ? action.passage : -1))).toEqual([P.garageLabGold, P.radioInfirmaryGold]);
    const after = play(five(ONE_EACH, hands), act(0, C.denied), lock(0, P.garageLabGold), act(1, C.alarmGold));
    expect(after.state.lockdowns).toEqual([P.garageLabGold, P.radioInfirmaryGold]);
  });

  it('Alarm: Access Denied — "Place a Lockdown token on ANY passage": any passage without one', () => {
    const choosing = play(five(ONE_EACH, [[C.alarmGreen, C.hide], [C.denied, C.trust], [C.help, C.bloodTest], [C.table, C.retreat], [C.quick, C.alarmOrange]]), act(0, C.alarmGreen), act(1, C.denied));
    expect(legal(choosing).map((action) => (action.type === 'lock-passage' ? action.passage : -1))).toEqual([0, 1, 3, 4, 5]);
    expect(refusal(choosing, lock(1, P.garageCafeteriaGreen)).code).toBe('ILLEGAL_ACTION');
  });

  it('ruling 23: a colour whose passages all have tokens: no effect', () => {
    const match = five(ONE_EACH, [[C.denied, C.hide], [C.alarmGreen, C.trust], [C.help, C.bloodTest], [C.table, C.retreat], [C.quick, C.alarmOrange]]);
    const { events } = playEvents(match, act(0, C.denied), lock(0, P.garageCafeteriaGreen), act(1, C.alarmGreen));
    expect(eventsOf(events, 'no-effect')).toEqual([{ type: 'no-effect', seat: 1, card: 'Alarm: Green', reason: 'every such passage already has a Lockdown token' }]);
  });
});

describe('Analysis Results — "Choose another player and look at their Identity card. If played as your 1st card, you may reveal their Identity. If you do, you cannot play a 2nd card. Your Priority is 1."', () => {
  const table = (): FhMatch => position({ rooms: [GARAGE, RADIO, LAB, INFIRMARY], horror: 2, hands: [[C.analysis, C.trust], [C.quick, C.table], [C.help, C.alarmOrange], [C.bloodTest, C.retreat]] });

  it('the look is seen by the looking seat alone; that it looked is public', () => {
    const { match: looked, events } = playEvents(table(), act(0, C.analysis), choose(0, 2));
    expect(eventsOf(events, 'identity-looked')).toEqual([{ type: 'identity-looked', seat: 0, target: 2, identity: 'horror', visibleTo: [0] }]);
    expect(eventsFor(events, 1).some((event) => event.type === 'identity-looked')).toBe(false);
    expect(viewOf(looked, 0).seats[2]?.identity).toBe('horror');
    expect(viewOf(looked, 1).seats[2]?.identity).toBeNull();
    expect(viewOf(looked, 1).seats[0]?.knows).toEqual([2]);
  });

  it('ruling 16: as the first card, reveal — and play no second card (the slot is skipped); Priority 1', () => {
    const offered = play(table(), act(0, C.analysis), choose(0, 2));
    expect(offered.state.pending).toEqual({ kind: 'reveal', seat: 0, target: 2 });
    const { match: revealed, events } = playEvents(offered, reveal(0, true));
    expect(eventsOf(events, 'identity-revealed')).toEqual([{ type: 'identity-revealed', seat: 2, identity: 'horror', cause: 'analysisResults' }]);
    expect(eventsOf(events, 'second-card-forfeited')).toEqual([{ type: 'second-card-forfeited', seat: 0 }]);
    expect(viewOf(revealed, 3).seats[2]?.identity).toBe('horror');
    expect(viewOf(revealed, 3).seats[0]?.priority).toBe(1);
    // The snake goes 1, 2, 3, 3, 2, 1 — and then the round is over, seat 0's second slot skipped.
    const end = play(
      revealed,
      key(1, C.table), // no move from the Radio Room
      act(2, C.help),
      pass(2),
      act(3, C.retreat),
      key(3, C.bloodTest),
      move(3, P.radioInfirmaryGold),
      key(2, C.alarmOrange), // no move from the Laboratory
      act(1, C.quick),
      colour(1, 'orange'), // no orange passage in the Radio Room
    );
    expect(end.state.round).toBe(2);
    // Ruling 17: seat 0's unplayed card (Trust No One, card 0) was discarded face up with the rest.
    expect(end.state.discard).toContain(0);
  });

  it('as the first card, keep it secret: play goes on as usual', () => {
    const kept = play(table(), act(0, C.analysis), choose(0, 2), reveal(0, false));
    expect(viewOf(kept, 3).seats[2]?.identity).toBeNull();
    expect(active(kept)).toEqual([1]);
    expect(kept.state.seats[0]?.forfeited).toBe(false);
  });

  it('as the second card: no reveal is offered, and Priority 1 overrides the Access Key\'s 2', () => {
    // Seat 0 walks into the Laboratory with the Horror on Trust No One (Priority 2), then plays
    // Analysis Results: its Priority is 1, still the highest Human there.
    const second = play(
      table(),
      key(0, C.trust),
      move(0, P.garageLabGold),
      key(1, C.table),
      act(2, C.help),
      pass(2),
      act(3, C.retreat),
      key(3, C.bloodTest),
      move(3, P.radioInfirmaryGold),
      key(2, C.alarmOrange),
      act(1, C.quick),
      colour(1, 'orange'),
      act(0, C.analysis),
    );
    expect(second.state.pending).toEqual({ kind: 'player', seat: 0, cause: 'analysisResults' });
    const { events } = playEvents(second, choose(0, 3));
    expect(eventsOf(events, 'second-card-forfeited')).toEqual([]);
    expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 2, room: LAB, priority: 1, victims: [0] });
  });
});

describe('Stay Back! — "Until the end of the round, any player who enters your room will be shot and killed. Does not affect players already in your room."', () => {
  it('ruling 10 (revised): a player entering is killed at that moment — Badge flipped, Identity card revealed, its unplayed card discarded face up, its second turn skipped; a player already in the room is not affected', () => {
    // The Infirmary is destroyed instead of the Cafeteria. Seat 0 plays Stay Back! in the Garage with
    // seat 1 there; seat 2 walks in from the Laboratory; seat 3, the Horror, stays in the Cafeteria.
    const match = position({
      rooms: [GARAGE, GARAGE, LAB, CAFETERIA],
      destroyed: [INFIRMARY],
      horror: 3,
      hands: [[C.stayBack, C.detained], [C.retreat, C.alarmOrange], [C.hide, C.dna], [C.bloodTest, C.help]],
    });
    const entered = playEvents(match, act(0, C.stayBack), act(1, C.retreat), key(2, C.hide));
    // "will be shot and killed": now, not at the end of the round.
    expect(entered.match.state.seats[2]).toMatchObject({ alive: false, room: null, revealed: true, hand: [] });
    expect(entered.events.filter((event) => ['moved', 'shot-on-entering', 'player-killed', 'hand-discarded'].includes(event.type))).toEqual([
      { type: 'moved', seat: 2, cause: 'accessKey', passage: P.garageLabGold, colour: 'gold', from: LAB, to: GARAGE, toName: 'Garage' },
      { type: 'shot-on-entering', seat: 2, holder: 0, room: GARAGE },
      { type: 'player-killed', seat: 2, identity: 'human', cause: 'stayBack' },
      { type: 'hand-discarded', seat: 2, cards: [card(C.dna)] },
    ]);
    expect(entered.match.state.discard).toEqual([card(C.dna)]);
    expect(viewOf(entered.match, 1).seats[2]).toMatchObject({ identity: 'human', handSize: 0 });
    expect(entered.match.state.seats[1]?.alive).toBe(true);
    const before = play(entered.match, act(3, C.help), pass(3), key(3, C.bloodTest)); // no move from the Cafeteria
    // The snake goes back 3, 2, 1, 0: the dead seat 2 plays no second card.
    expect(active(before)).toEqual([1]);
    expect(refusal(before, act(2, C.dna)).code).toBe('NOT_YOUR_TURN');
    const { match: end, events } = playEvents(
      before,
      key(1, C.alarmOrange),
      move(1, P.garageRadioBlue),
      key(0, C.detained), // blue to the Radio Room: the holder walking in on seat 1 shoots nobody
    );
    expect(eventsOf(events, 'player-killed')).toEqual([]);
    expect(end.state.seats.map((seat) => seat.alive)).toEqual([true, true, false, true]);
  });

  it('Player Death (ruling 27, revised): the Horror shot entering dies at once — "If the HORROR was killed, the game is over, and all surviving Crew Members WIN" — so no Trust No One can pass its card on afterwards', () => {
    // The seed of the old ruling 27's test, where a Trust No One played after the shot dealt the
    // HORROR card to the Stay Back! player: that Trust No One can no longer be played.
    const match = position({
      rooms: [GARAGE, RADIO, LAB, INFIRMARY],
      horror: 1,
      seed: 'stay-back-trust/0',
      hands: [[C.stayBack, C.table], [C.quick, C.hide], [C.trust, C.alarmOrange], [C.bloodTest, C.alarmGreen]],
    });
    const { match: end, events } = playEvents(match, act(0, C.stayBack), key(1, C.quick)); // blue: Radio Room → Garage
    expect(end.state.outcome).toEqual({ winners: [0, 2, 3], reason: 'horror-killed', returns: [1, -1, 1, 1] });
    expect(eventsOf(events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 1, identity: 'horror', cause: 'stayBack' }]);
    expect(eventsOf(events, 'game-ended')).toEqual([{ type: 'game-ended', reason: 'horror-killed', winners: [0, 2, 3], horror: 1 }]);
    expect(active(end)).toEqual([]);
    expect(refusal(end, act(2, C.trust)).code).toBe('GAME_OVER');
  });

  it('ruling 3: the last Human shot entering ends the game at once — the Horror\'s player wins', () => {
    // Two players left. The Horror (seat 0) plays Stay Back! in the Garage; seat 1 walks in.
    const match = position({
      dead: [2, 3],
      rooms: [GARAGE, RADIO, 0, 0],
      horror: 0,
      hands: [[C.stayBack, C.table], [C.quick, C.hide], [], []],
      destroyed: [CAFETERIA, INFIRMARY],
    });
    const { match: end, events } = playEvents(match, act(0, C.stayBack), key(1, C.quick)); // blue: Radio Room → Garage
    expect(end.state.outcome).toEqual({ winners: [0], reason: 'humans-killed-by-cards', returns: [1, -1, -1, -1] });
    expect(eventsOf(events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 1, identity: 'human', cause: 'stayBack' }]);
    expect(active(end)).toEqual([]);
  });

  it('ruling 10: a player pulled in by Help! HELP! dies at once and the puller pulls on; pulling the Horror in ends the game', () => {
    const match = position({
      rooms: [GARAGE, RADIO, GARAGE, LAB],
      horror: 3,
      hands: [[C.stayBack, C.hide], [C.alarmGreen, C.table], [C.help, C.bloodTest], [C.alarmOrange, C.quick]],
    });
    const pulled = playEvents(match, act(0, C.stayBack), act(1, C.alarmGreen), act(2, C.help), choose(2, 1)); // from the Radio Room into the Garage
    expect(pulled.match.state.seats[1]).toMatchObject({ alive: false, room: null, hand: [] });
    expect(eventsOf(pulled.events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 1, identity: 'human', cause: 'stayBack' }]);
    expect(eventsOf(pulled.events, 'hand-discarded')).toEqual([{ type: 'hand-discarded', seat: 1, cards: [card(C.table)] }]);
    // The puller's decision goes on: the Horror in the Laboratory is the one player left to pull.
    expect(pulled.match.state.pending).toEqual({ kind: 'pull', seat: 2, pulled: 1 });
    expect(legalTargets(pulled.match)).toEqual([3]);
    const { match: end, events } = playEvents(pulled.match, choose(2, 3));
    expect(eventsOf(events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 3, identity: 'horror', cause: 'stayBack' }]);
    expect(end.state.outcome).toEqual({ winners: [0, 2], reason: 'horror-killed', returns: [1, -1, 1, -1] });
  });

  describe('ruling 10: an evacuee whose choice it is walks in and dies; the evacuation goes on — unless it was the Horror', () => {
    // Seat 0 plays Stay Back! in the Garage; seat 3 evacuates the Radio Room (seats 1 and 2), whose
    // passages lead to the Garage and the Infirmary; seat 1 chooses the Garage.
    const evacuated = (horror: number): { match: FhMatch; events: FrozenHorrorEvent[] } =>
      playEvents(
        five([GARAGE, RADIO, RADIO, LAB, CAFETERIA], [[C.stayBack, C.alarmBlue], [C.hide, C.quick], [C.retreat, C.alarmOrange], [C.evacuation, C.trust], [C.alarmGreen, C.denied]], { horror }),
        act(0, C.stayBack),
        act(1, C.hide),
        act(2, C.retreat),
        act(3, C.evacuation),
        room(3, RADIO),
        move(1, P.garageRadioBlue),
      );

    it('a Human: it dies, and the next evacuee decides', () => {
      const { match, events } = evacuated(4);
      expect(match.state.seats[1]).toMatchObject({ alive: false, room: null, hand: [] });
      expect(eventsOf(events, 'hand-discarded')).toEqual([{ type: 'hand-discarded', seat: 1, cards: [card(C.quick)] }]);
      expect(match.state.pending).toEqual({ kind: 'move', seat: 2, cause: 'evacuation', colours: ['blue', 'gold', 'green', 'orange'], queue: [] });
      expect(active(match)).toEqual([2]);
      expect(rooms(play(match, move(2, P.radioInfirmaryGold)))).toEqual([GARAGE, null, INFIRMARY, LAB, CAFETERIA]);
    });

    it('the Horror: the game is over at once, and the evacuee still waiting stays', () => {
      const { match } = evacuated(1);
      expect(match.state.outcome).toEqual({ winners: [0, 2, 3, 4], reason: 'horror-killed', returns: [1, -1, 1, 1, 1] });
      expect(match.state.pending).toBeNull();
      expect(rooms(match)).toEqual([GARAGE, null, RADIO, LAB, CAFETERIA]);
    });
  });

  it('ruling 10: a player whose own Quick Move takes it in dies in the middle of its card; its other card is discarded and its turn skipped', () => {
    const match = position({
      rooms: [GARAGE, RADIO, LAB, INFIRMARY],
      horror: 3,
      hands: [[C.stayBack, C.detained], [C.quick, C.hide], [C.alarmOrange, C.table], [C.bloodTest, C.alarmGreen]],
    });
    const choosing = play(match, act(0, C.stayBack), act(1, C.quick));
    expect(choosing.state.pending).toEqual({ kind: 'colour', seat: 1 });
    const { match: shot, events } = playEvents(choosing, colour(1, 'blue')); // Radio Room → Garage
    expect(eventsOf(events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 1, identity: 'human', cause: 'stayBack' }]);
    expect(eventsOf(events, 'hand-discarded')).toEqual([{ type: 'hand-discarded', seat: 1, cards: [card(C.hide)] }]);
    expect(shot.state.pending).toBeNull();
    expect(active(shot)).toEqual([2]);
    const last = play(
      shot,
      act(2, C.alarmOrange),
      act(3, C.bloodTest), // alone in the Infirmary: no effect
      key(3, C.alarmGreen), // blue leads to the destroyed Cafeteria, orange is locked: no move
      key(2, C.table), // no green passage, orange locked: no move
    );
    // Seat 1's second slot is skipped: seat 0 plays the round's last card.
    expect(active(last)).toEqual([0]);
  });
});

describe('ruling 10 (revised): "Until the end of the round" — the moves made at the end of the round are not shot by Stay Back!', () => {
  it('the armed man moving into the Stay Back! room after his shot is not shot', () => {
    // Four players (the Cafeteria destroyed). Seat 0 plays Stay Back! in the Laboratory, where seats
    // 1 and 3 already are; seat 3 walks out to the Garage, where the armed man (seat 2) stays.
    const match = position({
      rooms: [LAB, LAB, GARAGE, LAB],
      horror: 0,
      hands: [[C.stayBack, C.quick], [C.alarmOrange, C.alarmGreen], [C.armed, C.table], [C.hide, C.bloodTest]],
    });
    const { match: after, events } = playEvents(
      match,
      act(0, C.stayBack),
      key(1, C.alarmOrange), // blue, green: no move out of the Laboratory
      act(2, C.armed),
      key(3, C.hide), // gold: Laboratory → Garage (leaving is not entering)
      act(3, C.bloodTest), // seat 3 looks at seat 2
      key(2, C.table), // green leads to the destroyed Cafeteria: no move
      act(1, C.alarmGreen),
      key(0, C.quick), // no blue or green passage out of the Laboratory
    );
    // The armed man shoots seat 3, then moves into the fullest room: the Laboratory (seats 0 and 1).
    expect(eventsOf(events, 'player-killed')[0]).toEqual({ type: 'player-killed', seat: 3, identity: 'human', cause: 'shot' });
    expect(eventsOf(events, 'moved')).toContainEqual({
      type: 'moved',
      seat: 2,
      cause: 'armedMan',
      passage: P.garageLabGold,
      colour: 'gold',
      from: GARAGE,
      to: LAB,
      toName: 'Laboratory',
    });
    expect(eventsOf(events, 'shot-on-entering')).toEqual([]);
    expect(eventsOf(events, 'player-killed').filter((event) => event.cause === 'stayBack')).toEqual([]);
    // The Horror (seat 0, the Stay Back! player) kills the Human at Priority 2 (seat 1); the armed man, at 1, lives.
    expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 0, room: LAB, priority: 2, victims: [1] });
    expect(after.state.seats[2]?.alive).toBe(true);
  });

  it('Safe Retreat leaving the Horror\'s room into the Stay Back! room is not shot', () => {
    // Four players. Seat 0 plays Stay Back! in the Laboratory; seat 1 (Safe Retreat) walks from the
    // Radio Room into the Garage, where the Horror (seat 2) stays; seat 3 walks to the Radio Room.
    const match = position({
      rooms: [LAB, RADIO, GARAGE, INFIRMARY],
      horror: 2,
      hands: [[C.stayBack, C.quick], [C.retreat, C.detained], [C.table, C.bloodTest], [C.hide, C.alarmGreen]],
    });
    const waiting = play(
      match,
      act(0, C.stayBack),
      act(1, C.retreat),
      key(2, C.table), // green leads to the destroyed Cafeteria: no move
      key(3, C.hide), // gold: Infirmary → Radio Room
      act(3, C.alarmGreen),
      act(2, C.bloodTest), // alone in the Garage: no effect
      key(1, C.detained), // blue: Radio Room → Garage
      key(0, C.quick), // no move
    );
    expect(waiting.state.pending).toEqual({ kind: 'retreat', seat: 1 });
    expect(legalPassages(waiting)).toEqual([P.garageRadioBlue, P.garageLabGold]);
    const { match: after, events } = playEvents(waiting, move(1, P.garageLabGold));
    expect(eventsOf(events, 'moved')).toEqual([
      { type: 'moved', seat: 1, cause: 'safeRetreat', passage: P.garageLabGold, colour: 'gold', from: GARAGE, to: LAB, toName: 'Laboratory' },
    ]);
    expect(eventsOf(events, 'shot-on-entering')).toEqual([]);
    expect(eventsOf(events, 'player-killed')).toEqual([]);
    expect(after.state.seats[1]?.alive).toBe(true);
    expect(after.state.round).toBe(2);
  });

  it('a player leaving a destroyed room at Clean Up — after the round — walks into the Stay Back! player\'s room unharmed', () => {
    // Five players. Seat 0 plays Stay Back! in the Garage and stays there (green is locked); seat 1
    // walks in from the Radio Room and dies, so four are left and Clean Up destroys a room. Seats 2
    // (Laboratory), 3 (the Horror, Radio Room) and 4 (Cafeteria) each have a way into the Garage.
    const seen = new Set<number>();
    for (let seed = 0; seen.size < 3 && seed < 60; seed++) {
      const { match, events } = playEvents(
        five(ONE_EACH, [[C.stayBack, C.table], [C.quick, C.lockedIn], [C.detained, C.alarmOrange], [C.bloodTest, C.hide], [C.alarmGreen, C.denied]], { horror: 3, seed: `clean-up-stay-back/${seed}` }),
        act(0, C.stayBack),
        key(1, C.quick), // blue: Radio Room → Garage, killed
        act(2, C.detained), // nobody else in the Laboratory: no effect
        act(3, C.bloodTest), // alone in the Infirmary: no effect
        act(4, C.alarmGreen),
        key(4, C.denied), // no gold passage out of the Cafeteria, green locked: no move
        key(3, C.hide), // gold: Infirmary → Radio Room
        key(2, C.alarmOrange), // no blue or green passage out of the Laboratory
        key(0, C.table), // green locked, no orange: the holder stays in the Garage
      );
      expect(eventsOf(events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 1, identity: 'human', cause: 'stayBack' }]);
      const gone = eventsOf(events, 'room-destroyed')[0]?.room;
      const leaver = gone === RADIO ? 3 : gone === LAB ? 2 : gone === CAFETERIA ? 4 : undefined;
      if (leaver === undefined || gone === undefined) continue;
      seen.add(gone);
      const into = gone === RADIO ? P.garageRadioBlue : gone === LAB ? P.garageLabGold : P.garageCafeteriaGreen;
      expect(match.state.pending).toMatchObject({ kind: 'move', seat: leaver, cause: 'destroyedRoom' });
      const { match: after, events: leaving } = playEvents(match, move(leaver, into));
      expect(eventsOf(leaving, 'moved')).toEqual([expect.objectContaining({ seat: leaver, cause: 'destroyedRoom', to: GARAGE })]);
      expect(eventsOf(leaving, 'shot-on-entering')).toEqual([]);
      expect(after.state.seats[leaver]).toMatchObject({ alive: true, room: GARAGE });
      expect(after.state.round).toBe(2);
    }
    expect(seen.size).toBe(3);
  });
});

describe('Flamethrower (stand-in) — places the Fire token: "At the end of the round, the player in that room dies. … The room is NOT destroyed."', () => {
  it('ruling 11: everyone in the room dies, the placer too', () => {
    const match = position({
      rooms: [LAB, LAB, RADIO, INFIRMARY],
      horror: 3,
      hands: [[C.flamethrower, C.quick], [C.hide, C.alarmOrange], [C.table, C.alarmGreen], [C.bloodTest, C.help]],
    });
    const { match: end, events } = playEvents(
      match,
      act(0, C.flamethrower),
      room(0, LAB),
      act(1, C.hide),
      key(2, C.table),
      act(3, C.help),
      pass(3),
      key(3, C.bloodTest),
      move(3, P.radioInfirmaryGold),
      act(2, C.alarmGreen),
      key(1, C.alarmOrange),
      key(0, C.quick),
    );
    expect(eventsOf(events, 'fire-placed')).toEqual([{ type: 'fire-placed', seat: 0, room: LAB, roomName: 'Laboratory' }]);
    expect(eventsOf(events, 'player-killed').map((event) => [event.seat, event.cause])).toEqual([
      [0, 'fire'],
      [1, 'fire'],
      [2, 'horror'],
    ]);
    expect(end.state.outcome).toMatchObject({ winners: [3], reason: 'horror-killed-all-humans' });
    expect(end.state.destroyed).toEqual([CAFETERIA]);
  });
});

describe('Blood Test (stand-in) — "Choose another player in your room and look at their Identity card."', () => {
  it('only players in your room; the look is private', () => {
    const match = position({ rooms: [GARAGE, GARAGE, LAB, INFIRMARY], horror: 1, hands: [[C.bloodTest, C.hide], [C.quick, C.table], [C.help, C.alarmOrange], [C.trust, C.retreat]] });
    const { match: after, events } = playEvents(match, act(0, C.bloodTest));
    expect(eventsOf(events, 'identity-looked')).toEqual([{ type: 'identity-looked', seat: 0, target: 1, identity: 'horror', visibleTo: [0] }]);
    expect(viewOf(after, 0).seats[1]?.identity).toBe('horror');
    expect(viewOf(after, 2).seats[1]?.identity).toBeNull();
  });
});
