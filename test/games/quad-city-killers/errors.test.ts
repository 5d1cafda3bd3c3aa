/**
 * DESIGN "Errors are data": every action type is refused with the right code and a message naming
 * the rulebook section (or the rule) it comes from, and the match is untouched: ILLEGAL_ACTION
 * when the rules forbid it, NOT_YOUR_TURN from a seat that may not act, GAME_OVER once over.
 *
 * Every refusal also carries a stable reason id, one per rule (`refusalReasons`): each id is
 * produced by a scenario below that asserts it, the table of scenarios covers the list exactly,
 * the docs page lists exactly the same ids, and no refusal in a whole random game carries an id
 * outside the list.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createRng, type EndReasonOf, type OutcomeOf } from '../../../src/core/index.js';
import {
  ACTION_TYPES,
  endReasons,
  refusalReasons,
  standInContent,
  type EndReason,
  type QuadCityKillersOutcome,
  type QuadCityKillersRefusalReason,
} from '../../../src/games/quad-city-killers/index.js';
import {
  BETTENDORF,
  DAVENPORT,
  ROCK_ISLAND,
  attack,
  chooseCity,
  choosePlayer,
  declareEgo,
  discard,
  eventsOf,
  fullAttack,
  hunt,
  modifier,
  pass,
  placePrey,
  play,
  position,
  quadCityKillers,
  oneOfEachType,
  refill,
  refusal,
  res,
  rigged,
  scenario,
  travel,
  travelTo,
  useEgo,
  weapon,
  type QMatch,
  type QuadCityKillersAction,
  type QuadCityKillersEvent,
} from './helpers.js';
import { randomGame } from './model.js';

/** One action of each type, from `player`, with arguments that would be legal somewhere. */
const oneOfEach = (player: number): QuadCityKillersAction[] => oneOfEachType(player, { city: 0, otherCity: 1, prey: 0 });

const table = (): QMatch =>
  position({ hands: [['Fire Axe', 'Power Outage'], ['Dark Alley', 'Road Trip', 'Gatsby']], map: { [DAVENPORT]: ['Ada Lindqvist', 'Delia Marsh'] } });

