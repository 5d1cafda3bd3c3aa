/** A value that fails every branch of a union is told what the branches accept, not "matches none of the allowed shapes". */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createMatch } from '../../src/index.js';
import { summarizeIssues } from '../../src/core/errors.js';
import { cerealKiller } from '../../src/games/cereal-killer/index.js';

function messageFor(schema: z.ZodMiniType, value: unknown): string {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return summarizeIssues(parsed.error);
}

describe('union refusals', () => {
  it('Cereal Killer `killer: 2` names the field and the seats it may be', () => {
    const created = createMatch(cerealKiller, { seed: 1, config: { killer: 2 as 0 } });
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error.message).toBe('One Card: Cereal Killer config: killer: expected one of 0, 1');
  });

  it('literals and types of the branches are listed together', () => {
    expect(messageFor(z.union([z.literal('a'), z.number()]), true)).toBe('expected one of "a" or number');
  });

  it('a value that got into one branch is told what is wrong inside it', () => {
    const schema = z.union([z.strictObject({ kind: z.literal('a'), size: z.number() }), z.string()]);
    expect(messageFor(schema, { kind: 'a', size: 'big' })).toBe('size: expected number');
  });
});
