/**
 * The table rules (issue 23), each as a scene played under both readings of the rulebook
 * (../shared/rulebooks/tatort-titanic.txt). Each test quotes the two lines the readings rest on and
 * shows the game going one way by default (the engine's ruling in docs/games/tatort-titanic.md)
 * and the other way with the option set — so each fails when its option is ignored.
 */
import { describe, expect, it } from 'vitest';
import { COLOURS, heuristicBot, type Ability, type TatortTitanicRules } from '../../../src/games/tatort-titanic/index.js';
import { botInput, createRng } from '../../../src/core/index.js';
import {
  E,
  S,
  tatortTitanic,
  active,
  card,
  deck,
  eavesdrop,
  endTurn,
  eventsOf,
  legal,
  move,
  moving,
  pass,
  play,
  playEvents,
  position,
  recognise,
  refusal,
  rig,
  roll,
  take,
  viewOf,
  type TtMatch,
} from '../../games/tatort-titanic/helpers.js';

type Rules = Partial<TatortTitanicRules>;

const radioCards = COLOURS.map((colour) => card(colour, 0));

/** Seat 0 walks the three steps from Deck A, 1 into the Radio Room (seat 1 waits on Deck A, 2). */
function entersRadioRoom(rules: Rules, eventTop: readonly number[] = []): TtMatch {
  return play(
    moving({ seats: [{ space: deck('A', 1) }, { space: deck('A', 2) }], board: { [S.radioRoom]: radioCards }, eventTop, rules }, 3),
    move(0, S.radioRoom),
  );
}

describe('weatherRollDrawsEventCards (ruling 1)', () => {
  // "Each time a detective rolls a "1" or a "6", he draws an event card." — against "the weather is
  // rolled (on a "1" or "6" the die is rolled again, since only weather 2–5 is possible)".
  const scene = (rules: Rules, eventTop: readonly number[]) => playEvents(rig(entersRadioRoom(rules, eventTop), [1, 6, 3, 4]), take(0, 'weapon'));

  it('by default the weather roll\'s 1 and 6 are no result at all: no event card', () => {
    const { match, events } = scene({}, [E.fullSpeed, E.shortcut]);
    expect(eventsOf(events, 'weather-rolled')).toEqual([{ type: 'weather-rolled', seat: 0, rolls: [1, 6, 3], weather: 3 }]);
    expect(eventsOf(events, 'event-card-drawn')).toEqual([]);
    expect(match.state.detectives[0]?.movementBonus).toBe(0);
  });

  it('with the option each of them draws an event card, once the radio message is settled', () => {
    const { match, events } = scene({ weatherRollDrawsEventCards: true }, [E.fullSpeed, E.shortcut]);
    expect(events.map((event) => event.type)).toEqual(['weather-rolled', 'die-rolled', 'radio-contact', 'clue-taken', 'card-read', 'event-card-drawn', 'event-card-drawn']);
    expect(eventsOf(events, 'event-card-drawn').map((event) => event.card)).toEqual([E.fullSpeed, E.shortcut]);
    // Full Speed Ahead and the Shortcut: +2 and +2 on the next movement.
    expect(match.state.detectives[0]?.movementBonus).toBe(4);
    expect(match.state.detectives[0]?.hand).toEqual([card('weapon', 0)]);
  });

  it('a weather card the weather roll brings rules the next message, not this one (ruling 2)', () => {
    const { match, events } = playEvents(rig(entersRadioRoom({ weatherRollDrawsEventCards: true }, [E.weather5]), [6, 2, 3]), take(0, 'weapon'));
    expect(eventsOf(events, 'radio-contact')).toEqual([{ type: 'radio-contact', seat: 0, weather: 2, roll: 3, success: true }]);
    expect(match.state.weather).toBe(E.weather5);
    const unchanged = play(rig(entersRadioRoom({}, [E.weather5]), [6, 2, 3]), take(0, 'weapon'));
    expect(unchanged.state.weather).toBeNull();
  });
});

