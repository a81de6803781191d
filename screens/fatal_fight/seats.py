"""Heroes and the people who play them (issue #14, #25): one person may run several heroes.

A seat is a hero; heroes with one player name are one person's. The log and the hero names
are worded for the person at the screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.kernel.events import Event
from engine.core.kernel.game import Action, Decision
from engine.core.kernel.session import Session
from engine.fatal_fight import actions as A
from engine.fatal_fight.kinds import CoopDetail
from engine.fatal_fight.view import FatalFightView
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.strings import aside


class HeroSeats:
    def __init__(self, session: Session[Any]) -> None:
        self.session = session
        self._names: dict[str, list[str]] = {}

    def forget(self) -> None:
        """Names are worded again (edited card data)."""
        self._names = {}

    def person(self, seat: int | None) -> str | None:
        """Who plays hero ``seat``."""
        names = self.session.seat_names()
        return names[seat] if seat is not None and 0 <= seat < len(names) else None

    def several(self) -> bool:
        """More than one person at the table."""
        return len(set(self.session.seat_names())) > 1

    def names(self, view: FatalFightView, cat: Catalogue, lang: str) -> list[str]:
        """Each hero's name in ``lang``; with several players, the player's name too (public)."""
        if lang not in self._names:
            several = self.several()
            self._names[lang] = [aside(cat.name(h.character, lang), h.player, lang) if several
                                 else cat.name(h.character, lang) for h in view.heroes]
        return self._names[lang]

    def viewer(self, decision: Decision, viewer: int | None) -> int | None:
        """Whose view is up: the deciding hero; while a helper of the same person answers a co-op
        offer, the attacker's, so the screen does not jump."""
        if decision.seat is None:
            return viewer
        detail = decision.detail
        if isinstance(detail, CoopDetail) and self.person(detail.attacker) == self.person(decision.seat):
            return detail.attacker
        return decision.seat

    def own_answer(self, action: Action, legal: Sequence[Action]) -> Action | None:
        """Solo co-op is one click (issue #14): after an offer to a helper the same person plays, the
        engine's own "join in" answer (None for anything else)."""
        if not isinstance(action, A.OfferCoop) or self.person(action.seat) != self.person(action.helper):
            return None
        return next((a for a in legal if isinstance(a, A.AnswerCoop) and a.accept), None)

    def reader(self, event: Event, viewer: int | None) -> int | None:
        """The seat ``event`` is worded for: a private one is readable by its owner's person."""
        mine = [s for s in event.private_to or () if self.person(s) == self.person(viewer)]
        return mine[0] if mine else viewer
