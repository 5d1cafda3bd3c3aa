/**
 * What a seat must never receive, read off the true match, and a scan of a decoded frame for it.
 *
 * Always secret: the seed and the random stream's state (with either, every hidden draw can be
 * replayed), an event meant for other seats, and another seat's action (both servers send a seat
 * only its own). Until the game is over, also what the game hides: the Killer's trail from the
 * Detective (Cereal Killer); other seats' Identity cards the viewer has not seen, their hands and
 * the Station deck (Frozen Horror). Any other game gets the checks that hold for every game.
 */
import { expect } from 'vitest';
import {
  applyAction,
  createMatch,
  seatUpdate,
  type AnyGameModule,
  type GameEvent,
  type MatchOf,
  type PlayerId,
} from '../../../src/index.js';

/** A frame as the scan reads it: its raw text and its decoded value. */
export interface ScannedFrame {
  readonly text: string;
  readonly value: unknown;
}

type AnyMatch = MatchOf<AnyGameModule>;

/** Every match of a finished game, step by step, with the events of the action that led to it. */
export interface History {
  readonly matches: readonly AnyMatch[];
  readonly events: readonly (readonly GameEvent[])[];
}

/** Rebuilds every step of `final` from its seed, config and log. */
export function historyOf(game: AnyGameModule, final: AnyMatch): History {
  const created = createMatch(game, { config: final.config, seed: final.seed });
  if (!created.ok) throw new Error(created.error.message);
  const matches: AnyMatch[] = [created.match];
  const events: GameEvent[][] = [created.events];
  let match = created.match;
  for (const action of final.log) {
    const applied = applyAction(game, match, action);
    if (!applied.ok) throw new Error(applied.error.message);
    match = applied.match;
    matches.push(match);
    events.push(applied.events);
  }
  return { matches, events };
}

/** The match at `step`, failing the test if the history has no such step. */
export function matchAt(history: History, step: unknown): AnyMatch {
  const match = typeof step === 'number' ? history.matches[step] : undefined;
  if (match === undefined) throw new Error(`a frame names step ${String(step)}, which the final log does not reach`);
  return match;
}

/**
 * `update` must be exactly what `seat` is owed at its step: `seatUpdate` of the true match then,
 * with the events of the action that led there (or none, for the update sent on joining).
 */
export function expectSeatUpdate(game: AnyGameModule, history: History, seat: PlayerId | null, update: unknown): void {
  const step = (update as { step?: unknown }).step;
  const match = matchAt(history, step);
  const events = history.events[step as number] ?? [];
  const full = JSON.parse(JSON.stringify(seatUpdate(game, match, seat, events))) as { events: unknown[] };
  const joined = { ...full, events: [] };
  expect([full, joined]).toContainEqual(update);
}

function walk(value: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
    return;
  }
  const node = value as Record<string, unknown>;
  visit(node);
  for (const key in node) walk(node[key], visit);
}

/** The secrets of `match` for `seat` that `frame` holds, named; `[]` when it holds none. */
export function leaksIn(game: AnyGameModule, match: AnyMatch, seat: PlayerId | null, frame: ScannedFrame): string[] {
  const leaks: string[] = [];
  const json = frame.value === undefined ? '' : JSON.stringify(frame.value);
  if (frame.text.includes(match.seed) || json.includes(match.seed)) leaks.push('the seed');
  for (const part of ['s0', 's1', 's2'] as const) {
    if (json.includes(JSON.stringify(match.rng[part]))) leaks.push(`the random stream (rng.${part})`);
  }
  walk(frame.value, (node) => {
    const visibleTo = node.visibleTo;
    if (Array.isArray(visibleTo) && (seat === null || !visibleTo.includes(seat))) {
      leaks.push(`an event for seats ${JSON.stringify(visibleTo)}: ${JSON.stringify(node).slice(0, 120)}`);
    }
    if (typeof node.type === 'string' && typeof node.player === 'number' && node.player !== seat && game.schemas.action.safeParse(node).success) {
      leaks.push(`an action of seat ${node.player}: ${JSON.stringify(node)}`);
    }
  });
  if (game.outcome(match.state) === null) leaks.push(...hiddenByTheGame(game, match.state, seat, frame.value, json));
  return leaks;
}

interface CerealKillerSecrets {
  readonly config: { readonly killer: number };
  readonly killer: { readonly trail: readonly number[] };
}

interface FrozenHorrorSecrets {
  readonly seats: readonly { readonly identity: string; readonly revealed: boolean; readonly hand: readonly number[]; readonly knows: readonly number[] }[];
  readonly deck: readonly number[];
}

function hiddenByTheGame(game: AnyGameModule, state: unknown, seat: PlayerId | null, value: unknown, json: string): string[] {
  const leaks: string[] = [];
  switch (game.id) {
    case 'cereal-killer': {
      const { config, killer } = state as CerealKillerSecrets;
      if (seat === config.killer) break;
      // The notepad ("trail") exists only in the Killer's view and the state.
      if (json.includes('"trail":')) leaks.push(`the Killer's trail (${JSON.stringify(killer.trail)})`);
      break;
    }
    case 'frozen-horror': {
      const { seats, deck } = state as FrozenHorrorSecrets;
      const known = seat === null ? [] : (seats[seat]?.knows ?? []);
      const hidden = (other: number): boolean => other !== seat && seats[other]?.revealed !== true && !known.includes(other);
      walk(value, (node) => {
        if (!Array.isArray(node.seats)) return;
        node.seats.forEach((shown: unknown, other) => {
          const identity = (shown as { identity?: unknown } | null)?.identity;
          if (hidden(other) && typeof identity === 'string') leaks.push(`seat ${other}'s Identity card (${identity})`);
        });
      });
      seats.forEach(({ hand }, other) => {
        if (other !== seat && hand.length > 0 && json.includes(`"hand":${JSON.stringify(hand)}`)) leaks.push(`seat ${other}'s hand`);
      });
      if (deck.length > 1 && json.includes(JSON.stringify(deck))) leaks.push('the order of the Station deck');
      break;
    }
  }
  return leaks;
}
