/**
 * The environments' API as a PettingZoo user meets it (issue 20: "an environment API in the
 * PettingZoo AEC shape … and a VectorEnv … with auto-reset"; "bad input to the env … gets a clear
 * error and changes nothing"). The kit (conformance.test.ts) checks the same promises over many
 * random episodes; these tests pin the behaviour one case at a time.
 */
import { describe, expect, it } from 'vitest';
import { createEnv, createVectorEnv, type AecEnvOf } from '../../src/agents/index.js';
import { createMatch, createRng, randomBot, replay, serializeMatch, type Bot } from '../../src/core/index.js';
import { cerealKiller, heuristicBot, type CerealKillerAction, type CerealKillerView } from '../../src/games/cereal-killer/index.js';
import { killercruise } from '../../src/games/killercruise/index.js';

type Env = AecEnvOf<typeof cerealKiller>;

function envOf(seed = 'env-test', maxSteps?: number): Env {
  const created = createEnv(cerealKiller, { seed, maxSteps });
  if (!created.ok) throw new Error(created.error.message);
  return created.env;
}

function legalIndices(mask: Uint8Array): number[] {
  return [...mask.keys()].filter((index) => mask[index] === 1);
}

/** Plays the episode under way to its end with random legal indices; returns the seats served their dead steps. */
function playOut(env: Env, seed = 'choices'): number[] {
  const rng = createRng(seed);
  const dead: number[] = [];
  for (const seat of env.agentIter()) {
    const [observed, , termination, truncation] = env.last();
    if (termination || truncation) {
      dead.push(seat);
      expect(env.step(null).ok).toBe(true);
      continue;
    }
    if (observed === null) throw new Error('no observation');
    const stepped = env.step(rng.pick(legalIndices(observed.actionMask)));
    if (!stepped.ok) throw new Error(stepped.error.message);
  }
  return dead;
}

describe('createEnv', () => {
  it('refuses a bad config as createMatch does, and a bad seed or step limit', () => {
    const players = createEnv(cerealKiller, { seed: 's', config: { players: 3 } });
    expect(players.ok ? null : players.error.code).toBe('INVALID_CONFIG');
    for (const seed of [Number.NaN, {} as unknown as string]) {
      const bad = createEnv(cerealKiller, { seed });
      expect(bad.ok ? null : bad.error.reason).toBe('agents/bad-option');
    }
    for (const maxSteps of [0, -1, 1.5]) {
      const bad = createEnv(cerealKiller, { seed: 's', maxSteps });
      expect(bad.ok ? null : bad.error.reason).toBe('agents/bad-option');
    }
  });

  it('refuses a game without an agent spec, naming the way out', () => {
    // Every game of the registry has a spec; a game of one's own has none until one is given.
    const none = createEnv({ ...killercruise, id: 'my-own-game' }, { seed: 's' });
    expect(none.ok).toBe(false);
    if (!none.ok) {
      expect(none.error.reason).toBe('agents/no-spec');
      expect(none.error.message).toContain('options.spec');
    }
  });
});