describe('errors', () => {
  it('covers every action type', () => {
    expect(oneOfEach(0).map((action) => action.type)).toEqual(ACTION_TYPES);
  });

  it('NOT_YOUR_TURN: seat 1 may do nothing in seat 0\'s turn; the message says who may', () => {
    const match = table();
    for (const action of oneOfEach(1)) {
      const error = refusal(match, action);
      expect(error.code, action.type).toBe('NOT_YOUR_TURN');
      expect(error.reason, action.type).toBe('quad-city-killers/not-your-turn');
      expect(error.message).toMatch(/^seat 1 may not act now; Player Turn: seat 0 chooses its next Action/);
    }
  });

  it('ILLEGAL_ACTION: each type refused where the rules forbid it, naming the section', () => {
    const match = table();
    const expected: Record<string, RegExp> = {
      'place-prey': /^Player Turn: seat 0 chooses its next Action .*; place-prey is not possible now/,
      'travel-to': /^2\. Travel: "between cities using a dice roll" — roll first/,
      attack: /^3\. Attack: "Prey in your city" — \S.* is not in Davenport/,
      'choose-weapon': /choose-weapon is not possible now/,
      'choose-modifier': /choose-modifier is not possible now/,
      'play-against': /play-against is not possible now/,
      pass: /pass is not possible now/,
      'claim-mo': /claim-mo is not possible now/,
      'play-scenario': /^4\. Create a Scene: "Using a Scenario Card" — Fire Axe is not a Scenario card in your hand/,
      'choose-player': /choose-player is not possible now/,
      'choose-city': /choose-city is not possible now/,
      'declare-ego': /^4\. Ego Cards: "You may declare an Ego as your M\.O\. at any time" — Fire Axe is not an Ego card in your hand/,
      'use-ego': /^4\. Ego Cards: you have no Ego declared as your M\.O\./,
      discard: /^5\. Discard: "Discard up to two cards from your hand" — Dark Alley is not in your hand/,
      refill: /^Player Turn: "End each turn by replenishing your hand to 5 cards"/,
    };
    const illegal: QuadCityKillersAction[] = [
      { type: 'place-prey', player: 0, city: 0, replacing: null },
      { type: 'travel-to', player: 0, city: 1 },
      { type: 'attack', player: 0, prey: 60 },
      { type: 'choose-weapon', player: 0, card: null },
      { type: 'choose-modifier', player: 0, card: null },
      { type: 'play-against', player: 0, card: res('Power Outage') },
      { type: 'pass', player: 0 },
      { type: 'claim-mo', player: 0 },
      { type: 'play-scenario', player: 0, card: res('Fire Axe') },
      { type: 'choose-player', player: 0, target: 1 },
      { type: 'choose-city', player: 0, city: 1 },
      { type: 'declare-ego', player: 0, card: res('Fire Axe') },
      { type: 'use-ego', player: 0 },
      { type: 'refill', player: 0 },
      { type: 'discard', player: 0, card: res('Dark Alley') },
    ];
    for (const action of illegal) {
      const error = refusal(match, action);
      expect(error.code, action.type).toBe('ILLEGAL_ACTION');
      expect(error.message, action.type).toMatch(expected[action.type] ?? /./);
    }
    // Hunt and Travel are refused where the game waits for something else.
    const answering = play(match, attack(0, 'Delia Marsh'), { type: 'choose-weapon', player: 0, card: null }, { type: 'choose-modifier', player: 0, card: null });
    expect(refusal(answering, { type: 'hunt', player: 1 }).message).toMatch(/^2\. Modifier Cards: seats 1 may play a Modifier against the Attack, or pass; hunt is not possible now/);
    expect(refusal(answering, { type: 'travel', player: 1 }).code).toBe('ILLEGAL_ACTION');
    expect(refusal(match, { type: 'discard', player: 0, card: res('Dark Alley') }).message).toMatch(/^5\. Discard/);
  });

  it('GAME_OVER: nothing once the game is over', () => {
    const over = gameOver();
    expect(over.state.outcome).not.toBeNull();
    for (const action of [...oneOfEach(0), ...oneOfEach(1)]) {
      expect(refusal(over, action).code, action.type).toBe('GAME_OVER');
      // The reducer's own refusal names the rule (applyAction answers before it, in general terms).
      const reduced = quadCityKillers.reduce(over.state, action, createRng('over'));
      expect(reduced.ok ? '' : reduced.error.message).toMatch(/^Ending the Game: the game is over \(highest-notoriety\)/);
      expect(reduced.ok ? '' : reduced.error.reason).toBe('quad-city-killers/game-over');
    }
  });

  it('junk is INVALID_INPUT', () => {
    const match = table();
    for (const junk of [null, 3, 'hunt', { type: 'hunt' }, { type: 'hunt', player: 0, extra: 1 }, { type: 'attack', player: 0, prey: -1 }, { type: 'travel-to', player: 0, city: 1.5 }, { type: 'nope', player: 0 }]) {
      expect(refusal(match, junk).code).toBe('INVALID_INPUT');
    }
  });
});

