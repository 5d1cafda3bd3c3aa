/**
 * The Killercruise board (issue 19): every figure, the killer, every passenger, every face-up card,
 * clue and maze back of a view drawn once; each clickable room, card, key combination, Showdown
 * button, passenger and the collection point carrying exactly the legal actions it stands for; and
 * nothing the seat may not see — the board of a world resampled for the seat is the same.
 *
 * Board actions: `move` (the card and the room), `showdown` (the card and the room's Showdown
 * button), `unlock` (the key card and the room's key combination), `second-key` (the key card),
 * `leave-key` (the card and the collection point), `carry` with a passenger (the passenger). Not on
 * the board: `carry` with no passenger, `end-turn`, `timer-expired`.
 */
import { describe, expect, it } from 'vitest';
import { killercruiseBoard } from '../../src/boards/killercruise.js';
import { killercruise, standInContent } from '../../src/games/killercruise/index.js';
import { card, keyCard, keysOf, move, openRoom, passenger, play, putPassengers, scenario, unlock, type KcMatch } from '../games/killercruise/helpers.js';
import { boardOf, checkBoard, checkResampledBoards, elementsWith, parseXml, randomPositions, textOf, type SpecOf } from './support.js';

const spec: SpecOf<typeof killercruise> = {
  game: killercruise,
  board: killercruiseBoard,
  pieces: (view) => {
    const pieces: string[] = [];
    for (const figure of view.figures) if ((figure.status === 'white' || figure.status === 'red') && figure.room !== null) pieces.push(`figure:${figure.figure}`);
    pieces.push('killer');
    for (const room of view.rooms) {
      for (const id of room.passengers) pieces.push(`passenger:${id}`);
      if (room.clue !== null) pieces.push(`clue:${room.clue.id}`);
    }
    for (const id of [...view.killerFields, ...view.box]) pieces.push(`passenger:${id}`);
    for (const id of [...(view.hand ?? []), ...view.collection, ...view.discardPile]) pieces.push(`card:${id}`);
    view.knownCards.forEach((known, seat) => {
      if (seat !== view.viewer) for (const id of known) pieces.push(`card:${id}`);
    });
    for (const back of view.mazeBacks ?? []) pieces.push(`maze:${back.room}`);
    return pieces;
  },
  targetOf: (action) => {
    switch (action.type) {
      case 'move':
        return [`card:${action.card}`, `room:${action.to}`];
      case 'showdown':
        return [`card:${action.card}`, `showdown:${action.to}`];
      case 'unlock':
        return [`card:${action.key}`, `unlock:${action.room}`];
      case 'second-key':
        return `card:${action.key}`;
      case 'leave-key':
        return [`card:${action.card}`, 'collection'];
      case 'carry':
        return action.passenger === null ? null : `passenger:${action.passenger}`;
      case 'end-turn':
      case 'timer-expired':
        return null;
    }
  },
};

/** Positions the scenario helpers build: a passenger to take along, a second key owed, a showdown open. */
function scenarios(): { name: string; match: KcMatch }[] {
  const daniel = card('daniel', 'F');
  const carrying = play(
    scenario({ hands: [[daniel, card('daniel', 'B')], [card('martin', 'A')]] }, (draft) => putPassengers(draft, 'E', [passenger('E', 'room'), passenger('E', 'teamwork')])),
    move(daniel, 'F'),
  );
  const [first, second] = keysOf('E');
  const firstKey = keyCard(first);
  const secondKey = keyCard(second, [firstKey]);
  const unlocking = play(scenario({ hands: [[firstKey, secondKey], [card('martin', 'A')]] }), unlock('E', firstKey));
  const showdown = scenario({ hands: [[daniel, card('daniel', 'D')], [card('martin', 'A')]] }, (draft) => openRoom(draft, 'F', 'lower'));
  return [
    { name: 'a passenger to take along', match: carrying },
    { name: 'the second key owed', match: unlocking },
    { name: 'a showdown open', match: showdown },
  ];
}

const positions = [
  ...randomPositions(killercruise, [{}, { players: 3 }, { players: 4, difficulty: 'difficult' }, { variant: 'time-pressure' }], ['a', 'b'], 7),
  ...scenarios().map(({ name, match }) => ({ config: match.config, state: match.state, name })),
];

describe('Killercruise board', () => {
  it(`draws every piece once and puts each legal action on the elements it stands for (${positions.length} positions, every seat and a spectator)`, () => {
    for (const { config, state, name } of positions) {
      for (let viewer = 0; viewer <= config.players; viewer++) checkBoard(spec, config, state, viewer === config.players ? null : viewer, `${name}, viewer ${viewer}`);
    }
  });

  it('shows a seat nothing it may not see: the board of a resampled world is the same, byte for byte', () => {
    positions.forEach(({ config, state, name }, index) => checkResampledBoards(spec, config, state, `kc-${index}`, name));
  });

  it("draws the seat's own hand face up and the others' as counts, and the spectator no hand", () => {
    const { match } = scenarios()[2] ?? { match: scenario({}) };
    const mine = boardOf(spec, match.config, match.state, 0).svg;
    expect(mine).toContain(`data-piece="card:${card('daniel', 'F')}"`);
    expect(mine).toContain('seat 1: 1 card in hand');
    const theirs = boardOf(spec, match.config, match.state, 1).svg;
    expect(theirs).not.toContain(`data-piece="card:${card('daniel', 'F')}"`);
    expect(theirs).toContain('seat 0: 2 cards in hand');
    const spectator = boardOf(spec, match.config, match.state, null).svg;
    expect(spectator).not.toContain('Your hand');
  });

  it('lets a card and a room together name one move, and offers the showdown on its own button', () => {
    const { match } = scenarios()[2] ?? { match: scenario({}) };
    const legal = killercruise.legalActions(match.state, 0);
    const root = parseXml(boardOf(spec, match.config, match.state, 0).svg);
    const indicesOf = (target: string): number[] => (elementsWith(root, 'data-target', target)[0]?.attributes['data-actions'] ?? '').split(' ').filter(Boolean).map(Number);
    const both = indicesOf(`card:${card('daniel', 'F')}`).filter((index) => indicesOf('room:F').includes(index));
    expect(both.map((index) => legal[index])).toEqual([move(card('daniel', 'F'), 'F')]);
    // Daniel, in E, can reach F with either card: two showdowns, one per card.
    expect(indicesOf('showdown:F').map((index) => legal[index])).toEqual([
      { type: 'showdown', player: 0, card: card('daniel', 'F'), to: 'F' },
      { type: 'showdown', player: 0, card: card('daniel', 'D'), to: 'F' },
    ]);
  });

  it("names colours by letter too, and content from the config is escaped", () => {
    const content = { ...standInContent, figures: standInContent.figures.map((figure) => (figure.id === 'daniel' ? { ...figure, name: 'Daniel <b>&</b> "Bonhoeffer"' } : figure)) };
    const created = killercruise.schemas.config.safeParse({ content });
    if (!created.success) throw new Error('config refused');
    const { match } = scenarios()[2] ?? { match: scenario({}) };
    const svg = killercruiseBoard(killercruise.view(match.state, 0), created.data, { legal: killercruise.legalActions(match.state, 0) });
    const text = textOf(parseXml(svg));
    expect(text).toContain('Daniel <b>&</b>');
    expect(text).toContain('green key');
    expect(svg).not.toContain('<b>');
  });
});
