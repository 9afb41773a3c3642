"""schemathesis hooks of tests/gateway/test_openapi_contract.py (loaded through SCHEMATHESIS_HOOKS)."""

from __future__ import annotations

from typing import Any

import schemathesis

LONG_POLL_S = 0.2


@schemathesis.hook("map_body").apply_to(path="/v1/jobs/{job_id}/sessions:next", method="POST")
def short_long_polls(context: Any, body: Any) -> Any:
    """A valid `wait_s` (0 to 30 s, 10 when left out) is an idle wait, since no runner opens
    sessions here: 74 of the run's 85 s of fuzzing went to 22 such waits. A valid one is cut to
    LONG_POLL_S, what the gateway answers is the same (a null session); an invalid one is sent
    as drawn."""
    if isinstance(body, dict):
        wait = body.get("wait_s", 10.0)
        if isinstance(wait, int | float) and not isinstance(wait, bool) and 0 <= wait <= 30:
            body["wait_s"] = min(wait, LONG_POLL_S)
    return body
