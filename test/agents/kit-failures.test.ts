/**
 * The agent checks fail where they should: each broken spec below breaks one promise of an agent
 * spec, and checkAgentSpec must name it.
 */
import { describe, expect, it } from 'vitest';
import { cerealKillerAgent, quadCityKillersAgent, tatortTitanicAgent, type ActionSpace, type AgentSpec, type LegalMaskWriter, type ObservationSpec, type StateObserver } from '../../src/agents/index.js';
import { cerealKiller, type CerealKillerAction, type CerealKillerView } from '../../src/games/cereal-killer/index.js';
import { quadCityKillers, type QuadCityKillersConfig, type QuadCityKillersConfigInput } from '../../src/games/quad-city-killers/index.js';
import { tatortTitanic, type TatortTitanicConfig } from '../../src/games/tatort-titanic/index.js';
import type { GameAction, GameEvent } from '../../src/core/index.js';
import { checkAgentSpec, ConformanceError } from '../../src/testing/index.js';
import { createMatch } from '../../src/core/index.js';

type Spec = typeof cerealKillerAgent;
type TatortSpec = typeof tatortTitanicAgent;
type QuadCitySpec = typeof quadCityKillersAgent;

/** A spec whose action space is changed by `change`. */
function withSpace(change: (space: ActionSpace<CerealKillerAction>) => Partial<ActionSpace<CerealKillerAction>>): Spec {
  return {
    ...cerealKillerAgent,
    actionSpace: (config) => {
      const space = cerealKillerAgent.actionSpace(config);
      return { ...space, ...change(space) };
    },
  };
}

/** A spec whose observation is changed by `change`. */
function withTensor(change: (tensor: ObservationSpec<CerealKillerView>) => Partial<ObservationSpec<CerealKillerView>>): Spec {
  return {
    ...cerealKillerAgent,
    observation: (config) => {
      const tensor = cerealKillerAgent.observation(config);
      return { ...tensor, ...change(tensor) };
    },
  };
}

/** What a run of checkAgentSpec says: the check it fails, or 'passed'. */
function failureOf(check: () => void): string {
  try {
    check();
  } catch (thrown) {
    if (thrown instanceof ConformanceError) return thrown.check;
    throw thrown;
  }
  return 'passed';
}

function failure(spec: Spec): string {
  return failureOf(() => checkAgentSpec(cerealKiller, spec, { games: 2, vectorSteps: 20, seed: 'broken' }));
}

/** Tatort Titanic's default configuration, completed. */
function defaultConfig(): TatortTitanicConfig {
  const created = createMatch(tatortTitanic, { seed: 'config' });
  if (!created.ok) throw new Error(created.error.message);
  return created.match.config;
}

/** Quad City Killers' configuration `input`, completed. */
function createdConfig(input: QuadCityKillersConfigInput): QuadCityKillersConfig {
  const created = createMatch(quadCityKillers, { config: input, seed: 'config' });
  if (!created.ok) throw new Error(created.error.message);
  return created.match.config;
}

/** What checkAgentSpec says of a changed Tatort Titanic spec (which has a mask writer and a state observer): the check it fails, or 'passed'. */
function tatortFailure(spec: TatortSpec): string {
  return failureOf(() => checkAgentSpec(tatortTitanic, spec, { games: 2, vectorSteps: 20, seed: 'broken' }));
}

/** Two seats begun high on the Dexterity Scale: short Quad City Killers games (a random game from the first spot runs to 1 000–2 000 actions). */
const QUICK_QUAD_CITY: QuadCityKillersConfigInput = { players: 2, startingDexterity: 4 };

/** What checkAgentSpec says of a changed Quad City Killers spec (which has a mask writer): the check it fails, or 'passed'. */
function quadCityFailure(spec: QuadCitySpec): string {
  return failureOf(() => checkAgentSpec(quadCityKillers, spec, { configs: [QUICK_QUAD_CITY], games: 2, vectorSteps: 20, seed: 'broken' }));
}

