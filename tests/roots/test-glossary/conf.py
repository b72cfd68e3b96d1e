from pathlib import Path

import generator

extensions = ["myst_parser", "generator.sphinxext", "generator.sphinxext.site"]  # the footer pages are the site's
exclude_patterns = ["_build"]
# The repository's own glossaries, which the glossary table shows.
locale_dirs = [str(Path(generator.__file__).resolve().parents[1] / "locales")]
generator_languages = ["en", "hi", "th", "fr"]
generator_footer_pages = ["translators"]
