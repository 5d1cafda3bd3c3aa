/**
 * The Tatort Titanic board (issue 19): every pawn, every clue card on the board and in front of a
 * detective, the weather card, kept event cards and, at the end, the five set-aside cards drawn
 * once; each clickable space, card, pawn and sheet line carrying exactly the legal actions it
 * stands for; and nothing the seat may not see — the board of a world resampled for the seat (other
 * detectives' card faces and sheets, the solution, the event order) is the same.
 *
 * Board actions: `move` (the space), `take-clue` and `consult` (each card of the colour lying where
 * the pawn stands), `question` (the questioned pawn), `draw-card` (each card of the colour in front
 * of the detective drawn from), `give-card` (the card), `cross-off` (the sheet's line), `solve`.
 * Not on the board: `roll`, `pass`, `eavesdrop`, `end-turn`.
 */
import { describe, expect, it } from 'vitest';
import { tatortTitanicBoard } from '../../src/boards/tatort-titanic.js';
import { createMatch } from '../../src/core/index.js';
import { standInContent, tatortTitanic } from '../../src/games/tatort-titanic/index.js';
import { boardOf, checkBoard, checkResampledBoards, elementsWith, parseXml, randomPositions, textOf, type SpecOf } from './support.js';

function indicesWhere<T>(items: readonly T[], test: (item: T) => boolean): number[] {
  return items.flatMap((item, index) => (test(item) ? [index] : []));
}

const spec: SpecOf<typeof tatortTitanic> = {
  game: tatortTitanic,
  board: tatortTitanicBoard,
  pieces: (view) => [
    ...view.detectives.map((detective) => `pawn:${detective.seat}`),
    ...view.board.flatMap((cards, space) => cards.map((_, index) => `clue:${space}:${index}`)),
    ...view.detectives.flatMap((detective) => detective.cards.map((_, index) => `hand:${detective.seat}:${index}`)),
    ...(view.weather === null ? [] : [`event:${view.weather.card}`]),
    ...view.detectives.flatMap((detective) => detective.bonuses.map((card) => `event:${card}`)),
    ...(view.revealed?.solution ?? []).map((_, index) => `solution:${index}`),
  ],
  targetOf: (action, view) => {
    switch (action.type) {
      case 'move':
        return `space:${action.to}`;
      case 'take-clue':
      case 'consult': {
        const space = view.detectives[action.player]?.space ?? -1;
        return indicesWhere(view.board[space] ?? [], (colour) => colour === action.colour).map((index) => `clue:${space}:${index}`);
      }
      case 'question':
        return `pawn:${action.target}`;
      case 'draw-card': {
        const from = view.pending?.kind === 'draw' ? view.pending.from : -1;
        return indicesWhere(view.detectives[from]?.cards ?? [], (colour) => colour === action.colour).map((index) => `hand:${from}:${index}`);
      }
      case 'give-card':
        return indicesWhere(view.hand ?? [], (card) => card === action.card).map((index) => `hand:${action.player}:${index}`);
      case 'cross-off':
        return `circumstance:${action.circumstance}`;
      case 'solve':
        return 'solve';
      case 'roll':
      case 'pass':
      case 'eavesdrop':
      case 'recognise':
      case 'end-turn':
        return null;
    }
  },
};

const positions = randomPositions(tatortTitanic, [{}, { players: 3, rounds: 8 }, { players: 6, rounds: 6 }, { players: 4, rounds: 6, rules: { eavesdropperOnlyRecognises: true, rolledWeatherStays: true } }], ['a', 'b'], 35);

describe('Tatort Titanic board', () => {
  it(`draws every piece once and puts each legal action on the elements it stands for (${positions.length} positions, every seat and a spectator)`, () => {
    for (const { config, state, name } of positions) {
      for (let viewer = 0; viewer <= config.players; viewer++) checkBoard(spec, config, state, viewer === config.players ? null : viewer, `${name}, viewer ${viewer}`);
    }
  });

  it('shows a seat nothing it may not see: the board of a resampled world is the same, byte for byte', () => {
    positions.forEach(({ config, state, name }, index) => checkResampledBoards(spec, config, state, `tt-${index}`, name));
  });

  it("names the seat's own cards, shows only the colours of the others', and the spectator no sheet", () => {
    const created = createMatch(tatortTitanic, { seed: 'faces', config: { players: 3 } });
    if (!created.ok) throw new Error(created.error.message);
    const { state, config } = created.match;
    const withCards = { ...state, detectives: state.detectives.map((detective, seat) => ({ ...detective, hand: seat === 0 ? [0] : seat === 1 ? [8] : [] })) };
    const mine = parseXml(boardOf(spec, config, withCards, 0).svg);
    const chip = (root: ReturnType<typeof parseXml>, piece: string): string => textOf(elementsWith(root, 'data-piece', piece)[0] ?? root);
    expect(chip(mine, 'hand:0:0')).toContain(`Mu ${standInContent.clues[0]?.candidates[0] ?? '?'}`);
    expect(chip(mine, 'hand:1:0')).toBe('a weapon card, face downWe');
    expect(textOf(mine)).toContain('Your investigation sheet');
    const watching = parseXml(boardOf(spec, config, withCards, null).svg);
    expect(chip(watching, 'hand:0:0')).toBe('a murderer card, face downMu');
    expect(textOf(watching)).not.toContain(standInContent.clues[0]?.candidates[0] ?? '?');
    expect(textOf(watching)).toContain('a spectator sees none until the end');
  });
});
