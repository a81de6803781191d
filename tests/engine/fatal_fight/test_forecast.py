"""The attack forecast (issue #5: hover an enemy to see the predicted result, FF-R6a/FF-R6c)."""

from __future__ import annotations

from engine.fatal_fight import actions as A
from engine.fatal_fight.forecast import forecast
from tests.engine.fatal_fight.helpers import (
    fresh,
    of_kind,
    place,
    play,
    put_foes,
    set_hand,
    turn_of,
)


def _attack_ready():
    game, state = fresh()
    turn_of(state, 0)
    place(state, 0, "middle-center")
    set_hand(state, 0, ["haggar_kick#1", "haggar_kick#2"])
    put_foes(state, 2, ["thug1#1", "bruiser1#1"])
    play(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_kick#1"), A.AddCard(0, "haggar_kick#2"))
    return game, state


def test_forecast_changes_nothing_and_matches_the_real_attack() -> None:
    game, state = _attack_ready()
    before = game.encode_state(state)
    predicted = forecast(game, state)
    assert game.encode_state(state) == before
    assert predicted is not None and predicted.entry == 2
    damaged = of_kind(play(game, state, A.ConfirmAttack(0)), "enemy_damaged")
    assert [(f.card, f.taken, f.gp_spent) for f in predicted.foes] == [
        (d["card"], d["taken"], d["gp_spent"]) for d in damaged]
    front = predicted.for_card("thug1#1")
    assert front is not None and front.ko == (front.left == 0)


def test_no_forecast_without_an_attack() -> None:
    game, state = fresh()
    assert forecast(game, state) is None
