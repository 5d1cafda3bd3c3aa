/**
 * Quad City Killers for learning agents: its action space and its observation tensor, per
 * configuration (seat count and content). The game's page (docs/games/quad-city-killers.md, "For
 * learning agents") shows both tables, generated from what this file lays out.
 *
 * Seats are **relative to the observer**, as a policy shared by every seat needs them: in the
 * tensor, row `k` of every per-seat field is the seat `k` places clockwise after the viewing seat
 * (row 0 is the viewer itself), and in the action space `choose-player`'s index `k` names the seat
 * `k + 1` places clockwise after the chooser (a Scenario card names "another player"). A spectator's
 * view is laid out from seat 0. The solo game (one seat) has the same layout with one row per seat
 * field and no seat to choose.
 *
 * Cards are content ids. A block of actions that play a card has one index per card that block can
 * ever take — `choose-weapon` the Weapon cards, `play-against` the Modifiers without the Action
 * icon, `discard` every Resource card — so no index stands for a card of the wrong kind.
 */
import type { PlayerId } from '../core/types.js';
import {
  quadCityKillers,
  type AttackStep,
  type Decision,
  type EndReason,
  type Phase,
  type QuadCityContent,
  type QuadCityKillersAction,
  type QuadCityKillersConfig,
  type QuadCityKillersConfigInput,
  type QuadCityKillersEvent,
  type QuadCityKillersState,
  type QuadCityKillersView,
  type ResourceCard,
  type SeatState,
  type SeatView,
  type RevealCause,
  type Scene,
  type SoloRank,
  type TravelCause,
} from '../games/quad-city-killers/index.js';
import { markLegal, type LegalOffsets } from '../games/quad-city-killers/legal.js';
import { isSolo, notoriety } from '../games/quad-city-killers/rules/queries.js';
import { ActionLayout, assertIndex, indexOr, isIndex, listed, positionIn, rangeOf, rangeTable, setOneHot, TensorLayout, tensorTarget } from './layout.js';
import type { ActionRange, ActionSpace, AgentSpec, LegalMaskWriter, ObservationSpec, StateObserver } from './types.js';

/** A turn's Actions left: 0 to 3. */
const ACTIONS_LEFT = 4;
/** The dice of a roll: "Use all 3 dice for any dice roll!" */
const DICE = 3;

/** Where each value of a union sits in its one-hot block (the compiler checks every value is there). */
const PHASES: Readonly<Record<Phase, number>> = { setup: 0, play: 1, over: 2 };
const REVEAL_CAUSES: Readonly<Record<RevealCause, number>> = { setup: 0, turn: 1, hunt: 2, ego: 3 };
const DECISION_KINDS: Readonly<Record<Decision['kind'], number>> = { travel: 0, discard: 1, player: 2, city: 3, 'scene-attack': 4, 'end-of-turn': 5 };
const REACHES: Readonly<Record<'state' | 'anywhere', number>> = { state: 0, anywhere: 1 };
const TRAVEL_CAUSES: Readonly<Record<TravelCause, number>> = { roll: 0, 'road-trip': 1, ego: 2 };
const SCENES: Readonly<Record<Scene, number>> = { 'out-of-body': 0, mulligan: 1, 'road-trip': 2, 'anonymous-tip': 3, 'anonymous-call': 4, 'frame-job': 5 };
const ATTACK_STEPS: Readonly<Record<AttackStep, number>> = { weapon: 0, modifier: 1, answers: 2, 'after-failure': 3, claim: 4 };
const END_REASONS: Readonly<Record<EndReason, number>> = {
  'highest-notoriety': 0,
  'tie-rolled-off': 1,
  'no-prey-left': 2,
  'dexterity-scale-completed': 3,
  'fell-below-dexterity-scale': 4,
  'all-cities-locked-down': 5,
};
const RANKS: Readonly<Record<SoloRank, number>> = { 'day-job': 0, amateur: 1, 'dyed-in-the-wool': 2 };

/** The ids of the Resource cards `keep` lets through, in id order, with each id's position among them (`-1` for the others). */
interface CardSet {
  readonly ids: readonly number[];
  readonly position: Int16Array;
  /** The ids in words, for the tables. */
  readonly words: string;
}

function cardSet(content: QuadCityContent, keep: (card: ResourceCard) => boolean, what: string): CardSet {
  const ids: number[] = [];
  const position = new Int16Array(content.resources.length).fill(-1);
  content.resources.forEach((card, id) => {
    if (!keep(card)) return;
    position[id] = ids.length;
    ids.push(id);
  });
  return { ids, position, words: `${what}, ${ids.length} in card id order${ids.length === 0 ? '' : ` (${idRuns(ids)})`}` };
}

/** `[0, 1, 2, 5, 7, 8]` as `0–2, 5, 7–8`. */
function idRuns(ids: readonly number[]): string {
  const parts: string[] = [];
  for (let start = 0; start < ids.length; ) {
    let end = start;
    while (end + 1 < ids.length && ids[end + 1] === (ids[end] ?? 0) + 1) end++;
    parts.push(end === start ? `${ids[start]}` : `${ids[start]}–${ids[end]}`);
    start = end + 1;
  }
  return parts.join(', ');
}

