/**
 * The API reference as a reader meets it: `docs/api` (written by `npm run docs`, which `npm test`
 * runs first; built here when it is missing or older than its sources) is served on loopback and
 * read in a real browser — Debian's chromium, driven by playwright-core; no browser is ever
 * downloaded. Every page is fetched and parsed by the browser; the home page, every module, guide
 * and game page and the first page of each kind of export are opened as a reader opens them,
 * scripts and all (opening all ~600 would cost the browser about a minute of CPU; their scripts
 * are the same on every page). Fails on a link to a page or an anchor that does not exist (in a
 * page, the navigation or the search index), a group or section with nothing in it, a module
 * member listed without its description, a page of an export without one, a heading that lost
 * its code, a search that does not find, and any console error, failed request or script error.
 *
 * Needs chromium (`KILLER_RULES_CHROMIUM`, default /usr/bin/chromium). In CI
 * (`KILLER_RULES_CI=1`) a missing browser fails the test; elsewhere the test is skipped and says so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, resolve, sep } from 'node:path';
import { inflateSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SITE = join(ROOT, 'docs/api');
const CHROMIUM = process.env.KILLER_RULES_CHROMIUM ?? '/usr/bin/chromium';
const IN_CI = process.env.KILLER_RULES_CI === '1';
const HAS_CHROMIUM = existsSync(CHROMIUM);

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** What the reference is built from: when any of it is newer than the site, the site is stale. */
function newestSource(): number {
  const sources = [
    ...filesUnder(join(ROOT, 'src')),
    ...filesUnder(join(ROOT, 'docs')).filter((file) => !file.startsWith(SITE + sep)),
    join(ROOT, 'README.md'),
    join(ROOT, 'CHANGELOG.md'),
    join(ROOT, 'typedoc.json'),
  ];
  return Math.max(...sources.map((file) => statSync(file).mtimeMs));
}

function ensureSite(): void {
  const index = join(SITE, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newestSource()) return;
  const built = spawnSync(process.execPath, [join(ROOT, 'node_modules/typedoc/bin/typedoc')], { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });
  if (built.status !== 0) throw new Error(`npm run docs failed:\n${built.stdout}\n${built.stderr}`);
}

/** A static file server for the site, on loopback; it answers 404 for anything that is not there. */
function serve(): Promise<Server> {
  const server = createServer((request, response) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const file = join(SITE, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(SITE + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((ready) => server.listen(0, '127.0.0.1', () => ready(server)));
}

/** typedoc's navigation and search index are deflated JSON in a script; the paths they link to. */
function pathsInScript(file: string, variable: string): string[] {
  const text = readFileSync(join(SITE, file), 'utf8');
  const encoded = new RegExp(`window\\.${variable} = "([^"]*)"`).exec(text)?.[1];
  if (encoded === undefined) throw new Error(`${file}: no ${variable}`);
  const data: unknown = JSON.parse(inflateSync(Buffer.from(encoded, 'base64')).toString('utf8'));
  const paths: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if ((key === 'path' || key === 'url') && typeof inner === 'string') paths.push(inner);
        else walk(inner);
      }
    }
  };
  walk(data);
  return paths;
}

/**
 * The little of the DOM the checks below use, which run in the browser: the project's types leave
 * the DOM out (the engine never touches one), so they are declared here, for this file only.
 */
interface DomElement {
  readonly id: string;
  readonly textContent: string | null;
  readonly nextElementSibling: DomElement | null;
  getAttribute(name: string): string | null;
  closest(selector: string): DomElement | null;
  matches(selector: string): boolean;
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): Iterable<DomElement> & { readonly length: number };
}
declare const document: DomElement;
declare const DOMParser: new () => { parseFromString(html: string, type: 'text/html'): DomElement };
declare const location: { readonly origin: string };

/** What the browser found on one page. */
interface PageReport {
  readonly path: string;
  readonly ids: string[];
  readonly links: string[];
  readonly problems: string[];
}

/**
 * Runs in the browser: fetches each page, parses it with the browser's own HTML parser and reads
 * its anchors, its links (outside the navigation, which is drawn from data checked separately) and
 * what is wrong with it. Self-contained, as it is sent to the page as source.
 */
