"""Rules-documentation generator for a solitaire app's multilingual rules website.

The flow goes one way: deal code (:mod:`generator.codes`) → deal
(:mod:`generator.deal`) → position and moves (each game's ``engine``, found through
:mod:`generator.registry`) → positions (:mod:`generator.replay`) → image
(:mod:`generator.render`) and words (:mod:`generator.describe`) → page
(:mod:`generator.sphinxext`).
"""

__version__ = "0.1.0"
