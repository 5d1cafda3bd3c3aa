// @ts-check
/**
 * The API reference's shape, kept out of the sources: a typedoc plugin that
 *
 * - groups every module's members by what they are for (Game module, Config, Actions, Events,
 *   View, State, … in a game; Matches, Games, Errors, Bots, … in the engine), from the file each
 *   member is declared in and its name, so that `src/` carries no `@group` tags;
 * - orders the root module by what a newcomer needs first (`createMatch`, `applyAction`, …),
 *   the modules from the root entry to the adapters, and the guides before the games;
 * - names the guides and game pages by their titles, and links each game's module and module
 *   object to its rules page;
 * - keeps inline code in headings (`# Quad City Killers (`quad-city-killers`)`), which typedoc's
 *   table of contents and anchors otherwise drop.
 *
 * An engine member (or a module, guide or game page) that no rule below places is reported as a
 * warning, which fails `npm run docs` (`treatWarningsAsErrors`): a new file needs a line here, not
 * a tag in the source.
 */
import { basename, join, relative } from 'node:path';
import { readFileSync } from 'node:fs';
import { Application, Comment, Converter, KindRouter, ReflectionGroup, ReflectionKind } from 'typedoc';

/** Each guide's and game page's file name under `documents/` (typedoc would derive it from the title). */
const pageNames = new WeakMap();

/** typedoc's default router, with short, stable file names for the guides and game pages. */
class PageNameRouter extends KindRouter {
  /** @param {import('typedoc').Reflection} reflection */
  getIdealBaseName(reflection) {
    const name = pageNames.get(reflection);
    return name === undefined ? super.getIdealBaseName(reflection) : `documents/${name}`;
  }
}

/** The guides, in reading order: path from the repository root, title, page name, and summary. */
const GUIDES = [
  ['docs/README.md', 'Guide', 'guide', 'Concepts, determinism and seeds, hidden information, errors, bots and simulation, the two speeds, and writing your own game module.'],
  ['docs/server.md', 'Hosting a game on a server', 'server', 'The authoritative loop, seats, per-seat updates, secrets, journals and restore, Colyseus and boardgame.io.'],
  ['docs/agents.md', 'Learning agents', 'agents', 'Action spaces and observation tensors, environments in PettingZoo’s shape, the line protocol for Python and a worked example that learns.'],
  ['docs/performance.md', 'Performance', 'performance', 'Measured speeds of every game in both modes, with boardgame.io as the anchor, and the parallel simulation.'],
  ['CHANGELOG.md', 'Changelog', 'changelog', 'What changed in each version.'],
];

/** The modules in the order a reader meets them. */
const MODULE_ORDER = [
  'killer-rules',
  'killer-rules/core',
  'killer-rules/testing',
  'killer-rules/cereal-killer',
  'killer-rules/killercruise',
  'killer-rules/tatort-titanic',
  'killer-rules/frozen-horror',
  'killer-rules/quad-city-killers',
  'killer-rules/cereal-killer/board',
  'killer-rules/killercruise/board',
  'killer-rules/tatort-titanic/board',
  'killer-rules/frozen-horror/board',
  'killer-rules/quad-city-killers/board',
  'killer-rules/agents',
  'killer-rules/boardgame.io',
  'killer-rules/parallel',
];

/** The project's groups, in order, with what a reader finds in each. */
const PROJECT_GROUPS = [
  ['Guides', 'How the library fits together, how to host a game, how fast it is, and what changed.'],
  ['Games', 'Rules → actions, every ruling, the stand-in content and the bots’ strength, one page per game.'],
  ['Modules', 'One per import path: `killer-rules` has everything; each game is its own subpath, so an app bundles only the games it imports.'],
];

