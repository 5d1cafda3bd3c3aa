/**
 * The playground's Vite config: the library is taken from the source (`src/`), as an app takes it
 * from the package, through aliases that mirror the package's subpath exports.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Relative asset paths, so the built folder works from any directory (and from a plain file server).
  base: './',
  resolve: {
    alias: [
      { find: /^killer-rules$/, replacement: `${src}index.ts` },
      { find: /^killer-rules\/core$/, replacement: `${src}core/index.ts` },
      { find: /^killer-rules\/([a-z-]+)\/board$/, replacement: `${src}boards/$1.ts` },
      { find: /^killer-rules\/([a-z-]+)$/, replacement: `${src}games/$1/index.ts` },
    ],
  },
  // The dev server transforms the page's modules as soon as it starts, not on the first visit.
  server: { host: '127.0.0.1', port: 5173, warmup: { clientFiles: ['./src/main.ts', './src/bot-worker.ts'] } },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 1500 },
  worker: { format: 'es' },
});