describe('the AEC loop', () => {
  it('serves seats until the end, then each seat its dead step once, lowest first; then the episode is finished', () => {
    const env = envOf();
    expect(env.agents).toEqual([]);
    env.reset();
    expect(env.possibleAgents).toEqual([0, 1]);
    expect(env.agents).toEqual([0, 1]);
    expect(env.agentSelection).toBe(0);
    expect(playOut(env)).toEqual([0, 1]);
    expect(env.agents).toEqual([]);
    expect([...env.agentIter()]).toEqual([]);
    const after = env.step(null);
    expect(after.ok ? null : after.error.reason).toBe('agents/episode-over');
  });

  it('pays 0 until the end, then the outcome\'s returns, which last() shows each seat at its dead step', () => {
    const env = envOf('returns');
    env.reset();
    const rng = createRng('returns');
    while (!env.terminations[env.agentSelection]) {
      const [observed, reward] = env.last();
      expect(reward).toBe(0);
      env.step(rng.pick(legalIndices(observed?.actionMask ?? new Uint8Array())));
      expect(env.rewards.every((one) => one === 0) || env.terminations.every(Boolean)).toBe(true);
    }
    const outcome = env.infos[0]?.outcome;
    if (outcome === null || outcome === undefined) throw new Error('no outcome');
    expect(env.rewards).toEqual(outcome.returns);
    expect(env.truncations).toEqual([false, false]);
    for (const seat of env.agentIter()) {
      const [, reward, termination, truncation, info] = env.last();
      expect([reward, termination, truncation, info.outcome]).toEqual([outcome.returns[seat], true, false, outcome]);
      env.step(null);
    }
  });

  it('truncates at maxSteps: no reward, every seat truncated, then the dead steps', () => {
    const env = envOf('short', 3);
    env.reset();
    const dead = playOut(env);
    expect(env.steps).toBe(3);
    expect(env.truncations).toEqual([true, true]);
    expect(env.terminations).toEqual([false, false]);
    expect(env.infos.map((info) => info.outcome)).toEqual([null, null]);
    expect(dead).toEqual([0, 1]);
  });

  it('last(into) writes the observation into the arrays given and hands them back; arrays of another size throw', () => {
    const env = envOf();
    env.reset();
    const into = { observation: new Float32Array(env.observationSpec.size).fill(7), actionMask: new Uint8Array(env.actionSpace.size).fill(7) };
    const [observed, reward, termination] = env.last(into);
    expect(observed).toBe(into);
    const fresh = env.observe(env.agentSelection);
    expect(into.observation).toEqual(fresh.observation);
    expect(into.actionMask).toEqual(fresh.actionMask);
    expect([reward, termination]).toEqual([0, false]);
    expect(() => env.last({ observation: into.observation, actionMask: new Uint8Array(3) })).toThrow(RangeError);
    expect(() => env.last({ observation: new Float32Array(3), actionMask: into.actionMask })).toThrow(RangeError);
  });

  it('masks every seat but the selected one with 0s; observing a seat that is none throws', () => {
    const env = envOf();
    expect(() => env.observe(0)).toThrow(RangeError);
    env.reset();
    expect(legalIndices(env.observe(0).actionMask)).toHaveLength(10);
    expect(legalIndices(env.observe(1).actionMask)).toEqual([]);
    expect(env.observe(1).observation).toHaveLength(env.observationSpec.size);
    for (const seat of [2, -1, 0.5]) expect(() => env.observe(seat)).toThrow(RangeError);
  });
});

describe('legalIndices', () => {
  it("lists the selected seat's legal indices, ascending: the 1s of its mask (the kit checks every game); nothing for another seat or after the end", () => {
    // Killercruise's 1 862 actions are no whole number of 4-byte words: the padding is passed over.
    for (const game of [cerealKiller, killercruise] as const) {
      const created = createEnv(game, { seed: `indices/${game.id}`, maxSteps: 300 });
      if (!created.ok) throw new Error(created.error.message);
      const env = created.env;
      expect(() => env.legalIndices()).toThrow(RangeError);
      env.reset();
      const rng = createRng('indices');
      let checked = 0;
      for (const seat of env.agentIter()) {
        if (env.terminations[seat] === true || env.truncations[seat] === true) {
          expect(env.legalIndices()).toEqual([]);
          env.step(null);
          continue;
        }
        // Asked before observe: the mask is worked out here, and observe hands out the same one.
        const listed = env.legalIndices();
        expect(listed).toEqual(legalIndices(env.observe(seat).actionMask));
        expect(listed.length).toBeGreaterThan(0);
        for (const other of env.possibleAgents) if (other !== seat) expect(env.legalIndices(other)).toEqual([]);
        // The list is the caller's: writing on it changes what the environment allows in nothing.
        const chosen = rng.pick(listed);
        listed.fill(-1);
        expect(env.legalIndices()).toContain(chosen);
        const stepped = env.step(chosen);
        if (!stepped.ok) throw new Error(stepped.error.message);
        checked++;
      }
      expect(checked).toBeGreaterThan(20);
      for (const seat of [2, -1, 0.5]) expect(() => env.legalIndices(seat)).toThrow(RangeError);
    }
  });

  it("VectorEnv lists each game's legal indices, the 1s of its row of the masks", () => {
    const created = createVectorEnv(killercruise, { seed: 'indices', numEnvs: 3 });
    if (!created.ok) throw new Error(created.error.message);
    const vector = created.env;
    expect(vector.legalIndices(0)).toEqual([]);
    vector.reset();
    const n = vector.actionSpace.size;
    const rng = createRng('vector-indices');
    for (let step = 0; step < 60; step++) {
      const rows = [0, 1, 2].map((env) => legalIndices(vector.actionMasks.subarray(env * n, (env + 1) * n)));
      expect([0, 1, 2].map((env) => vector.legalIndices(env))).toEqual(rows);
      const stepped = vector.step(rows.map((row) => rng.pick(row)));
      if (!stepped.ok) throw new Error(stepped.error.message);
    }
    for (const env of [3, -1, 1.5]) expect(() => vector.legalIndices(env)).toThrow(RangeError);
  });
});

