"""Key frames of the enemy phase (FF-R8): group by group, skill, combat, exits, the round's end (FF-R10).

The enemy phase runs inside one action. ``EnemyPhaseFrames`` opens a frame at each of its
steps while that action really runs (``engine.core.kernel.keyframes``); the screen asks the
session for them (``session.keyframes(seat)``) and shows the phase one step at a time.
"""

from __future__ import annotations

from engine.core.kernel.events import Event, on
from engine.core.kernel.keyframes import KeyFrame, KeyFrames
from engine.fatal_fight.events import FF_EVENTS
from engine.fatal_fight.events.combat import (
    BossSkill,
    Combat,
    EnemyExited,
    EnemyPhaseStarted,
    EnemySkill,
    GroupActivated,
    ThreatSkill,
)
from engine.fatal_fight.events.flow import CampaignLost, RoundEnded, RoundStarted, StageCleared
from engine.fatal_fight.view import FatalFightView

STEP_EVENTS: tuple[type[Event], ...] = (
    EnemyPhaseStarted, GroupActivated, EnemySkill, BossSkill, ThreatSkill, Combat, EnemyExited,
    RoundEnded, RoundStarted, StageCleared, CampaignLost,
)

Step = KeyFrame[FatalFightView]  # one step of the enemy phase as a seat sees it


class EnemyPhaseFrames(KeyFrames, events=FF_EVENTS):
    """A frame at each step of the enemy phase and at what ends it (next round, clear, defeat)."""

    start = EnemyPhaseStarted

    @on(*STEP_EVENTS)
    def _step(self, event: Event) -> None:
        self.capture()
