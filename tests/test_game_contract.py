"""The contract every game answers, checked for every registered game and for Ladder, the toy
game of ``tests/toygame`` that a project's ``conf.py`` registers: as python-chess runs perft
for every variant, every game here is walked, written, read back, brute-forced and solved.

Only the :class:`generator.registry.Game` protocol and what every engine's positions answer
(``refusal(action)``, ``play(action)``, ``legal_moves()``, ``is_won()``, an action's
``is_move``) are used: no game is imported or named, so the app's next game is checked by
registering it.

1. Seeded random walks stay legal, from a few deals of every version and variant and
   branching off a solver's win: every action ``legal_moves()`` gives is accepted by
   ``refusal()`` and ``play()`` gives a position; a walk ends at a win, at a dead end
   (``game.outcome``) or after enough actions, never with nothing to do.
2. The notation round-trips every action played, with the game's signs and in ASCII, with its
   card and without, formatted from its position and from none.
3. A record of every walk reads back and replays to the same positions.
4. Brute force agrees with ``legal_moves()`` (see :func:`candidate_actions`) at every
   position of every walk and one move from the first deal of each variant (perft 2);
   ``play()`` plays what ``refusal()`` accepts and refuses the rest with its reason.
5. The solver wins one of the first deals of the default variant, and every win replays,
   through the engine and as a record.
6. Every refusal reason has the app's message and the rule ids it enforces, each of its
   game's prefix and numbered where its project numbers its rules.
"""

from __future__ import annotations

import importlib
import itertools
import random
import re
import string
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from generator import registry
from generator.citations import rule_labels
from generator.codes import GameCode
from generator.describe import Describer
from generator.notation import NotationError
from generator.record import format_record, parse_record
from generator.replay import replay
from generator.rules import RULE_ID, IllegalMoveError
from generator.solution import Solution, Verdict
from generator.solve import solution_record

ROOT = Path(__file__).resolve().parents[1]

OUTSIDE = {"toygame.game:GAME": ROOT / "tests" / "roots" / "test-toygame"}
"""The games from outside the generator, each with the project whose pages number its rules
(``(ld-1)=``), as a project's ``generator_games`` names them."""

WALK_ACTIONS = 100
"""The longest random walk from a deal: most end sooner, at a dead end."""
WALK_NUMBERS = 3
"""Walks per version and variant: from its first deal numbers and its last."""
BRANCH_EVERY = 10
"""Along a solver's win, a random walk branches off every this many actions …"""
BRANCH_ACTIONS = 10
"""… for at most this many actions: random play from a deal rarely gets far (a FreeCell
walk fills the cells and is lost with every column still full), a win's line does."""
SOLVE_DEALS = 5
"""The first deals of each version and variant tried by the solver, until one is won."""
SOLVE_SECONDS = 2.0
"""Each deal's budget (CPU seconds); a won deal of any game here takes well under one."""


def _key(spec: str) -> str:
    module, _, name = spec.partition(":")
    key: str = getattr(importlib.import_module(module), name).key
    return key


KEYS = [game.key for game in registry.GAMES] + [_key(spec) for spec in OUTSIDE]


@pytest.fixture(scope="module")
def outside_projects() -> Iterator[dict[str, Path]]:
    """Registers the games from outside for this module, and forgets them after it, so that
    the other tests see only the generator's games; by key, the project of each."""
    before = list(registry.GAMES)
    loaded = {registry.load_game(spec).key: root for spec, root in OUTSIDE.items()}
    yield loaded
    for game in [game for game in registry.GAMES if game not in before]:
        registry.unregister(game)


@pytest.fixture(scope="module", params=KEYS)
def game(request: pytest.FixtureRequest, outside_projects: dict[str, Path]) -> Any:
    return registry.find_game(request.param)


# -- the deals, the wins and the walks --------------------------------------------------------


