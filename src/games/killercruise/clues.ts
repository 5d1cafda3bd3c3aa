/**
 * 2. What Happens On The Lower Deck?: the clue cards. Each clue is a predicate over the room the
 * psychopath hides in and the room the clue lies in, so bots can reason over them; `clueText`
 * renders one in English for people.
 *
 * What a printed clue means depends on the content alone, never on a game's state; it sits below
 * the schemas because the content schema checks with it that every puzzle's clues leave exactly
 * its solution.
 */
import { ROOM_LETTERS, type CluePredicate, type RoomLetter, type RoomSpec } from './content.js';
import { clockwiseSteps, ringDistance, roomIndex } from './ship.js';

/** Whether the clue `predicate`, lying in room `here`, is true if the psychopath hides in room `x`. */
export function clueHolds(rooms: readonly RoomSpec[], predicate: CluePredicate, here: RoomLetter, x: RoomLetter): boolean {
  switch (predicate.kind) {
    case 'not-here':
      return x !== here;
    case 'distance':
    case 'clockwise': {
      const distance = predicate.kind === 'distance' ? ringDistance(here, x) : clockwiseSteps(here, x);
      return predicate.relation === 'at-most' ? distance <= predicate.rooms : distance > predicate.rooms;
    }
    case 'same-side':
      return (rooms[roomIndex(x)]?.side === rooms[roomIndex(here)]?.side) === predicate.same;
    case 'same-section':
      return (rooms[roomIndex(x)]?.section === rooms[roomIndex(here)]?.section) === predicate.same;
    case 'section':
      return (rooms[roomIndex(x)]?.section === predicate.section) === predicate.is;
    case 'letter':
      return predicate.relation === 'before' ? roomIndex(x) < roomIndex(here) : roomIndex(x) > roomIndex(here);
    case 'not-rooms':
      return !predicate.rooms.includes(x);
    case 'colour':
      return predicate.colours.includes(rooms[roomIndex(x)]?.colour ?? '') === predicate.is;
  }
}

/** The rooms consistent with every `[clue, here]` pair given. */
export function roomsConsistentWith(
  rooms: readonly RoomSpec[],
  clues: readonly (readonly [CluePredicate, RoomLetter])[],
): RoomLetter[] {
  return ROOM_LETTERS.filter((x) => clues.every(([predicate, here]) => clueHolds(rooms, predicate, here, x)));
}

function list(items: readonly string[], join: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${join} ${items[items.length - 1] ?? ''}`;
}

function roomWord(count: number): string {
  return count === 1 ? 'one room' : `${count} rooms`;
}

/** The clue in English, as read out in room `here`. */
export function clueText(predicate: CluePredicate, here: RoomLetter): string {
  switch (predicate.kind) {
    case 'not-here':
      return `The psychopath is not hiding in this room (${here}).`;
    case 'distance':
      return predicate.relation === 'at-most'
        ? `The psychopath is hiding at most ${roomWord(predicate.rooms)} away from this room (${here}), either way round the ship.`
        : `The psychopath is hiding more than ${roomWord(predicate.rooms)} away from this room (${here}), either way round the ship.`;
    case 'clockwise':
      return predicate.relation === 'at-most'
        ? `Going clockwise from this room (${here}), you reach the psychopath's room within ${roomWord(predicate.rooms)}.`
        : `Going clockwise from this room (${here}), the psychopath's room is more than ${roomWord(predicate.rooms)} away.`;
    case 'same-side':
      return predicate.same
        ? `The psychopath is hiding on the same side of the ship as this room (${here}).`
        : `The psychopath is hiding on the other side of the ship from this room (${here}).`;
    case 'same-section':
      return predicate.same
        ? `The psychopath is hiding in the same part of the ship as this room (${here}).`
        : `The psychopath is not hiding in the same part of the ship (bow, midship, stern) as this room (${here}).`;
    case 'section':
      return predicate.is
        ? `The psychopath is hiding in the ${predicate.section === 'midship' ? 'midship section' : predicate.section}.`
        : `The psychopath is not hiding in the ${predicate.section === 'midship' ? 'midship section' : predicate.section}.`;
    case 'letter':
      return `The psychopath's room letter comes ${predicate.relation} ${here} in the alphabet.`;
    case 'not-rooms':
      return `The psychopath is not hiding in room ${list(predicate.rooms, 'or')}.`;
    case 'colour':
      return predicate.is
        ? `The psychopath is hiding in a ${list(predicate.colours, 'or')} room.`
        : `The psychopath is not hiding in a ${list(predicate.colours, 'or')} room.`;
  }
}
