/**
 * The events of Quad City Killers. The one event that shows a hand's cards, `cards-drawn`, is
 * `visibleTo` its seat alone in a multi-player game; in solo the hand is face up and every event is
 * public. Setup has events of its own (`killer-board-dealt`, `defense-announced`) besides the deal,
 * the reveals, the placements and the roll-off it shares with play; `createMatch` returns them.
 */
import type { Visible } from '../../core/events.js';
import type { PlayerId } from '../../core/types.js';
import type { EgoAbility, Scene } from './content.js';
import type { AttackStep, EndReason, RevealCause, SoloRank, TravelCause } from './schemas.js';

/** Dice rolled to settle a tie: who goes first, or who wins (public). */
export interface RolledOffEvent {
  /** Event kind. */
  readonly type: 'rolled-off';
  /** What the roll-off decides. */
  readonly purpose: 'first-player' | 'winner';
  /** The tied seats that rolled, in seat order. */
  readonly seats: readonly PlayerId[];
  /** Each seat's three dice. */
  readonly rolls: readonly (readonly number[])[];
  /** Each seat's total. */
  readonly totals: readonly number[];
}

/** The first player was decided (public). */
export interface FirstPlayerEvent {
  /** Event kind. */
  readonly type: 'first-player';
  /** The seat that begins. */
  readonly seat: PlayerId;
  /** How: the config named it, the highest Prey Defense, or a roll-off among the highest. */
  readonly by: 'config' | 'defense' | 'roll-off';
}

/** Setting Up the Game, 3: a seat got its Killer Board — dealt at random, or as the config names it (public). */
export interface KillerBoardDealtEvent {
  /** Event kind. */
  readonly type: 'killer-board-dealt';
  /** The seat. */
  readonly seat: PlayerId;
  /** The Killer Board (id). */
  readonly killer: number;
  /** Whether it was dealt at random or named by the config (`killers`; solo: "Choose your Serial Killer card"). */
  readonly by: 'deal' | 'config';
}

/** Setting Up the Game, 7: "Each player announces the Defense of their Prey Card" (public). */
export interface DefenseAnnouncedEvent {
  /** Event kind. */
  readonly type: 'defense-announced';
  /** The seat. */
  readonly seat: PlayerId;
  /** Its starting Prey card (id). */
  readonly prey: number;
  /** The Prey Defense it announces: the highest begins (ties rolled off). */
  readonly defense: number;
}

/** A turn began. */
export interface TurnBeganEvent {
  /** Event kind. */
  readonly type: 'turn-began';
  /** The seat whose turn it is. */
  readonly seat: PlayerId;
  /** The turn's number. */
  readonly turn: number;
}

/** A turn ended. */
export interface TurnEndedEvent {
  /** Event kind. */
  readonly type: 'turn-ended';
  /** The seat whose turn it was. */
  readonly seat: PlayerId;
  /** The turn's number. */
  readonly turn: number;
}

/** An Action was spent. */
export interface ActionSpentEvent {
  /** Event kind. */
  readonly type: 'action-spent';
  /** The seat. */
  readonly seat: PlayerId;
  /** What it was spent on. */
  readonly on: 'hunt' | 'travel' | 'attack' | 'modifier' | 'scenario' | 'ego' | 'discard';
  /** Actions left this turn. */
  readonly actionsLeft: number;
}

/** A Prey card was revealed (public). */
export interface PreyRevealedEvent {
  /** Event kind. */
  readonly type: 'prey-revealed';
  /** The seat that places it. */
  readonly seat: PlayerId;
  /** The Prey card (id). */
  readonly prey: number;
  /** Why it was revealed. */
  readonly cause: RevealCause;
}

/** A Prey card was placed in a city (public). */
export interface PreyPlacedEvent {
  /** Event kind. */
  readonly type: 'prey-placed';
  /** The placing seat. */
  readonly seat: PlayerId;
  /** The Prey card (id). */
  readonly prey: number;
  /** The city. */
  readonly city: number;
  /** The Prey card (id) it replaced and discarded, or `null`. */
  readonly replaced: number | null;
  /** The Resource cards (ids) that were under the replaced Prey, now on the discard pile (ruling 6). */
  readonly cardsDiscarded: readonly number[];
}

