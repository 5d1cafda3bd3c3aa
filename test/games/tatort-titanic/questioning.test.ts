/**
 * 2. Clue Search › Action › Questioning: "Any detective on whose space one stops may be questioned.
 * … To receive an answer, the questioner must roll at least a 4 on the die. If this does not
 * succeed, the questioned detective may draw a card from the questioner. That is risky." Authority:
 * "+1 on every die result"; Clever: "gives up a card of his own choice instead of having one
 * drawn"; the bonus event cards: "keep it until he questions another detective. Then it must be
 * applied and afterwards discarded."
 */
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../../src/games/tatort-titanic/index.js';
import { E, S, active, blank, card, draw, endTurn, eventsOf, give, legal, legalOf, move, moving, pass, play, playEvents, position, question, refusal, rig } from './helpers.js';

/** Seat 0 in the Bar with seat 1 (who holds a murderer and two weapons), in seat 0's action phase. */
function inTheBar(abilities: readonly Ability[] = ['charm', 'charm'], extra: { bonuses?: number[]; hand0?: number[]; hand1?: number[]; eventTop?: number[] } = {}) {
  return position({
    players: 3,
    seats: [
      { space: S.bar, ability: abilities[0], hand: extra.hand0 ?? [card('scene', 2)], bonuses: extra.bonuses ?? [] },
      { space: S.bar, ability: abilities[1], hand: extra.hand1 ?? [card('murderer', 1), card('weapon', 2), card('weapon', 4)] },
      { space: S.restaurant },
    ],
    phase: 'action',
    eventTop: extra.eventTop ?? [],
  });
}

describe('"Any detective on whose space one stops may be questioned"', () => {
  it('the detectives on the questioner\'s space, and only they', () => {
    expect(legalOf(inTheBar(), 'question')).toEqual([question(0, 1)]);
    const error = refusal(inTheBar(), question(0, 2));
    expect(error.message).toBe('Questioning: "Any detective on whose space one stops may be questioned" — seat 2 stands on Restaurant (space 42), not on your space, Bar (space 43)');
    expect(refusal(inTheBar(), question(0, 0)).message).toMatch(/^Questioning: question another detective/);
  });

  it('ruling 5: a detective who forgoes its move (1 point) stops where it stands, and may question there', () => {
    const match = moving({ players: 3, seats: [{ space: S.bar, movementBonus: -1 }, { space: S.bar }, {}] }, 2);
    expect(match.state.points).toBe(1);
    expect(legalOf(play(match, move(0, S.bar)), 'question')).toEqual([question(0, 1)]);
  });

  it('ruling 5: so does one that steps out of its room and back in (3 points)', () => {
    const match = moving({ players: 3, seats: [{ space: S.bar }, { space: S.bar }, {}] }, 3);
    expect(legalOf(play(match, move(0, S.bar)), 'question')).toEqual([question(0, 1)]);
  });

  it('ruling 12: several pawns may share any space — the Bridge at the start holds all of them, and all may be questioned there', () => {
    const match = play(moving({ players: 4 }, 2), move(0, S.bridge));
    expect(legalOf(match, 'question').map((action) => action.target)).toEqual([1, 2, 3]);
  });

  it('ruling 9: questioning is the turn\'s one action', () => {
    const asked = play(rig(inTheBar(), [5]), question(0, 1), draw(0, 'murderer'));
    expect(asked.state.questioned).toBe(true);
    expect(legalOf(asked, 'question')).toEqual([]);
    expect(refusal(asked, question(0, 1)).message).toMatch(/you have questioned this turn already/);
  });

  it('questioning comes after the clue search, not before the move', () => {
    expect(refusal(position({ players: 3, seats: [{ space: S.bar }, { space: S.bar }, {}] }), question(0, 1)).message).toMatch(/^Course of Play/);
  });
});

