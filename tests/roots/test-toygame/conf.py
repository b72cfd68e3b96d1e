# A project with a game of its own: Ladder, the toy game of tests/toygame, named in
# generator_games (tests/test_toygame.py).  Nothing under generator/ knows it.
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/, where toygame lives

project = "Ladder"
extensions = ["myst_parser", "generator.sphinxext"]
exclude_patterns = ["games/**", "_build"]
generator_games = ["toygame.game:GAME"]
