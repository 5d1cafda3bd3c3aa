/**
 * The guided search beats the heuristic bot it is guided by where that bot is weakest: as the
 * Killer, which the heuristic plays by a rule of thumb (keep away from the Detective) and the
 * search plays by looking ahead at how the heuristic Detective will read the public record.
 * Seeded and small; the 200-game figures are on the game's page.
 */
import { describe, expect, it } from 'vitest';
import { searchBot, simulate } from '../../../src/core/index.js';
import { cerealKiller, heuristicBot, searchGuide } from '../../../src/games/cereal-killer/index.js';

describe('Cereal Killer: the guided search as the Killer', () => {
  it('wins more of the same seeded games against the heuristic Detective than the heuristic Killer does', () => {
    const games = 4;
    const search = simulate(cerealKiller, { games, seed: 'search-strength', bots: [searchBot(searchGuide, { iterations: 10 }), heuristicBot] });
    const heuristic = simulate(cerealKiller, { games, seed: 'search-strength', bots: [heuristicBot, heuristicBot] });
    if (!search.ok || !heuristic.ok) throw new Error('the games could not be played');
    const searchWins = search.summary.winsPerSeat[0] ?? 0;
    const heuristicWins = heuristic.summary.winsPerSeat[0] ?? 0;
    expect(searchWins).toBeGreaterThanOrEqual(heuristicWins + 2);
  });
});
