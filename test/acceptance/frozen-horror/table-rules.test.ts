/**
 * Acceptance scenarios for This Game Is Killer: Frozen Horror's table rules (docs/games/frozen-horror.md,
 * "Table rules"): for each ruling the rulebook lets a group read two ways, the same position played
 * under the engine's reading (the default) and under the other, quoting the lines each rests on.
 * Each scenario fails if its option is ignored: the two readings end differently.
 *
 * The stand-in station:
 *
 *   0 Garage   1 Radio Room   2 Laboratory   3 Infirmary   4 Cafeteria
 *   passage 0 blue G–R, 1 gold G–L, 2 green G–C, 3 gold R–I, 4 orange L–I, 5 blue I–C
 */
import { describe, expect, it } from 'vitest';
import type { FrozenHorrorRules } from '../../../src/games/frozen-horror/index.js';
import {
  C,
  CAFETERIA,
  GARAGE,
  INFIRMARY,
  LAB,
  P,
  RADIO,
  act,
  card,
  choose,
  eventsOf,
  key,
  legalPassages,
  legalTargets,
  lock,
  move,
  pass,
  play,
  playEvents,
  position,
  refusal,
  room,
  rooms,
  type FhMatch,
} from '../../games/frozen-horror/helpers.js';

type Rules = Partial<FrozenHorrorRules>;

/**
 * Four players (the Cafeteria destroyed), the Horror (seat 1) and seat 0 in the Laboratory, seat 2
 * in the Garage, seat 3 in the Radio Room. Played up to seat 0's last card, Safe Retreat: seat 0
 * stays (Quick Move's blue and green lead nowhere from the Laboratory), seat 1 plays Alarm: Orange as
 * its Access Key and stays, seat 2 plays `secondAction` (then its key, Hide in the Vents: gold is
 * locked, green leads into the destroyed Cafeteria), seat 3 locks the Garage–Laboratory gold
 * passage with Alarm: Access Denied and walks into the Infirmary, seat 1 locks the green passage.
 */
function retreatRound(rules: Rules, secondAction: string): FhMatch {
  const match = position({
    players: 4,
    rooms: [LAB, LAB, GARAGE, RADIO],
    horror: 1,
    hands: [
      [C.quick, C.retreat],
      [C.alarmOrange, C.alarmGreen],
      [C.hide, secondAction],
      [C.bloodTest, C.denied],
    ],
    rules,
  });
  const played = play(match, key(0, C.quick), key(1, C.alarmOrange), act(2, secondAction));
  return play(played, act(3, C.denied), lock(3, P.garageLabGold), key(3, C.bloodTest), key(2, C.hide), act(1, C.alarmGreen), act(0, C.retreat));
}

describe('table rule lockdownsLiftAtEndOfRound (ruling 5)', () => {
  // Alarm: Access Denied: "Place a Lockdown token on ANY passage. Until the end of the round,
  // movement through this passage is forbidden." Action Effects: "All Lockdown tokens are removed at
  // the end of the round". Safe Retreat: "you may leave the room through any open passage".
  it('default: the token lies on its passage until Clean Up, so Safe Retreat at the end of the round may not pass it', () => {
    const match = retreatRound({}, C.detained);
    expect(rooms(match)).toEqual([LAB, LAB, GARAGE, INFIRMARY]);
    expect(match.state.lockdowns).toEqual([P.garageLabGold, P.garageCafeteriaGreen]);
    expect(match.state.pending).toEqual({ kind: 'retreat', seat: 0 });
    expect(legalPassages(match)).toEqual([P.labInfirmaryOrange]);
    expect(refusal(match, move(0, P.garageLabGold)).reason).toBe('frozen-horror/passage-locked');
  });

  it('lockdownsLiftAtEndOfRound: "Until the end of the round" is over once it begins — the retreat may take the locked passage; while the cards were played it bound', () => {
    const rules = { lockdownsLiftAtEndOfRound: true };
    const before = play(
      position({ players: 4, rooms: [LAB, LAB, GARAGE, RADIO], horror: 1, hands: [[C.quick, C.retreat], [C.alarmOrange, C.alarmGreen], [C.hide, C.detained], [C.bloodTest, C.denied]], rules }),
      key(0, C.quick),
      key(1, C.alarmOrange),
      act(2, C.detained),
      act(3, C.denied),
      lock(3, P.garageLabGold),
      key(3, C.bloodTest),
    );
    // During the card play the token still closes the passage: Hide in the Vents' gold is locked.
    const held = playEvents(before, key(2, C.hide));
    expect(eventsOf(held.events, 'stayed-put')).toEqual([{ type: 'stayed-put', seat: 2, cause: 'accessKey', reason: 'noOpenPassage' }]);
    const match = retreatRound(rules, C.detained);
    // The tokens are still on the map (Clean Up removes them), but no longer close their passages.
    expect(match.state.lockdowns).toEqual([P.garageLabGold, P.garageCafeteriaGreen]);
    expect(legalPassages(match)).toEqual([P.garageLabGold, P.labInfirmaryOrange]);
    const { match: after, events } = playEvents(match, move(0, P.garageLabGold));
    expect(eventsOf(events, 'moved')).toContainEqual(expect.objectContaining({ seat: 0, cause: 'safeRetreat', passage: P.garageLabGold, to: GARAGE }));
    expect(after.state.seats[0]).toMatchObject({ alive: true, room: GARAGE });
  });
});

