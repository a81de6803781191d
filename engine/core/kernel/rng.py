"""Seeded randomness that lives in the game state (design.md §4).

The generator is splitmix64 written out in integer arithmetic, so a seed gives the
same sequence on every Python version. Every result is also recorded in
``record`` so a session can store the chance results of each step in its log;
a replay can then feed those results back through ``script`` and does not depend
on the generator at all.

A draw below ``n`` rejects the few raw values above the last whole multiple of ``n`` (no modulo
bias). For ``n`` up to 2**32 no raw value under 2**64 - 2**32 can be one of them, so the live
path computes that limit only for the rare raw value at or above it (issue #28: a bot's pick and
every shuffle swap draw once; the same values, the same stream, about half the arithmetic).
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Protocol, TypeVar

import msgspec

from engine.core.kernel.errors import ReplayMismatch

T = TypeVar("T")
_MASK64 = (1 << 64) - 1
_GAMMA, _MIX1, _MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
_SMALL_N = 1 << 32  # for n up to this, every raw value below _SURE is accepted
_SURE = (1 << 64) - _SMALL_N  # the rejected values of n <= _SMALL_N are all >= 2**64 - n >= _SURE


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
        self.state = z = (self.state + _GAMMA) & _MASK64
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n). Recorded; replayed from ``script`` when set."""
        if self.script is not None or not 0 < n <= _SMALL_N:
            return self._below_checked(n)
        self.state = z = (self.state + _GAMMA) & _MASK64  # _next_u64, written out (a bot's every pick)
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
        raw = z ^ (z >> 31)
        value = raw % n if raw < _SURE else self._accepted(raw, n)
        self.record.append(value)
        return value

    def _below_checked(self, n: int) -> int:
        """``below`` for a bad ``n``, a huge one, or a replay's script."""
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
            value = self._accepted(self._next_u64(), n)
        self.record.append(value)
        return value

    def _accepted(self, raw: int, n: int) -> int:
        """``raw % n`` once a raw value at most the last whole multiple of ``n`` is drawn (``raw``
        the first; a rejected one draws the next: rejection sampling, no modulo bias)."""
        limit = _MASK64 - (_MASK64 + 1) % n
        while raw > limit:
            raw = self._next_u64()
        return raw % n

    def die(self, sides: int = 6) -> int:
        """Roll one die: 1..sides."""
        return self.below(sides) + 1

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place; each swap index is one recorded result (``below(i + 1)``: the
        live path draws them in one loop, the same values in the same order)."""
        if type(items) is not list:  # a journaled list (``kernel.journal``): one change, not one per swap
            shuffled = list(items)
            self.shuffle(shuffled)
            items[:] = shuffled
            return
        if self.script is not None or len(items) > _SMALL_N:
            for i in range(len(items) - 1, 0, -1):
                j = self.below(i + 1)
                items[i], items[j] = items[j], items[i]
            return
        record, state = self.record, self.state
        try:
            for i in range(len(items) - 1, 0, -1):
                state = (state + _GAMMA) & _MASK64  # _next_u64 on a local state, stored at the end
                z = ((state ^ (state >> 30)) * _MIX1) & _MASK64
                z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
                raw = z ^ (z >> 31)
                if raw < _SURE:
                    j = raw % (i + 1)
                else:
                    self.state = state
                    j = self._accepted(raw, i + 1)
                    state = self.state
                record.append(j)
                items[i], items[j] = items[j], items[i]
        finally:
            self.state = state

    def take_record(self) -> list[int]:
        """Return and clear the chance results drawn since the last call."""
        taken, self.record = self.record, []
        return taken
