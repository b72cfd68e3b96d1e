"""Where the site's files are: pages, example games, catalogs and glossaries.

The layout is the project's: pages in ``docs/`` (MyST), example
game records in ``docs/games/``, the pages' catalogs in
``locales/<lang>/LC_MESSAGES/<docname>.po`` (as ``sphinx-intl`` keeps them) and
a glossary per locale, ``locales/<lang>/glossary.toml``.  The generator's own
catalogs ship in its package (:data:`generator.i18n.LOCALE_DIR`):
``<lang>/LC_MESSAGES/generator.po`` with the template ``generator.pot``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from generator.i18n import DOMAIN as GENERATOR_DOMAIN
from generator.i18n import LOCALE_DIR as GENERATOR_LOCALE_DIR

SOURCE_LANGUAGE = "en"
#: Catalogs beside the pages' that translate no page: the site's interface
#: words, read by Sphinx's templates (domain ``sphinx``).
INTERFACE_DOMAINS = frozenset({"sphinx"})


@dataclass(frozen=True)
class Site:
    """A site at ``root``; a Sphinx project may keep its pages and catalogs elsewhere."""

    root: Path
    docs_dir: Path | None = None
    locales_dir: Path | None = None
    generator_locales_dir: Path | None = None

    @property
    def docs(self) -> Path:
        return self.docs_dir or self.root / "docs"

    @property
    def locales(self) -> Path:
        return self.locales_dir or self.root / "locales"

    @property
    def generator_locales(self) -> Path:
        """The generator's catalogs: the package's, unless the site names others."""
        return self.generator_locales_dir or GENERATOR_LOCALE_DIR

    def display(self, path: Path | str) -> str:
        """A path as reports show it: relative to the site's root when inside it."""
        path = Path(path)
        try:
            return path.resolve().relative_to(self.root.resolve()).as_posix()
        except ValueError:
            return path.as_posix()

    def pages(self) -> list[Path]:
        """The MyST pages, skipping build output and hidden directories (``_build``, ``.x``)."""
        if not self.docs.is_dir():
            return []
        return sorted(
            path
            for path in self.docs.rglob("*.md")
            if not any(
                part.startswith(("_", ".")) for part in path.relative_to(self.docs).parts[:-1]
            )
        )

    def docname(self, page: Path) -> str:
        return page.relative_to(self.docs).with_suffix("").as_posix()

    def games(self) -> list[Path]:
        """The game records the check replays: the pages' (``docs/``) and the sample records."""
        pages = sorted(self.docs.rglob("*.game")) if self.docs.is_dir() else []
        return pages + self.sample_records()

    def sample_records(self) -> list[Path]:
        """The sample records of ``examples/``, which the README tells readers to replay."""
        folder = self.root / "examples"
        return sorted(folder.rglob("*.game")) if folder.is_dir() else []

    def languages(self) -> list[str]:
        """Every locale with catalogs or a glossary, the source language included."""
        if not self.locales.is_dir():
            return []
        return sorted(
            entry.name
            for entry in self.locales.iterdir()
            if entry.is_dir()
            and ((entry / "LC_MESSAGES").is_dir() or (entry / "glossary.toml").is_file())
        )

    def translations(self) -> list[str]:
        """The locales the pages are translated into (every locale but the source)."""
        return [lang for lang in self.languages() if lang != SOURCE_LANGUAGE]

    def generator_template(self) -> Path:
        return self.generator_locales / f"{GENERATOR_DOMAIN}.pot"

    def generator_catalog(self, lang: str) -> Path:
        return self.generator_locales / lang / "LC_MESSAGES" / f"{GENERATOR_DOMAIN}.po"

    def page_catalogs(self, lang: str) -> list[Path]:
        folder = self.locales / lang / "LC_MESSAGES"
        if not folder.is_dir():
            return []
        return sorted(path for path in folder.rglob("*.po") if path != self.generator_catalog(lang))

    def page_catalog(self, lang: str, page: Path) -> Path:
        """Where ``sphinx-intl`` keeps the catalog of ``page`` (``gettext_compact = False``)."""
        return self.locales / lang / "LC_MESSAGES" / f"{self.docname(page)}.po"

    def is_interface_catalog(self, catalog: Path) -> bool:
        return catalog.parent.name == "LC_MESSAGES" and catalog.stem in INTERFACE_DOMAINS

    def page_of_catalog(self, catalog: Path) -> Path | None:
        """The page a pages' catalog translates, if it exists."""
        lang_dir = catalog.relative_to(self.locales).parts[0]
        relative = catalog.relative_to(self.locales / lang_dir / "LC_MESSAGES").with_suffix(".md")
        page = self.docs / relative
        return page if page.is_file() else None

    def glossary(self, lang: str) -> Path:
        return self.locales / lang / "glossary.toml"

    def language_of(self, path: Path) -> str | None:
        """The locale a file under ``locales/<lang>/`` belongs to."""
        try:
            parts = path.resolve().relative_to(self.locales.resolve()).parts
        except ValueError:
            return None
        return parts[0] if len(parts) > 1 else None
