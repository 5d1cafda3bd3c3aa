/**
 * The killer-rules playground: choose a game and who sits where, then play it in the browser —
 * the library is pure, so the whole match runs on this page, and bots think in a worker.
 *
 * What a person sees is always one seat's screen, built from that seat's view, legal actions and
 * the events it may see: with several people at one device ("hot seat") a hand-over screen that
 * shows nothing stands between two people's screens, so nobody sees another's hidden cards.
 */
import './style.css';
import { applyAction, createMatch, gameList, randomSeed, seatCount, serializeMatch, type AnyGameModule, type GameAction, type Match, type PlayerId } from 'killer-rules';
// The board registry and the replay viewer are the command line's (`killer-rules replay --html`):
// pure string building, shared so that the playground's replay is the exported file.
import { boardOf } from '../../../src/cli/boards.js';
import { replayHtml } from '../../../src/cli/replay-html.js';
import { endLine, narration, readSavedMatch, replaySteps, seatNameOf, seatTitle, type Perspective, type ReplayStep } from '../../../src/cli/replay-steps.js';
import { SEAT_KINDS, type BotReply, type BotRequest, type SeatKind } from './bots.js';
import { download, h } from './dom.js';

const root = document.getElementById('app') ?? document.body;

/** How long a bot waits before it moves, so a person can follow: instantly, briskly, slowly. */
const PACES: readonly { readonly ms: number; readonly label: string }[] = [
  { ms: 0, label: 'instantly' },
  { ms: 300, label: 'briskly (0.3 s)' },
  { ms: 900, label: 'slowly (0.9 s)' },
];

// ---------------------------------------------------------------------------------------------
// Setup

interface Setup {
  gameId: string;
  players: number;
  seating: SeatKind[];
  iterations: number;
  pace: number;
  seed: string;
  /** More of the game's config, as JSON (`players` comes from the seat count). */
  config: string;
}

/** An unfinished match loaded from a file, waiting for its seats to be filled. */
let loaded: { readonly game: AnyGameModule; readonly steps: readonly ReplayStep[] } | null = null;

function gameById(id: string): AnyGameModule {
  return gameList.find((game) => game.id === id) ?? (gameList[0] as AnyGameModule);
}

/** The seat count a game's default config sets up. */
function defaultPlayers(game: AnyGameModule): number {
  const created = createMatch(game, { seed: 'seats' });
  return created.ok ? seatCount(game, created.match.state) : game.minPlayers;
}

/**
 * Each seat's name where every deal gives it the same one (the Killer of Cereal Killer); a name the
 * deal decides (a Tatort Titanic detective) is not known before the match starts.
 */
function seatNamesBefore(game: AnyGameModule, players: number): (string | null)[] {
  const names: (string | null)[] = [];
  for (const seed of ['a', 'b', 'c', 'd']) {
    const created = createMatch(game, { seed, config: { players } });
    if (!created.ok) return Array.from({ length: players }, () => null);
    for (let seat = 0; seat < players; seat++) {
      const name = seatNameOf(game, created.match.state, seat);
      names[seat] = names[seat] === undefined || names[seat] === name ? name : null;
    }
  }
  return names.map((name, seat) => (name === `seat ${seat}` ? null : name));
}

function freshSeating(players: number): SeatKind[] {
  return Array.from({ length: players }, (_, seat) => (seat === 0 ? 'human' : 'heuristic'));
}

const firstGame = gameList[0] as AnyGameModule;
const setup: Setup = { gameId: firstGame.id, players: defaultPlayers(firstGame), seating: freshSeating(defaultPlayers(firstGame)), iterations: 200, pace: 300, seed: '', config: '' };

