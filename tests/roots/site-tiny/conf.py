# A tiny site for tests/test_site.py: the real site's set-up, one page, two languages.
project = "Tiny site"
extensions = ["myst_parser", "generator.sphinxext", "generator.sphinxext.site"]
exclude_patterns = ["games/**"]
locale_dirs = ["../locales/"]
gettext_compact = False
html_theme = "alabaster"
html_sidebars = {"**": ["navigation.html"]}
html_use_index = False
generator_ui_messages = ["Navigation", "Link to this heading", "Link to this image"]
html_show_sourcelink = False
generator_search = False
generator_languages = ["en", "fr"]
