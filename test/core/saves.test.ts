/**
 * Saves (issue "For the app developer", payloads): format 2 stores the config once, format-1 saves
 * still load (a migration, tested on a committed format-1 save of each game), and a journal saves
 * one line per action.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createMatch,
  deserializeMatch,
  journalHeader,
  journalLine,
  journalOf,
  loadJournal,
  serializeMatch,
} from '../../src/core/index.js';
import { gameList } from '../../src/games/index.js';
import { playRandomly, unwrap } from './fixtures/helpers.js';

const formatOne = (id: string): string | null => {
  try {
    return readFileSync(new URL(`../fixtures/saves/${id}.format-1.json`, import.meta.url), 'utf8');
  } catch {
    return null;
  }
};

describe('format-1 saves (migration)', () => {
  const saved = gameList.flatMap((game) => {
    const text = formatOne(game.id);
    return text === null ? [] : [[game.id, game, text] as const];
  });

  it('there is a committed format-1 save for every game that had format 1 (the three of 0.1)', () => {
    expect(saved.map(([id]) => id).sort()).toEqual(expect.arrayContaining(['cereal-killer', 'frozen-horror', 'killercruise']));
  });

  it.each(saved)('%s: loads, replays to the same state, and saves again as format 2 with the config once', (_id, game, text) => {
    const old = JSON.parse(text) as { format: number; state: { config: unknown }; config: unknown; log: unknown[] };
    expect(old.format).toBe(1);
    const loaded = unwrap(deserializeMatch(game, text, { verify: true })).match;
    expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(old.state));
    expect(loaded.log).toHaveLength(old.log.length);
    const again = serializeMatch(loaded);
    const rewritten = JSON.parse(again) as { format: number; stateCarriesConfig: boolean; state: Record<string, unknown> };
    expect(rewritten.format).toBe(2);
    expect(rewritten.stateCarriesConfig).toBe(true);
    expect('config' in rewritten.state).toBe(false);
    expect(again.length).toBeLessThan(text.length - JSON.stringify(old.config).length + 100);
    // And the format-2 save loads back to the same match, byte for byte.
    expect(serializeMatch(unwrap(deserializeMatch(game, again, { verify: true })).match)).toBe(again);
  });
});

describe('format 2', () => {
  it.each(gameList.map((game) => [game.id, game] as const))('%s: stores the config once; the loaded state carries it again, first', (_id, game) => {
    const start = unwrap(createMatch(game, { seed: 'format-2' })).match;
    const { match } = playRandomly(game, start, 20, 'format-2/play');
    const text = serializeMatch(match);
    expect(text.split(JSON.stringify(match.config)).length - 1).toBe(1);
    const loaded = unwrap(deserializeMatch(game, text)).match;
    expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(match.state));
    expect(Object.keys(loaded.state as object)[0]).toBe('config');
  });

  it('refuses a state saved without its config that has a config field anyway', () => {
    const game = gameList[0];
    if (game === undefined) throw new Error('no game');
    const saved = JSON.parse(serializeMatch(unwrap(createMatch(game, { seed: 'twice' })).match)) as Record<string, unknown>;
    const text = JSON.stringify({ ...saved, state: { config: saved.config, ...(saved.state as object) } });
    const loaded = deserializeMatch(game, text);
    expect(loaded.ok).toBe(false);
  });
});

describe('the journal: one line per action', () => {
  it.each(gameList.map((game) => [game.id, game] as const))('%s: header + a line per action rebuilds the match exactly', (_id, game) => {
    let match = unwrap(createMatch(game, { seed: 'journal' })).match;
    let text = journalHeader(match);
    const { actions } = playRandomly(game, match, 25, 'journal/play');
    for (const action of actions) {
      match = unwrap(applyAction(game, match, action)).match;
      text += journalLine(match);
    }
    expect(text).toBe(journalOf(match));
    expect(text.split('\n')).toHaveLength(actions.length + 2);
    const loaded = unwrap(loadJournal(game, text)).match;
    expect(serializeMatch(loaded)).toBe(serializeMatch(match));
  });

  it('resumes from the last whole line when the last write was cut short, and refuses what does not replay', () => {
    const game = gameList[0];
    if (game === undefined) throw new Error('no game');
    const start = unwrap(createMatch(game, { seed: 'journal-cut' })).match;
    const { match } = playRandomly(game, start, 10, 'journal-cut/play');
    const text = journalOf(match);
    const cut = text.slice(0, -5);
    expect(unwrap(loadJournal(game, cut)).match.log).toEqual(match.log.slice(0, -1));
    expect(loadJournal(game, text.replace(`"game":"${game.id}"`, '"game":"chess"')).ok).toBe(false);
    const lines = text.split('\n');
    const forged = [lines[0], lines[1], JSON.stringify({ ...(JSON.parse(lines[2] ?? '{}') as object), player: 7 }), ...lines.slice(3)].join('\n');
    const refused = loadJournal(game, forged);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('INVALID_STATE');
    expect(loadJournal(game, '').ok).toBe(false);
  });

  it('journalLine reads only the last action, whatever the log length', () => {
    const game = gameList[0];
    if (game === undefined) throw new Error('no game');
    const start = unwrap(createMatch(game, { seed: 'journal-o1' })).match;
    const { match } = playRandomly(game, start, 30, 'journal-o1/play');
    const fresh = unwrap(deserializeMatch(game, serializeMatch(match))).match;
    const reads: PropertyKey[] = [];
    const watched = new Proxy(fresh, {
      get: (target, key, receiver) => {
        reads.push(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(journalLine(watched)).toBe(`${JSON.stringify(match.log[match.log.length - 1])}\n`);
    expect(reads).not.toContain('log');
  });
});
