/**
 * The board of Tatort Titanic as SVG: the three decks with their corridors of deck spaces, the
 * rooms and cabins at their doorways and the staircases between the decks; the clue cards lying in
 * each room (their colours: the backs show them), the detectives' pawns; the round tracker and the
 * weather; each detective's ability and the backs of the cards in front of it; the seat's own
 * cards face up and its investigation sheet.
 *
 * @packageDocumentation
 * @module killer-rules/tatort-titanic/board
 */
import type { PlayerId } from '../core/types.js';
import type { Colour, DetectiveView, TatortContent, TatortTitanicAction, TatortTitanicConfig, TatortTitanicView } from '../games/tatort-titanic/index.js';
import {
  actCircle,
  actGroup,
  actionIndices,
  actLegend,
  actRing,
  clip,
  el,
  INK,
  legend,
  listed,
  MUTED,
  plural,
  svgDocument,
  tooltip,
  txt,
  wrap,
  type BoardOptions,
  type LegendEntry,
} from './svg.js';

export type { BoardOptions } from './svg.js';

const WIDTH = 1200;
const SHIP_X = 70;
const SHIP_Y = 96;
const SLOT_H = 74;
const CORRIDOR_H = 46;
const BAND_H = SLOT_H + 8 + CORRIDOR_H + 14;

/** The five colours of clue cards in sheet order, each with a fill and a two-letter mark. */
const COLOURS: readonly Colour[] = ['murderer', 'weapon', 'motive', 'scene', 'time'];
const COLOUR_STYLE: Readonly<Record<Colour, { fill: string; mark: string }>> = {
  murderer: { fill: '#b91c1c', mark: 'Mu' },
  weapon: { fill: '#4b5563', mark: 'We' },
  motive: { fill: '#7e22ce', mark: 'Mo' },
  scene: { fill: '#15803d', mark: 'Sc' },
  time: { fill: '#1d4ed8', mark: 'Ti' },
};

/** Each seat's pawn colour (the pawn also shows the seat's number). */
const SEAT_FILLS: readonly string[] = ['#e11d48', '#2563eb', '#059669', '#d97706', '#7c3aed', '#0e7490'];

const ABILITY_TEXT: Readonly<Record<string, string>> = {
  eavesdropper: 'Eavesdropper',
  'nimble-footed': 'Nimble-footed',
  authority: 'Authority',
  charm: 'Charm',
  clever: 'Clever',
  'technically-gifted': 'Technically gifted',
};

const PHASE_TEXT: Readonly<Record<string, string>> = {
  roll: 'to roll for movement',
  move: 'moving',
  search: 'searching for clues',
  action: 'questioning, the sheet or ending the turn',
  over: 'the game is over',
};

const END_TEXT: Readonly<Record<string, string>> = {
  'case-solved': 'the case is solved',
  'wrong-solution': 'a wrong solution: the closest sheet wins',
  'time-ran-out': 'the Titanic meets the iceberg: the closest sheet wins',
};

/** Where a space is drawn. */
interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

interface Context {
  readonly view: TatortTitanicView;
  readonly content: TatortContent;
  readonly legal: readonly TatortTitanicAction[];
}

/**
 * Lays out the board from the content alone: each deck a corridor of its deck spaces in id order;
 * above each corridor a row of slots where the deck's rooms stand at their doorways and the
 * staircases coming down to it stand at their feet (the nearest free slot when two want the same).
 */
