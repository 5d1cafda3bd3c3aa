"""killer-rules environments for Python, over `killer-rules env --stdio`.

Standard library only. `KillerRulesEnv` offers PettingZoo's AEC method names (`reset`, `step`,
`observe`, `last`, `agent_iter`, `agents`, `agent_selection`, `rewards`, `terminations`,
`truncations`, `infos`, `action_space`, `observation_space`), so it drops into a PettingZoo-style
loop; `KillerRulesVectorEnv` steps many games in lockstep, with auto-reset, for throughput.

    from killer_rules_env import KillerRulesEnv

    env = KillerRulesEnv("cereal-killer", seed="learn")
    env.reset()
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None
        else:
            mask = observation["action_mask"]
            action = next(i for i, legal in enumerate(mask) if legal)  # your policy here
        env.step(action)
    env.close()

Observations are `array('f')` (float32) and masks `bytes` (one 0/1 per action): with NumPy,
`numpy.frombuffer(observation, dtype=numpy.float32)` reads one without a copy. Agents are named
"player_<seat>", as in PettingZoo's classic games. A refused request raises `KillerRulesError`
(with the engine's `code`, `reason` and `message`) and changes nothing.

The server is started as `killer-rules env --stdio` (from PATH, else through `npx --no-install`);
pass `command=[...]` to start it otherwise (`["node", "path/to/dist/cli/main.js", "env", "--stdio"]`),
or `server=` to share one server process between environments. Tensors come as raw bytes after
each response line (the protocol's binary mode); `binary=False` asks for base64 in the line.
"""

import base64
import json
import shutil
import subprocess
import sys
from array import array

__all__ = [
    "KillerRulesError",
    "KillerRulesServer",
    "KillerRulesEnv",
    "KillerRulesVectorEnv",
    "Discrete",
    "Box",
]


class KillerRulesError(Exception):
    """A request the server refused: `code`, `reason` (a stable id) and `message` (the rule, in words)."""

    def __init__(self, error):
        self.code = error.get("code")
        self.reason = error.get("reason")
        self.message = error.get("message")
        super().__init__("%s (%s): %s" % (self.code, self.reason, self.message))


def default_command():
    """`killer-rules env --stdio`, from PATH or through npx."""
    found = shutil.which("killer-rules")
    if found:
        return [found, "env", "--stdio"]
    return ["npx", "--no-install", "killer-rules", "env", "--stdio"]


# Linux's fcntl command to set a pipe's capacity (F_SETPIPE_SZ), which Python's fcntl names only from 3.10.
_SET_PIPE_SIZE = 1031


def _widen_pipe(stream):
    """Asks Linux for a 1 MiB pipe (64 KiB by default): a batch of 64 Quad City Killers tensors is
    1.5 MB, and each pipe-full is a round trip between the two processes. Elsewhere, or refused
    (a capped /proc/sys/fs/pipe-max-size), the pipe stays as it is."""
    try:
        import fcntl
        fcntl.fcntl(stream.fileno(), getattr(fcntl, "F_SETPIPE_SZ", _SET_PIPE_SIZE), 1 << 20)
    except (ImportError, OSError, ValueError):
        pass


