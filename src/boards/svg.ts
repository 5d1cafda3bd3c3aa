/**
 * What every board renderer shares: escaping, element builders, clickable groups, a legend that
 * pairs each colour with a letter, and fill patterns. Pure string building — no DOM, no I/O, no
 * clock — so a board renders the same in Node, a worker and the browser, byte for byte.
 */
import type { PlayerId } from '../core/types.js';

/**
 * What a board may be told besides the view and the config.
 *
 * @typeParam Action - the game's action union
 */
export interface BoardOptions<Action> {
  /** The viewing seat's legal actions now; clickable elements carry indices into this list. */
  readonly legal?: readonly Action[];
  /** The seats that may act now, to show whose turn it is. */
  readonly activePlayers?: readonly PlayerId[];
  /** An id prefix for ids inside the SVG, so two boards on one page do not clash. */
  readonly idPrefix?: string;
}

/** Attribute values of an element; `undefined`, `null` and `false` leave the attribute out. */
export type Attributes = Readonly<Record<string, string | number | boolean | null | undefined>>;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * `text` made safe for XML text and attribute values. Characters XML 1.0 forbids (control
 * characters, lone surrogates) become U+FFFD, so content from a config can never break the markup.
 */
export function escapeXml(text: string): string {
  // Most text needs nothing: one scan decides.
  if (!/[&<>"'\u0000-\u001f\ud800-\udfff\ufffe\uffff]/.test(text)) return text;
  return text
    .replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** A number as markup writes it: at most one decimal, so the same layout is the same string. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function attributeText(attributes: Attributes): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    const written = value === true ? name : typeof value === 'number' ? num(value) : escapeXml(value);
    out += ` ${name}="${written}"`;
  }
  return out;
}

/**
 * An element with `attributes` (written in the order given) around `children`, which are markup
 * already; without children it closes itself.
 */
export function el(tag: string, attributes: Attributes, ...children: readonly string[]): string {
  const body = children.join('');
  return body === '' ? `<${tag}${attributeText(attributes)}/>` : `<${tag}${attributeText(attributes)}>${body}</${tag}>`;
}

/** A `<text>` element holding `content`, escaped. */
export function txt(x: number, y: number, content: string, attributes: Attributes = {}): string {
  return `<text${attributeText({ x, y, ...attributes })}>${escapeXml(content)}</text>`;
}

/** Ink and paper shared by the boards, and the colour of what the viewing seat may act on. */
export const INK = '#1f2328';
/** The background. */
export const PAPER = '#fbf8f1';
/** Muted text and lines. */
export const MUTED = '#6b7280';
/** The outline of a clickable element (always drawn dashed, so colour is not the only cue). */
export const ACT = '#c2410c';

/** Colours the games' components are printed in, by the name their content gives them. */
const NAMED_COLOURS: Readonly<Record<string, string>> = {
  black: '#1f2937',
  blue: '#2563eb',
  'dark blue': '#1e3a8a',
  'light blue': '#7dd3fc',
  brown: '#92400e',
  gold: '#d4a017',
  green: '#16a34a',
  grey: '#9ca3af',
  gray: '#9ca3af',
  orange: '#f97316',
  pink: '#f9a8d4',
  purple: '#9333ea',
  red: '#dc2626',
  turquoise: '#2dd4bf',
  white: '#ffffff',
  yellow: '#facc15',
};

/**
 * The fill for a colour named by a game's content ("light blue"), or a CSS colour given as `#rgb`
 * or `#rrggbb`; a name the boards do not know is drawn neutral grey (its letter and name still say
 * which it is).
 */
export function colourFill(name: string): string {
  const known = NAMED_COLOURS[name.toLowerCase()];
  if (known !== undefined) return known;
  return /^#(?:[0-9a-f]{3}){1,2}$/i.test(name) ? name : '#d1d5db';
}

/** Dark or white ink, whichever reads better on `fill` (`#rrggbb` or `#rgb`). */
export function inkOn(fill: string): string {
  const hex = fill.length === 4 ? [...fill.slice(1)].map((digit) => digit + digit).join('') : fill.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance < 0.5 ? '#fff' : INK;
}

/**
 * A short letter for each colour name, distinct among `names`: the usual one where there is one
 * (black is K, as in print), else the first letter, else the first two, else a number.
 */
export function colourLetters(names: readonly string[]): ReadonlyMap<string, string> {
  const usual: Readonly<Record<string, string>> = { black: 'K', blue: 'B', brown: 'Br', grey: 'Gy', gray: 'Gy', pink: 'Pk', purple: 'P', 'light blue': 'LB', 'dark blue': 'DB' };
  const letters = new Map<string, string>();
  const taken = new Set<string>();
  for (const name of names) {
    if (letters.has(name)) continue;
    const first = name.charAt(0).toUpperCase();
    const candidates = [usual[name.toLowerCase()], first, first + name.charAt(1).toLowerCase()];
    const letter = candidates.find((candidate) => candidate !== undefined && candidate !== '' && !taken.has(candidate)) ?? String(letters.size + 1);
    letters.set(name, letter);
    taken.add(letter);
  }
  return letters;
}

/** The indices into `legal` of the actions `standsFor` accepts, ascending. */
export function actionIndices<Action>(legal: readonly Action[] | undefined, standsFor: (action: Action) => boolean): number[] {
  const indices: number[] = [];
  if (legal === undefined) return indices;
  legal.forEach((action, index) => {
    if (standsFor(action)) indices.push(index);
  });
  return indices;
}

/**
 * A group for something on the board. With action indices it is clickable: class `kr-act`,
 * `data-actions` (the indices, ascending, space-separated), focusable, a button named by `label`;
 * `body` then draws what is clicked. Without indices it is a plain group that lets clicks through
 * to what lies beneath, labelled only when `label` is worth reading on its own.
 */
export function actGroup(indices: readonly number[], label: string, body: string, attributes: Attributes = {}): string {
  if (indices.length === 0) return el('g', { ...attributes, 'pointer-events': 'none' }, body);
  return el(
    'g',
    { ...attributes, class: 'kr-act', 'data-actions': indices.join(' '), tabindex: 0, role: 'button', 'aria-label': label },
    body,
  );
}

/** A dashed outline around a clickable rectangle: drawn for every element that carries actions. */
export function actRing(x: number, y: number, width: number, height: number, radius = 6): string {
  return el('rect', {
    class: 'kr-ring',
    x: x - 3,
    y: y - 3,
    width: width + 6,
    height: height + 6,
    rx: radius,
    fill: 'none',
    stroke: ACT,
    'stroke-width': 3,
    'stroke-dasharray': '7 4',
  });
}

/** The dashed ring around a clickable round token (see {@link actRing}). */
export function actCircle(cx: number, cy: number, r: number): string {
  return el('circle', { class: 'kr-ring', cx, cy, r, fill: 'none', stroke: ACT, 'stroke-width': 2.5, 'stroke-dasharray': '4 2' });
}

/** The fill patterns a board can lay over a colour, so that colour is never the only cue. */
export type PatternName = 'stripes' | 'dots' | 'cross' | 'waves' | 'grid' | 'back';

const PATTERN_BODY: Readonly<Record<PatternName, string>> = {
  stripes: '<path d="M-2 2l4-4M0 8l8-8M6 10l4-4" stroke="#000" stroke-opacity=".35" stroke-width="1.5"/>',
  back: '<path d="M-2 2l4-4M0 8l8-8M6 10l4-4M-2 6l4 4M0 0l8 8M6-2l4 4" stroke="#fff" stroke-opacity=".35" stroke-width="1.5"/>',
  dots: '<circle cx="4" cy="4" r="1.6" fill="#000" fill-opacity=".35"/>',
  cross: '<path d="M0 4h8M4 0v8" stroke="#000" stroke-opacity=".3" stroke-width="1.2"/>',
  waves: '<path d="M0 5q2-3 4 0t4 0" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="1.2"/>',
  grid: '<path d="M0 0h8v8" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="1"/>',
};

/** The `<pattern>` definitions for `names`, each 8 × 8 and with ids `${prefix}-${name}`. */
export function patternDefs(prefix: string, names: readonly PatternName[]): string {
  return names
    .map((name) => el('pattern', { id: `${prefix}-${name}`, width: 8, height: 8, patternUnits: 'userSpaceOnUse' }, PATTERN_BODY[name]))
    .join('');
}

/** A fill that paints pattern `name` (defined with {@link patternDefs} under `prefix`). */
export function patternFill(prefix: string, name: PatternName): string {
  return `url(#${prefix}-${name})`;
}

/** One entry of a legend: a swatch (colour, optional pattern), the letter printed beside the colour, and its meaning. */
export interface LegendEntry {
  /** The swatch's colour. */
  readonly fill: string;
  /** A pattern laid over the colour, if the board uses one for this meaning. */
  readonly pattern?: string;
  /** The letter or short mark printed on things of this colour. */
  readonly letter: string;
  /** What the colour means, in the game's words. */
  readonly label: string;
}

/**
 * A legend row by row from (`x`, `y`): each entry a swatch with its letter and the meaning;
 * `columns` entries to a row, `columnWidth` apart.
 */
export function legend(x: number, y: number, entries: readonly LegendEntry[], columns: number, columnWidth: number): string {
  return el(
    'g',
    { 'font-size': 13 },
    ...entries.map((entry, index) => {
      const left = x + (index % columns) * columnWidth;
      const top = y + Math.floor(index / columns) * 24;
      return (
        el('rect', { x: left, y: top, width: 20, height: 18, rx: 3, fill: entry.fill, stroke: INK }) +
        (entry.pattern === undefined ? '' : el('rect', { x: left, y: top, width: 20, height: 18, rx: 3, fill: entry.pattern })) +
        txt(left + 10, top + 13.5, entry.letter, { 'text-anchor': 'middle', 'font-weight': 700, fill: /^#[0-9a-f]{6}$/i.test(entry.fill) ? inkOn(entry.fill) : INK }) +
        txt(left + 26, top + 13.5, entry.label, { fill: INK })
      );
    }),
  );
}

/** The legend entry of the dashed outline every clickable element gets. */
export function actLegend(x: number, y: number): string {
  return (
    el('rect', { x, y, width: 20, height: 18, rx: 3, fill: 'none', stroke: ACT, 'stroke-width': 2.5, 'stroke-dasharray': '5 3' }) +
    txt(x + 26, y + 13.5, 'dashed outline: you may act here (click or Enter)', { 'font-size': 13, fill: INK })
  );
}

const STYLE =
  '.kr-act{cursor:pointer}.kr-act:focus{outline:none}.kr-act:hover .kr-ring,.kr-act:focus .kr-ring{stroke-width:5;stroke-dasharray:none}';

/** What a whole board document is made of. */
export interface BoardDocument {
  /** The viewBox width. */
  readonly width: number;
  /** The viewBox height. */
  readonly height: number;
  /** The id prefix (see {@link BoardOptions.idPrefix}). */
  readonly prefix: string;
  /** The board's title: the game, whose view, the moment. */
  readonly title: string;
  /** Definitions (patterns), markup. */
  readonly defs?: string;
  /** The board, markup. */
  readonly body: string;
}

/**
 * The complete `<svg>` element: a `viewBox` of the board's size, `role="img"` named by its
 * `<title>`, the style that marks clickable elements on hover and focus, the definitions and the
 * body on a paper background.
 */
export function svgDocument(board: BoardDocument): string {
  const titleId = `${board.prefix}-title`;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${num(board.width)} ${num(board.height)}`,
      role: 'img',
      'aria-labelledby': titleId,
      'font-family': 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif',
      fill: INK,
    },
    el('title', { id: titleId }, escapeXml(board.title)),
    el('style', {}, STYLE),
    board.defs === undefined || board.defs === '' ? '' : el('defs', {}, board.defs),
    el('rect', { width: board.width, height: board.height, fill: PAPER }),
    board.body,
  );
}

/** `count` and `noun`, with an `s` unless the count is one. */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}

/** Names joined as English does: "A", "A and B", "A, B and C". */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/**
 * `text` cut to `max` characters with an ellipsis, for names from a config that must fit a box
 * (the full text stays in a `<title>` where the board puts one).
 */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** `text` broken into lines of at most `max` characters, at spaces where it can be. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A tooltip and accessible description for the element it is placed in. */
export function tooltip(text: string): string {
  return el('title', {}, escapeXml(text));
}
