"""Rule ids on the refusal reasons: each member of ``crescent.Refusal`` and
``freecell.Refusal`` carries the ids of the rules it enforces (RULES.md), and the
explanation of a refused move cites them from there.

RULES.md, at the top of the project, numbers every rule; the site's rules pages
label every rule (``(cr-7)=``), so a cited id is also a
link target there.  That every reason of every game cites rules of its own game that both
number is tests/test_game_contract.py's.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from generator.cards import Card, Suit
from generator.crescent import engine as crescent
from generator.crescent.plain import explain as explain_crescent
from generator.freecell import engine as freecell
from generator.freecell.engine import Cell, Column, FoundationPlace
from generator.freecell.plain import explain as explain_freecell
from generator.record import parse_record
from generator.replay import ReplayError, replay
from generator.rules import IllegalMoveError, RefusalReason

from positions import crescent_position as crescent_at
from positions import freecell_position as freecell_at

ROOT = Path(__file__).resolve().parents[1]
REFUSALS: list[type[RefusalReason]] = [crescent.Refusal, freecell.Refusal]
MEMBERS = [member for refusals in REFUSALS for member in refusals]


SNAPSHOT = ROOT / "RULES.md"
"""The project's RULES.md, which the code and the pages cite by rule id."""


def rules_md() -> list[Path]:
    """The RULES.md files to check against: the project's, and another copy when one is
    named (``$SOLITAIRE_RULES_MD``) or lies beside the project (``shared/spec/RULES.md``), so
    that a copy which moves on shows up here."""
    candidates = [os.environ.get("SOLITAIRE_RULES_MD", "")]
    candidates += [str(parent / "shared" / "spec" / "RULES.md") for parent in ROOT.parents[:2]]
    spec = next((Path(c) for c in candidates if c and Path(c).is_file()), None)
    return [SNAPSHOT] + ([spec] if spec else [])


def rule_ids_of_spec(text: str) -> set[str]:
    """The ids RULES.md defines: each rule is a list item that starts with its id."""
    return set(re.findall(r"^- ((?:CR|FC)-E?\d+) ", text, flags=re.MULTILINE))


def test_spec_parser_reads_rule_items():
    text = "Moves\n- CR-5 One card moves at a time.\n- CR-E1 Move 10.\nsee CR-99 in prose\n"
    assert rule_ids_of_spec(text) == {"CR-5", "CR-E1"}


def test_every_refusal_rule_exists_in_rules_md():
    for path in rules_md():
        defined = rule_ids_of_spec(path.read_text(encoding="utf-8"))
        assert len(defined) > 40, f"{path}: too few rules read ({len(defined)})"
        missing = {f"{m!r}: {rule}" for m in MEMBERS for rule in m.rules if rule not in defined}
        assert not missing, f"{path}: {sorted(missing)}"


def test_a_reason_with_place_specific_rules_keeps_them_all():
    reason = crescent.Refusal.NOT_SAME_SUIT
    assert reason.rules_onto("pile") == ("CR-6", "CR-9")
    assert reason.rules_onto("foundation") == ("CR-11", "CR-12")
    assert reason.rules == ("CR-6", "CR-9", "CR-11", "CR-12")


def test_a_reason_is_found_by_its_id_and_names_its_rules():
    assert freecell.Refusal.named("cell-occupied") is freecell.Refusal.CELL_OCCUPIED
    assert crescent.Refusal.named("pile-full").rules == ("CR-8",)
    with pytest.raises(
        ValueError, match="no refusal 'full': use one of nothing-to-move, not-top-card, "
    ):
        crescent.Refusal.named("full")


def test_a_rule_id_that_does_not_read_is_refused_when_the_enum_is_made():
    with pytest.raises(ValueError, match="rule ids are a prefix, a hyphen and a number"):

        class Broken(RefusalReason):
            OOPS = ("oops", "CR 7")


# -- a refused move's explanation cites the member's rules ----------------------------------


AS, AH, _, _, KS, KH, _, _ = crescent.FOUNDATIONS
FULL = "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ 9♥"
C = crescent.Move
CRESCENT_REFUSED: list[tuple[crescent.Position, crescent.Move | crescent.Redeal, str]] = [
    (crescent_at({1: "9♥"}), C(2, 1), "pile"),
    (crescent_at({1: "9♥ 8♥", 2: "7♥"}), C(1, 2, Card.parse("9♥")), "pile"),
    (crescent_at({1: "9♥"}), C(1, 1), "pile"),
    (crescent_at({}, {AS: 2}), C(AS, AS), "foundation"),
    (crescent_at({1: "9♥", 2: "8♠"}), C(1, 2), "pile"),
    (crescent_at({1: "2♥"}), C(1, AS), "foundation"),
    (crescent_at({1: "9♥", 2: "5♥"}), C(1, 2), "pile"),
    (crescent_at({1: "8♥", 2: FULL}), C(1, 2), "pile"),
    (crescent_at({1: "9♥"}), C(1, 2), "pile"),
    (crescent_at({1: "3♥"}), C(1, AH), "foundation"),
    (crescent_at({1: "A♥"}, {AH: 13}), C(1, AH), "foundation"),
    (crescent_at({1: "9♥"}, {AH: 2}), C(AH, 1), "pile"),
    (crescent_at({}), C(AH, KH), "foundation"),
    (crescent_at({1: "9♥"}, redeals=0), crescent.REDEAL, "pile"),
]


