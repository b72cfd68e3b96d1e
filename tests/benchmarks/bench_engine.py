"""Engine throughput: replay and legal-move generation for Crescent and FreeCell.

    .venv/bin/python tests/benchmarks/bench_engine.py [--quick]

Games are random walks over legal actions from fixed deals (a seeded
``random.Random``, so every run measures the same games).  Figures are for
one core: the script runs in a single thread.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from generator.codes import GameCode
from generator.crescent import engine as crescent
from generator.deal import deal
from generator.record import Record, RecordedAction, format_record, parse_record
from generator.replay import replay


def random_game(code: GameCode, length: int, rng: random.Random) -> tuple[Record, list]:
    """A legal record of up to ``length`` actions and the positions it passes through."""
    here = deal(code)
    positions = [here]
    actions, moves = [], 0
    for _ in range(length):
        options = list(here.legal_moves())
        if isinstance(here, crescent.Position) and here.redeals_left and rng.random() < 0.02:
            options = [crescent.REDEAL]
        if not options:
            if isinstance(here, crescent.Position) and here.redeals_left:
                options = [crescent.REDEAL]
            else:
                break
        action = rng.choice(options)
        here = here.play(action)
        positions.append(here)
        if action is crescent.REDEAL:
            actions.append(RecordedAction(action, 1, 1, "R", None))
        else:
            moves += 1
            actions.append(RecordedAction(action, 1, 1, "", moves))
    return Record(code, tuple(actions), "bench.game"), positions


def best_of(repeats: int, function) -> float:
    """The fastest of ``repeats`` runs, in seconds (the least disturbed by other work)."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best


def bench(name: str, codes: list[GameCode], length: int, repeats: int) -> None:
    rng = random.Random(2024)
    games = [random_game(code, length, rng) for code in codes]
    records = [record for record, _ in games]
    texts = [format_record(record) for record in records]
    positions = [p for _, walk in games for p in walk]
    actions = sum(len(r.actions) for r in records)
    moves = sum(r.move_count for r in records)

    def play_only():
        for record in records:
            here = deal(record.code)
            for recorded in record.actions:
                here = here.play(recorded.action)

    def replay_records():
        for record in records:
            replay(record)

    def parse_and_replay():
        for text in texts:
            replay(parse_record(text, path="bench.game"))

    def legal_moves():
        for position in positions:
            for _ in position.legal_moves():
                pass

    generated = sum(len(list(p.legal_moves())) for p in positions)
    print(
        f"{name}: {len(records)} games, {actions:,} actions ({moves:,} moves), "
        f"{len(positions):,} positions"
    )
    seconds = best_of(repeats, play_only)
    print(f"  Position.play               {actions / seconds:>12,.0f} actions/s")
    seconds = best_of(repeats, replay_records)
    print(f"  replay(record)              {actions / seconds:>12,.0f} actions/s")
    seconds = best_of(repeats, parse_and_replay)
    print(f"  parse_record + replay       {actions / seconds:>12,.0f} actions/s")
    seconds = best_of(repeats, legal_moves)
    print(
        f"  legal_moves()               {len(positions) / seconds:>12,.0f} positions/s"
        f"  ({generated / seconds:,.0f} moves/s, {generated / len(positions):.1f} a position)"
    )


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--quick", action="store_true", help="fewer games and repeats")
    arguments = options.parse_args()
    games, repeats = (5, 2) if arguments.quick else (40, 5)
    print(f"Python {sys.version.split()[0]}, one core")
    bench("Crescent", [GameCode.of("crescent", n) for n in range(1, games + 1)], 400, repeats)
    bench("FreeCell", [GameCode.of("freecell", n) for n in range(1, games + 1)], 400, repeats)


if __name__ == "__main__":
    main()
