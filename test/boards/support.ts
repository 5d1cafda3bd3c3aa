/**
 * What every board test shares: a small XML reader that refuses markup that is not well-formed,
 * random positions of seeded games, and the checks every board must pass (one `<svg>` with a
 * title; every piece drawn once; every clickable element's actions legal and standing for it;
 * every board action on some element; the same SVG for the same view, and for a resampled world).
 */
import { expect } from 'vitest';
import {
  botInput,
  createMatch,
  createRng,
  heuristicBots,
  type ActionOf,
  type ConfigInputOf,
  type ConfigOf,
  type EventOf,
  type GameAction,
  type GameEvent,
  type GameModule,
  type PlayerId,
  type StateOf,
  type ViewOf,
} from '../../src/index.js';
import type { BoardOptions } from '../../src/boards/svg.js';

/** An element of a parsed document. */
export interface XmlElement {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** The text directly inside, entities resolved. */
  readonly text: string;
}

const ENTITY = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/y;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  if (!raw.includes('&') && !raw.includes('<')) return raw;
  let out = '';
  for (let at = 0; at < raw.length; ) {
    const character = raw[at] ?? '';
    if (character === '<') throw new Error(`raw "<" in ${where}`);
    if (character !== '&') {
      out += character;
      at++;
      continue;
    }
    ENTITY.lastIndex = at;
    const match = ENTITY.exec(raw);
    if (match === null) throw new Error(`bad entity in ${where}: ${raw.slice(at, at + 12)}`);
    const name = match[0].slice(1, -1);
    out += name.startsWith('#x') ? String.fromCodePoint(Number.parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (NAMED[name] ?? '');
    at += match[0].length;
  }
  return out;
}

const NAME = '[A-Za-z_][A-Za-z0-9_.:-]*';
const OPEN = new RegExp(`<(${NAME})((?:\\s+${NAME}="[^"]*")*)\\s*(/?)>`, 'y');
const ATTRIBUTE = new RegExp(`\\s+(${NAME})="([^"]*)"`, 'g');
const CLOSE = new RegExp(`</(${NAME})\\s*>`, 'y');

/**
 * Parses `markup` as one XML element, throwing on anything not well-formed: an unbalanced or
 * mismatched tag, an attribute without quotes or given twice, a raw `<` or a bad entity in text or
 * an attribute, a comment or anything else the boards never write, text outside the root.
 */
export function parseXml(markup: string): XmlElement {
  interface Open {
    tag: string;
    attributes: Record<string, string>;
    children: XmlElement[];
    text: string;
  }
  const stack: Open[] = [];
  let root: XmlElement | null = null;
  let at = 0;
  while (at < markup.length) {
    const next = markup.indexOf('<', at);
    const text = markup.slice(at, next === -1 ? markup.length : next);
    const top = stack[stack.length - 1];
    if (top === undefined) {
      if (text.trim() !== '') throw new Error(`text outside the root element: ${text.slice(0, 40)}`);
    } else top.text += decode(text, `the text of <${top.tag}>`);
    if (next === -1) break;
    at = next;
    OPEN.lastIndex = at;
    CLOSE.lastIndex = at;
    const open = OPEN.exec(markup);
    if (open !== null) {
      if (root !== null) throw new Error('a second root element');
      const [whole, tag = '', attributeText = '', selfClosing] = open;
      const attributes: Record<string, string> = {};
      for (const [, name = '', value = ''] of attributeText.matchAll(ATTRIBUTE)) {
        if (Object.hasOwn(attributes, name)) throw new Error(`<${tag}> has attribute ${name} twice`);
        attributes[name] = decode(value, `attribute ${name} of <${tag}>`);
      }
      const element: Open = { tag, attributes, children: [], text: '' };
      if (selfClosing === '/') close(element);
      else stack.push(element);
      at += whole.length;
      continue;
    }
    const closing = CLOSE.exec(markup);
    if (closing === null) throw new Error(`not a tag at ${at}: ${markup.slice(at, at + 40)}`);
    const element = stack.pop();
    if (element === undefined || element.tag !== closing[1]) throw new Error(`</${closing[1] ?? ''}> closes <${element?.tag ?? 'nothing'}>`);
    close(element);
    at += closing[0].length;
  }
  if (stack.length > 0) throw new Error(`<${stack[stack.length - 1]?.tag ?? ''}> is never closed`);
  if (root === null) throw new Error('no element');
  return root;

  function close(element: Open): void {
    const parent = stack[stack.length - 1];
    if (parent === undefined) {
      if (root !== null) throw new Error('a second root element');
      root = element;
    } else parent.children.push(element);
  }
}

