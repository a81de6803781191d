"""Golden tests of a hero's turn (FF-C1, FF-C2, FF-R5 and its sub-rules)."""

from __future__ import annotations

import pytest

from engine.core.kernel.errors import IllegalAction
from engine.fatal_fight import actions as A
from engine.fatal_fight.board import cell_name
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.turn import next_hero
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


def test_FF_C1_cannot_move_onto_an_entry() -> None:
    game, state = fresh()
    turn_of(state, 0)
    place(state, 0, "middle-left")
    assert game.explain_illegal(state, A.Move(0, "left")).en == "You can't move onto an entry."
    place(state, 0, "upper-center")
    assert game.explain_illegal(state, A.Move(0, "up")).en == "That is off the board."
    with pytest.raises(IllegalAction):
        game.apply(state, A.Move(0, "up"))


def test_FF_R5_move_costs_the_move_point_and_leftovers_are_lost() -> None:
    game, state = fresh()
    turn_of(state, 0, actions=3, move_points=1)
    place(state, 0, "middle-center")
    play(game, state, A.Move(0, "up"))
    assert cell_name(state.heroes[0].cell) == "upper-center"
    assert game.explain_illegal(state, A.Move(0, "down")).en == "No move points left (play a card face down for +1)."
    events = play(game, state, A.EndTurn(0))
    assert of_kind(events, "turn_ended") == [{"seat": 0}]
    assert state.heroes[0].acted


def test_FF_R5_turn_order_is_ascending_speed_ties_by_seat() -> None:
    game, state = fresh()
    # fixture speeds: haggar 3, guy 1, cody 2 -> guy (seat 1), cody (seat 2), haggar (seat 0)
    for hero in state.heroes:
        hero.acted = False
    state.turn = None
    ctx = Ctx(game.cards, game.rules, state)
    order = []
    while next_hero(ctx):
        order.append(state.turn)
        state.heroes[state.turn].acted = True
        state.turn = None
    assert order == [1, 2, 0]
    state.heroes[0].character = "cody"  # seats 0 and 2 now both have speed 2
    for hero in state.heroes:
        hero.acted = False
    state.heroes[1].acted = True
    assert next_hero(ctx) and state.turn == 0


def test_FF_R5_a_turn_has_one_move_point_and_the_characters_actions() -> None:
    game, state = fresh()
    decision = game.decision(state)
    assert decision.kind == "turn" and decision.seat == 1  # guy is fastest
    assert (state.move_points, state.actions) == (1, 3)


def test_FF_R5a_pick_up_on_entering_a_cell() -> None:
    game, state = fresh()
    turn_of(state, 0)
    place(state, 0, "middle-center")
    state.icons[1] = ["gold", "apple"]  # upper-center
    events = play(game, state, A.Move(0, "up"))
    assert [e["icon"] for e in of_kind(events, "icon_taken")] == ["gold", "apple"]
    assert state.stage_gold == 1
    assert [i.split("#")[0] for i in state.heroes[0].items] == ["apple"]
    assert state.icons[1] == []


def test_FF_R5a_pick_up_on_leaving_a_cell_and_standing_there_needs_no_reentry() -> None:
    game, state = fresh()
    turn_of(state, 0, move_points=1)
    place(state, 0, "middle-center")
    state.icons[4] = ["gold"]
    assert A.PickUp(0) in game.legal_actions(state)
    play(game, state, A.PickUp(0))
    assert state.stage_gold == 1 and state.icons[4] == []
    assert game.explain_illegal(state, A.PickUp(0)).en == "There is nothing to pick up here."
    state.icons[4] = ["knife"]
    play(game, state, A.Move(0, "left"))  # leaving takes it
    assert [i.split("#")[0] for i in state.heroes[0].items] == ["knife"]


def test_FF_C2_bear_trap_costs_one_life_ignoring_gp() -> None:
    game, state = fresh()
    turn_of(state, 0)
    place(state, 0, "middle-center")
    state.heroes[0].gp = 3
    state.icons[5] = ["trap"]
    events = play(game, state, A.Move(0, "right"))
    assert of_kind(events, "life_lost") == [{"seat": 0, "amount": 1, "life": 11, "source": "trap"}]
    assert state.heroes[0].gp == 3


def test_FF_R5b_over_the_carry_limit_the_hero_must_use_or_exile_at_once() -> None:
    game, state = fresh()
    turn_of(state, 0)
    give_items(state, 0, ["knife#1", "pipe#1"])  # max carry 2
    place(state, 0, "middle-center")
    state.icons[1] = ["apple"]
    play(game, state, A.Move(0, "up"))
    decision = game.decision(state)
    assert (decision.seat, decision.kind) == (0, "carry")
    apple = state.heroes[0].items.top
    assert apple is not None and apple.startswith("apple#")
    legal = game.legal_actions(state)
    assert A.UseItem(0, apple) in legal and A.DropItem(0, "knife#1") in legal
    assert A.UseItem(0, "knife#1") not in legal  # an attack item can't be used alone
    play(game, state, A.DropItem(0, "knife#1"))
    assert game.decision(state).kind == "turn"
    assert "knife#1" in state.item_supply["knife"]


