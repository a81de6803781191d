"""``Made``: a dict that makes a missing value on its first look-up and keeps it (issue #28).

For the frozen values the rules hand out decision after decision (legal actions, decisions): one
subscript, where an ``lru_cache`` call builds and hashes a key of every argument and its type. Keys
are the values' whole inputs, and few (seats, card instances of the loaded pools, turns of one
game's length). Alchemic's action and decision tables and Fatal Fight's seat actions use it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Made(dict[K, V], Generic[K, V]):
    """``key`` -> ``make(key)``, made on the first look-up and kept."""

    def __init__(self, make: Callable[[K], V]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: K) -> V:
        value = self[key] = self.make(key)
        return value
