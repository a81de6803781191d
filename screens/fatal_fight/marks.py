"""Short floating notes for what just happened (−2 on a hero, KO! on a group, +1 gold …).

``marks_for(events)`` picks the events worth a note and says where each goes; the table
shows them rising and fading at the Settings animation speed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.core.game import Event
from screens.fatal_fight import paint
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.scene import Hit, Mark
from screens.fatal_fight.strings import icon_label, t

SECONDS = 1.5  # at animation speed ×1
HEAL = (120, 220, 140)
ITEM = (150, 230, 170)
STATUS = (200, 160, 255)
THREAT = (200, 130, 255)


def marks_for(events: Iterable[Event], cat: Catalogue, lang: str) -> list[Mark]:
    """The notes a list of (public) events deserves, in order."""
    found: list[Mark] = []
    for event in events:
        d = event.data
        kind = event.kind
        if kind == "hero_damaged":
            spent = f" ({t('guard', lang)}{d['gp_spent']})" if d.get("gp_spent") else ""
            found.append(Mark(Hit("hero", d["seat"]), f"−{d['taken']}{spent}", paint.LIFE))
        elif kind == "life_lost":
            found.append(Mark(Hit("hero", d["seat"]), f"−{d['amount']}", paint.LIFE))
        elif kind == "hero_healed":
            found.append(Mark(Hit("hero", d["seat"]), f"+{d['amount']}", HEAL))
        elif kind == "guard_gained":
            found.append(Mark(Hit("hero", d["seat"]), f"{t('guard', lang)}+{d['amount']}", paint.GUARD))
        elif kind == "hero_down":
            found.append(Mark(Hit("hero", d["seat"]), t("down", lang), paint.LIFE))
        elif kind == "icon_taken" and d.get("icon") == "gold":
            found.append(Mark(Hit("hero", d["seat"]), f"+1 {icon_label('gold', lang)}", paint.GOLD))
        elif kind == "item_gained":
            found.append(Mark(Hit("hero", d["seat"]), f"+{cat.name(d['item'], lang)}", ITEM))
        elif kind == "status_gained":
            found.append(Mark(Hit("hero", d["seat"]), f"+{cat.name(d['status'], lang)}", STATUS))
        elif kind == "enemy_damaged":
            found.append(Mark(Hit("entry", d["entry"]), f"−{d['taken']}", paint.DAMAGE))
        elif kind == "enemy_ko":
            found.append(Mark(Hit("entry", d["entry"]), "KO!", paint.GOLD))
        elif kind == "enemy_exited":
            found.append(Mark(Hit("entry", d["entry"]), f"−1 {cat.name(d['card'], lang)}", paint.TEXT))
        elif kind == "stage_gold_changed" and int(d["delta"]) > 0:
            found.append(Mark(Hit("gold"), f"+{d['delta']}", paint.GOLD))
        elif kind == "threat_changed":
            found.append(Mark(Hit("threat"), f"{'+' if d['delta'] > 0 else ''}{d['delta']}", THREAT))
    return found


@dataclass
class LiveMark:
    """A mark on screen: its place in a stack of marks on one target, and how long it has been up."""

    mark: Mark
    stack: int = 0
    age: float = 0.0