describe('"the questioner must roll at least a 4"', () => {
  it('a 4: the questioner draws a card — it names a colour, and the card changes hands (ruling 11); both know it', () => {
    const { match, events } = playEvents(rig(inTheBar(), [4]), question(0, 1));
    expect(eventsOf(events, 'questioned')).toEqual([{ type: 'questioned', seat: 0, target: 1, roll: 4, bonus: 0, bonusCards: [], success: true }]);
    expect(match.state.pending).toEqual({ kind: 'draw', seat: 0, from: 1, optional: false });
    expect(legal(match)).toEqual([draw(0, 'murderer'), draw(0, 'weapon')]);
    const { match: after, events: drawn } = playEvents(match, draw(0, 'murderer'));
    expect(drawn).toEqual([
      { type: 'card-drawn', seat: 0, from: 1, colour: 'murderer' },
      { type: 'card-read', card: card('murderer', 1), visibleTo: [0, 1] },
    ]);
    expect(after.state.detectives[0]?.hand).toEqual([card('murderer', 1), card('scene', 2)]);
    expect(after.state.detectives[1]?.hand).toEqual([card('weapon', 2), card('weapon', 4)]);
    expect(after.state.pending).toBeNull();
    expect(active(after)).toEqual([0]);
  });

  it('of two cards of the colour drawn, which one is chance', () => {
    const first = play(rig(inTheBar(), [5, [0, 2]]), question(0, 1), draw(0, 'weapon'));
    const second = play(rig(inTheBar(), [5, [1, 2]]), question(0, 1), draw(0, 'weapon'));
    expect(first.state.detectives[0]?.hand).toContain(card('weapon', 2));
    expect(second.state.detectives[0]?.hand).toContain(card('weapon', 4));
  });

  it('a colour the questioned does not hold cannot be drawn; a successful questioner cannot pass', () => {
    const match = play(rig(inTheBar(), [4]), question(0, 1));
    expect(refusal(match, draw(0, 'time')).message).toBe('Questioning: draw one of the cards seat 1 holds; it holds no time card');
    expect(refusal(match, pass(0)).message).toMatch(/^Questioning: the questioning succeeded, so the questioner draws a card; it cannot be passed/);
  });

  it('a 3: "the questioned detective may draw a card from the questioner" — or not', () => {
    const match = play(rig(inTheBar(), [3]), question(0, 1));
    expect(match.state.pending).toEqual({ kind: 'draw', seat: 1, from: 0, optional: true });
    expect(legal(match)).toEqual([draw(1, 'scene'), pass(1)]);
    const drawn = play(match, draw(1, 'scene'));
    expect(drawn.state.detectives[1]?.hand).toContain(card('scene', 2));
    expect(drawn.state.detectives[0]?.hand).toEqual([]);
    const declined = playEvents(match, pass(1));
    expect(declined.events).toEqual([{ type: 'passed', seat: 1, declined: 'draw' }]);
    expect(declined.match.state.detectives[0]?.hand).toEqual([card('scene', 2)]);
  });

  it('nothing to draw: a questioned detective with no cards answers nothing; a failed questioner with no cards loses nothing', () => {
    const empty = playEvents(rig(inTheBar(['charm', 'charm'], { hand1: [] }), [6, 3]), question(0, 1));
    expect(eventsOf(empty.events, 'nothing-to-draw')).toEqual([{ type: 'nothing-to-draw', seat: 0, from: 1 }]);
    expect(empty.match.state.pending).toBeNull();
    const broke = playEvents(rig(inTheBar(['charm', 'charm'], { hand0: [] }), [2]), question(0, 1));
    expect(eventsOf(broke.events, 'nothing-to-draw')).toEqual([{ type: 'nothing-to-draw', seat: 1, from: 0 }]);
    expect(broke.match.state.pending).toBeNull();
  });
});

describe('the abilities and the bonus cards', () => {
  it('Authority: "+1 on every die result" — a 3 is an answer', () => {
    const { events } = playEvents(rig(inTheBar(['authority', 'charm']), [3]), question(0, 1));
    expect(eventsOf(events, 'questioned')[0]).toMatchObject({ roll: 3, bonus: 1, success: true });
  });

  it('Clever: "gives up a card of his own choice instead of having one drawn"', () => {
    const match = play(rig(inTheBar(['charm', 'clever']), [5]), question(0, 1));
    expect(match.state.pending).toEqual({ kind: 'give', seat: 1, to: 0 });
    expect(legal(match)).toEqual([give(1, card('murderer', 1)), give(1, card('weapon', 2)), give(1, card('weapon', 4))]);
    expect(refusal(match, give(1, card('scene', 2))).message).toMatch(/^Special Abilities › Clever: give up a card of your own; Cargo Hold \(scene card 23\) is not in your hand/);
    const { match: after, events } = playEvents(match, give(1, card('weapon', 4)));
    expect(events).toEqual([
      { type: 'card-given', seat: 1, to: 0, colour: 'weapon' },
      { type: 'card-read', card: card('weapon', 4), visibleTo: [1, 0] },
    ]);
    expect(after.state.detectives[0]?.hand).toContain(card('weapon', 4));
  });

  it('ruling 14: Clever is a shield when questioned, not a choice when drawing from a failed questioner', () => {
    const match = play(rig(inTheBar(['clever', 'charm'], { hand0: [card('scene', 2), blank('scene')] }), [2]), question(0, 1));
    expect(match.state.pending).toEqual({ kind: 'draw', seat: 1, from: 0, optional: true });
  });

  it('"keep it until he questions another detective. Then it must be applied and afterwards discarded": +2, back under the stack (ruling 16)', () => {
    const { match, events } = playEvents(rig(inTheBar(['charm', 'charm'], { bonuses: [E.bribe] }), [2]), question(0, 1));
    expect(eventsOf(events, 'questioned')[0]).toMatchObject({ roll: 2, bonus: 2, bonusCards: [E.bribe], success: true });
    expect(match.state.detectives[0]?.bonuses).toEqual([]);
    expect(match.state.eventDeck.at(-1)).toBe(E.bribe);
  });

  it('both bonus cards kept apply together, with Authority: a 1 is an answer', () => {
    const { events } = playEvents(rig(inTheBar(['authority', 'charm'], { bonuses: [E.bribe, E.letter], eventTop: [E.windDrops] }), [1]), question(0, 1));
    expect(eventsOf(events, 'questioned')[0]).toMatchObject({ roll: 1, bonus: 6, success: true });
  });

  it('ruling 1: a questioning roll of 6 draws an event card, after the answer is settled', () => {
    const { events } = playEvents(rig(inTheBar(['charm', 'charm'], { eventTop: [E.fullSpeed] }), [6]), question(0, 1));
    expect(events.map((event) => event.type)).toEqual(['die-rolled', 'questioned', 'event-card-drawn']);
  });

  it('after the questioning the turn goes on to its end', () => {
    const match = play(rig(inTheBar(), [5]), question(0, 1), draw(0, 'weapon'));
    expect(play(match, endTurn(0)).state.turn).toBe(1);
  });
});
