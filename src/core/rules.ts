/**
 * One rules code, two speeds. A game writes each action once, as a check and an apply:
 *
 * - the **check** (`(state, action) → refusal | null`) decides, reading the plain state; it builds
 *   a message only when it refuses, so accepting allocates nothing;
 * - the **apply** (`(draft, action, rng, events) → void`) carries the accepted action out by
 *   writing to `draft` — a plain, private, writable copy of the state — reading what it needs
 *   from `draft` too.
 *
 * The **immutable mode** ({@link reduceWith}, behind `reduce` and `applyAction`) copies only the
 * parts of the state the action may write — what the rules' `writes` declares for it (without a
 * declaration, every field but the `constant` ones) — runs the apply on that working state, whose
 * other parts are the old state's own frozen objects, then settles what was copied: every part
 * equal to the old one is shared with it, and only what is new is frozen. Nothing undeclared is
 * copied or walked, so an action costs what it writes, not what the table holds. (Writing through
 * immer's proxies instead cost three to five times today's figures for these games, whose
 * automatic steps — a killer's walk, the end of a round — read much of the table.)
 * The **mutable mode** (`openWorld`, `playout`, `simulate`, search bots) copies the state once and
 * runs the same applies straight on that private copy, action after action: no copies per step,
 * no freezing. Because both run the same recipe on plain data, they agree; the conformance kit
 * proves it step by step.
 *
 * What an apply must keep to, so the two modes stay one:
 * - write only to `draft`, and never keep a reference into it past the call: an event gets a copy
 *   (`slice()`, a new object) of anything it carries from the state, because in the mutable mode
 *   the draft changes on the next step;
 * - never freeze anything and never call `produce`;
 * - never write a `constant` field (the config and its content are shared, and frozen);
 * - write only the parts `writes` declares for the action (the rest is shared, and frozen), and
 *   into a part it declares replaced never: only put a new value in its place;
 * - draw randomness only from `rng`, in the same order whatever the mode.
 */
import { cloneJson, deepFreeze } from './clone.js';
import { refuse } from './errors.js';
import { restoreRng, type Rng, type RngState } from './rng.js';
import type { GameAction, GameEvent, GameRules, ReplacedPart, StepResult, WritePath } from './types.js';

/**
 * A state the immutable mode may build on: the state itself when it is frozen (every state the
 * library hands out is), else a copy, because the next state shares the parts of it that did not
 * change, frozen, and a caller's own objects must never be frozen under it.
 */
export function ownedBase<State>(state: State): State {
  return state !== null && typeof state === 'object' && !Object.isFrozen(state) ? cloneJson(state) : state;
}

/**
 * The immutable mode: a `reduce` that checks, then runs the apply on a working state in which only
 * the parts the action may write are private copies, and settles them into the next state: shared
 * with the state before wherever equal, new parts frozen, so the whole is deep-frozen. The state
 * passed in is never changed (nor frozen, if a caller built it). A write outside the declared parts
 * is refused with `INVALID_STATE`, reason `core/undeclared-write`, naming the part.
 */
export function reduceWith<State, Action extends GameAction, Event extends GameEvent>(
  rules: GameRules<State, Action, Event>,
): (state: State, action: Action, rng: Rng) => StepResult<State, Event> {
  const constant = rules.constant ?? [];
  const writes = rules.writes;
  const shallowCopy = rules.shallowCopy as ((state: unknown) => unknown) | undefined;
  return (state, action, rng) => {
    const error = rules.check(state, action);
    if (error !== null) return { ok: false, error };
    // A state the library handed out is frozen through and through; a caller's own is copied, then frozen.
    const before = (Object.isFrozen(state) ? state : deepFreeze(cloneJson(state))) as unknown as Readonly<Record<string, unknown>>;
    const plan = writes === undefined ? everyField(before, constant) : planOf(writes(state, action));
    // A game's literal copy of the top level, but for a state a caller built: its keys may run in
    // another order, which the next state keeps as the mutable mode does.
    const copyTop = before === state ? shallowCopy : undefined;
    const working = copyPlanned(before, plan, copyTop) as Record<string, unknown>;
    // Where the random stream stood, to run the apply again if it must be explained.
    const drawn = rng.state();
    const events: Event[] = [];
    try {
      rules.apply(working as State, action, rng, events);
      return { ok: true, state: settle(before, working, plan) as State, events };
    } catch (thrown) {
      if (thrown instanceof UndeclaredWrite) return undeclared(action, { path: thrown.path, into: false });
      // A write into the frozen, shared part of the working state (or into a part declared
      // replaced) throws a TypeError; which part it was shows when the apply runs again on a copy
      // of everything.
      const written = thrown instanceof TypeError ? writtenOutside(rules, before, action, drawn, plan) : null;
      if (written === null) throw thrown;
      return undeclared(action, written);
    }
  };
}

