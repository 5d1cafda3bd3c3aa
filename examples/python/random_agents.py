"""Random agents play killer-rules games through the Python client, reproducibly.

    python3 random_agents.py --game cereal-killer --games 100
    python3 random_agents.py --game cereal-killer --games 2000 --mode vector --envs 64

Each agent picks among the legal indices (in increasing order) with a 32-bit linear congruential
generator that is easy to write in any language, so the same games can be played again elsewhere
(test/agents/python.test.ts plays them in TypeScript and compares the outcomes):

    state = (1664525 * state + 1013904223) mod 2**32
    choice = legal[(state * len(legal)) >> 32]

In `aec` mode one generator, seeded --chooser-seed, serves every choice of every game, played one
after another through KillerRulesEnv (episodes "<seed>/0", "<seed>/1", …). In `vector` mode game j
of KillerRulesVectorEnv has a generator of its own, seeded --chooser-seed + j, for all its episodes
("<seed>/<j>/0", "<seed>/<j>/1", …). Prints one JSON object: the episodes played (seed, winners,
reason, returns, steps), how many steps were taken, and how long it took.
"""

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from killer_rules_env import KillerRulesEnv, KillerRulesVectorEnv  # noqa: E402


class Chooser:
    """The documented LCG: one choice among the legal indices per call."""

    def __init__(self, seed):
        self.state = seed % 2 ** 32

    def pick(self, legal):
        self.state = (1664525 * self.state + 1013904223) % 2 ** 32
        return legal[(self.state * len(legal)) >> 32]


def legal_indices(mask):
    """The indices of the 1s of a mask (bytes), in order; `find` scans in C, which keeps the
    agent's share of a step small beside the environment's for games with thousands of actions."""
    indices = []
    index = mask.find(1)
    while index >= 0:
        indices.append(index)
        index = mask.find(1, index + 1)
    return indices


def episode_record(seed, outcome, steps):
    return {
        "seed": seed,
        "winners": None if outcome is None else outcome["winners"],
        "reason": None if outcome is None else outcome["reason"],
        "returns": None if outcome is None else outcome["returns"],
        "steps": steps,
    }


def play_aec(args, command):
    chooser = Chooser(args.chooser_seed)
    episodes = []
    steps = 0
    with KillerRulesEnv(args.game, config=args.config, seed=args.seed, max_steps=args.max_steps, command=command, binary=not args.base64) as env:
        started = time.perf_counter()
        for _ in range(args.games):
            env.reset()
            for agent in env.agent_iter():
                observation, reward, termination, truncation, info = env.last()
                if termination or truncation:
                    env.step(None)
                    continue
                env.step(chooser.pick(legal_indices(observation["action_mask"])))
                steps += 1
            episodes.append(episode_record(env.episode_seed, info["outcome"], env.steps))
        seconds = time.perf_counter() - started
    return episodes, steps, seconds


def play_vector(args, command):
    choosers = [Chooser(args.chooser_seed + j) for j in range(args.envs)]
    episodes = []
    steps = 0
    with KillerRulesVectorEnv(args.game, args.envs, config=args.config, seed=args.seed, max_steps=args.max_steps, command=command, binary=not args.base64) as env:
        started = time.perf_counter()
        env.reset()
        n = env.action_size
        while len(episodes) < args.games:
            masks = env.action_masks
            actions = [choosers[j].pick(legal_indices(masks[j * n:(j + 1) * n])) for j in range(args.envs)]
            env.step(actions)
            steps += args.envs
            for ending in env.endings:
                if ending is not None:
                    episodes.append(episode_record(ending["seed"], ending["outcome"], ending["steps"]))
        seconds = time.perf_counter() - started
    return episodes, steps, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="cereal-killer")
    parser.add_argument("--games", type=int, default=100, help="episodes to finish")
    parser.add_argument("--seed", default="python")
    parser.add_argument("--config", type=json.loads, default=None, help="the game's configuration, as JSON")
    parser.add_argument("--max-steps", type=int, default=None)
    parser.add_argument("--mode", choices=["aec", "vector"], default="aec")
    parser.add_argument("--envs", type=int, default=16, help="games in lockstep (vector mode)")
    parser.add_argument("--chooser-seed", type=int, default=1)
    parser.add_argument("--bin", help="the killer-rules bin (dist/cli/main.js), run with node")
    parser.add_argument("--base64", action="store_true", help="tensors as base64 in the response lines, not raw bytes after them")
    args = parser.parse_args()
    command = ["node", args.bin, "env", "--stdio"] if args.bin else None
    # The clock runs from the server's first reset to the last episode's end: what a training loop
    # sees per step, without the server's start-up.
    episodes, steps, seconds = (play_vector if args.mode == "vector" else play_aec)(args, command)
    json.dump({"game": args.game, "mode": args.mode, "envs": args.envs if args.mode == "vector" else 1, "steps": steps, "seconds": seconds, "episodes": episodes}, sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
