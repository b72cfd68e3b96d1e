"""The codes page's converter between a Microsoft FreeCell deal number and its game code.

::

    ```{deal-codes}
    :numbers: 1 617 11982 1000000
    ```

A table of examples made by :mod:`generator.codes` while the page is built
(it works without JavaScript), then a small form that converts any number or
code in the browser (``deal-codes.js``; hidden until the script shows it, so a
reader without JavaScript never sees a form that does nothing).  The script
follows the game codes' rule (CR-24, FC-17): seven letters in base 26, ``A`` = 0; the tests check
it against :class:`generator.codes.GameCode` for the table's numbers.
"""

from __future__ import annotations

from html import escape
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.util.docutils import SphinxDirective
from sphinx.util.typing import OptionSpec

from generator.sphinxext.directive_words import (
    DEAL_CODE_HEADERS,
    DEAL_NUMBER,
    FREE_CELLS,
    GAME_CODE,
    NOT_A_CODE,
    NOT_A_NUMBER,
)
from generator.sphinxext.report import warn

SCRIPT = "deal-codes.js"


class DealCodesDirective(SphinxDirective):
    """Deal numbers and their FreeCell codes, and the converter form."""

    option_spec: ClassVar[OptionSpec] = {"numbers": directives.positive_int_list}
    option_help: ClassVar[dict[str, str]] = {
        "numbers": "the Microsoft deal numbers to list with their codes"
    }

    def run(self) -> list[nodes.Node]:
        from generator.codes import GameCode
        from generator.registry import find_game
        from generator.sphinxext.glossary import table
        from generator.sphinxext.html import directive_ui_text
        from generator.sphinxext.words import describer

        numbers = self.options.get("numbers") or [1]
        rows = []
        for number in numbers:
            try:
                code = GameCode.of("freecell", number)
            except ValueError as error:
                warn(f"deal-codes: {error}", self.get_location(), "deal")
                return []
            rows.append([describer(self.env).number(number), str(code)])
        said = {message: directive_ui_text(self, message) for message in DEAL_CODE_HEADERS}
        words = {message: escape(text) for message, text in said.items()}
        examples = table([said[DEAL_NUMBER], said[GAME_CODE]], rows, ["deal-codes"], literal=(1,))
        freecell = find_game("freecell")
        low, high = freecell.versions[1]
        options = "".join(
            f'<option value="{escape(v)}">{escape(describer(self.env).number(int(v[1:])))}</option>'
            for v in freecell.variants
        )
        form = (
            f'<form class="deal-converter" hidden data-min="{low}" data-max="{high}" '
            f'data-not-number="{words[NOT_A_NUMBER]}" data-not-code="{words[NOT_A_CODE]}">\n'
            f'<label>{words[DEAL_NUMBER]} <input name="number" type="number" min="{low}" '
            f'max="{high}" inputmode="numeric"></label>\n'
            f'<label>{words[FREE_CELLS]} <select name="variant">{options}</select></label>\n'
            f'<label>{words[GAME_CODE]} <input name="code" type="text" spellcheck="false" '
            f'autocapitalize="characters" size="16" lang="en" dir="ltr"></label>\n'
            '<output role="status" aria-live="polite"></output>\n'
            "</form>\n"
        )
        return [examples, nodes.raw("", form, format="html")]


def page_script(
    app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """``html-page-context``: the converter's script on the pages that show a converter only."""
    if doctree is not None and any(
        "deal-converter" in node.astext() for node in doctree.findall(nodes.raw)
    ):
        app.add_js_file(SCRIPT, defer="defer")
