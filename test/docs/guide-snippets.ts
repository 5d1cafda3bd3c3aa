/**
 * Blocks of the guide (docs/README.md) that need a line before them to compile, kept here verbatim
 * so that the typecheck step checks them against the library (test/docs/code-blocks.test.ts
 * finds them here). Not run: the typecheck is the point.
 */
import type { GameId, Match as LibraryMatch, RngState } from 'killer-rules';
import { killercruise as myGame } from 'killer-rules/killercruise';

// "Concepts": the guide's sketch of a match must be the library's `Match`, field for field.
interface Match<Config, State, Action> {
  readonly format: 2;               // the save format serializeMatch writes
  readonly game: GameId;
  readonly seed: string;
  readonly config: Config;          // the completed configuration, content included
  readonly state: State;
  readonly rng: RngState;           // where the random stream stands
  readonly log: readonly Action[];  // every accepted action, in order
}
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const sketchIsTheLibrarysMatch: Same<Match<'config', 'state', 'action'>, LibraryMatch<'config', 'state', 'action'>> = true;

// "Writing your own game module": the conformance kit in a test, `myGame` standing for yours.
import { checkGameModule } from 'killer-rules/testing';
import { it } from 'vitest';

it('conforms', () => {
  checkGameModule(myGame, { configs: [{}, { players: 4 }], games: 50, maxSteps: 5000 });
});
