"""Every example game replays, every assertion holds, every citation points at a real move.

The pages declare example games (```` ```{game} NAME ````, a record file or
moves inline), assert facts about them (```` ```{assert} NAME ````), draw
their positions (```` ```{position} NAME ````) and cite their moves in prose
(``{move}`NAME 10```).  This check replays each game with the engine
(:mod:`generator.replay`) and reads the assertions and citations with the
modules the build reads them with (:mod:`generator.conditions`,
:mod:`generator.citations`), so the check command and the build agree; it
needs no Sphinx and takes well under a second.

Record files under ``docs/`` that no page declares are replayed too: an
example game that does not replay is wrong wherever it ends up.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator import citations, registry, rule_examples
from generator.check.markup import roles
from generator.check.pages import Directive, Page
from generator.check.problem import Problem
from generator.check.site import Site
from generator.conditions import ConditionError, parse_conditions
from generator.files import UnsafePathError, read_inside
from generator.rule_examples import ExampleError

_LOCATED = re.compile(r"^(?P<path>.+?):(?P<line>\d+):\s*(?P<reason>.*)$", re.S)


@dataclass
class Game:
    name: str
    page: str
    line: int
    record_path: str
    replay: Any = None
    failed: bool = False


def _located(
    error: Exception, site: Site, default_file: str, default_line: int
) -> tuple[str, int, str]:
    """Where an engine error says it happened (``path:line: reason``), as a report location."""
    path, line = getattr(error, "path", None), getattr(error, "line", None)
    text = str(error)
    match = _LOCATED.match(text)
    if match:
        path = path or match.group("path")
        line = line or int(match.group("line"))
        text = match.group("reason")
    if not path or not line:
        return default_file, default_line, text
    return site.display(path), int(line), text


def _replay_text(text: str, path: str) -> Any:
    from generator.record import parse_record
    from generator.replay import replay

    return replay(parse_record(text, path=path))


def declared_games(
    site: Site, pages: dict[Path, Page]
) -> tuple[dict[str, Game], list[tuple[Path, Problem]]]:
    """Replay every declared game; problems (with the declaring page) for the ones that do not replay."""
    games: dict[str, Game] = {}
    problems: list[tuple[Path, Problem]] = []
    for path, page in pages.items():
        shown = site.display(path)
        for directive in page.directives:
            if directive.name != "game":
                continue
            name = directive.argument
            if name in games:
                first = games[name]
                problems.append(
                    (
                        path,
                        Problem(
                            shown,
                            directive.line,
                            "game-replay",
                            f"example game {name!r} is already declared at {first.page}:{first.line}",
                        ),
                    )
                )
                continue
            record = directive.options.get("record")
            if record is not None:
                file = (
                    (site.docs / record.lstrip("/"))
                    if record.startswith("/")
                    else (path.parent / record)
                )
                try:
                    text = read_inside(site.docs, file, shown=record)
                except UnsafePathError as error:
                    problems.append(
                        (
                            path,
                            Problem(
                                shown,
                                directive.option_lines.get("record", directive.line),
                                "game-replay",
                                f"game {name!r}: cannot read record: {error}",
                            ),
                        )
                    )
                    games[name] = Game(name, shown, directive.line, str(file), failed=True)
                    continue
                record_path = str(file)
            else:
                # Pad so the record's line numbers are the page's line numbers.
                text = "\n" * (directive.content_start - 1) + "\n".join(
                    t for _, t in directive.content
                )
                record_path = str(path)
            game = Game(name, shown, directive.line, record_path)
            games[name] = game
            try:
                game.replay = _replay_text(text, record_path)
            except ValueError as error:
                game.failed = True
                file_shown, line, reason = _located(error, site, shown, directive.line)
                problems.append(
                    (
                        path,
                        Problem(
                            file_shown,
                            line,
                            getattr(error, "check", "game-replay"),
                            f"{reason} (example game {name!r}, declared at {shown}:{directive.line})",
                        ),
                    )
                )
    return games, problems


def check_record_file(site: Site, path: Path) -> Iterator[Problem]:
    """A record file replays (whether or not a page declares it)."""
    # The pages' records stay inside docs/; the sample records are the project's (examples/).
    base = site.docs if site.docs.resolve() in path.resolve().parents else site.root
    try:
        _replay_text(read_inside(base, path, shown=site.display(path)), str(path))
    except UnsafePathError as error:
        yield Problem(site.display(path), 1, "game-replay", f"cannot read the record: {error}")
    except ValueError as error:
        file, line, reason = _located(error, site, site.display(path), 1)
        yield Problem(file, line, getattr(error, "check", "game-replay"), reason)


def check_page_games(
    site: Site, path: Path, page: Page, games: dict[str, Game]
) -> Iterator[Problem]:
    """Assertions, positions and citations of one page, against the replayed games."""
    shown = site.display(path)

    def game_for(name: str, line: int) -> Game | Problem | None:
        game = games.get(name)
        if game is None:
            return Problem(shown, line, "game-ref", str(citations.unknown_game(name, games)))
        return None if game.failed else game

    for directive in page.directives:
        if directive.name not in ("assert", "position"):
            continue
        game = game_for(directive.argument, directive.line)
        if isinstance(game, Problem):
            yield game
        elif game is not None and directive.name == "assert":
            yield from _assertions(shown, directive, game)
        elif game is not None:
            yield from _position(shown, directive, game)
    for paragraph in page.paragraphs:
        for role in roles(paragraph.text):
            line = paragraph.line_at(role.start)
            read = rule_examples.TARGETS.get(role.name)
            if read is not None:
                try:
                    read(role.target)
                except ExampleError as error:
                    yield Problem(shown, line, "example", f"{role.text}: {error}")
                except ConditionError as error:
                    yield Problem(shown, line, "role", f"{role.text}: {error}")
            if role.name == "rule" and registry.rule_id().fullmatch(role.target.strip()):
                rule = role.target.strip()
                if rule not in site_rules(site):
                    yield Problem(
                        shown,
                        line,
                        "role",
                        f"{role.text}: {citations.unknown_rule(rule, site_rules(site))}",
                    )
            if role.name == "survey":
                problem = _survey(site, role.target)
                if problem:
                    yield Problem(shown, line, "role", f"{role.text}: {problem}")
            if role.name not in citations.GAME_ROLES:
                continue
            try:
                citation = citations.game_citation(role.name, role.target)
            except ConditionError as error:
                yield Problem(shown, line, "game-ref", f"{role.text}: {error}")
                continue
            game = game_for(citation.game, line)
            if isinstance(game, Problem):
                yield game
            elif game is not None:
                try:
                    citation.fact(game.replay)
                except ConditionError as error:
                    yield Problem(shown, line, "game-ref", f"{role.text}: {error}")


_RULES: dict[tuple[Any, ...], set[str]] = {}


def site_rules(site: Site) -> set[str]:
    """The rule ids the site's pages define by their labels (``(xy-7)=``), read again only when
    a page changed."""
    pages = sorted(page for page in site.docs.resolve().rglob("*.md") if page.is_file())
    key = tuple((page, page.stat().st_mtime_ns) for page in pages)
    if key not in _RULES:
        _RULES.clear()
        _RULES[key] = set().union(
            *(
                citations.rule_labels(page.read_text(encoding="utf-8", errors="replace"))
                for page in pages
            )
        )
    return _RULES[key]


def _survey(site: Site, target: str) -> str | None:
    """Why a ``{survey}`NAME FIGURE``` target names no figure of the site's survey file, or ``None``
    (the file the build reads by default, ``docs/solver-surveys.json``)."""
    from generator.solve.survey import SurveyError, read_surveys

    try:
        cited = citations.survey(target)
    except ConditionError as error:
        return str(error)
    try:
        surveys = read_surveys(site.docs / "solver-surveys.json")
        if cited.name not in surveys:
            return f"no survey {cited.name!r} in docs/solver-surveys.json (surveys: {', '.join(sorted(surveys)) or 'none'})"
        surveys[cited.name].value(cited.figure)
    except SurveyError as error:
        return str(error)
    return None


def _assertions(shown: str, directive: Directive, game: Game) -> Iterator[Problem]:
    """Every condition of an ``assert`` directive holds (read as :mod:`generator.conditions` reads it)."""
    conditions = [(line, text.split("#", 1)[0].strip()) for line, text in directive.content]
    conditions = [(line, text) for line, text in conditions if text]
    if not conditions:
        yield Problem(
            shown, directive.line, "game-assert", f"assertion on {game.name!r} has no condition"
        )
    for line, text in conditions:
        try:
            for condition in parse_conditions(text):
                failure = condition.failure(game.replay)
                if failure is not None:
                    yield Problem(
                        shown, line, "game-assert", f"assertion on {game.name!r} failed: {failure}"
                    )
        except ConditionError as error:
            yield Problem(shown, line, "game-assert", f"assertion on {game.name!r}: {error}")


def _position(shown: str, directive: Directive, game: Game) -> Iterator[Problem]:
    """The moment and the marked move of a ``position`` directive exist in the game
    (read as the directive reads them: :class:`generator.citations.PositionCitation`),
    each reported at the line of its option."""

    def problem(error: citations.CitationError) -> Problem:
        line = (
            directive.option_lines.get(error.option, directive.line)
            if error.option
            else directive.line
        )
        return Problem(shown, line, "game-ref", f"position of {game.name!r}: {error}")

    try:
        citation = citations.PositionCitation.from_options(directive.options)
    except citations.CitationError as error:
        yield problem(error)
        return
    try:
        citation.position(game.replay)
    except citations.CitationError as error:
        yield problem(error)  # the mark and the refused move are read in it: nothing more to say
        return
    for resolve in (citation.mark_step, citation.refused_move):
        try:
            resolve(game.replay)
        except citations.CitationError as error:
            yield problem(error)
    if citation.refused is not None:
        caption = directive.options.get("caption") or "\n".join(
            text for _, text in directive.content
        )
        if not citations.quotes_refusal(caption, citation.refused[1]):
            yield Problem(
                shown,
                directive.option_lines.get("refused", directive.line),
                "game-ref",
                f"position of {game.name!r}: the caption of a refused move must quote the app's "
                f"message: write {{refusal}}`GAME {citation.refused[1]}`",
            )
