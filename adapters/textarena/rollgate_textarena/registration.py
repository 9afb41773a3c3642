"""What Rollgate reads of the plugin outside a sandbox: this entry, nothing of TextArena itself."""

from importlib.resources import files

from rollgate_textarena.about import DESCRIPTION, SPLITS
from sandboxes.registry import EnvEntry

PINNED = files("rollgate_textarena").joinpath("requirements.txt").read_text()
REQUIREMENTS = tuple(line for line in map(str.strip, PINNED.splitlines()) if line and not line.startswith("#"))

ENV = EnvEntry(
    name="textarena",
    env="rollgate_textarena.env:TextArenaEnv",
    description=DESCRIPTION,
    splits=SPLITS,
    requirements=REQUIREMENTS,
    golden="rollgate_textarena.golden:golden_actions",
    prompt=("You are playing a text game. Follow the game's instructions. Think inside <think> </think> tags if "
            "you like, then give your next move, written as the game asks, inside <action> </action> tags, "
            "e.g. <action>[A C]</action>."),
)
