/**
 * DESIGN "Errors are data": every action type is refused with the right code and a message naming
 * the rulebook section (or the rule) it comes from, and the match is untouched: ILLEGAL_ACTION
 * when the rules forbid it, NOT_YOUR_TURN from a seat that may not act, GAME_OVER once over.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/index.js';
import { ACTION_TYPES } from '../../../src/games/quad-city-killers/index.js';
import {
  DAVENPORT,
  attack,
  fullAttack,
  play,
  position,
  quadCityKillers,
  oneOfEachType,
  refusal,
  res,
  type QMatch,
  type QuadCityKillersAction,
} from './helpers.js';

/** One action of each type, from `player`, with arguments that would be legal somewhere. */
const oneOfEach = (player: number): QuadCityKillersAction[] => oneOfEachType(player, { city: 0, otherCity: 1, prey: 0 });

const table = (): QMatch =>
  position({ hands: [['Fire Axe', 'Power Outage'], ['Dark Alley', 'Road Trip', 'Gatsby']], map: { [DAVENPORT]: ['Ada Lindqvist', 'Delia Marsh'] } });

describe('errors', () => {
  it('covers every action type', () => {
    expect(oneOfEach(0).map((action) => action.type)).toEqual(ACTION_TYPES);
  });

  it('NOT_YOUR_TURN: seat 1 may do nothing in seat 0\'s turn; the message says who may', () => {
    const match = table();
    for (const action of oneOfEach(1)) {
      const error = refusal(match, action);
      expect(error.code, action.type).toBe('NOT_YOUR_TURN');
      expect(error.message).toMatch(/^seat 1 may not act now; Player Turn: seat 0 chooses its next Action/);
    }
  });

  it('ILLEGAL_ACTION: each type refused where the rules forbid it, naming the section', () => {
    const match = table();
    const expected: Record<string, RegExp> = {
      'place-prey': /^Player Turn: seat 0 chooses its next Action .*; place-prey is not possible now/,
      'travel-to': /^2\. Travel: "between cities using a dice roll" — roll first/,
      attack: /^3\. Attack: "Prey in your city" — \S.* is not in Davenport/,
      'choose-weapon': /choose-weapon is not possible now/,
      'choose-modifier': /choose-modifier is not possible now/,
      'play-against': /play-against is not possible now/,
      pass: /pass is not possible now/,
      'claim-mo': /claim-mo is not possible now/,
      'play-scenario': /^4\. Create a Scene: "Using a Scenario Card" — card \d+ is not a Scenario card in your hand/,
      'choose-player': /choose-player is not possible now/,
      'choose-city': /choose-city is not possible now/,
      'declare-ego': /^4\. Ego Cards: "You may declare an Ego as your M\.O\. at any time" — card \d+ is not an Ego card in your hand/,
      'use-ego': /^4\. Ego Cards: you have no Ego declared as your M\.O\./,
      discard: /^5\. Discard: "Discard up to two cards from your hand" — card \d+ is not in your hand/,
      refill: /^Player Turn: "End each turn by replenishing your hand to 5 cards"/,
    };
    const illegal: QuadCityKillersAction[] = [
      { type: 'place-prey', player: 0, city: 0, replacing: null },
      { type: 'travel-to', player: 0, city: 1 },
      { type: 'attack', player: 0, prey: 60 },
      { type: 'choose-weapon', player: 0, card: null },
      { type: 'choose-modifier', player: 0, card: null },
      { type: 'play-against', player: 0, card: res('Power Outage') },
      { type: 'pass', player: 0 },
      { type: 'claim-mo', player: 0 },
      { type: 'play-scenario', player: 0, card: res('Fire Axe') },
      { type: 'choose-player', player: 0, target: 1 },
      { type: 'choose-city', player: 0, city: 1 },
      { type: 'declare-ego', player: 0, card: res('Fire Axe') },
      { type: 'use-ego', player: 0 },
      { type: 'refill', player: 0 },
      { type: 'discard', player: 0, card: res('Dark Alley') },
    ];
    for (const action of illegal) {
      const error = refusal(match, action);
      expect(error.code, action.type).toBe('ILLEGAL_ACTION');
      expect(error.message, action.type).toMatch(expected[action.type] ?? /./);
    }
    // Hunt and Travel are refused where the game waits for something else.
    const answering = play(match, attack(0, 'Delia Marsh'), { type: 'choose-weapon', player: 0, card: null }, { type: 'choose-modifier', player: 0, card: null });
    expect(refusal(answering, { type: 'hunt', player: 1 }).message).toMatch(/^2\. Modifier Cards: seats 1 may play a Modifier against the Attack, or pass; hunt is not possible now/);
    expect(refusal(answering, { type: 'travel', player: 1 }).code).toBe('ILLEGAL_ACTION');
    expect(refusal(match, { type: 'discard', player: 0, card: res('Dark Alley') }).message).toMatch(/^5\. Discard/);
  });

  it('GAME_OVER: nothing once the game is over', () => {
    const match = position({ killers: [1, 0], dexterity: [5, 0], hands: [['Fire Axe', 'Power Outage'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const over = play(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Power Outage'), [1]));
    expect(over.state.outcome).not.toBeNull();
    for (const action of [...oneOfEach(0), ...oneOfEach(1)]) {
      expect(refusal(over, action).code, action.type).toBe('GAME_OVER');
      // The reducer's own refusal names the rule (applyAction answers before it, in general terms).
      const reduced = quadCityKillers.reduce(over.state, action, createRng('over'));
      expect(reduced.ok ? '' : reduced.error.message).toMatch(/^Ending the Game: the game is over \(highest-notoriety\)/);
    }
  });

  it('junk is INVALID_INPUT', () => {
    const match = table();
    for (const junk of [null, 3, 'hunt', { type: 'hunt' }, { type: 'hunt', player: 0, extra: 1 }, { type: 'attack', player: 0, prey: -1 }, { type: 'travel-to', player: 0, city: 1.5 }, { type: 'nope', player: 0 }]) {
      expect(refusal(match, junk).code).toBe('INVALID_INPUT');
    }
  });
});
