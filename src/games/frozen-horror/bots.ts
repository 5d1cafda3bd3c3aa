/**
 * A heuristic bot for This Game Is Killer: Frozen Horror: cheap, readable, and playing like a
 * sensible person from its seat's view alone (and the public content of the match's config).
 *
 * It reads the table once per decision:
 *
 * - **Who may be the Horror.** Every living seat whose Identity card the bot has not seen is
 *   equally likely to hold the HORROR card (the deal and Trust No One shuffle uniformly); a card it
 *   has seen — its own, a revealed one, one it looked at — is certain. This is exactly what a
 *   sampled world (`sampleWorld`) would tell it, so it does not sample: the chances are read off
 *   the view.
 * - **Where everyone ends the round.** A seat that has played its Access Key, is detained, or has
 *   forfeited its second card stays where it is; a seat still to move stays with chance 0.15 (an
 *   Access Key must move its player if it can) and otherwise walks into one of the rooms an open
 *   passage leads to, equally likely.
 *
 * From that, each room has a **danger** for a Human (the chance the Horror ends there, times the
 * chance that no other Human there shows a higher Priority — the Horror kills the highest) and a
 * **hunting value** for the Horror (the Humans expected there, those showing Priority 2 counted
 * most). A room the Fire burns, or a Stay Back! room walked into, is death for either.
 *
 * It plays by the match's table rules (`config.rules`): legal actions follow them anyway, and where
 * they change what a good move is, so does its reading — a Stay Back! room is death at the end of
 * the round too under `stayBackAtEndOfRound`, and Help! HELP! reaches only the rooms next door under
 * `helpPullsThroughPassages`.
 *
 * - **Humans keep away from the likely Horror.** On the first card the bot weighs its two plans
 *   (which card is the Access Key, which the Action): the safest room the key can take it to, at
 *   the Priority the plan gives it (Help! HELP! and Hide in the Vents: 0; Analysis Results: 1;
 *   else the key's), with what the Action adds — Safe Retreat and the identity swap take most of
 *   the danger away, Stay Back! shoots whoever walks in, the information cards (Analysis Results,
 *   Blood Test, Cards on the Table, DNA Scanner) tell it whom to fear, Evacuation clears its room,
 *   LOCK THE ROOM! and the Alarms shut the way in. It kills only a seat it is confident holds the
 *   HORROR card: the armed man's shot and the Flamethrower are played as Actions when a seat it
 *   believes at least even odds to be the Horror is in reach. Its Action comes first and its move
 *   last, when it knows most where the others went, except for the cards that act where it ends
 *   up (Help! HELP!, Quick Move, the Flamethrower) or at the end of the round (measured: with the
 *   move first, heuristic Humans did hardly better than random ones).
 * - **The Horror hunts.** It moves to the room where it expects the most Humans of high Priority,
 *   pulls the most exposed Humans in with Help! HELP!, shoots and burns Humans, traps them with
 *   Detained! and LOCK THE ROOM!, and never reveals itself (Cards on the Table) or shuffles its
 *   card away (Trust No One) when it has a choice.
 *
 * Every choice is among the legal actions; ties are broken with the bot's own random stream.
 */
import { bestBy, type Bot } from '../../core/bots.js';
import type { PlayerId } from '../../core/types.js';
import type { ActionKind, Colour, StationCard, StationContent } from './content.js';
import { ACTION_PRIORITY } from './rules/card-reference.js';
import {
  rulesOf,
  type FrozenHorrorAction,
  type FrozenHorrorConfig,
  type FrozenHorrorRules,
  type FrozenHorrorView,
  type PlayerChoiceCause,
  type RoomChoiceCause,
  type SeatView,
} from './schemas.js';

type Action = FrozenHorrorAction;

/** The chance that a seat still to move stays in its room (its Access Key must move it if it can). */
const STAYS = 0.15;
/** Believed at least this likely to be the Horror, a seat is worth a shot or the Fire. */
const CONFIDENT = 0.5;
/** What a certain death is worth to the Horror's hunting score (a Human's danger is 1). */
const DEATH = -5;

