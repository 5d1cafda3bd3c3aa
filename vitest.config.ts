import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The examples import the package by its name, as a user's code does (tsx reads tsconfig's paths).
  resolve: { alias: [{ find: /^killer-rules$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }] },
  test: {
    include: ['test/**/*.test.ts'],
    // The conformance kit and property tests play hundreds of games: about 30 s each on 2 quiet
    // cores, several times that on a busy machine. The limit is a guard against a hang, not a
    // measure of speed (that is what `npm run bench` is for).
    testTimeout: 360_000,
    pool: 'threads',
  },
});
