"""A record's comments: assertions the replay checks, and no position fact hidden in prose.

A comment in a ``.game`` record that says something about the game ("pile 2 is
now empty") is a fact nobody checks: one was false in an example record for
five moves.  So a record states such facts as assertions, comments that
start with ``#=`` and use the condition language of :mod:`generator.conditions`,
about the position where the comment stands (after every action before it)::

    16. 2-4[K♦] 2-AD[3♦]
    21. 2-3[6♣] 12-14[6♠]   #= pile 2 is empty
    #= move 7 is wrap
    #= before-move 9: top 5 is 7♥

:func:`check_comments` checks each one against the replay, and reads every
ordinary comment for what states a position fact, by these signs: a card
(``8♥``, "the ace of spades"), a word of a position's state or of a move's kind (empty, emptied,
holds, won, stuck, lost, full, wrap), or a count of things of the game
("9-card run", "131 moves", "three more redeals", in digits or in words);
among the moves (after the game code), also a place named by its number or
letter ("pile 2", "cell a"): the notation help above the code may name places.  Such a comment is an error: write
the fact as an assertion, or leave it out.  Rule ids (``XY-7``, a game's prefix and
a number) and text in backquotes (a command, a notation) are not read.  The signs are meant to
catch a fact, not to understand every sentence: "the app refuses a move" is
read as no fact, so a comment should explain the record, not the game.

>>> from generator.registry import GAMES
>>> rule = f"{GAMES[0].rule_prefix}-10"
>>> fact_signs(f"pile 2 is now empty and stays empty ({rule})")
['empty', 'empty']
>>> fact_signs("8♥ onto 7♥, then a 9-card run; won in 131 moves with three redeals")
['8♥', '7♥', '9-card', 'won', '131 moves', 'three redeals']
>>> fact_signs(f"Notation: `5-1` moves the top card of pile 5 onto pile 1 ({rule}); R is a redeal")
[]
>>> fact_signs("`43` moves a single card into an empty column"), fact_signs("column 3 is empty")
([], ['empty'])
>>> fact_signs("pile 2 to pile 4, a wrap; two more cards")
['wrap', 'two more cards']
>>> fact_signs("pile 2 to pile 4", among_moves=True), fact_signs("then the Ace of Spades")
(['pile 2', 'pile 4'], ['Ace of Spades'])
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from generator.conditions import ConditionError, parse_conditions
from generator.record import Record, RecordComment
from generator.registry import rule_id
from generator.spellout import number_words

ASSERTION = "#="
"""What starts an assertion comment."""

_LITERAL = re.compile(r"`[^`]*`")
_CARD = re.compile(
    r"(?<![\w♠♥♦♣])(?:10|[2-9AKQJ])[♠♥♦♣]"
    r"|\b(?:ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king)\s+of\s+"
    r"(?:spades|hearts|diamonds|clubs)\b",
    re.I,
)
_STATE = re.compile(
    r"(?<![\w-])(?:empty|emptied|holds?|held|has|have|contains?|remains?|won|stuck|lost|full|wraps?|wrapped)"
    r"(?![\w-])",
    re.I,
)
# Among the moves, a comment that names a pile, column or cell speaks of the position there.
_PLACE = re.compile(r"(?<![\w-])(?:piles?|columns?|cells?)\s+(?:\d+|[a-d])\b", re.I)
_THINGS = r"(?:cards?|moves?|redeals?|piles?|columns?|cells?|foundations?|runs?)"
# "into an empty column", "onto any full pile": a kind of place, as notation help says, not a position's state
_KIND_OF_PLACE = re.compile(
    r"\b(?:an?|any|every|each)\s+(?:empty|emptied|full)\s+(?:columns?|piles?|cells?)\b", re.I
)


def _count_pattern() -> re.Pattern[str]:
    words = sorted((w for w in number_words("en") if " " not in w), key=len, reverse=True)
    number = r"(?:\d+|" + "|".join(map(re.escape, words)) + r")"
    # "9-card run", "131 moves", "three more cards": a number, perhaps a word, a thing of the game
    between = r"(?:(?:more|free|empty|other|whole|remaining|extra|single|full)[ -])?"
    return re.compile(rf"(?<![\w-]){number}[ -]{between}{_THINGS}(?![\w-])", re.I)


_COUNT = _count_pattern()


def fact_signs(comment: str, among_moves: bool = False) -> list[str]:
    """What, in an ordinary comment, states a fact about the position (see the module doc);
    ``among_moves`` (after the game code) adds a place named by its number or letter."""
    rule_ids = re.compile(rf"\b{rule_id().pattern}\b")
    text = _KIND_OF_PLACE.sub(" ", rule_ids.sub(" ", _LITERAL.sub(" ", comment)))
    patterns = (_CARD, _STATE, _COUNT, _PLACE) if among_moves else (_CARD, _STATE, _COUNT)
    found = [(m.start(), m.group()) for pattern in patterns for m in pattern.finditer(text)]
    return [sign for _, sign in sorted(found)]


class RecordCommentError(ValueError):
    """A false or unreadable assertion, or a comment stating a fact: ``path:line: reason``;
    ``check`` is the id the check command reports it under."""

    def __init__(self, path: str, line: int, reason: str, check: str) -> None:
        super().__init__(f"{path}:{line}: {reason}")
        self.path = path
        self.line = line
        self.reason = reason
        self.check = check


def comment_problems(record: Record, replay: Any) -> Iterator[RecordCommentError]:
    """Every false or unreadable assertion, and every ordinary comment that states a fact."""
    for comment in record.comments:
        if comment.assertion:
            yield from _assertion(record, replay, comment)
            continue
        signs = fact_signs(comment.text, among_moves=comment.after is not None)
        if signs:
            shown = ", ".join(repr(sign) for sign in signs)
            yield RecordCommentError(
                record.path,
                comment.line,
                f"this comment states a fact about the game ({shown}) that nothing checks: write it "
                f"as an assertion, {ASSERTION} CONDITION (e.g. {ASSERTION} pile 2 is empty), or leave it out",
                "record-comment",
            )


def _assertion(record: Record, replay: Any, comment: RecordComment) -> Iterator[RecordCommentError]:
    here = replay.start if not comment.after else replay.steps[comment.after - 1].after
    try:
        for condition in parse_conditions(comment.text):
            failure = condition.failure(replay, here)
            if failure is not None:
                yield RecordCommentError(
                    record.path, comment.line, f"assertion failed: {failure}", "record-assert"
                )
    except ConditionError as error:
        yield RecordCommentError(
            record.path, comment.line, f"assertion {comment.text!r}: {error}", "record-assert"
        )


def check_comments(record: Record, replay: Any) -> None:
    """Raise the first problem of :func:`comment_problems`, if any."""
    for problem in comment_problems(record, replay):
        raise problem
