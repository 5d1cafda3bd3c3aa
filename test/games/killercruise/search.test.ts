/**
 * The guided search's guide for Killercruise (`evaluate.ts`, docs "The guided search"): its worlds
 * are drawn from the printed puzzles that fit the clues read out (ruling 21), and its model of the
 * crew suspects only the rooms those worlds can hold. Seeded and small; the 200-game figures are
 * on the game's page.
 */
import { describe, expect, it } from 'vitest';
import { botInput, createRng, guidedSearch, playout, simulate } from '../../../src/core/index.js';
import { cluesAllow } from '../../../src/games/killercruise/bots.js';
import { puzzleSuspects, searchCrew, searchGuide } from '../../../src/games/killercruise/evaluate.js';
import { heuristicBot } from '../../../src/games/killercruise/index.js';
import { killercruise } from './helpers.js';

const CONFIG = { players: 2, difficulty: 'easy' } as const;

describe('Killercruise search guide: the rooms the search suspects', () => {
  it('always hold the solution, are among the rooms the clues allow, and are fewer once a clue is read', () => {
    let narrower = 0;
    let positions = 0;
    for (let game = 0; game < 12; game++) {
      const played = playout(killercruise, {
        seed: `search/suspects/${game}`,
        config: CONFIG,
        bots: [heuristicBot, heuristicBot],
        onStep: ({ match }) => {
          if (match.state.outcome !== null) return;
          const view = killercruise.view(match.state, 0);
          const suspects = puzzleSuspects(view, match.config);
          const allowed = cluesAllow(view, match.config);
          expect(suspects).toContain(match.state.solution);
          for (const room of suspects) expect(allowed).toContain(room);
          if (suspects.length < allowed.length) narrower++;
          positions++;
        },
      });
      if (!played.ok) throw new Error(played.error.message);
    }
    expect(positions).toBeGreaterThan(100);
    expect(narrower).toBeGreaterThan(positions / 10);
  });

  it('are the rooms the clues allow where no printed puzzle fits the clues read out', () => {
    const played = playout(killercruise, { seed: 'search/no-puzzle', config: CONFIG, bots: [heuristicBot, heuristicBot], maxSteps: 400 });
    if (!played.ok) throw new Error(played.error.message);
    const { match } = played;
    const view = killercruise.view(match.state, 0);
    const read = view.rooms.filter((room) => room.clue !== null);
    expect(read.length).toBeGreaterThan(0);
    // The same view under content whose puzzles put other clues everywhere: none fits.
    const content = { ...match.config.content, puzzles: match.config.content.puzzles.map((puzzle) => ({ ...puzzle, clues: puzzle.clues.map(() => 0) })) };
    const config = { ...match.config, content };
    expect(puzzleSuspects(view, config)).toEqual(cluesAllow(view, config));
  });
});

describe('Killercruise search guide: the crew it models', () => {
  it('wins more of the same seeded easy two-seat games than the heuristic crew', () => {
    const games = 100;
    const model = simulate(killercruise, { games, seed: 'search/model', config: CONFIG, bots: [searchCrew, searchCrew] });
    const heuristic = simulate(killercruise, { games, seed: 'search/model', config: CONFIG, bots: [heuristicBot, heuristicBot] });
    if (!model.ok || !heuristic.ok) throw new Error('the games could not be played');
    const won = (summary: { finished: number; nobodyWon: number }): number => summary.finished - summary.nobodyWon;
    expect(won(model.summary)).toBeGreaterThanOrEqual(won(heuristic.summary) + 10);
  });

  it("calls the showdown the search's worlds agree on, where the heuristic crew would not", () => {
    let found = 0;
    for (let game = 0; game < 40 && found < 2; game++) {
      const played = playout(killercruise, {
        seed: `search/showdown/${game}`,
        config: CONFIG,
        bots: [searchCrew, searchCrew],
        onStep: ({ match }) => {
          const seat = killercruise.activePlayers(match.state)[0];
          if (seat === undefined || found >= 2) return;
          const view = killercruise.view(match.state, seat);
          const [room, ...others] = puzzleSuspects(view, match.config);
          const showdown = killercruise.legalActions(match.state, seat).find((action) => action.type === 'showdown' && action.to === room);
          if (room === undefined || others.length > 0 || showdown === undefined || cluesAllow(view, match.config).length < 2) return;
          const heuristic = heuristicBot(botInput(killercruise, match, seat, createRng('heuristic')));
          if (heuristic.type === 'showdown') return;
          const searched = guidedSearch(botInput(killercruise, match, seat, createRng('search')), searchGuide);
          expect(searched).toMatchObject({ type: 'showdown', to: room });
          found++;
        },
      });
      if (!played.ok) throw new Error(played.error.message);
    }
    expect(found).toBe(2);
  });
});
