/** Near-miss actions: legal actions with one thing changed, as a confused or cheating client would send. */

type Fields = Record<string, unknown>;

/** A mutated action and what was changed. */
export interface Mutant {
  /** What was changed, for failure messages. */
  readonly change: string;
  /** The mutated action. */
  readonly action: Fields;
}

function asFields(value: unknown): Fields | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null;
}

/**
 * Mutants of `action`: another seat, every field nudged, swapped for a value the same field takes in
 * another legal action (an id swap), or removed, and the type swapped for another action type.
 */
export function mutantsOf(action: Fields, pool: readonly Fields[], seats: number): Mutant[] {
  const out: Mutant[] = [];
  const player = action.player;
  for (let seat = -1; seat <= seats; seat++) {
    if (seat !== player) out.push({ change: `player → ${seat}`, action: { ...action, player: seat } });
  }
  for (const [key, value] of Object.entries(action)) {
    if (key === 'player') continue;
    const seen = new Set<string>();
    const variants: unknown[] = [];
    const add = (variant: unknown): void => {
      const text = JSON.stringify(variant);
      if (text === undefined || text === JSON.stringify(value) || seen.has(text)) return;
      seen.add(text);
      variants.push(variant);
    };
    if (key !== 'type') {
      if (typeof value === 'number') [value + 1, value - 1, value + 2, value - 2, value + 5, value + 10, -value, 0, 999].forEach(add);
      if (typeof value === 'boolean') add(!value);
      if (typeof value === 'string') add(`${value}-changed`);
      if (Array.isArray(value)) {
        add(value.slice(1));
        add([...value].reverse());
        add([...value, value[0]]);
      }
      out.push({ change: `without ${key}`, action: Object.fromEntries(Object.entries(action).filter(([k]) => k !== key)) });
    }
    for (const other of pool) if (key in other) add(other[key]);
    for (const variant of variants) {
      out.push({ change: `${key} → ${JSON.stringify(variant)}`, action: { ...action, [key]: variant } });
    }
  }
  return out;
}

/** The fields of an action, or `null` if it is not an object. */
export function fieldsOf(value: unknown): Fields | null {
  return asFields(value);
}
