/**
 * JSON Schema (draft 2020-12) of what a client sends and receives, from the same zod schemas the
 * engine validates with, so a Unity, Python or Go client can check its payloads before sending.
 */
import { toJSONSchema } from 'zod/v4/core';
import type { GameAction, GameEvent, GameModule } from './types.js';

/** A JSON Schema document (draft 2020-12), plain JSON. */
export type JsonSchema = Readonly<Record<string, unknown>>;

const SETTINGS = { target: 'draft-2020-12', unrepresentable: 'any', io: 'input' } as const;

/** The JSON Schema of one action of `game`: a union on `type`, each with the acting `player`. */
export function actionJsonSchema<C, S, A extends GameAction, E extends GameEvent, V, I>(game: GameModule<C, S, A, E, V, I>): JsonSchema {
  return toJSONSchema(game.schemas.action, SETTINGS) as JsonSchema;
}

/** The JSON Schema of a configuration of `game`, as a user may pass it (fields with defaults optional). */
export function configJsonSchema<C, S, A extends GameAction, E extends GameEvent, V, I>(game: GameModule<C, S, A, E, V, I>): JsonSchema {
  return toJSONSchema(game.schemas.config, SETTINGS) as JsonSchema;
}

/**
 * The JSON Schema of a view of `game` (what `view` returns, what a client is sent). Throws a
 * `RangeError` for a module that declares no view schema.
 */
export function viewJsonSchema<C, S, A extends GameAction, E extends GameEvent, V, I>(game: GameModule<C, S, A, E, V, I>): JsonSchema {
  const schema = game.schemas.view;
  if (schema === undefined) throw new RangeError(`${game.title} declares no view schema (schemas.view)`);
  return toJSONSchema(schema, { ...SETTINGS, io: 'output' }) as JsonSchema;
}
