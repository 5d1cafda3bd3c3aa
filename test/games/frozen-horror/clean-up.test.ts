/**
 * Clean Up: removed and discarded cards, tokens, the Identity cards shrinking with the living, the
 * rooms destroyed at 4 and 3 living players ("even if it happens in the same round … you will never
 * destroy more than two rooms"), players leaving a destroyed room, and the First Player token.
 * Rulings 15, 17 and 20.
 */
import { describe, expect, it } from 'vitest';
import { standInContent } from '../../../src/games/frozen-horror/index.js';
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
  living,
  lock,
  move,
  pass,
  play,
  playEvents,
  position,
  type FhMatch,
  type FrozenHorrorAction,
  type FrozenHorrorEvent,
} from './helpers.js';

/** Resolves every pending "leave the destroyed room" decision with the first passage offered. */
function leaveDestroyedRooms(match: FhMatch, events: FrozenHorrorEvent[]): FhMatch {
  let current = match;
  while (current.state.pending?.kind === 'move' && current.state.pending.cause === 'destroyedRoom') {
    const first = legal(current)[0];
    if (first === undefined) throw new Error('no way out');
    const played = playEvents(current, first);
    current = played.match;
    events.push(...played.events);
  }
  return current;
}

describe('cards and tokens', () => {
  it('"Return to the box all Station cards that say \'Remove this card from the game.\'" — when played as Actions; as an Access Key, turned to show its squares, such a card is discarded (ruling 20)', () => {
    // Seats 2 and 3 play Alarm: Green and Alarm: Orange as Actions; seat 0 plays Alarm: Gold as its
    // Access Key (blue, to the Radio Room). Nobody dies: the Horror (seat 2) is alone.
    const match = position({
      rooms: [GARAGE, RADIO, LAB, INFIRMARY],
      horror: 2,
      hands: [[C.hide, C.alarmGold], [C.detained, C.retreat], [C.alarmGreen, C.quick], [C.alarmOrange, C.bloodTest]],
    });
    const { match: after, events } = playEvents(
      match,
      act(0, C.hide),
      key(1, C.detained),
      act(2, C.alarmGreen),
      act(3, C.alarmOrange),
      key(3, C.bloodTest),
      key(2, C.quick),
      act(1, C.retreat),
      key(0, C.alarmGold),
    );
    const discarded = eventsOf(events, 'cards-discarded')[0];
    expect(discarded?.removed).toEqual([card(C.alarmGreen), card(C.alarmOrange)]);
    expect([...(discarded?.discarded ?? [])].sort((a, b) => a - b)).toEqual(
      [C.hide, C.alarmGold, C.detained, C.retreat, C.quick, C.bloodTest].map((name) => card(name)).sort((a, b) => a - b),
    );
    expect(after.state.removed).toEqual([card(C.alarmGreen), card(C.alarmOrange)]);
    expect(after.state.discard).toContain(card(C.alarmGold));
    expect(after.state.seats.every((seat) => seat.played.length === 0)).toBe(true);
    expect(after.state.effects).toEqual({ stayBack: null, armedMan: null, lockedIn: null, safeRetreat: null, lockedRoom: null });
  });

  it('ruling 20: a card that says "Remove this card from the game" but was never played — kept in hand by an Analysis Results reveal — is discarded', () => {
    // Seat 0 reveals the Horror with Analysis Results as its first card and so never plays its
    // Alarm: Blue (ruling 16); Clean Up discards it face up with the played cards (ruling 17).
    const match = position({
      rooms: [GARAGE, RADIO, LAB, INFIRMARY],
      horror: 2,
      hands: [[C.analysis, C.alarmBlue], [C.quick, C.table], [C.help, C.alarmOrange], [C.bloodTest, C.retreat]],
    });
    const { match: after, events } = playEvents(
      match,
      act(0, C.analysis),
      choose(0, 2),
      { type: 'reveal-identity', player: 0, reveal: true },
      key(1, C.table), // no move from the Radio Room
      act(2, C.help),
      { type: 'pass', player: 2 },
      act(3, C.retreat),
      key(3, C.bloodTest),
      move(3, P.radioInfirmaryGold),
      key(2, C.alarmOrange), // no move from the Laboratory
      act(1, C.quick),
      colour(1, 'orange'), // no orange passage in the Radio Room
    );
    expect(after.state.round).toBe(2);
    const discarded = eventsOf(events, 'cards-discarded')[0];
    expect(discarded?.removed).toEqual([]);
    expect(discarded?.discarded).toContain(card(C.alarmBlue));
    expect(after.state.removed).toEqual([]);
  });

  it('"Gather all Identity cards. Remove one HUMAN card for each eliminated player": the next deal has one card per living player', () => {
    // Seat 1 walks into the Garage, where the Horror (seat 0) is; its Safe Retreat is declined.
    const match = position({
      rooms: [GARAGE, RADIO, LAB, INFIRMARY],
      horror: 0,
      hands: [[C.hide, C.table], [C.detained, C.retreat], [C.alarmGreen, C.quick], [C.alarmOrange, C.bloodTest]],
    });
    const played = playEvents(match, act(0, C.hide), key(1, C.detained), act(2, C.alarmGreen), act(3, C.alarmOrange), key(3, C.bloodTest), key(2, C.quick), act(1, C.retreat), key(0, C.table));
    expect(played.match.state.pending).toEqual({ kind: 'retreat', seat: 1 });
    const events: FrozenHorrorEvent[] = [];
    const declined = playEvents(played.match, { type: 'pass', player: 1 });
    events.push(...declined.events);
    const after = leaveDestroyedRooms(declined.match, events);
    expect(eventsOf(events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 1, identity: 'human', cause: 'horror' }]);
    expect(after.state.round).toBe(2);
    const dealt = eventsOf(events, 'identity-dealt');
    expect(dealt.map((event) => event.seat).sort()).toEqual([0, 2, 3]);
    expect(dealt.filter((event) => event.identity === 'horror')).toHaveLength(1);
    expect(after.state.seats[1]).toMatchObject({ alive: false, identity: 'human', hand: [] });
  });
});

