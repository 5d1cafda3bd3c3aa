/**
 * Acceptance scenarios for This Game Is Killer: Frozen Horror, written from the printed rulebook
 * (../shared/rulebooks/frozen-horror.txt). Each test quotes the line
 * it checks; where the rulebook is ambiguous and docs/games/frozen-horror.md rules on it, the test
 * follows the ruling and cites its number.
 *
 * Positions are laid out with the shared helpers on the stand-in station:
 *
 *   0 Garage   1 Radio Room   2 Laboratory   3 Infirmary   4 Cafeteria
 *   passage 0 blue G–R, 1 gold G–L, 2 green G–C, 3 gold R–I, 4 orange L–I, 5 blue I–C
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../../src/core/index.js';
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
  cardTotal,
  choose,
  colour,
  eventsOf,
  frozenHorror,
  key,
  legal,
  legalPassages,
  legalTargets,
  living,
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
  start,
  viewOf,
  type FhMatch,
  type FrozenHorrorAction,
  type FrozenHorrorEvent,
} from '../../games/frozen-horror/helpers.js';

/** Answers every pending decision (not a card to play) with the first legal action, until none is pending. */
function settle(match: FhMatch): { match: FhMatch; events: FrozenHorrorEvent[] } {
  let current = match;
  const events: FrozenHorrorEvent[] = [];
  for (let guard = 0; guard < 50 && current.state.pending !== null && current.state.outcome === null; guard++) {
    const first = legal(current)[0];
    if (first === undefined) throw new Error('a decision is pending but no action is legal');
    const step = playEvents(current, first);
    current = step.match;
    events.push(...step.events);
  }
  return { match: current, events };
}

function horrors(match: FhMatch): number[] {
  return match.state.seats.flatMap((seat, index) => (seat.alive && seat.identity === 'horror' ? [index] : []));
}

describe('Setup', () => {
  it('"If playing with four players, you start with one room already destroyed — the Cafeteria." / "The First Player places their Crew Member token in the Garage. Then, in turn, every player places their Crew Member token in the next room clockwise"', () => {
    const match = start({ players: 4, firstPlayer: 2 }, 'setup-4');
    expect(match.state.destroyed).toEqual([CAFETERIA]);
    // Seat 2 is First Player: Garage; then clockwise 3, 0, 1 into Radio Room, Laboratory, Infirmary.
    expect(rooms(match)).toEqual([LAB, INFIRMARY, GARAGE, RADIO]);
    // "Take the HORROR Identity card and add HUMAN Identity cards to it so there is one card per player."
    expect(match.state.seats.filter((seat) => seat.identity === 'horror')).toHaveLength(1);
    // "Deal 2 Station cards face down to each Crew Member"; 21 Station cards in all.
    for (const seat of match.state.seats) expect(seat.hand).toHaveLength(2);
    expect(match.state.deck).toHaveLength(21 - 8);
    expect(cardTotal(match.state)).toBe(21);
    // "Give each player a Badge, colored side up" and "Play begins with the First Player".
    expect(living(match)).toEqual([0, 1, 2, 3]);
    expect(active(match)).toEqual([2]);
    // "may not reveal this information" / "may not show their cards": another seat sees neither.
    const other = viewOf(match, 3);
    expect(other.seats[2]?.identity).toBeNull();
    expect(other.hand).toEqual(match.state.seats[3]?.hand);
  });

  it('"Once every room has a token, keep adding tokens to rooms until all tokens have been placed" (7 players, 5 rooms)', () => {
    const match = start({ players: 7, firstPlayer: 0 }, 'setup-7');
    expect(match.state.destroyed).toEqual([]);
    expect(rooms(match)).toEqual([GARAGE, RADIO, LAB, INFIRMARY, CAFETERIA, GARAGE, RADIO]);
    // "10 Badges", "10 Identity cards": no eleventh player.
    expect(createMatch(frozenHorror, { seed: 'x', config: { players: 10 } }).ok).toBe(true);
    expect(createMatch(frozenHorror, { seed: 'x', config: { players: 11 } }).ok).toBe(false);
  });
});

describe('Playing the Game: the snake order', () => {
  it('"Play begins with the First Player and proceeds clockwise … the turn order reverses. So the last Crew Member immediately plays their second card, and play resumes counter-clockwise"', () => {
    let match = position({
      players: 5,
      firstPlayer: 3,
      rooms: [GARAGE, RADIO, LAB, INFIRMARY, CAFETERIA],
      horror: 2,
      hands: [
        [C.quick, C.hide],
        [C.detained, C.table],
        [C.dna, C.denied],
        [C.alarmGold, C.bloodTest],
        [C.alarmGreen, C.retreat],
      ],
    });
    // Another seat may not play out of turn; the state is unchanged.
    expect(refusal(match, key(0, C.quick)).code).toBe('NOT_YOUR_TURN');
    const played: number[] = [];
    for (let guard = 0; guard < 60 && match.state.round === 1 && match.state.outcome === null; guard++) {
      const first = legal(match)[0];
      if (first === undefined) throw new Error('nobody can act');
      const step = playEvents(match, first);
      for (const event of eventsOf(step.events, 'card-played')) played.push(event.seat);
      match = step.match;
    }
    expect(played).toEqual([3, 4, 0, 1, 2, 2, 1, 0, 4, 3]);
  });
});

