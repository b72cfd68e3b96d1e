"""The check command's checks, once for a whole site build instead of once per language.

:mod:`generator.check.sphinx` checks the language each Sphinx build makes.
The site's build (:func:`generator.site.build_site`) makes every language, so
it checks them all at once, beside the language builds, and turns the
per-language check off: the English pages are read and the patterns compiled
once, not once per language.  When no file the checks read has changed since
the last clean check (same names, sizes and modification times), the check is
not run again: a rebuild with nothing changed checks nothing.  Of the
package's code, only the modules the checks import count (:mod:`generator.imports`):
an edited renderer or command does not check the site again.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass
from pathlib import Path

CHECK_EXTENSION = "generator.check.sphinx"


@dataclass(frozen=True)
class SiteCheck:
    """What a site build checks, read from its ``conf.py`` as the in-build check would."""

    root: Path
    languages: tuple[str, ...]
    docs: Path
    locales: Path | None
    generator_locales: Path | None
    skip: frozenset[str]
    require_translations: bool

    @property
    def stamp_path(self) -> Path:
        return self.root / "build" / "doctrees" / "check.stamp"


def plan(root: Path, languages: tuple[str, ...]) -> SiteCheck | None:
    """The check of ``languages``, or ``None`` when ``conf.py`` does not load the in-build check."""
    from generator.project import conf as read_conf

    conf = read_conf(root)
    if CHECK_EXTENSION not in conf.get("extensions", ()) or not conf.get("generator_check", True):
        return None
    docs = root / "docs"
    locales = next(
        (
            path
            for path in ((docs / d).resolve() for d in conf.get("locale_dirs", ["locales"]))
            if path.is_dir()
        ),
        None,
    )
    generator_locale_dir = conf.get("generator_locale_dir", "")
    return SiteCheck(
        root=root,
        languages=languages,
        docs=docs,
        locales=locales,
        generator_locales=docs / generator_locale_dir if generator_locale_dir else None,
        skip=frozenset(conf.get("generator_check_skip", ())),
        require_translations=bool(conf.get("generator_require_translations", True)),
    )


CHECK_CODE = ("generator.buildcheck", "generator.check.sphinx")
"""Where the site's check starts: the code it runs is what these modules import."""

_CHECKED_SUFFIXES = frozenset({".md", ".po", ".pot", ".toml", ".game"})


def _digest(check: SiteCheck, code: list[Path] | None) -> str:
    """A digest of every file the checks read (name, size, modification time) and of ``code``
    (the source files of the checks; ``None``: every ``.py`` file of the package)."""
    import generator
    from generator.i18n import LOCALE_DIR

    package = Path(generator.__file__).parent
    folders = [check.docs, check.locales, check.generator_locales or LOCALE_DIR]
    paths = [
        path
        for folder in folders
        if folder is not None and folder.is_dir()
        for path in sorted(folder.rglob("*"))
        if path.suffix in _CHECKED_SUFFIXES and path.is_file()
    ]
    paths += sorted(package.rglob("*.py")) if code is None else code
    digest = hashlib.sha256(repr(check).encode())
    for path in paths:
        status = path.stat()
        digest.update(f"{path}\0{status.st_size}\0{status.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def stamp(check: SiteCheck) -> str:
    """A digest of every file the checks read and of the code they run (:data:`CHECK_CODE`)."""
    from generator import imports

    # The checks read the directives' options from the extension, whose picture code they never
    # run: an edited renderer leaves them as they were.
    code = [
        imports.PACKAGE.parent / file
        for file in imports.code_files(CHECK_CODE, leave_out=("generator.render",))
    ]
    return _digest(check, code)


def _unchanged(check: SiteCheck) -> tuple[bool, str, str]:
    """Whether nothing the checks read changed since the last clean check; the stamp's two lines.

    The first line covers every ``.py`` file and costs a few milliseconds: while it
    holds, the imports are not read.  When it does not, the second, :func:`stamp`, decides.
    """
    saved = (
        check.stamp_path.read_text(encoding="utf-8").split("\n")
        if check.stamp_path.is_file()
        else []
    )
    quick = _digest(check, None)
    if saved[:1] == [quick]:
        return True, quick, saved[1] if len(saved) > 1 else ""
    precise = stamp(check)
    return saved[1:2] == [precise], quick, precise


def run(check: SiteCheck) -> tuple[int, str, float]:
    """Check every language: exit status, the problems as Sphinx writes warnings, and seconds."""
    from generator.check.sphinx import reported

    start = time.perf_counter()
    unchanged, quick, precise = _unchanged(check)
    if unchanged:
        check.stamp_path.write_text(f"{quick}\n{precise}", encoding="utf-8")
        return 0, "", time.perf_counter() - start
    problems = reported(
        check.root,
        list(check.languages),
        docs=check.docs,
        locales=check.locales,
        generator_locales=check.generator_locales,
        skip=set(check.skip),
        require_translations=check.require_translations,
    )
    warnings = "".join(
        f"{path if (path := Path(p.file)).is_absolute() else check.root / path}:{p.line}: "
        f"WARNING: {p.message} [generator.{p.check}]\n"
        for p in problems
    )
    if problems:
        check.stamp_path.unlink(missing_ok=True)
    else:
        check.stamp_path.parent.mkdir(parents=True, exist_ok=True)
        check.stamp_path.write_text(f"{quick}\n{precise}", encoding="utf-8")
    return (1 if problems else 0), warnings, time.perf_counter() - start
