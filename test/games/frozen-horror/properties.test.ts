/**
 * Property tests (DESIGN "How a game is tested", 2; issue 4 "Property tests"): random seeds and
 * player counts, random legal play, and the invariants of the rulebook. KILLER_RULES_SOAK (a
 * multiplier, default 1) scales the number of runs up.
 */
import { junkProperties } from '../../support/junk-properties.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createRng, deserializeMatch, replay, serializeMatch, type Rng } from '../../../src/core/index.js';
import { COLOURS, refusalReasons } from '../../../src/games/frozen-horror/index.js';
import { cardTotal, frozenHorror, type FhMatch, type FrozenHorrorAction, type FrozenHorrorEvent, type FrozenHorrorState } from './helpers.js';
import { PASSAGES, randomGame, type Step } from './model.js';

const soak = Math.max(1, Number(process.env.KILLER_RULES_SOAK ?? '1') || 1);
const runs = (base: number): number => base * soak;

const gameArb = fc.tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 4, max: 10 }));

function living(state: FrozenHorrorState): number[] {
  return state.seats.flatMap((seat, index) => (seat.alive ? [index] : []));
}

/** Seats allowed to stand in a destroyed room: those still to leave it at Clean Up. */
function leaving(state: FrozenHorrorState): number[] {
  const pending = state.pending;
  return pending?.kind === 'move' && pending.cause === 'destroyedRoom' ? [pending.seat, ...pending.queue] : [];
}

