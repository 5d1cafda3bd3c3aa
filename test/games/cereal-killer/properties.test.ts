/**
 * Property tests (DESIGN "How a game is tested", 2): random seeds, random legal play with a seeded
 * rng, and the invariants of the rulebook. KILLER_RULES_SOAK (a multiplier, default 1) scales the
 * number of runs up.
 */
import { junkProperties } from '../../support/junk-properties.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createRng, deserializeMatch, replay, serializeMatch, type Rng } from '../../../src/core/index.js';
import { CARDINALS, QUESTIONS } from '../../../src/games/cereal-killer/index.js';
import { DETECTIVE, cerealKiller, type CerealKillerAction, type CerealKillerState, type CkMatch } from './helpers.js';
import { parksNextTo, placeOf, randomGame, stateTrailProblems, stepsOf } from './model.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);
const runs = (base: number): number => base * soak;

const seedArb = fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom<0 | 1>(0, 1));

function detectiveSeat(state: CerealKillerState): number {
  return 1 - state.config.killer;
}

function victims(state: CerealKillerState): number {
  return state.days.filter((record) => record.victim !== null).length;
}

const OBJECTIVES: Readonly<Record<number, number>> = { 2: 1, 4: 3, 7: 6 };

describe('random legal play', () => {
  it('the Killer moves exactly three legal steps a day, never into the Detective\'s square of that day', () => {
    fc.assert(
      fc.property(seedArb, ([seed, killer]) => {
        const final = randomGame(seed, { killer }).at(-1)?.state;
        if (final === undefined) throw new Error('no game');
        const { trail } = final.killer;
        expect(trail).toHaveLength(1 + 3 * final.days.length);
        final.days.forEach((record, day) => {
          const blocked = record.detectiveAt === null ? null : placeOf(record.detectiveAt);
          for (let index = 3 * day; index < 3 * day + 3; index++) {
            const from = trail[index];
            const to = trail[index + 1];
            if (from === undefined || to === undefined) throw new Error('short trail');
            expect(stepsOf(final.config.city, from)).toContain(to);
            if (blocked !== null) expect(placeOf(to)).not.toBe(blocked);
          }
        });
        // The whole notepad fits the public record (victims on the path, answers, missed arrests,
        // the one victimless day of ruling 7).
        expect(stateTrailProblems(final)).toEqual([]);
      }),
      { numRuns: runs(40) },
    );
  });

  it('victims never decrease, arrests used never exceed 4, and the game ends by day 7 for a reason that holds', () => {
    fc.assert(
      fc.property(seedArb, ([seed, killer]) => {
        const matches = randomGame(seed, { killer });
        let seen = 0;
        for (const match of matches) {
          const shown = cerealKiller.view(match.state, DETECTIVE);
          expect(shown.victims).toBeGreaterThanOrEqual(seen);
          seen = shown.victims;
          expect(match.state.detective.arrestsLeft).toBeGreaterThanOrEqual(0);
          const misses = match.state.days.filter((record) => record.arrest !== null && !record.arrest.caught).length;
          expect(4 - match.state.detective.arrestsLeft).toBe(misses);
          expect(misses).toBeLessThanOrEqual(4);
          expect(match.state.day).toBeLessThanOrEqual(7);
        }
        const final = matches.at(-1)?.state;
        if (final === undefined) throw new Error('no game');
        const outcome = final.outcome;
        expect(outcome).not.toBeNull();
        if (outcome === null) return;
        const killerSeat = final.config.killer;
        const last = final.days.at(-1);
        switch (outcome.reason) {
          case 'detective-arrested-killer':
            expect(last?.arrest?.caught).toBe(true);
            expect(outcome.winners).toEqual([detectiveSeat(final)]);
            break;
          case 'detective-out-of-arrests':
            expect(final.detective.arrestsLeft).toBe(0);
            expect(outcome.winners).toEqual([killerSeat]);
            break;
          case 'killer-missed-objective': {
            const required = OBJECTIVES[final.day];
            expect(required).toBeDefined();
            expect(victims(final)).toBeLessThan(required ?? 0);
            expect(outcome.winners).toEqual([detectiveSeat(final)]);
            break;
          }
          case 'killer-survived-seven-days':
            expect(final.day).toBe(7);
            expect(final.days).toHaveLength(7);
            expect(victims(final)).toBeGreaterThanOrEqual(6);
            expect(outcome.winners).toEqual([killerSeat]);
            break;
          default:
            throw new Error(`unknown reason ${outcome.reason}`);
        }
        expect(outcome.returns[killerSeat]).toBe(outcome.winners.includes(killerSeat) ? 1 : -1);
      }),
      { numRuns: runs(40) },
    );
  });

  it('ruling 9: each day the Killer takes as many actions as the public record predicts, the last one finish-move', () => {
    fc.assert(
      fc.property(seedArb, ([seed, killer]) => {
        const matches = randomGame(seed, { killer });
        const final = matches.at(-1)?.state;
        if (final === undefined) throw new Error('no game');
        const taken = new Map<number, CerealKillerAction['type'][]>();
        for (let index = 1; index < matches.length; index++) {
          const before = matches[index - 1]?.state;
          const action = matches[index]?.log.at(-1);
          if (before === undefined || action === undefined || before.phase !== 'killer') continue;
          expect(action.player).toBe(killer);
          taken.set(before.day, [...(taken.get(before.day) ?? []), action.type]);
        }
        // Every Killer move the game saw was finished (the game never ends inside one).
        expect([...taken.keys()]).toEqual(final.days.map((record) => record.day));
        for (const record of final.days) {
          const parks = record.victim === null ? 0 : parksNextTo(final.config.city, record.victim).length;
          // 3 steps, a claim on a day with a victim, a Witness choice among two or more parks,
          // finish-move, and on day 1 the starting house: all of it public once the move ends.
          const predicted = 3 + (record.victim === null ? 0 : 1) + (parks >= 2 ? 1 : 0) + 1 + (record.day === 1 ? 1 : 0);
          const types = taken.get(record.day) ?? [];
          expect(types, `day ${record.day}: ${types.join(', ')}`).toHaveLength(predicted);
          expect(types.at(-1)).toBe('finish-move');
          expect(types.filter((type) => type === 'finish-move')).toHaveLength(1);
        }
      }),
      { numRuns: runs(40) },
    );
  });

  it('the Detective\'s and the spectator\'s views never change during the Killer\'s move and never hold the trail', () => {
    fc.assert(
      fc.property(seedArb, ([seed, killer]) => {
        const matches = randomGame(seed, { killer });
        for (let index = 1; index < matches.length; index++) {
          const before = matches[index - 1]?.state;
          const after = matches[index]?.state;
          if (before === undefined || after === undefined) continue;
          const detective = detectiveSeat(after);
          if (after.outcome === null) {
            expect(cerealKiller.view(after, detective).killer).toBeNull();
            expect(cerealKiller.view(after, null).killer).toBeNull();
          }
          if (before.phase === 'killer' && after.phase === 'killer' && before.day === after.day) {
            expect(JSON.stringify(cerealKiller.view(after, detective))).toBe(JSON.stringify(cerealKiller.view(before, detective)));
            expect(JSON.stringify(cerealKiller.view(after, null))).toBe(JSON.stringify(cerealKiller.view(before, null)));
          }
        }
      }),
      { numRuns: runs(20) },
    );
  });
});