async function checkPages(paths: string[]): Promise<PageReport[]> {
  const text = (element: DomElement | null): string => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const reports: PageReport[] = [];
  for (const path of paths) {
    const problems: string[] = [];
    const response = await fetch(`/${path}`);
    if (!response.ok) {
      reports.push({ path, ids: [], links: [], problems: [`${response.status} when fetched`] });
      continue;
    }
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const base = new URL(path, `${location.origin}/`);
    const ids = [...page.querySelectorAll('[id]')].map((element) => element.id);
    ids.push(...[...page.querySelectorAll('a[name]')].map((element) => element.getAttribute('name') ?? ''));
    const links = [...page.querySelectorAll('a[href], link[href], script[src]')]
      .filter((element) => element.closest('#tsd-nav-container') === null)
      .map((element) => new URL(element.getAttribute('href') ?? element.getAttribute('src') ?? '', base).href);
    const content = page.querySelector('.col-content');
    if (content === null || text(content) === '') problems.push('the page has no content');
    for (const group of page.querySelectorAll('.col-content .tsd-panel-group, .col-content .tsd-index-section')) {
      const members = group.querySelectorAll('.tsd-member, .tsd-member-summary, .tsd-index-link, .tsd-parameter-list li, .tsd-signature');
      if (members.length === 0) problems.push(`the group "${text(group.querySelector('h2, h3, summary'))}" is empty`);
    }
    for (const entry of page.querySelectorAll('.col-content dt.tsd-member-summary')) {
      const description = entry.nextElementSibling;
      if (description === null || !description.matches('dd.tsd-member-summary') || text(description) === '') {
        problems.push(`${text(entry)} is listed without its description`);
      }
    }
    // A page of its own is an export (or a module's member): it must say what it is.
    if (/^(classes|functions|interfaces|types|variables)\//.test(path)) {
      // A function's description is its signatures' (each of them); anything else's is the first
      // comment of the page that is not a parameter's or a member's.
      const signatures = [...page.querySelectorAll('.col-content > section > ul.tsd-signatures > li')];
      const own = [...page.querySelectorAll('.col-content .tsd-comment')].filter(
        (comment) => comment.closest('.tsd-signatures, .tsd-parameter-list, .tsd-type-parameter-list, .tsd-panel-group, .tsd-type-declaration') === null,
      );
      const described =
        signatures.length > 0 ? signatures.every((signature) => text(signature.querySelector(':scope > .tsd-description > .tsd-comment')) !== '') : text(own[0] ?? null) !== '';
      if (!described) problems.push('the export has no description');
    }
    for (const heading of page.querySelectorAll('.col-content h1, .col-content h2, .col-content h3')) {
      if (/\(\s*\)/.test(text(heading)) && heading.querySelector('code') === null) problems.push(`the heading "${text(heading)}" lost its code`);
    }
    reports.push({ path, ids, links, problems });
  }
  return reports;
}

