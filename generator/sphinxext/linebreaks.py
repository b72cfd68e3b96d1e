"""Word boundaries for the browser in the text of a page written without spaces (Thai).

Each text node of a page's HTML is cut into words (:mod:`generator.wordbreak`);
a ``<wbr>`` marks where a line may end, and a word the browser's own dictionary
would cut is held in ``<span class="word">`` (``white-space: nowrap`` in
``generator.css``).  Only text is touched: tags and their attributes are copied
as they are, and nothing inside ``code``, ``pre``, ``kbd``, ``samp``,
``script``, ``style`` or ``textarea`` changes.  A number written in its own
element (``<span class="fact number">6</span> ใบ``) keeps its word with a
no-break space.

>>> fragment('<p title="กองปลายทาง">กองปลายทาง <code>กองว่าง</code></p>', "th")
'<p title="กองปลายทาง">กอง<wbr><span class="word">ปลายทาง</span> <code>กองว่าง</code></p>'
>>> fragment('<p><span class="fact">6</span> ใบ &amp; กติกาของเครสเซนต์</p>', "th")
'<p><span class="fact">6</span>\\xa0ใบ &amp; กติกา<wbr>ของ<wbr><span class="word">เครสเซนต์</span></p>'
>>> fragment('<p>Solitaire rules</p>', "en")
'<p>Solitaire rules</p>'
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

from generator import wordbreak

UNTOUCHED = frozenset({"code", "pre", "kbd", "samp", "script", "style", "textarea", "title"})
"""Elements whose text is code, notation or not shown: copied as it is."""

VOID = frozenset(
    {
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "source",
        "track",
        "wbr",
    }
)

_THAI_START = re.compile(r"[ ]([\u0e01-\u0e5b])")


class _Segmenter(HTMLParser):
    def __init__(self, language: str, locale_dir: str | None, glossary: str | None):
        super().__init__(convert_charrefs=False)
        self.language = language
        self.locale_dir = locale_dir
        self.glossary = glossary
        self.out: list[str] = []
        self.untouched = 0
        self.stack: list[str] = []
        self.last_text = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.out.append(self.get_starttag_text() or "")
        if tag in VOID:
            return
        self.stack.append(tag)
        if tag in UNTOUCHED:
            self.untouched += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.out.append(self.get_starttag_text() or "")

    def handle_endtag(self, tag: str) -> None:
        self.out.append(f"</{tag}>")
        if tag in self.stack:
            while self.stack:
                opened = self.stack.pop()
                if opened in UNTOUCHED:
                    self.untouched -= 1
                if opened == tag:
                    break

    def handle_data(self, data: str) -> None:
        if self.untouched or not wordbreak.segments(self.language):
            self.out.append(data)
        else:
            self.out.append(self._words(data))
        if data:
            self.last_text = data

    def _words(self, data: str) -> str:
        text = data  # raw HTML text: entities come apart (handle_entityref), so no "&" here
        if self.last_text[-1:].isdigit():
            # A number in its own element (a fact) and the word after it stay on one line.
            text = _THAI_START.sub("\u00a0\\1", text[:2]) + text[2:]
        pieces: list[tuple[str, str]] = []
        for index, unit in enumerate(
            wordbreak.units(text, self.language, self.locale_dir, self.glossary)
        ):
            if index and _needs_wbr(pieces[-1][1], unit.text):
                pieces.append(("<wbr>", ""))
            pieces.append(
                (f'<span class="word">{unit.text}</span>' if unit.keep else unit.text, unit.text)
            )
        return "".join(html for html, _ in pieces)

    def handle_entityref(self, name: str) -> None:
        self.out.append(f"&{name};")

    def handle_charref(self, name: str) -> None:
        self.out.append(f"&#{name};")

    def handle_comment(self, data: str) -> None:
        self.out.append(f"<!--{data}-->")

    def handle_decl(self, decl: str) -> None:
        self.out.append(f"<!{decl}>")

    def handle_pi(self, data: str) -> None:
        self.out.append(f"<?{data}>")

    def unknown_decl(self, data: str) -> None:
        self.out.append(f"<![{data}]>")


_WORD_END = re.compile(r"[\u0e01-\u0e5b0-9]")


def _needs_wbr(before: str, after: str) -> bool:
    """A ``<wbr>`` goes between two words (Thai letters or digits), not before a colon or after a space."""
    return (
        bool(before)
        and bool(after)
        and bool(_WORD_END.match(before[-1]) and _WORD_END.match(after[0]))
    )


def page_context(
    app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """``html-page-context``: the page's body and its navigation, segmented in the page's language."""
    language = app.config.language or "en"
    if not wordbreak.segments(language):
        return
    locale_dir, glossary = _sources(app, language)
    if "body" in context:
        context["body"] = fragment(context["body"], language, locale_dir, glossary)
    toctree = context.get("toctree")
    if callable(toctree):
        context["toctree"] = lambda **options: fragment(
            toctree(**options), language, locale_dir, glossary
        )


def _sources(app: Any, language: str) -> tuple[str | None, str | None]:
    """The generator's catalogs of ``language`` (:func:`generator.sphinxext.words.generator_locales`) and the language's
    glossary beside the project's catalogs (as the glossary page reads it)."""
    from pathlib import Path

    from generator.compiled import source_locale_dirs
    from generator.sphinxext.words import generator_locales

    catalogs = generator_locales(app.config, app.srcdir, language)
    dirs = source_locale_dirs(app.config)
    glossary = Path(app.srcdir, dirs[0], language, "glossary.toml").resolve() if dirs else None
    return catalogs, str(glossary) if glossary and glossary.is_file() else None


def fragment(
    html: str, language: str, locale_dir: str | None = None, glossary: str | None = None
) -> str:
    """``html`` with word boundaries in its text, for a language that needs them; else unchanged."""
    if not wordbreak.segments(language):
        return html
    parser = _Segmenter(language, locale_dir, glossary)
    parser.feed(html)
    parser.close()
    return "".join(parser.out)
