"""Entry point of the gateway: `python -m services.gateway.main` (HTTP and gRPC in one process)."""

from __future__ import annotations

import logging

import uvicorn

from services.common.settings import load_settings
from services.gateway.app import create_app


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("httpx").setLevel(logging.WARNING)
    settings = load_settings("gateway")
    uvicorn.run(create_app(settings), host=settings.http_host, port=settings.http_port, log_level="warning")


if __name__ == "__main__":
    main()
