"""Set before anything imports gRPC (this file loads before every other conftest): gRPC's fork
handlers restart its threads in a forked child, so a test process that used gRPC (its client
and server tests) could no longer fork the launcher of a confined tool command, which must be
single-threaded to enter its user namespace (`sandboxes.inside.confine`); the SWE grader run in
the test process then failed or graded nothing, depending on which modules ran there first.
The services never fork after using gRPC: their sandboxes are forked by processes of their own."""

import os

os.environ.setdefault("GRPC_ENABLE_FORK_SUPPORT", "false")
