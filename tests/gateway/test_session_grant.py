"""The client's SessionGrant mirrors the gateway's: sessions are HTTP only, so no proto message
checks them (tests/common/test_protoconv.py does that for the other wire models)."""

from __future__ import annotations

import rollgate

from services.gateway.session_models import SessionGrant


def test_the_client_reads_every_grant_field_the_gateway_sends() -> None:
    path = "/v1/sessions/job-1-t0-s0.ab12"
    grant = SessionGrant(session_id="job-1-t0-s0.ab12", api_key="rgs-key", base_url=f"http://gw{path}", path=path,
                         job_id="job-1", trajectory_id="job-1-t0-s0", env="swe",
                         task={"id": "astropy__astropy-12907", "data": {"repo": "astropy/astropy"}},
                         idle_timeout_s=60.0, max_turns=50)

    read = rollgate.SessionGrant.model_validate_json(grant.model_dump_json())

    assert set(rollgate.SessionGrant.model_fields) == set(SessionGrant.model_fields)
    assert read.model_dump(mode="json") == grant.model_dump(mode="json")