class KillerRulesServer:
    """One `killer-rules env --stdio` process; environments send their requests through it.

    Tensors come as raw bytes after each response line (the protocol's binary mode), which spares
    the base64 round trip; `binary=False` asks for them as base64 in the line instead.
    """

    def __init__(self, command=None, binary=True):
        self.binary = binary
        self.process = subprocess.Popen(
            command or default_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        _widen_pipe(self.process.stdout)
        self._next_id = 0

    def request(self, op, **fields):
        """Sends one request and returns its response; raises KillerRulesError if it is refused."""
        if self.process.poll() is not None:
            raise RuntimeError("the killer-rules server has exited (code %s)" % self.process.returncode)
        self._next_id += 1
        fields["op"] = op
        fields["id"] = self._next_id
        if self.binary:
            fields["binary"] = True
        self.process.stdin.write(json.dumps(fields, separators=(",", ":")).encode("utf-8") + b"\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("the killer-rules server closed its output (exit code %s)" % self.process.poll())
        response = json.loads(line)
        for tensor in response.pop("binary", None) or []:
            data = self.process.stdout.read(tensor["bytes"])
            if len(data) != tensor["bytes"]:
                raise RuntimeError("the killer-rules server ended in the middle of a tensor")
            response[tensor["name"]] = data
        if response.get("id") != self._next_id:
            raise RuntimeError("the killer-rules server answered request %r, not %r" % (response.get("id"), self._next_id))
        if not response.get("ok"):
            raise KillerRulesError(response.get("error") or {})
        return response

    def close(self):
        """Ends the server: its input is closed, and it exits."""
        if self.process.poll() is None:
            self.process.stdin.close()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.process.stdout.close()


def raw(data):
    """A tensor's bytes: as sent in binary mode, or decoded from base64."""
    return data if isinstance(data, bytes) else base64.b64decode(data)


def floats(data):
    """A float32 tensor (little-endian on the wire) as array('f')."""
    values = array("f")
    values.frombytes(raw(data))
    if sys.byteorder != "little":
        values.byteswap()
    return values


class Discrete:
    """The action space: the integers 0 … n - 1 (gymnasium's Discrete, without gymnasium)."""

    def __init__(self, n):
        self.n = n
        self.shape = ()
        self.dtype = "int64"

    def contains(self, x):
        return isinstance(x, int) and 0 <= x < self.n

    def __repr__(self):
        return "Discrete(%d)" % self.n


class Box:
    """The observation space: float32 values of a fixed shape (gymnasium's Box, without gymnasium)."""

    def __init__(self, shape):
        self.shape = tuple(shape)
        self.dtype = "float32"

    def __repr__(self):
        return "Box(shape=%r, dtype=float32)" % (self.shape,)


def agent_name(seat):
    return "player_%d" % seat


class _EnvBase:
    def _open(self, game, config, seed, max_steps, server, command, binary, num_envs=None):
        self._owns_server = server is None
        self.server = server or KillerRulesServer(command, binary=binary)
        fields = {"game": game, "seed": seed}
        if config is not None:
            fields["config"] = config
        if max_steps is not None:
            fields["maxSteps"] = max_steps
        if num_envs is not None:
            fields["numEnvs"] = num_envs
        created = self.server.request("create", **fields)
        self.handle = created["env"]
        self.game = created["game"]
        self.config = created["config"]
        self.max_steps = created["maxSteps"]
        self.possible_seats = list(created["possibleAgents"])
        self.possible_agents = [agent_name(seat) for seat in self.possible_seats]
        self.action_size = created["actionSize"]
        self.action_ranges = created["actionRanges"]
        self.observation_shape = tuple(created["observationShape"])
        self.observation_size = created["observationSize"]
        self.fields = created["fields"]
        self.metadata = {"name": "killer_rules_%s" % self.game.replace("-", "_"), "is_parallelizable": False}

    def action_space(self, agent=None):
        return Discrete(self.action_size)

    def observation_space(self, agent=None):
        return Box(self.observation_shape)

    def decode(self, index, agent=None):
        """The action an index stands for, and its description in the game's words."""
        seat = self.possible_agents.index(agent) if agent is not None else 0
        decoded = self.server.request("decode", env=self.handle, index=index, agent=seat)
        return decoded["action"], decoded["text"]

    def close(self):
        """Closes the environment, and the server if this environment started it."""
        if self.handle is None:
            return
        try:
            self.server.request("close", env=self.handle)
        finally:
            self.handle = None
            if self._owns_server:
                self.server.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class KillerRulesEnv(_EnvBase):
    """A game as a PettingZoo AEC environment.

    Episodes are seeded "<seed>/0", "<seed>/1", … as `reset()` starts them; `reset(seed=s)` starts
    again from "<s>/0". Rewards are 0 until the end, then the outcome's returns (+1 win, -1 loss).
    Once the game is over, each agent in turn must `step(None)` (its dead step) and leaves `agents`.
    """

    def __init__(self, game, config=None, seed=0, max_steps=None, server=None, command=None, binary=True):
        self._open(game, config, seed, max_steps, server, command, binary)
        self.agents = []
        self.agent_selection = None
        self.rewards = {}
        self._cumulative_rewards = {}
        self.terminations = {}
        self.truncations = {}
        self.infos = {}
        self.episode_seed = None
        self._observed = None

    @property
    def unwrapped(self):
        return self

    @property
    def num_agents(self):
        return len(self.agents)

    @property
    def max_num_agents(self):
        return len(self.possible_agents)

    def _take(self, turn):
        names = self.possible_agents
        self.agents = [names[seat] for seat in turn["agents"]]
        self.agent_selection = names[turn["agentSelection"]]
        self.rewards = dict(zip(names, turn["rewards"]))
        self._cumulative_rewards = dict(zip(names, turn["cumulativeRewards"]))
        self.terminations = dict(zip(names, turn["terminations"]))
        self.truncations = dict(zip(names, turn["truncations"]))
        self.infos = dict(zip(names, turn["infos"]))
        self.episode_seed = turn["episodeSeed"]
        self.steps = turn["steps"]
        self._observed = (
            self.agent_selection,
            {"observation": floats(turn["observation"]), "action_mask": raw(turn["actionMask"])},
        )

    def reset(self, seed=None, options=None):
        fields = {"env": self.handle}
        if seed is not None:
            fields["seed"] = seed
        self._take(self.server.request("reset", **fields))

    def step(self, action):
        if action is not None and not isinstance(action, int):
            action = int(action)
        self._take(self.server.request("step", env=self.handle, action=action))

    def observe(self, agent):
        if self._observed is not None and self._observed[0] == agent:
            return self._observed[1]
        seat = self.possible_agents.index(agent)
        observed = self.server.request("observe", env=self.handle, agent=seat)
        return {"observation": floats(observed["observation"]), "action_mask": raw(observed["actionMask"])}

    def last(self, observe=True):
        agent = self.agent_selection
        return (
            self.observe(agent) if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def agent_iter(self, max_iter=2 ** 63):
        served = 0
        while self.agents and served < max_iter:
            served += 1
            yield self.agent_selection

    def render(self):
        """Nothing to draw: `decode(index)` describes an action, and the game's views are on the server."""
        return None


class KillerRulesVectorEnv(_EnvBase):
    """`num_envs` games stepped in lockstep, each restarted as soon as it ends.

    After `reset()` and `step(actions)`: `agents[j]` is the seat to act in game j, `observation(j)`
    and `action_mask(j)` what it observes; `rewards[j]` holds every seat's reward of the last step
    (the returns where game j ended), `terminations[j]`/`truncations[j]` say whether it ended, and
    `endings[j]` describes the episode that ended ({"seed", "outcome", "steps"}) or is None. Game j
    plays the episodes "<seed>/<j>/0", "<seed>/<j>/1", …
    """

    def __init__(self, game, num_envs, config=None, seed=0, max_steps=None, server=None, command=None, binary=True):
        self._open(game, config, seed, max_steps, server, command, binary, num_envs=num_envs)
        self.num_envs = num_envs
        self.episode_seeds = None

    def _take(self, result):
        self.agents = result["agents"]
        self.observations = floats(result["observations"])
        self.action_masks = raw(result["actionMasks"])
        seats = len(self.possible_seats)
        flat = result["rewards"]
        self.rewards = [flat[j * seats:(j + 1) * seats] for j in range(self.num_envs)]
        self.terminations = result["terminations"]
        self.truncations = result["truncations"]
        self.endings = result["endings"]
        if "episodeSeeds" in result:
            self.episode_seeds = result["episodeSeeds"]

    def reset(self, seed=None, options=None):
        fields = {"env": self.handle}
        if seed is not None:
            fields["seed"] = seed
        self._take(self.server.request("reset", **fields))

    def step(self, actions):
        self._take(self.server.request("step", env=self.handle, actions=[int(action) for action in actions]))

    def observation(self, j):
        """Game j's observation (a slice of `observations`)."""
        size = self.observation_size
        return self.observations[j * size:(j + 1) * size]

    def action_mask(self, j):
        """Game j's action mask (a slice of `action_masks`)."""
        n = self.action_size
        return self.action_masks[j * n:(j + 1) * n]
