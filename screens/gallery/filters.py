"""What the gallery shows: by game, card kind, text (Japanese or English) and problem kind."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from screens.gallery.cardset import CardEntry, CardProblem, fold


@dataclass(frozen=True)
class Filter:
    """An empty filter shows every card; each part narrows it."""

    game: str = ""  # a game id; "" = every game
    kind: str = ""  # a card kind; "" = every kind
    text: str = ""  # matches the id and any text field, ignoring case and full/half width
    # Cards with a problem of any of these kinds. The kinds are disjoint: "overflow" is text
    # that fits at no size, "below-min" text that would fit only under its minimum size.
    problems: frozenset[str] = frozenset()

    def matches(self, entry: CardEntry, problems: Iterable[CardProblem]) -> bool:
        if self.game and entry.game != self.game:
            return False
        if self.kind and entry.kind != self.kind:
            return False
        if self.text and not all(word in entry.search for word in fold(self.text).split()):
            return False
        if not self.problems:
            return True
        return any(p.kind in self.problems for p in problems)

    def toggled(self, problem_kind: str) -> Filter:
        """This filter with ``problem_kind`` switched on or off."""
        return Filter(self.game, self.kind, self.text, self.problems ^ {problem_kind})
