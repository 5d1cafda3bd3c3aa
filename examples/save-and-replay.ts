/**
 * Save a match half-way, load it back (verified against its log), finish it, and replay the whole
 * log from the seed to the same final state.
 *
 *   npx tsx examples/save-and-replay.ts
 */
import { applyAction, createRng, deserializeMatch, replay, serializeMatch, createMatch } from 'killer-rules';
import { cerealKiller } from 'killer-rules/cereal-killer';

const seed = 'save-and-replay';
const chooser = createRng(`${seed}/choices`);
const created = createMatch(cerealKiller, { seed });
if (!created.ok) throw new Error(created.error.message);
let match = created.match;

function playRandomly(steps: number): void {
  for (let step = 0; step < steps && cerealKiller.outcome(match.state) === null; step++) {
    const player = cerealKiller.activePlayers(match.state)[0] ?? 0;
    const applied = applyAction(cerealKiller, match, chooser.pick(cerealKiller.legalActions(match.state, player)));
    if (!applied.ok) throw new Error(applied.error.message);
    match = applied.match;
  }
}

playRandomly(15);
const saved = serializeMatch(match);
console.log(`saved after ${match.log.length} actions: ${saved.length} bytes of JSON`);

const loaded = deserializeMatch(cerealKiller, saved, { verify: true });
if (!loaded.ok) throw new Error(loaded.error.message);
match = loaded.match;
console.log(`loaded and verified: day ${match.state.day}, ${match.state.phase}'s turn`);

playRandomly(1_000);
console.log(`finished: ${cerealKiller.outcome(match.state)?.reason} after ${match.log.length} actions`);

const replayed = replay(cerealKiller, { seed, actions: match.log });
if (!replayed.ok) throw new Error(replayed.error.message);
const same = JSON.stringify(replayed.match.state) === JSON.stringify(match.state);
console.log(`replayed ${match.log.length} actions from the seed: ${same ? 'identical state' : 'DIFFERENT state'}`);

const edited = JSON.parse(saved) as { state: { detective: { arrestsLeft: number } } };
edited.state.detective.arrestsLeft += 1;
const tampered = JSON.stringify(edited);
const refused = deserializeMatch(cerealKiller, tampered, { verify: true });
console.log(`a save with an extra arrest attempt: ${refused.ok ? 'accepted?!' : `${refused.error.code} — ${refused.error.message}`}`);