/** What the bot reads off its view once per decision. */
interface Table {
  readonly view: FrozenHorrorView;
  readonly content: StationContent;
  /** The table rules of the match (public, in its config). */
  readonly rules: FrozenHorrorRules;
  readonly me: PlayerId;
  /** Whether the bot holds the HORROR card. */
  readonly horror: boolean;
  /** The room of the bot's token (`-1` once dead). */
  readonly room: number;
  /** For each seat, the chance it holds the HORROR card, as far as the bot knows (0 for itself). */
  readonly suspicion: readonly number[];
  /** For each other living seat, the chance it ends the round in each room (`[]` for the others). */
  readonly ends: readonly (readonly number[])[];
}

/** The rooms the open passages of `colours` (any colour for `null`) lead to from `room`, each once. */
function exits(view: FrozenHorrorView, content: StationContent, room: number, colours: readonly Colour[] | null): number[] {
  const out: number[] = [];
  content.passages.forEach((passage, id) => {
    if (colours !== null && !colours.includes(passage.colour)) return;
    if (view.lockdowns.includes(id)) return;
    const [a, b] = passage.between;
    const to = a === room ? b : b === room ? a : null;
    if (to !== null && !view.destroyed.includes(to) && !out.includes(to)) out.push(to);
  });
  return out;
}

/** Whether `seat` will move no more this round by its own cards (its key played, detained, or its second card forfeited). */
function settled(view: FrozenHorrorView, seat: SeatView): boolean {
  return view.phase !== 'play' || seat.detained || seat.forfeited || seat.played.some((played) => played.as === 'key');
}

/** The chances for `seat` to end the round in each room (see the module comment). */
function whereItEnds(view: FrozenHorrorView, content: StationContent, seat: SeatView): number[] {
  const chances = content.rooms.map(() => 0);
  if (seat.room === null) return chances;
  const ways = settled(view, seat) ? [] : exits(view, content, seat.room, null);
  chances[seat.room] = ways.length === 0 ? 1 : STAYS;
  for (const to of ways) chances[to] = (chances[to] ?? 0) + (1 - STAYS) / ways.length;
  return chances;
}

/** Reads the table (see the module comment). */
function readTable(view: FrozenHorrorView, config: FrozenHorrorConfig, me: PlayerId): Table {
  const { content } = config;
  const mine = view.seats[me];
  const horror = mine?.identity === 'horror';
  const living = view.seats.filter((seat) => seat.alive && seat.seat !== me);
  const known = living.find((seat) => seat.identity === 'horror');
  const unknown = living.filter((seat) => seat.identity === null);
  const suspicion = view.seats.map((seat) => {
    if (horror || !seat.alive || seat.seat === me) return 0;
    if (known !== undefined) return seat === known ? 1 : 0;
    return seat.identity === null && unknown.length > 0 ? 1 / unknown.length : 0;
  });
  const ends = view.seats.map((seat) => (seat.alive && seat.seat !== me ? whereItEnds(view, content, seat) : []));
  return { view, content, rules: rulesOf(config), me, horror, room: mine?.room ?? -1, suspicion, ends };
}

/**
 * Whether ending the round in `room` kills the bot whatever it holds: the Fire, or walking into a
 * Stay Back! room — while the cards are played, and at the end of the round too at a table that
 * plays `stayBackAtEndOfRound` (the armed man's move, Safe Retreat).
 */
function fatal(table: Table, room: number): boolean {
  const { view, me } = table;
  if (view.fire === room) return true;
  const holder = view.effects.stayBack;
  if (holder === null || holder === me || room === table.room) return false;
  if (view.phase !== 'play' && !table.rules.stayBackAtEndOfRound) return false;
  return view.seats[holder]?.room === room;
}

/** The chance that `seat`, as a Human, shows a higher Priority than `priority` at the end of the round. */
function outranks(seat: SeatView, priority: number): number {
  if (seat.priority !== null) return seat.priority > priority ? 1 : 0;
  // Not yet set: an Access Key shows 1 or 2, an Action may set 0 or 1.
  return priority >= 2 ? 0 : priority === 1 ? 0.5 : 0.95;
}

