# Another project than the rules site: only the core extension, in its own theme,
# with none of the rules site's choices (tests/test_foreign.py).
project = "A card club's notes"
extensions = ["myst_parser", "generator.sphinxext"]
version = "1"
copyright = "the card club"
