"""FERTCG's events as log lines: an attack with its formula and every step (engine/fertcg/wording.py).

Hand moves are worded by the sandbox table's wording.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.core.kernel.events import Event, Fold, on
from engine.fertcg.events import FE_EVENTS, AttackDeclared
from engine.fertcg.wording import describe, formula
from engine.sandbox.events import SANDBOX_EVENTS
from screens.kit.i18n import tr
from screens.sandbox.wording import SandboxWording

Name = Callable[[str, str], str]  # (card id, lang) -> name


class FertcgWording(Fold[str], events=FE_EVENTS, complete=True):
    def __init__(self, sandbox: SandboxWording, name: Name) -> None:
        self.sandbox = sandbox
        self.name = name
        self.lang = "ja"
        self.names: Sequence[str] = ()
        self.viewer: int | None = None

    def __call__(self, event: Event, lang: str, names: Sequence[str], viewer: int | None) -> str:
        self.lang, self.names, self.viewer = lang, names, viewer
        line = self.visit(event)
        assert line is not None
        return line

    @on(*SANDBOX_EVENTS)
    def _hand_move(self, e: Event) -> str:
        return self.sandbox(e, self.lang, self.names, self.viewer)

    @on(AttackDeclared)
    def _declared(self, e: AttackDeclared) -> str:
        lang = self.lang
        weapon = self.name(e.weapon, lang) if e.weapon else tr("fertcg.log.bare", lang)
        head = tr("fertcg.log.counter" if e.counter else "fertcg.log.attack", lang, name=self.names[e.seat],
                  unit=self.name(e.unit, lang), weapon=weapon, count=e.total, before=e.before, after=e.after)
        cost = e.costs["ja" if lang == "ja" else "en"]
        lines = [formula(cost, lang), *(describe(step, lang) for step in cost.steps)]
        return "\n".join([head, *(tr("fertcg.log.step", lang, line=line) for line in lines)])