function showSetup(message = ''): void {
  leaveTable();
  document.body.dataset.screen = 'setup';
  delete document.body.dataset.seat;
  delete document.body.dataset.step;
  const game = gameById(setup.gameId);
  const names = seatNamesBefore(game, setup.players);
  const playerChoices = Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, index) => game.minPlayers + index);

  const gameSelect = h('select', { id: 'game', onchange: () => {
    setup.gameId = gameSelect.value;
    setup.players = defaultPlayers(gameById(setup.gameId));
    setup.seating = freshSeating(setup.players);
    loaded = null;
    showSetup();
  } }, ...gameList.map((option) => h('option', { value: option.id, selected: option.id === setup.gameId }, option.title)));
  const playersSelect = h('select', { id: 'players', disabled: loaded !== null, onchange: () => {
    setup.players = Number(playersSelect.value);
    setup.seating = Array.from({ length: setup.players }, (_, seat) => setup.seating[seat] ?? 'heuristic');
    showSetup();
  } }, ...playerChoices.map((count) => h('option', { value: count, selected: count === setup.players }, String(count))));
  const seats = setup.seating.map((kind, seat) => {
    const select = h('select', { 'data-seat': seat, 'aria-label': `Who plays seat ${seat}`, onchange: () => {
      setup.seating[seat] = select.value as SeatKind;
    } }, ...SEAT_KINDS.map((option) => h('option', { value: option.kind, selected: option.kind === kind }, option.label)));
    return h('label', { class: 'seat' }, h('span', {}, names[seat] === null || names[seat] === undefined ? `Seat ${seat}` : `Seat ${seat}: ${names[seat]}`), select);
  });
  const iterations = h('input', { id: 'iterations', type: 'number', min: 10, max: 5000, step: 10, value: setup.iterations });
  const pace = h('select', { id: 'pace' }, ...PACES.map((option) => h('option', { value: option.ms, selected: option.ms === setup.pace }, option.label)));
  const seed = h('input', { id: 'seed', type: 'text', placeholder: 'random', value: setup.seed, autocomplete: 'off', spellcheck: false });
  const config = h('textarea', { id: 'config', rows: 2, placeholder: '{"rounds": 10}', spellcheck: false }, setup.config);
  const load = h('input', { id: 'load', type: 'file', accept: '.json,.jsonl,.ndjson,.txt,application/json' });
  load.addEventListener('change', () => {
    const file = load.files?.[0];
    if (file !== undefined) void file.text().then((text) => openFile(file.name, text));
  });

  const form = h('form', { id: 'setup', onsubmit: (event) => {
    event.preventDefault();
    setup.iterations = Math.max(1, Math.round(Number(iterations.value) || 200));
    setup.pace = Number(pace.value);
    setup.seed = seed.value.trim();
    setup.config = config.value.trim();
    startTable();
  } },
    h('label', {}, h('span', {}, 'Game'), gameSelect),
    h('label', {}, h('span', {}, 'Seats'), playersSelect),
    h('fieldset', {}, h('legend', {}, 'Who sits where'), ...seats,
      h('p', { class: 'hint' }, 'Several people may share this device: each sees only their own seat, with a hand-over screen in between.')),
    h('details', {}, h('summary', {}, 'More options'),
      h('label', {}, h('span', {}, 'ISMCTS iterations per move'), iterations),
      h('label', {}, h('span', {}, 'Bots move'), pace),
      h('label', {}, h('span', {}, 'Seed (the same seed deals the same game)'), seed),
      h('label', {}, h('span', {}, 'More config, as JSON (see the game\'s docs)'), config)),
    h('button', { id: 'start', type: 'submit', class: 'primary' }, loaded === null ? 'Start the match' : `Continue the loaded match (${(loaded.steps.length - 1).toString()} actions so far)`),
  );
  root.replaceChildren(
    h('header', { class: 'bar' }, h('h1', {}, 'killer-rules playground')),
    h('main', { class: 'setup' },
      h('section', {}, h('h2', {}, 'New match'), form),
      h('section', {}, h('h2', {}, 'Open a saved match'),
        h('p', {}, 'A save (.json) or a journal (.jsonl): a finished match opens in the replay viewer, an unfinished one continues here.'),
        h('label', {}, h('span', {}, 'Save or journal'), load),
        h('p', { id: 'load-message', role: 'status' }, message))),
  );
}