/** A step of a path into the state: a key of an object or an index of an array. */
type Step = string | number;

/** A part declared replaced (a {@link ReplacedPart}): not copied, and settled only if the apply put a new value there. */
const REPLACED = 'replaced';

/**
 * The declared parts as a tree, built per action: the immutable mode copies along it before the
 * apply and settles along it after. A `null` child is a whole part: copied deeply, and settled by
 * comparing all of it; a {@link REPLACED} child is left as the state's own, frozen.
 */
interface WriteNode {
  /** Keys of the declared parts beneath; each one's node at the same index. */
  readonly keys: Step[];
  readonly children: (WriteNode | null | typeof REPLACED)[];
}

function isReplaced(entry: WritePath | ReplacedPart): entry is ReplacedPart {
  return typeof entry === 'object' && 'replaced' in entry;
}

function planOf(entries: readonly (WritePath | ReplacedPart)[]): WriteNode {
  const root: WriteNode = { keys: [], children: [] };
  for (const entry of entries) {
    const replaced = isReplaced(entry);
    const path = replaced ? entry.replaced : entry;
    if (typeof path === 'string') {
      declare(root, path, replaced);
      continue;
    }
    let at: WriteNode | null = root;
    const last = path.length - 1;
    for (let index = 0; index < last && at !== null; index++) {
      const key = path[index] as Step;
      const found = at.keys.indexOf(key);
      const child: WriteNode | null | typeof REPLACED | undefined = found < 0 ? undefined : at.children[found];
      // A whole part (`null`) includes every part beneath it; a replaced one with a part declared
      // beneath it is copied as far as that part.
      if (child !== undefined && child !== REPLACED) {
        at = child;
        continue;
      }
      const node: WriteNode = { keys: [], children: [] };
      if (child === REPLACED) {
        at.children[found] = node;
      } else {
        at.keys.push(key);
        at.children.push(node);
      }
      at = node;
    }
    if (at !== null) declare(at, path[last] as Step, replaced);
  }
  return root;
}

/** Declares the part `key` of `parent`: whole, or replaced unless declared some other way already. */
function declare(parent: WriteNode, key: Step, replaced: boolean): void {
  const found = parent.keys.indexOf(key);
  if (found < 0) {
    parent.keys.push(key);
    parent.children.push(replaced ? REPLACED : null);
  } else if (!replaced) {
    parent.children[found] = null;
  }
}

/** The plan of a game that declares nothing: every top-level field but the constant ones. */
function everyField(state: Readonly<Record<string, unknown>>, constant: readonly string[]): WriteNode {
  const root: WriteNode = { keys: [], children: [] };
  for (const key in state) if (!constant.includes(key)) declare(root, key, false);
  return root;
}

function isObject(value: unknown): value is object {
  return value !== null && typeof value === 'object';
}

/**
 * The working copy of `before` for `plan`: a whole part copied deeply; a part with declared parts
 * beneath copied shallowly (its other parts are `before`'s own, frozen) and its declared parts
 * copied in turn, but for those declared replaced, left as they are. `shallowCopy`, given for the
 * top level only, copies `before` shallowly in place of a spread (`GameRules.shallowCopy`).
 */
function copyPlanned(before: unknown, plan: WriteNode | null, shallowCopy?: (state: unknown) => unknown): unknown {
  if (!isObject(before)) return before;
  if (plan === null) return cloneJson(before);
  const source = before as Readonly<Record<Step, unknown>>;
  // A spread, not key by key: an object built by adding keys one at a time falls into V8's
  // dictionary mode beyond a dozen or so, four times the bytes of the spread's compact object
  // (the next state keeps it) and slower to read and to spread again.
  const out = (shallowCopy !== undefined ? shallowCopy(before) : Array.isArray(before) ? [...(before as readonly unknown[])] : { ...before }) as Record<Step, unknown>;
  const { keys, children } = plan;
  for (let index = 0; index < keys.length; index++) {
    const child = children[index];
    if (child === REPLACED) continue;
    const key = keys[index] as Step;
    const part = source[key];
    if (isObject(part)) out[key] = copyPlanned(part, child ?? null);
  }
  return out;
}

/** Thrown inside the settling when a write is found outside the declared parts; its path grows as it rises. */
class UndeclaredWrite {
  constructor(readonly path: Step[]) {}
}