describe('Station Cards: one card of each type', () => {
  it('"you must orient it opposite to your first card. You cannot take two Actions, and you cannot play two Passage moves."', () => {
    let match = position({
      players: 4,
      rooms: [GARAGE, RADIO, LAB, INFIRMARY],
      horror: 3,
      hands: [
        [C.hide, C.quick],
        [C.table, C.bloodTest],
        [C.detained, C.alarmBlue],
        [C.denied, C.alarmGreen],
      ],
    });
    match = play(match, act(0, C.hide), key(1, C.table), act(2, C.detained), key(3, C.denied), act(3, C.alarmGreen));
    // Seat 2 took an Action first: its second card can only be an Access Key.
    expect(refusal(match, act(2, C.alarmBlue)).code).toBe('ILLEGAL_ACTION');
    expect(legal(match)).toEqual([key(2, C.alarmBlue)]);
    // A card it does not hold is refused.
    expect(refusal(match, key(2, C.trust)).code).toBe('ILLEGAL_ACTION');
    match = settle(play(match, key(2, C.alarmBlue))).match;
    // Seat 1 moved first: its second card can only be an Action.
    expect(active(match)).toEqual([1]);
    expect(refusal(match, key(1, C.bloodTest)).code).toBe('ILLEGAL_ACTION');
    expect(legal(match)).toEqual([act(1, C.bloodTest)]);
    match = settle(play(match, act(1, C.bloodTest))).match;
    expect(refusal(match, act(0, C.quick)).code).toBe('ILLEGAL_ACTION');
    expect(legal(match)).toEqual([key(0, C.quick)]);
  });
});

describe('Access Key', () => {
  it('"Example: with this card, a player in the Cafeteria must pass through a Blue or Green Passage, if possible." — and "The card also shows your Priority number"', () => {
    let match = position({
      players: 5,
      rooms: [CAFETERIA, RADIO, LAB, INFIRMARY, GARAGE],
      horror: 4,
      hands: [[C.quick, C.hide], [C.table, C.bloodTest], [C.detained, C.alarmBlue], [C.denied, C.alarmGreen], [C.dna, C.trust]],
    });
    // Quick Move's Access Key face shows blue and green, Priority 1.
    match = play(match, key(0, C.quick));
    expect(match.state.pending).toMatchObject({ kind: 'move', seat: 0 });
    expect(legalPassages(match)).toEqual([P.garageCafeteriaGreen, P.infirmaryCafeteriaBlue]);
    // "This move is mandatory": it cannot decline, nor use a passage that is not its room's.
    expect(refusal(match, pass(0)).code).toBe('ILLEGAL_ACTION');
    expect(refusal(match, move(0, P.garageRadioBlue)).code).toBe('ILLEGAL_ACTION');
    match = play(match, move(0, P.infirmaryCafeteriaBlue));
    expect(match.state.seats[0]?.room).toBe(INFIRMARY);
    expect(viewOf(match, 1).seats[0]?.priority).toBe(1);
  });

  it('Important Notes: "You may play any card as your Access Key, and you may choose one that currently does not allow movement, even if your other card would."', () => {
    let match = position({
      players: 4,
      rooms: [RADIO, GARAGE, LAB, INFIRMARY],
      horror: 2,
      hands: [[C.table, C.trust], [C.quick, C.hide], [C.detained, C.alarmBlue], [C.denied, C.alarmGreen]],
    });
    // In the Radio Room (blue and gold passages), Trust No One's key (blue, gold, green) would move; Cards on the Table's (green, orange) cannot.
    expect(legal(match)).toContainEqual(key(0, C.table));
    expect(legal(match)).toContainEqual(key(0, C.trust));
    const { match: after, events } = playEvents(match, key(0, C.table));
    match = after;
    expect(match.state.seats[0]?.room).toBe(RADIO);
    expect(eventsOf(events, 'stayed-put')).toEqual([{ type: 'stayed-put', seat: 0, cause: 'accessKey', reason: 'noOpenPassage' }]);
    expect(eventsOf(events, 'moved')).toEqual([]);
    expect(active(match)).toEqual([1]);
  });
});