function layout(content: TatortContent): { boxes: Map<number, Box>; decks: string[]; columns: number; height: number } {
  const { spaces, links } = content;
  const decks: string[] = [];
  for (const space of spaces) if (space.deck !== null && !decks.includes(space.deck)) decks.push(space.deck);
  const linked = (id: number): number[] => links.flatMap(([a, b]) => (a === id ? [b] : b === id ? [a] : []));
  const columnOf = new Map<number, number>();
  const corridors = decks.map((deck) => spaces.flatMap((space, id) => (space.kind === 'deck' && space.deck === deck ? [id] : [])));
  corridors.forEach((corridor) => corridor.forEach((id, column) => columnOf.set(id, column)));
  const columns = Math.max(1, ...corridors.map((corridor) => corridor.length));
  const slots = decks.map(() => new Map<number, number>());
  const place = (id: number, row: number, column: number): void => {
    const taken = slots[row];
    if (taken === undefined) return;
    for (let step = 0; ; step++) {
      const candidate = column + (step % 2 === 0 ? step / 2 : -(step + 1) / 2);
      if (candidate >= 0 && !taken.has(candidate)) {
        taken.set(candidate, id);
        return;
      }
    }
  };
  const rowOfDeck = (id: number): number => decks.indexOf(spaces[id]?.deck ?? '');
  // Staircases first: each stands above the corridor of the lower deck it reaches.
  spaces.forEach((space, id) => {
    if (space.kind !== 'staircase') return;
    const ends = linked(id).filter((other) => columnOf.has(other));
    const lowest = ends.reduce((best, other) => (rowOfDeck(other) > rowOfDeck(best) ? other : best), ends[0] ?? -1);
    place(id, Math.max(0, rowOfDeck(lowest)), columnOf.get(lowest) ?? 0);
  });
  spaces.forEach((space, id) => {
    if (space.kind === 'deck' || space.kind === 'staircase') return;
    const door = linked(id).find((other) => columnOf.has(other));
    const row = door === undefined ? Math.max(0, decks.indexOf(space.deck ?? '')) : rowOfDeck(door);
    place(id, row, door === undefined ? 0 : (columnOf.get(door) ?? 0));
  });
  const widest = Math.max(columns, ...slots.map((taken) => Math.max(0, ...taken.keys()) + 1));
  const columnW = Math.min(104, Math.floor((WIDTH - SHIP_X - 30) / widest));
  const boxes = new Map<number, Box>();
  decks.forEach((_, row) => {
    const top = SHIP_Y + row * BAND_H;
    for (const [column, id] of slots[row] ?? []) boxes.set(id, { x: SHIP_X + column * columnW, y: top, w: columnW - 6, h: SLOT_H });
    (corridors[row] ?? []).forEach((id, column) => boxes.set(id, { x: SHIP_X + column * columnW, y: top + SLOT_H + 8, w: columnW - 6, h: CORRIDOR_H }));
  });
  // A space on no deck and linked to none (custom content only) gets a row of its own.
  let spare = 0;
  spaces.forEach((_, id) => {
    if (boxes.has(id)) return;
    boxes.set(id, { x: SHIP_X + (spare % widest) * columnW, y: SHIP_Y + decks.length * BAND_H + Math.floor(spare / widest) * (SLOT_H + 8), w: columnW - 6, h: SLOT_H });
    spare++;
  });
  return { boxes, decks, columns: widest, height: decks.length * BAND_H + Math.ceil(spare / widest) * (SLOT_H + 8) };
}

const SPACE_FILL: Readonly<Record<string, string>> = {
  deck: '#e7dcc8',
  staircase: '#d1d5db',
  bridge: '#fde68a',
  'radio-room': '#bae6fd',
  clairvoyant: '#f5d0fe',
  room: '#fef3c7',
  cabin: '#ffffff',
};

function seatFill(seat: PlayerId): string {
  return SEAT_FILLS[seat % SEAT_FILLS.length] ?? INK;
}

function detectiveName(view: TatortTitanicView, seat: PlayerId): string {
  const detective = view.detectives[seat];
  return detective === undefined ? `seat ${seat}` : `${detective.name} (seat ${seat})`;
}

/** A clue card's face: "Revolver", "a blank weapon card". */
function cardFace(content: TatortContent, card: number): string {
  const colour = Math.floor(card / 7);
  const k = card % 7;
  if (k === 6) return `a blank ${COLOURS[colour] ?? ''} card`;
  return content.clues[colour]?.candidates[k] ?? `clue card ${card}`;
}