describe('table rule stayBackAtEndOfRound (rulings 10 and 27)', () => {
  // Stay Back!: "Until the end of the round, any player who enters your room will be shot and
  // killed." Safe Retreat: "At the end of the round, if the Horror ended up in your room, you may
  // leave the room through any open passage". Seat 2 plays Stay Back! in the Garage; seat 0 retreats
  // into it from the Laboratory, the Horror's room. The gold passage is locked, so the table lifts
  // the tokens at the end of the round too (lockdownsLiftAtEndOfRound) to open the way.
  const lifted = { lockdownsLiftAtEndOfRound: true };

  it('default: "until the end of the round" ends when the end of the round begins — the retreat into the Stay Back! room is not shot', () => {
    const match = retreatRound(lifted, C.stayBack);
    expect(match.state.effects.stayBack).toBe(2);
    const { match: after, events } = playEvents(match, move(0, P.garageLabGold));
    expect(eventsOf(events, 'shot-on-entering')).toEqual([]);
    expect(after.state.seats[0]).toMatchObject({ alive: true, room: GARAGE });
  });

  it('stayBackAtEndOfRound: the effect lasts through the end of the round — the retreating player is shot entering', () => {
    const match = retreatRound({ ...lifted, stayBackAtEndOfRound: true }, C.stayBack);
    const { match: after, events } = playEvents(match, move(0, P.garageLabGold));
    expect(eventsOf(events, 'shot-on-entering')).toEqual([{ type: 'shot-on-entering', seat: 0, holder: 2, room: GARAGE }]);
    expect(eventsOf(events, 'player-killed')).toContainEqual({ type: 'player-killed', seat: 0, identity: 'human', cause: 'stayBack' });
    expect(after.state.seats[0]).toMatchObject({ alive: false, room: null });
    // Clean Up ends the card's effect: the next round begins without it.
    expect(after.state.effects.stayBack).toBeNull();
  });
});

describe('table rule armedManMostPlayersOnStation (ruling 12)', () => {
  // Don't Run Toward the Armed Man: "Then, before Identity cards are revealed, move through an open
  // passage into the room with the most players, if possible." The armed man (seat 0) ends the round
  // alone in the Radio Room; next door the Garage and the Infirmary hold one player each; the
  // Laboratory, which no passage joins to the Radio Room, holds two.
  function armedRound(rules: Rules): { match: FhMatch; events: ReturnType<typeof playEvents>['events'] } {
    let match = position({
      players: 5,
      rooms: [RADIO, LAB, LAB, CAFETERIA, CAFETERIA],
      horror: 1,
      hands: [
        [C.armed, C.table],
        [C.quick, C.hide],
        [C.alarmOrange, C.bloodTest],
        [C.denied, C.dna],
        [C.detained, C.analysis],
      ],
      rules,
    });
    match = play(
      match,
      act(0, C.armed),
      key(1, C.quick), // blue, green: no way out of the Laboratory
      key(2, C.alarmOrange), // blue, green: stays too
      key(3, C.denied), // gold, green: Cafeteria → Garage
      key(4, C.detained), // blue, orange: Cafeteria → Infirmary
      act(4, C.analysis),
      choose(4, 3),
      act(3, C.dna),
      room(3, CAFETERIA),
      act(2, C.bloodTest),
      act(1, C.hide),
    );
    // Cards on the Table's green and orange lead nowhere from the Radio Room: the round ends.
    return playEvents(match, key(0, C.table));
  }

  it('default: the fullest of the rooms its open passages lead to — the Garage and the Infirmary tie, and the armed man chooses', () => {
    const { match } = armedRound({});
    expect(rooms(match)).toEqual([RADIO, LAB, LAB, GARAGE, INFIRMARY]);
    expect(match.state.pending).toEqual({ kind: 'move', seat: 0, cause: 'armedMan', colours: ['blue', 'gold', 'green', 'orange'], queue: [] });
    expect(legalPassages(match)).toEqual([P.garageRadioBlue, P.radioInfirmaryGold]);
  });

  it('armedManMostPlayersOnStation: the room with the most players is the Laboratory, which no open passage reaches — the armed man stays', () => {
    const { match, events } = armedRound({ armedManMostPlayersOnStation: true });
    const pending = match.state.pending;
    expect(pending?.kind === 'move' && pending.cause === 'armedMan').toBe(false);
    expect(eventsOf(events, 'stayed-put')).toContainEqual({ type: 'stayed-put', seat: 0, cause: 'armedMan', reason: 'mostPlayersOutOfReach' });
    expect(eventsOf(events, 'moved').filter((event) => event.cause === 'armedMan')).toEqual([]);
    // The round went on to the reveal and the attack, the armed man still in the Radio Room.
    expect(eventsOf(events, 'identities-revealed')[0]).toMatchObject({ horror: 1, room: LAB });
    expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 1, room: LAB, victims: [2] });
  });
});

