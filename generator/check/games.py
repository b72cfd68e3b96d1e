"""Every example game replays, every assertion holds, every citation points at a real move.

The pages declare example games (```` ```{game} NAME ````, a record file or
moves inline), assert facts about them (```` ```{assert} NAME ````), draw
their positions (```` ```{position} NAME ````) and cite their moves in prose
(``{move}`NAME 10```).  This check replays each game with the engine
(:mod:`generator.replay`) and evaluates the assertions and citations with the
Sphinx extension's own condition language
(:mod:`generator.sphinxext.conditions`), so the check command and the build
agree; it needs no Sphinx build and takes well under a second.

Record files under ``docs/`` that no page declares are replayed too: an
example game that does not replay is wrong wherever it ends up.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from generator.check.markup import GAME_ROLES, Role, roles
from generator.check.pages import Directive, Page
from generator.check.problem import Problem
from generator.check.site import Site

_LOCATED = re.compile(r"^(?P<path>.+?):(?P<line>\d+):\s*(?P<reason>.*)$", re.S)



@dataclass
class Game:
    name: str
    page: str
    line: int
    record_path: str
    replay: Any = None
    failed: bool = False


def _located(error: Exception, site: Site, default_file: str, default_line: int) -> tuple[str, int, str]:
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


def declared_games(site: Site, pages: dict[Path, Page]) -> tuple[dict[str, Game], list[tuple[Path, Problem]]]:
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
                problems.append((path, Problem(shown, directive.line, "game-replay",
                                        f"example game {name!r} is already declared at {first.page}:{first.line}")))
                continue
            record = directive.options.get("record")
            if record is not None:
                file = (site.docs / record.lstrip("/")) if record.startswith("/") else (path.parent / record)
                try:
                    text = file.read_text(encoding="utf-8")
                except (OSError, UnicodeDecodeError) as error:
                    problems.append((path, Problem(shown, directive.option_lines.get("record", directive.line),
                                            "game-replay", f"game {name!r}: cannot read {record}: {getattr(error, 'strerror', None) or error}")))
                    games[name] = Game(name, shown, directive.line, str(file), failed=True)
                    continue
                record_path = str(file)
            else:
                # Pad so the record's line numbers are the page's line numbers.
                text = "\n" * (directive.content_start - 1) + "\n".join(t for _, t in directive.content)
                record_path = str(path)
            game = Game(name, shown, directive.line, record_path)
            games[name] = game
            try:
                game.replay = _replay_text(text, record_path)
            except ValueError as error:
                game.failed = True
                file_shown, line, reason = _located(error, site, shown, directive.line)
                problems.append((path, Problem(file_shown, line, "game-replay",
                                        f"{reason} (example game {name!r}, declared at {shown}:{directive.line})")))
    return games, problems


def check_record_file(site: Site, path: Path) -> Iterator[Problem]:
    """A record file replays (whether or not a page declares it)."""
    try:
        _replay_text(path.read_text(encoding="utf-8"), str(path))
    except (OSError, UnicodeDecodeError) as error:
        yield Problem(site.display(path), 1, "game-replay", f"cannot read the record: {error}")
    except ValueError as error:
        file, line, reason = _located(error, site, site.display(path), 1)
        yield Problem(file, line, "game-replay", reason)


def check_page_games(site: Site, path: Path, page: Page, games: dict[str, Game]) -> Iterator[Problem]:
    """Assertions, positions and citations of one page, against the replayed games."""
    from generator.sphinxext.conditions import ConditionError, Moment, move_step, parse_conditions

    shown = site.display(path)

    def game_for(name: str, line: int) -> Game | None | Problem:
        game = games.get(name)
        if game is None:
            known = ", ".join(sorted(games)) or "none"
            return Problem(shown, line, "game-ref", f"no example game {name!r} is declared (games: {known})")
        return None if game.failed else game

    for directive in page.directives:
        if directive.name == "assert":
            game = game_for(directive.argument, directive.line)
            if isinstance(game, Problem):
                yield game
            if not isinstance(game, Game):
                continue
            if not any(text.split("#", 1)[0].strip() for _, text in directive.content):
                yield Problem(shown, directive.line, "game-assert",
                              f"assertion on {directive.argument!r} has no condition")
            for line, text in directive.content:
                text = text.split("#", 1)[0].strip()
                if not text:
                    continue
                try:
                    for condition in parse_conditions(text):
                        failure = condition.failure(game.replay)
                        if failure is not None:
                            yield Problem(shown, line, "game-assert", f"{directive.argument}: {failure}")
                except ConditionError as error:
                    yield Problem(shown, line, "game-assert", f"{directive.argument}: {error}")
        elif directive.name == "position":
            game = game_for(directive.argument, directive.line)
            if isinstance(game, Problem):
                yield game
            if not isinstance(game, Game):
                continue
            yield from _position(shown, directive, game, Moment, move_step, ConditionError)
    for paragraph in page.paragraphs:
        for role in roles(paragraph.text):
            line = paragraph.line_at(role.start)
            if role.name not in GAME_ROLES:
                reason = role_target_error(role)
                if reason:
                    yield Problem(shown, line, "role", f"{role.text}: {reason}")
                continue
            words = role.target.split()
            if len(words) < 2:
                yield Problem(shown, line, "game-ref", f"{role.text}: write GAME then what to show")
                continue
            game = game_for(words[0], line)
            if isinstance(game, Problem):
                yield game
            if not isinstance(game, Game):
                continue
            try:
                game_fact(role.name, game.replay, words[1:])
            except ConditionError as error:
                yield Problem(shown, line, "game-ref", f"{role.text}: {error}")


def game_fact(role: str, replay: Any, words: list[str]) -> None:
    """Check that a game role's target points at something the game has (as the build reads it)."""
    from generator.sphinxext.conditions import (
        ConditionError, Moment, is_move_reference, move_step, parse_place, quantity, redeal_step,
    )

    if role == "move":
        if len(words) == 1 and is_move_reference(words[0]):
            move_step(replay, int(words[0]) if words[0].isdigit() else words[0])
        elif len(words) == 1 and words[0].startswith("redeal="):
            redeal_step(replay, int(words[0][7:]) if words[0][7:].isdigit() else 0)
        else:
            raise ConditionError("write GAME N (move N), GAME first:KIND or GAME redeal=K")
    elif role == "pile":
        if len(words) not in (2, 3) or (len(words) == 3 and words[2] not in ("cards", "top", "bottom", "count")):
            raise ConditionError("write GAME MOMENT PLACE [cards|top|bottom|count]")
        parse_place(Moment.parse(words[0]).position(replay), words[1])
    elif role == "capacity":
        if len(words) != 2 or words[1] not in ("onto-column", "to-empty-column", "empty-column"):
            raise ConditionError("write GAME MOMENT onto-column|to-empty-column")
        position = Moment.parse(words[0]).position(replay)
        quantity(position, "capacity-onto-column")
    elif role == "value":
        if len(words) != 2:
            raise ConditionError("write GAME MOMENT QUANTITY")
        quantity(Moment.parse(words[0]).position(replay), words[1])


