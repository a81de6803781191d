"""Building Alchemic positions by hand for golden tests (shipped cards, explicit piles)."""

from __future__ import annotations

from functools import cache

from engine.alchemic.game import Alchemic
from engine.alchemic.state import AlchemicState, Player, TurnFlags
from engine.core.kernel.game import Action, Event
from engine.core.kernel.piles import Pile
from engine.core.kernel.rng import Rng

FILLER = "feint-strike"  # deck padding: a plain battle card


@cache
def game() -> Alchemic:
    return Alchemic.load(user_root=None)


def ids(seat: int, *cards: str) -> list[str]:
    """Instance ids for ``cards`` owned by ``seat``, unique per call site (``card#seat.n``)."""
    return [f"{c}#{seat}.{100 + i}" for i, c in enumerate(cards)]


def side(seat: int, *, hand: tuple[str, ...] = (), main: str | None = None, supports: tuple[str, ...] = (),
         combat: int = 0, alchemy: int = 0, deck: int = 10, life: int = 20, rank: int = 0) -> Player:
    """One seat's side; gauges and the deck are filled with filler cards."""
    p = Player(name=f"P{seat + 1}", deck_name="test", life=life, rank=rank)
    p.hand = Pile([f"{c}#{seat}.h{i}" for i, c in enumerate(hand)])
    p.main = Pile([f"{main}#{seat}.m"] if main else [])
    p.supports = Pile([f"{c}#{seat}.s{i}" for i, c in enumerate(supports)])
    p.combat = Pile([f"{FILLER}#{seat}.c{i}" for i in range(combat)])
    p.alchemy = Pile([f"stone-wall#{seat}.a{i}" for i in range(alchemy)])
    p.deck = Pile([f"{FILLER}#{seat}.d{i}" for i in range(deck)])
    p.deck_list = [*p.hand, *p.main, *p.supports, *p.combat, *p.alchemy, *p.deck]
    return p


def position(p0: Player, p1: Player, *, turn_player: int = 0, turn: int = 3, first: int = 0) -> AlchemicState:
    """A mid-game position, the turn player to act in its turn with nothing done yet."""
    return AlchemicState(seat_names=["P1", "P2"], rng=Rng.from_seed(1), players=[p0, p1], first=first,
                         turn_player=turn_player, turn=turn, step="turn", flags=TurnFlags())


def card(state: AlchemicState, seat: int, name: str) -> str:
    """The first instance of card ``name`` anywhere on ``seat``'s side."""
    p = state.players[seat]
    for pile in (p.hand, p.main, p.supports, p.combat, p.alchemy, p.deck):
        for c in pile:
            if c.rpartition("#")[0] == name:
                return c
    raise KeyError(name)


def play(state: AlchemicState, *actions: Action) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        events += game().apply(state, action)
    return events
