extensions = ["myst_parser", "generator.sphinxext"]
exclude_patterns = ["games/**", "locales/**", "_build"]
language = "fr"
locale_dirs = ["locales/"]
gettext_compact = False
project = "Tiny site"
