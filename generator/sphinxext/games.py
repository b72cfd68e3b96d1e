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

import functools
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, TypedDict

from sphinx.domains import Domain
from sphinx.environment import BuildEnvironment

from generator.citations import DOMAIN
from generator.sphinxext import nodes as ext_nodes
from generator.sphinxext.report import warn
from generator.sphinxext.words import generator_locales

if TYPE_CHECKING:
    from generator.replay import Replay

_EXTENSION_NODES = (
    ext_nodes.pending_fact,
    ext_nodes.pending_position,
    ext_nodes.pending_assertion,
    ext_nodes.position_figure,
    ext_nodes.game_moves,
    ext_nodes.app_message,
)

_REPLAYS: dict[tuple[str, str], Replay] = {}


def replay_text(text: str, path: str) -> Replay:
    """Replay a record given as text (raises the engine's record/replay errors)."""
    key = (text, path)
    if key not in _REPLAYS:
        from generator.record import parse_record
        from generator.replay import replay

        _REPLAYS[key] = replay(parse_record(text, path=path))
    return _REPLAYS[key]


class GameDeclaration(TypedDict):
    """Where and how a game is declared (a dict, as Sphinx pickles the domain's data)."""

    docname: str
    lineno: int
    path: str
    """The record's path, for messages."""
    text: str
    """The record."""
    ok: bool
    """Replayed without error when declared: citations of a broken game stay quiet (the
    declaration already failed the build)."""


class GameDomain(Domain):
    """Holds the example games of the site: ``games[name]``, a :class:`GameDeclaration`."""

    name = DOMAIN
    label = "Example games"
    data_version = 1
    initial_data: ClassVar[dict[str, Any]] = {"games": {}, "citations": {}}

    @property
    def games(self) -> dict[str, GameDeclaration]:
        games: dict[str, GameDeclaration] = self.data["games"]
        return games

    @property
    def citations(self) -> dict[str, set[str]]:
        """Per page, the games it cites (to rebuild it when one changes)."""
        citations: dict[str, set[str]] = self.data["citations"]
        return citations

    def declare(self, name: str, declaration: GameDeclaration, location: Any) -> None:
        first = self.games.get(name)
        if first is not None and (first["docname"], first["lineno"]) != (
            declaration["docname"],
            declaration["lineno"],
        ):
            self._already_declared(name, first, location)
            return
        self.games[name] = declaration

    def _already_declared(self, name: str, first: GameDeclaration, location: Any) -> None:
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

    def replay(self, name: str) -> Replay | None:
        """The replay of a declared game; ``KeyError`` if unknown, ``None`` if broken."""
        declaration = self.games[name]
        if not declaration["ok"]:
            return None
        return replay_text(declaration["text"], declaration["path"])

    def resolve_any_xref(self, *args: Any) -> list[Any]:  # games are not cross-reference targets
        return []


PAGE_CODE = "generator.sphinxext"
"""The extension's package: the code its modules import (:mod:`generator.imports`) writes a
page's facts, words and pictures; a change to any other module (the commands, the site
build, most checks) rebuilds nothing."""

PICTURE_CODE = "generator.render"
"""The renderer: only pages that show a position depend on it (the image key names the rest)."""


@functools.cache
def _page_code(pictures: bool) -> tuple[Path, ...]:
    """The source files of the code that writes a page's generated content (``pictures``:
    a page showing a position, drawn by the renderer)."""
    from generator import imports

    files = imports.code_files(
        imports.package_modules(PAGE_CODE), leave_out=() if pictures else (PICTURE_CODE,)
    )
    return tuple(imports.PACKAGE.parent / file for file in files)


def content_dependencies(env: Any, *, pictures: bool = True) -> list[Path]:
    """What shapes a page's generated content besides its source and its game records.

    The generator's catalog and the interface catalogs of the page's language,
    and the code that writes facts, words and (``pictures``) position images:
    a corrected phrase or a changed describer reaches every page showing
    generated content (Sphinx compares modification times), a changed renderer
    every page showing a position, while a change to the checks or the commands
    rebuilds nothing.
    """
    from generator import i18n
    from generator.compiled import source_locale_dirs

    language = env.config.language or "en"
    paths = [i18n.catalog_path(language, generator_locales(env.config, env.srcdir, language))]
    for directory in source_locale_dirs(env.config):
        paths.append(Path(env.srcdir, directory, language, "LC_MESSAGES", "sphinx.po"))
        # The glossary page shows every language's glossary (generator.sphinxext.glossary).
        paths.extend(sorted(Path(env.srcdir, directory).resolve().glob("*/glossary.toml")))
    return [path for path in paths if path.is_file()] + list(_page_code(pictures))


_GENERATED_CLASSES = frozenset(
    {
        "fact",
        "rule-id",
        "splitmix",
        "refusal",
        "deal-vector",
        "game-moves",
        "glossary-terms",
        "card-letters",
        "deal-codes",
        "translation-status",
    }
)


def _generated(node: Any) -> bool:
    return isinstance(node, _EXTENSION_NODES) or not _GENERATED_CLASSES.isdisjoint(
        node.get("classes", ())
    )


def note_content_dependencies(app: Any, doctree: Any) -> None:
    """``doctree-read``: a page showing generated content depends on :func:`content_dependencies`."""
    from docutils import nodes

    if (
        next(
            doctree.findall(lambda node: isinstance(node, nodes.Element) and _generated(node)), None
        )
        is None
    ):
        return
    pictures = next(doctree.findall(ext_nodes.pending_position), None) is not None
    for path in content_dependencies(app.env, pictures=pictures):
        app.env.note_dependency(str(path))


def game_domain(env: BuildEnvironment) -> GameDomain:
    """The site's :class:`GameDomain` in ``env``."""
    domain = env.domains[DOMAIN]
    if not isinstance(domain, GameDomain):
        raise TypeError(f"the {DOMAIN!r} domain is a {type(domain).__name__}, not a GameDomain")
    return domain


def outdated_citing_pages(
    app: Any, env: Any, added: set[str], changed: set[str], removed: set[str]
) -> list[str]:
    """``env-get-outdated``: a page citing a game is rebuilt with the page declaring it."""
    domain = game_domain(env)
    touched = set(added) | set(changed) | set(removed)
    names = {name for name, d in domain.games.items() if d["docname"] in touched}
    return sorted(
        docname
        for docname, cited in domain.citations.items()
        if cited & names and docname not in touched
    )
