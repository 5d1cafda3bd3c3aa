/**
 * Player Turn: "Take turns clockwise around the map. … Begin each turn by revealing a new Prey Card
 * and placing it in its corresponding city. … Next, you get 3 Actions (out of 5 possible) … End each
 * turn by replenishing your hand to 5 cards. If at any time you have more than 5 cards in your hand,
 * you may not replenish your hand until you have used your excess cards." Rulings 3 and 10; Tips &
 * Tricks: "Ego abilities may be used at any time during your turn, but only once per turn" (ruling
 * 10's window for an Ego still unused after the third Action).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/index.js';
import { viewSchema } from '../../../src/games/quad-city-killers/index.js';
import {
  BETTENDORF,
  DAVENPORT,
  MOLINE,
  active,
  attack,
  declareEgo,
  discard,
  eventsOf,
  expectAllCards,
  fullAttack,
  hunt,
  legal,
  legalTypes,
  modifier,
  oneOfEachType,
  pass,
  placePrey,
  play,
  playEvents,
  position,
  prey,
  preyIn,
  quadCityKillers,
  refusal,
  res,
  travel,
  travelTo,
  useEgo,
  viewOf,
  weapon,
  type QMatch,
  type QuadCityKillersAction,
} from './helpers.js';

describe('Player Turn', () => {
  it('"you get 3 Actions (out of 5 possible)": Hunt, Travel, Attack, Create a Scene, Discard', () => {
    const match = position({ hands: [['Road Trip', 'Gatsby', 'Fire Axe'], []], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    expect(legalTypes(match)).toEqual(['attack', 'declare-ego', 'discard', 'hunt', 'play-scenario', 'travel']);
  });

  it('repeats are allowed: three Hunts; then the hand is replenished to five and the next seat clockwise begins with a reveal', () => {
    const match = position({ players: 3, hands: [['Fire Axe'], [], []], preyDeckTop: ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina', 'Cindy Voss'] });
    const { match: after, events } = playEvents(match, hunt(0), hunt(0), hunt(0));
    expect(eventsOf(events, 'action-spent').map((event) => event.actionsLeft)).toEqual([2, 1, 0]);
    expect(preyIn(after, DAVENPORT)).toEqual([prey('Ada Lindqvist'), prey('Hank Doyle'), prey('Rosa Medina')]);
    expect(after.state.seats[0]?.hand).toHaveLength(5);
    expect(events.filter((event) => ['drew', 'turn-ended', 'turn-began', 'prey-revealed'].includes(event.type)).slice(-4)).toEqual([
      { type: 'drew', seat: 0, count: 4, cause: 'refill' },
      { type: 'turn-ended', seat: 0, turn: 1 },
      { type: 'turn-began', seat: 1, turn: 2 },
      { type: 'prey-revealed', seat: 1, prey: prey('Cindy Voss'), cause: 'turn' },
    ]);
    // "Begin each turn by revealing a new Prey Card and placing it in its corresponding city."
    expect(preyIn(after, BETTENDORF)).toEqual([prey('Cindy Voss')]);
    expect(after.state.turn).toMatchObject({ player: 1, number: 2, actionsLeft: 3 });
    expect(active(after)).toEqual([1]);
    expectAllCards(after.state);
  });

  it('"Take turns clockwise": after the last seat comes seat 0', () => {
    const match = position({ players: 3, turn: 2, preyDeckTop: ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina', 'Walt Kessler'] });
    const after = play(match, hunt(2), hunt(2), hunt(2));
    expect(after.state.turn.player).toBe(0);
  });

  it('"If at any time you have more than 5 cards in your hand, you may not replenish your hand"', () => {
    const match = position({ hands: [['Fire Axe', 'Butter Knife', 'Corkscrew', 'Rolling Pin', 'Letter Opener', 'Tire Iron'], []], preyDeckTop: ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina', 'Walt Kessler'] });
    const { match: after, events } = playEvents(match, hunt(0), hunt(0), hunt(0));
    expect(eventsOf(events, 'drew')).toEqual([]);
    expect(after.state.seats[0]?.hand).toHaveLength(6);
  });

  it('ruling 10: the turn ends only when the third Action is spent and everything it started is done', () => {
    const match = position({ actionsLeft: 1, hands: [['Fire Axe'], []], map: { [DAVENPORT]: ['Delia Marsh'] } });
    const attacking = play(match, ...fullAttack(0, 'Delia Marsh', res('Fire Axe'), null));
    // The answer window is open: seat 1 answers seat 0's last Action before seat 1's turn.
    expect(attacking.state.turn).toMatchObject({ player: 0, actionsLeft: 0 });
    expect(active(attacking)).toEqual([1]);
  });

  it('the turn player alone may take Actions', () => {
    const match = position({});
    expect(refusal(match, hunt(1)).code).toBe('NOT_YOUR_TURN');
    expect(refusal(match, travel(1)).message).toMatch(/^seat 1 may not act now; Player Turn: seat 0 chooses its next Action \(3 of 3 left\)/);
  });
});

/**
 * Ruling 10: "Ego abilities may be used at any time during your turn" (Tips & Tricks) and "End each
 * turn by replenishing your hand to 5 cards" (Player Turn) — after the third Action, before the
 * replenish, is still the turn, so an Ego unused this turn that can act then gets one decision.
 */