describe('Action Effects: LOCKDOWN tokens and the Alarms', () => {
  /**
   * Five players. Alarm: Orange locks the orange passage; Alarm: Blue chooses one of the two blue
   * passages; Access Denied any open passage; Alarm: Gold is played as an Access Key.
   */
  function alarms(): { match: FhMatch; events: FrozenHorrorEvent[] } {
    let match = position({
      players: 5,
      rooms: [GARAGE, LAB, RADIO, GARAGE, INFIRMARY],
      horror: 2,
      hands: [
        [C.alarmOrange, C.lockedIn],
        [C.table, C.bloodTest],
        [C.alarmBlue, C.dna],
        [C.alarmGold, C.hide],
        [C.denied, C.retreat],
      ],
    });
    const events: FrozenHorrorEvent[] = [];
    const step = (...actions: FrozenHorrorAction[]): void => {
      const result = playEvents(match, ...actions);
      match = result.match;
      events.push(...result.events);
    };
    step(act(0, C.alarmOrange)); // one orange passage: locked at once
    expect(match.state.lockdowns).toEqual([P.labInfirmaryOrange]);
    // "players cannot pass through that Passage using an Access Key": the Laboratory's orange door is shut.
    step(key(1, C.table));
    expect(match.state.seats[1]?.room).toBe(LAB);
    step(act(2, C.alarmBlue));
    // "Since Blue and Gold each have two Passages, you only need to block one of them."
    const lockable = legal(match).flatMap((action) => (action.type === 'lock-passage' ? [action.passage] : []));
    expect(lockable).toEqual([P.garageRadioBlue, P.infirmaryCafeteriaBlue]);
    step(lock(2, P.infirmaryCafeteriaBlue));
    // The other blue passage stays open to an Access Key.
    step(key(3, C.alarmGold));
    expect(legalPassages(match)).toEqual([P.garageRadioBlue, P.garageCafeteriaGreen]);
    step(move(3, P.garageRadioBlue));
    expect(match.state.seats[3]?.room).toBe(RADIO);
    // "Alarm: Access Denied — Place a Lockdown token on ANY passage": any passage without a token.
    step(act(4, C.denied));
    const anyPassage = legal(match).flatMap((action) => (action.type === 'lock-passage' ? [action.passage] : []));
    expect(anyPassage).toEqual([0, 1, 2, 3]);
    step(lock(4, P.garageCafeteriaGreen));
    expect(match.state.lockdowns.slice().sort((a, b) => a - b)).toEqual([P.garageCafeteriaGreen, P.labInfirmaryOrange, P.infirmaryCafeteriaBlue].sort((a, b) => a - b));
    // Seat 4 in the Infirmary: gold to the Radio Room is the only open way (orange and blue locked).
    step(key(4, C.retreat));
    expect(match.state.seats[4]?.room).toBe(RADIO);
    step(act(3, C.hide), key(2, C.dna), act(1, C.bloodTest));
    // Seat 0 in the Garage: No… It's You's key shows gold and green; green is locked, so gold.
    step(key(0, C.lockedIn));
    expect(match.state.seats[0]?.room).toBe(LAB);
    const settled = settle(match);
    return { match: settled.match, events: [...events, ...settled.events] };
  }

  it('"All Lockdown tokens are removed at the end of the round, as are most Action cards with this effect" — the colour Alarms leave the game, Access Denied does not', () => {
    const { match, events } = alarms();
    expect(match.state.round).toBe(2);
    expect(match.state.lockdowns).toEqual([]);
    expect(match.state.removed.slice().sort((a, b) => a - b)).toEqual([card(C.alarmBlue), card(C.alarmOrange)]);
    const cleanUp = eventsOf(events, 'cards-discarded');
    expect(cleanUp).toHaveLength(1);
    expect(cleanUp[0]?.discarded).toContain(card(C.denied));
    expect(cleanUp[0]?.removed).not.toContain(card(C.denied));
  });

  it('Clean Up: "Return to the box all Station cards that say \'Remove this card from the game.\'" — ruling 20: an Alarm played as an Access Key is discarded, not removed', () => {
    const { match, events } = alarms();
    const cleanUp = eventsOf(events, 'cards-discarded')[0];
    expect(cleanUp?.discarded).toContain(card(C.alarmGold));
    expect(match.state.removed).not.toContain(card(C.alarmGold));
  });

  it('"LOCK THE ROOM! — Block any room by placing Lockdown tokens on all passages leading to it. No one may enter or leave until the end of the round. Remove this card from the game."', () => {
    let match = position({
      players: 5,
      rooms: [GARAGE, RADIO, INFIRMARY, LAB, CAFETERIA],
      horror: 3,
      hands: [
        [C.lockRoom, C.hide],
        [C.denied, C.bloodTest],
        [C.retreat, C.dna],
        [C.table, C.detained],
        [C.help, C.quick],
      ],
    });
    match = play(match, act(0, C.lockRoom), room(0, INFIRMARY));
    expect(match.state.lockdowns.slice().sort((a, b) => a - b)).toEqual([P.radioInfirmaryGold, P.labInfirmaryOrange, P.infirmaryCafeteriaBlue]);
    // Nobody enters: the Radio Room's gold door leads only to the Infirmary.
    match = play(match, key(1, C.denied));
    expect(match.state.seats[1]?.room).toBe(RADIO);
    // Nobody leaves: Safe Retreat's key shows all four colours.
    match = play(match, key(2, C.retreat));
    expect(match.state.seats[2]?.room).toBe(INFIRMARY);
    match = play(match, key(3, C.table), key(4, C.help), act(4, C.quick));
    expect(match.state.pending).toMatchObject({ kind: 'colour', seat: 4 });
    match = play(match, colour(4, 'blue')); // Cafeteria–Infirmary is locked: it stays
    expect(match.state.seats[4]?.room).toBe(CAFETERIA);
    match = play(match, act(3, C.detained), act(2, C.dna), room(2, LAB), act(1, C.bloodTest), key(0, C.hide), move(0, P.garageLabGold));
    match = settle(match).match;
    expect(match.state.round).toBe(2);
    expect(match.state.lockdowns).toEqual([]);
    expect(match.state.removed).toEqual([card(C.lockRoom)]);
  });
});

