"""Sphinx extension: example games replayed, drawn, described and checked while the site builds.

Enable it in ``conf.py`` with ``extensions = ["myst_parser", "generator.sphinxext"]``.

Directives (MyST syntax)::

    ```{game} NAME                 declare an example game, replayed now
    :record: games/example.game    (or the record in the body: code, then moves)
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

    ```{deal} CODE                  a deal as computed by the engine (test vectors)
    :piles: 1 2 16
    ```

    ```{glossary-terms}             every glossary term in every language of the site
    ```
    ```{card-letters}               the card letters: short form, notation, words
    ```
    ```{deal-codes} GAME            deal numbers another program shares, and their codes
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

This is the core, usable in any Sphinx project that lists it: it adds the
directives, roles, nodes and the style sheet of its own nodes, and nothing of
a site's look.  The rules site's own choices (its layout template with the
language switcher, the fonts, no search, every interface word translated) are
another extension, :mod:`generator.sphinxext.site`.  Every configuration value
of both is in REFERENCE.md (``python -m generator reference``); :data:`CONFIG`
holds the core's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from generator import __version__
from generator.sphinxext import (
    builders,
    codes,
    config,
    directives,
    file_directives,
    glossary,
    html,
    images,
    linebreaks,
    myst_settings,
    nodes,
    paths,
    resolve,
    roles,
    status,
    translations,
    words,
)
from generator.sphinxext.config import (
    BOOL,
    GAME_LIST,
    PAGES_BY_LANGUAGE,
    POSITIVE_INT,
    TABLE,
    TEXT,
    TEXT_LIST,
    ConfigValue,
)
from generator.sphinxext.games import GameDomain, note_content_dependencies, outdated_citing_pages


def _note_cache(app: Sphinx) -> None:
    cache = images.cache_dir(app.config, app.confdir, app.doctreedir)
    images.begin_pictures(
        app.env,
        images.Pictures(
            {path.stem for path in cache.glob(f"*{images.WEB}")} if cache.exists() else set()
        ),
    )


def _report_renders(app: Sphinx, exception: BaseException | None) -> None:
    pictures = images.build_pictures(app.env)
    if exception is not None or pictures is None:
        return
    from sphinx.util import logging

    logging.getLogger(__name__).info(
        "generator: %s (cache: %s)",
        images.picture_count(len(pictures.shown), pictures.rendered),
        images.cache_dir(app.config, app.confdir, app.doctreedir),
    )


def _short_names(app: Sphinx, config: Any) -> None:
    """``config-inited``: each directive and role under its short name too (``{card}``), unless
    ``generator_short_names`` is ``False``."""
    if not config.generator_short_names:
        return
    for name, directive in DIRECTIVES.items():
        app.add_directive(name, directive)
    for name, role in roles.ROLES.items():
        app.add_role(name, role)


def _add_static(app: Sphinx, config: Any) -> None:
    """The style sheet of the extension's own nodes (figures, facts, the app's messages) comes
    after the project's static files (Sphinx copies it before the pages name it, so its link
    carries the checksum from the first build on)."""
    config.html_static_path = [*config.html_static_path, str(Path(__file__).with_name("static"))]


CONFIG: tuple[ConfigValue, ...] = (
    ConfigValue(
        "generator_games",
        [],
        GAME_LIST,
        "The project's own games, each `package.module:NAME` of an object answering "
        "`generator.registry.Game`, registered beside the built-in ones and those installed "
        "in the entry-point group `solitaire_rules.games` (CONTRIBUTING.md, adding a game).",
    ),
    ConfigValue(
        "generator_image_cache",
        "",
        TEXT,
        "Directory of the rendered position images, relative to `conf.py`; shared by every build and "
        "language that needs an image (default: beside the doctrees).",
    ),
    ConfigValue(
        "generator_image_scale",
        2,
        POSITIVE_INT,
        "Pixels per image unit; the page shows the image at 1/scale, sharp on high-density screens.",
    ),
    ConfigValue(
        "generator_require_translations",
        True,
        BOOL,
        "A page built in another language than English must be fully translated: an untranslated or "
        "fuzzy message is a warning (`-W` fails the build), never English text in a translated page.",
    ),
    ConfigValue(
        "generator_earlier_translations",
        {},
        PAGES_BY_LANGUAGE,
        "Per language, the pages published from their earlier translation while it catches up "
        "with the English (`generator build` lists the pages whose catalog is incomplete; "
        "`--strict` none): a message left without a translation is left out of the page instead "
        "of failing the build, and the page says, in its language, that a newer English "
        "version exists.",
    ),
    ConfigValue(
        "generator_translation_progress",
        [],
        TABLE,
        "The figures of the `{translation-status}` table, one row per language and page "
        "(language, page, translated, fuzzy, not translated, obsolete, words left); "
        "`generator build` gives those it published from; empty: read from the catalogs.",
    ),
    ConfigValue(
        "generator_locale_dir",
        "",
        TEXT,
        "Directory of more generator catalogs (`<lang>/LC_MESSAGES/generator.po`), relative to the "
        "source directory: a language it holds is read from there, any other from the catalogs the "
        "generator ships with (`add-locale LANG --generator-locale-dir DIR` starts one).",
    ),
    ConfigValue(
        "generator_surveys",
        "solver-surveys.json",
        TEXT,
        "The solver surveys the `{survey}` role reads (JSON), relative to the source directory.",
    ),
    ConfigValue(
        "generator_short_names",
        True,
        BOOL,
        "Every directive and role is `sol:NAME` (`{sol:card}`); `True` also gives it its short "
        "name (`{card}`), `False` keeps only the domain's, which no other extension can take.",
    ),
    ConfigValue(
        "generator_catalog_sources",
        [],
        TEXT_LIST,
        "Where the `.po` files a person edits are, when `locale_dirs` holds compiled copies "
        "(`generator build` compiles them under `build/locales/`, `generator.compiled`); "
        "empty: `locale_dirs`.",
    ),
)
"""The core extension's configuration values (:mod:`generator.sphinxext.config`)."""


