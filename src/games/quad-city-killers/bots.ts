/**
 * A readable heuristic player for Quad City Killers. It sees only its seat's view and the legal
 * actions, and plays by a few rules of thumb:
 *
 * - **Weigh the odds before attacking.** For every Prey in its city it works out the chance the
 *   three dice bring the best cards in hand over the Prey's Defense (Police, Heat and all), and
 *   attacks the best Prey only when that chance is good enough — higher in solo, where a failure
 *   costs Dexterity.
 * - **Manage the Heat.** It counts Heat in every chance, prefers cities where the Heat is low, and
 *   travels away from a hot city with nothing worth attacking.
 * - Otherwise: declare an Ego or keep an M.O. Weapon, hunt for Prey, discard its weakest cards,
 *   play Modifiers against a leader's likely kill, and Mulligan a failure it can still win.
 * - **An Ego left unused after the third Action** (ruling 10): a free Travel to a city clearly better
 *   for its next turn, a draw when the hand is full (the replenish would not fill it); else pass.
 * - **Table rules** (`config.rules`) ask nothing new of it: it plays the moments each reading gives
 *   or takes away (the Ego's after the third Action, a placement in a locked city) with the rules of
 *   thumb above — its Heat weighting already counts against placing a Prey in a maxed-out city — and
 *   the rival's Attack, the bands, a retry's Heat and a kept Ego change no decision it makes.
 */
import type { Bot } from '../../core/bots.js';
import type { PlayerId } from '../../core/types.js';
import type { QuadCityContent, ResourceCard } from './content.js';
import { HAND_SIZE, QUIET_HEAT_LEVELS, rollChances, type QuadCityKillersAction, type QuadCityKillersConfig } from './schemas.js';
import type { QuadCityKillersView } from './view.js';

/**
 * What the bot reasons over: its seat's view, with the printed content the view names by id (the
 * public content of the match's config) in place of the id.
 */
type View = Omit<QuadCityKillersView, 'content'> & { readonly content: QuadCityContent };
type Action = QuadCityKillersAction;

/** The chance that one roll of the dice totals at least `needed`. */
function atLeast(content: QuadCityContent, needed: number): number {
  const chances = rollChances(content.dice);
  let sum = 0;
  chances.forEach((chance, total) => {
    if (total >= Math.ceil(needed)) sum += chance;
  });
  return needed <= 0 ? 1 : sum;
}

/** The chance that two rolls together (a dice Weapon's and the Attack's) total at least `needed`. */
function atLeastTwice(content: QuadCityContent, needed: number): number {
  const once = rollChances(content.dice);
  let sum = 0;
  once.forEach((first, a) => {
    once.forEach((second, b) => {
      if (a + b >= needed) sum += first * second;
    });
  });
  return needed <= 0 ? 1 : sum;
}

function card(view: View, id: number | null): ResourceCard | undefined {
  return id === null ? undefined : view.content.resources[id];
}

/** What a Weapon adds: its Advantage, or (shield) the Defense it takes away; a dice Weapon counts as `dice`. */
function weaponValue(weapon: ResourceCard | undefined): { advantage: number; dice: boolean } {
  if (weapon?.kind !== 'weapon') return { advantage: 0, dice: false };
  const advantage = weapon.advantage;
  if (advantage.type === 'dice') return { advantage: 0, dice: true };
  return { advantage: advantage.value, dice: false };
}

/** The Prey's Defense as the Attack will face it, before cards: printed, Police, Heat. */
function defenseOf(view: View, city: number, prey: number): number {
  const here = view.cities[city];
  const card = view.content.prey[prey];
  if (here === undefined || card === undefined) return 99;
  let police = 0;
  for (const onMap of here.prey) if (onMap.card !== prey && view.content.prey[onMap.card]?.police === true) police++;
  return card.defense + police + Math.max(0, here.heat - QUIET_HEAT_LEVELS);
}

/** The seat's fixed Advantage against `prey`: Dexterity, Victimology, a held M.O. Weapon. */
function baseAdvantage(view: View, seat: PlayerId, prey: number): number {
  const me = view.seats[seat];
  const board = me === undefined ? undefined : view.content.killers[me.killer];
  const target = view.content.prey[prey];
  if (me === undefined || board === undefined || target === undefined) return 0;
  const mo = card(view, me.mo);
  const moBonus = mo?.kind === 'weapon' && mo.advantage.type === 'mo' ? mo.advantage.moBonus : 0;
  const victimology = (target.hair === board.victimology.hair ? 1 : 0) + (target.eye === board.victimology.eye ? 1 : 0);
  return (board.dexterity[me.dexterity] ?? 0) + victimology + moBonus;
}

