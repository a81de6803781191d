"""Ordered card piles and zones. The END of ``cards`` is the top of the pile."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

import msgspec

from engine.core.kernel import journal
from engine.core.kernel.journal import Journaled
from engine.core.kernel.rng import Rng


class Pile(Journaled):
    """A pile of card instance ids; ``cards[-1]`` is the top.

    A journaled record (``kernel.journal``): in a session's state its ``cards`` is a ``JList``, so
    an undo puts back only the piles a step changed (issue #28). Its own moves write the list down
    themselves and change it through ``list``'s methods (one call less per move, and none at all
    on a plain state: bots')."""

    cards: list[str] = msgspec.field(default_factory=list)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[str]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    @property
    def top(self) -> str | None:
        return self.cards[-1] if self.cards else None

    def draw(self) -> str:
        """Remove and return the top card. Raises IndexError on an empty pile."""
        cards = self.cards
        if journal._open is not None:
            journal.note(cards)
        return _pop(cards)

    def draw_many(self, n: int) -> list[str]:
        """Remove up to ``n`` cards from the top, in draw order."""
        n = min(n, len(self.cards))
        taken = self.cards[len(self.cards) - n :][::-1]
        del self.cards[len(self.cards) - n :]
        return taken

    def put_top(self, *cards: str) -> None:
        mine = self.cards
        if journal._open is not None:
            journal.note(mine)
        _extend(mine, cards)

    def put_bottom(self, *cards: str) -> None:
        self.cards[0:0] = list(reversed(cards))

    def remove(self, card: str) -> str:
        """Remove one named card wherever it is. Raises ValueError if absent."""
        cards = self.cards
        if journal._open is not None:
            journal.note(cards)
        _remove(cards, card)
        return card

    def take_all(self) -> list[str]:
        taken, self.cards = self.cards, []
        return taken

    def shuffle(self, rng: Rng) -> None:
        rng.shuffle(self.cards)


_pop, _extend, _remove = list.pop, list.extend, list.remove  # a ``JList``'s own, unhooked


def move(src: Pile, dst: Pile, card: str | None = None, *, bottom: bool = False) -> str:
    """Move ``card`` (default: the top card) from ``src`` to the top (or bottom) of ``dst``."""
    moved = src.draw() if card is None else src.remove(card)
    if bottom:
        dst.put_bottom(moved)
    else:
        dst.put_top(moved)
    return moved


def iter_piles(obj: Any, path: str = "") -> Iterator[tuple[str, Pile]]:
    """Every Pile reachable from ``obj`` through Structs, dataclasses, lists, tuples and dicts."""
    if isinstance(obj, Pile):
        yield path, obj
    elif isinstance(obj, msgspec.Struct):
        for name in obj.__struct_fields__:
            yield from iter_piles(getattr(obj, name), f"{path}.{name}" if path else name)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from iter_piles(getattr(obj, f.name), f"{path}.{f.name}" if path else f.name)
    elif isinstance(obj, dict):
        for key, value in obj.items():
            yield from iter_piles(value, f"{path}[{key!r}]")
    elif isinstance(obj, (list, tuple)):
        for i, value in enumerate(obj):
            yield from iter_piles(value, f"{path}[{i}]")


def count_cards(obj: Any, extra: Iterable[str] = ()) -> Counter[str]:
    """Count every card in every pile of ``obj`` (plus ``extra`` loose cards): for conservation tests."""
    counts: Counter[str] = Counter(extra)
    for _, pile in iter_piles(obj):
        counts.update(pile.cards)
    return counts