/** The groups of the engine's modules (the root entry, core, testing, the adapters), in order. */
const ENGINE_GROUPS = [
  ['Matches', 'Start a match, apply actions to it (typed, or untrusted from the wire), filter its events per seat, replay, save and load it.'],
  ['Games', 'The five game modules, the registry by id, and each game’s types as a type-only namespace (`CerealKiller.Question`).'],
  ['Errors', 'Refusals are data, never exceptions: the error codes, the engine’s own reason ids, and helpers for writing refusals.'],
  ['Bots', 'Player programs that see one seat’s view, never the state: random, heuristic, information-set MCTS, the guided search, and bots named on the command line.'],
  ['Simulation', 'Many games at once: playouts, simulations with summaries, and the mutable mode that bots search in.'],
  ['Randomness', 'The seeded random stream every game draws from, and how to save and restore it.'],
  ['Server and clients', 'What an authoritative server needs: per-seat updates, journals, unguessable seeds, JSON Schema for clients in other languages.'],
  ['The game contract', 'The `GameModule` interface every game implements and the types it is made of: what to write for a game of your own.'],
  ['Type helpers', 'The types of one game, read off its module: `ActionOf<typeof cerealKiller>`.'],
  ['Conformance kit', 'The generic checks every game module must pass, for your own modules too.'],
  ['JSON and content', 'Helpers for plain JSON data and for content tables shared between matches.'],
  ['Board', 'One seat’s view drawn as an SVG string: no DOM, no rules bundle, the same picture in a browser, a server or a test.'],
  ['Learning agents', 'Each game as a fixed action space and an observation tensor, and environments in PettingZoo’s shape (one game, or a vector of games in lockstep).'],
  ['Adapter', 'A killer-rules game as a boardgame.io game, with secure defaults.'],
  ['What boardgame.io holds', 'The shapes boardgame.io stores and sends: its `G`, what `playerView` shows, how a refusal reaches its seat.'],
];

/** The groups of a game's module, in order. */
const GAME_GROUPS = [
  ['Game module', 'The module object every function of the engine takes: pass it to `createMatch`, `applyAction`, `simulate`.'],
  ['Config', 'What `createMatch` accepts as `config` (the input; defaults are filled in) and the configuration a match keeps.'],
  ['Actions', 'What a seat may do: the action union `applyAction` takes, then one interface per action type.'],
  ['Events', 'What happened, one event per step of the rules; `eventsFor(events, seat)` keeps what a seat may see.'],
  ['View', 'What one seat (or a spectator) may know: what a client and a bot are shown.'],
  ['State', 'The whole game, secrets included: plain JSON that a server keeps and never sends.'],
  ['Outcome', 'How a game ends: the `Outcome.reason` ids and what the outcome carries.'],
  ['Refusals', 'The stable `reason` ids of the game’s refusals, one per rule, for an app to map to its own words (the game’s page lists them).'],
  ['Content', 'The stand-in components the rulebook leaves out, and their shape, to pass your own through the config.'],
  ['Bots', 'The game’s heuristic bot, and its guide for the guided search (`searchBot`).'],
  ['Rules', 'Rule tables and helpers of the rulebook that the game exports.'],
];

/** Engine members a newcomer needs first, in that order; the others follow in source order. */
const FIRST = [
  // Matches
  'createMatch', 'applyAction', 'applyUntrusted', 'eventsFor', 'replay', 'serializeMatch', 'deserializeMatch', 'Match', 'MatchOf',
  'CreateMatchOptions', 'CreateMatchResult', 'ApplyOptions', 'ApplyResult', 'ReplayOptions', 'MatchResult', 'DeserializeOptions',
  // Games
  'games', 'gameList', 'heuristicBots', 'searchGuides', 'RegisteredGameId',
  'cerealKiller', 'CerealKiller', 'killercruise', 'Killercruise', 'tatortTitanic', 'TatortTitanic', 'frozenHorror', 'FrozenHorror', 'quadCityKillers', 'QuadCityKillers',
  // Errors
  'GameError', 'ErrorCode', 'CoreRefusalReason',
  // Bots
  'Bot', 'BotInput', 'botInput', 'BotOf', 'randomBot', 'searchBot', 'SearchGuide', 'GuidedSearchOptions', 'ismctsBot', 'IsmctsOptions', 'botRollout',
  // Simulation
  'simulate', 'SimulateOptions', 'SimulateResult', 'SimulationSummary', 'playout', 'PlayoutOptions', 'simulateParallel', 'ParallelSimulateOptions',
  // Randomness
  'createRng', 'restoreRng', 'Rng', 'RngState',
  // Server and clients
  'seatUpdate', 'SeatUpdate', 'journalLine', 'loadJournal', 'randomSeed',
  // The game contract
  'GameModule', 'AnyGameModule', 'PlayerId', 'GameId', 'Outcome', 'StepResult',
  // Conformance kit
  'checkGameModule', 'CheckOptions',
  // boardgame.io
  'boardgameIoGame', 'BoardgameIoOptions',
];

