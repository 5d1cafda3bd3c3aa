/**
 * 3. Attack (cont.): "If your total is greater than or equal to the chosen Prey's Defense, Success!
 * BUMP your Dexterity up 1 space and add the Prey Card to your Collection. If unsuccessful, place
 * the spent Resource Cards under the Prey and leave them on the board. Either way, BUMP the Heat in
 * that city, but only once per turn in each city. Note: Both Bumps are only once per turn! If you
 * successfully Attack a Prey with Resource cards under it, add those cards to your hand."
 *
 * The total: Dexterity + the Weapon's Advantage + the Modifier + Victimology (+1 per matching hair
 * or eye colour) + a held M.O. Weapon's bonus + the Ego's bonus + the roll. The Defense: the printed
 * Defense + 1 per other Police Prey in the city + 1 per Heat level above the third + the Modifiers
 * played against the Attack − a shield Weapon.
 *
 * 1. Weapon Cards: "if you fail an Attack, you must discard your M.O." (an Ego declared as the M.O.
 * too, ruling 14 — unless the table rule `failedAttackKeepsEgo` reads it as the M.O. Weapon's
 * alone). Solo Play: "if you fail, discard any Resource cards used", and Dexterity drops.
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError } from '../../../core/types.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { AttackResult, QuadCityKillersState } from '../schemas.js';
import { checkLockdownLoss, endSolo } from './ending-a-solo-game.js';
import { endByNotoriety } from './ending-the-game.js';
import { notNow } from './errors.js';
import {
  allLockedDown,
  dexterityValue,
  heatDefense,
  heldEgo,
  isSolo,
  lastSpot,
  moBonus,
  policeDefense,
  preyCard,
  resourceCard,
  situation,
  tableRules,
  victimologyBonus,
} from './queries.js';
import { rollDice, totalOf } from './tools-of-your-trade.js';
import { bumpDexterityDown, bumpDexterityUp, bumpHeat } from './tracking.js';

type S = QuadCityKillersState;
type D = Draft<S>;
type Events = QuadCityKillersEvent[];

/** Rolls and totals the Attack once every answer is in; a success kills, a failure waits for a Mulligan or fails at once. */
export function resolveAttack(draft: D, rng: Rng, events: Events): void {
  const attack = draft.attack;
  if (attack === null) return;
  const seat = attack.attacker;
  const weapon = attack.weapon === null ? undefined : resourceCard(draft, attack.weapon);
  let weaponAdvantage = 0;
  let shield = 0;
  let weaponRoll: number[] | null = null;
  if (weapon?.kind === 'weapon') {
    const advantage = weapon.advantage;
    if (advantage.type === 'standard' || advantage.type === 'mo') weaponAdvantage = advantage.value;
    else if (advantage.type === 'shield') shield = advantage.value;
    else {
      // "Roll 3 dice to determine your Advantage": rolled before the Attack roll.
      weaponRoll = rollDice(draft, rng);
      weaponAdvantage = totalOf(weaponRoll);
    }
  }
  const roll = rollDice(draft, rng);
  const modifier = attack.modifier === null ? undefined : resourceCard(draft, attack.modifier);
  const total =
    dexterityValue(draft, seat) +
    weaponAdvantage +
    (modifier?.kind === 'modifier' ? modifier.value : 0) +
    victimologyBonus(draft, seat, attack.prey) +
    moBonus(draft, seat) +
    attack.egoBonus +
    totalOf(roll);
  let against = 0;
  for (const answer of attack.answers) {
    const card = resourceCard(draft, answer.card);
    if (card?.kind === 'modifier') against += card.value;
  }
  const defense = preyCard(draft, attack.prey).defense + policeDefense(draft, attack.city, attack.prey) + heatDefense(draft, attack.city) + against - shield;
  const result: AttackResult = { roll, weaponRoll, total, defense, success: total >= defense };
  events.push({ type: 'attack-rolled', seat, prey: attack.prey, roll: roll.slice(), weaponRoll: weaponRoll === null ? null : weaponRoll.slice(), total, defense, success: result.success });
  if (result.success) {
    killed(draft, rng, events);
    return;
  }
  if (!isSolo(draft) && draft.turn.actionsLeft >= 1) {
    // A Mulligan is played "Upon failing an Attack": the attacker may answer before the failure
    // takes effect. The step opens on every failure with an Action left, Mulligan in hand or not,
    // so that it gives nothing of the hand away.
    attack.step = 'after-failure';
    // A cast, not immer's castDraft: importing any value from immer puts all of immer in an app's
    // bundle (its module sets up an Immer instance at load), about 3 KB gzipped for an identity.
    attack.result = result as Draft<typeof result>;
    return;
  }
  failed(draft, null, events);
}

