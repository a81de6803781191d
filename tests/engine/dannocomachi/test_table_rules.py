"""Golden tests for every DA rule, run through the だんのこまち table's actions (issue #13)."""

from __future__ import annotations

import pytest

from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.session import Session
from engine.core.saves import codec
from engine.dannocomachi.actions import ChooseOrder, UseAbility
from engine.sandbox import actions as A
from tests.engine.dannocomachi.table_helpers import Table


@pytest.fixture
def t() -> Table:
    return Table()


def test_DA_R1_30_damage_with_a_20_reduction_deals_10(t: Table) -> None:
    maiden = t.put(1, "wind-maiden", "main")
    t.use(1, maiden, 0)
    t.play(0, "fireball", maiden)
    assert t.standing(maiden).damage == 10
    assert t.last("damage_resolved")["dealt"] == 10


def test_DA_R3_a_40_shield_against_20_damage_spends_20_and_keeps_20(t: Table) -> None:
    warden = t.put(1, "iron-warden", "main")
    t.use(1, warden)
    t.play(0, "lightning")
    assert t.standing(warden).damage == 0
    assert [(e.kind, e.amount) for e in t.standing(warden).effects] == [("shield", 20)]


def test_DA_R4_a_next_damage_reduction_is_used_up_even_when_it_reduced_nothing(t: Table) -> None:
    maiden = t.put(1, "wind-maiden", "main")
    t.use(1, maiden, 0)  # reduce damage by 20
    t.use(1, maiden, 1)  # reduce the NEXT damage by 20
    t.play(0, "lightning")  # 20 damage
    assert t.standing(maiden).damage == 0
    assert [(e.kind, e.next) for e in t.standing(maiden).effects] == [("reduce", False)]


def test_DA_R2_a_seat_orders_its_own_reductions_when_the_order_matters(t: Table) -> None:
    maiden = t.put(1, "wind-maiden", "main")
    t.use(1, maiden, 0)  # reduce 20
    t.play(1, "ward-charm", maiden)  # shield 40, also Ben's
    reduce, shield = t.effect_ids(maiden, "reduce")[0], t.effect_ids(maiden, "shield")[0]
    t.play(0, "fireball", maiden)  # 30: shield first keeps 10, reduction first keeps 30
    assert t.state.pending is not None and t.session.decision().seat == 1
    assert set(t.session.legal_actions()) == {ChooseOrder(1, (reduce, shield)), ChooseOrder(1, (shield, reduce))}
    t.order(1, reduce, shield)
    assert t.state.pending is None and t.standing(maiden).damage == 0
    assert [(e.kind, e.amount) for e in t.standing(maiden).effects if e.kind == "shield"] == [("shield", 30)]


def test_DA_R2_the_turn_players_modifiers_go_first(t: Table) -> None:
    maiden = t.put(1, "wind-maiden", "main")
    t.use(1, maiden, 0)  # Ben's reduce 20
    t.play(0, "ward-charm", maiden)  # Aki (turn player) shields Ben's maiden: Aki's goes first
    t.play(0, "fireball", maiden)
    steps = [s for s in t.last("damage_resolved")["steps"] if s["stage"] == "reduction"]
    assert [s["owner"] for s in steps] == [0, 1]
    assert steps[0]["amount_after"] == 0 and t.standing(maiden).damage == 0


def test_DA_P1_a_replacement_rewrites_only_its_part_the_target(t: Table) -> None:
    puppeteer = t.put(1, "puppeteer", "main")
    warden = t.put(1, "iron-warden", "sub")
    t.use(1, puppeteer)
    t.play(0, "fireball", puppeteer)
    assert (t.standing(puppeteer).damage, t.standing(warden).damage) == (0, 30)
    resolved = t.last("damage_resolved")
    assert (resolved["target"], resolved["final_target"], resolved["dealt"]) == (puppeteer, warden, 30)


def test_DA_P1_a_replacement_of_the_damage_number(t: Table) -> None:
    dancer = t.put(0, "dancer", "main")
    t.use(0, dancer)  # instead of receiving 30 damage, receive 10
    knight = t.put(1, "mirror-knight", "main")
    t.use(1, knight)  # face B: attack 30
    t.attack(1, knight, dancer)
    assert t.standing(dancer).damage == 10
    step = next(s for s in t.last("damage_resolved")["steps"] if s["stage"] == "replacement")
    assert (step["amount_before"], step["amount_after"], step["rule"]) == (30, 10, "DA-P1")


def test_DA_P2_a_rewritten_part_is_not_rewritten_again(t: Table) -> None:
    first = t.put(1, "puppeteer", "main")
    second = t.put(1, "puppeteer", "sub")
    warden = t.put(1, "iron-warden", "sub")
    t.use(1, first)  # instead of damage to first: to the first sub (second)
    t.use(1, second)  # instead of damage to second: to its first other sub (warden)
    t.play(0, "fireball", first)
    assert [t.standing(u).damage for u in (first, second, warden)] == [0, 30, 0]
    statuses = [s["status"] for s in t.last("damage_resolved")["steps"] if s["stage"] == "replacement"]
    assert statuses == ["applied", "locked"]


