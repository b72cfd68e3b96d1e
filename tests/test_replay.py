"""Replay: positions at every move and redeal, errors, transcript."""

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.cards import Card, Suit
from generator.codes import GameCode
from generator.crescent import engine as crescent
from generator.crescent.engine import FOUNDATIONS, REDEAL
from generator.deal import deal
from generator.freecell import engine as freecell
from generator.freecell.engine import Cell, Column, FoundationPlace
from generator.record import Record, RecordedAction, format_record, parse_record
from generator.replay import (
    Replay,
    ReplayError,
    Step,
    explain,
    replay,
    replay_file,
)

from positions import cards, crescent_position, freecell_position

AS, AH, AD, AC, KS, KH, KD, KC = FOUNDATIONS

# Deal CR1-N-AAAAAAB: pile 13 ends 2♦ 2♥, pile 4 ends A♥, pile 12 ends 2♣; the
# redeal brings pile 5's bottom card, 2♠, to its top.
SHORT = "CR1-N-AAAAAAB\n1. 13-4[2♥] 4-AH\n12-AC R\n5-AS[2♠]\n"


def run(text, path="t.game"):
    return replay(parse_record(text, path=path))


def test_positions_at_moves_and_redeals():
    game = run(SHORT)
    start = deal("CR1-N-AAAAAAB")
    assert game.code == GameCode.of("crescent", 1) and game.start == start
    assert (game.moves, game.redeals) == (4, 1)
    assert game.after_move(0) == start == game.before_move(1)
    assert game.after_move(1) == start.play(crescent.Move(13, 4))
    assert game.after_move(3) == game.before_redeal(1)
    assert game.after_redeal(1) == game.before_redeal(1).play(REDEAL) == game.before_move(4)
    assert game.after_move(3) != game.before_move(4)  # the redeal stands between them
    assert game.final == game.after_move(4)
    assert game.final.top(AS) == Card.parse("2♠")
    assert game.final.redeals_left == 2


def test_a_pile_after_a_move_and_after_a_redeal():
    """CR-16: the redeal puts each pile's bottom card on its top."""
    game = run("CR1-N-AAAAAAB 13-4 4-AH[2♥] 12-AC R", path="demo.game")
    assert (game.moves, game.redeals, game.final.redeals_left) == (3, 1, 2)
    assert " ".join(map(str, game.after_move(1).pile(4))) == "3♣ Q♠ 9♣ Q♦ 9♠ A♥ 2♥"
    assert " ".join(map(str, game.before_redeal(1).pile(4))) == "3♣ Q♠ 9♣ Q♦ 9♠ A♥"
    assert " ".join(map(str, game.after_redeal(1).pile(4))) == "Q♠ 9♣ Q♦ 9♠ A♥ 3♣"


def test_steps():
    game = run(SHORT)
    kinds = [(s.move_number, s.redeal_number, s.line, s.text) for s in game.steps]
    assert kinds == [
        (1, None, 2, "13-4[2♥]"),
        (2, None, 2, "4-AH"),
        (3, None, 3, "12-AC"),
        (None, 1, 3, "R"),
        (4, None, 4, "5-AS[2♠]"),
    ]
    for before, after in zip(game.steps, game.steps[1:], strict=False):
        assert before.after is after.before
    second = game.move(2)
    assert isinstance(second, Step)
    assert second.card is Card.parse("2♥") and second.action.card is Card.parse("2♥")
    assert second.cards == (Card.parse("2♥"),)
    assert game.redeal(1).is_redeal and game.redeal(1).card is None and game.redeal(1).cards == ()


@pytest.mark.parametrize(
    "call, argument, message",
    [
        ("after_move", 5, "t.game: no move 5: the game has 4 moves"),
        ("after_move", -1, "no move -1"),
        ("before_move", 0, "no move 0"),
        ("before_redeal", 2, "t.game: no redeal 2: the game has 1 redeals"),
        ("after_redeal", 0, "no redeal 0"),
    ],
)
def test_lookups_out_of_range(call, argument, message):
    with pytest.raises(IndexError) as caught:
        getattr(run(SHORT), call)(argument)
    assert message in str(caught.value)


