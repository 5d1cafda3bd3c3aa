/**
 * Property tests (DESIGN "How a game is tested", 2): random seeds, player counts and voyage
 * lengths, random legal play, and the invariants of the rulebook. KILLER_RULES_SOAK (a multiplier,
 * default 1) scales the number of runs up.
 */
import { junkProperties } from '../../support/junk-properties.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createRng, deserializeMatch, openWorld, replay, serializeMatch, type Rng } from '../../../src/core/index.js';
import { COLOURS, circumstanceOf, colourOfCard, isCrossedOff, standingOf, type Colour, type TatortTitanicRules } from '../../../src/games/tatort-titanic/index.js';
import { allCards, tatortTitanic, type TatortTitanicAction, type TtMatch } from './helpers.js';
import { randomGame, type Step } from './model.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);
const runs = (base: number): number => base * soak;

/** Table rules: each option on or off (all off — the engine's rulings — half the time). */
const rulesArb: fc.Arbitrary<Partial<TatortTitanicRules>> = fc.oneof(
  fc.constant({}),
  fc.record({ weatherRollDrawsEventCards: fc.boolean(), ownSpaceForgoesMove: fc.boolean(), rolledWeatherStays: fc.boolean(), eavesdropperOnlyRecognises: fc.boolean() }),
);

/** A seed, a seat count, a voyage length (short ones often, so that the runs stay quick) and the table rules. */
const gameArb = fc.tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 3, max: 6 }), fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constant(25)), rulesArb);

const ALL_CARDS = Array.from({ length: 35 }, (_, id) => id);