describe('Reveal Identity Cards / The Horror\'s Attack', () => {
  it('"The HORROR kills ALL Crew Members with the highest Priority in that room … Crew Members with a lower Priority in the room survive."', () => {
    // Six players shut in the Laboratory by the Horror's LOCK THE ROOM!: every key stays put.
    let match = position({
      players: 6,
      rooms: [LAB, LAB, LAB, LAB, LAB, LAB],
      horror: 0,
      hands: [
        [C.lockRoom, C.evacuation],
        [C.trust, C.stayBack],
        [C.dna, C.alarmGreen],
        [C.detained, C.alarmOrange],
        [C.armed, C.quick],
        [C.retreat, C.hide],
      ],
    });
    match = play(
      match,
      act(0, C.lockRoom),
      room(0, LAB),
      key(1, C.trust), // Priority 2
      key(2, C.dna), // Priority 2
      key(3, C.detained), // Priority 1
      key(4, C.armed), // Priority 1
      key(5, C.retreat), // Priority 2 …
      act(5, C.hide), // … but "Your Priority this round is 0"
      act(4, C.quick),
      act(3, C.alarmOrange),
      act(2, C.alarmGreen),
      act(1, C.stayBack),
    );
    const { events } = playEvents(match, key(0, C.evacuation));
    expect(eventsOf(events, 'horror-attacked')).toEqual([
      { type: 'horror-attacked', horror: 0, room: LAB, roomName: 'Laboratory', priority: 2, victims: [1, 2] },
    ]);
    expect(eventsOf(events, 'player-killed').map((event) => event.seat)).toEqual([1, 2]);
  });

  it('"(2 is higher than 1; the Horror\'s own Priority does not count)" and "If this results in all HUMAN players being killed, the player playing the HORROR WINS."', () => {
    let match = position({
      players: 4,
      rooms: [LAB, LAB, LAB, LAB],
      horror: 0,
      hands: [
        [C.lockRoom, C.evacuation],
        [C.detained, C.stayBack],
        [C.armed, C.quick],
        [C.table, C.alarmOrange],
      ],
    });
    match = play(match, act(0, C.lockRoom), room(0, LAB), key(1, C.detained), key(2, C.armed), key(3, C.table), act(3, C.alarmOrange), act(2, C.quick), act(1, C.stayBack));
    // The Horror's key shows Priority 2; every Human shows 1.
    const { match: after, events } = playEvents(match, key(0, C.evacuation));
    expect(eventsOf(events, 'horror-attacked')[0]?.victims).toEqual([1, 2, 3]);
    expect(after.state.outcome).toEqual({ winners: [0], reason: 'horror-killed-all-humans', returns: [1, -1, -1, -1] });
    expect(after.state.phase).toBe('over');
  });

  it('Help! HELP!: "Forcibly move up to two players from other rooms into your room, if possible. Your Priority this round is \'0\'." (ruling 13: any other room)', () => {
    let match = position({
      players: 5,
      rooms: [LAB, LAB, GARAGE, RADIO, CAFETERIA],
      horror: 0,
      hands: [
        [C.quick, C.hide],
        [C.alarmOrange, C.help],
        [C.table, C.alarmGreen],
        [C.detained, C.bloodTest],
        [C.evacuation, C.alarmGold],
      ],
    });
    match = play(
      match,
      key(0, C.quick), // stays in the Laboratory
      key(1, C.alarmOrange), // stays, Priority 2 on its key
      key(2, C.table), // Garage → Cafeteria (green)
      key(3, C.detained), // Radio Room → Garage (blue)
      key(4, C.evacuation),
      move(4, P.infirmaryCafeteriaBlue), // Cafeteria → Infirmary, Priority 2
      act(4, C.alarmGold),
      lock(4, P.radioInfirmaryGold),
      act(3, C.bloodTest),
      act(2, C.alarmGreen),
    );
    expect(rooms(match)).toEqual([LAB, LAB, CAFETERIA, GARAGE, INFIRMARY]);
    match = play(match, act(1, C.help));
    expect(match.state.pending).toMatchObject({ kind: 'pull', seat: 1 });
    expect(legalTargets(match)).toEqual([2, 3, 4]);
    match = play(match, choose(1, 4), choose(1, 2));
    // "up to two": no third pull is offered; the play goes on.
    expect(match.state.pending).toBeNull();
    expect(active(match)).toEqual([0]);
    expect(rooms(match)).toEqual([LAB, LAB, LAB, GARAGE, LAB]);
    expect(viewOf(match, null).seats[1]?.priority).toBe(0);
    const { events } = playEvents(match, act(0, C.hide));
    // Humans in the Laboratory: seat 1 at 0, seat 2 at 1, seat 4 at 2 — only seat 4 dies.
    expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 0, room: LAB, priority: 2, victims: [4] });
  });
});

