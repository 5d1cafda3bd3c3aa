/**
 * The board of One Card: Cereal Killer as SVG: the city card with its squares, the Detective's
 * token, the Witness, the victims, the spoon on its track of days, the Detective's sheet (arrests,
 * steps, the five questions, each day's public record) and, for the Killer or once the game is
 * over, the Killer's notepad drawn as a trail across the city.
 *
 * @packageDocumentation
 * @module killer-rules/cereal-killer/board
 */
import type { PlayerId } from '../core/types.js';
import type {
  CerealKillerAction,
  CerealKillerConfig,
  CerealKillerView,
  City,
  DayRecord,
  Interrogation,
  Question,
  Spot,
  SquareKind,
} from '../games/cereal-killer/index.js';
import { LAST_DAY, VICTIM_OBJECTIVES } from '../games/cereal-killer/rules/turn.js';
import {
  actGroup,
  actionIndices,
  actLegend,
  actRing,
  el,
  INK,
  legend,
  listed,
  MUTED,
  svgDocument,
  tooltip,
  txt,
  type BoardOptions,
  type LegendEntry,
} from './svg.js';

export type { BoardOptions } from './svg.js';

const WIDTH = 1000;
const CITY_X = 20;
const CITY_Y = 84;
const CITY_BOX = 480;
const PANEL_X = 530;

/** Each kind of square: its colour, the letter printed on it, its name. */
const KINDS: Readonly<Record<SquareKind, { fill: string; letter: string; name: string }>> = {
  house: { fill: '#f6c177', letter: 'H', name: 'house' },
  park: { fill: '#a7d8a0', letter: 'P', name: 'park' },
  cafe: { fill: '#d6b08c', letter: 'C', name: 'café' },
  subway: { fill: '#a9bde0', letter: 'S', name: 'subway entrance' },
  street: { fill: '#ececec', letter: '', name: 'street' },
};

const DETECTIVE = '#1d4ed8';
const KILLER = '#b91c1c';
const WITNESS = '#7c3aed';
const VICTIM = '#713f12';

const QUESTION_TEXT: Readonly<Record<Question, string>> = {
  direction: 'Which direction is it?',
  sameRow: 'Same row as the Witness?',
  sameColumn: 'Same column as the Witness?',
  inside: 'Did it go inside somewhere?',
  parity: 'Is the square even or odd?',
};

const END_TEXT: Readonly<Record<string, string>> = {
  'detective-arrested-killer': 'the Detective arrested the Killer',
  'killer-missed-objective': 'the Killer missed a victim objective',
  'detective-out-of-arrests': 'the Detective ran out of arrest attempts',
  'killer-survived-seven-days': 'the Killer stayed hidden to the end of day 7',
};

/** Where the city is drawn: the square size and each square's corner. */
interface Layout {
  readonly city: City;
  readonly cell: number;
  readonly tunnel: { readonly x: number; readonly y: number; readonly width: number; readonly height: number } | null;
}

function corner(layout: Layout, square: number): { x: number; y: number } {
  const index = square - 1;
  return { x: CITY_X + (index % layout.city.width) * layout.cell, y: CITY_Y + Math.floor(index / layout.city.width) * layout.cell };
}

/** The centre of a spot: a square's, or the tunnel's (the tunnel is one place, however entered). */
function centreOf(layout: Layout, spot: Spot): { x: number; y: number } {
  if (spot < 0 && layout.tunnel !== null) return { x: layout.tunnel.x + layout.tunnel.width / 2, y: layout.tunnel.y + layout.tunnel.height / 2 };
  const { x, y } = corner(layout, Math.abs(spot));
  return { x: x + layout.cell / 2, y: y + layout.cell / 2 };
}

function kindOf(city: City, square: number): SquareKind {
  return city.squares[square - 1] ?? 'street';
}

/** A spot in the game's words: "house 8", "the street at 7", "the subway tunnel (entered at 6)". */
function spotName(city: City, spot: Spot | null): string {
  if (spot === null) return 'not placed';
  if (spot < 0) return `the subway tunnel (entered at ${-spot})`;
  const kind = kindOf(city, spot);
  return kind === 'street' ? `the street at ${spot}` : `${KINDS[kind].name} ${spot}`;
}