/** Every element of the tree, depth first, the root first. */
export function allElements(root: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const visit = (element: XmlElement): void => {
    out.push(element);
    for (const child of element.children) visit(child);
  };
  visit(root);
  return out;
}

/** All the text inside an element, its descendants' included. */
export function textOf(element: XmlElement): string {
  return element.text + element.children.map(textOf).join('');
}

/** A position to draw: the state and its match's config. */
export interface Position<C, S> {
  readonly config: C;
  readonly state: S;
  /** Where it came from, for failure messages. */
  readonly name: string;
}

/**
 * Positions of seeded games: for each config and seed, a game played by random legal actions and
 * one by the game's heuristic bots, keeping every `every`-th state and the last.
 */
export function randomPositions<C, S, A extends GameAction, E extends GameEvent, V, I>(
  game: GameModule<C, S, A, E, V, I>,
  configs: readonly I[],
  seeds: readonly string[],
  every: number,
  maxSteps = 3000,
): Position<C, S>[] {
  const positions: Position<C, S>[] = [];
  const heuristic = heuristicBots[game.id];
  for (const config of configs) {
    for (const seed of seeds) {
      for (const bots of ['random', 'heuristic'] as const) {
        const created = createMatch(game, { config, seed });
        if (!created.ok) throw new Error(created.error.message);
        const rng = createRng(`${seed}/boards/${bots}`);
        let state = created.match.state;
        const name = `${JSON.stringify(config)} seed ${seed}, ${bots} bots`;
        for (let step = 0; step < maxSteps && game.outcome(state) === null; step++) {
          if (step % every === 0) positions.push({ config: created.match.config, state, name: `${name}, step ${step}` });
          const seat = game.activePlayers(state)[0];
          if (seat === undefined) throw new Error(`${name}: no active seat`);
          const legal = game.legalActions(state, seat);
          // The registry's bots are typed for any game; this one is the game's own.
          const action = bots === 'random' || heuristic === undefined ? rng.pick(legal) : (heuristic(botInput(game, { ...created.match, state }, seat, rng)) as A);
          const next = game.reduce(state, action, rng);
          if (!next.ok) throw new Error(`${name}: ${next.error.message}`);
          state = next.state;
        }
        positions.push({ config: created.match.config, state, name: `${name}, last` });
      }
    }
  }
  return positions;
}

/** What a board function is. */
export type Board<V, C, A> = (view: V, config: C, options?: BoardOptions<A>) => string;

/** How a game's board test reads the board: which pieces a view holds and where each action belongs. */
export interface BoardSpec<C, S, A extends GameAction, E extends GameEvent, V, I> {
  readonly game: GameModule<C, S, A, E, V, I>;
  readonly board: Board<V, C, A>;
  /** The `data-piece` of every pawn, figure, token and face-up card the view holds, one entry each. */
  readonly pieces: (view: V, config: C) => string[];
  /**
   * The `data-target` of each element an action stands for — a card and a room, say, for playing
   * the card to move into the room — or `null` for an action with no place on the board.
   */
  readonly targetOf: (action: A, view: V, config: C) => string | readonly string[] | null;
}

/** The {@link BoardSpec} of game module `G`. */
export type SpecOf<G> = BoardSpec<ConfigOf<G>, StateOf<G>, ActionOf<G>, EventOf<G>, ViewOf<G>, ConfigInputOf<G>>;

/** The seats of a state, and the spectator. */
export function viewersOf<C, S, A extends GameAction, E extends GameEvent, V, I>(game: GameModule<C, S, A, E, V, I>, state: S): (PlayerId | null)[] {
  const seats = game.playerCount?.(state) ?? game.maxPlayers;
  return [...Array.from({ length: seats }, (_, seat) => seat), null];
}

/** The board of `viewer` at `state`, with its legal actions and the active seats. */
export function boardOf<C, S, A extends GameAction, E extends GameEvent, V, I>(
  spec: BoardSpec<C, S, A, E, V, I>,
  config: C,
  state: S,
  viewer: PlayerId | null,
): { svg: string; view: V; legal: A[] } {
  const { game } = spec;
  const view = game.view(state, viewer);
  const legal = viewer === null ? [] : game.legalActions(state, viewer);
  return { svg: spec.board(view, config, { legal, activePlayers: game.activePlayers(state) }), view, legal };
}

