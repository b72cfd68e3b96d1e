"""HTML output: the position figure (the core extension), and for the site
extension (:mod:`generator.sphinxext.site`) ``lang``/``dir`` on every page, the
language switcher's data and the check that every interface word is translated.

A position is written as::

    <figure class="solitaire-position" id="…">
      <a href="_images/KEY2.webp"><img src="_images/KEY1.webp" srcset="… 1x, … 2x" alt="short alt" aria-describedby="…-description" width height …></a>
      <p class="mark-legend">what the marks mean (a marked move only)</p>
      <figcaption>caption</figcaption>
      <details><summary>Full description of the position</summary>
        <ul id="…-description"><li>…</li>…</ul></details>
    </figure>

``aria-describedby`` points at the list itself: a screen reader reads the
long description even while the disclosure is closed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from html import escape, unescape
from pathlib import Path
from typing import Any

from babel import Locale
from markupsafe import Markup

from generator import webfonts
from generator.compiled import source_locale_dirs
from generator.sphinxext import images
from generator.sphinxext.directive_words import CARD_LETTER_HEADERS, GAME_CODE
from generator.sphinxext.report import warn

SIDEBAR_LABEL = "Main"
"""The accessible name of the sidebar's navigation landmark (templates/layout.html)."""

UI_MESSAGES = ("Languages", SIDEBAR_LABEL)
"""The site's own interface words, translated in ``locales/<lang>/LC_MESSAGES/sphinx.po``
(the catalog Sphinx's templates read), with the project's name and the Sphinx
interface words the templates show (``generator_ui_messages``)."""


def interface_messages(project: str, extra: Iterable[str] = ()) -> tuple[str, ...]:
    """Every interface word a page of the site may show, in order: the site's name
    (``project``), :data:`UI_MESSAGES`, the Sphinx words ``extra`` (conf.py's
    ``generator_ui_messages``), then the words of the directives that show
    interface text (:data:`DIRECTIVE_MESSAGES`).  ``sphinx.po`` translates them
    all; ``add-locale`` writes this list, and the build requires each of them
    (a directive's words where a page uses the directive).
    """
    messages = (project, *UI_MESSAGES, *extra, *directive_messages())
    return tuple(dict.fromkeys(message for message in messages if message))


def directive_messages() -> tuple[str, ...]:
    """The interface words of the site's directives: the card-letters table's headings and
    the deal-code converter's words (:func:`directive_ui_text` accepts only these)."""
    return (*CARD_LETTER_HEADERS, *dict.fromkeys(deal_code_messages()))


def deal_code_messages() -> tuple[str, ...]:
    """The deal-code converters' words, for every game that has one (a game's
    :attr:`~generator.registry.Game.deal_codes`), in the order the converter shows them."""
    from generator.registry import GAMES

    return tuple(
        word
        for game in GAMES
        if game.deal_codes is not None
        for word in (
            game.deal_codes.number,
            GAME_CODE,
            game.deal_codes.variant,
            game.deal_codes.not_number,
            game.deal_codes.not_code,
        )
    )


def ui_text(message: str) -> str:
    """An interface word in the build's language, from the ``sphinx`` catalogs."""
    from sphinx.locale import get_translation

    return str(get_translation("sphinx")(message))


def directive_ui_text(directive: Any, message: str) -> str:
    """An interface word a directive shows (a table heading…), in the page's language.

    Required only where a page uses the directive: a missing translation is a
    warning at the directive, so ``-W`` fails, never English on a Thai page.
    """
    if message not in directive_messages():  # one list, which add-locale writes to sphinx.po
        raise ValueError(f"{message!r} is not in generator.sphinxext.html.directive_messages()")
    config = directive.config
    language = config.language or "en"
    if (
        language != "en"
        and config.generator_require_translations
        and not has_ui_translation(message)
    ):
        catalog = Path(
            directive.env.srcdir,
            source_locale_dirs(config)[0],
            language,
            "LC_MESSAGES",
            "sphinx.po",
        ).resolve()
        warn(
            f"no {language} translation of the interface message {message!r}: add it to {catalog}",
            directive.get_location(),
            "translation",
        )
    return ui_text(message)


