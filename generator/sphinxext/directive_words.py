"""The interface words of the site's directives, in English: the msgids of ``sphinx.po``.

Kept apart from the directives that show them, so that the interface's list of
messages (:func:`generator.sphinxext.html.directive_messages`) needs no directive.
"""

DEAL_NUMBER = "Microsoft deal number"
GAME_CODE = "Game code"
FREE_CELLS = "Free cells"
NOT_A_NUMBER = "not a FreeCell deal number"
NOT_A_CODE = "not a FreeCell game code"
DEAL_CODE_HEADERS = (DEAL_NUMBER, GAME_CODE, FREE_CELLS, NOT_A_NUMBER, NOT_A_CODE)
"""The converter's words, translated in ``sphinx.po`` (required where a page uses the directive)."""

SHORT_FORM = "Short form"
NOTATION = "In the notation"
IN_WORDS = "In words"
CARD_LETTER_HEADERS = (SHORT_FORM, NOTATION, IN_WORDS)
"""The card-letters table's headings, translated in ``sphinx.po`` (required where a page uses the directive)."""

__all__ = [
    "CARD_LETTER_HEADERS",
    "DEAL_CODE_HEADERS",
    "DEAL_NUMBER",
    "FREE_CELLS",
    "GAME_CODE",
    "IN_WORDS",
    "NOTATION",
    "NOT_A_CODE",
    "NOT_A_NUMBER",
    "SHORT_FORM",
]
