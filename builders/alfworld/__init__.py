"""The ALFWorld game builder: `build` assembles `data/alfworld/json_2.1.1/` from the committed
game sources; `generate` draws new games from the wheel's scenes (run by hand), with its scenes,
PDDL problems and walkthroughs."""
