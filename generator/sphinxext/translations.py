"""No silent English: a translated page must have its catalog, and every
message of the page a translation.

Sphinx shows the English text of any message its catalog lacks.  Right after
Sphinx's own ``Locale`` transform (priority 20), this transform reports each
message left untranslated (missing, empty or fuzzy: not
:attr:`generator.catalogs.Message.translated`, so not in the compiled catalog) as a located warning
naming the catalog entry, and a page without a catalog at all, so the build
fails with ``-W`` (``generator_require_translations``, on by default).

A page listed in ``generator_earlier_translations`` for its language (the site's
build lists the pages whose translation is incomplete, unless ``--strict``) is
published from its earlier translation instead: its reworded messages were
compiled with their earlier translation (:func:`generator.catalogs.earlier_translations`),
a message with none is left out (a title with its section), and a notice in
the page's language, under its title, says that a newer English version
exists and links to it.  A page whose title has no translation at all (a new
page) is only that notice, under a title saying it is not translated yet.
Never an English word in the page.
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
        earlier = self.config.generator_earlier_translations.get(language, ())
        if docname in earlier:
            left = [n for n, _ in extract_messages(self.document) if n.get("translated") is False]
            _publish_earlier(self.document, left, self.env, docname, missing=path is None)
            return
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


def _english_page(env: Any, docname: str) -> str:
    """The URL of the page in English, from this page (``build/site/<lang>/<docname>.html``)."""
    suffix = getattr(env.config, "html_file_suffix", None) or ".html"
    return "../" * (docname.count("/") + 1) + f"en/{docname}{suffix}"


def _notice(text: str, link: str, url: str) -> nodes.container:
    paragraph = nodes.paragraph("", "", nodes.Text(text + " "))
    paragraph += nodes.reference("", link, refuri=url, internal=False)
    return nodes.container("", paragraph, classes=["generator-earlier-translation"])


def _publish_earlier(
    document: nodes.document, left: list[Any], env: Any, docname: str, *, missing: bool
) -> None:
    """The page as its earlier translation: what has no translation left out, the notice added."""
    from generator.sphinxext.words import describer, missing_words_error

    top = next((child for child in document.children if isinstance(child, nodes.section)), None)
    title = top.next_node(nodes.title) if top is not None else None
    url = _english_page(env, docname)
    try:
        words = describer(env)
        if missing or top is None or title is None or title in left:
            heading = words.untranslated_page_title()
            notice = _notice(words.untranslated_page_notice(), words.english_page_link(), url)
            document.children = []
            document += nodes.section("", nodes.title(heading, heading), notice, ids=["page"])
            return
        notice = _notice(words.earlier_translation_notice(), words.latest_english_link(), url)
    except missing_words_error() as error:
        warn(f"no notice of an earlier translation: {error}", (docname, 1), "translation")
        return
    for node in left:
        gone = node.parent if isinstance(node, nodes.title) else node
        if gone.parent is not None:
            gone.parent.remove(gone)
    top.insert(top.index(title) + 1, notice)
