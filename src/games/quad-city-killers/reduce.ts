/**
 * The reducer as recipes: `checkAction` refuses what the rules forbid, naming the rule; `applyAction`
 * carries an accepted action out on a draft and runs the game on to the next decision. `rules` is
 * both, for the two speeds (`reduce` through immer, `openWorld` in place).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../core/rng.js';
import { reduceWith } from '../../core/rules.js';
import type { GameRules } from '../../core/types.js';
import type { GameError, PlayerId } from '../../core/types.js';
import type { QuadCityKillersEvent } from './events.js';
import type { QuadCityKillersAction, QuadCityKillersState } from './schemas.js';
import { pickLegal } from './legal.js';
import { applyAttack, applyChooseModifier, applyChooseWeapon, checkAttack, checkChooseModifier, checkChooseWeapon } from './rules/attack.js';
import { applyPassAfterFailure, checkPassAfterFailure } from './rules/attack-continued.js';
import {
  applyChooseCity,
  applyChoosePlayer,
  applyPlayScenario,
  checkChooseCity,
  checkChoosePlayer,
  checkPlayScenario,
} from './rules/create-a-scene.js';
import { applyDiscard, applyPassDiscard, checkDiscard, checkPassDiscard } from './rules/discard.js';
import { applyDeclareEgo, applyUseEgo, checkDeclareEgo, checkUseEgo } from './rules/ego-cards.js';
import { gameOver, notNow, notYourTurn } from './rules/errors.js';
import { applyHunt, checkHunt } from './rules/hunt.js';
import { applyPassAnswer, applyPlayAgainst, checkPassAnswer, checkPlayAgainst } from './rules/modifier-cards.js';
import { applyPlacePrey, checkPlacePrey } from './rules/prey-cards.js';
import { applyPassEndOfTurn, applyRefill, checkPassEndOfTurn, checkRefill } from './rules/player-turn.js';
import { isActive, situation } from './rules/queries.js';
import { settle } from './rules/settle.js';
import { applyTravel, applyTravelTo, checkTravel, checkTravelTo } from './rules/travel.js';
import { applyClaimMo, applyPassClaim, checkClaimMo, checkPassClaim } from './rules/weapon-cards.js';
import { writes } from './writes.js';

type S = QuadCityKillersState;
type Events = QuadCityKillersEvent[];

/** `pass` declines whatever optional choice is open: an answer, a Mulligan, a claim, a second discard, the Ego after the third Action. */
function checkPass(state: S, type: string): GameError | null {
  switch (situation(state)) {
    case 'answers':
      return checkPassAnswer(state, type);
    case 'after-failure':
      return checkPassAfterFailure(state, type);
    case 'claim':
      return checkPassClaim(state, type);
    case 'discard':
      return checkPassDiscard(state, type);
    case 'end-of-turn':
      return checkPassEndOfTurn(state, type);
    default:
      return notNow(state, type);
  }
}

function applyPass(draft: Draft<S>, player: PlayerId, rng: Rng, events: Events): void {
  switch (situation(draft)) {
    case 'answers':
      applyPassAnswer(draft, player, events);
      return;
    case 'after-failure':
      applyPassAfterFailure(draft, events);
      return;
    case 'claim':
      applyPassClaim(draft, events);
      return;
    case 'discard':
      applyPassDiscard(draft, player, rng, events);
      return;
    case 'end-of-turn':
      applyPassEndOfTurn(draft, player, rng, events);
      return;
    default:
      return;
  }
}

/** Why `action` may not be taken in `state`, or `null` if the rules allow it. Reads only; allocates nothing when it accepts. */
export function checkAction(state: S, action: QuadCityKillersAction): GameError | null {
  if (state.outcome !== null) return gameOver(state);
  if (!isActive(state, action.player)) return notYourTurn(state, action.player);
  switch (action.type) {
    case 'place-prey':
      return checkPlacePrey(state, action);
    case 'hunt':
      return checkHunt(state, action);
    case 'travel':
      return checkTravel(state, action);
    case 'travel-to':
      return checkTravelTo(state, action);
    case 'attack':
      return checkAttack(state, action);
    case 'choose-weapon':
      return checkChooseWeapon(state, action);
    case 'choose-modifier':
      return checkChooseModifier(state, action);
    case 'play-against':
      return checkPlayAgainst(state, action);
    case 'pass':
      return checkPass(state, action.type);
    case 'claim-mo':
      return checkClaimMo(state, action);
    case 'play-scenario':
      return checkPlayScenario(state, action);
    case 'choose-player':
      return checkChoosePlayer(state, action);
    case 'choose-city':
      return checkChooseCity(state, action);
    case 'declare-ego':
      return checkDeclareEgo(state, action);
    case 'use-ego':
      return checkUseEgo(state, action);
    case 'discard':
      return checkDiscard(state, action);
    case 'refill':
      return checkRefill(state, action);
  }
}

/** Carries out an action `checkAction` accepted, on a draft, then runs the game on to the next decision. */
export function applyAction(draft: Draft<S>, action: QuadCityKillersAction, rng: Rng, events: Events): void {
  switch (action.type) {
    case 'place-prey':
      applyPlacePrey(draft, action, events);
      break;
    case 'hunt':
      applyHunt(draft, action, rng, events);
      break;
    case 'travel':
      applyTravel(draft, action, rng, events);
      break;
    case 'travel-to':
      applyTravelTo(draft, action, events);
      break;
    case 'attack':
      applyAttack(draft, action, events);
      break;
    case 'choose-weapon':
      applyChooseWeapon(draft, action, events);
      break;
    case 'choose-modifier':
      applyChooseModifier(draft, action, events);
      break;
    case 'play-against':
      applyPlayAgainst(draft, action, events);
      break;
    case 'pass':
      applyPass(draft, action.player, rng, events);
      break;
    case 'claim-mo':
      applyClaimMo(draft, action, events);
      break;
    case 'play-scenario':
      applyPlayScenario(draft, action, events);
      break;
    case 'choose-player':
      applyChoosePlayer(draft, action, events);
      break;
    case 'choose-city':
      applyChooseCity(draft, action, events);
      break;
    case 'declare-ego':
      applyDeclareEgo(draft, action, events);
      break;
    case 'use-ego':
      applyUseEgo(draft, action, rng, events);
      break;
    case 'discard':
      applyDiscard(draft, action, rng, events);
      break;
    case 'refill':
      applyRefill(draft, rng, events);
      break;
  }
  settle(draft, rng, events);
}

/** Quad City Killers' rules as recipes: one check, one apply; the config (and its content) is never written. */
export const rules: GameRules<S, QuadCityKillersAction, QuadCityKillersEvent> = {
  check: checkAction,
  apply: (draft, action, rng, events) => applyAction(draft as Draft<S>, action, rng, events),
  constant: ['config'],
  pickLegal,
  writes,
};

/** The immutable mode: check, then apply through immer. */
export const reduce = /* @__PURE__ */ reduceWith(rules);
