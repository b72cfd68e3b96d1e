"""Directives: ``game`` (declare an example game), ``position`` (draw one of its
positions), ``assert`` (check what the prose says) and ``deal`` (show a deal).

They are thin: they gather options, call the library and put nodes in the
tree.  Every mistake is a located warning (``type="generator"``), never a
traceback, so ``-W`` fails the build on it.
"""

from __future__ import annotations

import re
from typing import ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective
from sphinx.util.typing import OptionSpec

from generator.citations import CitationError, PositionCitation, quotes_refusal
from generator.conditions import ConditionError, parse_conditions
from generator.files import UnsafePathError, read_inside
from generator.record_comments import RecordCommentError
from generator.registry import find_game
from generator.replay import Replay, ReplayError
from generator.sphinxext import nodes as ext_nodes
from generator.sphinxext.games import game_domain, replay_text
from generator.sphinxext.report import warn

GAME_NAME = re.compile(r"[a-z0-9][a-z0-9-]*")
"""Game names: lower-case words joined by hyphens (``rules-example``)."""


def first_content_line(directive: SphinxDirective) -> int:
    """The page line (1-based) of a directive's first content line.

    MyST counts ``content_offset`` from the directive's own line;
    reStructuredText from the top of the document (0-based).
    """
    if type(directive.state).__module__.startswith("myst_parser"):
        return directive.lineno + 1 + directive.content_offset
    return directive.content_offset + 1


def option_lines(directive: SphinxDirective) -> dict[str, int]:
    """The page line of each option given, to point a warning at the option at fault.

    Docutils keeps no line per option: they are read back from the block's text,
    ``:key: value`` lines (or ``key: value`` between ``---`` lines) after its first line.
    """
    found: dict[str, int] = {}
    in_yaml = False
    for offset, text in enumerate(directive.block_text.splitlines()[1:], start=1):
        text = text.strip()
        if text == "---":
            in_yaml = not in_yaml
            continue
        if not in_yaml and not text.startswith(":"):
            break
        key = text.removeprefix(":").partition(":")[0].strip()
        if key in directive.options:
            found.setdefault(key, directive.lineno + offset)
    return found


class GameDirective(SphinxDirective):
    """Declare an example game and replay it now.

    ::

        ```{game} rules-example
        :record: games/example.game
        ```

        ```{game} tiny
        CODE
        MOVE MOVE
        ```

    ``:record:`` is relative to the page (``/`` for the source directory); a record in
    the body is a game code, then moves in the game's notation, as in a ``.game`` file.
    ``:transcript:`` also shows the record in notation, ``:moves:`` every
    move narrated in the page's language (in a disclosure).
    """

    required_arguments = 1
    has_content = True
    option_spec: ClassVar[OptionSpec] = {
        "record": directives.unchanged_required,
        "transcript": directives.flag,
        "moves": directives.flag,
    }
    option_help: ClassVar[dict[str, str]] = {
        "record": "the record file (game code, then moves), relative to the page, `/` for the "
        "source directory; or the record in the body",
        "transcript": "also show the record, in notation",
        "moves": "also show every move narrated in the page's language, in a disclosure",
    }

    def run(self) -> list[nodes.Node]:
        name = self.arguments[0]
        location = self.get_location()
        if not GAME_NAME.fullmatch(name):
            warn(
                f"bad game name {name!r}: use lower-case letters, digits and hyphens",
                location,
                "game",
            )
            return []
        if ("record" in self.options) == bool(self.content):
            warn(
                f"game {name!r}: give either :record: FILE or the record in the body",
                location,
                "game",
            )
            return []
        if "record" in self.options:
            relative, absolute = self.env.relfn2path(self.options["record"], self.env.docname)
            path = str(absolute)
            try:
                # Inside the sources only, symlinks resolved, size-limited; the refusal quotes no content.
                text = read_inside(self.env.srcdir, absolute, shown=self.options["record"])
            except UnsafePathError as error:
                warn(f"game {name!r}: cannot read record: {error}", location, "record")
                # Declared all the same, as broken: its citations stay quiet instead of repeating this.
                game_domain(self.env).declare(
                    name,
                    {
                        "docname": self.env.docname,
                        "lineno": self.lineno,
                        "path": path,
                        "text": "",
                        "ok": False,
                    },
                    location,
                )
                return []
            self.env.note_dependency(relative)
        else:
            path = str(self.env.doc2path(self.env.docname))
            # Pad so the record's line numbers are the page's line numbers.
            text = "\n" * (first_content_line(self) - 1) + "\n".join(self.content)
        ok = True
        replay = None
        try:
            replay = replay_text(text, path)
        except ValueError as error:
            ok = False
            if isinstance(error, RecordCommentError):
                # A record's comment (#= assertion, or a fact told in words): at its own line.
                declared = f"{self.env.doc2path(self.env.docname)}:{self.lineno}"
                warn(
                    f"{error.reason} (example game {name!r}, declared at {declared})",
                    f"{error.path}:{error.line}",
                    error.check,
                )
            else:
                subtype = "replay" if isinstance(error, ReplayError) else "record"
                warn(f"{error} (example game {name!r} declared here)", location, subtype)
        domain = game_domain(self.env)
        domain.declare(
            name,
            {
                "docname": self.env.docname,
                "lineno": self.lineno,
                "path": path,
                "text": text,
                "ok": ok,
            },
            location,
        )
        target = nodes.target("", "", ids=[f"game-{name}"])
        result: list[nodes.Node] = [target]
        if replay is not None and "transcript" in self.options:
            from generator.record import format_record

            # The record in notation only: the same in every language, and no file path.
            transcript = format_record(replay.record, moves_per_line=6)  # fits a phone-width column
            result.append(transcript_block(transcript))
        if replay is not None and "moves" in self.options:
            result.extend(self.narration(name, replay, location))
        return result

    def narration(self, name: str, replay: Replay, location: object) -> list[nodes.Node]:
        from generator.sphinxext.words import describer, missing_words_error, said_at_start

        try:
            speak = describer(self.env)
            lines = [speak.narrate(step) for step in replay.steps]
            summary = speak.moves_summary()
        except missing_words_error() as error:
            if not said_at_start(error):
                warn(f"moves of {name!r}: {error}", location, "i18n")
            return []
        container = ext_nodes.game_moves(classes=["game-moves"], summary=summary)
        items = nodes.bullet_list()
        for line in lines:
            items += nodes.list_item("", nodes.paragraph("", line))
        container += items
        return [container]


