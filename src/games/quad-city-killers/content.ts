/**
 * Quad City Killers, as data: the map (four cities in two states either side of the river, each
 * with its prey spaces and a Heat track), the three custom dice, the 12 Killer Boards, the 72 Prey
 * cards and the 72 Resource cards.
 *
 * The rulebook prints the components' counts and a handful of cards (Werner Brew, Butter Knife,
 * Grandma's Urn, Mulligan, Out of Body Experience, Gatsby) but not the boards, the decks, the dice
 * faces or the tracks. The content shipped here is a stand-in built to meet every constraint the
 * rulebook states (see `docs/games/quad-city-killers.md`). Owners of the game can describe theirs as
 * a {@link QuadCityContent} and pass it as `config.content`. Every Resource card is an effect record
 * the reducer interprets — no card has code of its own.
 */
import { deepFreeze } from '../../core/clone.js';
import { sameJson } from '../../core/json.js';

/** A city of the map. A city's id is its index in {@link QuadCityContent.cities}. */
export interface City {
  /** The city's name, e.g. `'Davenport'`. */
  readonly name: string;
  /** Its state, e.g. `'Iowa'`: cities of the same state are on the same bank of the river. */
  readonly state: string;
  /** The ID colour of its Hometown Prey cards (Tourists are `'grey'`). */
  readonly colour: string;
  /** How many Prey cards the city holds at once ("every space in that city is full"). */
  readonly preySpaces: number;
}

/** A Killer Board: who you are as a bonafide Killer. A board's id is its index in {@link QuadCityContent.killers}. */
export interface KillerBoard {
  /** The Killer's name. */
  readonly name: string;
  /** The mug shot's bio, for UIs. */
  readonly bio: string;
  /** Victimology: "an Advantage over any Prey with matching Hair or Eye color", +1 for each. */
  readonly victimology: {
    /** The hair colour the Killer favours. */
    readonly hair: string;
    /** The eye colour the Killer favours. */
    readonly eye: string;
  };
  /**
   * The Dexterity Scale: the base Advantage at each spot, from the first spot to the end. The
   * Dexterity marker starts on a spot and moves one spot per bump; reaching the last spot ends the game.
   */
  readonly dexterity: readonly number[];
  /** The M.O. Placement: the board holds one M.O. or Ego ("You may only hold 1 M.O. or Ego at a time"). */
  readonly moSlots: 1;
}

/** A Prey card. A card's id is its index in {@link QuadCityContent.prey}. */
export interface PreyCard {
  /** The person's name, e.g. `'Werner Brew'`. */
  readonly name: string;
  /** What they do, e.g. `'Police Psychologist'`. */
  readonly title: string;
  /** The city a Hometown card belongs to, or `null` for a Tourist (grey), who can go to any city. */
  readonly city: number | null;
  /** The ID colour: its city's colour for a Hometown card, `'grey'` for a Tourist. */
  readonly colour: string;
  /** Prey Defense: the total an Attack must meet or beat. */
  readonly defense: number;
  /** Notoriety: the points the kill is worth at the end. */
  readonly notoriety: number;
  /** Hair colour (Victimology). */
  readonly hair: string;
  /** Eye colour (Victimology). */
  readonly eye: string;
  /** A Police card: "+1 All other prey in this city." */
  readonly police: boolean;
}

/**
 * A Weapon card's Attack Advantage, by its icon:
 * - `standard`: a single blood-spatter icon, `value` Advantage;
 * - `mo`: `value` Advantage, and after a kill with it the Weapon may be claimed onto the Killer
 *   Board as the M.O., adding `moBonus` to every Attack while held ("1 +2 M.O.");
 * - `dice`: "Roll 3 dice to determine your Advantage";
 * - `shield`: "Prey Defense is directly affected": the Defense drops by `value`.
 */
export type WeaponAdvantage = StandardAdvantage | MoAdvantage | DiceAdvantage | ShieldAdvantage;

/** A Standard Attack Advantage: a single blood-spatter icon. */
export interface StandardAdvantage {
  /** Advantage kind. */
  readonly type: 'standard';
  /** The Advantage it adds. */
  readonly value: number;
}

/** An M.O. Weapon ("1 +2 M.O."): claimable after a kill, its bonus added to every Attack while held. */
export interface MoAdvantage {
  /** Advantage kind. */
  readonly type: 'mo';
  /** The Advantage it adds when used. */
  readonly value: number;
  /** The Advantage it adds to every Attack while held as the M.O. */
  readonly moBonus: number;
}