/** A two-player game just won by seat 0 (Mississippi Mary reached the end of her scale). */
function gameOver(): QMatch {
  const match = position({ killers: [1, 0], dexterity: [5, 0], hands: [['Fire Axe', 'Power Outage'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
  return play(match, ...fullAttack(0, 'Ada Lindqvist', res('Fire Axe'), res('Power Outage'), [1]));
}

const solo = (spec: Parameters<typeof position>[0] = {}): QMatch => position({ players: 1, ...spec });

/** `match` with every Prey card not on the map in seat 1's collection: none is left to reveal. */
function noPreyToReveal(match: QMatch): QMatch {
  const rest = [...match.state.preyDeck, ...match.state.preyDiscard];
  const seats = match.state.seats.map((seat, index) => (index === 1 ? { ...seat, collection: [...seat.collection, ...rest] } : seat));
  return { ...match, state: { ...match.state, preyDeck: [], preyDiscard: [], seats } };
}

/** Solo, five cards in hand and every other Resource card under Ada Lindqvist: none is left to draw. */
function noResourceToDraw(): QMatch {
  const hand = ['Fire Axe', 'Tire Iron', 'Dark Alley', 'Full Moon', 'Gatsby'];
  const under = standInContent.resources.map((card) => card.name);
  for (const name of hand) under.splice(under.indexOf(name), 1);
  return solo({ hands: [hand], map: { [DAVENPORT]: [{ name: 'Ada Lindqvist', under }] } });
}

/** A Prey card revealed by a Hunt, waiting to be placed with Davenport full. */
function placingInFullDavenport(): QMatch {
  const full = ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina', 'Walt Kessler', 'June Parrish'];
  return play(position({ map: { [DAVENPORT]: full }, preyDeckTop: ['Delia Marsh'] }), hunt(0));
}

const rollOf = (events: readonly QuadCityKillersEvent[]): number => eventsOf(events, 'travel-rolled')[0]?.total ?? -1;

/** A refusal to produce: the match, the action, and the rule id it must carry. */
interface Scenario {
  readonly reason: QuadCityKillersRefusalReason;
  readonly what: string;
  readonly match: () => QMatch;
  readonly action: QuadCityKillersAction;
  /** Through `reduce` itself: `applyAction` answers a finished game in general terms first. */
  readonly viaReduce?: true;
}

/** One scenario (at least) per refusal reason. */
const scenarios: readonly Scenario[] = [
  { reason: 'quad-city-killers/game-over', what: 'anything once the game is over', match: gameOver, action: hunt(0), viaReduce: true },
  { reason: 'quad-city-killers/not-your-turn', what: 'seat 1 in seat 0\'s turn', match: table, action: hunt(1) },
  { reason: 'quad-city-killers/not-now', what: 'a pass with nothing to decline', match: table, action: pass(0) },
  {
    reason: 'quad-city-killers/not-now',
    what: 'Road Trip after a failed Attack, where only Mulligan answers',
    match: () =>
      rigged(
        position({ hands: [['Road Trip', 'Butter Knife'], []], map: { [DAVENPORT]: ['Delia Marsh'] } }),
        fullAttack(0, 'Delia Marsh', res('Butter Knife'), null, [1]),
        (events) => events.some((event) => event.type === 'attack-rolled' && !event.success),
      ).match,
    action: scenario(0, res('Road Trip')),
  },
  { reason: 'quad-city-killers/no-such-city', what: 'solo Travel to a city the map does not have', match: () => solo(), action: travelTo(0, 6) },
  { reason: 'quad-city-killers/no-such-city', what: 'a revealed Prey placed in a city the map does not have', match: placingInFullDavenport, action: placePrey(0, 5) },
  { reason: 'quad-city-killers/hometown-card-in-matching-city', what: 'Delia Marsh (Davenport) placed in Bettendorf', match: placingInFullDavenport, action: placePrey(0, BETTENDORF) },
  { reason: 'quad-city-killers/replace-only-when-city-full', what: 'a full city, nothing named to replace', match: placingInFullDavenport, action: placePrey(0, DAVENPORT, null) },
  {
    reason: 'quad-city-killers/replace-only-when-city-full',
    what: 'a city with a free space, a Prey named to replace',
    match: () => play(position({ map: { [DAVENPORT]: ['Ada Lindqvist'] }, preyDeckTop: ['Chad Whitmore'] }), hunt(0)),
    action: placePrey(0, DAVENPORT, 0),
  },
  { reason: 'quad-city-killers/city-in-lockdown', what: 'solo Travel into Lockdown', match: () => solo({ heat: [1, 6, 1, 1] }), action: travelTo(0, BETTENDORF) },
  {
    reason: 'quad-city-killers/city-in-lockdown',
    what: 'solo, a Tourist placed in a city in Lockdown',
    match: () => play(solo({ heat: [1, 6, 1, 1], preyDeckTop: ['Chad Whitmore'] }), hunt(0)),
    action: placePrey(0, BETTENDORF),
  },
  { reason: 'quad-city-killers/no-prey-card-left', what: 'a Hunt with no Prey card left', match: () => noPreyToReveal(table()), action: hunt(0) },
  { reason: 'quad-city-killers/no-prey-card-left', what: 'Gatsby\'s flip with no Prey card left', match: () => noPreyToReveal(position({ mo: ['Gatsby', null], map: { [DAVENPORT]: ['Ada Lindqvist'] } })), action: useEgo(0) },
  { reason: 'quad-city-killers/no-resource-card-left', what: 'a solo refill with no Resource card left', match: noResourceToDraw, action: refill(0) },
  { reason: 'quad-city-killers/travel-roll-first', what: 'travel-to without a roll', match: table, action: travelTo(0, BETTENDORF) },
  { reason: 'quad-city-killers/solo-travel-no-roll', what: 'a solo Travel roll', match: () => solo(), action: travel(0) },
  {
    reason: 'quad-city-killers/travel-out-of-reach',
    what: 'across the river on a roll of 1',
    match: () => rigged(position({}), [travel(0)], (events) => rollOf(events) === 1).match,
    action: travelTo(0, ROCK_ISLAND),
  },
  { reason: 'quad-city-killers/already-in-that-city', what: 'a solo Travel to your own city', match: () => solo(), action: travelTo(0, DAVENPORT) },
  { reason: 'quad-city-killers/prey-not-in-your-city', what: 'an Attack on a Prey elsewhere', match: table, action: { type: 'attack', player: 0, prey: 60 } },
  { reason: 'quad-city-killers/not-a-weapon-in-hand', what: 'a Modifier as the Weapon', match: () => play(table(), attack(0, 'Delia Marsh')), action: weapon(0, res('Power Outage')) },
  {
    reason: 'quad-city-killers/not-a-modifier-in-hand',
    what: 'a Weapon as the Modifier',
    match: () => play(table(), attack(0, 'Delia Marsh'), weapon(0, null)),
    action: modifier(0, res('Fire Axe')),
  },
  {
    reason: 'quad-city-killers/not-a-modifier-in-hand',
    what: 'a card not held, played against the Attack',
    match: () => play(table(), attack(0, 'Delia Marsh'), weapon(0, null), modifier(0, null)),
    action: { type: 'play-against', player: 1, card: res('Fire Axe') },
  },
  {
    reason: 'quad-city-killers/action-icon-needs-an-action',
    what: 'Chloroform as the Modifier when the Attack took the last Action',
    match: () => play(position({ actionsLeft: 1, hands: [['Chloroform'], []], map: { [DAVENPORT]: ['Delia Marsh'] } }), attack(0, 'Delia Marsh'), weapon(0, null)),
    action: modifier(0, res('Chloroform')),
  },
  {
    reason: 'quad-city-killers/action-icon-needs-an-action',
    what: 'Chloroform played against another player\'s Attack',
    match: () => play(position({ hands: [[], ['Chloroform']], map: { [DAVENPORT]: ['Delia Marsh'] } }), attack(0, 'Delia Marsh'), weapon(0, null), modifier(0, null)),
    action: { type: 'play-against', player: 1, card: res('Chloroform') },
  },
  { reason: 'quad-city-killers/not-a-scenario-in-hand', what: 'a Weapon played as a Scenario', match: table, action: scenario(0, res('Fire Axe')) },
  { reason: 'quad-city-killers/solo-scenarios-play-against-you', what: 'a Scenario played from the solo hand', match: () => solo({ hands: [['Road Trip']] }), action: scenario(0, res('Road Trip')) },
  { reason: 'quad-city-killers/mulligan-upon-failing', what: 'Mulligan between Actions', match: () => position({ hands: [['Mulligan'], []] }), action: scenario(0, res('Mulligan')) },
  {
    reason: 'quad-city-killers/heat-cannot-move',
    what: 'Anonymous Call when every city\'s Heat has moved this turn',
    match: () => position({ hands: [['Anonymous Call'], []], heatMoved: [true, true, true, true] }),
    action: scenario(0, res('Anonymous Call')),
  },
  {
    reason: 'quad-city-killers/heat-cannot-move',
    what: 'Anonymous Call on a city whose Heat has moved this turn',
    match: () => play(position({ hands: [['Anonymous Call'], []], heatMoved: [false, true, false, false] }), scenario(0, res('Anonymous Call'))),
    action: chooseCity(0, BETTENDORF),
  },
  { reason: 'quad-city-killers/frame-job-needs-an-mo', what: 'Frame Job when nobody else holds an M.O. or Ego', match: () => position({ hands: [['Frame Job'], []] }), action: scenario(0, res('Frame Job')) },
  {
    reason: 'quad-city-killers/frame-job-needs-an-mo',
    what: 'Frame Job on a player holding neither',
    match: () => play(position({ players: 3, mo: [null, null, 'Ice Pick'], hands: [['Frame Job'], [], []] }), scenario(0, res('Frame Job'))),
    action: choosePlayer(0, 1),
  },
  { reason: 'quad-city-killers/not-another-player', what: 'Anonymous Tip on yourself', match: () => play(position({ hands: [['Anonymous Tip'], []] }), scenario(0, res('Anonymous Tip'))), action: choosePlayer(0, 0) },
  {
    reason: 'quad-city-killers/anonymous-tip-another-city',
    what: 'Anonymous Tip sending a pawn where it is',
    match: () => play(position({ hands: [['Anonymous Tip'], []] }), scenario(0, res('Anonymous Tip')), choosePlayer(0, 1)),
    action: chooseCity(0, DAVENPORT),
  },
  { reason: 'quad-city-killers/not-an-ego-in-hand', what: 'a Weapon declared as an Ego', match: table, action: declareEgo(0, res('Fire Axe')) },
  {
    reason: 'quad-city-killers/action-icon-needs-an-action',
    what: 'an Ego (Action icon) declared with no Action left',
    match: () => position({ actionsLeft: 0, hands: [['Gatsby'], []] }),
    action: declareEgo(0, res('Gatsby')),
  },
  { reason: 'quad-city-killers/no-ego-declared', what: 'use-ego with no Ego on the board', match: table, action: useEgo(0) },
  { reason: 'quad-city-killers/ego-once-per-turn', what: 'an Ego used twice in a turn', match: () => play(position({ mo: ['Gatsby', null] }), useEgo(0)), action: useEgo(0) },
  { reason: 'quad-city-killers/ego-beginning-of-turn', what: 'Gatsby after the turn\'s first Action', match: () => play(position({ mo: ['Gatsby', null] }), hunt(0)), action: useEgo(0) },
  { reason: 'quad-city-killers/ego-works-on-an-attack', what: 'Casanova between Actions', match: () => position({ mo: ['Casanova', null] }), action: useEgo(0) },
  { reason: 'quad-city-killers/not-in-your-hand', what: 'a card not held, discarded', match: table, action: discard(0, res('Crowbar')) },
  { reason: 'quad-city-killers/replenish-at-end-of-turn', what: 'refill in a multi-player game', match: table, action: refill(0) },
  {
    reason: 'quad-city-killers/hand-holds-six',
    what: 'a solo refill with six cards in hand',
    match: () => solo({ hands: [['Fire Axe', 'Tire Iron', 'Crowbar', 'Dark Alley', 'Full Moon', 'Power Outage']] }),
    action: refill(0),
  },
];

describe('refusal reasons: one stable id per rule', () => {
  it.each(scenarios.map((scenario) => [scenario.reason, scenario.what, scenario] as const))('%s — %s', (_reason, _what, scenario) => {
    const match = scenario.match();
    const error = scenario.viaReduce === true ? reduceRefusal(match, scenario.action) : refusal(match, scenario.action);
    expect(error.reason).toBe(scenario.reason);
    expect(error.code).toBe(scenario.reason === 'quad-city-killers/game-over' ? 'GAME_OVER' : scenario.reason === 'quad-city-killers/not-your-turn' ? 'NOT_YOUR_TURN' : 'ILLEGAL_ACTION');
    expect(error.message).not.toMatch(/undefined|NaN|\[object/);
    // legalActions agrees: what is refused is never listed.
    const seat = scenario.action.player;
    expect(quadCityKillers.legalActions(match.state, seat).map((action) => JSON.stringify(action))).not.toContain(JSON.stringify(scenario.action));
  });

  it('every reason is produced by a scenario above, and every scenario produces one of the list', () => {
    expect(new Set(scenarios.map((scenario) => scenario.reason))).toEqual(new Set(refusalReasons));
  });

  it('the list: unique ids, "quad-city-killers/<rule>" in kebab-case, frozen', () => {
    expect(new Set(refusalReasons).size).toBe(refusalReasons.length);
    for (const reason of refusalReasons) expect(reason).toMatch(/^quad-city-killers\/[a-z]+(-[a-z]+)*$/);
    expect(Object.isFrozen(refusalReasons)).toBe(true);
  });

  it('the docs page lists exactly these ids, in this order, each with its rule and when it refuses', () => {
    expect(docsTable('Refusal reasons').map((row) => row[0])).toEqual(refusalReasons.map((reason) => `\`${reason}\``));
    for (const row of docsTable('Refusal reasons')) {
      expect(row).toHaveLength(3);
      for (const cell of row) expect(cell.trim()).not.toBe('');
    }
  });

  it('no refusal met in a whole random game carries an id outside the list', () => {
    const known = new Set<string>(refusalReasons);
    const { steps } = randomGame('errors/reasons', 3, 3);
    const seen = new Set<string>();
    steps.forEach((step, index) => {
      if (index % 5 !== 0) return;
      for (let seat = 0; seat < 3; seat++) {
        for (const action of oneOfEachType(seat, { city: 0, otherCity: 2, prey: 5 })) {
          const reduced = quadCityKillers.reduce(step.before.state, action, createRng('probe'));
          if (reduced.ok) continue;
          seen.add(reduced.error.reason);
          expect(known.has(reduced.error.reason), reduced.error.reason).toBe(true);
        }
      }
    });
    expect(seen.size).toBeGreaterThan(5);
  });
});

describe('the end reasons', () => {
  it('the module is typed by the game\'s EndReason, and the outcome by Outcome<EndReason>', () => {
    expectTypeOf<EndReasonOf<typeof quadCityKillers>>().toEqualTypeOf<EndReason>();
    expectTypeOf<QuadCityKillersOutcome['reason']>().toEqualTypeOf<EndReason>();
    expectTypeOf<ReturnType<typeof quadCityKillers.outcome>>().toExtend<OutcomeOf<typeof quadCityKillers> | null>();
    expectTypeOf(endReasons).toEqualTypeOf<readonly EndReason[]>();
    expectTypeOf(refusalReasons).toEqualTypeOf<readonly QuadCityKillersRefusalReason[]>();
  });

  it('the docs\' end-of-game table lists exactly endReasons; the state schema refuses any other reason', () => {
    expect(docsTable('End of the game (`Outcome.reason`)').map((row) => row[0])).toEqual(endReasons.map((reason) => `\`${reason}\``));
    const over = gameOver();
    expect(quadCityKillers.schemas.state.safeParse(over.state).success).toBe(true);
    const outcome = over.state.outcome;
    if (outcome === null) throw new Error('the game should be over');
    const renamed = { ...over.state, outcome: { ...outcome, reason: 'nobody-knows' } };
    expect(quadCityKillers.schemas.state.safeParse(renamed).success).toBe(false);
  });
});

/** The refusal `reduce` itself gives (the state untouched). */
function reduceRefusal(match: QMatch, action: QuadCityKillersAction): { readonly code: string; readonly reason: string; readonly message: string } {
  const before = JSON.stringify(match.state);
  const reduced = quadCityKillers.reduce(match.state, action, createRng('refusal'));
  expect(JSON.stringify(match.state)).toBe(before);
  if (reduced.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return reduced.error;
}

/** The rows (cells, trimmed) of the first table under the docs page's heading `heading`. */
function docsTable(heading: string): string[][] {
  const page = readFileSync(new URL('../../../docs/games/quad-city-killers.md', import.meta.url), 'utf8');
  const at = page.indexOf(`\n## ${heading}\n`);
  if (at < 0) throw new Error(`no section "${heading}" in the docs page`);
  const lines = page.slice(at + heading.length + 5).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    // Cells split on unescaped pipes (`\|` stays inside a cell).
    rows.push(line.slice(1, -1).split(/(?<!\\)\|/).map((cell) => cell.trim()));
  }
  return rows;
}
