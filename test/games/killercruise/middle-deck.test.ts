/**
 * What Happens Next With The Unlocked Rooms? › 1. What Happens On The Middle Deck?: the line mazes
 * on the backs of the first four upper-deck rooms unlocked, and the missing person (ruling 14).
 * The scenario board: the killer in A, Daniel in E, Martin in G, Gerlinde in K, Dr. Elena Beck
 * missing; room E opens with green + blue.
 */
import { describe, expect, it } from 'vitest';
import { standInContent, type RoomLetter } from '../../../src/games/killercruise/index.js';
import {
  DOUBLE,
  RING,
  SINGLE,
  card,
  endTurn,
  figureAt,
  keyCard,
  keysOf,
  leaveKey,
  move,
  openRoom,
  passenger,
  play,
  playEvents,
  putFigure,
  putPassengers,
  scenario,
  secondKey,
  types,
  unlock,
  viewOf,
  type KcMatch,
} from './helpers.js';
import { mazeEnd } from './model.js';

/** Keys for room E from Dr. Elena Beck's cards (she is missing, so they are keys only). */
const GREEN = card('elena', 'D');
const BLUE = card('elena', 'A');

/** Three upper-deck rooms (other than A, E and the rooms in `avoid`) opened before E is unlocked, whose mazes end where `wanted` says. */
function firstThree(wanted: (end: RoomLetter, three: readonly RoomLetter[]) => boolean): RoomLetter[] {
  const pool = RING.filter((room) => room !== 'A' && room !== 'E');
  for (const a of pool) {
    for (const b of pool) {
      for (const c of pool) {
        if (new Set([a, b, c]).size < 3) continue;
        const path = mazeEnd(standInContent, [a, b, c, 'E']);
        const end = path[path.length - 1];
        if (end !== undefined && wanted(end, [a, b, c])) return [a, b, c];
      }
    }
  }
  throw new Error('no such unlock order');
}

/** The board with `three` open to the middle deck (in that order) and the turn about to unlock E. */
function beforeFourth(three: readonly RoomLetter[], extra: readonly number[] = []): KcMatch {
  return scenario({ hands: [[GREEN, BLUE, ...extra], []] }, (draft) => {
    for (const room of three) openRoom(draft, room, 'middle');
  });
}

describe('"You must unlock a total of 4 rooms on the upper deck ... Then take the pile with the 4 rooms ... and turn it over"', () => {
  it('the backs stay face down (not in any view) while fewer than four upper-deck rooms are open', () => {
    const three = firstThree(() => true);
    const match = beforeFourth(three);
    expect(match.state.missingPerson.maze).toBeNull();
    for (const viewer of [0, 1, null]) expect(viewOf(match, viewer).missingPerson.maze).toBeNull();
    for (const viewer of [0, 1, null]) expect(viewOf(match, viewer).mazeBacks).toBeNull();
  });

  it('"turn it over": once the fourth upper-deck room is open every seat sees the four backs, in unlock order, and can follow the lines itself', () => {
    const three = firstThree(() => true);
    const match = play(beforeFourth(three), unlock('E', GREEN), secondKey(BLUE));
    const order: RoomLetter[] = [...three, 'E'];
    const backs = order.map((room) => standInContent.mazes.find((maze) => maze.room === room));
    for (const viewer of [0, 1, null]) {
      const shown = viewOf(match, viewer);
      expect(shown.mazeBacks).toEqual(backs);
      // Each back's lines, letter to letter: a seat following them from the view alone ends where the engine did.
      let letter = order[0] ?? 'A';
      const path = [letter];
      for (const back of shown.mazeBacks ?? []) {
        letter = back.exits[RING.indexOf(letter)] ?? letter;
        path.push(letter);
      }
      expect(path).toEqual(match.state.missingPerson.maze?.path);
      expect(path).toEqual(mazeEnd(standInContent, order));
    }
  });

  it('"Search for the letter matching the letter of the first unlocked room. Follow the line ... Repeat this with the third and fourth"', () => {
    const three = firstThree(() => true);
    const { match, events } = playEvents(beforeFourth(three), unlock('E', GREEN), secondKey(BLUE));
    const path = mazeEnd(standInContent, [...three, 'E']);
    expect(path[0]).toBe(three[0]);
    expect(match.state.missingPerson.maze).toEqual({ rooms: [...three, 'E'], path, room: path[4] });
    expect(events.find((event) => event.type === 'maze-followed')).toEqual({
      type: 'maze-followed',
      maze: { rooms: [...three, 'E'], path, room: path[4] },
    });
    // Each step "ends up at a different letter".
    for (let step = 1; step < path.length; step++) expect(path[step]).not.toBe(path[step - 1]);
    for (const viewer of [0, 1, null]) expect(viewOf(match, viewer).missingPerson.maze?.room).toBe(path[4]);
  });

  it('only the first four count: a fifth upper-deck room changes nothing', () => {
    const three = firstThree((end) => end !== 'G');
    const match = play(beforeFourth(three), unlock('E', GREEN), secondKey(BLUE));
    const maze = match.state.missingPerson.maze;
    // Martin stands in G (green + black): unlocking G as the fifth room.
    const [first, second] = keysOf('G');
    const g1 = keyCard(first, [GREEN, BLUE]);
    const g2 = keyCard(second, [GREEN, BLUE]);
    const fifth = play(
      { ...match, state: { ...match.state, hands: [[g1, g2], []] } },
      unlock('G', g1),
      secondKey(g2),
    );
    expect(fifth.state.unlocked.upper).toHaveLength(5);
    expect(fifth.state.missingPerson.maze).toEqual(maze);
    // Still the first four backs: the fifth room's back is never turned over.
    expect(viewOf(fifth, 0).mazeBacks?.map((back) => back.room)).toEqual([...three, 'E']);
  });
});

