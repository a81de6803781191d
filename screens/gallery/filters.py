"""What the gallery shows: by game, card kind, text (Japanese or English) and problem kind."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from screens.gallery.cardset import BELOW_MIN, OVERFLOW, CardEntry, CardProblem, fold

# A filter kind also shows cards with these problem kinds: text that needs a size below its
# minimum overflows at the minimum too.
COVERS = {OVERFLOW: frozenset({OVERFLOW, BELOW_MIN})}


@dataclass(frozen=True)
class Filter:
    """An empty filter shows every card; each part narrows it."""

    game: str = ""  # a game id; "" = every game
    kind: str = ""  # a card kind; "" = every kind
    text: str = ""  # matches the id and any text field, ignoring case and full/half width
    problems: frozenset[str] = frozenset()  # cards with a problem of any of these kinds

    def matches(self, entry: CardEntry, problems: Iterable[CardProblem]) -> bool:
        if self.game and entry.game != self.game:
            return False
        if self.kind and entry.kind != self.kind:
            return False
        if self.text and not all(word in entry.search for word in fold(self.text).split()):
            return False
        if not self.problems:
            return True
        wanted = set().union(*(COVERS.get(kind, {kind}) for kind in self.problems))
        return any(p.kind in wanted for p in problems)

    def toggled(self, problem_kind: str) -> Filter:
        """This filter with ``problem_kind`` switched on or off."""
        return Filter(self.game, self.kind, self.text, self.problems ^ {problem_kind})
