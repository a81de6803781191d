"""Bots choose from what their seat may see (design.md §14, OpenSpiel information states; issue #9).

A bot never receives the state: ``decide`` hands it the seat's ``Game.bot_view`` (by default
the seat's view), the seat's legal actions and the bot's own generator (never the state's,
so a bot never changes the game's chance results). A search bot that must simulate asks
the game for ``Game.determinize(view, seat, rng)``: a full state consistent with the view.

``SeatBots`` is the per-seat controller map a table keeps: hand a seat to a bot mid-game
(``take``), give it back (``release``), and ``step`` plays whenever a bot's seat decides.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from engine.core.kernel.game import Action, Event, Game
from engine.core.kernel.rng import Rng
from engine.core.kernel.session import Session


class Bot(Protocol):
    """A player program. A bot that chooses from the legal actions alone may say so with a
    class attribute ``needs_view = False``: the driver then builds no view for it (a view can
    cost more than the decision) and hands it None. Without it, a bot gets its view.

    A bot whose choice is always one of ``legal`` by its place may also offer ``choose_index(view,
    legal, rng)``, the place of its choice, with its ``choose`` marked ``by_place``: a driver then
    takes ``legal[index]``, listed by construction, and need not look for it in the list (issue #28)."""

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        """One of ``legal``, chosen from ``view`` (what the seat may see) with ``rng``."""
        ...


class NoDecision(RuntimeError):
    """A bot was asked to play for a seat that owes nothing now (a caller's bug)."""


IndexChooser = Callable[[Any, Sequence[Action], Rng], int]
Choose = TypeVar("Choose", bound=Callable[..., Action])
_BY_PLACE = "__chooses_by_place__"


def by_place(choose: Choose) -> Choose:
    """Mark a bot's ``choose`` written as ``legal[self.choose_index(view, legal, rng)]``: a driver
    may then ask ``choose_index`` for the place instead (``chooser_by_index``)."""
    setattr(choose, _BY_PLACE, True)
    return choose


def chooser_by_index(bot: Bot) -> IndexChooser | None:
    """``bot``'s ``choose_index`` when its class's ``choose`` is marked ``by_place``, else None (a
    subclass's own ``choose``, or a patched one, is not marked: it may choose otherwise)."""
    if not getattr(getattr(type(bot), "choose", None), _BY_PLACE, False):
        return None
    chooser: IndexChooser = getattr(bot, "choose_index")  # noqa: B009 - the protocol does not name it
    return chooser


class RandomBot:
    """Uniform over the legal actions; reads nothing else."""

    needs_view = False

    def choose_index(self, view: Any, legal: Sequence[Action], rng: Rng) -> int:
        return rng.below(len(legal))

    @by_place
    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[self.choose_index(view, legal, rng)]


def needs_view(bot: Bot) -> bool:
    """Does ``bot`` read its view (a bot says it does not with ``needs_view = False``)?"""
    return bool(getattr(bot, "needs_view", True))


def choose(game: Game[Any], state: Any, legal: list[Action], bot: Bot, rng: Rng) -> Action:
    """``bot``'s choice among ``legal`` (one seat's legal actions, not empty) from that seat's view."""
    view = game.bot_view(state, legal[0].seat) if needs_view(bot) else None
    return bot.choose(view, legal, rng)


def decide(game: Game[Any], state: Any, seat: int | None, bot: Bot, rng: Rng) -> Action:
    """``bot``'s choice for ``seat`` (None: the first owing seat) from that seat's view and
    legal actions. The state is read here, by the driver, never by the bot."""
    legal = game.legal_actions(state, seat)
    if not legal:
        raise NoDecision(f"seat {seat} has nothing to decide now")
    return choose(game, state, legal, bot, rng)


class Driver:
    """A bot at one game with its own generator: ``next_action(state)`` is its choice for
    whoever decides now. The driver reads the state (it is the referee); the bot sees its view."""

    def __init__(self, game: Game[Any], bot: Bot, rng: Rng) -> None:
        self.game, self.bot, self.rng = game, bot, rng

    def next_action(self, state: Any) -> Action:
        return decide(self.game, state, None, self.bot, self.rng)


def play(session: Session[Any], seat: int, bot: Bot, rng: Rng) -> list[Event]:
    """Let ``bot`` take ``seat``'s step in ``session`` (logged like a person's)."""
    return session.apply(decide(session.game, session.state, seat, bot, rng))


class SeatBots:
    """Which seats bots play, each with its own generator (seeded per seat from ``seed``)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._bots: dict[int, tuple[Bot, Rng]] = {}

    def take(self, seat: int, bot: Bot) -> None:
        """From now on ``bot`` plays ``seat`` (also mid-game)."""
        self._bots[seat] = (bot, Rng.from_seed(self.seed * 1_000_003 + seat))

    def release(self, seat: int) -> None:
        """``seat`` is a person's again."""
        self._bots.pop(seat, None)

    def seats(self) -> frozenset[int]:
        return frozenset(self._bots)

    def bot_for(self, seat: int | None) -> Bot | None:
        entry = self._bots.get(seat) if seat is not None else None
        return entry[0] if entry else None

    def step(self, session: Session[Any]) -> list[Event] | None:
        """Play one step if a bot's seat owes an action now (the first such seat); else None."""
        for seat in session.decision().seats:
            entry = self._bots.get(seat)
            if entry is not None:
                return play(session, seat, entry[0], entry[1])
        return None
