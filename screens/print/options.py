"""What a ``render-cards`` run is asked for (``export.py`` runs it; ``tts.py`` reads it too)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from screens.print.bleed import CUT_STYLES
from screens.print.sheets import SheetOptions


@dataclass(frozen=True)
class ExportOptions:
    dpi: float = 300.0
    sheet: str = "a4"  # a4 | letter
    backs: bool = False  # duplex: a page of backs (mirrored) after each page of fronts
    lang: str = "ja"
    only: frozenset[str] = frozenset()  # card ids; empty = every card
    pdf: bool = True
    counts: bool = True  # sheets print each card `count` times; False = one each
    cut: str = "none"  # none | line | rounded: a cut line drawn at the trim (CUT_STYLES)
    flip: str = "long"  # duplex: the paper turns over its long or short edge
    gutter_mm: float = 0.0
    offset_mm: tuple[float, float] = (0.0, 0.0)  # duplex: (dx, dy) shift of the back pages
    tts: bool = False  # Tabletop Simulator deck sheets too
    tts_width: int = 500  # px per card face on a TTS sheet
    notes_lang: str = "en"  # the language of the notes beside the files (main.py --lang)
    deck: str = ""  # a deck list's id: its cards, as many times as it names them (``deck.py``)
    deck_counts: tuple[tuple[str, int], ...] = ()  # (card id, copies) of that deck list
    diff: bool = False  # before | after | difference images of the cards that changed (``diff.py``)
    before: Path | None = None  # with ``diff``: a data root to compare with (a git revision)

    def __post_init__(self) -> None:
        if self.cut not in CUT_STYLES:
            raise ValueError(f"cut lines {self.cut!r}: expected one of {', '.join(CUT_STYLES)}")

    @property
    def sheet_options(self) -> SheetOptions:
        return SheetOptions(self.sheet, self.backs, self.flip, self.gutter_mm, self.offset_mm)
