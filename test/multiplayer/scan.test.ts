/**
 * The scan the end-to-end tests rely on finds what it looks for: a test that reports "no leak"
 * is only worth something if the same scan reports a leak when one is there.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, createRng, randomBot, seatUpdate, type AnyGameModule } from '../../src/index.js';
import { games } from '../../src/games/index.js';
import { leaksIn } from './support/secrets.js';

/** A match of `game` some random steps in, not over. */
function underWay(game: AnyGameModule, config: unknown, steps: number) {
  const created = createMatch(game, { seed: `scan/${game.id}`, config });
  if (!created.ok) throw new Error(created.error.message);
  const rng = createRng('scan');
  let match = created.match;
  let events = created.events;
  for (let step = 0; step < steps; step++) {
    const player = game.activePlayers(match.state)[0] ?? 0;
    const action = randomBot({ legal: game.legalActions(match.state, player), rng });
    const applied = applyAction(game, match, action);
    if (!applied.ok) throw new Error(applied.error.message);
    ({ match, events } = applied);
  }
  expect(game.outcome(match.state)).toBeNull();
  return { match, events };
}

const frame = (value: unknown) => ({ text: JSON.stringify(value), value });

describe('the leak scan', () => {
  it("Cereal Killer: passes the Detective's own update, flags the Killer's notepad, the seed, the rng and the Killer's action", () => {
    const game = games['cereal-killer'] as AnyGameModule;
    const { match, events } = underWay(game, {}, 6);
    expect(leaksIn(game, match, 1, frame(seatUpdate(game, match, 1, events)))).toEqual([]);
    expect(leaksIn(game, match, null, frame(seatUpdate(game, match, null, events)))).toEqual([]);
    expect(leaksIn(game, match, 1, frame(game.view(match.state, 0))).join()).toContain("the Killer's trail");
    expect(leaksIn(game, match, 1, { text: `xx${match.seed}xx`, value: undefined })).toEqual(['the seed']);
    expect(leaksIn(game, match, 1, frame({ rng: match.rng }))).toHaveLength(3);
    expect(leaksIn(game, match, 1, frame({ log: [match.log[0]] })).join()).toContain('an action of seat 0');
    const start = underWay(game, {}, 1);
    expect(start.events.some((event) => event.visibleTo !== undefined)).toBe(true);
    expect(leaksIn(game, start.match, 1, frame(start.events)).join()).toContain('an event for seats [0]');
  });

  it("Frozen Horror: passes a seat's own update, flags another seat's Identity card and hand", () => {
    const game = games['frozen-horror'] as AnyGameModule;
    const created = createMatch(game, { seed: 'scan/frozen-horror', config: { players: 4 } });
    if (!created.ok) throw new Error(created.error.message);
    const { match, events } = created;
    for (const seat of [0, 1, 2, 3]) expect(leaksIn(game, match, seat, frame(seatUpdate(game, match, seat, events)))).toEqual([]);
    const leaks = leaksIn(game, match, 1, frame(seatUpdate(game, match, 0, events))).join('\n');
    expect(leaks).toContain("seat 0's Identity card");
    expect(leaks).toContain("seat 0's hand");
  });
});
