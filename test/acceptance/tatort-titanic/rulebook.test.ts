/**
 * Acceptance scenarios for Tatort Titanic, written straight from the
 * printed rulebook (../shared/rulebooks/tatort-titanic.txt). Each test quotes the line it checks.
 * Positions are set up through play (`createMatch` + `applyAction`) or with the scenario helpers of
 * test/games/tatort-titanic/helpers.ts; where the rulebook is ambiguous and a documented ruling of
 * docs/games/tatort-titanic.md decides it, the test cites the ruling by number.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { withSeed } from '../../support/scenarios.js';
import { applyAction, createMatch, replay, type Outcome } from '../../../src/core/index.js';
import { COLOURS, circumstanceOf, type Ability } from '../../../src/games/tatort-titanic/index.js';
import {
  E,
  S,
  active,
  blank,
  card,
  circumstance,
  consult,
  crossOff,
  deck,
  draw,
  eavesdrop,
  endTurn,
  eventsOf,
  give,
  legal,
  legalOf,
  move,
  moving,
  pass,
  play,
  playEvents,
  position,
  question,
  refusal,
  rig,
  roll,
  solve,
  standInContent,
  start,
  take,
  tatortTitanic,
  viewOf,
  type TatortTitanicAction,
  type TatortTitanicEvent,
  type TtMatch,
} from '../../games/tatort-titanic/helpers.js';

/** The special abilities in the order the rulebook prints them under "Special Abilities". */
const PRINTED_ABILITIES: readonly Ability[] = ['eavesdropper', 'nimble-footed', 'authority', 'charm', 'clever', 'technically-gifted'];

/** The six rooms that get two cards each. */
const TWO_CARD_ROOMS = ['Library', 'Restaurant', 'Swimming Pool', 'Smoking Room', 'Bar', 'Gymnasium'];

/** `match` with seat `seat` playing the printed detective `key` (a referee swapping the pawn's sheet name). */
function asDetective(match: TtMatch, seat: number, key: string): TtMatch {
  const index = standInContent.detectives.findIndex((detective) => detective.key === key);
  if (index < 0) throw new Error(`no detective ${key}`);
  const state = produce(match.state, (draft) => {
    const detective = draft.detectives[seat];
    if (detective !== undefined) detective.detective = index;
  });
  const parsed = tatortTitanic.schemas.state.safeParse(state);
  if (!parsed.success) throw new Error('not a valid state');
  return { ...match, state };
}

/** Independent reading of a sheet against the solution: qualified (no solution crossed off) and the other circumstances left open. */
function standing(crossed: ReadonlySet<number>, solution: readonly number[]): { qualified: boolean; open: number } {
  const answers = new Set(solution.map((id) => Math.floor(id / 7) * 6 + (id % 7)));
  let qualified = true;
  let open = 0;
  for (let c = 0; c < 30; c++) {
    if (answers.has(c)) {
      if (crossed.has(c)) qualified = false;
    } else if (!crossed.has(c)) open++;
  }
  return { qualified, open };
}

/** Every candidate (k 0–4) of every colour except those in `keepOpen`: the circumstances to enter so the sheet names k = 5. */
function entriesNaming(keepOpen: readonly number[] = []): number[] {
  const out: number[] = [];
  for (let colour = 0; colour < 5; colour++) for (let k = 0; k < 5; k++) out.push(colour * 6 + k);
  return out.filter((c) => !keepOpen.includes(c));
}