def has_ui_translation(message: str) -> bool:
    """Whether a catalog of the ``sphinx`` domain (Sphinx's or the site's) translates ``message``.

    Asked of the catalogs, not by comparing texts: "Navigation" is also French.
    """
    from sphinx.locale import translators

    translator = translators.get(("general", "sphinx"))
    while translator is not None:
        if getattr(translator, "_catalog", {}).get(message):
            return True
        translator = getattr(translator, "_fallback", None)
    return False


def translate_interface(app: Any) -> None:
    """``builder-inited``: the site's name and interface words in the page's language, never English.

    Each must be translated in ``locales/<lang>/LC_MESSAGES/sphinx.po`` (or by
    Sphinx's own catalog); a missing one is a warning, so ``-W`` fails.
    """
    language = app.config.language or "en"
    messages = (app.config.project, *UI_MESSAGES, *app.config.generator_ui_messages)
    catalog = Path(
        app.srcdir, source_locale_dirs(app.config)[0], language, "LC_MESSAGES", "sphinx.po"
    ).resolve()
    if language != "en" and app.config.generator_require_translations:
        for message in messages:
            if not has_ui_translation(message):
                warn(
                    f"no {language} translation of the interface message {message!r}: add it to {catalog}",
                    f"{catalog}:1",
                    "translation",
                )
    if language != "en":
        refuse_markup(catalog)


def refuse_markup(catalog: Path) -> None:
    """Interface words are text: a translation adding markup (or a quote that would end the
    attribute a template puts it in) is a located warning, so ``-W`` fails the build."""
    from generator.catalogs import read_catalog
    from generator.check.injection import added_markup

    if not catalog.is_file():
        return
    for message in read_catalog(catalog).messages:
        for form, text in enumerate(message.msgstr):
            source = message.msgid_plural if message.plural and form else message.msgid
            for item in added_markup(source or message.msgid, text, interface=True):
                warn(
                    f"the translation of the interface message {message.msgid!r} adds {item!r}: "
                    "a translation is text, never markup",
                    f"{catalog}:{message.msgstr_line(form)}",
                    "translation",
                )


def visit_position_figure(self: Any, node: Any) -> None:
    builder = self.builder
    cache = images.cache_dir(builder.config, builder.confdir, builder.doctreedir)
    urls, sizes = [], {}
    for scale, key in node["srcset"]:
        source, _ = images.cached_image(
            cache, key, node["position"], {**node["render"], "scale": scale}
        )
        name = f"{key}{images.WEB}"
        images.publish(source, Path(builder.outdir, builder.imagedir, name))
        urls.append((scale, f"{escape(builder.imgpath)}/{name}"))
        sizes[scale] = images.picture_size(source)
    smallest, largest = urls[0], urls[-1]
    width, height = sizes[smallest[0]]
    width, height = width // smallest[0], height // smallest[0]
    srcset = ", ".join(f"{url} {scale}x" for scale, url in urls)
    # Only the page's first picture may be in the first screen (a desktop's); the others load
    # as the reader scrolls to them.
    first = not getattr(self, "_generator_pictures", 0)
    self._generator_pictures = getattr(self, "_generator_pictures", 0) + 1
    loading = "" if first else 'loading="lazy" '
    description = f"{node['ids'][0]}-description"
    self.body.append(self.starttag(node, "figure"))
    # The picture links to itself at full size: on a phone the page shows it small, the
    # browser's image view lets the reader zoom.  srcset: each screen density gets the
    # picture drawn for it (1x, or 2x for denser screens, a phone's 3x included).
    self.body.append(
        f'<a class="position-image" href="{largest[1]}">'
        f'<img src="{smallest[1]}" alt="{escape(node["alt"])}" aria-describedby="{description}" '
        f'srcset="{srcset}" width="{width}" height="{height}" {loading}decoding="async" /></a>\n'
    )
    if node.get("legend"):
        self.body.append(f'<p class="mark-legend">{escape(node["legend"])}</p>\n')


def depart_position_figure(self: Any, node: Any) -> None:
    description = f"{node['ids'][0]}-description"
    entries = "".join(f"<li>{escape(entry)}</li>\n" for entry in node["description"])
    self.body.append(
        f'<details class="position-description"><summary>{escape(node["summary"])}</summary>\n'
        f'<ul id="{description}">\n{entries}</ul></details>\n</figure>\n'
    )


