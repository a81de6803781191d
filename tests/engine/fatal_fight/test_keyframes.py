"""Key frames of the enemy phase (FF-R8) for step-by-step playback."""

from __future__ import annotations

from engine.core import codec
from engine.core.bots import Driver
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.keyframes import STEP_KINDS, capture
from tests.engine.fatal_fight import fixtures as F


def test_FF_R8_keyframes_cover_the_enemy_phase_and_end_on_the_real_state() -> None:
    game = F.game()
    state = game.new_state(F.setup(3), 9)
    bot = Driver(game, HeuristicBot(game), bot_rng(0))
    while True:
        before, action = codec.snapshot(state), bot.next_action(state)
        events = game.apply(state, action)
        if any(e.kind == "enemy_phase_started" for e in events):
            break
    steps = capture(game, before, action, events)
    first = next(i for i, e in enumerate(events) if e.kind == "enemy_phase_started")
    assert [e.kind for s in steps for e in s.events] == [e.kind for e in events[first:]]
    assert steps[0].kind == "enemy_phase_started"
    assert steps[-1].state == codec.snapshot(state)
    assert all(s.kind in STEP_KINDS for s in steps)


def test_an_action_without_an_enemy_phase_has_no_keyframes() -> None:
    game = F.game()
    state = game.new_state(F.setup(2), 3)
    before, action = codec.snapshot(state), game.legal_actions(state)[0]
    events = game.apply(state, action)
    assert not any(e.kind == "enemy_phase_started" for e in events)
    assert capture(game, before, action, events) == []