describe('bad steps', () => {
  it('before the first reset', () => {
    const refused = envOf().step(0);
    expect(refused.ok ? null : refused.error.reason).toBe('agents/not-reset');
  });

  it('an index outside the mask is refused with the rule, in the game\'s words, and nothing changes', () => {
    const env = envOf();
    env.reset();
    const before = serializeMatch(env.match());
    // Index 10 is a step to square 1: the Killer has not chosen its starting house yet.
    const refused = env.step(10);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('ILLEGAL_ACTION');
      expect(refused.error.reason).toMatch(/^cereal-killer\//);
      expect(refused.error.message).toMatch(/^step: index 10 \(.+\) is not legal for seat 0: The Killer: choose a house as the starting point/);
    }
    expect(serializeMatch(env.match())).toBe(before);
  });

  it('after observe, an index outside the mask is refused just the same, whatever the caller wrote into the mask it was handed', () => {
    const env = envOf();
    env.reset();
    const observed = env.observe(0);
    const fresh = envOf();
    fresh.reset();
    const unobserved = fresh.step(10);
    // The step skips the rules' check only for an index in the env's own mask, not the caller's copy.
    observed.actionMask.fill(1);
    env.last()[0]?.actionMask.fill(1);
    const refused = env.step(10);
    expect(refused).toEqual(unobserved);
    expect(refused.ok).toBe(false);
    expect(env.log).toEqual([]);
    // And a legal index taken after observe is the action it decodes to, as without observe.
    const index = legalIndices(env.observe(0).actionMask)[0] ?? -1;
    expect(env.step(index)).toEqual({ ok: true });
    expect(fresh.step(index)).toEqual({ ok: true });
    expect(env.log).toEqual(fresh.log);
    expect(serializeMatch(env.match())).toBe(serializeMatch(fresh.match()));
  });

  it('indices that are no index, and null for a seat still playing', () => {
    const env = envOf();
    env.reset();
    for (const index of [-1, 85, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '3' as unknown as number]) {
      const refused = env.step(index);
      expect(refused.ok ? null : [refused.error.code, refused.error.reason]).toEqual(['INVALID_INPUT', 'agents/bad-index']);
    }
    const refused = env.step(null);
    expect(refused.ok ? null : refused.error.reason).toBe('agents/null-for-live-agent');
    expect(env.log).toEqual([]);
  });

  it('an index for a seat whose episode is over', () => {
    const env = envOf('short', 1);
    env.reset();
    env.step(legalIndices(env.observe(0).actionMask)[0] ?? -1);
    const refused = env.step(0);
    expect(refused.ok ? null : refused.error.reason).toBe('agents/dead-agent');
  });
});

describe('seeds and matches', () => {
  it('seeds episodes <seed>/0, <seed>/1, … and reset(seed) starts the count again; each episode is createMatch\'s', () => {
    const env = envOf('count');
    env.reset();
    expect(env.episodeSeed).toBe('count/0');
    env.reset();
    expect(env.episodeSeed).toBe('count/1');
    expect(env.reset('again').ok).toBe(true);
    expect(env.episodeSeed).toBe('again/0');
    const refused = env.reset(Number.NaN);
    expect(refused.ok ? null : refused.error.reason).toBe('agents/bad-option');
    expect(env.episodeSeed).toBe('again/0');
    const created = createMatch(cerealKiller, { seed: 'again/0' });
    if (!created.ok) throw new Error(created.error.message);
    expect(serializeMatch(env.match())).toBe(serializeMatch(created.match));
  });

  it('the episode is a match that replays from its seed and log', () => {
    const env = envOf('replayed');
    env.reset();
    playOut(env);
    const replayed = replay(cerealKiller, { seed: env.episodeSeed, actions: env.log });
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(serializeMatch(replayed.match)).toBe(serializeMatch(env.match()));
  });
});

