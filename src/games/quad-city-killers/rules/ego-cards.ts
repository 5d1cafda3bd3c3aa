/**
 * 4. Ego Cards: "Ego Cards give you a unique Advantage over the other players when added to your
 * Killer Board (similar to an M.O. Weapon). You may declare an Ego as your M.O. at any time. You
 * don't need to kill with your Ego before declaring it." The rulebook's Gatsby: "You may flip an
 * additional Prey card at the beginning of your turn. (Once per Turn) (Action icon to declare.)"
 *
 * Tips & Tricks: "Ego abilities may be used at any time during your turn, but only once per turn."
 * — each within the moment its text names: Gatsby's flip before the turn's first Action (ruling
 * 15), an Attack bonus or cold trail while its holder chooses an Attack's cards, a free Travel or a
 * draw between Actions — and after the third, before the turn ends with the replenish ("End each
 * turn by replenishing your hand"), when the turn player's Ego is still unused (ruling 10; not under
 * the table rule `turnEndsAtThirdAction`).
 */
import type { Draft } from 'immer';
import type { Rng } from '../../../core/rng.js';
import type { GameError, PlayerId } from '../../../core/types.js';
import type { EgoAbility } from '../content.js';
import type { QuadCityKillersEvent } from '../events.js';
import type { DeclareEgoAction, QuadCityKillersState, UseEgoAction } from '../schemas.js';
import { illegal, notNow } from './errors.js';
import { placeOnBoard } from './killer-boards.js';
import { markActed, spendAction } from './player-turn.js';
import { revealPrey } from './prey-cards.js';
import { affordable, canDrawResource, cardName, canRevealPrey, heldEgo, holds, isSolo, resourceCard, situation, tableRules, type Situation } from './queries.js';
import { actionCost, drawInto, takeFromHand } from './resource-cards.js';
import { offerTravel } from './travel.js';

type S = QuadCityKillersState;
type D = Draft<S>;
type Events = QuadCityKillersEvent[];

/** Whether `seat` may declare `card`: an Ego in its hand, with an Action left if it shows the icon. */
export function canDeclareEgo(state: S, seat: PlayerId, card: number): boolean {
  const ego = resourceCard(state, card);
  return ego?.kind === 'ego' && holds(state, seat, card) && affordable(state, actionCost(ego));
}

/** Why `action` may not declare that Ego now, or `null`. */
export function checkDeclareEgo(state: S, action: DeclareEgoAction): GameError | null {
  if (situation(state) !== 'action') return notNow(state, action.type);
  if (canDeclareEgo(state, action.player, action.card)) return null;
  const ego = resourceCard(state, action.card);
  if (ego?.kind === 'ego' && holds(state, action.player, action.card)) {
    return illegal(
      'quad-city-killers/action-icon-needs-an-action',
      `2. Modifier Cards: "Resource Cards that have an (A) Action icon require an Action to use" — ${ego.name} needs an Action to declare, and none is left this turn`,
    );
  }
  return illegal('quad-city-killers/not-an-ego-in-hand', `4. Ego Cards: "You may declare an Ego as your M.O. at any time" — ${cardName(state, action.card)} is not an Ego card in your hand`);
}

/** Declares the Ego as the M.O.: onto the Killer Board, the M.O. or Ego held there discarded. */
export function applyDeclareEgo(draft: D, action: DeclareEgoAction, events: Events): void {
  const ego = resourceCard(draft, action.card);
  takeFromHand(draft, action.player, action.card);
  if (ego !== undefined) spendAction(draft, actionCost(ego), 'ego', events);
  markActed(draft);
  placeOnBoard(draft, action.player, action.card, events);
  events.push({ type: 'ego-declared', seat: action.player, card: action.card });
}

/** Whether `ability` fits the moment `now`: each within the moment its card names (ruling 15). */
function abilityFits(state: S, ability: EgoAbility, now: Situation): boolean {
  switch (ability.type) {
    case 'extra-prey':
      // "at the beginning of your turn": before the turn's first Action (solo has no turns).
      return now === 'action' && (isSolo(state) || !state.turn.acted) && canRevealPrey(state);
    case 'attack-bonus':
    case 'cold-trail':
      // They work on an Attack: while its holder chooses the Attack's cards.
      return now === 'weapon' || now === 'modifier';
    case 'free-travel':
      // Between Actions, or after the third before the turn ends (ruling 10).
      return now === 'action' || now === 'end-of-turn';
    case 'draw-card':
      return (now === 'action' || now === 'end-of-turn') && canDrawResource(state);
  }
}

