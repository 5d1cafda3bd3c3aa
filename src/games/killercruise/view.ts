/**
 * What each seat may know: its own hand, the other hands' sizes (and the cards in them everyone saw
 * drawn from a turned-over pile), the board, the collection point, the discard pile, the counts and
 * public structure of the two draw piles, the killer's fields, the clues revealed and the maze
 * backs of the first four upper-deck rooms once turned over, and the content by reference (its id;
 * the content is in the public config). Never another hand, the draw-pile order, an unrevealed clue
 * or the solution (shown to everyone once the game is over).
 */
import { contentIdOf } from '../../core/content.js';
import type { Outcome, PlayerId } from '../../core/types.js';
import { standInContent, type CluePredicate, type MazeBack, type RoomLetter } from './content.js';
import type { Deck, Difficulty, FigureState, KillercruiseState, MissingPerson, TurnState, Variant } from './schemas.js';
import { clueText } from './rules/clues.js';
import { handSizeFor, isKillerCard } from './rules/queries.js';

/** A clue read out: its number, what it says, and the same in English. */
export interface RevealedClue {
  /** The clue card's number. */
  readonly id: number;
  /** What it says, machine-readable. */
  readonly predicate: CluePredicate;
  /** What it says, in English. */
  readonly text: string;
}

/** A room as everyone sees it. */
export interface RoomView {
  /** The room's letter. */
  readonly letter: RoomLetter;
  /** The deck its figures stand on. */
  readonly deck: Deck;
  /** The passenger cards in it. */
  readonly passengers: readonly number[];
  /** The clue below it, once revealed (or once the game is over); else `null`. */
  readonly clue: RevealedClue | null;
}

/** One of the difficulty piles still in the draw pile. */
export interface PileView {
  /** Cards left in it. */
  readonly cards: number;
  /** Killer cards left in it (2, less the ones already drawn from it). */
  readonly killerCards: number;
}

/** The draw pile as everyone sees it. */
export interface DrawPileView {
  /** Cards in it. */
  readonly count: number;
  /** Whether it is a turned-over discard pile. */
  readonly turnedOver: boolean;
  /** The stacked difficulty piles, top first, while the first pass lasts; `[]` once turned over. */
  readonly piles: readonly PileView[];
  /** Its cards top first once it is a turned-over discard pile (their order is public); else `null`. */
  readonly cards: readonly number[] | null;
}

/** One seat's (or a spectator's) view of a game of Killercruise. */
export interface KillercruiseView {
  /** Whose view this is; `null` for a spectator. */
  readonly viewer: PlayerId | null;
  /** Seats at the table. */
  readonly players: number;
  /** The level of difficulty. */
  readonly difficulty: Difficulty;
  /** The rules played. */
  readonly variant: Variant;
  /** Cards each hand is refilled to. */
  readonly handSize: number;
  /** The seat that started. */
  readonly firstPlayer: PlayerId;
  /**
   * The components, by reference: {@link STAND_IN_CONTENT_ID} for the stand-in content, else
   * `custom:` and a hash of the content's JSON. The content itself is static and public: a client
   * reads it once from the match's config (`config.content`), and every view after that is light.
   */
  readonly content: string;
  /** The room the killer stands in. */
  readonly killer: RoomLetter;
  /** The four playing figures. */
  readonly figures: readonly FigureState[];
  /** The twelve rooms. */
  readonly rooms: readonly RoomView[];
  /** Rooms unlocked on each deck, in unlock order. */
  readonly unlocked: KillercruiseState['unlocked'];
  /** The missing person and the mazes followed. */
  readonly missingPerson: MissingPerson;
  /**
   * The backs of the first four upper-deck rooms unlocked, in unlock order, once they are turned
   * over (when the fourth upper-deck room is unlocked); `null` before. Each back's `exits[i]` is the
   * letter the line starting at `ROOM_LETTERS[i]` ends at, so every line can be followed, not only
   * the path in `missingPerson.maze`. Later unlocks add nothing.
   */
  readonly mazeBacks: readonly MazeBack[] | null;
  /** The viewer's hand; `null` for a spectator. */
  readonly hand: readonly number[] | null;
  /** Every hand's size. */
  readonly handSizes: readonly number[];
  /** For each seat, the cards everyone knows are in its hand (drawn from a turned-over pile). */
  readonly knownCards: readonly (readonly number[])[];
  /** The collection point. */
  readonly collection: readonly number[];
  /** The discard pile, bottom first. */
  readonly discardPile: readonly number[];
  /** The draw pile. */
  readonly drawPile: DrawPileView;
  /** Passenger cards left in the passenger pile. */
  readonly passengerPile: number;
  /** Passenger cards on the killer's "He's going to get you!" fields. */
  readonly killerFields: readonly number[];
  /** Passenger cards in the box lid. */
  readonly box: readonly number[];
  /** The turn in progress. */
  readonly turn: TurnState;
  /** Whether a killer card has been drawn since the timer last ran out (time-pressure variation). */
  readonly killerCardSinceTimer: boolean;
  /** The psychopath's hiding place, once the game is over; else `null`. */
  readonly solution: RoomLetter | null;
  /** How the game ended, or `null`. */
  readonly outcome: Outcome | null;
}