/** A Human's danger in `room` at Priority `priority`: the chance the Horror ends there and kills it. */
function danger(table: Table, room: number, priority: number): number {
  if (fatal(table, room)) return 1;
  let horrorThere = 0;
  let exposed = 1;
  for (const seat of table.view.seats) {
    const there = table.ends[seat.seat]?.[room] ?? 0;
    if (there === 0) continue;
    const suspicion = table.suspicion[seat.seat] ?? 0;
    horrorThere += suspicion * there;
    exposed *= 1 - there * (1 - suspicion) * outranks(seat, priority);
  }
  return Math.min(1, horrorThere) * exposed;
}

/** How much a Human in the Horror's room is worth to it: those most exposed the most. */
function preyWeight(seat: SeatView): number {
  if (seat.priority === null) return 0.8;
  return seat.priority >= 2 ? 1 : seat.priority === 1 ? 0.6 : 0.3;
}

/** The Horror's hunting value of ending the round in `room`. */
function hunt(table: Table, room: number): number {
  if (fatal(table, room)) return DEATH;
  let value = 0;
  for (const seat of table.view.seats) value += (table.ends[seat.seat]?.[room] ?? 0) * preyWeight(seat);
  // A Human's armed man shoots someone in its room at the end of the round: keep out of its way.
  const gunman = table.view.effects.armedMan;
  if (gunman !== null && gunman !== table.me) value -= 0.5 * (table.ends[gunman]?.[room] ?? 0);
  return value;
}

/** How good ending the round in `room` is for the bot, at `priority` if it is a Human. */
function roomValue(table: Table, room: number, priority: number): number {
  return table.horror ? hunt(table, room) : -danger(table, room, priority);
}

/** The bot's Priority as the view shows it, or `fallback` while no card has set it. */
function myPriority(table: Table, fallback: number): number {
  return table.view.seats[table.me]?.priority ?? fallback;
}

/** The other living seats in `room` now. */
function occupants(table: Table, room: number): SeatView[] {
  return table.view.seats.filter((seat) => seat.alive && seat.seat !== table.me && seat.room === room);
}

/** The chance that the Horror is among the seats in `room` now (the bot itself aside). */
function suspicionIn(table: Table, room: number): number {
  return occupants(table, room).reduce((sum, seat) => sum + (table.suspicion[seat.seat] ?? 0), 0);
}

/** How many other seats are expected in `room` when the round ends. */
function expectedIn(table: Table, room: number): number {
  let count = 0;
  for (const seat of table.view.seats) count += table.ends[seat.seat]?.[room] ?? 0;
  return count;
}

/** The chance that the Horror ends the round in `room`. */
function horrorEndsIn(table: Table, room: number): number {
  let chance = 0;
  for (const seat of table.view.seats) chance += (table.suspicion[seat.seat] ?? 0) * (table.ends[seat.seat]?.[room] ?? 0);
  return chance;
}

/** The chance that the Horror walks into `room` from elsewhere before the round ends. */
function incoming(table: Table, room: number): number {
  let chance = 0;
  for (const seat of table.view.seats) {
    if (seat.room !== room) chance += (table.suspicion[seat.seat] ?? 0) * (table.ends[seat.seat]?.[room] ?? 0);
  }
  return chance;
}

/** The rooms a Station card played as an Access Key can take the bot to (its own room if none). */
function keyRooms(table: Table, card: StationCard): number[] {
  const mine = table.view.seats[table.me];
  if (mine === undefined || mine.room === null) return [];
  const ways = mine.detained ? [] : exits(table.view, table.content, mine.room, card.colours);
  return ways.length === 0 ? [mine.room] : ways;
}

/** The highest suspicion among the seats that will be in `room` (with the bot) when the round ends, by their chance to be there. */
function bestShot(table: Table, room: number): number {
  let best = 0;
  for (const seat of table.view.seats) best = Math.max(best, (table.suspicion[seat.seat] ?? 0) * (table.ends[seat.seat]?.[room] ?? 0));
  return best;
}

