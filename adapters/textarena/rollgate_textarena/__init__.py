"""TextArena's single-player games as a Rollgate env plugin (docs/envs.md, "Adapters")."""
