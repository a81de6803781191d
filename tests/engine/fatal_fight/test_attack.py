"""Golden tests of attacks (FF-R6, FF-R6a–d, FF-R7 sub-attributes and Always)."""

from __future__ import annotations

from engine.fatal_fight import actions as A
from engine.fatal_fight import groups
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.kinds import CoopDetail
from engine.fatal_fight.state import FatalFightState
from tests.engine.fatal_fight.helpers import (
    fresh,
    give_items,
    kinds,
    of_kind,
    place,
    play,
    put_foes,
    set_hand,
    turn_of,
)


def _attacker(hand: list[str], items: tuple[str, ...] = (), seat: int = 0, cell: str = "middle-center",
              **kw: int) -> tuple[FatalFight, FatalFightState]:
    game, state = fresh()
    turn_of(state, seat, **kw)
    place(state, seat, cell)
    set_hand(state, seat, hand)
    give_items(state, seat, list(items))
    return game, state


def test_FF_R6_combined_attack_sums_ap_shares_attributes_and_costs_one_action_per_card() -> None:
    game, state = _attacker(["haggar_kick#1", "haggar_punch#1", "haggar_block#1"], ["pipe#1"])
    put_foes(state, 2, ["bruiser1#1"])  # life 4, GP 1 + Always GP 1 as front
    events = play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_kick#1"), A.AddCard(0, "haggar_punch#1"),
                  A.AddItem(0, "pipe#1"), A.ConfirmAttack(0))
    confirmed = of_kind(events, "attack_confirmed")[0]
    assert (confirmed["ap"], confirmed["attributes"], confirmed["actions"]) == (6, ["weapon"], 1)
    assert of_kind(events, "enemy_damaged")[0] == {
        "entry": 2, "card": "bruiser1#1", "position": 0, "ap": 6, "gp_spent": 2, "taken": 4, "damage": 4, "life": 4}
    assert of_kind(events, "enemy_ko") == [{"entry": 2, "card": "bruiser1#1", "boss": False}]
    assert state.groups[1] == [] and state.enemy_discard.top == "bruiser1#1"
    assert state.heroes[0].played.cards == ["haggar_kick#1", "haggar_punch#1"]
    assert "pipe#1" in state.item_supply["pipe"]
    assert state.heroes[0].items.cards == []  # FF-V3 off: no item drop


def test_FF_R6a_surplus_damage_does_not_pass_to_next_enemy() -> None:
    game, state = _attacker(["haggar_kick#1", "haggar_kick#2", "haggar_punch#1"])
    put_foes(state, 2, ["thug1#1", "thug1#2"])
    play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_kick#1"), A.AddCard(0, "haggar_kick#2"),
         A.AddCard(0, "haggar_punch#1"), A.ConfirmAttack(0))
    assert [(f.card, f.damage) for f in state.groups[1]] == [("thug1#2", 0)]


def test_FF_R6a_gp_absorb_damage_first_and_less_than_life_does_not_ko() -> None:
    game, state = _attacker(["haggar_kick#1", "haggar_punch#1"])
    put_foes(state, 2, ["bruiser1#1"])
    events = play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_kick#1"), A.AddCard(0, "haggar_punch#1"),
                  A.ConfirmAttack(0))
    damaged = of_kind(events, "enemy_damaged")[0]
    assert (damaged["gp_spent"], damaged["taken"], damaged["damage"]) == (2, 1, 1)
    assert "enemy_ko" not in kinds(events)
    assert groups.gp(Ctx(game.cards, game.rules, state), 2, 0) == 0


def test_FF_R6b_damage_accumulates_during_the_turn_and_ends_with_it() -> None:
    game, state = _attacker(["haggar_kick#1", "haggar_punch#1", "haggar_kick#2"])
    put_foes(state, 2, ["bruiser1#1"])
    play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_kick#1"), A.AddCard(0, "haggar_punch#1"),
         A.ConfirmAttack(0))
    assert state.groups[1][0].damage == 1
    events = play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_kick#2"), A.ConfirmAttack(0))
    assert of_kind(events, "enemy_damaged")[0]["damage"] == 3  # GP already spent: 1 + 2
    assert state.groups[1][0].damage == 3
    play(game, state, A.EndTurn(0))
    foe = state.groups[1][0]
    assert (foe.damage, foe.gp_spent) == (0, 0)


def test_FF_R6c_overkill_of_a_gold_enemy_gives_one_gold() -> None:
    game, state = _attacker(["haggar_kick#1", "haggar_kick#2", "haggar_punch#1"])
    put_foes(state, 2, ["brawler1#1", "brawler1#2"])  # life 3, gold icon
    play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_kick#1"), A.AddCard(0, "haggar_punch#1"),
         A.ConfirmAttack(0))
    assert state.stage_gold == 0  # exactly its life: no overkill
    play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_kick#2"), A.AddSpecial(0), A.ConfirmAttack(0))
    assert state.stage_gold == 1  # 5 damage > 3 life


