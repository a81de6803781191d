"""The bot loop's faster paths (issue #28) answer as the rules they stand for: the legal list of the first
owing seat asked without a seat, the battle options read from the cards' ``battle_need`` and ``grants``
(AC-A1, AC-A2, AC-Y1, AC-B4), and actions and decisions shared between equal answers."""

from __future__ import annotations

from itertools import product

from engine.alchemic import table
from engine.alchemic.cards import Facts
from engine.alchemic.ops import ALCHEMY_USERS
from engine.alchemic.state import Player
from tests.engine.alchemic.helpers import game, position, side
from tests.engine.alchemic.test_fast_rules import positions


def written_out_option(main: Facts | None, card: Facts, player: Player) -> bool | None:
    """The battle-option rule as it was written before ``battle_need`` (main at 4164e9f's ``_usable``):
    a card's rebound flag as an option, None when it is not one."""
    alchemy_ok = main is not None and main.model.affiliation in ALCHEMY_USERS  # type: ignore[union-attr]
    homunculus_ok = main is not None and main.model.affiliation == "homunculus"  # type: ignore[union-attr]
    levels = {"combat": len(player.combat.cards), "alchemy": len(player.alchemy.cards)}
    if card.kind == "battle":
        return levels[card.gauge] < card.level if alchemy_ok or not card.model.alchemy else None  # type: ignore[union-attr]
    if card.kind == "main" and (homunculus_ok or card.model.affiliation != "homunculus"):  # type: ignore[union-attr]
        return False
    return None


def test_AC_A2_Y1_B4_battle_options_from_needs_and_grants_equal_the_written_out_rule() -> None:
    g = game()
    cards = sorted({*g.cards.mains, *g.cards.supports, *g.cards.battles, *g.cards.events})
    mains: list[str | None] = [None, *sorted(g.cards.mains)]
    affiliations = {g.cards.facts[m].affiliation for m in g.cards.mains}
    assert {"homunculus"} < affiliations and affiliations & ALCHEMY_USERS and affiliations - ALCHEMY_USERS
    checked = 0
    for main, combat, alchemy in product(mains, (0, 2, 5), (0, 3)):
        player = side(0, hand=tuple(cards), main=main, combat=combat, alchemy=alchemy)
        ctx = g.context(position(player, side(1)))
        options = {c: (s, r) for c, s, r in table.battle_options(ctx, player)}
        main_facts = table.main_facts(ctx, player)
        for instance in player.hand.cards:
            expected = written_out_option(main_facts, g.cards.facts[instance], player)
            assert table.battle_option(ctx, player, instance) == expected, (main, instance)
            assert (options[instance][1] if instance in options else None) == expected, (main, instance)
            checked += 1
        assert table.has_battle_option(ctx, player) == bool(options)
    assert checked > 1_000


def test_legal_actions_without_a_seat_are_the_first_owing_seats_and_shared() -> None:
    g, asked = game(), 0
    for state in positions(20):
        owing = g.owing(state)
        first = g.legal_actions(state)
        assert first == (g.legal_actions(state, owing[0]) if owing else [])
        again = g.legal_actions(state)
        assert all(a is b for a, b in zip(first, again, strict=True))  # one object per action, not remade
        assert g.decision(state) is g.decision(state)
        asked += 1
    assert asked > 1_000

