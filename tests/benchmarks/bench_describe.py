"""Time the describer: catalog load (read, check, compile) and the words for one position.

Run: .venv/bin/python tests/benchmarks/bench_describe.py
"""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path

from generator import i18n
from generator.describe import Describer

HERE = Path(__file__).resolve().parent


def _fixtures():
    spec = importlib.util.spec_from_file_location(
        "describe_fixtures", HERE.parent / "test_describe.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def per_call(function, repeat: int) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        function()
    return (time.perf_counter() - start) / repeat * 1000


def main() -> None:
    fixtures = _fixtures()
    crescent, freecell = fixtures.crescent_position(), fixtures.freecell_position()
    steps = fixtures.crescent_steps()
    for lang in Describer.locales():
        i18n._load.cache_clear()
        cold = per_call(lambda: Describer(lang), 1)
        words = Describer(lang)
        describe_ms = per_call(lambda: (words.describe(crescent), words.describe(freecell)), 200)
        narrate_ms = per_call(lambda: [words.narrate(step[:3]) for step in steps], 200) / len(steps)
        print(
            f"{lang}: load {cold:6.1f} ms (cold), describe both positions {describe_ms:5.2f} ms, "
            f"narrate {narrate_ms:5.3f} ms per step"
        )


if __name__ == "__main__":
    main()