def visit_game_moves(self: Any, node: Any) -> None:
    self.body.append(self.starttag(node, "details"))
    self.body.append(f"<summary>{escape(node['summary'])}</summary>\n")


def depart_game_moves(self: Any, node: Any) -> None:
    self.body.append("</details>\n")


def visit_card_sign(self: Any, node: Any) -> None:
    # role="img": the sign is read as one picture named in the page's language (children
    # presentational), yet stays text on screen, for selecting, copying and finding.
    self.body.append(self.starttag(node, "span", "", role="img", **{"aria-label": node["name"]}))


def depart_card_sign(self: Any, node: Any) -> None:
    self.body.append("</span>")


def visit_app_message(self: Any, node: Any) -> None:
    # <q>: the browser quotes in the page's language (« » in French, “ ” in English).
    self.body.append(self.starttag(node, "q", ""))


def depart_app_message(self: Any, node: Any) -> None:
    self.body.append("</q>")


def visit_app_message_text(self: Any, node: Any) -> None:
    self.add_text("“")


def depart_app_message_text(self: Any, node: Any) -> None:
    self.add_text("”")


def visit_app_message_quoted(self: Any, node: Any) -> None:
    """LaTeX, man and texinfo: the app's words between quotation marks, as plain text."""
    self.body.append("“")


def depart_app_message_quoted(self: Any, node: Any) -> None:
    self.body.append("”")


def footer_pages_are_orphans(app: Any, doctree: Any) -> None:
    """``doctree-read``: a footer page (``generator_footer_pages``) is in no toctree, on purpose."""
    if app.env.docname in app.config.generator_footer_pages:
        app.env.metadata[app.env.docname]["orphan"] = True


def language_name(code: str) -> str:
    """A language's name in itself, capitalised as in a menu: ``Français``, ``हिन्दी``."""
    name = Locale.parse(code).get_display_name(code) or code
    return name[:1].upper() + name[1:]


def text_direction(code: str) -> str:
    return "rtl" if Locale.parse(code).character_order == "right-to-left" else "ltr"


def _plain(html_text: str) -> str:
    """A title as the browser shows it: no tags, entities read."""
    return unescape(re.sub(r"<[^>]+>", "", html_text)).strip()


def page_context(
    app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """``html-page-context``: ``lang`` and ``dir`` on ``<html>``, and the switcher's links."""
    language = app.config.language or "en"
    root = context.get("content_root", "")
    context["html_tag"] = (
        f'<html lang="{escape(language)}" dir="{text_direction(language)}" '
        f'data-content_root="{escape(root)}">'
    )
    # Each locale is a sibling directory (build/site/<lang>/): up to the site root, then down.
    up = "../" * (pagename.count("/") + 1)
    links = []
    for code in app.config.generator_languages:
        links.append(
            {
                "code": code,
                "name": language_name(code),
                "url": f"{up}{code}/{pagename}.html",
                "current": code == language,
                "dir": text_direction(code),
            }
        )
    context["generator_languages"] = links
    # One copy of the fonts for every language, at the site's root (generator.webfonts).
    context["generator_fonts_css"] = f"{up}{webfonts.DIRECTORY}/{webfonts.STYLESHEET}"
    # The site's name in the page's language (the config keeps English: changing
    # it per language would make every rebuild look like a new configuration).
    # Escaped once here and marked safe: the theme prints some raw ({{ project }}) and some through
    # |e, which leaves Markup as it is.
    name = ui_text(app.config.project)
    title = Markup(escape(name))
    context.update(project=title, docstitle=title, shorttitle=title)
    if _plain(context.get("title", "")) == name:
        # The home page is titled with the site's name: "Solitaire rules", not "Solitaire rules — Solitaire rules".
        context["docstitle"] = ""
    # Pages for translators and reviewers: linked from the footer, out of the players' sidebar.
    footer = []
    for docname in app.config.generator_footer_pages:
        if docname in app.env.titles:
            footer.append(
                {
                    "url": app.builder.get_relative_uri(pagename, docname),
                    "title": app.env.titles[docname].astext(),
                    "current": docname == pagename,
                }
            )
    context["generator_footer"] = footer
    alternates = "".join(
        f'\n<link rel="alternate" hreflang="{escape(link["code"])}" href="{escape(link["url"])}" />'
        for link in links
        if not link["current"]
    )
    context["metatags"] = context.get("metatags", "") + alternates