function seatName(view: CerealKillerView, seat: PlayerId): string {
  return `${seat === view.killerSeat ? 'the Killer' : 'the Detective'} (seat ${seat})`;
}

/** Who may act now: from the options, else read off the view (the phase and a pending answer). */
function activeSeats(view: CerealKillerView, given: readonly PlayerId[] | undefined): readonly PlayerId[] {
  if (given !== undefined) return given;
  if (view.phase === 'over') return [];
  return view.phase === 'killer' || view.awaitingAnswer ? [view.killerSeat] : [view.detectiveSeat];
}

/** A round token with a letter: the Detective, the Witness, the Killer. */
function token(x: number, y: number, radius: number, fill: string, letter: string, piece: string, name: string): string {
  return el(
    'g',
    { 'data-piece': piece },
    tooltip(name),
    el('circle', { cx: x, cy: y, r: radius, fill, stroke: '#fff', 'stroke-width': 2 }),
    txt(x, y + radius * 0.38, letter, { 'text-anchor': 'middle', 'font-size': radius * 1.1, 'font-weight': 700, fill: '#fff' }),
  );
}

/** The square an action of the Killer or the Detective stands for on the city, if any. */
function squareOf(action: CerealKillerAction): Spot | null {
  switch (action.type) {
    case 'choose-starting-house':
      return action.house;
    case 'step':
    case 'move':
      return action.to;
    case 'place-witness':
      return action.park;
    case 'place-detective':
      return action.cafe;
    default:
      return null;
  }
}

function actionLabel(city: City, action: CerealKillerAction): string {
  switch (action.type) {
    case 'choose-starting-house':
      return `Start at house ${action.house}`;
    case 'step':
      return `Step to ${spotName(city, action.to)}`;
    case 'place-witness':
      return `Place the Witness in park ${action.park}`;
    case 'place-detective':
      return `Start the Detective at café ${action.cafe}`;
    case 'move':
      return `Move the Detective to ${spotName(city, action.to)}`;
    case 'claim-victim':
      return 'Claim a victim here';
    default:
      return action.type;
  }
}

function labelOf(city: City, legal: readonly CerealKillerAction[], indices: readonly number[]): string {
  return indices
    .map((index) => {
      const action = legal[index];
      return action === undefined ? '' : actionLabel(city, action);
    })
    .join('; ');
}

function squares(layout: Layout, legal: readonly CerealKillerAction[], killerAt: Spot | null): string {
  const { city, cell } = layout;
  const out: string[] = [];
  const font = Math.max(9, Math.round(cell * 0.15));
  for (let square = 1; square <= city.squares.length; square++) {
    const kind = KINDS[kindOf(city, square)];
    const { x, y } = corner(layout, square);
    const indices = actionIndices(
      legal,
      (action) => squareOf(action) === square || (action.type === 'claim-victim' && killerAt === square),
    );
    const body =
      el('rect', { x: x + 1, y: y + 1, width: cell - 2, height: cell - 2, rx: 4, fill: kind.fill, stroke: '#8a8070' }) +
      txt(x + 5, y + font + 2, String(square), { 'font-size': font, fill: INK }) +
      (kind.letter === '' ? '' : txt(x + cell - 6, y + font + 2, kind.letter, { 'font-size': font, 'font-weight': 700, 'text-anchor': 'end' })) +
      (indices.length === 0 ? '' : actRing(x + 1, y + 1, cell - 2, cell - 2));
    out.push(
      actGroup(indices, labelOf(city, legal, indices), tooltip(`${square}: ${kind.name}`) + body, {
        'data-target': `square:${square}`,
      }),
    );
  }
  return out.join('');
}

function tunnel(layout: Layout, legal: readonly CerealKillerAction[]): string {
  const box = layout.tunnel;
  if (box === null) return '';
  const entrances = layout.city.squares.flatMap((kind, index) => (kind === 'subway' ? [index + 1] : []));
  const indices = actionIndices(legal, (action) => (action.type === 'step' || action.type === 'move') && action.to < 0);
  const body =
    el('rect', { x: box.x, y: box.y, width: box.width, height: box.height, rx: 14, fill: '#4b5563', stroke: INK }) +
    txt(box.x + 12, box.y + 22, `Subway tunnel — one place, one step from entrance ${listed(entrances.map(String))}`, {
      'font-size': 14,
      fill: '#fff',
    }) +
    (indices.length === 0 ? '' : actRing(box.x, box.y, box.width, box.height, 14));
  return actGroup(indices, labelOf(layout.city, legal, indices), body, { 'data-target': 'tunnel' });
}