def kinds(game: Any) -> list[tuple[int, str, int, int]]:
    """``(version, variant, first, last)``: every version and variant with its deal numbers."""
    return [
        (version, variant, first, last)
        for version, (first, last) in sorted(game.versions.items())
        for variant in game.variants
    ]


def starts(game: Any) -> list[Any]:
    """The first deal of every version and variant."""
    return [game.deal(version, variant, first) for version, variant, first, _ in kinds(game)]


@dataclass(frozen=True)
class Walk:
    """Actions played from a deal, and why they stop (:func:`extend`)."""

    code: GameCode
    positions: tuple[Any, ...]
    """The deal, then the position after each action."""
    actions: tuple[Any, ...]
    stop: str = "outcome"
    """``outcome`` (won, or a dead end), ``limit`` (enough actions) or ``nothing`` (no action
    left, though the game does not call the position a dead end: a broken contract)."""

    @property
    def steps(self) -> Iterator[tuple[Any, Any, Any]]:
        """``(before, action, after)`` of every action."""
        return zip(self.positions[:-1], self.actions, self.positions[1:], strict=True)


def options(position: Any, others: list[Any]) -> list[Any]:
    """What a player may do in ``position``: its legal moves, and the actions that are not
    moves (Crescent's redeal, CR-18) that it accepts."""
    return [*position.legal_moves(), *(a for a in others if position.refusal(a) is None)]


def extend(game: Any, others: list[Any], walked: Walk, seed: str, limit: int) -> Walk:
    """``walked`` and at most ``limit`` actions more, picked at random (seeded by ``seed``),
    up to a win or a dead end (``game.outcome``)."""
    chooser = random.Random(seed)
    positions, actions = list(walked.positions), list(walked.actions)
    stop = "limit"
    while len(actions) < len(walked.actions) + limit:
        if game.outcome(positions[-1]) != "unfinished":
            stop = "outcome"
            break
        possible = options(positions[-1], others)
        if not possible:
            stop = "nothing"
            break
        action = chooser.choice(possible)
        positions.append(positions[-1].play(action))
        actions.append(action)
    return Walk(walked.code, tuple(positions), tuple(actions), stop)


@dataclass(frozen=True)
class Solved:
    """A deal the solver was asked about, and its answer."""

    code: GameCode
    start: Any
    solution: Solution


@pytest.fixture(scope="module")
def solved(game: Any) -> dict[tuple[int, str], list[Solved]]:
    """By version and variant, the deals the solver was asked about: its first deals, one
    after the other, until one is won."""
    found: dict[tuple[int, str], list[Solved]] = {}
    for version, variant, first, last in kinds(game):
        tried = found.setdefault((version, variant), [])
        for number in range(first, min(first + SOLVE_DEALS - 1, last) + 1):
            start = game.deal(version, variant, number)
            solution = game.solve(start, max_seconds=SOLVE_SECONDS)
            tried.append(Solved(GameCode.of(game.key, number, variant, version), start, solution))
            if solution.verdict is Verdict.WON:
                break
    return found


def won(solved: dict[tuple[int, str], list[Solved]]) -> list[Solved]:
    """Every deal the solver won."""
    return [
        deal for tried in solved.values() for deal in tried if deal.solution.verdict is Verdict.WON
    ]


@pytest.fixture(scope="module")
def candidates(game: Any) -> dict[Any, str]:
    return candidate_actions(game)


@pytest.fixture(scope="module")
def walks(game: Any, candidates: dict[Any, str], solved: dict[Any, list[Solved]]) -> list[Walk]:
    """Random walks from the first deals and the last of every version and variant; every
    win's line, and random walks branching off it."""
    others = [action for action in candidates if not action.is_move]
    found = []
    for version, variant, first, last in kinds(game):
        numbers = [*range(first, min(first + WALK_NUMBERS - 2, last) + 1), last]
        for number in dict.fromkeys(numbers):
            code = GameCode.of(game.key, number, variant, version)
            dealt = Walk(code, (game.deal(version, variant, number),), ())
            found.append(extend(game, others, dealt, str(code), WALK_ACTIONS))
    for win in won(solved):
        positions = [win.start]
        for action in win.solution.actions:
            positions.append(positions[-1].play(action))
        line = Walk(win.code, tuple(positions), tuple(win.solution.actions))
        found.append(line)
        for index in range(0, len(line.actions), BRANCH_EVERY):
            start = Walk(win.code, line.positions[: index + 1], line.actions[:index])
            seed = f"{win.code} branch {index}"
            found.append(extend(game, others, start, seed, BRANCH_ACTIONS))
    return found


