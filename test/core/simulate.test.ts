import { describe, expect, it } from 'vitest';
import {
  createMatch,
  playout,
  randomBot,
  simulate,
  type ActionOf,
  type Bot,
  type BotInput,
  type ConfigOf,
  type Match,
  type PlayoutStep,
  type SimulateResult,
  type StateOf,
  type ViewOf,
  type EventOf,
} from '../../src/core/index.js';
import { games } from '../../src/games/index.js';
import { unwrap } from './fixtures/helpers.js';
import { longestDuel, toyDuel } from './fixtures/toy-game.js';

const game = games['cereal-killer'];
type Ck = typeof game;
type CkMatch = Match<ConfigOf<Ck>, StateOf<Ck>, ActionOf<Ck>>;
type CkBot = Bot<ViewOf<Ck>, ActionOf<Ck>>;

describe('playout', () => {
  it('plays a game to the end and reports its outcome', () => {
    for (const seed of ['p/1', 'p/2', 'p/3']) {
      const result = unwrap(playout(game, { seed }));
      expect(result.outcome).not.toBeNull();
      expect(result.outcome).toEqual(game.outcome(result.match.state));
      expect(game.activePlayers(result.match.state)).toEqual([]);
      expect(result.steps).toBe(result.match.log.length);
      expect(result.steps).toBeGreaterThan(0);
    }
    const toy = unwrap(playout(toyDuel, { seed: 'p/toy', config: { highest: 5 } }));
    expect(toy.outcome?.reason).toBe('guessed-the-number');
    expect(toy.steps).toBeLessThanOrEqual(longestDuel(5));
    expect(toy.match.config).toEqual({ players: 2, highest: 5 });
  });

  it('is deterministic: same seed, same game', () => {
    const first = unwrap(playout(game, { seed: 'same' }));
    const second = unwrap(playout(game, { seed: 'same' }));
    expect(second.match.log).toEqual(first.match.log);
    expect(second.match.state).toEqual(first.match.state);
  });

  it('calls onStep once per action, with the action, its events and the match after it', () => {
    const steps: PlayoutStep<ConfigOf<Ck>, StateOf<Ck>, ActionOf<Ck>, EventOf<Ck>>[] = [];
    const result = unwrap(playout(game, { seed: 'on-step', onStep: (step) => steps.push(step) }));
    expect(steps).toHaveLength(result.steps);
    steps.forEach((step, index) => {
      expect(step.action).toEqual(result.match.log[index]);
      expect(step.match.log).toEqual(result.match.log.slice(0, index + 1));
      expect(Array.isArray(step.events)).toBe(true);
    });
    expect(steps[steps.length - 1]?.match).toBe(result.match);
    expect(steps.some((step) => step.events.length > 0)).toBe(true);
  });

  it("fails (ok: false) naming the bot's seat when a bot returns an illegal action", () => {
    // Seat 1 is the Detective; stepping is the Killer's.
    const cheat: CkBot = ({ player }) => ({ type: 'step', player, to: 1 });
    const result = playout(game, { seed: 'cheat', bots: [undefined, cheat] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('ILLEGAL_ACTION');
    expect(result.error.message).toMatch(/seat 1/);
    expect(result.error.message).not.toMatch(/seat 0/);
    const stopped = result.match;
    expect(stopped).toBeDefined();
    if (stopped === undefined) return;
    expect(game.activePlayers(stopped.state)).toEqual([1]);
    expect(stopped.log.length).toBeGreaterThan(0);
  });

  it('fails naming the seat when a bot returns junk', () => {
    const junkBot: CkBot = () => ({ type: 'nonsense', player: 0 }) as unknown as ActionOf<Ck>;
    const result = playout(game, { seed: 'junk-bot', bots: [junkBot] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_INPUT');
    expect(result.error.message).toMatch(/seat 0/);
    expect(result.match?.log).toEqual([]);
  });

  it('refuses a bad config', () => {
    const result = playout(toyDuel, { seed: 'bad', config: { highest: 1 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('INVALID_CONFIG');
  });

  it('stops at maxSteps with a null outcome', () => {
    const result = unwrap(playout(game, { seed: 'short', maxSteps: 5 }));
    expect(result.outcome).toBeNull();
    expect(result.steps).toBe(5);
    expect(result.match.log).toHaveLength(5);
    expect(game.outcome(result.match.state)).toBeNull();
    const none = unwrap(playout(game, { seed: 'short', maxSteps: 0 }));
    expect(none.steps).toBe(0);
    expect(none.outcome).toBeNull();
  });

  it('gives bots exactly { view, legal, player, config, rng, sampleWorld }, with view = game.view(state, player)', () => {
    const inputs: BotInput<ViewOf<Ck>, ActionOf<Ck>>[] = [];
    const recording: CkBot = (input) => {
      inputs.push(input);
      return randomBot(input);
    };
    const start = unwrap(createMatch(game, { seed: 'bot-input' })).match;
    const before: CkMatch[] = [start];
    const result = unwrap(
      playout(game, { seed: 'bot-input', bots: [recording, recording], onStep: (step) => before.push(step.match) }),
    );
    expect(inputs).toHaveLength(result.steps);
    inputs.forEach((input, index) => {
      const match = before[index];
      if (match === undefined) throw new Error('missing match');
      expect(Object.keys(input).sort()).toEqual(['config', 'legal', 'player', 'rng', 'sampleWorld', 'view']);
      expect(input.config).toBe(result.match.config);
      expect(input.player).toBe(game.activePlayers(match.state)[0]);
      expect(input.view).toEqual(game.view(match.state, input.player));
      expect(input.legal).toEqual(game.legalActions(match.state, input.player));
      expect(typeof input.rng.next).toBe('function');
    });
    // The Detective's view never shows the Killer's notepad while the game runs.
    const detectiveViews = inputs.filter((input) => input.player === 1).map((input) => input.view);
    expect(detectiveViews.length).toBeGreaterThan(0);
    for (const view of detectiveViews) expect(view.killer).toBeNull();
  });
});

describe('simulate', () => {
  it('is deterministic: same arguments, deep-equal result', () => {
    const first = simulate(game, { seed: 'sim', games: 15 });
    const second = simulate(game, { seed: 'sim', games: 15 });
    expect(second).toEqual(first);
    expect(simulate(game, { seed: 'other-sim', games: 15 })).not.toEqual(first);
  });

  // A duel where a win by seat 1 counts as nobody's, so the totals see both kinds of ending.
  const drawish: typeof toyDuel = {
    ...toyDuel,
    outcome: (state) => {
      const real = toyDuel.outcome(state);
      return real !== null && real.winners[0] === 1 ? { winners: [], reason: 'seat-1-spared', returns: [0, 0] } : real;
    },
  };

  it.each<[string, () => SimulateResult]>([
    ['cereal-killer', () => simulate(game, { seed: 'totals', games: 30 })],
    ['a duel where some games have no winner', () => simulate(drawish, { seed: 'totals', games: 30 })],
    ['games cut short by maxSteps', () => simulate(drawish, { seed: 'totals', games: 30, maxSteps: 4 })],
  ])('sums up consistently: %s', (_name, run) => {
    const result = run();
    if (!result.ok) throw new Error(result.error.message);
    const { summary } = result;
    expect(result.games).toHaveLength(30);
    expect(summary.games).toBe(30);
    const finished = result.games.filter((played) => played.outcome !== null);
    expect(summary.finished).toBe(finished.length);
    expect(summary.finished).toBeGreaterThan(0);
    const wins = summary.winsPerSeat.reduce((sum, count) => sum + count, 0);
    const winners = finished.reduce((sum, played) => sum + (played.outcome?.winners.length ?? 0), 0);
    expect(wins).toBe(winners);
    expect(summary.nobodyWon).toBe(finished.filter((played) => played.outcome?.winners.length === 0).length);
    // One winner at most per game here, so every finished game is either someone's win or nobody's.
    expect(wins + summary.nobodyWon).toBe(summary.finished);
    expect(summary.winsPerSeat).toHaveLength(2);
    summary.winsPerSeat.forEach((count, seat) => {
      expect(count).toBe(finished.filter((played) => played.outcome?.winners.includes(seat)).length);
    });
    expect(Object.values(summary.reasons).reduce((sum, count) => sum + count, 0)).toBe(summary.finished);
    for (const [reason, count] of Object.entries(summary.reasons)) {
      expect(count).toBe(finished.filter((played) => played.outcome?.reason === reason).length);
    }
    const lengths = result.games.map((played) => played.length);
    expect(summary.meanLength).toBeCloseTo(lengths.reduce((sum, length) => sum + length, 0) / lengths.length, 10);
    expect(summary.maxLength).toBe(Math.max(...lengths));
  });

  it('sees games nobody won in the duel variant (so the totals above are tested with them)', () => {
    const result = simulate(drawish, { seed: 'totals', games: 30 });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.summary.nobodyWon).toBeGreaterThan(0);
    expect(result.summary.winsPerSeat[0]).toBeGreaterThan(0);
    expect(result.summary.finished).toBe(30);
  });

  it('seeds game i with <seed>/<i>, which playout reproduces', () => {
    const result = simulate(toyDuel, { seed: 'repro', games: 5 });
    if (!result.ok) throw new Error(result.error.message);
    result.games.forEach((played, index) => {
      expect(played.seed).toBe(`repro/${index}`);
      const again = unwrap(playout(toyDuel, { seed: played.seed }));
      expect(again.outcome).toEqual(played.outcome);
      expect(again.steps).toBe(played.length);
    });
  });

  it('counts games stopped by maxSteps as unfinished', () => {
    // The shortest possible game takes 7 actions (the start, three steps, finishing the move,
    // placing the Detective, an arrest), so none ends within 6.
    const result = simulate(game, { seed: 'cut', games: 6, maxSteps: 6 });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.summary.finished).toBe(0);
    expect(result.summary.reasons).toEqual({});
    expect(result.summary.nobodyWon).toBe(0);
    expect(result.games.every((played) => played.outcome === null && played.length === 6)).toBe(true);
    expect(result.summary.meanLength).toBe(6);
  });

  it('uses the bot given for a seat, and the random bot elsewhere', () => {
    const seats: number[] = [];
    // A Detective that never arrests: always its last legal action (a café, then "end turn").
    const passive: CkBot = (input) => {
      seats.push(input.player);
      const last = input.legal[input.legal.length - 1];
      if (last === undefined) throw new Error('no legal action');
      return last;
    };
    const result = simulate(game, { seed: 'passive', games: 12, bots: [undefined, passive] });
    if (!result.ok) throw new Error(result.error.message);
    expect(seats.length).toBeGreaterThan(0);
    expect(new Set(seats)).toEqual(new Set([1]));
    const reasons = Object.keys(result.summary.reasons);
    expect(reasons).not.toContain('detective-arrested-killer');
    expect(reasons).not.toContain('detective-out-of-arrests');
    // With random Detectives, arrests do happen on these seeds.
    const random = simulate(game, { seed: 'passive', games: 12 });
    if (!random.ok) throw new Error(random.error.message);
    expect(Object.keys(random.summary.reasons).some((reason) => reason.startsWith('detective-'))).toBe(true);
  });

  it('reports the seed of a game it could not play', () => {
    const junkBot: CkBot = () => ({ type: 'nonsense', player: 1 }) as unknown as ActionOf<Ck>;
    const result = simulate(game, { seed: 'broken', games: 3, bots: [undefined, junkBot] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.seed).toBe('broken/0');
    expect(result.error.message).toMatch(/seat 1/);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses games: %s', (count) => {
    const result = simulate(game, { seed: 'bad', games: count });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('INVALID_INPUT');
  });

  it('plays zero games to an empty summary', () => {
    const result = simulate(game, { seed: 'none', games: 0 });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.games).toEqual([]);
    expect(result.summary).toEqual({
      games: 0,
      finished: 0,
      winsPerSeat: [],
      nobodyWon: 0,
      reasons: {},
      meanLength: 0,
      maxLength: 0,
      totalLength: 0,
    });
  });
});