/** Token slots in a square: the Detective left, the Witness in the middle, the Killer right. */
function tokenAt(layout: Layout, spot: Spot, slot: 0 | 1 | 2): { x: number; y: number; r: number } {
  const centre = centreOf(layout, spot);
  const r = Math.max(7, layout.cell * 0.14);
  if (spot < 0) return { x: centre.x + (slot - 1) * 3 * r + 120, y: centre.y + 8, r };
  return { x: centre.x + (slot - 1) * layout.cell * 0.28, y: centre.y + 4, r };
}

function victims(layout: Layout, view: CerealKillerView): string {
  const markers: { house: number; day: number; pending: boolean }[] = view.days.flatMap((record) =>
    record.victim === null ? [] : [{ house: record.victim, day: record.day, pending: false }],
  );
  const move = view.killer?.move ?? null;
  if (move !== null && move.victim !== null) markers.push({ house: move.victim, day: view.day, pending: true });
  const perHouse = new Map<number, number>();
  return markers
    .map(({ house, day, pending }) => {
      const nth = perHouse.get(house) ?? 0;
      perHouse.set(house, nth + 1);
      const { x, y } = corner(layout, house);
      const size = Math.max(10, layout.cell * 0.24);
      const left = x + 4 + nth * (size + 2);
      const top = y + layout.cell - size - 4;
      return el(
        'g',
        { 'data-piece': `victim:${day}` },
        tooltip(`Victim claimed on day ${day} in house ${house}${pending ? ' (this move, not yet public)' : ''}`),
        el('rect', {
          x: left,
          y: top,
          width: size,
          height: size,
          rx: 2,
          fill: VICTIM,
          stroke: pending ? '#fff' : 'none',
          'stroke-dasharray': pending ? '3 2' : undefined,
        }),
        txt(left + size / 2, top + size * 0.72, `V${day}`, { 'font-size': size * 0.5, 'font-weight': 700, fill: '#fff', 'text-anchor': 'middle' }),
      );
    })
    .join('');
}

/** The Killer's notepad as a line through the city, the circled starting house, and its token. */
function trail(layout: Layout, path: readonly Spot[]): string {
  if (path.length === 0) return '';
  const points = path.map((spot) => centreOf(layout, spot));
  const start = points[0];
  const line =
    points.length < 2
      ? ''
      : el('polyline', {
          points: points.map((point) => `${Math.round(point.x)},${Math.round(point.y)}`).join(' '),
          fill: 'none',
          stroke: KILLER,
          'stroke-opacity': 0.55,
          'stroke-width': 4,
          'stroke-dasharray': '10 5',
          'stroke-linejoin': 'round',
        });
  const circle = start === undefined ? '' : el('circle', { cx: start.x, cy: start.y, r: layout.cell * 0.42, fill: 'none', stroke: KILLER, 'stroke-width': 3 });
  return el('g', { 'pointer-events': 'none' }, line, circle);
}

function header(view: CerealKillerView, active: readonly PlayerId[]): string {
  const you = view.viewer === null ? 'You are watching' : `You are ${seatName(view, view.viewer)}`;
  let turn: string;
  if (view.outcome !== null) {
    const winner = view.outcome.winners[0];
    const reason = END_TEXT[view.outcome.reason] ?? view.outcome.reason;
    turn = `Game over: ${winner === undefined ? 'nobody' : seatName(view, winner)} wins — ${reason}`;
  } else {
    const doing = view.awaitingAnswer ? 'answering "Which direction is it?"' : view.phase === 'killer' ? 'moving in secret' : 'acting';
    turn = active.length === 0 ? 'Nobody may act' : `Turn: ${listed(active.map((seat) => seatName(view, seat)))}, ${doing}`;
  }
  return (
    txt(20, 32, `One Card: Cereal Killer — day ${view.day} of ${LAST_DAY}`, { 'font-size': 22, 'font-weight': 700 }) +
    txt(20, 58, `${you} · ${turn}`, { 'font-size': 15, 'data-turn': active.join(' ') })
  );
}

