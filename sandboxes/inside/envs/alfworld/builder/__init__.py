"""The ALFWorld game generator's parts: scenes from the wheel, game content and its PDDL problem,
walkthroughs (`builder.generate` writes games/; `sandboxes.inside.envs.alfworld.build` assembles them)."""