/** The position of card `card` in `set`, `-1` when it is not one of its cards. */
function positionOf(set: CardSet, card: number | null): number {
  return isIndex(card, set.position.length) ? (set.position[card] ?? -1) : -1;
}

/** The action space's blocks and card sets of a configuration: what `actionSpace` and `legalMasks` share. */
interface SpaceLayout {
  readonly size: number;
  readonly ranges: readonly ActionRange[];
  /** Where each block starts, and each card's position in the blocks that take cards. */
  readonly at: LegalOffsets;
  readonly weapons: CardSet;
  readonly modifiers: CardSet;
  readonly against: CardSet;
  readonly scenarios: CardSet;
  readonly egos: CardSet;
}

/** `positionIn(PHASES, phase)` as a switch: the tensor asks it at every step, and a lookup by a string key is the dearer read. */
function phaseAt(phase: Phase): number {
  switch (phase) {
    case 'setup':
      return PHASES.setup;
    case 'play':
      return PHASES.play;
    case 'over':
      return PHASES.over;
    default:
      return -1;
  }
}

/** The card at `position` of a block's cards `values`, for `decode` of `index` in a block of `type`; throws the `RangeError` `decode` promises for none. */
function cardIn(values: readonly number[], position: number, index: number, type: string): number {
  const value = values[position];
  if (value === undefined) throw new RangeError(`decode: index ${index} is outside its ${type} block`);
  return value;
}

/**
 * The blocks of a configuration's action space, one per action type, in the order of the game's
 * action union; a placement is a city × (a free space, or the Prey it replaces) pair, a card
 * played is one of the cards its block can take, a seat chosen is counted clockwise from the
 * chooser.
 */
function spaceLayout(config: QuadCityKillersConfig): SpaceLayout {
  const { players, content } = config;
  const N = content.cities.length;
  const Y = content.prey.length;
  const X = content.resources.length;
  const weapons = cardSet(content, (card) => card.kind === 'weapon', 'the Weapon cards');
  const modifiers = cardSet(content, (card) => card.kind === 'modifier', 'the Modifier cards');
  const against = cardSet(content, (card) => card.kind === 'modifier' && !card.actionIcon, 'the Modifier cards without the Action icon');
  const scenarios = cardSet(content, (card) => card.kind === 'scenario', 'the Scenario cards');
  const egos = cardSet(content, (card) => card.kind === 'ego', 'the Ego cards');

  const layout = new ActionLayout();
  const at: LegalOffsets = Object.freeze({
    players,
    preyCount: Y,
    placePrey: layout.block('place-prey', N * (1 + Y), `city × replacing: index (1 + ${Y}) · city + (0 into a free space, 1 + p replacing Prey card p), cities by id 0–${N - 1}, Prey cards by id 0–${Y - 1}`),
    hunt: layout.block('hunt', 1, 'the one Hunt'),
    travel: layout.block('travel', 1, 'the one Travel roll'),
    travelTo: layout.block('travel-to', N, `city: by id 0–${N - 1}`),
    attack: layout.block('attack', Y, `prey: Prey cards by id 0–${Y - 1}`),
    chooseWeapon: layout.block('choose-weapon', 1 + weapons.ids.length, `card: index 0 none, then ${weapons.words}`),
    chooseModifier: layout.block('choose-modifier', 1 + modifiers.ids.length, `card: index 0 none, then ${modifiers.words}`),
    playAgainst: layout.block('play-against', against.ids.length, `card: ${against.words}`),
    pass: layout.block('pass', 1, 'the one pass'),
    claimMo: layout.block('claim-mo', 1, 'the one claim'),
    playScenario: layout.block('play-scenario', scenarios.ids.length, `card: ${scenarios.words}`),
    choosePlayer: layout.block('choose-player', players - 1, players === 1 ? 'none in solo' : `target: index k is the seat k + 1 places clockwise after the chooser (k = 0 … ${players - 2})`),
    chooseCity: layout.block('choose-city', N, `city: by id 0–${N - 1}`),
    declareEgo: layout.block('declare-ego', egos.ids.length, `card: ${egos.words}`),
    useEgo: layout.block('use-ego', 1, "the one use of the Ego's ability"),
    discard: layout.block('discard', X, `card: Resource cards by id 0–${X - 1}`),
    refill: layout.block('refill', 1, 'the one refill (solo)'),
    weapons: weapons.position,
    modifiers: modifiers.position,
    against: against.position,
    scenarios: scenarios.position,
    egos: egos.position,
  });
  return { size: layout.size, ranges: layout.ranges(), at, weapons, modifiers, against, scenarios, egos };
}