describe('"If the number of living players drops to 4, destroy one room … Players in that room must immediately move to another connected room."', () => {
  /**
   * Five players, one per room; seat 3 walks into the Laboratory, where the Horror (seat 2) kills it.
   * Then the Radio Room holds seats 0 and 1, the Laboratory seat 2, the Cafeteria seat 4.
   */
  const oneDeath = (seed: string): { match: FhMatch; events: FrozenHorrorEvent[] } =>
    playEvents(
      position({
        players: 5,
        rooms: [GARAGE, RADIO, LAB, INFIRMARY, CAFETERIA],
        horror: 2,
        hands: [[C.alarmGreen, C.detained], [C.hide, C.table], [C.denied, C.quick], [C.alarmBlue, C.stayBack], [C.help, C.bloodTest]],
        seed,
      }),
      act(0, C.alarmGreen),
      act(1, C.hide),
      act(2, C.denied),
      lock(2, P.radioInfirmaryGold),
      act(3, C.alarmBlue),
      lock(3, P.infirmaryCafeteriaBlue),
      act(4, C.help), // Alarm tokens do not stop a pull (ruling 13), but seat 4 pulls nobody
      pass(4),
      key(4, C.bloodTest),
      key(3, C.stayBack), // only orange is open: into the Laboratory
      key(2, C.quick),
      key(1, C.table),
      key(0, C.detained), // blue: into the Radio Room
    );

  const OCCUPANTS: Readonly<Record<number, readonly number[]>> = { [RADIO]: [0, 1], [LAB]: [2], [INFIRMARY]: [], [CAFETERIA]: [4] };

  it('a Destroyed Room card drawn at random; its players leave one by one, clockwise from the First Player, each choosing its passage (ruling 15)', () => {
    const drawn = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const { match, events } = oneDeath(`destroy/${seed}`);
      expect(eventsOf(events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 3, identity: 'human', cause: 'horror' }]);
      const destroyed = eventsOf(events, 'room-destroyed');
      expect(destroyed).toHaveLength(1);
      const gone = destroyed[0]?.room ?? -1;
      drawn.add(gone);
      expect(standInContent.destroyedRoomCards).toContain(gone);
      const occupants = OCCUPANTS[gone] ?? [];
      expect(destroyed[0]?.players).toEqual(occupants);
      let current = match;
      for (const seat of occupants) {
        // Lockdown tokens are gone by now: every passage to a standing room is open.
        expect(current.state.pending).toMatchObject({ kind: 'move', seat, cause: 'destroyedRoom' });
        expect(current.state.phase).toBe('destroy');
        const options = legalPassages(current);
        expect(options.length).toBeGreaterThan(1);
        current = play(current, move(seat, options[options.length - 1] ?? -1));
      }
      expect(current.state.round).toBe(2);
      expect(current.state.destroyed).toEqual([gone]);
      for (const seat of living(current)) expect(current.state.seats[seat]?.room).not.toBe(gone);
      // "The First Player token passes clockwise to the next living player."
      expect(current.state.firstPlayer).toBe(1);
    }
    expect([...drawn].sort()).toEqual([...standInContent.destroyedRoomCards].sort());
  });
});

