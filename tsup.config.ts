import { defineConfig } from 'tsup';

// One entry per subpath export; a new game adds its `games/<id>/index` (and `games/<id>/board`) line here and in package.json.
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
    // Each game's board renderer sits beside its rules, a subpath of its own (`killer-rules/<id>/board`),
    // so an app that imports only the rules pays nothing for it.
    'games/cereal-killer/board': 'src/boards/cereal-killer.ts',
    'games/killercruise/board': 'src/boards/killercruise.ts',
    'games/tatort-titanic/board': 'src/boards/tatort-titanic.ts',
    'games/frozen-horror/board': 'src/boards/frozen-horror.ts',
    'games/quad-city-killers/board': 'src/boards/quad-city-killers.ts',
    // For learning agents: the agent specs and the environments.
    'agents/index': 'src/agents/index.ts',
    // Framework adapters: each imports only the types of its (optional peer) framework.
    'boardgame.io/index': 'src/adapters/boardgame.io/index.ts',
    // Node only: the worker threads' module sits next to the entry that starts them.
    'parallel/index': 'src/parallel/index.ts',
    'parallel/worker': 'src/parallel/worker.ts',
    // The `killer-rules` bin.
    'cli/main': 'src/cli/main.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  // No source maps in the package: they were 3.8 MB of its 6 MB, for code that is readable as built.
  sourcemap: false,
  target: 'node20',
  // The parallel entry and the bin find the worker from `__filename` in the CommonJS build and
  // from `import.meta.url` in ES modules (not from shims, which land in shared chunks); the
  // branch the CommonJS build never takes reads an empty import.meta, which is fine.
  esbuildOptions(options) {
    options.logOverride = { ...options.logOverride, 'empty-import-meta': 'silent' };
  },
  splitting: true,
  treeshake: true,
});
