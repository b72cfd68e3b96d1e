extensions = ["myst_parser", "generator.sphinxext"]
exclude_patterns = ["games/**", "locales/**", "_build"]
