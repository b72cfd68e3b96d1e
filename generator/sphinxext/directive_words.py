"""The interface words of the site's directives, in English: the msgids of ``sphinx.po``.

Kept apart from the directives that show them, so that the interface's list of
messages (:func:`generator.sphinxext.html.directive_messages`) needs no directive.
"""

GAME_CODE = "Game code"
"""The converter's heading of the codes; its other words are the game's
(:attr:`generator.registry.Game.deal_codes`), translated in ``sphinx.po`` too."""

SHORT_FORM = "Short form"
NOTATION = "In the notation"
IN_WORDS = "In words"
CARD_LETTER_HEADERS = (SHORT_FORM, NOTATION, IN_WORDS)
"""The card-letters table's headings, translated in ``sphinx.po`` (required where a page uses the directive)."""

__all__ = [
    "CARD_LETTER_HEADERS",
    "GAME_CODE",
    "IN_WORDS",
    "NOTATION",
    "SHORT_FORM",
]