function colourOf(card: number): Colour {
  return COLOURS[Math.floor(card / 7)] ?? 'murderer';
}

/** A clue card: its colour and mark, and its face when the viewer knows it. */
function clueChip(x: number, y: number, colour: Colour, face: string | null, width: number, piece: string, target: string | undefined, indices: readonly number[], label: string): string {
  const style = COLOUR_STYLE[colour];
  // A chip too narrow for the face shows the colour's mark; the face stays in the tooltip.
  const named = face !== null && width >= 60;
  return actGroup(
    indices,
    label,
    tooltip(face === null ? `a ${colour} card, face down` : `${face} (${colour})`) +
      el('rect', { x, y, width, height: 18, rx: 3, fill: style.fill, stroke: '#fff' }) +
      txt(x + (named ? 4 : width / 2), y + 13, named ? clip(`${style.mark} ${face.replace(/^a blank .*/, 'blank')}`, Math.floor(width / 6.3)) : style.mark, { 'text-anchor': named ? undefined : 'middle', 'font-size': 11, 'font-weight': 700, fill: '#fff' }) +
      (indices.length === 0 ? '' : actRing(x, y, width, 18, 4)),
    { 'data-piece': piece, 'data-target': target },
  );
}

function pawn(context: Context, detective: DetectiveView, x: number, y: number, piece: boolean): string {
  const indices = piece ? actionIndices(context.legal, (action) => action.type === 'question' && action.target === detective.seat) : [];
  return actGroup(
    indices,
    `Question ${detective.name}`,
    tooltip(`${detective.name}, seat ${detective.seat}`) +
      el('circle', { cx: x, cy: y, r: 8, fill: seatFill(detective.seat), stroke: '#fff', 'stroke-width': 1.5 }) +
      txt(x, y + 4, String(detective.seat), { 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: '#fff' }) +
      (indices.length === 0 ? '' : actCircle(x, y, 11)),
    { 'data-piece': piece ? `pawn:${detective.seat}` : undefined, 'data-target': piece ? `pawn:${detective.seat}` : undefined },
  );
}

/** The face of the `index`-th card lying on `space`, when the game is over and all is turned up. */
function boardFace(context: Context, space: number, index: number): string | null {
  const card = context.view.revealed?.board[space]?.[index];
  return card === undefined ? null : cardFace(context.content, card);
}

