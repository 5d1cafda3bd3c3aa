/**
 * DESIGN "Errors are data": every action type is refused with the right code, the reason id of the
 * rule and a message naming the rulebook section, through applyAction and reduce alike, and the
 * match is untouched. Every reason id the game declares is produced by a scenario here, and the
 * game's page lists exactly those ids.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRng, type GameError } from '../../../src/core/index.js';
import { COLOURS, refusalReasons, type TatortTitanicRefusalReason } from '../../../src/games/tatort-titanic/index.js';
import {
  S,
  card,
  consult,
  crossOff,
  deck,
  draw,
  eavesdrop,
  endTurn,
  give,
  move,
  moving,
  pass,
  play,
  position,
  question,
  recognise,
  refusal,
  rig,
  roll,
  solve,
  take,
  tatortTitanic,
  type TatortTitanicAction,
  type TtMatch,
} from './helpers.js';

type ActionType = TatortTitanicAction['type'];

/** One well-formed example of every action type, by seat 0. */
const EXAMPLES: Readonly<Record<ActionType, TatortTitanicAction>> = {
  roll: roll(0),
  move: move(0, 0),
  'take-clue': take(0, 'weapon'),
  consult: consult(0, 'weapon', 'even'),
  pass: pass(0),
  eavesdrop: eavesdrop(0),
  recognise: recognise(0),
  question: question(0, 1),
  'draw-card': draw(0, 'weapon'),
  'give-card': give(0, card('weapon', 0)),
  'cross-off': crossOff(0, 0),
  solve: solve(0),
  'end-turn': endTurn(0),
};
const TYPES = Object.keys(EXAMPLES) as ActionType[];

/** Seat 0 at the start of its turn on the Bridge, four players. */
const fresh = (): TtMatch => position({});

/** Every candidate but the solution (candidate 5), seen by seat 0: it may end the game. */
const knowing = (): TtMatch => position({ seats: [{ seen: COLOURS.flatMap((colour) => [0, 1, 2, 3, 4].map((k) => card(colour, k))) }] });

it('covers all 13 action types', () => {
  expect(TYPES).toHaveLength(13);
});

/**
 * Seat 0 has taken a time card in the Restaurant; seat 1 stands there, seat 2 (an Eavesdropper) in
 * the adjoining Bar — under the table rule `eavesdropperOnlyRecognises` when `recognises`.
 */
const overheard = (recognises: boolean, ability: 'eavesdropper' | 'charm' = 'eavesdropper'): TtMatch =>
  play(
    moving(
      {
        players: 3,
        seats: [{ space: deck('B', 6) }, { space: S.restaurant, ability }, { space: S.bar, ability: 'eavesdropper' }],
        board: { [S.restaurant]: [card('time', 2)] },
        ...(recognises ? { rules: { eavesdropperOnlyRecognises: true } } : {}),
      },
      2,
    ),
    move(0, S.restaurant),
    take(0, 'time'),
  );

