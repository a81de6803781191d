"""FERTCG's events as log lines: an attack with its formula and every step (engine/fertcg/wording.py).

Hand moves are worded by the sandbox table's wording.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.core.game import Event
from engine.fertcg.events import KINDS
from engine.fertcg.wording import describe, formula
from screens.fertcg.strings import ft
from screens.sandbox.wording import SandboxWording

Name = Callable[[str, str], str]  # (card id, lang) -> name


class FertcgWording:
    def __init__(self, sandbox: SandboxWording, name: Name) -> None:
        self.sandbox = sandbox
        self.name = name

    def __call__(self, event: Event, lang: str, names: Sequence[str], viewer: int | None) -> str:
        if event.kind not in KINDS:
            return self.sandbox(event, lang, names, viewer)
        d: Mapping[str, Any] = event.for_seat(viewer)
        weapon = self.name(d["weapon"], lang) if d["weapon"] else ft("log.bare", lang)
        head = ft("log.counter" if d["counter"] else "log.attack", lang, name=names[d["seat"]],
                  unit=self.name(d["unit"], lang), weapon=weapon, total=d["total"], before=d["before"], after=d["after"])
        cost = d["costs"]["ja" if lang == "ja" else "en"]
        return "\n".join([head, "・" + formula(cost, lang), *("・" + describe(step, lang) for step in cost.steps)])
