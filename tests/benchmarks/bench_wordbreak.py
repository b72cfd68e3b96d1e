"""Time the Thai word boundaries of the site's pages: the segmenter's first call (its
dictionary), then each built Thai page's HTML segmented again, in CPU time.

Run after a build: .venv/bin/python tests/benchmarks/bench_wordbreak.py [build/site]
"""

from __future__ import annotations

import os
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path

from generator import wordbreak
from generator.sphinxext.linebreaks import fragment

ROOT = Path(__file__).resolve().parents[2]


def cpu_ms(function: Callable[[], object]) -> float:
    start = time.process_time()
    function()
    return (time.process_time() - start) * 1000


def main(arguments: list[str]) -> None:
    site = Path(arguments[0]) if arguments else ROOT / "build" / "site"
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(
        f"first call (dictionary, ICU): {cpu_ms(lambda: wordbreak.units('กติกาของเครสเซนต์', 'th')):7.1f} ms CPU"
    )
    total = 0.0
    for path in sorted((site / "th").glob("*.html")):
        # The page as Sphinx wrote it, before segmentation: the boundaries taken out again.
        html = path.read_text(encoding="utf-8").replace("<wbr>", "")
        html = re.sub(r'<span class="word">([^<]*)</span>', r"\1", html)
        body = html[html.index("<body") :]
        spent = cpu_ms(lambda: fragment(body, "th"))
        total += spent
        print(f"{path.name:16} {len(body):7} chars {spent:7.1f} ms CPU")
    print(f"all Thai pages: {total:7.1f} ms CPU")


if __name__ == "__main__":
    main(sys.argv[1:])