def test_DA_N1_a_nullification_turns_the_damage_into_nothing(t: Table) -> None:
    fox = t.put(1, "moon-fox", "main")
    t.play(1, "barrier", fox)
    t.play(0, "fireball", fox)
    resolved = t.last("damage_resolved")
    assert resolved["nullified"] and resolved["dealt"] == 0 and t.standing(fox).damage == 0
    assert t.standing(fox).face == "a"  # no damage received: its trigger does not fire
    assert t.standing(fox).effects == []  # "the next damage": used up


def test_DA_L2_replacement_then_reduction_then_nullification(t: Table) -> None:
    puppeteer = t.put(1, "puppeteer", "main")
    warden = t.put(1, "iron-warden", "sub")
    t.use(1, puppeteer)
    t.use(1, warden)  # shield 40 on the warden
    t.play(1, "barrier", warden)
    t.play(0, "fireball", puppeteer)
    stages = [s["stage"] for s in t.last("damage_resolved")["steps"]]
    assert stages == ["replacement", "reduction", "nullification", "effect"]
    # DA-N2 (literal ruling): the shield spends before the nullification turns the damage into nothing
    assert [(e.kind, e.amount) for e in t.standing(warden).effects] == [("shield", 10)]


def test_DA_O1_transform_flips_to_the_other_face(t: Table) -> None:
    knight = t.put(1, "mirror-knight", "main")
    t.use(1, knight)
    assert t.standing(knight).face == "b"
    view = t.session.view(0)
    assert view.characters[knight].face == "b" and view.characters[knight].attack == 30


def test_DA_O1a_a_transform_triggered_on_face_A_does_nothing_once_the_card_is_on_face_B(t: Table) -> None:
    brawler = t.put(0, "brawler", "main")
    fox = t.put(1, "moon-fox", "main")
    t.attack(0, brawler, fox)  # the fox's own trigger and the brawler's both fire on face A
    assert t.standing(fox).damage == 30 and t.standing(fox).face == "b"
    fizzled = [e for e in t.events if e.kind == "transform_fizzled"]
    assert [e.data["rule"] for e in fizzled] == ["DA-O1a"]


def test_DA_O1b_a_transformed_card_put_into_the_graveyard_shows_face_A(t: Table) -> None:
    knight = t.put(1, "mirror-knight", "main")
    t.use(1, knight)
    t.act(A.MoveCard(1, knight, "1.graveyard"))
    assert knight not in t.state.standing
    grave = t.state.zones["1.graveyard"][-1]
    assert grave.card == "mirror-knight" and grave.uid not in t.session.view(1).characters
    t.play(1, "resurrection", grave.uid)
    revived = t.state.zones["1.main"][0].uid
    assert t.standing(revived).face == "a"


def test_DA_O2_swap_exchanges_main_and_sub_and_affects_both(t: Table) -> None:
    master = t.put(0, "swap-master", "main")
    hexer = t.put(0, "hexer", "sub")
    t.use(0, master, 0, hexer)
    assert [p.uid for p in t.state.zones["0.main"]] == [hexer]
    assert [p.uid for p in t.state.zones["0.sub"]] == [master]
    assert t.last("swapped")["main"] == hexer


def test_DA_O3_revive_puts_a_graveyard_character_back_onto_the_field(t: Table) -> None:
    t.put(1, "moon-fox", "graveyard")
    t.put(1, "iron-warden", "main")
    fox = next(p.uid for p in t.state.zones["1.graveyard"] if p.card == "moon-fox")
    assert not any(p.card == "moon-fox" for p in t.state.zones["1.sub"])
    t.play(1, "resurrection", fox)
    assert [p.card for p in t.state.zones["1.sub"]] == ["moon-fox"]


def test_DA_K1_attack_modifiers_are_continuous(t: Table) -> None:
    priestess = t.put(0, "dragon-priestess", "main")
    t.play(0, "rally")
    assert t.session.view(0).characters[priestess].attack == 20
    t.use(0, priestess)  # +20 and transform: face B (40) + 30
    assert t.session.view(0).characters[priestess].attack == 70
    warden = t.put(1, "iron-warden", "main")
    t.attack(0, priestess, warden)
    assert t.standing(warden).damage == 70


def test_DA_K2_an_ailment_ends_at_the_start_of_the_giving_turn_players_next_turn(t: Table) -> None:
    hexer = t.put(0, "hexer", "main")
    knight = t.put(1, "mirror-knight", "main")
    t.use(0, hexer, 0, knight)  # Aki's turn 1: weaken Ben's knight
    assert t.session.view(1).characters[knight].attack == 10
    t.act(A.EndTurn(0))  # Ben's turn 2: still weakened
    assert t.standing(knight).ailments and t.session.view(1).characters[knight].attack == 10
    t.act(A.EndTurn(1))  # the start of Aki's turn 3 ends it
    assert t.standing(knight).ailments == []
    assert t.last("ailment_ended")["rule"] == "DA-K2"


