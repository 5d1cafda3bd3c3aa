/** The heuristic detective (`heuristicBot`): legal, readable choices from its view alone. */
import { describe, expect, it } from 'vitest';
import { botInput, createRng, playout, randomBot, type Bot } from '../../../src/core/index.js';
import { COLOURS, heuristicBot, standInContent, standingOf, type TatortContent, type TatortTitanicAction, type TatortTitanicConfig, type TatortTitanicView } from '../../../src/games/tatort-titanic/index.js';
import { S, blank, card, deck, move, moving, play, position, tatortTitanic, type TtMatch } from './helpers.js';

function choose(match: TtMatch, seed = 'bot'): TatortTitanicAction {
  const player = tatortTitanic.activePlayers(match.state)[0] ?? 0;
  return heuristicBot(botInput(tatortTitanic, match, player, createRng(seed)));
}

describe('heuristicBot', () => {
  it('plays whole games at 3 and 6 players with legal actions only', () => {
    for (const players of [3, 6]) {
      const result = playout(tatortTitanic, { seed: `bots-${players}`, config: { players }, bots: Array<Bot<TatortTitanicView, TatortTitanicAction, TatortTitanicConfig>>(players).fill(heuristicBot) });
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.outcome).not.toBeNull();
    }
  });

  it('ends the game as soon as its sheet leaves one circumstance per colour', () => {
    const knows = COLOURS.flatMap((colour) => [0, 1, 2, 3, 4].map((k) => card(colour, k)));
    expect(choose(position({ seats: [{ seen: knows }] }))).toEqual({ type: 'solve', player: 0 });
  });

  it('never writes guesses on its sheet: it rolls rather than cross off', () => {
    expect(choose(position({}))).toEqual({ type: 'roll', player: 0 });
  });

  it('takes the colour it still lacks: weapons all seen but one, it takes the time card', () => {
    const weapons = [0, 1, 2, 3, 4].map((k) => card('weapon', k));
    const match = play(moving({ seats: [{ space: deck('A', 6), seen: weapons }], board: { [S.library]: [blank('weapon'), card('time', 0)] } }, 2), move(0, S.library));
    expect(choose(match)).toEqual({ type: 'take-clue', player: 0, colour: 'time' });
  });

  it('moves onto a room with cards it wants when it can reach one', () => {
    const match = moving({ seats: [{ space: deck('A', 6) }], board: { [S.library]: [card('motive', 0)] } }, 2);
    expect(choose(match)).toEqual({ type: 'move', player: 0, to: S.library });
  });

  it('questions a detective holding cards of colours it lacks; otherwise ends its turn', () => {
    const holding = position({ players: 3, seats: [{ space: S.bar }, { space: S.bar, hand: [card('scene', 1)] }, {}], phase: 'action' });
    expect(choose(holding)).toEqual({ type: 'question', player: 0, target: 1 });
    const empty = position({ players: 3, seats: [{ space: S.bar }, { space: S.bar }, {}], phase: 'action' });
    expect(choose(empty)).toEqual({ type: 'end-turn', player: 0 });
  });

  it('ends closer to the solution than random detectives', () => {
    let heuristic = 0;
    let random = 0;
    const games = 6;
    for (let index = 0; index < games; index++) {
      const result = playout(tatortTitanic, { seed: `versus-${index}`, config: { players: 4 }, bots: [heuristicBot, randomBot, heuristicBot, randomBot] });
      if (!result.ok) throw new Error(result.error.message);
      const { detectives, solution } = result.match.state;
      // Measured on what each has seen, so that the random detectives' wild entries do not count against them.
      const open = detectives.map((detective) => standingOf({ seen: detective.seen, entries: [] }, solution).open);
      heuristic += (open[0] ?? 0) + (open[2] ?? 0);
      random += (open[1] ?? 0) + (open[3] ?? 0);
    }
    expect(heuristic).toBeLessThan(random);
  });

  it('reads the board from the match\'s config (the view names the content by id only), so it plays any content', () => {
    // The stand-in ship under another name, its links listed the other way round: content the view names only by a hash.
    const content: TatortContent = { ...standInContent, name: 'an owner\'s board', links: [...standInContent.links].reverse() };
    const bots = Array<Bot<TatortTitanicView, TatortTitanicAction, TatortTitanicConfig>>(3).fill(heuristicBot);
    const result = playout(tatortTitanic, { seed: 'own-board', config: { players: 3, rounds: 3, content }, bots });
    expect(result.ok).toBe(true);
    if (result.ok) expect(tatortTitanic.view(result.match.state, 0).content).toMatch(/^custom:/);
  });
});
