/** One English line per action and per event, for logs, UIs and narration. */
import type { QuadCityKillersEvent } from './events.js';
import type { QuadCityKillersAction } from './schemas.js';

function card(id: number | null): string {
  return id === null ? 'none' : `card ${id}`;
}

/** One line describing an action. */
export function describeAction(action: QuadCityKillersAction): string {
  const who = `Seat ${action.player}`;
  switch (action.type) {
    case 'place-prey':
      return action.replacing === null
        ? `${who} places the revealed Prey in city ${action.city}.`
        : `${who} places the revealed Prey in city ${action.city}, replacing Prey ${action.replacing}.`;
    case 'hunt':
      return `${who} hunts: a Prey card is revealed.`;
    case 'travel':
      return `${who} travels: the dice are rolled.`;
    case 'travel-to':
      return `${who} goes to city ${action.city}.`;
    case 'attack':
      return `${who} attacks Prey ${action.prey}.`;
    case 'choose-weapon':
      return `${who} attacks with weapon ${card(action.card)}.`;
    case 'choose-modifier':
      return `${who} adds modifier ${card(action.card)}.`;
    case 'play-against':
      return `${who} plays modifier card ${action.card} against the attack.`;
    case 'pass':
      return `${who} passes.`;
    case 'claim-mo':
      return `${who} claims the weapon as its M.O.`;
    case 'play-scenario':
      return `${who} plays scenario card ${action.card}.`;
    case 'choose-player':
      return `${who} chooses seat ${action.target}.`;
    case 'choose-city':
      return `${who} chooses city ${action.city}.`;
    case 'declare-ego':
      return `${who} declares Ego card ${action.card} as its M.O.`;
    case 'use-ego':
      return `${who} uses its Ego's ability.`;
    case 'discard':
      return `${who} discards card ${action.card}.`;
    case 'refill':
      return `${who} refills the hand to six.`;
  }
}

/** One line narrating an event. */
export function describeEvent(event: QuadCityKillersEvent): string {
  switch (event.type) {
    case 'rolled-off':
      return `Roll-off for ${event.purpose === 'winner' ? 'the win' : 'the first turn'}: ${event.seats.map((seat, at) => `seat ${seat} ${event.totals[at] ?? 0}`).join(', ')}.`;
    case 'first-player':
      return `Seat ${event.seat} begins (${event.by === 'config' ? 'as configured' : event.by === 'defense' ? 'highest Prey Defense' : 'after a roll-off'}).`;
    case 'turn-began':
      return `Turn ${event.turn}: seat ${event.seat}.`;
    case 'turn-ended':
      return `Seat ${event.seat}'s turn ${event.turn} ends.`;
    case 'action-spent':
      return `Seat ${event.seat} spends an Action (${event.on}); ${event.actionsLeft} left.`;
    case 'prey-revealed':
      return `Prey ${event.prey} is revealed for seat ${event.seat}.`;
    case 'prey-placed':
      return event.replaced === null
        ? `Prey ${event.prey} goes to city ${event.city}.`
        : `Prey ${event.prey} goes to city ${event.city}, replacing Prey ${event.replaced}.`;
    case 'pawn-placed':
      return `Seat ${event.seat}'s Skull Pawn starts in city ${event.city}.`;
    case 'deck-reshuffled':
      return `The ${event.deck === 'prey' ? 'Prey' : 'Resource'} discard pile is shuffled into a new deck of ${event.size}.`;
    case 'drew':
      return `Seat ${event.seat} draws ${event.count} card${event.count === 1 ? '' : 's'}.`;
    case 'cards-drawn':
      return `Seat ${event.seat} drew ${event.cards.map((id) => `card ${id}`).join(', ')}.`;
    case 'cards-discarded':
      return `${event.seat === null ? 'Cards' : `Seat ${event.seat}'s cards`} ${event.cards.join(', ')} go to the discard pile.`;
    case 'travel-rolled':
      return `Seat ${event.seat} rolls ${event.total} to travel: ${event.reach === 'none' ? 'nowhere' : event.reach === 'state' ? 'its own state' : 'any city'}.`;
    case 'travelled':
      return event.from === event.to ? `Seat ${event.seat} stays in city ${event.to}.` : `Seat ${event.seat} moves from city ${event.from} to city ${event.to}.`;
    case 'attack-began':
      return `Seat ${event.seat} attacks Prey ${event.prey} in city ${event.city}.`;
    case 'card-chosen':
      return `Seat ${event.seat}'s ${event.as}: ${card(event.card)}.`;
    case 'played-against':
      return `Seat ${event.seat} plays card ${event.card} against seat ${event.attacker}'s attack.`;
    case 'passed':
      return `Seat ${event.seat} passes.`;
    case 'attack-rolled':
      return `Seat ${event.seat} totals ${event.total} against Defense ${event.defense}: ${event.success ? 'success' : 'failure'}.`;
    case 'prey-killed':
      return `Seat ${event.seat} kills Prey ${event.prey} (${event.notoriety} Notoriety).`;
    case 'cards-under-prey':
      return `Cards ${event.cards.join(', ')} are left under Prey ${event.prey}.`;
    case 'dexterity-moved':
      return `Seat ${event.seat}'s Dexterity moves from spot ${event.from} to spot ${event.to}.`;
    case 'heat-bumped':
      return `The Heat in city ${event.city} rises to ${event.to}.`;
    case 'lockdown':
      return `City ${event.city} is in Lockdown.`;
    case 'mo-claimed':
      return `Seat ${event.seat} claims card ${event.card} as its M.O.`;
    case 'mo-discarded':
      return `Seat ${event.seat} discards its M.O. or Ego, card ${event.card}.`;
    case 'trophy-collected':
      return `Seat ${event.seat} adds card ${event.card} to its collection (+${event.notoriety} Notoriety).`;
    case 'scenario-played':
      return `Seat ${event.seat} plays the Scenario card ${event.card} (${event.scene}).`;
    case 'scenario-against-you':
      return `Scenario card ${event.card} (${event.scene}) plays against you: ${event.effect}.`;
    case 'rival-killed':
      return `A rival kills Prey ${event.prey} in city ${event.city}.`;
    case 'ego-declared':
      return `Seat ${event.seat} declares Ego card ${event.card} as its M.O.`;
    case 'ego-used':
      return `Seat ${event.seat} uses its Ego (${event.ability}).`;
    case 'game-ended':
      return `The game is over (${event.reason}): ${event.winners.length === 0 ? 'nobody wins' : `seat ${event.winners.join(', ')} wins`}; Notoriety ${event.scores.join(', ')}.`;
  }
}