/**
 * Whether this Attack leaves the Heat as it is, by its Scenario card: Out of Body Experience's "If
 * successful, Heat remains the same", and a Mulligan's retry either way — the card is played "to
 * gain no Heat and attempt to Kill the same Prey", so the attempt it buys gains none (ruling 8);
 * under the table rule `mulliganRetryGainsHeat` the retry gains Heat like any attempted Attack.
 */
function sceneKeepsHeat(draft: D, success: boolean): boolean {
  const scene = draft.attack?.scene ?? null;
  const card = scene === null ? undefined : resourceCard(draft, scene);
  if (card?.kind !== 'scenario') return false;
  if (card.scene === 'mulligan') return !tableRules(draft).mulliganRetryGainsHeat;
  return success && card.scene === 'out-of-body';
}

/** Ends the Attack; in solo it also ends the "turn" the once-per-turn Ego ability counts (ruling 17). */
export function finishAttack(draft: D): void {
  draft.attack = null;
  if (isSolo(draft)) draft.turn.egoUsed = false;
}

/** A success: the Prey to the collection, the cards under it to the hand, Dexterity and Heat bumped, the cards used discarded (or claimed, or collected). */
function killed(draft: D, rng: Rng, events: Events): void {
  const attack = draft.attack;
  const seat = attack === null ? undefined : draft.seats[attack.attacker];
  const here = attack === null ? undefined : draft.cities[attack.city];
  if (attack === null || seat === undefined || here === undefined) return;
  const player = attack.attacker;
  const at = here.prey.findIndex((onMap) => onMap.card === attack.prey);
  const [gone] = here.prey.splice(at, 1);
  const taken = gone === undefined ? [] : gone.under.slice();
  seat.collection.push(attack.prey);
  for (const card of taken) {
    seat.hand.push(card);
    // Everyone saw these cards under the Prey: in the killer's hand they are known (resample keeps them).
    if (!isSolo(draft)) seat.shown.push(card);
  }
  events.push({ type: 'prey-killed', seat: player, prey: attack.prey, city: attack.city, notoriety: preyCard(draft, attack.prey).notoriety, cardsTaken: taken });
  bumpDexterityUp(draft, player, events);
  const discarded: number[] = [];
  if (attack.modifier !== null) {
    const modifier = resourceCard(draft, attack.modifier);
    if (modifier?.kind === 'modifier' && modifier.trophy > 0) {
      seat.trophies.push(attack.modifier);
      events.push({ type: 'trophy-collected', seat: player, card: attack.modifier, notoriety: modifier.trophy });
    } else {
      discarded.push(attack.modifier);
    }
  }
  for (const answer of attack.answers) discarded.push(answer.card);
  if (!sceneKeepsHeat(draft, true) && !attack.coldTrail) bumpHeat(draft, attack.city, 'attack', events);
  const ending = seat.dexterity >= lastSpot(draft, player) || (isSolo(draft) && allLockedDown(draft));
  const weapon = attack.weapon === null ? undefined : resourceCard(draft, attack.weapon);
  const claimable = weapon?.kind === 'weapon' && weapon.advantage.type === 'mo' && !ending;
  if (attack.weapon !== null && !claimable) discarded.push(attack.weapon);
  if (discarded.length > 0) {
    draft.resourceDiscard.push(...discarded);
    events.push({ type: 'cards-discarded', seat: player, cards: discarded, cause: 'attack' });
  }
  attack.modifier = null;
  attack.answers = [];
  if (!claimable) attack.weapon = null;
  if (seat.dexterity >= lastSpot(draft, player)) {
    // "When the first player reaches the end of their Dexterity Scale, the game is over" — at once (ruling 2).
    if (isSolo(draft)) endSolo(draft, 'dexterity-scale-completed', events);
    else endByNotoriety(draft, 'dexterity', rng, events);
    return;
  }
  checkLockdownLoss(draft, events);
  if (draft.outcome !== null) return;
  if (claimable) {
    attack.step = 'claim';
    attack.result = null;
    return;
  }
  finishAttack(draft);
}