function ship(context: Context): { markup: string; height: number } {
  const { view, content, legal } = context;
  const { boxes, decks, height } = layout(content);
  const out: string[] = [];
  const centre = (box: Box): string => `${Math.round(box.x + box.w / 2)},${Math.round(box.y + box.h / 2)}`;
  out.push(
    el(
      'g',
      { stroke: '#9ca3af', 'stroke-width': 3 },
      ...content.links.map(([a, b]) => {
        const from = boxes.get(a);
        const to = boxes.get(b);
        return from === undefined || to === undefined ? '' : el('polyline', { points: `${centre(from)} ${centre(to)}` });
      }),
    ),
  );
  decks.forEach((deck, row) => {
    const y = SHIP_Y + row * BAND_H + SLOT_H + 8 + CORRIDOR_H / 2 + 5;
    out.push(txt(SHIP_X - 12, y, `Deck ${deck}`, { 'text-anchor': 'end', 'font-size': 13, 'font-weight': 700 }));
  });
  const standing = new Map<number, DetectiveView[]>();
  for (const detective of view.detectives) standing.set(detective.space, [...(standing.get(detective.space) ?? []), detective]);
  const mover = view.detectives[view.turnOf];
  content.spaces.forEach((space, id) => {
    const box = boxes.get(id);
    if (box === undefined) return;
    const moves = actionIndices(legal, (action) => action.type === 'move' && action.to === id);
    const short = space.kind === 'deck' ? space.name.replace(/^Deck (\w+), /, '$1') : space.name;
    const lines = space.kind === 'deck' ? [short] : wrap(short, Math.floor(box.w / 6.4)).slice(0, 2);
    const body =
      el('rect', { x: box.x, y: box.y, width: box.w, height: box.h, rx: space.kind === 'deck' ? 3 : 7, fill: SPACE_FILL[space.kind] ?? '#fff', stroke: space.kind === 'deck' ? '#a8a29e' : INK, 'stroke-width': view.reach.includes(id) && view.phase === 'move' ? 2.5 : 1 }) +
      lines.map((line, index) => txt(box.x + 4, box.y + 12 + index * 12, clip(line, Math.floor(box.w / 6)), { 'font-size': 11, 'font-weight': space.kind === 'deck' ? 400 : 700 })).join('') +
      (moves.length === 0 ? '' : actRing(box.x, box.y, box.w, box.h, 8));
    out.push(actGroup(moves, `Move to ${space.name}`, tooltip(space.name) + body, { 'data-target': `space:${id}` }));
    // The clue cards lying here, clickable to take (or, at the Clairvoyant, to ask about).
    const cards = view.board[id] ?? [];
    const chipW = Math.min(22, Math.floor((box.w - 6) / Math.max(1, cards.length)) - 2);
    cards.forEach((colour, index) => {
      const indices = mover !== undefined && mover.space === id ? actionIndices(legal, (action) => (action.type === 'take-clue' || action.type === 'consult') && action.colour === colour) : [];
      const face = boardFace(context, id, index);
      out.push(clueChip(box.x + 3 + index * (chipW + 2), box.y + (space.kind === 'deck' ? 14 : 28), colour, face, chipW, `clue:${id}:${index}`, `clue:${id}:${index}`, indices, `Take a ${colour} card here`));
    });
    const here = standing.get(id) ?? [];
    here.forEach((detective, index) => out.push(pawn(context, detective, box.x + 11 + index * 17, box.y + box.h - 11, true)));
  });
  return { markup: out.join(''), height };
}

function header(view: TatortTitanicView, active: readonly PlayerId[]): string {
  const you = view.viewer === null ? 'You are watching' : `You are ${detectiveName(view, view.viewer)}`;
  let turn: string;
  if (view.outcome !== null) {
    const winners = view.outcome.winners.map((seat) => detectiveName(view, seat));
    turn = `Game over: ${winners.length === 0 ? 'nobody' : listed(winners)} wins — ${END_TEXT[view.outcome.reason] ?? view.outcome.reason}`;
  } else {
    const pending = view.pending;
    const doing =
      pending === null
        ? `${PHASE_TEXT[view.phase] ?? view.phase}${view.phase === 'move' ? `, ${plural(view.points, 'point')}` : ''}`
        : pending.kind === 'eavesdrop'
          ? `may eavesdrop on ${detectiveName(view, pending.taker)} taking a ${pending.colour} card`
          : pending.kind === 'draw'
            ? `to draw a card from ${detectiveName(view, pending.from)}${pending.optional ? ' (or not)' : ''}`
            : `to give ${detectiveName(view, pending.to)} a card of its choice`;
    turn = active.length === 0 ? 'Nobody may act' : `Turn: ${listed(active.map((seat) => detectiveName(view, seat)))}, ${doing}`;
  }
  return (
    txt(20, 32, `Tatort Titanic — round ${view.round} of ${view.lastRound}, ${view.time}`, { 'font-size': 22, 'font-weight': 700 }) +
    txt(20, 58, `${you} · ${turn}`, { 'font-size': 15, 'data-turn': active.join(' ') })
  );
}