/** A Skull Pawn was placed at setup (public). */
export interface PawnPlacedEvent {
  /** Event kind. */
  readonly type: 'pawn-placed';
  /** The seat. */
  readonly seat: PlayerId;
  /** The city. */
  readonly city: number;
}

/** A deck ran out and its discard pile was shuffled into a new deck (ruling 3). */
export interface DeckReshuffledEvent {
  /** Event kind. */
  readonly type: 'deck-reshuffled';
  /** Which deck. */
  readonly deck: 'prey' | 'resource';
  /** The new deck's size. */
  readonly size: number;
}

/** Resource cards were drawn into a hand (the cards: see `cards-drawn`). */
export interface DrewEvent {
  /** Event kind. */
  readonly type: 'drew';
  /** The seat. */
  readonly seat: PlayerId;
  /** How many cards. */
  readonly count: number;
  /** Why: the end of a turn, a solo refill, Discard's replacements, an Ego. */
  readonly cause: 'refill' | 'discard' | 'ego' | 'deal';
}

/** The cards a seat drew, shown to that seat alone (a multi-player game). */
export interface CardsDrawnEvent {
  /** Event kind. */
  readonly type: 'cards-drawn';
  /** The seat. */
  readonly seat: PlayerId;
  /** The cards (ids). */
  readonly cards: readonly number[];
  /** The drawing seat alone. */
  readonly visibleTo: readonly PlayerId[];
}

/** Solo: the cards drawn, "face-up" — public. */
export interface FaceUpCardsDrawnEvent {
  /** Event kind. */
  readonly type: 'cards-drawn';
  /** The solo seat. */
  readonly seat: PlayerId;
  /** The cards (ids). */
  readonly cards: readonly number[];
}

/** Resource cards went face up onto the discard pile (public). */
export interface CardsDiscardedEvent {
  /** Event kind. */
  readonly type: 'cards-discarded';
  /** The seat whose cards they were, or `null` (cards under a replaced or rival-killed Prey). */
  readonly seat: PlayerId | null;
  /** The cards (ids). */
  readonly cards: readonly number[];
  /** Why. */
  readonly cause: 'discard' | 'attack' | 'scenario' | 'solo-failure' | 'replaced-prey';
}

/** A Travel roll (public). */
export interface TravelRolledEvent {
  /** Event kind. */
  readonly type: 'travel-rolled';
  /** The seat. */
  readonly seat: PlayerId;
  /** The three dice. */
  readonly dice: readonly number[];
  /** Their total. */
  readonly total: number;
  /** Where it lets the seat go: nowhere (0), its own state (1), any city (2+). */
  readonly reach: 'none' | 'state' | 'anywhere';
}

/** A Skull Pawn moved (public). */
export interface TravelledEvent {
  /** Event kind. */
  readonly type: 'travelled';
  /** The seat whose pawn moved. */
  readonly seat: PlayerId;
  /** From city. */
  readonly from: number;
  /** To city (the same city when the seat stayed). */
  readonly to: number;
  /** What moved it. */
  readonly cause: TravelCause | 'solo' | 'out-of-body' | 'anonymous-tip' | 'rival';
}

/** An Attack began (public). */
export interface AttackBeganEvent {
  /** Event kind. */
  readonly type: 'attack-began';
  /** The attacker. */
  readonly seat: PlayerId;
  /** The Prey card (id). */
  readonly prey: number;
  /** The city. */
  readonly city: number;
  /** The Scenario card (id) that ordered it (Out of Body Experience, a Mulligan's retry), or `null`. */
  readonly scene: number | null;
}

/** The attacker chose its Weapon or Modifier (public: the cards are played face up). */
export interface CardChosenEvent {
  /** Event kind. */
  readonly type: 'card-chosen';
  /** The attacker. */
  readonly seat: PlayerId;
  /** Which slot of the Attack. */
  readonly as: 'weapon' | 'modifier';
  /** The card (id), or `null` for none. */
  readonly card: number | null;
}

/** A Modifier was played against the Attack (public). */
export interface PlayedAgainstEvent {
  /** Event kind. */
  readonly type: 'played-against';
  /** The answering seat. */
  readonly seat: PlayerId;
  /** The attacker. */
  readonly attacker: PlayerId;
  /** The Modifier card (id). */
  readonly card: number;
}

