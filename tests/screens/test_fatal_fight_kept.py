"""The table's redraw keeps what did not change (issue #28): the header, prompt, party and hero panel
as pixels keyed on their inputs, paragraphs as laid-out runs. Whatever the pointer crosses, every
frame is exactly the frame painted afresh; and a pointer moving over the board repaints none of
those panels."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from engine import registry
from engine.fatal_fight.game import FatalFight
from screens.fatal_fight import paint
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.kept import Felt, KeptPart
from screens.fatal_fight.table import FatalFightTable
from screens.kit.cards.icons import IconSet
from screens.shell.title import TitleScreen
from tests.screens import make_app, pump

SHOTS = ["fatal-fight", "fatal-fight-coop", "fatal-fight-hand"]


def direct_paragraph(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int, *, min_size: int = 9,
                     colour: paint.RGB = paint.TEXT, bold: bool = False, icons: IconSet | None = None,
                     align: str = "left", valign: str = "top") -> None:
    """``paint.paragraph`` drawn straight through the rich font, laid out again each time."""
    if not text or rect.width < 4 or rect.height < 4:
        return
    font, lines = paint.paragraph_lines(text, rect, size, min_size, colour, bold, icons)
    font.draw_lines(surface, rect, lines, align=align, valign=valign)


def always_paint(self: KeptPart, layer: pygame.Surface, felt: Felt, key: tuple[Any, ...],
                 painter: Callable[[], None]) -> None:
    felt.lay(layer, self.rect)
    painter()


LOOKS = [("en", 1.0, (1280, 720)), ("ja", 1.0, (1280, 720)), ("en", 1.5, (1920, 1080)), ("ja", 1.25, (1600, 900))]


def table_for(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shot: str, lang: str, scale: float = 1.0,
              size: tuple[int, int] = (1280, 720)) -> FatalFightTable:
    app = make_app(tmp_path, monkeypatch, language=lang, ui_scale=scale, window_size=size)
    app.push(TitleScreen(app))
    table = registry.resolve(registry.GAMES["fatal-fight"].screenshots[shot])(app, 1)
    app.push(table)
    pump(app)
    assert isinstance(table, FatalFightTable) and table.parts is not None
    return table


def spots(table: FatalFightTable) -> list[tuple[int, int]]:
    """Screen points over every thing the table lights under the pointer, and over nothing."""
    parts = table.parts
    assert parts is not None
    geo, board = parts.board.geo, parts.board
    local = [geo.cell(i).center for i in range(9)] + [geo.queue(e).center for e in range(1, 7)]
    local += [geo.badge(e).center for e in range(1, 7)] + [rect.center for rect, _ in board._foes]
    local += list(board._tokens.values()) + [rect.center for rect, _ in parts.party._rows]
    local += [rect.center for rect, _ in parts.hero_panel._spots] + [parts.header.parts[1].center]
    local += [(round(slot.center.x), round(slot.center.y)) for slot in parts.hand.slots[:2]] + [(2, 2)]
    x, y = table.table_rect.topleft
    return [(px + x, py + y) for px, py in local]


def frame(table: FatalFightTable) -> bytes:
    table.look.dirty = True
    pump(table.app, 1)  # type: ignore[arg-type]
    return pygame.image.tobytes(table.app.surface, "RGB")  # type: ignore[attr-defined]


@pytest.mark.parametrize(("lang", "scale", "size"), LOOKS)
@pytest.mark.parametrize("shot", SHOTS)
def test_kept_parts_look_exactly_like_painted_ones(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shot: str,
                                                   lang: str, scale: float, size: tuple[int, int]) -> None:
    table = table_for(tmp_path, monkeypatch, shot, lang, scale, size)
    points = spots(table)
    assert len(points) > 25
    hovered = set()
    for pos in points:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
        pump(table.app, 1)  # type: ignore[arg-type]
        hovered.add(table.input.hover)
        kept = frame(table)
        with monkeypatch.context() as patch:
            patch.setattr(KeptPart, "draw", always_paint)
            patch.setattr(paint, "paragraph", direct_paragraph)
            fresh = frame(table)
        assert kept == fresh, (shot, lang, scale, pos, table.input.hover)
    kinds = {hit.kind for hit in hovered if hit is not None}
    assert {"cell", "entry", "foe", "party", "stage"} <= kinds, kinds


def test_a_pointer_over_the_board_repaints_no_panel(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = table_for(tmp_path, monkeypatch, "fatal-fight", "en")
    painted: list[pygame.Rect] = []
    keep = KeptPart.draw

    def counted(self: KeptPart, layer: pygame.Surface, felt: Felt, key: tuple[Any, ...],
                painter: Callable[[], None]) -> None:
        keep(self, layer, felt, key, lambda: (painted.append(self.rect), painter())[1])

    monkeypatch.setattr(KeptPart, "draw", counted)
    board = spots(table)[:21]  # cells, queues and badges
    for pos in board:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
        frame(table)
    assert table.input.hover is not None and painted == []
    party_row = table.parts.party._rows[0][0].move(table.table_rect.topleft)  # type: ignore[union-attr]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=party_row.center, rel=(1, 0), buttons=(0, 0, 0)))
    frame(table)
    assert painted == [table.parts.party.rect]  # type: ignore[union-attr]  # the row lit under the pointer


@pytest.mark.parametrize("align", ["left", "center", "right"])
@pytest.mark.parametrize("valign", ["top", "middle"])
def test_laid_out_paragraphs_draw_what_the_rich_font_draws(align: str, valign: str) -> None:
    icons = Catalogue.of(FatalFight.load()).icons
    texts = ["Roll the die; on 4 or more, one enemy joins the group at entry 6.", "【Shoot】 AP3 :gold: +1",
             "ダイスを振り、4以上なら敵1体がエントリー6の集団に加わる。", "x"]
    for text in texts:
        for box in (pygame.Rect(11, 7, 240, 18), pygame.Rect(10, 8, 97, 41), pygame.Rect(3, 5, 300, 60)):
            for size in (12, 15):
                cached, direct = pygame.Surface((320, 80)), pygame.Surface((320, 80))
                for surface in (cached, direct):
                    surface.fill((30, 40, 50))
                paint.paragraph(cached, text, box, size, min_size=12, colour=paint.GOLD, icons=icons, align=align,
                                valign=valign)
                paint.paragraph(cached, text, box, size, min_size=12, colour=paint.GOLD, icons=icons, align=align,
                                valign=valign)  # from the kept runs
                direct_paragraph(direct, text, box, size, min_size=12, colour=paint.GOLD, icons=icons, align=align,
                                 valign=valign)
                direct_paragraph(direct, text, box, size, min_size=12, colour=paint.GOLD, icons=icons, align=align,
                                 valign=valign)
                assert pygame.image.tobytes(cached, "RGB") == pygame.image.tobytes(direct, "RGB"), (text, box, size)