describe('botAction', () => {
  it('gives the index a bot chooses from the selected seat\'s view, so a learner can play against the heuristic bots', () => {
    const env = envOf('bots');
    env.reset();
    const rng = createRng('bots');
    let steps = 0;
    while (env.agents.length > 0 && !env.terminations.some(Boolean)) {
      const chosen = env.botAction(heuristicBot, rng);
      if (!chosen.ok) throw new Error(chosen.error.message);
      expect(env.observe(env.agentSelection).actionMask[chosen.index]).toBe(1);
      expect(env.step(chosen.index).ok).toBe(true);
      steps++;
    }
    expect(steps).toBeGreaterThan(5);
    expect(env.botAction(randomBot, rng).ok).toBe(false);
  });

  it('refuses a bot that throws or answers with something that is not one of its legal actions', () => {
    const env = envOf();
    env.reset();
    const rng = createRng('bots');
    const thrower: Bot<CerealKillerView, CerealKillerAction> = () => {
      throw new Error('no idea');
    };
    const cheat: Bot<CerealKillerView, CerealKillerAction> = () => ({ type: 'step', player: 0, to: 1 });
    const other: Bot<CerealKillerView, CerealKillerAction> = (input) => ({ ...(input.legal[0] as CerealKillerAction), player: 1 });
    for (const bot of [thrower, cheat, other]) {
      const refused = env.botAction(bot, rng);
      expect(refused.ok ? null : refused.error.reason).toBe('core/bot-failed');
    }
  });
});

describe('VectorEnv', () => {
  it('refuses a number of games outside 1 … 4 096', () => {
    for (const numEnvs of [0, 4097, 2.5]) {
      const refused = createVectorEnv(cerealKiller, { seed: 's', numEnvs });
      expect(refused.ok ? null : refused.error.reason).toBe('agents/bad-option');
    }
  });

  it('plays game j as createEnv with seed <seed>/j does, restarting each game as it ends', () => {
    const created = createVectorEnv(cerealKiller, { seed: 'lockstep', numEnvs: 4 });
    if (!created.ok) throw new Error(created.error.message);
    const vector = created.env;
    const refused = vector.step([0, 0, 0, 0]);
    expect(refused.ok ? null : refused.error.reason).toBe('agents/not-reset');
    vector.reset();
    expect(vector.episodeSeeds).toEqual(['lockstep/0/0', 'lockstep/1/0', 'lockstep/2/0', 'lockstep/3/0']);
    const n = vector.actionSpace.size;
    const rng = createRng('lockstep');
    const ended: string[] = [];
    for (let step = 0; step < 400; step++) {
      const actions = [0, 1, 2, 3].map((env) => rng.pick(legalIndices(vector.actionMasks.subarray(env * n, (env + 1) * n))));
      const stepped = vector.step(actions);
      if (!stepped.ok) throw new Error(stepped.error.message);
      vector.endings.forEach((ending, env) => {
        if (ending === null) return;
        ended.push(ending.seed);
        expect(vector.terminations[env]).toBe(1);
        expect(Array.from(vector.rewards.subarray(env * 2, env * 2 + 2))).toEqual(ending.outcome?.returns);
        expect(vector.episodeSeeds[env]).toBe(`lockstep/${env}/${Number(ending.seed.split('/')[2]) + 1}`);
      });
    }
    expect(ended.length).toBeGreaterThan(10);
    const wrongLength = vector.step([0, 0]);
    expect(wrongLength.ok ? null : wrongLength.error.reason).toBe('agents/bad-index');
    const illegal = vector.step([0, 0, 0, 0].map((_, env) => vector.actionMasks.subarray(env * n, (env + 1) * n).indexOf(0)));
    expect(illegal.ok ? null : illegal.error.message).toMatch(/^step: game 0: index \d+ \(.+\) is not legal for seat \d:/);
    // The masks and seats handed out are the caller's to write on: the step trusts its own copies.
    const illegalIndices = [0, 1, 2, 3].map((env) => vector.actionMasks.subarray(env * n, (env + 1) * n).indexOf(0));
    vector.actionMasks.fill(1);
    vector.agents.fill(1);
    const stillIllegal = vector.step(illegalIndices);
    expect(stillIllegal.ok ? null : stillIllegal.error.message).toMatch(/^step: game 0: index \d+ \(.+\) is not legal for seat \d:/);
  });
});
