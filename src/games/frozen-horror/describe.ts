/** One English line per action and per event, for logs, UIs and the demo's narration. */
import type { FrozenHorrorEvent } from './events.js';
import type { FrozenHorrorAction, MoveCause } from './schemas.js';

const MOVE_TEXT: Readonly<Record<MoveCause, string>> = {
  accessKey: 'moves with its Access Key',
  quickMove: 'makes a Quick Move',
  evacuation: 'is evacuated',
  help: 'is pulled in by Help! HELP!',
  armedMan: 'runs toward the crowd (Don\'t Run Toward the Armed Man)',
  safeRetreat: 'makes a Safe Retreat',
  destroyedRoom: 'flees the destroyed room',
};

const STAY_TEXT: Readonly<Record<MoveCause, string>> = {
  accessKey: 'its Access Key moves it nowhere',
  quickMove: 'its Quick Move goes nowhere',
  evacuation: 'it cannot be evacuated',
  help: 'it cannot be pulled in',
  armedMan: 'the armed man cannot move',
  safeRetreat: 'it cannot retreat',
  destroyedRoom: 'it cannot leave the destroyed room',
};

const KILL_TEXT: Readonly<Record<'stayBack' | 'fire' | 'shot' | 'horror', string>> = {
  stayBack: 'shot for entering the Stay Back! room',
  fire: 'killed by the Fire',
  shot: 'shot by the armed man',
  horror: 'killed by the Horror',
};

function seats(list: readonly number[]): string {
  return list.length === 0 ? 'nobody' : list.map((seat) => `seat ${seat}`).join(', ');
}

/** One line describing an action. */
export function describeAction(action: FrozenHorrorAction): string {
  const who = `Seat ${action.player}`;
  switch (action.type) {
    case 'play-card':
      return `${who} plays Station card ${action.card} as ${action.as === 'key' ? 'an Access Key' : 'an Action'}.`;
    case 'move':
      return `${who} moves through passage ${action.passage}.`;
    case 'choose-colour':
      return `${who} chooses the ${action.colour} Access Key color.`;
    case 'choose-player':
      return `${who} chooses seat ${action.target}.`;
    case 'choose-room':
      return `${who} chooses room ${action.room}.`;
    case 'lock-passage':
      return `${who} places a Lockdown token on passage ${action.passage}.`;
    case 'reveal-identity':
      return action.reveal ? `${who} reveals the Identity card it looked at.` : `${who} keeps what it saw to itself.`;
    case 'pass':
      return `${who} passes.`;
  }
}

/** One line narrating an event. */
export function describeEvent(event: FrozenHorrorEvent): string {
  switch (event.type) {
    case 'round-began':
      return `Round ${event.round} begins; seat ${event.firstPlayer} is the First Player (order ${event.order.join(', ')}).`;
    case 'identity-dealt':
      return `Seat ${event.seat} is ${event.identity === 'horror' ? 'the HORROR' : 'HUMAN'}.`;
    case 'cards-dealt':
      return `Seat ${event.seat} is dealt Station cards ${event.cards.join(' and ')}.`;
    case 'deck-reshuffled':
      return `The discard pile is shuffled into a new Station deck of ${event.cards} cards.`;
    case 'removed-cards-returned':
      return `Not enough Station cards: the ${event.cards.length} removed cards return to the game.`;
    case 'card-played':
      return `Seat ${event.seat} plays "${event.name}" as ${event.as === 'key' ? 'an Access Key' : 'an Action'} (${event.first ? 'first' : 'second'} card).`;
    case 'moved':
      return event.colour === null
        ? `Seat ${event.seat} ${MOVE_TEXT[event.cause]} into the ${event.toName}.`
        : `Seat ${event.seat} ${MOVE_TEXT[event.cause]} through the ${event.colour} passage into the ${event.toName}.`;
    case 'stayed-put':
      return `Seat ${event.seat} stays put — ${STAY_TEXT[event.cause]}: ${event.reason === 'detained' ? 'it is detained' : 'no open passage of its colours leads to a room that stands'}.`;
    case 'shot-on-entering':
      return `Seat ${event.seat} enters seat ${event.holder}'s room and is shot (Stay Back!).`;
    case 'lockdown-placed':
      return `A Lockdown token closes ${event.colour} passage ${event.passage}.`;
    case 'fire-placed':
      return `Seat ${event.seat} sets the ${event.roomName} on fire.`;
    case 'player-detained':
      return `Seat ${event.seat} detains seat ${event.target}: it cannot move this round.`;
    case 'identity-revealed':
      return `Seat ${event.seat} reveals ${event.identity === 'horror' ? 'the HORROR' : 'a HUMAN'} Identity card.`;
    case 'identity-looked':
      return `Seat ${event.seat} looks at seat ${event.target}'s Identity card: ${event.identity === 'horror' ? 'the HORROR' : 'HUMAN'}.`;
    case 'identities-shuffled':
      return `Trust No One: seat ${event.seat} has every Identity card gathered, shuffled and dealt again.`;
    case 'no-effect':
      return `${event.card} (seat ${event.seat}) has no effect: ${event.reason}.`;
    case 'second-card-forfeited':
      return `Seat ${event.seat} revealed with Analysis Results and plays no second card.`;
    case 'player-killed':
      return `Seat ${event.seat} is ${KILL_TEXT[event.cause]} — it was ${event.identity === 'horror' ? 'the HORROR' : 'HUMAN'}.`;
    case 'hand-discarded':
      return `Seat ${event.seat} dies holding Station card${event.cards.length === 1 ? '' : 's'} ${event.cards.join(' and ')}, now face up on the discard pile.`;
    case 'identities-swapped':
      return `Seat ${event.seat} swaps Identity cards with seat ${event.target}.`;
    case 'identities-revealed':
      return `Identity cards are revealed: seat ${event.horror} is the HORROR, in the ${event.roomName}.`;
    case 'horror-attacked':
      return event.victims.length === 0
        ? `The Horror (seat ${event.horror}) finds no Human in the ${event.roomName}.`
        : `The Horror (seat ${event.horror}) attacks the ${event.roomName}: ${seats(event.victims)} at Priority ${event.priority ?? 0}.`;
    case 'cards-discarded':
      return `Clean up: ${event.discarded.length} cards to the discard pile, ${event.removed.length} removed from the game.`;
    case 'room-destroyed':
      return `The ${event.name} is destroyed${event.players.length === 0 ? '' : `; ${seats(event.players)} must leave`}.`;
    case 'game-ended':
      return event.reason === 'horror-killed'
        ? `The Horror (seat ${event.horror}) is dead: ${event.winners.length === 0 ? 'nobody survives to win' : `${seats(event.winners)} win`}.`
        : `Every Human is dead: the Horror (seat ${event.horror}) wins (${event.reason}).`;
  }
}
