/**
 * Station Cards: "Each Station card can be oriented in one of two ways: as an Access Key or as an
 * Action", the Access Key's move ("mandatory if a move is possible") and Priority, and Important
 * Notes' "IF POSSIBLE" trick. Rulings 5, 6, 7, 8 and 14.
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
  eventsOf,
  key,
  legal,
  legalPassages,
  lock,
  move,
  play,
  playEvents,
  position,
  refusal,
  rooms,
  viewOf,
} from './helpers.js';

/** Four players (Cafeteria destroyed), one per room, seat 0 first. */
const fourRooms = [GARAGE, RADIO, LAB, INFIRMARY];

describe('Access Key: "you move your Crew Member token from your current room through a Passage of any color shown on the card"', () => {
  it('"This move is mandatory if a move is possible": one open passage of the card\'s colours, and the engine moves the token (ruling 6)', () => {
    // Detained! shows blue and orange; the Garage's only blue or orange passage is blue, to the Radio Room.
    const match = position({ rooms: fourRooms, hands: [[C.detained, C.hide], [C.help, C.retreat], [C.quick, C.table], [C.bloodTest, C.alarmOrange]] });
    const { match: after, events } = playEvents(match, key(0, C.detained));
    expect(rooms(after)[0]).toBe(RADIO);
    expect(eventsOf(events, 'moved')).toEqual([
      { type: 'moved', seat: 0, cause: 'accessKey', passage: P.garageRadioBlue, colour: 'blue', from: GARAGE, to: RADIO, toName: 'Radio Room' },
    ]);
    expect(active(after)).toEqual([1]);
  });

  it('with several open passages of its colours the player chooses the passage, and only those (ruling 8)', () => {
    // Trust No One shows blue, gold, green: from the Garage blue leads to the Radio Room, gold to the
    // Laboratory, green to the Cafeteria (standing with five players).
    const match = position({
      players: 5,
      rooms: [GARAGE, RADIO, LAB, INFIRMARY, INFIRMARY],
      hands: [[C.trust, C.hide], [C.help, C.retreat], [C.quick, C.table], [C.bloodTest, C.alarmOrange], [C.armed, C.denied]],
    });
    const choosing = play(match, key(0, C.trust));
    expect(active(choosing)).toEqual([0]);
    expect(choosing.state.pending).toEqual({ kind: 'move', seat: 0, cause: 'accessKey', colours: ['blue', 'gold', 'green'], queue: [] });
    expect(legalPassages(choosing)).toEqual([P.garageRadioBlue, P.garageLabGold, P.garageCafeteriaGreen]);
    const error = refusal(choosing, move(0, P.radioInfirmaryGold));
    expect(error.message).toMatch(/^Station Cards › Access Key: move through an open passage of blue or gold or green out of your room/);
    expect(rooms(play(choosing, move(0, P.garageLabGold)))[0]).toBe(LAB);
  });

  it('"Example: with this card, a player in the Cafeteria must pass through a Blue or Green Passage"', () => {
    // Quick Move shows blue and green; the Cafeteria's passages are exactly those two.
    const match = position({
      players: 5,
      rooms: [4, RADIO, LAB, INFIRMARY, GARAGE],
      hands: [[C.quick, C.hide], [C.help, C.retreat], [C.detained, C.table], [C.bloodTest, C.alarmOrange], [C.armed, C.denied]],
    });
    const choosing = play(match, key(0, C.quick));
    expect(legalPassages(choosing)).toEqual([P.garageCafeteriaGreen, P.infirmaryCafeteriaBlue]);
  });

  it('ruling 5: a destroyed room cannot be entered — with four players the Cafeteria\'s green passage leads nowhere', () => {
    // Quick Move (blue, green) from the Garage: green would enter the destroyed Cafeteria, so blue it is.
    const match = position({ rooms: fourRooms, hands: [[C.quick, C.hide], [C.help, C.retreat], [C.detained, C.table], [C.bloodTest, C.alarmOrange]] });
    expect(rooms(play(match, key(0, C.quick)))[0]).toBe(RADIO);
  });

  it('ruling 5: a passage with a Lockdown token cannot be used by an Access Key', () => {
    // Seat 0 locks the Garage–Radio Room blue passage; seat 1 in the Radio Room then plays Detained!
    // (blue, orange): its only blue passage is locked and it has no orange one, so it stays.
    const match = position({ rooms: fourRooms, hands: [[C.alarmBlue, C.hide], [C.detained, C.retreat], [C.quick, C.table], [C.bloodTest, C.alarmOrange]] });
    const locked = play(match, act(0, C.alarmBlue), lock(0, P.garageRadioBlue));
    const { match: after, events } = playEvents(locked, key(1, C.detained));
    expect(rooms(after)[1]).toBe(RADIO);
    expect(eventsOf(events, 'stayed-put')).toEqual([{ type: 'stayed-put', seat: 1, cause: 'accessKey', reason: 'noOpenPassage' }]);
  });
});

