/**
 * The Cereal Killer board (issue 19): every token and victim of a view drawn once, every clickable
 * square, the tunnel and the sheet's buttons carrying exactly the legal actions they stand for, and
 * nothing the seat may not see — the Detective's board of a resampled Killer trail is the same.
 *
 * Board actions: `choose-starting-house`, `step`, `place-witness`, `place-detective`, `move` (on the
 * square, or the tunnel), `claim-victim` (on the Killer's square), `interrogate` (a question),
 * `arrest`, `answer-direction`. Not on the board: `finish-move`, `end-turn`.
 */
import { describe, expect, it } from 'vitest';
import { cerealKillerBoard } from '../../src/boards/cereal-killer.js';
import { cerealKiller } from '../../src/games/cereal-killer/index.js';
import { answer, ask, claim, cityOf, finish, house, move, place, play, start, step, stripCity, type CkMatch } from '../games/cereal-killer/helpers.js';
import { boardOf, checkBoard, checkResampledBoards, elementsWith, parseXml, randomPositions, textOf, type SpecOf } from './support.js';

const spec: SpecOf<typeof cerealKiller> = {
  game: cerealKiller,
  board: cerealKillerBoard,
  pieces: (view) => {
    const pieces = ['spoon'];
    if (view.detective.at !== null) pieces.push('detective');
    if ((view.witness ?? view.killer?.move?.witness ?? null) !== null) pieces.push('witness');
    if ((view.killer?.trail.length ?? 0) > 0) pieces.push('killer');
    for (const record of view.days) if (record.victim !== null) pieces.push(`victim:${record.day}`);
    if ((view.killer?.move?.victim ?? null) !== null) pieces.push(`victim:${view.day}`);
    return pieces;
  },
  targetOf: (action, view) => {
    switch (action.type) {
      case 'choose-starting-house':
        return `square:${action.house}`;
      case 'step':
      case 'move':
        return action.to < 0 ? 'tunnel' : `square:${action.to}`;
      case 'place-witness':
        return `square:${action.park}`;
      case 'place-detective':
        return `square:${action.cafe}`;
      case 'claim-victim':
        return `square:${view.killer?.trail[view.killer.trail.length - 1] ?? ''}`;
      case 'interrogate':
        return `question:${action.question}`;
      case 'arrest':
        return 'arrest';
      case 'answer-direction':
        return `answer:${action.direction}`;
      case 'finish-move':
      case 'end-turn':
        return null;
    }
  },
};

/** Positions the scenario helpers build: a Witness to choose, the Killer in the tunnel, an answer owed. */
function scenarios(): { name: string; match: CkMatch }[] {
  const witnessChoice = play(start(), house(8), step(3), claim());
  const inTunnel = play(start(), house(1), step(6), step(-6));
  const answerOwed = play(start(), house(8), step(3), claim(), { type: 'place-witness', player: 0, park: 4 }, step(2), step(1), finish(), place(10), move(5), ask('direction'));
  const answered = play(answerOwed, answer('west'));
  const detectiveInTunnel = play(start(), house(1), step(2), step(3), step(8), finish(), place(16), move(11), move(6), move(-6));
  return [
    { name: 'a Witness to choose', match: witnessChoice },
    { name: 'the Killer in the tunnel', match: inTunnel },
    { name: 'an answer owed', match: answerOwed },
    { name: 'an answer given', match: answered },
    { name: 'the Detective in the tunnel', match: detectiveInTunnel },
  ];
}

const corner = cityOf('corner', ['HPHS', 'SCSS', 'MSSH', 'HSPM']);
const positions = [
  ...randomPositions(cerealKiller, [{}, { killer: 1 }, { city: stripCity }, { city: corner }], ['a', 'b', 'c'], 5),
  ...scenarios().map(({ name, match }) => ({ config: match.config, state: match.state, name })),
];

describe('Cereal Killer board', () => {
  it(`draws every piece once and puts each legal action on the element it stands for (${positions.length} positions, both seats and a spectator)`, () => {
    for (const { config, state, name } of positions) {
      for (const viewer of [0, 1, null]) checkBoard(spec, config, state, viewer, `${name}, viewer ${String(viewer)}`);
    }
  });

  it('shows a seat nothing it may not see: the board of a resampled world is the same, byte for byte', () => {
    positions.forEach(({ config, state, name }, index) => checkResampledBoards(spec, config, state, `ck-${index}`, name));
  });

  it("hides the Killer's square and trail from the Detective and the spectator until the game ends", () => {
    const { match } = scenarios()[1] ?? { match: start() };
    const forKiller = parseXml(boardOf(spec, match.config, match.state, 0).svg);
    expect(elementsWith(forKiller, 'data-piece', 'killer')).toHaveLength(1);
    expect(textOf(forKiller)).toContain('(1) 6-tunnel@6');
    for (const viewer of [1, null]) {
      const svg = boardOf(spec, match.config, match.state, viewer).svg;
      expect(svg).not.toContain('data-piece="killer"');
      expect(svg).not.toContain('tunnel@');
      expect(svg).not.toContain('polyline');
    }
  });

  it('puts the Killer\'s steps on the squares and the tunnel, and the claim on its own square', () => {
    const match = play(start(), house(1), step(6));
    const root = parseXml(boardOf(spec, match.config, match.state, 0).svg);
    const legal = cerealKiller.legalActions(match.state, 0);
    const tunnel = elementsWith(root, 'data-target', 'tunnel')[0];
    expect(tunnel?.attributes['data-actions']?.split(' ').map((index) => legal[Number(index)])).toEqual([step(-6)]);
    const witnessChoice = scenarios()[0]?.match ?? start();
    const choice = parseXml(boardOf(spec, witnessChoice.config, witnessChoice.state, 0).svg);
    expect(elementsWith(choice, 'class', 'kr-act').map((element) => element.attributes['data-target'])).toEqual(['square:2', 'square:4']);
  });

  it('names the turn, the seat and the moment in a header and in the title', () => {
    const { match } = scenarios()[2] ?? { match: start() };
    const root = parseXml(boardOf(spec, match.config, match.state, 1).svg);
    const text = textOf(root);
    expect(text).toContain('You are the Detective (seat 1)');
    expect(text).toContain('Turn: the Killer (seat 0), answering "Which direction is it?"');
    expect(textOf(root.children[0] ?? root)).toBe('One Card: Cereal Killer, day 1, as the Detective (seat 1) sees it');
  });

  it('keeps the ids of two boards on one page apart with idPrefix', () => {
    const match = start();
    const view = cerealKiller.view(match.state, 0);
    const svg = cerealKillerBoard(view, match.config, { idPrefix: 'left' });
    expect(svg).toContain('id="left-title"');
    expect(svg).not.toContain('kr-cereal-killer');
    expect(cerealKillerBoard(view, match.config)).toContain('id="kr-cereal-killer-title"');
  });
});
