"""Doctree nodes of the extension.

Facts that depend on an example game are read while a page is parsed but
filled in only after every page is read (:mod:`generator.sphinxext.resolve`),
because a game may be declared on another page and, with ``-j``, read by
another process.  Until then they stay as ``pending_*`` nodes carrying what
the page wrote.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes


class pending_fact(nodes.Inline, nodes.TextElement):
    """A role's fact about an example game (``{move}``, ``{pile}``, ``{capacity}``, ``{value}``).

    Attributes: ``role``, ``target`` (the text inside the backquotes) and
    ``citation`` (the target read: a :class:`generator.citations.GameCitation`).
    """


class pending_position(nodes.General, nodes.Element):
    """A ``position`` directive until its game is known; becomes a :class:`position_figure`.

    Attributes: ``game``, ``citation`` (a :class:`generator.citations.PositionCitation`:
    the moment and the marked move), ``option_lines`` (the page line of each
    option, for warnings), ``fan``.
    """


class pending_assertion(nodes.General, nodes.Element):
    """An ``assert`` directive: checked once every game is declared; leaves nothing."""


class position_figure(nodes.figure):
    """A drawn position: image, caption, short alt and the long per-pile description.

    Attributes: ``position`` and ``render`` (keyword options for
    :func:`generator.render.render`), ``key`` (image file name stem, at ``render``'s scale),
    ``srcset`` ((scale, key) of each picture a web page offers, the largest last),
    ``alt``, ``description`` (list of entries), ``legend`` (what the marks
    mean, or empty when nothing is marked), ``summary`` (the disclosure's
    label), ``ids``.  A subclass of ``figure`` so builders without a visitor of
    their own treat it as a figure.
    """


class app_message(nodes.Inline, nodes.TextElement):
    """The app's own words (a refusal message), quoted the way the page's language quotes."""


class game_moves(nodes.container):
    """Every move of an example game, narrated: a disclosure in HTML, a container elsewhere.

    Attribute ``summary``: the disclosure's label.
    """


class card_sign(nodes.inline):
    """A card in its short form (``8♥``), as the ``{card}``, ``{legal}``, ``{refused}`` and
    ``{pile}`` roles show it, with the card's name in the page's language (attribute
    ``name``: "eight of hearts", «ثمانية الكبة»).

    In HTML the sign is a picture of text: ``<span role="img" aria-label="NAME">8♥</span>``,
    so a screen reader says the name in the page's voice instead of spelling "8" and the
    suit symbol's English name, while a reader who copies the sentence gets the sign they
    see.  A subclass of ``inline``, so other builders show the sign as any inline text.
    """


def card_sign_of(
    words: Any, card: Any, *classes: str, rawtext: str = "", case: str = "direct"
) -> card_sign:
    """``card`` as a :class:`card_sign` in the language of the describer ``words``, coloured
    (class ``card`` and ``red`` or ``black``) and with ``classes`` before those.  Its name is
    in ``case``: ``oblique`` where the sentence puts a postposition after the sign (a rule
    example's « 8♥ को 9♥ पर », heard « पान के 8 को पान के 9 पर »)."""
    symbol = words.card_symbol(card)
    return card_sign(
        rawtext or symbol,
        symbol,
        classes=[*classes, "card", card.color.value],
        name=words.card_name(card, case),
    )
