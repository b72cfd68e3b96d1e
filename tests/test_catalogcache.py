"""The merged page catalogs kept between builds: served while nothing they come from changed."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator import catalogcache, site


@pytest.fixture
def extractions(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The projects whose pages' messages were extracted (each Sphinx ``gettext`` build)."""
    done: list[Path] = []
    real = site.extract_messages

    def counted(root: Path, pot: Path, quiet: bool = True) -> site.LocaleResult:
        done.append(root)
        return real(root, pot, quiet)

    monkeypatch.setattr(site, "extract_messages", counted)
    return done


def french(root: Path) -> Path:
    return root / "locales" / "fr" / "LC_MESSAGES" / "index.po"


def test_nothing_changed_merges_nothing_again(tiny: Path, extractions: list[Path]) -> None:
    (tiny / "docs" / "index.md").write_text(
        (tiny / "docs" / "index.md").read_text(encoding="utf-8") + "\nA new paragraph.\n",
        encoding="utf-8",
    )
    first = site.refreshed_catalogs(tiny, ("fr",))
    assert "A new paragraph." in first[french(tiny)]
    assert site.refreshed_catalogs(tiny, ("fr",)) == first
    assert extractions == [tiny]


@pytest.mark.parametrize(
    "change",
    [
        "a page edited",
        "a catalog edited",
        "a page added",
        "an included file edited",
        "other languages",
    ],
)
def test_any_change_merges_again(tiny: Path, extractions: list[Path], change: str) -> None:
    page = tiny / "docs" / "index.md"
    shared = tiny / "docs" / "shared.inc"
    shared.write_text("Shared words.\n", encoding="utf-8")
    page.write_text(
        page.read_text(encoding="utf-8") + "\n```{include} shared.inc\n```\n", encoding="utf-8"
    )
    first = site.refreshed_catalogs(tiny, ("fr",))
    assert "Shared words." in first[french(tiny)]
    languages: tuple[str, ...] = ("fr",)
    created = None
    if change == "a page edited":
        page.write_text(page.read_text(encoding="utf-8") + "\nMore words.\n", encoding="utf-8")
        expected = "More words."
    elif change == "a catalog edited":
        catalog = french(tiny)
        catalog.write_text(
            catalog.read_text(encoding="utf-8").replace(
                'msgstr "Le deuxième coup."', 'msgstr "Le second coup."'
            ),
            encoding="utf-8",
        )
        expected = "Le second coup."
    elif change == "a page added":
        (tiny / "docs" / "other.md").write_text(
            "---\norphan: true\n---\n\n# Other\n\nOther words.\n", encoding="utf-8"
        )
        expected = None
        created = french(tiny).with_name("other.po")
    elif change == "an included file edited":
        shared.write_text("Words shared now.\n", encoding="utf-8")
        expected = "Words shared now."
    else:
        languages = ("fr", "de")
        expected = None
    second = site.refreshed_catalogs(tiny, languages)
    assert extractions == [tiny, tiny]
    if expected is not None:
        assert expected in second[french(tiny)]
    if created is not None:
        assert "Other words." in second[created]
    # and the new merge is kept in turn
    assert site.refreshed_catalogs(tiny, languages) == second
    assert len(extractions) == 2


def test_a_damaged_cache_is_merged_again(tiny: Path, extractions: list[Path]) -> None:
    first = site.refreshed_catalogs(tiny, ("fr",))
    catalogcache.cache_path(tiny).write_text("{not json", encoding="utf-8")
    assert site.refreshed_catalogs(tiny, ("fr",)) == first
    assert extractions == [tiny, tiny]
