/**
 * The board of Quad City Killers as SVG: the four cities either side of the river, each with its
 * Heat track, its Prey spaces (Defense, Notoriety, Victimology, Police, the Resource cards left
 * under a Prey) and the Skull Pawns in it; the Prey waiting to be placed, the decks and discard
 * piles; the Attack in play; every Killer Board with its Dexterity track, M.O. or Ego, hand size
 * and collection; the seat's own hand (every viewer's, in solo).
 *
 * @packageDocumentation
 * @module killer-rules/quad-city-killers/board
 */
import type { PlayerId } from '../core/types.js';
import type {
  PreyCard,
  QuadCityContent,
  QuadCityKillersAction,
  QuadCityKillersConfig,
  QuadCityKillersView,
  ResourceCard,
  ResourceKind,
  SeatView,
} from '../games/quad-city-killers/index.js';
import { QUIET_HEAT_LEVELS, rulesOf } from '../games/quad-city-killers/index.js';
import {
  actCircle,
  actGroup,
  actionIndices,
  actLegend,
  actRing,
  clip,
  colourFill,
  el,
  INK,
  inkOn,
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
const MAP_Y = 84;
const PREY_W = 104;
const PREY_H = 112;

/** Each kind of Resource card: a colour and a mark beside it. */
const KINDS: Readonly<Record<ResourceKind, { fill: string; mark: string; name: string }>> = {
  weapon: { fill: '#b91c1c', mark: 'W', name: 'Weapon' },
  modifier: { fill: '#1d4ed8', mark: 'M', name: 'Modifier' },
  scenario: { fill: '#7e22ce', mark: 'S', name: 'Scenario' },
  ego: { fill: '#b45309', mark: 'E', name: 'Ego' },
};

/** Each seat's Skull Pawn colour (the pawn also shows the seat's number). */
const SEAT_FILLS: readonly string[] = ['#111827', '#be123c', '#1d4ed8', '#047857', '#7c3aed', '#0e7490'];

const END_TEXT: Readonly<Record<string, string>> = {
  'highest-notoriety': 'the highest Notoriety wins',
  'tie-rolled-off': 'a tie on Notoriety, rolled off',
  'no-prey-left': 'no Prey left: the highest Notoriety wins',
  'dexterity-scale-completed': 'the end of the Dexterity Scale: you win',
  'fell-below-dexterity-scale': 'fell below the Dexterity Scale: you lose',
  'all-cities-locked-down': 'every city is in Lockdown: you lose',
};

const STEP_TEXT: Readonly<Record<string, string>> = {
  weapon: 'choosing a Weapon',
  modifier: 'choosing a Modifier',
  answers: 'open to Modifiers against it',
  'after-failure': 'failed: a Mulligan, or not',
  claim: 'a kill with an M.O. Weapon: claim it, or not',
};

/** What an action does to the element it is on, for the element's label. */
const VERBS: Readonly<Record<string, string>> = {
  'travel-to': 'Travel to',
  'choose-city': 'Choose',
  'place-prey': 'Place the Prey in',
  'choose-weapon': 'use as the Weapon',
  'choose-modifier': 'use as the Modifier',
  'play-against': 'play it against the Attack',
  'play-scenario': 'play the Scenario',
  'declare-ego': 'declare it your Ego',
  discard: 'discard it',
};

interface Context {
  readonly view: QuadCityKillersView;
  readonly content: QuadCityContent;
  readonly legal: readonly QuadCityKillersAction[];
  /** Under the table rule `lockdownBarsTravelOnly`, a city in Lockdown still takes Prey (ruling 18). */
  readonly lockdownBarsTravelOnly: boolean;
}

function seatFill(seat: PlayerId): string {
  return SEAT_FILLS[seat % SEAT_FILLS.length] ?? INK;
}

function killerName(context: Context, seat: PlayerId): string {
  const board = context.content.killers[context.view.seats[seat]?.killer ?? -1];
  return `${board?.name ?? 'a Killer'} (seat ${seat})`;
}

function resourceName(content: QuadCityContent, card: number): string {
  return content.resources[card]?.name ?? `Resource card ${card}`;
}

function preyName(content: QuadCityContent, card: number): string {
  return content.prey[card]?.name ?? `Prey card ${card}`;
}

/** What a Resource card adds, in a few characters: "+2", "+1 +2 M.O.", "3 dice", "−2 Def". */
function resourceValue(card: ResourceCard | undefined): string {
  if (card === undefined) return '';
  switch (card.kind) {
    case 'weapon': {
      const advantage = card.advantage;
      if (advantage.type === 'standard') return `+${advantage.value}`;
      if (advantage.type === 'mo') return `+${advantage.value}, M.O. +${advantage.moBonus}`;
      if (advantage.type === 'dice') return '3 dice';
      return `Defense −${advantage.value}`;
    }
    case 'modifier':
      return `+${card.value}${card.trophy > 0 ? `, trophy ${card.trophy}` : ''}`;
    default:
      return '';
  }
}

/** A Resource card, small: its kind's colour and mark, its name; clickable for what it stands for. */
function resourceChip(context: Context, card: number, x: number, y: number, width: number, indices: readonly number[] = []): string {
  const printed = context.content.resources[card];
  const kind = KINDS[printed?.kind ?? 'weapon'];
  const name = resourceName(context.content, card);
  return actGroup(
    indices,
    `${name}: ${indices.map((index) => context.legal[index]?.type ?? '').join(', ')}`,
    tooltip(`${name} (${kind.name}${printed?.actionIcon === true ? ', (A) Action' : ''}): ${printed?.text ?? ''}`) +
      el('rect', { x, y, width, height: 16, rx: 3, fill: '#fff', stroke: kind.fill }) +
      el('rect', { x, y, width: 14, height: 16, rx: 3, fill: kind.fill }) +
      txt(x + 7, y + 12, kind.mark, { 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 700, fill: '#fff' }) +
      txt(x + 17, y + 12, clip(name, Math.floor((width - 18) / 5.6)), { 'font-size': 10 }) +
      (indices.length === 0 ? '' : actRing(x, y, width, 16, 4)),
    { 'data-piece': `resource:${card}`, 'data-target': `resource:${card}` },
  );
}

/** A Prey card, small: its colour and name. */
function preyChip(context: Context, card: number, x: number, y: number, width: number): string {
  const printed = context.content.prey[card];
  const fill = colourFill(printed?.colour ?? 'grey');
  return el(
    'g',
    { 'data-piece': `prey:${card}` },
    tooltip(`${preyName(context.content, card)}, ${printed?.title ?? ''}: Defense ${printed?.defense ?? '?'}, Notoriety ${printed?.notoriety ?? '?'}`),
    el('rect', { x, y, width, height: 16, rx: 3, fill, stroke: INK }),
    txt(x + 4, y + 12, clip(`${preyName(context.content, card)} · ${printed?.notoriety ?? '?'}`, Math.floor(width / 5.6)), { 'font-size': 10, fill: inkOn(fill) }),
  );
}

/** A Prey card on the map (or waiting to be placed): its face, clickable to attack it or to replace it. */
function preyCard(context: Context, card: number, x: number, y: number, city: number | null): string {
  const printed: PreyCard | undefined = context.content.prey[card];
  const fill = colourFill(printed?.colour ?? 'grey');
  const indices =
    city === null
      ? []
      : actionIndices(context.legal, (action) => (action.type === 'attack' && action.prey === card) || (action.type === 'place-prey' && action.replacing === card));
  const home = printed === undefined ? '' : printed.city === null ? 'Tourist (any city)' : (context.content.cities[printed.city]?.name ?? '');
  const lines = wrap(printed?.name ?? `Prey card ${card}`, 16).slice(0, 2);
  const label = indices.map((index) => (context.legal[index]?.type === 'attack' ? `Attack ${printed?.name ?? card}` : `Replace ${printed?.name ?? card}`)).join('; ');
  return actGroup(
    indices,
    label,
    tooltip(`${printed?.name ?? card}, ${printed?.title ?? ''} — ${home}; hair ${printed?.hair ?? '?'}, eyes ${printed?.eye ?? '?'}`) +
      el('rect', { x, y, width: PREY_W, height: PREY_H, rx: 6, fill: '#fff', stroke: INK }) +
      el('rect', { x: x + 1, y: y + 1, width: PREY_W - 2, height: 16, rx: 5, fill }) +
      txt(x + 5, y + 13, clip(home, printed?.police === true ? 11 : 18), { 'font-size': 10, 'font-weight': 700, fill: inkOn(fill) }) +
      lines.map((line, index) => txt(x + 5, y + 31 + index * 12, line, { 'font-size': 11, 'font-weight': 700 })).join('') +
      txt(x + 5, y + 56, clip(printed?.title ?? '', 18), { 'font-size': 9, fill: MUTED }) +
      txt(x + 5, y + 75, `Defense ${printed?.defense ?? '?'}`, { 'font-size': 13, 'font-weight': 700 }) +
      txt(x + 5, y + 91, `Notoriety ${printed?.notoriety ?? '?'}`, { 'font-size': 11 }) +
      txt(x + 5, y + 105, clip(`${printed?.hair ?? '?'} hair, ${printed?.eye ?? '?'} eyes`, 19), { 'font-size': 9, fill: MUTED }) +
      (printed?.police === true ? el('rect', { x: x + PREY_W - 40, y: y + 3, width: 36, height: 12, rx: 6, fill: '#1e3a8a', stroke: '#fff' }) + txt(x + PREY_W - 22, y + 12, 'POLICE', { 'text-anchor': 'middle', 'font-size': 8, 'font-weight': 700, fill: '#fff' }) : '') +
      (indices.length === 0 ? '' : actRing(x, y, PREY_W, PREY_H, 8)),
    { 'data-piece': `prey:${card}`, 'data-target': `prey:${card}` },
  );
}

/** Cities in rows by state, the first state's above the river. */
function cityRows(content: QuadCityContent): number[][] {
  const states: string[] = [];
  for (const city of content.cities) if (!states.includes(city.state)) states.push(city.state);
  return states.map((state) => content.cities.flatMap((city, id) => (city.state === state ? [id] : [])));
}

function skull(context: Context, seat: SeatView, x: number, y: number): string {
  const indices = actionIndices(context.legal, (action) => action.type === 'choose-player' && action.target === seat.seat);
  return actGroup(
    indices,
    `Choose ${killerName(context, seat.seat)}`,
    tooltip(`Skull Pawn of ${killerName(context, seat.seat)}`) +
      el('path', { d: `M${x - 11} ${y + 2}a11 11 0 1 1 22 0v7h-22z`, fill: seatFill(seat.seat), stroke: '#fff' }) +
      txt(x, y + 6, String(seat.seat), { 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: '#fff' }) +
      (indices.length === 0 ? '' : actCircle(x, y, 15)),
    { 'data-piece': `pawn:${seat.seat}`, 'data-target': `pawn:${seat.seat}` },
  );
}

function map(context: Context): { markup: string; bottom: number } {
  const { view, content, legal } = context;
  const out: string[] = [];
  const rows = cityRows(content);
  const underRows = Math.max(0, ...view.cities.flatMap((city) => city.prey.map((prey) => prey.under.length)));
  const cityH = 92 + PREY_H + underRows * 18;
  let y = MAP_Y;
  rows.forEach((row, rowIndex) => {
    if (rowIndex > 0) {
      // The river between the states.
      const waves = Array.from({ length: 23 }, (_, index) => `q25 ${index % 2 === 0 ? -8 : 8} 50 0`).join('');
      out.push(el('path', { d: `M20 ${y + 14}${waves}`, fill: 'none', stroke: '#60a5fa', 'stroke-width': 16, 'stroke-linecap': 'round' }), txt(WIDTH / 2, y + 19, 'the river', { 'text-anchor': 'middle', 'font-size': 12, 'font-style': 'italic', fill: '#1e3a8a' }));
      y += 34;
    }
    const width = Math.floor((WIDTH - 40 - (row.length - 1) * 16) / Math.max(1, row.length));
    row.forEach((id, column) => {
      const city = content.cities[id];
      const state = view.cities[id];
      if (city === undefined || state === undefined) return;
      const x = 20 + column * (width + 16);
      const fill = colourFill(city.colour);
      const indices = actionIndices(legal, (action) => ((action.type === 'travel-to' || action.type === 'choose-city') && action.city === id) || (action.type === 'place-prey' && action.city === id && action.replacing === null));
      const lockdown = view.players === 1 && state.heat >= content.heatLevels;
      // What the Lockdown closes (ruling 18): the city, or under lockdownBarsTravelOnly its Travel only.
      const closed = context.lockdownBarsTravelOnly ? ' · LOCKDOWN: no Travel' : ' · LOCKDOWN';
      out.push(
        actGroup(
          indices,
          `${[...new Set(indices.map((index) => VERBS[context.legal[index]?.type ?? ''] ?? ''))].join(' / ')} ${city.name}`,
          tooltip(`${city.name}, ${city.state}`) +
            el('rect', { x, y, width, height: cityH, rx: 10, fill: lockdown ? '#e5e7eb' : '#fffdf7', stroke: INK, 'stroke-width': 1.5 }) +
            el('rect', { x, y, width: 10, height: cityH, rx: 5, fill }) +
            txt(x + 18, y + 22, `${city.name}, ${city.state}`, { 'font-size': 16, 'font-weight': 700 }) +
            txt(x + width - 10, y + 20, `ID colour: ${city.colour}${lockdown ? closed : ''}`, { 'text-anchor': 'end', 'font-size': 11, fill: MUTED }) +
            (indices.length === 0 ? '' : actRing(x, y, width, cityH, 12)),
          { 'data-target': `city:${id}` },
        ),
      );
      // The Heat track: the first levels are quiet; each level after them adds 1 to every Prey Defense here.
      out.push(txt(x + 18, y + 46, 'Heat', { 'font-size': 12, 'font-weight': 700 }));
      for (let level = 1; level <= content.heatLevels; level++) {
        const lx = x + 54 + (level - 1) * 34;
        const hot = level > QUIET_HEAT_LEVELS;
        out.push(el('rect', { x: lx, y: y + 32, width: 30, height: 20, rx: 3, fill: hot ? '#fde68a' : '#f3f4f6', stroke: '#9ca3af' }), txt(lx + 15, y + 46, hot ? `+${level - QUIET_HEAT_LEVELS}` : String(level), { 'text-anchor': 'middle', 'font-size': 11 }));
      }
      const hx = x + 54 + (state.heat - 1) * 34;
      out.push(el('g', { 'data-piece': `heat:${id}` }, tooltip(`Heat level ${state.heat} of ${content.heatLevels}`), el('circle', { cx: hx + 15, cy: y + 42, r: 11, fill: 'none', stroke: '#b45309', 'stroke-width': 3.5 })));
      // Skull Pawns.
      view.seats.filter((seat) => seat.city === id).forEach((seat, index) => out.push(skull(context, seat, x + width - 20 - index * 26, y + 44)));
      // Prey spaces.
      for (let space = 0; space < city.preySpaces; space++) {
        const px = x + 18 + space * (PREY_W + 6);
        const prey = state.prey[space];
        if (prey === undefined) {
          out.push(el('rect', { x: px, y: y + 64, width: PREY_W, height: PREY_H, rx: 6, fill: 'none', stroke: '#d1d5db', 'stroke-dasharray': '5 4' }));
          continue;
        }
        out.push(preyCard(context, prey.card, px, y + 64, id));
        prey.under.forEach((card, index) => out.push(resourceChip(context, card, px, y + 70 + PREY_H + index * 18, PREY_W)));
      }
      // Prey beyond the spaces (never in play, but a custom content could ask): after the last space.
      state.prey.slice(city.preySpaces).forEach((prey, index) => out.push(preyChip(context, prey.card, x + 18, y + cityH - 20 - index * 18, PREY_W)));
    });
    y += cityH + 10;
  });
  return { markup: out.join(''), bottom: y };
}

function header(context: Context, active: readonly PlayerId[]): string {
  const { view } = context;
  const you = view.viewer === null ? 'You are watching' : `You are ${killerName(context, view.viewer)}`;
  let turn: string;
  if (view.outcome !== null) {
    const winners = view.outcome.winners.map((seat) => killerName(context, seat));
    turn = `Game over: ${winners.length === 0 ? 'nobody' : listed(winners)} — ${END_TEXT[view.outcome.reason] ?? view.outcome.reason}${view.outcome.rank === null ? '' : ` (${view.outcome.rank})`}`;
  } else if (view.phase === 'setup') {
    turn = `Setting up: ${active.length === 0 ? 'nobody' : listed(active.map((seat) => killerName(context, seat)))} to place a starting Prey`;
  } else {
    const solo = view.players === 1;
    const answering = view.attack?.step === 'answers' && active.length > 0 && !active.includes(view.attack.attacker);
    turn = answering
      ? `${listed(active.map((seat) => `seat ${seat}`))} may play a Modifier against the Attack`
      : `Turn: ${listed(active.map((seat) => killerName(context, seat)))}${solo ? '' : `, ${plural(view.turn.actionsLeft, 'Action')} left`}`;
  }
  return (
    txt(20, 32, `Quad City Killers${view.players === 1 ? ' — solo' : ` — ${view.players} players, turn ${view.turn.number}`}`, { 'font-size': 22, 'font-weight': 700 }) +
    txt(20, 58, `${you} · ${turn}`, { 'font-size': 15, 'data-turn': active.join(' ') })
  );
}

/** The Prey waiting to be placed, the decks (clickable to Hunt, or to refill in solo) and the discard piles. */
function piles(context: Context, y: number): { markup: string; bottom: number } {
  const { view, legal } = context;
  const out: string[] = [];
  const hunt = actionIndices(legal, (action) => action.type === 'hunt');
  out.push(
    actGroup(
      hunt,
      'Hunt: reveal and place another Prey card',
      el('rect', { x: 20, y, width: 150, height: 50, rx: 6, fill: '#374151' }) +
        txt(95, y + 22, 'Prey deck', { 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: '#fff' }) +
        txt(95, y + 40, plural(view.preyDeckSize, 'card'), { 'text-anchor': 'middle', 'font-size': 12, fill: '#fff' }) +
        (hunt.length === 0 ? '' : actRing(20, y, 150, 50, 8)),
      { 'data-target': 'prey-deck' },
    ),
  );
  const refill = actionIndices(legal, (action) => action.type === 'refill');
  out.push(
    actGroup(
      refill,
      'Replenish your hand to 6 cards',
      el('rect', { x: 180, y, width: 150, height: 50, rx: 6, fill: '#4c1d95' }) +
        txt(255, y + 22, 'Resource deck', { 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: '#fff' }) +
        txt(255, y + 40, plural(view.resourceDeckSize, 'card'), { 'text-anchor': 'middle', 'font-size': 12, fill: '#fff' }) +
        (refill.length === 0 ? '' : actRing(180, y, 150, 50, 8)),
      { 'data-target': 'resource-deck' },
    ),
  );
  if (view.placing.length > 0) {
    out.push(txt(350, y + 12, `To place: ${view.placing.map((one) => `${preyName(context.content, one.prey)} (seat ${one.seat})`).join(', ')}`, { 'font-size': 12, 'font-weight': 700 }));
    view.placing.forEach((one, index) => out.push(preyCard(context, one.prey, 350 + index * (PREY_W + 6), y + 18, null)));
  }
  let row = y + (view.placing.length > 0 ? PREY_H + 30 : 64);
  out.push(txt(20, row, `Prey discard pile: ${view.preyDiscard.length}`, { 'font-size': 13, 'font-weight': 700 }));
  view.preyDiscard.forEach((card, index) => out.push(preyChip(context, card, 20 + (index % 8) * 144, row + 6 + Math.floor(index / 8) * 18, 140)));
  row += 26 + Math.ceil(view.preyDiscard.length / 8) * 18;
  out.push(txt(20, row, `Resource discard pile: ${view.resourceDiscard.length}`, { 'font-size': 13, 'font-weight': 700 }));
  view.resourceDiscard.forEach((card, index) => out.push(resourceChip(context, card, 20 + (index % 8) * 144, row + 6 + Math.floor(index / 8) * 18, 140)));
  row += 16 + Math.ceil(view.resourceDiscard.length / 8) * 18;
  return { markup: out.join(''), bottom: row + 10 };
}

function attackPanel(context: Context, y: number): { markup: string; bottom: number } {
  const { view, content, legal } = context;
  const attack = view.attack;
  if (attack === null) return { markup: '', bottom: y };
  const out: string[] = [
    txt(20, y, `Attack: ${killerName(context, attack.attacker)} on ${preyName(content, attack.prey)} in ${content.cities[attack.city]?.name ?? attack.city} — ${STEP_TEXT[attack.step] ?? attack.step}${attack.egoBonus > 0 ? `, Ego +${attack.egoBonus}` : ''}${attack.coldTrail ? ', no Heat (cold trail)' : ''}`, {
      'font-size': 14,
      'font-weight': 700,
    }),
  ];
  let x = 20;
  const claim = actionIndices(legal, (action) => action.type === 'claim-mo');
  if (attack.weapon !== null) {
    out.push(txt(x, y + 20, 'Weapon:', { 'font-size': 12 }), resourceChip(context, attack.weapon, x + 52, y + 8, 180, claim));
    x += 250;
  }
  if (attack.modifier !== null) {
    out.push(txt(x, y + 20, 'Modifier:', { 'font-size': 12 }), resourceChip(context, attack.modifier, x + 58, y + 8, 180));
    x += 256;
  }
  attack.answers.forEach((answer) => {
    out.push(txt(x, y + 20, `against, seat ${answer.seat}:`, { 'font-size': 12 }), resourceChip(context, answer.card, x + 100, y + 8, 160));
    x += 276;
  });
  const result = attack.result;
  if (result !== null) out.push(txt(20, y + 44, `Rolled ${result.roll.join(' + ')}: total ${result.total} against Defense ${result.defense} — ${result.success ? 'a kill' : 'failed'}`, { 'font-size': 12 }));
  if (attack.waiting.length > 0) out.push(txt(20, y + (result === null ? 44 : 60), `Waiting for ${listed(attack.waiting.map((seat) => `seat ${seat}`))} to play a Modifier against it or pass`, { 'font-size': 12, fill: MUTED }));
  return { markup: out.join(''), bottom: y + 70 };
}

/** Every Killer Board: pawn, name, Victimology, the Dexterity track, the M.O. or Ego, hand, collection. */
function killers(context: Context, y: number): { markup: string; bottom: number } {
  const { view, content, legal } = context;
  const out: string[] = [txt(20, y, 'Killer Boards', { 'font-size': 15, 'font-weight': 700 })];
  let row = y + 12;
  for (const seat of view.seats) {
    const board = content.killers[seat.killer];
    const scale = board?.dexterity ?? [];
    out.push(
      el('rect', { x: 20, y: row, width: 20, height: 20, rx: 10, fill: seatFill(seat.seat) }),
      txt(30, row + 14.5, String(seat.seat), { 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: '#fff' }),
      txt(48, row + 15, `${killerName(context, seat.seat)}${seat.seat === view.viewer ? ' — you' : ''} · Victimology: ${board?.victimology.hair ?? '?'} hair, ${board?.victimology.eye ?? '?'} eyes · Notoriety ${seat.notoriety} · ${plural(seat.handSize, 'card')} in hand`, {
        'font-size': 13,
        'font-weight': view.turn.player === seat.seat && view.outcome === null ? 700 : 400,
      }),
      txt(48, row + 40, 'Dexterity', { 'font-size': 11 }),
    );
    scale.forEach((value, spot) => {
      const sx = 104 + spot * 30;
      out.push(el('rect', { x: sx, y: row + 26, width: 26, height: 20, rx: 3, fill: spot === scale.length - 1 ? '#fecaca' : '#f3f4f6', stroke: '#9ca3af' }), txt(sx + 13, row + 40, `+${value}`, { 'text-anchor': 'middle', 'font-size': 11 }));
    });
    out.push(
      el('g', { 'data-piece': `dex:${seat.seat}` }, tooltip(`Dexterity spot ${seat.dexterity + 1} of ${scale.length}`), el('circle', { cx: 104 + seat.dexterity * 30 + 13, cy: row + 36, r: 11, fill: 'none', stroke: '#dc2626', 'stroke-width': 3.5 })),
    );
    let x = 114 + scale.length * 30;
    if (seat.mo !== null) {
      const useEgo = actionIndices(legal, (action) => action.type === 'use-ego' && action.player === seat.seat);
      out.push(txt(x, row + 40, 'M.O.:', { 'font-size': 11 }), resourceChip(context, seat.mo, x + 34, row + 28, 160, useEgo));
      x += 204;
    }
    const others = seat.seat === view.viewer || view.players === 1 ? [] : seat.shown;
    if (others.length > 0) {
      out.push(txt(x, row + 40, 'in hand, seen by all:', { 'font-size': 11 }));
      others.forEach((card, index) => out.push(resourceChip(context, card, x + 112 + index * 124, row + 28, 120)));
    }
    row += 52;
    if (seat.collection.length + seat.trophies.length > 0) {
      out.push(txt(48, row + 12, 'Collection:', { 'font-size': 11 }));
      seat.collection.forEach((card, index) => out.push(preyChip(context, card, 112 + (index % 7) * 150, row + Math.floor(index / 7) * 18, 146)));
      const after = seat.collection.length;
      seat.trophies.forEach((card, index) => out.push(resourceChip(context, card, 112 + ((after + index) % 7) * 150, row + Math.floor((after + index) / 7) * 18, 146)));
      row += Math.ceil((seat.collection.length + seat.trophies.length) / 7) * 18 + 6;
    }
    row += 6;
  }
  return { markup: out.join(''), bottom: row };
}

/** The viewer's hand (every viewer's, in solo): each card clickable for everything it can be used for now. */
function hand(context: Context, y: number): { markup: string; bottom: number } {
  const { view, content, legal } = context;
  if (view.hand === null) return { markup: txt(20, y, 'Hands are hidden: a spectator sees only their sizes.', { 'font-size': 13, fill: MUTED }), bottom: y + 12 };
  const out: string[] = [txt(20, y, view.players === 1 ? 'Your hand (face up in solo)' : 'Your hand', { 'font-size': 15, 'font-weight': 700 })];
  view.hand.forEach((card, index) => {
    const printed = content.resources[card];
    const kind = KINDS[printed?.kind ?? 'weapon'];
    const x = 20 + (index % 8) * 146;
    const top = y + 10 + Math.floor(index / 8) * 116;
    const indices = actionIndices(legal, (action) => 'card' in action && action.card === card);
    const words = [...new Set(indices.map((at) => VERBS[legal[at]?.type ?? ''] ?? ''))];
    const text = wrap(printed?.text ?? '', 26).slice(0, 3);
    out.push(
      actGroup(
        indices,
        `${printed?.name ?? card}: ${listed(words)}`,
        tooltip(`${printed?.name ?? card} (${kind.name}): ${printed?.text ?? ''}`) +
          el('rect', { x, y: top, width: 140, height: 108, rx: 6, fill: '#fff', stroke: INK }) +
          el('rect', { x: x + 1, y: top + 1, width: 138, height: 18, rx: 5, fill: kind.fill }) +
          txt(x + 6, top + 14, `${kind.mark} · ${kind.name}${printed?.actionIcon === true ? ' · (A)' : ''}`, { 'font-size': 11, 'font-weight': 700, fill: '#fff' }) +
          txt(x + 6, top + 34, clip(printed?.name ?? `Resource card ${card}`, 21), { 'font-size': 12, 'font-weight': 700 }) +
          txt(x + 6, top + 50, resourceValue(printed), { 'font-size': 12 }) +
          text.map((line, at) => txt(x + 6, top + 66 + at * 12, at === 2 ? clip(line, 25) : line, { 'font-size': 9, fill: MUTED })).join('') +
          (indices.length === 0 ? '' : actRing(x, top, 140, 108, 8)),
        { 'data-piece': `resource:${card}`, 'data-target': `resource:${card}` },
      ),
    );
  });
  return { markup: out.join(''), bottom: y + 10 + Math.ceil(view.hand.length / 8) * 116 };
}

/**
 * The board of Quad City Killers for one seat's view, as one `<svg>` element.
 *
 * Clickable (class `kr-act`, `data-actions` = indices into `options.legal`): each city
 * (`data-target="city:2"`) for `travel-to`, `choose-city` and placing a Prey in a free space; each
 * Prey on the map (`prey:17`) for `attack` and for `place-prey` replacing it; each Resource card of
 * the hand (`resource:40`) for everything that plays it — `choose-weapon`, `choose-modifier`,
 * `play-against`, `play-scenario`, `declare-ego`, `discard`; the Weapon in the Attack for
 * `claim-mo`; the M.O. on a Killer Board for `use-ego`; a Skull Pawn (`pawn:1`) for
 * `choose-player`; the Prey deck (`prey-deck`) for `hunt`; the Resource deck (`resource-deck`) for
 * the solo `refill`. Not on the board: `travel` (the roll), `pass`, choosing no Weapon or Modifier.
 * Every Skull Pawn, Heat and Dexterity marker, and every face-up Prey and Resource card carries
 * `data-piece`.
 *
 * @param view - the seat's view (`quadCityKillers.view(state, seat)`)
 * @param config - the match's config (public), for the content: cities, boards, cards
 * @param options - the seat's legal actions, the seats to act, an id prefix
 */
export function quadCityKillersBoard(view: QuadCityKillersView, config: QuadCityKillersConfig, options: BoardOptions<QuadCityKillersAction> = {}): string {
  const context: Context = { view, content: config.content, legal: options.legal ?? [], lockdownBarsTravelOnly: rulesOf(config).lockdownBarsTravelOnly };
  const active = options.activePlayers ?? (view.outcome === null ? [view.pending?.seat ?? view.placing[0]?.seat ?? view.turn.player] : []);
  const board = map(context);
  const pileParts = piles(context, board.bottom + 6);
  const attackParts = attackPanel(context, pileParts.bottom + 14);
  const killerParts = killers(context, attackParts.bottom + 10);
  const handParts = hand(context, killerParts.bottom + 14);
  const legendY = handParts.bottom + 20;
  const entries: LegendEntry[] = [
    ...(['weapon', 'modifier', 'scenario', 'ego'] as const).map((kind) => ({ fill: KINDS[kind].fill, letter: KINDS[kind].mark, label: `${KINDS[kind].name} card` })),
    { fill: '#fde68a', letter: '+1', label: 'Heat +1: every Defense here +1' },
    { fill: '#fecaca', letter: '', label: 'the end of a Dexterity Scale' },
    { fill: seatFill(0), letter: '0', label: 'Skull Pawn (seat number)' },
    { fill: '#9ca3af', letter: '', label: 'a Prey card: its city (or Tourist) on its band' },
  ];
  const who = view.viewer === null ? 'a spectator' : killerName(context, view.viewer);
  return svgDocument({
    width: WIDTH,
    height: legendY + 3 * 24 + 30,
    prefix: options.idPrefix ?? 'kr-quad-city-killers',
    title: `Quad City Killers, as ${who} sees it`,
    body: header(context, active) + board.markup + pileParts.markup + attackParts.markup + killerParts.markup + handParts.markup + legend(20, legendY, entries, 4, 290) + actLegend(20, legendY + 2 * 24),
  });
}
