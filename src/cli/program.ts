/**
 * The `killer-rules` command line: `simulate`, `play`, `replay`, `merge` and `env`, parsed by commander. Every
 * error comes out as one line on standard error — exit code 2 for what the user typed wrong, 1 for
 * a run that could not finish — never as a stack trace.
 */
import { Command, CommanderError } from 'commander';
import { gameList } from '../games/index.js';
import { envCommand, type EnvFlags } from './env-command.js';
import { RunError, UsageError, type CliIo } from './io.js';
import { mergeCommand, type MergeFlags } from './merge-command.js';
import { playCommand, type PlayFlags } from './play-command.js';
import { replayCommand, type ReplayFlags } from './replay-command.js';
import { simulateCommand, type SimulateFlags } from './simulate-command.js';

/** Exit code of a usage error (bad flags or arguments). */
export const EXIT_USAGE = 2;
/** Exit code of a run that could not finish. */
export const EXIT_FAILURE = 1;

function oneLine(text: string): string {
  return text.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ').trim();
}

/** Builds the program; each command's action stores its exit code in `exit`. */
function program(io: CliIo, worker: URL, version: string, exit: { code: number }): Command {
  const root = new Command('killer-rules')
    .description(`Simulate, play and replay the games of killer-rules: ${gameList.map((game) => game.id).join(', ')}.`)
    .version(version, '-V, --version', 'print the version of killer-rules')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.out(text), writeErr: (text) => io.err(text), outputError: () => undefined })
    .allowExcessArguments(false)
    .showHelpAfterError(false);

  root
    .command('simulate')
    .description('Play many games with bots and report win rates (95% Wilson intervals), reasons and lengths.')
    .argument('<game>', 'the game id')
    .option('-n, --games <n>', 'how many games', '1000')
    .option('-s, --seed <seed>', 'game i is seeded <seed>/<i> (default: a random seed, printed)')
    .option('-b, --bots <bots>', 'one bot for every seat, or one per seat, comma-separated: random, heuristic, search[:iterations] (the strong one), ismcts[:iterations[:heuristic]], <module>#<export>', 'random')
    .option('-w, --workers <k>', 'worker threads (default: one per core; 1 plays on the main thread)')
    .option('--config <json>', 'the game configuration, as JSON')
    .option('--shard <i/n>', 'play only shard i (from 0) of n: games with index % n === i (needs --seed)')
    .option('--max-steps <n>', 'stop a game after this many actions (it counts as unfinished)')
    .option('--json', 'print the summary as one JSON object on standard output, and nothing else')
    .action(async (game: string, flags: SimulateFlags) => {
      exit.code = await simulateCommand(game, flags, io, worker);
    });

  root
    .command('play')
    .description('Play one seat in the terminal against bots, seeing only what that seat may see.')
    .argument('<game>', 'the game id')
    .option('--seat <seat>', 'your seat', '0')
    .option('-b, --bots <bots>', 'the other seats\' bots: one for all, or one per other seat: random, heuristic, search[:iterations], ismcts[:iterations[:heuristic]], <module>#<export> (default: heuristic, or ismcts:300 where a game has none)')
    .option('-s, --seed <seed>', 'the match seed (default: a random seed, printed)')
    .option('--config <json>', 'the game configuration, as JSON')
    .option('--save <file>', 'save the match when it ends (for replay)')
    .action(async (game: string, flags: PlayFlags) => {
      exit.code = await playCommand(game, flags, io);
    });

  root
    .command('replay')
    .description('Narrate a saved match (a serializeMatch save or a journal) action by action, as a spectator sees it, or write it as an HTML replay viewer (--html).')
    .argument('<file>', 'the save or journal')
    .option('--seat <seat>', 'narrate as this seat sees it')
    .option('--reveal', 'show every action and every event, secrets included')
    .option('--html <file>', 'write a self-contained HTML replay viewer (boards and narration, step with the arrow keys) instead of narrating')
    .action((file: string, flags: ReplayFlags) => {
      exit.code = replayCommand(file, flags, io);
    });

  root
    .command('merge')
    .description('Add up the simulate --json reports of the shards of one study (or of runs under other seeds) into one report.')
    .argument('<files...>', 'the reports, e.g. shard-*.json')
    .option('--json', 'print the merged report as one JSON object')
    .action((files: string[], flags: MergeFlags) => {
      exit.code = mergeCommand(files, flags, io);
    });
  root
    .command('env')
    .description('Serve learning environments (PettingZoo AEC, and vectors of them) to any language over a JSON line protocol (docs/agents.md).')
    .option('--stdio', 'read requests from standard input, one JSON object a line, and answer each on standard output')
    .action(async (flags: EnvFlags) => {
      exit.code = await envCommand(flags, io);
    });
  return root;
}

/**
 * Runs the command line with `args` (without `node` and the script) and returns the exit code.
 * `worker` is the parallel worker module `simulate --workers` starts; `version` is what
 * `--version` prints.
 */
export async function runCli(args: readonly string[], io: CliIo, worker: URL, version = 'unknown'): Promise<number> {
  const exit = { code: 0 };
  if (args.length === 0) {
    io.err('killer-rules: missing command: simulate, play, replay, merge or env (see killer-rules --help)\n');
    return EXIT_USAGE;
  }
  try {
    await program(io, worker, version, exit).parseAsync([...args], { from: 'user' });
    return exit.code;
  } catch (thrown) {
    if (thrown instanceof CommanderError) {
      if (thrown.exitCode === 0) return 0;
      io.err(`killer-rules: ${oneLine(thrown.message)}\n`);
      return EXIT_USAGE;
    }
    if (thrown instanceof UsageError) {
      io.err(`killer-rules: ${oneLine(thrown.message)}\n`);
      return EXIT_USAGE;
    }
    if (thrown instanceof RunError) {
      io.err(`killer-rules: ${oneLine(thrown.message)}\n`);
      return EXIT_FAILURE;
    }
    // A bug of ours: still one line, but say so.
    io.err(`killer-rules: internal error: ${oneLine(thrown instanceof Error ? thrown.message : String(thrown))}\n`);
    return EXIT_FAILURE;
  } finally {
    io.close();
  }
}