/**
 * A failure: the spent cards under the Prey (solo: discarded), a held M.O. or Ego discarded (an Ego
 * stays under `failedAttackKeepsEgo`), the Heat bumped — unless `mulligan` (the Mulligan card played
 * now) takes the Heat away and keeps the Weapon for the retry, or this failure is a Mulligan's retry
 * (ruling 8) — and, in solo, Dexterity down.
 */
export function failed(draft: D, mulligan: number | null, events: Events): void {
  const attack = draft.attack;
  const seat = attack === null ? undefined : draft.seats[attack.attacker];
  if (attack === null || seat === undefined) return;
  const player = attack.attacker;
  const spent: number[] = [];
  if (attack.weapon !== null && mulligan === null) spent.push(attack.weapon);
  if (attack.modifier !== null) spent.push(attack.modifier);
  for (const answer of attack.answers) spent.push(answer.card);
  if (spent.length > 0) {
    if (isSolo(draft)) {
      draft.resourceDiscard.push(...spent);
      events.push({ type: 'cards-discarded', seat: player, cards: spent, cause: 'solo-failure' });
    } else {
      const onMap = draft.cities[attack.city]?.prey.find((prey) => prey.card === attack.prey);
      onMap?.under.push(...spent);
      events.push({ type: 'cards-under-prey', prey: attack.prey, cards: spent });
    }
  }
  if (seat.mo !== null && !(tableRules(draft).failedAttackKeepsEgo && heldEgo(draft, player) !== null)) {
    draft.resourceDiscard.push(seat.mo);
    events.push({ type: 'mo-discarded', seat: player, card: seat.mo, cause: 'failed-attack' });
    seat.mo = null;
  }
  if (mulligan === null && !sceneKeepsHeat(draft, false) && !attack.coldTrail) bumpHeat(draft, attack.city, 'attack', events);
  if (isSolo(draft)) {
    if (!bumpDexterityDown(draft, player, events)) {
      endSolo(draft, 'fell-below-dexterity-scale', events);
      return;
    }
    checkLockdownLoss(draft, events);
    if (draft.outcome !== null) return;
  }
  if (mulligan !== null) {
    // "attempt to Kill the same Prey with the same Weapon": a new attempt, its Modifier and answers to come.
    draft.attack = {
      attacker: player,
      city: attack.city,
      prey: attack.prey,
      step: 'modifier',
      weapon: attack.weapon,
      modifier: null,
      answers: [],
      waiting: [],
      scene: mulligan,
      egoBonus: attack.egoBonus,
      coldTrail: attack.coldTrail,
      result: null,
    };
    events.push({ type: 'attack-began', seat: player, prey: attack.prey, city: attack.city, scene: mulligan });
    return;
  }
  finishAttack(draft);
}

/** Why `pass` may not decline the Mulligan now, or `null` (the attacker, after a failure). */
export function checkPassAfterFailure(state: S, type: string): GameError | null {
  return situation(state) === 'after-failure' ? null : notNow(state, type);
}

/** The attacker plays no Mulligan: the failure takes effect. */
export function applyPassAfterFailure(draft: D, events: Events): void {
  const attacker = draft.attack?.attacker ?? 0;
  events.push({ type: 'passed', seat: attacker, at: 'after-failure' });
  failed(draft, null, events);
}