DIRECTIVES: dict[str, type[SphinxDirective]] = {
    "game": directives.GameDirective,
    "position": directives.PositionDirective,
    "assert": directives.AssertDirective,
    "deal": directives.DealDirective,
    "glossary-terms": glossary.GlossaryTermsDirective,
    "card-letters": glossary.CardLettersDirective,
    "deal-codes": codes.DealCodesDirective,
    "translation-status": status.TranslationStatusDirective,
}
"""The extension's directives, by name (its roles: :data:`generator.sphinxext.roles.ROLES`)."""


def setup(app: Sphinx) -> dict[str, Any]:
    from sphinx.util import logging

    from generator import registry

    try:
        registry.check_installed_games()
    except registry.GameSpecError as error:  # an error line, not Sphinx's crash report
        logging.getLogger(__name__).error(str(error))
    myst_settings.install()
    config.register(app, CONFIG)

    app.add_domain(GameDomain)
    app.add_node(nodes.pending_fact)
    app.add_node(nodes.pending_position)
    app.add_node(nodes.pending_assertion)
    app.add_node(
        nodes.position_figure,
        html=(html.visit_position_figure, html.depart_position_figure),
    )
    app.add_node(nodes.game_moves, html=(html.visit_game_moves, html.depart_game_moves))
    app.add_node(nodes.card_sign, html=(html.visit_card_sign, html.depart_card_sign))
    app.add_node(
        nodes.app_message,
        html=(html.visit_app_message, html.depart_app_message),
        text=(html.visit_app_message_text, html.depart_app_message_text),
        latex=(html.visit_app_message_quoted, html.depart_app_message_quoted),
        man=(html.visit_app_message_quoted, html.depart_app_message_quoted),
        texinfo=(html.visit_app_message_quoted, html.depart_app_message_quoted),
    )
    for name, directive in DIRECTIVES.items():
        app.add_directive_to_domain(GameDomain.name, name, directive)
    for name, role in roles.ROLES.items():
        app.add_role_to_domain(GameDomain.name, name, roles.domain_role(name, role))
    app.connect("config-inited", _short_names)
    app.add_post_transform(resolve.ResolveGameFacts)
    app.add_transform(translations.RequireTranslations)
    app.add_transform(translations.RefuseTranslatedMarkup)

    app.connect("config-inited", _add_static)
    app.connect("env-get-outdated", outdated_citing_pages)
    app.connect("missing-reference", roles.unknown_rule_reference)
    app.connect("doctree-read", note_content_dependencies)
    file_directives.setup(app)
    app.connect("env-before-read-docs", paths.pages_inside)
    app.connect("builder-inited", paths.static_inside)
    app.connect("source-read", paths.note_dependencies)
    app.connect("doctree-read", paths.keep_inside, priority=paths.PRIORITY)
    app.connect("builder-inited", _note_cache)
    app.connect("builder-inited", words.require_catalogs)
    app.connect("html-page-context", linebreaks.page_context)  # Thai: where lines may end
    app.connect("doctree-resolved", builders.publish_pictures)
    app.connect("build-finished", _report_renders)
    app.add_css_file("generator.css")
    app.connect("html-page-context", codes.page_script)
    return {
        "version": __version__,
        "env_version": 5,
        "parallel_read_safe": True,
        "parallel_write_safe": True,
    }