describe('ruling 10: an Ego still unused after the third Action', () => {
  /** Seat 0 of two, one Action left, holding `ego` (or nothing) on its board; the next Prey cards go to Davenport. */
  const lastAction = (ego: string | null, more: Partial<Parameters<typeof position>[0]> = {}): QMatch =>
    position({ actionsLeft: 1, mo: [ego, null], hands: [['Fire Axe'], []], preyDeckTop: ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina'], ...more });

  it('a free-travel Ego (Jet Setter): the turn waits for it; used, it travels, then the turn ends and the hand is replenished', () => {
    const waiting = play(lastAction('Jet Setter'), hunt(0));
    // The third Action is spent, yet the turn is not over: no replenish, no next turn.
    expect(waiting.state.turn).toMatchObject({ player: 0, actionsLeft: 0, egoUsed: false });
    expect(waiting.state.pending).toEqual({ kind: 'end-of-turn', seat: 0 });
    expect(waiting.state.seats[0]?.hand).toEqual([res('Fire Axe')]);
    expect(active(waiting)).toEqual([0]);
    expect(legal(waiting)).toEqual([{ type: 'use-ego', player: 0 }, { type: 'pass', player: 0 }]);
    const travelling = play(waiting, useEgo(0));
    expect(travelling.state.pending).toEqual({ kind: 'travel', seat: 0, reach: 'anywhere', cause: 'ego' });
    const { match: after, events } = playEvents(travelling, travelTo(0, MOLINE));
    expect(after.state.seats[0]?.city).toBe(MOLINE);
    expect(events.filter((event) => ['travelled', 'drew', 'turn-ended', 'turn-began'].includes(event.type))).toEqual([
      { type: 'travelled', seat: 0, from: DAVENPORT, to: MOLINE, cause: 'ego' },
      { type: 'drew', seat: 0, count: 4, cause: 'refill' },
      { type: 'turn-ended', seat: 0, turn: 1 },
      { type: 'turn-began', seat: 1, turn: 2 },
    ]);
    expect(after.state.seats[0]?.hand).toHaveLength(5);
    expect(after.state.turn).toMatchObject({ player: 1, actionsLeft: 3, egoUsed: false });
    expectAllCards(after.state);
  });

  it('a draw-card Ego (The Hoarder) with a full hand: the draw is a sixth card, and "you may not replenish" over five', () => {
    const full = ['Fire Axe', 'Butter Knife', 'Corkscrew', 'Rolling Pin', 'Letter Opener'];
    const waiting = play(lastAction('The Hoarder', { hands: [full, []], resourceDeckTop: ['Meat Cleaver'] }), hunt(0));
    expect(legalTypes(waiting)).toEqual(['pass', 'use-ego']);
    const { match: after, events } = playEvents(waiting, useEgo(0));
    expect(eventsOf(events, 'drew')).toEqual([{ type: 'drew', seat: 0, count: 1, cause: 'ego' }]);
    expect(after.state.seats[0]?.hand).toEqual([...full.map(res), res('Meat Cleaver')]);
    expect(eventsOf(events, 'turn-ended')).toEqual([{ type: 'turn-ended', seat: 0, turn: 1 }]);
    expect(active(after)).toEqual([1]);
  });

  it('"everything it started is done" first: a kill as the third Action, with its answers, then the Ego\'s moment', () => {
    const match = lastAction('The Drifter', { map: { [DAVENPORT]: ['Ada Lindqvist'] }, preyDeckTop: ['Hank Doyle'] });
    const answering = play(match, attack(0, 'Ada Lindqvist'), weapon(0, res('Fire Axe')), modifier(0, null));
    expect(active(answering)).toEqual([1]);
    // Dexterity 1 + Fire Axe 3 against Defense 3: a kill whatever the roll.
    const { match: waiting, events } = playEvents(answering, pass(1));
    expect(eventsOf(events, 'prey-killed')).toHaveLength(1);
    expect(waiting.state.pending).toEqual({ kind: 'end-of-turn', seat: 0 });
  });

  it('it may pass instead: the turn ends as before, the pawn where it was', () => {
    const waiting = play(lastAction('Jet Setter'), hunt(0));
    const { match: after, events } = playEvents(waiting, pass(0));
    expect(events.slice(0, 4)).toEqual([
      { type: 'passed', seat: 0, at: 'end-of-turn' },
      { type: 'drew', seat: 0, count: 4, cause: 'refill' },
      expect.objectContaining({ type: 'cards-drawn', seat: 0 }),
      { type: 'turn-ended', seat: 0, turn: 1 },
    ]);
    expect(after.state.seats[0]?.city).toBe(DAVENPORT);
    expect(after.state.pending).toBeNull();
    expect(after.state.turn).toMatchObject({ player: 1, number: 2 });
    expect(quadCityKillers.describeEvent({ type: 'passed', seat: 0, at: 'end-of-turn' }, after.config)).toBe('Seat 0 (the Riverboat Strangler) passes: leaves the Ego unused and ends the turn.');
  });

  /** Whether the turn ended with seat 0's last Action: the hand replenished, seat 1 to act. */
  const endsAtOnce = (match: QMatch, ...actions: QuadCityKillersAction[]): void => {
    const { match: after, events } = playEvents(match, ...actions);
    expect(eventsOf(events, 'turn-ended')).toEqual([{ type: 'turn-ended', seat: 0, turn: 1 }]);
    expect(eventsOf(events, 'passed').filter((passed) => passed.at === 'end-of-turn')).toEqual([]);
    expect(after.state.pending).toBeNull();
    expect(active(after)).toEqual([1]);
  };

  it('no window when the Ego was used earlier this turn ("only once per turn")', () => {
    const match = position({ mo: ['Jet Setter', null], preyDeckTop: ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina', 'Walt Kessler'] });
    endsAtOnce(match, useEgo(0), travelTo(0, MOLINE), hunt(0), hunt(0), hunt(0));
  });

  it('no window without an Ego: none on the board, or an M.O. Weapon', () => {
    endsAtOnce(lastAction(null), hunt(0));
    endsAtOnce(lastAction('Ice Pick'), hunt(0));
  });

  it('no window for an ability tied to another moment: an Attack bonus or a cold trail works on an Attack; Gatsby flips "at the beginning of your turn"', () => {
    for (const ego of ['Casanova', 'Mama\'s Boy', 'The Ghost', 'Gatsby']) endsAtOnce(lastAction(ego), hunt(0));
  });

  it('no window once a failed Attack has discarded the Ego ("if you fail an Attack, you must discard your M.O.")', () => {
    const match = lastAction('Jet Setter', { map: { [DAVENPORT]: ['Delia Marsh'] }, preyDeckTop: ['Hank Doyle'] });
    // Dexterity 1, no cards, at most 6 on the dice: Delia Marsh's Defense 8 is out of reach.
    const failing = [attack(0, 'Delia Marsh'), weapon(0, null), modifier(0, null), pass(1)];
    expect(eventsOf(playEvents(match, ...failing).events, 'mo-discarded')).toEqual([{ type: 'mo-discarded', seat: 0, card: res('Jet Setter'), cause: 'failed-attack' }]);
    endsAtOnce(match, ...failing);
  });

  it('an Ego declared as the third Action may still be used: declaring is the Action, the ability is not', () => {
    const match = position({ actionsLeft: 1, hands: [['The Drifter'], []], preyDeckTop: ['Hank Doyle'] });
    const waiting = play(match, declareEgo(0, res('The Drifter')));
    expect(waiting.state.pending).toEqual({ kind: 'end-of-turn', seat: 0 });
  });

  it('legalActions there is exactly what reduce accepts; the rest is refused naming the rule, the wrong seat with NOT_YOUR_TURN', () => {
    const waiting = play(lastAction('Jet Setter', { hands: [['Fire Axe', 'Road Trip', 'Gatsby'], ['Dark Alley']], map: { [DAVENPORT]: ['Delia Marsh'] } }), hunt(0));
    const candidates = (player: number): QuadCityKillersAction[] => oneOfEachType(player, { city: DAVENPORT, otherCity: MOLINE, prey: prey('Delia Marsh') });
    for (const player of [0, 1]) {
      const listed = quadCityKillers.legalActions(waiting.state, player);
      for (const action of candidates(player)) {
        const accepted = quadCityKillers.reduce(waiting.state, action, createRng('window')).ok;
        expect(accepted, `${player} ${action.type}`).toBe(listed.some((one) => JSON.stringify(one) === JSON.stringify(action)));
      }
    }
    expect(quadCityKillers.legalActions(waiting.state, 1)).toEqual([]);
    const wrongSeat = refusal(waiting, pass(1));
    expect(wrongSeat.code).toBe('NOT_YOUR_TURN');
    expect(wrongSeat.message).toMatch(/^seat 1 may not act now; Tips & Tricks: "Ego abilities may be used at any time during your turn" — seat 0's three Actions are done; it may use its Ego, or pass to end the turn/);
    for (const action of [hunt(0), travel(0), discard(0, res('Fire Axe')), declareEgo(0, res('Gatsby')), attack(0, 'Delia Marsh')]) {
      const error = refusal(waiting, action);
      expect(error.code, action.type).toBe('ILLEGAL_ACTION');
      expect(error.message).toMatch(new RegExp(`^Tips & Tricks: "Ego abilities may be used at any time during your turn" — seat 0's three Actions are done; it may use its Ego, or pass to end the turn; ${action.type} is not possible now$`));
    }
  });

  it('the window is public: every view shows who is to act and why (the Ego face up, the once-per-turn mark)', () => {
    const waiting = play(lastAction('Jet Setter'), hunt(0));
    for (const viewer of [0, 1, null]) {
      const seen = viewOf(waiting, viewer);
      expect(seen.pending).toEqual({ kind: 'end-of-turn', seat: 0 });
      expect(seen.seats[0]?.mo).toBe(res('Jet Setter'));
      expect(seen.turn).toMatchObject({ player: 0, actionsLeft: 0, egoUsed: false });
    }
    expect(viewSchema.safeParse(viewOf(waiting, 1)).success).toBe(true);
    expect(quadCityKillers.schemas.state.safeParse(waiting.state).success).toBe(true);
  });
});

describe('Prey Cards: placing a revealed card', () => {
  it('"Hometown Cards should be played in their matching city": placed at once when there is room', () => {
    const match = position({ preyDeckTop: ['Werner Brew'] });
    const { match: after, events } = playEvents(match, hunt(0));
    expect(eventsOf(events, 'prey-placed')).toEqual([{ type: 'prey-placed', seat: 0, prey: prey('Werner Brew'), city: BETTENDORF, replaced: null, cardsDiscarded: [] }]);
    expect(active(after)).toEqual([0]);
  });

  it('"Tourist Cards can be placed in any city": the seat that revealed it chooses', () => {
    const match = position({ preyDeckTop: ['Chad Whitmore'] });
    const choosing = play(match, hunt(0));
    expect(choosing.state.placing).toEqual([{ prey: prey('Chad Whitmore'), seat: 0, cause: 'hunt' }]);
    expect(legalTypes(choosing)).toEqual(['place-prey']);
    expect(refusal(choosing, hunt(0)).message).toMatch(/Prey Cards: seat 0 places the revealed Prey card; hunt is not possible now/);
    const after = play(choosing, placePrey(0, 3));
    expect(preyIn(after, 3)).toEqual([prey('Chad Whitmore')]);
  });

  it('"When you draw a Prey Card and every space in that city is full, choose one of the current Prey to replace and discard"', () => {
    const full = ['Ada Lindqvist', 'Hank Doyle', 'Rosa Medina', 'Walt Kessler', 'June Parrish'];
    const match = position({ map: { [DAVENPORT]: full }, preyDeckTop: ['Delia Marsh'] });
    const choosing = play(match, hunt(0));
    expect(refusal(choosing, placePrey(0, DAVENPORT, null)).message).toMatch(/Davenport is full; replacing must name a Prey there/);
    expect(refusal(choosing, placePrey(0, BETTENDORF, null)).message).toMatch(/"Hometown Cards should be played in their matching city" — Delia Marsh goes to Davenport/);
    const { match: after, events } = playEvents(choosing, placePrey(0, DAVENPORT, prey('Hank Doyle')));
    expect(eventsOf(events, 'prey-placed')[0]).toMatchObject({ replaced: prey('Hank Doyle') });
    expect(after.state.preyDiscard).toContain(prey('Hank Doyle'));
    expect(preyIn(after, DAVENPORT)).toEqual([prey('Ada Lindqvist'), prey('Rosa Medina'), prey('Walt Kessler'), prey('June Parrish'), prey('Delia Marsh')]);
  });

  it('ruling 6: the Resource cards under a replaced Prey go to the discard pile', () => {
    const full = ['Ada Lindqvist', { name: 'Hank Doyle', under: ['Fire Axe', 'Dark Alley'] }, 'Rosa Medina', 'Walt Kessler', 'June Parrish'];
    const match = position({ map: { [DAVENPORT]: full }, preyDeckTop: ['Delia Marsh'] });
    const { match: after, events } = playEvents(match, hunt(0), placePrey(0, DAVENPORT, prey('Hank Doyle')));
    expect(eventsOf(events, 'prey-placed')[0]?.cardsDiscarded).toEqual([res('Fire Axe'), res('Dark Alley')]);
    expect(after.state.resourceDiscard).toEqual([res('Fire Axe'), res('Dark Alley')]);
    expectAllCards(after.state);
  });
});

describe('1. Hunt: "by revealing and placing another Prey Card"', () => {
  it('is one Action', () => {
    const match = position({ preyDeckTop: ['Ada Lindqvist'] });
    const after = play(match, hunt(0));
    expect(after.state.turn.actionsLeft).toBe(2);
    expect(preyIn(after, DAVENPORT)).toEqual([prey('Ada Lindqvist')]);
  });

  it('ruling 3: an empty Prey deck takes its discard pile, shuffled', () => {
    const match = position({ preyDeckOnly: [] });
    expect(match.state.preyDeck).toEqual([]);
    const { match: after, events } = playEvents(match, hunt(0));
    expect(eventsOf(events, 'deck-reshuffled')).toEqual([{ type: 'deck-reshuffled', deck: 'prey', size: 72 }]);
    expect(after.state.preyDiscard).toEqual([]);
  });

  it('ruling 3: with no Prey card left to reveal, Hunt is not possible', () => {
    const match = position({ preyDeckOnly: [], map: { [DAVENPORT]: ['Ada Lindqvist'] } });
    const emptied = { ...match, state: { ...match.state, preyDiscard: [], cities: match.state.cities.map((city, index) => (index === DAVENPORT ? { ...city, prey: [...city.prey] } : city)) } };
    // Move every Prey card into collections so that only Ada Lindqvist is left, on the map.
    const rest = match.state.preyDiscard;
    const table = { ...emptied, state: { ...emptied.state, seats: emptied.state.seats.map((seat, index) => (index === 1 ? { ...seat, collection: rest } : seat)) } };
    expect(refusal(table, hunt(0)).message).toMatch(/^1\. Hunt: .* no Prey card is left in the deck or its discard pile/);
    expect(legalTypes(table)).not.toContain('hunt');
  });
});