/** Each detective: pawn colour, name, ability, the cards in front of it, kept event cards. */
function detectives(context: Context, y: number): { markup: string; bottom: number } {
  const { view, content, legal } = context;
  const out: string[] = [txt(20, y, 'The detectives', { 'font-size': 15, 'font-weight': 700 })];
  let row = y + 12;
  const drawFrom = view.pending?.kind === 'draw' ? view.pending.from : null;
  for (const detective of view.detectives) {
    const mine = detective.seat === view.viewer;
    const faces = view.revealed?.hands[detective.seat] ?? (mine ? view.hand : null);
    const notes = [
      ABILITY_TEXT[detective.ability] ?? detective.ability,
      detective.missedTurns > 0 ? `misses ${plural(detective.missedTurns, 'turn')}` : '',
      detective.movementBonus !== 0 ? `${detective.movementBonus > 0 ? '+' : ''}${detective.movementBonus} next move` : '',
      detective.extraDice > 0 ? `+${plural(detective.extraDice, 'die', 'dice')} next move` : '',
    ].filter((note) => note !== '');
    out.push(
      pawn(context, detective, 30, row + 10, false),
      txt(44, row + 14, `${detectiveName(view, detective.seat)}${mine ? ' — you' : ''} · ${notes.join(' · ')}${view.turnOf === detective.seat && view.outcome === null ? '  ◀ turn' : ''}`, {
        'font-size': 13,
        'font-weight': view.turnOf === detective.seat ? 700 : 400,
      }),
    );
    const width = faces === null ? 24 : 150;
    const perRow = Math.floor(540 / (width + 3));
    detective.cards.forEach((colour, index) => {
      const card = faces?.[index];
      const indices =
        drawFrom === detective.seat
          ? actionIndices(legal, (action) => action.type === 'draw-card' && action.colour === colour)
          : mine && card !== undefined
            ? actionIndices(legal, (action) => action.type === 'give-card' && action.card === card)
            : [];
      const label = drawFrom === detective.seat ? `Draw a ${colour} card from ${detective.name}` : `Give ${card === undefined ? 'this card' : cardFace(content, card)}`;
      out.push(
        clueChip(44 + (index % perRow) * (width + 3), row + 22 + Math.floor(index / perRow) * 21, colour, card === undefined ? null : cardFace(content, card), width, `hand:${detective.seat}:${index}`, `hand:${detective.seat}:${index}`, indices, label),
      );
    });
    const cardRows = Math.max(1, Math.ceil(detective.cards.length / perRow));
    if (detective.cards.length === 0) out.push(txt(44, row + 35, 'no clue cards', { 'font-size': 11, fill: MUTED }));
    // Kept event cards (questioning bonuses) after the clue cards, face up.
    const after = 44 + Math.min(detective.cards.length, perRow) * (width + 3) + 8;
    detective.bonuses.forEach((card, index) => {
      const event = content.events[card];
      out.push(
        el(
          'g',
          { 'data-piece': `event:${card}` },
          tooltip(event?.text ?? ''),
          el('rect', { x: after + index * 170, y: row + 22, width: 164, height: 18, rx: 3, fill: '#fff', stroke: INK, 'stroke-dasharray': '3 2' }),
          txt(after + 4 + index * 170, row + 35, clip(`kept: ${event?.name ?? `event card ${card}`}`, 27), { 'font-size': 11, 'font-style': 'italic' }),
        ),
      );
    });
    row += 28 + cardRows * 21;
  }
  return { markup: out.join(''), bottom: row };
}