describe('invariants along random games', () => {
  it('the 35 clue cards are always all in the solution, on the board or in hands, each once; the solution never moves; the 20 event cards are all in the stack, face up or kept', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, rounds, rules]) => {
        const { steps, final } = randomGame(seed, players, rounds, rules);
        const solution = steps[0]?.before.state.solution;
        for (const match of [...steps.map((step) => step.before), final]) {
          const { state } = match;
          expect(allCards(state)).toEqual(ALL_CARDS);
          expect(state.solution).toEqual(solution);
          const events = [...state.eventDeck, ...(state.weather === null ? [] : [state.weather]), ...state.detectives.flatMap((detective) => detective.bonuses)];
          expect(events.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, id) => id));
          expect(state.eventsUnknown).toBeLessThanOrEqual(state.eventDeck.length);
        }
      }),
      { numRuns: runs(20) },
    );
  });

  it('rounds never go back and never pass the last (25, or the configured voyage); every game ends', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, rounds, rules]) => {
        const { steps, final } = randomGame(seed, players, rounds, rules);
        let round = 1;
        for (const { after } of steps) {
          expect(after.state.round).toBeGreaterThanOrEqual(round);
          expect(after.state.round).toBeLessThanOrEqual(Math.min(rounds, 25));
          round = after.state.round;
        }
        expect(final.state.outcome).not.toBeNull();
        if (final.state.outcome?.reason === 'time-ran-out') expect(final.state.round).toBe(rounds);
      }),
      { numRuns: runs(20) },
    );
  });

  it('a seat\'s seen cards only grow; it holds only cards it has read; nobody sees a solution card; every face shown goes to exactly the seats that now know it', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, rounds, rules]) => {
        for (const { before, events, after } of randomGame(seed, players, rounds, rules).steps) {
          const problems: string[] = [];
          after.state.detectives.forEach((detective, seat) => {
            const earlier = before.state.detectives[seat]?.seen ?? [];
            if (earlier.some((card) => !detective.seen.includes(card))) problems.push(`seat ${seat} forgot a card`);
            if (detective.hand.some((card) => !detective.seen.includes(card))) problems.push(`seat ${seat} holds a card it has not read`);
            if (after.state.solution.some((card) => detective.seen.includes(card))) problems.push(`seat ${seat} has seen a solution card`);
            for (const card of detective.seen) {
              if (earlier.includes(card)) continue;
              const told = events.some((event) => event.type === 'card-read' && event.card === card && event.visibleTo.includes(seat));
              if (!told) problems.push(`seat ${seat} learned card ${card} without a card-read event`);
            }
          });
          for (const event of events) {
            if (event.type !== 'card-read') continue;
            for (const seat of event.visibleTo) if (!(after.state.detectives[seat]?.seen.includes(event.card) ?? false)) problems.push(`card ${event.card} shown to seat ${seat}, who has not seen it`);
          }
          expect(problems).toEqual([]);
        }
      }),
      { numRuns: runs(20) },
    );
  });

  it('exactly one seat may act while the game runs, and it has a legal action; the others have none', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, rounds, rules]) => {
        for (const { before } of randomGame(seed, players, Math.min(rounds, 4), rules).steps) {
          const active = tatortTitanic.activePlayers(before.state);
          expect(active).toHaveLength(1);
          for (let seat = 0; seat < players; seat++) {
            const legal = tatortTitanic.legalActions(before.state, seat);
            if (active.includes(seat)) expect(legal.length).toBeGreaterThan(0);
            else expect(legal).toEqual([]);
          }
        }
      }),
      { numRuns: runs(15) },
    );
  });

  it('the outcome follows the sheets: a right solution wins alone; otherwise the qualified sheets with the fewest open circumstances win; returns are +1 and −1', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, rounds, rules]) => {
        const { final } = randomGame(seed, players, rounds, rules);
        const { outcome, solve, detectives, solution } = final.state;
        if (outcome === null) throw new Error('no outcome');
        const standings = detectives.map((detective) => standingOf(detective, solution));
        expect(outcome.scores).toEqual(standings.map((standing) => standing.open));
        if (solve?.correct === true) {
          expect(outcome).toMatchObject({ reason: 'case-solved', winners: [solve.seat] });
          expect(solve.named).toEqual(solution.map(circumstanceOf));
        } else {
          const among = detectives.map((_, seat) => seat).filter((seat) => seat !== solve?.seat && standings[seat]?.qualified === true);
          const best = Math.min(...among.map((seat) => standings[seat]?.open ?? 99));
          expect(outcome.winners).toEqual(among.filter((seat) => standings[seat]?.open === best));
          expect(outcome.reason).toBe(solve === null ? 'time-ran-out' : 'wrong-solution');
        }
        expect(outcome.returns).toEqual(detectives.map((_, seat) => (outcome.winners.includes(seat) ? 1 : -1)));
        if (solve !== null) {
          // The detective who ended the game named what its sheet left open, one per colour.
          const solver = detectives[solve.seat];
          solve.named.forEach((named, colour) => {
            expect(Math.floor(named / 6)).toBe(colour);
            if (solver !== undefined) expect(isCrossedOff(solver, named)).toBe(false);
          });
        }
      }),
      { numRuns: runs(40) },
    );
  });

  it('the public colours match the faces: every view shows each hand\'s and space\'s colours, and its own faces only', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, rounds, rules]) => {
        for (const { after } of randomGame(seed, players, Math.min(rounds, 3), rules).steps) {
          for (let viewer = 0; viewer < players; viewer++) {
            const shown = tatortTitanic.view(after.state, viewer);
            expect(shown.detectives.map((detective) => detective.cards)).toEqual(after.state.detectives.map((detective) => detective.hand.map(colourOfCard)));
            expect(shown.board).toEqual(after.state.board.map((cards) => cards.map(colourOfCard)));
            expect(shown.hand).toEqual(after.state.detectives[viewer]?.hand);
            expect(shown.seen).toEqual(after.state.detectives[viewer]?.seen);
            if (after.state.outcome === null) expect(shown.revealed).toBeNull();
          }
        }
      }),
      { numRuns: runs(10) },
    );
  });
});

/** Every action shape a seat could send, over ranges a little wider than the game's. */
function universe(players: number): TatortTitanicAction[] {
  const out: TatortTitanicAction[] = [];
  const colours: readonly Colour[] = COLOURS;
  for (let player = 0; player <= players; player++) {
    out.push({ type: 'roll', player }, { type: 'pass', player }, { type: 'eavesdrop', player }, { type: 'solve', player }, { type: 'end-turn', player });
    for (let to = 0; to < 52; to++) out.push({ type: 'move', player, to });
    for (const colour of colours) {
      out.push({ type: 'take-clue', player, colour }, { type: 'draw-card', player, colour });
      out.push({ type: 'consult', player, colour, prediction: 'even' }, { type: 'consult', player, colour, prediction: 'odd' });
    }
    for (let target = 0; target <= players; target++) out.push({ type: 'question', player, target });
    for (let card = 0; card < 35; card++) out.push({ type: 'give-card', player, card });
    for (let circumstance = 0; circumstance < 30; circumstance++) out.push({ type: 'cross-off', player, circumstance });
  }
  return out;
}