_TRANSCRIPT_MOVE = re.compile(r"\d+\. \S+|\S+")


def transcript_block(transcript: str) -> nodes.literal_block:
    """A record in notation, each move (``13-15[7♣]``) in its own element, so a narrow
    screen wraps the lines between moves, never at a move's hyphen (``generator.css``).

    A parsed literal, so Sphinx does not highlight it: Sphinx tells one by a source that differs
    from its text (an empty source it would fill with the text), here the record's last newline."""
    block = nodes.literal_block(transcript + "\n", "", classes=["game-transcript"])
    block["translatable"] = False
    for number, line in enumerate(transcript.splitlines()):
        if number:
            block += nodes.Text("\n")
        last = 0
        for match in _TRANSCRIPT_MOVE.finditer(
            line
        ):  # a move number stays with its move: "1. 9-AD[2♦]"
            if match.start() > last:
                block += nodes.Text(line[last : match.start()])
            block += nodes.inline(match.group(), match.group(), classes=["move"])
            last = match.end()
        if last < len(line):
            block += nodes.Text(line[last:])
    return block


class PositionDirective(SphinxDirective):
    """Draw a position of a declared game, with its caption and description.

    ::

        ```{position} rules-example
        :before-move: 10
        :mark: 10
        :caption: Move 10 puts an ace on a king.
        ```

    Exactly one moment: ``:start:``, ``:final:``, ``:before-move: N``,
    ``:after-move: N``, ``:before-redeal: K``, ``:after-redeal: K``,
    ``:first-where: QUANTITY:VALUE,…``; a move N may be ``first:KIND``.
    ``:mark: N`` marks move N; ``:refused: MOVE REASON`` draws, crossed out, a
    move the app refuses in the position shown, for that reason (the build
    checks it, and the caption must quote the app's message with
    ``{refusal}``); ``:fan:`` fans the piles out.  The caption is
    ``:caption:`` or the body (translatable, roles allowed); ``:name:`` a label.
    """

    required_arguments = 1
    has_content = True
    # The moments and the mark are read by generator.citations, as the check command reads them.
    option_spec: ClassVar[OptionSpec] = {
        "start": directives.flag,
        "final": directives.flag,
        "before-move": directives.unchanged,
        "after-move": directives.unchanged,
        "before-redeal": directives.unchanged,
        "after-redeal": directives.unchanged,
        "first-where": directives.unchanged,
        "mark": directives.unchanged,
        "refused": directives.unchanged,
        "fan": directives.flag,
        "caption": directives.unchanged,
        "name": directives.unchanged_required,
    }
    option_help: ClassVar[dict[str, str]] = {
        "start": "the deal, before any move (one moment option per position)",
        "final": "the position after the last move",
        "before-move": "the position move N is played from; N may be `first:KIND` (`first:wrap`)",
        "after-move": "the position after move N (or `first:KIND`)",
        "before-redeal": "the position just before redeal K",
        "after-redeal": "the position just after redeal K",
        "first-where": "the first position where each `QUANTITY:VALUE,…` holds (`empty-cells:4`)",
        "mark": "frame the places of move N and draw its arrow: the move played from the "
        "position shown (or the one that led to it, when it left its source empty)",
        "refused": "`MOVE REASON`: draw, crossed out, a move the app refuses here for that reason "
        "(a `Refusal` value, `pile-full`); the caption must quote it with `{refusal}`",
        "fan": "fan the piles out, every card visible (the description lists them all)",
        "caption": "the caption (translatable, roles allowed); or the body",
        "name": "a label to reference the figure by",
    }

    def run(self) -> list[nodes.Node]:
        name = self.arguments[0]
        lines = option_lines(self)
        try:
            citation = PositionCitation.from_options(self.options)
        except CitationError as error:
            warn(
                f"position of {name!r}: {error}",
                (self.env.docname, lines.get(error.option or "", self.lineno)),
                "position",
            )
            return []
        game_domain(self.env).cite(self.env.docname, name)
        node = ext_nodes.pending_position(
            game=name, citation=citation, option_lines=lines, fan="fan" in self.options
        )
        self.set_source_info(node)
        caption_text = self.options.get("caption") or "\n".join(self.content)
        if caption_text.strip():
            inline, messages = self.parse_inline(caption_text, lineno=self.lineno)
            caption = nodes.caption(caption_text, "", *inline)
            self.set_source_info(caption)
            node += caption
            node.extend(messages)
        if citation.refused is not None and not quotes_refusal(caption_text, citation.refused[1]):
            warn(
                f"position of {name!r}: the caption of a refused move must quote the app's message: "
                f"write {{refusal}}`GAME {citation.refused[1]}`",
                (self.env.docname, lines.get("refused", self.lineno)),
                "position",
            )
        self.add_name(node)
        return [node]


