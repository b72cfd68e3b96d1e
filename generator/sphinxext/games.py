"""Example games: declared once on any page, cited from every page.

Scoping: a game's name is global to the site (one namespace per Sphinx
project).  Declaring the same name twice is a located warning naming the
first declaration.  Pages that cite a game are rebuilt when the page that
declares it, or its record file, changes.

The domain keeps, per game, the record's text (not the replay), so the data
is small, pickles into the environment and merges across ``-j`` readers;
each process replays a record once and keeps the result (:func:`replay_of`).
"""

from __future__ import annotations

from typing import Any, Iterable

from sphinx.domains import Domain

from generator.sphinxext.report import warn

_REPLAYS: dict[tuple[str, str], Any] = {}


def replay_text(text: str, path: str) -> Any:
    """Replay a record given as text (raises the engine's record/replay errors)."""
    key = (text, path)
    if key not in _REPLAYS:
        from generator.record import parse_record
        from generator.replay import replay

        _REPLAYS[key] = replay(parse_record(text, path=path))
    return _REPLAYS[key]


class GameDomain(Domain):
    """Holds the example games of the site: ``games[name] = declaration``.

    A declaration is a plain dict: ``docname``, ``lineno``, ``path`` (of the
    record, for messages), ``text`` (the record), ``ok`` (replayed without
    error when declared: citations of a broken game stay quiet, the
    declaration already failed the build).
    """

    name = "generator"
    label = "Example games"
    data_version = 1
    initial_data: dict[str, Any] = {"games": {}, "citations": {}}

    @property
    def games(self) -> dict[str, dict[str, Any]]:
        return self.data["games"]

    @property
    def citations(self) -> dict[str, set[str]]:
        """Per page, the games it cites (to rebuild it when one changes)."""
        return self.data["citations"]

    def declare(self, name: str, declaration: dict[str, Any], location: Any) -> None:
        first = self.games.get(name)
        if first is not None and (first["docname"], first["lineno"]) != (
            declaration["docname"], declaration["lineno"]
        ):
            self._already_declared(name, first, location)
            return
        self.games[name] = declaration

    def _already_declared(self, name: str, first: dict[str, Any], location: Any) -> None:
        where = f"{self.env.doc2path(first['docname'])}:{first['lineno']}"
        warn(f"example game {name!r} is already declared at {where}", location, "game")

    def cite(self, docname: str, name: str) -> None:
        self.citations.setdefault(docname, set()).add(name)

    def clear_doc(self, docname: str) -> None:
        for name, declaration in list(self.games.items()):
            if declaration["docname"] == docname:
                del self.games[name]
        self.citations.pop(docname, None)

    def merge_domaindata(self, docnames: Iterable[str], otherdata: dict[str, Any]) -> None:
        docnames = set(docnames)
        for name, declaration in otherdata["games"].items():
            if declaration["docname"] not in docnames:
                continue
            first = self.games.get(name)
            if first is not None and first["docname"] != declaration["docname"]:
                self._already_declared(name, first, (declaration["docname"], declaration["lineno"]))
                continue
            self.games[name] = declaration
        for docname, names in otherdata["citations"].items():
            if docname in docnames:
                self.citations.setdefault(docname, set()).update(names)

    def replay(self, name: str) -> Any:
        """The replay of a declared game; ``KeyError`` if unknown, ``None`` if broken."""
        declaration = self.games[name]
        if not declaration["ok"]:
            return None
        return replay_text(declaration["text"], declaration["path"])

    def resolve_any_xref(self, *args: Any) -> list:  # games are not cross-reference targets
        return []


def fingerprint(env: Any) -> str:
    """A hash of what shapes every page besides its source: the generator's code, catalogs and glossaries.

    A changed phrase in ``generator.po`` or a changed describer must reach every
    page, as a changed page does; Sphinx alone would keep the old pages.
    """
    import hashlib
    from pathlib import Path

    import generator
    from generator import i18n
    from generator.compiled import source_locale_dirs

    language = env.config.language or "en"
    locale_dir = env.config.generator_locale_dir
    paths = sorted(Path(generator.__file__).parent.rglob("*.py"))
    paths.append(Path(i18n.catalog_path(language, Path(env.srcdir, locale_dir) if locale_dir else None)))
    for directory in source_locale_dirs(env.config):
        paths.append(Path(env.srcdir, directory, language, "LC_MESSAGES", "sphinx.po"))
        # The glossary page shows every language's glossary (generator.sphinxext.glossary).
        paths.extend(sorted(Path(env.srcdir, directory).resolve().glob("*/glossary.toml")))
    digest = hashlib.sha256()
    for path in paths:
        digest.update(str(path.name).encode())
        digest.update(path.read_bytes() if path.is_file() else b"-")
    return digest.hexdigest()


def outdated_citing_pages(app: Any, env: Any, added: set[str], changed: set[str], removed: set[str]) -> list[str]:
    """``env-get-outdated``: a page citing a game is rebuilt with the page declaring it;
    every page, when the generator's code or catalogs changed (:func:`fingerprint`)."""
    current = fingerprint(env)
    if getattr(env, "generator_fingerprint", None) != current:
        env.generator_fingerprint = current
        return sorted(set(env.found_docs) - set(added) - set(changed))
    domain: GameDomain = env.domains["generator"]
    touched = set(added) | set(changed) | set(removed)
    names = {name for name, d in domain.games.items() if d["docname"] in touched}
    return sorted(
        docname for docname, cited in domain.citations.items()
        if cited & names and docname not in touched
    )