/** Opens a save or journal: a finished match in the replay viewer, an unfinished one at the setup form. */
function openFile(name: string, text: string): void {
  const saved = readSavedMatch(text);
  if (!saved.ok) return showSetup(`${name}: ${saved.message}`);
  const replayed = replaySteps(saved.game, saved.match);
  if (!replayed.ok) return showSetup(`${name}: ${replayed.message}`);
  if (saved.game.outcome(saved.match.state) !== null) return showReplay(saved.game, replayed.steps, null, () => showSetup());
  loaded = { game: saved.game, steps: replayed.steps };
  setup.gameId = saved.game.id;
  setup.players = seatCount(saved.game, saved.match.state);
  setup.seating = freshSeating(setup.players);
  showSetup(`${name}: ${saved.game.title}, unfinished after ${saved.match.log.length} actions. Choose who sits where, then continue.`);
}

// ---------------------------------------------------------------------------------------------
// The table: a match in play

interface Table {
  readonly game: AnyGameModule;
  readonly seating: readonly SeatKind[];
  readonly iterations: number;
  readonly pace: number;
  /** The setup, then one step per action: undo cuts it short. */
  steps: ReplayStep[];
  /** Whose screen is shown: a person's seat, or `null` (a spectator) when only bots play. */
  shown: PlayerId | null;
  /** The actions of a board element with several, while the person chooses among them. */
  choosing: { readonly label: string; readonly indices: readonly number[] } | null;
  /** A refusal or a bot's failure, shown until the next action. */
  problem: string;
  /** The bot request waiting for its answer (its ticket), if any. */
  waiting: number | null;
}

let table: Table | null = null;
let worker: Worker | null = null;
let tickets = 0;

function botWorker(): Worker {
  if (worker === null) {
    worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (message: MessageEvent<BotReply>) => botAnswered(message.data));
  }
  return worker;
}

/** Stops a bot that is still thinking for a position nobody waits for any more (a search may take long). */
function dropBotWork(at: Table | null): void {
  if (at === null || at.waiting === null) return;
  at.waiting = null;
  worker?.terminate();
  worker = null;
}

function leaveTable(): void {
  dropBotWork(table);
  table = null;
}

function startTable(): void {
  const game = gameById(setup.gameId);
  let steps: ReplayStep[];
  if (loaded !== null && loaded.game.id === game.id) {
    steps = [...loaded.steps];
  } else {
    let extra: unknown = {};
    try {
      extra = setup.config === '' ? {} : JSON.parse(setup.config);
    } catch (thrown) {
      return showSetup(`The config is not JSON: ${thrown instanceof Error ? thrown.message : String(thrown)}`);
    }
    if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) return showSetup('The config is a JSON object, e.g. {"rounds": 10}.');
    const created = createMatch(game, { config: { ...extra, players: setup.players }, seed: setup.seed === '' ? randomSeed() : setup.seed });
    if (!created.ok) return showSetup(created.error.message);
    steps = [{ match: created.match, action: null, events: created.events }];
  }
  loaded = null;
  const humans = setup.seating.flatMap((kind, seat) => (kind === 'human' ? [seat] : []));
  table = {
    game,
    seating: [...setup.seating],
    iterations: setup.iterations,
    pace: setup.pace,
    steps,
    // One person: always their screen. Several: nobody's until the first of them is handed the device.
    shown: humans.length === 1 ? (humans[0] ?? null) : null,
    choosing: null,
    problem: '',
    waiting: null,
  };
  renderTable();
}

function matchOf(at: Table): Match<unknown, unknown, GameAction> {
  return (at.steps[at.steps.length - 1] as ReplayStep).match;
}

function isHuman(at: Table, seat: PlayerId | null): seat is PlayerId {
  return seat !== null && at.seating[seat] === 'human';
}

