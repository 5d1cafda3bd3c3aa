import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The examples import the package by its name, as a user's code does (tsx reads tsconfig's paths).
  resolve: { alias: [{ find: /^killer-rules$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }] },
  test: {
    include: ['test/**/*.test.ts'],
    // The conformance kit and property tests play hundreds of games; give them room on 2 cores.
    testTimeout: 120_000,
    pool: 'threads',
  },
});