describe('invariants along random games', () => {
  it('one HORROR card plus one HUMAN card per other living player; the dead never act nor come back, and hold no cards', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players]) => {
        const { steps, final } = randomGame(seed, players);
        const dead = new Set<number>();
        for (const { before, action, after } of steps) {
          expect(before.state.seats[action.player]?.alive).toBe(true);
          for (const seat of frozenHorror.activePlayers(after.state)) expect(after.state.seats[seat]?.alive).toBe(true);
          after.state.seats.forEach((seat, index) => {
            if (dead.has(index)) expect(seat.alive).toBe(false);
            if (!seat.alive) {
              dead.add(index);
              expect(seat.room).toBeNull();
              // The dead hold no Station cards (ruling 17).
              expect(seat.hand).toEqual([]);
            }
          });
          if (after.state.outcome === null) {
            const cards = living(after.state).map((seat) => after.state.seats[seat]?.identity);
            expect(cards.filter((identity) => identity === 'horror')).toHaveLength(1);
            expect(cards.filter((identity) => identity === 'human')).toHaveLength(cards.length - 1);
            // The dead hold no Identity card of the game any more: each was a HUMAN card.
            for (const seat of dead) expect(after.state.seats[seat]?.identity).toBe('human');
          }
        }
        expect(final.state.outcome).not.toBeNull();
      }),
      { numRuns: runs(50) },
    );
  });

  it('at most two rooms are ever destroyed; nobody stands in a destroyed room (save those about to leave it) or passes a locked passage', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players]) => {
        const { steps } = randomGame(seed, players);
        let destroyed: number[] = steps[0]?.before.state.destroyed.slice() ?? [];
        for (const { before, events, after } of steps) {
          const locked = new Set(before.state.lockdowns);
          const gone = new Set(before.state.destroyed);
          const where = before.state.seats.map((seat) => seat.room);
          for (const event of events) {
            if (event.type === 'lockdown-placed') locked.add(event.passage);
            if (event.type === 'cards-discarded') locked.clear();
            if (event.type === 'room-destroyed') gone.add(event.room);
            if (event.type === 'player-killed') where[event.seat] = null;
            if (event.type === 'moved') {
              if (event.passage === null) {
                // Only Help! HELP!'s pull uses no passage (ruling 13).
                expect(event.cause).toBe('help');
              } else {
                expect(locked.has(event.passage), `moved through locked passage ${event.passage}`).toBe(false);
                const [, a, b] = PASSAGES[event.passage] ?? ['', -1, -1];
                expect([a, b].sort()).toEqual([event.from, event.to].sort());
              }
              expect(where[event.seat]).toBe(event.from);
              expect(gone.has(event.to)).toBe(false);
              where[event.seat] = event.to;
            }
          }
          expect(after.state.destroyed.length).toBeLessThanOrEqual(2);
          expect(after.state.destroyed.slice(0, destroyed.length)).toEqual(destroyed);
          destroyed = after.state.destroyed.slice();
          const exempt = leaving(after.state);
          for (const seat of living(after.state)) {
            const room = after.state.seats[seat]?.room ?? -1;
            if (!exempt.includes(seat)) expect(after.state.destroyed).not.toContain(room);
          }
          if (after.state.outcome === null) expect(where).toEqual(after.state.seats.map((seat) => seat.room));
        }
      }),
      { numRuns: runs(50) },
    );
  });

  it('the 21 Station cards are always all in the deck, the discard pile, hands, played cards or out of the game', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players]) => {
        for (const { after } of randomGame(seed, players).steps) {
          const all = [
            ...after.state.deck,
            ...after.state.discard,
            ...after.state.removed,
            ...after.state.seats.flatMap((seat) => [...seat.hand, ...seat.played.map((played) => played.card)]),
          ].sort((a, b) => a - b);
          expect(cardTotal(after.state)).toBe(21);
          expect(all).toEqual(Array.from({ length: 21 }, (_, id) => id));
        }
      }),
      { numRuns: runs(50) },
    );
  });

  it('ruling 28: the deal record matches the table — disjoint piles, each seat\'s cards of this round from the piles it drew from, the deck what is left of the last pile', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players]) => {
        // The cards each seat that died this round held: discarded face up at its death (ruling 17).
        let discardedAtDeath = new Map<number, readonly number[]>();
        for (const { events, after } of randomGame(seed, players).steps) {
          for (const event of events) {
            if (event.type === 'round-began') discardedAtDeath = new Map();
            if (event.type === 'hand-discarded') discardedAtDeath.set(event.seat, event.cards);
          }
          const { state } = after;
          if (state.outcome !== null || state.phase !== 'play') continue;
          const pileOf = (entry: number): number => state.deal.findIndex((pile) => pile.cards.includes(entry));
          const all = state.deal.flatMap((pile) => pile.cards);
          expect(new Set(all).size).toBe(all.length);
          state.seats.forEach((seat, index) => {
            // What the seat drew this round: its hand, the cards it has played, and those it died holding.
            const drawn = [...seat.hand, ...seat.played.map((played) => played.card), ...(discardedAtDeath.get(index) ?? [])];
            state.deal.forEach((pile, at) => {
              expect(drawn.filter((entry) => pileOf(entry) === at)).toHaveLength(pile.to.filter((to) => to === index).length);
            });
            expect(drawn.every((entry) => pileOf(entry) >= 0)).toBe(true);
          });
          const last = state.deal.length - 1;
          for (const entry of state.deck) expect(pileOf(entry)).toBe(last);
          expect(state.deck.length).toBe((state.deal[last]?.cards.length ?? 0) - (state.deal[last]?.to.length ?? 0));
          state.deal.slice(0, last).forEach((pile) => expect(pile.to).toHaveLength(pile.cards.length));
        }
      }),
      { numRuns: runs(30) },
    );
  });

  it('each round is the snake: first cards clockwise from the First Player, then back, skipping a seat once dead (ruling 10) and a forfeited second card; one card of each orientation', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players]) => {
        const { steps } = randomGame(seed, players);
        let order: readonly number[] = steps[0]?.before.state.order ?? [];
        let slot = 0;
        let plays: { seat: number; as: string }[] = [];
        const dead = new Set<number>();
        const forfeited = new Set<number>();
        const seatAt = (at: number): number | undefined => (at < order.length ? order[at] : order[2 * order.length - 1 - at]);
        // The slots a seat no longer plays: it is dead, or its second card is forfeited.
        const skip = (): void => {
          for (let seat = seatAt(slot); seat !== undefined && (dead.has(seat) || (slot >= order.length && forfeited.has(seat))); seat = seatAt(slot)) slot++;
        };
        for (const { events } of steps) {
          for (const event of events) {
            if (event.type === 'card-played') {
              skip();
              expect({ seat: event.seat, first: event.first }).toEqual({ seat: seatAt(slot), first: slot < order.length });
              plays.push({ seat: event.seat, as: event.as });
              slot++;
            }
            if (event.type === 'second-card-forfeited') forfeited.add(event.seat);
            if (event.type === 'player-killed') dead.add(event.seat);
            if (event.type === 'round-began') {
              skip();
              expect(slot).toBe(2 * order.length);
              for (const seat of order) {
                const mine = plays.filter((play) => play.seat === seat).map((play) => play.as);
                expect(new Set(mine).size).toBe(mine.length);
              }
              order = event.order;
              slot = 0;
              plays = [];
              forfeited.clear();
            }
          }
        }
      }),
      { numRuns: runs(50) },
    );
  });

  it('Stay Back! (ruling 10): a player entering the Stay Back! player\'s room while cards are played is killed at that moment; no move of the end of the round or of Clean Up is shot', () => {
    const playing = new Set(['accessKey', 'quickMove', 'evacuation', 'help']);
    let shots = 0;
    fc.assert(
      fc.property(gameArb, ([seed, players]) => {
        for (const { before, events } of randomGame(seed, players).steps) {
          const where = before.state.seats.map((seat) => seat.room);
          let holder = before.state.effects.stayBack;
          events.forEach((event, at) => {
            if (event.type === 'round-began') holder = null;
            if (event.type === 'card-played' && event.as === 'action' && event.name === 'Stay Back!') holder = event.seat;
            if (event.type === 'player-killed') {
              where[event.seat] = null;
              // A Stay Back! death comes right after the shot, never later.
              if (event.cause === 'stayBack') expect(events[at - 1]).toEqual({ type: 'shot-on-entering', seat: event.seat, holder, room: expect.any(Number) });
            }
            if (event.type !== 'moved') return;
            const shot = playing.has(event.cause) && holder !== null && holder !== event.seat && where[holder] === event.to;
            where[event.seat] = event.to;
            if (!shot) {
              expect(events[at + 1]?.type).not.toBe('shot-on-entering');
              return;
            }
            shots++;
            expect(events.slice(at + 1, at + 3)).toEqual([
              { type: 'shot-on-entering', seat: event.seat, holder, room: event.to },
              { type: 'player-killed', seat: event.seat, identity: expect.any(String), cause: 'stayBack' },
            ]);
          });
        }
      }),
      { numRuns: runs(50) },
    );
    // The random games do walk into Stay Back! rooms: the property is not vacuous.
    expect(shots).toBeGreaterThan(0);
  });

  it('ruling 9: the round keeps its order — the cards (with Stay Back!\'s kills), then the Fire, shot, the armed man\'s move, swap, reveal, Safe Retreat, attack, clean-up', () => {
    const rank = (event: FrozenHorrorEvent): number | null => {
      switch (event.type) {
        case 'player-killed':
          // Stay Back! kills while the cards are played (ruling 10), before the end of the round.
          return { stayBack: 0, fire: 2, shot: 3, horror: 8 }[event.cause];
        case 'moved':
          return event.cause === 'armedMan' ? 4 : event.cause === 'safeRetreat' ? 7 : event.cause === 'destroyedRoom' ? 10 : 0;
        case 'identities-swapped':
          return 5;
        case 'identities-revealed':
          return 6;
        case 'horror-attacked':
          return 8;
        case 'cards-discarded':
          return 9;
        case 'room-destroyed':
          return 10;
        case 'card-played':
          return 0;
        default:
          return null;
      }
    };
    fc.assert(
      fc.property(gameArb, ([seed, players]) => {
        let last = 0;
        for (const { events } of randomGame(seed, players).steps) {
          for (const event of events) {
            if (event.type === 'round-began') last = 0;
            const at = rank(event);
            if (at === null) continue;
            expect(at, `${event.type} after rank ${last}`).toBeGreaterThanOrEqual(last);
            last = at;
          }
        }
      }),
      { numRuns: runs(50) },
    );
  });

  it('the outcome: the Horror dead means the living win; every Human dead means the Horror\'s player wins; returns are +1 and −1', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players]) => {
        const { final } = randomGame(seed, players);
        const { outcome, seats } = final.state;
        if (outcome === null) throw new Error('no outcome');
        const horror = seats.findIndex((seat) => seat.identity === 'horror');
        if (outcome.reason === 'horror-killed') {
          expect(seats[horror]?.alive).toBe(false);
          expect(outcome.winners).toEqual(living(final.state));
        } else {
          expect(['horror-killed-all-humans', 'humans-killed-by-cards']).toContain(outcome.reason);
          expect(living(final.state)).toEqual([horror]);
          expect(outcome.winners).toEqual([horror]);
        }
        expect(outcome.returns).toEqual(seats.map((_, seat) => (outcome.winners.includes(seat) ? 1 : -1)));
        expect(frozenHorror.activePlayers(final.state)).toEqual([]);
      }),
      { numRuns: runs(40) },
    );
  });
});