@pytest.mark.parametrize(
    "text, message, reason",
    [
        (
            "CR1-N-AAAAAAB\n13-4\n\n13-4",
            "t.game:4: move 2 (13-4): must be the same suit: 2♦ onto 2♥ (CR-6, CR-9)",
            crescent.Refusal.NOT_SAME_SUIT,
        ),
        (
            "CR1-N-AAAAAAB 2-6",
            "t.game:1: move 1 (2-6): rank must be one higher or one lower: 10♠ onto 8♠ (CR-6, CR-7, CR-9)",
            crescent.Refusal.RANK_NOT_ADJACENT,
        ),
        (
            "CR1-N-AAAAAAB 13-4[2♦]",
            "t.game:1: move 1 (13-4[2♦]): the top card of pile 13 is 2♥, not 2♦ (CR-5)",
            crescent.Refusal.NOT_TOP_CARD,
        ),
        (
            "CR1-N-AAAAAAB R R R\nR",
            "t.game:2: redeal 4 after move 0 (R): no redeals left: the game has 3 (CR-17)",
            crescent.Refusal.NO_REDEALS_LEFT,
        ),
        (
            "CR1-N-AAAAAAB 12-AC AC-12",
            "t.game:1: move 2 (AC-12): a card never goes back from a foundation to a pile: 2♣ (CR-14)",
            crescent.Refusal.FOUNDATION_TO_PILE,
        ),
        (
            "CR1-N-AAAAAAB AS-KS",
            "t.game:1: move 1 (AS-KS): the foundation base is locked: A♠ (CR-15)",
            crescent.Refusal.BASE_LOCKED,
        ),
        (
            "FC1-C4-AAAAAAB 1a 2a",
            "t.game:1: move 2 (2a): cell a already holds 6♠ (FC-5)",
            freecell.Refusal.CELL_OCCUPIED,
        ),
        (
            "FC1-C2-AAAAAAB 1c",
            "t.game:1: move 1 (1c): this game has 2 cells (a, b) (FC-13)",
            freecell.Refusal.NO_SUCH_CELL,
        ),
        (
            "FC1-C4-AAAAAAB 12",
            "t.game:1: move 1 (12): must be the opposite colour: 6♠ onto 9♣ (FC-4)",
            freecell.Refusal.NOT_OPPOSITE_COLOUR,
        ),
        (
            "FC1-C4-AAAAAAB 1a[K♠]",
            "t.game:1: move 1 (1a[K♠]): the card moved would be 6♠, not K♠ (FC-3)",
            freecell.Refusal.NOT_TOP_CARD,
        ),
    ],
)
def test_first_illegal_action_names_file_line_move_and_reason(text, message, reason):
    with pytest.raises(ReplayError) as caught:
        run(text)
    error = caught.value
    assert str(error) == message
    assert error.reason is reason
    assert isinstance(error, ValueError)
    assert error.path == "t.game"


CRESCENT_EXPLANATIONS = [
    (crescent_position({1: "9♥"}), crescent.Move(2, 1), "nothing to move: pile 2 is empty (CR-5)"),
    (crescent_position({1: "9♥"}), crescent.Move(1, 1), "the card is already on pile 1 (CR-6)"),
    (
        crescent_position({1: "8♥", 2: "A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ 9♥"}),
        crescent.Move(1, 2),
        "this pile is full; choose another place: pile 2 holds 13 cards (CR-8)",
    ),
    (
        crescent_position({1: "9♥"}),
        crescent.Move(1, 2),
        "cannot place on an empty pile: pile 2 (CR-10)",
    ),
    (
        crescent_position({1: "3♥"}),
        crescent.Move(1, AH),
        "foundation AH takes 2♥ next, not 3♥ (CR-11, CR-12)",
    ),
    (
        crescent_position({1: "3♥"}),
        crescent.Move(1, AS),
        "must be the same suit: 3♥ onto foundation AS (CR-11, CR-12)",
    ),
    (
        crescent_position({1: "A♥"}, {AH: 13}),
        crescent.Move(1, AH),
        "foundation AH is complete: ranks do not wrap on foundations (CR-13)",
    ),
]


@pytest.mark.parametrize("position, move, message", CRESCENT_EXPLANATIONS)
def test_crescent_explanations(position, move, message):
    reason = position.refusal(move)
    assert reason is not None
    assert explain(position, move, reason) == message