/** The chance an Attack with `weapon` and `modifier` (and `extra` Advantage) kills `prey` in `city`. */
function chance(view: View, seat: PlayerId, city: number, prey: number, weapon: number | null, modifier: number | null, extra = 0): number {
  const w = weaponValue(card(view, weapon));
  const m = card(view, modifier);
  const modifierValue = m?.kind === 'modifier' ? m.value : 0;
  const needed = defenseOf(view, city, prey) - baseAdvantage(view, seat, prey) - w.advantage - modifierValue - extra;
  return w.dice ? atLeastTwice(view.content, needed) : atLeast(view.content, needed);
}

interface Plan {
  readonly prey: number;
  readonly weapon: number | null;
  readonly modifier: number | null;
  readonly chance: number;
  readonly worth: number;
}

/** The best Attack on a Prey of `city` with the cards in hand (a Modifier with the Action icon only if `actionsForIcon`). */
function bestPlan(view: View, seat: PlayerId, city: number, actionsForIcon: boolean): Plan | null {
  const hand = view.hand ?? [];
  const weapons: (number | null)[] = [null, ...hand.filter((id) => card(view, id)?.kind === 'weapon')];
  const modifiers: (number | null)[] = [null, ...hand.filter((id) => { const c = card(view, id); return c?.kind === 'modifier' && (actionsForIcon || !c.actionIcon); })];
  let best: Plan | null = null;
  for (const onMap of view.cities[city]?.prey ?? []) {
    const notoriety = view.content.prey[onMap.card]?.notoriety ?? 0;
    for (const weapon of weapons) {
      for (const modifier of modifiers) {
        const odds = chance(view, seat, city, onMap.card, weapon, modifier);
        // A kill is worth its Notoriety and the cards under the Prey; spending cards costs a little.
        const spent = (weapon === null ? 0 : 0.3) + (modifier === null ? 0 : 0.3);
        const worth = odds * (notoriety + 1 + 0.5 * onMap.under.length) - spent;
        if (best === null || worth > best.worth) best = { prey: onMap.card, weapon, modifier, chance: odds, worth };
      }
    }
  }
  return best;
}

/** How attractive a city is for the seat: its best Prey's odds and worth, less its Heat. */
function cityScore(view: View, seat: PlayerId, city: number): number {
  const plan = bestPlan(view, seat, city, true);
  const heat = view.cities[city]?.heat ?? 1;
  const locked = view.players === 1 && heat >= view.content.heatLevels;
  return locked ? -99 : (plan?.worth ?? 0) - 0.4 * Math.max(0, heat - 2);
}

/** The seat most likely to win: the most Notoriety, then the highest Dexterity. */
function leader(view: View, except: PlayerId): PlayerId | null {
  let best: PlayerId | null = null;
  for (const seat of view.seats) {
    if (seat.seat === except) continue;
    const current = best === null ? undefined : view.seats[best];
    if (current === undefined || seat.notoriety + seat.dexterity > current.notoriety + current.dexterity) best = seat.seat;
  }
  return best;
}

/** The least useful card in hand: Scenario cards it cannot use, then the weakest Weapons and Modifiers. */
function weakestCard(view: View, hand: readonly number[]): number | null {
  let worst: number | null = null;
  let worstValue = Number.POSITIVE_INFINITY;
  for (const id of hand) {
    const c = card(view, id);
    let value = 1;
    if (c?.kind === 'weapon') value = c.advantage.type === 'dice' ? 2 : c.advantage.type === 'mo' ? 2.5 : c.advantage.value;
    else if (c?.kind === 'modifier') value = c.value + c.trophy;
    else if (c?.kind === 'ego') value = 3;
    else if (c?.kind === 'scenario') value = c.scene === 'mulligan' ? 2 : 1.5;
    if (value < worstValue) {
      worstValue = value;
      worst = id;
    }
  }
  return worst;
}

function find<T extends Action['type']>(legal: readonly Action[], type: T, test: (action: Extract<Action, { type: T }>) => boolean = () => true): Extract<Action, { type: T }> | undefined {
  return legal.find((action): action is Extract<Action, { type: T }> => action.type === type && test(action as Extract<Action, { type: T }>));
}

