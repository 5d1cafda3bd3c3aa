/**
 * `npm run bench:profile`: where the validated path's time goes, per game, on the built package
 * (dist/, or `BENCH_LIBRARY`), two ways:
 *
 * - **its parts, timed**: the positions and actions of random games are recorded, then each part of
 *   the validated path is run alone over all of them — `legalActions`; `applyAction` whole;
 *   `reduce` (the immutable mode); the `writes` declaration; the same actions stepped in the
 *   mutable mode (`World.step`: the check and the apply, no copies); and, for comparison, zod's
 *   `safeParse` of the action (`applyAction` reads an action with the core's own reader where the
 *   schema allows, which the package does not export). What `reduce` costs beyond the mutable step
 *   and the declaration is the immutable mode's copying and settling; what `applyAction` costs
 *   beyond `reduce` is the action's parse and its bookkeeping (turn and game-over checks, the
 *   random stream's state, the log node, the match object);
 * - **sampled**: random games through `legalActions` + `applyAction` under V8's CPU profiler
 *   (through `node:inspector`, the same profiler as `node --cpu-prof`), the functions with the
 *   most self time listed with their place in the bundle.
 *
 * `BENCH_SECONDS` (default 4) is how long each game is played while sampled; `BENCH_GAME` profiles
 * one game only; `BENCH_SAMPLE=0` leaves out the sampling (the parts only).
 */
import { Session, type Profiler } from 'node:inspector';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Library = typeof import('killer-rules');
type Game = import('killer-rules').AnyGameModule;
type Action = import('killer-rules').GameAction;
type MatchOf = import('killer-rules').Match<unknown, unknown, Action>;

const library = (await import(pathToFileURL(resolve(process.env.BENCH_LIBRARY ?? 'dist/index.js')).href)) as Library;
const { applyAction, createMatch, createRng, openWorld, restoreRng } = library;
const gameList = library.gameList as readonly Game[];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONFIGS: Readonly<Record<string, object>> = { 'frozen-horror': { players: 6 }, 'quad-city-killers': { players: 2 } };

const session = new Session();
session.connect();
const post = <T>(method: string, params?: object): Promise<T> =>
  new Promise((done, fail) => session.post(method, params ?? {}, (error, result) => (error === null ? done(result as T) : fail(error))));

/** Random games through the validated path for `seconds`; the actions taken. */
function playFor(game: Game, seconds: number): number {
  const chooser = createRng(`profile/${game.id}`);
  const until = process.hrtime.bigint() + BigInt(Math.round(seconds * 1e9));
  let actions = 0;
  for (let index = 0; process.hrtime.bigint() < until; index++) {
    const created = createMatch(game, { seed: `profile/${index}`, config: CONFIGS[game.id] });
    if (!created.ok) throw new Error(created.error.message);
    let match = created.match;
    while (game.outcome(match.state) === null) {
      const player = game.activePlayers(match.state)[0] ?? 0;
      const applied = applyAction(game, match, chooser.pick(game.legalActions(match.state, player)));
      if (!applied.ok) throw new Error(applied.error.message);
      match = applied.match;
      actions++;
    }
  }
  return actions;
}

/**
 * What a profile node's code is, from its function and its file in the bundle. The bundle keeps
 * the source's function names (tsup does not minify), and its chunks are named by hash, so the
 * names decide.
 */