/** The seat's investigation sheet: five groups of six, crossed off by what it has seen or entered. */
function sheet(context: Context, x: number, y: number): { markup: string; bottom: number } {
  const { view, content, legal } = context;
  const out: string[] = [];
  // The seat's own sheet; once everything is turned up, a spectator reads the winner's.
  const owner = view.viewer ?? (view.revealed === null ? null : (view.outcome?.winners[0] ?? null));
  const crossed = owner === null ? null : (view.revealed?.sheets[owner] ?? (owner === view.viewer ? (view.sheet?.crossedOff ?? null) : null));
  if (owner === null || crossed === null) {
    return { markup: txt(x, y, 'Sheets are private: a spectator sees none until the end.', { 'font-size': 13, fill: MUTED }), bottom: y + 20 };
  }
  const entries = owner === view.viewer ? (view.sheet?.entries ?? []) : [];
  const solution = view.revealed?.solution ?? [];
  out.push(txt(x, y, owner === view.viewer ? 'Your investigation sheet' : `${view.detectives[owner]?.name ?? `seat ${owner}`}'s sheet`, { 'font-size': 15, 'font-weight': 700 }));
  const solve = actionIndices(legal, (action) => action.type === 'solve');
  if (solve.length > 0 || view.outcome === null) {
    out.push(
      actGroup(
        solve,
        'End the game: name the circumstances left on your sheet',
        el('rect', { x: x + 280, y: y - 16, width: 160, height: 22, rx: 11, fill: solve.length === 0 ? '#f3f4f6' : '#7f1d1d', stroke: solve.length === 0 ? '#d1d5db' : INK }) +
          txt(x + 360, y - 1, 'Solve the case', { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: solve.length === 0 ? MUTED : '#fff' }) +
          (solve.length === 0 ? '' : actRing(x + 280, y - 16, 160, 22, 11)),
        { 'data-target': 'solve' },
      ),
    );
  }
  COLOURS.forEach((colour, group) => {
    const top = y + 12 + group * 116;
    const style = COLOUR_STYLE[colour];
    const title = content.clues[group]?.title ?? colour;
    out.push(el('rect', { x, y: top, width: 24, height: 18, rx: 3, fill: style.fill }), txt(x + 12, top + 13, style.mark, { 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: '#fff' }), txt(x + 30, top + 14, title, { 'font-size': 13, 'font-weight': 700 }));
    for (let k = 0; k < 6; k++) {
      const circumstance = group * 6 + k;
      const name = content.clues[group]?.candidates[k] ?? `circumstance ${circumstance}`;
      const off = crossed.includes(circumstance);
      const isSolution = solution.some((card) => colourOf(card) === colour && card % 7 === k);
      const indices = actionIndices(legal, (action) => action.type === 'cross-off' && action.circumstance === circumstance);
      const lineY = top + 22 + k * 15;
      const how = !off ? '' : owner !== view.viewer ? ' ✓' : entries.includes(circumstance) ? ' ✗ entered' : ' ✓ seen';
      out.push(
        actGroup(
          indices,
          `Cross off ${name}`,
          txt(x + 30, lineY + 11, `${clip(name, 34)}${how}${isSolution ? ' ← solution' : ''}`, { 'font-size': 12, fill: off ? MUTED : INK, 'font-weight': isSolution ? 700 : 400 }) +
            (off ? el('line', { x1: x + 28, y1: lineY + 7, x2: x + 30 + Math.min(34, name.length) * 6.2, y2: lineY + 7, stroke: INK, 'stroke-width': 1.2 }) : '') +
            (indices.length === 0 ? '' : actRing(x + 26, lineY, 260, 13, 3)),
          { 'data-target': `circumstance:${circumstance}` },
        ),
      );
    }
  });
  return { markup: out.join(''), bottom: y + 12 + 5 * 116 };
}

function tracker(context: Context, y: number): string {
  const { view, content } = context;
  const out: string[] = [];
  const weather = view.weather;
  // Under the table rule `rolledWeatherStays` a rolled weather stands until a weather card is drawn.
  const rolled = view.rolledWeather ?? null;
  const weatherText =
    weather !== null
      ? `${weather.weather} — ${content.events[weather.card]?.name ?? `event card ${weather.card}`}`
      : rolled !== null
        ? `${rolled} (rolled; stands until a weather card is drawn)`
        : 'not fixed (rolled at the Radio Room)';
  out.push(
    el('g', weather === null ? {} : { 'data-piece': `event:${weather.card}` }, txt(20, y, `Weather: ${weatherText}`, { 'font-size': 13 })),
    txt(20, y + 18, clip(`Event cards: ${plural(view.eventDeck.size, 'card')}, ${view.eventDeck.unknown} in an order nobody knows${view.eventDeck.underneath.length === 0 ? '' : `, then ${view.eventDeck.underneath.map((card) => content.events[card]?.name ?? card).join(', ')}`}`, 180), { 'font-size': 12, fill: MUTED }),
  );
  const solution = view.revealed?.solution ?? [];
  if (solution.length > 0) {
    out.push(txt(20, y + 40, 'The five set-aside cards:', { 'font-size': 13, 'font-weight': 700 }));
    solution.forEach((card, index) => out.push(clueChip(210 + index * 192, y + 27, colourOf(card), cardFace(content, card), 186, `solution:${index}`, undefined, [], '')));
  }
  return out.join('');
}