def test_FF_R5c_special_move_costs_two_life_and_never_reaches_zero() -> None:
    game, state = fresh()
    turn_of(state, 2)  # cody: special = guard 2
    state.heroes[2].life = 3
    events = play(game, state, A.SpecialMove(2))
    assert state.heroes[2].life == 1 and state.heroes[2].gp == 2
    assert kinds(events)[:2] == ["special_move", "guard_gained"]
    assert game.explain_illegal(state, A.SpecialMove(2)).en == (
        "Not enough life: a special move costs 2 life and can't bring you to 0.")


def test_FF_R5d_zanshin_discards_and_a_status_penalty_triggers() -> None:
    game, state = fresh()
    turn_of(state, 0)
    state.heroes[0].gp = 2
    set_hand(state, 0, ["haggar_punch#1", "wound#1"])
    play(game, state, A.Zanshin(0, "haggar_punch#1"))
    assert state.heroes[0].life == 12
    events = play(game, state, A.Zanshin(0, "wound#1"))
    assert "zanshin_penalty" in kinds(events)
    assert state.heroes[0].life == 11 and state.heroes[0].gp == 2  # pierce: GP neither used nor spent
    assert state.heroes[0].discard.cards[-2:] == ["haggar_punch#1", "wound#1"]
    assert state.actions == 3  # zanshin is free


def test_FF_R5e_face_down_play_costs_an_action_and_gives_a_move_point() -> None:
    game, state = fresh()
    turn_of(state, 0, actions=1, move_points=0)
    set_hand(state, 0, ["haggar_kick#1", "haggar_punch#1"])
    play(game, state, A.PlayFaceDown(0, "haggar_kick#1"))
    assert (state.actions, state.move_points) == (0, 1)
    assert game.explain_illegal(state, A.PlayFaceDown(0, "haggar_punch#1")).en == "Not enough actions left."


def test_FF_R5e_face_up_play_applies_values_and_attack_cards_need_an_attack() -> None:
    game, state = fresh()
    turn_of(state, 0)
    set_hand(state, 0, ["haggar_block#1", "haggar_kick#1", "wound#1"])
    play(game, state, A.PlayCard(0, "haggar_block#1"))
    assert state.heroes[0].gp == 2 and state.actions == 2
    assert state.heroes[0].played.cards == ["haggar_block#1"]
    assert game.explain_illegal(state, A.PlayCard(0, "haggar_kick#1")).en == (
        "Attack cards are played by starting an attack on a group.")
    assert game.explain_illegal(state, A.PlayCard(0, "wound#1")).en == (
        "A status card can't be played face up (only with variant FF-V5).")


def test_FF_R7_draw_may_exceed_max_hand() -> None:
    game, state = fresh()
    turn_of(state, 0)
    hero = state.heroes[0]
    set_hand(state, 0, ["haggar_breath#1", "haggar_punch#1", "haggar_punch#2", "haggar_kick#1", "haggar_kick#2"])
    play(game, state, A.PlayCard(0, "haggar_breath#1"))
    assert len(hero.hand) == 6  # 5 - 1 + 2 > max hand 5


def test_FF_R7_heal_removes_damage_up_to_max_life() -> None:
    game, state = fresh()
    turn_of(state, 0)
    give_items(state, 0, ["steak#1"])
    state.heroes[0].life = 10
    events = play(game, state, A.UseItem(0, "steak#1"))
    assert state.heroes[0].life == 12
    assert of_kind(events, "hero_healed") == [{"seat": 0, "amount": 2, "life": 12}]
    assert "steak#1" in state.item_supply["steak"]  # single use, exiled


def test_not_your_decision_is_explained() -> None:
    game, state = fresh()
    turn_of(state, 0)
    assert game.explain_illegal(state, A.EndTurn(1)).en == (
        "It is P1 (haggar)'s decision now: it is a turn: move, play cards, attack or end the turn.")


def test_FF_R9_a_hero_down_in_its_own_turn_ends_it_and_its_damage_on_enemies_wears_off() -> None:
    game, state = fresh()
    turn_of(state, 1)
    place(state, 1, "middle-center")
    set_hand(state, 1, ["guy_kick#1"])
    put_foes(state, 2, ["bruiser1#1"])  # GP 2 as front: the kick spends them
    state.heroes[1].life = 1
    state.icons[1] = ["trap"]
    play(game, state, A.StartAttack(1, 2), A.AddCard(1, "guy_kick#1"), A.ConfirmAttack(1))
    assert state.groups[1][0].gp_spent == 2
    events = play(game, state, A.Move(1, "up"))
    assert kinds(events) == ["hero_moved", "icon_taken", "life_lost", "hero_down", "turn_ended", "turn_started"]
    assert state.heroes[1].down and state.turn == 2
    assert (state.groups[1][0].damage, state.groups[1][0].gp_spent) == (0, 0)
    ctx = Ctx(game.cards, game.rules, state)
    for hero in state.heroes:
        hero.acted = False
    state.turn = None
    order = []
    while next_hero(ctx):
        order.append(state.turn)
        state.heroes[state.turn].acted = True
        state.turn = None
    assert order == [2, 0]  # down until the stage ends: no more turns
