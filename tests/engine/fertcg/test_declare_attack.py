"""Declaring an attack or a counter at the FERTCG table spends the formula's chips (rules/fertcg-chip-cost.md)."""

from __future__ import annotations

import pytest

from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.session import Session
from engine.core.saves import codec
from engine.fertcg.actions import DeclareAttack
from engine.fertcg.cards import Attack, attack_cost
from engine.fertcg.cost_model import ClampStep, CountStep
from engine.fertcg.view import FertcgView
from engine.sandbox import actions as A
from tests.engine.fertcg.table_helpers import GAME, hand_to, new_session, put


def declarations(session: Session) -> list[DeclareAttack]:  # type: ignore[type-arg]
    return [a for a in session.legal_actions() if isinstance(a, DeclareAttack)]


def test_FE_B3_garo_with_the_iron_sword_spends_exactly_the_formulas_total() -> None:
    session = new_session()
    garo = put(session, 0, "u-garo", "units")
    sword = put(session, 0, "w-iron-sword", "weapons")
    expected = attack_cost(GAME.db, Attack("u-garo", "w-iron-sword")).total
    assert expected == 6  # 3 × (1 + 1): the unit's own count change counts (FE-B3)
    events = session.apply(DeclareAttack(0, garo, sword))
    assert session.state.counters == {"0.chips": 10 - expected, "1.chips": 10}
    (declared,) = [e for e in events if e.kind == "attack_declared"]
    assert declared.data["total"] == expected and not declared.data["counter"]
    assert (declared.data["before"], declared.data["after"]) == (10, 4)
    assert declared.data["costs"]["en"].steps == attack_cost(GAME.db, Attack("u-garo", "w-iron-sword"), "en").steps


def test_FE_F2_kaito_keen_edge_and_flurry_against_the_bangle_costs_0_and_reveals_the_surprise() -> None:
    session = new_session()
    kaito = put(session, 0, "u-kaito", "units")
    sword = put(session, 0, "w-drowse-sword", "weapons")
    flurry = put(session, 0, "s-flurry", "surprises")
    bangle = put(session, 1, "s-bangle-of-calm", "surprises")
    hand_to(session, 0)
    face_down = DeclareAttack(0, kaito, sword, (flurry,))
    assert session.apply(face_down) and session.state.counters["0.chips"] == 8  # the bangle is still face down
    session.undo()
    session.apply(A.PassControl(0, 1))
    session.apply(A.Flip(1, bangle))
    session.apply(A.PassControl(1, 0))
    events = session.apply(DeclareAttack(0, kaito, sword, (flurry,), ((kaito, 2),)))
    assert [e.kind for e in events] == ["revealing_flip", "attack_declared"]  # the surprise is shown
    assert session.state.zones["0.surprises"][-1].face_up
    cost = events[-1].data["costs"]["ja"]
    assert [s.rule for s in cost.steps if isinstance(s, CountStep)] == ["FE-B1", "FE-B2"]
    assert events[-1].data["enemy_cards"] == ["s-bangle-of-calm"]
    clamp = cost.steps[-1]
    assert isinstance(clamp, ClampStep) and (clamp.before, clamp.after) == (-2, 0)
    assert session.state.counters["0.chips"] == 10


def test_an_attack_the_pool_cannot_pay_is_refused_in_both_languages_state_untouched() -> None:
    session = new_session()
    rin = put(session, 0, "u-rin", "units")
    sword = put(session, 0, "w-sky-vault-sword", "weapons")
    wind = put(session, 0, "s-wind-aid", "surprises")
    for _ in range(4):
        session.apply(A.AdjustCounter(0, "0.chips", -1))
    dear = DeclareAttack(0, rin, sword, (wind,))  # 5 + 2 = 7 > 6
    assert dear not in declarations(session)
    assert DeclareAttack(0, rin, sword) in declarations(session)  # 5 ≤ 6
    before = codec.snapshot(session.state)
    with pytest.raises(IllegalAction) as refused:
        session.apply(dear)
    assert codec.snapshot(session.state) == before
    assert "7" in refused.value.text.get("en") and "6" in refused.value.text.get("en")
    assert "7枚" in refused.value.text.get("ja") and "6枚" in refused.value.text.get("ja")
    view = session.view(0)
    assert isinstance(view, FertcgView)
    shown = next(d for d in view.declarations if d.action == dear)
    assert shown.refusal is not None and shown.costs["en"].total == 7 and shown.pool == 6


def test_a_counter_is_declared_by_the_other_seat_once_the_table_is_handed_to_it() -> None:
    session = new_session()
    kaito = put(session, 0, "u-kaito", "units")
    sera = put(session, 1, "u-sera", "units")
    orb = put(session, 1, "w-starlight-orb", "weapons")
    hand_to(session, 0)
    session.apply(DeclareAttack(0, kaito))
    assert DeclareAttack(1, sera, orb) not in session.legal_actions()  # Aki holds the table
    with pytest.raises(IllegalAction):
        session.apply(DeclareAttack(1, sera, orb))
    session.apply(A.PassControl(0, 1))
    events = session.apply(DeclareAttack(1, sera, orb))
    assert events[-1].data["counter"] and events[-1].data["total"] == 1  # the orb makes it 1 (FE-C1)
    assert session.state.counters == {"0.chips": 8, "1.chips": 9}


def test_a_surprise_targets_only_a_unit_with_the_skill_it_requires() -> None:
    session = new_session()
    kaito = put(session, 0, "u-kaito", "units")
    wind = put(session, 0, "s-wind-aid", "surprises")  # requires 疾風; Kaito has only 連続
    assert all(wind not in a.supports for a in declarations(session))
    with pytest.raises(IllegalAction, match="Gale|疾風"):
        session.apply(DeclareAttack(0, kaito, None, (wind,)))


@pytest.mark.parametrize("uses", [((0, 3),), ((0, 0),), ((1, 1),)])
def test_optional_uses_beyond_the_text_or_on_other_cards_are_refused(uses: tuple[tuple[int, int], ...]) -> None:
    session = new_session()
    kaito = put(session, 0, "u-kaito", "units")
    sword = put(session, 0, "w-drowse-sword", "weapons")
    named = tuple(((kaito, sword)[i], times) for i, times in uses)
    with pytest.raises(IllegalAction):
        session.apply(DeclareAttack(0, kaito, sword, (), named))


def test_only_the_seat_in_control_sees_its_declarations() -> None:
    session = new_session()
    put(session, 0, "u-kaito", "units")
    assert session.view(0).declarations and not session.view(1).declarations
    assert all(d.refusal is None for d in session.view(0).declarations)
    assert {d.action for d in session.view(0).declarations} == set(declarations(session))


def test_a_game_with_declarations_replays_to_the_same_state() -> None:
    session = new_session(seed=11)
    kaito = put(session, 0, "u-kaito", "units")
    flurry = put(session, 0, "s-flurry", "surprises")
    session.apply(DeclareAttack(0, kaito, None, (flurry,), ((kaito, 1),)))
    session.apply(A.EndTurn(0))
    sera = put(session, 1, "u-sera", "units")
    session.apply(DeclareAttack(1, sera))
    encoded = [GAME.codec.decode(GAME.codec.encode(DeclareAttack(0, kaito, None, (flurry,), ((kaito, 1),))))]
    assert encoded == [DeclareAttack(0, kaito, None, (flurry,), ((kaito, 1),))]
    again = Session.replay(GAME, session.setup, session.seed, session.log)
    assert GAME.encode_state(again.state) == GAME.encode_state(session.state)
    assert again.state.counters == {"0.chips": 8, "1.chips": 9}