/** The group of an engine member (the root entry, core, testing, the adapters), from its file and name. */
function engineGroup(/** @type {string} */ path, /** @type {string} */ name) {
  if (path.startsWith('src/games/')) return 'Games';
  if (path.startsWith('src/testing/')) return 'Conformance kit';
  if (path.startsWith('src/boards/')) return 'Board';
  if (path.startsWith('src/agents/')) return 'Learning agents';
  if (path.startsWith('src/adapters/boardgame.io/')) return /^boardgameIoGame$|Options$/.test(name) ? 'Adapter' : 'What boardgame.io holds';
  if (path === 'src/parallel/bot-spec.ts') return 'Bots';
  if (path.startsWith('src/parallel/')) return 'Simulation';
  if (path === 'src/seed.ts') return 'Server and clients';
  switch (path) {
    case 'src/core/match.ts':
    case 'src/core/events.ts':
      return 'Matches';
    case 'src/core/errors.ts':
      return 'Errors';
    case 'src/core/bots.ts':
    case 'src/core/ismcts.ts':
    case 'src/core/guided-search.ts':
      return 'Bots';
    case 'src/core/simulate.ts':
      return name === 'botInput' ? 'Bots' : 'Simulation';
    case 'src/core/world.ts':
      return 'Simulation';
    case 'src/core/rng.ts':
      return 'Randomness';
    case 'src/core/journal.ts':
    case 'src/core/seat-update.ts':
    case 'src/core/json-schema.ts':
      return 'Server and clients';
    case 'src/core/types.ts':
      if (name === 'GameError' || name === 'ErrorCode') return 'Errors';
      return /Of$/.test(name) ? 'Type helpers' : 'The game contract';
    case 'src/core/rules.ts':
    case 'src/core/seats.ts':
      return 'The game contract';
    case 'src/core/clone.ts':
    case 'src/core/json.ts':
    case 'src/core/content.ts':
      return 'JSON and content';
    default:
      return undefined;
  }
}

/**
 * The group of a member of a game's module, from its name first (types move between a game's
 * files; their names say what they are) and then from its file. Every member has one: what no
 * rule names is the rulebook's.
 */