/** Every action shape a seat could send, over a range a little wider than the city. */
function universe(): CerealKillerAction[] {
  const out: CerealKillerAction[] = [];
  for (const player of [0, 1]) {
    for (let square = 1; square <= 26; square++) {
      out.push({ type: 'choose-starting-house', player, house: square });
      out.push({ type: 'place-witness', player, park: square });
      out.push({ type: 'place-detective', player, cafe: square });
    }
    for (let spot = -25; spot <= 26; spot++) {
      out.push({ type: 'step', player, to: spot });
      out.push({ type: 'move', player, to: spot });
    }
    for (const direction of CARDINALS) out.push({ type: 'answer-direction', player, direction });
    for (const question of QUESTIONS) out.push({ type: 'interrogate', player, question });
    for (const type of ['claim-victim', 'finish-move', 'arrest', 'end-turn'] as const) out.push({ type, player });
  }
  return out;
}

describe('legalActions ⇔ reduce', () => {
  const candidates = universe();

  function agree(match: CkMatch, rng: Rng, sample: number): void {
    const legalKeys = new Set<string>();
    for (const seat of [0, 1]) for (const action of cerealKiller.legalActions(match.state, seat)) legalKeys.add(JSON.stringify(action));
    const before = JSON.stringify(match.state);
    for (const candidate of rng.shuffle(candidates).slice(0, sample)) {
      const applied = applyAction(cerealKiller, match, candidate);
      expect(applied.ok, `${JSON.stringify(candidate)}: ${applied.ok ? 'accepted' : applied.error.message}`).toBe(
        legalKeys.has(JSON.stringify(candidate)),
      );
      const reduced = cerealKiller.reduce(match.state, candidate, rng);
      expect(reduced.ok).toBe(applied.ok);
    }
    for (const key of legalKeys) expect(applyAction(cerealKiller, match, JSON.parse(key)).ok).toBe(true);
    expect(JSON.stringify(match.state)).toBe(before);
  }

  it('on sampled candidates, an action is accepted exactly when legalActions lists it', () => {
    fc.assert(
      fc.property(seedArb, ([seed, killer]) => {
        const rng = createRng(`${seed}/candidates`);
        for (const match of randomGame(seed, { killer })) agree(match, rng, 80);
      }),
      { numRuns: runs(10) },
    );
  });

  it('inactive seats have no legal actions; the active seat always has one while the game runs', () => {
    fc.assert(
      fc.property(seedArb, ([seed, killer]) => {
        for (const match of randomGame(seed, { killer })) {
          const active = cerealKiller.activePlayers(match.state);
          if (match.state.outcome !== null) {
            expect(active).toEqual([]);
            continue;
          }
          expect(active).toHaveLength(1);
          for (const seat of [0, 1]) {
            const legal = cerealKiller.legalActions(match.state, seat);
            if (active.includes(seat)) expect(legal.length).toBeGreaterThan(0);
            else expect(legal).toEqual([]);
          }
        }
      }),
      { numRuns: runs(20) },
    );
  });
});