def test_FF_R6c_boss_ko_clears_the_stage_at_once_whatever_is_left() -> None:
    game, state = _attacker(["haggar_kick#1", "haggar_kick#2"])
    put_foes(state, 5, ["thug1#1", "boss1_sun"])  # boss life 6
    put_foes(state, 1, ["brawler1#1"])
    state.heroes[0].cell = 5  # middle-right: same line as entry 5
    events = play(game, state, A.StartAttack(0, 5), A.AddCard(0, "haggar_kick#1"), A.AddCard(0, "haggar_kick#2"),
                  A.AddSpecial(0), A.ConfirmAttack(0))  # 2 + 2 + 3, Area: the whole group takes 7
    assert [e["card"] for e in of_kind(events, "enemy_ko")] == ["thug1#1", "boss1_sun"]
    assert of_kind(events, "stage_cleared") == [{"stage": 1}]
    decision = game.decision(state)
    assert decision.kind == "reward" and decision.seat == 0
    assert state.turn is None and state.step == "next_stage"


def test_FF_R6d_coop_from_adjacent_cell_adds_ap_and_fatigue_to_helper() -> None:
    game, state = _attacker(["haggar_punch#1"])
    place(state, 2, "upper-center")  # adjacent
    place(state, 1, "lower-right")  # diagonal: not adjacent
    put_foes(state, 2, ["thug1#1"])
    play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_punch#1"))
    assert game.explain_illegal(state, A.OfferCoop(0, 1)).en == "Co-op needs a hero in your cell or next to it."
    play(game, state, A.OfferCoop(0, 2))
    decision = game.decision(state)
    assert (decision.seat, decision.kind, decision.detail) == (2, "coop", CoopDetail(attacker=0, entry=2))
    assert game.legal_actions(state) == [A.AnswerCoop(2, True), A.AnswerCoop(2, False)]
    play(game, state, A.AnswerCoop(2, True), A.OfferCoop(0, 2), A.AnswerCoop(2, True))
    assert game.decision(state).kind == "attack"
    events = play(game, state, A.ConfirmAttack(0))
    assert of_kind(events, "attack_confirmed")[0]["ap"] == 3  # 1 + co-op 1 + co-op 1 (repeatable)
    assert [c.split("#")[0] for c in state.heroes[2].discard.cards[-2:]] == ["fatigue", "fatigue"]
    assert "enemy_ko" in kinds(events)


def test_FF_R6d_coop_is_never_forced_and_a_decline_is_final_for_that_attack() -> None:
    game, state = _attacker(["haggar_punch#1"])
    place(state, 2, "middle-center")
    put_foes(state, 2, ["thug1#1"])
    play(game, state, A.StartAttack(0, 2), A.OfferCoop(0, 2), A.AnswerCoop(2, False))
    assert game.explain_illegal(state, A.OfferCoop(0, 2)).en == "That hero already declined to co-op in this attack."
    assert game.explain_illegal(state, A.ConfirmAttack(0)).en == "Add at least one attack card, item or special move first."


def test_attack_cancel_returns_everything_as_it_was() -> None:
    game, state = _attacker(["haggar_punch#1", "haggar_kick#1"], ("knife#1",))
    place(state, 2, "middle-center")
    put_foes(state, 2, ["thug1#1"])
    before = game.encode_state(state)
    play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_punch#1"), A.AddItem(0, "knife#1"),
         A.AddSpecial(0), A.OfferCoop(0, 2), A.AnswerCoop(2, True))
    events = play(game, state, A.CancelAttack(0))
    assert kinds(events) == ["attack_cancelled"]
    assert game.encode_state(state) == before


def test_attack_builder_limits_are_explained() -> None:
    game, state = _attacker(["haggar_punch#1", "haggar_kick#1"], actions=1)
    state.heroes[0].life = 2
    put_foes(state, 2, ["thug1#1"])
    play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_punch#1"))
    assert game.explain_illegal(state, A.AddCard(0, "haggar_kick#1")).en == "Not enough actions left."
    assert game.explain_illegal(state, A.AddCard(0, "haggar_punch#1")).en == "That card is already in the attack."
    assert game.explain_illegal(state, A.AddSpecial(0)).en == (
        "Not enough life: each special move costs 2 life and can't bring you to 0.")
    assert game.explain_illegal(state, A.EndTurn(0)).en == (
        "Not now: an attack is being built: add to it, offer co-op, confirm or cancel.")


def test_FF_R7_shoot_reaches_another_line_and_then_only_shoot_combines() -> None:
    game, state = _attacker(["haggar_knife_throw#1", "haggar_kick#1"])
    put_foes(state, 1, ["thug1#1"])  # entry 1: Upper line
    play(game, state, A.StartAttack(0, 1))
    assert game.explain_illegal(state, A.AddCard(0, "haggar_kick#1")).en == (
        "That group is in another line: only Shoot attacks reach it.")
    place(state, 1, "middle-center")
    events = play(game, state, A.AddCard(0, "haggar_knife_throw#1"), A.OfferCoop(0, 1), A.AnswerCoop(1, True),
                  A.ConfirmAttack(0))
    confirmed = of_kind(events, "attack_confirmed")[0]
    assert (confirmed["ap"], confirmed["attributes"]) == (2, ["shoot"])
    assert state.groups[0] == []