def test_DA_K2_an_ailment_is_removed_whole_and_only_by_a_cure(t: Table) -> None:
    sealer = t.put(0, "sealer", "main")
    warden = t.put(1, "iron-warden", "main")
    t.use(1, warden)  # a shield: a continuous effect that is not an ailment
    t.use(0, sealer, 0, warden)
    t.put(0, "unbinding", "hand")
    t.use(0, t.state.zones["0.hand"][-1].uid, 0, warden)  # dispel: ends the shield, not the seal
    assert t.standing(warden).effects == [] and [a.name for a in t.standing(warden).ailments] == ["seal"]
    with pytest.raises(IllegalAction, match="seal"):
        t.use(1, warden)
    t.play(1, "purify", warden)
    assert t.standing(warden).ailments == []
    t.use(1, warden)  # no longer sealed


def test_DA_K3_a_shield_is_a_consumable_reduction_gone_when_spent(t: Table) -> None:
    warden = t.put(1, "iron-warden", "main")
    t.use(1, warden)
    t.play(0, "fireball", warden)
    t.play(0, "fireball", warden)  # 30 + 30 against 40: the second spends the last 10
    assert t.standing(warden).damage == 20 and t.standing(warden).effects == []


def test_a_save_of_the_table_loads_back_to_the_same_state(t: Table, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from engine.core.saves.documents import read_save, write_save
    from tests.engine.dannocomachi.table_helpers import game

    warden = t.put(1, "iron-warden", "main")
    t.use(1, warden)
    t.play(0, "fireball", warden)
    path = tmp_path / "table.json"
    write_save(path, t.session, {"name": "test", "saved_at": "2026-12-01T08:00:00+00:00"})
    loaded = read_save(path, {"dannocomachi": game()})
    assert game().encode_state(loaded.state) == game().encode_state(t.state)
    assert loaded.state.standing[warden].effects[0].amount == 10


def test_DA_O1b_a_transformed_card_moved_by_hand_between_main_and_sub_shows_face_A(t: Table) -> None:
    knight = t.put(1, "mirror-knight", "main")
    t.use(1, knight)  # face B: attack 30
    assert t.standing(knight).face == "b" and t.session.view(1).characters[knight].attack == 30
    t.act(A.MoveCard(1, knight, "1.sub"))
    assert t.zone_of(knight) == "1.sub"
    assert t.standing(knight).face == "a" and t.session.view(1).characters[knight].attack == 20


def test_DA_O3_revive_respects_the_sub_area_limit_of_3(t: Table) -> None:
    t.put(1, "moon-fox", "graveyard")
    t.put(1, "iron-warden", "main")
    for card in ("wind-maiden", "puppeteer", "mirror-knight"):
        t.put(1, card, "sub")
    assert len(t.state.zones["1.sub"]) == 3
    fox = next(p.uid for p in t.state.zones["1.graveyard"] if p.card == "moon-fox")
    charm = t.put(1, "resurrection", "hand")
    assert not any(isinstance(a, UseAbility) and a.uid == charm for a in t.session.legal_actions(1))
    with pytest.raises(IllegalAction):
        t.use(1, charm, 0, fox)
    assert len(t.state.zones["1.sub"]) == 3 and t.zone_of(fox) == "1.graveyard"


def test_DA_K2_ailments_ending_at_a_turn_start_are_logged_in_the_same_order_after_an_undo(t: Table) -> None:
    hexer = t.put(0, "hexer", "main")
    sealer = t.put(0, "sealer", "sub")
    targets = [t.put(1, card, zone) for card, zone in
               (("mirror-knight", "main"), ("wind-maiden", "sub"), ("iron-warden", "sub"), ("puppeteer", "sub"))]
    for uid in reversed(targets):  # given in an order unlike the uids' sorted order
        t.use(0, hexer, 0, uid)
    t.use(0, sealer, 0, targets[0])
    t.act(A.EndTurn(0))
    before_undo = codec.snapshot(t.state)
    live = [(e.data["target"], e.data["names"]) for e in t.act(A.EndTurn(1)) if e.kind == "ailment_ended"]
    assert len(live) == 4
    t.session.undo()
    assert codec.snapshot(t.state) == before_undo  # mapping order kept byte for byte
    again = [(e.data["target"], e.data["names"]) for e in t.act(A.EndTurn(1)) if e.kind == "ailment_ended"]
    assert again == live
    replayed = Session.replay(t.session.game, t.session.setup, t.session.seed, t.session.log, "lenient")
    assert codec.snapshot(replayed.state) == codec.snapshot(t.state)
