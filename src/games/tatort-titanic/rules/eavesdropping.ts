/**
 * 2. Clue Search › Action › Eavesdropping: "A detective eavesdrops on what another has just found
 * out. If a detective is in a room where another detective is taking a card at that moment, he
 * takes over that card from him if a roll of 1–3 succeeds. Both now know what is on the card."
 * With Eavesdropper: "recognises a card that another detective is currently taking. In the same
 * room on a roll of 1–4; in an adjoining room on a roll of 1–3."
 *
 * Eavesdropping happens on the taker's turn, as the card is taken; it is not the eavesdropper's
 * turn's action (ruling 9). The detectives who may try are asked clockwise from the taker; the
 * first to succeed takes the card over, which ends it (ruling 10).
 *
 * Under the table rule `eavesdropperOnlyRecognises` the Eavesdropper's ability is an action of its
 * own: it "recognises" the card (`recognise`) — on a success it learns the face and the card stays
 * with its taker, so the next detective is asked; in the room it may instead eavesdrop like anyone
 * (1–3), and next door it can only recognise.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { TatortTitanicEvent } from '../events.js';
import { colourOfCard, type EavesdropAction, type RecogniseAction, type TatortTitanicState } from '../schemas.js';
import { illegal } from './errors.js';
import { drawEventIfDue, rollDie } from './event-cards.js';
import { see } from './investigation-sheet.js';
import { adjoins, contentOf, has, isRoom, notNow, spaceName, tableRules, withInserted, without } from './queries.js';

/** The highest roll of the Eavesdropper's ability: "In the same room on a roll of 1–4; in an adjoining room on a roll of 1–3." */
function eavesdropperNeeds(state: TatortTitanicState, seat: PlayerId, room: number): number {
  return state.detectives[seat]?.space === room ? 4 : 3;
}

/**
 * The highest roll that takes the card over: 3 ("if a roll of 1–3 succeeds"), or the Eavesdropper's
 * odds for an Eavesdropper — unless, under the table rule `eavesdropperOnlyRecognises`, its ability
 * only recognises the card.
 */
export function eavesdropNeeds(state: TatortTitanicState, seat: PlayerId, room: number): number {
  return has(state.detectives[seat], 'eavesdropper') && !tableRules(state).eavesdropperOnlyRecognises ? eavesdropperNeeds(state, seat, room) : 3;
}

/** Whether the detective asked may recognise the card (an Eavesdropper, under the table rule `eavesdropperOnlyRecognises`). */
export function mayRecognise(state: TatortTitanicState, seat: PlayerId): boolean {
  return tableRules(state).eavesdropperOnlyRecognises && has(state.detectives[seat], 'eavesdropper');
}

/**
 * Whether the detective asked may try to take the card over: anyone in the room; an Eavesdropper
 * next door too, unless under the table rule `eavesdropperOnlyRecognises` (then it only recognises).
 */
export function mayEavesdrop(state: TatortTitanicState, seat: PlayerId, room: number): boolean {
  return state.detectives[seat]?.space === room || !tableRules(state).eavesdropperOnlyRecognises;
}

/**
 * `taker` is taking `card` in `room`: the detectives who may try to take it over, clockwise from
 * the taker — everyone in the same room, and Eavesdroppers in an adjoining room — are asked in
 * turn. Nobody eavesdrops on a deck or staircase space (no card is taken there).
 */
export function offerEavesdropping(draft: Draft<TatortTitanicState>, taker: PlayerId, card: number, room: number): void {
  const state = draft as TatortTitanicState;
  if (!isRoom(state, room)) return;
  const content = contentOf(draft);
  const queue: PlayerId[] = [];
  const players = draft.order.length;
  for (let step = 1; step < players; step++) {
    const seat = (taker + step) % players;
    const detective = draft.detectives[seat];
    if (detective === undefined) continue;
    if (detective.space === room || (has(detective, 'eavesdropper') && adjoins(content, detective.space, room))) queue.push(seat);
  }
  const [first, ...rest] = queue;
  if (first !== undefined) draft.pending = { kind: 'eavesdrop', seat: first, taker, card, room, queue: rest };
}

