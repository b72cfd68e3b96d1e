"""The rules site's own choices, as an extension beside the core :mod:`generator.sphinxext`.

The site's ``conf.py`` lists both::

    extensions = ["myst_parser", "generator.sphinxext", "generator.sphinxext.site"]

What this adds, none of it needed to document a game elsewhere:

- the layout template with the language switcher above every page (the
  ``templates/`` beside this module), ``lang`` and ``dir`` on ``<html>``, links
  to the other languages and the site's name in the page's language
  (:func:`generator.sphinxext.html.page_context`);
- a link on every page to the site's fonts (``../_fonts/fonts.css``): the Noto
  fonts the images draw with, cut to what the site shows and written once for
  every language by the site's build (:mod:`generator.webfonts`), so every
  reader sees the same glyphs;
- no search (``generator_search = False``): Sphinx's search cannot split or
  stem Hindi or Thai, so the site has no search page, index or link;
- translators' pages (``generator_footer_pages``) linked from the footer, in no toctree;
- every interface word translated in the page's language (the site's name,
  the switcher's label, ``generator_ui_messages``), else a warning
  (:func:`generator.sphinxext.html.translate_interface`).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

from generator import __version__
from generator.sphinxext import config, html
from generator.sphinxext.config import BOOL, LANGUAGES, TEXT_LIST, ConfigValue

CONFIG: tuple[ConfigValue, ...] = (
    ConfigValue(
        "generator_languages",
        ["en"],
        LANGUAGES,
        "The languages of the site, in the switcher's order; each is built into a sibling directory "
        "`<out>/<lang>/`, which the switcher's links assume.",
        "html",
    ),
    ConfigValue(
        "generator_ui_messages",
        [],
        TEXT_LIST,
        "Sphinx's own interface words the pages show, which must be translated in every language "
        "(`locales/<lang>/LC_MESSAGES/sphinx.po` or Sphinx's catalog), like the site's own words.",
        "html",
    ),
    ConfigValue(
        "generator_footer_pages",
        [],
        TEXT_LIST,
        "Pages linked from every page's footer instead of the sidebar, such as the translators' "
        "checks page: they need no toctree.",
    ),
    ConfigValue(
        "generator_search",
        True,
        BOOL,
        "`False`: no search page, search index or link to them (Sphinx's search is kept by default).",
        "html",
    ),
)
"""The site extension's configuration values (:mod:`generator.sphinxext.config`)."""

SEARCH_SCRIPTS = (
    "documentation_options.js",
    "doctools.js",
    "sphinx_highlight.js",
    "translations.js",
)
"""The scripts every page of Sphinx's basic theme loads for its search: its options, its keyboard
shortcuts, the highlighting of the words searched for and their interface words.  Without
search, no page loads them."""

SEARCH_FILES = (
    "search.html",
    "searchindex.js",
    "_static/searchtools.js",
    "_static/language_data.js",
    "_static/*stemmer.js",
    *(f"_static/{name}" for name in SEARCH_SCRIPTS),
    "_static/custom.css",
)
"""What Sphinx's search leaves in an output tree (the theme copies its scripts whether or not
there is a search page; an earlier build may have left the page and its index), and alabaster's
empty ``custom.css``, which no page links (``templates/layout.html``)."""


def _no_search_scripts(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """``html-page-context``: with ``generator_search = False``, no page loads the search's
    scripts (:data:`SEARCH_SCRIPTS`)."""
    if not app.config.generator_search and "script_files" in context:
        context["script_files"] = [
            script
            for script in context["script_files"]
            if Path(str(getattr(script, "filename", script))).name not in SEARCH_SCRIPTS
        ]


def _search_off(app: Sphinx) -> None:
    """``builder-inited``: with ``generator_search = False``, no search page, index or link."""
    if not app.config.generator_search and hasattr(app.builder, "search"):
        app.builder.search = False  # Sphinx's own switch (HTML Help builders turn search off so)


CODE_STYLE = "pygments.css"
"""The colours of highlighted code: only a page that shows code loads them."""


def _styles_in_use(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """``html-page-context``: a page without highlighted code does not load the code's colours."""
    if 'class="highlight' in context.get("body", "") or doctree is None:
        return
    if "css_files" in context:
        context["css_files"] = [
            sheet
            for sheet in context["css_files"]
            if Path(str(getattr(sheet, "filename", sheet))).name != CODE_STYLE
        ]


def _drop_search_files(app: Sphinx, exception: BaseException | None) -> None:
    if exception is not None or app.config.generator_search or app.builder.format != "html":
        return
    for pattern in SEARCH_FILES:
        for path in Path(app.outdir).glob(pattern):
            path.unlink()


LEFTOVERS = ("_static/fonts",)
"""What earlier versions of the site left in a language's output and no page uses now (each
language's copy of the whole fonts)."""


def _drop_unused(app: Sphinx, exception: BaseException | None) -> None:
    """``build-finished``: the pictures no page of the output shows any longer (an edited position
    or renderer gives a picture a new name), and :data:`LEFTOVERS`; a site copied to a web host
    carries only what its pages use."""
    if exception is not None or app.builder.format != "html":
        return
    out = Path(app.outdir)
    used = set()
    for page in out.rglob("*.html"):
        used.update(_IMAGE_NAME.findall(page.read_text(encoding="utf-8")))
    pictures = out / app.builder.imagedir
    for path in pictures.iterdir() if pictures.is_dir() else ():
        if path.is_file() and path.name not in used:
            path.unlink()
    for leftover in LEFTOVERS:
        shutil.rmtree(out / leftover, ignore_errors=True)


_IMAGE_NAME = re.compile(r"_images/([^\s\"'<>?#]+)")


def _add_templates(app: Sphinx, config: Any) -> None:
    """The language switcher heads every page: the site's templates come after the project's."""
    config.templates_path = [*config.templates_path, str(Path(__file__).with_name("templates"))]


def setup(app: Sphinx) -> dict[str, Any]:
    app.setup_extension("generator.sphinxext")
    config.register(app, CONFIG)
    app.connect("config-inited", _add_templates)
    app.connect("builder-inited", html.translate_interface)
    app.connect("builder-inited", _search_off)
    app.connect("html-page-context", html.page_context)
    app.connect("html-page-context", _no_search_scripts)
    app.connect("html-page-context", _styles_in_use)
    app.connect(
        "doctree-read", html.footer_pages_are_orphans, priority=800
    )  # after the metadata collector
    app.connect("build-finished", _drop_search_files)
    app.connect("build-finished", _drop_unused)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
