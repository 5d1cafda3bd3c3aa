/**
 * The board of Sebastian Fitzek Killercruise as SVG: the ship's twelve rooms on their clockwise
 * ring (bow up, A–F down the starboard side, G–M up the port side), each with its colour and
 * letter, the deck it is open down to, its key combination, the figures, the killer, the
 * passengers and a revealed clue; beside the ship the killer's "He's going to get you!" fields,
 * the piles, the collection point, the seat's hand and the others' hand sizes, the missing person
 * and the clues read out.
 *
 * @packageDocumentation
 * @module killer-rules/killercruise/board
 */
import type { PlayerId } from '../core/types.js';
import type {
  Deck,
  FigureId,
  FigureState,
  KillercruiseAction,
  KillercruiseConfig,
  KillercruiseContent,
  KillercruiseView,
  RoomLetter,
  RoomView,
} from '../games/killercruise/index.js';
import { ROOM_LETTERS } from '../games/killercruise/index.js';
import { isKillerCard, killerSteps } from '../games/killercruise/rules/queries.js';
import {
  actGroup,
  actionIndices,
  actLegend,
  actRing,
  clip,
  colourFill,
  colourLetters,
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
const ROOM_W = 240;
const ROOM_H = 112;
const SHIP_X = 30;
const SHIP_Y = 130;
const PANEL_X = 570;

const DECKS: Readonly<Record<Deck, { fill: string; pattern: 'stripes' | 'dots' | 'grid'; name: string }>> = {
  upper: { fill: '#ead7b4', pattern: 'stripes', name: 'upper deck (wood)' },
  middle: { fill: '#c7dcf7', pattern: 'dots', name: 'middle deck (blue carpet)' },
  lower: { fill: '#f1f1ee', pattern: 'grid', name: 'lower deck' },
};

const DECK_STATE: Readonly<Record<Deck, string>> = {
  upper: 'locked: upper deck',
  middle: 'open to the middle deck',
  lower: 'open to the lower deck',
};

const END_TEXT: Readonly<Record<string, string>> = {
  'psychopath-found': "You're saved! The psychopath is found: everyone wins",
  'killer-collected-five-passengers': 'You\'ve lost! 5 passengers on the "He\'s going to get you!" fields',
  'passenger-pile-exhausted': "You're doomed! The passenger pile is used up",
  'wrong-showdown': "That's it! The psychopath hid in another room",
  'all-figures-gone': 'Massacre! The killer got every playing figure',
  'friday-the-thirteenth': 'It is Friday the thirteenth: everyone has lost',
};

const KILLER = '#111827';
const INJURED = '#dc2626';

/** What every part of the board reads: the view, the content, the legal actions, the prefix. */
interface Context {
  readonly view: KillercruiseView;
  readonly content: KillercruiseContent;
  readonly legal: readonly KillercruiseAction[];
  readonly keyLetters: ReadonlyMap<string, string>;
  readonly prefix: string;
}

/** Where room `letter` is drawn: A–F down the starboard (right) column, G–M up the port (left) one. */
function roomCorner(letter: RoomLetter): { x: number; y: number } {
  const index = ROOM_LETTERS.indexOf(letter);
  return index < 6 ? { x: SHIP_X + ROOM_W + 10, y: SHIP_Y + index * (ROOM_H + 8) } : { x: SHIP_X, y: SHIP_Y + (11 - index) * (ROOM_H + 8) };
}

function figureName(content: KillercruiseContent, figure: FigureId): string {
  return content.figures.find((spec) => spec.id === figure)?.name ?? figure;
}

function figureLetter(figure: FigureId): string {
  return figure.charAt(0).toUpperCase();
}

function roomColour(content: KillercruiseContent, letter: RoomLetter): string {
  return content.rooms.find((room) => room.letter === letter)?.colour ?? 'grey';
}

/** A figure card as the table names it: "Gerlinde Dobkowitz, room G, green key"; a killer card by its kind. */
function cardName(content: KillercruiseContent, card: number): string {
  if (isKillerCard(card)) return `${killerSteps(card) === 1 ? 'single' : 'double'} killer card`;
  const printed = content.figureCards[card - 1];
  return printed === undefined ? `figure card ${card}` : `${figureName(content, printed.figure)}, room ${printed.room}, ${printed.key} key`;
}

function passengerText(content: KillercruiseContent, id: number): { short: string; long: string } {
  const card = content.passengers[id - 1];
  if (card === undefined) return { short: String(id), long: `Passenger ${id}` };
  switch (card.condition.kind) {
    case 'figure':
      return { short: `${id}·${figureLetter(card.condition.figure)}`, long: `Passenger ${id} (room ${card.room}): saved when ${figureName(content, card.condition.figure)} is with them` };
    case 'room':
      return { short: `${id}→${card.condition.room}`, long: `Passenger ${id} (room ${card.room}): saved in room ${card.condition.room}` };
    case 'teamwork':
      return { short: `${id}·2`, long: `Passenger ${id} (room ${card.room}): saved when any 2 figures are with them` };
  }
}

/** A passenger card: its room's colour, its number and what saves it (·D a figure, →L a room, ·2 teamwork). */
function passengerChip(context: Context, id: number, x: number, y: number, width: number, indices: readonly number[] = [], aria = ''): string {
  const card = context.content.passengers[id - 1];
  const fill = colourFill(roomColour(context.content, card?.room ?? 'A'));
  const text = passengerText(context.content, id);
  return actGroup(
    indices,
    aria,
    tooltip(text.long) +
      el('rect', { x, y, width, height: 20, rx: 3, fill, stroke: INK }) +
      txt(x + width / 2, y + 14.5, text.short, { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: inkOn(fill) }) +
      (indices.length === 0 ? '' : actRing(x, y, width, 20, 4)),
    { 'data-piece': `passenger:${id}`, 'data-target': indices.length === 0 ? undefined : `passenger:${id}` },
  );
}

/** The elements a figure card stands for when it is played: the card itself. */
function cardIndices(context: Context, card: number): number[] {
  return actionIndices(context.legal, (action) => {
    switch (action.type) {
      case 'move':
      case 'showdown':
      case 'leave-key':
        return action.card === card;
      case 'unlock':
      case 'second-key':
        return action.key === card;
      default:
        return false;
    }
  });
}

function cardActionLabel(context: Context, card: number): string {
  const name = cardName(context.content, card);
  const uses = new Set(context.legal.filter((action) => ('card' in action && action.card === card) || ('key' in action && action.key === card)).map((action) => action.type));
  const words = [...uses].map((type) => ({ move: 'move its figure', showdown: 'the showdown', 'leave-key': 'leave it at the collection point', unlock: 'use it as a key', 'second-key': 'use it as the second key' })[type as string] ?? type);
  return `${name}: ${listed(words)}`;
}

/** A small figure card: a band of its room's colour with the room letter, the figure's letter, the key's letter. */
function miniCard(context: Context, card: number, x: number, y: number, indices: readonly number[] = []): string {
  const name = cardName(context.content, card);
  let face: string;
  if (isKillerCard(card)) {
    face =
      el('rect', { x, y, width: 34, height: 44, rx: 4, fill: KILLER, stroke: INK }) +
      txt(x + 17, y + 17, 'killer', { 'text-anchor': 'middle', 'font-size': 9, 'font-weight': 700, fill: '#fff' }) +
      txt(x + 17, y + 36, `×${killerSteps(card)}`, { 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 700, fill: '#fff' });
  } else {
    const printed = context.content.figureCards[card - 1];
    const fill = colourFill(roomColour(context.content, printed?.room ?? 'A'));
    face =
      el('rect', { x, y, width: 34, height: 44, rx: 4, fill: '#fff', stroke: INK }) +
      el('rect', { x: x + 1, y: y + 1, width: 32, height: 15, rx: 3, fill }) +
      txt(x + 17, y + 13, printed?.room ?? '?', { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: inkOn(fill) }) +
      txt(x + 17, y + 29, printed === undefined ? String(card) : figureLetter(printed.figure), { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700 }) +
      txt(x + 17, y + 41, printed === undefined ? '' : `⚷${context.keyLetters.get(printed.key) ?? '?'}`, { 'text-anchor': 'middle', 'font-size': 10 });
  }
  return actGroup(indices, indices.length === 0 ? name : cardActionLabel(context, card), tooltip(name) + face + (indices.length === 0 ? '' : actRing(x, y, 34, 44, 5)), {
    'data-piece': `card:${card}`,
    'data-target': `card:${card}`,
  });
}

/** A figure card of the seat's hand, large: room, figure, key. */
function handCard(context: Context, card: number, x: number, y: number): string {
  const indices = cardIndices(context, card);
  const printed = context.content.figureCards[card - 1];
  const fill = colourFill(roomColour(context.content, printed?.room ?? 'A'));
  // The name on two lines: all but the last word ("Dr. Elena"), then the last ("Beck").
  const words = (printed === undefined ? `figure card ${card}` : figureName(context.content, printed.figure)).split(' ');
  const first = words.length === 1 ? (words[0] ?? '') : words.slice(0, -1).join(' ');
  const rest = words.length === 1 ? [] : words.slice(-1);
  const key = printed?.key ?? '';
  const keyFill = colourFill(key);
  const face =
    el('rect', { x, y, width: 86, height: 112, rx: 6, fill: '#fff', stroke: INK, 'stroke-width': 1.5 }) +
    el('rect', { x: x + 2, y: y + 2, width: 82, height: 26, rx: 4, fill }) +
    txt(x + 43, y + 20, `room ${printed?.room ?? '?'}`, { 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: inkOn(fill) }) +
    txt(x + 43, y + 50, clip(first, 11), { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700 }) +
    txt(x + 43, y + 65, clip(rest.join(' '), 12), { 'text-anchor': 'middle', 'font-size': 11 }) +
    el('rect', { x: x + 8, y: y + 78, width: 70, height: 24, rx: 12, fill: keyFill, stroke: INK }) +
    txt(x + 43, y + 95, `⚷ ${context.keyLetters.get(key) ?? '?'} ${clip(key, 7)}`, { 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: inkOn(keyFill) });
  return actGroup(indices, indices.length === 0 ? cardName(context.content, card) : cardActionLabel(context, card), tooltip(cardName(context.content, card)) + face + (indices.length === 0 ? '' : actRing(x, y, 86, 112, 8)), {
    'data-piece': `card:${card}`,
    'data-target': `card:${card}`,
  });
}

function keyChip(context: Context, key: string, x: number, y: number): string {
  const fill = colourFill(key);
  return (
    el('rect', { x, y, width: 26, height: 20, rx: 10, fill, stroke: INK }) +
    txt(x + 13, y + 14.5, context.keyLetters.get(key) ?? '?', { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: inkOn(fill) })
  );
}

function figureToken(context: Context, figure: FigureState, x: number, y: number): string {
  const injured = figure.status === 'red';
  const name = figureName(context.content, figure.figure);
  return el(
    'g',
    { 'data-piece': `figure:${figure.figure}` },
    tooltip(`${name}${injured ? ' (the injured body double, red)' : ' (white)'}`),
    el('circle', { cx: x, cy: y, r: 13, fill: injured ? INJURED : '#fff', stroke: INK, 'stroke-width': 2, 'stroke-dasharray': injured ? '4 2' : undefined }),
    txt(x, y + 5, figureLetter(figure.figure) + (injured ? '²' : ''), { 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 700, fill: injured ? '#fff' : INK }),
  );
}

function room(context: Context, state: RoomView): string {
  const { view, content, legal } = context;
  const { x, y } = roomCorner(state.letter);
  const deck = DECKS[state.deck];
  const colour = roomColour(content, state.letter);
  const fill = colourFill(colour);
  const spec = content.rooms.find((one) => one.letter === state.letter);
  const moves = actionIndices(legal, (action) => action.type === 'move' && action.to === state.letter);
  const out: string[] = [];
  const base =
    el('rect', { x, y, width: ROOM_W, height: ROOM_H, rx: 6, fill: deck.fill, stroke: INK, 'stroke-width': view.solution === state.letter ? 4 : 1.2 }) +
    el('rect', { x, y, width: ROOM_W, height: ROOM_H, rx: 6, fill: patternFill(context.prefix, deck.pattern) }) +
    el('rect', { x: x + 6, y: y + 6, width: 40, height: 40, rx: 5, fill, stroke: INK }) +
    txt(x + 26, y + 35, state.letter, { 'text-anchor': 'middle', 'font-size': 26, 'font-weight': 700, fill: inkOn(fill) }) +
    txt(x + 52, y + 21, clip(colour, 14), { 'font-size': 12 }) +
    txt(x + 52, y + 38, DECK_STATE[state.deck], { 'font-size': 11, fill: '#374151' }) +
    (moves.length === 0 ? '' : actRing(x, y, ROOM_W, ROOM_H, 8));
  out.push(actGroup(moves, `Move into room ${state.letter}`, tooltip(`Room ${state.letter}, ${colour}: ${DECK_STATE[state.deck]}`) + base, { 'data-target': `room:${state.letter}` }));

  // The key combination, clickable to unlock.
  if (state.deck !== 'lower' && spec !== undefined) {
    const unlock = actionIndices(legal, (action) => action.type === 'unlock' && action.room === state.letter);
    const kx = x + ROOM_W - 64;
    out.push(
      actGroup(
        unlock,
        `Unlock room ${state.letter} (${spec.keys[0]} and ${spec.keys[1]} keys)`,
        tooltip(`Keys to unlock room ${state.letter}: ${spec.keys[0]} and ${spec.keys[1]}`) +
          keyChip(context, spec.keys[0], kx, y + 8) +
          keyChip(context, spec.keys[1], kx + 30, y + 8) +
          (unlock.length === 0 ? '' : actRing(kx, y + 8, 56, 20, 10)),
        { 'data-target': `unlock:${state.letter}` },
      ),
    );
  }
  const showdown = actionIndices(legal, (action) => action.type === 'showdown' && action.to === state.letter);
  if (showdown.length > 0) {
    const bx = x + ROOM_W - 96;
    out.push(
      actGroup(
        showdown,
        `Showdown: declare room ${state.letter} the psychopath's hiding place`,
        el('rect', { x: bx, y: y + 54, width: 88, height: 22, rx: 11, fill: '#7f1d1d' }) + txt(bx + 44, y + 69.5, 'Showdown!', { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: '#fff' }) + actRing(bx, y + 54, 88, 22, 11),
        { 'data-target': `showdown:${state.letter}` },
      ),
    );
  }
  // Figures and the killer.
  const tokens: string[] = [];
  let tx = x + 20;
  for (const figure of view.figures) {
    if (figure.room !== state.letter || (figure.status !== 'white' && figure.status !== 'red')) continue;
    tokens.push(figureToken(context, figure, tx, y + 66));
    tx += 31;
  }
  const maze = view.missingPerson.maze;
  if (maze !== null && !view.missingPerson.found && maze.room === state.letter) {
    tokens.push(
      el('circle', { cx: tx, cy: y + 66, r: 13, fill: 'none', stroke: INK, 'stroke-dasharray': '3 3' }),
      txt(tx, y + 71, '?', { 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 700 }),
      tooltip(`The missing person, ${figureName(content, view.missingPerson.figure)}, is here`),
    );
    tx += 31;
  }
  if (view.killer === state.letter) {
    tokens.push(
      el(
        'g',
        { 'data-piece': 'killer' },
        tooltip('The killer'),
        el('rect', { x: tx - 12, y: y + 54, width: 60, height: 24, rx: 4, fill: KILLER }),
        txt(tx + 18, y + 70.5, 'KILLER', { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: '#fff' }),
      ),
    );
  }
  if (state.clue !== null) tokens.push(txt(x + 52, y + 52, `clue ${state.clue.id} (see the list)`, { 'font-size': 11, 'font-weight': 700 }));
  if (view.solution === state.letter) tokens.push(txt(x + ROOM_W - 8, y + ROOM_H - 10, "the psychopath's hiding place", { 'text-anchor': 'end', 'font-size': 11, 'font-weight': 700, fill: '#7f1d1d' }));
  out.push(el('g', { 'pointer-events': 'none' }, ...tokens));
  // Passengers, clickable when one may be taken along.
  const carrying = view.turn.pending?.kind === 'carry' && view.turn.pending.from === state.letter;
  const width = Math.min(48, Math.floor((ROOM_W - 12) / Math.max(1, state.passengers.length)) - 4);
  state.passengers.forEach((id, index) => {
    const indices = carrying ? actionIndices(legal, (action) => action.type === 'carry' && action.passenger === id) : [];
    out.push(passengerChip(context, id, x + 6 + index * (width + 4), y + ROOM_H - 26, width, indices, `Take passenger ${id} along`));
  });
  return out.join('');
}

function ship(context: Context): string {
  const left = SHIP_X - 14;
  const right = SHIP_X + 2 * ROOM_W + 24;
  const top = SHIP_Y - 10;
  const bottom = SHIP_Y + 6 * (ROOM_H + 8) + 4;
  const middle = (left + right) / 2;
  const hull = `M${left} ${top}Q${left} ${top - 30} ${middle} ${top - 58}Q${right} ${top - 30} ${right} ${top}V${bottom - 20}Q${right} ${bottom} ${right - 20} ${bottom}H${left + 20}Q${left} ${bottom} ${left} ${bottom - 20}Z`;
  return (
    el('path', { d: hull, fill: '#e5e7eb', stroke: INK, 'stroke-width': 2 }) +
    txt(middle, top - 24, 'BOW', { 'text-anchor': 'middle', 'font-size': 12, 'font-weight': 700, fill: MUTED }) +
    txt(SHIP_X, top - 2, 'port ↑ (G–M)', { 'font-size': 11, fill: MUTED }) +
    txt(right - 8, top - 2, 'starboard ↓ (A–F)', { 'text-anchor': 'end', 'font-size': 11, fill: MUTED }) +
    txt(middle, bottom + 16, 'STERN · the killer walks clockwise: A → F, then G → M', { 'text-anchor': 'middle', 'font-size': 12, fill: MUTED }) +
    context.view.rooms.map((state) => room(context, state)).join('')
  );
}

function seatName(seat: PlayerId): string {
  return `seat ${seat}`;
}

function header(view: KillercruiseView, active: readonly PlayerId[]): string {
  const you = view.viewer === null ? 'You are watching' : `You are ${seatName(view.viewer)} of the crew`;
  let turn: string;
  if (view.outcome !== null) {
    turn = `Game over: ${END_TEXT[view.outcome.reason] ?? view.outcome.reason}`;
  } else {
    const pending = view.turn.pending;
    const owed = pending === null ? `${plural(view.turn.played, 'card')} played` : pending.kind === 'carry' ? `take a passenger along from room ${pending.from}?` : `the second key for room ${pending.room}`;
    turn = active.length === 0 ? 'Nobody may act' : `Turn: ${listed(active.map(seatName))} — ${owed}`;
  }
  return (
    txt(20, 32, `Sebastian Fitzek Killercruise — ${view.difficulty}, ${view.players} players${view.variant === 'time-pressure' ? ', under time pressure' : ''}`, { 'font-size': 22, 'font-weight': 700 }) +
    txt(20, 58, `${you} · ${turn}`, { 'font-size': 15, 'data-turn': active.join(' ') })
  );
}

function heading(x: number, y: number, text: string): string {
  return txt(x, y, text, { 'font-size': 14, 'font-weight': 700 });
}

function killerFields(context: Context, y: number): string {
  const { view } = context;
  const out = [heading(PANEL_X, y, `"He's going to get you!" — the killer has ${view.killerFields.length} of 5`)];
  for (let field = 0; field < 5; field++) {
    const x = PANEL_X + field * 62;
    out.push(el('rect', { x, y: y + 8, width: 56, height: 32, rx: 4, fill: '#fee2e2', stroke: '#7f1d1d', 'stroke-dasharray': '4 2' }));
    const id = view.killerFields[field];
    if (id !== undefined) out.push(passengerChip(context, id, x + 4, y + 14, 48));
  }
  // More than five only once the game is lost; draw any beyond the fields after them.
  view.killerFields.slice(5).forEach((id, index) => out.push(passengerChip(context, id, PANEL_X + 5 * 62 + index * 52, y + 14, 48)));
  return out.join('');
}

function piles(context: Context, y: number): { markup: string; bottom: number } {
  const { view } = context;
  const out: string[] = [];
  const pile = view.drawPile;
  const structure = pile.turnedOver
    ? `a turned-over discard pile, its order known${pile.cards === null || pile.cards.length === 0 ? '' : ` (next: ${pile.cards.slice(0, 3).map((card) => cardName(context.content, card)).join('; ')})`}`
    : `piles top first: ${pile.piles.map((one) => `${one.cards} (${plural(one.killerCards, 'killer card')})`).join(', ')}`;
  out.push(
    heading(PANEL_X, y, `Draw pile on the chimney: ${plural(pile.count, 'card')} face down`),
    txt(PANEL_X, y + 17, clip(structure, 100), { 'font-size': 12 }),
    txt(PANEL_X, y + 36, `Passenger pile: ${plural(view.passengerPile, 'card')} face down`, { 'font-size': 13 }),
  );
  let row = y + 58;
  out.push(heading(PANEL_X, row, `Saved (box lid): ${view.box.length}`));
  row += 6;
  view.box.forEach((id, index) => out.push(passengerChip(context, id, PANEL_X + (index % 12) * 50, row + Math.floor(index / 12) * 24, 46)));
  row += Math.ceil(view.box.length / 12) * 24 + 20;
  out.push(heading(PANEL_X, row, `Discard pile (swimming pool), first played first: ${view.discardPile.length}`));
  row += 6;
  view.discardPile.forEach((card, index) => out.push(miniCard(context, card, PANEL_X + (index % 16) * 38, row + Math.floor(index / 16) * 48)));
  row += Math.ceil(view.discardPile.length / 16) * 48 + 20;
  const leave = actionIndices(context.legal, (action) => action.type === 'leave-key');
  const collectionHeight = 50 + Math.max(0, Math.ceil(view.collection.length / 16) - 1) * 48;
  out.push(
    actGroup(
      leave,
      'Leave a key at the collection point',
      el('rect', { x: PANEL_X - 6, y: row - 16, width: 616, height: collectionHeight + 22, rx: 6, fill: '#fefce8', stroke: '#a16207' }) +
        heading(PANEL_X, row, `Collection point (keys for everyone): ${view.collection.length}`) +
        (leave.length === 0 ? '' : actRing(PANEL_X - 6, row - 16, 616, collectionHeight + 22, 8)),
      { 'data-target': 'collection' },
    ),
  );
  row += 6;
  view.collection.forEach((card, index) => out.push(miniCard(context, card, PANEL_X + (index % 16) * 38, row + Math.floor(index / 16) * 48, cardIndices(context, card))));
  return { markup: out.join(''), bottom: row + collectionHeight + 10 };
}

function hands(context: Context, y: number, active: readonly PlayerId[]): { markup: string; bottom: number } {
  const { view } = context;
  const out: string[] = [];
  let row = y;
  if (view.hand !== null && view.viewer !== null) {
    out.push(heading(PANEL_X, row, `Your hand (${seatName(view.viewer)}): ${plural(view.hand.length, 'card')}, refilled to ${view.handSize}`));
    view.hand.forEach((card, index) => out.push(handCard(context, card, PANEL_X + index * 94, row + 8)));
    row += view.hand.length > 0 ? 136 : 20;
  }
  for (let seat = 0; seat < view.handSizes.length; seat++) {
    if (seat === view.viewer) continue;
    const known = view.knownCards[seat] ?? [];
    const turn = active.includes(seat) ? ' ◀ to act' : '';
    out.push(txt(PANEL_X, row + 14, `${seatName(seat)}: ${plural(view.handSizes[seat] ?? 0, 'card')} in hand${known.length === 0 ? '' : ', known:'}${turn}`, { 'font-size': 13, 'font-weight': active.includes(seat) ? 700 : 400 }));
    known.forEach((card, index) => out.push(miniCard(context, card, PANEL_X + 200 + index * 38, row)));
    row += known.length === 0 ? 22 : 50;
  }
  return { markup: out.join(''), bottom: row };
}

function missingPerson(context: Context, y: number): string {
  const { view, content } = context;
  const person = view.missingPerson;
  const name = figureName(content, person.figure);
  let text: string;
  if (person.found) text = `The missing person, ${name}, is found.`;
  else if (person.maze === null) text = `Missing person: ${name}. Unlock 4 upper-deck rooms to follow the mazes (${view.unlocked.upper.length} of 4).`;
  else text = `Missing person: ${name}, in room ${person.maze.room} (mazes ${person.maze.path.join(' → ')}). Unlock it and bring a figure there.`;
  const backs = view.mazeBacks ?? [];
  return (
    heading(PANEL_X, y, 'Missing person and clues') +
    txt(PANEL_X, y + 18, clip(text, 100), { 'font-size': 12 }) +
    backs.map((back, index) => el('g', { 'data-piece': `maze:${back.room}` }, txt(PANEL_X + index * 150, y + 36, `maze back of room ${back.room}`, { 'font-size': 11, fill: MUTED }))).join('')
  );
}

/** The clues read out, each wrapped to the panel; and where the next line would go. */
function clues(context: Context, y: number): { markup: string; bottom: number } {
  const revealed = context.view.rooms.filter((state) => state.clue !== null);
  if (revealed.length === 0) return { markup: txt(PANEL_X, y, 'No clue read yet: unlock a middle-deck room to read the clue below it.', { 'font-size': 12, fill: MUTED }), bottom: y + 17 };
  let row = y;
  const markup = revealed
    .map((state) => {
      const lines = wrap(`Room ${state.letter}, clue ${state.clue?.id ?? ''}: ${state.clue?.text ?? ''}`, 92);
      const out = el('g', { 'data-piece': `clue:${state.clue?.id ?? 0}` }, ...lines.map((line, index) => txt(PANEL_X + (index === 0 ? 0 : 12), row + index * 15, line, { 'font-size': 12 })));
      row += lines.length * 15 + 3;
      return out;
    })
    .join('');
  return { markup, bottom: row };
}

/**
 * The board of Sebastian Fitzek Killercruise for one seat's view, as one `<svg>` element.
 *
 * Clickable (class `kr-act`, `data-actions` = indices into `options.legal`): each room
 * (`data-target="room:C"`) for the moves into it; each card of the seat's hand and of the
 * collection point (`card:17`) for every action that plays it — a move or a showdown, leaving it
 * as a key, using it as a first or second key — so a click on a card and one on a room narrow a
 * move down to one action; a room's key combination (`unlock:C`) for unlocking it; a Showdown
 * button (`showdown:C`) in each room a showdown may declare; the collection point (`collection`)
 * for leaving a key; the passengers of the room left (`passenger:23`) for `carry`. Not on the
 * board: `carry` with no passenger, `end-turn`, `timer-expired`. Every figure, the killer, every
 * passenger and face-up card, every revealed clue and maze back carries `data-piece`.
 *
 * @param view - the seat's view (`killercruise.view(state, seat)`)
 * @param config - the match's config (public), for the content: rooms, cards, passengers
 * @param options - the seat's legal actions, the seats to act, an id prefix
 */
export function killercruiseBoard(view: KillercruiseView, config: KillercruiseConfig, options: BoardOptions<KillercruiseAction> = {}): string {
  const { content } = config;
  const prefix = options.idPrefix ?? 'kr-killercruise';
  const context: Context = { view, content, legal: options.legal ?? [], keyLetters: colourLetters(content.keyColours), prefix };
  const active = options.activePlayers ?? (view.outcome === null ? [view.turn.player] : []);
  const fields = killerFields(context, 96);
  const pileParts = piles(context, 160);
  const handParts = hands(context, pileParts.bottom + 14, active);
  const missingY = handParts.bottom + 16;
  const cluesY = missingY + 58;
  const shipBottom = SHIP_Y + 6 * (ROOM_H + 8) + 30;
  const clueParts = clues(context, cluesY);
  const legendY = Math.max(shipBottom, clueParts.bottom) + 12;
  const entries: LegendEntry[] = [
    ...content.keyColours.map((key) => ({ fill: colourFill(key), letter: context.keyLetters.get(key) ?? '?', label: `${key} key` })),
    { fill: '#fff', letter: 'D', label: 'a figure (white; red² when injured)' },
    { fill: KILLER, letter: '×2', label: 'killer card: the killer walks 1 or 2 rooms' },
    ...(['upper', 'middle', 'lower'] as const).map((deck) => ({ fill: DECKS[deck].fill, pattern: patternFill(prefix, DECKS[deck].pattern), letter: '', label: DECKS[deck].name })),
    { fill: '#fff', letter: '·2', label: 'passenger: ·D figure, →L room, ·2 teamwork' },
  ];
  const legendRows = Math.ceil(entries.length / 3);
  const body =
    header(view, active) +
    ship(context) +
    fields +
    pileParts.markup +
    handParts.markup +
    missingPerson(context, missingY) +
    clueParts.markup +
    legend(20, legendY, entries, 3, 390) +
    actLegend(20, legendY + legendRows * 24);
  const who = view.viewer === null ? 'a spectator' : seatName(view.viewer);
  return svgDocument({
    width: WIDTH,
    height: legendY + legendRows * 24 + 34,
    prefix,
    title: `Sebastian Fitzek Killercruise, as ${who} sees it`,
    defs: patternDefs(prefix, ['stripes', 'dots', 'grid']),
    body,
  });
}
