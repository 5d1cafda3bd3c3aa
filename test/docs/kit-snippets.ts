/**
 * The guide's conformance-kit block on kinds of position (docs/README.md), kept here verbatim so
 * that the typecheck checks it against the kit; `myGame` stands for a game whose state has a
 * `phase` and a `pending` decision.
 */
import type { GameAction, GameEvent, GameModule } from 'killer-rules';
import { checkGameModule } from 'killer-rules/testing';

interface MyState {
  readonly phase: 'play' | 'question';
  readonly pending: { readonly kind: 'eavesdrop' | 'draw' } | null;
}
declare const myGame: GameModule<unknown, MyState, GameAction, GameEvent, unknown>;

checkGameModule(myGame, {
  positionKinds: {
    kindOf: (state) => `${state.phase}/${state.pending?.kind ?? 'turn'}`,
    expected: ['play/turn', 'play/eavesdrop', 'question/draw'],
  },
});
