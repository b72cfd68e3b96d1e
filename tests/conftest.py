"""Shared test set-up: Sphinx's testing fixtures, with the project's test roots."""

from pathlib import Path

import pytest

pytest_plugins = ("sphinx.testing.fixtures",)


@pytest.fixture(scope="session")
def rootdir() -> Path:
    """Where ``@pytest.mark.sphinx(testroot="x")`` finds ``tests/roots/test-x``."""
    return Path(__file__).parent / "roots"