/** A dice Weapon: "Roll 3 dice to determine your Advantage". */
export interface DiceAdvantage {
  /** Advantage kind. */
  readonly type: 'dice';
}

/** A shield Weapon: "Prey Defense is directly affected". */
export interface ShieldAdvantage {
  /** Advantage kind. */
  readonly type: 'shield';
  /** How much it lowers the Prey Defense. */
  readonly value: number;
}

/**
 * What a Scenario card does when played ("Create a Scene"):
 * - `out-of-body`: trade places with another player and Attack any Prey in that city; if
 *   successful, Heat remains the same (the rulebook's Out of Body Experience);
 * - `mulligan`: upon failing an Attack, gain no Heat and attempt to kill the same Prey with the
 *   same Weapon (the rulebook's Mulligan);
 * - `road-trip`: Travel to any city, no roll;
 * - `anonymous-tip`: move another player's Skull Pawn to a city of your choice;
 * - `anonymous-call`: bump the Heat one level in a city of your choice (whose Heat has not moved this turn);
 * - `frame-job`: another player discards their M.O. or Ego.
 */
export type Scene = 'out-of-body' | 'mulligan' | 'road-trip' | 'anonymous-tip' | 'anonymous-call' | 'frame-job';

/** Every {@link Scene}, in the order the docs list them. */
export const SCENES: readonly Scene[] = ['out-of-body', 'mulligan', 'road-trip', 'anonymous-tip', 'anonymous-call', 'frame-job'];

/**
 * An Ego card's ability, usable once per turn while the Ego is declared as the M.O.:
 * - `extra-prey`: flip an additional Prey card at the beginning of your turn (the rulebook's Gatsby);
 * - `attack-bonus`: `value` more Advantage in one Attack;
 * - `cold-trail`: one Attack bumps no Heat;
 * - `free-travel`: Travel to any city, no roll, no Action;
 * - `draw-card`: draw a Resource card.
 */
export type EgoAbility = ExtraPreyAbility | AttackBonusAbility | ColdTrailAbility | FreeTravelAbility | DrawCardAbility;

/** Gatsby's ability: flip an additional Prey card at the beginning of your turn. */
export interface ExtraPreyAbility {
  /** Ability kind. */
  readonly type: 'extra-prey';
}

/** An Ego's cold trail: one Attack a turn bumps no Heat. */
export interface ColdTrailAbility {
  /** Ability kind. */
  readonly type: 'cold-trail';
}

/** An Ego's free Travel: to any city, no roll, no Action, once a turn. */
export interface FreeTravelAbility {
  /** Ability kind. */
  readonly type: 'free-travel';
}

/** An Ego's draw: a Resource card, once a turn. */
export interface DrawCardAbility {
  /** Ability kind. */
  readonly type: 'draw-card';
}

/** An Ego's Attack bonus: more Advantage in one Attack a turn. */
export interface AttackBonusAbility {
  /** Ability kind. */
  readonly type: 'attack-bonus';
  /** The Advantage it adds. */
  readonly value: number;
}

/** The four types of Resource card. */
export type ResourceKind = 'weapon' | 'modifier' | 'scenario' | 'ego';

/** The four kinds, in the rulebook's order. */
export const RESOURCE_KINDS: readonly ResourceKind[] = ['weapon', 'modifier', 'scenario', 'ego'];

/** The fields every Resource card prints. */
interface ResourceBase {
  /** The card's title, e.g. `'Butter Knife'`. */
  readonly name: string;
  /** Its flavour and rules text, for UIs. */
  readonly text: string;
  /** The (A) Action icon: using (or, for an Ego, declaring) the card costs an Action. */
  readonly actionIcon: boolean;
}

/** A Weapon card: used to Attack. */
export interface WeaponCard extends ResourceBase {
  /** Card kind. */
  readonly kind: 'weapon';
  /** Its Attack Advantage. */
  readonly advantage: WeaponAdvantage;
}

/** A Modifier card: Advantage points during an Attack, your own or (without the Action icon) against another player's. */
export interface ModifierCard extends ResourceBase {
  /** Card kind. */
  readonly kind: 'modifier';
  /** The Advantage it adds. */
  readonly value: number;
  /** Notoriety it is worth if it is in a successful Attack of its player, who then adds it to their collection (Grandma's Urn: 1); 0 for none. */
  readonly trophy: number;
}