FILLED = dict.fromkeys(range(3, 9), "K♣")
FREECELL_EXPLANATIONS = [
    (
        freecell_position({1: "9♠"}),
        freecell.Move(Column(2), Column(1)),
        "nothing to move: column 2 is empty (FC-3)",
    ),
    (
        freecell_position({1: "9♠"}),
        freecell.Move(Column(1), Column(1)),
        "the source and the target are the same place (FC-4)",
    ),
    (
        freecell_position({1: "9♠", 2: "J♥"}),
        freecell.Move(Column(1), Column(2)),
        "must be one rank lower: 9♠ onto J♥ (FC-4, FC-8)",
    ),
    (
        freecell_position({1: "2♠"}),
        freecell.Move(Column(1), FoundationPlace(None)),
        "the ♠ foundation takes A♠ next, not 2♠ (FC-6)",
    ),
    (
        freecell_position({1: "2♠"}),
        freecell.Move(Column(1), FoundationPlace(Suit.HEARTS)),
        "2♠ is not a ♥ card (FC-6)",
    ),
    (
        freecell_position({1: "9♠ 8♥"}),
        freecell.Move(Column(1), Cell(0), 2),
        "only one card at a time goes to cell a (FC-5)",
    ),
    (
        freecell_position({1: "9♠ 8♠"}),
        freecell.Move(Column(1), Column(2), 2),
        "the top 2 cards of column 1 are not a run of alternating colours and consecutive ranks "
        "(the run is 1 card) (FC-9)",
    ),
    (
        freecell_position({1: "9♠ 8♥", 2: "10♦", **FILLED}, "A♣ 2♣ 3♣ 4♣"),
        freecell.Move(Column(1), Column(2), 2),
        "2 cards cannot move together here: at most 1 (FC-9, FC-13)",
    ),
    (
        freecell_position({1: "9♠ 8♥ 7♣", **FILLED}, "A♣ 2♣ 3♣"),
        freecell.Move(Column(1), Column(2), 3),
        "3 cards cannot move together here: at most 2 (FC-9, FC-10, FC-13)",
    ),
]


@pytest.mark.parametrize("position, move, message", FREECELL_EXPLANATIONS)
def test_freecell_explanations(position, move, message):
    reason = position.refusal(move)
    assert reason is not None
    assert explain(position, move, reason) == message


def test_every_refusal_has_an_english_explanation():
    """Every refusal member of both games is worded by a case above or in the replay errors."""
    crescent_seen = {p.refusal(m) for p, m, _ in CRESCENT_EXPLANATIONS} | {
        crescent.Refusal.NOT_SAME_SUIT,
        crescent.Refusal.RANK_NOT_ADJACENT,
        crescent.Refusal.NOT_TOP_CARD,
        crescent.Refusal.NO_REDEALS_LEFT,
        crescent.Refusal.FOUNDATION_TO_PILE,
        crescent.Refusal.BASE_LOCKED,
    }
    assert crescent_seen == set(crescent.Refusal)
    freecell_seen = {p.refusal(m) for p, m, _ in FREECELL_EXPLANATIONS} | {
        freecell.Refusal.CELL_OCCUPIED,
        freecell.Refusal.NO_SUCH_CELL,
        freecell.Refusal.NOT_OPPOSITE_COLOUR,
        freecell.Refusal.NOT_TOP_CARD,
    }
    assert freecell_seen == set(freecell.Refusal)


def test_freecell_replay_resolves_counts_and_names_cards():
    # Deal 1: 6♠ 9♣ 2♥ 6♥ 6♣ 3♦ 8♣ 10♣ on top; column 1 holds J♦ K♦ 2♠ 4♣ 3♠ 6♦ 6♠.
    game = run("FC1-C4-AAAAAAB\n1a 1b 1c")
    assert game.moves == 3 and game.redeals == 0
    assert game.final.cells == (*cards("6♠ 6♦ 3♠"), None)
    first = game.move(1)
    assert first.action == freecell.Move(Column(1), Cell(0), 1)
    assert first.card is Card.parse("6♠")
    with pytest.raises(ReplayError, match="the ♣ foundation takes A♣ next, not 10♣"):
        run("FC1-C4-AAAAAAB\n8h")


def test_freecell_run_moves_in_transcript():
    """FC-9: a run moved as a unit is one move, named by its deepest card."""
    record = Record(
        GameCode.of("freecell", 1),
        tuple(
            RecordedAction(m, 1, 1, "", n)
            for n, m in enumerate(
                [
                    freecell.Move(Column(5), Cell(0)),
                    freecell.Move(Column(5), Cell(1)),
                    freecell.Move(Column(5), Cell(2)),
                    freecell.Move(Column(5), Cell(3)),
                ],
                1,
            )
        ),
        "runs.game",
    )
    game = replay(record)
    assert game.final.column(5) == cards("5♦ A♦")
    text = game.transcript()
    assert "move 1  5a  6♣ from column 5 to cell a" in text
    assert text.endswith("not finished after 4 moves\n")


