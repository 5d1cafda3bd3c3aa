/**
 * The heuristic bot (docs "The heuristic bot"): it plays only legal actions over whole games, it
 * decides from its seat's view alone, and in positions with a clear answer it plays like a
 * sensible person — Humans keep away from the Horror and kill a seat they know holds the HORROR
 * card, the Horror hunts. Its strength is measured in examples/frozen-horror-win-rates.ts.
 */
import { castDraft, produce, type Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { botInput, createRng, playout, randomBot, type Bot, type Rng } from '../../../src/core/index.js';
import { heuristicBot, heuristicBotFor, type FrozenHorrorAction, type FrozenHorrorState, type FrozenHorrorView } from '../../../src/games/frozen-horror/index.js';
import { C, CAFETERIA, GARAGE, INFIRMARY, LAB, P, RADIO, card, frozenHorror, key, play, position, standInContent, start, type FhMatch } from './helpers.js';
import { randomGame } from './model.js';

type FhBot = Bot<FrozenHorrorView, FrozenHorrorAction>;

/** `bot`, failing the test if it ever answers with an action that is not one of its legal actions. */
function checked(bot: FhBot, counter: { decisions: number }): FhBot {
  return (input) => {
    const chosen = bot(input);
    counter.decisions++;
    expect(input.legal).toContainEqual(chosen);
    return chosen;
  };
}

/** The heuristic bot's choice for `seat` in `match`. */
function choiceOf(match: FhMatch, seat: number, rng: Rng = createRng('bot choice')): FrozenHorrorAction {
  return heuristicBot(botInput(frozenHorror, match, seat, rng));
}

/** `match` with its state changed by `recipe` (a referee rearranging the table). */
function arranged(match: FhMatch, recipe: (draft: Draft<FrozenHorrorState>) => void): FhMatch {
  return { ...match, state: produce(match.state, recipe) };
}

describe('the heuristic bot plays only legal actions', () => {
  for (const players of [4, 6, 10]) {
    it(`whole games at ${players} players: every seat heuristic, and heuristic seats among random ones`, () => {
      const counter = { decisions: 0 };
      for (let game = 0; game < 12; game++) {
        const bots = Array.from({ length: players }, (_, seat) => (game % 2 === 0 || seat % 2 === 0 ? checked(heuristicBot, counter) : randomBot));
        const result = playout(frozenHorror, { seed: `bots/legal/${players}/${game}`, config: { players }, bots });
        expect(result.ok ? null : result.error.message).toBeNull();
        if (result.ok) expect(result.outcome).not.toBeNull();
      }
      expect(counter.decisions).toBeGreaterThan(12 * players);
    });
  }

  it('through applyAction too (the immutable mode), on custom content with heuristicBotFor(match.config)', () => {
    const content = { ...standInContent, name: 'renamed station', rooms: ['Hangar', 'Radio Room', 'Laboratory', 'Infirmary', 'Cafeteria'] };
    const created = start({ players: 6, content }, 'bots/custom');
    const bot = heuristicBotFor(created.config);
    const counter = { decisions: 0 };
    const result = playout(frozenHorror, { seed: 'bots/custom', config: { players: 6, content }, bots: Array(6).fill(checked(bot, counter)), onStep: () => undefined });
    expect(result.ok ? result.outcome : result.error.message).not.toBeNull();
    expect(counter.decisions).toBeGreaterThan(0);
  });

  it('refuses, with a RangeError naming the fix, a view of a match on content it was not made for', () => {
    const content = { ...standInContent, name: 'renamed station' };
    const match = start({ players: 5, content }, 'bots/wrong content');
    const seat = frozenHorror.activePlayers(match.state)[0] ?? 0;
    expect(() => heuristicBot(botInput(frozenHorror, match, seat, createRng('x')))).toThrow(/heuristicBotFor\(match\.config\)/);
    expect(heuristicBotFor(match.config)(botInput(frozenHorror, match, seat, createRng('x')))).toBeDefined();
  });
});

describe('the heuristic bot decides from its view alone', () => {
  it('in a world resampled for its seat (other hands, identities and the deck redrawn) it makes the same choice', () => {
    const rng = createRng('bots/view only');
    let compared = 0;
    for (const players of [5, 8]) {
      for (const step of randomGame(`bots/view only/${players}`, players).steps) {
        const state = step.before.state;
        const seat = frozenHorror.activePlayers(state)[0];
        if (seat === undefined || frozenHorror.legalActions(state, seat).length < 2) continue;
        const world = frozenHorror.resample(state, seat, rng);
        const here = heuristicBot(botInput(frozenHorror, step.before, seat, createRng(`tie/${compared}`)));
        const there = heuristicBot(botInput(frozenHorror, { ...step.before, state: world }, seat, createRng(`tie/${compared}`)));
        expect(there).toEqual(here);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(30);
  });
});

describe('Humans keep away from the likely Horror', () => {
  // Five players, no room destroyed. Seat 3 holds the HORROR card, face up, and is detained in the
  // Radio Room, so it stays there. Seat 1 plays Evacuation (all four colours) as its Access Key
  // from the Garage: blue to the Radio Room, gold to the Laboratory, green to the Cafeteria.
  const table = (bot: 'human' | 'horror'): FhMatch =>
    arranged(
      position({
        players: 5,
        firstPlayer: 1,
        rooms: [LAB, GARAGE, RADIO, RADIO, INFIRMARY],
        horror: bot === 'horror' ? 1 : 3,
        hands: [[C.trust, C.table], [C.evacuation, C.quick], [C.detained, C.dna], [C.armed, C.help], [C.lockRoom, C.lockedIn]],
      }),
      (draft) => {
        for (const seat of [2, 3]) {
          const held = draft.seats[seat];
          if (held !== undefined) held.detained = true;
        }
        const horror = draft.seats[3];
        if (bot === 'human' && horror !== undefined) horror.revealed = true;
      },
    );

  it('"As a Human, you will try to stay away from others": it does not walk into the revealed Horror\'s room', () => {
    const match = play(table('human'), key(1, C.evacuation));
    expect(frozenHorror.legalActions(match.state, 1).map((action) => (action.type === 'move' ? action.passage : -1))).toEqual([
      P.garageRadioBlue,
      P.garageLabGold,
      P.garageCafeteriaGreen,
    ]);
    for (let tie = 0; tie < 5; tie++) expect(choiceOf(match, 1, createRng(`flee/${tie}`))).not.toEqual({ type: 'move', player: 1, passage: P.garageRadioBlue });
  });

  it('"When a player is the Horror, they will try to end the round in the same room as other players": it walks in on the two Humans', () => {
    const match = play(table('horror'), key(1, C.evacuation));
    expect(choiceOf(match, 1)).toEqual({ type: 'move', player: 1, passage: P.garageRadioBlue });
  });

  it('Help! HELP! at Priority 0: a Human pulls in a Human to outrank it, never the revealed Horror', () => {
    const match = arranged(table('human'), (draft) => {
      draft.pending = { kind: 'pull', seat: 1, pulled: 0 };
      const bot = draft.seats[1];
      if (bot !== undefined) bot.actionPriority = 0;
      // Nobody detained: a detained player cannot be pulled.
      for (const seat of draft.seats) seat.detained = false;
    });
    const targets = frozenHorror.legalActions(match.state, 1).flatMap((action) => (action.type === 'choose-player' ? [action.target] : []));
    expect(targets).toContain(3);
    const chosen = choiceOf(match, 1);
    expect(chosen.type).toBe('choose-player');
    if (chosen.type === 'choose-player') expect(chosen.target).not.toBe(3);
  });
});

describe('Humans kill a seat they are confident is the Horror', () => {
  it('detained with the revealed Horror, it keeps Don\'t Run Toward the Armed Man for its Action (its key first)', () => {
    const match = arranged(
      position({
        players: 5,
        firstPlayer: 1,
        rooms: [LAB, GARAGE, RADIO, GARAGE, INFIRMARY],
        horror: 3,
        hands: [[C.trust, C.table], [C.armed, C.hide], [C.detained, C.dna], [C.evacuation, C.help], [C.lockRoom, C.lockedIn]],
      }),
      (draft) => {
        for (const seat of [1, 3]) {
          const held = draft.seats[seat];
          if (held !== undefined) held.detained = true;
        }
        const horror = draft.seats[3];
        if (horror !== undefined) horror.revealed = true;
      },
    );
    expect(choiceOf(match, 1)).toEqual(key(1, C.hide));
  });

  it('the armed man\'s shot goes to the seat it looked at and saw the HORROR card', () => {
    const base = position({
      rooms: [GARAGE, GARAGE, GARAGE, GARAGE],
      horror: 2,
      hands: [[C.trust, C.table], [C.quick, C.dna], [C.detained, C.hide], [C.evacuation, C.help]],
    });
    const match = arranged(base, (draft) => {
      draft.phase = 'shot';
      draft.turn = 2 * draft.order.length;
      draft.effects.armedMan = 0;
      draft.pending = { kind: 'player', seat: 0, cause: 'armedManShot' };
      draft.seats.forEach((seat) => {
        seat.hand = [];
      });
      const shooter = draft.seats[0];
      if (shooter !== undefined) shooter.knows = castDraft([2]);
    });
    expect(frozenHorror.legalActions(match.state, 0).length).toBe(3);
    for (let tie = 0; tie < 5; tie++) expect(choiceOf(match, 0, createRng(`shot/${tie}`))).toEqual({ type: 'choose-player', player: 0, target: 2 });
  });

  it('Flamethrower: it burns the room where the revealed Horror stays, not its own', () => {
    const match = arranged(
      position({
        players: 5,
        firstPlayer: 1,
        rooms: [RADIO, GARAGE, CAFETERIA, LAB, INFIRMARY],
        horror: 3,
        hands: [[C.trust, C.table], [C.flamethrower, C.quick], [C.detained, C.dna], [C.evacuation, C.help], [C.lockRoom, C.lockedIn]],
      }),
      (draft) => {
        const horror = draft.seats[3];
        if (horror !== undefined) {
          horror.revealed = true;
          horror.detained = true;
        }
      },
    );
    // The plan: Quick Move as the key (away first), the Flamethrower as the Action.
    expect(choiceOf(match, 1)).toEqual(key(1, C.quick));
    const burning = arranged(match, (draft) => {
      draft.pending = { kind: 'room', seat: 1, cause: 'flamethrower' };
    });
    expect(choiceOf(burning, 1)).toEqual({ type: 'choose-room', player: 1, room: LAB });
  });

  it('Analysis Results: it reveals the Horror it found in another room, and keeps its move when the Horror is in its own', () => {
    const looked = (horrorRoom: number): FhMatch =>
      arranged(
        position({
          players: 5,
          rooms: [GARAGE, RADIO, horrorRoom, INFIRMARY, CAFETERIA],
          horror: 2,
          hands: [[C.analysis, C.table], [C.quick, C.dna], [C.detained, C.hide], [C.evacuation, C.help], [C.lockRoom, C.lockedIn]],
        }),
        (draft) => {
          draft.pending = { kind: 'reveal', seat: 0, target: 2 };
          const looker = draft.seats[0];
          if (looker !== undefined) {
            looker.knows = castDraft([2]);
            looker.hand = castDraft([card(C.table)]);
            looker.played = castDraft([{ card: card(C.analysis), as: 'action' as const }]);
            looker.actionPriority = 1;
          }
          draft.turn = 1;
        },
      );
    expect(choiceOf(looked(LAB), 0)).toEqual({ type: 'reveal-identity', player: 0, reveal: true });
    expect(choiceOf(looked(GARAGE), 0)).toEqual({ type: 'reveal-identity', player: 0, reveal: false });
  });
});

describe('the Horror hunts', () => {
  it('Help! HELP!: it pulls the Human showing Priority 2 before the one showing 1', () => {
    const match = arranged(
      position({
        players: 5,
        rooms: [GARAGE, RADIO, LAB, INFIRMARY, CAFETERIA],
        horror: 0,
        hands: [[C.help, C.table], [C.quick, C.dna], [C.detained, C.hide], [C.evacuation, C.trust], [C.lockRoom, C.lockedIn]],
      }),
      (draft) => {
        draft.pending = { kind: 'pull', seat: 0, pulled: 0 };
        const shown = (seat: number, name: string, priority: 1 | 2): void => {
          const held = draft.seats[seat];
          if (held === undefined) return;
          held.played = castDraft([{ card: card(name), as: 'key' as const }]);
          held.hand = held.hand.filter((id) => id !== card(name));
          held.keyPriority = priority;
        };
        shown(1, C.quick, 1);
        shown(3, C.trust, 2);
      },
    );
    expect(choiceOf(match, 0)).toEqual({ type: 'choose-player', player: 0, target: 3 });
  });

  it('it keeps Help! HELP! for its Action, and plays Cards on the Table and Trust No One as Access Keys', () => {
    const hands = (first: string, second: string): FhMatch =>
      position({
        players: 5,
        rooms: [GARAGE, RADIO, LAB, INFIRMARY, CAFETERIA],
        horror: 0,
        hands: [[first, second], [C.quick, C.dna], [C.detained, C.hide], [C.evacuation, C.armed], [C.lockRoom, C.lockedIn]],
      });
    expect(choiceOf(hands(C.help, C.trust), 0)).toEqual(key(0, C.trust));
    const revealing = choiceOf(hands(C.table, C.alarmGreen), 0);
    expect(revealing).not.toEqual({ type: 'play-card', player: 0, card: card(C.table), as: 'action' });
    expect(revealing.type === 'play-card' && revealing.card === card(C.alarmGreen) && revealing.as === 'action').toBe(true);
  });
});

describe('strength', () => {
  it('on the same 60 seeds at six players, heuristic Humans let a random Horror win far less often than random Humans do', () => {
    const humans = (human: FhBot): FhBot => (input) =>
      input.legal.length > 1 && input.view.seats[input.player]?.identity === 'human' ? human(input) : randomBot(input);
    const horrorWins = (bot: FhBot): number => {
      let wins = 0;
      for (let game = 0; game < 60; game++) {
        const result = playout(frozenHorror, { seed: `bots/strength/${game}`, config: { players: 6 }, bots: Array(6).fill(bot) });
        if (result.ok && result.outcome !== null && result.outcome.reason !== 'horror-killed') wins++;
      }
      return wins;
    };
    expect(horrorWins(humans(heuristicBot))).toBeLessThan(horrorWins(randomBot) - 8);
  });
});
