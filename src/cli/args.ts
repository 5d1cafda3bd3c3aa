/** Reading the command line's arguments; anything wrong is a {@link UsageError} (exit code 2). */
import type { Bot } from '../core/bots.js';
import { createMatch } from '../core/match.js';
import type { SimulationShard } from '../core/simulate.js';
import { seatCount, type AnyGameModule, type GameAction, type PlayerId } from '../core/types.js';
import { gameList } from '../games/index.js';
import { formatBotSpec, loadBot, parseBotSpec, resolveBotSpec, type BotSpec } from '../parallel/bot-spec.js';
import { UsageError } from './io.js';

/** The registered game with id `id`. */
export function findGame(id: string): AnyGameModule {
  const game = gameList.find((registered) => registered.id === id);
  if (game === undefined) throw new UsageError(`unknown game "${id}"; the games are ${gameList.map((known) => known.id).join(', ')}`);
  return game;
}

/** `text` as a whole number of at least `min`, for the flag `flag`. */
export function wholeNumber(flag: string, text: string, min: number): number {
  const value = /^[0-9]+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!(Number.isSafeInteger(value) && value >= min)) throw new UsageError(`${flag} takes a whole number, ${min} or more (got "${text}")`);
  return value;
}

/** The `--config` JSON, or `undefined` without one. */
export function configOf(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch (thrown) {
    throw new UsageError(`--config is not JSON: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config)) throw new UsageError('--config takes a JSON object, e.g. --config \'{"players":4}\'');
  return config;
}

/** `--shard i/n`: shard `i` (from 0) of `n`. */
export function shardOf(text: string): SimulationShard {
  const parts = /^\s*([0-9]+)\s*\/\s*([0-9]+)\s*$/.exec(text);
  const index = Number(parts?.[1]);
  const count = Number(parts?.[2]);
  if (parts === null || !Number.isSafeInteger(count) || count < 1 || !Number.isSafeInteger(index) || index >= count) {
    throw new UsageError(`--shard takes i/n, shard i (from 0 to n-1) of n, e.g. --shard 0/4 (got "${text}")`);
  }
  return { index, count };
}

/** What a game looks like under a config: its seat count and seat names (from a first setup). */
export interface Table {
  /** How many seats. */
  readonly seats: number;
  /** Seat names in the game's words. */
  readonly names: readonly string[];
}

/** How many setups {@link tableOf} compares before it trusts a seat's name to hold in every game. */
const NAMING_SETUPS = 8;

/**
 * The table `config` sets up (seeded with `seed`); a config the game refuses is a usage error.
 * With `across` set, a seat keeps its name in the game's words only if that name is the same in
 * the setups of `across` different seeds (the Killer of a Cereal Killer config is); a name the
 * deal decides (a Tatort Titanic character, a Quad City Killers Killer Board) differs from game to
 * game of a study, so that seat is called by its number.
 */
export function tableOf(game: AnyGameModule, config: unknown, seed: string, across: readonly string[] = []): Table {
  const created = createMatch(game, { config, seed });
  if (!created.ok) throw new UsageError(`--config: ${created.error.message}`);
  const state = created.match.state;
  const seats = seatCount(game, state);
  const names = Array.from({ length: seats }, (_, seat) => seatName(game, state, seat));
  for (const other of across) {
    const again = createMatch(game, { config, seed: other });
    if (!again.ok) continue;
    names.forEach((name, seat) => {
      if (seatName(game, again.match.state, seat) !== name) names[seat] = `seat ${seat}`;
    });
  }
  return { seats, names };
}

/** The seeds {@link tableOf} compares names across for a study seeded `seed` (its first games). */
export function studySeeds(seed: string): string[] {
  return Array.from({ length: NAMING_SETUPS }, (_, index) => `${seed}/${index + 1}`);
}

/** The `--bots` list: one spec for every seat in `seats`, or one spec per seat, in seat order. */
export function botSpecsFor(text: string | undefined, seats: readonly PlayerId[], fallback: BotSpec): BotSpec[] {
  const specs = (text ?? fallback).split(',').map((spec) => spec.trim());
  if (specs.length === 1) return seats.map(() => specs[0] ?? fallback);
  if (specs.length !== seats.length) {
    throw new UsageError(`--bots takes one bot for every seat or one per seat (${seats.length}), not ${specs.length}`);
  }
  return specs;
}

/** Parses, resolves (from `cwd`) and loads a bot spec; anything wrong is a usage error. */
export async function botOf(spec: BotSpec, game: AnyGameModule, cwd: string): Promise<{ readonly spec: BotSpec; readonly bot: Bot<unknown, GameAction> }> {
  const parsed = parseBotSpec(spec);
  if (!parsed.ok) throw new UsageError(`--bots: ${parsed.error.message}`);
  const resolved = resolveBotSpec(parsed.spec, cwd);
  const loaded = await loadBot(resolved, game.id);
  if (!loaded.ok) throw new UsageError(`--bots: ${loaded.error.message}`);
  return { spec: formatBotSpec(resolved), bot: loaded.bot };
}

/** What `game` calls `seat` in `state` ("the Killer"), or "seat 1" where it names no seats. */
export function seatName(game: AnyGameModule, state: unknown, seat: PlayerId): string {
  return game.seatName?.(state, seat) ?? `seat ${seat}`;
}

/** "seat 1 (the Detective)", or just "seat 1" where the game names seats by number. */
export function seatLabel(seat: number, name: string): string {
  return name === `seat ${seat}` ? name : `seat ${seat} (${name})`;
}

/** `text` with a capital first letter, to open a sentence. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