/** Who acts next: the person whose screen is up if they may, else the first person who may, else a bot. */
function nextActor(at: Table): { readonly seat: PlayerId; readonly human: boolean } | null {
  const active = at.game.activePlayers(matchOf(at).state);
  if (at.shown !== null && isHuman(at, at.shown) && active.includes(at.shown)) return { seat: at.shown, human: true };
  const person = active.find((seat) => isHuman(at, seat));
  if (person !== undefined) return { seat: person, human: true };
  const bot = active[0];
  return bot === undefined ? null : { seat: bot, human: false };
}

function kindLabel(kind: SeatKind | undefined): string {
  return SEAT_KINDS.find((option) => option.kind === kind)?.label.toLowerCase() ?? 'nobody';
}

function apply(at: Table, action: GameAction): boolean {
  const applied = applyAction(at.game, matchOf(at), action);
  if (!applied.ok) {
    at.problem = applied.error.message;
    return false;
  }
  at.steps.push({ match: applied.match, action, events: applied.events });
  at.problem = '';
  at.choosing = null;
  return true;
}

function act(action: GameAction): void {
  if (table === null) return;
  apply(table, action);
  renderTable();
}

/** Asks the worker for the move of bot seat `seat`, after the table's pace. */
function askBot(at: Table, seat: PlayerId): void {
  const ticket = ++tickets;
  at.waiting = ticket;
  const match = matchOf(at);
  const kind = at.seating[seat];
  const request: BotRequest = {
    ticket,
    gameId: at.game.id,
    // A copy as plain data: the worker rebuilds nothing but reads the state and config.
    match: JSON.parse(JSON.stringify(match)) as Match<unknown, unknown, GameAction>,
    seat,
    kind: kind === undefined || kind === 'human' ? 'random' : kind,
    iterations: at.iterations,
    // Each position's bot stream is its own, so undo and replaying a log meet the same bot moves.
    rngSeed: `${match.seed}/bots/${match.log.length}`,
  };
  setTimeout(() => {
    if (table === at && at.waiting === ticket) botWorker().postMessage(request);
  }, at.pace);
}

function botAnswered(reply: BotReply): void {
  const at = table;
  if (at === null || at.waiting !== reply.ticket) return; // an answer for a match left or undone
  at.waiting = null;
  if (!reply.ok) at.problem = `A bot failed: ${reply.message}`;
  else if (!apply(at, reply.action)) at.problem = `A bot's action was refused: ${at.problem}`;
  else if (at.pace === 0) {
    // Bots that move instantly are not drawn move by move: the screen is drawn again once a
    // person may act or the game ends (a board takes longer to draw than most bots to think).
    const next = at.game.outcome(matchOf(at).state) === null ? nextActor(at) : null;
    if (next !== null && !next.human) {
      document.body.dataset.step = String(matchOf(at).log.length);
      askBot(at, next.seat);
      return;
    }
  }
  renderTable();
}

/** The step of the shown person's last action, if undoing it takes back no other person's action. */
function undoable(at: Table): number | null {
  if (!isHuman(at, at.shown)) return null;
  for (let index = at.steps.length - 1; index >= 1; index--) {
    const action = at.steps[index]?.action;
    if (action === null || action === undefined) return null;
    if (action.player === at.shown) return index;
    if (isHuman(at, action.player)) return null;
  }
  return null;
}

/**
 * Takes back the shown person's last action and every bot reply after it: the match is a pure
 * function of its seed and log, so the match before that action is the one the log without it
 * replays to.
 */
function undo(): void {
  if (table === null) return;
  const index = undoable(table);
  if (index === null) return;
  table.steps = table.steps.slice(0, index);
  dropBotWork(table);
  table.choosing = null;
  table.problem = '';
  renderTable();
}

