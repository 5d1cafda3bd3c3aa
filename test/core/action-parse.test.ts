/**
 * `parseAction` reads an action without zod's runtime parse where the schema allows: it must give
 * exactly what the schema's `safeParse` gives — the same verdict, the same data (a new object, keys
 * in the schema's order), zod's own refusal — for every game's actions, for each of them broken in
 * every way a field can be, and for schemas of kinds the readers leave to zod.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { parseAction } from '../../src/core/action-parse.js';
import { createMatch, createRng, openWorld, type AnyGameModule, type GameAction } from '../../src/core/index.js';
import type { Schema } from '../../src/core/types.js';
import { gameList } from '../../src/games/index.js';

/** The actions of random games, as plain objects a client could send. */
function actionsOf(game: AnyGameModule, count: number): GameAction[] {
  const chooser = createRng(`action-parse/${game.id}`);
  const out: GameAction[] = [];
  for (let index = 0; out.length < count; index++) {
    const created = createMatch(game, { seed: `action-parse/${index}` });
    if (!created.ok) throw new Error(created.error.message);
    const world = openWorld(game, created.match.state, created.match.rng);
    while (world.outcome() === null && out.length < count) {
      const action = chooser.pick(world.legalActions(world.activePlayers()[0] ?? 0));
      out.push(JSON.parse(JSON.stringify(action)) as GameAction);
      world.step(action);
    }
  }
  return out;
}

/** Values a field may be given instead of its own. */
const JUNK: readonly unknown[] = [
  undefined, null, Number.NaN, Infinity, -Infinity, -0, 0, 0.5, -1, 1, 2, 7, 1e21, 2 ** 53, -(2 ** 53),
  '0', '', 'step', true, false, [], [0], {}, { player: 0 },
];

/** `action` broken in every way one field can be: each key left out, each value replaced, a key added. */
function brokenVersions(action: GameAction): unknown[] {
  const fields = action as unknown as Record<string, unknown>;
  const out: unknown[] = [{ ...fields, extra: 1 }, JSON.parse(`{"__proto__": 1, ${JSON.stringify(fields).slice(1)}`), Object.create(fields)];
  for (const key of Object.keys(fields)) {
    const { [key]: _left, ...without } = fields;
    out.push(without);
    for (const junk of JUNK) out.push({ ...fields, [key]: junk });
    const value = fields[key];
    if (typeof value === 'number') out.push({ ...fields, [key]: value + 1 }, { ...fields, [key]: value - 1 }, { ...fields, [key]: value + 0.5 });
  }
  return out;
}

/** Asserts that `parseAction` and `safeParse` agree on `input`: verdict, data (as JSON, in key order) and issues. */
function expectSame(schema: Schema<unknown, unknown>, input: unknown): void {
  const fast = parseAction(schema, input);
  const zod = schema.safeParse(input);
  expect(fast.success).toBe(zod.success);
  if (fast.success && zod.success) {
    expect(JSON.stringify(fast.data)).toBe(JSON.stringify(zod.data));
    expect(Object.is(fast.data, input)).toBe(false);
    // The same keys too: a key holding `undefined` does not show in JSON.
    expect(Object.keys(fast.data ?? {})).toEqual(Object.keys(zod.data ?? {}));
  } else if (!fast.success && !zod.success) {
    expect(fast.error.issues).toEqual(zod.error.issues);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseAction', () => {
  describe.each(gameList.map((game) => [game.id, game] as const))('%s', (_id, game) => {
    const actions = actionsOf(game, 300);

    it('reads every legal action itself, into a new object equal to what zod parses', () => {
      const schema = game.schemas.action;
      const spy = vi.spyOn(schema, 'safeParse');
      const parsed = actions.map((action) => parseAction(schema, action));
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
      parsed.forEach((result, index) => {
        const action = actions[index];
        expect(result.success).toBe(true);
        if (!result.success) return;
        expect(result.data).not.toBe(action);
        const zod = schema.safeParse(action);
        expect(zod.success).toBe(true);
        if (zod.success) expect(JSON.stringify(result.data)).toBe(JSON.stringify(zod.data));
      });
    });

    it('agrees with zod on every action broken in every way, and on inputs that are no action', () => {
      for (const input of [null, undefined, 0, 'step', [], {}, { type: 'no-such-action', player: 0 }]) expectSame(game.schemas.action, input);
      const seen = new Set<string>();
      for (const action of actions) {
        if (seen.has(action.type)) continue;
        seen.add(action.type);
        for (const broken of brokenVersions(action)) expectSame(game.schemas.action, broken);
      }
    });
  });

  it('leaves to zod the kinds it does not read (refinements, transforms, optional fields, defaults, multiples) and what only makes zod accept more (coercion, checks run when, a union fallback)', () => {
    const schemas: Schema<unknown, unknown>[] = [
      z.discriminatedUnion('type', [z.strictObject({ type: z.literal('a'), player: z.int().check(z.refine((n) => n !== 1)) })]),
      z.discriminatedUnion('type', [z.strictObject({ type: z.literal('a'), player: z.pipe(z.int(), z.transform((n) => n + 1)) })]),
      z.discriminatedUnion('type', [z.strictObject({ type: z.literal('a'), player: z.optional(z.int()) })]),
      z.discriminatedUnion('type', [z.strictObject({ type: z.literal('a'), player: z._default(z.int(), 5) })]),
      z.discriminatedUnion('type', [z.strictObject({ type: z.literal('a'), player: z.int().check(z.multipleOf(2)) })]),
      z.strictObject({ type: z.literal('a'), player: z.int() }).check(z.refine((action) => action.player !== 1)),
      z.object({ type: z.literal('a'), player: z.number().check(z.gt(0), z.lte(4)) }),
      z.strictObject({ type: z.enum(['a', 'b']), player: z.nullable(z.int().check(z.gte(0), z.lt(3))), flag: z.boolean() }),
      z.strictObject({ type: z.literal('a'), player: z.coerce.number() }),
      z.strictObject({ type: z.literal('a'), player: z.literal([0, 1, undefined]) }),
      z.discriminatedUnion('type', [z.strictObject({ type: z.literal('a'), player: z.int() }), z.strictObject({ type: z.literal('b'), flag: z.boolean() })], { unionFallback: true }),
    ];
    const inputs: unknown[] = [{ type: 'a' }, { type: 'b', flag: true }];
    for (const player of [undefined, null, -1, 0, 0.5, 1, 2, 3, 4, 5, '1']) {
      inputs.push({ type: 'a', player }, { type: 'a', player, flag: true }, { type: 'b', player, flag: false }, { type: 'a', player, extra: 0 });
    }
    for (const schema of schemas) for (const input of inputs) expectSame(schema, input);
  });
});
