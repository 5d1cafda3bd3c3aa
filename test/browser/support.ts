/**
 * What the browser tests and the screenshots script share: Debian's chromium driven by
 * playwright-core (never a downloaded browser), the playground built once with Vite, and a tiny
 * static file server on 127.0.0.1 for the built folder.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** The chromium the tests drive: `KILLER_RULES_CHROMIUM`, else Debian's. */
export const CHROMIUM = process.env.KILLER_RULES_CHROMIUM ?? '/usr/bin/chromium';

/**
 * Why the browser tests cannot run here, or `null` when they can. In CI (`KILLER_RULES_CI=1`) a
 * missing browser fails the run instead (see {@link requireChromium}).
 */
export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM) ? null : `no chromium at ${CHROMIUM} (set KILLER_RULES_CHROMIUM, or apt-get install chromium)`;
}

/** Whether the browser tests must run (CI), so that a missing browser fails rather than skips. */
export const BROWSER_REQUIRED = process.env.KILLER_RULES_CI === '1';

/** Launches headless chromium with everything that reaches the network at start-up turned off. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Builds the playground with Vite into `outDir`. */
export async function buildPlayground(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'examples/playground/vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A static server for `folder` on 127.0.0.1 (a free port); `url` ends with a slash. */
export async function serveFolder(folder: string): Promise<{ readonly url: string; close(): Promise<void> }> {
  const base = resolve(folder);
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
    if ((file !== base && !file.startsWith(base + sep)) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
