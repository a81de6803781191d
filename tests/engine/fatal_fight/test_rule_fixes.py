"""Golden tests of the rule fixes of issue #14 (digest updated: rules/fatal-fight.md).

FF-V7 bonuses after the whole combat or skill step, FF-R5b life capped when a max-life item goes,
FF-R5a gold and items before traps, FF-R7 Area only in the hero's own line, FF-V9 the co-op
cap knob, FF-R6c no shipped KO text repeating an enemy's icon.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.kernel.errors import IllegalAction
from engine.fatal_fight import actions as A
from engine.fatal_fight.board import cell_index
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.effects import Tally
from engine.fatal_fight.enemy_phase import enemy_phase
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.state import Attack, Pending
from engine.fatal_fight.strike import hit
from tests.engine.fatal_fight import fixtures as F
from tests.engine.fatal_fight.helpers import (
    fresh,
    give_items,
    kinds,
    of_kind,
    place,
    play,
    put_foes,
    turn_of,
)


def test_FF_V7_heroes_downed_in_the_same_combat_step_get_no_bonus() -> None:
    """Haggar (seat 0) and Guy (seat 1) stand in the middle line at 1 life; one thug at entry 2 hits
    both for 1. Only Cody, still up after the whole step, picks — once per downed hero — whatever
    the seat order (before the fix Guy was asked to pick for Haggar, then went down)."""
    game, state = fresh(variants=["FF-V7"])
    place(state, 0, "middle-center")
    place(state, 1, "middle-left")
    place(state, 2, "upper-center")
    state.heroes[0].life = state.heroes[1].life = 1
    put_foes(state, 2, ["thug1#1"])
    enemy_phase(Ctx(game.cards, game.rules, state))
    assert state.heroes[0].down and state.heroes[1].down and not state.heroes[2].down
    assert [(p.kind, p.seat) for p in state.pending] == [("down_bonus", 2), ("down_bonus", 2)]


def test_FF_V7_a_hero_downed_alone_still_gives_every_other_hero_a_pick() -> None:
    game, state = fresh(variants=["FF-V7"])
    place(state, 0, "middle-center")
    place(state, 1, "upper-center")
    place(state, 2, "lower-center")
    state.heroes[0].life = 1
    put_foes(state, 2, ["thug1#1"])
    enemy_phase(Ctx(game.cards, game.rules, state))
    assert [(p.kind, p.seat) for p in state.pending] == [("down_bonus", 1), ("down_bonus", 2)]


def _skill_downs(survivor: int) -> list[tuple[str, int]]:
    """Threat 3: the guard at entry 1 (Upper) hits every hero for 1 with its skill (FF-R8.1). All
    heroes stand in the Lower line (no combat damage); everyone but ``survivor`` is at 1 life."""
    game, state = fresh(variants=["FF-V7"])
    for seat in range(3):
        place(state, seat, ("lower-left", "lower-center", "lower-right")[seat])
        state.heroes[seat].life = 5 if seat == survivor else 1
    state.threat = 3
    put_foes(state, 1, ["boss_guard1#1"])
    enemy_phase(Ctx(game.cards, game.rules, state))
    assert [s for s, h in enumerate(state.heroes) if h.down] == [s for s in range(3) if s != survivor]
    return [(p.kind, p.seat) for p in state.pending]


def test_FF_V7_heroes_downed_by_the_same_enemy_skill_get_no_bonus() -> None:
    """One enemy skill downs Haggar and Guy at once (1 damage to every hero): only Cody, still up
    after the whole skill step, picks, once per downed hero (before the fix Guy was asked to pick
    for Haggar before his own damage came)."""
    assert _skill_downs(survivor=2) == [("down_bonus", 2), ("down_bonus", 2)]


def test_FF_V7_skill_step_bonuses_do_not_depend_on_seat_order() -> None:
    """Whichever seat survives the skill, it alone gets both picks."""
    for survivor in range(3):
        assert _skill_downs(survivor) == [("down_bonus", survivor)] * 2


def test_FF_R5b_life_drops_to_the_new_max_when_a_max_life_item_goes() -> None:
    """Haggar (life 12) carries the vest (+2 max life) at 14 life and two more items over his carry
    limit of 2; dropping the vest brings his life down to 12."""
    game, state = fresh()
    hero = state.heroes[0]
    give_items(state, 0, ["vest#1", "apple#1", "steak#1"])
    hero.life = 14
    turn_of(state, 0)
    state.pending = [Pending("carry", 0)]
    events = play(game, state, A.DropItem(0, "vest#1"))
    assert hero.life == 12
    assert of_kind(events, "life_capped") == [{"seat": 0, "amount": 2, "life": 12, "item": "vest#1"}]


def test_FF_R5b_life_below_the_new_max_is_kept() -> None:
    game, state = fresh()
    hero = state.heroes[0]
    give_items(state, 0, ["vest#1", "apple#1", "steak#1"])
    hero.life = 9
    turn_of(state, 0)
    state.pending = [Pending("carry", 0)]
    events = play(game, state, A.DropItem(0, "vest#1"))
    assert hero.life == 9 and "life_capped" not in kinds(events)


def test_FF_R5a_gold_and_items_are_taken_before_the_trap() -> None:
    """Upper-center holds a trap, gold and a knife (the trap listed first); Haggar at 1 life steps on
    it: he takes the gold and the knife, then the trap downs him — the gold is not lost."""
    game, state = fresh()
    turn_of(state, 0)
    place(state, 0, "middle-center")
    state.heroes[0].life = 1
    state.icons[cell_index("upper-center")] = ["trap", "gold", "knife"]
    gold = state.stage_gold
    events = play(game, state, A.Move(0, "up"))
    assert [e["icon"] for e in of_kind(events, "icon_taken")] == ["gold", "knife", "trap"]
    assert state.stage_gold == gold + 1 and any(i.startswith("knife#") for i in state.heroes[0].items)
    assert state.heroes[0].down and state.icons[cell_index("upper-center")] == []


def _hit_with(state_cell: str, attributes: set[str]) -> list[int]:
    game, state = fresh()
    turn_of(state, 0)
    place(state, 0, state_cell)
    foes = put_foes(state, 1, ["thug1#1", "thug1#2"])  # entry 1: the Upper line's left end
    hit(Ctx(game.cards, game.rules, state), 0, 1, Tally(ap=1, attributes=attributes))
    return [f.damage for f in foes]


def test_FF_R7_area_hits_the_whole_group_only_in_the_heros_own_line() -> None:
    assert _hit_with("upper-center", {"area"}) == [1, 1]
    assert _hit_with("middle-center", {"area", "shoot"}) == [1, 0]  # Shoot from another line: front only
    assert _hit_with("upper-center", {"area", "shoot"}) == [1, 1]


def _coop_offers(game: FatalFight, joins: int) -> tuple[bool, str]:
    state = game.new_state({"heroes": [{"character": c, "player": "P"} for c in ("haggar", "guy", "cody")],
                            "variants": []}, 7)
    turn_of(state, 0)
    for seat in range(3):
        place(state, seat, "middle-center")
    put_foes(state, 2, ["thug1#1"])
    state.attack = Attack(seat=0, entry=2)
    for _ in range(joins):
        play(game, state, A.OfferCoop(0, 1), A.AnswerCoop(1, True))
    offer = A.OfferCoop(0, 1)
    return offer in game.legal_actions(state), game.explain_illegal(state, offer).en


def test_FF_V9_coop_per_helper_caps_the_joins_of_one_helper() -> None:
    from tests.engine.fatal_fight import fixtures as F

    capped = F.game(coop_per_helper=2)
    assert _coop_offers(capped, 1)[0]
    legal, why = _coop_offers(capped, 2)
    assert not legal and "FF-V9" in why
    assert _coop_offers(F.game(), 7)[0]  # the default (0) is the draft's: unlimited
    assert FatalFight.load().rules.coop_per_helper == 0  # shipped rules.toml carries the knob, off


def _three_in_one_cell(game: FatalFight) -> Any:
    state = game.new_state({"heroes": [{"character": c, "player": "P"} for c in ("haggar", "guy", "cody")],
                            "variants": []}, 7)
    turn_of(state, 0)
    for seat in range(3):
        place(state, seat, "middle-center")
    put_foes(state, 2, ["thug1#1"])
    state.attack = Attack(seat=0, entry=2, cards=["haggar_punch#1"])
    state.heroes[0].hand.cards.append("haggar_punch#1")
    return state


def _offers_to(game: FatalFight, state: Any, helper: int) -> list[int]:
    return [a.times for a in game.legal_actions(state) if isinstance(a, A.OfferCoop) and a.helper == helper]


def test_FF_R6d_coop_times_n_joins_n_times_in_one_offer() -> None:
    """Repeatable co-op (FF-R6d) as one offer: "×3" and one yes = 3 Fatigue and AP +3."""
    game = F.game()
    state = _three_in_one_cell(game)
    fatigue = len(state.status_supply[game.cards.fatigue])
    assert _offers_to(game, state, 1) == list(range(1, fatigue + 1))  # unlimited: every count the supply allows
    play(game, state, A.OfferCoop(0, 1, 3), A.AnswerCoop(1, True))
    assert state.attack is not None and state.attack.coops == [1, 1, 1]
    assert _offers_to(game, state, 1) == list(range(1, fatigue - 3 + 1))
    events = play(game, state, A.ConfirmAttack(0))
    assert of_kind(events, "attack_confirmed")[0]["ap"] == 1 + 3
    assert [c.split("#")[0] for c in state.heroes[1].discard.cards].count("fatigue") == 3


def test_FF_V9_coop_times_n_is_offered_only_up_to_the_cap() -> None:
    """With coop_per_helper = 2 the offers to one helper are ×1 and ×2; ×3 is refused, state untouched."""
    game = F.game(coop_per_helper=2)
    state = _three_in_one_cell(game)
    assert _offers_to(game, state, 1) == [1, 2]
    before = game.encode_state(state)
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, A.OfferCoop(0, 1, 3))
    assert "2 more" in refused.value.reason and game.encode_state(state) == before
    play(game, state, A.OfferCoop(0, 1, 1), A.AnswerCoop(1, True))
    assert _offers_to(game, state, 1) == [1]


def test_FF_R6d_declining_a_times_n_offer_adds_nothing() -> None:
    game = F.game()
    state = _three_in_one_cell(game)
    play(game, state, A.OfferCoop(0, 1, 4), A.AnswerCoop(1, False))
    assert state.attack is not None and state.attack.coops == [] and state.attack.declined == [1]
    assert _offers_to(game, state, 1) == []  # a helper who declined is not asked again


def test_FF_R6c_no_shipped_ko_text_repeats_the_enemys_icon() -> None:
    """An item reaches a hero from a KO only through the enemy's item icon (FF-V3): no shipped
    "when KO'd" grants the icon's item (bomber, drake were rewritten), and no gold-icon enemy adds
    gold when KO'd (bagman)."""
    cards = FatalFight.load().cards
    for enemy in cards.enemies.values():
        grants = [e.item for e in enemy.on_ko if e.op == "gain_item"]
        assert enemy.item is None or enemy.item not in grants, enemy.id
        assert not (enemy.gold and any(e.op == "gold" and e.value > 0 for e in enemy.on_ko)), enemy.id
    assert [e.op for e in cards.enemies["bomber"].on_ko] == ["damage"]
    assert [e.op for e in cards.enemies["drake"].on_ko] == ["threat"]
    assert cards.enemies["bagman"].on_ko == []
