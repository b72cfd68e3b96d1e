extensions = ["myst_parser", "generator.sphinxext", "generator.check.sphinx"]
exclude_patterns = ["_build"]