describe('ownSpaceForgoesMove (ruling 5)', () => {
  // "If a detective moves onto a space that contains clue cards, he may take one clue card of his
  // choice" — against "To reach a certain space, a detective may forgo the rolled points or his
  // entire move".
  const library = [card('weapon', 0), card('motive', 1)];
  const staysInLibrary = (rules: Rules) => playEvents(moving({ seats: [{ space: S.library }], board: { [S.library]: library }, rules }, 2), move(0, S.library));

  it('by default 2 points take the pawn out of the Library and back in: it has moved onto it, and may take a card', () => {
    const { match, events } = staysInLibrary({});
    expect(eventsOf(events, 'moved')).toEqual([{ type: 'moved', seat: 0, from: S.library, to: S.library, name: 'Library' }]);
    expect(match.state.phase).toBe('search');
    expect(play(match, take(0, 'weapon')).state.detectives[0]?.hand).toEqual([card('weapon', 0)]);
  });

  it('with the option, ending where it stood is the whole move forgone: no clue search, whatever the points', () => {
    const { match, events } = staysInLibrary({ ownSpaceForgoesMove: true });
    expect(eventsOf(events, 'moved')).toEqual([]);
    expect(match.state.phase).toBe('action');
    expect(refusal(match, take(0, 'weapon')).reason).toBe('tatort-titanic/out-of-phase');
    // The move is still there to make: forgoing it is allowed.
    const before = moving({ seats: [{ space: S.library }], board: { [S.library]: library }, rules: { ownSpaceForgoesMove: true } }, 4);
    expect(legal(before)).toContainEqual(move(0, S.library));
    // A pawn arriving from another space moves onto the Library as ever.
    const arriving = play(moving({ seats: [{ space: deck('A', 7) }], board: { [S.library]: library }, rules: { ownSpaceForgoesMove: true } }, 2), move(0, S.library));
    expect(arriving.state.phase).toBe('search');
  });

  it('the heuristic detective follows: by default it steps out and back in for the card; with the option it goes elsewhere', () => {
    const choose = (rules: Rules) => {
      const match = moving({ seats: [{ space: S.library }], board: { [S.library]: library }, rules }, 2);
      return heuristicBot(botInput(tatortTitanic, match, 0, createRng('bot')));
    };
    expect(choose({})).toEqual(move(0, S.library));
    expect(choose({ ownSpaceForgoesMove: true })).not.toEqual(move(0, S.library));
  });
});

describe('rolledWeatherStays (ruling 7)', () => {
  // "the current weather condition (in points), which is determined by event cards" — against "If a
  // detective wants to send a radio message but the weather condition is not yet fixed, because no
  // corresponding event card has been drawn yet, the weather is rolled".

  /** Seat 0 rolls weather 2 and gets through; seat 1 then enters the Radio Room and sends its own message. */
  function twoMessages(rules: Rules, secondDraws: readonly number[]) {
    const first = play(rig(entersRadioRoom(rules), [2, 3]), take(0, 'weapon'), endTurn(0));
    const entered = play(rig(first, [2]), roll(1), move(1, S.radioRoom));
    return { first, ...playEvents(rig(entered, secondDraws), take(1, 'motive')) };
  }

  it('by default the weather rolled is for that message only: the next message rolls its own', () => {
    const { first, events } = twoMessages({}, [5, 2]);
    // Nothing of it is kept: the state has no room for a rolled weather.
    expect(first.state).not.toHaveProperty('rolledWeather');
    expect(viewOf(first, 2).rolledWeather).toBeNull();
    expect(eventsOf(events, 'weather-rolled')).toEqual([{ type: 'weather-rolled', seat: 1, rolls: [5], weather: 5 }]);
    expect(eventsOf(events, 'radio-contact')[0]).toMatchObject({ weather: 5, roll: 2, success: false });
  });

  it('with the option the weather rolled stands — public to every seat — and the next message must reach it', () => {
    const { first, match, events } = twoMessages({ rolledWeatherStays: true }, [2]);
    expect(first.state.rolledWeather).toBe(2);
    for (const viewer of [0, 1, 2, null]) expect(viewOf(first, viewer).rolledWeather).toBe(2);
    expect(eventsOf(events, 'weather-rolled')).toEqual([]);
    expect(eventsOf(events, 'radio-contact')).toEqual([{ type: 'radio-contact', seat: 1, weather: 2, roll: 2, success: true }]);
    expect(match.state.detectives[1]?.hand).toEqual([card('motive', 0)]);
  });

  it('the heuristic detective reads the rolled weather: with 5 standing it leaves the Radio Room for a sure card', () => {
    // It holds three murderer cards, so the Radio Room's murderer card is worth more than the
    // Gymnasium's weapon card — if the radio message gets through.
    const choose = (rolledWeather: number | null) => {
      const match = moving(
        {
          seats: [{ space: deck('A', 2), hand: [0, 1, 2].map((k) => card('murderer', k)) }],
          board: { [S.radioRoom]: [card('murderer', 4)], [S.gymnasium]: [card('weapon', 0)] },
          rules: { rolledWeatherStays: true },
          ...(rolledWeather === null ? {} : { rolledWeather }),
        },
        3,
      );
      return heuristicBot(botInput(tatortTitanic, match, 0, createRng('bot')));
    };
    expect(choose(null)).toEqual(move(0, S.radioRoom));
    expect(choose(2)).toEqual(move(0, S.radioRoom));
    expect(choose(5)).toEqual(move(0, S.gymnasium));
  });

  it('"When the next weather card is drawn, it replaces the first one": a weather card replaces the rolled weather; "The Wind Drops" clears it', () => {
    const rules = { rolledWeatherStays: true };
    const replaced = playEvents(rig(position({ rules, rolledWeather: 3, eventTop: [E.weather5] }), [6]), roll(0));
    expect(replaced.match.state.weather).toBe(E.weather5);
    expect(replaced.match.state.rolledWeather).toBeNull();
    const cleared = playEvents(rig(position({ rules, rolledWeather: 3, eventTop: [E.windDrops] }), [1]), roll(0));
    expect(cleared.match.state.rolledWeather).toBeNull();
    expect(cleared.match.state.weather).toBeNull();
    expect(eventsOf(cleared.events, 'weather-changed')).toEqual([{ type: 'weather-changed', card: null, weather: null }]);
  });
});