/** The action space of a configuration, laid out by {@link spaceLayout}. */
function actionSpace(config: QuadCityKillersConfig): ActionSpace<QuadCityKillersAction> {
  const { players, content } = config;
  const N = content.cities.length;
  const Y = content.prey.length;
  const X = content.resources.length;
  const { size, ranges, at: offsets, weapons, modifiers, against, scenarios, egos } = spaceLayout(config);
  const { placePrey, hunt, travel, travelTo, attack, chooseWeapon, chooseModifier, playAgainst, pass, claimMo, playScenario, choosePlayer, chooseCity, declareEgo, useEgo, discard, refill } = offsets;

  /** `offset + position`, or `-1` when the value has no position in its block. */
  const at = (offset: number, position: number): number => (position < 0 ? -1 : offset + position);

  const encode = (action: QuadCityKillersAction): number => {
    switch (action.type) {
      case 'place-prey': {
        if (!isIndex(action.city, N)) return -1;
        const replacing = action.replacing === null ? 0 : isIndex(action.replacing, Y) ? 1 + action.replacing : -1;
        return replacing < 0 ? -1 : placePrey + action.city * (1 + Y) + replacing;
      }
      case 'hunt':
        return hunt;
      case 'travel':
        return travel;
      case 'travel-to':
        return isIndex(action.city, N) ? travelTo + action.city : -1;
      case 'attack':
        return isIndex(action.prey, Y) ? attack + action.prey : -1;
      case 'choose-weapon':
        return action.card === null ? chooseWeapon : at(chooseWeapon + 1, positionOf(weapons, action.card));
      case 'choose-modifier':
        return action.card === null ? chooseModifier : at(chooseModifier + 1, positionOf(modifiers, action.card));
      case 'play-against':
        return at(playAgainst, positionOf(against, action.card));
      case 'pass':
        return pass;
      case 'claim-mo':
        return claimMo;
      case 'play-scenario':
        return at(playScenario, positionOf(scenarios, action.card));
      case 'choose-player':
        if (!isIndex(action.player, players) || !isIndex(action.target, players) || action.target === action.player) return -1;
        return choosePlayer + ((action.target - action.player + players) % players) - 1;
      case 'choose-city':
        return isIndex(action.city, N) ? chooseCity + action.city : -1;
      case 'declare-ego':
        return at(declareEgo, positionOf(egos, action.card));
      case 'use-ego':
        return useEgo;
      case 'discard':
        return isIndex(action.card, X) ? discard + action.card : -1;
      case 'refill':
        return refill;
      default:
        // Not an action of the game at all (a caller outside TypeScript).
        return -1;
    }
  };

  // Keys in the order of the game's action schema, so a decoded action and the same action parsed
  // by `applyAction` are the same JSON.
  const blockAt = rangeTable(ranges, size);
  const decode = (index: number, player: PlayerId): QuadCityKillersAction => {
    assertIndex(index, size);
    const range = ranges[blockAt[index] ?? 0] ?? rangeOf(ranges, index);
    const k = index - range.offset;
    const type = range.type as QuadCityKillersAction['type'];
    switch (type) {
      case 'place-prey': {
        const replacing = k % (1 + Y);
        return { type, player, city: Math.floor(k / (1 + Y)), replacing: replacing === 0 ? null : replacing - 1 };
      }
      case 'travel-to':
        return { type, player, city: k };
      case 'attack':
        return { type, player, prey: k };
      case 'choose-weapon':
        return { type, player, card: k === 0 ? null : cardIn(weapons.ids, k - 1, index, range.type) };
      case 'choose-modifier':
        return { type, player, card: k === 0 ? null : cardIn(modifiers.ids, k - 1, index, range.type) };
      case 'play-against':
        return { type, player, card: cardIn(against.ids, k, index, range.type) };
      case 'play-scenario':
        return { type, player, card: cardIn(scenarios.ids, k, index, range.type) };
      case 'choose-player':
        return { type, player, target: (player + k + 1) % players };
      case 'choose-city':
        return { type, player, city: k };
      case 'declare-ego':
        return { type, player, card: cardIn(egos.ids, k, index, range.type) };
      case 'discard':
        return { type, player, card: k };
      case 'hunt':
      case 'travel':
      case 'pass':
      case 'claim-mo':
      case 'use-ego':
      case 'refill':
        return { type, player };
    }
  };

  return Object.freeze({ size, ranges, encode, decode });
}

/**
 * The observation tensor of a configuration: the seat's view, field by field — the turn, every
 * seat (relative to the viewer) with its Killer Board, pawn, Dexterity, hand size and the cards
 * known to be in its hand, M.O., collection and trophies, every city's Heat and the Prey on its
 * spaces with the cards under them, the Prey waiting to be placed, the decision the game waits
 * for, the Attack in play with its cards and dice, the decks' sizes and discard piles, the
 * viewer's hand, and the outcome. Counts without a small bound (hand sizes, deck sizes,
 * Notoriety, the dice and totals) are the numbers themselves; the lists the view keeps in order
 * (the piles, the hand, collections, the cards under a Prey or shown) hold each card's place.
 * Written from the view (`spec`), or from the state without building the view (`fromState`).
 */
