"""Benchmark what a phone downloads: every page of every language, first visit, every picture loaded.

    .venv/bin/python tests/benchmarks/bench_weight.py [SITE] [--pages crescent freecell]

Serves a built site (default ``build/site``, as ``python -m generator build`` leaves it) from a
localhost HTTP server that this script starts and stops, and opens each page in Debian's
Chromium (``apt-get install chromium``; Playwright drives it, no browser download) at a phone's
size: 390×844 CSS pixels, device scale 3.  Each page gets a new browser context (an empty
cache: a first visit) and is scrolled to its end, so every lazily loaded picture loads.  Prints
the bytes each page downloaded by kind (fonts, pictures, HTML, CSS and script, other), as
Chromium counts the response bodies (the server sends them uncompressed), the heaviest page,
and the deployed size: every file of the site with links followed, as a copy to a web host
(``cp -rL``) stores it.  Figures and their history: ``tests/benchmarks/README.md``.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import sys
import threading
import urllib.parse
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PHONE = {"width": 390, "height": 844}
SCALE = 3
KINDS = {
    ".woff2": "fonts",
    ".woff": "fonts",
    ".ttf": "fonts",
    ".png": "pictures",
    ".webp": "pictures",
    ".svg": "pictures",
    ".html": "HTML",
    ".css": "CSS+JS",
    ".js": "CSS+JS",
}
"""The kind of a download, from its file name."""
COLUMNS = ("fonts", "pictures", "HTML", "CSS+JS", "other")

SCROLL_SCRIPT = """
async () => {
  // Down one screen at a time to the end, so that every lazy picture enters the viewport.
  const pause = ms => new Promise(resolve => setTimeout(resolve, ms));
  for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
    window.scrollTo(0, y);
    await pause(30);
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  await Promise.all([...document.images].map(image => image.decode().catch(() => null)));
  await document.fonts.ready;
  return [...document.images].filter(image => !image.complete || !image.naturalWidth).length;
}
"""

ENTRIES_SCRIPT = """
() => performance.getEntriesByType("navigation").concat(performance.getEntriesByType("resource"))
  .map(entry => [entry.name, entry.encodedBodySize])
"""


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def serve(site: Path) -> Iterator[str]:
    """The site over HTTP on a free localhost port, for as long as the block runs."""
    handler = functools.partial(_QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def page_weight(browser: Any, url: str) -> tuple[Counter[str], int]:
    """Bytes downloaded by kind on a first visit to ``url`` scrolled to its end (the browser's own
    count of each response's body, from its resource timing), and how many pictures did not load."""
    context = browser.new_context(viewport=PHONE, device_scale_factor=SCALE, is_mobile=True)
    page = context.new_page()
    page.goto(url, wait_until="load", timeout=180_000)
    missing = page.evaluate(SCROLL_SCRIPT)
    page.wait_for_timeout(500)  # the last responses counted (every picture and font has loaded)
    sizes: Counter[str] = Counter()
    for name, size in page.evaluate(ENTRIES_SCRIPT):
        suffix = Path(urllib.parse.urlsplit(name).path).suffix
        sizes[KINDS.get(suffix, "other")] += size
    context.close()
    return sizes, missing


def deployed_size(site: Path) -> tuple[int, int]:
    """Bytes and files of ``site`` copied with links followed (each link stored as its target)."""
    total = files = 0
    for directory, _, names in os.walk(site, followlinks=True):
        for name in names:
            total += (Path(directory) / name).stat().st_size
            files += 1
    return total, files


def pages(site: Path, names: list[str] | None) -> list[str]:
    """Every language's pages (``en/crescent.html``…), in the chooser's order of languages."""
    found = []
    for language in sorted(path.name for path in site.iterdir() if (path / "index.html").is_file()):
        for path in sorted((site / language).glob("*.html")):
            if names is None or path.stem in names:
                found.append(f"{language}/{path.name}")
    return found


def kilobytes(count: int) -> str:
    return f"{count / 1000:,.0f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", nargs="?", type=Path, default=ROOT / "build" / "site")
    parser.add_argument("--pages", nargs="+", help="page names (crescent…); default: every page")
    arguments = parser.parse_args()
    site = arguments.site.resolve()
    if not (site / "index.html").is_file():
        print(f"{site}: no built site here (python -m generator build)", file=sys.stderr)
        return 2
    if not CHROMIUM.exists():
        print(f"no browser at {CHROMIUM}: apt-get install chromium", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    print(f"KB downloaded at {PHONE['width']}x{PHONE['height']}, scale {SCALE}, first visit")
    print(f"{'page':<22} {'total':>7} " + " ".join(f"{column:>8}" for column in COLUMNS))
    heaviest = ("", 0)
    with serve(site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS)
        try:
            for name in pages(site, arguments.pages):
                sizes, missing = page_weight(browser, f"{base}/{name}")
                total = sum(sizes.values())
                heaviest = max(heaviest, (name, total), key=lambda item: item[1])
                row = " ".join(f"{kilobytes(sizes[column]):>8}" for column in COLUMNS)
                note = f"  ({missing} pictures not loaded)" if missing else ""
                print(f"{name:<22} {kilobytes(total):>7} {row}{note}")
        finally:
            browser.close()
    size, files = deployed_size(site)
    print(f"heaviest page: {heaviest[0]}, {kilobytes(heaviest[1])} KB")
    print(f"deployed site, links followed: {size / 1e6:.1f} MB in {files} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