/** A seat declined a choice (public). */
export interface PassedEvent {
  /** Event kind. */
  readonly type: 'passed';
  /** The seat. */
  readonly seat: PlayerId;
  /** What it declined: answering an Attack, Mulligan, claiming the M.O., a second discard, the Ego's use at the end of the turn (the turn ends). */
  readonly at: AttackStep | 'discard' | 'end-of-turn';
}

/** The Attack was rolled and totalled (public). */
export interface AttackRolledEvent {
  /** Event kind. */
  readonly type: 'attack-rolled';
  /** The attacker. */
  readonly seat: PlayerId;
  /** The Prey card (id). */
  readonly prey: number;
  /** The three dice of the Attack roll. */
  readonly roll: readonly number[];
  /** A dice Weapon's three dice, or `null`. */
  readonly weaponRoll: readonly number[] | null;
  /** The attacker's total. */
  readonly total: number;
  /** The Defense to meet. */
  readonly defense: number;
  /** Whether it met it. */
  readonly success: boolean;
}

/** A Prey was killed and added to the attacker's collection (public). */
export interface PreyKilledEvent {
  /** Event kind. */
  readonly type: 'prey-killed';
  /** The killer. */
  readonly seat: PlayerId;
  /** The Prey card (id). */
  readonly prey: number;
  /** The city. */
  readonly city: number;
  /** Its Notoriety. */
  readonly notoriety: number;
  /** The Resource cards (ids) that were under it, now in the killer's hand. */
  readonly cardsTaken: readonly number[];
}

/** The spent cards of a failed Attack were placed under the Prey (public). */
export interface CardsUnderPreyEvent {
  /** Event kind. */
  readonly type: 'cards-under-prey';
  /** The Prey card (id). */
  readonly prey: number;
  /** The cards (ids). */
  readonly cards: readonly number[];
}

/** A Dexterity marker moved (public). */
export interface DexterityMovedEvent {
  /** Event kind. */
  readonly type: 'dexterity-moved';
  /** The seat. */
  readonly seat: PlayerId;
  /** From spot. */
  readonly from: number;
  /** To spot. */
  readonly to: number;
}

/** A city's Heat marker moved (public). */
export interface HeatBumpedEvent {
  /** Event kind. */
  readonly type: 'heat-bumped';
  /** The city. */
  readonly city: number;
  /** From level. */
  readonly from: number;
  /** To level. */
  readonly to: number;
  /** Why: an Attack there, a Police Prey placed there (solo), Anonymous Call. */
  readonly cause: 'attack' | 'police' | 'anonymous-call';
}

/** Solo: a city's Heat maxed out; it is in Lockdown (public). */
export interface LockdownEvent {
  /** Event kind. */
  readonly type: 'lockdown';
  /** The city. */
  readonly city: number;
}

/** An M.O. Weapon was claimed onto a Killer Board (public). */
export interface MoClaimedEvent {
  /** Event kind. */
  readonly type: 'mo-claimed';
  /** The seat. */
  readonly seat: PlayerId;
  /** The Weapon card (id). */
  readonly card: number;
}

/** An M.O. or Ego left a Killer Board for the discard pile (public). */
export interface MoDiscardedEvent {
  /** Event kind. */
  readonly type: 'mo-discarded';
  /** The seat. */
  readonly seat: PlayerId;
  /** The card (id). */
  readonly card: number;
  /** Why: a failed Attack, a new M.O. or Ego claimed, Frame Job. */
  readonly cause: 'failed-attack' | 'replaced' | 'frame-job';
}

/** A Modifier went into its player's collection for Notoriety (public). */
export interface TrophyCollectedEvent {
  /** Event kind. */
  readonly type: 'trophy-collected';
  /** The seat. */
  readonly seat: PlayerId;
  /** The card (id). */
  readonly card: number;
  /** Notoriety it adds. */
  readonly notoriety: number;
}

