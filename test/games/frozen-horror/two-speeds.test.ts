/**
 * One rules code, two speeds (DESIGN "One rules code, two speeds"): the immutable mode (`reduce`,
 * `applyAction`) and the mutable mode (`openWorld`) run the same checks and applies; the immutable
 * one hands back states that share every unchanged part and are deep-frozen; a config without
 * content carries the one shared stand-in content.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, createRng, openWorld, type GameError } from '../../../src/core/index.js';
import { isDeepFrozen, isNothingFrozen } from '../../../src/core/clone.js';
import {
  C,
  GARAGE,
  INFIRMARY,
  LAB,
  P,
  RADIO,
  act,
  cardTotal,
  frozenHorror,
  key,
  move,
  position,
  standInContent,
  start,
  type FrozenHorrorAction,
  type FrozenHorrorState,
} from './helpers.js';

describe('the default content: one frozen stand-in, shared by every match', () => {
  it('two matches without content carry the same deep-frozen content object, equal to the stand-in', () => {
    const first = start({ players: 5 }, 'shared/1');
    const second = start({ players: 8 }, 'shared/2');
    expect(first.state.config.content).toBe(second.state.config.content);
    expect(isDeepFrozen(first.state.config.content)).toBe(true);
    expect(JSON.stringify(first.state.config.content)).toBe(JSON.stringify(standInContent));
  });

  it('content the user gives is validated and copied — unless it equals the stand-in, which becomes the one shared object', () => {
    const shared = start({ players: 5 }, 'default').state.config.content;
    expect(shared).toBe(standInContent);
    // A copy of the stand-in, its keys in another order: interned, so views name it by the fixed id.
    const reordered = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(standInContent).reverse()))) as typeof standInContent;
    const given = start({ players: 5, content: reordered }, 'given');
    expect(given.state.config.content).toBe(shared);
    const renamed = { ...standInContent, name: 'my station' };
    const custom = start({ players: 5, content: renamed }, 'custom');
    expect(custom.state.config.content).not.toBe(renamed);
    expect(custom.state.config.content).toEqual(renamed);
    const broken = createMatch(frozenHorror, { seed: 'x', config: { content: { ...standInContent, fourPlayerRoom: 0 } } });
    expect(broken.ok ? null : broken.error.code).toBe('INVALID_CONFIG');
  });

  it('a state read back through the state schema shares the stand-in too (content equal to it is interned)', () => {
    const match = start({ players: 6 }, 'read back');
    const read = frozenHorror.schemas.state.parse(JSON.parse(JSON.stringify(match.state)));
    expect(read.config.content).toBe(standInContent);
    expect(read).toEqual(match.state);
    const renamed = { ...standInContent, name: 'my station' };
    const custom = start({ players: 6, content: renamed }, 'custom');
    const readCustom = frozenHorror.schemas.state.parse(JSON.parse(JSON.stringify(custom.state)));
    expect(readCustom.config.content).not.toBe(standInContent);
    expect(readCustom).toEqual(custom.state);
  });
});

describe('the immutable mode shares what an action leaves unchanged, and freezes the rest', () => {
  it('an Access Key move: only the mover\'s seat is new; the deck, the config and the other seats are shared', () => {
    const match = position({ rooms: [GARAGE, RADIO, LAB, INFIRMARY], hands: [[C.stayBack, C.quick], [C.table, C.detained], [C.dna, C.help], [C.evacuation, C.lockRoom]] });
    const before = match.state;
    // Stay Back!'s Access Key (blue, green, orange) has one way out of the Garage into a room that
    // stands — blue to the Radio Room; green leads to the Cafeteria, destroyed with four players.
    const after = applyAction(frozenHorror, match, key(0, C.stayBack));
    if (!after.ok) throw new Error(after.error.message);
    const state = after.match.state;
    expect(state.seats[0]?.room).toBe(RADIO);
    expect(state.seats[0]).not.toBe(before.seats[0]);
    for (const seat of [1, 2, 3]) expect(state.seats[seat]).toBe(before.seats[seat]);
    expect(state.config).toBe(before.config);
    expect(state.deck).toBe(before.deck);
    expect(state.deal).toBe(before.deal);
    expect(state.effects).toBe(before.effects);
    expect(isDeepFrozen(state)).toBe(true);
  });

  it('a state the caller built from plain JSON is neither changed nor frozen', () => {
    const match = start({ players: 6 }, 'plain');
    const plain = JSON.parse(JSON.stringify(match.state)) as FrozenHorrorState;
    const json = JSON.stringify(plain);
    const [seat = 0] = frozenHorror.activePlayers(plain);
    const [action] = frozenHorror.legalActions(plain, seat);
    if (action === undefined) throw new Error('no legal action');
    const result = frozenHorror.reduce(plain, action, createRng('plain'));
    expect(result.ok).toBe(true);
    expect(JSON.stringify(plain)).toBe(json);
    expect(isNothingFrozen(plain)).toBe(true);
    if (result.ok) expect(isDeepFrozen(result.state)).toBe(true);
  });
});

describe('the mutable mode agrees with the immutable one', () => {
  /** Plays a random game in both modes side by side; returns how many actions it took. */
  function sideBySide(players: number, seed: string): number {
    const match = start({ players }, seed);
    const world = openWorld(frozenHorror, match.state, match.rng);
    const chooser = createRng(`${seed}/chooser`);
    let state = match.state;
    let current = match;
    let steps = 0;
    for (; frozenHorror.outcome(state) === null; steps++) {
      const [seat = 0] = frozenHorror.activePlayers(state);
      const legal = frozenHorror.legalActions(state, seat);
      expect(world.legalActions(seat)).toEqual(legal);
      const action: FrozenHorrorAction = chooser.pick(legal);
      const applied = applyAction(frozenHorror, current, action);
      if (!applied.ok) throw new Error(applied.error.message);
      const stepped = world.step(action);
      if (!stepped.ok) throw new Error(stepped.error.message);
      expect(JSON.stringify(stepped.events)).toBe(JSON.stringify(applied.events));
      current = applied.match;
      state = current.state;
      expect(JSON.stringify(world.snapshot())).toBe(JSON.stringify(state));
      expect(cardTotal(world.snapshot())).toBe(state.config.content.cards.length);
    }
    expect(world.outcome()).toEqual(frozenHorror.outcome(state));
    return steps;
  }

  it('step by step, with 4, 6 and 10 players: the same legal actions, events and states', () => {
    for (const players of [4, 6, 10]) for (let game = 0; game < 3; game++) expect(sideBySide(players, `modes/${players}/${game}`)).toBeGreaterThan(0);
  });

  it('a refusal in the mutable mode names the same rule and leaves the world as it was', () => {
    const match = position({ rooms: [GARAGE, RADIO, LAB, INFIRMARY], hands: [[C.stayBack, C.quick], [C.table, C.detained], [C.dna, C.help], [C.evacuation, C.lockRoom]] });
    const world = openWorld(frozenHorror, match.state, match.rng);
    const before = JSON.stringify(world.snapshot());
    for (const action of [move(0, P.garageRadioBlue), act(1, C.table), key(0, C.table)]) {
      const stepped = world.step(action);
      const reduced = frozenHorror.reduce(match.state, action, createRng('x'));
      const error = (result: { ok: true } | { ok: false; error: GameError }): GameError | null => (result.ok ? null : result.error);
      expect(error(stepped)).toEqual(error(reduced));
      expect(error(stepped)).not.toBeNull();
      expect(JSON.stringify(world.snapshot())).toBe(before);
    }
  });
});
