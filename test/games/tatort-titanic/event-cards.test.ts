/**
 * Event Cards: "Each time a detective rolls a "1" or a "6", he draws an event card. The instructions
 * on the event card must be followed, after which the drawn card is placed back under the stack. Two
 * event cards grant a bonus when questioning … the detective may keep it until he questions another
 * detective. … four event cards indicate the weather condition … When such a card is drawn, it is
 * placed face up on the designated space. When the next weather card is drawn, it replaces the first
 * one, which then goes back under the stack, and so on."
 */
import { describe, expect, it } from 'vitest';
import { E, S, card, eventsOf, play, playEvents, position, rig, roll, viewOf, type TtMatch } from './helpers.js';

/** Seat 0 rolls a `face` for movement with `top` on top of the event stack. */
function drawing(top: number[], face: 1 | 6 = 1, spec: Parameters<typeof position>[0] = {}): { match: TtMatch; events: ReturnType<typeof playEvents>['events'] } {
  return playEvents(rig(position({ ...spec, eventTop: top }), [face]), roll(0));
}

describe('"Each time a detective rolls a "1" or a "6", he draws an event card"', () => {
  it('a 1 and a 6 draw one; a 2 to 5 draws none', () => {
    expect(eventsOf(drawing([E.fullSpeed], 1).events, 'event-card-drawn')).toEqual([
      { type: 'event-card-drawn', seat: 0, card: E.fullSpeed, name: 'Full Speed Ahead', text: 'Add 2 to your next movement.' },
    ]);
    expect(eventsOf(drawing([E.fullSpeed], 6).events, 'event-card-drawn')).toHaveLength(1);
    for (const face of [2, 3, 4, 5]) expect(eventsOf(playEvents(rig(position({}), [face]), roll(0)).events, 'event-card-drawn')).toEqual([]);
  });

  it('"after which the drawn card is placed back under the stack": in the open, so the view shows it underneath', () => {
    const { match } = drawing([E.seasick]);
    expect(match.state.eventDeck).toHaveLength(20);
    expect(match.state.eventDeck.at(-1)).toBe(E.seasick);
    expect(match.state.eventsUnknown).toBe(19);
    expect(viewOf(match, 2).eventDeck).toEqual({ size: 20, unknown: 19, underneath: [E.seasick] });
  });
});

describe('the weather cards', () => {
  it('"placed face up on the designated space"; the next one "replaces the first one, which then goes back under the stack"', () => {
    const first = drawing([E.weather3]);
    expect(first.match.state.weather).toBe(E.weather3);
    expect(first.match.state.eventDeck).toHaveLength(19);
    expect(eventsOf(first.events, 'weather-changed')).toEqual([{ type: 'weather-changed', card: E.weather3, weather: 3 }]);
    const second = drawing([E.weather5], 6, { weather: E.weather3 });
    expect(second.match.state.weather).toBe(E.weather5);
    expect(second.match.state.eventDeck.at(-1)).toBe(E.weather3);
    expect(viewOf(second.match, null).weather).toEqual({ card: E.weather5, weather: 5 });
  });

  it('The Wind Drops (stand-in): the weather card goes back under the stack — the weather is no longer fixed', () => {
    const { match } = drawing([E.windDrops], 1, { weather: E.weather4 });
    expect(match.state.weather).toBeNull();
    expect(match.state.eventDeck.slice(-2)).toEqual([E.weather4, E.windDrops]);
  });
});

describe('the questioning bonuses', () => {
  it('"the detective may keep it until he questions another detective"', () => {
    const { match } = drawing([E.letter]);
    expect(match.state.detectives[0]?.bonuses).toEqual([E.letter]);
    expect(match.state.eventDeck).not.toContain(E.letter);
    expect(viewOf(match, 1).detectives[0]?.bonuses).toEqual([E.letter]);
  });
});