function gameGroup(/** @type {string} */ path, /** @type {string} */ name, /** @type {boolean} */ isModuleObject) {
  const file = relative(path.split('/').slice(0, 3).join('/'), path);
  if (isModuleObject) return 'Game module';
  if (/[Rr]efusalReasons?$/.test(name) || /(^|\/)(errors|refusals)\.ts$/.test(file)) return 'Refusals';
  if (/EndReason$|Outcome$/.test(name)) return 'Outcome';
  if (/Config(Input)?$|^(DEFAULT|MIN|MAX)_PLAYERS$|^configSchema$/.test(name)) return 'Config';
  if (/Action$|^ACTION_TYPES$/.test(name)) return 'Actions';
  if (/Event$/.test(name) || file === 'events.ts') return 'Events';
  if (/CONTENT_ID|^STAND_IN|^contentId|^(content|city)Schema$/.test(name) || file === 'content.ts') return 'Content';
  if (/View$|^viewSchema$/.test(name) || file === 'view.ts') return 'View';
  if (file === 'bots.ts' || file === 'evaluate.ts') return 'Bots';
  if (file === 'schemas.ts' || file === 'setup.ts') return 'State';
  // What is left is the rulebook's: a rules section, or a helper beside the rules (the ship's ring,
  // the clue predicates).
  return 'Rules';
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.on(Application.EVENT_BOOTSTRAP_END, () => {
    const previous = app.options.getValue('markdownItLoader');
    app.options.setValue('markdownItLoader', (/** @type {any} */ parser) => {
      previous(parser);
      keepCodeInHeadings(parser);
    });
  });
  app.renderer.defineRouter('killer-rules', PageNameRouter);
  // After typedoc's own grouping (priority -100), which this replaces.
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => shape(app, context.project), -200);
}

/**
 * typedoc builds a heading's anchor and its table-of-contents entry from the heading's text tokens
 * only, so `# Tatort Titanic (`tatort-titanic`)` becomes "Tatort Titanic ()". Inline code in a
 * heading is turned into a text token that still renders as code.
 *
 * @param {any} parser markdown-it
 */
function keepCodeInHeadings(parser) {
  parser.core.ruler.push('killer-rules-code-in-headings', (/** @type {any} */ state) => {
    state.tokens.forEach((/** @type {any} */ token, /** @type {number} */ index) => {
      if (token.type !== 'inline' || state.tokens[index - 1]?.type !== 'heading_open') return;
      for (const child of token.children ?? []) {
        if (child.type !== 'code_inline') continue;
        child.type = 'text';
        child.meta = { ...child.meta, codeInHeading: true };
      }
    });
  });
  const text = parser.renderer.rules.text;
  parser.renderer.rules.text = (/** @type {any[]} */ tokens, /** @type {number} */ index, /** @type {any[]} */ ...rest) => {
    const token = tokens[index];
    if (token.meta?.codeInHeading) return `<code>${parser.utils.escapeHtml(token.content)}</code>`;
    return text(tokens, index, ...rest);
  };
}

/**
 * @param {import('typedoc').Application} app
 * @param {import('typedoc').ProjectReflection} project
 */