def F(
    source: freecell.Place, target: freecell.Place, count: int = 1, card: Card | None = None
) -> freecell.Move:
    return freecell.Move(source, target, count, card)


FILLED = dict.fromkeys(range(3, 9), "K♣")
HOME = FoundationPlace(None)
SPADES = FoundationPlace(Suit.SPADES)
FREECELL_REFUSED = [
    (freecell_at({1: "9♠"}), F(Column(2), Column(1)), "column"),
    (freecell_at({1: "9♠ 8♥"}), F(Column(1), Cell(0), 1, Card.parse("9♠")), "cell"),
    (freecell_at({1: "9♠"}), F(Column(1), Column(1)), "column"),
    (freecell_at({}, "A♣"), F(Cell(0), Cell(0)), "cell"),
    (freecell_at({}, "", {Suit.SPADES: 1}), F(SPADES, SPADES), "foundation"),
    (freecell_at({1: "9♠"}, cell_count=2), F(Column(1), Cell(3)), "cell"),
    (freecell_at({1: "9♠"}, "A♣"), F(Column(1), Cell(0)), "cell"),
    (freecell_at({1: "9♠", 2: "10♣"}), F(Column(1), Column(2)), "column"),
    (freecell_at({1: "9♠", 2: "J♥"}), F(Column(1), Column(2)), "column"),
    (freecell_at({1: "2♠"}), F(Column(1), HOME), "foundation"),
    (freecell_at({1: "9♠ 8♥"}), F(Column(1), Cell(0), 2), "cell"),
    (freecell_at({1: "2♠ A♥"}), F(Column(1), HOME, 2), "foundation"),
    (freecell_at({1: "9♠ 8♠"}), F(Column(1), Column(2), 2), "empty-column"),
    (
        freecell_at({1: "9♠ 8♥", 2: "10♦", **FILLED}, "A♣ 2♣ 3♣ 4♣"),
        F(Column(1), Column(2), 2),
        "column",
    ),
    (
        freecell_at({1: "9♠ 8♥ 7♣", **FILLED}, "A♣ 2♣ 3♣"),
        F(Column(1), Column(2), 3),
        "empty-column",
    ),
]


def test_the_examples_refuse_every_member_for_every_kind_of_place_it_names():
    seen = {(p.refusal(a), kind) for p, a, kind in CRESCENT_REFUSED} | {
        (p.refusal(a), kind) for p, a, kind in FREECELL_REFUSED
    }
    for member in MEMBERS:
        assert any(reason is member for reason, _ in seen), f"no example refuses {member!r}"
        for kind in member.places:
            assert (member, kind) in seen, f"no example of {member!r} onto a {kind}"


EXPLAINED: dict[type, tuple[type[RefusalReason], Callable[..., str]]] = {
    crescent.Position: (crescent.Refusal, explain_crescent),
    freecell.Position: (freecell.Refusal, explain_freecell),
}
"""Each game's refusals and the explanation a replay gives of one."""


@pytest.mark.parametrize("position, action, kind", [*CRESCENT_REFUSED, *FREECELL_REFUSED])
def test_an_explanation_cites_the_refusal_rules(position, action, kind):
    refusals, explain = EXPLAINED[type(position)]
    reason = position.refusal(action)
    assert isinstance(reason, refusals)
    cited = reason.rules_onto(kind)
    assert position.refusal_rules(action, reason) == cited
    assert explain(position, action, reason).endswith(f" ({', '.join(cited)})")


GAME_ERRORS = {
    crescent.Position: crescent.IllegalMoveError,
    freecell.Position: freecell.IllegalMoveError,
}


@pytest.mark.parametrize("position, action, kind", [*CRESCENT_REFUSED, *FREECELL_REFUSED])
def test_a_refused_move_raises_the_one_shared_error_through_its_games_own(position, action, kind):
    """Shared code (the replay, the phrase survey) catches ``generator.rules.IllegalMoveError``
    for every game; each game raises its own subclass of it, carrying the refusal."""
    with pytest.raises(IllegalMoveError) as caught:
        position.play(action)
    error = caught.value
    assert type(error) is GAME_ERRORS[type(position)]
    assert error.reason is position.refusal(action)
    assert error.position is position
    assert str(error) == f"illegal move {error.action!r}: {error.reason.value}"


@pytest.mark.parametrize(
    "text, reason",
    [
        ("CR1-N-AAAAAAB 13-4 13-4", crescent.Refusal.NOT_SAME_SUIT),
        ("CR1-N-AAAAAAB R R R R", crescent.Refusal.NO_REDEALS_LEFT),
        ("FC1-C4-AAAAAAB 12", freecell.Refusal.NOT_OPPOSITE_COLOUR),
    ],
)
def test_a_replay_error_cites_the_rules_of_its_reason(text, reason):
    with pytest.raises(ReplayError) as caught:
        replay(parse_record(text, path="t.game"))
    error = caught.value
    assert error.reason is reason
    cited = error.position.refusal_rules(error.action, reason)
    assert cited and set(cited) <= set(reason.rules)
    assert str(error).endswith(f" ({', '.join(cited)})")