function renderTable(): void {
  const at = table;
  if (at === null) return;
  const { game } = at;
  const match = matchOf(at);
  const { state, config } = match;
  const outcome = game.outcome(state);
  const actor = outcome === null ? nextActor(at) : null;
  // A public fact, for tests and styles: how many actions the match has taken.
  document.body.dataset.step = String(match.log.length);

  if (actor !== null && actor.human && actor.seat !== at.shown) {
    document.body.dataset.screen = 'handover';
    delete document.body.dataset.seat;
    const name = seatTitle(game, state, actor.seat);
    root.replaceChildren(
      h('header', { class: 'bar' }, h('h1', {}, game.title)),
      h('main', { class: 'handover' },
        h('h2', {}, `Pass the device to ${name}.`),
        h('p', {}, 'Nothing of anyone\'s hand is on the screen until they take it.'),
        h('button', { id: 'take-over', class: 'primary', type: 'button', onclick: () => {
          at.shown = actor.seat;
          at.choosing = null;
          renderTable();
        } }, `I am ${name}: show my screen`)),
    );
    return;
  }

  document.body.dataset.screen = outcome === null ? 'play' : 'over';
  const viewer = at.shown;
  // Whose screen this is, for tests and styles.
  document.body.dataset.seat = viewer === null ? 'spectator' : String(viewer);
  const mine = actor !== null && actor.human && actor.seat === viewer;
  const legal = mine && viewer !== null ? game.legalActions(state, viewer) : [];
  const activePlayers = game.activePlayers(state);
  const board = boardOf(game.id);
  const boardArea = h('section', { id: 'board', 'aria-label': 'Board' });
  boardArea.innerHTML = board === undefined
    ? `<pre class="view">${escapeText(JSON.stringify(game.view(state, viewer), null, 1))}</pre>`
    : board(game.view(state, viewer), config, { legal, activePlayers, idPrefix: 'play' });
  const onBoard = (target: EventTarget | null): void => {
    const element = target instanceof Element ? target.closest('.kr-act') : null;
    const indices = (element?.getAttribute('data-actions') ?? '').split(' ').filter((text) => text !== '').map(Number);
    const chosen = indices.map((index) => legal[index]).filter((action): action is GameAction => action !== undefined);
    if (chosen.length === 1 && chosen[0] !== undefined) act(chosen[0]);
    else if (chosen.length > 1) {
      at.choosing = { label: element?.getAttribute('aria-label') ?? 'this', indices };
      renderTable();
    }
  };
  boardArea.addEventListener('click', (event) => onBoard(event.target));
  boardArea.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onBoard(event.target);
    }
  });

  const who = viewer === null ? 'Only bots play: you watch as a spectator.' : `You are ${seatTitle(game, state, viewer)}.`;
  let status: string;
  if (outcome !== null) status = endLine(game, match);
  else if (mine) status = 'Your turn: click the board or an action below.';
  else if (actor !== null) status = `Waiting for ${seatTitle(game, state, actor.seat)}, ${kindLabel(at.seating[actor.seat])}…`;
  else status = 'Nobody may act.';

  const shownIndices = at.choosing?.indices ?? legal.map((_, index) => index);
  const actions = h('section', { id: 'actions', 'aria-label': 'Your actions' },
    h('h2', {}, at.choosing === null ? (legal.length === 0 ? 'Actions' : 'Your actions') : `Choose: ${at.choosing.label}`),
    legal.length === 0 ? h('p', { class: 'hint' }, outcome === null ? 'Not your turn.' : 'The game is over.') : null,
    h('ol', {}, ...shownIndices.map((index) => {
      const action = legal[index];
      return action === undefined ? null : h('li', {}, h('button', { type: 'button', 'data-action': index, onclick: () => act(action) }, game.describeAction(action, config)));
    })),
    at.choosing === null ? null : h('button', { type: 'button', id: 'cancel-choice', onclick: () => { at.choosing = null; renderTable(); } }, 'Cancel'),
  );

  const perspective: Perspective = viewer;
  const story = h('ol', { id: 'narration', 'aria-label': 'What you saw happen' }, ...at.steps.map((step, index) => {
    const lines = narration(game, step, at.steps[index - 1], perspective);
    if (lines.length === 0) return null;
    const label = step.action === null ? 'Setup' : `${index}. ${seatTitle(game, (at.steps[index - 1] ?? step).match.state, step.action.player)}`;
    return h('li', {}, h('b', {}, label), ...lines.map((line) => h('p', {}, line)));
  }));

  const undoStep = undoable(at);
  const result = outcome !== null && viewer !== null ? (outcome.returns[viewer] ?? 0) : null;
  root.replaceChildren(
    h('header', { class: 'bar' },
      h('h1', {}, game.title),
      h('p', { id: 'who' }, who),
      h('p', { id: 'step' }, `Action ${match.log.length}`)),
    h('main', { class: 'table' },
      boardArea,
      h('aside', {},
        h('p', { id: 'status', role: 'status', class: outcome === null ? '' : 'over' }, status,
          result === null ? null : h('strong', { id: 'result' }, result > 0 ? ' You win.' : result < 0 ? ' You lose.' : ' A draw for you.')),
        at.problem === '' ? null : h('p', { id: 'problem', role: 'alert' }, at.problem),
        actions,
        h('div', { class: 'buttons' },
          h('button', { type: 'button', id: 'undo', disabled: undoStep === null, onclick: undo, title: 'Take back your last action and the bots\' replies to it' }, 'Undo my last action'),
          h('button', { type: 'button', id: 'save', title: 'Downloads the whole match: every seat\'s secrets are in it', onclick: () => download(`${game.id}-${match.log.length}.json`, serializeMatch(match), 'application/json') }, 'Save the match'),
          outcome === null ? null : h('button', { type: 'button', id: 'watch', onclick: () => showReplay(game, at.steps, viewer, () => { table = at; renderTable(); }) }, 'Watch the replay'),
          h('button', { type: 'button', id: 'new', onclick: () => showSetup() }, 'New match')),
        h('h2', {}, 'What you saw'),
        story)),
  );
  // The newest lines in sight, without scrolling the page itself.
  story.scrollTop = story.scrollHeight;

  if (actor !== null && !actor.human && at.waiting === null && at.problem === '') askBot(at, actor.seat);
}

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (character) => `&#${character.charCodeAt(0)};`);
}

