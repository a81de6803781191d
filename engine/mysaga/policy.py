"""My Crypto Saga's table policy (design.md §17): 2–4 seats picking face down at once (MS-G3),
hidden hands, undo by seat, bots (the timeout bot takes a seat a person leaves, MS-C9), and
the moments every player sees: each round's reveal, each game's payout, the set's result."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.i18n.catalog import msg
from engine.core.kernel.policy import SeatCard, TablePolicy
from engine.mysaga import events as E
from engine.mysaga.state import MySagaState

SAMPLE_DECKS = ("blaze", "tide", "radiance", "blaze")
SAMPLE_NAMES = ("Aki", "Ren", "Mio", "Sora")


def cards(game: Any, state: MySagaState, seat: int) -> Sequence[SeatCard]:
    """Hidden from ``seat``: every card of another seat's deck not face up on the field (its hand,
    its face-down picks, which cards it was dealt), until the reveal."""
    found: list[SeatCard] = []
    for other, held in enumerate(state.seats):
        face_up = {p.slot for row in state.fields if (p := row[other]) is not None and p.face_up}
        for slot, deck_card in enumerate(held.deck):
            card = game.cards.card(deck_card.card)
            words = (card.id, card.display_name("en"), card.display_name("ja"))
            found.append(SeatCard(f"{other}.{slot}", words, other != seat and slot not in face_up))
    return found


def sample_setup(game: Any, seats: int) -> Mapping[str, Any]:
    return {"seats": [{"name": SAMPLE_NAMES[i], "deck": SAMPLE_DECKS[i]} for i in range(seats)]}


POLICY = TablePolicy(
    seats=(2, 4), simultaneous_picks=True, cards=cards, hides=True, open_lists=True, undo="seat",
    bots=("heuristic", "expert", "random", "timeout"), leave_bot="timeout", sample_setup=sample_setup,
    moments={E.Revealed: msg("mysaga.moment.reveal"), E.GameOver: msg("mysaga.moment.payout"),
             E.SetOver: msg("mysaga.moment.set_over")},
)