function shape(app, project) {
  const root = app.options.getValue('basePath') || process.cwd();
  const pathOf = (/** @type {import('typedoc').Reflection} */ reflection) => {
    const absolute = project.files.getReflectionPath(reflection);
    return absolute === undefined ? undefined : relative(root, absolute).replaceAll('\\', '/');
  };

  // The documents: titles for names, guides before games.
  const documents = project.documents ?? [];
  /** @type {Map<string, import('typedoc').DocumentReflection>} */
  const gamePages = new Map();
  const guides = [];
  const games = [];
  for (const document of documents) {
    const path = pathOf(document);
    const guide = GUIDES.find(([guidePath]) => guidePath === path);
    if (guide !== undefined) {
      document.name = guide[1];
      pageNames.set(document, guide[2]);
      document.frontmatter['summary'] ??= guide[3];
      guides.push(document);
    } else if (path !== undefined && path.startsWith('docs/games/')) {
      document.name = titleOf(join(root, path));
      document.frontmatter['summary'] ??= leadOf(join(root, path));
      pageNames.set(document, basename(path, '.md'));
      gamePages.set(basename(path, '.md'), document);
      games.push(document);
    } else {
      app.logger.warn(`docs/typedoc/plugin.mjs: the document ${path ?? document.name} is neither a guide nor a game page; add it to GUIDES`);
    }
  }
  guides.sort((a, b) => GUIDES.findIndex(([, name]) => name === a.name) - GUIDES.findIndex(([, name]) => name === b.name));

  // The modules, in reading order.
  const modules = [...(project.children ?? [])];
  for (const module of modules) {
    if (!MODULE_ORDER.includes(module.name)) app.logger.warn(`docs/typedoc/plugin.mjs: the module ${module.name} has no place in MODULE_ORDER`);
  }
  modules.sort((a, b) => MODULE_ORDER.indexOf(a.name) - MODULE_ORDER.indexOf(b.name));
  games.sort((a, b) => MODULE_ORDER.indexOf(`killer-rules/${pageNames.get(a)}`) - MODULE_ORDER.indexOf(`killer-rules/${pageNames.get(b)}`));
  project.children = modules;
  project.documents = [...guides, ...games];
  project.childrenIncludingDocuments = [...guides, ...games, ...modules];
  project.groups = [group(project, PROJECT_GROUPS, 'Guides', guides), group(project, PROJECT_GROUPS, 'Games', games), group(project, PROJECT_GROUPS, 'Modules', modules)];

  // Every module's members, grouped.
  for (const module of modules) {
    const gameId = /^killer-rules\/(.+)$/.exec(module.name)?.[1];
    const page = gameId === undefined ? undefined : gamePages.get(gameId);
    const isGame = page !== undefined;
    /** @type {Map<string, import('typedoc').DeclarationReflection[]>} */
    const byGroup = new Map();
    const groups = isGame ? GAME_GROUPS : ENGINE_GROUPS;
    const order = groups.map(([title]) => title);
    for (const child of module.children ?? []) {
      const target = child.isReference() ? child.getTargetReflectionDeep() : child;
      const path = project.getSymbolIdFromReflection(target)?.packagePath ?? '';
      const isModuleObject = isGame && target.kindOf(ReflectionKind.Variable) && path === `src/games/${gameId}/index.ts`;
      const title = isGame ? gameGroup(path, child.name, isModuleObject) : engineGroup(target.kindOf(ReflectionKind.Module) ? 'src/games/' : path, child.name);
      if (title === undefined) {
        app.logger.warn(`docs/typedoc/plugin.mjs: ${module.name}.${child.name} (from ${path || 'an unknown file'}) belongs to no group; add a rule for it`);
        continue;
      }
      if (!order.includes(title)) app.logger.warn(`docs/typedoc/plugin.mjs: the group ${title} is missing from ${isGame ? 'GAME_GROUPS' : 'ENGINE_GROUPS'}`);
      byGroup.set(title, [...(byGroup.get(title) ?? []), child]);
      if (child.isReference()) summarize(child, target);
      if (isModuleObject && page !== undefined) linkTo(target, page, 'Its rules, every ruling and the stand-in content: ');
    }
    if (page !== undefined) {
      linkTo(module, page, 'Rules → actions, every ruling, the stand-in content: ');
      linkFromPage(page, module);
    }
    const prefix = isGame ? pascal(gameId ?? '') : undefined;
    module.groups = [...byGroup]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([title, members]) => group(module, groups, title, members.sort((a, b) => rank(project, a, b, prefix))));
    module.childrenIncludingDocuments = module.groups.flatMap((one) => one.children);
    module.children = module.childrenIncludingDocuments.filter((child) => !child.isDocument());
  }
}

/** A group with its description from `groups`. */
function group(
  /** @type {import('typedoc').Reflection} */ owner,
  /** @type {string[][]} */ groups,
  /** @type {string} */ title,
  /** @type {any[]} */ children,
) {
  const made = new ReflectionGroup(title, owner);
  made.children = children;
  const description = groups.find(([name]) => name === title)?.[1];
  if (description !== undefined) made.description = [{ kind: 'text', text: description }];
  return made;
}

/**
 * Order within a group: a game's own union types first (`CerealKillerAction` before each
 * action), then the engine's newcomer-first names, then the order of the sources.
 */