function observers(config: QuadCityKillersConfig): { readonly spec: ObservationSpec<QuadCityKillersView>; readonly fromState: StateObserver<QuadCityKillersState> } {
  const { players: P, content } = config;
  const N = content.cities.length;
  const Y = content.prey.length;
  const X = content.resources.length;
  const K = content.killers.length;
  const D = Math.max(...content.killers.map((board) => board.dexterity.length));
  const H = content.heatLevels;
  /** Each city's prey spaces, and its first among all the spaces, city by city. */
  const spacesOf = content.cities.map((city) => city.preySpaces);
  const firstSpace: number[] = [];
  let T = 0;
  for (const spaces of spacesOf) {
    firstSpace.push(T);
    T += spaces;
  }
  const L = P + 2;
  const ANSWERS = Math.max(1, P - 1);
  const seats = `the ${P} seat${P === 1 ? '' : 's'}, the viewer's first, then clockwise`;
  const preyIds = `Prey cards by id 0–${Y - 1}`;
  const resourceIds = `Resource cards by id 0–${X - 1}`;
  const cityIds = `cities by id 0–${N - 1}`;
  const spaces = `the ${T} prey spaces, city by city (${content.cities.map((city) => city.preySpaces).join(' + ')})`;

  const layout = new TensorLayout();
  const PHASE = layout.field('phase', [Object.keys(PHASES).length], `Where the game stands, one-hot [${listed(PHASES)}].`);
  const FIRST = layout.field('first-player', [P], `The seat that began, one-hot over ${seats}; all 0 until decided.`);
  const TURN_PLAYER = layout.field('turn-player', [P], "The turn's seat, one-hot over the seats.");
  const TURN_NUMBER = layout.field('turn-number', [1], 'The turn number (0 during setup, and always in solo).');
  const ACTIONS = layout.field('actions-left', [ACTIONS_LEFT], 'Actions left this turn, one-hot 0–3.');
  const HEAT_MOVED = layout.field('heat-moved', [N], `Per city (${cityIds}): its Heat has moved this turn.`);
  const TURN_FLAGS = layout.field('turn-flags', [3], "This turn: [the turn player's Dexterity has moved, its Ego has been used, it has acted besides placing Prey].");
  const KILLER = layout.field('seat-killer', [P, K], `Per seat: its Killer Board, one-hot over the boards by id 0–${K - 1}.`);
  const CITY = layout.field('seat-city', [P, N], 'Per seat: its Skull Pawn\'s city, one-hot; all 0 before placement.');
  const DEXTERITY = layout.field('seat-dexterity', [P, D], `Per seat: its Dexterity marker's spot, one-hot 0–${D - 1}.`);
  const HAND_SIZE = layout.field('seat-hand-size', [P], 'Per seat: Resource cards in hand (the number).');
  const SHOWN = layout.field('seat-shown', [P, X], `Per seat: the cards of its hand everyone saw enter it (from under a killed Prey), over the ${resourceIds}: each card's place in that list (1 the first), 0 for the others.`);
  const MO = layout.field('seat-mo', [P, X], 'Per seat: the M.O. Weapon or Ego on its Killer Board, one-hot over the Resource cards.');
  const COLLECTION = layout.field('seat-collection', [P, Y], `Per seat: the Prey it has killed, over the ${preyIds}: each card's place in the order killed (1 the first), 0 for the others.`);
  const TROPHIES = layout.field('seat-trophies', [P, X], 'Per seat: the Resource cards in its collection, each one\'s place in the order collected (1 the first), 0 for the others.');
  const NOTORIETY = layout.field('seat-notoriety', [P], 'Per seat: its Notoriety so far (the number).');
  const STARTING = layout.field('seat-starting-prey', [P, Y], 'Per seat: the Prey card it was dealt at setup, one-hot.');
  const HEAT = layout.field('city-heat', [N, H], `Per city: its Heat level, one-hot 1–${H}.`);
  const SPACE_PREY = layout.field('space-prey', [T, Y], `Per prey space (${spaces}; a city's Prey fill its spaces in the order placed): the Prey card on it, one-hot.`);
  const SPACE_UNDER = layout.field('space-under', [T, X], 'Per prey space: the Resource cards under its Prey (spent in failed Attacks), each one\'s place in the order laid there (1 the first), 0 for the others.');
  const PLACING = layout.field('placing', [L, Y], `The revealed Prey waiting to be placed, front first: row j is the j-th, one-hot over the Prey cards (${L} rows).`);
  const PLACING_SEAT = layout.field('placing-seat', [L, P], 'Per Prey waiting: the seat that places it, one-hot over the seats.');
  const CAUSES = Object.keys(REVEAL_CAUSES).length;
  const PLACING_CAUSE = layout.field('placing-cause', [L, CAUSES], `Per Prey waiting: why it was revealed, one-hot [${listed(REVEAL_CAUSES)}].`);
  const PENDING = layout.field('pending', [Object.keys(DECISION_KINDS).length], `The decision the game waits for, one-hot [${listed(DECISION_KINDS)}]; all 0 for none.`);
  const PENDING_SEAT = layout.field('pending-seat', [P], 'The seat that decides, one-hot over the seats.');
  const PENDING_REACH = layout.field('pending-reach', [Object.keys(REACHES).length], `A Travel's reach, one-hot [${listed(REACHES)}].`);
  const PENDING_CAUSE = layout.field('pending-travel-cause', [Object.keys(TRAVEL_CAUSES).length], `What moves the pawn, one-hot [${listed(TRAVEL_CAUSES)}].`);
  const PENDING_SCENE = layout.field('pending-scene', [Object.keys(SCENES).length], `The Scenario card's scene, one-hot [${listed(SCENES)}].`);
  const PENDING_CARD = layout.field('pending-card', [X], "The card the decision is about — a Discard's first card, or the Scenario card that asks — one-hot over the Resource cards.");
  const PENDING_TARGET = layout.field('pending-target', [P], "Anonymous Tip: the player whose pawn moves, one-hot over the seats.");
  const ATTACK = layout.field('attack', [1], 'An Attack is in play.');
  const ATTACKER = layout.field('attack-attacker', [P], 'The attacking seat, one-hot over the seats.');
  const ATTACK_CITY = layout.field('attack-city', [N], 'The city it happens in, one-hot.');
  const ATTACK_PREY = layout.field('attack-prey', [Y], 'The Prey attacked, one-hot over the Prey cards.');
  const ATTACK_STEP = layout.field('attack-step', [Object.keys(ATTACK_STEPS).length], `Where it stands, one-hot [${listed(ATTACK_STEPS)}].`);
  const ATTACK_WEAPON = layout.field('attack-weapon', [X], 'The Weapon in play, one-hot over the Resource cards; all 0 for none.');
  const ATTACK_MODIFIER = layout.field('attack-modifier', [X], "The attacker's Modifier in play, one-hot; all 0 for none.");
  const ANSWER_SEAT = layout.field('attack-answer-seat', [ANSWERS, P], `The Modifiers played against it, in the order played: row j is the j-th answer's seat, one-hot over the seats (${ANSWERS} row${ANSWERS === 1 ? '' : 's'}).`);
  const ANSWER_CARD = layout.field('attack-answer-card', [ANSWERS, X], "Per answer: its Modifier card, one-hot over the Resource cards.");
  const WAITING = layout.field('attack-waiting', [P], 'The seats still to answer, 1 each.');
  const ATTACK_SCENE = layout.field('attack-scene', [X], 'The Scenario card that ordered it (Out of Body Experience, or a Mulligan\'s retry), one-hot.');
  const ATTACK_EXTRAS = layout.field('attack-ego', [2], "[Advantage from the attacker's Ego (the number), its Ego's cold trail keeps the Heat].");
  const RESULT = layout.field('attack-result', [1], 'A failed Attack waits for a Mulligan: its result below is filled in.');
  const ROLL = layout.field('attack-roll', [DICE], 'The three dice of the Attack roll (their values).');
  const WEAPON_ROLL = layout.field('attack-weapon-roll', [1 + DICE], "[a dice Weapon rolled, then its three dice's values].");
  const TOTALS = layout.field('attack-totals', [3], "[the attacker's total Advantage, the Prey Defense it had to meet, it met it].");
  const PREY_DECK = layout.field('prey-deck-size', [1], 'Cards in the Prey deck (the number).');
  const PREY_DISCARD = layout.field('prey-discard', [Y], 'The Prey discard pile: each card\'s place in it from the bottom (1 the first discarded), 0 for a card not in it.');
  const RESOURCE_DECK = layout.field('resource-deck-size', [1], 'Cards in the Resource deck (the number).');
  const RESOURCE_DISCARD = layout.field('resource-discard', [X], 'The Resource discard pile: each card\'s place in it from the bottom (1 the first discarded), 0 for a card not in it.');
  const HAND = layout.field('hand', [X], "The viewer's own hand (the solo hand, face up, in every view of a solo game): each card's place in the hand as held (1 the first), 0 for a card not in it.");
  const WINNERS = layout.field('outcome-winners', [P], 'The winners, 1 each over the seats; all 0 while the game runs (and for a solo loss).');
  const REASON = layout.field('outcome-reason', [Object.keys(END_REASONS).length], `Why the game ended, one-hot [${listed(END_REASONS)}].`);
  const SCORES = layout.field('outcome-scores', [P], 'Per seat: its final Notoriety (the number).');
  const TIED = layout.field('outcome-tied', [P], 'The seats tied on the highest Notoriety before the roll-off, 1 each.');
  const RANK = layout.field('outcome-rank', [Object.keys(RANKS).length], `Solo: the band the Notoriety falls in, one-hot [${listed(RANKS)}].`);
  const size = layout.size;
  const fields = layout.fields();

  // The tensor is written section by section, each a small function with its loops written out:
  // observe runs at every environment step, and V8 inlines helpers only up to a budget per
  // optimized function, and shares one helper's type feedback between every game that calls it —
  // the shared helpers (setOneHot, seatRow, setPlaces) cost more than the writes themselves. A
  // value that is not an index of its block (null, out of range) sets nothing, as a one-hot block
  // with nothing set; a non-integer index of a Float32Array sets nothing either.
  type View = QuadCityKillersView;
  /** What the view copies from the state unchanged, under the same names: the sections below read either. */
  type Shared = Pick<View & QuadCityKillersState, 'phase' | 'firstPlayer' | 'turn' | 'placing' | 'pending'>;
  /** A seat's fields that the view's seats copy from the state's. */
  type SeatFields = Pick<SeatView & SeatState, 'killer' | 'city' | 'dexterity' | 'shown' | 'mo' | 'collection' | 'trophies' | 'startingPrey'>;

  const writeTurn = (tensor: Float32Array, view: Shared, viewer: PlayerId): void => {
    setOneHot(tensor, PHASE, phaseAt(view.phase));
    const first = view.firstPlayer;
    if (first !== null && first >= 0 && first < P) tensor[FIRST + ((first - viewer + P) % P)] = 1;
    const { turn } = view;
    if (turn.player >= 0 && turn.player < P) tensor[TURN_PLAYER + ((turn.player - viewer + P) % P)] = 1;
    tensor[TURN_NUMBER] = turn.number;
    if (turn.actionsLeft >= 0 && turn.actionsLeft < ACTIONS_LEFT) tensor[ACTIONS + turn.actionsLeft] = 1;
    const { heatMoved } = turn;
    for (let city = 0; city < heatMoved.length && city < N; city++) if (heatMoved[city] === true) tensor[HEAT_MOVED + city] = 1;
    if (turn.dexterityMoved) tensor[TURN_FLAGS] = 1;
    if (turn.egoUsed) tensor[TURN_FLAGS + 1] = 1;
    if (turn.acted) tensor[TURN_FLAGS + 2] = 1;
  };

  /** One seat's row `r`: what the view's `SeatView` holds, and the state's seat too, but for the hand's size and the Notoriety, passed. */
  const writeSeat = (tensor: Float32Array, r: number, seat: SeatFields, handSize: number, notoriety: number): void => {
    if (seat.killer >= 0 && seat.killer < K) tensor[KILLER + r * K + seat.killer] = 1;
    const { city, mo } = seat;
    if (city !== null && city >= 0 && city < N) tensor[CITY + r * N + city] = 1;
    if (seat.dexterity >= 0 && seat.dexterity < D) tensor[DEXTERITY + r * D + seat.dexterity] = 1;
    tensor[HAND_SIZE + r] = handSize;
    const { shown, collection, trophies } = seat;
    for (let k = 0, row = SHOWN + r * X; k < shown.length; k++) {
      const card = shown[k] ?? -1;
      if (card >= 0 && card < X) tensor[row + card] = k + 1;
    }
    if (mo !== null && mo >= 0 && mo < X) tensor[MO + r * X + mo] = 1;
    for (let k = 0, row = COLLECTION + r * Y; k < collection.length; k++) {
      const prey = collection[k] ?? -1;
      if (prey >= 0 && prey < Y) tensor[row + prey] = k + 1;
    }
    for (let k = 0, row = TROPHIES + r * X; k < trophies.length; k++) {
      const card = trophies[k] ?? -1;
      if (card >= 0 && card < X) tensor[row + card] = k + 1;
    }
    tensor[NOTORIETY + r] = notoriety;
    if (seat.startingPrey >= 0 && seat.startingPrey < Y) tensor[STARTING + r * Y + seat.startingPrey] = 1;
  };

  const writeSeats = (tensor: Float32Array, seats: View['seats'], viewer: PlayerId): void => {
    for (let at = 0; at < seats.length; at++) {
      const seat = seats[at];
      if (seat === undefined || !(seat.seat >= 0 && seat.seat < P)) continue;
      writeSeat(tensor, (seat.seat - viewer + P) % P, seat, seat.handSize, seat.notoriety);
    }
  };

  const writeCities = (tensor: Float32Array, cities: View['cities']): void => {
    for (let id = 0; id < cities.length && id < N; id++) {
      const city = cities[id];
      if (city === undefined) continue;
      const heat = city.heat - 1;
      if (heat >= 0 && heat < H) tensor[HEAT + id * H + heat] = 1;
      const first = firstSpace[id] ?? 0;
      const { prey } = city;
      const spaces = Math.min(prey.length, spacesOf[id] ?? 0);
      for (let slot = 0; slot < spaces; slot++) {
        const onMap = prey[slot];
        if (onMap === undefined) continue;
        const space = first + slot;
        if (onMap.card >= 0 && onMap.card < Y) tensor[SPACE_PREY + space * Y + onMap.card] = 1;
        const { under } = onMap;
        for (let k = 0, row = SPACE_UNDER + space * X; k < under.length; k++) {
          const card = under[k] ?? -1;
          if (card >= 0 && card < X) tensor[row + card] = k + 1;
        }
      }
    }
  };

  /**
   * Writes the cards of `list` (distinct ids below `count`) as their places in it, from `offset`:
   * the first card 1, the next 2, …, a card not in it 0. So the field is both the set (non-zero)
   * and its order, which the view keeps (a pile in the order it grew, a hand in the order it is
   * held). The seats' and the spaces' lists are written the same way, in their loops.
   */
  const writePlaces = (tensor: Float32Array, offset: number, list: readonly number[], count: number): void => {
    for (let k = 0; k < list.length; k++) {
      const card = list[k] ?? -1;
      if (card >= 0 && card < count) tensor[offset + card] = k + 1;
    }
  };

  /** The row of `seat` counted clockwise from the viewer, `-1` for none: for the rarer sections below. */
  const rowOf = (seat: PlayerId | null, viewer: PlayerId): number => (seat !== null && seat >= 0 && seat < P ? (seat - viewer + P) % P : -1);

  const writePlacingAndPending = (tensor: Float32Array, view: Shared, viewer: PlayerId): void => {
    const { placing } = view;
    for (let at = 0; at < placing.length && at < L; at++) {
      const waiting = placing[at];
      if (waiting === undefined) continue;
      setOneHot(tensor, PLACING + at * Y, indexOr(waiting.prey, Y));
      setOneHot(tensor, PLACING_SEAT + at * P, rowOf(waiting.seat, viewer));
      setOneHot(tensor, PLACING_CAUSE + at * CAUSES, positionIn(REVEAL_CAUSES, waiting.cause));
    }
    const { pending } = view;
    if (pending === null) return;
    setOneHot(tensor, PENDING, positionIn(DECISION_KINDS, pending.kind));
    setOneHot(tensor, PENDING_SEAT, rowOf(pending.seat, viewer));
    switch (pending.kind) {
      case 'travel':
        setOneHot(tensor, PENDING_REACH, positionIn(REACHES, pending.reach));
        setOneHot(tensor, PENDING_CAUSE, positionIn(TRAVEL_CAUSES, pending.cause));
        break;
      case 'discard':
        setOneHot(tensor, PENDING_CARD, indexOr(pending.first, X));
        break;
      case 'player':
        setOneHot(tensor, PENDING_SCENE, positionIn(SCENES, pending.scene));
        setOneHot(tensor, PENDING_CARD, indexOr(pending.card, X));
        break;
      case 'city':
        setOneHot(tensor, PENDING_SCENE, positionIn(SCENES, pending.scene));
        setOneHot(tensor, PENDING_CARD, indexOr(pending.card, X));
        setOneHot(tensor, PENDING_TARGET, rowOf(pending.target, viewer));
        break;
      case 'scene-attack':
        setOneHot(tensor, PENDING_CARD, indexOr(pending.card, X));
        break;
      case 'end-of-turn':
        break;
    }
  };

  const writeAttack = (tensor: Float32Array, attack: NonNullable<View['attack']>, viewer: PlayerId): void => {
    tensor[ATTACK] = 1;
    setOneHot(tensor, ATTACKER, rowOf(attack.attacker, viewer));
    setOneHot(tensor, ATTACK_CITY, indexOr(attack.city, N));
    setOneHot(tensor, ATTACK_PREY, indexOr(attack.prey, Y));
    setOneHot(tensor, ATTACK_STEP, positionIn(ATTACK_STEPS, attack.step));
    setOneHot(tensor, ATTACK_WEAPON, indexOr(attack.weapon, X));
    setOneHot(tensor, ATTACK_MODIFIER, indexOr(attack.modifier, X));
    const { answers, waiting } = attack;
    for (let at = 0; at < answers.length && at < ANSWERS; at++) {
      const answer = answers[at];
      if (answer === undefined) continue;
      setOneHot(tensor, ANSWER_SEAT + at * P, rowOf(answer.seat, viewer));
      setOneHot(tensor, ANSWER_CARD + at * X, indexOr(answer.card, X));
    }
    for (let at = 0; at < waiting.length; at++) setOneHot(tensor, WAITING, rowOf(waiting[at] ?? null, viewer));
    setOneHot(tensor, ATTACK_SCENE, indexOr(attack.scene, X));
    tensor[ATTACK_EXTRAS] = attack.egoBonus;
    if (attack.coldTrail) tensor[ATTACK_EXTRAS + 1] = 1;
    const { result } = attack;
    if (result === null) return;
    tensor[RESULT] = 1;
    for (let die = 0; die < DICE; die++) tensor[ROLL + die] = result.roll[die] ?? 0;
    if (result.weaponRoll !== null) {
      tensor[WEAPON_ROLL] = 1;
      for (let die = 0; die < DICE; die++) tensor[WEAPON_ROLL + 1 + die] = result.weaponRoll[die] ?? 0;
    }
    tensor[TOTALS] = result.total;
    tensor[TOTALS + 1] = result.defense;
    if (result.success) tensor[TOTALS + 2] = 1;
  };

  const writeOutcome = (tensor: Float32Array, outcome: NonNullable<View['outcome']>, viewer: PlayerId): void => {
    const { winners, scores, tied } = outcome;
    for (let at = 0; at < winners.length; at++) setOneHot(tensor, WINNERS, rowOf(winners[at] ?? null, viewer));
    setOneHot(tensor, REASON, positionIn(END_REASONS, outcome.reason));
    for (let seat = 0; seat < scores.length && seat < P; seat++) tensor[SCORES + rowOf(seat, viewer)] = scores[seat] ?? 0;
    for (let at = 0; at < tied.length; at++) setOneHot(tensor, TIED, rowOf(tied[at] ?? null, viewer));
    if (outcome.rank !== null) setOneHot(tensor, RANK, positionIn(RANKS, outcome.rank));
  };

  const observe = (view: View, out?: Float32Array): Float32Array => {
    const tensor = tensorTarget(out, size);
    const viewer = view.viewer ?? 0;
    writeTurn(tensor, view, viewer);
    writeSeats(tensor, view.seats, viewer);
    writeCities(tensor, view.cities);
    if (view.placing.length > 0 || view.pending !== null) writePlacingAndPending(tensor, view, viewer);
    if (view.attack !== null) writeAttack(tensor, view.attack, viewer);
    tensor[PREY_DECK] = view.preyDeckSize;
    writePlaces(tensor, PREY_DISCARD, view.preyDiscard, Y);
    tensor[RESOURCE_DECK] = view.resourceDeckSize;
    writePlaces(tensor, RESOURCE_DISCARD, view.resourceDiscard, X);
    if (view.hand !== null) writePlaces(tensor, HAND, view.hand, X);
    if (view.outcome !== null) writeOutcome(tensor, view.outcome, viewer);
    return tensor;
  };

  // The rules' `notoriety` of a seat, summed from tables: it looks up every Prey card and trophy
  // of every seat in the content at every step, and the content's cards are objects of several
  // shapes, whose reads V8 cannot make monomorphic. The same sums in the same order, so the same
  // numbers.
  /** Per Prey card: its Notoriety. */
  const preyNotoriety = Float64Array.from(content.prey, (card) => card.notoriety);
  /** Per Resource card: its trophy value if it is a Modifier, else 0 (what `notoriety` adds for it). */
  const trophyValue = Float64Array.from(content.resources, (card) => (card.kind === 'modifier' ? card.trophy : 0));
  const notorietyOf = (held: SeatState): number => {
    let total = 0;
    const { collection, trophies } = held;
    for (let k = 0; k < collection.length; k++) total += preyNotoriety[collection[k] ?? -1] ?? 0;
    for (let k = 0; k < trophies.length; k++) total += trophyValue[trophies[k] ?? -1] ?? 0;
    return total;
  };

  // `observe` of `view(state, seat)`, reading from the state what the view would copy from it (the
  // same objects, mostly) without building the view and its seats; the kit proves the two equal at
  // every step of its random games.
  const observeState = (state: QuadCityKillersState, seat: PlayerId, out?: Float32Array): Float32Array => {
    const tensor = tensorTarget(out, size);
    writeTurn(tensor, state, seat);
    const { seats } = state;
    // The tables below are this configuration's content's: a state of other content (which no
    // environment hands over) is summed by the rules' own `notoriety`.
    const ownContent = state.config.content === content;
    for (let at = 0; at < seats.length && at < P; at++) {
      const held = seats[at];
      if (held !== undefined) writeSeat(tensor, (at - seat + P) % P, held, held.hand.length, ownContent ? notorietyOf(held) : notoriety(state, at));
    }
    writeCities(tensor, state.cities);
    if (state.placing.length > 0 || state.pending !== null) writePlacingAndPending(tensor, state, seat);
    if (state.attack !== null) writeAttack(tensor, state.attack, seat);
    tensor[PREY_DECK] = state.preyDeck.length;
    writePlaces(tensor, PREY_DISCARD, state.preyDiscard, Y);
    tensor[RESOURCE_DECK] = state.resourceDeck.length;
    writePlaces(tensor, RESOURCE_DISCARD, state.resourceDiscard, X);
    // The view's hand: the solo hand for every viewer, else the viewer's own.
    const own = isSolo(state) ? seats[0] : seats[seat];
    if (own !== undefined) writePlaces(tensor, HAND, own.hand, X);
    if (state.outcome !== null) writeOutcome(tensor, state.outcome, seat);
    return tensor;
  };

  return {
    spec: Object.freeze({ shape: Object.freeze([size]), size, fields, observe }),
    fromState: Object.freeze({ observe: observeState }),
  };
}