/** The most the Fire can burn of the Horror (for a Human) or of Humans (for the Horror), in a room other than `room`. */
function bestFire(table: Table, room: number): number {
  let best = 0;
  table.content.rooms.forEach((_, other) => {
    if (other === room || table.view.destroyed.includes(other)) return;
    best = Math.max(best, table.horror ? hunt(table, other) : horrorEndsIn(table, other));
  });
  return best;
}

/**
 * A Human's plan: ending the round in `room` at `priority` with `action` played. The danger there,
 * cut by the cards that let it escape the attack, plus what the Action is worth besides.
 */
function humanPlan(table: Table, room: number, priority: number, action: ActionKind | null): number {
  const risk = danger(table, room, priority);
  switch (action) {
    case 'safeRetreat':
      // "if the Horror ended up in your room, you may leave": most of the danger goes.
      return -0.15 * risk;
    case 'lockedIn':
      // Swapping Identity cards with the Horror makes the bot the Horror for the attack.
      return -risk * (1 - Math.min(1, suspicionIn(table, room) + incoming(table, room)) * 0.6);
    case 'stayBack':
      return -risk + 0.7 * incoming(table, room) + 0.05;
    case 'armedMan': {
      const shot = bestShot(table, room);
      // The shot wins the game if it hits the Horror; the move after it is into the fullest room.
      return -risk + (shot >= CONFIDENT ? shot : shot - 0.3) - 0.1;
    }
    case 'flamethrower': {
      const fire = bestFire(table, room);
      return -risk + (fire >= CONFIDENT ? fire : fire - 0.3);
    }
    case 'evacuation':
      return -risk * (1 - 0.6 * Math.min(1, suspicionIn(table, room))) + 0.02;
    case 'lockTheRoom':
      return -risk + (suspicionIn(table, table.room) < 0.3 ? 0.6 * incoming(table, table.room) : 0.02);
    case 'alarmGreen':
    case 'alarmBlue':
    case 'alarmOrange':
    case 'alarmGold':
    case 'accessDenied':
      return -risk + 0.2 * incoming(table, room) + 0.02;
    case 'analysisResults':
    case 'bloodTest':
    case 'cardsOnTheTable':
    case 'dnaScanner':
      // Knowing who the Horror is, or who is not, is what every other choice needs.
      return -risk + (table.suspicion.some((chance) => chance >= 1) ? 0.02 : 0.12);
    case 'detained':
      return -risk + 0.05 + (suspicionIn(table, table.room) >= CONFIDENT ? 0.15 : 0);
    case 'quickMove':
    case 'help':
      return -risk + 0.05;
    case 'trustNoOne':
    case 'hideInTheVents':
    case null:
      return -risk;
  }
}

/** The Horror's plan: ending the round in `room` with `action` played. */
function horrorPlan(table: Table, room: number, action: ActionKind | null): number {
  const value = hunt(table, room);
  const preyHere = occupants(table, table.room).length > 0;
  switch (action) {
    case 'help': {
      // Pulls the two most exposed Humans from anywhere into its room — or, at a table that plays
      // helpPullsThroughPassages, from the rooms one open passage away.
      const near = table.rules.helpPullsThroughPassages ? exits(table.view, table.content, room, null) : null;
      const pullable = table.view.seats.filter(
        (seat) => seat.alive && seat.seat !== table.me && !seat.detained && seat.room !== null && seat.room !== room && (near === null || near.includes(seat.room)),
      ).length;
      return value + 0.9 * Math.min(2, pullable);
    }
    case 'armedMan':
      return value + (preyHere ? 0.9 : 0.3);
    case 'flamethrower':
      return value + bestFire(table, room);
    case 'detained':
    case 'lockTheRoom':
      return value + (preyHere ? 0.4 : 0.05);
    case 'quickMove':
      return value + 0.3;
    case 'stayBack':
    case 'alarmGreen':
    case 'alarmBlue':
    case 'alarmOrange':
    case 'alarmGold':
    case 'accessDenied':
      return value + 0.1;
    case 'cardsOnTheTable':
      // Reveals the Horror to everyone.
      return value - 1;
    case 'trustNoOne':
      // Deals the HORROR card away, most likely.
      return value - 0.6;
    case 'lockedIn':
      // A forced swap leaves it a Human in a room with the new Horror.
      return value - 0.4;
    case 'evacuation':
    case 'dnaScanner':
    case 'analysisResults':
    case 'bloodTest':
    case 'hideInTheVents':
    case 'safeRetreat':
    case null:
      return value;
  }
}

