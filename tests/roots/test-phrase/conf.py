extensions = ["myst_parser", "generator.sphinxext"]
exclude_patterns = ["games/**", "locales/**", "_build"]
language = "fr"
generator_locale_dir = "catalogs"
project = "Tiny site"
locale_dirs = ["locales/"]