describe('eavesdropperOnlyRecognises (ruling 10)', () => {
  // Eavesdropper: "recognises a card that another detective is currently taking. In the same room on
  // a roll of 1–4; in an adjoining room on a roll of 1–3." — against Eavesdropping: "he takes over
  // that card from him if a roll of 1–3 succeeds. Both now know what is on the card."
  const timeCard = card('time', 2);

  /** Seat 0 takes a time card in the Restaurant; seat 1 stands there, seats 2 and 3 in the adjoining Bar. */
  function restaurant(abilities: readonly Ability[], rules: Rules): TtMatch {
    const match = moving(
      {
        seats: [
          { space: deck('B', 6), ability: abilities[0] },
          { space: S.restaurant, ability: abilities[1] },
          { space: S.bar, ability: abilities[2] },
          { space: S.bar, ability: abilities[3] },
        ],
        board: { [S.restaurant]: [timeCard] },
        rules,
      },
      2,
    );
    return play(match, move(0, S.restaurant), take(0, 'time'));
  }
  const eavesdroppers: readonly Ability[] = ['charm', 'eavesdropper', 'eavesdropper', 'charm'];

  it('by default the Eavesdropper in the room eavesdrops with better odds: a 4 takes the card over', () => {
    const asked = restaurant(eavesdroppers, {});
    expect(legal(asked)).toEqual([eavesdrop(1), pass(1)]);
    expect(refusal(asked, recognise(1)).reason).toBe('tatort-titanic/eavesdropper-takes-over');
    const taken = play(rig(asked, [4]), eavesdrop(1));
    expect(taken.state.detectives[1]?.hand).toEqual([timeCard]);
    expect(taken.state.detectives[0]?.hand).toEqual([]);
  });

  it('with the option the Eavesdropper recognises the card on a 4: it learns the face, the card stays with its taker, and the next detective is asked', () => {
    const asked = restaurant(eavesdroppers, { eavesdropperOnlyRecognises: true });
    expect(legal(asked)).toEqual([eavesdrop(1), recognise(1), pass(1)]);
    const { match, events } = playEvents(rig(asked, [4]), recognise(1));
    expect(events).toEqual([
      { type: 'die-rolled', seat: 1, purpose: 'eavesdropping', value: 4 },
      { type: 'recognising-tried', seat: 1, taker: 0, roll: 4, needed: 4, success: true },
      { type: 'card-read', card: timeCard, visibleTo: [1, 0] },
    ]);
    expect(match.state.detectives[0]?.hand).toEqual([timeCard]);
    expect(match.state.detectives[1]?.hand).toEqual([]);
    expect(viewOf(match, 1).seen).toContain(timeCard);
    expect(viewOf(match, 2).seen).not.toContain(timeCard);
    // The card is still being taken: the Eavesdropper next door is asked, and can only recognise it (1–3).
    expect(active(match)).toEqual([2]);
    expect(legal(match)).toEqual([recognise(2), pass(2)]);
    expect(refusal(match, eavesdrop(2)).reason).toBe('tatort-titanic/eavesdrop-in-the-room');
    const next = play(rig(match, [3]), recognise(2));
    expect(viewOf(next, 2).seen).toContain(timeCard);
    expect(next.state.detectives[0]?.hand).toEqual([timeCard]);
    expect(active(next)).toEqual([0]);
  });

  it('with the option the Eavesdropper in the room may still eavesdrop like anyone — on 1–3 only', () => {
    const asked = restaurant(eavesdroppers, { eavesdropperOnlyRecognises: true });
    const missed = play(rig(asked, [4]), eavesdrop(1));
    expect(missed.state.detectives[0]?.hand).toEqual([timeCard]);
    expect(viewOf(missed, 1).seen).not.toContain(timeCard);
    const taken = play(rig(asked, [3]), eavesdrop(1));
    expect(taken.state.detectives[1]?.hand).toEqual([timeCard]);
  });

  it('with the option only an Eavesdropper recognises; the heuristic Eavesdropper recognises rather than eavesdrop', () => {
    const ordinary = restaurant(['charm', 'charm', 'charm', 'charm'], { eavesdropperOnlyRecognises: true });
    expect(legal(ordinary)).toEqual([eavesdrop(1), pass(1)]);
    expect(refusal(ordinary, recognise(1)).reason).toBe('tatort-titanic/only-eavesdroppers-recognise');
    const asked = restaurant(eavesdroppers, { eavesdropperOnlyRecognises: true });
    expect(heuristicBot(botInput(tatortTitanic, asked, 1, createRng('bot')))).toEqual(recognise(1));
  });
});
