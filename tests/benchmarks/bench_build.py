"""Benchmark the whole-site build: every locale, cold, then again with nothing changed.

    .venv/bin/python tests/benchmarks/bench_build.py [--languages en hi th fr] [--jobs N] [--timeline]

Works on a copy of the project (conf.py, docs/, locales/) in a temporary
directory, so the image cache starts empty and the real build/ is untouched.
Prints the full build time, the images rendered, the time of a rebuild with
nothing changed (target: it renders no image) and of a rebuild from scratch
with the image cache kept.  Each line gives the wall time and the CPU time of
the build (this process and the language processes it waited for), and the
machine's load average before it: on a shared machine the wall time follows
the load, the CPU time much less (a task's CPU time still grows by up to half
when the machine is very busy: compare several runs).  Under each line, the
CPU time of each task (each language's build and the site's check).  Targets:
a cold full build of every language within 10 s, a rebuild with
nothing changed within 2 s.  ``--timeline``: when each step of the cold build
started and ended, in which process (the build's own, ``main``; the pool's
workers; the processes cutting the fonts), with its CPU time.

Measured on the shared 2-core machine (load 7-13), three runs each, alternating
with the same script in an export of main before the speed work (ad80c67): the
script measures the code of the checkout it belongs to::

                        main before             now
    cold, CPU           21.4  22.0  22.0 s      20.4  18.7  18.6 s
    cold, wall          90    78    111  s      80    115   115  s
    no change, CPU      0.77  0.81  0.82 s      0.89  0.81  0.86 s
    no change, wall     3.8   5.7   5.4  s      3.9   4.2   5.5  s
    cache kept, CPU     15.8  16.4  17.0 s      12.8  12.6  14.1 s

A cold task now: English 1.4 s CPU, another language about 2.0 s (Thai 2.5 s),
the check 3.3 s.  Neither target is met under that load; on an idle machine
18.6 s of CPU over two cores is about 9.5 s of wall time, plus about 1 s before
the language processes start.  The README ("Build time") says where the time goes.

On a quiet machine (2026-11-30 20:02, load 0.4-1.1, main e49846f), three runs:
cold 9.25, 9.33, 9.29 s wall (16.1-16.2 s CPU); nothing changed 0.48, 0.50,
0.54 s wall.  Both targets are met there.
"""

from __future__ import annotations

import argparse
import functools
import os
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from generator import project as conf_py
from generator import site, webfonts


class Timeline:
    """Steps of a build (start, end, CPU, process), each appended by the process that ran it
    (the pool's workers are forked: they inherit the wrapped functions)."""

    def __init__(self, path: Path) -> None:
        self.path, self.start = path, time.perf_counter()
        self.main = os.getpid()
        wrap = self.wrap
        wrap(site, "refreshed_catalogs", "merge the catalogs")
        wrap(site, "_compile_catalogs", "compile the catalogs")
        wrap(
            site,
            "_build_one",
            lambda arguments: arguments[1] if arguments[0] != "check" else "check",
        )
        wrap(site, "write_chooser", "write the chooser")
        wrap(webfonts, "shown_characters", "read the pages' characters")
        wrap(webfonts, "cut_plan", lambda plan: f"cut {plan.face.family}")

    def wrap(self, module: object, name: str, label: object) -> None:
        original = getattr(module, name)

        @functools.wraps(original)  # pickled by its name, as the pool sends its tasks
        def timed(*arguments: object, **keywords: object) -> object:
            start, cpu = time.perf_counter(), time.process_time()
            try:
                return original(*arguments, **keywords)
            finally:
                step = label(*arguments) if callable(label) else label
                line = (
                    f"{start - self.start:.3f} {time.perf_counter() - self.start:.3f} "
                    f"{time.process_time() - cpu:.3f} {os.getpid()} {step}\n"
                )
                with open(self.path, "a", encoding="utf-8") as stream:  # one write, appended
                    stream.write(line)

        setattr(module, name, timed)

    def report(self) -> None:
        rows = [line.split(" ", 4) for line in self.path.read_text(encoding="utf-8").splitlines()]
        names = {str(self.main): "main"}
        for _, _, _, pid, _ in sorted(rows, key=lambda row: float(row[0])):
            names.setdefault(pid, f"worker {len(names)}")
        print(f"{'':<38} timeline of the cold build (s from its start: start-end, CPU, process):")
        for start, end, cpu, pid, step in sorted(rows, key=lambda row: float(row[0])):
            print(
                f"{'':<40} {float(start):6.2f}-{float(end):6.2f}  {float(cpu):5.2f}  {names[pid]:<9} {step}"
            )