describe('Player Death', () => {
  it('"If the HORROR was killed, the game is over, and all surviving Crew Members WIN." — the armed man shoots the Horror', () => {
    let match = position({
      players: 4,
      rooms: [LAB, LAB, GARAGE, RADIO],
      horror: 0,
      hands: [
        [C.quick, C.dna],
        [C.alarmOrange, C.armed],
        [C.table, C.hide],
        [C.bloodTest, C.alarmGreen],
      ],
    });
    match = play(match, key(0, C.quick), key(1, C.alarmOrange), key(2, C.table), key(3, C.bloodTest), act(3, C.alarmGreen), act(2, C.hide), act(1, C.armed));
    const { match: after, events } = playEvents(match, act(0, C.dna), room(0, GARAGE));
    expect(eventsOf(events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 0, identity: 'horror', cause: 'shot' }]);
    expect(eventsOf(events, 'horror-attacked')).toEqual([]);
    expect(after.state.outcome).toEqual({ winners: [1, 2, 3], reason: 'horror-killed', returns: [-1, 1, 1, 1] });
    // "Eliminated players flip their Badge … Dead players reveal their Identity cards."
    expect(after.state.seats[0]).toMatchObject({ alive: false, revealed: true, room: null });
    expect(refusal(after, key(1, C.hide)).code).toBe('GAME_OVER');
  });
});

describe('Clean Up', () => {
  it('"If the number of living players drops to 4, destroy one room … Players in that room must immediately move to another connected room." / "The First Player token passes clockwise to the next living player." / "Horror + Humans = number of living players"', () => {
    let match = position({
      players: 5,
      rooms: [LAB, LAB, RADIO, CAFETERIA, CAFETERIA],
      horror: 0,
      hands: [
        [C.quick, C.alarmGold],
        [C.alarmOrange, C.denied],
        [C.table, C.hide],
        [C.detained, C.dna],
        [C.help, C.alarmGreen],
      ],
    });
    const played = playEvents(
      match,
      key(0, C.quick),
      key(1, C.alarmOrange),
      key(2, C.table),
      key(3, C.detained), // Cafeteria → Infirmary
      key(4, C.help),
      act(4, C.alarmGreen),
      act(3, C.dna),
      room(3, CAFETERIA),
      act(2, C.hide),
      act(1, C.denied),
      lock(1, P.garageRadioBlue),
      act(0, C.alarmGold),
      lock(0, P.radioInfirmaryGold),
    );
    // Seat 1 (Priority 2) died in the Laboratory; every destroyable room still holds somebody, so
    // whichever is destroyed, its player must choose a way out.
    expect(rooms(played.match)).toEqual([LAB, null, RADIO, INFIRMARY, CAFETERIA]);
    expect(played.match.state.pending).toMatchObject({ kind: 'move', cause: 'destroyedRoom' });
    const settled = settle(played.match);
    const after = settled.match;
    const events = [...played.events, ...settled.events];
    expect(eventsOf(events, 'horror-attacked')[0]?.victims).toEqual([1]);
    const destroyed = eventsOf(events, 'room-destroyed');
    expect(destroyed).toHaveLength(1);
    const gone = destroyed[0];
    if (gone === undefined) throw new Error('no room destroyed');
    expect(gone.room).not.toBe(GARAGE);
    expect(gone.players.length).toBeGreaterThan(0);
    const movedOut = eventsOf(events, 'moved').filter((event) => event.cause === 'destroyedRoom');
    expect(movedOut.map((event) => event.seat).sort((a, b) => a - b)).toEqual(gone.players.slice().sort((a, b) => a - b));
    for (const event of movedOut) expect(event.from).toBe(gone.room);
    expect(after.state.destroyed).toEqual([gone.room]);
    for (const seat of living(after)) expect(after.state.seats[seat]?.room).not.toBe(gone.room);
    // The token passes from seat 0 past dead seat 1 to seat 2; the next round's order starts there.
    expect(after.state.round).toBe(2);
    expect(after.state.firstPlayer).toBe(2);
    expect(after.state.order).toEqual([2, 3, 4, 0]);
    expect(active(after)).toEqual([2]);
    expect(horrors(after)).toHaveLength(1);
    expect(living(after)).toEqual([0, 2, 3, 4]);
    expect(after.state.seats[1]?.hand).toEqual([]);
  });

  /** Four players: the Horror kills seat 1 in the Laboratory; the deck holds one card, the discard pile twelve. */
  function downToThree(): { match: FhMatch; events: FrozenHorrorEvent[] } {
    const match = position({
      players: 4,
      rooms: [LAB, LAB, GARAGE, RADIO],
      horror: 0,
      hands: [
        [C.quick, C.hide],
        [C.alarmOrange, C.alarmGreen],
        [C.table, C.detained],
        [C.bloodTest, C.dna],
      ],
      deckTop: [C.trust],
      discard: [C.armed, C.evacuation, C.help, C.lockRoom, C.lockedIn, C.retreat, C.denied, C.alarmBlue, C.analysis, C.stayBack, C.flamethrower, C.alarmGold],
    });
    expect(match.state.deck).toEqual([card(C.trust)]);
    const played = playEvents(
      match,
      key(0, C.quick),
      key(1, C.alarmOrange),
      key(2, C.table), // green leads to the destroyed Cafeteria: stays
      key(3, C.bloodTest), // Radio Room → Infirmary
      act(3, C.dna),
      room(3, RADIO),
      act(2, C.detained),
      act(1, C.alarmGreen),
      act(0, C.hide),
    );
    const settled = settle(played.match);
    return { match: settled.match, events: [...played.events, ...settled.events] };
  }

  it('"Repeat this process when the number of players drops to 3 … you will never destroy more than two rooms" — ruling 15: with four players the Cafeteria destroyed at setup counts as the first', () => {
    const { match, events } = downToThree();
    expect(eventsOf(events, 'player-killed').map((event) => event.seat)).toEqual([1]);
    expect(eventsOf(events, 'room-destroyed')).toHaveLength(1);
    expect(match.state.destroyed).toHaveLength(2);
    expect(match.state.destroyed[0]).toBe(CAFETERIA);
    expect(match.state.destroyed[1]).not.toBe(GARAGE);
    expect(match.state.round).toBe(2);
    for (const seat of living(match)) expect(match.state.destroyed).not.toContain(match.state.seats[seat]?.room);
  });

  it('"Note: if the Station deck runs out, shuffle the discard pile to form a new Station deck."', () => {
    const { match, events } = downToThree();
    expect(eventsOf(events, 'deck-reshuffled')).toHaveLength(1);
    // Three living players get two cards each: Trust No One from the old deck, the rest from the reshuffled pile.
    for (const seat of living(match)) expect(match.state.seats[seat]?.hand).toHaveLength(2);
    expect(match.state.deal.map((pile) => pile.from)).toEqual(['deck', 'discard']);
    expect(match.state.deal[0]?.cards).toEqual([card(C.trust)]);
    expect(match.state.discard).toEqual([]);
    // Alarm: Green was played as an Action and left the game; every other card is somewhere.
    expect(match.state.removed).toEqual([card(C.alarmGreen)]);
    expect(match.state.deck).toHaveLength(21 - 1 - 6);
    expect(cardTotal(match.state)).toBe(21);
  });
});

