import pytest

from .fakes import FakeGateway


@pytest.fixture
def gateway() -> FakeGateway:
    return FakeGateway()