/** The spoon on the track of days, the objectives printed under days 2, 4 and 7. */
function spoonTrack(view: CerealKillerView, y: number): string {
  const out: string[] = [txt(PANEL_X, y, `Spoon: day ${view.day} · victims in the city: ${view.victims}`, { 'font-size': 15, 'font-weight': 700 })];
  for (let day = 1; day <= LAST_DAY; day++) {
    const x = PANEL_X + (day - 1) * 62;
    const current = day === view.day;
    const objective = VICTIM_OBJECTIVES.find((entry) => entry.day === day);
    out.push(
      el('rect', { x, y: y + 10, width: 56, height: 34, rx: 6, fill: current ? INK : '#fff', stroke: INK, 'stroke-width': current ? 2 : 1 }),
      txt(x + 28, y + 32, current ? `▶ ${day}` : String(day), { 'text-anchor': 'middle', 'font-size': 15, 'font-weight': current ? 700 : 400, fill: current ? '#fff' : INK }),
      objective === undefined ? '' : txt(x + 28, y + 60, `≥ ${objective.victims} victim${objective.victims === 1 ? '' : 's'}`, { 'text-anchor': 'middle', 'font-size': 11, fill: MUTED }),
    );
  }
  return el('g', { 'data-piece': 'spoon' }, ...out);
}

function answerText(interrogation: Interrogation): string {
  if (interrogation.question === 'direction') return interrogation.answer === null ? '(the Killer is choosing)' : interrogation.answer.toUpperCase();
  if (interrogation.question === 'parity') return interrogation.answer;
  return interrogation.answer ? 'yes' : 'no';
}

function button(x: number, y: number, width: number, label: string, indices: readonly number[], target: string, aria: string): string {
  const body = el('rect', { x, y, width, height: 24, rx: 5, fill: indices.length === 0 ? '#f3f4f6' : '#fff', stroke: indices.length === 0 ? '#d1d5db' : INK }) + txt(x + 8, y + 17, label, { 'font-size': 13, fill: indices.length === 0 ? MUTED : INK }) + (indices.length === 0 ? '' : actRing(x, y, width, 24, 5));
  return actGroup(indices, aria, body, { 'data-target': target });
}

function detectiveSheet(view: CerealKillerView, city: City, legal: readonly CerealKillerAction[], y: number): { markup: string; bottom: number } {
  const out: string[] = [txt(PANEL_X, y, "Detective's sheet", { 'font-size': 15, 'font-weight': 700 })];
  const { detective } = view;
  const steps = `${detective.stepsLeft} step${detective.stepsLeft === 1 ? '' : 's'} left${detective.cafeBonusUsed ? ' (café step used)' : ''}`;
  out.push(txt(PANEL_X, y + 22, `At ${spotName(city, detective.at)} · ${view.phase === 'detective' ? steps : view.phase === 'killer' ? 'waits for the Killer' : 'the game is over'}`, { 'font-size': 13 }));
  const arrest = actionIndices(legal, (action) => action.type === 'arrest');
  out.push(button(PANEL_X, y + 34, 210, `Arrest (${detective.arrestsLeft} of 4 attempts left)`, arrest, 'arrest', 'Attempt an arrest: the Killer on your square or next to it'));
  for (let attempt = 0; attempt < 4; attempt++) {
    const used = attempt >= detective.arrestsLeft;
    out.push(
      el('rect', { x: PANEL_X + 222 + attempt * 26, y: y + 36, width: 20, height: 20, rx: 3, fill: used ? '#e5e7eb' : '#fff', stroke: INK }),
      used ? txt(PANEL_X + 232 + attempt * 26, y + 51, '✗', { 'text-anchor': 'middle', 'font-size': 14, fill: KILLER }) : '',
    );
  }
  const asked = new Map<Question, DayRecord>();
  for (const record of view.days) if (record.interrogation !== null) asked.set(record.interrogation.question, record);
  let row = y + 80;
  out.push(txt(PANEL_X, row, 'Questions to a Witness (each once per game)', { 'font-size': 13, 'font-weight': 700 }));
  row += 8;
  for (const question of ['direction', 'sameRow', 'sameColumn', 'inside', 'parity'] as const) {
    const record = asked.get(question);
    const interrogation = record?.interrogation ?? null;
    const indices = actionIndices(legal, (action) => action.type === 'interrogate' && action.question === question);
    const text = interrogation === null || record === undefined ? QUESTION_TEXT[question] : `${QUESTION_TEXT[question]} — day ${record.day}: ${answerText(interrogation)}`;
    out.push(button(PANEL_X, row, 440, text, indices, `question:${question}`, `Ask the Witness: ${QUESTION_TEXT[question]}`));
    row += 28;
  }
  if (view.awaitingAnswer) {
    out.push(txt(PANEL_X, row + 16, 'The Killer answers:', { 'font-size': 13 }));
    (['north', 'east', 'south', 'west'] as const).forEach((direction, index) => {
      const indices = actionIndices(legal, (action) => action.type === 'answer-direction' && action.direction === direction);
      out.push(button(PANEL_X + 130 + index * 78, row + 2, 72, direction.toUpperCase(), indices, `answer:${direction}`, `Answer "${direction}"`));
    });
    row += 30;
  }
  return { markup: el('g', {}, ...out), bottom: row };
}