describe('the API reference in a browser', () => {
  let server: Server | undefined;
  let browser: Browser | undefined;
  let origin = '';

  beforeAll(async () => {
    if (!HAS_CHROMIUM) return;
    ensureSite();
    server = await serve();
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  }, 360_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => (server === undefined ? done(undefined) : server.close(done)));
  });

  it.runIf(IN_CI && !HAS_CHROMIUM)(`needs chromium in CI: none at ${CHROMIUM} (KILLER_RULES_CHROMIUM)`, () => {
    expect.fail(`chromium is missing at ${CHROMIUM}; .ci/run installs it`);
  });

  it.skipIf(!HAS_CHROMIUM)(
    `reads cleanly: no page errs, every link and anchor resolves, no group is empty, every export is described${HAS_CHROMIUM ? '' : ` (skipped: no chromium at ${CHROMIUM}; set KILLER_RULES_CHROMIUM)`}`,
    async () => {
      if (browser === undefined) throw new Error('no browser');
      const pages = filesUnder(SITE)
        .filter((file) => file.endsWith('.html'))
        .map((file) => relative(SITE, file).split(sep).join('/'))
        .sort();
      expect(pages).toContain('index.html');
      const problems: string[] = [];
      const context = await browser.newContext();
      // Nothing leaves loopback: a request elsewhere fails at once instead of waiting on a network.
      await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
      const tab = await context.newPage();
      let current = '';
      tab.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${current}: console: ${message.text()}`);
      });
      tab.on('pageerror', (error) => problems.push(`${current}: script: ${error.message}`));
      tab.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${current}: ${response.status()} for ${response.url()}`);
      });
      tab.on('requestfailed', (request) => {
        // Leaving a page cancels what it still loads (its favicon): that is not a failure.
        if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${current}: request failed: ${request.url()} (${request.failure()?.errorText})`);
      });

      // Opened as a reader opens them, scripts and all (each costs the browser about a tenth of a
      // second of CPU, so not all of them): the home page, every module, guide and game page, and
      // the first page of each kind of export.
      const kinds = new Set<string>();
      const opened = pages.filter((path) => {
        const folder = path.includes('/') ? path.slice(0, path.indexOf('/')) : '';
        if (folder === '' || folder === 'modules' || folder === 'documents') return true;
        if (kinds.has(folder)) return false;
        kinds.add(folder);
        return true;
      });
      let navigation: string[] = [];
      for (const path of opened) {
        current = path;
        await tab.goto(`${origin}/${path}`, { waitUntil: 'load' });
        // The navigation is drawn by a script from deflated data; it must appear on every page.
        await tab.waitForFunction(() => document.querySelectorAll('#tsd-nav-container a').length > 0, undefined, { timeout: 15_000 });
        if (path === 'index.html') {
          const hrefs = await tab.evaluate(() => [...document.querySelectorAll('#tsd-nav-container a[href]')].map((anchor) => anchor.getAttribute('href') ?? ''));
          navigation = hrefs.map((href) => new URL(href, `${origin}/index.html`).href);
        }
      }
      current = 'search';
      await tab.goto(`${origin}/index.html`, { waitUntil: 'load' });
      await tab.click('#tsd-search-trigger');
      await tab.fill('#tsd-search-input', 'applyUntrusted');
      const found = await tab.waitForSelector('#tsd-search-results a[href*="applyUntrusted"]', { timeout: 15_000 }).catch(() => null);
      if (found === null) problems.push('search: typing applyUntrusted finds no link to it');

      // Every page, parsed by the browser.
      current = 'index.html';
      await tab.goto(`${origin}/index.html`, { waitUntil: 'load' });
      const reports = await tab.evaluate(checkPages, pages);
      await context.close();

      const idsByPage = new Map(reports.map((report) => [report.path, new Set(report.ids)]));
      // Every link to this site must reach a page or file that exists, and its anchor, if any.
      const check = (from: string, href: string): void => {
        const url = new URL(href, `${origin}/${from}`);
        if (url.origin !== origin) return;
        const path = decodeURIComponent(url.pathname.slice(1)) || 'index.html';
        const ids = idsByPage.get(path);
        if (ids === undefined) {
          if (!path.endsWith('.html') && existsSync(join(SITE, path))) return;
          problems.push(`${from}: broken link to ${path}`);
          return;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor !== '' && !ids.has(anchor)) problems.push(`${from}: link to ${path}#${anchor}, which has no such anchor`);
      };
      for (const report of reports) {
        problems.push(...report.problems.map((problem) => `${report.path}: ${problem}`));
        for (const href of report.links) check(report.path, href);
      }
      for (const href of navigation) check('index.html', href);
      for (const path of pathsInScript('assets/navigation.js', 'navigationData')) check('index.html', path);
      for (const path of pathsInScript('assets/search.js', 'searchData')) check('index.html', path);

      expect(problems).toEqual([]);
      // The drawn navigation holds what its data holds, and every page was read.
      expect(navigation.length).toBeGreaterThan(0);
      expect(reports.map((report) => report.path)).toEqual(pages);
      expect(opened.length).toBeGreaterThan(15);
    },
    240_000,
  );
});
