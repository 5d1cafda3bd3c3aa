/**
 * The typed entry points: a typo in an action does not compile, a game's own bot is a bot of its
 * view and actions, generic code over any game needs no casts, and input from outside still goes
 * through `applyUntrusted`. The `@ts-expect-error` lines are checked by `npm run typecheck`: each
 * fails the typecheck if the line it marks compiles.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applyUntrusted,
  botInput,
  createMatch,
  createRng,
  replay,
  type AnyGameModule,
  type Bot,
  type BotOf,
  type ConfigInputOf,
  type MatchOf,
} from '../../src/index.js';
import { cerealKiller, heuristicBot, type CerealKillerAction, type CerealKillerView} from '../../src/games/cereal-killer/index.js';

function started(): MatchOf<typeof cerealKiller> {
  const created = createMatch(cerealKiller, { seed: 'typed', config: { killer: 0 } });
  if (!created.ok) throw new Error(created.error.message);
  return created.match;
}

/** Generic code over any game: replay, a bot's input and an action, with no casts. */
function firstLegalAfterReplay<G extends AnyGameModule>(game: G, config: ConfigInputOf<G>): MatchOf<G> | null {
  const replayed = replay(game, { seed: 'generic', config, actions: [] });
  if (!replayed.ok) return null;
  const match: MatchOf<G> = replayed.match;
  const seat = game.activePlayers(match.state)[0] ?? 0;
  const input = botInput(game, match, seat, createRng('generic/bots'));
  const first = input.legal[0];
  if (first === undefined) return null;
  const applied = applyAction(game, match, first);
  return applied.ok ? applied.match : null;
}

describe('typed entry points', () => {
  it("applyAction takes the game's actions: a typo in a type or a field does not compile", () => {
    const match = started();
    // @ts-expect-error — 'stepp' is not an action of Cereal Killer
    const typo = applyAction(cerealKiller, match, { type: 'stepp', player: 0, to: 3 });
    // @ts-expect-error — 'hose' is not a field of choose-starting-house
    const field = applyAction(cerealKiller, match, { type: 'choose-starting-house', player: 0, hose: 5 });
    // The checks at run time stay: both are refused as not actions of the game.
    expect(typo.ok ? null : typo.error.reason).toBe('core/not-an-action');
    expect(field.ok ? null : field.error.reason).toBe('core/not-an-action');
  });

  it('an action without its player compiles only with { as: seat }, and is taken as that seat', () => {
    const match = started();
    const house = cerealKiller.legalActions(match.state, 0).find((action) => action.type === 'choose-starting-house');
    if (house?.type !== 'choose-starting-house') throw new Error('no starting house');
    // @ts-expect-error — without `as`, an action needs its player
    applyAction(cerealKiller, match, { type: 'choose-starting-house', house: house.house });
    const applied = applyAction(cerealKiller, match, { type: 'choose-starting-house', house: house.house }, { as: 0 });
    expect(applied.ok && applied.match.log[0]).toEqual({ type: 'choose-starting-house', player: 0, house: house.house });
  });

  it('applyUntrusted takes unknown input from the wire, refusing junk with a reason', () => {
    const match = started();
    const payload: unknown = JSON.parse('{"type":"stepp","too":3}');
    const refused = applyUntrusted(cerealKiller, match, payload, { as: 0 });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'INVALID_INPUT', reason: 'core/not-an-action' });
  });

  it("a game's own heuristic bot is a Bot of its view and actions, and a BotOf the game", () => {
    const plain: Bot<CerealKillerView, CerealKillerAction> = heuristicBot;
    const own: BotOf<typeof cerealKiller> = heuristicBot;
    expect(plain).toBe(own);
  });

  it('generic code over AnyGameModule replays, builds a bot input and applies an action without casts', () => {
    const after = firstLegalAfterReplay(cerealKiller, { killer: 1 });
    expect(after?.log).toHaveLength(1);
  });
});

describe('refusals carry a stable reason id', () => {
  it('createMatch without options names what it needs instead of throwing', () => {
    const create = createMatch as (game: typeof cerealKiller, options?: unknown) => ReturnType<typeof createMatch<typeof cerealKiller>>;
    const created = create(cerealKiller);
    expect(created.ok).toBe(false);
    if (!created.ok) {
      expect(created.error).toMatchObject({ code: 'INVALID_CONFIG', reason: 'core/missing-options' });
      expect(created.error.message).toContain('{ seed, config? }');
    }
  });

  it('the engine gives each kind of refusal its own core/ reason', () => {
    const match = started();
    const badSeed = createMatch(cerealKiller, { seed: Number.NaN });
    const otherSeat = applyUntrusted(cerealKiller, match, { type: 'end-turn', player: 1 }, { as: 0 });
    const notYourTurn = applyUntrusted(cerealKiller, match, { type: 'end-turn', player: 1 });
    const notArray = replay(cerealKiller, { seed: 1, actions: 'nope' as unknown as unknown[] });
    const reasons = [badSeed, otherSeat, notYourTurn, notArray].map((result) => (result.ok ? null : result.error.reason));
    expect(reasons).toEqual(['core/bad-seed', 'core/wrong-seat', expect.stringMatching(/not-your-turn$/), 'core/bad-actions']);
  });

  it('a refusal passed on with context keeps the reason of the rule that refused', () => {
    const replayed = replay(cerealKiller, { seed: 1, actions: [{ type: 'stepp', player: 0 }] });
    expect(replayed.ok).toBe(false);
    if (!replayed.ok) {
      expect(replayed.error.reason).toBe('core/not-an-action');
      expect(replayed.error.message).toMatch(/^action 0: /);
    }
  });
});
