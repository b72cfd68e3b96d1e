"""A copy of the project's pages and catalogs to plant mistakes in, and what ``check`` then finds.

Shared by the tests of the check (``tests/test_check.py``, ``tests/test_check_meaning.py``):
each plants one mistake in a fresh copy and asserts the problems it adds, as
``(file, line, check id)``.  ``pyproject.toml`` puts ``tests/`` on the path
(``pythonpath``), so a test imports it as ``sitecopy``.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

from generator.check import check
from generator.check.problem import Problem

REPO = Path(__file__).resolve().parent.parent


class SiteCopy:
    """``docs/``, ``locales/`` and the generator's own catalogs (which ship in its package)
    copied under ``root``; with ``buildable``, what the build needs too: ``examples/`` and a
    ``conf.py`` that names the copied generator catalogs.  ``games=False`` checks the texts
    without replaying the games (faster, for tests of translations only)."""

    def __init__(self, root: Path, *, buildable: bool = False, games: bool = True) -> None:
        self.root = root
        self.games = games
        shutil.copytree(REPO / "docs", root / "docs", ignore=shutil.ignore_patterns("_build"))
        shutil.copytree(REPO / "locales", root / "locales")
        shutil.copytree(REPO / "generator" / "locales", root / "generator" / "locales")
        if buildable:
            shutil.copytree(REPO / "examples", root / "examples")
            shutil.copy(REPO / "conf.py", root / "conf.py")
            with (root / "conf.py").open("a", encoding="utf-8") as conf:
                conf.write(
                    '\ngenerator_locale_dir = "../generator/locales"  # the copy, relative to docs/\n'
                )

    def path(self, relative: str) -> Path:
        return self.root / relative

    def display(self, path: Path) -> str:
        """``path`` as the check names it: relative to the copy."""
        return path.relative_to(self.root).as_posix()

    def catalog(self, lang: str, page: str) -> Path:
        """A page's catalog in the copy (created with a header if the tree has none yet)."""
        path = self.path(f"locales/{lang}/LC_MESSAGES/{page}.po")
        if not path.exists():
            path.write_text(
                f'msgid ""\nmsgstr ""\n"Language: {lang}\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n',
                encoding="utf-8",
            )
        return path

    def problems(self, *paths: str) -> set[Problem]:
        """What the check finds in ``paths`` (relative to the copy), or in the whole copy."""
        return set(
            check(
                self.root,
                [self.path(p) for p in paths] or None,
                games=self.games,
                generator_locales=self.root / "generator" / "locales",
            )
        )

    def add(self, lang: str, page: str, english: str, translation: str) -> tuple[str, int]:
        """A paragraph on ``page`` and its translation; the catalog as the check names it and
        the msgstr's line."""
        path = self.catalog(lang, page)
        return self.display(path), append_entry(path, english, translation)

    def replace(self, relative: str, old: str, new: str) -> int:
        """Replace the one ``old`` in a file of the copy; the line it was on."""
        return replace_once(self.path(relative), old, new)

    def retranslate(self, file: str, right: str, wrong: str) -> int:
        """Change a translation added with :meth:`add` (its ``msgstr`` line)."""
        return self.replace(file, f"msgstr {quoted(right)}", f"msgstr {quoted(wrong)}")


def quoted(text: str) -> str:
    """``text`` as a PO string."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def append_entry(
    path: Path, msgid: str, msgstr: str, *, flags: str = "", obsolete: bool = False
) -> int:
    """Append a message to a catalog; return the line of its msgstr.

    The English goes on the page too (``docs/<page>.md``), as a paragraph, so
    that the message is one the page has (else it is ``stale``).
    """
    page = path.parents[3] / "docs" / f"{path.stem}.md"
    if page.exists() and not obsolete:
        append_lines(page, msgid.strip() + "\n")
    text = path.read_text(encoding="utf-8")
    if not text.endswith("\n"):
        text += "\n"
    lines = [
        "",
        *([f"#, {flags}"] if flags else []),
        f"msgid {quoted(msgid)}",
        f"msgstr {quoted(msgstr)}",
    ]
    if obsolete:
        lines = [lines[0], *("#~ " + line for line in lines[1:])]
    path.write_text(text + "\n".join(lines) + "\n", encoding="utf-8")
    return text.count("\n") + len(lines)


def append_lines(path: Path, block: str) -> int:
    """Append lines to a page; return the line number of the first one."""
    text = path.read_text(encoding="utf-8")
    if not text.endswith("\n"):
        text += "\n"
    path.write_text(text + "\n" + block, encoding="utf-8")
    return text.count("\n") + 2


def replace_once(path: Path, old: str, new: str) -> int:
    """Replace ``old`` (found once) by ``new`` in a file; return the line it is on."""
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")
    return text[: text.index(old)].count("\n") + 1


def planted(site: SiteCopy, where: str, plant: Callable[[], object]) -> list[tuple[str, int, str]]:
    """The problems that planting adds to ``where``, as (file, line, check), sorted."""
    before = site.problems(where)
    plant()
    after = site.problems(where)
    return sorted((p.file, p.line, p.check) for p in after - before)


def planted_line(
    site: SiteCopy, where: str, plant: Callable[[], int]
) -> tuple[int, list[tuple[str, int, str]]]:
    """The line ``plant`` returns (the first it wrote) and the problems it adds, as :func:`planted`."""
    lines: list[int] = []
    found = planted(site, where, lambda: lines.append(plant()))
    return lines[0], found