/** A Scenario card: played to Create a Scene. */
export interface ScenarioCard extends ResourceBase {
  /** Card kind. */
  readonly kind: 'scenario';
  /** What it does. */
  readonly scene: Scene;
}

/** An Ego card: declared as the M.O., it gives its holder an ability once per turn. */
export interface EgoCard extends ResourceBase {
  /** Card kind. */
  readonly kind: 'ego';
  /** The ability. */
  readonly ability: EgoAbility;
}

/** A Resource card. A card's id is its index in {@link QuadCityContent.resources}. */
export type ResourceCard = WeaponCard | ModifierCard | ScenarioCard | EgoCard;

/** Everything printed on the components that the rules read. */
export interface QuadCityContent {
  /** A name for the set, shown in logs. */
  readonly name: string;
  /** The cities, in two states either side of the river. */
  readonly cities: readonly City[];
  /** The Heat track's levels: Heat runs from 1 (the lowest level) to this, the maxed-out level. */
  readonly heatLevels: number;
  /** The three custom dice, each a list of its faces' values ("Use all 3 dice for any dice roll!"). */
  readonly dice: readonly (readonly number[])[];
  /** The Killer Boards. */
  readonly killers: readonly KillerBoard[];
  /** The Prey deck. */
  readonly prey: readonly PreyCard[];
  /** The Resource deck. */
  readonly resources: readonly ResourceCard[];
}

/** Davenport, Iowa (city 0). */
export const DAVENPORT = 0;
/** Bettendorf, Iowa (city 1). */
export const BETTENDORF = 1;
/** Rock Island, Illinois (city 2). */
export const ROCK_ISLAND = 2;
/** Moline, Illinois (city 3). */
export const MOLINE = 3;

const STAND_IN_CITIES: readonly City[] = [
  { name: 'Davenport', state: 'Iowa', colour: 'blue', preySpaces: 5 },
  { name: 'Bettendorf', state: 'Iowa', colour: 'green', preySpaces: 5 },
  { name: 'Rock Island', state: 'Illinois', colour: 'red', preySpaces: 5 },
  { name: 'Moline', state: 'Illinois', colour: 'yellow', preySpaces: 5 },
];

/**
 * The stand-in dice: three identical dice, each with three blank faces (0), two faces of one
 * blood drop (1) and one of two (2). The sum of three runs from 0 to 6, mean 2:
 *
 * ```text
 *   total         0       1       2       3       4       5       6
 *   chance   27/216  54/216  63/216  44/216  21/216   6/216   1/216
 * ```
 *
 * Travel: no Travel at all (a roll of 0) 12.5%; a roll of exactly 1 (a city in your own state
 * only) 25%; 2+ (any city, across the river too) 62.5% — so 1+ comes up 87.5% of the time.
 */
const BLOOD_DIE: readonly number[] = [0, 0, 0, 1, 1, 2];

const board = (name: string, bio: string, hair: string, eye: string, dexterity: readonly number[]): KillerBoard => ({
  name,
  bio,
  victimology: { hair, eye },
  dexterity,
  moSlots: 1,
});

/** Three Dexterity Scales of seven spots, equal in sum: steady, a slow start with a strong finish, a quick start. */
const STEADY = [1, 1, 2, 2, 3, 3, 4];
const LATE = [0, 1, 1, 2, 3, 4, 5];
const EARLY = [1, 2, 2, 2, 3, 3, 3];

const STAND_IN_KILLERS: readonly KillerBoard[] = /* @__PURE__ */ (() => [
  board('The Riverboat Strangler', 'Works the paddle-wheelers from dusk to dawn.', 'black', 'brown', STEADY),
  board('Mississippi Mary', 'Sweet as pie, sharp as a fishhook.', 'blonde', 'blue', LATE),
  board('The Cornfield Reaper', 'Nobody walks out of the rows.', 'brown', 'green', EARLY),
  board('Doc Holloway', 'Retired surgeon. Not retired enough.', 'grey', 'grey', STEADY),
  board('The Lock and Dam Lurker', 'Waits where the river waits.', 'red', 'hazel', LATE),
  board('Bix the Blade', 'Plays a mean cornet, and a meaner knife.', 'brown', 'blue', EARLY),
  board('The Arsenal Island Ghost', 'Seen on the bridge; never on the cameras.', 'black', 'green', STEADY),
  board('Lady Centennial', 'Collects souvenirs from every bridge.', 'red', 'brown', LATE),
  board('The Quiet Man', 'The neighbours say he kept to himself.', 'blonde', 'hazel', EARLY),
  board('Skeeter Malone', 'Bait shop by day.', 'grey', 'blue', STEADY),
  board('The Channel Cat', 'Bottom feeder, top predator.', 'brown', 'brown', LATE),
  board('The Widow of the Bridge', 'Three husbands. Three bridges.', 'black', 'hazel', EARLY),
])();

