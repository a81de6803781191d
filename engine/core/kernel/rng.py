"""Seeded randomness that lives in the game state (design.md §4).

The generator is splitmix64 written out in integer arithmetic, so a seed gives the
same sequence on every Python version. Every result is also recorded in
``record`` so a session can store the chance results of each step in its log;
a replay can then feed those results back through ``script`` and does not depend
on the generator at all.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Protocol, TypeVar

import msgspec

from engine.core.kernel.errors import ReplayMismatch

T = TypeVar("T")
_MASK64 = (1 << 64) - 1


class HasRng(Protocol):
    """The engine's convention: every state carries its generator as ``rng``."""

    rng: Rng


class Rng(msgspec.Struct):
    """A serialisable random source: ``state`` is the whole generator (a msgspec Struct, as every
    state type on undo's path: issue #28)."""

    state: int = 0
    record: list[int] = msgspec.field(default_factory=list)
    script: list[int] | None = None

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(state=seed & _MASK64)

    def _next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n). Recorded; replayed from ``script`` when set."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        if self.script is not None:
            if not self.script:
                raise ReplayMismatch("the log has fewer chance results than the replay needs")
            value = self.script.pop(0)
            if not 0 <= value < n:
                raise ReplayMismatch(f"recorded chance result {value} is out of range 0..{n - 1}")
            self._next_u64()  # keep the generator in step with the live game
        else:
            limit = _MASK64 - (_MASK64 + 1) % n  # rejection sampling: no modulo bias
            while True:
                raw = self._next_u64()
                if raw <= limit:
                    value = raw % n
                    break
        self.record.append(value)
        return value

    def die(self, sides: int = 6) -> int:
        """Roll one die: 1..sides."""
        return self.below(sides) + 1

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place; each swap index is one recorded result."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def take_record(self) -> list[int]:
        """Return and clear the chance results drawn since the last call."""
        taken, self.record = self.record, []
        return taken