describe('"You will find the missing person in the room matching this letter" — once it "must be unlocked on the upper deck" and has a figure and no killer', () => {
  it('the fourth room unlocked is the final letter and Daniel stands in it: Dr. Elena Beck appears there at once', () => {
    const three = firstThree((end) => end === 'E');
    const { match, events } = playEvents(beforeFourth(three), unlock('E', GREEN), secondKey(BLUE));
    expect(figureAt(match, 'elena')).toEqual({ status: 'white', room: 'E' });
    expect(match.state.missingPerson.found).toBe(true);
    expect(types(events)).toEqual(['unlock-started', 'room-unlocked', 'maze-followed', 'missing-person-found']);
  });

  it('the final room is still locked: she waits until it is unlocked with a figure in it', () => {
    const three = firstThree((end, opened) => end !== 'E' && end !== 'A' && !opened.includes(end) && end !== 'G' && end !== 'K');
    const end = mazeEnd(standInContent, [...three, 'E'])[4] ?? 'A';
    const [first, second] = keysOf(end);
    const jump = card('daniel', end);
    const k1 = keyCard(first, [GREEN, BLUE, jump]);
    const k2 = keyCard(second, [GREEN, BLUE, jump, k1]);
    const opened = play(beforeFourth(three, [jump, k1, k2]), unlock('E', GREEN), secondKey(BLUE));
    expect(opened.state.missingPerson.found).toBe(false);
    // Daniel jumps to the final room: it is still locked, so nobody is found yet.
    const there = play(opened, move(jump, end));
    expect(figureAt(there, 'elena').status).toBe('missing');
    const found = play(there, unlock(end, k1), secondKey(k2));
    expect(figureAt(found, 'elena')).toEqual({ status: 'white', room: end });
  });

  it('the final room is open but empty: she appears when a figure arrives', () => {
    const three = firstThree((end, opened) => opened.includes(end) && end !== 'G' && end !== 'K');
    const end = mazeEnd(standInContent, [...three, 'E'])[4] ?? 'A';
    const jump = card('daniel', end);
    const opened = play(beforeFourth(three, [jump]), unlock('E', GREEN), secondKey(BLUE));
    expect(opened.state.missingPerson.found).toBe(false);
    expect(figureAt(play(opened, move(jump, end)), 'elena')).toEqual({ status: 'white', room: end });
  });

  it('"The killer may not be in this room": she appears only once the killer has left', () => {
    const three = firstThree((end) => end === 'E');
    const path = mazeEnd(standInContent, [...three, 'E']);
    // The four rooms are open and the mazes followed to E, where Daniel stands — with the killer.
    const blocked = scenario(
      {
        hands: [[card('martin', 'A')], []],
        killer: 'E',
        draw: [SINGLE, ...(['B', 'C', 'E', 'F', 'G', 'H'] as const).map((room) => card('elena', room))],
        passengerPile: [passenger('I', 'room'), passenger('F', 'room')],
      },
      (draft) => {
        for (const room of [...three, 'E'] as const) openRoom(draft, room, 'middle');
        draft.missingPerson.maze = { rooms: [...three, 'E'], path, room: 'E' };
      },
    );
    expect(blocked.state.missingPerson.found).toBe(false);
    // A single killer card moves the killer on to F: E is free, with Daniel in it.
    const after = play(blocked, leaveKey(card('martin', 'A')), endTurn());
    expect(after.state.killer).toBe('F');
    expect(figureAt(after, 'elena')).toEqual({ status: 'white', room: 'E' });
  });

  it('"At least one playing figure must be in this room. The killer may not be in this room.": with the killer there she is not placed, whoever moves or arrives', () => {
    const three = firstThree((end) => end === 'E');
    const path = mazeEnd(standInContent, [...three, 'E']);
    const martinH = card('martin', 'H');
    const martinE = card('martin', 'E');
    // Her room E is open on the upper deck and Daniel stands in it — with the killer.
    const blocked = scenario({ hands: [[martinH, martinE], []], killer: 'E' }, (draft) => {
      for (const room of [...three, 'E'] as const) openRoom(draft, room, 'middle');
      draft.missingPerson.maze = { rooms: [...three, 'E'], path, room: 'E' };
    });
    // Martin moves elsewhere (G → H): the board settles, the killer is still in E.
    const elsewhere = play(blocked, move(martinH, 'H'));
    expect(figureAt(elsewhere, 'elena').status).toBe('missing');
    // Martin jumps into E, the killer's room (ruling 8): two figures there now, and still the killer.
    const { match, events } = playEvents(elsewhere, move(martinE, 'E'));
    expect(figureAt(match, 'martin')).toEqual({ status: 'red', room: 'E' });
    expect(figureAt(match, 'elena').status).toBe('missing');
    expect(match.state.missingPerson.found).toBe(false);
    expect(types(events)).not.toContain('missing-person-found');
  });

  it('ruling 20: a double killer card frees her the moment he leaves her room, before his second room', () => {
    const three = firstThree((end) => end === 'E');
    const path = mazeEnd(standInContent, [...three, 'E']);
    const blocked = scenario(
      {
        hands: [[card('martin', 'A')], []],
        killer: 'E',
        draw: [DOUBLE, ...(['B', 'C', 'E', 'F', 'G', 'H'] as const).map((room) => card('elena', room))],
        passengerPile: [passenger('I', 'room'), passenger('F', 'room')],
      },
      (draft) => {
        for (const room of [...three, 'E'] as const) openRoom(draft, room, 'middle');
        draft.missingPerson.maze = { rooms: [...three, 'E'], path, room: 'E' };
      },
    );
    // The killer walks E → F → G, where Martin stands.
    const { match, events } = playEvents(blocked, leaveKey(card('martin', 'A')), endTurn());
    expect(figureAt(match, 'elena')).toEqual({ status: 'white', room: 'E' });
    expect(figureAt(match, 'martin')).toEqual({ status: 'red', room: 'G' });
    const order = types(events).filter((type) => type === 'killer-moved' || type === 'missing-person-found' || type === 'figure-met-killer');
    expect(order).toEqual(['killer-moved', 'missing-person-found', 'killer-moved', 'figure-met-killer']);
  });

  it('once found she is a playing figure like the others: her cards move her, and passengers she is pictured on are saved by her', () => {
    const three = firstThree((end) => end === 'E');
    // Room H's figure passenger pictures Dr. Elena Beck.
    const waiting = passenger('H', 'figure');
    const elenaH = card('elena', 'H');
    const match = play(
      scenario({ hands: [[GREEN, BLUE, elenaH], []] }, (draft) => {
        for (const room of three) openRoom(draft, room, 'middle');
        putPassengers(draft, 'H', [waiting]);
        putFigure(draft, 'martin', 'M');
      }),
      unlock('E', GREEN),
      secondKey(BLUE),
      move(elenaH, 'H'),
    );
    expect(figureAt(match, 'elena')).toEqual({ status: 'white', room: 'H' });
    expect(match.state.box).toEqual([waiting]);
  });
});