/** Actions that act where the bot ends up, or at the end of the round: played after its Access Key. */
const AFTER_THE_MOVE: readonly ActionKind[] = ['help', 'quickMove', 'flamethrower', 'armedMan', 'lockedIn', 'safeRetreat'];

/** The best of `options` by `score`, ties broken at random; `undefined` if there are none. */
function best<T>(options: readonly T[], score: (option: T) => number, pick: Picker): T | undefined {
  return bestBy(options, score, { pick })?.option;
}

type Picker = <T>(ties: readonly T[]) => T;

/** The first card of the round: the plan (which card is the Access Key) and then which half of it to play now. */
function chooseCard(table: Table, legal: readonly Action[], pick: Picker): Action | undefined {
  const plays = legal.flatMap((action) => (action.type === 'play-card' ? [action] : []));
  if (plays.length <= 1) return plays[0];
  const hand = table.view.hand ?? [];
  const card = (id: number | undefined): StationCard | undefined => (id === undefined ? undefined : table.content.cards[id]);
  /** The plan a play belongs to: the Access Key card and the Action card (either may be missing). */
  const planOf = (play: (typeof plays)[number]): { key: StationCard | undefined; action: StationCard | undefined } => {
    const other = card(hand.find((id) => id !== play.card));
    return play.as === 'key' ? { key: card(play.card), action: other } : { key: other, action: card(play.card) };
  };
  const value = (play: (typeof plays)[number]): number => {
    const { key, action } = planOf(play);
    const kind = action?.action ?? null;
    const rooms = key === undefined ? [table.room] : keyRooms(table, key);
    const priority = (kind === null ? undefined : ACTION_PRIORITY[kind]) ?? key?.priority ?? myPriority(table, 1);
    let bestRoom = -Infinity;
    for (const room of rooms) bestRoom = Math.max(bestRoom, table.horror ? horrorPlan(table, room, kind) : humanPlan(table, room, priority, kind));
    // The Action first and the move last, when the bot knows most, unless the Action acts after the move.
    const keyFirst = kind !== null && AFTER_THE_MOVE.includes(kind);
    const inOrder = (play.as === 'key') === keyFirst;
    return bestRoom + (inOrder ? 1e-3 : 0);
  };
  return best(plays, value, pick);
}

/** A passage to move through: into the best room (Safe Retreat's too; never the Horror's room then). */
function chooseMove(table: Table, legal: readonly Action[], pick: Picker): Action | undefined {
  const moves = legal.flatMap((action) => (action.type === 'move' ? [action] : []));
  const pending = table.view.pending;
  const to = (passage: number): number => {
    const [a, b] = table.content.passages[passage]?.between ?? [table.room, table.room];
    return a === table.room ? b : a;
  };
  if (pending?.kind === 'move' && pending.cause === 'destroyedRoom') {
    // After the round: next round's Identity cards are not dealt yet, so any room is as risky; the emptiest one.
    return best(moves, (move) => -table.view.seats.filter((seat) => seat.alive && seat.room === to(move.passage)).length, pick);
  }
  const priority = myPriority(table, 1);
  return best(moves, (move) => roomValue(table, to(move.passage), priority), pick);
}