describe('pickLegal ⇔ rng.pick(legalActions)', () => {
  it('at every position of random games, for every seat, draws the same action with the same draws (none for a seat that may not act)', () => {
    const pickLegal = tatortTitanic.rules?.pickLegal;
    if (pickLegal === undefined) throw new Error('Tatort Titanic has no pickLegal');
    fc.assert(
      fc.property(gameArb, fc.string({ maxLength: 6 }), ([seed, players, rounds, rules], drawSeed) => {
        const { steps, final } = randomGame(seed, players, rounds, rules);
        for (const [index, match] of [...steps.map((step) => step.before), final].entries()) {
          for (let seat = 0; seat < players; seat++) {
            const legal = tatortTitanic.legalActions(match.state, seat);
            const fast = createRng(`${drawSeed}/${index}/${seat}`);
            const listed = createRng(`${drawSeed}/${index}/${seat}`);
            expect(pickLegal(match.state, seat, fast)).toEqual(legal.length === 0 ? null : listed.pick(legal));
            expect(fast.state()).toEqual(listed.state());
          }
        }
      }),
      { numRuns: runs(10) },
    );
  });
});

describe('legalActions ⇔ reduce', () => {
  function agree(match: TtMatch, candidates: readonly TatortTitanicAction[], rng: Rng, sample: number): void {
    const legalKeys = new Set<string>();
    for (let seat = 0; seat < match.state.detectives.length; seat++) for (const action of tatortTitanic.legalActions(match.state, seat)) legalKeys.add(JSON.stringify(action));
    const before = JSON.stringify(match.state);
    for (const candidate of rng.shuffle(candidates).slice(0, sample)) {
      const result = tatortTitanic.reduce(match.state, candidate, createRng('agree'));
      expect(result.ok, `${JSON.stringify(candidate)}: ${result.ok ? 'accepted' : result.error.message}`).toBe(legalKeys.has(JSON.stringify(candidate)));
    }
    for (const key of legalKeys) expect(applyAction(tatortTitanic, match, JSON.parse(key)).ok).toBe(true);
    expect(JSON.stringify(match.state)).toBe(before);
  }

  it('on sampled candidates, an action is accepted exactly when legalActions lists it', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, rounds, rules]) => {
        const rng = createRng(`${seed}/candidates`);
        const candidates = universe(players);
        for (const { before } of randomGame(seed, players, Math.min(rounds, 3), rules).steps) agree(before, candidates, rng, 60);
      }),
      { numRuns: runs(10) },
    );
  });
});

describe('determinism, saving and the two speeds', () => {
  it('same seed + same actions ⇒ byte-identical state JSON; a save round-trips; the mutable mode ends in the same state', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players, rounds, rules]) => {
        const { final } = randomGame(seed, players, rounds, rules);
        expect(serializeMatch(randomGame(seed, players, rounds, rules).final)).toBe(serializeMatch(final));
        const replayed = replay(tatortTitanic, { config: { players, rounds, rules }, seed, actions: final.log });
        expect(replayed.ok).toBe(true);
        if (!replayed.ok) return;
        expect(JSON.stringify(replayed.match.state)).toBe(JSON.stringify(final.state));
        const loaded = deserializeMatch(tatortTitanic, serializeMatch(final), { verify: true });
        expect(loaded.ok).toBe(true);
        if (loaded.ok) expect(serializeMatch(loaded.match)).toBe(serializeMatch(final));
        const created = replay(tatortTitanic, { config: { players, rounds, rules }, seed, actions: [] });
        if (!created.ok) return;
        const world = openWorld(tatortTitanic, created.match.state, created.match.rng);
        for (const action of final.log) expect(world.step(action).ok).toBe(true);
        expect(JSON.stringify(world.snapshot())).toBe(JSON.stringify(final.state));
      }),
      { numRuns: runs(10) },
    );
  });
});

describe('junk never throws', () => {
  const steps: Step[] = randomGame('junk', 4, 4).steps;
  const targets = [steps[0]?.before, steps[Math.floor(steps.length / 2)]?.before, steps.at(-1)?.after].filter((match): match is TtMatch => match !== undefined);
  const types = [...new Set(universe(3).map((action) => action.type))];

  junkProperties(tatortTitanic, targets, types, ['player', 'to', 'colour', 'prediction', 'target', 'card', 'circumstance'], runs(300));
});
