"""Key frames of the enemy phase (FF-R8) for step-by-step playback, captured during the real
apply (issue #9), so they can never be dropped (issue #14: playback missing at round ends)."""

from __future__ import annotations

from typing import Any

from engine.core.kernel.bots import Driver, RandomBot
from engine.core.kernel.session import Session
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.events.combat import EnemyPhaseStarted
from engine.fatal_fight.events.flow import ThreatChanged
from engine.fatal_fight.keyframes import STEP_EVENTS
from tests.engine.fatal_fight import fixtures as F


def _until_enemy_phase(session: Session[Any], bot: Any) -> list[Any]:
    while True:
        events = session.apply(bot.next_action(session.state))
        if any(isinstance(e, EnemyPhaseStarted) for e in events):
            return events


def test_FF_R8_keyframes_cover_the_enemy_phase_and_end_on_the_real_state() -> None:
    session = Session.new(F.game(), F.setup(3), 9)
    session.record_keyframes = True
    events = _until_enemy_phase(session, Driver(session.game, HeuristicBot(session.game), bot_rng(0)))
    steps = session.keyframes(0)
    first = next(i for i, e in enumerate(events) if isinstance(e, EnemyPhaseStarted))
    assert [e for s in steps for e in s.events] == events[first:]
    assert isinstance(steps[0].event, EnemyPhaseStarted)
    assert all(type(s.event) in STEP_EVENTS and s.events[0] is s.event for s in steps)
    assert steps[-1].view == session.view(0)


def test_FF_R8_each_keyframe_shows_the_state_after_its_own_events() -> None:
    """The threat on each frame's view is the last threat its events (or earlier ones) reported."""
    session = Session.new(F.game(), F.setup(4), 2)
    session.record_keyframes = True
    events = _until_enemy_phase(session, Driver(session.game, HeuristicBot(session.game), bot_rng(0)))
    first = next(i for i, e in enumerate(events) if isinstance(e, EnemyPhaseStarted))
    threat = session.view(None).threat
    changes = [e for e in events if isinstance(e, ThreatChanged)]
    threat = changes[0].threat - changes[0].delta if changes else threat
    seen = list(events[:first])
    for step in session.keyframes(None):
        seen += step.events
        reported = [e.threat for e in seen if isinstance(e, ThreatChanged)]
        assert step.view.threat == (reported[-1] if reported else threat)


def test_keyframes_are_never_dropped_at_any_round_end() -> None:
    """Every action that ran the enemy phase, over whole campaigns, has its playback (issue #14)."""
    phases = 0
    for seed in range(6):
        session = Session.new(F.game(), F.setup(2 + seed % 3), seed)
        session.record_keyframes = True
        bot = Driver(session.game, RandomBot(), bot_rng(seed))
        while not session.game.is_over(session.state):
            events = session.apply(bot.next_action(session.state))
            ran = [i for i, e in enumerate(events) if isinstance(e, EnemyPhaseStarted)]
            steps = session.keyframes(0)
            if not ran:
                assert steps == []
                continue
            phases += 1
            assert steps and [e for s in steps for e in s.events] == events[ran[0]:]
    assert phases > 20


def test_an_action_without_an_enemy_phase_has_no_keyframes() -> None:
    session = Session.new(F.game(), F.setup(2), 3)
    session.record_keyframes = True
    events = session.apply(session.legal_actions()[0])
    assert not any(isinstance(e, EnemyPhaseStarted) for e in events)
    assert session.keyframes(0) == []


def test_keyframes_only_when_asked_and_gone_after_undo() -> None:
    plain = Session.new(F.game(), F.setup(3), 9)
    _until_enemy_phase(plain, Driver(plain.game, HeuristicBot(plain.game), bot_rng(0)))
    assert plain.keyframes(0) == []  # nobody asked: no snapshots taken
    asked = Session.new(F.game(), F.setup(3), 9, undo_mode="lenient")
    asked.record_keyframes = True
    _until_enemy_phase(asked, Driver(asked.game, HeuristicBot(asked.game), bot_rng(0)))
    assert asked.keyframes(0)
    asked.undo()
    assert asked.keyframes(0) == []


def test_issue_25_finding_3_a_frame_shows_nothing_of_the_next_round() -> None:
    """Round number and hero Guard on each frame are the ones of the step being played: the next
    round's number arrives with its own frame, Guard goes only at the round-end frame (FF-R10)."""
    from engine.fatal_fight.events.flow import RoundEnded, RoundStarted
    from engine.fatal_fight.events.turn import HeroDamaged

    kept_guard = 0
    for seed in range(10):
        session = Session.new(F.game(), F.setup(3), seed)
        session.record_keyframes = True
        bot = Driver(session.game, HeuristicBot(session.game), bot_rng(seed))
        for _ in range(4):  # four enemy phases of each game
            if session.game.is_over(session.state):
                break
            while True:  # every hero on Guard 9 (as if it played Guard cards), so some keeps GP after combat
                for hero in session.state.heroes:
                    hero.gp = 9
                events = session.apply(bot.next_action(session.state))
                if any(isinstance(e, EnemyPhaseStarted) for e in events):
                    break
            phase_round = next(e for e in events if isinstance(e, EnemyPhaseStarted)).round
            guard: dict[int, int] = {}  # each hero's GP left, as the combat reported it
            for step in session.keyframes(None):
                if isinstance(step.event, RoundStarted):
                    assert step.view.round == phase_round + 1
                    break
                assert step.view.round == phase_round, (seed, type(step.event).__name__)
                if isinstance(step.event, RoundEnded):
                    assert all(h.gp == 0 for h in step.view.heroes)
                    break
                guard.update({e.seat: e.gp for e in step.events if isinstance(e, HeroDamaged)})
                for seat, gp in guard.items():
                    assert step.view.heroes[seat].gp == gp, (seed, type(step.event).__name__)
                    kept_guard += gp > 0
    assert kept_guard  # some hero kept Guard through a combat step: the check above had teeth
