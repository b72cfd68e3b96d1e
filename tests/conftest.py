"""Shared test set-up: Sphinx's testing fixtures, with the project's test roots."""

from pathlib import Path

import pytest

pytest_plugins = ("sphinx.testing.fixtures",)


@pytest.fixture(scope="session")
def rootdir() -> Path:
    """Where ``@pytest.mark.sphinx(testroot="x")`` finds ``tests/roots/test-x``."""
    return Path(__file__).parent / "roots"


@pytest.fixture(autouse=True)
def _fresh_sphinx_translations():
    """Sphinx keeps interface catalogs per process; a French build must not leak into the next."""
    from sphinx.locale import translators

    translators.clear()
    yield
    translators.clear()
