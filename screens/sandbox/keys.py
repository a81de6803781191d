"""The keys of a sandbox table: one key, one action, whatever else is on the bar (issue #24).

The bar used to number its buttons by position, so "2" was End turn in one state and End game
in another, and a mis-key ended a game. Here each key names one kind of action; "P" hands the
table to the next seat (the seat after the one in control). G and H are the coach's (guide, hint),
F and T flip and tap the card under the pointer, so End game is Q (and it asks first).
"""

from __future__ import annotations

from engine.core.kernel.game import Action
from engine.sandbox import actions as A

HOTKEYS: dict[type[Action], str] = {A.Draw: "d", A.EndTurn: "e", A.PassControl: "p", A.StopPeek: "s", A.EndGame: "q"}


def next_seat(seat: int, seats: int) -> int:
    return (seat + 1) % seats


def hotkey_of(action: Action, seats: int, keys: dict[type[Action], str] = HOTKEYS) -> str | None:
    """The key that plays ``action`` from the bar, or None (a hand-over to another than the next seat)."""
    if isinstance(action, A.PassControl) and action.to != next_seat(action.seat, seats):
        return None
    return keys.get(type(action))


def key_action(key_name: str, seat: int, seats: int) -> Action | None:
    """What a key stands for now for ``seat``, legal or not (to say why when it is not)."""
    made: dict[str, Action] = {"d": A.Draw(seat), "e": A.EndTurn(seat), "s": A.StopPeek(seat), "q": A.EndGame(seat),
                               "p": A.PassControl(seat, next_seat(seat, seats))}
    return made.get(key_name)