describe('Important Notes: "You may play any card as your Access Key, and you may choose one that currently does not allow movement, even if your other card would"', () => {
  it('ruling 7: a card whose colours allow no move may be played as the Access Key; the player stays put', () => {
    // In the Laboratory (gold and orange passages) Quick Move (blue, green) allows no move, Hide in
    // the Vents (gold, green) would.
    const match = position({ rooms: [LAB, RADIO, GARAGE, INFIRMARY], hands: [[C.quick, C.hide], [C.help, C.retreat], [C.detained, C.table], [C.bloodTest, C.alarmOrange]] });
    const keys = legal(match).filter((action) => action.type === 'play-card' && action.as === 'key');
    expect(keys).toHaveLength(2);
    const { match: after, events } = playEvents(match, key(0, C.quick));
    expect(rooms(after)[0]).toBe(LAB);
    expect(eventsOf(events, 'stayed-put')).toEqual([{ type: 'stayed-put', seat: 0, cause: 'accessKey', reason: 'noOpenPassage' }]);
    expect(active(after)).toEqual([1]);
  });
});

describe('"The card also shows your Priority number (1 or 2)" (ruling 14)', () => {
  it('the Access Key sets the player\'s Priority, shown to everyone', () => {
    const match = position({ rooms: fourRooms, hands: [[C.detained, C.hide], [C.trust, C.retreat], [C.quick, C.table], [C.bloodTest, C.alarmOrange]] });
    expect(viewOf(match, 3).seats[0]?.priority).toBeNull();
    const after = play(match, key(0, C.detained), key(1, C.trust), move(1, P.radioInfirmaryGold));
    expect(after.state.seats[0]?.keyPriority).toBe(1);
    expect(after.state.seats[1]?.keyPriority).toBe(2);
    expect(viewOf(after, 3).seats.map((seat) => seat.priority)).toEqual([1, 2, null, null]);
  });
});

describe('"you must play one card of each type" — "you must orient it opposite to your first card"', () => {
  const match = position({ rooms: fourRooms, hands: [[C.detained, C.hide], [C.help, C.retreat], [C.quick, C.table], [C.bloodTest, C.alarmOrange]] });

  it('the first card may go either way: four choices', () => {
    expect(legal(match)).toHaveLength(4);
  });

  it('after an Action, the second card can only be an Access Key ("You cannot take two Actions")', () => {
    // Seat 3 is last: its second card follows at once.
    const last = play(match, act(0, C.hide), key(1, C.help), key(2, C.quick), act(3, C.alarmOrange));
    expect(active(last)).toEqual([3]);
    expect(legal(last)).toEqual([{ type: 'play-card', player: 3, card: expect.any(Number) as number, as: 'key' }]);
    expect(refusal(last, act(3, C.bloodTest)).message).toMatch(/you cannot take two Actions/);
  });

  it('after an Access Key, the second card can only be an Action ("you cannot play two Passage moves")', () => {
    const last = play(match, act(0, C.hide), key(1, C.help), key(2, C.quick), key(3, C.bloodTest), move(3, P.labInfirmaryOrange));
    expect(active(last)).toEqual([3]);
    expect(refusal(last, key(3, C.alarmOrange)).message).toMatch(/you cannot play two Passage moves/);
  });
});