function categoryOf(node: Profiler.ProfileNode, game: Game): string {
  const { functionName: name, url } = node.callFrame;
  if (name === '(garbage collector)') return 'garbage collector';
  if (name === '(program)' || name === '(idle)' || name === '(root)') return 'V8 and Node (program)';
  if (url.includes('zod') || /^(parseAction|readAction[A-Z]\w*)$/.test(name)) return 'action schema parse (zod, or the core\'s reader)';
  if (!url.includes('/dist/') && !url.includes('killer-rules')) return 'V8 built-ins and other';
  if (/^(copyPlanned|settle|shareUnchanged|planOf|declareWhole|copy|cloneJson|deepFreeze|freezeDeep|shallowCopy)$/.test(name)) return 'immutable mode: copy and settle';
  if (name === 'writes' || name.startsWith('settled') || name === 'cardsPlayed' || name === 'figureAt' || name === 'killerWalk' || name === 'placedInto' || name === 'eventCard' || name === 'turnMovesOn' || name === 'todays') return 'writes declarations';
  if (/^(applyAction|applyUntrusted|buildMatch|linkLog|reduceWith|activePlayers|restoreRng|createRng|state|next|die|pick|int|shuffle|canonicalJson)$/.test(name) && !url.includes(game.id)) return 'applyAction bookkeeping (log, rng, turn checks)';
  if (/legal|Legal|candidates|options|choices/.test(name)) return 'legal actions';
  return 'rules (checks, applies, queries) and the rest of the library';
}

/** The positions of random games through the validated path: each match, the acting seat and the action taken. */
interface Recorded {
  readonly matches: MatchOf[];
  readonly seats: number[];
  readonly actions: Action[];
  /** Each game's first match and its actions, for the mutable mode. */
  readonly games: { readonly start: MatchOf; readonly actions: Action[] }[];
}

function record(game: Game, count: number): Recorded {
  const chooser = createRng(`profile/parts/${game.id}`);
  const recorded: Recorded = { matches: [], seats: [], actions: [], games: [] };
  for (let index = 0; index < count; index++) {
    const created = createMatch(game, { seed: `profile/parts/${index}`, config: CONFIGS[game.id] });
    if (!created.ok) throw new Error(created.error.message);
    let match = created.match;
    const played: Recorded['actions'] = [];
    while (game.outcome(match.state) === null) {
      const seat = game.activePlayers(match.state)[0] ?? 0;
      const action = chooser.pick(game.legalActions(match.state, seat));
      recorded.matches.push(match);
      recorded.seats.push(seat);
      recorded.actions.push(action);
      played.push(action);
      const applied = applyAction(game, match, action);
      if (!applied.ok) throw new Error(applied.error.message);
      match = applied.match;
    }
    recorded.games.push({ start: created.match, actions: played });
  }
  return recorded;
}

/** µs per action of one pass of `run` over every recorded position. */
function pass(recorded: Recorded, run: (index: number) => unknown): number {
  let sink = 0;
  const started = process.hrtime.bigint();
  for (let index = 0; index < recorded.actions.length; index++) if (run(index) !== undefined) sink++;
  const micros = Number(process.hrtime.bigint() - started) / 1e3;
  if (sink < 0) throw new Error('unreachable');
  return micros / recorded.actions.length;
}

