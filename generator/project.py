"""The project's ``conf.py``, read as Sphinx reads it: the one place its settings are defined.

>>> from pathlib import Path
>>> languages(Path(__file__).resolve().parent.parent)
('en', 'hi', 'th', 'fr', 'es', 'ar', 'ta')
"""

from __future__ import annotations

from pathlib import Path
from typing import Any


def conf(root: Path) -> dict[str, Any]:
    """The names ``root/conf.py`` defines (Sphinx's own evaluation: run in its directory)."""
    from sphinx.config import eval_config_file
    from sphinx.util.tags import Tags

    return eval_config_file(root / "conf.py", Tags())


def languages(root: Path) -> tuple[str, ...]:
    """The site's languages, the source first: ``generator_languages`` in ``conf.py``."""
    return tuple(conf(root).get("generator_languages", ["en"]))
