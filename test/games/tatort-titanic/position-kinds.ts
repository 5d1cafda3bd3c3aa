/**
 * The kinds of position Tatort Titanic waits in, for the conformance kit: the phase of the turn,
 * the decision pending, and the role of the detective who decides. The kit plays until it has met
 * every kind, and checks each with every seat and a spectator as the viewer. The table rules decide
 * which kinds exist: under `eavesdropperOnlyRecognises` an Eavesdropper in the room has a decision
 * of its own (eavesdrop, recognise or pass).
 */
import { rulesOf, type TatortTitanicRules, type TatortTitanicState } from '../../../src/games/tatort-titanic/index.js';
import { adjoins, currentSeat } from '../../../src/games/tatort-titanic/rules/queries.js';

/** The kind of a running position. */
export function kindOf(state: TatortTitanicState): string {
  const pending = state.pending;
  if (pending === null) return `${state.phase}/detective-on-turn`;
  switch (pending.kind) {
    // "If a detective is in a room where another detective is taking a card" — or, an Eavesdropper, in an adjoining room.
    case 'eavesdrop': {
      const deciding = state.detectives[pending.seat];
      const nextDoor = deciding !== undefined && deciding.space !== pending.room && adjoins(state.config.content, deciding.space, pending.room);
      // Under eavesdropperOnlyRecognises the Eavesdropper in the room may eavesdrop like anyone, or recognise the card.
      const recognises = rulesOf(state.config).eavesdropperOnlyRecognises && deciding?.ability === 'eavesdropper';
      return `${state.phase}/eavesdrop/${nextDoor ? 'eavesdropper-next-door' : recognises ? 'eavesdropper-in-the-room' : 'detective-in-the-room'}`;
    }
    // A questioning that succeeds lets the questioner draw; one that fails lets the questioned detective draw.
    case 'draw':
      return `${state.phase}/draw/${pending.seat === currentSeat(state) ? 'questioner' : 'questioned-detective'}`;
    case 'give':
      return `${state.phase}/give/clever-questioned-detective`;
  }
}

/**
 * Every kind a game of three to six detectives can wait in under the default table rules. Taking
 * the card ends the clue search, so an eavesdrop, like the draws and the gift of a questioning, is
 * owed in the action phase.
 */
export const KINDS: readonly string[] = [
  'roll/detective-on-turn',
  'move/detective-on-turn',
  'search/detective-on-turn',
  'action/detective-on-turn',
  'action/eavesdrop/detective-in-the-room',
  'action/eavesdrop/eavesdropper-next-door',
  'action/draw/questioner',
  'action/draw/questioned-detective',
  'action/give/clever-questioned-detective',
];

/** Every kind a game under `rules` can wait in. */
export function kindsUnder(rules: TatortTitanicRules): readonly string[] {
  return rules.eavesdropperOnlyRecognises ? [...KINDS, 'action/eavesdrop/eavesdropper-in-the-room'] : KINDS;
}
