"""The codes page's converter between a game's deal number and its game code.

::

    ```{deal-codes} GAME
    :numbers: 1 617 11982 1000000
    ```

For a game whose deal numbers are another program's too (its ``deal_codes``, the
words of that program's numbers).

A table of examples made by :mod:`generator.codes` while the page is built
(it works without JavaScript), then a small form that converts any number or
code in the browser (``deal-codes.js``; hidden until the script shows it, so a
reader without JavaScript never sees a form that does nothing).  The script
follows the game codes' rule (:mod:`generator.codes`): seven letters in base 26,
``A`` = 0; the tests check it against :class:`generator.codes.GameCode` for the
table's numbers.
"""

from __future__ import annotations

from html import escape
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective
from sphinx.util.typing import OptionSpec

from generator.sphinxext.directive_words import GAME_CODE
from generator.sphinxext.report import warn

SCRIPT = "deal-codes.js"


class DealCodesDirective(SphinxDirective):
    """Deal numbers of a game and their codes, and the converter form."""

    required_arguments = 1
    option_spec: ClassVar[OptionSpec] = {"numbers": directives.positive_int_list}
    option_help: ClassVar[dict[str, str]] = {
        "numbers": "the Microsoft deal numbers to list with their codes"
    }

    def run(self) -> list[nodes.Node]:
        from generator.codes import GameCode
        from generator.registry import GAMES, find_game
        from generator.sphinxext.glossary import table
        from generator.sphinxext.html import directive_ui_text
        from generator.sphinxext.words import describer

        try:
            game = find_game(self.arguments[0])
        except ValueError as error:
            warn(f"deal-codes: {error}", self.get_location(), "deal")
            return []
        words_of = game.deal_codes
        if words_of is None:
            with_codes = [known.key for known in GAMES if known.deal_codes is not None]
            warn(
                f"deal-codes: {game.name}'s deal numbers are no other program's: no converter "
                f"(games with one: {', '.join(with_codes) or 'none'})",
                self.get_location(),
                "deal",
            )
            return []
        numbers = self.options.get("numbers") or [1]
        rows = []
        for number in numbers:
            try:
                code = GameCode.of(game.key, number)
            except ValueError as error:
                warn(f"deal-codes: {error}", self.get_location(), "deal")
                return []
            rows.append([describer(self.env).number(number), str(code)])
        messages = (
            words_of.number,
            GAME_CODE,
            words_of.variant,
            words_of.not_number,
            words_of.not_code,
        )
        said = {message: directive_ui_text(self, message) for message in messages}
        words = {message: escape(text) for message, text in said.items()}
        examples = table(
            [said[words_of.number], said[GAME_CODE]], rows, ["deal-codes"], literal=(1,)
        )
        version = min(game.versions)
        low, high = game.versions[version]
        options = "".join(
            f'<option value="{escape(v)}">{escape(self._variant_label(game, v))}</option>'
            for v in game.variants
        )
        form = (
            f'<form class="deal-converter" hidden data-head="{escape(game.code)}{version}" '
            f'data-min="{low}" data-max="{high}" '
            f'data-not-number="{words[words_of.not_number]}" '
            f'data-not-code="{words[words_of.not_code]}">\n'
            f'<label>{words[words_of.number]} <input name="number" type="number" min="{low}" '
            f'max="{high}" inputmode="numeric"></label>\n'
            f'<label>{words[words_of.variant]} <select name="variant">{options}</select></label>\n'
            f'<label>{words[GAME_CODE]} <input name="code" type="text" spellcheck="false" '
            f'autocapitalize="characters" size="16" lang="en" dir="ltr"></label>\n'
            '<output role="status" aria-live="polite"></output>\n'
            "</form>\n"
        )
        return [examples, nodes.raw("", form, format="html")]

    def _variant_label(self, game: Any, variant: str) -> str:
        """A variant as the converter's choice shows it: the number it sets (a count of cells),
        in the page's digits, else its letters."""
        from generator.sphinxext.words import describer

        numbers = list(game.variant_numbers(variant).values())
        return describer(self.env).number(numbers[0]) if numbers else variant


def page_script(
    app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """``html-page-context``: the converter's script on the pages that show a converter only."""
    if doctree is not None and any(
        "deal-converter" in node.astext() for node in doctree.findall(nodes.raw)
    ):
        app.add_js_file(SCRIPT, defer="defer")
