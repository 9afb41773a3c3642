"""The ALFWorld reward: 1.0 once the game is won, else 0.0.

As ALFWorld scores its text games: the engine's goal check (TextWorld's `won`, the PDDL goal
of the game's problem holding in the current state) is the whole reward, with no partial
credit and no way to lose. A won game ends the episode; other episodes end at the runner's
turn budget.
"""

from __future__ import annotations

WON = 1.0
NOT_WON = 0.0


def reward(won: bool) -> float:
    """The reward of a turn after which the engine says the game is (or is not) won."""
    return WON if won else NOT_WON