/** The id views give the stand-in content ({@link standInContent}). */
export const STAND_IN_CONTENT_ID = 'killercruise/stand-in';

/** The backs turned over once four upper-deck rooms are unlocked (ruling 14), in unlock order; `null` before. */
function mazeBacks(state: KillercruiseState): readonly MazeBack[] | null {
  const { maze } = state.missingPerson;
  if (maze === null) return null;
  const { mazes } = state.config.content;
  return maze.rooms.flatMap((room) => mazes.filter((back) => back.room === room));
}

function drawPileView(state: KillercruiseState): DrawPileView {
  const { cards, piles, turnedOver } = state.drawPile;
  if (turnedOver) return { count: cards.length, turnedOver, piles: [], cards };
  const out: PileView[] = [];
  let at = 0;
  for (const size of piles) {
    const killerCards = cards.slice(at, at + size).filter(isKillerCard).length;
    out.push({ cards: size, killerCards });
    at += size;
  }
  return { count: cards.length, turnedOver, piles: out, cards: null };
}

/** The view of `viewer` (`null` = spectator). */
export function view(state: KillercruiseState, viewer: PlayerId | null): KillercruiseView {
  const over = state.outcome !== null;
  const { content } = state.config;
  return {
    viewer,
    players: state.config.players,
    difficulty: state.config.difficulty,
    variant: state.config.variant,
    handSize: handSizeFor(state.config.players),
    firstPlayer: state.firstPlayer,
    content: contentIdOf(content, standInContent, STAND_IN_CONTENT_ID),
    killer: state.killer,
    figures: state.figures,
    rooms: state.rooms.map((room) => {
      const predicate = room.clueRevealed || over ? content.clues[room.clue - 1]?.predicate : undefined;
      return {
        letter: room.letter,
        deck: room.deck,
        passengers: room.passengers,
        clue: predicate === undefined ? null : { id: room.clue, predicate, text: clueText(predicate, room.letter) },
      };
    }),
    unlocked: state.unlocked,
    missingPerson: state.missingPerson,
    mazeBacks: mazeBacks(state),
    hand: viewer === null ? null : (state.hands[viewer] ?? null),
    handSizes: state.hands.map((hand) => hand.length),
    knownCards: state.knownCards,
    collection: state.collection,
    discardPile: state.discardPile,
    drawPile: drawPileView(state),
    passengerPile: state.passengerPile.length,
    killerFields: state.killerFields,
    box: state.box,
    turn: state.turn,
    killerCardSinceTimer: state.killerCardSinceTimer,
    solution: over ? state.solution : null,
    outcome: state.outcome,
  };
}