_RULE_ID = re.compile(r"(CR|FC)-(E?\d+)")


def role_target_error(role: Role) -> str | None:
    """What is wrong with the target of a role that needs no game (a card, a refusal, a rule id)."""
    from generator import crescent, freecell
    from generator.cards import Card, CardSyntaxError, Suit

    target = role.target.strip()
    if role.name in ("card", "cardname"):
        try:
            Card.parse(target)
        except CardSyntaxError as error:
            return str(error)
    elif role.name == "refusal":
        game, _, reason = target.partition(" ")
        enums = {"crescent": crescent.Refusal, "freecell": freecell.Refusal}
        if game not in enums:
            return "write GAME REASON with GAME crescent or freecell"
        if reason.strip() not in {member.value for member in enums[game]}:
            return f"no {game} refusal {reason.strip()!r}: use one of " + ", ".join(m.value for m in enums[game])
    elif role.name == "suits":
        try:
            suits = [Suit.parse(word) for word in target.split()]
        except CardSyntaxError as error:
            return str(error)
        if not suits or len(set(suits)) != len(suits):
            return "name each suit once, as ♠ ♥ ♦ ♣ or S H D C"
    elif role.name == "rule" and not _RULE_ID.fullmatch(target):
        return "rule ids look like CR-7 or FC-12"
    return None


def _position(shown: str, directive: Directive, game: Game, Moment: Any, move_step: Any,
              ConditionError: type) -> Iterator[Problem]:
    """The moment and the marked move of a ``position`` directive exist in the game.

    The options are read as the directive reads them
    (:data:`generator.sphinxext.directives._MOMENT_OPTIONS`, :meth:`Moment.parse`).
    """
    from generator.sphinxext.directives import _MOMENT_OPTIONS

    chosen = [key for key in _MOMENT_OPTIONS if key in directive.options]
    if len(chosen) != 1:
        yield Problem(shown, directive.line, "game-ref",
                      f"position of {game.name!r}: give exactly one of "
                      + ", ".join(f":{key}:" for key in _MOMENT_OPTIONS))
    for key in chosen:
        value = directive.options[key].strip()
        line = directive.option_lines.get(key, directive.line)
        try:
            Moment.parse(key if key in ("start", "final") else f"{key}={value}").position(game.replay)
        except ConditionError as error:
            yield Problem(shown, line, "game-ref", f"position of {game.name!r} :{key}: {value}: {error}")
    if "mark" in directive.options:
        value = directive.options["mark"].strip()
        line = directive.option_lines.get("mark", directive.line)
        try:
            move_step(game.replay, int(value) if value.isdigit() else value)
        except ConditionError as error:
            yield Problem(shown, line, "game-ref", f"position of {game.name!r} :mark: {value}: {error}")
