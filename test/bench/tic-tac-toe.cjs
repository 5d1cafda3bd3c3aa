/**
 * The anchor of `npm run bench`: boardgame.io 0.50.2 (a dev dependency, for this only) playing
 * random tic-tac-toe through its own game reducer, the way its server and clients step a game.
 * CommonJS because boardgame.io ships CommonJS for Node.
 */
const { CreateGameReducer, InitializeGame } = require('boardgame.io/internal');
const { INVALID_MOVE } = require('boardgame.io/core');

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];

/** Tic-tac-toe as boardgame.io's tutorial writes it. */
const TicTacToe = {
  name: 'tic-tac-toe',
  setup: () => ({ cells: Array(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }, id) => {
      if (G.cells[id] !== null) return INVALID_MOVE;
      G.cells[id] = playerID;
    },
  },
  endIf: ({ G, ctx }) => {
    if (LINES.some((line) => line.every((cell) => G.cells[cell] !== null && G.cells[cell] === G.cells[line[0]]))) {
      return { winner: ctx.currentPlayer };
    }
    if (G.cells.every((cell) => cell !== null)) return { draw: true };
  },
  ai: {
    enumerate: (G) => G.cells.flatMap((cell, id) => (cell === null ? [{ move: 'clickCell', args: [id] }] : [])),
  },
};

/** Plays `games` random games through the reducer; returns the number of moves made. */
function playTicTacToe(games, pick) {
  const reducer = CreateGameReducer({ game: TicTacToe });
  let moves = 0;
  for (let game = 0; game < games; game++) {
    let state = InitializeGame({ game: TicTacToe, numPlayers: 2 });
    while (!state.ctx.gameover) {
      const free = [];
      state.G.cells.forEach((cell, id) => {
        if (cell === null) free.push(id);
      });
      const id = pick(free);
      state = reducer(state, { type: 'MAKE_MOVE', payload: { type: 'clickCell', args: [id], playerID: state.ctx.currentPlayer } });
      moves++;
    }
  }
  return moves;
}

module.exports = { TicTacToe, playTicTacToe };
