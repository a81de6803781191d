"""What every painter of the table gets: the view to draw and the screen's momentary state.

A ``Scene`` is rebuilt whenever something on the table changes; painters read it and
never talk to the engine. ``Hit`` names the thing under the pointer (a cell, a group, an
enemy, a hero, an item …) so clicks and hovers go through one hit test.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.kernel.game import Action
from engine.fatal_fight.forecast import Forecast
from engine.fatal_fight.view import FatalFightView
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.choices import Choices
from screens.fatal_fight.history import History


@dataclass(frozen=True)
class Hit:
    """A clickable thing: ``kind`` in cell/entry/foe/hero/item/special/stage/boss/button, and its key."""

    kind: str
    key: Any = None


@dataclass(frozen=True)
class Mark:
    """A short floating note over a hero, an enemy group or a counter ("−2", "+1 金")."""

    target: Hit
    text: str
    colour: tuple[int, int, int]


@dataclass
class Scene:
    view: FatalFightView
    cat: Catalogue
    lang: str
    scale: float  # for text sizes (``font_scale``); geometry comes from the layout
    choices: Choices
    names: Sequence[str]  # display name per seat
    active: int | None  # the hero whose panel and hand are shown
    order: Sequence[int] = ()  # this round's turn order (FF-R5)
    hover: Hit | None = None
    forecast: Forecast | None = None
    boss_symbol: str | None = None  # the symbol that picks this stage's boss, once decided (FF-R1)
    marks: Sequence[Mark] = field(default_factory=tuple)
    spotlight: int | None = None  # an entry whose group acts now (enemy phase playback)
    selected_card: str | None = None
    legal: Sequence[Action] = ()
    history: History = field(default_factory=History)
    armed_item: str | None = None  # an item clicked once, to use on a second click (issue #25)
    special_refusal: str = ""  # why "+ Special" is not offered in the attack being built (issue #25)

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))
