/**
 * Any language, over stdio (issue 20): the Python client in examples/python/ (standard library only)
 * plays 100 games of every game with a spec (fewer, shorter ones where `SHORTER` says) through
 * `killer-rules env --stdio`, as a PettingZoo AEC loop and through the vector environment, with
 * random agents whose choice rule (a documented LCG over the legal indices) is written again here;
 * the same seeds played in TypeScript must give the same outcomes, game for game.
 *
 * In CI (KILLER_RULES_CI=1) a machine without python3 fails this test; elsewhere it is skipped,
 * saying why.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { agentSpecList, createEnv, type AnyAgentSpec } from '../../src/agents/index.js';
import { buildPackage, type TestBuild } from '../support/build.js';

const RUNNER = fileURLToPath(new URL('../../examples/python/random_agents.py', import.meta.url));
const GAMES = 100;
/**
 * Games whose random episodes are long, with big tensors, play fewer and shorter ones here, so the
 * test stays quick (one line per game): the configuration and the number of games.
 */
const SHORTER: Readonly<Record<string, { readonly config: unknown; readonly games: number }>> = {
  // Random games of four seats from the first Dexterity spot run to about 1 100 actions.
  'quad-city-killers': { config: { players: 2, startingDexterity: 3 }, games: 20 },
  // Ten rounds of the voyage, not 25: random detectives mostly sail to the end.
  'tatort-titanic': { config: { rounds: 10 }, games: 100 },
};
const ci = process.env.KILLER_RULES_CI === '1';
const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
const hasPython = python.error === undefined && python.status === 0;

/**
 * The configuration each game's Python episodes play, where its default would make the run long (a
 * game not listed plays its default): one line per game.
 */
/** One finished (or truncated) episode, as the runner prints it. */
interface Episode {
  readonly seed: string;
  readonly winners: readonly number[] | null;
  readonly reason: string | null;
  readonly returns: readonly number[] | null;
  readonly steps: number;
}

interface Run {
  readonly steps: number;
  readonly seconds: number;
  readonly episodes: readonly Episode[];
}

/** The runner's chooser: state = (1664525 · state + 1013904223) mod 2³², then legal[⌊state · k / 2³²⌋]. */
class Chooser {
  #state: number;
  constructor(seed: number) {
    this.#state = seed >>> 0;
  }
  pick(legal: readonly number[]): number {
    this.#state = (Math.imul(1664525, this.#state) + 1013904223) >>> 0;
    const index = legal[Math.floor((this.#state * legal.length) / 2 ** 32)];
    if (index === undefined) throw new Error('no legal index');
    return index;
  }
}

/** `count` episodes of `spec`'s game seeded `<seed>/0`, `<seed>/1`, … played in TypeScript with one chooser. */
function playInTypeScript(spec: AnyAgentSpec, seed: string, count: number, chooser: Chooser): Episode[] {
  const created = createEnv(spec.game, { seed, spec, config: SHORTER[spec.game.id]?.config });
  if (!created.ok) throw new Error(created.error.message);
  const env = created.env;
  const episodes: Episode[] = [];
  for (let index = 0; index < count; index++) {
    env.reset();
    for (const seat of env.agentIter()) {
      if (env.terminations[seat] === true || env.truncations[seat] === true) {
        env.step(null);
        continue;
      }
      const mask = env.observe(seat).actionMask;
      const stepped = env.step(chooser.pick([...mask.keys()].filter((at) => mask[at] === 1)));
      if (!stepped.ok) throw new Error(stepped.error.message);
    }
    const outcome = env.infos[0]?.outcome ?? null;
    episodes.push({ seed: env.episodeSeed, winners: outcome?.winners ?? null, reason: outcome?.reason ?? null, returns: outcome?.returns ?? null, steps: env.steps });
  }
  return episodes;
}

/** The runner's `--config` for game `id`, if `SHORTER` gives it one. */
function configArgs(id: string): string[] {
  const shorter = SHORTER[id];
  return shorter === undefined ? [] : ['--config', JSON.stringify(shorter.config)];
}

function runPython(build: TestBuild, args: readonly string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('python3', [RUNNER, '--bin', build.cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(stdout) as Run) : reject(new Error(`python3 exited with ${code}: ${stderr}`))));
  });
}

describe('the Python client', () => {
  if (!hasPython) {
    if (ci) {
      it('needs python3, which CI must have', () => {
        expect.fail(`python3 is missing (${python.error?.message ?? python.stderr}); CI runs the Python example`);
      });
    } else {
      it.skip(`skipped: python3 is not installed here (${python.error?.message ?? 'python3 --version failed'})`, () => undefined);
    }
    return;
  }

  let build: TestBuild;
  beforeAll(async () => {
    build = await buildPackage();
  }, 300_000);

  it.each(agentSpecList.map((spec) => [spec.game.id, spec] as const))(
    '%s: random games as a PettingZoo AEC loop (tensors in base64) end as the same seeds do in TypeScript',
    async (id, spec) => {
      const seed = `python/${id}`;
      const games = SHORTER[id]?.games ?? GAMES;
      const run = await runPython(build, ['--game', id, '--games', String(games), '--seed', seed, '--chooser-seed', '7', '--base64', ...configArgs(id)]);
      expect(run.episodes).toHaveLength(games);
      expect(run.episodes).toEqual(playInTypeScript(spec, seed, games, new Chooser(7)));
      // Not all one way: the random agents win and lose (the winners or the way the game ends differ).
      expect(new Set(run.episodes.map((episode) => JSON.stringify([episode.winners, episode.reason]))).size).toBeGreaterThan(1);
    },
    60_000,
  );

  it.each(agentSpecList.map((spec) => [spec.game.id, spec] as const))(
    '%s: random games through the vector environment (tensors as raw bytes) end as the same seeds do in TypeScript',
    async (id, spec) => {
      const seed = `python-vector/${id}`;
      const envs = 10;
      const games = SHORTER[id]?.games ?? GAMES;
      const run = await runPython(build, ['--game', id, '--games', String(games), '--seed', seed, '--mode', 'vector', '--envs', String(envs), '--chooser-seed', '3', ...configArgs(id)]);
      expect(run.episodes.length).toBeGreaterThanOrEqual(games);
      for (let env = 0; env < envs; env++) {
        const own = run.episodes.filter((episode) => episode.seed.startsWith(`${seed}/${env}/`));
        expect(own.map((episode) => episode.seed)).toEqual(own.map((_, index) => `${seed}/${env}/${index}`));
        expect(own).toEqual(playInTypeScript(spec, `${seed}/${env}`, own.length, new Chooser(3 + env)));
      }
    },
    60_000,
  );
});
