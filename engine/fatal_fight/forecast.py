"""What confirming the attack being built would do (FF-R6a, FF-R6c), asked of the engine.

The engine confirms the attack on a copy of the state (``engine.core.kernel.forecast``) and
``AttackOutcome`` folds the events: damage per enemy, GP spent, KOs, overkill gold, drops,
a boss KO, a die roll. Nothing is worked out here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.kernel.events import Fold, on
from engine.core.kernel.forecast import forecast as what_if
from engine.core.kernel.session import Session
from engine.fatal_fight.actions import ConfirmAttack
from engine.fatal_fight.events import FF_EVENTS
from engine.fatal_fight.events.combat import AttackApChanged, AttackConfirmed, EnemyDamaged, EnemyKO
from engine.fatal_fight.events.flow import DieRolled
from engine.fatal_fight.events.turn import ItemGained, StageGoldChanged
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.state import FatalFightState


@dataclass(frozen=True)
class FoeForecast:
    """One enemy hit by the attack: damage taken, GP spent, life left (0 = KO'd)."""

    card: str
    taken: int
    gp_spent: int
    left: int
    ko: bool


@dataclass(frozen=True)
class Forecast:
    entry: int
    ap: int  # with the cards' text bonuses
    foes: tuple[FoeForecast, ...]
    gold: int  # stage gold the KOs give (overkill or drops)
    items: tuple[str, ...]  # items the attacker would get
    stage_clear: bool  # the boss would be KO'd
    die: bool  # a die roll changes the outcome

    def for_card(self, card: str) -> FoeForecast | None:
        return next((f for f in self.foes if f.card == card), None)


@dataclass
class AttackOutcome(Fold[None], events=FF_EVENTS):
    """The events of a confirmed attack, read into a ``Forecast``."""

    ap: int = 0
    gold: int = 0
    die: bool = False
    clear: bool = False
    foes: dict[str, FoeForecast] = field(default_factory=dict)
    items: list[str] = field(default_factory=list)

    def result(self, entry: int) -> Forecast:
        return Forecast(entry, self.ap, tuple(self.foes.values()), self.gold, tuple(self.items),
                        self.clear, self.die)

    @on(AttackConfirmed, AttackApChanged)
    def _ap(self, e: AttackConfirmed | AttackApChanged) -> None:
        self.ap = e.ap

    @on(EnemyDamaged)
    def _damaged(self, e: EnemyDamaged) -> None:
        left = max(0, e.life - e.damage)
        self.foes[e.card] = FoeForecast(e.card, e.taken, e.gp_spent, left, left == 0)

    @on(EnemyKO)
    def _ko(self, e: EnemyKO) -> None:
        hit = self.foes.get(e.card)
        if hit is not None:
            self.foes[e.card] = FoeForecast(hit.card, hit.taken, hit.gp_spent, 0, True)
        self.clear = self.clear or e.boss

    @on(StageGoldChanged)
    def _gold(self, e: StageGoldChanged) -> None:
        if e.source in ("overkill", "drop"):
            self.gold += e.delta

    @on(ItemGained)
    def _item(self, e: ItemGained) -> None:
        if e.source == "drop":
            self.items.append(e.item)

    @on(DieRolled)
    def _die(self, e: DieRolled) -> None:
        self.die = True


def forecast(game: FatalFight, state: FatalFightState) -> Forecast | None:
    """The result of ``ConfirmAttack`` now, or None when there is no attack it could confirm."""
    attack = state.attack
    if attack is None:
        return None
    outcome = what_if(game, state, [ConfirmAttack(attack.seat)], AttackOutcome())
    return None if outcome is None else outcome.result(attack.entry)


def attack_forecast(session: Session[Any]) -> Forecast | None:
    """The session's attack forecast (what the table shows), through ``Session.forecast``."""
    attack = session.view(None).attack
    if attack is None:
        return None
    outcome = session.forecast([ConfirmAttack(attack.seat)], AttackOutcome())
    return None if outcome is None else outcome.result(attack.entry)