/**
 * The board of Tatort Titanic for one seat's view, as one `<svg>` element.
 *
 * Clickable (class `kr-act`, `data-actions` = indices into `options.legal`): each space in reach
 * (`data-target="space:37"`) for `move`; each clue card lying where the pawn stands
 * (`clue:37:1`) for `take-clue` and, at the Clairvoyant, both predictions of `consult` of its colour;
 * a pawn on the pawn's space (`pawn:2`) for `question`; the backs of the questioned detective's
 * cards (`hand:2:0`) for `draw-card` of their colour; the seat's own cards for `give-card`; each
 * line of the investigation sheet (`circumstance:14`) for `cross-off`; Solve the case (`solve`).
 * Not on the board: `roll`, `pass`, `eavesdrop`, `recognise`, `end-turn`. Every pawn, every clue card on the
 * board and in front of a detective, the weather card, kept event cards and, at the end, the five
 * set-aside cards carry `data-piece`.
 *
 * @param view - the seat's view (`tatortTitanic.view(state, seat)`)
 * @param config - the match's config (public), for the content: the board, the cards' names
 * @param options - the seat's legal actions, the seats to act, an id prefix
 */
export function tatortTitanicBoard(view: TatortTitanicView, config: TatortTitanicConfig, options: BoardOptions<TatortTitanicAction> = {}): string {
  const context: Context = { view, content: config.content, legal: options.legal ?? [] };
  const active = options.activePlayers ?? (view.outcome === null ? [view.pending?.seat ?? view.turnOf] : []);
  const board = ship(context);
  const trackerY = SHIP_Y + board.height + 10;
  const panelY = trackerY + (view.revealed === null ? 50 : 72);
  const people = detectives(context, panelY);
  const notes = sheet(context, 740, panelY);
  const legendY = Math.max(people.bottom, notes.bottom) + 16;
  const entries: LegendEntry[] = [
    ...COLOURS.map((colour, group) => ({ fill: COLOUR_STYLE[colour].fill, letter: COLOUR_STYLE[colour].mark, label: `${config.content.clues[group]?.title ?? colour} card` })),
    { fill: SPACE_FILL.room ?? '#fff', letter: '', label: 'room (with a doorway)' },
    { fill: SPACE_FILL.cabin ?? '#fff', letter: '', label: 'cabin' },
    { fill: SPACE_FILL.deck ?? '#fff', letter: '', label: 'deck space (A1 = Deck A, 1)' },
    { fill: SPACE_FILL.staircase ?? '#fff', letter: '', label: 'staircase' },
    { fill: seatFill(0), letter: '0', label: 'a detective (seat number)' },
  ];
  const who = view.viewer === null ? 'a spectator' : detectiveName(view, view.viewer);
  return svgDocument({
    width: WIDTH,
    height: legendY + 4 * 24 + 30,
    prefix: options.idPrefix ?? 'kr-tatort-titanic',
    title: `Tatort Titanic, round ${view.round}, as ${who} sees it`,
    body: header(view, active) + board.markup + tracker(context, trackerY + 8) + people.markup + notes.markup + legend(20, legendY, entries, 4, 290) + actLegend(20, legendY + 3 * 24),
  });
}