function choosePlacement(view: View, seat: PlayerId, legal: readonly Action[]): Action | undefined {
  const mine = view.seats[seat]?.city ?? null;
  // Put the Prey where this seat is; when replacing, throw out the Prey it could least use.
  const options = legal.filter((action): action is Extract<Action, { type: 'place-prey' }> => action.type === 'place-prey');
  let best: Action | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const option of options) {
    let score = option.city === mine ? 2 : 0;
    if (option.replacing !== null) score -= (view.content.prey[option.replacing]?.notoriety ?? 0) * 0.5;
    score -= 0.3 * Math.max(0, (view.cities[option.city]?.heat ?? 1) - 2);
    if (score > bestScore) {
      bestScore = score;
      best = option;
    }
  }
  return best;
}

function chooseTurnAction(view: View, seat: PlayerId, legal: readonly Action[]): Action | undefined {
  const solo = view.players === 1;
  const me = view.seats[seat];
  const city = me?.city ?? null;
  const hand = view.hand ?? [];
  const actionsLeft = view.turn.actionsLeft;
  if (me === undefined || city === null) return undefined;
  // Gatsby's flip comes first, or never.
  const ego = find(legal, 'use-ego');
  const held = card(view, me.mo);
  if (ego !== undefined && held?.kind === 'ego' && held.ability.type !== 'free-travel') return ego;
  if (solo && find(legal, 'refill') !== undefined && hand.length < 4) return find(legal, 'refill');
  const plan = bestPlan(view, seat, city, solo || actionsLeft >= 2);
  const threshold = solo ? 0.7 : actionsLeft === 1 ? 0.35 : 0.5;
  if (plan !== null && plan.chance >= threshold) {
    const attack = find(legal, 'attack', (action) => action.prey === plan.prey);
    if (attack !== undefined) return attack;
  }
  // Declare an Ego when the board is empty (or holds only an Ego it likes less).
  if (me.mo === null && (solo || actionsLeft >= 2)) {
    const declare = find(legal, 'declare-ego');
    if (declare !== undefined) return declare;
  }
  // Manage the Heat: go where the odds are, unless here is as good.
  const here = cityScore(view, seat, city);
  let target = city;
  for (let other = 0; other < view.cities.length; other++) if (cityScore(view, seat, other) > cityScore(view, seat, target) + 0.5) target = other;
  if (target !== city) {
    if (ego !== undefined && held?.kind === 'ego' && held.ability.type === 'free-travel') return ego;
    const roadTrip = find(legal, 'play-scenario', (action) => { const c = card(view, action.card); return c?.kind === 'scenario' && c.scene === 'road-trip'; });
    if (roadTrip !== undefined) return roadTrip;
    if (solo) return find(legal, 'travel-to', (action) => action.city === target);
    if (here < 0.5 || (view.cities[city]?.heat ?? 1) > QUIET_HEAT_LEVELS) return find(legal, 'travel');
  }
  // Out of Body Experience: trade places with the seat in the best city, and attack there.
  const oob = find(legal, 'play-scenario', (action) => { const c = card(view, action.card); return c?.kind === 'scenario' && c.scene === 'out-of-body'; });
  if (oob !== undefined && target !== city) return oob;
  // Mess with the leader: send their pawn away, frame their M.O.
  const lead = leader(view, seat);
  const frame = find(legal, 'play-scenario', (action) => { const c = card(view, action.card); return c?.kind === 'scenario' && c.scene === 'frame-job'; });
  if (frame !== undefined && lead !== null && view.seats[lead]?.mo !== null) return frame;
  const tip = find(legal, 'play-scenario', (action) => { const c = card(view, action.card); return c?.kind === 'scenario' && c.scene === 'anonymous-tip'; });
  if (tip !== undefined && lead !== null) return tip;
  // Hunt while the city is thin on Prey.
  if ((view.cities[city]?.prey.length ?? 0) < 3) {
    const hunt = find(legal, 'hunt');
    if (hunt !== undefined) return hunt;
  }
  if (solo) {
    if (find(legal, 'refill') !== undefined) return find(legal, 'refill');
    const hunt = find(legal, 'hunt');
    if (hunt !== undefined && (view.cities[city]?.prey.length ?? 0) < 4) return hunt;
    // Nothing good here: move on to the best city that is not this one.
    let best: Action | undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const option of legal) {
      if (option.type !== 'travel-to') continue;
      const score = cityScore(view, seat, option.city);
      if (score > bestScore) {
        bestScore = score;
        best = option;
      }
    }
    if (plan !== null && plan.chance >= 0.5) return find(legal, 'attack', (action) => action.prey === plan.prey);
    return best ?? find(legal, 'hunt');
  }
  const weakest = weakestCard(view, hand);
  if (weakest !== null && hand.length >= 4) return find(legal, 'discard', (action) => action.card === weakest);
  if (plan !== null && plan.chance >= 0.3) {
    const attack = find(legal, 'attack', (action) => action.prey === plan.prey);
    if (attack !== undefined) return attack;
  }
  return find(legal, 'hunt') ?? find(legal, 'travel');
}

