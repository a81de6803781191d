"""A small My Crypto Saga card set for golden tests, independent of the shipped content.

Plain cards "n1".."n9" (number = its digit, attribute red, cost 1, KP 100) plus a few skill
cards; attributes red/blue/green in a ring (+3), gold beats red (+2). ``game_with_hands``
starts a set and then sets each seat's hand by hand, so a test knows exactly what is held.
"""

from __future__ import annotations

from typing import Any

from engine.mysaga.game import MySaga
from engine.mysaga.schema import Attribute, Card, Rules
from engine.mysaga.state import MySagaState


def _card(cid: str, number: int, attribute: str = "red", kp: int = 100, **extra: Any) -> Card:
    return Card.model_validate({"id": cid, "number": number, "attribute": attribute, "cost": 1, "kp": kp,
                                **extra})


def cards() -> list[Card]:
    plain = [_card(f"n{i}", i) for i in range(1, 10)]
    return plain + [
        _card("poor", 2, kp=4),
        _card("broke", 3, kp=0),
        _card("blue5", 5, "blue"),
        _card("green5", 5, "green"),
        _card("gold5", 5, "gold"),
        _card("booster", 1, skill=[{"op": "number", "value": 3}], skill_when="rest", text="+3"),
        _card("dampener", 1, skill=[{"op": "number", "value": -2, "target": "opponents"}], skill_when="this",
              text="-2"),
        _card("painter", 1, skill=[{"op": "attribute", "to": "blue", "target": "opponents"}],
              skill_when="next", text="paint"),
        _card("setter", 4, skill=[{"op": "set_number", "value": 9, "target": "self"}], skill_when="this", text="9"),
        _card("taxer", 1, skill=[{"op": "kp_tax", "value": 7}], skill_when="this", text="tax"),
        _card("drainer", 1, skill=[{"op": "kp_drain", "value": 5}], skill_when="this", text="drain"),
        _card("calm", 1, skill=[{"op": "no_judgement"}], skill_when="next", text="calm"),
        _card("if-blue", 2, "blue", skill=[{"op": "if_attribute", "attribute": "blue",
                                            "then": [{"op": "number", "value": 4}]}], skill_when="this", text="if"),
    ]


def attributes() -> list[Attribute]:
    ring = {"red": "green", "green": "blue", "blue": "red"}
    made = [Attribute.model_validate({"id": a, "beats": [{"attribute": b, "bonus": 3}]}) for a, b in ring.items()]
    return made + [Attribute.model_validate({"id": "gold", "beats": [{"attribute": "red", "bonus": 2}]})]


def game(**rule_overrides: Any) -> MySaga:
    pool = {"card": {c.id: c for c in cards()}, "attribute": {a.id: a for a in attributes()}, "deck": {}}
    return MySaga(pool, Rules.model_validate({"burn_percent": 0, "max_copies": 10, **rule_overrides}))


PLAIN_DECK = [f"n{i}" for i in range(1, 10)] + ["n9"]


def deck_with(*front: str) -> list[str]:
    """A 10-card deck whose first cards (slots 0, 1, …) are ``front``, the rest plain."""
    return list(front) + PLAIN_DECK[len(front):]


def game_with_hands(hands: list[list[str]], flag: int = 0, **rule_overrides: Any) -> tuple[MySaga, MySagaState]:
    """A set whose seats hold exactly ``hands`` (card ids, leftmost first) in game 1.

    Each seat's deck starts with its hand's cards, so the hand is slots 0, 1, 2.
    """
    g = game(**rule_overrides)
    setup = {"seats": [{"name": f"P{i + 1}", "deck": deck_with(*hand)} for i, hand in enumerate(hands)],
             "flag": flag}
    state = g.new_state(setup, seed=1)
    for seat, hand in zip(state.seats, hands, strict=True):
        seat.hand = list(range(len(hand)))
    return g, state


def kp(state: MySagaState, seat: int, slot: int) -> int:
    return state.seats[seat].deck[slot].kp
