/**
 * What each action declares it writes (`writes.ts`, read by the immutable mode, which copies only
 * that): a room is named only when the action writes it — a passenger carried, placed or collected
 * there, or one that may be saved there. The conformance kit proves the declarations wide enough
 * over random games; these scenarios check that they stay narrow, and wide enough on a board a
 * caller built with a passenger whose condition already holds. The scenario board: Daniel in E,
 * Martin in G, Gerlinde in K.
 */
import { describe, expect, it } from 'vitest';
import type { WritePath } from '../../../src/core/types.js';
import { writes } from '../../../src/games/killercruise/writes.js';
import {
  RING,
  SINGLE,
  card,
  carry,
  endTurn,
  leaveKey,
  move,
  passenger,
  passengersIn,
  play,
  putPassengers,
  scenario,
  type KcMatch,
  type KillercruiseAction,
  type RoomLetter,
} from './helpers.js';

/** The rooms `action` declares, by letter in ring order; `*` for every room. */
function roomsNamed(match: KcMatch, action: KillercruiseAction): string[] {
  const paths: readonly WritePath[] = writes(match.state, action);
  if (paths.includes('rooms')) return ['*'];
  const named = paths.flatMap((path) => (typeof path !== 'string' && path[0] === 'rooms' ? [RING[Number(path[1])] ?? '?'] : []));
  return [...new Set(named)].sort();
}

const ELENA = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((room) => card('elena', room));
const martinToH = card('martin', 'H');

describe('writes: the rooms an action names', () => {
  it('a move that saves nobody names no room, whatever lies on the board', () => {
    // H's passengers want Elena and two figures; Martin arrives alone. B's wants Martin, who is not in B.
    const base = scenario({ hands: [[martinToH], []] }, (draft) => {
      putPassengers(draft, 'H', [passenger('H', 'figure'), passenger('H', 'teamwork')]);
      putPassengers(draft, 'B', [passenger('B', 'figure')]);
    });
    expect(roomsNamed(base, move(martinToH, 'H'))).toEqual([]);
    const moved = play(base, move(martinToH, 'H'));
    expect(passengersIn(moved, 'H')).toHaveLength(2);
    expect(moved.state.rooms).toBe(base.state.rooms);
  });

  it('a move names the room it enters when a passenger there may be saved', () => {
    // G's figure passenger pictures Gerlinde, who jumps there from K with her green (G) card.
    const gerlindeG = card('gerlinde', 'G');
    const waiting = passenger('G', 'figure');
    const base = scenario({ hands: [[gerlindeG], []] }, (draft) => {
      putPassengers(draft, 'G', [waiting]);
      putPassengers(draft, 'H', [passenger('H', 'teamwork')]);
    });
    expect(roomsNamed(base, move(gerlindeG, 'G'))).toEqual(['G']);
    expect(play(base, move(gerlindeG, 'G')).state.box).toEqual([waiting]);
  });

  it('a carry names the room left and the room entered; carrying nobody names neither', () => {
    const base = scenario({ hands: [[martinToH], []] }, (draft) => putPassengers(draft, 'G', [passenger('G', 'teamwork')]));
    const announced = play(base, move(martinToH, 'H'));
    expect(roomsNamed(announced, carry(passenger('G', 'teamwork')))).toEqual(['G', 'H']);
    expect(roomsNamed(announced, carry(null))).toEqual([]);
    expect(passengersIn(play(announced, carry(passenger('G', 'teamwork'))), 'H')).toEqual([passenger('G', 'teamwork')]);
  });

  it('the killer\'s walk names the rooms he enters that hold passengers and the rooms passengers are placed in, not the rooms beyond', () => {
    // The killer in A draws a single card: he enters B (collecting there), C is beyond him; F's passenger is placed.
    const placed = passenger('F', 'teamwork');
    const base = scenario({ hands: [[card('martin', 'A')], []], draw: [SINGLE, ...ELENA], passengerPile: [placed, passenger('I', 'teamwork')], killer: 'A' }, (draft) => {
      putPassengers(draft, 'B', [passenger('B', 'teamwork')]);
      putPassengers(draft, 'C', [passenger('C', 'teamwork')]);
    });
    const left = play(base, leaveKey(card('martin', 'A')));
    expect(roomsNamed(left, endTurn())).toEqual(['B', 'F']);
    const walked = play(left, endTurn());
    expect(walked.state.killerFields).toEqual([passenger('B', 'teamwork')]);
    expect(passengersIn(walked, 'F')).toEqual([placed]);
    expect(passengersIn(walked, 'C')).toEqual([passenger('C', 'teamwork')]);
  });

  it('on a board a caller built unsettled, the room whose passenger is already saved is named, and the move is accepted', () => {
    // B's room passenger wants room E (three rooms clockwise), and lies there already: saved at the next settle.
    const early = passenger('B', 'room');
    const base = scenario({ hands: [[martinToH], []] }, (draft) => putPassengers(draft, 'E' satisfies RoomLetter, [early]));
    expect(roomsNamed(base, move(martinToH, 'H'))).toEqual(['E']);
    const moved = play(base, move(martinToH, 'H'));
    expect(moved.state.box).toEqual([early]);
    expect(passengersIn(moved, 'E')).toEqual([]);
  });
});