# -- brute force ------------------------------------------------------------------------------

_ALNUM = string.digits + string.ascii_lowercase
SHORT = (*_ALNUM, *(a + b for a in _ALNUM for b in _ALNUM))
"""Every text of one or two letters or digits."""


def _parsed(game: Any, text: str) -> Any:
    """The action ``text`` writes, or ``None`` where the game's notation refuses it."""
    try:
        return game.parse_action(text)
    except NotationError:
        return None


def candidate_actions(game: Any) -> dict[Any, str]:
    """Every action the game's notation writes in one of these shapes, each with a text that
    writes it; what ``refusal()`` accepts of them is every legal move, and more if
    ``legal_moves()`` misses one.

    The places are the texts of one or two letters or digits that ``facts.parse_place``
    reads in the first deal of some variant (``14``, ``ks``; ``a``, ``hs``; ``fh``).  A text
    is one or two letters or digits (``r``, Crescent's redeal; ``3a``), a place followed by
    one or two (``3h``: FreeCell's foundation as a target is no place of its facts), or two
    places, with a hyphen between or none (``10-14``, ``hs5``).  Where the notation leaves
    something for the position to fill in (``game.resolve`` changes the action: FreeCell's
    ``13``, whose count it infers), one or two letters or digits more write it (``13v2``).
    """
    positions = starts(game)
    places: dict[Any, str] = {}
    for position in positions:
        for text in SHORT:
            try:
                places.setdefault(game.facts.parse_place(position, text), text)
            except ValueError:
                continue
    place_texts = list(dict.fromkeys(places.values()))
    assert place_texts, f"{game.name}: facts.parse_place reads no place of one or two letters"
    texts = [
        *SHORT,
        *(p + join + t for p in place_texts for join in ("", "-") for t in SHORT),
        *(p + join + q for p in place_texts for q in place_texts for join in ("", "-")),
    ]
    found: dict[Any, str] = {}
    for text in dict.fromkeys(texts):
        action = _parsed(game, text)
        if action is not None:
            found.setdefault(action, text)
    implicit = [
        text
        for action, text in found.items()
        if any(game.resolve(position, action) != action for position in positions)
    ]
    for text in implicit:
        for tail in SHORT:
            action = _parsed(game, text + tail)
            if action is not None:
                found.setdefault(action, text + tail)
    return found


def brute_force_legal(game: Any, position: Any, candidates: dict[Any, str]) -> set[Any]:
    """The moves among ``candidates`` that ``position`` accepts, as it plays them.  On the
    way ``play()`` must give a position for each action ``refusal()`` accepts, and refuse
    the first action of each reason ``refusal()`` gives, with that reason."""
    accepted = set()
    refused = set()
    for action, text in candidates.items():
        reason = position.refusal(action)
        if reason is None:
            assert isinstance(position.play(action), game.position_type), text
            if action.is_move:
                accepted.add(game.resolve(position, action))
            continue
        assert isinstance(reason, game.refusal), f"{text}: {reason!r}"
        if reason in refused:
            continue
        refused.add(reason)
        with pytest.raises(IllegalMoveError) as caught:
            position.play(action)
        assert isinstance(caught.value, game.illegal_move), f"{text}: {caught.value!r}"
        assert caught.value.reason is reason, f"{text}: {caught.value.reason} for {reason}"
        assert game.explain(position, action, reason), text
    return accepted