/** A Scenario card was played (public). */
export interface ScenarioPlayedEvent {
  /** Event kind. */
  readonly type: 'scenario-played';
  /** The seat. */
  readonly seat: PlayerId;
  /** The card (id). */
  readonly card: number;
  /** Its scene. */
  readonly scene: Scene;
}

/** Solo: a Scenario card was drawn and plays against the player (public). */
export interface ScenarioAgainstYouEvent {
  /** Event kind. */
  readonly type: 'scenario-against-you';
  /** The card (id). */
  readonly card: number;
  /** Its scene. */
  readonly scene: Scene;
  /** What it did to the player (ruling 7), in words. */
  readonly effect: string;
}

/** Solo: a rival killed a Prey (Out of Body Experience against you); it goes to the Prey discard pile (public). */
export interface RivalKilledEvent {
  /** Event kind. */
  readonly type: 'rival-killed';
  /** The Prey card (id). */
  readonly prey: number;
  /** The city. */
  readonly city: number;
}

/**
 * Solo, under the table rule `rivalRollsOutOfBody`: a rival rolled its Attack on a Prey in your city
 * (Out of Body Experience against you) — the three dice against the Prey's Defense (public).
 */
export interface RivalRolledEvent {
  /** Event kind. */
  readonly type: 'rival-rolled';
  /** The Prey card (id) attacked. */
  readonly prey: number;
  /** The city. */
  readonly city: number;
  /** The three dice. */
  readonly roll: readonly number[];
  /** Their total: the rival's whole Advantage. */
  readonly total: number;
  /** The Prey Defense it had to meet: printed Defense, Police, Heat. */
  readonly defense: number;
  /** Whether the total met or beat the Defense (then `rival-killed` follows; else the Heat is bumped). */
  readonly success: boolean;
}

/** An Ego was declared as the M.O. (public). */
export interface EgoDeclaredEvent {
  /** Event kind. */
  readonly type: 'ego-declared';
  /** The seat. */
  readonly seat: PlayerId;
  /** The Ego card (id). */
  readonly card: number;
}

/** An Ego's ability was used (public). */
export interface EgoUsedEvent {
  /** Event kind. */
  readonly type: 'ego-used';
  /** The seat. */
  readonly seat: PlayerId;
  /** The Ego card (id). */
  readonly card: number;
  /** Its ability. */
  readonly ability: EgoAbility['type'];
}

/** The game ended (public). */
export interface GameEndedEvent {
  /** Event kind. */
  readonly type: 'game-ended';
  /** Why. */
  readonly reason: EndReason;
  /** The winners. */
  readonly winners: readonly PlayerId[];
  /** Notoriety per seat. */
  readonly scores: readonly number[];
  /** Seats tied on the highest Notoriety before a roll-off; `[]` when none. */
  readonly tied: readonly PlayerId[];
  /** Solo: the printed band; `null` otherwise. */
  readonly rank: SoloRank | null;
}

/**
 * Every event of Quad City Killers: `Visible<…>` of them, so `event.visibleTo` reads on the whole
 * union (`undefined` on the public ones).
 */
export type QuadCityKillersEvent = Visible<
  | KillerBoardDealtEvent
  | DefenseAnnouncedEvent
  | RolledOffEvent
  | FirstPlayerEvent
  | TurnBeganEvent
  | TurnEndedEvent
  | ActionSpentEvent
  | PreyRevealedEvent
  | PreyPlacedEvent
  | PawnPlacedEvent
  | DeckReshuffledEvent
  | DrewEvent
  | CardsDrawnEvent
  | FaceUpCardsDrawnEvent
  | CardsDiscardedEvent
  | TravelRolledEvent
  | TravelledEvent
  | AttackBeganEvent
  | CardChosenEvent
  | PlayedAgainstEvent
  | PassedEvent
  | AttackRolledEvent
  | PreyKilledEvent
  | CardsUnderPreyEvent
  | DexterityMovedEvent
  | HeatBumpedEvent
  | LockdownEvent
  | MoClaimedEvent
  | MoDiscardedEvent
  | TrophyCollectedEvent
  | ScenarioPlayedEvent
  | ScenarioAgainstYouEvent
  | RivalKilledEvent
  | RivalRolledEvent
  | EgoDeclaredEvent
  | EgoUsedEvent
  | GameEndedEvent
>;
