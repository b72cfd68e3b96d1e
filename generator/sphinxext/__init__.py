"""Sphinx extension: example games replayed, drawn, described and checked while the site builds.

Enable it in ``conf.py`` with ``extensions = ["myst_parser", "generator.sphinxext"]``.

Directives (MyST syntax)::

    ```{game} NAME                 declare an example game, replayed now
    :record: games/crescent.game   (or the record in the body: code, then moves)
    :transcript:                   (show the record, in notation)
    :moves:                        (every move narrated, in a disclosure)
    ```

    ```{position} NAME             draw a position: figure, alt, long description
    :before-move: 10               one of :start: :final: :before-move: N :after-move: N
    :mark: 10                             :before-redeal: K :after-redeal: K
    :refused: 9-10[K♠] pile-full   (instead of :mark:: a move the app refuses there, crossed out)
    :fan:
    :caption: Text, roles allowed  (or the body)
    :name: label
    ```

    ```{assert} NAME               conditions that must hold (one per line)
    move 10 is wrap
    after-move 37: empty-cells == 4 and empty-columns == 1
    ```

    ```{deal} CR1-N-AAAAAAB         a deal as computed by the engine (test vectors)
    :piles: 1 2 16
    ```

    ```{glossary-terms}             every glossary term in every language of the site
    ```
    ```{card-letters}               the card letters: short form, notation, words
    ```
    ```{deal-codes}                 Microsoft deal numbers and their game codes
    :numbers: 1 617 11982
    ```

Roles: see :mod:`generator.sphinxext.roles`; how role targets and position
options are read: :mod:`generator.citations`; conditions and moments:
:mod:`generator.conditions` (both shared with the check command, which
needs no Sphinx).

Games are global to the site: declared once on any page, cited from any page.
Warnings have ``type="generator"`` and a subtype (``game``, ``record``,
``replay``, ``position``, ``assert``, ``role``, ``deal``, ``i18n``,
``translation``), so ``-W`` fails the build on any of them, and
``suppress_warnings = ["generator.translation"]`` could silence one kind
(all made by :func:`generator.sphinxext.report.warn`).

Configuration: ``generator_image_cache`` (directory, relative to conf.py),
``generator_image_scale`` (pixels per image unit; the page shows the image at
1/scale), ``generator_languages`` (the switcher's languages),
``generator_require_translations`` (a page in another language than English
must be fully translated; on by default), ``generator_search`` (``False``: no
search page, search index or link to them; Sphinx's search is on by default),
``generator_surveys`` (the solver surveys the ``{survey}`` role reads, relative
to the source directory), ``generator_footer_pages`` (pages linked from every page's footer instead of the
sidebar, such as the translators' checks page: they need no toctree),
``generator_catalog_sources`` (where the ``.po`` files are when ``locale_dirs``
holds compiled copies, :mod:`generator.compiled`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

from generator import __version__
from generator.fonts import SCRIPT_FAMILIES
from generator.sphinxext import codes, directives, glossary, html, images, nodes, paths, resolve, roles, translations
from generator.sphinxext.games import GameDomain, outdated_citing_pages


def _note_cache(app: Sphinx) -> None:
    cache = images.cache_dir(app.config, app.confdir, app.doctreedir)
    app.env.generator_cache_before = set(cache.glob("*.png")) if cache.exists() else set()


def _report_renders(app: Sphinx, exception: BaseException | None) -> None:
    if exception is not None or not hasattr(app.env, "generator_cache_before"):
        return
    cache = images.cache_dir(app.config, app.confdir, app.doctreedir)
    now = set(cache.glob("*.png")) if cache.exists() else set()
    rendered = len(now - app.env.generator_cache_before)
    from sphinx.util import logging

    logging.getLogger(__name__).info(
        "generator: %d image(s) rendered, %d in the cache %s", rendered, len(now), cache
    )


WEB_FONTS = {
    family.replace(" ", "") + ".ttf": family for family in dict.fromkeys(SCRIPT_FAMILIES.values())
}
"""Fonts the pages use (``docs/_static/site.css``), from the same PyPI packages as the images:
one per script of :data:`generator.fonts.SCRIPT_FAMILIES` (``NotoSansArabic.ttf``…)."""


def _static_fonts(app: Sphinx, exception: BaseException | None) -> None:
    """Ship the Noto fonts so every reader sees the same glyphs, whatever their system has."""
    if exception is not None or app.builder.format != "html":
        return
    import fontpkg

    target = Path(app.outdir, "_static", "fonts")
    for name, family in WEB_FONTS.items():
        images.publish(Path(fontpkg.path(family, weight=400)), target / name)


SEARCH_FILES = ("search.html", "searchindex.js", "_static/searchtools.js", "_static/language_data.js",
                "_static/*stemmer.js")
"""What Sphinx's search leaves in an output tree (the theme copies its scripts whether or not
there is a search page; an earlier build may have left the page and its index)."""


def _search_off(app: Sphinx) -> None:
    """``builder-inited``: with ``generator_search = False``, no search page, index or link."""
    if not app.config.generator_search and hasattr(app.builder, "search"):
        app.builder.search = False  # Sphinx's own switch (HTML Help builders turn search off so)


def _drop_search_files(app: Sphinx, exception: BaseException | None) -> None:
    if exception is not None or app.config.generator_search or app.builder.format != "html":
        return
    for pattern in SEARCH_FILES:
        for path in Path(app.outdir).glob(pattern):
            path.unlink()


def _add_templates(app: Sphinx, config: Any) -> None:
    """The language switcher heads every page: the extension's templates and style sheet
    come after the project's (Sphinx copies the style sheet before the pages name it,
    so its link carries the checksum from the first build on)."""
    config.templates_path = [*config.templates_path, str(Path(__file__).with_name("templates"))]
    config.html_static_path = [*config.html_static_path, str(Path(__file__).with_name("static"))]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("generator_image_cache", "", "env", [str])
    app.add_config_value("generator_image_scale", 2, "env", [int])
    app.add_config_value("generator_languages", ["en"], "html", [list])
    app.add_config_value("generator_require_translations", True, "env", [bool])
    app.add_config_value("generator_ui_messages", [], "html", [list])
    app.add_config_value("generator_locale_dir", "", "env", [str])
    app.add_config_value("generator_search", True, "html", [bool])
    app.add_config_value("generator_footer_pages", [], "env", [list])
    app.add_config_value("generator_surveys", "solver-surveys.json", "env", [str])
    app.add_config_value("generator_catalog_sources", [], "env", [list])

    app.add_domain(GameDomain)
    app.add_node(nodes.pending_fact)
    app.add_node(nodes.pending_position)
    app.add_node(nodes.pending_assertion)
    app.add_node(
        nodes.position_figure,
        html=(html.visit_position_figure, html.depart_position_figure),
    )
    app.add_node(nodes.game_moves, html=(html.visit_game_moves, html.depart_game_moves))
    app.add_node(
        nodes.app_message,
        html=(html.visit_app_message, html.depart_app_message),
        text=(html.visit_app_message_text, html.depart_app_message_text),
    )
    app.add_directive("game", directives.GameDirective)
    app.add_directive("position", directives.PositionDirective)
    app.add_directive("assert", directives.AssertDirective)
    app.add_directive("deal", directives.DealDirective)
    app.add_directive("glossary-terms", glossary.GlossaryTermsDirective)
    app.add_directive("card-letters", glossary.CardLettersDirective)
    app.add_directive("deal-codes", codes.DealCodesDirective)
    for name, role in roles.ROLES.items():
        app.add_role(name, role)
    app.add_post_transform(resolve.ResolveGameFacts)
    app.add_transform(translations.RequireTranslations)
    app.add_transform(translations.RefuseTranslatedMarkup)

    app.connect("config-inited", _add_templates)
    app.connect("env-get-outdated", outdated_citing_pages)
    app.connect("source-read", paths.note_dependencies)
    app.connect("doctree-read", paths.keep_inside, priority=paths.PRIORITY)
    app.connect("builder-inited", _note_cache)
    app.connect("builder-inited", html.translate_interface)
    app.connect("builder-inited", _search_off)
    app.connect("html-page-context", html.page_context)
    app.connect("doctree-read", html.footer_pages_are_orphans, priority=800)  # after the metadata collector
    app.connect("build-finished", _report_renders)
    app.connect("build-finished", _static_fonts)
    app.connect("build-finished", _drop_search_files)
    app.add_css_file("generator.css")
    app.add_js_file(codes.SCRIPT, defer="defer")
    return {"version": __version__, "env_version": 1, "parallel_read_safe": True, "parallel_write_safe": True}
