/**
 * Resampling: a state the viewer cannot tell apart from the real one. Kept: everything public, and
 * every clue card face the viewer has seen, where it lies. Redrawn, per colour: the faces the viewer
 * has not seen, over the places holding them — the board, other seats' hands and the solution slot
 * (which never takes the blank card, set aside before the solution is drawn) — uniformly. Other
 * seats' knowledge follows the faces: a seat that saw the card at a place has seen whatever face
 * the new world puts there, and its sheet's own entries are carried along the same relabelling, so
 * every redrawn world is one play could have produced. The shuffled part of the event stack is
 * shuffled again. A spectator has seen nothing; after the end everything is face up, and the state
 * is returned as it is.
 */
import type { Rng } from '../../core/rng.js';
import { assertViewer } from '../../core/seats.js';
import type { PlayerId } from '../../core/types.js';
import { CANDIDATES_PER_COLOUR, CARDS_PER_COLOUR, CLUE_CARDS, COLOURS } from './content.js';
import { cardOf, circumstanceOf, isBlank, type TatortTitanicState } from './schemas.js';

/**
 * A relabelling of the clue cards: `faces[card]` is the face the place now holding `card` holds in
 * the redrawn world. Faces the viewer has seen map to themselves; per colour the solution slot gets
 * an unseen candidate, the other unseen places the remaining unseen faces, uniformly.
 */
function redrawFaces(state: TatortTitanicState, seen: readonly number[], rng: Rng): number[] {
  const faces = Array.from({ length: CLUE_CARDS }, (_, card) => card);
  COLOURS.forEach((_, colour) => {
    const solutionCard = state.solution[colour] ?? colour * CARDS_PER_COLOUR;
    const unseen: number[] = [];
    for (let k = 0; k < CARDS_PER_COLOUR; k++) {
      const card = colour * CARDS_PER_COLOUR + k;
      if (!seen.includes(card)) unseen.push(card);
    }
    const candidates = unseen.filter((card) => !isBlank(card));
    if (candidates.length === 0) return;
    const answer = rng.pick(candidates);
    const others = rng.shuffle(unseen.filter((card) => card !== answer));
    faces[solutionCard] = answer;
    unseen
      .filter((card) => card !== solutionCard)
      .forEach((place, at) => {
        faces[place] = others[at] ?? place;
      });
  });
  return faces;
}

/**
 * The relabelling of circumstances that goes with `faces`: a circumstance whose place now shows
 * the blank card takes the circumstance the blank's place now shows, so the map stays one to one.
 */
function redrawCircumstances(faces: readonly number[]): number[] {
  return Array.from({ length: COLOURS.length * CANDIDATES_PER_COLOUR }, (_, circumstance) => {
    const card = cardOf(circumstance);
    const blank = Math.floor(card / CARDS_PER_COLOUR) * CARDS_PER_COLOUR + CANDIDATES_PER_COLOUR;
    const face = faces[card] ?? card;
    return circumstanceOf(isBlank(face) ? (faces[blank] ?? blank) : face) ?? circumstance;
  });
}

const ascending = (a: number, b: number): number => a - b;

/** `cards` relabelled by `face`, ascending; `null` when nothing changes (so the draft keeps its list). */
function relabelled(cards: readonly number[], face: (card: number) => number): number[] | null {
  let changed = false;
  const out = cards.map((card) => {
    const next = face(card);
    if (next !== card) changed = true;
    return next;
  });
  return changed ? out.sort(ascending) : null;
}

/**
 * Redraws what `viewer` (`null`: a spectator) cannot see. The world is built by copying only what
 * changes (new arrays and objects, the rest shared with `given`), so nothing of the caller's is
 * changed or frozen.
 */
export function resample(given: TatortTitanicState, viewer: PlayerId | null, rng: Rng): TatortTitanicState {
  assertViewer(viewer, given.detectives.length);
  const state = given;
  if (state.outcome !== null) return state;
  const seen = viewer === null ? [] : (state.detectives[viewer]?.seen ?? []);
  const faces = redrawFaces(state, seen, rng);
  const circumstances = redrawCircumstances(faces);
  const face = (card: number): number => faces[card] ?? card;
  const circumstance = (entry: number): number => circumstances[entry] ?? entry;
  const shuffledTop = rng.shuffle(state.eventDeck.slice(0, state.eventsUnknown));
  const detectives = state.detectives.map((detective, seat) => {
    if (seat === viewer) return detective;
    const hand = relabelled(detective.hand, face);
    const seenCards = relabelled(detective.seen, face);
    const entries = relabelled(detective.entries, circumstance);
    if (hand === null && seenCards === null && entries === null) return detective;
    return { ...detective, hand: hand ?? detective.hand, seen: seenCards ?? detective.seen, entries: entries ?? detective.entries };
  });
  const pending = state.pending;
  return {
    ...state,
    pending: pending?.kind === 'eavesdrop' ? { ...pending, card: face(pending.card) } : pending,
    detectives,
    board: state.board.map((cards) => relabelled(cards, face) ?? cards),
    solution: state.solution.map(face),
    eventDeck: state.eventsUnknown > 1 ? [...shuffledTop, ...state.eventDeck.slice(state.eventsUnknown)] : state.eventDeck,
  };
}
