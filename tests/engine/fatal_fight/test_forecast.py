"""The attack forecast (issue #5: hover an enemy to see the predicted result, FF-R6a/FF-R6c)."""

from __future__ import annotations

from engine.core.kernel.bots import Driver
from engine.core.kernel.session import Session
from engine.fatal_fight import actions as A
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.forecast import attack_forecast, forecast
from tests.engine.fatal_fight import fixtures as F
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


def test_the_session_forecast_is_the_same_and_touches_nothing() -> None:
    """Screens ask ``Session.forecast`` (``attack_forecast``) and never copy the state themselves."""
    session = Session.new(F.game(), F.setup(2), 4)
    bot = Driver(session.game, HeuristicBot(session.game), bot_rng(0))
    for _ in range(200):
        attack = session.view(None).attack
        if attack is not None and attack.cards:
            break
        if attack is None:
            assert attack_forecast(session) is None
        session.apply(bot.next_action(session.state))
    before, log = session.game.encode_state(session.state), list(session.log)
    cast = attack_forecast(session)
    assert cast is not None and cast == forecast(session.game, session.state)
    assert session.game.encode_state(session.state) == before and session.log == log
