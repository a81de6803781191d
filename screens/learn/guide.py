"""The first-game guide (issue #27): on the real engine and the real table, each step lights what
to click and says why. A step names the kind of action it teaches; its target is the first legal
action of that kind for the seat to act, so the guide follows any deal. A step whose action is not
open now is passed over; a step without an action waits for Enter / Space. Esc ends the guide.

Offered on a game's first start (``Settings.guides_offered`` remembers it) and from F1 (G).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from screens.learn.bubble import bubble, glow

if TYPE_CHECKING:
    from engine.core.kernel.game import Action
    from screens.learn.table_view import CoachedTable


@dataclass(frozen=True)
class Step:
    """``say``: the catalog id of the words; ``action``: the action type name it teaches ("" for a
    step that only explains); ``open_say``: other words while the table shows ``topic`` (a panel)."""

    say: str
    action: str = ""
    topic: str = ""
    open_say: str = ""
    to: str = ""  # a card move's destination zone must name this ("main")


GUIDES: dict[str, tuple[Step, ...]] = {
    "fatal-fight": (
        Step("learn.guide.fatal_fight.welcome"),
        Step("learn.guide.fatal_fight.pickup", "PickUp"),
        Step("learn.guide.fatal_fight.attack", "StartAttack"),
        Step("learn.guide.fatal_fight.add", "AddCard"),
        Step("learn.guide.fatal_fight.confirm", "ConfirmAttack"),
        Step("learn.guide.fatal_fight.end", "EndTurn"),
        Step("learn.guide.fatal_fight.enemy"),
    ),
    "alchemic": (
        Step("learn.guide.alchemic.welcome"),
        Step("learn.guide.alchemic.keep", "KeepHand"),
        Step("learn.guide.alchemic.keep", "KeepHand"),
        Step("learn.guide.alchemic.place", "PlaceCharacter"),
        Step("learn.guide.alchemic.first_end", "EndTurn"),
        Step("learn.guide.alchemic.place", "PlaceCharacter"),
        Step("learn.guide.alchemic.declare", "DeclareBattle"),
        Step("learn.guide.alchemic.attack_pick", "PickBattleCard"),
        Step("learn.guide.alchemic.defend_pick", "PickBattleCard"),
        Step("learn.guide.alchemic.result"),
    ),
    "mysaga": (
        Step("learn.guide.mysaga.welcome"),
        Step("learn.guide.mysaga.pre_round", "PlayPreRound"),
        Step("learn.guide.mysaga.pre_round", "PlayPreRound"),
        Step("learn.guide.mysaga.pick", "PickCard"),
        Step("learn.guide.mysaga.pick", "PickCard"),
        Step("learn.guide.mysaga.charge", "Charge"),
        Step("learn.guide.mysaga.equal", "EqualCharge"),
        Step("learn.guide.mysaga.pick2", "PickCard"),
        Step("learn.guide.mysaga.pick2", "PickCard"),
        Step("learn.guide.mysaga.wait", "Wait"),
        Step("learn.guide.mysaga.wait", "Wait"),
        Step("learn.guide.mysaga.payout"),
    ),
    "fertcg": (
        Step("learn.guide.fertcg.welcome"),
        Step("learn.guide.fertcg.unit", "MoveCard", to="units"),
        Step("learn.guide.fertcg.declare", "DeclareAttack", "attack", "learn.guide.fertcg.confirm"),
        Step("learn.guide.fertcg.paid"),
    ),
    "dannocomachi": (
        Step("learn.guide.dannocomachi.welcome"),
        Step("learn.guide.dannocomachi.place", "MoveCard", to="main"),
        Step("learn.guide.dannocomachi.end", "EndTurn"),
        Step("learn.guide.dannocomachi.place", "MoveCard", to="main"),
        Step("learn.guide.dannocomachi.attack", "Attack"),
        Step("learn.guide.dannocomachi.timeline"),
    ),
}
NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Guide:
    """One run of a game's guide on a table."""

    def __init__(self, table: CoachedTable, steps: tuple[Step, ...]) -> None:
        self.table = table
        self.steps = steps
        self.index = 0
        self._log = len(table.session.log)
        self.finished = False
        self._settle()

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    def target(self) -> Action | None:
        """The action this step lights: the first legal one of its kind for the seat to act."""
        if not self.step.action:
            return None
        table = self.table
        step = self.step
        return next((a for a in table.session.legal_actions(table.viewer) if type(a).__name__ == step.action
                     and step.to in str(getattr(a, "to", ""))), None)

    def _advance(self) -> None:
        self.index += 1
        self._log = len(self.table.session.log)
        if self.index >= len(self.steps):
            self.finished = True
            self.table.coach.guide = None
            return
        self._settle()

    def _settle(self) -> None:
        """Pass over action steps whose action is not open now."""
        while not self.finished and self.step.action and self.target() is None and not self._waiting():
            self.index += 1
            if self.index >= len(self.steps):
                self.finished = True
                self.table.coach.guide = None

    def _waiting(self) -> bool:
        """A step waits (is not passed over) while nobody the table shows may act: a bot, a curtain."""
        table = self.table
        return table.curtain.down or bool(set(table.session.decision().seats) & table.bots.seats())

    def changed(self) -> None:
        """The session moved: a step is done when its kind of action was just played."""
        log = self.table.session.log
        if self.step.action and len(log) > self._log:
            played = [entry["action"]["type"] for entry in log[self._log:]]
            if self.step.action in played:
                self._advance()
                return
            self._log = len(log)
        self._settle()

    def capture(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_ESCAPE:
            self.stop()
            return True
        if event.key in NEXT_KEYS and not self.step.action:
            self._advance()
            self.table.app.wake()
            return True
        return False

    def stop(self) -> None:
        self.finished = True
        self.table.coach.guide = None
        self.table.app.wake()

    def words(self) -> str:
        table = self.table
        step = self.step
        key = step.open_say if step.topic and table.coach.topic() == step.topic else step.say
        return table.tr(key)

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        scale = table.app.settings.ui_scale
        target = self.target()
        rect = table.coach.action_rect(target) if target is not None else None
        if rect is not None:
            glow(surface, rect, scale)
        footer = table.tr("learn.guide.keys_next" if not self.step.action else "learn.guide.keys",
                          n=self.index + 1, of=len(self.steps))
        bubble(surface, table.coach.area(), table.tr("learn.guide.title"), self.words(), scale, anchor=rect, footer=footer)


def start_guide(table: CoachedTable) -> Guide | None:
    """Run the table's game guide from where the table stands."""
    steps = GUIDES.get(table.session.game.id)
    if steps is None:
        return None
    guide = Guide(table, steps)
    table.coach.guide = None if guide.finished else guide
    table.app.wake()
    return table.coach.guide


def offer_once(table: CoachedTable) -> bool:
    """True on a game's first start (no step played yet, never offered before): the table then
    offers the guide (G). Remembered in settings, so it is offered once per game."""
    app = table.app
    game_id = table.session.game.id
    if not app.persist or game_id in app.settings.guides_offered or table.session.log or game_id not in GUIDES:
        return False
    app.change_settings(guides_offered=(*app.settings.guides_offered, game_id))
    return True
