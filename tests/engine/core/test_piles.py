"""Piles (engine/core/kernel/piles.py): cards are conserved and the end of ``cards`` is the top."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.kernel.piles import Pile, count_cards, iter_piles, move
from engine.core.kernel.rng import Rng

DECK = [f"c{n}" for n in range(12)]
pile_index = st.integers(min_value=0, max_value=2)
operations = st.lists(
    st.one_of(
        st.tuples(st.just("draw"), pile_index),
        st.tuples(st.just("draw_many"), pile_index, st.integers(min_value=0, max_value=6)),
        st.tuples(st.just("put_top"), pile_index, st.integers(min_value=0, max_value=3)),
        st.tuples(st.just("put_bottom"), pile_index, st.integers(min_value=0, max_value=3)),
        st.tuples(st.just("move"), pile_index, pile_index, st.booleans(), st.booleans()),
        st.tuples(st.just("shuffle"), pile_index),
    ),
    max_size=60,
)


def run(
    op: tuple[Any, ...], piles: list[Pile], model: list[list[str]], loose: list[str], rng: Rng
) -> None:
    """Apply ``op`` to the piles and, by plain list rules (top = end), to ``model``."""
    name, i, *args = op
    pile, expected = piles[i], model[i]
    if name == "draw" and expected:
        card = pile.draw()
        assert card == expected.pop()
        loose.append(card)
    elif name == "draw_many":
        n = min(args[0], len(expected))
        taken = pile.draw_many(args[0])
        assert taken == expected[len(expected) - n :][::-1]  # top card first
        del expected[len(expected) - n :]
        loose.extend(taken)
    elif name in ("put_top", "put_bottom"):
        cards = [loose.pop() for _ in range(min(args[0], len(loose)))]
        if name == "put_top":
            pile.put_top(*cards)
            expected.extend(cards)
        else:
            pile.put_bottom(*cards)
            for card in cards:  # each goes under the ones before it
                expected.insert(0, card)
    elif name == "move" and expected:
        j, named, bottom = args
        card = expected[0] if named else None
        moved = move(pile, piles[j], card, bottom=bottom)
        if named:
            expected.remove(moved)
        else:
            expected.pop()
        if bottom:
            model[j].insert(0, moved)
        else:
            model[j].append(moved)
    elif name == "shuffle":
        pile.shuffle(rng)
        assert Counter(pile.cards) == Counter(expected)
        expected[:] = pile.cards


@given(operations, st.integers(min_value=0, max_value=2**32))
def test_random_operations_conserve_cards_and_follow_list_order(
    ops: list[tuple[Any, ...]], seed: int
) -> None:
    piles = [Pile(DECK[:6]), Pile(DECK[6:9]), Pile(DECK[9:])]
    model = [list(p.cards) for p in piles]
    loose: list[str] = []
    rng = Rng.from_seed(seed)
    for op in ops:
        run(op, piles, model, loose, rng)
        assert [p.cards for p in piles] == model
        assert count_cards(piles, loose) == Counter(DECK)


def test_top_is_the_end_of_the_list() -> None:
    pile = Pile(["a", "b", "c"])
    assert pile.top == "c"
    assert pile.draw() == "c"
    assert Pile().top is None


def test_draw_many_takes_top_first_and_stops_at_empty() -> None:
    pile = Pile(["a", "b", "c"])
    assert pile.draw_many(5) == ["c", "b", "a"]
    assert len(pile) == 0


def test_put_bottom_tucks_each_card_under_the_previous_one() -> None:
    pile = Pile(["x"])
    pile.put_bottom("a", "b")
    assert pile.cards == ["b", "a", "x"]


def test_move_to_bottom_and_by_name() -> None:
    src, dst = Pile(["a", "b", "c"]), Pile(["z"])
    assert move(src, dst, "a", bottom=True) == "a"
    assert move(src, dst) == "c"
    assert (src.cards, dst.cards) == (["b"], ["a", "z", "c"])


def test_missing_cards_raise_and_leave_the_pile_alone() -> None:
    pile = Pile(["a"])
    with pytest.raises(ValueError):
        pile.remove("b")
    with pytest.raises(IndexError):
        Pile().draw()
    assert pile.cards == ["a"]


def test_take_all_empties_the_pile() -> None:
    pile = Pile(["a", "b"])
    assert pile.take_all() == ["a", "b"]
    assert pile.cards == []


@dataclass
class Table:
    deck: Pile
    hands: list[Pile]
    zones: dict[str, Pile] = field(default_factory=dict)


def test_iter_piles_finds_nested_piles_with_paths() -> None:
    table = Table(Pile(["a"]), [Pile(["b"]), Pile()], {"exile": Pile(["c", "a"])})
    assert [path for path, _ in iter_piles(table)] == [
        "deck",
        "hands[0]",
        "hands[1]",
        "zones['exile']",
    ]
    assert count_cards(table, ["d"]) == Counter({"a": 2, "b": 1, "c": 1, "d": 1})