/** Every action shape a seat could send, over ranges a little wider than the game's. */
function universe(players: number): FrozenHorrorAction[] {
  const out: FrozenHorrorAction[] = [];
  for (let player = 0; player < players + 1; player++) {
    for (let id = 0; id < 22; id++) {
      out.push({ type: 'play-card', player, card: id, as: 'key' });
      out.push({ type: 'play-card', player, card: id, as: 'action' });
    }
    for (let id = 0; id < 7; id++) {
      out.push({ type: 'move', player, passage: id });
      out.push({ type: 'lock-passage', player, passage: id });
      out.push({ type: 'choose-room', player, room: id });
    }
    for (let target = 0; target < players + 1; target++) out.push({ type: 'choose-player', player, target });
    for (const colour of COLOURS) out.push({ type: 'choose-colour', player, colour });
    out.push({ type: 'reveal-identity', player, reveal: true }, { type: 'reveal-identity', player, reveal: false }, { type: 'pass', player });
  }
  return out;
}

describe('legalActions ⇔ reduce', () => {
  function agree(match: FhMatch, candidates: readonly FrozenHorrorAction[], rng: Rng, sample: number): void {
    const legalKeys = new Set<string>();
    for (let seat = 0; seat < match.state.seats.length; seat++) for (const action of frozenHorror.legalActions(match.state, seat)) legalKeys.add(JSON.stringify(action));
    const before = JSON.stringify(match.state);
    for (const candidate of rng.shuffle(candidates).slice(0, sample)) {
      const applied = applyAction(frozenHorror, match, candidate);
      expect(applied.ok, `${JSON.stringify(candidate)}: ${applied.ok ? 'accepted' : applied.error.message}`).toBe(legalKeys.has(JSON.stringify(candidate)));
      // A refusal names one of the game's rules (the games here run on, so the core's game-over never
      // speaks first) — unless the schema refuses the candidate (a seat past the tenth) as no action at all.
      if (applied.ok) continue;
      if (frozenHorror.schemas.action.safeParse(candidate).success) expect(refusalReasons).toContain(applied.error.reason);
      else expect(applied.error.reason).toBe('core/not-an-action');
    }
    for (const key of legalKeys) expect(applyAction(frozenHorror, match, JSON.parse(key)).ok).toBe(true);
    expect(JSON.stringify(match.state)).toBe(before);
  }

  it('on sampled candidates, an action is accepted exactly when legalActions lists it', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players]) => {
        const rng = createRng(`${seed}/candidates`);
        const candidates = universe(players);
        for (const { before } of randomGame(seed, players).steps) agree(before, candidates, rng, 40);
      }),
      { numRuns: runs(12) },
    );
  });

  it('exactly one seat may act while the game runs, and it has a legal action; the others have none', () => {
    fc.assert(
      fc.property(gameArb, ([seed, players]) => {
        for (const { before } of randomGame(seed, players).steps) {
          const active = frozenHorror.activePlayers(before.state);
          expect(active).toHaveLength(1);
          for (let seat = 0; seat < players; seat++) {
            const legal = frozenHorror.legalActions(before.state, seat);
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
      fc.property(gameArb, ([seed, players]) => {
        const { final } = randomGame(seed, players);
        expect(serializeMatch(randomGame(seed, players).final)).toBe(serializeMatch(final));
        const replayed = replay(frozenHorror, { config: { players }, seed, actions: final.log });
        expect(replayed.ok).toBe(true);
        if (!replayed.ok) return;
        expect(JSON.stringify(replayed.match.state)).toBe(JSON.stringify(final.state));
        const loaded = deserializeMatch(frozenHorror, serializeMatch(final), { verify: true });
        expect(loaded.ok).toBe(true);
        if (loaded.ok) expect(serializeMatch(loaded.match)).toBe(serializeMatch(final));
      }),
      { numRuns: runs(10) },
    );
  });
});

describe('junk never throws', () => {
  const steps: Step[] = randomGame('junk', 6).steps;
  const targets = [steps[0]?.before, steps[Math.floor(steps.length / 2)]?.before, steps.at(-1)?.after].filter((match): match is FhMatch => match !== undefined);
  const types = [...new Set(universe(4).map((action) => action.type))];

  junkProperties(frozenHorror, targets, types, ['player', 'card', 'as', 'passage', 'colour', 'target', 'room', 'reveal'], runs(300));
});
