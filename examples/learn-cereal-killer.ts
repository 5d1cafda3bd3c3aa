/**
 * A Detective that learns: a linear softmax policy over Cereal Killer's observation tensor, trained
 * with REINFORCE (policy gradient, a running-mean baseline) against the heuristic Killer, in a few
 * seconds. Every few hundred episodes the policy plays a fixed set of evaluation games; the win
 * rates are printed and drawn to docs/images/learning-curve.svg.
 *
 *   npx tsx examples/learn-cereal-killer.ts [--episodes 2000] [--svg docs/images/learning-curve.svg]
 *
 * The policy sees only what the environment gives every learner: the Detective's tensor and its
 * legal mask. The Killer is played through `env.botAction(heuristicBot, rng)`, from its own view.
 */
import { writeFileSync } from 'node:fs';
import { createRng, type Rng } from 'killer-rules';
import { createEnv } from 'killer-rules/agents';
import { cerealKiller, heuristicBot } from 'killer-rules/cereal-killer';

const DETECTIVE = 1;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const EPISODES = Number(option('episodes', '2000'));
const EVERY = Number(option('every', '250'));
const EVALUATION_GAMES = Number(option('evaluation-games', '200'));
const LEARNING_RATE = 0.02;
const SVG = option('svg', 'docs/images/learning-curve.svg');

const created = createEnv(cerealKiller, { seed: 'learn' });
if (!created.ok) throw new Error(created.error.message);
const env = created.env;
const actions = env.actionSpace.size;
const features = env.observationSpec.size;

/** The policy: one weight per (action, feature) and one bias per action; logits for the legal actions only. */
const weights = new Float64Array(actions * features);
const biases = new Float64Array(actions);

/** The indices of the tensor's nonzero values (a few dozen of 1 633), and the values there. */
function sparse(observation: Float32Array): { readonly at: number[]; readonly values: number[] } {
  const at: number[] = [];
  const values: number[] = [];
  observation.forEach((value, index) => {
    if (value !== 0) {
      at.push(index);
      values.push(value);
    }
  });
  return { at, values };
}

/** The legal actions' probabilities under the policy. */
function policy(x: ReturnType<typeof sparse>, legal: readonly number[]): number[] {
  const logits = legal.map((action) => {
    let sum = biases[action] ?? 0;
    const row = action * features;
    x.at.forEach((feature, k) => (sum += (weights[row + feature] ?? 0) * (x.values[k] ?? 0)));
    return sum;
  });
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((value) => value / total);
}

function sample(probabilities: readonly number[], rng: Rng): number {
  let left = rng.next();
  for (let k = 0; k < probabilities.length; k++) {
    left -= probabilities[k] ?? 0;
    if (left < 0) return k;
  }
  return probabilities.length - 1;
}

interface Decision {
  readonly x: ReturnType<typeof sparse>;
  readonly legal: readonly number[];
  readonly probabilities: readonly number[];
  readonly chosen: number;
}

/** Plays one episode (seeded `seed`); returns the Detective's return and its decisions. */
function playEpisode(seed: string, rng: Rng): { readonly reward: number; readonly decisions: Decision[] } {
  env.reset(seed);
  const decisions: Decision[] = [];
  for (const seat of env.agentIter()) {
    const [observed, , termination, truncation] = env.last(seat === DETECTIVE);
    if (termination || truncation) {
      env.step(null);
      continue;
    }
    if (seat !== DETECTIVE || observed === null) {
      const chosen = env.botAction(heuristicBot, rng);
      if (!chosen.ok) throw new Error(chosen.error.message);
      env.step(chosen.index);
      continue;
    }
    const legal = [...observed.actionMask.keys()].filter((index) => observed.actionMask[index] === 1);
    const x = sparse(observed.observation);
    const probabilities = policy(x, legal);
    const chosen = sample(probabilities, rng);
    decisions.push({ x, legal, probabilities, chosen });
    const stepped = env.step(legal[chosen] ?? -1);
    if (!stepped.ok) throw new Error(stepped.error.message);
  }
  return { reward: env.infos[DETECTIVE]?.outcome?.returns[DETECTIVE] ?? 0, decisions };
}

/** REINFORCE: every decision's log-probability pushed up by how much better than usual the episode went. */
function learn(decisions: readonly Decision[], advantage: number): void {
  for (const { x, legal, probabilities, chosen } of decisions) {
    legal.forEach((action, k) => {
      const step = LEARNING_RATE * advantage * ((k === chosen ? 1 : 0) - (probabilities[k] ?? 0));
      biases[action] = (biases[action] ?? 0) + step;
      const row = action * features;
      x.at.forEach((feature, j) => (weights[row + feature] = (weights[row + feature] ?? 0) + step * (x.values[j] ?? 0)));
    });
  }
}