/** Only a detective asked may eavesdrop — under the table rule `eavesdropperOnlyRecognises`, one in the room. */
export function checkEavesdrop(state: TatortTitanicState, action: EavesdropAction): GameError | null {
  const pending = state.pending;
  if (pending?.kind !== 'eavesdrop') return notNow(state, action);
  if (mayEavesdrop(state, action.player, pending.room)) return null;
  return illegal(
    'tatort-titanic/eavesdrop-in-the-room',
    `Eavesdropping: "If a detective is in a room where another detective is taking a card at that moment, he takes over that card" — you are next door, not in ${spaceName(contentOf(state), pending.room)}; at this table the Eavesdropper only recognises a card from there (recognise)`,
  );
}

/** Only an Eavesdropper asked may recognise the card, and only under the table rule `eavesdropperOnlyRecognises`. */
export function checkRecognise(state: TatortTitanicState, action: RecogniseAction): GameError | null {
  if (state.pending?.kind !== 'eavesdrop') return notNow(state, action);
  if (!tableRules(state).eavesdropperOnlyRecognises) {
    return illegal(
      'tatort-titanic/eavesdropper-takes-over',
      'Special Abilities › Eavesdropper: "recognises a card that another detective is currently taking" is eavesdropping with better odds at this table — the card is taken over (ruling 10; table rule eavesdropperOnlyRecognises); eavesdrop instead',
    );
  }
  if (mayRecognise(state, action.player)) return null;
  return illegal('tatort-titanic/only-eavesdroppers-recognise', 'Special Abilities › Eavesdropper: only an Eavesdropper "recognises a card that another detective is currently taking"; eavesdrop or pass');
}

/** The next detective in the queue is asked, or the taker's turn goes on. */
function askNext(draft: Draft<TatortTitanicState>): void {
  const pending = draft.pending;
  if (pending?.kind !== 'eavesdrop') return;
  const [next, ...rest] = pending.queue;
  draft.pending = next === undefined ? null : { kind: 'eavesdrop', seat: next, taker: pending.taker, card: pending.card, room: pending.room, queue: rest };
}

/** The eavesdropper rolls: on a success it takes the card over, and both know it. */
export function applyEavesdrop(draft: Draft<TatortTitanicState>, action: EavesdropAction, rng: Rng, events: TatortTitanicEvent[]): void {
  const pending = draft.pending;
  if (pending?.kind !== 'eavesdrop') return;
  const seat = action.player;
  const { taker, card } = pending;
  const needed = eavesdropNeeds(draft as TatortTitanicState, seat, pending.room);
  const roll = rollDie(seat, 'eavesdropping', rng, events);
  const success = roll <= needed;
  events.push({ type: 'eavesdropping-tried', seat, taker, roll, needed, success });
  if (success) {
    const from = draft.detectives[taker];
    const to = draft.detectives[seat];
    if (from !== undefined && to !== undefined) {
      from.hand = without(from.hand, card);
      to.hand = withInserted(to.hand, card);
      see(draft, seat, card);
    }
    events.push({ type: 'card-taken-over', seat, from: taker, colour: colourOfCard(card) }, { type: 'card-read', card, visibleTo: [seat, taker] });
    draft.pending = null;
  } else {
    askNext(draft);
  }
  drawEventIfDue(draft, seat, roll, rng, events);
}

/**
 * The Eavesdropper rolls (1–4 in the room, 1–3 next door): on a success it learns the face, and
 * the card stays with its taker, still being taken — the next detective is asked either way.
 */
export function applyRecognise(draft: Draft<TatortTitanicState>, action: RecogniseAction, rng: Rng, events: TatortTitanicEvent[]): void {
  const pending = draft.pending;
  if (pending?.kind !== 'eavesdrop') return;
  const seat = action.player;
  const { taker, card } = pending;
  const needed = eavesdropperNeeds(draft as TatortTitanicState, seat, pending.room);
  const roll = rollDie(seat, 'eavesdropping', rng, events);
  const success = roll <= needed;
  events.push({ type: 'recognising-tried', seat, taker, roll, needed, success });
  if (success) {
    see(draft, seat, card);
    events.push({ type: 'card-read', card, visibleTo: [seat, taker] });
  }
  askNext(draft);
  drawEventIfDue(draft, seat, roll, rng, events);
}

/** A detective asked lets the card go. */
export function passEavesdropping(draft: Draft<TatortTitanicState>, seat: PlayerId, events: TatortTitanicEvent[]): void {
  events.push({ type: 'passed', seat, declined: 'eavesdropping' });
  askNext(draft);
}