function dayLog(view: CerealKillerView, y: number): string {
  const out: string[] = [txt(PANEL_X, y, 'What each day showed', { 'font-size': 13, 'font-weight': 700 })];
  view.days.forEach((record, index) => {
    const parts = [
      record.victim === null ? 'no victim' : `victim in house ${record.victim}`,
      record.witness === null ? 'no Witness' : `Witness in park ${record.witness}`,
    ];
    if (record.interrogation !== null) parts.push(`asked: ${answerText(record.interrogation)}`);
    if (record.arrest !== null) parts.push(`arrest ${record.arrest.caught ? 'made' : 'missed'}`);
    out.push(txt(PANEL_X, y + 18 + index * 17, `Day ${record.day}: ${parts.join(', ')}`, { 'font-size': 12 }));
  });
  if (view.days.length === 0) out.push(txt(PANEL_X, y + 18, 'Nothing yet: the Killer has not finished a move.', { 'font-size': 12, fill: MUTED }));
  return out.join('');
}

function notepad(view: CerealKillerView, y: number): string {
  const killer = view.killer;
  if (killer === null) return txt(PANEL_X, y, "The Killer's notepad is hidden from you until the game ends.", { 'font-size': 13, fill: MUTED });
  const [start, ...steps] = killer.trail;
  const days: string[] = [];
  for (let at = 0; at < steps.length; at += 3) days.push(steps.slice(at, at + 3).map((spot) => (spot < 0 ? `tunnel@${-spot}` : String(spot))).join('-'));
  const written = start === undefined ? 'no starting house yet' : `(${start}) ${days.join(' | ')}`;
  const out = [
    txt(PANEL_X, y, `The Killer's notepad${view.viewer === view.killerSeat && view.outcome === null ? ' (only you see it)' : ''}`, { 'font-size': 13, 'font-weight': 700 }),
    txt(PANEL_X, y + 18, written, { 'font-size': 13, 'font-family': 'ui-monospace,monospace' }),
  ];
  const move = killer.move;
  if (move !== null) {
    const taken = Math.max(0, killer.trail.length - 1 - 3 * (view.day - 1));
    const witness = move.witnessChoice !== null ? `choose the Witness's park: ${listed(move.witnessChoice.map(String))}` : move.witness === null ? 'no Witness' : `Witness in park ${move.witness}`;
    out.push(
      txt(PANEL_X, y + 36, `This move: ${taken} of 3 steps, ${move.victim === null ? 'no victim yet' : `victim in house ${move.victim}`}, ${witness}${move.claimRequired ? ' — a victim is owed' : ''}`, { 'font-size': 12 }),
    );
  }
  return out.join('');
}