/** The Detective's win rate over the evaluation games (the same seeds every time). */
function evaluate(): number {
  const rng = createRng('learn/evaluate');
  let wins = 0;
  for (let game = 0; game < EVALUATION_GAMES; game++) if (playEpisode(`learn/evaluate/${game}`, rng).reward > 0) wins++;
  return wins / EVALUATION_GAMES;
}

const started = performance.now();
const rng = createRng('learn/train');
const curve: { readonly episodes: number; readonly winRate: number }[] = [{ episodes: 0, winRate: evaluate() }];
console.log(`episodes      0: the Detective wins ${(100 * (curve[0]?.winRate ?? 0)).toFixed(1)}% (an untrained policy plays uniformly at random)`);
let baseline = 0;
for (let episode = 1; episode <= EPISODES; episode++) {
  const { reward, decisions } = playEpisode(`learn/train/${episode}`, rng);
  learn(decisions, reward - baseline);
  baseline += 0.01 * (reward - baseline);
  if (episode % EVERY === 0) {
    const winRate = evaluate();
    curve.push({ episodes: episode, winRate });
    console.log(`episodes ${String(episode).padStart(6)}: the Detective wins ${(100 * winRate).toFixed(1)}%`);
  }
}
console.log(`${EPISODES} training episodes and ${curve.length * EVALUATION_GAMES} evaluation games in ${((performance.now() - started) / 1000).toFixed(1)} s`);

/** The learning curve as an SVG line chart. */
function chart(points: readonly { readonly episodes: number; readonly winRate: number }[]): string {
  const width = 640;
  const height = 360;
  const left = 64;
  const right = 24;
  const top = 48;
  const bottom = 56;
  const maxEpisodes = Math.max(1, ...points.map((point) => point.episodes));
  const maxRate = Math.min(1, Math.ceil((Math.max(...points.map((point) => point.winRate)) + 0.05) * 10) / 10);
  const x = (episodes: number): number => left + ((width - left - right) * episodes) / maxEpisodes;
  const y = (rate: number): number => top + (height - top - bottom) * (1 - rate / maxRate);
  const grid: string[] = [];
  for (let rate = 0; rate <= maxRate + 1e-9; rate += 0.1) {
    grid.push(`<line x1="${left}" y1="${y(rate).toFixed(1)}" x2="${width - right}" y2="${y(rate).toFixed(1)}" stroke="#ddd"/>`);
    grid.push(`<text x="${left - 8}" y="${(y(rate) + 4).toFixed(1)}" text-anchor="end">${Math.round(rate * 100)}%</text>`);
  }
  const ticks = points.filter((_, index) => index % Math.max(1, Math.round(points.length / 6)) === 0 || index === points.length - 1);
  for (const point of ticks) grid.push(`<text x="${x(point.episodes).toFixed(1)}" y="${height - bottom + 20}" text-anchor="middle">${point.episodes}</text>`);
  const line = points.map((point) => `${x(point.episodes).toFixed(1)},${y(point.winRate).toFixed(1)}`).join(' ');
  const dots = points.map((point) => `<circle cx="${x(point.episodes).toFixed(1)}" cy="${y(point.winRate).toFixed(1)}" r="3.5" fill="#b3261e"/>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12" fill="#222">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${width / 2}" y="24" text-anchor="middle" font-size="15">Cereal Killer: a linear Detective learns against the heuristic Killer</text>`,
    ...grid,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${height - bottom}" stroke="#222"/>`,
    `<line x1="${left}" y1="${height - bottom}" x2="${width - right}" y2="${height - bottom}" stroke="#222"/>`,
    `<polyline points="${line}" fill="none" stroke="#b3261e" stroke-width="2"/>`,
    ...dots,
    `<text x="${(left + width - right) / 2}" y="${height - 14}" text-anchor="middle">training episodes (REINFORCE, linear softmax policy over the ${features}-value tensor)</text>`,
    `<text x="16" y="${(top + height - bottom) / 2}" text-anchor="middle" transform="rotate(-90 16 ${(top + height - bottom) / 2})">Detective's win rate (${EVALUATION_GAMES} evaluation games)</text>`,
    '</svg>',
    '',
  ].join('\n');
}

if (SVG !== '') {
  writeFileSync(SVG, chart(curve));
  console.log(`wrote ${SVG}`);
}
