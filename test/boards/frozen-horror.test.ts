/**
 * The Frozen Horror board (issue 19): every Crew Member token, Identity card the viewer sees,
 * face-up Station card, Lockdown token, the Fire token, Destroyed Room cards and the First Player
 * token drawn once; each clickable card face, passage, room, token and colour button carrying
 * exactly the legal actions it stands for; and nothing the seat may not see — the board of a world
 * resampled for the seat (other hands, unrevealed Identities, the deck's order) is the same.
 *
 * Board actions: `play-card` (the card's Action face or Access Key face), `move` and `lock-passage`
 * (the passage), `choose-room` (the room), `choose-player` (the player's Crew Member token),
 * `choose-colour` (Quick Move's colour buttons). Not on the board: `reveal-identity`, `pass`.
 */
import { describe, expect, it } from 'vitest';
import { frozenHorrorBoard } from '../../src/boards/frozen-horror.js';
import { frozenHorror } from '../../src/games/frozen-horror/index.js';
import { createMatch } from '../../src/core/index.js';
import { allElements, boardOf, checkBoard, checkResampledBoards, elementsWith, parseXml, randomPositions, textOf, type SpecOf } from './support.js';

const spec: SpecOf<typeof frozenHorror> = {
  game: frozenHorror,
  board: frozenHorrorBoard,
  pieces: (view) => [
    ...view.seats.flatMap((seat) => (seat.alive && seat.room !== null ? [`crew:${seat.seat}`] : [])),
    ...view.seats.flatMap((seat) => (seat.identity === null ? [] : [`identity:${seat.seat}`])),
    ...view.seats.flatMap((seat) => seat.played.map((played) => `card:${played.card}`)),
    ...[...(view.hand ?? []), ...view.discard, ...view.removed].map((card) => `card:${card}`),
    ...(view.fire === null ? [] : ['fire']),
    ...view.lockdowns.map((passage) => `lockdown:${passage}`),
    ...view.destroyed.map((room) => `destroyed:${room}`),
    'first-player',
  ],
  targetOf: (action) => {
    switch (action.type) {
      case 'play-card':
        return `card:${action.card}:${action.as}`;
      case 'move':
      case 'lock-passage':
        return `passage:${action.passage}`;
      case 'choose-room':
        return `room:${action.room}`;
      case 'choose-player':
        return `seat:${action.target}`;
      case 'choose-colour':
        return `colour:${action.colour}`;
      case 'reveal-identity':
      case 'pass':
        return null;
    }
  },
};

const positions = randomPositions(frozenHorror, [{}, { players: 4 }, { players: 10 }], ['a', 'b'], 5);

describe('Frozen Horror board', () => {
  it(`draws every piece once and puts each legal action on the element it stands for (${positions.length} positions, every seat and a spectator)`, () => {
    for (const { config, state, name } of positions) {
      for (let viewer = 0; viewer <= config.players; viewer++) checkBoard(spec, config, state, viewer === config.players ? null : viewer, `${name}, viewer ${viewer}`);
    }
  });

  it('shows a seat nothing it may not see: the board of a resampled world is the same, byte for byte', () => {
    positions.forEach(({ config, state, name }, index) => checkResampledBoards(spec, config, state, `fh-${index}`, name));
  });

  it("shows a seat its own Identity and hand, and nobody else's", () => {
    const created = createMatch(frozenHorror, { seed: 'identity', config: { players: 5 } });
    if (!created.ok) throw new Error(created.error.message);
    const { state, config } = created.match;
    const horror = state.seats.findIndex((seat) => seat.identity === 'horror');
    const human = state.seats.findIndex((seat) => seat.identity === 'human');
    const asHorror = parseXml(boardOf(spec, config, state, horror).svg);
    expect(textOf(asHorror)).toContain(`You are seat ${horror} (you, the HORROR)`);
    expect(elementsWith(asHorror, 'data-piece', `identity:${horror}`)).toHaveLength(1);
    expect(elementsWith(asHorror, 'data-piece', `identity:${human}`)).toHaveLength(0);
    const asHuman = boardOf(spec, config, state, human).svg;
    expect(asHuman).not.toContain('HORROR<');
    for (const card of state.seats[horror]?.hand ?? []) expect(asHuman).not.toContain(`data-piece="card:${card}"`);
  });

  it('names every passage by its colour too, and draws each colour in a dash pattern of its own', () => {
    const created = createMatch(frozenHorror, { seed: 'map' });
    if (!created.ok) throw new Error(created.error.message);
    const root = parseXml(boardOf(spec, created.match.config, created.match.state, null).svg);
    created.match.config.content.passages.forEach((passage, id) => expect(textOf(elementsWith(root, 'data-target', `passage:${id}`)[0] ?? root)).toContain(passage.colour));
    const passages = allElements(root).filter((element) => element.tag === 'line' && element.attributes['stroke-width'] === '7');
    const dashOf = new Map(passages.map((line) => [line.attributes.stroke, line.attributes['stroke-dasharray'] ?? 'solid']));
    expect(dashOf.size).toBe(4);
    expect(new Set(dashOf.values()).size).toBe(4);
  });
});
