"""The runner's side of the sandbox boundary: it starts sandboxes, limits them and talks to them.

Nothing here runs inside a sandbox, and nothing from inside is trusted here: replies are parsed
by `sandboxes.wire` as hostile bytes. Runtimes (`runtime`: bubblewrap, forked, gVisor, Docker),
limits (`config`, `limits`, `cgroups`), the process and its pipes (`sandbox`, `pipe`, `procs`),
pooling (`pool`, `forking`) and the episode-level session (`session`).
"""
