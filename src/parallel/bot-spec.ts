/**
 * Bots named in words, so they can cross to a worker thread or come from the command line: a
 * function cannot be sent to another thread, its name can. The one parser and loader of these
 * names, used by `simulateParallel`, its workers and the `killer-rules` command line.
 */
import { createRequire } from 'node:module';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomBot, type Bot } from '../core/bots.js';
import { refuse, thrownMessage, type Refusal } from '../core/errors.js';
import { searchBot } from '../core/guided-search.js';
import { botRollout, ismctsBot } from '../core/ismcts.js';
import type { GameAction } from '../core/types.js';
import { heuristicBots, searchGuides } from '../games/index.js';

/**
 * A bot by name:
 *
 * - `random`: {@link randomBot};
 * - `ismcts` or `ismcts:<iterations>`: {@link ismctsBot} with that many iterations per move
 *   (default 1 000), playing its rollouts at random;
 * - `ismcts:<iterations>:heuristic`: the same search with the game's heuristic bot playing every
 *   seat of its rollouts ({@link botRollout}) — slower per iteration, but a signal where random
 *   play never reaches a win;
 * - `heuristic`: the game's heuristic bot ({@link heuristicBots});
 * - `search` or `search:<iterations>`: the guided search ({@link searchBot}) with the game's guide
 *   ({@link searchGuides}): the strong bot. Its seat's decisions are searched with the heuristic bot
 *   as a prior and as the model of every other seat, rollouts cut and scored by the game's
 *   evaluation of the seat's view. Without a number it uses the game's own budget, calibrated to
 *   about 200 ms a move;
 * - `<module>#<export>` or `<module>`: the named (or default) export of a module, which must be a
 *   {@link Bot}: a path (`./bots/mine.mjs#cautious`, relative to the working directory) or the
 *   name of a package installed there. Like every bot it must be a pure function of its input, so
 *   a game plays the same whichever thread plays it.
 */
export type BotSpec = string;

/** A {@link BotSpec} taken apart. */
export type ParsedBotSpec =
  | {
      /** {@link randomBot}. */
      readonly kind: 'random';
    }
  | {
      /** The game's heuristic bot. */
      readonly kind: 'heuristic';
    }
  | {
      /** {@link ismctsBot}. */
      readonly kind: 'ismcts';
      /** Iterations per move. */
      readonly iterations: number;
      /** Who plays the rollouts: uniformly random actions, or the game's heuristic bot. */
      readonly rollout: 'random' | 'heuristic';
    }
  | {
      /** {@link searchBot} with the game's guide. */
      readonly kind: 'search';
      /** Iterations per move; absent: the game's own budget. */
      readonly iterations?: number;
    }
  | {
      /** A module's export. */
      readonly kind: 'module';
      /** A path, a `file:` URL or a package name. */
      readonly module: string;
      /** The export's name (`default` when the spec names none). */
      readonly export: string;
    };

/** A parsed bot spec, or why the text is not one. */
export type BotSpecResult =
  | {
      /** Read. */
      readonly ok: true;
      /** What the text names. */
      readonly spec: ParsedBotSpec;
    }
  | Refusal;

/** A loaded bot, or why it could not be loaded. */
export type LoadedBot =
  | {
      /** Loaded. */
      readonly ok: true;
      /** The bot. */
      readonly bot: Bot<unknown, GameAction>;
    }
  | Refusal;

const HELP = 'a bot is random, heuristic, search, search:<iterations>, ismcts, ismcts:<iterations>, ismcts:<iterations>:heuristic or <module>#<export>';

/** Whether `text` names a module rather than a built-in bot. */
function namesModule(text: string): boolean {
  return text.includes('#') || text.includes('/') || text.includes('\\') || /\.[cm]?[jt]s$/.test(text);
}

/** Reads a {@link BotSpec}; refuses (`INVALID_INPUT`) text that names no bot, in words. */
export function parseBotSpec(text: string): BotSpecResult {
  const spec = typeof text === 'string' ? text.trim() : '';
  if (spec === 'random') return { ok: true, spec: { kind: 'random' } };
  if (spec === 'heuristic') return { ok: true, spec: { kind: 'heuristic' } };
  if (spec === 'ismcts') return { ok: true, spec: { kind: 'ismcts', iterations: 1_000, rollout: 'random' } };
  if (spec === 'search') return { ok: true, spec: { kind: 'search' } };
  const search = /^search:(.*)$/.exec(spec);
  if (search !== null) {
    const digits = search[1] ?? '';
    const iterations = /^[0-9]+$/.test(digits) ? Number(digits) : Number.NaN;
    if (!(Number.isSafeInteger(iterations) && iterations >= 1)) {
      return refuse('INVALID_INPUT', 'core/unknown-bot', `bot "${spec}": search:<iterations> takes a whole number of iterations, 1 or more`);
    }
    return { ok: true, spec: { kind: 'search', iterations } };
  }
  const ismcts = /^ismcts:([^:]*)(?::(.*))?$/.exec(spec);
  if (ismcts !== null) {
    const digits = ismcts[1] ?? '';
    const iterations = /^[0-9]+$/.test(digits) ? Number(digits) : Number.NaN;
    if (!(Number.isSafeInteger(iterations) && iterations >= 1)) {
      return refuse('INVALID_INPUT', 'core/unknown-bot', `bot "${spec}": ismcts:<iterations> takes a whole number of iterations, 1 or more`);
    }
    const rollout = ismcts[2];
    if (rollout !== undefined && rollout !== 'heuristic' && rollout !== 'random') {
      return refuse('INVALID_INPUT', 'core/unknown-bot', `bot "${spec}": ismcts:<iterations>:<rollouts> plays its rollouts random or heuristic, not "${rollout}"`);
    }
    return { ok: true, spec: { kind: 'ismcts', iterations, rollout: rollout ?? 'random' } };
  }
  if (spec !== '' && namesModule(spec)) {
    const hash = spec.lastIndexOf('#');
    const module = hash < 0 ? spec : spec.slice(0, hash);
    const name = hash < 0 ? 'default' : spec.slice(hash + 1);
    if (module === '' || name === '') return refuse('INVALID_INPUT', 'core/unknown-bot', `bot "${spec}": ${HELP}`);
    return { ok: true, spec: { kind: 'module', module, export: name } };
  }
  return refuse('INVALID_INPUT', 'core/unknown-bot', `unknown bot "${spec}": ${HELP}`);
}