def test_FF_R7_without_shoot_another_line_cannot_be_targeted() -> None:
    game, state = _attacker(["haggar_kick#1"])
    put_foes(state, 6, ["thug1#1"])  # entry 6: Lower line
    assert game.explain_illegal(state, A.StartAttack(0, 6)).en == (
        "That group is in another line: only Shoot attacks reach it.")
    assert game.explain_illegal(state, A.StartAttack(0, 3)).en == "There is no enemy group at entry 3."


def test_FF_R7_area_hits_every_enemy_of_the_group() -> None:
    game, state = _attacker([])
    put_foes(state, 2, ["thug1#1", "thug1#2", "bruiser1#1"])  # lives 2, 2, 4 (bruiser: base GP 1, not front)
    events = play(game, state, A.StartAttack(0, 2), A.AddSpecial(0), A.ConfirmAttack(0))  # Double Lariat 3, Area
    assert [(e["card"], e["taken"]) for e in of_kind(events, "enemy_damaged")] == [
        ("thug1#1", 3), ("thug1#2", 3), ("bruiser1#1", 2)]
    assert [f.card for f in state.groups[1]] == ["bruiser1#1"]
    assert state.heroes[0].life == 10


def test_FF_R7_pierce_ignores_gp_and_does_not_spend_it() -> None:
    game, state = _attacker([], seat=1)
    put_foes(state, 2, ["bruiser1#1"])
    events = play(game, state, A.StartAttack(1, 2), A.AddSpecial(1), A.ConfirmAttack(1))  # Bushin Kick 2, Pierce
    damaged = of_kind(events, "enemy_damaged")[0]
    assert (damaged["gp_spent"], damaged["taken"]) == (0, 2)
    assert groups.gp(Ctx(game.cards, game.rules, state), 2, 0) == 2


def test_FF_R7_weapon_is_a_tag_other_text_reads() -> None:
    game, state = _attacker(["haggar_pipe_swing#1"])
    put_foes(state, 2, ["thug1#1", "thug1#2"])
    events = play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_pipe_swing#1"), A.ConfirmAttack(0))
    assert of_kind(events, "attack_ap_changed") == [{"delta": 1, "ap": 3, "source": "attack"}]
    assert of_kind(events, "enemy_damaged")[0]["ap"] == 3


def test_FF_R7_always_applies_only_to_a_front_enemy_with_no_boss_in_its_group() -> None:
    game, state = fresh()
    ctx = Ctx(game.cards, game.rules, state)
    put_foes(state, 2, ["bruiser1#1", "bruiser1#2"])
    assert [groups.gp(ctx, 2, i) for i in (0, 1)] == [2, 1]  # base 1; Always +1 for the front only
    put_foes(state, 2, ["boss1_sun"])
    assert [groups.gp(ctx, 2, i) for i in (0, 1)] == [1, 1]


def test_FF_R7_always_immunity_blocks_matching_attacks() -> None:
    game, state = _attacker(["haggar_knife_throw#1", "haggar_kick#1"])
    put_foes(state, 2, ["boss_guard1#1"])  # Always: immune to Shoot
    play(game, state, A.StartAttack(0, 2))
    assert game.explain_illegal(state, A.AddCard(0, "haggar_knife_throw#1")).en == (
        "This group can't be hit by shoot attacks.")
    assert A.AddCard(0, "haggar_kick#1") in game.legal_actions(state)


def test_FF_R6c_without_FF_V3_overkill_gold_also_comes_from_a_rear_area_ko_and_nothing_drops() -> None:
    game, state = _attacker(["haggar_punch#1"])
    put_foes(state, 2, ["gunman1#1", "brawler1#1", "thug1#1"])  # gunman: knife icon; brawler: life 3, gold
    events = play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_punch#1"), A.AddSpecial(0),
                  A.ConfirmAttack(0))  # 1 + 3 = 4, Area: every enemy takes 4
    assert [e["card"] for e in of_kind(events, "enemy_ko")] == ["gunman1#1", "brawler1#1", "thug1#1"]
    assert of_kind(events, "stage_gold_changed") == [{"delta": 1, "gold": 1, "source": "overkill"}]
    assert state.heroes[0].items.cards == []  # item drops only exist with FF-V3


def test_FF_R5c_an_attack_special_move_repeats_while_life_stays_above_zero() -> None:
    game, state = _attacker([])
    state.heroes[0].life = 5
    put_foes(state, 2, ["thug1#1"])
    play(game, state, A.StartAttack(0, 2), A.AddSpecial(0), A.AddSpecial(0))
    assert game.explain_illegal(state, A.AddSpecial(0)).en == (
        "Not enough life: each special move costs 2 life and can't bring you to 0.")
    events = play(game, state, A.ConfirmAttack(0))
    assert of_kind(events, "attack_confirmed")[0]["ap"] == 6 and state.heroes[0].life == 1
    assert state.actions == 3  # special moves cost no action