# -- 1. a random walk stays legal -------------------------------------------------------------


def test_a_random_walk_stays_legal(game, walks) -> None:
    for walked in walks:
        code = walked.code
        assert walked.positions[0] == game.deal(code.version, code.variant, code.number), code
        assert walked.stop != "nothing", f"{code}: no action left, and the game goes on"
        for index, position in enumerate(walked.positions):
            where = f"{code} after {index} actions"
            assert registry.game_of(position) is game, where
            legal = list(position.legal_moves())
            assert len(set(legal)) == len(legal), f"{where}: a move given twice"
            for action in legal:
                assert action.is_move, f"{where}: {action!r} from legal_moves() is no move"
                assert position.refusal(action) is None, f"{where}: refusal({action!r})"
                assert isinstance(position.play(action), game.position_type), where
            outcome = game.outcome(position)
            assert (outcome == "won") == position.is_won(), f"{where}: {outcome}"
            if index < len(walked.actions):
                assert outcome == "unfinished", f"{where}: the walk goes on after {outcome}"
                assert position.refusal(walked.actions[index]) is None, where
            elif outcome != "unfinished":
                assert walked.stop == "outcome", where
                assert outcome == "won" or game.outcome_text(outcome), f"{where}: {outcome}"
            else:
                assert walked.stop == "limit", where
    assert any(walked.stop == "outcome" for walked in walks), "no walk wins or ends"


# -- 2. notation round-trips ------------------------------------------------------------------


def test_the_notation_round_trips_every_action_played(game, walks) -> None:
    for walked in walks:
        for number, (before, action, _) in enumerate(walked.steps, 1):
            where = f"{walked.code} action {number} ({action!r})"
            for ascii, card, from_position in itertools.product((False, True), repeat=3):
                position = before if from_position else None
                text = game.format_action(action, position, ascii=ascii, card=card)
                assert text and text == text.strip(), f"{where}: {text!r}"
                assert not ascii or text.isascii(), f"{where}: {text!r} is not ASCII"
                read = game.resolve(before, game.parse_action(text))
                assert read == action, f"{where}: {text!r} reads {read!r}"
                if card:
                    again = game.format_action(read, position, ascii=ascii, card=card)
                    assert again == text, f"{where}: {text!r} reads back as {again!r}"


# -- 3. records round-trip --------------------------------------------------------------------


def test_a_record_of_every_walk_replays_to_the_same_positions(game, walks) -> None:
    for walked in walks:
        text = solution_record(walked.code, walked.positions[0], walked.actions)
        record = parse_record(text, path=f"{walked.code}.game")
        replayed = replay(record)
        assert replayed.start == walked.positions[0], walked.code
        assert [step.after for step in replayed.steps] == list(walked.positions[1:]), text
        for step, (before, action, _) in zip(replayed.steps, walked.steps, strict=True):
            # The replay fills in the card a move names (where the walk's action left it out).
            played = game.format_action(step.action, before, card=False)
            assert played == game.format_action(action, before, card=False), (step, action)
            if action.is_move:
                assert step.card is game.lifted(before, game.resolve(before, action)), step
        assert replayed.moves == sum(1 for action in walked.actions if action.is_move)
        assert replayed.outcome() == game.outcome(walked.positions[-1])
        befores = [step.before for step in replayed.steps]
        assert format_record(record, positions=befores) == text, walked.code
        # Written without the positions (FreeCell then writes every count), it reads the same.
        plain = parse_record(format_record(record), path=f"{walked.code}.game")
        assert [a.action for a in plain.actions] == [a.action for a in record.actions]
        assert replay(plain).final == walked.positions[-1], walked.code
        assert game.name in replayed.transcript().splitlines()[0]


# -- 4. brute force agrees with legal_moves() -------------------------------------------------