describe('ILLEGAL_ACTION: a well-formed action the rules forbid, with the section in the message', () => {
  const questioning = (): TtMatch =>
    position({ players: 3, seats: [{ space: S.bar, hand: [card('scene', 2)] }, { space: S.bar, hand: [card('weapon', 2)], ability: 'clever' }, {}], phase: 'action' });
  const cases: Record<ActionType, { setup: () => TtMatch; action: TatortTitanicAction; reason: TatortTitanicRefusalReason; rule: RegExp }> = {
    roll: { setup: () => moving({}, 3), action: roll(0), reason: 'tatort-titanic/out-of-phase', rule: /^1\. Movement Phase: seat 0 moves its pawn by up to 3 spaces \(move\); roll is not possible now$/ },
    move: { setup: () => moving({}, 2), action: move(0, S.radioRoom), reason: 'tatort-titanic/beyond-points-rolled', rule: /^1\. Movement Phase: "may move his pawn by up to the number of points rolled"/ },
    'take-clue': {
      setup: () => play(moving({ seats: [{ space: deck('A', 6) }], board: { [S.library]: [card('time', 0)] } }, 2), move(0, S.library)),
      action: take(0, 'weapon'),
      reason: 'tatort-titanic/no-clue-card-of-colour',
      rule: /^2\. Clue Search: "he may take one clue card of his choice" — Library \(space 37\) holds time cards; none is weapon$/,
    },
    consult: {
      setup: () => play(moving({ seats: [{ space: deck('C', 5), hand: [card('time', 3)] }], board: { [S.clairvoyant]: COLOURS.map((colour) => card(colour, 0)) } }, 3), move(0, S.clairvoyant)),
      action: consult(0, 'weapon', 'odd'),
      reason: 'tatort-titanic/clairvoyant-colour-not-held',
      rule: /^Clairvoyant: "they may ask the Clairvoyant only about a clue from a group \(colour\) of which they already hold a card in hand/,
    },
    pass: { setup: fresh, action: pass(0), reason: 'tatort-titanic/out-of-phase', rule: /^Course of Play: seat 0's turn begins with the movement roll .*; pass is not possible now$/ },
    eavesdrop: { setup: fresh, action: eavesdrop(0), reason: 'tatort-titanic/out-of-phase', rule: /^Course of Play: .*; eavesdrop is not possible now$/ },
    recognise: { setup: fresh, action: recognise(0), reason: 'tatort-titanic/out-of-phase', rule: /^Course of Play: .*; recognise is not possible now$/ },
    question: { setup: questioning, action: question(0, 2), reason: 'tatort-titanic/not-on-your-space', rule: /^Questioning: "Any detective on whose space one stops may be questioned" — seat 2 stands on Bridge \(space 34\), not on your space, Bar \(space 43\)$/ },
    'draw-card': { setup: questioning, action: draw(0, 'weapon'), reason: 'tatort-titanic/out-of-phase', rule: /^2\. Clue Search › Action: seat 0 may question a detective on its space, write its sheet, end the game or end its turn; draw-card is not possible now$/ },
    'give-card': { setup: () => play(rig(questioning(), [5]), question(0, 1)), action: give(1, card('time', 0)), reason: 'tatort-titanic/give-card-not-held', rule: /^Special Abilities › Clever: give up a card of your own; 12 April, 15:00 \(time card 28\) is not in your hand$/ },
    'cross-off': { setup: knowing, action: crossOff(0, 0), reason: 'tatort-titanic/already-crossed-off', rule: /^The Investigation Sheet: Lord Cedric Ashworth \(murderer, circumstance 0\) is already crossed off your sheet — you have seen its card$/ },
    solve: { setup: fresh, action: solve(0), reason: 'tatort-titanic/circumstances-not-determined', rule: /^End of the Game: "When a detective has determined all the circumstances of the crime … he may end the game"/ },
    'end-turn': { setup: () => moving({}, 2), action: endTurn(0), reason: 'tatort-titanic/out-of-phase', rule: /^1\. Movement Phase: .*; end-turn is not possible now$/ },
  };
  for (const type of TYPES) {
    it(type, () => {
      const { setup, action, reason, rule } = cases[type];
      expect(action.type).toBe(type);
      const match = setup();
      const error = refusal(match, action);
      expect(error.code).toBe('ILLEGAL_ACTION');
      expect(error.reason).toBe(reason);
      expect(error.message).toMatch(rule);
      // reduce (the trusted path) refuses alike.
      const reduced = tatortTitanic.reduce(match.state, action, createRng('x'));
      expect(reduced.ok ? null : reduced.error).toEqual(error);
    });
  }
});

describe('NOT_YOUR_TURN: the acting seat is not the one that must act', () => {
  for (const type of TYPES) {
    it(`${type} from seat 1 while seat 0 is to play`, () => {
      const match = fresh();
      const action = { ...EXAMPLES[type], player: 1 } as TatortTitanicAction;
      const error = refusal(match, action);
      expect(error.code).toBe('NOT_YOUR_TURN');
      expect(error.reason).toBe('tatort-titanic/not-your-turn');
      expect(error.message).toMatch(/^seat 1 may not act now; Course of Play: seat 0's turn begins with the movement roll/);
    });
  }

  it('while a decision is pending, even the detective whose turn it is waits', () => {
    const match = play(rig(position({ players: 3, seats: [{ space: S.bar, hand: [card('scene', 2)] }, { space: S.bar }, {}], phase: 'action' }), [2]), question(0, 1));
    expect(refusal(match, endTurn(0)).message).toMatch(/^seat 0 may not act now; Questioning: the questioning failed, so seat 1 may draw a card from seat 0/);
  });
});

describe('GAME_OVER: nothing after the end', () => {
  const over = (): TtMatch => play(knowing(), solve(0));
  for (const type of TYPES) {
    it(type, () => {
      // applyAction asks the engine first, which knows the game is over from its outcome…
      const error = refusal(over(), EXAMPLES[type]);
      expect(error.code).toBe('GAME_OVER');
      expect(error.reason).toBe('core/game-over');
      expect(error.message).toMatch(/the game is over/);
      // …and reduce (the trusted path, and the mutable mode) refuses by the game's own rule.
      const reduced = tatortTitanic.reduce(over().state, EXAMPLES[type], createRng('x'));
      expect(reduced.ok ? null : reduced.error).toMatchObject({ code: 'GAME_OVER', reason: 'tatort-titanic/game-over' });
      expect(reduced.ok ? null : reduced.error.message).toMatch(/^End of the Game: the game is over/);
    });
  }
});

describe('INVALID_INPUT: not an action of this game', () => {
  const junk: Record<ActionType, unknown> = {
    roll: { type: 'roll', player: 0, dice: 6 },
    move: { type: 'move', player: 0, to: -1 },
    'take-clue': { type: 'take-clue', player: 0, colour: 'red' },
    consult: { type: 'consult', player: 0, colour: 'weapon', prediction: 'high' },
    pass: { type: 'pass', player: '0' },
    eavesdrop: { type: 'eavesdrop', player: 6 },
    recognise: { type: 'recognise', player: 0, roll: 4 },
    question: { type: 'question', player: 0, target: 1.5 },
    'draw-card': { type: 'draw-card', player: 0 },
    'give-card': { type: 'give-card', player: 0, card: 35 },
    'cross-off': { type: 'cross-off', player: 0, circumstance: 30 },
    solve: { type: 'solve', player: 0, named: [0, 6, 12, 18, 24] },
    'end-turn': { type: 'end-turn', player: Number.NaN },
  };
  for (const type of TYPES) {
    it(type, () => {
      const error = refusal(fresh(), junk[type]);
      expect(error.code).toBe('INVALID_INPUT');
      // The engine refuses what is not an action at all, before any rule of the game is asked.
      expect(error.reason).toBe('core/not-an-action');
    });
  }
});

/** A refusal to provoke: the position, the action, and what the message must say. */
interface Scenario {
  /** What is tried, in words. */
  readonly name: string;
  readonly setup: () => TtMatch;
  readonly action: TatortTitanicAction;
  readonly message: RegExp;
  /**
   * The engine's own reason, when applyAction refuses before the game is asked (a game over is
   * seen in the outcome); the game's reason is then the one `reduce` gives.
   */
  readonly engine?: 'core/game-over';
}

/** Seats 0 and 1 in the Bar (seat 0 with a scene card, seat 1 with a weapon card), seat 0 in its action phase. */
const inTheBar = (clever = false): TtMatch =>
  position({ players: 3, seats: [{ space: S.bar, hand: [card('scene', 2)] }, { space: S.bar, hand: [card('weapon', 2)], ...(clever ? { ability: 'clever' as const } : { ability: 'authority' as const }) }, {}], phase: 'action' });

/** Seat 0 questioned seat 1 and missed (a 2): seat 1 may draw a card from seat 0. */
const missedQuestioning = (): TtMatch => play(rig(inTheBar(), [2]), question(0, 1));

/** Seat 0 questioned seat 1 and got an answer (a 5). */
const answeredQuestioning = (clever: boolean): TtMatch => play(rig(inTheBar(clever), [5]), question(0, 1));

/** Seat 0 has moved into Madame Blavansky's cabin, where a time card lies, holding a time card: its clue search. */
const atTheClairvoyant = (spec: { ability?: 'charm' | 'authority'; attempts?: number } = {}): TtMatch =>
  position({
    seats: [{ space: S.clairvoyant, hand: [card('time', 3)], ability: spec.ability ?? 'charm' }],
    board: { [S.clairvoyant]: [card('time', 0)] },
    phase: 'search',
    attempts: spec.attempts ?? 0,
  });

/** Every reason id, with scenarios that produce it. */
const SCENARIOS: Readonly<Record<TatortTitanicRefusalReason, readonly Scenario[]>> = {
  'tatort-titanic/game-over': [
    { name: 'a sheet entry after the game ended', setup: () => play(knowing(), solve(0)), action: crossOff(0, 0), message: /^End of the Game: the game is over/, engine: 'core/game-over' },
  ],
  'tatort-titanic/not-your-turn': [
    { name: 'seat 1 rolls on seat 0\'s turn', setup: fresh, action: roll(1), message: /^seat 1 may not act now; Course of Play: seat 0's turn begins/ },
    { name: 'the questioner ends its turn while the questioned may draw', setup: missedQuestioning, action: endTurn(0), message: /^seat 0 may not act now; Questioning: the questioning failed/ },
  ],
  'tatort-titanic/out-of-phase': [
    { name: 'a move before the roll', setup: fresh, action: move(0, S.bridge), message: /^Course of Play: seat 0's turn begins with the movement roll .*; move is not possible now$/ },
    { name: 'ending the turn in the middle of the move', setup: () => moving({}, 2), action: endTurn(0), message: /^1\. Movement Phase: .*; end-turn is not possible now$/ },
    { name: 'a sheet entry during the clue search', setup: () => atTheClairvoyant(), action: crossOff(0, 0), message: /^2\. Clue Search: .*; cross-off is not possible now$/ },
  ],
  'tatort-titanic/decision-pending': [
    { name: 'the questioned detective ends a turn instead of drawing or passing', setup: missedQuestioning, action: endTurn(1), message: /^Questioning: the questioning failed, so seat 1 may draw a card from seat 0 \(draw-card or pass\); end-turn is not possible now$/ },
    { name: 'the questioned Clever detective rolls instead of giving a card', setup: () => answeredQuestioning(true), action: roll(1), message: /^Special Abilities › Clever: seat 1, questioned, gives seat 0 a card of its own choice \(give-card\); roll is not possible now$/ },
  ],
  'tatort-titanic/beyond-points-rolled': [
    { name: 'the Radio Room with 2 points from the Bridge', setup: () => moving({}, 2), action: move(0, S.radioRoom), message: /^1\. Movement Phase: "may move his pawn by up to the number of points rolled" — from Bridge \(space 34\) with 2 points/ },
  ],
  'tatort-titanic/no-clue-card-of-colour': [
    {
      name: 'a weapon card where only a time card lies',
      setup: () => play(moving({ seats: [{ space: deck('A', 6) }], board: { [S.library]: [card('time', 0)] } }, 2), move(0, S.library)),
      action: take(0, 'weapon'),
      message: /^2\. Clue Search: "he may take one clue card of his choice" — Library \(space 37\) holds time cards; none is weapon$/,
    },
    { name: 'the Clairvoyant asked for a colour she has none of', setup: () => atTheClairvoyant(), action: consult(0, 'weapon', 'even'), message: /^Clairvoyant: she has no weapon card left to give$/ },
  ],
  'tatort-titanic/clairvoyant-predict-first': [
    { name: 'taking the Clairvoyant\'s card without a prediction', setup: () => atTheClairvoyant(), action: take(0, 'time'), message: /^Clairvoyant: "Detectives who want a card from Madame Blavansky must roll the die again, but first predict/ },
  ],
  'tatort-titanic/not-at-clairvoyant': [
    {
      name: 'consulting her from the Library',
      setup: () => play(moving({ seats: [{ space: deck('A', 6), hand: [card('time', 3)] }], board: { [S.library]: [card('time', 0)] } }, 2), move(0, S.library)),
      action: consult(0, 'time', 'odd'),
      message: /^Clairvoyant: only a detective in Madame Blavansky's cabin can consult her$/,
    },
  ],
  'tatort-titanic/clairvoyant-colour-not-held': [
    {
      name: 'asking about a weapon card holding only a time card',
      setup: () => position({ seats: [{ space: S.clairvoyant, hand: [card('time', 3)] }], board: { [S.clairvoyant]: [card('weapon', 0)] }, phase: 'search' }),
      action: consult(0, 'weapon', 'odd'),
      message: /^Clairvoyant: "they may ask the Clairvoyant only about a clue from a group \(colour\) of which they already hold a card in hand/,
    },
  ],
  'tatort-titanic/clairvoyant-attempts-used': [
    // Play moves on to the action once the attempts are used; a loaded state may still hold this.
    { name: 'a second attempt without Charm', setup: () => atTheClairvoyant({ ability: 'authority', attempts: 1 }), action: consult(0, 'time', 'even'), message: /^Clairvoyant: no attempt is left this round$/ },
  ],
  'tatort-titanic/one-action-a-turn': [
    { name: 'questioning a second time in one turn', setup: () => play(missedQuestioning(), pass(1)), action: question(0, 1), message: /^2\. Clue Search › Action: "a detective may also carry out an action" — you have questioned this turn already$/ },
  ],
  'tatort-titanic/question-another-detective': [
    { name: 'questioning oneself', setup: () => inTheBar(), action: question(0, 0), message: /^Questioning: question another detective; seat 0 is not one$/ },
    { name: 'questioning a seat nobody sits at', setup: () => inTheBar(), action: question(0, 4), message: /^Questioning: question another detective; seat 4 is not one$/ },
  ],
  'tatort-titanic/not-on-your-space': [
    { name: 'questioning a detective on the Bridge from the Bar', setup: () => inTheBar(), action: question(0, 2), message: /^Questioning: "Any detective on whose space one stops may be questioned" — seat 2 stands on Bridge \(space 34\), not on your space, Bar \(space 43\)$/ },
  ],
  'tatort-titanic/draw-colour-not-held': [
    { name: 'drawing a weapon card from a questioner holding a scene card', setup: missedQuestioning, action: draw(1, 'weapon'), message: /^Questioning: draw one of the cards seat 0 holds; it holds no weapon card$/ },
  ],
  'tatort-titanic/answer-not-optional': [
    { name: 'the answered questioner declines to draw', setup: () => answeredQuestioning(false), action: pass(0), message: /^Questioning: the questioning succeeded, so the questioner draws a card; it cannot be passed$/ },
    { name: 'the questioned Clever detective declines to give', setup: () => answeredQuestioning(true), action: pass(1), message: /^Special Abilities › Clever: the questioned detective "gives up a card of his own choice"; it cannot be passed$/ },
  ],
  'tatort-titanic/give-card-not-held': [
    { name: 'giving up a card of someone else', setup: () => answeredQuestioning(true), action: give(1, card('scene', 2)), message: /^Special Abilities › Clever: give up a card of your own; Cargo Hold \(scene card 23\) is not in your hand$/ },
  ],
  'tatort-titanic/already-crossed-off': [
    { name: 'crossing off a seen circumstance', setup: knowing, action: crossOff(0, 0), message: /^The Investigation Sheet: Lord Cedric Ashworth \(murderer, circumstance 0\) is already crossed off your sheet — you have seen its card$/ },
    { name: 'crossing off an entry twice', setup: () => position({ seats: [{ entries: [3] }] }), action: crossOff(0, 3), message: /is already crossed off your sheet — you crossed it off$/ },
  ],
  'tatort-titanic/circumstances-not-determined': [
    { name: 'ending the game with a blank sheet', setup: fresh, action: solve(0), message: /^End of the Game: "When a detective has determined all the circumstances of the crime … he may end the game" — .* it leaves 6, 6, 6, 6, 6$/ },
  ],
  'tatort-titanic/eavesdrop-in-the-room': [
    {
      name: 'the Eavesdropper next door tries to take the card over under eavesdropperOnlyRecognises',
      setup: () => play(overheard(true), pass(1)),
      action: eavesdrop(2),
      message: /^Eavesdropping: "If a detective is in a room where another detective is taking a card at that moment, he takes over that card" — you are next door, not in Restaurant; .*\(recognise\)$/,
    },
  ],
  'tatort-titanic/eavesdropper-takes-over': [
    { name: 'the Eavesdropper recognises under the default table rules', setup: () => overheard(false), action: recognise(1), message: /^Special Abilities › Eavesdropper: "recognises a card that another detective is currently taking" is eavesdropping with better odds at this table/ },
  ],
  'tatort-titanic/only-eavesdroppers-recognise': [
    { name: 'a detective without the ability recognises under eavesdropperOnlyRecognises', setup: () => overheard(true, 'charm'), action: recognise(1), message: /^Special Abilities › Eavesdropper: only an Eavesdropper "recognises a card/ },
  ],
};

/** The game's refusal a scenario meets: the same through applyAction and reduce, unless the engine refuses first. */
function refusalOf({ setup, action, engine }: Scenario): GameError {
  const match = setup();
  const applied = refusal(match, action);
  const reduced = tatortTitanic.reduce(match.state, action, createRng('x'));
  if (reduced.ok) throw new Error(`reduce accepted ${JSON.stringify(action)}`);
  if (engine === undefined) expect(reduced.error).toEqual(applied);
  else expect(applied.reason).toBe(engine);
  return reduced.error;
}

describe('refusal reasons: one stable id per rule', () => {
  for (const reason of refusalReasons) {
    for (const scenario of SCENARIOS[reason]) {
      it(`${reason}: ${scenario.name}`, () => {
        const error = refusalOf(scenario);
        expect(error.reason).toBe(reason);
        expect(error.message).toMatch(scenario.message);
      });
    }
  }

  it('every id the game declares is produced by some refusal, and no refusal gives an id it does not declare', () => {
    const produced = new Set<string>();
    for (const scenarios of Object.values(SCENARIOS)) for (const scenario of scenarios) produced.add(refusalOf(scenario).reason);
    expect([...produced].sort()).toEqual([...refusalReasons].sort());
  });

  it('the ids are the game\'s, kebab-case, each once, and the list cannot be changed', () => {
    for (const reason of refusalReasons) expect(reason).toMatch(/^tatort-titanic\/[a-z]+(-[a-z]+)*$/);
    expect(new Set(refusalReasons).size).toBe(refusalReasons.length);
    expect(Object.isFrozen(refusalReasons)).toBe(true);
  });

  it('the game\'s page lists exactly these ids in its "Refusal reasons" table', () => {
    const page = readFileSync(new URL('../../../docs/games/tatort-titanic.md', import.meta.url), 'utf8');
    const start = page.indexOf('\n## Refusal reasons\n');
    expect(start).toBeGreaterThan(0);
    const section = page.slice(start + 1, page.indexOf('\n## ', start + 1));
    const listed = [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((row) => row[1]);
    expect(listed).toEqual([...refusalReasons]);
  });
});
