/**
 * Bots think here, off the page's thread, so that a search (ISMCTS) never freezes the page. The
 * worker is told a position and a seat, builds that seat's bot input — the seat's view and legal
 * actions, and worlds resampled for the seat, never the state itself — and answers one action.
 */
import { botInput, botRollout, createRng, games, heuristicBots, ismctsBot, randomBot, searchBot, searchGuides, type AnyGameModule, type Bot, type GameAction } from 'killer-rules';
import type { BotReply, BotRequest } from './bots.js';

const registry: Readonly<Record<string, AnyGameModule>> = games;

function botFor(request: BotRequest): Bot<unknown, GameAction> {
  const heuristic = heuristicBots[request.gameId];
  if (request.kind === 'heuristic' && heuristic !== undefined) return heuristic;
  const guide = searchGuides[request.gameId];
  // The guided search plays with the budget its game calibrated (about 200 ms a move on two cores).
  if (request.kind === 'search' && guide !== undefined) return searchBot(guide);
  if (request.kind === 'ismcts') {
    return ismctsBot({ iterations: request.iterations, ...(heuristic === undefined ? {} : { rollout: botRollout(heuristic) }) });
  }
  return randomBot;
}

self.addEventListener('message', (message: MessageEvent<BotRequest>) => {
  const request = message.data;
  let reply: BotReply;
  try {
    const game = registry[request.gameId];
    if (game === undefined) throw new Error(`unknown game ${request.gameId}`);
    const action = botFor(request)(botInput(game, request.match, request.seat, createRng(request.rngSeed)));
    reply = { ticket: request.ticket, ok: true, action };
  } catch (thrown) {
    reply = { ticket: request.ticket, ok: false, message: thrown instanceof Error ? thrown.message : String(thrown) };
  }
  self.postMessage(reply);
});
