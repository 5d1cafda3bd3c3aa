/**
 * What each seat may know: its own hand, the other hands' sizes (and the cards in them everyone saw
 * drawn from a turned-over pile), the board, the collection point, the discard pile, the counts and
 * public structure of the two draw piles, the killer's fields, the clues revealed and the maze
 * backs of the first four upper-deck rooms once turned over, and the content by reference (its id;
 * the content is in the public config). Never another hand, the draw-pile order, an unrevealed clue
 * or the solution (shown to everyone once the game is over).
 */
import { contentIdOf } from '../../core/content.js';
import type { PlayerId } from '../../core/types.js';
import { standInContent, type MazeBack } from './content.js';
import { clueText } from './clues.js';
import type { DrawPileView, KillercruiseState, KillercruiseView, PileView } from './schemas.js';
import { handSizeFor, isKillerCard } from './rules/queries.js';

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
