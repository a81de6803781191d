"""Short floating notes for what just happened (−2 on a hero, KO! on a group, +1 gold …).

``marks_for(events)`` picks the events worth a note and says where each goes; the table
shows them rising and fading at the Settings animation speed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.core.kernel.events import Event, Fold, on
from engine.fatal_fight.events import FF_EVENTS
from engine.fatal_fight.events import combat as C
from engine.fatal_fight.events import flow as F
from engine.fatal_fight.events import turn as T
from screens.fatal_fight import paint
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.scene import Hit, Mark
from screens.fatal_fight.strings import icon_label
from screens.kit.i18n import tr

SECONDS = 1.5  # at animation speed ×1
HEAL = (120, 220, 140)
ITEM = (150, 230, 170)
STATUS = (200, 160, 255)
THREAT = (200, 130, 255)


def marks_for(events: Iterable[Event], cat: Catalogue, lang: str) -> list[Mark]:
    """The notes a list of (public) events deserves, in order."""
    notes = MarkNotes(cat, lang)
    return [mark for event in events if (mark := notes.visit(event)) is not None]


class MarkNotes(Fold[Mark], events=FF_EVENTS):
    """One floating note per event worth one; the other events get none."""

    def __init__(self, cat: Catalogue, lang: str) -> None:
        self.cat = cat
        self.lang = lang

    @on(T.HeroDamaged)
    def _damaged(self, e: T.HeroDamaged) -> Mark:
        spent = f" ({tr('fatal_fight.guard', self.lang)}{e.gp_spent})" if e.gp_spent else ""
        return Mark(Hit("hero", e.seat), f"−{e.taken}{spent}", paint.LIFE)

    @on(T.LifeLost)
    def _life_lost(self, e: T.LifeLost) -> Mark:
        return Mark(Hit("hero", e.seat), f"−{e.amount}", paint.LIFE)

    @on(T.HeroHealed)
    def _healed(self, e: T.HeroHealed) -> Mark:
        return Mark(Hit("hero", e.seat), f"+{e.amount}", HEAL)

    @on(T.GuardGained)
    def _guard(self, e: T.GuardGained) -> Mark:
        return Mark(Hit("hero", e.seat), f"{tr('fatal_fight.guard', self.lang)}+{e.amount}", paint.GUARD)

    @on(T.HeroDown)
    def _down(self, e: T.HeroDown) -> Mark:
        return Mark(Hit("hero", e.seat), tr("fatal_fight.down", self.lang), paint.LIFE)

    @on(T.IconTaken)
    def _icon(self, e: T.IconTaken) -> Mark | None:
        if e.icon != "gold":
            return None
        return Mark(Hit("hero", e.seat), f"+1 {icon_label('gold', self.lang)}", paint.GOLD)

    @on(T.ItemGained)
    def _item(self, e: T.ItemGained) -> Mark:
        return Mark(Hit("hero", e.seat), f"+{self.cat.name(e.item, self.lang)}", ITEM)

    @on(T.StatusGained)
    def _status(self, e: T.StatusGained) -> Mark:
        return Mark(Hit("hero", e.seat), f"+{self.cat.name(e.status, self.lang)}", STATUS)

    @on(C.EnemyDamaged)
    def _enemy_damaged(self, e: C.EnemyDamaged) -> Mark:
        return Mark(Hit("entry", e.entry), f"−{e.taken}", paint.DAMAGE)

    @on(C.EnemyKO)
    def _ko(self, e: C.EnemyKO) -> Mark:
        return Mark(Hit("entry", e.entry), "KO!", paint.GOLD)

    @on(C.EnemyExited)
    def _exited(self, e: C.EnemyExited) -> Mark:
        return Mark(Hit("entry", e.entry), f"−1 {self.cat.name(e.card, self.lang)}", paint.TEXT)

    @on(T.StageGoldChanged)
    def _gold(self, e: T.StageGoldChanged) -> Mark | None:
        return Mark(Hit("gold"), f"+{e.delta}", paint.GOLD) if e.delta > 0 else None

    @on(F.ThreatChanged)
    def _threat(self, e: F.ThreatChanged) -> Mark:
        return Mark(Hit("threat"), f"{'+' if e.delta > 0 else ''}{e.delta}", THREAT)


@dataclass
class LiveMark:
    """A mark on screen: its place in a stack of marks on one target, and how long it has been up."""

    mark: Mark
    stack: int = 0
    age: float = 0.0