// ---------------------------------------------------------------------------------------------
// The replay viewer: the same self-contained file `killer-rules replay --html` writes, in a frame

function showReplay(game: AnyGameModule, steps: readonly ReplayStep[], perspective: Perspective, back: () => void): void {
  leaveTable();
  document.body.dataset.screen = 'replay';
  delete document.body.dataset.seat;
  delete document.body.dataset.step;
  const first = steps[0];
  if (first === undefined) return back();
  const seats = seatCount(game, first.match.state);
  const value = (choice: Perspective): string => (choice === null ? 'spectator' : String(choice));
  const select = h('select', { id: 'perspective', onchange: () => {
    const chosen = select.value === 'spectator' ? null : select.value === 'everything' ? 'everything' : Number(select.value);
    showReplay(game, steps, chosen, back);
  } },
    h('option', { value: 'spectator', selected: perspective === null }, 'a spectator'),
    ...Array.from({ length: seats }, (_, seat) => h('option', { value: seat, selected: perspective === seat }, seatTitle(game, first.match.state, seat))),
    h('option', { value: 'everything', selected: perspective === 'everything' }, 'everything (every seat, every secret)'));
  const html = replayHtml(game, steps, perspective);
  const frame = h('iframe', { id: 'replay-frame', title: `Replay of ${game.title}`, sandbox: 'allow-scripts' });
  frame.srcdoc = html;
  frame.addEventListener('load', () => frame.focus());
  root.replaceChildren(
    h('header', { class: 'bar' },
      h('h1', {}, `${game.title}: replay`),
      h('label', {}, 'As seen by ', select),
      h('button', { type: 'button', id: 'download-html', onclick: () => download(`${game.id}-replay-${value(perspective)}.html`, html, 'text/html') }, 'Download as one HTML file'),
      h('button', { type: 'button', id: 'back', onclick: back }, 'Back')),
    frame,
  );
}

showSetup();