function chooseCard(view: View, seat: PlayerId, legal: readonly Action[], slot: 'weapon' | 'modifier'): Action | undefined {
  const attack = view.attack;
  if (attack === null) return undefined;
  const ego = find(legal, 'use-ego');
  const held = card(view, view.seats[seat]?.mo ?? null);
  if (ego !== undefined && held?.kind === 'ego' && (held.ability.type === 'attack-bonus' || held.ability.type === 'cold-trail')) return ego;
  let best: Action | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const option of legal) {
    if (option.type !== (slot === 'weapon' ? 'choose-weapon' : 'choose-modifier')) continue;
    const id = 'card' in option ? option.card : null;
    const odds =
      slot === 'weapon'
        ? chance(view, seat, attack.city, attack.prey, id, bestModifierFor(view, seat, attack.city, attack.prey, id), attack.egoBonus)
        : chance(view, seat, attack.city, attack.prey, attack.weapon, id, attack.egoBonus);
    const c = card(view, id);
    // Cards are worth keeping: use the cheapest one that does the job; an M.O. Weapon is worth claiming.
    const cost = c === undefined ? 0 : c.kind === 'modifier' ? 0.04 * c.value - 0.1 * c.trophy : c.kind === 'weapon' && c.advantage.type === 'mo' ? -0.05 : 0.03;
    const score = odds - cost;
    if (score > bestScore) {
      bestScore = score;
      best = option;
    }
  }
  return best;
}

function bestModifierFor(view: View, seat: PlayerId, city: number, prey: number, weapon: number | null): number | null {
  let best: number | null = null;
  let bestOdds = chance(view, seat, city, prey, weapon, null);
  for (const id of view.hand ?? []) {
    const c = card(view, id);
    if (c?.kind !== 'modifier') continue;
    const odds = chance(view, seat, city, prey, weapon, id);
    if (odds > bestOdds) {
      bestOdds = odds;
      best = id;
    }
  }
  return best;
}

function chooseAnswer(view: View, seat: PlayerId, legal: readonly Action[]): Action | undefined {
  const attack = view.attack;
  const pass = find(legal, 'pass');
  if (attack === null) return pass;
  const attacker = view.seats[attack.attacker];
  const board = attacker === undefined ? undefined : view.content.killers[attacker.killer];
  const me = view.seats[seat];
  // Spend a card against an attacker who is ahead, or one kill from the end of its scale.
  const dangerous = attacker !== undefined && board !== undefined && me !== undefined && (attacker.notoriety > me.notoriety || attacker.dexterity >= board.dexterity.length - 2);
  if (!dangerous) return pass;
  const now = chance(view, attack.attacker, attack.city, attack.prey, attack.weapon, attack.modifier, attack.egoBonus);
  let best: Action | undefined = pass;
  let bestDrop = 0.15;
  for (const option of legal) {
    if (option.type !== 'play-against') continue;
    const c = card(view, option.card);
    if (c?.kind !== 'modifier') continue;
    const after = chance(view, attack.attacker, attack.city, attack.prey, attack.weapon, attack.modifier, attack.egoBonus - c.value);
    if (now - after > bestDrop) {
      bestDrop = now - after;
      best = option;
    }
  }
  return best;
}

function choosePlayer(view: View, seat: PlayerId, legal: readonly Action[]): Action | undefined {
  const pending = view.pending;
  const options = legal.filter((action): action is Extract<Action, { type: 'choose-player' }> => action.type === 'choose-player');
  if (pending?.kind === 'player' && pending.scene === 'out-of-body') {
    let best = options[0];
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const option of options) {
      const city = view.seats[option.target]?.city ?? null;
      const score = city === null ? -99 : cityScore(view, seat, city);
      if (score > bestScore) {
        bestScore = score;
        best = option;
      }
    }
    return best;
  }
  const lead = leader(view, seat);
  return options.find((option) => option.target === lead) ?? options[0];
}