def images(cache: Path) -> dict[str, int]:
    return {path.name: path.stat().st_mtime_ns for path in cache.glob("*.webp")}


def edit_one_paragraph(docs: Path) -> None:
    """The writer's loop: one word added to the first paragraph of the Crescent page."""
    page = docs / "crescent.md"
    text = page.read_text(encoding="utf-8")
    paragraphs = text.split("\n\n")
    for index, paragraph in enumerate(paragraphs):
        if paragraph and paragraph[0].isalpha():
            paragraphs[index] = paragraph + " Indeed."
            break
    page.write_text("\n\n".join(paragraphs), encoding="utf-8")


def _cpu() -> float:
    own, children = (
        resource.getrusage(resource.RUSAGE_SELF),
        resource.getrusage(resource.RUSAGE_CHILDREN),
    )
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed_build(
    root: Path, languages: tuple[str, ...], jobs: int | None
) -> tuple[float, float, float, list]:
    load = os.getloadavg()[0]
    start, cpu = time.perf_counter(), _cpu()
    results = site.build_site(root, languages=languages, jobs=jobs)
    return time.perf_counter() - start, _cpu() - cpu, load, results


def report(label: str, timing: tuple, before: dict, after: dict) -> None:
    seconds, cpu, load, results = timing
    rendered = sum(1 for name, stamp in after.items() if before.get(name) != stamp)
    failed = [r.language for r in results if r.status]
    state = f"FAILED in {', '.join(failed)}" if failed else "ok"
    print(
        f"{label:<34} wall {seconds:6.2f} s  CPU {cpu:6.2f} s  load {load:5.2f}  "
        f"images rendered: {rendered:3d}  ({state})"
    )
    tasks = "  ".join(f"{r.language} {r.cpu:.2f}" for r in results)
    print(f"{'':<38} CPU of each task (s): {tasks}")
    for result in results:
        if result.status:
            sys.stdout.write(result.warnings[-2000:])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--languages", nargs="+", default=None, help="default: generator_languages in conf.py"
    )
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument(
        "--timeline", action="store_true", help="when each step of the cold build ran, and where"
    )
    parser.add_argument(
        "--project", type=Path, default=ROOT, help="project to copy (default: this repository)"
    )
    arguments = parser.parse_args()
    project = arguments.project.resolve()
    languages = tuple(arguments.languages or conf_py.languages(arguments.project.resolve()))
    with tempfile.TemporaryDirectory(prefix="bench-build-") as directory:
        root = Path(directory)
        shutil.copy(project / "conf.py", root / "conf.py")
        shutil.copytree(project / "docs", root / "docs")
        shutil.copytree(
            project / "locales", root / "locales", ignore=shutil.ignore_patterns("*.mo")
        )
        cache = root / "build" / ".image-cache"
        print(
            f"languages: {' '.join(languages)}; pages: {len(list((root / 'docs').glob('*.md')))}; "
            f"CPUs: {os.cpu_count()}"
        )

        before = images(cache)
        timeline = Timeline(root / "timeline.txt") if arguments.timeline else None
        timing = timed_build(root, languages, arguments.jobs)
        after = images(cache)
        report("full build (empty image cache)", timing, before, after)
        if timeline is not None:
            timeline.report()
        print(f"{'':<38} {len(after):4d} images in the cache")

        before = after
        timing = timed_build(root, languages, arguments.jobs)
        after = images(cache)
        report("rebuild, nothing changed", timing, before, after)

        (root / "build" / "site").unlink()  # a link to the published version (generator.publish)
        shutil.rmtree(root / "build" / "doctrees")
        before = after
        timing = timed_build(root, languages, arguments.jobs)
        after = images(cache)
        report("rebuild from scratch, cache kept", timing, before, after)

        edit_one_paragraph(root / "docs")
        before = after
        timing = timed_build(root, (languages[0],), arguments.jobs)
        after = images(cache)
        report(f"build -l {languages[0]}, one paragraph edited", timing, before, after)
    return 0


if __name__ == "__main__":
    sys.exit(main())