describe('determinism and saving', () => {
  it('same seed + same actions ⇒ byte-identical state JSON; a save round-trips', () => {
    fc.assert(
      fc.property(seedArb, ([seed, killer]) => {
        const played = randomGame(seed, { killer }).at(-1);
        if (played === undefined) throw new Error('no game');
        const again = randomGame(seed, { killer }).at(-1);
        expect(serializeMatch(again ?? played)).toBe(serializeMatch(played));
        const replayed = replay(cerealKiller, { config: { killer }, seed, actions: played.log });
        expect(replayed.ok).toBe(true);
        if (!replayed.ok) return;
        expect(JSON.stringify(replayed.match.state)).toBe(JSON.stringify(played.state));
        const loaded = deserializeMatch(cerealKiller, serializeMatch(played), { verify: true });
        expect(loaded.ok).toBe(true);
        if (loaded.ok) expect(serializeMatch(loaded.match)).toBe(serializeMatch(played));
      }),
      { numRuns: runs(15) },
    );
  });
});

describe('junk never throws', () => {
  const someMatches = (): CkMatch[] => {
    const matches = randomGame('junk');
    return [matches[0], matches[Math.floor(matches.length / 2)], matches.at(-1)].filter((match): match is CkMatch => match !== undefined);
  };
  const targets = someMatches();
  const actionTypes = universe().map((action) => action.type);

  junkProperties(cerealKiller, targets, actionTypes, ['player', 'house', 'to', 'park', 'cafe', 'direction', 'question'], runs(300));
});
