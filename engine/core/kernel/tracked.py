"""A list that keeps a copy of itself while unchanged (issue #28): what lets an undo snapshot skip
the lists a step left alone (``kernel.snapshots``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


class Tracked(list[T]):
    """A list of immutable items (card ids, frozen records) that keeps the tuple of its items it
    was last copied as (``frozen``) until it changes: an undo snapshot takes that tuple instead of
    encoding the list again.

    Every way Python changes a list in place (``append``, ``pop``, ``lst[i] = x``, ``del``,
    ``+=``, ``sort``…) drops ``frozen``, so a kept tuple is always the list's exact copy (its
    items cannot change: they are immutable). A copy or a pickle is a ``Tracked`` without one.
    """

    __slots__ = ("frozen",)
    frozen: tuple[T, ...] | None  # unset in a new list (built by list's own __init__: faster)

    def freeze(self) -> tuple[T, ...]:
        """The tuple of the items (kept until the next change)."""
        frozen = kept(self)
        if frozen is None:
            frozen = self.frozen = tuple(self)
        return frozen

    def __reduce__(self) -> tuple[Callable[..., Tracked[T]], tuple[list[T]]]:
        return Tracked, (list(self),)


def kept(items: list[Any]) -> tuple[Any, ...] | None:
    """The tuple a list keeps: None for a list that keeps none (changed, new, or plain)."""
    return getattr(items, "frozen", None)


def thawed(items: tuple[T, ...]) -> Tracked[T]:
    """A list of ``items`` that keeps that very tuple (it is their exact copy)."""
    tracked = Tracked(items)
    tracked.frozen = items
    return tracked


def _append(self: Tracked[Any], item: Any) -> None:
    self.frozen = None
    list.append(self, item)


def _pop(self: Tracked[Any], index: int = -1) -> Any:
    self.frozen = None
    return list.pop(self, index)


def _insert(self: Tracked[Any], index: int, item: Any) -> None:
    self.frozen = None
    list.insert(self, index, item)


def _setitem(self: Tracked[Any], key: Any, value: Any) -> None:
    self.frozen = None
    list.__setitem__(self, key, value)


def _dropping(change: Callable[..., Any]) -> Callable[..., Any]:
    def changed(self: Tracked[Any], *args: Any, **kwargs: Any) -> Any:
        self.frozen = None
        return change(self, *args, **kwargs)

    changed.__name__ = change.__name__
    return changed


# Every in-place change of a list drops the kept tuple (the frequent ones written out: faster).
for _name, _change in (("append", _append), ("pop", _pop), ("insert", _insert), ("__setitem__", _setitem)):
    setattr(Tracked, _name, _change)
for _name in ("extend", "remove", "clear", "sort", "reverse", "__delitem__", "__iadd__", "__imul__"):
    setattr(Tracked, _name, _dropping(getattr(list, _name)))
