"""What the table lights up, read from the engine once per change (design.md: a frame does no rules
work): the legal actions filed by what a player clicks, the attack's forecast, why the attacker's
special move can't join (FF-R5c, FF-R7), and the stage's tallies for the panels between rounds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.kernel.game import Action
from engine.core.kernel.session import Session
from engine.fatal_fight import actions as A
from engine.fatal_fight.board import CELLS
from engine.fatal_fight.forecast import Forecast, attack_forecast
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.view import FatalFightView
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.choices import Choices
from screens.fatal_fight.history import History, tally
from screens.fatal_fight.picks import Picks, mode_of
from screens.fatal_fight.scene import Hit, Scene
from screens.kit.i18n import engine_message


@dataclass(frozen=True)
class Lit:
    choices: Choices = field(default_factory=Choices)
    legal: list[Action] = field(default_factory=list)
    forecast: Forecast | None = None
    special_refusal: str = ""  # why "+ Special" can't join the attack being built (issue #25)
    history: History = field(default_factory=History)

    @classmethod
    def read(cls, session: Session[Any], view: FatalFightView, cat: Catalogue, lang: str) -> Lit:
        legal = session.legal_actions()
        choices = Choices.of(view.decision["kind"], legal, [CELLS.index(h.cell) for h in view.heroes])
        forecast = attack_forecast(session) if view.attack is not None else None
        history = tally(e for _, e in session.events) if mode_of(view) != "table" else History()
        return cls(choices, legal, forecast, special_refusal(session, view, legal, cat, lang), history)

    def scene(self, view: FatalFightView, cat: Catalogue, lang: str, scale: float, names: Sequence[str],
              active: int | None, picks: Picks, hover: Hit | None, spotlight: int | None) -> Scene:
        """What every painter draws from: ``view`` with what is lit (nothing when the past is shown:
        pass an empty ``Lit`` and ``Picks``) and the stage's tallies."""
        return Scene(view=view, cat=cat, lang=lang, scale=scale, choices=self.choices, names=names, active=active,
                     order=view.turn_order, hover=hover, forecast=self.forecast, spotlight=spotlight,
                     selected_card=picks.selected_card, boss_symbol=view.boss_symbol, legal=self.legal or (),
                     history=self.history, special_refusal=self.special_refusal, armed_item=picks.armed_item)


def special_refusal(session: Session[Any], view: FatalFightView, legal: list[Action], cat: Catalogue,
                    lang: str) -> str:
    """The engine's reason the attacker's attack special move can't join now ("" when it can or is no attack)."""
    attack = view.attack
    if attack is None or any(isinstance(a, A.AddSpecial) for a in legal):
        return ""
    if not cat.character(view.heroes[attack.seat].character).special.is_attack:
        return ""
    return engine_message(session.game.explain_illegal(session.state, A.AddSpecial(attack.seat)), lang)


def fatal_fight(session: Session[Any]) -> FatalFight:
    """The session's game, typed (a Fatal Fight table runs a Fatal Fight session)."""
    game = session.game
    assert isinstance(game, FatalFight), game
    return game
