/**
 * 2. Clue Search › Action › Eavesdropping: "If a detective is in a room where another detective is
 * taking a card at that moment, he takes over that card from him if a roll of 1–3 succeeds. Both now
 * know what is on the card." Eavesdropper: "recognises a card that another detective is currently
 * taking. In the same room on a roll of 1–4; in an adjoining room on a roll of 1–3."
 */
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../../src/games/tatort-titanic/index.js';
import { E, S, active, card, deck, draw, eavesdrop, endTurn, eventsOf, legal, move, moving, pass, play, playEvents, position, question, refusal, rig, roll, take, tatortTitanic, viewOf } from './helpers.js';

const revolver = card('weapon', 0);

/**
 * Seat 0 enters the Library and takes the Revolver. Seats 1 and 2 stand in the Library, seat 3 in
 * the adjoining Smoking Room.
 */
function libraryScene(abilities: readonly Ability[] = ['charm', 'charm', 'charm', 'charm'], taken: number = revolver) {
  const match = moving(
    {
      seats: [
        { space: deck('A', 6), ability: abilities[0] },
        { space: S.library, ability: abilities[1], hand: [card('time', 0)] },
        { space: S.library, ability: abilities[2] },
        { space: S.smokingRoom, ability: abilities[3] },
      ],
      board: { [S.library]: [taken] },
    },
    2,
  );
  return play(match, move(0, S.library), take(0, 'weapon'));
}

describe('who may eavesdrop, and when', () => {
  it('the detectives in the room are asked, clockwise from the taker, each to eavesdrop or pass; the taker waits', () => {
    const match = libraryScene();
    expect(match.state.pending).toEqual({ kind: 'eavesdrop', seat: 1, taker: 0, card: revolver, room: S.library, queue: [2] });
    expect(active(match)).toEqual([1]);
    expect(legal(match)).toEqual([eavesdrop(1), pass(1)]);
    expect(refusal(match, question(0, 1)).code).toBe('NOT_YOUR_TURN');
    // Everyone sees who is asked and the card's colour; only the taker sees its face.
    expect(viewOf(match, 2).pending).toEqual({ kind: 'eavesdrop', seat: 1, taker: 0, colour: 'weapon', card: null, room: S.library, queue: [2] });
    expect(viewOf(match, 0).pending).toMatchObject({ card: revolver });
  });

  it('"he takes over that card from him if a roll of 1–3 succeeds. Both now know what is on the card."', () => {
    const { match, events } = playEvents(rig(libraryScene(), [3]), eavesdrop(1));
    expect(events).toEqual([
      { type: 'die-rolled', seat: 1, purpose: 'eavesdropping', value: 3 },
      { type: 'eavesdropping-tried', seat: 1, taker: 0, roll: 3, needed: 3, success: true },
      { type: 'card-taken-over', seat: 1, from: 0, colour: 'weapon' },
      { type: 'card-read', card: revolver, visibleTo: [1, 0] },
    ]);
    expect(match.state.detectives[0]?.hand).toEqual([]);
    expect(match.state.detectives[1]?.hand).toEqual([revolver, card('time', 0)]);
    expect(match.state.detectives[0]?.seen).toContain(revolver);
    expect(match.state.detectives[1]?.seen).toContain(revolver);
    // Ruling 10: the first to succeed ends it; the taker's turn goes on.
    expect(match.state.pending).toBeNull();
    expect(active(match)).toEqual([0]);
  });

  it('a 4 fails; the next detective in the room is asked', () => {
    const match = play(rig(libraryScene(), [4]), eavesdrop(1));
    expect(match.state.detectives[0]?.hand).toEqual([revolver]);
    expect(match.state.pending).toMatchObject({ seat: 2, queue: [] });
  });

  it('passing asks the next; when nobody is left the taker goes on to its action', () => {
    const match = play(libraryScene(), pass(1), pass(2));
    expect(match.state.pending).toBeNull();
    expect(match.state.phase).toBe('action');
    expect(active(match)).toEqual([0]);
  });

  it('a detective in an adjoining room who is not an Eavesdropper is not asked', () => {
    // Seat 3 stands in the Smoking Room, next to the Library: the queue ends with seat 2.
    expect(libraryScene().state.pending).toMatchObject({ seat: 1, queue: [2] });
  });

  it('ruling 10: cards drawn in a questioning are not eavesdropped on, even in a room with others', () => {
    const match = position({
      seats: [{ space: S.library, hand: [card('scene', 2)] }, { space: S.library, hand: [card('motive', 4)] }, { space: S.library }, {}],
      phase: 'action',
    });
    const after = play(rig(match, [5]), question(0, 1), draw(0, 'motive'));
    expect(after.state.pending).toBeNull();
    expect(after.state.detectives[0]?.hand).toContain(card('motive', 4));
  });

  it('nobody eavesdrops on a card taken where nobody else is', () => {
    const alone = moving({ seats: [{ space: deck('A', 6) }, {}, {}, {}], board: { [S.library]: [revolver] } }, 2);
    expect(play(alone, move(0, S.library), take(0, 'weapon')).state.pending).toBeNull();
  });
});

/**
 * 2. Clue Search: "Detectives must place their clue cards face down in front of them, so that all
 * others can see them at any time, but cannot read them." The eavesdropper learns the face only
 * by taking the card over: "if a roll of 1–3 succeeds. Both now know what is on the card."
 */
