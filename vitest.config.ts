import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The conformance kit and property tests play hundreds of games; give them room on 2 cores.
    testTimeout: 120_000,
    pool: 'threads',
  },
});
