"""SplitMix64, the generator a game's dealing algorithm may draw from (a game names it as
the first step of its algorithm, and the codes page prints its first draws for another
program to check its own against).

>>> generator = SplitMix64(0)
>>> hex(generator.next())
'0xe220a8397b1dcdaf'
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1


class SplitMix64:
    """Sebastiano Vigna's SplitMix64 generator: 64-bit state, one draw a step."""

    __slots__ = ("state",)

    def __init__(self, seed: int):
        self.state = seed & MASK64

    def next(self) -> int:
        self.state = state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform number in 0 … n − 1, by rejection so that no value is favoured."""
        limit = (1 << 64) - (1 << 64) % n
        while True:
            x = self.next()
            if x < limit:
                return x % n


__all__ = ["MASK64", "SplitMix64"]
