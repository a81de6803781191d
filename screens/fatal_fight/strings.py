"""Fatal Fight words built from parts: board places, icons, asides and joined lists (catalog [fatal_fight])."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.core.i18n.catalog import Catalogs, catalogs
from screens.kit.i18n import tr

LINE_IDS = {0: "fatal_fight.line.0", 1: "fatal_fight.line.1", 2: "fatal_fight.line.2"}
AREA_IDS = {0: "fatal_fight.area.0", 1: "fatal_fight.area.1", 2: "fatal_fight.area.2"}
ICON_IDS = {"gold": "fatal_fight.icon.gold", "trap": "fatal_fight.icon.trap", "apple": "fatal_fight.icon.apple",
            "steak": "fatal_fight.icon.steak", "knife": "fatal_fight.icon.knife", "pipe": "fatal_fight.icon.pipe"}


def said(id: str, lang: str, /, **params: Any) -> str:
    """``tr(id, lang, **params)``, worded once per message: a frame that says the same words again
    (a briefing's ~30 lines) looks them up (issue #28). Keyed on every input of the words: the
    catalogs in use (tests swap them), the id, the language and every parameter."""
    return _said(catalogs(), id, lang, tuple(sorted(params.items())))


@lru_cache(maxsize=512)
def _said(_catalogs: Catalogs, id: str, lang: str, params: tuple[tuple[str, Any], ...]) -> str:
    return tr(id, lang, **dict(params))


def line_label(line: int, lang: str) -> str:
    return said(LINE_IDS[line], lang)  # a redraw names every line and area: worded once


def area_label(area: int, lang: str) -> str:
    """The board's columns: "左" / "Left" (FF-C1)."""
    return said(AREA_IDS[area], lang)


def cell_label(cell: str, lang: str) -> str:
    """"upper-left" → "上段・左" / "Upper Left"."""
    line, _, area = cell.partition("-")
    lines, areas = ("upper", "middle", "lower"), ("left", "center", "right")
    if line not in lines or area not in areas:
        return cell
    return tr("fatal_fight.cell", lang, line=line_label(lines.index(line), lang),
              area=area_label(areas.index(area), lang))


def entry_label(entry: int, lang: str) -> str:
    """"entry 4 (Upper right end)": entries 1–3 end the lines on the left, 4–6 on the right (FF-C1)."""
    side = tr("fatal_fight.side.left", lang) if entry <= 3 else tr("fatal_fight.side.right", lang)
    return tr("fatal_fight.entry_where", lang, entry=entry, line=line_label((entry - 1) % 3, lang), side=side)


def icon_label(icon: str, lang: str) -> str:
    return tr(ICON_IDS[icon], lang) if icon in ICON_IDS else icon


def aside(text: str, note: str, lang: str) -> str:
    """``text`` with ``note`` in brackets: "名前（注）" in Japanese, "Name (note)" in English (issue #14.4)."""
    return tr("fatal_fight.aside", lang, text=text, note=note)


def spaced(parts: list[str], lang: str) -> str:
    """Parts of one line apart: an ideographic space in Japanese, " · " in English."""
    return tr("fatal_fight.spaced", lang).join(p for p in parts if p)


def counted(names: list[str], lang: str) -> str:
    """Names in order with repeats folded: "Rita Vargas ×7, Mei ×2" (issue #14.3)."""
    order: list[str] = []
    times: dict[str, int] = {}
    for name in names:
        if name not in times:
            order.append(name)
        times[name] = times.get(name, 0) + 1
    shown = [f"{n} ×{times[n]}" if times[n] > 1 else n for n in order]
    return tr("fatal_fight.names_separator", lang).join(shown)


def local(model: Any, field: str, lang: str) -> str:
    """``model.field`` in Japanese or ``model.field_en`` in English, falling back to the other."""
    ja = str(getattr(model, field, "") or "")
    en = str(getattr(model, f"{field}_en", "") or "")
    return (en or ja) if lang == "en" else (ja or en)
