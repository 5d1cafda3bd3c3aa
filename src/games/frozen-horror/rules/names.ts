/** The printed names of the Actions and of the decisions they ask for, for refusals and descriptions. */
import type { ActionKind } from '../content.js';
import type { Decision, LockCause, MoveCause, PlayerChoiceCause, RoomChoiceCause } from '../schemas.js';

/** Each Action's printed title (the stand-in title for the four invented ones). */
export const ACTION_NAMES: Readonly<Record<ActionKind, string>> = {
  trustNoOne: 'Trust No One',
  cardsOnTheTable: 'Cards on the Table',
  detained: 'Detained!',
  dnaScanner: 'DNA Scanner',
  armedMan: "Don't Run Toward the Armed Man",
  evacuation: 'Evacuation',
  help: 'Help! HELP!',
  quickMove: 'Quick Move',
  lockTheRoom: 'LOCK THE ROOM!',
  lockedIn: "No… It's You Who's Locked In Here With Me!",
  safeRetreat: 'Safe Retreat',
  alarmGreen: 'Alarm: Green',
  accessDenied: 'Alarm: Access Denied',
  alarmBlue: 'Alarm: Blue',
  alarmOrange: 'Alarm: Orange',
  analysisResults: 'Analysis Results',
  stayBack: 'Stay Back!',
  flamethrower: 'Flamethrower',
  alarmGold: 'Alarm: Gold',
  bloodTest: 'Blood Test',
  hideInTheVents: 'Hide in the Vents',
};

// The tables below read ACTION_NAMES, so they are built in a pure function: a bundler drops them
// when unused (a property read at module level might have side effects, as far as it knows).
const MOVE_RULES: Readonly<Record<MoveCause, string>> = /* @__PURE__ */ (() => ({
  accessKey: 'Station Cards › Access Key',
  quickMove: 'Quick Move',
  evacuation: 'Evacuation',
  help: 'Help! HELP!',
  armedMan: ACTION_NAMES.armedMan,
  safeRetreat: 'Safe Retreat',
  destroyedRoom: 'Clean Up › destroyed room',
}))();

const PLAYER_RULES: Readonly<Record<PlayerChoiceCause, string>> = /* @__PURE__ */ (() => ({
  cardsOnTheTable: ACTION_NAMES.cardsOnTheTable,
  detained: ACTION_NAMES.detained,
  analysisResults: ACTION_NAMES.analysisResults,
  bloodTest: ACTION_NAMES.bloodTest,
  armedManShot: ACTION_NAMES.armedMan,
  lockedIn: ACTION_NAMES.lockedIn,
}))();

const ROOM_RULES: Readonly<Record<RoomChoiceCause, string>> = /* @__PURE__ */ (() => ({
  dnaScanner: ACTION_NAMES.dnaScanner,
  evacuation: ACTION_NAMES.evacuation,
  lockTheRoom: ACTION_NAMES.lockTheRoom,
  flamethrower: ACTION_NAMES.flamethrower,
}))();

const LOCK_RULES: Readonly<Record<LockCause, string>> = /* @__PURE__ */ (() => ({
  accessDenied: ACTION_NAMES.accessDenied,
  alarmBlue: ACTION_NAMES.alarmBlue,
  alarmGold: ACTION_NAMES.alarmGold,
  alarmGreen: ACTION_NAMES.alarmGreen,
  alarmOrange: ACTION_NAMES.alarmOrange,
}))();

/** The rule (a card's name or a rulebook section) behind a move. */
export function moveRule(cause: MoveCause): string {
  return MOVE_RULES[cause];
}

/** The card or section that asks for `decision`. */
export function ruleOf(decision: Decision): string {
  switch (decision.kind) {
    case 'move':
      return MOVE_RULES[decision.cause];
    case 'colour':
      return ACTION_NAMES.quickMove;
    case 'player':
      return PLAYER_RULES[decision.cause];
    case 'pull':
      return ACTION_NAMES.help;
    case 'room':
      return ROOM_RULES[decision.cause];
    case 'lock':
      return LOCK_RULES[decision.cause];
    case 'reveal':
      return ACTION_NAMES.analysisResults;
    case 'retreat':
      return ACTION_NAMES.safeRetreat;
  }
}

/** What the deciding seat must do, in words ("choose a room"). */
export function taskOf(decision: Decision): string {
  switch (decision.kind) {
    case 'move':
      return 'choose the passage to move through';
    case 'colour':
      return 'choose an Access Key color';
    case 'player':
      return decision.cause === 'armedManShot' ? 'choose the player to shoot' : decision.cause === 'lockedIn' ? 'choose the player to swap Identity cards with' : 'choose a player';
    case 'pull':
      return 'choose a player to pull into its room, or pass';
    case 'room':
      return 'choose a room';
    case 'lock':
      return 'choose the passage for the Lockdown token';
    case 'reveal':
      return 'decide whether to reveal the Identity it looked at';
    case 'retreat':
      return 'choose a passage to retreat through, or pass';
  }
}