describe('Station Card Reference', () => {
  it('Analysis Results: "Choose another player and look at their Identity card. If played as your 1st card, you may reveal their Identity. If you do, you cannot play a 2nd card. Your Priority is 1."', () => {
    let match = position({
      players: 4,
      rooms: [GARAGE, RADIO, LAB, INFIRMARY],
      horror: 2,
      hands: [[C.analysis, C.trust], [C.table, C.hide], [C.quick, C.alarmOrange], [C.alarmGreen, C.bloodTest]],
    });
    match = play(match, act(0, C.analysis));
    expect(legalTargets(match)).toEqual([1, 2, 3]);
    match = play(match, choose(0, 2));
    expect(viewOf(match, 0).seats[2]?.identity).toBe('horror');
    expect(viewOf(match, 1).seats[2]?.identity).toBeNull();
    expect(match.state.pending).toEqual({ kind: 'reveal', seat: 0, target: 2 });
    const revealed = playEvents(match, reveal(0, true));
    match = revealed.match;
    expect(eventsOf(revealed.events, 'second-card-forfeited')).toEqual([{ type: 'second-card-forfeited', seat: 0 }]);
    expect(viewOf(match, 1).seats[2]?.identity).toBe('horror');
    expect(viewOf(match, 1).seats[0]?.priority).toBe(1);
    match = play(match, key(1, C.table), key(2, C.quick), key(3, C.alarmGreen), act(3, C.bloodTest), act(2, C.alarmOrange));
    // Seat 0's second slot is the last of the snake: seat 1's second card ends the round.
    const last = playEvents(match, act(1, C.hide));
    expect(eventsOf(last.events, 'identities-revealed')).toHaveLength(1);
    expect(eventsOf(last.events, 'card-played').map((event) => event.seat)).toEqual([1]);
    // Seat 0 never played an Access Key and never moved; its kept card was discarded (ruling 17).
    expect(eventsOf(last.events, 'moved').filter((event) => event.seat === 0)).toEqual([]);
    expect(eventsOf(last.events, 'cards-discarded')[0]?.discarded).toContain(card(C.trust));
  });

  it('Stay Back!: "Until the end of the round, any player who enters your room will be shot and killed. Does not affect players already in your room."', () => {
    let match = position({
      players: 5,
      rooms: [RADIO, RADIO, GARAGE, LAB, CAFETERIA],
      horror: 3,
      hands: [
        [C.stayBack, C.table],
        [C.bloodTest, C.quick],
        [C.detained, C.hide],
        [C.alarmOrange, C.alarmGreen],
        [C.help, C.dna],
      ],
    });
    match = play(match, act(0, C.stayBack), act(1, C.bloodTest));
    expect(match.state.seats[1]?.alive).toBe(true);
    const entered = playEvents(match, key(2, C.detained)); // Garage → Radio Room through the blue door
    match = entered.match;
    expect(eventsOf(entered.events, 'shot-on-entering')).toEqual([{ type: 'shot-on-entering', seat: 2, holder: 0, room: RADIO }]);
    expect(eventsOf(entered.events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 2, identity: 'human', cause: 'stayBack' }]);
    expect(match.state.seats[2]).toMatchObject({ alive: false, revealed: true, room: null });
    expect(match.state.seats[1]?.alive).toBe(true);
    match = play(match, key(3, C.alarmOrange), key(4, C.help), act(4, C.dna), room(4, GARAGE), act(3, C.alarmGreen));
    // The dead play no second card: after seat 3, seat 1.
    expect(active(match)).toEqual([1]);
    expect(refusal(match, act(2, C.hide)).code).toBe('NOT_YOUR_TURN');
  });

  it('Detained!: "Choose another player in your room. They cannot move this round." / Evacuation: "All other players in that room must leave through any open passage, if possible." / Quick Move: "Choose an Access Key color and pass through an open passage of that color"', () => {
    let match = position({
      players: 5,
      rooms: [GARAGE, GARAGE, GARAGE, CAFETERIA, RADIO],
      horror: 4,
      hands: [
        [C.detained, C.alarmGreen],
        [C.trust, C.bloodTest],
        [C.evacuation, C.denied],
        [C.quick, C.dna],
        [C.table, C.hide],
      ],
    });
    match = play(match, act(0, C.detained));
    expect(legalTargets(match)).toEqual([1, 2]);
    match = play(match, choose(0, 1));
    const held = playEvents(match, key(1, C.trust));
    match = held.match;
    expect(eventsOf(held.events, 'stayed-put')).toEqual([{ type: 'stayed-put', seat: 1, cause: 'accessKey', reason: 'detained' }]);
    match = play(match, act(2, C.evacuation), room(2, GARAGE));
    // The card's player stays; seat 0 (clockwise first after seat 2) chooses its way out; detained seat 1 cannot leave.
    expect(match.state.pending).toMatchObject({ kind: 'move', seat: 0, cause: 'evacuation' });
    expect(legalPassages(match)).toEqual([P.garageRadioBlue, P.garageLabGold, P.garageCafeteriaGreen]);
    match = play(match, move(0, P.garageLabGold));
    expect(rooms(match)).toEqual([LAB, GARAGE, GARAGE, CAFETERIA, RADIO]);
    match = play(match, act(3, C.quick));
    expect(legal(match)).toEqual([colour(3, 'blue'), colour(3, 'gold'), colour(3, 'green'), colour(3, 'orange')]);
    match = play(match, colour(3, 'blue'));
    expect(match.state.seats[3]?.room).toBe(INFIRMARY);
  });

  it('Cards on the Table: "You both reveal your Identity cards." / DNA Scanner: "All players in that room must reveal their Identity cards." / Trust No One: "Gather all Identity cards, shuffle them, and deal them back out face down."', () => {
    let match = position({
      players: 5,
      rooms: [RADIO, GARAGE, GARAGE, LAB, CAFETERIA],
      horror: 4,
      hands: [
        [C.table, C.hide],
        [C.dna, C.quick],
        [C.trust, C.detained],
        [C.alarmOrange, C.bloodTest],
        [C.help, C.alarmGreen],
      ],
    });
    match = play(match, act(0, C.table), choose(0, 3));
    const spectator = viewOf(match, null);
    expect(spectator.seats.map((seat) => seat.identity)).toEqual(['human', null, null, 'human', null]);
    match = play(match, act(1, C.dna), room(1, GARAGE));
    expect(viewOf(match, null).seats.map((seat) => seat.revealed)).toEqual([true, true, true, true, false]);
    const shuffled = playEvents(match, act(2, C.trust));
    match = shuffled.match;
    expect(viewOf(match, null).seats.map((seat) => seat.revealed)).toEqual([false, false, false, false, false]);
    expect(horrors(match)).toHaveLength(1);
    const dealt = eventsOf(shuffled.events, 'identity-dealt');
    expect(dealt.map((event) => event.seat)).toEqual([0, 1, 2, 3, 4]);
    for (const event of dealt) expect(event.visibleTo).toEqual([event.seat]);
  });

  it('No… It\'s You Who\'s Locked In Here With Me!: "At the end of the round, before revealing Identity cards, swap your Identity card with another player in your room."', () => {
    let match = position({
      players: 4,
      rooms: [LAB, LAB, GARAGE, RADIO],
      horror: 0,
      hands: [
        [C.quick, C.lockedIn],
        [C.alarmOrange, C.alarmGreen],
        [C.table, C.detained],
        [C.bloodTest, C.dna],
      ],
    });
    match = play(match, key(0, C.quick), key(1, C.alarmOrange), key(2, C.table), key(3, C.bloodTest), act(3, C.dna), room(3, RADIO), act(2, C.detained), act(1, C.alarmGreen));
    // The Horror (seat 0, Priority 1) swaps with the only other player in the Laboratory.
    const { events } = playEvents(match, act(0, C.lockedIn));
    expect(eventsOf(events, 'identities-swapped')).toEqual([{ type: 'identities-swapped', seat: 0, target: 1 }]);
    expect(eventsOf(events, 'identities-revealed')[0]).toMatchObject({ horror: 1, room: LAB });
    expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 1, victims: [0] });
    const order = events.map((event) => event.type);
    expect(order.indexOf('identities-swapped')).toBeLessThan(order.indexOf('identities-revealed'));
  });

  describe('Safe Retreat: "At the end of the round, if the Horror ended up in your room, you may leave the room through any open passage, if possible. Has no effect if you are the Horror."', () => {
    function retreatGame(horror: number): FhMatch {
      const match = position({
        players: 4,
        rooms: [LAB, LAB, GARAGE, RADIO],
        horror,
        hands: [
          [C.quick, C.retreat],
          [C.alarmOrange, C.alarmGreen],
          [C.table, C.detained],
          [C.bloodTest, C.dna],
        ],
      });
      return play(match, key(0, C.quick), key(1, C.alarmOrange), key(2, C.table), key(3, C.bloodTest), act(3, C.dna), room(3, RADIO), act(2, C.detained), act(1, C.alarmGreen));
    }

    it('a Human in the Horror\'s room may leave, and escapes the attack', () => {
      let match = play(retreatGame(1), act(0, C.retreat));
      expect(match.state.pending).toEqual({ kind: 'retreat', seat: 0 });
      // Any open passage: the Laboratory's gold and orange doors (seat 1's Alarm: Orange was played as a key).
      expect(legalPassages(match)).toEqual([P.garageLabGold, P.labInfirmaryOrange]);
      const { match: after, events } = playEvents(match, move(0, P.garageLabGold));
      match = after;
      expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 1, room: LAB, victims: [] });
      expect(match.state.seats[0]).toMatchObject({ alive: true, room: GARAGE });
    });

    it('played by the Horror: no effect, and the Human with it is attacked', () => {
      const { events } = playEvents(retreatGame(0), act(0, C.retreat));
      expect(eventsOf(events, 'no-effect')).toContainEqual({ type: 'no-effect', seat: 0, card: 'Safe Retreat', reason: 'you are the Horror' });
      expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 0, victims: [1] });
    });
  });

  it('Don\'t Run Toward the Armed Man: "At the end of the round, shoot and kill a player in your room. Then, before Identity cards are revealed, move through an open passage into the room with the most players, if possible."', () => {
    let match = position({
      players: 5,
      rooms: [RADIO, CAFETERIA, CAFETERIA, RADIO, RADIO],
      horror: 0,
      hands: [
        [C.detained, C.hide],
        [C.bloodTest, C.armed],
        [C.help, C.denied],
        [C.quick, C.alarmOrange],
        [C.dna, C.table],
      ],
    });
    match = play(
      match,
      key(0, C.detained), // Radio Room → Garage (blue)
      key(1, C.bloodTest), // stays in the Cafeteria, Priority 2
      key(2, C.help), // stays in the Cafeteria
      key(3, C.quick), // Radio Room → Garage (blue), Priority 1
      key(4, C.dna), // Radio Room → Infirmary (gold)
      act(4, C.table),
      choose(4, 3),
      act(3, C.alarmOrange),
      act(2, C.denied),
      lock(2, P.radioInfirmaryGold),
    );
    expect(rooms(match)).toEqual([GARAGE, CAFETERIA, CAFETERIA, GARAGE, INFIRMARY]);
    match = play(match, act(1, C.armed));
    const { events } = playEvents(match, act(0, C.hide));
    const killed = eventsOf(events, 'player-killed');
    expect(killed[0]).toEqual({ type: 'player-killed', seat: 2, identity: 'human', cause: 'shot' });
    // From the Cafeteria: the Garage holds two players, the Infirmary one.
    expect(eventsOf(events, 'moved').filter((event) => event.cause === 'armedMan')).toEqual([
      expect.objectContaining({ seat: 1, from: CAFETERIA, to: GARAGE, passage: P.garageCafeteriaGreen }),
    ]);
    const order = events.map((event) => event.type);
    expect(order.indexOf('moved')).toBeLessThan(order.indexOf('identities-revealed'));
    // In the Garage the Horror kills the armed man (Priority 2), not seat 3 (Priority 1).
    expect(eventsOf(events, 'horror-attacked')[0]).toMatchObject({ horror: 0, room: GARAGE, victims: [1] });
  });

  it('FIRE token: "place it in the room of your choice. At the end of the round, the player in that room dies. Remove the Fire token at the end of the round. The room is NOT destroyed." (placed by the stand-in Flamethrower)', () => {
    let match = position({
      players: 6,
      rooms: [GARAGE, RADIO, CAFETERIA, INFIRMARY, CAFETERIA, LAB],
      horror: 5,
      hands: [
        [C.flamethrower, C.trust],
        [C.table, C.hide],
        [C.help, C.dna],
        [C.retreat, C.alarmGold],
        [C.detained, C.denied],
        [C.quick, C.alarmOrange],
      ],
    });
    match = play(match, act(0, C.flamethrower), room(0, RADIO));
    expect(match.state.fire).toBe(RADIO);
    const { match: after, events } = playEvents(
      match,
      key(1, C.table), // stays in the Radio Room
      key(2, C.help), // stays in the Cafeteria
      key(3, C.retreat),
      move(3, P.infirmaryCafeteriaBlue),
      key(4, C.detained), // Cafeteria → Infirmary
      key(5, C.quick), // stays in the Laboratory
      act(5, C.alarmOrange),
      act(4, C.denied),
      lock(4, P.garageRadioBlue),
      act(3, C.alarmGold),
      lock(3, P.radioInfirmaryGold),
      act(2, C.dna),
      room(2, GARAGE),
      act(1, C.hide),
      key(0, C.trust),
      move(0, P.garageCafeteriaGreen),
    );
    // Seat 1 is the one player in the Radio Room: it dies by the Fire.
    expect(eventsOf(events, 'player-killed')).toEqual([{ type: 'player-killed', seat: 1, identity: 'human', cause: 'fire' }]);
    expect(after.state.round).toBe(2);
    expect(after.state.fire).toBeNull();
    expect(after.state.destroyed).toEqual([]);
    expect(eventsOf(events, 'room-destroyed')).toEqual([]);
  });
});