function chooseCity(view: View, seat: PlayerId, legal: readonly Action[]): Action | undefined {
  const pending = view.pending;
  const options = legal.filter((action): action is Extract<Action, { type: 'choose-city' }> => action.type === 'choose-city');
  const mine = view.seats[seat]?.city ?? null;
  if (pending?.kind === 'city' && pending.scene === 'anonymous-call') {
    // Call the police where the leader hunts, never at home.
    const lead = leader(view, seat);
    const theirs = lead === null ? null : (view.seats[lead]?.city ?? null);
    return options.find((option) => option.city === theirs && option.city !== mine) ?? options.find((option) => option.city !== mine) ?? options[0];
  }
  // Anonymous Tip: send the pawn to the hottest city.
  let best = options[0];
  for (const option of options) if ((view.cities[option.city]?.heat ?? 0) > (view.cities[best?.city ?? 0]?.heat ?? 0)) best = option;
  return best;
}

function chooseTravel(view: View, seat: PlayerId, legal: readonly Action[]): Action | undefined {
  let best: Action | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const option of legal) {
    if (option.type !== 'travel-to') continue;
    const score = cityScore(view, seat, option.city);
    if (score > bestScore) {
      bestScore = score;
      best = option;
    }
  }
  return best;
}

/**
 * The Ego's moment after the third Action (ruling 10): the turn ends with the replenish whatever it
 * does. A free Travel is worth it to a city clearly better for its next turn (the same margin as a
 * Travel in the turn); a draw only with a full hand, since the replenish draws up to five anyway.
 */
function chooseAtEndOfTurn(view: View, seat: PlayerId, legal: readonly Action[]): Action | undefined {
  const pass = find(legal, 'pass');
  const use = find(legal, 'use-ego');
  const me = view.seats[seat];
  const held = card(view, me?.mo ?? null);
  const city = me?.city ?? null;
  if (use === undefined || held?.kind !== 'ego' || city === null) return pass;
  if (held.ability.type === 'draw-card') return (view.hand?.length ?? 0) >= HAND_SIZE ? use : pass;
  if (held.ability.type !== 'free-travel') return pass;
  const here = cityScore(view, seat, city);
  for (let other = 0; other < view.cities.length; other++) if (other !== city && cityScore(view, seat, other) > here + 0.5) return use;
  return pass;
}

function decide(view: View, seat: PlayerId, legal: readonly Action[]): Action | undefined {
  const types = new Set(legal.map((action) => action.type));
  if (types.has('place-prey')) return choosePlacement(view, seat, legal);
  if (types.has('choose-weapon')) return chooseCard(view, seat, legal, 'weapon');
  if (types.has('choose-modifier')) return chooseCard(view, seat, legal, 'modifier');
  if (types.has('play-against') || (view.attack?.step === 'answers' && types.has('pass'))) return chooseAnswer(view, seat, legal);
  if (types.has('claim-mo')) {
    const held = card(view, view.seats[seat]?.mo ?? null);
    return held?.kind === 'weapon' ? find(legal, 'pass') : find(legal, 'claim-mo');
  }
  if (view.attack?.step === 'after-failure') {
    const attack = view.attack;
    const mulligan = find(legal, 'play-scenario');
    const retry = chance(view, seat, attack.city, attack.prey, attack.weapon, bestModifierFor(view, seat, attack.city, attack.prey, attack.weapon));
    return mulligan !== undefined && retry >= 0.4 ? mulligan : find(legal, 'pass');
  }
  if (types.has('choose-player')) return choosePlayer(view, seat, legal);
  if (types.has('choose-city')) return chooseCity(view, seat, legal);
  if (view.pending?.kind === 'travel') return chooseTravel(view, seat, legal);
  if (view.pending?.kind === 'scene-attack') {
    const city = view.seats[seat]?.city ?? 0;
    const plan = bestPlan(view, seat, city, true);
    return plan === null ? undefined : find(legal, 'attack', (action) => action.prey === plan.prey);
  }
  if (view.pending?.kind === 'end-of-turn') return chooseAtEndOfTurn(view, seat, legal);
  if (view.pending?.kind === 'discard') {
    const weakest = weakestCard(view, view.hand ?? []);
    const c = card(view, weakest);
    return weakest !== null && c !== undefined && (c.kind === 'scenario' || (c.kind === 'weapon' && c.advantage.type === 'standard' && c.advantage.value <= 1))
      ? find(legal, 'discard', (action) => action.card === weakest)
      : find(legal, 'pass');
  }
  return chooseTurnAction(view, seat, legal);
}

/**
 * The heuristic bot (see the module comment). It reads the printed cards from `input.config`, the
 * match's public configuration, so it plays on any content.
 */
export const heuristicBot: Bot<QuadCityKillersView, QuadCityKillersAction, QuadCityKillersConfig> = ({ view, legal, player, rng, config }) => {
  const chosen = decide({ ...view, content: config.content }, player, legal);
  return chosen !== undefined && legal.includes(chosen) ? chosen : rng.pick(legal);
};
