/**
 * `npm run bench:profile`: where the validated path's time goes, per game. Random games through
 * `legalActions` + `applyAction` on the built package (dist/, or `BENCH_LIBRARY`), sampled by V8's
 * CPU profiler (through `node:inspector`, the same profiler as `node --cpu-prof`), and each game's
 * self time summed by what the code is: the game's rules (checks and applies), its legal actions,
 * the immutable mode's copy and settling, the action schema's parse, `applyAction`'s bookkeeping,
 * the garbage collector, and the rest. The functions with the most self time follow each summary.
 *
 * `BENCH_SECONDS` (default 4) is how long each game is played while sampled.
 */
import { Session, type Profiler } from 'node:inspector';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

type Library = typeof import('killer-rules');
type Game = Library['gameList'][number];

const library = (await import(pathToFileURL(resolve(process.env.BENCH_LIBRARY ?? 'dist/index.js')).href)) as Library;
const { applyAction, createMatch, createRng, gameList } = library;
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
  if (url.includes('zod')) return 'action schema parse (zod)';
  if (!url.includes('/dist/') && !url.includes('killer-rules')) return 'V8 built-ins and other';
  if (/^(copyPlanned|settle|shareUnchanged|planOf|declareWhole|copy|cloneJson|deepFreeze|freezeDeep)$/.test(name)) return 'immutable mode: copy and settle';
  if (name === 'writes' || name.startsWith('settled') || name === 'cardsPlayed' || name === 'figureAt' || name === 'killerWalk' || name === 'placedInto' || name === 'eventCard' || name === 'turnMovesOn' || name === 'todays') return 'writes declarations';
  if (/^(applyAction|applyUntrusted|buildMatch|linkLog|reduceWith|activePlayers|restoreRng|createRng|state|next|die|pick|int|shuffle|canonicalJson)$/.test(name) && !url.includes(game.id)) return 'applyAction bookkeeping (log, rng, turn checks)';
  if (/legal|Legal|candidates|options|choices/.test(name)) return 'legal actions';
  return 'rules (checks, applies, queries) and the rest of the library';
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

for (const game of gameList) {
  const summary = await profile(game);
  console.log(`\n${summary.game}: ${summary.actions} actions, ${summary.microsPerAction.toFixed(2)} µs/action while sampled`);
  for (const [category, percent] of summary.categories) console.log(`  ${percent.toFixed(1).padStart(5)}%  ${category}`);
  console.log('  top self time:');
  for (const [name, percent] of summary.top) console.log(`  ${percent.toFixed(1).padStart(5)}%  ${name}`);
}
session.disconnect();
