"""No silent English: a translated page must have its catalog, and every
message of the page a translation.

Sphinx shows the English text of any message its catalog lacks.  Right after
Sphinx's own ``Locale`` transform (priority 20), this transform reports each
message left untranslated (missing, empty or fuzzy: not
:attr:`generator.catalogs.Message.translated`, so not in the compiled catalog) as a located warning
naming the catalog entry, and a page without a catalog at all, so the build
fails with ``-W`` (``generator_require_translations``, on by default).
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.transforms import SphinxTransform
from sphinx.util.i18n import docname_to_domain
from sphinx.util.nodes import extract_messages

from generator.catalogs import CatalogError, Message, Status, read_catalog
from generator.compiled import source_locale_dirs
from generator.sphinxext.report import warn


@functools.lru_cache(maxsize=64)
def _entries(path: str, mtime: float) -> dict[str, Message]:
    """msgid → message of a page's catalog, read by the one catalog reader (cached while unchanged).

    Sphinx translates a page's text without a context: a message with one is not the page's."""
    return {m.msgid: m for m in read_catalog(path).messages if m.msgctxt is None}


def catalog_path(env: Any, docname: str) -> Path | None:
    domain = docname_to_domain(docname, env.config.gettext_compact)
    for directory in source_locale_dirs(env.config):
        path = Path(env.srcdir, directory, env.config.language, "LC_MESSAGES", f"{domain}.po")
        if path.exists():
            return path
    return None


def _shown(path: Path) -> str:
    path = path.resolve()
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


class RefuseTranslatedMarkup(SphinxTransform):
    """Raw HTML in a translated message that the English page does not have is refused:
    a located warning, and the markup is dropped from the page (text from a catalog is
    never markup).  MyST turns inline HTML in a ``msgstr`` into raw HTML nodes."""

    default_priority = 22  # after sphinx.transforms.i18n.Locale (20)

    def apply(self, **kwargs: Any) -> None:
        if (self.config.language or "en") == "en":
            return
        english = None
        for raw in list(self.document.findall(nodes.raw)):
            if not _translated(raw):
                continue
            if english is None:
                english = Path(self.env.doc2path(self.env.docname)).read_text(encoding="utf-8")
            if raw.astext() not in english:
                warn(
                    f"a translation adds markup {raw.astext()[:40]!r}: a translation is text, never markup",
                    raw,
                    "translation",
                )
                raw.parent.remove(raw)


def _translated(node: Any) -> bool:
    while node is not None:
        if node.get("translated"):
            return True
        node = node.parent
    return False


class RequireTranslations(SphinxTransform):
    default_priority = 21  # just after sphinx.transforms.i18n.Locale (20)

    def apply(self, **kwargs: Any) -> None:
        language = self.config.language or "en"
        if language == "en" or not self.config.generator_require_translations:
            return
        docname = self.env.docname
        path = catalog_path(self.env, docname)
        if path is None:
            domain = docname_to_domain(docname, self.config.gettext_compact)
            expected = Path(
                self.env.srcdir,
                source_locale_dirs(self.config)[0],
                language,
                "LC_MESSAGES",
                f"{domain}.po",
            )
            warn(
                f"no {language} catalog for this page: expected {_shown(expected.resolve())}",
                (docname, 1),
                "translation",
            )
            return
        try:
            entries = _entries(str(path), path.stat().st_mtime)
        except CatalogError:
            return  # said once, located, when the build began (words.require_catalogs)
        for node, message in extract_messages(self.document):
            if node.get("translated") is not False:
                continue
            entry = entries.get(message)
            short = message if len(message) <= 60 else message[:57] + "…"
            if entry is None:
                reason = f"missing from {_shown(path)} (regenerate it: python -m generator build --gettext)"
            elif entry.status is Status.FUZZY:
                reason = f"fuzzy at {_shown(path)}:{entry.msgstr_line()}"
            else:
                reason = f"{entry.status.value} at {_shown(path)}:{entry.msgstr_line()}"
            warn(f"no {language} translation of {short!r}: {reason}", node, "translation")