/**
 * The board of One Card: Cereal Killer for one seat's view, as one `<svg>` element.
 *
 * Clickable (class `kr-act`, `data-actions` = indices into `options.legal`): each square for
 * `choose-starting-house`, `step`, `place-witness`, `place-detective` and `move` to it, and the
 * Killer's own square for `claim-victim`; the tunnel for steps and moves into it; the Arrest button;
 * each question for `interrogate`; the four answers for `answer-direction`. `finish-move` and
 * `end-turn` have no place on the board. Every clickable element names what it is in `data-target`
 * (`square:12`, `tunnel`, `arrest`, `question:parity`, `answer:north`); every token and marker in
 * `data-piece` (`detective`, `witness`, `killer`, `victim:<day>`).
 *
 * @param view - the seat's view (`cerealKiller.view(state, seat)`)
 * @param config - the match's config (public), for the city card
 * @param options - the seat's legal actions, the seats to act, an id prefix
 */
export function cerealKillerBoard(view: CerealKillerView, config: CerealKillerConfig, options: BoardOptions<CerealKillerAction> = {}): string {
  const { city } = config;
  const legal = options.legal ?? [];
  const active = activeSeats(view, options.activePlayers);
  const cell = Math.min(96, Math.floor(CITY_BOX / Math.max(city.width, city.height)));
  const gridBottom = CITY_Y + cell * city.height;
  const hasTunnel = city.squares.includes('subway');
  const layout: Layout = { city, cell, tunnel: hasTunnel ? { x: CITY_X, y: gridBottom + 14, width: cell * city.width, height: 40 } : null };
  const trailShown = view.killer?.trail ?? [];
  const killerAt = trailShown[trailShown.length - 1] ?? null;

  const tokens: string[] = [];
  if (view.detective.at !== null) {
    const at = tokenAt(layout, view.detective.at, 0);
    tokens.push(token(at.x, at.y, at.r, DETECTIVE, 'D', 'detective', `The Detective, at ${spotName(city, view.detective.at)}`));
  }
  const witness = view.witness ?? view.killer?.move?.witness ?? null;
  if (witness !== null) {
    const at = tokenAt(layout, witness, 1);
    tokens.push(token(at.x, at.y, at.r, WITNESS, 'W', 'witness', `The Witness, in park ${witness}${view.witness === null ? ' (this move, not yet public)' : ''}`));
  }
  if (killerAt !== null) {
    const at = tokenAt(layout, killerAt, 2);
    tokens.push(token(at.x, at.y, at.r, KILLER, 'K', 'killer', `The Killer, at ${spotName(city, killerAt)}`));
  }

  const sheetTop = 196;
  const sheet = detectiveSheet(view, city, legal, sheetTop);
  const legendY = Math.max((layout.tunnel === null ? gridBottom : layout.tunnel.y + layout.tunnel.height) + 26, 600);
  const entries: LegendEntry[] = [
    ...(['house', 'park', 'cafe', 'subway', 'street'] as const).map((kind) => ({ fill: KINDS[kind].fill, letter: KINDS[kind].letter, label: kind === 'street' ? 'street (no letter)' : KINDS[kind].name })),
    { fill: DETECTIVE, letter: 'D', label: 'the Detective' },
    { fill: WITNESS, letter: 'W', label: 'the Witness' },
    { fill: KILLER, letter: 'K', label: 'the Killer (seen by the Killer)' },
    { fill: VICTIM, letter: 'V', label: 'a victim (V2: claimed day 2)' },
  ];
  const height = legendY + 3 * 24 + 34;
  const body =
    header(view, active) +
    el('g', { 'data-layer': 'city' }, squares(layout, legal, killerAt), tunnel(layout, legal)) +
    trail(layout, view.outcome !== null || view.viewer === view.killerSeat ? trailShown : []) +
    el('g', { 'data-layer': 'pieces', 'pointer-events': 'none' }, victims(layout, view), ...tokens) +
    spoonTrack(view, 100) +
    sheet.markup +
    dayLog(view, Math.max(sheet.bottom + 20, 430)) +
    notepad(view, Math.max(sheet.bottom + 20, 430) + 22 + Math.max(1, view.days.length) * 17 + 12) +
    legend(20, legendY, entries, 4, 240) +
    actLegend(20, legendY + 3 * 24);
  const who = view.viewer === null ? 'a spectator' : seatName(view, view.viewer);
  return svgDocument({
    width: WIDTH,
    height,
    prefix: options.idPrefix ?? 'kr-cereal-killer',
    title: `One Card: Cereal Killer, day ${view.day}, as ${who} sees it`,
    body,
  });
}
