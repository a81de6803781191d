"""Effect handlers chosen by the effect's class, as event folds are (design.md §9, §15; issue #22).

A game's interpreter of its effect vocabulary registers one handler per effect model class with
``@handlers.on(Model, …)`` and runs a card's effects with ``handlers.run(ctx, effects, source)``;
``missing(classes)`` names the models without a handler (a test checks the whole vocabulary).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Generic, TypeVar

C = TypeVar("C")  # the game's rules context
X = TypeVar("X")  # what the effects run for (their source: owner, card, battle…)
Fn = TypeVar("Fn", bound=Callable[..., None])


class UnhandledEffect(TypeError):
    """An effect of a class no handler was registered for: a programming error, never skipped."""


class Handlers(Generic[C, X]):
    """Per effect class, the function ``(ctx, effect, source)`` that carries it out."""

    def __init__(self) -> None:
        self._by_class: dict[type, Callable[[C, Any, X], None]] = {}

    def on(self, *classes: type) -> Callable[[Fn], Fn]:
        """Decorator: ``fn`` carries out effects of ``classes`` (typed by those classes)."""
        def mark(fn: Fn) -> Fn:
            for cls in classes:
                if cls in self._by_class:
                    raise TypeError(f"{cls.__name__} has two handlers")
                self._by_class[cls] = fn
            return fn
        return mark

    def run(self, ctx: C, effects: Iterable[object], source: X, stop: Callable[[C], bool] | None = None) -> None:
        """Carry out ``effects`` in order (until ``stop(ctx)`` holds, when given)."""
        for effect in effects:
            if stop is not None and stop(ctx):
                return
            handler = self._by_class.get(type(effect))
            if handler is None:
                raise UnhandledEffect(f"no handler for the effect {type(effect).__name__}")
            handler(ctx, effect, source)

    def missing(self, classes: Iterable[type]) -> list[str]:
        """The names of ``classes`` without a handler."""
        return sorted(cls.__name__ for cls in classes if cls not in self._by_class)
