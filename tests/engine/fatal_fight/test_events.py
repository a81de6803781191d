"""Fatal Fight's typed events (issue #9): one class per kind, emitted only through ``Ctx.emit``,
round-tripping wherever they are kept (the session, replays, JSON)."""

from __future__ import annotations

import pytest

from engine.core.kernel.bots import Driver, RandomBot
from engine.core.kernel.events import UnknownEvent
from engine.core.kernel.session import Session
from engine.fatal_fight.bots import bot_rng
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.events import FF_EVENTS
from engine.fatal_fight.events.turn import HeroDown
from tests.engine.fatal_fight import fixtures as F
from tests.support.high_card import Played


def test_emitting_an_event_of_another_game_fails() -> None:
    game = F.game()
    ctx = Ctx(game.cards, game.rules, game.new_state(F.setup(2), 1))
    ctx.emit(HeroDown(seat=0))
    with pytest.raises(UnknownEvent, match="Played is not a fatal-fight event"):
        ctx.emit(Played(0, "c1"))  # type: ignore[arg-type]
    assert ctx.events == [HeroDown(seat=0)]


def test_the_events_that_reveal_hidden_cards_are_undo_barriers() -> None:
    assert sorted(c.kind for c in FF_EVENTS if c.reveals) == [
        "boss_skill", "boss_stage_set", "cards_drawn", "enemy_entered", "stage_card_set", "status_revealed",
    ]


def test_played_events_round_trip_and_replay_identically() -> None:
    """Random campaigns: every event survives JSON, hashes, and a replay of the log gives the
    same events in the same steps (what the session keeps and the log panel words)."""
    kinds: set[str] = set()
    for seed in range(4):
        session = Session.new(F.game(), F.setup(2 + seed % 3), seed, undo_mode="lenient")
        bot = Driver(session.game, RandomBot(), bot_rng(seed))
        for _ in range(250):
            if session.game.is_over(session.state):
                break
            session.apply(bot.next_action(session.state))
        for _step, event in session.events:
            assert FF_EVENTS.decode(event.to_json()) == event
            assert hash(event) == hash(FF_EVENTS.decode(event.to_json()))
            assert event.private_to is None and event.for_seat(1) is event  # open hands (issue #5)
            kinds.add(event.kind)
        replayed = Session.replay(session.game, session.setup, session.seed, session.log)
        assert replayed.events == session.events
        assert replayed.setup_events == session.setup_events
    assert len(kinds) > 30
