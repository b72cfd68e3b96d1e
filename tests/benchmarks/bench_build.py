"""Benchmark the whole-site build: every locale, cold, then again with nothing changed.

    .venv/bin/python tests/benchmarks/bench_build.py [--languages en hi th fr] [--jobs N]

Works on a copy of the project (conf.py, docs/, locales/) in a temporary
directory, so the image cache starts empty and the real build/ is untouched.
Prints the full build time, the images rendered, the time of a rebuild with
nothing changed (target: it renders no image) and of a rebuild from scratch
with the image cache kept.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from generator import site
from generator.languages import site_languages  # noqa: E402


def images(cache: Path) -> dict[str, int]:
    return {path.name: path.stat().st_mtime_ns for path in cache.glob("*.png")}


def timed_build(root: Path, languages: tuple[str, ...], jobs: int | None) -> tuple[float, list]:
    start = time.perf_counter()
    results = site.build_site(root, languages=languages, jobs=jobs)
    return time.perf_counter() - start, results


def report(label: str, seconds: float, results: list, before: dict, after: dict) -> None:
    rendered = sum(1 for name, stamp in after.items() if before.get(name) != stamp)
    failed = [r.language for r in results if r.status]
    state = f"FAILED in {', '.join(failed)}" if failed else "ok"
    print(f"{label:<38} {seconds:7.2f} s   images rendered: {rendered:4d}   ({state})")
    for result in results:
        if result.status:
            sys.stdout.write(result.warnings[-2000:])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--languages", nargs="+", default=None, help="default: conf.py's generator_languages")
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--project", type=Path, default=ROOT, help="project to copy (default: this repository)")
    arguments = parser.parse_args()
    project = arguments.project.resolve()
    languages = tuple(arguments.languages or site_languages(project))
    with tempfile.TemporaryDirectory(prefix="bench-build-") as directory:
        root = Path(directory)
        shutil.copy(project / "conf.py", root / "conf.py")
        shutil.copytree(project / "docs", root / "docs")
        shutil.copytree(project / "locales", root / "locales", ignore=shutil.ignore_patterns("*.mo"))
        cache = root / "build" / ".image-cache"
        print(f"languages: {' '.join(languages)}; pages: {len(list((root / 'docs').glob('*.md')))}")

        before = images(cache)
        seconds, results = timed_build(root, languages, arguments.jobs)
        after = images(cache)
        report("full build (empty image cache)", seconds, results, before, after)
        print(f"{'':<38} {len(after):4d} images in the cache")

        before = after
        seconds, results = timed_build(root, languages, arguments.jobs)
        after = images(cache)
        report("rebuild, nothing changed", seconds, results, before, after)

        shutil.rmtree(root / "build" / "site")
        shutil.rmtree(root / "build" / "doctrees")
        before = after
        seconds, results = timed_build(root, languages, arguments.jobs)
        after = images(cache)
        report("rebuild from scratch, cache kept", seconds, results, before, after)
    return 0


if __name__ == "__main__":
    sys.exit(main())
