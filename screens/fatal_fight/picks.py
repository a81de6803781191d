"""What the player has picked on the table but not sent yet, shared by the table's parts.

The chosen hand card (its uses go on the bar), the item clicked once (used on the second
click, issue #25), and the N of each helper's "Co-op ×N" button (FF-R6d). None of it is
state of the game: undo, a reload or the next change of the engine may clear it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.core.kernel.game import Action
from engine.fatal_fight import actions as A
from engine.fatal_fight.view import FatalFightView


@dataclass
class Picks:
    selected_card: str | None = None
    armed_item: str | None = None  # an item to use once confirmed (issue #25: Steak on one click)
    coop_times: dict[int, int] = field(default_factory=dict)  # helper -> the N of its "Co-op ×N" button

    def forget(self, view: FatalFightView, legal: Sequence[Action]) -> None:
        """After a change: let go of what no longer stands (a card left the hand, the item's use is gone)."""
        if view.attack is None:
            self.coop_times.clear()
        seat = active_seat(view, None)
        hand = view.heroes[seat].hand if seat is not None else []
        if view.decision["kind"] != "turn" or self.selected_card not in hand:
            self.selected_card = None
        if not any(isinstance(a, A.UseItem) and a.item == self.armed_item for a in legal):
            self.armed_item = None


def mode_of(view: FatalFightView) -> str:
    """What fills the table: the board ("table"), the briefing, the stage clear or the ending."""
    return {"over": "over", "briefing": "briefing", "reward": "clear"}.get(view.decision["kind"], "table")


def active_seat(view: FatalFightView, viewer: int | None) -> int | None:
    """The hero whose panel and hand are up: the one taking a turn, else the one deciding."""
    if view.turn is not None:
        return view.turn
    seat = view.decision.get("seat")
    return seat if isinstance(seat, int) else viewer
