import { defineConfig } from 'tsup';

// One entry per subpath export; a new game adds its `games/<id>/index` line here and in package.json.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'core/index': 'src/core/index.ts',
    'testing/index': 'src/testing/index.ts',
    'games/killercruise/index': 'src/games/killercruise/index.ts',
    'games/tatort-titanic/index': 'src/games/tatort-titanic/index.ts',
    'games/cereal-killer/index': 'src/games/cereal-killer/index.ts',
    'games/frozen-horror/index': 'src/games/frozen-horror/index.ts',
    'games/quad-city-killers/index': 'src/games/quad-city-killers/index.ts',
    // Framework adapters: each imports only the types of its (optional peer) framework.
    'boardgame.io/index': 'src/adapters/boardgame.io/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'node20',
  splitting: true,
  treeshake: true,
});