/** Fails the test with `message()` unless `condition` holds (the message is built only on failure: the checks run by the thousand). */
function ensure(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

function sorted(values: readonly string[]): string[] {
  return [...values].sort();
}

function targetsOf<C, S, A extends GameAction, E extends GameEvent, V, I>(spec: BoardSpec<C, S, A, E, V, I>, action: A, view: V, config: C): readonly string[] {
  const targets = spec.targetOf(action, view, config);
  return targets === null ? [] : typeof targets === 'string' ? [targets] : targets;
}

/**
 * Checks one board: well-formed, one `<svg>` with a viewBox, `role="img"` and a title; every piece
 * of the view drawn exactly once; every `data-actions` a list of ascending, distinct indices into
 * `legal` on a `kr-act` button whose `data-target` each of its actions stands for; every legal
 * action with a place on the board on some element, and on every drawn element it stands for; the
 * same string again.
 */
export function checkBoard<C, S, A extends GameAction, E extends GameEvent, V, I>(
  spec: BoardSpec<C, S, A, E, V, I>,
  config: C,
  state: S,
  viewer: PlayerId | null,
  where: string,
): XmlElement {
  const { svg, view, legal } = boardOf(spec, config, state, viewer);
  const root = parseXml(svg);
  expect(root.tag, where).toBe('svg');
  expect(root.attributes.viewBox, where).toMatch(/^0 0 \d+(\.\d)? \d+(\.\d)?$/);
  expect(root.attributes.role, where).toBe('img');
  const elements = allElements(root);
  expect(textOf(root.children.find((child) => child.tag === 'title') ?? root).trim(), where).not.toBe('');
  const drawnPieces = sorted(elements.flatMap((element) => element.attributes['data-piece'] ?? []));
  const viewPieces = sorted(spec.pieces(view, config));
  if (drawnPieces.join('\n') !== viewPieces.join('\n')) expect(drawnPieces, `${where}: pieces`).toEqual(viewPieces);
  const placed = new Map<number, string[]>();
  for (const element of elements) {
    const actions = element.attributes['data-actions'];
    if (actions === undefined) continue;
    const { attributes } = element;
    const target = attributes['data-target'];
    ensure(attributes.class === 'kr-act' && attributes.role === 'button' && attributes.tabindex === '0', () => `${where}: a clickable element is not a kr-act button: ${JSON.stringify(attributes)}`);
    ensure((attributes['aria-label'] ?? '') !== '', () => `${where}: a clickable element without aria-label: ${JSON.stringify(attributes)}`);
    ensure(target !== undefined, () => `${where}: a clickable element without data-target: ${JSON.stringify(attributes)}`);
    const indices = actions.split(' ').map(Number);
    ensure(indices.join(' ') === actions, () => `${where}: data-actions "${actions}" is not a list of indices`);
    indices.forEach((index, at) => {
      ensure(Number.isInteger(index) && index >= 0 && index < legal.length, () => `${where}: index ${index} of ${legal.length} legal actions`);
      ensure(at === 0 || index > (indices[at - 1] ?? -1), () => `${where}: data-actions "${actions}" not ascending`);
      const action = legal[index] as A;
      ensure(targetsOf(spec, action, view, config).includes(target ?? ''), () => `${where}: ${JSON.stringify(action)} on ${target ?? ''}, which it does not stand for`);
      const already = placed.get(index) ?? [];
      ensure(!already.includes(target ?? ''), () => `${where}: ${JSON.stringify(action)} twice on ${target ?? ''}`);
      placed.set(index, [...already, target ?? '']);
    });
  }
  const drawn = new Set(elements.flatMap((element) => element.attributes['data-target'] ?? []));
  legal.forEach((action, index) => {
    const targets = targetsOf(spec, action, view, config);
    if (targets.length === 0) return;
    ensure(placed.has(index), () => `${where}: ${JSON.stringify(action)} is not on the board`);
    for (const target of targets) {
      ensure(!drawn.has(target) || (placed.get(index) ?? []).includes(target), () => `${where}: ${JSON.stringify(action)} is missing on ${target}`);
    }
  });
  expect(spec.board(view, config, { legal, activePlayers: spec.game.activePlayers(state) }), `${where}: deterministic`).toBe(svg);
  return root;
}

/**
 * The leak check: for each seat and the spectator, the board of a world resampled for that viewer
 * is the same string as the board of the true state — nothing the viewer cannot see reaches it.
 */
export function checkResampledBoards<C, S, A extends GameAction, E extends GameEvent, V, I>(
  spec: BoardSpec<C, S, A, E, V, I>,
  config: C,
  state: S,
  seed: string,
  where: string,
): void {
  const rng = createRng(`${seed}/resample`);
  for (const viewer of viewersOf(spec.game, state)) {
    const world = spec.game.resample(state, viewer, rng);
    expect(boardOf(spec, config, world, viewer).svg, `${where}: viewer ${String(viewer)}`).toBe(boardOf(spec, config, state, viewer).svg);
  }
}

/** How many elements carry each `data-target`: a helper for tests that look at one element. */
export function elementsWith(root: XmlElement, attribute: string, value: string): XmlElement[] {
  return allElements(root).filter((element) => element.attributes[attribute] === value);
}