function rank(
  /** @type {import('typedoc').ProjectReflection} */ project,
  /** @type {import('typedoc').DeclarationReflection} */ a,
  /** @type {import('typedoc').DeclarationReflection} */ b,
  /** @type {string | undefined} */ prefix,
) {
  if (prefix !== undefined) {
    const own = (/** @type {import('typedoc').DeclarationReflection} */ one) => (one.name.startsWith(prefix) ? 0 : 1);
    if (own(a) !== own(b)) return own(a) - own(b);
  }
  const first = (/** @type {import('typedoc').DeclarationReflection} */ one) => {
    const index = FIRST.indexOf(one.name);
    return index === -1 ? FIRST.length : index;
  };
  if (first(a) !== first(b)) return first(a) - first(b);
  const idA = project.getSymbolIdFromReflection(a.isReference() ? a.getTargetReflectionDeep() : a);
  const idB = project.getSymbolIdFromReflection(b.isReference() ? b.getTargetReflectionDeep() : b);
  if (idA === undefined || idB === undefined) return 0;
  if (idA.packagePath !== idB.packagePath) return idA.packagePath < idB.packagePath ? -1 : 1;
  return idA.pos - idB.pos;
}

/**
 * A re-export (`killer-rules/core` lists what the root entry documents) has no comment of its own,
 * so a module page would list it bare; it gets the first paragraph of what it re-exports.
 */
function summarize(
  /** @type {import('typedoc').ReferenceReflection} */ reference,
  /** @type {import('typedoc').Reflection} */ target,
) {
  if (reference.comment !== undefined) return;
  const comment = target.comment ?? (target.isDeclaration() ? target.signatures?.[0]?.comment : undefined);
  const summary = comment?.getShortSummary(true);
  if (summary !== undefined && summary.length > 0) reference.comment = new Comment(Comment.cloneDisplayParts(summary));
}

/** Appends a paragraph linking to `page` to the reflection's summary. */
function linkTo(
  /** @type {import('typedoc').Reflection} */ reflection,
  /** @type {import('typedoc').DocumentReflection} */ page,
  /** @type {string} */ lead,
) {
  const comment = reflection.comment;
  if (comment === undefined) return;
  if (comment.summary.some((part) => part.kind === 'inline-tag' && part.target === page)) return;
  comment.summary.push({ kind: 'text', text: `\n\n${lead}` }, { kind: 'inline-tag', tag: '@link', text: page.name, target: page }, { kind: 'text', text: '.' });
}

/** Puts a line linking to the game's module under the page's first heading. */
function linkFromPage(
  /** @type {import('typedoc').DocumentReflection} */ page,
  /** @type {import('typedoc').DeclarationReflection} */ module,
) {
  const first = page.content[0];
  if (first === undefined || first.kind !== 'text') return;
  const end = first.text.indexOf('\n');
  if (!first.text.startsWith('# ') || end === -1) return;
  page.content.splice(
    0,
    1,
    { kind: 'text', text: `${first.text.slice(0, end)}\n\nAPI reference: ` },
    { kind: 'inline-tag', tag: '@link', text: module.name, target: module },
    { kind: 'text', text: first.text.slice(end) },
  );
}

/** A game page's title: its first heading, without the id in code after it. */
function titleOf(/** @type {string} */ path) {
  const heading = /^# (.+)$/m.exec(readFileSync(path, 'utf8'))?.[1] ?? basename(path, '.md');
  return heading.replace(/\s*\(`[^`]*`\)\s*$/, '').trim();
}

/** A game page's first sentence under its heading, for the list of pages. */
function leadOf(/** @type {string} */ path) {
  // A page opens with its board's picture, above the heading: the lead is the first text below it.
  const blocks = readFileSync(path, 'utf8').split(/\n\s*\n/);
  const heading = blocks.findIndex((block) => block.startsWith('# '));
  const paragraph = blocks.slice(heading + 1).find((block) => block.trim() !== '' && !block.startsWith('#') && !block.startsWith('!['));
  const text = (paragraph ?? '').replace(/\s+/g, ' ').trim();
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

function pascal(/** @type {string} */ id) {
  return id.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}
