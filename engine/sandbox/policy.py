"""The sandbox tables' policy (FERTCG, だんのこまち; design.md §17): hands and face-down cards are
hidden (``engine.sandbox.visibility``), control passes by hand, undo is by seat, no bots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.i18n.catalog import msg
from engine.core.kernel.policy import SeatCard, TablePolicy
from engine.sandbox.events import GameEnded
from engine.sandbox.state import SandboxState
from engine.sandbox.visibility import sees

SAMPLE_NAMES = ("Aki", "Ren", "Mio", "Sora")


def cards(game: Any, state: SandboxState, seat: int) -> Sequence[SeatCard]:
    """Every card, hidden where ``seat`` may not see its face (a hand, face down, a pile)."""
    found: list[SeatCard] = []
    for key, placed_cards in state.zones.items():
        for placed in placed_cards:
            model = game.db.get(placed.card)
            words = (placed.card, model.display_name("en"), model.display_name("ja"))
            found.append(SeatCard(placed.uid, words, not sees(game.table, state, key, placed, seat)))
    return found


def sample_setup(game: Any, seats: int) -> Mapping[str, Any]:
    decks = sorted(game.decks)
    return {"seats": [{"name": SAMPLE_NAMES[i], "deck": decks[i % len(decks)]} for i in range(seats)]}


POLICY = TablePolicy(
    seats=(2, 2), simultaneous_picks=False, cards=cards, hides=True, undo="seat",
    sample_setup=sample_setup, moments={GameEnded: msg("sandbox.moment.over")},
)