describe('the stand-in deck\'s other cards', () => {
  it('Seasick: the next turn is missed', () => {
    expect(drawing([E.seasick]).match.state.detectives[0]?.missedTurns).toBe(1);
  });

  it('Captain Smith Wants a Report: to the Bridge at once', () => {
    const { match, events } = drawing([E.bridge], 1, { seats: [{ space: S.library }] });
    expect(match.state.detectives[0]?.space).toBe(S.bridge);
    expect(eventsOf(events, 'pawn-sent')).toEqual([{ type: 'pawn-sent', seat: 0, from: S.library, to: S.bridge, name: 'Bridge' }]);
  });

  it('Full Speed Ahead drawn by a 6 adds 2 to this very movement: 8', () => {
    expect(drawing([E.fullSpeed], 6).match.state.points).toBe(8);
  });

  it('A Crowded Promenade drawn by a 1: the pawn stays (0 points)', () => {
    expect(drawing([E.crowded], 1).match.state.points).toBe(0);
  });

  it('a rumour reads a clue card lying on the board, drawn at random, for the drawer alone', () => {
    const spec = { board: { [S.library]: [card('weapon', 0)], [S.bar]: [card('time', 3)] } };
    const match = rig(position({ ...spec, eventTop: [E.rumour] }), [1, [0, 32]]);
    const { match: after, events } = playEvents(match, roll(0));
    // The board lists the Library's card first (space 37), then the Bar's (43), then the 30 in Cabin C-104.
    expect(eventsOf(events, 'rumour-heard')).toEqual([{ type: 'rumour-heard', seat: 0, space: S.library, colour: 'weapon' }]);
    expect(eventsOf(events, 'card-read')).toEqual([{ type: 'card-read', card: card('weapon', 0), visibleTo: [0] }]);
    expect(after.state.detectives[0]?.seen).toEqual([card('weapon', 0)]);
    expect(after.state.board[S.library]).toEqual([card('weapon', 0)]);
  });

  it('The Wireless Operator Talks: a card lying in the Radio Room; none there, no rumour', () => {
    const match = rig(position({ board: { [S.radioRoom]: [card('scene', 4)] }, eventTop: [E.wireless] }), [1, [0, 1]]);
    expect(eventsOf(playEvents(match, roll(0)).events, 'rumour-heard')).toEqual([{ type: 'rumour-heard', seat: 0, space: S.radioRoom, colour: 'scene' }]);
    const empty = drawing([E.wireless]);
    expect(eventsOf(empty.events, 'rumour-heard')).toEqual([{ type: 'rumour-heard', seat: 0, space: null, colour: null }]);
  });

  it('Loose Lips: another detective holding cards, drawn at random, shows one, drawn at random — to the drawer; both know', () => {
    const spec = { seats: [{}, { hand: [card('motive', 0)] }, {}, { hand: [card('murderer', 2), card('murderer', 3)] }] };
    const match = rig(position({ ...spec, eventTop: [E.looseLips] }), [1, [1, 2], [0, 2]]);
    const { match: after, events } = playEvents(match, roll(0));
    expect(eventsOf(events, 'card-shown')).toEqual([{ type: 'card-shown', seat: 0, by: 3, colour: 'murderer' }]);
    expect(eventsOf(events, 'card-read')).toEqual([{ type: 'card-read', card: card('murderer', 2), visibleTo: [0, 3] }]);
    expect(after.state.detectives[0]?.seen).toEqual([card('murderer', 2)]);
    expect(after.state.detectives[3]?.hand).toEqual([card('murderer', 2), card('murderer', 3)]);
    const nobody = drawing([E.gossip]);
    expect(eventsOf(nobody.events, 'card-shown')).toEqual([{ type: 'card-shown', seat: 0, by: null, colour: null }]);
  });
});

describe('the stack never runs out', () => {
  it('every card drawn comes back, or is face up or kept: 20 in all', () => {
    let match = position({ eventTop: [E.weather2, E.bribe] });
    match = play(rig(match, [1]), roll(0));
    const state = match.state;
    expect(state.eventDeck.length + (state.weather === null ? 0 : 1) + state.detectives.reduce((sum, detective) => sum + detective.bonuses.length, 0)).toBe(20);
  });
});