function declares(keys: readonly Step[], key: Step): boolean {
  for (const declared of keys) if (declared === key || String(declared) === String(key)) return true;
  return false;
}

/**
 * `working` (the copy of `before` for `plan`, after the apply) settled into the next state: every
 * declared part equal to `before`'s shared with it, what is new frozen, and `before` itself when
 * nothing changed. Throws {@link UndeclaredWrite} when the apply wrote beside the declared parts of
 * a shallow copy, where freezing could not stop it.
 */
function settle(before: unknown, working: unknown, plan: WriteNode | null | typeof REPLACED): unknown {
  if (working === before) return before;
  if (plan === null || plan === REPLACED || !isObject(before) || !isObject(working) || Array.isArray(before) !== Array.isArray(working)) {
    return shareUnchanged(before, working);
  }
  // A frozen object here is a part of the state put in place of the copy: a write to the part itself.
  if (Object.isFrozen(working)) throw new UndeclaredWrite([]);
  const old = before as Readonly<Record<Step, unknown>>;
  const next = working as Record<Step, unknown>;
  const { keys, children } = plan;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as Step;
    if (!(key in next)) continue;
    try {
      const part = next[key];
      const settled = settle(old[key], part, children[index] ?? null);
      // Stored only when it differs: most settled parts are the working copy itself, now frozen.
      if (settled !== part) next[key] = settled;
    } catch (thrown) {
      if (thrown instanceof UndeclaredWrite) thrown.path.unshift(key);
      throw thrown;
    }
  }
  let same = true;
  if (Array.isArray(next)) {
    const items = before as readonly unknown[];
    const length = Math.max(next.length, items.length);
    for (let index = 0; index < length; index++) {
      if (next[index] === items[index]) continue;
      if (!declares(keys, index)) throw new UndeclaredWrite([index]);
      same = false;
    }
  } else {
    // Present keys never hold `undefined` (plain JSON), so a key `before` lacks compares unequal.
    let count = 0;
    let added = 0;
    for (const key in next) {
      count++;
      const part = old[key];
      if (next[key] === part) continue;
      if (!declares(keys, key)) throw new UndeclaredWrite([key]);
      if (part === undefined) added++;
      same = false;
    }
    let oldCount = 0;
    for (const _key in old) oldCount++;
    if (oldCount !== count - added) {
      for (const key in old) {
        if (key in next) continue;
        if (!declares(keys, key)) throw new UndeclaredWrite([key]);
        same = false;
      }
    }
  }
  return same ? before : Object.freeze(next);
}

const NO_ITEMS: readonly unknown[] = /* @__PURE__ */ Object.freeze([]);
const NO_FIELDS: Readonly<Record<string, unknown>> = /* @__PURE__ */ Object.freeze({});

/**
 * `next` made ready to stand in an immutable state beside `before`: every part equal to the part
 * of `before` at the same place is replaced by that part (so the two states share it), and what is
 * left new is frozen. Returns `before` itself when nothing differs. `next` must be a private copy,
 * but for frozen parts in it (parts of the state, moved there by the apply, shared as they are): it
 * is rearranged and frozen in place, its keys keeping their order.
 */
function shareUnchanged(before: unknown, next: unknown): unknown {
  if (before === next || next === null || typeof next !== 'object' || Object.isFrozen(next)) return next;
  let same = isObject(before) && Array.isArray(before) === Array.isArray(next);
  // Once a difference is found, only the objects inside are still compared (to be shared); reading
  // a frozen array's items costs more than reading a private one's, so equal numbers are not.
  if (Array.isArray(next)) {
    const old = same ? (before as readonly unknown[]) : NO_ITEMS;
    if (old.length !== next.length) same = false;
    for (let index = 0; index < next.length; index++) {
      const item: unknown = next[index];
      if (isObject(item)) {
        const was = old[index];
        const part = shareUnchanged(was, item);
        if (part !== item) next[index] = part;
        if (part !== was) same = false;
      } else if (same && item !== old[index]) {
        same = false;
      }
    }
  } else {
    const old = same ? (before as Readonly<Record<string, unknown>>) : NO_FIELDS;
    const fields = next as Record<string, unknown>;
    let keys = 0;
    for (const key in fields) {
      keys++;
      const item = fields[key];
      if (isObject(item)) {
        const was = old[key];
        const part = shareUnchanged(was, item);
        if (part !== item) fields[key] = part;
        if (part !== was) same = false;
      } else if (same && item !== old[key]) {
        same = false;
      }
    }
    // Equal fields are not enough: `before` may have more of them.
    if (same) {
      let oldKeys = 0;
      for (const _key in old) oldKeys++;
      same = oldKeys === keys;
    }
  }
  return same ? before : Object.freeze(next);
}