/** Writes a parsed spec back as a {@link BotSpec} (`parseBotSpec(formatBotSpec(s))` gives `s`). */
export function formatBotSpec(spec: ParsedBotSpec): BotSpec {
  switch (spec.kind) {
    case 'random':
    case 'heuristic':
      return spec.kind;
    case 'search':
      return spec.iterations === undefined ? 'search' : `search:${spec.iterations}`;
    case 'ismcts':
      return spec.rollout === 'random' ? `ismcts:${spec.iterations}` : `ismcts:${spec.iterations}:${spec.rollout}`;
    case 'module':
      return `${spec.module}#${spec.export}`;
  }
}

/**
 * The spec with its module made absolute (a `file:` URL), so that it names the same module from
 * any thread and any folder: a path is taken from `base`, a package name is looked up from there.
 * Built-in bots, URLs and names that cannot be looked up come back as they are.
 */
export function resolveBotSpec(spec: ParsedBotSpec, base: string = process.cwd()): ParsedBotSpec {
  if (spec.kind !== 'module') return spec;
  const { module } = spec;
  if (/^[a-z][a-z0-9+.-]*:/i.test(module) && !/^[a-z]:[\\/]/i.test(module)) return spec;
  if (module.startsWith('.') || isAbsolute(module)) return { ...spec, module: pathToFileURL(resolve(base, module)).href };
  try {
    const found = createRequire(resolve(base, 'package.json')).resolve(module);
    return { ...spec, module: pathToFileURL(found).href };
  } catch {
    // An ESM-only package require cannot resolve: import() will try it by name.
    return spec;
  }
}

/** The heuristic bot of registered game `game`, if it has one. */
function heuristicBotOf(game: string): Bot<unknown, GameAction> | undefined {
  return Object.hasOwn(heuristicBots, game) ? heuristicBots[game] : undefined;
}

/**
 * Makes the bot a spec names for `game` (a registered game id): imports a module if it must, and
 * refuses (`INVALID_INPUT`) a spec that names no bot, a game without a heuristic bot, a module
 * that cannot be imported or an export that is not a function. Resolve a module spec first
 * ({@link resolveBotSpec}) to load it from another folder or thread.
 */
export async function loadBot(spec: BotSpec | ParsedBotSpec, game: string): Promise<LoadedBot> {
  let parsed: ParsedBotSpec;
  if (typeof spec === 'string') {
    const read = parseBotSpec(spec);
    if (!read.ok) return read;
    parsed = read.spec;
  } else {
    parsed = spec;
  }
  switch (parsed.kind) {
    case 'random':
      return { ok: true, bot: randomBot };
    case 'ismcts': {
      if (parsed.rollout === 'random') return { ok: true, bot: ismctsBot({ iterations: parsed.iterations }) };
      const heuristic = heuristicBotOf(game);
      if (heuristic === undefined) return refuse('INVALID_INPUT', 'core/unknown-bot', `bot "${formatBotSpec(parsed)}": ${game} has no heuristic bot to play the rollouts`);
      return { ok: true, bot: ismctsBot({ iterations: parsed.iterations, rollout: botRollout(heuristic) }) };
    }
    case 'search': {
      const guide = Object.hasOwn(searchGuides, game) ? searchGuides[game] : undefined;
      if (guide === undefined) return refuse('INVALID_INPUT', 'core/unknown-bot', `bot "${formatBotSpec(parsed)}": ${game} has no search guide`);
      return { ok: true, bot: searchBot(guide, parsed.iterations === undefined ? {} : { iterations: parsed.iterations }) };
    }
    case 'heuristic': {
      const bot = heuristicBotOf(game);
      return bot === undefined ? refuse('INVALID_INPUT', 'core/unknown-bot', `bot "heuristic": ${game} has no heuristic bot yet`) : { ok: true, bot };
    }
    case 'module': {
      let loaded: Record<string, unknown>;
      try {
        loaded = (await import(parsed.module)) as Record<string, unknown>;
      } catch (thrown) {
        return refuse('INVALID_INPUT', 'core/unknown-bot', `bot "${formatBotSpec(parsed)}": cannot import ${parsed.module}: ${thrownMessage(thrown)}`);
      }
      const bot = Object.hasOwn(loaded, parsed.export) ? loaded[parsed.export] : undefined;
      if (typeof bot !== 'function') {
        return refuse('INVALID_INPUT', 'core/unknown-bot', `bot "${formatBotSpec(parsed)}": ${parsed.module} has no function exported as ${parsed.export}`);
      }
      // What a module exports cannot be checked against the Bot type; the engine checks every
      // action it returns instead.
      return { ok: true, bot: bot as Bot<unknown, GameAction> };
    }
  }
}