def test_transcript_lists_moves_redeals_and_outcome():
    text = run(SHORT, path="short.game").transcript()
    assert text == (
        "CR1-N-AAAAAAB: Crescent deal 1\n"
        "record: short.game\n"
        "\n"
        "move 1    13-4   2♥ from pile 13 to pile 4\n"
        "move 2    4-AH   2♥ from pile 4 to foundation AH\n"
        "move 3    12-AC  2♣ from pile 12 to foundation AC\n"
        "redeal 1  R      2 redeals left\n"
        "move 4    5-AS   2♠ from pile 5 to foundation AS\n"
        "\n"
        "not finished after 4 moves and 1 redeal\n"
    )
    assert run(SHORT, path="short.game").transcript() == text


def test_outcomes(fc12_lost_position):
    """CR-19/CR-20 and FC-12 in the summary line."""
    empty = run("CR1-N-AAAAAAB")
    assert empty.outcome() == "unfinished" and empty.final == empty.start
    assert empty.transcript().endswith("not finished after 0 moves and 0 redeals\n")
    assert (
        run("FC1-C1-AAAAAAB").transcript().startswith("FC1-C1-AAAAAAB: FreeCell deal 1, 1 cell\n")
    )
    assert (
        run("FC1-C2-AAAAAAB").transcript().startswith("FC1-C2-AAAAAAB: FreeCell deal 1, 2 cells\n")
    )
    record = parse_record("CR1-N-AAAAAAB", path="end.game")
    stuck = Replay(record, crescent_position({1: "5♠", 2: "9♥"}, redeals=0), ())
    assert stuck.outcome() == "stuck"
    assert stuck.transcript().endswith(
        "stuck after 0 moves and 0 redeals: no move and no redeal left (CR-20)\n"
    )
    won = Replay(record, crescent_position({}, dict.fromkeys(FOUNDATIONS, 13)), ())
    assert won.outcome() == "won" and won.transcript().endswith(
        "\nwon after 0 moves and 0 redeals\n"
    )
    lost = Replay(parse_record("FC1-C2-AAAAAAB", path="end.game"), fc12_lost_position, ())
    assert lost.outcome() == "lost"
    assert lost.transcript().endswith("lost after 0 moves: no useful move left (FC-12)\n")


def test_replay_file(tmp_path):
    path = tmp_path / "short.game"
    path.write_text(SHORT, encoding="utf-8")
    assert replay_file(path).final == run(SHORT).final


def walk_record(code, choices):
    """A legal record from random choices among the legal actions."""
    here = deal(code)
    actions, moves = [], 0
    for choice in choices:
        if isinstance(here, crescent.Position):
            options = list(here.legal_moves()) + ([REDEAL] if here.redeals_left else [])
        else:
            options = list(here.legal_moves())
        if not options:
            break
        action = options[choice % len(options)]
        here = here.play(action)
        if action is REDEAL:
            actions.append(RecordedAction(action, 1, 1, "R", None))
        else:
            moves += 1
            actions.append(RecordedAction(action, 1, 1, "", moves))
    return Record(code, tuple(actions), "walk.game"), here


game_codes = st.one_of(
    st.builds(GameCode.of, st.just("crescent"), st.integers(1, 10**6)),
    st.builds(
        GameCode.of, st.just("freecell"), st.integers(1, 10**6), st.sampled_from(["C4", "C2", "C1"])
    ),
)


@settings(max_examples=40, deadline=None)
@given(game_codes, st.lists(st.integers(0, 1000), max_size=80))
def test_property_replay_of_any_legal_game(code, choices):
    """Replaying a legal game reaches its position; formatting the record changes nothing."""
    record, final = walk_record(code, choices)
    game = replay(record)
    assert game.final == final
    count = 104 if code.game == "crescent" else 52
    assert all(s.after.card_count() == count for s in game.steps)
    for before, after in zip(game.steps, game.steps[1:], strict=False):
        assert before.after is after.before
    for n in range(1, game.moves + 1):
        step = game.move(n)
        assert game.before_move(n) is step.before and game.after_move(n) is step.after
        assert step.card is not None
    again = replay(parse_record(format_record(record), path="walk.game"))
    assert again.final == final
    assert again.transcript() == game.transcript()


EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def test_examples_replay():
    """The sample records under examples/ are legal; the FreeCell one is won (FC-12)."""
    crescent_game = replay_file(EXAMPLES / "crescent.game")
    assert (crescent_game.moves, crescent_game.redeals) == (36, 1)
    freecell_game = replay_file(EXAMPLES / "freecell.game")
    assert freecell_game.outcome() == "won" and freecell_game.moves == 115
