/**
 * The playground and the HTML replay in a real browser (Debian's chromium, driven by
 * playwright-core). The playground is built once with Vite and served from 127.0.0.1; then, for
 * every game, one full game is played by clicking — the board where it can, else the list of
 * actions in words — with bots in the other seats (and two people hot-seat in Cereal Killer).
 *
 * At every screen a person is shown, the page must hold exactly what that seat may know: the
 * board the renderer draws from the seat's own view and legal actions, the narration of the
 * events the seat may see, its legal actions; and nothing another seat alone knows — no piece
 * drawn only on another seat's board, no line narrated only to another seat — anywhere in the
 * DOM. The hand-over screen between two people shows no board. The outcome shown must be the
 * saved match's, no console error or page error may occur, and the save must replay in the
 * playground's replay viewer and in the file `killer-rules replay --html` writes, first step to
 * last, with no request but the page itself.
 *
 * In CI (KILLER_RULES_CI=1) a missing chromium fails; elsewhere the tests skip, saying why.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardOf } from '../../src/cli/boards.js';
import type { CliIo } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/program.js';
import { endLine, narration, readSavedMatch, replaySteps, type ReplayStep } from '../../src/cli/replay-steps.js';
import { applyAction, botInput, createMatch, createRng, gameList, heuristicBots, journalOf, replay, seatCount, serializeMatch, type AnyGameModule, type GameAction, type Match, type PlayerId } from '../../src/index.js';
import { BROWSER_REQUIRED, buildPlayground, chromiumMissing, launchChromium, serveFolder } from './support.js';

/** One game to play: its seats and who sits in them. */
interface Scenario {
  readonly id: string;
  readonly players: number;
  readonly seating: readonly ('human' | 'heuristic' | 'search' | 'ismcts' | 'random')[];
  /** More config, as JSON. */
  readonly config?: string;
  /** The game's id and what sets this game apart from another of the same game: the test's name. */
  readonly name: string;
}

const SCENARIOS: readonly Scenario[] = [
  // Two people at one device: the Killer and the Detective, each behind the hand-over screen.
  { id: 'cereal-killer', name: 'cereal-killer, two people hot-seat', players: 2, seating: ['human', 'human'] },
  // ISMCTS (20 iterations a move, heuristic rollouts) where games are short.
  { id: 'killercruise', name: 'killercruise', players: 3, seating: ['human', 'ismcts', 'heuristic'] },
  // A voyage of 5 rounds rather than 25: a person clicking at random rarely solves the case.
  { id: 'tatort-titanic', name: 'tatort-titanic', players: 3, seating: ['human', 'heuristic', 'random'], config: '{"rounds": 5}' },
  // The table rules change what is on the board (a rolled weather that stands) and what a seat may
  // do and learn (the Eavesdropper's own recognise action).
  {
    id: 'tatort-titanic',
    players: 4,
    seating: ['human', 'random', 'heuristic', 'heuristic'],
    config: '{"rounds": 5, "rules": {"weatherRollDrawsEventCards": true, "ownSpaceForgoesMove": true, "rolledWeatherStays": true, "eavesdropperOnlyRecognises": true}}',
    name: 'tatort-titanic under every table rule',
  },
  // The guided search (with its game's own budget) in one seat.
  { id: 'frozen-horror', name: 'frozen-horror', players: 4, seating: ['human', 'search', 'heuristic', 'heuristic'] },
  { id: 'quad-city-killers', name: 'quad-city-killers', players: 2, seating: ['human', 'heuristic'] },
];

/** A game's person should reach the end long before this many actions of theirs. */
const MAX_PERSON_ACTIONS = 600;

/** What a person's screen held at one moment. */
interface Screen {
  /** `body[data-screen]`: play, over, handover. */
  readonly screen: string;
  readonly seat: PlayerId;
  readonly step: number;
  readonly html: string;
  readonly text: string;
  readonly board: string;
  readonly narration: readonly string[];
  readonly actions: readonly string[];
}

const missing = chromiumMissing();
if (missing !== null && !BROWSER_REQUIRED) console.warn(`test/browser skipped: ${missing}`);

