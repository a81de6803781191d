"""Caches of drawn surfaces bounded by their pixels' bytes as well as by their count (issue #28).

A count alone does not bound memory: 4,096 cached texts or 512 card faces are a few MB at one
size and tens of MB at another. ``SurfaceLRU`` keeps the most recently used entries while both
their number and the bytes of the surfaces they hold stay within bounds; ``surface_cache`` is the
same as a decorator of a pure drawing function (keyed on every argument: a cache is keyed on every
input of its output, or it lies). An evicted entry is drawn again when asked for.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, NamedTuple, ParamSpec, TypeVar

import pygame

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
P = ParamSpec("P")
R = TypeVar("R")

MB = 1 << 20


def surface_bytes(value: Any) -> int:
    """The bytes of the pixels ``value`` holds: a Surface, a tuple of values, or an object with a
    ``surface`` (a rendered card); anything else weighs nothing."""
    if isinstance(value, pygame.Surface):
        return value.get_width() * value.get_height() * value.get_bytesize()
    if isinstance(value, tuple):
        return sum(surface_bytes(part) for part in value)
    surface = getattr(value, "surface", None)
    return surface_bytes(surface) if isinstance(surface, pygame.Surface) else 0


class SurfaceLRU(Generic[K, V]):
    """Least recently used entries out first, once over ``most`` entries or ``budget`` bytes (the
    newest entry always stays, however large)."""

    def __init__(self, most: int, budget: int) -> None:
        self.most = most
        self.budget = budget
        self.bytes = 0
        self._entries: OrderedDict[K, tuple[V, int]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: K) -> V | None:
        hit = self._entries.get(key)
        if hit is None:
            return None
        self._entries.move_to_end(key)
        return hit[0]

    def put(self, key: K, value: V) -> V:
        old = self._entries.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        weight = surface_bytes(value)
        self._entries[key] = (value, weight)
        self.bytes += weight
        while len(self._entries) > 1 and (len(self._entries) > self.most or self.bytes > self.budget):
            self.bytes -= self._entries.popitem(last=False)[1][1]
        return value

    def clear(self) -> None:
        self._entries.clear()
        self.bytes = 0


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    maxsize: int
    currsize: int


class SurfaceCached(Generic[P, R]):
    """A pure drawing function with a ``SurfaceLRU`` of its results (``functools.lru_cache``'s
    ``cache_clear`` and ``cache_info`` included, so the memory give-back and the text probe empty it)."""

    def __init__(self, draw: Callable[P, R], most: int, budget: int) -> None:
        self._draw = draw
        self._cache: SurfaceLRU[Hashable, R] = SurfaceLRU(most, budget)
        self._hits = self._misses = 0
        functools.update_wrapper(self, draw)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        hit = self._cache.get(key)
        if hit is not None:
            self._hits += 1
            return hit
        self._misses += 1
        return self._cache.put(key, self._draw(*args, **kwargs))

    def cache_clear(self) -> None:
        self._cache.clear()
        self._hits = self._misses = 0

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self._hits, self._misses, self._cache.most, len(self._cache))

    @property
    def cached_bytes(self) -> int:
        return self._cache.bytes


def surface_cache(most: int, budget: int) -> Callable[[Callable[P, R]], SurfaceCached[P, R]]:
    """Decorate a pure drawing function with a cache of at most ``most`` results and ``budget`` bytes."""

    def wrap(draw: Callable[P, R]) -> SurfaceCached[P, R]:
        return SurfaceCached(draw, most, budget)

    return wrap