/** Quick Move's colour: the one whose passages lead to the best room (staying, if none leads anywhere). */
function chooseColour(table: Table, legal: readonly Action[], pick: Picker): Action | undefined {
  const colours = legal.flatMap((action) => (action.type === 'choose-colour' ? [action] : []));
  const priority = myPriority(table, 1);
  return best(
    colours,
    (choice) => {
      const rooms = exits(table.view, table.content, table.room, [choice.colour]);
      return Math.max(...(rooms.length === 0 ? [table.room] : rooms).map((room) => roomValue(table, room, priority)));
    },
    pick,
  );
}

/** A card's chosen player. */
function choosePlayer(table: Table, cause: PlayerChoiceCause, legal: readonly Action[], pick: Picker): Action | undefined {
  const targets = legal.flatMap((action) => (action.type === 'choose-player' ? [action] : []));
  const seat = (target: number): SeatView | undefined => table.view.seats[target];
  const suspicion = (target: number): number => table.suspicion[target] ?? 0;
  const here = (target: number): number => (seat(target)?.room === table.room ? 0.01 : 0);
  const weight = (target: number): number => {
    const chosen = seat(target);
    return chosen === undefined ? 0 : preyWeight(chosen);
  };
  if (table.horror) {
    // Keep the most exposed Human detained; swap the card onto the least exposed, so the others still outrank the bot.
    return best(targets, (action) => (cause === 'lockedIn' ? -weight(action.target) : weight(action.target)), pick);
  }
  if (cause === 'detained') {
    // Before its move: hold the suspect back. After it: hold a Human who will outrank it.
    const moved = table.view.seats[table.me]?.played.some((played) => played.as === 'key') === true;
    return best(targets, (action) => (moved ? -suspicion(action.target) : suspicion(action.target)), pick);
  }
  // Look at or reveal a card it has not seen; look at, reveal, shoot or swap with the likeliest
  // Horror, in the bot's room first.
  const looks = cause === 'cardsOnTheTable' || cause === 'analysisResults' || cause === 'bloodTest';
  const unseen = (target: number): number => (looks && seat(target)?.identity === null ? 1 : 0);
  return best(targets, (action) => unseen(action.target) + suspicion(action.target) + here(action.target), pick);
}

/** Help! HELP!: whom to pull in, or stop. */
function choosePull(table: Table, legal: readonly Action[], pick: Picker): Action | undefined {
  const targets = legal.flatMap((action) => (action.type === 'choose-player' ? [action] : []));
  const stop = legal.find((action) => action.type === 'pass');
  if (table.horror) {
    return best(targets, (action) => {
      const chosen = table.view.seats[action.target];
      return chosen === undefined ? 0 : preyWeight(chosen);
    }, pick) ?? stop;
  }
  // A Human at Priority 0 pulls in shields — Humans who will outrank it — and never a suspect.
  const shield = (target: number): number => {
    const chosen = table.view.seats[target];
    const suspicion = table.suspicion[target] ?? 0;
    return chosen === undefined ? -1 : (1 - suspicion) * outranks(chosen, myPriority(table, 0)) - 2 * suspicion;
  };
  const chosen = best(targets, (action) => shield(action.target), pick);
  return chosen !== undefined && shield(chosen.target) > 0 ? chosen : (stop ?? chosen);
}

