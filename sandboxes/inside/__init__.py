"""The inside of a sandbox: code that runs in it, under its limits, next to hostile agent code.

The env server (`server`), the commands it runs (`command`), each confined away from it
(`confine`, through the Linux calls of `kernel`), the fork server that makes warm sandboxes
(`forkserver`) and the environments (`envs`). Only the standard library and the
shared modules of `sandboxes` (errors, wire, protocol, seccomp) are imported here.
"""
