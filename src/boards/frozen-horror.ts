/**
 * The board of This Game Is Killer: Frozen Horror as SVG: the station map — its rooms round a
 * circle in clockwise setup order, the coloured passages between them (each also named and drawn
 * in a dash pattern of its own), Lockdown tokens, the Fire token, destroyed rooms and the Crew
 * Member tokens; beside it every seat's Badge, Identity card when the viewer may see it, hand size,
 * cards played this round face up and Priority; the seat's own Station cards with both faces; the
 * piles.
 *
 * @packageDocumentation
 * @module killer-rules/frozen-horror/board
 */
import type { PlayerId } from '../core/types.js';
import type { Colour, FrozenHorrorAction, FrozenHorrorConfig, FrozenHorrorView, SeatView, StationCard, StationContent } from '../games/frozen-horror/index.js';
import {
  actCircle,
  actGroup,
  actionIndices,
  actLegend,
  actRing,
  clip,
  el,
  INK,
  inkOn,
  legend,
  listed,
  MUTED,
  patternDefs,
  patternFill,
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
const MAP_CX = 320;
const MAP_CY = 330;
const MAP_R = 205;
const ROOM_W = 170;
const ROOM_H = 104;
const PANEL_X = 650;

/** Each passage colour: its fill, a dash pattern of its own and its name, so colour is never the only cue. */
const PASSAGE: Readonly<Record<Colour, { fill: string; dash: string | undefined }>> = {
  blue: { fill: '#2563eb', dash: undefined },
  gold: { fill: '#c8960c', dash: '14 6' },
  green: { fill: '#16a34a', dash: '3 5' },
  orange: { fill: '#ea580c', dash: '14 4 3 4' },
};

/** Each seat's Badge colour; the Badge and token also show the seat's number. */
const SEAT_FILLS: readonly string[] = ['#e11d48', '#2563eb', '#059669', '#d97706', '#7c3aed', '#0e7490', '#be185d', '#4d7c0f', '#92400e', '#334155'];

const END_TEXT: Readonly<Record<string, string>> = {
  'horror-killed': 'the Horror is killed: the survivors win',
  'horror-killed-all-humans': 'the Horror killed every Human',
  'humans-killed-by-cards': 'the last Humans died by the cards: the Horror wins',
};

const DECISION_TEXT: Readonly<Record<string, string>> = {
  move: 'to move through a passage',
  colour: 'to choose a Quick Move colour',
  player: 'to choose a player',
  pull: 'to pull a player in, or stop',
  room: 'to choose a room',
  lock: 'to choose the passage to lock down',
  reveal: 'to reveal the Identity looked at, or not',
  retreat: 'to retreat through a passage, or stay',
};

interface Context {
  readonly view: FrozenHorrorView;
  readonly content: StationContent;
  readonly legal: readonly FrozenHorrorAction[];
  readonly prefix: string;
}

function seatFill(seat: PlayerId): string {
  return SEAT_FILLS[seat % SEAT_FILLS.length] ?? INK;
}

/** The corner of room `room`'s box: room 0 at the top, the others clockwise round the circle. */
function roomBox(content: StationContent, room: number): { x: number; y: number; cx: number; cy: number } {
  const angle = -Math.PI / 2 + (2 * Math.PI * room) / Math.max(1, content.rooms.length);
  const cx = MAP_CX + MAP_R * Math.cos(angle);
  const cy = MAP_CY + MAP_R * Math.sin(angle);
  return { x: cx - ROOM_W / 2, y: cy - ROOM_H / 2, cx, cy };
}

function seatLabel(view: FrozenHorrorView, seat: PlayerId): string {
  const identity = view.seats[seat]?.identity ?? null;
  return `seat ${seat}${seat === view.viewer && identity !== null ? ` (you, ${identity === 'horror' ? 'the HORROR' : 'a Human'})` : ''}`;
}

/** A Crew Member token: the seat's colour and number; clickable where a choice of player names it. */
function crewToken(context: Context, seat: SeatView, x: number, y: number): string {
  const indices = actionIndices(context.legal, (action) => action.type === 'choose-player' && action.target === seat.seat);
  const verb = context.view.pending?.kind === 'pull' ? 'Pull' : 'Choose';
  return actGroup(
    indices,
    `${verb} seat ${seat.seat}`,
    tooltip(`Crew Member of seat ${seat.seat}${seat.priority === null ? '' : `, Priority ${seat.priority}`}`) +
      el('circle', { cx: x, cy: y, r: 12, fill: seatFill(seat.seat), stroke: '#fff', 'stroke-width': 2 }) +
      txt(x, y + 4.5, String(seat.seat), { 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: '#fff' }) +
      (indices.length === 0 ? '' : actCircle(x, y, 16)),
    { 'data-piece': `crew:${seat.seat}`, 'data-target': `seat:${seat.seat}` },
  );
}

function station(context: Context): string {
  const { view, content, legal } = context;
  const out: string[] = [];
  // Passages first, under the rooms; each labelled with its colour's name at its middle.
  const pairs = new Map<string, number>();
  content.passages.forEach((passage) => {
    const [a, b] = passage.between;
    const from = roomBox(content, a);
    const to = roomBox(content, b);
    const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
    const nth = pairs.get(key) ?? 0;
    pairs.set(key, nth + 1);
    // Passages between the same two rooms are drawn side by side.
    const length = Math.hypot(to.cx - from.cx, to.cy - from.cy) || 1;
    const shift = nth * 14;
    const dx = (-(to.cy - from.cy) / length) * shift;
    const dy = ((to.cx - from.cx) / length) * shift;
    const style = PASSAGE[passage.colour];
    out.push(el('line', { x1: from.cx + dx, y1: from.cy + dy, x2: to.cx + dx, y2: to.cy + dy, stroke: style.fill, 'stroke-width': 7, 'stroke-dasharray': style.dash }));
  });
  content.rooms.forEach((name, room) => {
    const box = roomBox(content, room);
    const destroyed = view.destroyed.includes(room);
    const indices = actionIndices(legal, (action) => action.type === 'choose-room' && action.room === room);
    const body =
      el('rect', { x: box.x, y: box.y, width: ROOM_W, height: ROOM_H, rx: 10, fill: destroyed ? '#9ca3af' : '#f8fafc', stroke: INK, 'stroke-width': view.effects.lockedRoom === room ? 4 : 1.5 }) +
      txt(box.x + 10, box.y + 20, clip(name, 22), { 'font-size': 15, 'font-weight': 700 }) +
      (view.effects.lockedRoom === room ? txt(box.x + 10, box.y + 36, 'LOCKED: no one enters or leaves', { 'font-size': 10, 'font-weight': 700, fill: '#7f1d1d' }) : '') +
      (indices.length === 0 ? '' : actRing(box.x, box.y, ROOM_W, ROOM_H, 12));
    out.push(actGroup(indices, `Choose the ${name}`, tooltip(name) + body, { 'data-target': `room:${room}` }));
    if (destroyed) {
      out.push(
        el(
          'g',
          { 'data-piece': `destroyed:${room}`, 'pointer-events': 'none' },
          el('rect', { x: box.x, y: box.y, width: ROOM_W, height: ROOM_H, rx: 10, fill: patternFill(context.prefix, 'stripes') }),
          txt(box.cx, box.cy + 10, 'DESTROYED', { 'text-anchor': 'middle', 'font-size': 16, 'font-weight': 700, fill: '#7f1d1d' }),
        ),
      );
    }
    if (view.fire === room) {
      out.push(
        el(
          'g',
          { 'data-piece': 'fire', 'pointer-events': 'none' },
          tooltip('The Fire token: at the end of the round, the player here dies'),
          el('path', { d: `M${box.x + ROOM_W - 30} ${box.y + 34}q-12-8-2-26q4 10 10 8q8 12-8 18z`, fill: '#ea580c', stroke: '#7c2d12' }),
          txt(box.x + ROOM_W - 8, box.y + 48, 'FIRE', { 'text-anchor': 'end', 'font-size': 10, 'font-weight': 700, fill: '#7c2d12' }),
        ),
      );
    }
    const here = view.seats.filter((seat) => seat.alive && seat.room === room);
    here.forEach((seat, index) => out.push(crewToken(context, seat, box.x + 18 + (index % 6) * 27, box.y + 62 + Math.floor(index / 6) * 27)));
  });
  // The passages' labels and Lockdown tokens, above the rooms: they are what a move or a lock clicks.
  const drawn = new Map<string, number>();
  content.passages.forEach((passage, id) => {
    const [a, b] = passage.between;
    const from = roomBox(content, a);
    const to = roomBox(content, b);
    const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
    const nth = drawn.get(key) ?? 0;
    drawn.set(key, nth + 1);
    const length = Math.hypot(to.cx - from.cx, to.cy - from.cy) || 1;
    // On its own line, and further along it than the labels of the passages beside it.
    const along = nth * 70;
    const mx = (from.cx + to.cx) / 2 + (-(to.cy - from.cy) / length) * nth * 14 + ((to.cx - from.cx) / length) * along;
    const my = (from.cy + to.cy) / 2 + ((to.cx - from.cx) / length) * nth * 14 + ((to.cy - from.cy) / length) * along;
    const style = PASSAGE[passage.colour];
    const locked = view.lockdowns.includes(id);
    const indices = actionIndices(legal, (action) => (action.type === 'move' || action.type === 'lock-passage') && action.passage === id);
    const verb = view.pending?.kind === 'lock' ? 'Lock down' : 'Move through';
    out.push(
      actGroup(
        indices,
        `${verb} the ${passage.colour} passage between the ${content.rooms[a] ?? a} and the ${content.rooms[b] ?? b}`,
        tooltip(`The ${passage.colour} passage, ${content.rooms[a] ?? a} – ${content.rooms[b] ?? b}`) +
          el('rect', { x: mx - 30, y: my - 11, width: 60, height: 22, rx: 11, fill: style.fill, stroke: INK }) +
          txt(mx, my + 4.5, passage.colour, { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: inkOn(style.fill) }) +
          (indices.length === 0 ? '' : actRing(mx - 30, my - 11, 60, 22, 12)),
        { 'data-target': `passage:${id}` },
      ),
    );
    if (locked) {
      out.push(
        el(
          'g',
          { 'data-piece': `lockdown:${id}`, 'pointer-events': 'none' },
          tooltip('A Lockdown token: no one passes through with an Access Key'),
          el('rect', { x: mx + 24, y: my - 13, width: 26, height: 26, rx: 4, fill: INK }),
          txt(mx + 37, my + 5.5, '✕', { 'text-anchor': 'middle', 'font-size': 16, 'font-weight': 700, fill: '#fff' }),
        ),
      );
    }
  });
  return out.join('');
}

function colourSquares(card: StationCard, x: number, y: number): string {
  return card.colours
    .map((colour, index) => {
      const style = PASSAGE[colour];
      return el('rect', { x: x + index * 60, y, width: 56, height: 18, rx: 3, fill: style.fill }) + txt(x + index * 60 + 28, y + 13, colour, { 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: inkOn(style.fill) });
    })
    .join('');
}

/** A Station card of the seat's hand: the Action face on top, the Access Key face below, each clickable to play the card that way. */
function handCard(context: Context, card: number, x: number, y: number): string {
  const printed = context.content.cards[card];
  const name = printed?.name ?? `Station card ${card}`;
  const asAction = actionIndices(context.legal, (action) => action.type === 'play-card' && action.card === card && action.as === 'action');
  const asKey = actionIndices(context.legal, (action) => action.type === 'play-card' && action.card === card && action.as === 'key');
  const lines = wrap(printed?.text ?? '', 40).slice(0, 4);
  const action =
    el('rect', { x, y, width: 260, height: 96, rx: 6, fill: '#fff', stroke: INK }) +
    txt(x + 8, y + 17, clip(name, 36), { 'font-size': 13, 'font-weight': 700 }) +
    lines.map((line, index) => txt(x + 8, y + 33 + index * 14, index === 3 && lines.length === 4 ? clip(line, 36) : line, { 'font-size': 11 })).join('') +
    (asAction.length === 0 ? '' : actRing(x, y, 260, 96, 8));
  const key =
    el('rect', { x, y: y + 100, width: 260, height: 46, rx: 6, fill: '#f1f5f9', stroke: INK }) +
    txt(x + 8, y + 114, `Access Key · Priority ${printed?.priority ?? '?'}`, { 'font-size': 11, 'font-weight': 700 }) +
    (printed === undefined ? '' : colourSquares(printed, x + 8, y + 121)) +
    (asKey.length === 0 ? '' : actRing(x, y + 100, 260, 46, 8));
  return el(
    'g',
    { 'data-piece': `card:${card}` },
    actGroup(asAction, `Play ${name} as an Action`, tooltip(printed?.text ?? name) + action, { 'data-target': `card:${card}:action` }),
    actGroup(asKey, `Play ${name} as an Access Key (${printed?.colours.join(', ') ?? ''}; Priority ${printed?.priority ?? '?'})`, key, { 'data-target': `card:${card}:key` }),
  );
}

/** A face-up Station card, small: its name as played, and its Access Key when played as one. */
function smallCard(context: Context, card: number, as: 'key' | 'action' | null, x: number, y: number, width: number): string {
  const printed = context.content.cards[card];
  const name = printed?.name ?? `Station card ${card}`;
  const label = as === 'key' ? `key: ${printed?.colours.join('/') ?? '?'}, P${printed?.priority ?? '?'}` : name;
  return el(
    'g',
    { 'data-piece': `card:${card}` },
    tooltip(as === 'key' ? `${name}, played as an Access Key (${printed?.colours.join(', ') ?? ''}; Priority ${printed?.priority ?? '?'})` : `${name}: ${printed?.text ?? ''}`),
    el('rect', { x, y, width, height: 18, rx: 3, fill: as === 'key' ? '#e2e8f0' : '#fff', stroke: INK }),
    txt(x + 4, y + 13, clip(label, Math.floor(width / 6.2)), { 'font-size': 11 }),
  );
}

function header(view: FrozenHorrorView, active: readonly PlayerId[]): string {
  const you = view.viewer === null ? 'You are watching' : `You are ${seatLabel(view, view.viewer)}`;
  let turn: string;
  if (view.outcome !== null) {
    const winners = view.outcome.winners.map((seat) => `seat ${seat}`);
    turn = `Game over: ${winners.length === 0 ? 'nobody' : listed(winners)} win${winners.length === 1 ? 's' : ''} — ${END_TEXT[view.outcome.reason] ?? view.outcome.reason}`;
  } else {
    const doing = view.pending !== null ? (DECISION_TEXT[view.pending.kind] ?? view.pending.kind) : view.toPlay !== null ? (view.turn < view.order.length ? 'to play a first card' : 'to play a second card') : view.phase;
    turn = active.length === 0 ? 'Nobody may act' : `Turn: ${listed(active.map((seat) => `seat ${seat}`))}, ${doing}`;
  }
  return (
    txt(20, 32, `This Game Is Killer: Frozen Horror — round ${view.round}`, { 'font-size': 22, 'font-weight': 700 }) +
    txt(20, 58, `${you} · ${turn}`, { 'font-size': 15, 'data-turn': active.join(' ') })
  );
}

function identityText(seat: SeatView): string {
  if (seat.identity === null) return 'Identity hidden';
  return `${seat.identity === 'horror' ? 'HORROR' : 'Human'}${seat.revealed ? ' (revealed)' : ''}`;
}

function seats(context: Context, y: number): { markup: string; bottom: number } {
  const { view } = context;
  const out: string[] = [txt(PANEL_X, y, 'The crew (Badge, Identity, cards played this round)', { 'font-size': 15, 'font-weight': 700 })];
  let row = y + 10;
  for (const seat of view.seats) {
    const notes = [
      seat.alive ? '' : 'killed',
      `${plural(seat.handSize, 'card')} in hand`,
      seat.priority === null ? '' : `Priority ${seat.priority}`,
      seat.detained ? 'detained' : '',
      seat.forfeited ? 'plays no second card' : '',
      seat.knows.length === 0 ? '' : `has seen ${listed(seat.knows.map((other) => `seat ${other}`))}`,
      view.firstPlayer === seat.seat ? 'First Player' : '',
    ].filter((note) => note !== '');
    const identity = seat.identity === null ? null : seat.identity;
    out.push(
      el('rect', { x: PANEL_X, y: row, width: 22, height: 22, rx: 11, fill: seat.alive ? seatFill(seat.seat) : '#6b7280', stroke: INK, 'stroke-dasharray': seat.alive ? undefined : '3 2' }),
      txt(PANEL_X + 11, row + 15.5, seat.alive ? String(seat.seat) : '✝', { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: '#fff' }),
      el(
        'g',
        identity === null ? {} : { 'data-piece': `identity:${seat.seat}` },
        el('rect', { x: PANEL_X + 28, y: row + 1, width: 74, height: 20, rx: 3, fill: identity === 'horror' ? '#7f1d1d' : identity === 'human' ? '#e0f2fe' : '#e5e7eb', stroke: INK, 'stroke-dasharray': identity === null ? '3 2' : undefined }),
        txt(PANEL_X + 65, row + 15, identity === null ? '?' : identity === 'horror' ? 'HORROR' : 'Human', { 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: identity === 'horror' ? '#fff' : INK }),
        tooltip(identityText(seat)),
      ),
      txt(PANEL_X + 110, row + 15, `${seatLabel(view, seat.seat)}${view.firstPlayer === seat.seat ? ' ★' : ''} · ${notes.join(' · ')}${view.active.includes(seat.seat) ? ' ◀' : ''}`, {
        'font-size': 12,
        'font-weight': view.active.includes(seat.seat) ? 700 : 400,
        fill: seat.alive ? INK : MUTED,
      }),
    );
    seat.played.forEach((played, index) => out.push(smallCard(context, played.card, played.as, PANEL_X + 110 + index * 215, row + 22, 210)));
    row += seat.played.length === 0 ? 28 : 46;
  }
  out.push(el('g', { 'data-piece': 'first-player' }, txt(PANEL_X, row + 10, `★ First Player token: seat ${view.firstPlayer}`, { 'font-size': 11, fill: MUTED })));
  return { markup: out.join(''), bottom: row + 18 };
}

function piles(context: Context, y: number): { markup: string; bottom: number } {
  const { view } = context;
  const out: string[] = [];
  const deal = view.deal.map((pile) => `${plural(pile.to.length, 'card')} from the ${pile.from === 'deck' ? 'Station deck' : pile.from === 'discard' ? 'reshuffled discard pile' : 'reshuffled removed cards'}`);
  out.push(
    txt(20, y, `Station deck: ${plural(view.deckSize, 'card')} face down · Identity cards: one per living player, face down${deal.length === 0 ? '' : ` · this round's deal: ${listed(deal)}`}`, { 'font-size': 12 }),
    txt(20, y + 22, `Discard pile: ${view.discard.length}`, { 'font-size': 13, 'font-weight': 700 }),
  );
  let row = y + 28;
  view.discard.forEach((card, index) => out.push(smallCard(context, card, null, 20 + (index % 5) * 122, row + Math.floor(index / 5) * 21, 118)));
  row += Math.ceil(view.discard.length / 5) * 21 + 20;
  out.push(txt(20, row, `Removed from the game: ${view.removed.length}`, { 'font-size': 13, 'font-weight': 700 }));
  row += 6;
  view.removed.forEach((card, index) => out.push(smallCard(context, card, null, 20 + (index % 5) * 122, row + Math.floor(index / 5) * 21, 118)));
  row += Math.ceil(view.removed.length / 5) * 21;
  // Quick Move's colour choice, as four buttons.
  const colours = actionIndices(context.legal, (action) => action.type === 'choose-colour');
  if (colours.length > 0) {
    out.push(txt(20, row + 22, 'Quick Move: choose a colour', { 'font-size': 13, 'font-weight': 700 }));
    (['blue', 'gold', 'green', 'orange'] as const).forEach((colour, index) => {
      const indices = actionIndices(context.legal, (action) => action.type === 'choose-colour' && action.colour === colour);
      const style = PASSAGE[colour];
      out.push(
        actGroup(
          indices,
          `Choose ${colour}`,
          el('rect', { x: 210 + index * 80, y: row + 8, width: 72, height: 22, rx: 11, fill: style.fill, stroke: INK }) +
            txt(246 + index * 80, row + 23, colour, { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: inkOn(style.fill) }) +
            (indices.length === 0 ? '' : actRing(210 + index * 80, row + 8, 72, 22, 12)),
          { 'data-target': `colour:${colour}` },
        ),
      );
    });
    row += 34;
  }
  return { markup: out.join(''), bottom: row + 10 };
}

/**
 * The board of This Game Is Killer: Frozen Horror for one seat's view, as one `<svg>` element.
 *
 * Clickable (class `kr-act`, `data-actions` = indices into `options.legal`): each card of the
 * seat's hand twice — its Action face (`data-target="card:7:action"`) and its Access Key face
 * (`card:7:key`) for `play-card` that way; each passage's label (`passage:3`) for `move` and
 * `lock-passage`; each room (`room:2`) for `choose-room`; each Crew Member token (`seat:4`) for
 * `choose-player`; four colour buttons (`colour:gold`) for Quick Move's `choose-colour`. Not on
 * the board: `reveal-identity`, `pass`. Every Crew Member token, Identity card the viewer sees,
 * face-up Station card, Lockdown token, the Fire token, Destroyed Room card and the First Player
 * token carries `data-piece`.
 *
 * @param view - the seat's view (`frozenHorror.view(state, seat)`)
 * @param config - the match's config (public), for the content: rooms, passages, cards
 * @param options - the seat's legal actions, the seats to act, an id prefix
 */
export function frozenHorrorBoard(view: FrozenHorrorView, config: FrozenHorrorConfig, options: BoardOptions<FrozenHorrorAction> = {}): string {
  const prefix = options.idPrefix ?? 'kr-frozen-horror';
  const context: Context = { view, content: config.content, legal: options.legal ?? [], prefix };
  const active = options.activePlayers ?? view.active;
  const crew = seats(context, 92);
  const handY = crew.bottom + 16;
  const hand = view.hand ?? [];
  const handMarkup =
    view.hand === null
      ? ''
      : txt(PANEL_X, handY, `Your Station cards: ${plural(hand.length, 'card')} (play one each way)`, { 'font-size': 15, 'font-weight': 700 }) +
        hand.map((card, index) => handCard(context, card, PANEL_X + (index % 2) * 270, handY + 10 + Math.floor(index / 2) * 156)).join('');
  const handBottom = view.hand === null ? handY : handY + 10 + Math.ceil(hand.length / 2) * 156;
  const pileParts = piles(context, MAP_CY + MAP_R + ROOM_H / 2 + 36);
  const legendY = Math.max(handBottom, pileParts.bottom) + 16;
  const entries: LegendEntry[] = [
    ...(['blue', 'gold', 'green', 'orange'] as const).map((colour) => ({ fill: PASSAGE[colour].fill, letter: '', label: `${colour} passage${PASSAGE[colour].dash === undefined ? ' (solid)' : ' (dashed its own way)'}` })),
    { fill: INK, letter: '✕', label: 'Lockdown token' },
    { fill: '#9ca3af', pattern: patternFill(prefix, 'stripes'), letter: '', label: 'destroyed room' },
    { fill: seatFill(0), letter: '0', label: 'Crew Member (seat number)' },
    { fill: '#7f1d1d', letter: 'H', label: 'HORROR Identity card' },
  ];
  const who = view.viewer === null ? 'a spectator' : `seat ${view.viewer}`;
  return svgDocument({
    width: WIDTH,
    height: legendY + 3 * 24 + 34,
    prefix,
    title: `This Game Is Killer: Frozen Horror, round ${view.round}, as ${who} sees it`,
    defs: patternDefs(prefix, ['stripes']),
    body: header(view, active) + station(context) + crew.markup + handMarkup + pileParts.markup + legend(20, legendY, entries, 4, 290) + actLegend(20, legendY + 2 * 24),
  });
}