/** `spec` with its mask writer changed by `change`. */
function withMaskWriter<C, S, A extends GameAction, E extends GameEvent, V, I>(spec: AgentSpec<C, S, A, E, V, I>, change: (inner: LegalMaskWriter<S>) => LegalMaskWriter<S>): AgentSpec<C, S, A, E, V, I> {
  const { legalMasks } = spec;
  if (legalMasks === undefined) throw new Error(`${spec.game.title} has a mask writer`);
  return { ...spec, legalMasks: (config) => change(legalMasks(config)) };
}

/** A mask writer that keeps what was in its array: it sets the legal indices and clears none. */
function keeping<S>(inner: LegalMaskWriter<S>): LegalMaskWriter<S> {
  return {
    write: (state, seat, mask) => {
      const fresh = new Uint8Array(mask.length);
      const count = inner.write(state, seat, fresh);
      fresh.forEach((value, index) => {
        if (value === 1) mask[index] = 1;
      });
      return count;
    },
  };
}

/** `spec` with its state observer changed by `change`. */
function withStateObserver<C, S, A extends GameAction, E extends GameEvent, V, I>(spec: AgentSpec<C, S, A, E, V, I>, change: (inner: StateObserver<S>) => StateObserver<S>): AgentSpec<C, S, A, E, V, I> {
  const { stateObservations } = spec;
  if (stateObservations === undefined) throw new Error(`${spec.game.title} has a state observer`);
  return { ...spec, stateObservations: (config) => change(stateObservations(config)) };
}