/** A card's chosen room. */
function chooseRoom(table: Table, cause: RoomChoiceCause, legal: readonly Action[], pick: Picker): Action | undefined {
  const rooms = legal.flatMap((action) => (action.type === 'choose-room' ? [action] : []));
  const mine = table.room;
  const crowd = (room: number): number => occupants(table, room).length;
  const adjacent = (room: number): boolean => exits(table.view, table.content, mine, null).includes(room);
  const score = (room: number): number => {
    if (table.horror) {
      switch (cause) {
        case 'flamethrower':
          return room === mine ? DEATH : hunt(table, room);
        case 'lockTheRoom':
          // Trap the Humans in its room; else lock a room with nobody in it.
          return room === mine ? crowd(mine) - 0.5 : -crowd(room);
        case 'evacuation':
          // Push Humans out of a neighbouring room: some may come in.
          return room === mine ? -10 : adjacent(room) ? crowd(room) : 0;
        case 'dnaScanner':
          return room === mine ? -10 : -crowd(room);
      }
    }
    switch (cause) {
      case 'flamethrower': {
        // Burn the room of a seat it is confident is the Horror; else the room fewest will be in.
        if (room === mine) return -10;
        const horror = horrorEndsIn(table, room);
        return horror >= CONFIDENT ? horror : -expectedIn(table, room);
      }
      case 'lockTheRoom':
        // Shut its own room when nobody in it is suspect; else shut the suspect in elsewhere.
        return room === mine ? (suspicionIn(table, mine) < 0.3 ? 1 : -1) : suspicionIn(table, room);
      case 'evacuation':
        // Clear its own room of the suspects in it; an empty room otherwise (no effect).
        return room === mine ? suspicionIn(table, mine) : crowd(room) === 0 ? 0.01 : -suspicionIn(table, room);
      case 'dnaScanner':
        return suspicionIn(table, room) + (room === mine ? 0.05 : 0) - (crowd(room) === 0 ? 1 : 0);
    }
  };
  return best(rooms, (action) => score(action.room), pick);
}

/** An Alarm's passage: a Human shuts the way in for the likeliest Horror; the Horror shuts its prey in. */
function chooseLock(table: Table, legal: readonly Action[], pick: Picker): Action | undefined {
  const locks = legal.flatMap((action) => (action.type === 'lock-passage' ? [action] : []));
  const mine = table.room;
  const score = (passage: number): number => {
    const between = table.content.passages[passage]?.between;
    if (between === undefined) return 0;
    const touches = between[0] === mine || between[1] === mine;
    const other = between[0] === mine ? between[1] : between[0];
    if (table.horror) return touches ? occupants(table, mine).length : 0;
    return touches ? occupants(table, other).reduce((sum, seat) => sum + (settled(table.view, seat) ? 0 : (table.suspicion[seat.seat] ?? 0)), 0) : 0;
  };
  return best(locks, (action) => score(action.passage), pick);
}

/** Analysis Results as the first card: reveal the Horror it found, unless the Horror is in its room (revealing keeps it from moving away). */
function chooseReveal(table: Table, legal: readonly Action[]): Action | undefined {
  const pending = table.view.pending;
  const target = pending?.kind === 'reveal' ? table.view.seats[pending.target] : undefined;
  const reveal = !table.horror && target?.identity === 'horror' && target.room !== table.room;
  return legal.find((action) => action.type === 'reveal-identity' && action.reveal === reveal);
}

/** The decision the bot's view waits for. */
function decide(table: Table, legal: readonly Action[], pick: Picker): Action | undefined {
  const pending = table.view.pending;
  if (pending === null) return chooseCard(table, legal, pick);
  switch (pending.kind) {
    case 'move':
    case 'retreat':
      return chooseMove(table, legal, pick);
    case 'colour':
      return chooseColour(table, legal, pick);
    case 'player':
      return choosePlayer(table, pending.cause, legal, pick);
    case 'pull':
      return choosePull(table, legal, pick);
    case 'room':
      return chooseRoom(table, pending.cause, legal, pick);
    case 'lock':
      return chooseLock(table, legal, pick);
    case 'reveal':
      return chooseReveal(table, legal);
  }
}

/**
 * The heuristic bot: it reads the map and the cards from the match's config (`input.config.content`,
 * which is public), and everything else from its seat's view (see the module comment). It plays a
 * match on any content.
 */
export const heuristicBot: Bot<FrozenHorrorView, FrozenHorrorAction, FrozenHorrorConfig> = (input) => {
  const { legal, player, rng } = input;
  // One option (the second card, a forced reveal): nothing to weigh, and no view to work out.
  const only = legal.length === 1 ? legal[0] : undefined;
  if (only !== undefined) return only;
  const pick: Picker = (ties) => rng.pick(ties);
  const chosen = decide(readTable(input.view, input.config, player), legal, pick);
  return chosen !== undefined && legal.includes(chosen) ? chosen : rng.pick(legal);
};