describe.runIf(missing !== null && BROWSER_REQUIRED)('the browser tests in CI', () => {
  it('have chromium', () => {
    expect(missing).toBeNull();
  });
});

describe.skipIf(missing !== null)('the playground in chromium', () => {
  let work: string;
  let server: Awaited<ReturnType<typeof serveFolder>>;
  let browser: Browser;
  const saves = new Map<string, string>();

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'killer-rules-browser-'));
    await buildPlayground(join(work, 'site'));
    server = await serveFolder(join(work, 'site'));
    browser = await launchChromium();
    // A guard against a hang, like vitest.config.ts's test timeout: a busy machine builds slowly.
  }, 360_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (work !== undefined) rmSync(work, { recursive: true, force: true });
  });

  /** A page that records every console error, page error and request off the local server. */
  async function openPage(allowed: (url: string) => boolean): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (allowed(url)) return route.continue();
      problems.push(`request: ${url}`);
      return route.abort();
    });
    return { page, problems };
  }

  it.each(SCENARIOS)('plays a whole game of $name by clicking, showing each person only their seat', async (scenario) => {
    const { page, problems } = await openPage((url) => url.startsWith(server.url) || url.startsWith('blob:') || url === 'about:srcdoc');
    await page.goto(server.url);
    await page.selectOption('#game', scenario.id);
    await page.selectOption('#players', String(scenario.players));
    for (const [seat, kind] of scenario.seating.entries()) await page.selectOption(`select[data-seat="${seat}"]`, kind);
    await page.click('details summary');
    await page.fill('#iterations', '20');
    await page.selectOption('#pace', '0');
    await page.fill('#seed', `browser/${scenario.name}`);
    if (scenario.config !== undefined) await page.fill('#config', scenario.config);
    await page.click('#start');

    const rng = createRng(`clicks/${scenario.name}`);
    const screens: Screen[] = [];
    let handovers = 0;
    for (let acted = 0; ; acted++) {
      expect(acted, 'the game should end long before this').toBeLessThan(MAX_PERSON_ACTIONS);
      await page.waitForFunction(() => {
        const screen = document.body.dataset.screen;
        return screen === 'over' || screen === 'handover' || document.querySelector('#actions button[data-action]') !== null || document.querySelector('#problem') !== null;
      });
      const screen = await page.evaluate(() => document.body.dataset.screen);
      if (screen === 'over') break;
      expect(await page.locator('#problem').count(), (await page.locator('#problem').allTextContents()).join(' ')).toBe(0);
      if (screen === 'handover') {
        handovers++;
        // Between two people: nothing of anyone's seat on the screen.
        expect(await page.locator('#board, #narration, #actions').count()).toBe(0);
        await page.click('#take-over');
        continue;
      }
      screens.push(await capture(page));
      await clickSomething(page, rng.pick.bind(rng));
    }
    if (scenario.seating.filter((kind) => kind === 'human').length > 1) expect(handovers).toBeGreaterThan(1);

    // The save holds the whole match: the outcome shown is its outcome.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
    const saveText = readFileSync(await download.path(), 'utf8');
    saves.set(scenario.id, saveText);
    const saved = readSavedMatch(saveText);
    if (!saved.ok) throw new Error(saved.message);
    const { game } = saved;
    // The config typed in the form is the match's.
    if (scenario.config !== undefined) expect(saved.match.config).toMatchObject(JSON.parse(scenario.config) as object);
    const replayed = replaySteps(game, saved.match);
    if (!replayed.ok) throw new Error(replayed.message);
    const steps = replayed.steps;
    const last = steps[steps.length - 1] as ReplayStep;
    const outcome = game.outcome(last.match.state);
    expect(outcome).not.toBeNull();
    expect(await page.locator('#status').textContent()).toContain(endLine(game, last.match));
    const result = outcome?.returns[await page.evaluate(() => Number(document.body.dataset.seat))] ?? 0;
    expect(await page.locator('#result').textContent()).toBe(result > 0 ? ' You win.' : result < 0 ? ' You lose.' : ' A draw for you.');

    // Every screen a person saw, against that seat's update at that step.
    expect(screens.length).toBeGreaterThan(0);
    await expectSeatScreens(page, game, steps, saved.match.seed, screens);
    // After the game, its replay: from the setup to the last action, and back to the table.
    await page.click('#watch');
    const frame = page.frameLocator('#replay-frame');
    await frame.locator('#step-slider').waitFor();
    expect(await frame.locator('body').getAttribute('data-step')).toBe('0');
    await frame.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('End');
    expect(await frame.locator('body').getAttribute('data-step')).toBe(String(saved.match.log.length));
    await page.click('#back');
    expect(await page.evaluate(() => document.body.dataset.screen)).toBe('over');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('undoes a person\'s last action and the bots\' replies to it, back to the same screen', async () => {
    const { page, problems } = await openPage((url) => url.startsWith(server.url));
    await page.goto(server.url);
    await page.selectOption('#game', 'killercruise');
    await page.selectOption('#players', '2');
    await page.click('details summary');
    await page.selectOption('#pace', '0');
    await page.fill('#seed', 'browser/undo');
    await page.click('#start');
    const myTurn = (): Promise<unknown> => page.waitForFunction(() => document.querySelector('#actions button[data-action]') !== null);
    await myTurn();
    expect(await page.locator('#undo').isDisabled()).toBe(true);
    // Play until the bot has replied to one of seat 0's actions, then take that action back.
    let before: Screen | null = null;
    for (let tries = 0; tries < 40; tries++) {
      const screen = await capture(page);
      await page.locator('#actions button[data-action]').last().click();
      await myTurn();
      const after = await capture(page);
      if (after.step > screen.step + 1) {
        before = screen;
        break;
      }
    }
    if (before === null) throw new Error('the bot never replied within 40 actions');
    await page.click('#undo');
    await myTurn();
    const undone = await capture(page);
    expect(undone.step).toBe(before.step);
    expect(undone.board).toBe(before.board);
    expect(undone.actions).toEqual(before.actions);
    expect(undone.narration).toEqual(before.narration);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lets Tatort Titanic's Eavesdropper recognise a card under the table rule, at a save continued there, showing only its seat", async () => {
    const game = gameList.find((one) => one.id === 'tatort-titanic') as AnyGameModule;
    const moment = recognisingMoment(game);
    const { page, problems } = await openPage((url) => url.startsWith(server.url));
    await page.goto(server.url);
    await page.setInputFiles('#load', { name: 'recognise.json', mimeType: 'application/json', buffer: Buffer.from(serializeMatch(moment.match)) });
    await page.waitForFunction(() => document.querySelector('#start')?.textContent?.startsWith('Continue') === true);
    const seats = seatCount(game, moment.match.state);
    for (let seat = 0; seat < seats; seat++) await page.selectOption(`select[data-seat="${seat}"]`, seat === moment.seat ? 'human' : 'heuristic');
    await page.click('details summary');
    await page.selectOption('#pace', '0');
    await page.click('#start');
    await page.waitForSelector('#actions button[data-action]');
    const before = await capture(page);
    expect([before.seat, before.step]).toEqual([moment.seat, moment.match.log.length]);
    const words = game.describeAction(moment.recognise, moment.match.config);
    expect(before.actions).toContain(words);
    await page.locator('#actions button[data-action]').nth(before.actions.indexOf(words)).click();
    await page.waitForFunction(() => document.body.dataset.screen === 'over' || document.querySelector('#actions button[data-action]') !== null);
    const after = await capture(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
    const saved = readSavedMatch(readFileSync(await download.path(), 'utf8'));
    if (!saved.ok) throw new Error(saved.message);
    expect(saved.match.log[moment.match.log.length]).toEqual(moment.recognise);
    const replayed = replaySteps(game, saved.match);
    if (!replayed.ok) throw new Error(replayed.message);
    // The recognising roll is narrated to the Eavesdropper, and nothing only another seat knows is shown.
    expect(narration(game, replayed.steps[moment.match.log.length + 1] as ReplayStep, replayed.steps[moment.match.log.length], moment.seat).length).toBeGreaterThan(1);
    await expectSeatScreens(page, game, replayed.steps, saved.match.seed, after.screen === 'over' ? [before] : [before, after]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens a finished save, and its journal, in the replay viewer and steps from the first action to the last; an unfinished save continues', async () => {
    const saveText = saves.get('killercruise') ?? '';
    expect(saveText).not.toBe('');
    const saved = readSavedMatch(saveText);
    if (!saved.ok) throw new Error(saved.message);
    const { page, problems } = await openPage((url) => url.startsWith(server.url) || url === 'about:srcdoc');
    await page.goto(server.url);
    await page.setInputFiles('#load', { name: 'killercruise.json', mimeType: 'application/json', buffer: Buffer.from(saveText) });
    await page.waitForSelector('#replay-frame');
    const frame = page.frameLocator('#replay-frame');
    await stepThrough(page, frame.locator('body'), saved.match.log.length, async () => frame.locator('body').getAttribute('data-step'));
    expect(await frame.locator('#narration li.now .end').textContent()).toBe(endLine(saved.game, saved.match));
    // As seat 1 sees it: the narration of the last step is seat 1's.
    await page.selectOption('#perspective', '1');
    await frame.locator('#step-slider').waitFor();
    expect(await frame.locator('body').getAttribute('data-step')).toBe('0');

    // A journal of the same match opens the same way.
    await page.click('#back');
    await page.setInputFiles('#load', { name: 'killercruise.jsonl', mimeType: 'application/x-ndjson', buffer: Buffer.from(journalOf(saved.match)) });
    await page.waitForSelector('#replay-frame');
    await frame.locator('#step-slider').waitFor();
    await frame.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('End');
    expect(await frame.locator('body').getAttribute('data-step')).toBe(String(saved.match.log.length));

    // An unfinished match continues at the table, where it stopped.
    const half = Math.floor(saved.match.log.length / 2);
    const unfinished = replay(saved.game, { config: saved.match.config, seed: saved.match.seed, actions: saved.match.log.slice(0, half) });
    if (!unfinished.ok) throw new Error(unfinished.error.message);
    await page.click('#back');
    await page.setInputFiles('#load', { name: 'unfinished.json', mimeType: 'application/json', buffer: Buffer.from(serializeMatch(unfinished.match)) });
    await page.waitForFunction(() => document.querySelector('#start')?.textContent?.startsWith('Continue') === true);
    await page.click('#start');
    await page.waitForSelector('#board svg');
    expect(Number(await page.evaluate(() => document.body.dataset.step))).toBeGreaterThanOrEqual(half);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('steps through the file `replay --html` writes, offline, as a seat and with every secret', async () => {
    const saveText = saves.get('cereal-killer') ?? '';
    expect(saveText).not.toBe('');
    writeFileSync(join(work, 'game.json'), saveText);
    const saved = readSavedMatch(saveText);
    if (!saved.ok) throw new Error(saved.message);
    const replayed = replaySteps(saved.game, saved.match);
    if (!replayed.ok) throw new Error(replayed.message);
    for (const [flags, seat] of [[['--seat', '1'], 1], [['--reveal'], null]] as const) {
      const out: string[] = [];
      const io: CliIo = { cwd: work, interactive: false, errStream: process.stderr, out: (text) => out.push(text), err: (text) => out.push(text), readLine: () => Promise.resolve(null), close: () => undefined };
      expect(await runCli(['replay', 'game.json', '--html', 'replay.html', ...flags], io, new URL('file:///unused'))).toBe(0);
      const file = pathToFileURL(join(work, 'replay.html')).href;
      const { page, problems } = await openPage((url) => url === file);
      await page.goto(file);
      const body = page.locator('body');
      await stepThrough(page, body, saved.match.log.length, () => body.getAttribute('data-step'));
      expect(await page.locator('#narration li').count()).toBe(saved.match.log.length + 1);
      if (seat !== null) {
        // The last board is seat 1's view, as the renderer draws it.
        const lastStep = replayed.steps[replayed.steps.length - 1] as ReplayStep;
        const expected = boardOf(saved.game.id)?.(saved.game.view(lastStep.match.state, seat), lastStep.match.config, { activePlayers: [], idPrefix: 'b0' }) ?? '';
        const same = await page.evaluate((markup) => {
          const holder = document.createElement('div');
          holder.innerHTML = markup;
          return holder.innerHTML === document.querySelector('#boards figure div')?.innerHTML;
        }, expected);
        expect(same).toBe(true);
      } else expect(await page.locator('#boards figure').count()).toBe(2);
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});

/**
 * Each of `screens` against its seat's update at its step of `steps`: exactly the seat's narration,
 * legal actions (in words) and board, and, anywhere on the page, neither the seed nor a piece or a
 * line only another seat knows.
 */
async function expectSeatScreens(page: Page, game: AnyGameModule, steps: readonly ReplayStep[], seed: string, screens: readonly Screen[]): Promise<void> {
  const expectedBoards: string[] = [];
  for (const shown of screens) {
    const step = steps[shown.step] as ReplayStep;
    expect(shown.narration, `the narration at action ${shown.step}`).toEqual(narrated(game, steps.slice(0, shown.step + 1), shown.seat));
    const legal = game.legalActions(step.match.state, shown.seat);
    expect(shown.actions).toEqual(legal.map((action) => game.describeAction(action, step.match.config)));
    const board = boardOf(game.id);
    const view = game.view(step.match.state, shown.seat);
    expectedBoards.push(board === undefined ? JSON.stringify(view, null, 1) : board(view, step.match.config, { legal, activePlayers: game.activePlayers(step.match.state), idPrefix: 'play' }));
    // The seed deals every card: whoever reads it can replay every shuffle.
    expect(shown.html.includes(seed), `seat ${shown.seat}'s page at action ${shown.step} shows the seed`).toBe(false);
    for (const secret of secretsOf(game, steps.slice(0, shown.step + 1), shown.seat)) {
      expect(shown.html.includes(secret) || shown.text.includes(secret), `seat ${shown.seat}'s page at action ${shown.step} shows "${secret}", which only another seat may know`).toBe(false);
    }
  }
  // Serialized by the browser the same way as the page's board, then compared.
  const normalized = await page.evaluate(
    ([markup, asText]) =>
      markup.map((one) => {
        const holder = document.createElement('div');
        if (asText) holder.textContent = one;
        else holder.innerHTML = one;
        return asText ? (holder.textContent ?? '') : holder.innerHTML;
      }),
    [expectedBoards, boardOf(game.id) === undefined] as const,
  );
  screens.forEach((shown, index) => expect(shown.board, `seat ${shown.seat}'s board at action ${shown.step}`).toBe(normalized[index]));
}

/** What a person's screen holds now. */
function capture(page: Page): Promise<Screen> {
  return page.evaluate(() => {
    const board = document.querySelector('#board');
    const svg = board?.querySelector('svg');
    return {
      screen: document.body.dataset.screen ?? '',
      seat: Number(document.body.dataset.seat),
      step: Number(document.body.dataset.step),
      html: document.documentElement.outerHTML,
      text: document.body.textContent ?? '',
      board: svg === null || svg === undefined ? (board?.textContent ?? '') : (board?.innerHTML ?? ''),
      narration: [...document.querySelectorAll('#narration li p')].map((line) => line.textContent ?? ''),
      actions: [...document.querySelectorAll('#actions button[data-action]')].map((button) => button.textContent ?? ''),
    };
  });
}

/**
 * Takes one of the person's actions as a person would: a clickable place on the board (clicked,
 * or focused and Enter where something lies on top of it), then the action in words if the place
 * stands for several; or an action from the list.
 */
async function clickSomething(page: Page, pick: <T>(items: readonly T[]) => T): Promise<void> {
  const places = await page.locator('#board .kr-act').count();
  const listed = await page.locator('#actions button[data-action]').count();
  if (places > 0 && pick([true, true, false])) {
    const place = page.locator('#board .kr-act').nth(pick(Array.from({ length: places }, (_, index) => index)));
    const before = await page.evaluate(() => document.body.dataset.step);
    await place.scrollIntoViewIfNeeded();
    const centre = await place.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      return document.elementFromPoint(x, y)?.closest('.kr-act') === element ? { x, y } : null;
    });
    if (centre !== null) await page.mouse.click(centre.x, centre.y);
    else {
      await place.focus();
      await page.keyboard.press('Enter');
    }
    if ((await page.locator('#cancel-choice').count()) > 0) {
      const choices = await page.locator('#actions button[data-action]').count();
      await page.locator('#actions button[data-action]').nth(pick(Array.from({ length: choices }, (_, index) => index))).click();
    } else expect(await page.evaluate(() => document.body.dataset.step)).not.toBe(before);
    return;
  }
  await page.locator('#actions button[data-action]').nth(pick(Array.from({ length: listed }, (_, index) => index))).click();
}

/**
 * The first moment, in matches of 4 heuristic detectives under every table rule, where an
 * Eavesdropper may `recognise` the card another detective is taking; the seed is searched rather
 * than fixed, so a change in the bots or the rules moves the moment, not the test.
 */
function recognisingMoment(game: AnyGameModule): { readonly match: Match<unknown, unknown, GameAction>; readonly seat: PlayerId; readonly recognise: GameAction } {
  const rules = { weatherRollDrawsEventCards: true, ownSpaceForgoesMove: true, rolledWeatherStays: true, eavesdropperOnlyRecognises: true };
  const bot = heuristicBots[game.id];
  if (bot === undefined) throw new Error(`${game.id} has no heuristic bot`);
  for (let seed = 0; seed < 50; seed++) {
    const created = createMatch(game, { seed: `browser/recognise/${seed}`, config: { players: 4, rules } });
    if (!created.ok) throw new Error(created.error.message);
    let match = created.match;
    const rng = createRng(`browser/recognise/${seed}/bots`);
    while (game.outcome(match.state) === null) {
      for (const seat of game.activePlayers(match.state)) {
        const recognise = game.legalActions(match.state, seat).find((action) => action.type === 'recognise');
        if (recognise !== undefined) return { match, seat, recognise };
      }
      const applied = applyAction(game, match, bot(botInput(game, match, game.activePlayers(match.state)[0] ?? 0, rng)));
      if (!applied.ok) throw new Error(applied.error.message);
      match = applied.match;
    }
  }
  throw new Error('no Eavesdropper could recognise a card in 50 matches');
}

/** The narration lines `seat` has read by the last of `steps`. */
function narrated(game: AnyGameModule, steps: readonly ReplayStep[], seat: PlayerId): string[] {
  return steps.flatMap((step, index) => narration(game, step, steps[index - 1], seat));
}

/**
 * What only another seat knows by the last of `steps`: each line narrated to another seat that
 * `seat` was never told, and each piece drawn on another seat's board and not on `seat`'s.
 */
function secretsOf(game: AnyGameModule, steps: readonly ReplayStep[], seat: PlayerId): string[] {
  const last = steps[steps.length - 1] as ReplayStep;
  const seats = game.playerCount?.(last.match.state) ?? game.maxPlayers;
  const told = new Set(narrated(game, steps, seat));
  const board = boardOf(game.id);
  const piecesOf = (viewer: PlayerId): Set<string> =>
    new Set([...(board?.(game.view(last.match.state, viewer), last.match.config) ?? '').matchAll(/data-piece="([^"]*)"/g)].map((found) => `data-piece="${found[1] ?? ''}"`));
  const mine = piecesOf(seat);
  const secrets = new Set<string>();
  for (let other = 0; other < seats; other++) {
    if (other === seat) continue;
    for (const line of narrated(game, steps, other)) if (!told.has(line)) secrets.add(line);
    for (const piece of piecesOf(other)) if (!mine.has(piece)) secrets.add(piece);
  }
  return [...secrets];
}

/**
 * Steps a replay viewer from the first step to the last: the slider to the start, then the arrow
 * key to the end, checking the step it shows each time; End and Home jump.
 */
async function stepThrough(page: Page, body: ReturnType<Page['locator']>, actions: number, step: () => Promise<string | null>): Promise<void> {
  await body.locator('#step-slider').waitFor();
  expect(await step()).toBe('0');
  await body.click({ position: { x: 5, y: 5 } });
  for (let at = 1; at <= actions; at++) {
    await page.keyboard.press('ArrowRight');
    expect(await step()).toBe(String(at));
  }
  await page.keyboard.press('ArrowRight');
  expect(await step()).toBe(String(actions));
  await page.keyboard.press('Home');
  expect(await step()).toBe('0');
  await page.keyboard.press('End');
  expect(await step()).toBe(String(actions));
}
