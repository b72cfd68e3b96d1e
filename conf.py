"""Sphinx configuration of the rules site (sources in docs/, catalogs in locales/).

Build everything with ``python -m generator build``; one language by hand with
``sphinx-build -W -D language=hi -c . docs build/site/hi``.
"""

project = "Solitaire rules"
author = "The solitaire app"
copyright = "the solitaire app"

# generator.sphinxext: the games, their pictures and facts (usable in any project);
# generator.sphinxext.site: this site's layout, language switcher, fonts, no search and
# translated interface words; generator.check.sphinx: the check command's checks, as
# located warnings in every build.
extensions = [
    "myst_parser",
    "generator.sphinxext",
    "generator.sphinxext.site",
    "generator.check.sphinx",
]

root_doc = "index"
source_suffix = {".md": "markdown"}
exclude_patterns = ["games/**", "_build", "**/.ipynb_checkpoints"]
templates_path: list[str] = []  # generator.sphinxext.site adds the language switcher to every page

# Translations: locales/<lang>/LC_MESSAGES/<page>.po, the layout sphinx-intl keeps.
language = "en"
locale_dirs = ["../locales/"]  # …but locale_dirs is relative to docs/
gettext_compact = False
gettext_uuid = False
gettext_additional_targets: list[str] = []
generator_require_translations = True  # a page in another language must be fully translated

myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3

html_theme = "alabaster"
html_static_path = ["docs/_static"]  # paths here are relative to this file…
html_css_files = ["site.css"]
html_theme_options = {
    "show_powered_by": False,
    "show_relbars": False,
    # The sidebar comes first in the page: on a phone the pages' links head it, not its end.
    "fixed_sidebar": True,
    "page_width": "1100px",
    "sidebar_width": "230px",
    "font_family": '"Noto Sans", "Noto Sans Devanagari", "Noto Sans Thai", "Noto Sans Arabic", "Noto Sans Tamil", sans-serif',
    "head_font_family": '"Noto Sans", "Noto Sans Devanagari", "Noto Sans Thai", "Noto Sans Arabic", "Noto Sans Tamil", sans-serif',
    # Code shows Hindi and Thai too (catalog lines on the checks page): the shipped fonts after the
    # monospace ones, else readers without a system font for those scripts see empty boxes.
    "code_font_family": "'Consolas', 'Menlo', 'DejaVu Sans Mono', 'Bitstream Vera Sans Mono', "
    '"Noto Sans Devanagari", "Noto Sans Thai", "Noto Sans Arabic", "Noto Sans Tamil", monospace',
}
# Code colours that keep 4.5:1 contrast on their background (WCAG AA), every token.
pygments_style = "xcode"
html_sidebars = {"**": ["about.html", "navigation.html"]}
html_show_sourcelink = False
html_show_sphinx = False
html_show_copyright = False
html_copy_source = False
html_last_updated_fmt = None

generator_image_cache = "build/.image-cache"
generator_image_scale = 2
generator_languages = [
    "en",
    "hi",
    "th",
    "fr",
    "es",
    "ar",
    "ta",
]  # the languages `build` makes, the source first: defined here only
# Sphinx's own interface words the pages show: translated in locales/<lang>/LC_MESSAGES/sphinx.po
# (Sphinx has no Thai catalog), checked like the site's own words.
generator_ui_messages = ["Navigation", "Link to this heading", "Link to this image"]
html_use_index = False
# No search page: six pages, all in the sidebar, and Sphinx's search cannot serve the site's
# languages (no Hindi or Thai word splitting or stemming: Thai, written without spaces, finds
# nothing; its script's messages would be English).  The browser's find-in-page does better.
generator_search = False
# The translators' checks page: in the footer of every page, not in the players' sidebar.
generator_footer_pages = ["checks"]