def test_brute_force_agrees_with_legal_moves(game, walks, candidates) -> None:
    assert any(not action.is_move for action in candidates) == game.has_redeals
    checked: dict[Any, str] = {}
    for walked in walks:
        for index, position in enumerate(walked.positions):
            checked.setdefault(position, f"{walked.code} after {index} actions")
    for version, variant, first, _ in kinds(game):  # perft 2, from each variant's first deal
        start = game.deal(version, variant, first)
        code = GameCode.of(game.key, first, variant, version)
        for move in start.legal_moves():
            checked.setdefault(start.play(move), f"{code} after {move!r}")
    for position, where in checked.items():
        legal = set(position.legal_moves())
        found = brute_force_legal(game, position, candidates)
        assert found == legal, (
            f"{where}: brute force only {sorted(map(repr, found - legal))}, "
            f"legal_moves() only {sorted(map(repr, legal - found))}"
        )


# -- 5. a solver's win replays ----------------------------------------------------------------


def test_a_solvers_win_replays(game, solved) -> None:
    default = (min(game.versions), game.variants[0])
    tried = solved[default]
    assert tried[-1].solution.verdict is Verdict.WON, (
        f"{game.name}: none of {[str(deal.code) for deal in tried]} won in "
        f"{SOLVE_SECONDS} s: {[deal.solution.verdict.value for deal in tried]}"
    )
    for deal in [deal for deals in solved.values() for deal in deals]:
        solution = deal.solution
        if solution.verdict is not Verdict.WON:
            assert solution.actions == (), f"{deal.code}: {solution.verdict}, with actions"
            continue
        position = deal.start
        for number, action in enumerate(solution.actions, 1):
            assert position.refusal(action) is None, f"{deal.code} action {number}: {action!r}"
            position = position.play(action)
        assert position.is_won() and game.outcome(position) == "won", deal.code
        text = solution_record(deal.code, deal.start, solution.actions, assertion="won")
        replayed = replay(parse_record(text, path=f"{deal.code}.game"))
        assert replayed.final == position and replayed.outcome() == "won", deal.code


# -- 6. every refusal has a message and rules -------------------------------------------------


def _numbered_in_rules_md(text: str) -> set[str]:
    """The ids RULES.md numbers: each rule is a list item that starts with its id."""
    return {
        found for found in re.findall(r"^- (\S+) ", text, re.MULTILINE) if RULE_ID.fullmatch(found)
    }


def rule_sources(game: Any, outside_projects: dict[str, Path]) -> dict[str, set[str]]:
    """Where the game's project numbers its rules, with the ids each numbers: the
    generator's games in RULES.md and on the site's pages (``(cr-7)=``), a game from
    outside on its project's pages."""
    project = outside_projects.get(game.key)
    if project is not None:
        pages = sorted(project.rglob("*.md"))
        return {str(project): set().union(*(rule_labels(p.read_text("utf-8")) for p in pages))}
    site = sorted((ROOT / "docs").glob("*.md"))
    return {
        "RULES.md": _numbered_in_rules_md((ROOT / "RULES.md").read_text("utf-8")),
        "docs/": set().union(*(rule_labels(page.read_text("utf-8")) for page in site)),
    }


def test_every_refusal_has_a_message_and_rules_that_are_numbered(game, outside_projects) -> None:
    sources = rule_sources(game, outside_projects)
    words = Describer("en")
    reasons = list(game.refusal)
    assert reasons, f"{game.name} refuses nothing"
    assert len({reason.value for reason in reasons}) == len(reasons)
    for reason in reasons:
        assert game.refusal.named(reason.value) is reason
        message = words.refusal_message(reason)
        assert message and message == message.strip() and "%(" not in message, (reason, message)
        assert reason.rules, f"{reason!r} cites no rule"
        for rule in reason.rules:
            assert rule.startswith(f"{game.rule_prefix}-"), (reason, rule)
            for source, numbered in sources.items():
                assert rule in numbered, f"{reason!r}: {rule} is not numbered in {source}"