describe('the card taken is read by its taker alone until an eavesdropper takes it over', () => {
  const dagger = card('weapon', 1);

  it('the detective deciding whether to eavesdrop sees the colour only: its view is the same whichever weapon is taken', () => {
    const withRevolver = libraryScene();
    const withDagger = libraryScene(undefined, dagger);
    expect(withRevolver.state.pending).toMatchObject({ kind: 'eavesdrop', seat: 1, card: revolver });
    expect(withDagger.state.pending).toMatchObject({ kind: 'eavesdrop', seat: 1, card: dagger });
    expect(tatortTitanic.schemas.state.safeParse(withDagger.state).success).toBe(true);
    expect(viewOf(withRevolver, 1).pending).toEqual({ kind: 'eavesdrop', seat: 1, taker: 0, colour: 'weapon', card: null, room: S.library, queue: [2] });
    // The deciding detective, the one asked after it, the one not asked and a spectator cannot tell the two apart.
    for (const viewer of [1, 2, 3, null]) expect(viewOf(withDagger, viewer)).toEqual(viewOf(withRevolver, viewer));
    // The taker has read its card.
    expect(viewOf(withRevolver, 0).pending).toMatchObject({ card: revolver });
    expect(viewOf(withDagger, 0).pending).toMatchObject({ card: dagger });
  });

  it('an Eavesdropper deciding from the adjoining room sees the colour only, too', () => {
    const abilities: Ability[] = ['charm', 'charm', 'charm', 'eavesdropper'];
    const nextDoor = (taken: number): ReturnType<typeof libraryScene> => play(libraryScene(abilities, taken), pass(1), pass(2));
    expect(nextDoor(revolver).state.pending).toMatchObject({ kind: 'eavesdrop', seat: 3, card: revolver });
    expect(viewOf(nextDoor(revolver), 3).pending).toMatchObject({ seat: 3, colour: 'weapon', card: null });
    for (const viewer of [1, 2, 3, null]) expect(viewOf(nextDoor(dagger), viewer)).toEqual(viewOf(nextDoor(revolver), viewer));
  });

  it('a failed roll teaches the eavesdropper nothing; a successful one shows it the face', () => {
    const failed = (taken: number): ReturnType<typeof libraryScene> => play(rig(libraryScene(undefined, taken), [4]), eavesdrop(1));
    expect(failed(revolver).state.pending).toMatchObject({ seat: 2 });
    expect(viewOf(failed(dagger), 1)).toEqual(viewOf(failed(revolver), 1));
    expect(viewOf(failed(revolver), 1).seen).not.toContain(revolver);
    const succeeded = play(rig(libraryScene(), [3]), eavesdrop(1));
    expect(viewOf(succeeded, 1).hand).toContain(revolver);
    expect(viewOf(succeeded, 1).seen).toContain(revolver);
    // "Both now know": and nobody else does.
    expect(viewOf(succeeded, 2).seen).not.toContain(revolver);
  });
});

describe('Eavesdropper: "In the same room on a roll of 1–4; in an adjoining room on a roll of 1–3"', () => {
  it('in the same room a 4 succeeds, a 5 fails', () => {
    const scene = (): ReturnType<typeof libraryScene> => libraryScene(['charm', 'eavesdropper', 'charm', 'charm']);
    expect(play(rig(scene(), [4]), eavesdrop(1)).state.detectives[1]?.hand).toContain(revolver);
    expect(play(rig(scene(), [5]), eavesdrop(1)).state.detectives[1]?.hand).not.toContain(revolver);
  });

  it('in an adjoining room (the Smoking Room next to the Library) it is asked, and a 3 succeeds, a 4 fails', () => {
    const scene = (): ReturnType<typeof libraryScene> => play(libraryScene(['charm', 'charm', 'charm', 'eavesdropper']), pass(1), pass(2));
    expect(scene().state.pending).toMatchObject({ seat: 3, queue: [] });
    const { events } = playEvents(rig(scene(), [3]), eavesdrop(3));
    expect(eventsOf(events, 'eavesdropping-tried')).toEqual([{ type: 'eavesdropping-tried', seat: 3, taker: 0, roll: 3, needed: 3, success: true }]);
    expect(play(rig(scene(), [4]), eavesdrop(3)).state.detectives[3]?.hand).toEqual([]);
  });
});

describe('ruling 9: eavesdropping happens on the taker\'s turn and is not anyone\'s action', () => {
  it('the taker may still question after a successful eavesdrop, and the eavesdropper questions on its own turn', () => {
    const match = play(rig(libraryScene(), [2]), eavesdrop(1));
    expect(legal(match, 0)).toContainEqual(question(0, 1));
    const next = play(rig(match, [2]), endTurn(0), roll(1), move(1, S.library));
    expect(legal(next, 1)).toContainEqual(question(1, 2));
  });

  it('ruling 1: an eavesdropping roll of 1 takes the card over and draws an event card for the eavesdropper', () => {
    const match = moving(
      { seats: [{ space: deck('A', 6) }, { space: S.library }, {}, {}], board: { [S.library]: [revolver] }, eventTop: [E.seasick] },
      2,
    );
    const { match: after, events } = playEvents(rig(play(match, move(0, S.library), take(0, 'weapon')), [1]), eavesdrop(1));
    expect(eventsOf(events, 'event-card-drawn')).toEqual([expect.objectContaining({ seat: 1, name: 'Seasick' })]);
    expect(after.state.detectives[1]?.missedTurns).toBe(1);
    expect(after.state.detectives[1]?.hand).toEqual([revolver]);
  });
});
