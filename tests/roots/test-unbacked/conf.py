extensions = ["myst_parser", "generator.sphinxext", "generator.check.sphinx"]
exclude_patterns = ["games/**", "locales/**", "_build"]