describe('Setup — "Laying Out the Cards"', () => {
  it('"The 30 clue cards are then laid out": 5 set aside (one per colour, never a blank), one of each colour on the Radio Room and the Clairvoyant, 2 in each named room, 1 per cabin', () => {
    for (const players of [3, 4, 5, 6]) {
      for (let game = 0; game < 8; game++) {
        const created = createMatch(tatortTitanic, { config: { players }, seed: `acceptance-setup-${players}-${game}` });
        expect(created.ok).toBe(true);
        if (!created.ok) return;
        const state = created.match.state;
        // "Next he takes one card from each stack … They represent the murderer, murder weapon, motive, scene of the crime and time of the crime."
        expect(state.solution.map((id) => Math.floor(id / 7))).toEqual([0, 1, 2, 3, 4]);
        // The blanks are sorted out before the solution is drawn.
        expect(state.solution.every((id) => id % 7 !== 6)).toBe(true);
        const spaces = standInContent.spaces;
        const radio = spaces.findIndex((space) => space.kind === 'radio-room');
        const clairvoyant = spaces.findIndex((space) => space.kind === 'clairvoyant');
        for (const special of [radio, clairvoyant]) {
          expect((state.board[special] ?? []).map((id) => Math.floor(id / 7)).sort()).toEqual([0, 1, 2, 3, 4]);
        }
        spaces.forEach((space, id) => {
          const count = state.board[id]?.length ?? 0;
          if (TWO_CARD_ROOMS.includes(space.name)) expect(count, space.name).toBe(2);
          else if (space.kind === 'cabin') expect(count, space.name).toBe(1);
          else if (id !== radio && id !== clairvoyant) expect(count, space.name).toBe(0);
        });
        const onBoard = state.board.flat();
        expect(onBoard).toHaveLength(30);
        // All 35 cards of the box: 30 on the board, the 5 set aside, the 5 blanks among those laid out.
        expect(new Set([...onBoard, ...state.solution]).size).toBe(35);
        expect(onBoard.filter((id) => id % 7 === 6)).toHaveLength(5);
        // "At the start of the game the detectives gather on the bridge"; no hand yet.
        expect(state.detectives.every((detective) => detective.space === S.bridge && detective.hand.length === 0)).toBe(true);
        // "He shuffles the event cards and places the stack": all 20, no weather card out yet.
        expect([...state.eventDeck].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
        expect(state.weather).toBeNull();
      }
    }
  });

  it('the board has "10 per deck" deck spaces and "2 per staircase" staircase spaces, and the Changing Cabin counts as a cabin', () => {
    const kinds = standInContent.spaces.map((space) => space.kind);
    for (const deckName of ['A', 'B', 'C'] as const) {
      expect(standInContent.spaces.filter((space) => space.kind === 'deck' && space.deck === deckName)).toHaveLength(10);
    }
    expect(kinds.filter((kind) => kind === 'staircase')).toHaveLength(4);
    expect(standInContent.spaces[S.changingCabin]?.kind).toBe('cabin');
    expect(standInContent.spaces[S.clairvoyant]?.deck).toBe('C');
  });

  it('"A detective game for 3 to 6 players": 2 and 7 players are refused', () => {
    for (const players of [2, 7]) {
      const created = createMatch(tatortTitanic, { config: { players }, seed: 'acceptance-players' });
      expect(created.ok).toBe(false);
    }
    for (const players of [3, 6]) expect(createMatch(tatortTitanic, { config: { players }, seed: 'acceptance-players' }).ok).toBe(true);
  });
});

describe('The Detectives — special abilities and who begins', () => {
  it('"Roll one die for the special ability of each detective": face n gives the n-th printed ability (ruling 22); duplicates "permitted at any time"', () => {
    let sawDuplicate = false;
    for (let game = 0; game < 30; game++) {
      const created = createMatch(tatortTitanic, { config: { players: 6 }, seed: `acceptance-abilities-${game}` });
      if (!created.ok) throw new Error('refused');
      const events: readonly TatortTitanicEvent[] = created.events;
      const assigned = eventsOf([...events], 'abilities-assigned')[0];
      const rolls = assigned?.rolls ?? [];
      expect(rolls).toHaveLength(6);
      const abilities = created.match.state.detectives.map((detective) => detective.ability);
      expect(abilities).toEqual(rolls.map((face) => PRINTED_ABILITIES[face - 1]));
      if (new Set(abilities).size < abilities.length) sawDuplicate = true;
    }
    expect(sawDuplicate).toBe(true);
    const same = start({ players: 3, abilities: ['clever', 'clever', 'clever'] });
    expect(same.state.detectives.map((detective) => detective.ability)).toEqual(['clever', 'clever', 'clever']);
  });

  it('"Whoever rolls the highest number begins. Play then continues clockwise."', () => {
    for (let game = 0; game < 30; game++) {
      const created = createMatch(tatortTitanic, { config: { players: 5 }, seed: `acceptance-first-${game}` });
      if (!created.ok) throw new Error('refused');
      const chosen = eventsOf([...created.events], 'first-player-chosen')[0];
      const rounds = chosen?.rolls ?? [];
      expect(rounds.length).toBeGreaterThan(0);
      const last = rounds[rounds.length - 1] ?? [];
      const highest = Math.max(...last.map((entry) => entry.value));
      const top = last.filter((entry) => entry.value === highest);
      expect(top).toHaveLength(1);
      const first = top[0]?.seat;
      expect(chosen?.seat).toBe(first);
      // Nobody rolled higher than the first player's roll in the first round of rolls.
      const opening = rounds[0] ?? [];
      expect(Math.max(...opening.map((entry) => entry.value))).toBe(opening.find((entry) => entry.seat === first)?.value);
      const state = created.match.state;
      expect(active(created.match)).toEqual([first]);
      expect(state.order).toEqual(Array.from({ length: 5 }, (_, step) => ((first ?? 0) + step) % 5));
    }
  });

  it('"If several players want the same detective, the dice decide": two seats never play the same detective', () => {
    const twice = createMatch(tatortTitanic, { config: { players: 3, detectives: ['nicholls', 'nicholls', 'toby'] }, seed: 'acceptance-same' });
    expect(twice.ok).toBe(false);
    for (let game = 0; game < 20; game++) {
      const drawn = start({ players: 6 }, `acceptance-drawn-${game}`);
      expect(new Set(drawn.state.detectives.map((detective) => detective.detective)).size).toBe(6);
    }
  });

  it('the six printed detectives can be played, and a seat is named after its detective (Bernhard Nicholls)', () => {
    const match = start({ players: 6, detectives: ['nicholls', 'leroux', 'robinson', 'cutler', 'oconner', 'toby'], firstPlayer: 0 });
    expect(match.state.detectives.map((_, seat) => tatortTitanic.seatName?.(match.state, seat))).toEqual([
      'Bernhard Nicholls',
      'Maurice Leroux',
      'Katherine Robinson',
      'David Cutler',
      "Adrian O'Conner",
      'William Toby',
    ]);
  });
});

describe('Course of Play — "Each detective may make one move per game round … When all detectives have completed their turns, the ship is moved one space further"', () => {
  it('turns go clockwise from the first player; one move each; then the ship moves on to the next round', () => {
    let match = start({ players: 3, firstPlayer: 1, abilities: ['charm', 'charm', 'charm'] }, 'acceptance-rounds');
    const seen: number[] = [];
    const all: TatortTitanicEvent[] = [];
    for (let turn = 0; turn < 3; turn++) {
      const seat = active(match)[0] ?? -1;
      seen.push(seat);
      const rolled = play(rig(match, [3]), roll(seat));
      // No second movement roll in the same turn.
      expect(refusal(rolled, roll(seat)).code).toBe('ILLEGAL_ACTION');
      const result = playEvents(rolled, move(seat, S.bridge), endTurn(seat));
      all.push(...result.events);
      match = result.match;
      if (turn < 2) {
        expect(match.state.round).toBe(1);
        expect(refusal(match, roll(seat)).code).toBe('NOT_YOUR_TURN');
      }
    }
    expect(seen).toEqual([1, 2, 0]);
    expect(eventsOf(all, 'ship-moved')).toEqual([{ type: 'ship-moved', round: 2, time: '12 April, 12:30' }]);
    expect(match.state.round).toBe(2);
    expect(active(match)).toEqual([1]);
  });
});

describe('1. Movement Phase — "may move his pawn by up to the number of points rolled"', () => {
  it('from the Bridge a 3 does not reach the Radio Room (4 steps); a 4 does; forgoing the move is allowed', () => {
    const three = moving({ players: 3 }, 3);
    expect(three.state.points).toBe(3);
    expect(three.state.reach).not.toContain(S.radioRoom);
    expect(three.state.reach).toContain(deck('A', 3));
    expect(three.state.reach).toContain(S.bridge);
    const error = refusal(three, move(0, S.radioRoom));
    expect(error.code).toBe('ILLEGAL_ACTION');
    const four = moving({ players: 3 }, 4);
    expect(four.state.reach).toContain(S.radioRoom);
    // "To reach a certain space, a detective may forgo the rolled points or his entire move."
    expect(play(four, move(0, deck('A', 2))).state.detectives[0]?.space).toBe(deck('A', 2));
    expect(play(four, move(0, S.bridge)).state.detectives[0]?.space).toBe(S.bridge);
  });

  it('Nimble-footed: "may add 1 to each die result in the movement phase" — a 3 takes it to the Radio Room', () => {
    const plain = play(rig(position({ players: 3, seats: [{ ability: 'charm' }] }), [3]), roll(0));
    const nimble = play(rig(position({ players: 3, seats: [{ ability: 'nimble-footed' }] }), [3]), roll(0));
    expect(plain.state.points).toBe(3);
    expect(nimble.state.points).toBe(4);
    expect(nimble.state.reach).toContain(S.radioRoom);
    expect(plain.state.reach).not.toContain(S.radioRoom);
    // "each die": with an extra die (an event card's), both dice get the 1.
    const twoDice = play(rig(position({ players: 3, seats: [{ ability: 'nimble-footed', extraDice: 1 }] }), [2, 3]), roll(0));
    expect(twoDice.state.points).toBe(7);
  });
});

describe('2. Clue Search — taking a clue card', () => {
  /** Seat 0 two steps from the Gymnasium, which holds a motive and a scene card; seat 1 on the Bridge. */
  const gym = () =>
    moving({ players: 3, seats: [{ space: deck('A', 5) }, {}, {}], board: { [S.gymnasium]: [card('motive', 2), card('scene', 4)] } }, 2);

  it('"he may take one clue card of his choice and read it" — one card only, and the others see its colour but cannot read it', () => {
    const entered = play(gym(), move(0, S.gymnasium));
    expect(entered.state.phase).toBe('search');
    expect(legalOf(entered, 'take-clue').map((action) => action.colour).sort()).toEqual(['motive', 'scene']);
    const { match, events } = playEvents(entered, take(0, 'scene'));
    expect(match.state.detectives[0]?.hand).toEqual([card('scene', 4)]);
    expect(match.state.board[S.gymnasium]).toEqual([card('motive', 2)]);
    expect(eventsOf(events, 'card-read')).toEqual([{ type: 'card-read', card: card('scene', 4), visibleTo: [0] }]);
    // The card read is crossed off its reader's sheet.
    expect(viewOf(match, 0).sheet?.crossedOff).toContain(circumstance('scene', 4));
    // One card: the second is refused, and the turn goes on to the action.
    expect(match.state.phase).toBe('action');
    expect(refusal(match, take(0, 'motive')).code).toBe('ILLEGAL_ACTION');
    // "face down in front of them, so that all others can see them at any time, but cannot read them"
    const other = viewOf(match, 1);
    expect(other.detectives[0]?.cards).toEqual(['scene']);
    expect(other.seen ?? []).not.toContain(card('scene', 4));
    expect(other.hand).toEqual([]);
    expect(viewOf(match, null).detectives[0]?.cards).toEqual(['scene']);
  });

  it('a blank card taken tells nothing: it crosses no circumstance off the sheet', () => {
    const match = play(
      moving({ players: 3, seats: [{ space: deck('A', 5) }, {}, {}], board: { [S.gymnasium]: [blank('weapon'), card('motive', 2)] } }, 2),
      move(0, S.gymnasium),
      take(0, 'weapon'),
    );
    expect(match.state.detectives[0]?.hand).toEqual([blank('weapon')]);
    expect(viewOf(match, 0).sheet?.crossedOff).toEqual([]);
  });

  it('the card is optional ("he may take"): passing leaves both cards lying', () => {
    const passed = play(gym(), move(0, S.gymnasium), pass(0));
    expect(passed.state.board[S.gymnasium]).toEqual([card('motive', 2), card('scene', 4)]);
    expect(passed.state.detectives[0]?.hand).toEqual([]);
  });

  it('"If a detective moves onto a space that contains clue cards": a space without cards opens no clue search', () => {
    const onDeck = play(gym(), move(0, deck('A', 4)));
    expect(onDeck.state.phase).toBe('action');
    expect(legalOf(onDeck, 'take-clue')).toEqual([]);
  });
});

describe('Special Locations — Radio Room', () => {
  const radioCards = COLOURS.map((colour) => card(colour, 1));

  /** Bernhard Nicholls (seat 0) walks the four steps from the Bridge into the Radio Room. */
  function nichollsEnters(weather: number | null, ability: Ability = 'authority', eventTop: number[] = [E.windDrops]): TtMatch {
    const base = position({ players: 3, seats: [{ ability }], weather, board: { [S.radioRoom]: radioCards }, eventTop });
    return play(rig(asDetective(base, 0, 'nicholls'), [4]), roll(0), move(0, S.radioRoom));
  }

  it('the worked example: "Detective Nicholls enters the Radio Room, and weather condition 4 prevails. He rolls a second time and gets a "3". … may not take a card this round."', () => {
    const entered = nichollsEnters(E.weather4);
    expect(tatortTitanic.seatName?.(entered.state, 0)).toBe('Bernhard Nicholls');
    expect(entered.state.detectives[0]?.space).toBe(S.radioRoom);
    const { match, events } = playEvents(rig(entered, [3]), take(0, 'motive'));
    const contact = eventsOf(events, 'radio-contact');
    expect(contact).toHaveLength(1);
    expect(contact[0]).toMatchObject({ seat: 0, weather: 4, roll: 3, success: false });
    expect(match.state.detectives[0]?.hand).toEqual([]);
    expect(match.state.board[S.radioRoom]).toEqual(radioCards);
    // "may not take a card this round"
    expect(legalOf(match, 'take-clue')).toEqual([]);
    expect(refusal(match, take(0, 'time')).code).toBe('ILLEGAL_ACTION');
  });

  for (const second of [4, 5, 6]) {
    it(`the worked example: "Had he rolled a "4", "5" or "6", he could have taken a card." — rolled ${second}`, () => {
      const { match, events } = playEvents(rig(nichollsEnters(E.weather4), [second]), take(0, 'motive'));
      expect(eventsOf(events, 'radio-contact')[0]).toMatchObject({ weather: 4, roll: second, success: true });
      expect(match.state.detectives[0]?.hand).toEqual([card('motive', 1)]);
      expect(match.state.board[S.radioRoom]).not.toContain(card('motive', 1));
    });
  }

  it('"the weather is rolled (on a "1" or "6" the die is rolled again, since only weather 2–5 is possible)"', () => {
    const entered = nichollsEnters(null);
    let rerolled = 0;
    for (let game = 0; game < 80; game++) {
      const { match, events } = playEvents(withSeed(entered, `acceptance-weather-${game}`), take(0, 'weapon'));
      const rolled = eventsOf(events, 'weather-rolled');
      expect(rolled).toHaveLength(1);
      const rolls = rolled[0]?.rolls ?? [];
      const final = rolls[rolls.length - 1] ?? 0;
      expect(final).toBeGreaterThanOrEqual(2);
      expect(final).toBeLessThanOrEqual(5);
      expect(rolls.slice(0, -1).every((face) => face === 1 || face === 6)).toBe(true);
      if (rolls.length > 1) rerolled++;
      const contact = eventsOf(events, 'radio-contact')[0];
      expect(contact?.weather).toBe(final);
      // "must reach at least the current weather condition (in points)"
      expect(contact?.success).toBe((contact?.roll ?? 0) >= final);
      expect(match.state.detectives[0]?.hand.length).toBe(contact?.success === true ? 1 : 0);
      // Ruling 7: a rolled weather is for that message only; only event cards fix the weather.
      expect(match.state.weather).toBeNull();
      // Ruling 1: the weather roll's 1s and 6s draw no event card; only the second (radio) roll can.
      const radioRoll = contact?.roll ?? 0;
      expect(eventsOf(events, 'event-card-drawn')).toHaveLength(radioRoll === 1 || radioRoll === 6 ? 1 : 0);
    }
    expect(rerolled).toBeGreaterThan(0);
  });

  it('Technically gifted: "in the Radio Room always rolls as for Weather 2" — a 2 gets through weather 5, a 1 does not', () => {
    const through = playEvents(rig(nichollsEnters(E.weather5, 'technically-gifted'), [2]), take(0, 'scene'));
    expect(eventsOf(through.events, 'radio-contact')[0]).toMatchObject({ weather: 2, roll: 2, success: true });
    expect(through.match.state.detectives[0]?.hand).toEqual([card('scene', 1)]);
    const blocked = playEvents(rig(nichollsEnters(E.weather5, 'technically-gifted'), [1]), take(0, 'scene'));
    expect(eventsOf(blocked.events, 'radio-contact')[0]).toMatchObject({ weather: 2, roll: 1, success: false });
    expect(blocked.match.state.detectives[0]?.hand).toEqual([]);
    // An ordinary detective's 2 against weather 5 fails.
    const ordinary = play(rig(nichollsEnters(E.weather5, 'charm'), [2]), take(0, 'scene'));
    expect(ordinary.state.detectives[0]?.hand).toEqual([]);
  });
});

describe('Special Locations — Clairvoyant', () => {
  const clairvoyantCards = COLOURS.map((colour) => card(colour, 3));

  /** Seat 0 two steps from Madame Blavansky, holding a weapon card, having seen (not holding) a motive, with a scene entered on its sheet. */
  function atClairvoyant(ability: Ability): TtMatch {
    const match = moving(
      {
        players: 3,
        seats: [{ space: deck('C', 6), ability, hand: [card('weapon', 0)], seen: [card('motive', 0)], entries: [circumstance('scene', 0)] }],
        board: { [S.clairvoyant]: clairvoyantCards },
        eventTop: [E.windDrops, E.crowded],
      },
      2,
    );
    return play(match, move(0, S.clairvoyant));
  }

  it('"only about a clue from a group (colour) of which they already hold a card in hand (not merely crossed off on the investigation sheet)"', () => {
    const match = atClairvoyant('clever');
    expect(match.state.phase).toBe('search');
    expect(legalOf(match, 'consult').map((action) => action.colour)).toEqual(['weapon', 'weapon']);
    expect(refusal(match, consult(0, 'motive', 'even')).code).toBe('ILLEGAL_ACTION');
    expect(refusal(match, consult(0, 'scene', 'odd')).code).toBe('ILLEGAL_ACTION');
    expect(refusal(match, consult(0, 'time', 'odd')).code).toBe('ILLEGAL_ACTION');
    // Not taken like an ordinary card.
    expect(refusal(match, take(0, 'weapon')).code).toBe('ILLEGAL_ACTION');
  });

  it('"If they have predicted correctly, they may take the card of their choice": even predicted, 4 rolled', () => {
    const { match, events } = playEvents(rig(atClairvoyant('clever'), [4]), consult(0, 'weapon', 'even'));
    expect(eventsOf(events, 'clairvoyant-consulted')[0]).toMatchObject({ prediction: 'even', roll: 4, success: true });
    expect(match.state.detectives[0]?.hand).toEqual([card('weapon', 0), card('weapon', 3)]);
    expect(match.state.board[S.clairvoyant]).not.toContain(card('weapon', 3));
  });

  it('"If not, they receive no card in this round": odd predicted, 4 rolled — and no second try without Charm', () => {
    const match = play(rig(atClairvoyant('clever'), [4]), consult(0, 'weapon', 'odd'));
    expect(match.state.detectives[0]?.hand).toEqual([card('weapon', 0)]);
    expect(match.state.board[S.clairvoyant]).toEqual(clairvoyantCards);
    expect(match.state.phase).toBe('action');
    expect(refusal(match, consult(0, 'weapon', 'even')).code).toBe('ILLEGAL_ACTION');
  });

  it('Charm: "2 attempts per game round at the Clairvoyant" — a miss, then a second attempt that succeeds; ruling 8: no third', () => {
    const missed = play(rig(atClairvoyant('charm'), [3]), consult(0, 'weapon', 'even'));
    expect(missed.state.detectives[0]?.hand).toEqual([card('weapon', 0)]);
    expect(legalOf(missed, 'consult')).toHaveLength(2);
    const second = play(rig(missed, [5]), consult(0, 'weapon', 'odd'));
    expect(second.state.detectives[0]?.hand).toEqual([card('weapon', 0), card('weapon', 3)]);
    expect(legalOf(second, 'consult')).toEqual([]);
    // Two misses use up both attempts.
    const twice = play(rig(atClairvoyant('charm'), [3, 2]), consult(0, 'weapon', 'even'), consult(0, 'weapon', 'odd'));
    expect(twice.state.phase).toBe('action');
    expect(twice.state.detectives[0]?.hand).toEqual([card('weapon', 0)]);
    expect(refusal(twice, consult(0, 'weapon', 'odd')).code).toBe('ILLEGAL_ACTION');
  });
});

describe('Actions — Eavesdropping', () => {
  /**
   * Seat 0 walks into the Restaurant (two steps from B6) and takes its one card, a time card. Seat 1
   * waits in the Restaurant; seats 2 and 3 stand in the adjoining Bar.
   */
  function restaurant(abilities: readonly Ability[]): TtMatch {
    const match = moving(
      {
        players: 4,
        seats: [
          { space: deck('B', 6), ability: abilities[0] },
          { space: S.restaurant, ability: abilities[1] },
          { space: S.bar, ability: abilities[2] },
          { space: S.bar, ability: abilities[3] },
        ],
        board: { [S.restaurant]: [card('time', 2)] },
        eventTop: [E.windDrops],
      },
      2,
    );
    return play(match, move(0, S.restaurant), take(0, 'time'));
  }

  it('"If a detective is in a room where another detective is taking a card at that moment, he takes over that card from him if a roll of 1–3 succeeds. Both now know what is on the card."', () => {
    const asked = restaurant(['charm', 'charm', 'charm', 'charm']);
    // Only the detective in the same room is asked; an ordinary detective next door is not.
    expect(active(asked)).toEqual([1]);
    expect(asked.state.pending).toMatchObject({ kind: 'eavesdrop', seat: 1, taker: 0, queue: [] });
    const { match } = playEvents(rig(asked, [3]), eavesdrop(1));
    expect(match.state.detectives[0]?.hand).toEqual([]);
    expect(match.state.detectives[1]?.hand).toEqual([card('time', 2)]);
    expect(viewOf(match, 0).seen).toContain(card('time', 2));
    expect(viewOf(match, 1).seen).toContain(card('time', 2));
    expect(viewOf(match, 2).seen).not.toContain(card('time', 2));
    // The taker's turn goes on.
    expect(active(match)).toEqual([0]);
  });

  it('eavesdropping fails on a 4: the card stays with the taker, the eavesdropper does not learn it', () => {
    const match = play(rig(restaurant(['charm', 'charm', 'charm', 'charm']), [4]), eavesdrop(1));
    expect(match.state.detectives[0]?.hand).toEqual([card('time', 2)]);
    expect(match.state.detectives[1]?.hand).toEqual([]);
    expect(viewOf(match, 1).seen).not.toContain(card('time', 2));
  });

  it('Eavesdropper: "In the same room on a roll of 1–4" — a 4 succeeds in the room', () => {
    const match = play(rig(restaurant(['charm', 'eavesdropper', 'charm', 'charm']), [4]), eavesdrop(1));
    expect(match.state.detectives[1]?.hand).toEqual([card('time', 2)]);
    expect(viewOf(match, 1).seen).toContain(card('time', 2));
  });

  it('Eavesdropper: "in an adjoining room on a roll of 1–3" — the Eavesdropper in the Bar is asked; a 3 succeeds (ruling 10: the card is taken over), a 4 fails', () => {
    const asked = restaurant(['charm', 'charm', 'eavesdropper', 'charm']);
    expect(asked.state.pending).toMatchObject({ kind: 'eavesdrop', seat: 1, queue: [2] });
    const passed = play(asked, pass(1));
    expect(active(passed)).toEqual([2]);
    const won = play(rig(passed, [3]), eavesdrop(2));
    expect(viewOf(won, 2).seen).toContain(card('time', 2));
    expect(won.state.detectives[2]?.hand).toEqual([card('time', 2)]);
    const lost = play(rig(passed, [4]), eavesdrop(2));
    expect(viewOf(lost, 2).seen).not.toContain(card('time', 2));
    expect(lost.state.detectives[0]?.hand).toEqual([card('time', 2)]);
    // Seat 3 (not an Eavesdropper) next door was never asked.
    expect(lost.state.pending).toBeNull();
    expect(active(lost)).toEqual([0]);
  });

  it('no card taken, nothing to overhear: a failed radio message in the Radio Room offers no eavesdropping to the detective standing there', () => {
    const base = position({
      players: 3,
      seats: [{ space: deck('A', 2) }, { space: S.radioRoom }, { space: S.gymnasium, ability: 'eavesdropper' }],
      weather: E.weather5,
      board: { [S.radioRoom]: COLOURS.map((colour) => card(colour, 0)) },
      eventTop: [E.windDrops],
    });
    const entered = play(rig(base, [2]), roll(0), move(0, S.radioRoom));
    const failed = play(rig(entered, [4]), take(0, 'murderer'));
    expect(failed.state.pending).toBeNull();
    expect(active(failed)).toEqual([0]);
    // A message that gets through is overheard: the detective in the room, then the Eavesdropper in the adjoining Gymnasium.
    const through = play(rig(entered, [5]), take(0, 'murderer'));
    expect(through.state.pending).toMatchObject({ kind: 'eavesdrop', seat: 1, taker: 0, room: S.radioRoom, queue: [2] });
  });
});

describe('Actions — Questioning', () => {
  /** Seats 0 and 1 in the Swimming Pool, seat 2 in the Changing Cabin next door; seat 0 to act after its clue search. */
  function pool(abilities: readonly Ability[], bonuses: number[] = []): TtMatch {
    return position({
      players: 3,
      seats: [
        { space: S.swimmingPool, ability: abilities[0], hand: [card('murderer', 2)], bonuses },
        { space: S.swimmingPool, ability: abilities[1], hand: [card('motive', 4), blank('scene')] },
        { space: S.changingCabin, ability: abilities[2], hand: [card('weapon', 1)] },
      ],
      phase: 'action',
      eventTop: [E.windDrops, E.crowded],
    });
  }

  it('"Any detective on whose space one stops may be questioned" — not one on another space', () => {
    const match = pool(['charm', 'charm', 'charm']);
    expect(legalOf(match, 'question')).toEqual([question(0, 1)]);
    expect(refusal(match, question(0, 2)).code).toBe('ILLEGAL_ACTION');
  });

  it('"the questioner must roll at least a 4": a 4 answers — the questioner draws from the questioned', () => {
    const asked = play(rig(pool(['charm', 'charm', 'charm']), [4]), question(0, 1));
    expect(asked.state.pending).toMatchObject({ kind: 'draw', seat: 0, from: 1, optional: false });
    // The answer cannot be refused by passing.
    expect(refusal(asked, pass(0)).code).toBe('ILLEGAL_ACTION');
    const drawn = play(asked, draw(0, 'motive'));
    expect(drawn.state.detectives[0]?.hand).toEqual([card('murderer', 2), card('motive', 4)]);
    expect(viewOf(drawn, 0).sheet?.crossedOff).toContain(circumstance('motive', 4));
  });

  it('"If this does not succeed, the questioned detective may draw a card from the questioner. That is risky." — a 3 fails', () => {
    const failed = play(rig(pool(['charm', 'charm', 'charm']), [3]), question(0, 1));
    expect(active(failed)).toEqual([1]);
    expect(failed.state.pending).toMatchObject({ kind: 'draw', seat: 1, from: 0, optional: true });
    expect(legal(failed).map((action) => action.type).sort()).toEqual(['draw-card', 'pass']);
    const punished = play(failed, draw(1, 'murderer'));
    expect(punished.state.detectives[0]?.hand).toEqual([]);
    expect(punished.state.detectives[1]?.hand).toContain(card('murderer', 2));
    // "may": the questioned detective may also decline.
    const spared = play(failed, pass(1));
    expect(spared.state.detectives[0]?.hand).toEqual([card('murderer', 2)]);
  });

  it('Authority: "when questioning another detective, +1 on every die result" — a 3 answers', () => {
    const asked = playEvents(rig(pool(['authority', 'charm', 'charm']), [3]), question(0, 1));
    expect(eventsOf(asked.events, 'questioned')[0]).toMatchObject({ roll: 3, bonus: 1, success: true });
    expect(asked.match.state.pending).toMatchObject({ kind: 'draw', seat: 0, from: 1 });
  });

  it('Clever: "when questioned, gives up a card of his own choice instead of having one drawn"', () => {
    const asked = play(rig(pool(['charm', 'clever', 'charm']), [5]), question(0, 1));
    expect(active(asked)).toEqual([1]);
    expect(asked.state.pending).toMatchObject({ kind: 'give', seat: 1, to: 0 });
    expect(legalOf(asked, 'give-card', 1).map((action) => action.card).sort((a, b) => a - b)).toEqual([card('motive', 4), blank('scene')]);
    expect(refusal(asked, draw(0, 'motive')).code).toBe('NOT_YOUR_TURN');
    const given = play(asked, give(1, blank('scene')));
    expect(given.state.detectives[0]?.hand).toEqual([card('murderer', 2), blank('scene')]);
    expect(given.state.detectives[1]?.hand).toEqual([card('motive', 4)]);
  });
});

describe('Event Cards', () => {
  it('"Each time a detective rolls a "1" or a "6", he draws an event card … after which the drawn card is placed back under the stack"', () => {
    for (const face of [1, 6]) {
      const before = position({ players: 3, eventTop: [E.windDrops, E.seasick] });
      const { match, events } = playEvents(rig(before, [face]), roll(0));
      const drawn = eventsOf(events, 'event-card-drawn');
      expect(drawn.map((event) => event.card)).toEqual([E.windDrops]);
      expect(match.state.eventDeck[0]).toBe(E.seasick);
      expect(match.state.eventDeck[match.state.eventDeck.length - 1]).toBe(E.windDrops);
      expect(match.state.eventDeck).toHaveLength(20);
    }
    for (const face of [2, 3, 4, 5]) {
      const { events } = playEvents(rig(position({ players: 3, eventTop: [E.windDrops] }), [face]), roll(0));
      expect(eventsOf(events, 'event-card-drawn')).toEqual([]);
    }
  });

  it('ruling 1: "each time" counts the questioning roll too — a questioning 6 answers and draws an event card', () => {
    const before = position({
      players: 3,
      seats: [{ space: S.bar }, { space: S.bar, hand: [card('time', 0)] }, {}],
      phase: 'action',
      eventTop: [E.windDrops],
    });
    const { events } = playEvents(rig(before, [6]), question(0, 1));
    expect(eventsOf(events, 'questioned')[0]?.success).toBe(true);
    expect(eventsOf(events, 'event-card-drawn').map((event) => event.seat)).toEqual([0]);
  });

  it('"Two event cards grant a bonus when questioning … the detective may keep it until he questions another detective. Then it must be applied and afterwards discarded."', () => {
    const before = position({
      players: 3,
      seats: [{ space: deck('B', 8) }, { space: S.bar, hand: [card('weapon', 4)] }, {}],
      eventTop: [E.bribe, E.windDrops],
    });
    const rolled = play(rig(before, [6]), roll(0));
    // Kept, not put under the stack.
    expect(rolled.state.detectives[0]?.bonuses).toEqual([E.bribe]);
    expect(rolled.state.eventDeck).not.toContain(E.bribe);
    expect(viewOf(rolled, 2).detectives[0]?.bonuses).toEqual([E.bribe]);
    const inBar = play(rolled, move(0, S.bar));
    expect(inBar.state.phase).toBe('action');
    // A 2 alone would fail; with the Bribed Steward's +2 it answers.
    const { match, events } = playEvents(rig(inBar, [2]), question(0, 1));
    expect(eventsOf(events, 'questioned')[0]).toMatchObject({ roll: 2, bonus: 2, success: true, bonusCards: [E.bribe] });
    expect(match.state.detectives[0]?.bonuses).toEqual([]);
    expect(match.state.eventDeck[match.state.eventDeck.length - 1]).toBe(E.bribe);
  });

  it('a bonus card drawn by the questioning roll itself is kept for the next questioning (ruling 2: the roll counts first, then the event card)', () => {
    const before = position({
      players: 3,
      seats: [{ space: S.bar, hand: [card('scene', 0)] }, { space: S.bar, hand: [card('time', 0)] }, {}],
      phase: 'action',
      eventTop: [E.letter],
    });
    const { match, events } = playEvents(rig(before, [1]), question(0, 1));
    // 1 fails (a 4 is needed); The Captain's Letter (+3) would have made it a 4, but it came with the roll.
    expect(eventsOf(events, 'questioned')[0]).toMatchObject({ roll: 1, bonus: 0, success: false });
    expect(match.state.detectives[0]?.bonuses).toEqual([E.letter]);
    expect(match.state.pending).toMatchObject({ kind: 'draw', seat: 1, from: 0, optional: true });
  });

  it('"When the next weather card is drawn, it replaces the first one, which then goes back under the stack" — and the radio obeys the new weather', () => {
    const before = position({
      players: 3,
      seats: [{ space: deck('A', 3), ability: 'charm' }],
      weather: E.weather5,
      eventTop: [E.weather3],
      board: { [S.radioRoom]: COLOURS.map((colour) => card(colour, 0)) },
    });
    const { match: rolled, events } = playEvents(rig(before, [1]), roll(0));
    expect(eventsOf(events, 'weather-changed')).toEqual([{ type: 'weather-changed', card: E.weather3, weather: 3 }]);
    expect(rolled.state.weather).toBe(E.weather3);
    expect(rolled.state.eventDeck[rolled.state.eventDeck.length - 1]).toBe(E.weather5);
    expect(rolled.state.eventDeck).not.toContain(E.weather3);
    expect(viewOf(rolled, 1).weather).toEqual({ card: E.weather3, weather: 3 });
    // "They affect the radio and therefore apply to all detectives": 3 now gets through.
    const entered = play(rolled, move(0, S.radioRoom));
    const sent = playEvents(rig(entered, [3]), take(0, 'weapon'));
    expect(eventsOf(sent.events, 'radio-contact')[0]).toMatchObject({ weather: 3, roll: 3, success: true });
  });
});

describe('End of the Game', () => {
  const solution = COLOURS.map((colour) => card(colour, 5));

  it('"he may end the game. From that moment no further entries may be made on the investigation sheets" — a right solution wins', () => {
    const match = position({ players: 3, seats: [{ entries: entriesNaming() }, { entries: [0] }, {}], solution });
    const { match: over, events } = playEvents(match, solve(0));
    expect(eventsOf(events, 'solution-named')[0]).toMatchObject({ seat: 0, correct: true });
    const outcome: Outcome | null = over.state.outcome;
    expect(outcome?.reason).toBe('case-solved');
    expect(outcome?.winners).toEqual([0]);
    expect(eventsOf(events, 'game-ended')[0]?.solution).toEqual(solution);
    expect(refusal(over, crossOff(1, 1)).code).toBe('GAME_OVER');
    expect(refusal(over, crossOff(0, circumstance('time', 5))).code).toBe('GAME_OVER');
    // "The five set-aside clue cards are then turned face up"
    expect(viewOf(over, 2).revealed?.solution).toEqual(solution);
  });

  it('"If even a single circumstance is wrong …, he has lost the game, and the player who was closest to the solution wins" — "the five solutions must not be crossed off"', () => {
    // Seat 0 guesses Jonas Crane's rival: it keeps murderer k=4 open and crosses off the true murderer k=5.
    const guess = [...entriesNaming([circumstance('murderer', 4)]), circumstance('murderer', 5)];
    // Seat 2 has fewest open but crossed off the true weapon; seat 1 is the closest qualifying sheet; seat 3 is further away.
    const seat1 = entriesNaming().slice(0, 20);
    const seat2 = [...entriesNaming().slice(0, 24), circumstance('weapon', 5)];
    const seat3 = entriesNaming().slice(0, 10);
    const match = position({ players: 4, seats: [{ entries: guess }, { entries: seat1 }, { entries: seat2 }, { entries: seat3 }], solution });
    const { match: over, events } = playEvents(match, solve(0));
    expect(eventsOf(events, 'solution-named')[0]?.correct).toBe(false);
    expect(over.state.outcome?.reason).toBe('wrong-solution');
    expect(over.state.outcome?.winners).toEqual([1]);
    expect(over.state.outcome?.returns).toEqual([-1, 1, -1, -1]);
    const ended = eventsOf(events, 'game-ended')[0];
    expect(ended?.qualified).toEqual([false, true, false, true]);
    expect(ended?.open).toEqual([1, 5, 1, 15]);
  });

  it('a detective may end the game only when its sheet leaves one circumstance per colour (ruling 20); "one may also guess" by crossing off the rest', () => {
    const match = position({ players: 3, seats: [{ entries: entriesNaming([circumstance('time', 0)]) }], solution });
    expect(refusal(match, solve(0)).code).toBe('ILLEGAL_ACTION');
    const guessed = play(match, crossOff(0, circumstance('time', 0)), solve(0));
    expect(guessed.state.outcome?.reason).toBe('case-solved');
  });

  it('"Game length: maximum 25 game rounds" … "the winner is determined after the 25th game round by comparing the sheets" (round tracker 12 April, 10:00 to 14 April, 22:00)', () => {
    let match = start({ players: 3 }, 'acceptance-voyage');
    expect(viewOf(match, null).time).toBe('12 April, 10:00');
    const all: TatortTitanicEvent[] = [];
    const prefer: TatortTitanicAction['type'][] = ['pass', 'end-turn', 'roll'];
    for (let step = 0; match.state.outcome === null; step++) {
      if (step > 5000) throw new Error('the voyage did not end');
      const options = legal(match);
      // A plain detective: rolls, walks to the furthest space in reach, never takes a card, never questions.
      const chosen =
        prefer.map((type) => options.find((action) => action.type === type)).find((action) => action !== undefined) ??
        options.filter((action) => action.type === 'move').pop() ??
        options[0];
      if (chosen === undefined) throw new Error('no legal action');
      const applied = applyAction(tatortTitanic, match, chosen);
      if (!applied.ok) throw new Error(applied.error.message);
      all.push(...applied.events);
      match = applied.match;
    }
    const shipMoves = eventsOf(all, 'ship-moved');
    expect(shipMoves).toHaveLength(24);
    expect(shipMoves[shipMoves.length - 1]).toMatchObject({ round: 25, time: '14 April, 22:00' });
    expect(match.state.round).toBe(25);
    const outcome = match.state.outcome;
    expect(outcome?.reason).toBe('time-ran-out');
    // Every seat had its 25 turns (played or missed) before the end.
    const turns = [...eventsOf(all, 'turn-began'), ...eventsOf(all, 'turn-missed')];
    expect(turns.length + 1).toBe(75);
    // The winners are the qualifying sheets with the fewest other circumstances open (computed here independently).
    const standings = match.state.detectives.map((detective) => {
      const crossed = new Set<number>(detective.entries);
      for (const seen of detective.seen) {
        const c = circumstanceOf(seen);
        if (c !== null) crossed.add(c);
      }
      return standing(crossed, match.state.solution);
    });
    const best = Math.min(...standings.filter((entry) => entry.qualified).map((entry) => entry.open));
    const expected = standings.flatMap((entry, seat) => (entry.qualified && entry.open === best ? [seat] : []));
    expect(outcome?.winners).toEqual(expected);
    expect(outcome?.scores).toEqual(standings.map((entry) => entry.open));
    // And the whole voyage replays to the same end from its seed and log.
    const replayed = replay(tatortTitanic, { config: { players: 3 }, seed: 'acceptance-voyage', actions: [...match.log] });
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(replayed.match.state).toEqual(match.state);
  });
});