describe('"Repeat this process when the number of players drops to 3, even if it happens in the same round … you will never destroy more than two rooms."', () => {
  it('with four players the Cafeteria counts as the first: dropping to 3 destroys one more room', () => {
    // Seat 1 walks into the Garage, where the Horror (seat 0) kills it; its Safe Retreat is declined.
    const match = position({
      rooms: [GARAGE, RADIO, LAB, INFIRMARY],
      horror: 0,
      hands: [[C.hide, C.table], [C.detained, C.retreat], [C.alarmGreen, C.quick], [C.alarmOrange, C.bloodTest]],
    });
    const events: FrozenHorrorEvent[] = [];
    const played = playEvents(match, act(0, C.hide), key(1, C.detained), act(2, C.alarmGreen), act(3, C.alarmOrange), key(3, C.bloodTest), key(2, C.quick), act(1, C.retreat), key(0, C.table), { type: 'pass', player: 1 });
    events.push(...played.events);
    const after = leaveDestroyedRooms(played.match, events);
    expect(living(after)).toEqual([0, 2, 3]);
    expect(eventsOf(events, 'room-destroyed')).toHaveLength(1);
    expect(after.state.destroyed).toHaveLength(2);
    expect(after.state.destroyed[0]).toBe(CAFETERIA);
    expect(after.state.round).toBe(2);
  });

  /**
   * Six players gather in the Laboratory with the Horror (seat 0); the Priority-2 Humans die
   * together. `lastAtTwo` adds seat 1 to them.
   */
  const massacre = (lastAtTwo: boolean): { match: FhMatch; events: FrozenHorrorEvent[] } => {
    const match = position({
      players: 6,
      rooms: [GARAGE, GARAGE, GARAGE, GARAGE, GARAGE, GARAGE],
      horror: 0,
      hands: [
        [C.alarmGreen, C.flamethrower],
        [C.alarmOrange, lastAtTwo ? C.lockRoom : C.lockedIn],
        [C.table, C.retreat],
        [C.quick, C.evacuation],
        [C.bloodTest, C.trust],
        [C.hide, C.dna],
      ],
    });
    const seatOne: FrozenHorrorAction[] = lastAtTwo ? [key(1, C.lockRoom), move(1, P.garageLabGold)] : [key(1, C.lockedIn)];
    const played = playEvents(
      match,
      act(0, C.alarmGreen),
      act(1, C.alarmOrange),
      act(2, C.table),
      choose(2, 1),
      act(3, C.quick),
      colour(3, 'orange'),
      act(4, C.bloodTest),
      choose(4, 5),
      act(5, C.hide),
      key(5, C.dna),
      key(4, C.trust),
      move(4, P.garageLabGold),
      key(3, C.evacuation),
      move(3, P.garageLabGold),
      key(2, C.retreat),
      move(2, P.garageLabGold),
      ...seatOne,
      key(0, C.flamethrower),
      move(0, P.garageLabGold),
    );
    const events = [...played.events];
    return { match: leaveDestroyedRooms(played.match, events), events };
  };

  it('six players down to three in one round: two rooms are destroyed in the same clean-up, one after the other', () => {
    const { match, events } = massacre(false);
    expect(eventsOf(events, 'horror-attacked')[0]?.victims).toEqual([2, 3, 4]);
    expect(living(match)).toEqual([0, 1, 5]);
    const destroyed = eventsOf(events, 'room-destroyed');
    expect(destroyed).toHaveLength(2);
    expect(new Set(destroyed.map((event) => event.room)).size).toBe(2);
    expect(match.state.destroyed).toEqual(destroyed.map((event) => event.room));
    for (const seat of living(match)) expect(match.state.destroyed).not.toContain(match.state.seats[seat]?.room);
    expect(match.state.round).toBe(2);
    expect(active(match)).toEqual([1]);
  });

  it('six players down to two: still only two rooms', () => {
    const { match, events } = massacre(true);
    expect(eventsOf(events, 'horror-attacked')[0]?.victims).toEqual([1, 2, 3, 4]);
    expect(living(match)).toEqual([0, 5]);
    expect(eventsOf(events, 'room-destroyed')).toHaveLength(2);
    expect(match.state.destroyed).toHaveLength(2);
    expect(match.state.round).toBe(2);
  });
});