const COLOUR_OF: readonly string[] = /* @__PURE__ */ STAND_IN_CITIES.map((city) => city.colour);

const hometown = (name: string, title: string, city: number, defense: number, notoriety: number, hair: string, eye: string, police = false): PreyCard => ({
  name,
  title,
  city,
  colour: COLOUR_OF[city] ?? 'grey',
  defense,
  notoriety,
  hair,
  eye,
  police,
});

const tourist = (name: string, title: string, defense: number, notoriety: number, hair: string, eye: string): PreyCard => ({
  name,
  title,
  city: null,
  colour: 'grey',
  defense,
  notoriety,
  hair,
  eye,
  police: false,
});

/**
 * The stand-in Prey deck: 15 Hometown cards per city — 13 civilians of Defense 3 to 8 (Notoriety
 * Defense − 2) and 2 Police — and 12 grey Tourists of Defense 2 to 7 (Notoriety Defense − 1, the
 * out-of-towners nobody misses). Werner Brew, the rulebook's Police card, is Bettendorf's first officer.
 */
const STAND_IN_PREY: readonly PreyCard[] = /* @__PURE__ */ (() => [
  // Davenport, Iowa (blue)
  hometown('Ada Lindqvist', 'Librarian', DAVENPORT, 3, 1, 'blonde', 'blue'),
  hometown('Hank Doyle', 'Barge Hand', DAVENPORT, 3, 1, 'brown', 'brown'),
  hometown('Rosa Medina', 'Nurse', DAVENPORT, 4, 2, 'black', 'brown'),
  hometown('Walt Kessler', 'Butcher', DAVENPORT, 4, 2, 'grey', 'blue'),
  hometown('June Parrish', 'Radio Host', DAVENPORT, 4, 2, 'red', 'green'),
  hometown('Eli Bjornson', 'Brewer', DAVENPORT, 5, 3, 'blonde', 'hazel'),
  hometown('Marnie Cole', 'Realtor', DAVENPORT, 5, 3, 'brown', 'green'),
  hometown('Teddy Ruiz', 'Line Cook', DAVENPORT, 5, 3, 'black', 'hazel'),
  hometown('Gloria Fenn', 'City Councilwoman', DAVENPORT, 6, 4, 'grey', 'grey'),
  hometown('Arlo Stanek', 'Riverboat Captain', DAVENPORT, 6, 4, 'red', 'brown'),
  hometown('Imogen Park', 'Museum Curator', DAVENPORT, 6, 4, 'black', 'blue'),
  hometown('Vance Holt', 'Boxing Coach', DAVENPORT, 7, 5, 'brown', 'grey'),
  hometown('Delia Marsh', 'Judge', DAVENPORT, 8, 6, 'grey', 'green'),
  hometown('Sgt. Carl Mott', 'Patrol Sergeant', DAVENPORT, 6, 4, 'brown', 'blue', true),
  hometown('Det. Lena Ortiz', 'Homicide Detective', DAVENPORT, 7, 5, 'black', 'brown', true),
  // Bettendorf, Iowa (green)
  hometown('Werner Brew', 'Police Psychologist', BETTENDORF, 6, 4, 'grey', 'blue', true),
  hometown('Off. Sam Becker', 'Traffic Officer', BETTENDORF, 6, 4, 'red', 'hazel', true),
  hometown('Cindy Voss', 'Dental Hygienist', BETTENDORF, 3, 1, 'blonde', 'green'),
  hometown('Lyle Hanrahan', 'Golf Pro', BETTENDORF, 3, 1, 'brown', 'blue'),
  hometown('Patty Nguyen', 'Florist', BETTENDORF, 4, 2, 'black', 'brown'),
  hometown('Gus Albrecht', 'Mechanic', BETTENDORF, 4, 2, 'red', 'brown'),
  hometown('Noreen Shaw', 'School Principal', BETTENDORF, 4, 2, 'grey', 'hazel'),
  hometown('Dale Pruitt', 'Insurance Agent', BETTENDORF, 5, 3, 'brown', 'grey'),
  hometown('Tess Ambrose', 'Yoga Instructor', BETTENDORF, 5, 3, 'blonde', 'blue'),
  hometown('Otto Reinholt', 'Pharmacist', BETTENDORF, 5, 3, 'grey', 'green'),
  hometown('Bree Caldwell', 'Tennis Champion', BETTENDORF, 6, 4, 'red', 'green'),
  hometown('Monty Sloane', 'Car Dealer', BETTENDORF, 6, 4, 'black', 'hazel'),
  hometown('Faye Dorsett', 'Pastor', BETTENDORF, 6, 4, 'brown', 'brown'),
  hometown('Rex Kowalski', 'Bouncer', BETTENDORF, 7, 5, 'black', 'blue'),
  hometown('Helen Voigt', 'Bank President', BETTENDORF, 8, 6, 'blonde', 'grey'),
  // Rock Island, Illinois (red)
  hometown('Jimmy Tran', 'Newspaper Boy', ROCK_ISLAND, 3, 1, 'black', 'brown'),
  hometown('Opal Fisher', 'Bingo Caller', ROCK_ISLAND, 3, 1, 'grey', 'hazel'),
  hometown('Luther Banks', 'Arsenal Machinist', ROCK_ISLAND, 4, 2, 'brown', 'brown'),
  hometown('Kitty Sorensen', 'Waitress', ROCK_ISLAND, 4, 2, 'red', 'blue'),
  hometown('Ray Delgado', 'Night Watchman', ROCK_ISLAND, 4, 2, 'black', 'green'),
  hometown('Mabel Quinn', 'Antique Dealer', ROCK_ISLAND, 5, 3, 'grey', 'blue'),
  hometown('Sonny Pike', 'Pool Shark', ROCK_ISLAND, 5, 3, 'brown', 'hazel'),
  hometown('Ivy Lockhart', 'Art Student', ROCK_ISLAND, 5, 3, 'red', 'green'),
  hometown('Cornelius Webb', 'Funeral Director', ROCK_ISLAND, 6, 4, 'black', 'grey'),
  hometown('Dot Hargrove', 'Casino Dealer', ROCK_ISLAND, 6, 4, 'blonde', 'brown'),
  hometown('Buck Ferris', 'Tugboat Pilot', ROCK_ISLAND, 6, 4, 'brown', 'blue'),
  hometown('Nadia Petrov', 'Fencing Coach', ROCK_ISLAND, 7, 5, 'blonde', 'green'),
  hometown('Colonel Amos Reed', 'Arsenal Commander', ROCK_ISLAND, 8, 6, 'grey', 'brown'),
  hometown('Off. Dana Kim', 'Beat Cop', ROCK_ISLAND, 6, 4, 'black', 'brown', true),
  hometown('Chief Roy Haskins', 'Police Chief', ROCK_ISLAND, 7, 5, 'grey', 'hazel', true),
  // Moline, Illinois (yellow)
  hometown('Elsie Dahl', 'Seamstress', MOLINE, 3, 1, 'grey', 'blue'),
  hometown('Pete Lundgren', 'Tractor Salesman', MOLINE, 3, 1, 'blonde', 'brown'),
  hometown('Grace Okafor', 'Engineer', MOLINE, 4, 2, 'black', 'brown'),
  hometown('Bud Carlson', 'Farmer', MOLINE, 4, 2, 'brown', 'hazel'),
  hometown('Lorna Vick', 'Hairdresser', MOLINE, 4, 2, 'red', 'brown'),
  hometown('Stan Wojcik', 'Plant Foreman', MOLINE, 5, 3, 'brown', 'green'),
  hometown('Millie Hart', 'Piano Teacher', MOLINE, 5, 3, 'blonde', 'green'),
  hometown('Cyrus Boone', 'Hunting Guide', MOLINE, 5, 3, 'red', 'grey'),
  hometown('Vera Lindahl', 'Accountant', MOLINE, 6, 4, 'black', 'blue'),
  hometown('Ned Faraday', 'Science Teacher', MOLINE, 6, 4, 'grey', 'green'),
  hometown('Ruby Santos', 'Roller Derby Jammer', MOLINE, 6, 4, 'red', 'hazel'),
  hometown('Gunnar Holm', 'Lumberjack', MOLINE, 7, 5, 'blonde', 'blue'),
  hometown('Mayor Evelyn Pratt', 'Mayor', MOLINE, 8, 6, 'brown', 'brown'),
  hometown('Deputy Cal Rourke', 'Sheriff\'s Deputy', MOLINE, 6, 4, 'brown', 'blue', true),
  hometown('Det. Ingrid Sato', 'Vice Detective', MOLINE, 7, 5, 'black', 'hazel', true),
  // Tourists (grey)
  tourist('Chad Whitmore', 'Frat Boy on Spring Break', 2, 1, 'blonde', 'blue'),
  tourist('Birdie Lamont', 'Bus Tour Grandmother', 2, 1, 'grey', 'brown'),
  tourist('Kurt Neumann', 'Lost Cyclist', 3, 2, 'brown', 'green'),
  tourist('Jasmine Ortega', 'Wedding Guest', 3, 2, 'black', 'brown'),
  tourist('Reggie Fontaine', 'Traveling Salesman', 4, 3, 'red', 'hazel'),
  tourist('Priya Natarajan', 'Conference Speaker', 4, 3, 'black', 'green'),
  tourist('Earl Tibbs', 'Trucker', 5, 4, 'brown', 'brown'),
  tourist('Sunny Delacroix', 'Riverboat Gambler', 5, 4, 'blonde', 'hazel'),
  tourist('Morgan Hale', 'True-Crime Podcaster', 6, 5, 'red', 'blue'),
  tourist('Igor Vasiliev', 'Chess Grandmaster', 6, 5, 'grey', 'grey'),
  tourist('Dolores Crane', 'Retired FBI Profiler', 7, 6, 'grey', 'green'),
  tourist('Lance Sterling', 'Action Movie Star', 7, 6, 'brown', 'blue'),
])();

