"""Shared test set-up: Sphinx's testing fixtures, with the project's test roots."""

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from generator.cards import Suit
from generator.freecell import engine as freecell

from positions import freecell_position

pytest_plugins = ("sphinx.testing.fixtures",)


@pytest.fixture(scope="session")
def rootdir() -> Path:
    """Where ``@pytest.mark.sphinx(testroot="x")`` finds ``tests/roots/test-x``."""
    return Path(__file__).parent / "roots"


@pytest.fixture(scope="session")
def tiny_source() -> Path:
    """The tiny site (``tests/roots/site-tiny``): English and French, one game, one page."""
    return Path(__file__).parent / "roots" / "site-tiny"


@pytest.fixture
def copy_tiny(tmp_path: Path, tiny_source: Path) -> Callable[[str], Path]:
    """Makes a fresh copy of the tiny site under the test's ``tmp_path``, by name."""

    def copy(name: str) -> Path:
        root = tmp_path / name
        shutil.copytree(tiny_source, root)
        return root

    return copy


@pytest.fixture
def tiny(copy_tiny: Callable[[str], Path]) -> Path:
    """A copy of the tiny site the test may change (``tmp_path / "tiny"``)."""
    return copy_tiny("tiny")


@pytest.fixture(
    params=[
        (
            lambda text: text.replace('msgstr "Le deuxième coup."', 'msgstr "Le deuxième coup.'),
            "a string must be quoted on one line",
        ),
        (lambda text: text.replace("Le deuxième coup.", "Le deuxi\udce8me coup."), "not UTF-8"),
    ],
    ids=["unclosed-string", "not-utf-8"],
)
def break_french_catalog(request: pytest.FixtureRequest) -> Callable[[Path], str]:
    """Damages the French catalog of a copy of the tiny site so that it does not read (a string
    left open, a byte that is not UTF-8); returns the ``file:line: reason`` an error must name."""
    damage, reason = request.param

    def damaged(root: Path) -> str:
        catalog = root / "locales" / "fr" / "LC_MESSAGES" / "index.po"
        text = catalog.read_text(encoding="utf-8")
        catalog.write_bytes(damage(text).encode("utf-8", "surrogateescape"))
        line = text[: text.index("Le deuxième coup.")].count("\n") + 1
        return f"locales/fr/LC_MESSAGES/index.po:{line}: {reason}"

    return damaged


@pytest.fixture(autouse=True)
def _fresh_sphinx_translations() -> Iterator[None]:
    """Sphinx keeps interface catalogs per process; a French build must not leak into the next."""
    from sphinx.locale import translators

    translators.clear()
    yield
    translators.clear()


@pytest.fixture(scope="session")
def fc12_lost_position() -> freecell.Position:
    """FC-12: a two-cell FreeCell position with no useful move left.

    Both cells are full (J♦ 10♥), no card can go to a column, a cell or a foundation;
    the only legal moves take the 2♠ back from its foundation.
    """
    columns = ("5♥ 9♦", "4♣ 10♦", "7♣ J♥", "3♣ Q♦", "6♣ 9♥", "7♦ 3♦", "8♣ K♥", "6♦ Q♥")
    return freecell_position(
        dict(enumerate(columns, start=1)), "J♦ 10♥", {Suit.SPADES: 2}, cell_count=2
    )


@pytest.fixture(scope="session", autouse=True)
def _shared_font_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The test sites' fonts cut once for the session: cutting a Noto font takes a second or two,
    and most test sites show the same characters.  The build itself is unchanged."""
    from generator import site

    cache = tmp_path_factory.mktemp("font-cache")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(site, "font_cache", lambda root: cache)
        yield
