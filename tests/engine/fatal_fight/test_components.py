"""The components (FF-C3…C9) as the engine builds them from card data."""

from __future__ import annotations

from collections import Counter

import pytest
from pydantic import ValidationError

from engine.fatal_fight.schema import Character, Enemy, Status
from engine.fatal_fight.state import card_id
from tests.engine.fatal_fight import fixtures as F


def test_FF_C3_a_character_needs_every_shared_and_own_stat() -> None:
    full = {"id": "kid", "life": 8, "actions": 3, "max_hand": 4, "max_carry": 2, "speed": 1,
            "special": {"ap": 2}}
    assert Character.model_validate(full).speed == 1
    for stat in ("life", "actions", "max_hand", "max_carry", "speed", "special"):
        with pytest.raises(ValidationError, match=stat):
            Character.model_validate({k: v for k, v in full.items() if k != stat})


def test_FF_C4_S2_each_hero_starts_with_its_twelve_initial_arts_and_no_upgrades() -> None:
    game = F.game()
    state = game.new_state(F.setup(3), 4)
    for hero in state.heroes:
        cards = hero.deck.cards + hero.hand.cards
        arts = [game.cards.arts[card_id(c)] for c in cards]
        assert all(a.character == hero.character and a.tier == "initial" for a in arts)
        initial = sum(a.count for a in game.cards.arts.values()
                      if a.character == hero.character and a.tier == "initial")
        assert len(cards) == initial


def test_FF_C5_items_are_carried_never_in_a_deck() -> None:
    game = F.game()
    state = game.new_state(F.setup(3), 2)
    for hero in state.heroes:
        piles = hero.deck.cards + hero.hand.cards + hero.discard.cards
        assert not [c for c in piles if card_id(c) in game.cards.items]


def test_FF_C6_status_cards_are_a_finite_supply_with_one_fatigue_card() -> None:
    game = F.game()
    state = game.new_state(F.setup(2), 1)
    fatigue = [s for s in game.cards.statuses.values() if s.fatigue]
    assert len(fatigue) == 1
    supply = Counter({k: len(p) for k, p in state.status_supply.items()})
    assert supply == Counter({s.id: s.count for s in game.cards.statuses.values()})
    with pytest.raises(ValidationError):
        Status.model_validate({"id": "x", "count": 0})


def test_FF_C7_enemy_icons_and_an_item_icon_naming_an_item() -> None:
    enemy = Enemy.model_validate({"id": "gunner", "stage": 1, "life": 2, "gun": True, "gold": True,
                                  "item": "apple"})
    assert (enemy.gun, enemy.gold, enemy.item) == (True, True, "apple")
    with pytest.raises(ValidationError, match="life"):
        Enemy.model_validate({"id": "ghost", "stage": 1, "life": 0})


def test_FF_C9_counters_life_gp_gold_threat_are_in_every_view() -> None:
    game = F.game()
    state = game.new_state(F.setup(2), 3)
    view = game.view(state, 0)
    assert (view.threat, view.stage_gold) == (state.threat, state.stage_gold)
    assert [(h.life, h.gp, h.gold) for h in view.heroes] == [(h.life, h.gp, h.gold) for h in state.heroes]