const weapon = (name: string, text: string, advantage: WeaponAdvantage): WeaponCard => ({ name, text, actionIcon: true, kind: 'weapon', advantage });
const modifier = (name: string, text: string, value: number, actionIcon = false, trophy = 0): ModifierCard => ({
  name,
  text,
  actionIcon,
  kind: 'modifier',
  value,
  trophy,
});
const scenario = (name: string, text: string, scene: Scene, actionIcon = true): ScenarioCard => ({ name, text, actionIcon, kind: 'scenario', scene });
const ego = (name: string, text: string, ability: EgoAbility): EgoCard => ({ name, text, actionIcon: true, kind: 'ego', ability });

const standard = (value: number): WeaponAdvantage => ({ type: 'standard', value });
const mo = (value: number): WeaponAdvantage => ({ type: 'mo', value, moBonus: 2 });
const shield = (value: number): WeaponAdvantage => ({ type: 'shield', value });
const DICE: WeaponAdvantage = { type: 'dice' };

const OUT_OF_BODY = 'Trade places with another player and Attack any Prey in that city. If successful, Heat remains the same.';
const MULLIGAN = 'Upon failing an Attack, play this card to gain no Heat and attempt to Kill the same Prey with the same Weapon.';
const ROAD_TRIP = 'Travel to any city. No roll required.';
const ANONYMOUS_TIP = "Move another player's Skull Pawn to a city of your choice.";
const ANONYMOUS_CALL = 'Bump the Heat one level in a city of your choice whose Heat has not moved this turn.';
const FRAME_JOB = 'Another player discards their M.O. or Ego.';