describe('checkAgentSpec fails broken specs', () => {
  it('an encode that is not decode inverted', () => {
    expect(failure(withSpace((space) => ({ encode: (action) => (action.type === 'arrest' ? space.encode({ type: 'end-turn', player: 0 }) : space.encode(action)) })))).toBe(
      'agents: encode inverts decode',
    );
  });

  it('a space that leaves a legal action out', () => {
    const control = withSpace((inner) => ({ encode: (action) => inner.encode(action), decode: (index, seat) => inner.decode(index, seat) }));
    expect(failure(control)).toBe('passed');
    // A space without its last block, the end of turn: a sound bijection, but of too few actions.
    const missing = withSpace((inner) => ({
      size: inner.size - 1,
      ranges: inner.ranges.filter((range) => range.type !== 'end-turn'),
      encode: (action) => (action.type === 'end-turn' ? -1 : inner.encode(action)),
      decode: (index, seat) => {
        if (index === inner.size - 1) throw new RangeError('outside');
        return inner.decode(index, seat);
      },
    }));
    expect(failure(missing)).toBe('agents: every legal action has an index');
  });

  it('a decode outside the action schema', () => {
    expect(failure(withSpace((space) => ({ decode: (index, seat) => ({ ...space.decode(index, seat), extra: 1 }) as unknown as CerealKillerAction })))).toBe('agents: decode gives actions');
  });

  it('a decode that accepts an index outside the space', () => {
    expect(failure(withSpace((space) => ({ decode: (index, seat) => space.decode(Math.min(Math.max(Math.floor(index) || 0, 0), space.size - 1), seat) })))).toBe(
      'agents: decode refuses what is outside the space',
    );
  });

  it('blocks that do not tile the space', () => {
    expect(failure(withSpace((space) => ({ ranges: space.ranges.slice(1) })))).toBe('agents: action space blocks');
  });

  it('fields that do not tile the tensor', () => {
    expect(failure(withTensor((tensor) => ({ fields: tensor.fields.slice(0, -1) })))).toBe('agents: observation fields');
  });

  it('a tensor that drops part of the view (a digest, not the view)', () => {
    // Without the Detective's square, two moves of the Detective to different squares look alike.
    const lossy = withTensor((tensor) => {
      const dropped = tensor.fields.find((field) => field.name === 'detective-at');
      if (dropped === undefined) throw new Error('no detective-at field');
      return {
        observe: (view, out) => {
          const observed = tensor.observe(view, out);
          observed.fill(0, dropped.offset, dropped.offset + dropped.length);
          return observed;
        },
      };
    });
    expect(failure(lossy)).toBe('agents: the tensor loses nothing of the view');
  });

  it('a tensor that reads more than the view: it differs between worlds the seat cannot tell apart', () => {
    let calls = 0;
    const impure = withTensor((tensor) => ({
      observe: (view, out) => {
        const observed = tensor.observe(view, out);
        observed[observed.length - 1] = calls++ % 2;
        return observed;
      },
    }));
    expect(failure(impure)).toMatch(/^agents: (observe overwrites its output|worlds the seat cannot tell apart give one tensor)$/);
  });

  it('a tensor that keeps what was in its output array', () => {
    const sloppy = withTensor((tensor) => ({
      observe: (view, out) => {
        const fresh = tensor.observe(view);
        if (out === undefined) return fresh;
        for (let index = 0; index < fresh.length; index++) if (fresh[index] !== 0) out[index] = fresh[index] ?? 0;
        return out;
      },
    }));
    expect(failure(sloppy)).toBe('agents: observe overwrites its output');
  });

  it('a tensor that is not finite', () => {
    expect(failure(withTensor((tensor) => ({ observe: (view, out) => tensor.observe(view, out).fill(Number.NaN, 0, 1) })))).toBe('agents: the tensor is finite');
  });

  it('a spec of another game', () => {
    expect(failure({ ...cerealKillerAgent, game: { ...cerealKiller, id: 'killercruise' } })).toBe('agents: spec');
  });

  it('a mask writer that is not the legal list, or a state observer that is not the view\'s tensor', () => {
    expect(tatortFailure(tatortTitanicAgent)).toBe('passed');
    // The end of turn left out: legal in every action phase.
    const endTurn = tatortTitanicAgent.actionSpace(defaultConfig()).encode({ type: 'end-turn', player: 0 });
    expect(tatortFailure(withMaskWriter(tatortTitanicAgent, (inner) => ({ write: (state, seat, mask) => (inner.write(state, seat, mask), (mask[endTurn] = 0), 0) })))).toBe(
      "agents: the spec's mask writer is the legal list",
    );
    // An observer that reads the solution, which no seat's view holds before the end.
    expect(tatortFailure(withStateObserver(tatortTitanicAgent, (inner) => ({ observe: (state, seat, out) => inner.observe(state, seat, out).fill(state.solution[0] ?? 0, 0, 1) })))).toBe(
      "agents: the spec's state observer is the view's tensor",
    );
  });

  it("a Quad City Killers mask writer that is not the legal list, or a state observer that is not the view's tensor", () => {
    expect(quadCityFailure(quadCityKillersAgent)).toBe('passed');
    // The Travel roll left out, with its count: legal at every turn Action of a game of two.
    const travel = quadCityKillersAgent.actionSpace(createdConfig(QUICK_QUAD_CITY)).encode({ type: 'travel', player: 0 });
    expect(
      quadCityFailure(
        withMaskWriter(quadCityKillersAgent, (inner) => ({
          write: (state, seat, mask) => {
            const count = inner.write(state, seat, mask);
            if (mask[travel] !== 1) return count;
            mask[travel] = 0;
            return count - 1;
          },
        })),
      ),
    ).toBe("agents: the spec's mask writer is the legal list");
    // An observer that reads the Resource deck's top card, which no seat's view holds.
    expect(quadCityFailure(withStateObserver(quadCityKillersAgent, (inner) => ({ observe: (state, seat, out) => inner.observe(state, seat, out).fill(state.resourceDeck.at(-1) ?? 0, 0, 1) })))).toBe(
      "agents: the spec's state observer is the view's tensor",
    );
  });

  it.each([
    ['Tatort Titanic', () => tatortFailure(withMaskWriter(tatortTitanicAgent, keeping))],
    ['Quad City Killers', () => quadCityFailure(withMaskWriter(quadCityKillersAgent, keeping))],
  ])('a %s mask writer that keeps what was in its array', (_, failed) => {
    expect(failed()).toBe("agents: the spec's mask writer is the legal list");
  });
});
