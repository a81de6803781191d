"""A game's table policy, declared once beside its ``Game`` (design.md §17, issue #21).

What a table and the tests need to know about a game that is not a rule of play: how many
seats, whether picks are simultaneous, what is hidden from whom, how undo treats seats, which
bots it offers, a sample setup, and which events are moments every player sees. Screens and
tests read it (``Game.policy``, reached through the registry entry); no screen decides any of it.

``cards(game, state, seat)`` is the declaration of what is hidden from whom: every card in
the game as that seat stands to it now, a ``SeatCard`` (an instance that tells copies apart,
the words that would name it: its id and names, and whether it is hidden from the seat). It
reads the raw state, never the view, so a test can hold every path a player has (view, log,
hover, menus, replay …) against it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from engine.core.i18n.catalog import Words
from engine.core.kernel.events import Event

UndoScope = Literal["seat", "table"]


@dataclass(frozen=True)
class SeatCard:
    """One card as a seat stands to it: ``instance`` tells copies apart; ``words`` would name it."""

    instance: str
    words: tuple[str, ...]
    hidden: bool


CardsOf = Callable[[Any, Any, int], Sequence[SeatCard]]  # (game, state, seat) -> every card, hidden or not
SampleSetup = Callable[[Any, int], Mapping[str, Any]]  # (game, seat count) -> a plain-data setup


def _no_cards(game: Any, state: Any, seat: int) -> Sequence[SeatCard]:
    return ()


def _empty_setup(game: Any, seats: int) -> Mapping[str, Any]:
    return {}


@dataclass(frozen=True)
class TablePolicy:
    """The table traits of one game (see the module docstring)."""

    seats: tuple[int, int] = (1, 1)  # fewest and most seats
    simultaneous_picks: bool = False  # several seats pick face down at once (collected behind the curtain)
    cards: CardsOf = _no_cards  # what is hidden from whom, card by card
    hides: bool = False  # some card is hidden from some seat: hotseat needs the curtain
    open_lists: bool = False  # the view carries open deck lists (names known without seeing which card is where)
    undo: UndoScope = "table"  # "seat": a seat takes back only its own steps (design.md §13)
    bots: tuple[str, ...] = ()  # the bot names a seat may be given to
    leave_bot: str | None = None  # the bot that plays a seat a person hands over mid-game
    sample_setup: SampleSetup = _empty_setup
    moments: Mapping[type[Event], Words] = field(default_factory=dict)  # events all see first, with a headline

    def headline(self, events: Sequence[Event]) -> Words | None:
        """The headline of the public moment among ``events`` (the last one wins), or None."""
        found = [self.moments[type(e)] for e in events if type(e) in self.moments]
        return found[-1] if found else None

    def seat_counts(self) -> range:
        return range(self.seats[0], self.seats[1] + 1)


OPEN_TABLE = TablePolicy()  # one seat, nothing hidden, the table's undo: the default for a Game