/**
 * The stand-in Resource deck: 24 Weapons, 22 Modifiers, 16 Scenarios and 10 Egos.
 *
 * - Weapons (all with the Action icon, "Weapon Cards require an Action"): 10 standard (+1 to +3,
 *   the Butter Knife among the +1s), 6 M.O. Weapons (+1, and +2 while held as the M.O.), 4 dice
 *   Weapons, 4 shields (Defense −1 or −2).
 * - Modifiers: 18 free ones (+1 or +2; Grandma's Urn and the Music Box add themselves to the
 *   collection for +1 Notoriety after a successful Attack), and 4 with the Action icon worth +3
 *   ("Only a few Modifier Cards require an Action to use!").
 * - Scenarios: 2 Out of Body Experience and 3 Mulligan (the rulebook's), 3 Road Trip, 3 Anonymous
 *   Tip (free), 3 Anonymous Call, 2 Frame Job.
 * - Egos (Action icon to declare): Gatsby (the rulebook's), 3 Attack bonuses, 2 cold trails, 2 free
 *   Travels, 2 card draws.
 */
const STAND_IN_RESOURCES: readonly ResourceCard[] = /* @__PURE__ */ (() => [
  // Weapons: standard
  weapon('Butter Knife', 'So much work! But so satisfying!', standard(1)),
  weapon('Corkscrew', 'Twist and shout.', standard(1)),
  weapon('Rolling Pin', "Grandma's recipe.", standard(1)),
  weapon('Letter Opener', 'Return to sender.', standard(1)),
  weapon('Garden Shears', 'Prune the family tree.', standard(2)),
  weapon('Tire Iron', 'Roadside assistance.', standard(2)),
  weapon('Claw Hammer', 'Hit the nail on the head.', standard(2)),
  weapon('Crowbar', 'Leverage is everything.', standard(2)),
  weapon('Fire Axe', 'In case of emergency.', standard(3)),
  weapon('Meat Cleaver', 'A cut above.', standard(3)),
  // Weapons: M.O.
  weapon('Piano Wire', 'Perfect pitch. +2 as your M.O.', mo(1)),
  weapon('Ice Pick', 'Cool under pressure. +2 as your M.O.', mo(1)),
  weapon('Straight Razor', 'A close shave. +2 as your M.O.', mo(1)),
  weapon('Hunting Knife', 'Field dressing. +2 as your M.O.', mo(1)),
  weapon('Fishing Gaff', 'Landed a big one. +2 as your M.O.', mo(1)),
  weapon('Bowie Knife', 'Everything is bigger. +2 as your M.O.', mo(1)),
  // Weapons: dice
  weapon('Chainsaw', 'Roll 3 dice for your Advantage. Might not start.', DICE),
  weapon('Nail Gun', 'Roll 3 dice for your Advantage. Spray and pray.', DICE),
  weapon('Bowling Ball', 'Roll 3 dice for your Advantage. Strike!', DICE),
  weapon('Lawn Dart', 'Roll 3 dice for your Advantage. Banned for a reason.', DICE),
  // Weapons: shield
  weapon('Pepper Spray', 'Prey Defense −1.', shield(1)),
  weapon('Sleeping Pills', 'Prey Defense −1. Sweet dreams.', shield(1)),
  weapon('Taser', 'Prey Defense −2.', shield(2)),
  weapon('Duct Tape', 'Prey Defense −2. Fixes everything.', shield(2)),
  // Modifiers
  modifier("Grandma's Urn", 'The stock alone might kill them! If successful, add this card to your collection for +1 Notoriety.', 2, false, 1),
  modifier('Antique Music Box', 'It plays their favourite song. If successful, add this card to your collection for +1 Notoriety.', 1, false, 1),
  modifier('Dark Alley', 'Shortcut home?', 1),
  modifier('Full Moon', 'Something in the air.', 1),
  modifier('Thunderstorm', 'Nobody hears a thing.', 1),
  modifier('Fake Mustache', 'Master of disguise.', 1),
  modifier('Free Candy', 'Just get in the van.', 1),
  modifier('Sob Story', 'Can you help me find my puppy?', 1),
  modifier('Fog on the River', "Can't see your hand in front of your face.", 1),
  modifier('Lost Tourist Map', 'This way to the riverfront.', 1),
  modifier('Riverboat Ticket', 'Last boat out.', 1),
  modifier('Power Outage', 'The whole block goes dark.', 2),
  modifier('Flat Tire', 'Need a lift?', 2),
  modifier('Pizza Delivery', 'Thirty minutes or less.', 2),
  modifier('Ice Cream Truck', 'Follow the music.', 2),
  modifier('Carnival Mask', 'Mardi Gras on the Mississippi.', 2),
  modifier('Casino Chips', 'Let it ride.', 2),
  modifier('Stolen Uniform', 'Nobody questions a repairman.', 2),
  modifier('Chloroform', 'Takes a while. Worth it. (Action)', 3, true),
  modifier('Stake-Out', 'You know their every move. (Action)', 3, true),
  modifier('Sleeping Gas', 'Through the air vents. (Action)', 3, true),
  modifier('Perfect Alibi', 'You were at the ballgame. (Action)', 3, true),
  // Scenarios
  scenario('Out of Body Experience', OUT_OF_BODY, 'out-of-body'),
  scenario('Out of Body Experience', OUT_OF_BODY, 'out-of-body'),
  scenario('Mulligan', MULLIGAN, 'mulligan'),
  scenario('Mulligan', MULLIGAN, 'mulligan'),
  scenario('Mulligan', MULLIGAN, 'mulligan'),
  scenario('Road Trip', ROAD_TRIP, 'road-trip'),
  scenario('Road Trip', ROAD_TRIP, 'road-trip'),
  scenario('Road Trip', ROAD_TRIP, 'road-trip'),
  scenario('Anonymous Tip', ANONYMOUS_TIP, 'anonymous-tip', false),
  scenario('Anonymous Tip', ANONYMOUS_TIP, 'anonymous-tip', false),
  scenario('Anonymous Tip', ANONYMOUS_TIP, 'anonymous-tip', false),
  scenario('Anonymous Call', ANONYMOUS_CALL, 'anonymous-call'),
  scenario('Anonymous Call', ANONYMOUS_CALL, 'anonymous-call'),
  scenario('Anonymous Call', ANONYMOUS_CALL, 'anonymous-call'),
  scenario('Frame Job', FRAME_JOB, 'frame-job'),
  scenario('Frame Job', FRAME_JOB, 'frame-job'),
  // Egos
  ego('Gatsby', 'Shall we invite another to the party, old sport? You may flip an additional Prey card at the beginning of your turn. (Once per Turn)', { type: 'extra-prey' }),
  ego('Casanova', 'They never see it coming. +2 Advantage in one Attack. (Once per Turn)', { type: 'attack-bonus', value: 2 }),
  ego('The Showman', 'Every kill a performance. +2 Advantage in one Attack. (Once per Turn)', { type: 'attack-bonus', value: 2 }),
  ego('Mama\'s Boy', 'Mother would be proud. +1 Advantage in one Attack. (Once per Turn)', { type: 'attack-bonus', value: 1 }),
  ego('The Ghost', 'No prints, no witnesses. One Attack bumps no Heat. (Once per Turn)', { type: 'cold-trail' }),
  ego('The Cleaner', 'Bleach fixes everything. One Attack bumps no Heat. (Once per Turn)', { type: 'cold-trail' }),
  ego('Jet Setter', 'Always on the move. Travel to any city, no roll, no Action. (Once per Turn)', { type: 'free-travel' }),
  ego('The Drifter', 'Thumb out, eyes open. Travel to any city, no roll, no Action. (Once per Turn)', { type: 'free-travel' }),
  ego('The Hoarder', 'Never throws anything away. Draw a Resource card. (Once per Turn)', { type: 'draw-card' }),
  ego('The Planner', 'Always one step ahead. Draw a Resource card. (Once per Turn)', { type: 'draw-card' }),
])();

/** The id views give the stand-in content (see {@link standInContent}). */
export const STAND_IN_CONTENT_ID = 'quad-city-killers/stand-in';

/**
 * The stand-in content: the Quad Cities map (Davenport and Bettendorf, Iowa; Rock Island and
 * Moline, Illinois; five prey spaces each), a Heat track of six levels, three blood-drop dice, 12
 * Killer Boards, 72 Prey cards and 72 Resource cards. Frozen: every game without its own content
 * shares it.
 */
export const standInContent: QuadCityContent = /* @__PURE__ */ deepFreeze({
  name: 'stand-in Quad Cities',
  cities: STAND_IN_CITIES,
  heatLevels: 6,
  dice: [BLOOD_DIE, BLOOD_DIE, BLOOD_DIE],
  killers: STAND_IN_KILLERS,
  prey: STAND_IN_PREY,
  resources: STAND_IN_RESOURCES,
});

/**
 * Whether `content` is the stand-in: the shared object itself (what a parsed config holds), or a
 * copy equal to it as JSON, whatever its key order (a state rebuilt from JSON).
 */
export function isStandIn(content: unknown): boolean {
  return sameJson(content, standInContent);
}