describe('table rule helpPullsThroughPassages (ruling 13)', () => {
  // Help! HELP!: "Forcibly move up to two players from other rooms into your room, if possible." —
  // a card that, unlike Evacuation, Quick Move and the armed man, names no passage. Seat 0 in the
  // Laboratory plays it; next door are the Garage (gold) and the Infirmary (orange).
  const helpTable = (rules: Rules): FhMatch =>
    play(
      position({
        players: 5,
        rooms: [LAB, GARAGE, RADIO, INFIRMARY, CAFETERIA],
        horror: 4,
        hands: [[C.help, C.hide], [C.quick, C.trust], [C.table, C.retreat], [C.detained, C.bloodTest], [C.alarmGreen, C.denied]],
        rules,
      }),
      act(0, C.help),
    );

  it('default: players from any other room, pulled through no passage', () => {
    let match = helpTable({});
    expect(legalTargets(match)).toEqual([1, 2, 3, 4]);
    const pulled = playEvents(match, choose(0, 2));
    match = pulled.match;
    expect(eventsOf(pulled.events, 'moved')).toEqual([expect.objectContaining({ seat: 2, cause: 'help', passage: null, colour: null, from: RADIO, to: LAB })]);
    match = play(match, pass(0));
    expect(rooms(match)).toEqual([LAB, GARAGE, LAB, INFIRMARY, CAFETERIA]);
  });

  it('helpPullsThroughPassages: only players one open passage away, each through that passage', () => {
    const match = helpTable({ helpPullsThroughPassages: true });
    expect(legalTargets(match)).toEqual([1, 3]);
    expect(refusal(match, choose(0, 2)).reason).toBe('frozen-horror/no-open-passage-to-your-room');
    const pulled = playEvents(match, choose(0, 1));
    expect(eventsOf(pulled.events, 'moved')).toEqual([expect.objectContaining({ seat: 1, cause: 'help', passage: P.garageLabGold, colour: 'gold', from: GARAGE, to: LAB })]);
    expect(legalTargets(pulled.match)).toEqual([3]);
  });

  it('helpPullsThroughPassages: a Lockdown token on the way stops the pull (by default it does not)', () => {
    // Seat 0 in the Laboratory first locks the Garage–Laboratory gold passage with Alarm: Access
    // Denied; seat 1's Help! HELP! in the Garage then pulls.
    const lockedTable = (rules: Rules): FhMatch =>
      play(
        position({
          players: 5,
          rooms: [LAB, GARAGE, RADIO, INFIRMARY, CAFETERIA],
          horror: 4,
          hands: [[C.denied, C.hide], [C.help, C.trust], [C.table, C.retreat], [C.detained, C.bloodTest], [C.alarmGreen, C.quick]],
          rules,
        }),
        act(0, C.denied),
        lock(0, P.garageLabGold),
        act(1, C.help),
      );
    expect(legalTargets(lockedTable({}))).toEqual([0, 2, 3, 4]);
    // From the Garage: the Radio Room (blue) and the Cafeteria (green) are open, the Laboratory (gold) is locked.
    expect(legalTargets(lockedTable({ helpPullsThroughPassages: true }))).toEqual([2, 4]);
  });
});

describe('table rule removeWhenPlayedAsKey (ruling 20)', () => {
  // Clean Up: "Return to the box all Station cards that say 'Remove this card from the game.'"
  // Alarm: Orange: "… Remove this card from the game." Seat 1 plays Alarm: Orange as its Access Key,
  // and Alarm: Green as its Action.
  const cleanUp = (rules: Rules): { match: FhMatch; events: ReturnType<typeof playEvents>['events'] } => {
    const match = retreatRound(rules, C.detained);
    return playEvents(match, pass(0));
  };

  it('default: only the Alarm played as an Action leaves the game; the one played as an Access Key is discarded', () => {
    const { match, events } = cleanUp({});
    const [discarded] = eventsOf(events, 'cards-discarded');
    expect(discarded?.removed).toEqual([card(C.alarmGreen)]);
    expect(discarded?.discarded).toContain(card(C.alarmOrange));
    expect(match.state.removed).toEqual([card(C.alarmGreen)]);
  });

  it('removeWhenPlayedAsKey: every card that says so leaves the game, however it was played', () => {
    const { match, events } = cleanUp({ removeWhenPlayedAsKey: true });
    const [discarded] = eventsOf(events, 'cards-discarded');
    expect(discarded?.removed).toEqual([card(C.alarmOrange), card(C.alarmGreen)]);
    expect(discarded?.discarded).not.toContain(card(C.alarmOrange));
    expect(match.state.removed).toEqual([card(C.alarmOrange), card(C.alarmGreen)]);
    // Access Denied (played as an Action) says no such thing: it stays in the game either way.
    expect(discarded?.discarded).toContain(card(C.denied));
  });
});