/** A part an apply wrote outside what `writes` declared: `into` a part declared replaced, or not declared at all. */
interface Written {
  readonly path: readonly Step[];
  readonly into: boolean;
}

/** The refusal of an apply that wrote a part outside what `writes` declared for `action`. */
function undeclared(action: GameAction, { path, into }: Written): StepResult<never, never> {
  return refuse(
    'INVALID_STATE',
    'core/undeclared-write',
    into
      ? `the rules' apply of the action '${action.type}' wrote into ${pathText(path)}, which their writes declaration names as replaced (a new value put in its place, never written into)`
      : `the rules' apply of the action '${action.type}' wrote ${pathText(path)}, which their writes declaration does not name for it`,
  );
}

/** `['seats', 2, 'hand']` as `seats[2].hand`. */
function pathText(path: readonly Step[]): string {
  if (path.length === 0) return 'the state itself';
  return path.map((step, index) => (typeof step === 'number' ? `[${step}]` : index === 0 ? step : `.${step}`)).join('');
}

/**
 * Where the apply of `action` writes outside `plan`: it runs again, with the random stream as it
 * stood, on a writable copy of all of `before`, and the first part declared replaced that was
 * written into, else the first undeclared part that changed, is named. `null` when it cannot tell
 * (the apply throws on the copy too: a bug of its own).
 */
function writtenOutside<State, Action extends GameAction, Event extends GameEvent>(
  rules: GameRules<State, Action, Event>,
  before: unknown,
  action: Action,
  drawn: RngState,
  plan: WriteNode,
): Written | null {
  const probe = cloneJson(before);
  const replaced: { path: Step[]; part: unknown }[] = [];
  replacedParts(probe, plan, [], replaced);
  try {
    rules.apply(probe as State, action, restoreRng(drawn), []);
  } catch {
    return null;
  }
  // The probe's replaced parts are copies of `before`'s: one that changed was written into.
  for (const { path, part } of replaced) if (!sameText(part, partAt(before, path))) return { path, into: true };
  const path = changedOutside(before, probe, plan, []);
  return path === null ? null : { path, into: false };
}

/** The objects at the parts of `state` that `plan` declares replaced, with their paths, onto `out`. */
function replacedParts(state: unknown, plan: WriteNode, path: Step[], out: { path: Step[]; part: unknown }[]): void {
  if (!isObject(state)) return;
  const parts = state as Readonly<Record<Step, unknown>>;
  plan.keys.forEach((key, index) => {
    const child = plan.children[index];
    if (child === REPLACED) {
      if (isObject(parts[key])) out.push({ path: [...path, key], part: parts[key] });
    } else if (child !== null && child !== undefined) {
      replacedParts(parts[key], child, [...path, key], out);
    }
  });
}

function partAt(state: unknown, path: readonly Step[]): unknown {
  let at = state;
  for (const key of path) at = isObject(at) ? (at as Readonly<Record<Step, unknown>>)[key] : undefined;
  return at;
}

function sameText(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function stepsOf(a: object, b: object): Step[] {
  if (Array.isArray(a)) return Array.from({ length: Math.max(a.length, (b as readonly unknown[]).length) }, (_, index) => index);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])];
}

/** The first part of `after` outside `plan` that differs from `before`, or `null`. */
function changedOutside(before: unknown, after: unknown, plan: WriteNode | null | typeof REPLACED, path: Step[]): Step[] | null {
  if (plan === null || plan === REPLACED) return null;
  if (!isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after)) {
    return sameText(before, after) ? null : path;
  }
  const old = before as Readonly<Record<Step, unknown>>;
  const next = after as Readonly<Record<Step, unknown>>;
  for (const key of stepsOf(before, after)) {
    const at = plan.keys.findIndex((declared) => String(declared) === String(key));
    const child = at < 0 ? undefined : plan.children[at];
    const found = child === undefined
      ? sameText(old[key], next[key]) ? null : firstDifference(old[key], next[key], [...path, key])
      : changedOutside(old[key], next[key], child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** The deepest path at which `after` first differs from `before` (which do differ). */
function firstDifference(before: unknown, after: unknown, path: Step[]): Step[] {
  if (!isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after)) return path;
  const old = before as Readonly<Record<Step, unknown>>;
  const next = after as Readonly<Record<Step, unknown>>;
  for (const key of stepsOf(before, after)) {
    if (!sameText(old[key], next[key])) return firstDifference(old[key], next[key], [...path, key]);
  }
  return path;
}
