"""A hostile env server for tests: it answers each request with the lines its script gives.

    python -S -c "$(cat hostile_server.py)" SCRIPT_JSON

SCRIPT_JSON lists, per request in order, the lines to write in answer: templates where
"{id}" is the request's id, "{next}" the id after it and "{pad:N}" N bytes of "x". A
request past the script gets `{"id": id, "result": {}}`; after answering `close` it exits.
Only the standard library: it runs inside sandboxes, passed as source (`source()`).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import BinaryIO

RESET = '{"id":{id},"result":{"observation":"Make 8 from 3 and 5.","anchor_state":"a","info":{},"actions":[],' \
        '"agent_info":{}}}'
STEP_WON = '{"id":{id},"result":{"observation":"Correct.","reward":1.0,"done":true,"anchor_state":"b","info":{},' \
           '"actions":[]}}'
STEP_LOST = STEP_WON.replace("1.0", "0.0").replace("Correct.", "Wrong.")


def source() -> str:
    """This server's source, to run with `python -S -c`."""
    return Path(__file__).read_text()


def main() -> None:
    script = json.loads(sys.argv[1])
    out = sys.stdout.buffer
    _write(out, ['{"id":0,"result":{"ready":true}}'], 0)
    for index, line in enumerate(sys.stdin.buffer):
        request = json.loads(line)
        _write(out, script[index] if index < len(script) else ['{"id":{id},"result":{}}'], request["id"])
        if request["method"] == "close":
            return


def _write(out: BinaryIO, lines: list[str], request_id: int) -> None:
    for line in lines:
        text = line.replace("{id}", str(request_id)).replace("{next}", str(request_id + 1))
        text = re.sub(r"\{pad:(\d+)\}", lambda match: "x" * int(match.group(1)), text)
        out.write(text.encode() + b"\n")
    out.flush()


if __name__ == "__main__":
    main()