/** µs per action of each game's actions stepped in the mutable mode on one private copy (opened outside the timing). */
function mutablePass(game: Game, recorded: Recorded): number {
  const worlds = recorded.games.map((played) => openWorld(game, played.start.state, played.start.rng));
  const started = process.hrtime.bigint();
  recorded.games.forEach((played, at) => {
    const world = worlds[at];
    if (world !== undefined) for (const taken of played.actions) world.step(taken);
  });
  return Number(process.hrtime.bigint() - started) / 1e3 / recorded.actions.length;
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The parts of the validated path, µs per action: medians of five passes, the parts taken in turn
 * within each pass, so that a shared machine's changing load weighs on all of them alike.
 */
function parts(game: Game): [string, number][] {
  const recorded = record(game, game.id === 'tatort-titanic' || game.id === 'quad-city-killers' ? 20 : 150);
  const { matches, seats, actions } = recorded;
  const rules = game.rules;
  const action = (index: number): Action => actions[index] as Action;
  const matchAt = (index: number): MatchOf => matches[index] as MatchOf;
  const runs: Record<string, (index: number) => unknown> = {
    legal: (index) => game.legalActions(matchAt(index).state, seats[index] ?? 0),
    applied: (index) => applyAction(game, matchAt(index), action(index)),
    parse: (index) => game.schemas.action.safeParse(action(index)),
    reduce: (index) => game.reduce(matchAt(index).state, action(index), restoreRng(matchAt(index).rng)),
    writes: (index) => rules?.writes?.(matchAt(index).state, action(index)) ?? null,
  };
  const taken = new Map<string, number[]>();
  for (let round = 0; round < 6; round++) {
    const results: [string, number][] = [...Object.entries(runs).map(([name, run]): [string, number] => [name, pass(recorded, run)]), ['step', mutablePass(game, recorded)]];
    // The first pass warms up.
    if (round > 0) for (const [name, micros] of results) taken.set(name, [...(taken.get(name) ?? []), micros]);
  }
  const of = (name: string): number => median(taken.get(name) ?? []);
  const [legal, applied, parse, reduce, writes, step] = ['legal', 'applied', 'parse', 'reduce', 'writes', 'step'].map(of) as [number, number, number, number, number, number];
  return [
    ['legalActions', legal],
    ['applyAction', applied],
    ['  (zod\'s safeParse of the action, for comparison: applyAction reads it with the core\'s reader)', parse],
    ['  reduce (immutable mode)', reduce],
    ['    check + apply (the mutable step)', step],
    ['    writes declaration', writes],
    ['    copy and settle (reduce − step − writes)', reduce - step - writes],
    ['  the action\'s parse and the bookkeeping (applyAction − reduce)', applied - reduce],
    ['validated path (legalActions + applyAction)', legal + applied],
  ];
}

interface Summary {
  readonly game: string;
  readonly actions: number;
  readonly microsPerAction: number;
  readonly categories: [string, number][];
  readonly top: [string, number][];
}

async function profile(game: Game): Promise<Summary> {
  playFor(game, Math.min(1, SECONDS / 4));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
  const started = process.hrtime.bigint();
  const actions = playFor(game, SECONDS);
  const micros = Number(process.hrtime.bigint() - started) / 1e3;
  const { profile: taken } = await post<{ profile: Profiler.Profile }>('Profiler.stop');
  await post('Profiler.disable');
  const byId = new Map(taken.nodes.map((node) => [node.id, node]));
  const hits = new Map<number, number>();
  for (const sample of taken.samples ?? []) hits.set(sample, (hits.get(sample) ?? 0) + 1);
  const total = [...hits.values()].reduce((sum, count) => sum + count, 0);
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, count] of hits) {
    const node = byId.get(id);
    if (node === undefined) continue;
    const category = categoryOf(node, game);
    categories.set(category, (categories.get(category) ?? 0) + count);
    const file = node.callFrame.url.split('/').pop() ?? '';
    const name = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + count);
  }
  const share = (entries: Map<string, number>): [string, number][] =>
    [...entries].map(([name, count]): [string, number] => [name, (100 * count) / total]).sort((a, b) => b[1] - a[1]);
  return { game: game.id, actions, microsPerAction: micros / actions, categories: share(categories), top: share(functions).slice(0, 12) };
}

for (const game of gameList.filter((entry) => process.env.BENCH_GAME === undefined || entry.id === process.env.BENCH_GAME)) {
  console.log(`\n${game.id}: the parts of the validated path, µs/action (medians of five passes over the positions of random games)`);
  for (const [part, micros] of parts(game)) console.log(`  ${micros.toFixed(2).padStart(7)}  ${part}`);
  if (process.env.BENCH_SAMPLE === '0') continue;
  const summary = await profile(game);
  console.log(`\n${summary.game}: ${summary.actions} actions, ${summary.microsPerAction.toFixed(2)} µs/action while sampled`);
  for (const [category, percent] of summary.categories) console.log(`  ${percent.toFixed(1).padStart(5)}%  ${category}`);
  console.log('  top self time:');
  for (const [name, percent] of summary.top) console.log(`  ${percent.toFixed(1).padStart(5)}%  ${name}`);
}
session.disconnect();