class AssertDirective(SphinxDirective):
    """Check what the prose says about a declared game; shows nothing.

    ::

        ```{assert} rules-example
        move 10 is wrap
        before-redeal 1: pile 1 is 2♥ 9♣ J♦ J♦
        ```

    One condition per line, in the language of
    :mod:`generator.conditions`; ``#`` starts a comment.
    """

    required_arguments = 1
    has_content = True

    def run(self) -> list[nodes.Node]:
        name = self.arguments[0]
        lines = []
        for offset, line in enumerate(self.content):
            text = line.split("#", 1)[0].strip()
            if not text:
                continue
            lineno = first_content_line(self) + offset
            try:
                parse_conditions(text)
            except ConditionError as error:
                warn(f"assertion on {name!r}: {error}", (self.env.docname, lineno), "assert")
                continue
            lines.append((lineno, text))
        if not lines:
            if not self.content:
                warn(f"assertion on {name!r} has no condition", self.get_location(), "assert")
            return []
        game_domain(self.env).cite(self.env.docname, name)
        node = ext_nodes.pending_assertion(game=name, conditions=lines)
        self.set_source_info(node)
        return [node]


class DealDirective(SphinxDirective):
    """Show the deal of a game code, computed by the engine (test vectors).

    ::

        ```{deal} CODE
        :piles: 1 2 16
        ```

    A table: each place of the game's tableau (its piles, or columns), its cards bottom
    to top in notation.  ``:piles:`` picks some (default: all).
    """

    required_arguments = 1
    option_spec: ClassVar[OptionSpec] = {"piles": directives.positive_int_list}
    option_help: ClassVar[dict[str, str]] = {
        "piles": "the piles or columns to show, by number (default: all)"
    }

    def run(self) -> list[nodes.Node]:
        from generator.codes import GameCode
        from generator.deal import deal

        try:
            code = GameCode.parse(self.arguments[0])
            position = deal(code)
        except ValueError as error:
            warn(str(error), self.get_location(), "deal")
            return []
        game = find_game(code.game)
        piles = game.tableau(position)
        chosen = self.options.get("piles") or list(range(1, len(piles) + 1))
        bad = [n for n in chosen if not 1 <= n <= len(piles)]
        if bad:
            word = game.facts.place_words[0]  # what the game calls its tableau's places
            warn(f"{code}: no {word} {bad[0]} (1 to {len(piles)})", self.get_location(), "deal")
            return []
        table = nodes.table(classes=["deal-vector"])
        group = nodes.tgroup(cols=2)
        table += group
        group += nodes.colspec(colwidth=1)
        group += nodes.colspec(colwidth=6)
        body = nodes.tbody()
        group += body
        # The code and the cards are notation, the same in every language: not messages
        # for translators (gettext would extract a paragraph holding only the code).
        for number in chosen:
            row = nodes.row()
            for text in (str(number), " ".join(card.ascii() for card in piles[number - 1])):
                entry = nodes.entry()
                entry += nodes.paragraph("", "", nodes.literal(text, text), translatable=False)
                row += entry
            body += row
        title = nodes.paragraph("", "", nodes.literal(str(code), str(code)), translatable=False)
        return [title, table]