/** The observation tensor of a configuration (see {@link observers}). */
function observation(config: QuadCityKillersConfig): ObservationSpec<QuadCityKillersView> {
  return observers(config).spec;
}

/**
 * The observation of a configuration straight from the state: the tensor of the seat's view,
 * without building the view (see `AgentSpec.stateObservations`).
 */
function stateObservations(config: QuadCityKillersConfig): StateObserver<QuadCityKillersState> {
  return observers(config).fromState;
}

/**
 * The legal mask of a configuration straight from the state: the game's `markLegal`, which follows
 * `legalActions` branch by branch, writing indices where it would build actions (see
 * `AgentSpec.legalMasks`).
 */
function legalMasks(config: QuadCityKillersConfig): LegalMaskWriter<QuadCityKillersState> {
  const { at } = spaceLayout(config);
  return Object.freeze({ write: (state: QuadCityKillersState, seat: PlayerId, mask: Uint8Array): number => markLegal(state, seat, at, mask) });
}

/**
 * Quad City Killers' agent spec. With four seats and the stand-in content: 545 actions (292
 * placements, a Hunt, a Travel roll, 4 destinations, 72 Prey to attack, 25 Weapon and 23 Modifier
 * choices with none, 18 Modifiers to play against, a pass, a claim, 16 Scenario cards, 3 seats to
 * choose, 4 cities, 10 Egos to declare, the Ego's use, 72 cards to discard, the solo refill).
 */
export const quadCityKillersAgent: AgentSpec<
  QuadCityKillersConfig,
  QuadCityKillersState,
  QuadCityKillersAction,
  QuadCityKillersEvent,
  QuadCityKillersView,
  QuadCityKillersConfigInput
> = Object.freeze({ game: quadCityKillers, actionSpace, observation, legalMasks, stateObservations });