/** Whether `seat` may use its Ego's ability now. */
export function canUseEgo(state: S, seat: PlayerId): boolean {
  const ego = heldEgo(state, seat);
  if (ego === null || state.turn.egoUsed) return false;
  return abilityFits(state, ego.ability, situation(state));
}

/**
 * Whether the turn, its third Action and everything that Action started done, waits for its player's
 * Ego (ruling 10): an Ego on the Killer Board, not used this turn, whose ability can be used after
 * the last Action — a free Travel, or a draw with a card left to draw. Public facts only: the Ego is
 * face up on the board, the once-per-turn mark is public, and so are the decks' sizes. Never under
 * the table rule `turnEndsAtThirdAction`: the turn is its three Actions.
 */
export function egoWaitsAtEndOfTurn(state: S): boolean {
  if (tableRules(state).turnEndsAtThirdAction) return false;
  const ego = heldEgo(state, state.turn.player);
  return ego !== null && !state.turn.egoUsed && abilityFits(state, ego.ability, 'end-of-turn');
}

/** Why `action` may not use the Ego now, or `null`. */
export function checkUseEgo(state: S, action: UseEgoAction): GameError | null {
  if (canUseEgo(state, action.player)) return null;
  const ego = heldEgo(state, action.player);
  if (ego === null) return illegal('quad-city-killers/no-ego-declared', '4. Ego Cards: you have no Ego declared as your M.O.');
  if (state.turn.egoUsed) return illegal('quad-city-killers/ego-once-per-turn', 'Tips & Tricks: "Ego abilities may be used at any time during your turn, but only once per turn" — used already');
  switch (ego.ability.type) {
    case 'extra-prey':
      return !canRevealPrey(state)
        ? illegal('quad-city-killers/no-prey-card-left', `4. Ego Cards: ${ego.name} flips a Prey card, and none is left`)
        : illegal('quad-city-killers/ego-beginning-of-turn', `4. Ego Cards: ${ego.name} — "You may flip an additional Prey card at the beginning of your turn", before your first Action (ruling 15)`);
    case 'attack-bonus':
    case 'cold-trail':
      return illegal('quad-city-killers/ego-works-on-an-attack', `4. Ego Cards: ${ego.name} works on an Attack — use it while choosing the Attack's cards`);
    case 'free-travel':
    case 'draw-card':
      return canDrawResource(state) || ego.ability.type === 'free-travel' ? notNow(state, action.type) : illegal('quad-city-killers/no-resource-card-left', `4. Ego Cards: ${ego.name} draws a card, and none is left`);
  }
}

/** Uses the Ego's ability. */
export function applyUseEgo(draft: D, action: UseEgoAction, rng: Rng, events: Events): void {
  const seat = draft.seats[action.player];
  const ego = heldEgo(draft, action.player);
  if (seat === undefined || seat.mo === null || ego === null) return;
  draft.turn.egoUsed = true;
  // Used after the third Action: the window closes, and the turn ends once the ability is done.
  if (draft.pending?.kind === 'end-of-turn') draft.pending = null;
  events.push({ type: 'ego-used', seat: action.player, card: seat.mo, ability: ego.ability.type });
  const attack = draft.attack;
  switch (ego.ability.type) {
    case 'extra-prey':
      revealPrey(draft, action.player, 'ego', rng, events);
      return;
    case 'attack-bonus':
      if (attack !== null) attack.egoBonus = ego.ability.value;
      return;
    case 'cold-trail':
      if (attack !== null) attack.coldTrail = true;
      return;
    case 'free-travel':
      markActed(draft);
      offerTravel(draft, action.player, 'anywhere', 'ego', events);
      return;
    case 'draw-card':
      markActed(draft);
      drawInto(draft, action.player, 1, 'ego', rng, events);
      return;
  }
}
