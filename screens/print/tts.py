"""Tabletop Simulator deck sheets: card faces in a grid image, a back image, the grid beside.

Tabletop Simulator's custom deck takes one image of up to 10 × 7 card faces, a back image,
and the grid's width and height (and card count) typed in by hand. Cards that share a back
and a size share sheets; each sheet holds at most 69 faces, because the deck shows the
grid's last slot (bottom right) as the "hidden" card of a hand, and that slot gets the back,
and no side of a sheet exceeds 4096 px (Tabletop Simulator's guidance), so 500-px faces
go 8 × 5 to a sheet. The ``.txt`` beside a sheet is worded in the messages' language.
Cards are there ``count`` times (one each with ``counts`` off), so the deck is complete.

Files (in ``<out>/<game folder>/tts/``): ``<back>-<n>.png`` (the faces), ``<back>-back.png``,
and ``<back>-<n>.txt`` / ``.json`` with the grid size and the card ids slot by slot.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from screens.kit.cards.renderer import pixel_size
from screens.kit.i18n import tr
from screens.print.bleed import with_bleed
from screens.print.files import safe_name
from screens.print.png import scanlines, write_png

if TYPE_CHECKING:
    from screens.gallery.cardset import CardEntry, GameSet
    from screens.print.options import ExportOptions

MAX_COLS, MAX_ROWS = 10, 7
MAX_FACES = MAX_COLS * MAX_ROWS - 1  # the last slot is the hidden card
MAX_SIDE_PX = 4096  # Tabletop Simulator's own guidance: no sheet side above 4096 px


@dataclass(frozen=True)
class TtsGrid:
    """The grid of one sheet: ``cols`` × ``rows`` slots for ``faces`` faces and the hidden slot."""

    cols: int
    rows: int
    faces: int


def limits(card_px: tuple[int, int] | None = None) -> tuple[int, int]:
    """(columns, rows) a sheet may have: at most 10 × 7, and no side over ``MAX_SIDE_PX``."""
    if card_px is None:
        return MAX_COLS, MAX_ROWS
    w, h = card_px
    return max(1, min(MAX_COLS, MAX_SIDE_PX // w)), max(1, min(MAX_ROWS, MAX_SIDE_PX // h))


def faces_per_sheet(card_px: tuple[int, int] | None = None) -> int:
    cols, rows = limits(card_px)
    return max(1, cols * rows - 1)


def grid_for(faces: int, card_px: tuple[int, int] | None = None) -> TtsGrid:
    """The smallest grid within ``limits`` with room for ``faces`` faces and the hidden slot."""
    most = faces_per_sheet(card_px)
    if not 1 <= faces <= most:
        raise ValueError(f"a Tabletop Simulator sheet holds 1 to {most} faces, not {faces}")
    slots = faces + 1
    cols = min(limits(card_px)[0], slots)
    return TtsGrid(cols, -(-slots // cols), faces)


def _face(game_set: GameSet, entry: CardEntry, options: ExportOptions) -> pygame.Surface:
    """The card's front at the sheet's face width, its corners filled (no transparency)."""
    renderer = game_set.renderer(entry.user, cache_size=1, outline=False)
    assert renderer is not None
    template = renderer.template(entry.kind)
    card = renderer.render(entry.data, entry.kind, width=options.tts_width, lang=options.lang)
    return with_bleed(card.surface, 0, template.frame)


def write_tts_sheets(
    game_set: GameSet, entries: list[CardEntry], folder: Path, options: ExportOptions
) -> list[Path]:
    """Write the sheets of ``entries``; returns the face sheets written."""
    assert game_set.layouts is not None
    layouts = game_set.layouts
    decks: dict[tuple[str, tuple[float, float]], list[CardEntry]] = {}
    for entry in entries:
        template = layouts.templates[entry.kind]
        back = template.back or entry.kind
        copies = (dict(options.deck_counts).get(entry.card_id, entry.count)) if options.counts else 1
        decks.setdefault((back, template.size_mm), []).extend([entry] * copies)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for (back, size_mm), cards in decks.items():
        w, h = pixel_size(size_mm, width=options.tts_width)
        renderer = game_set.renderer(cache_size=1, outline=False)
        assert renderer is not None
        back_image = with_bleed(
            renderer.render_back(back, width=w), 0, layouts.back_for(back).frame
        )
        shared = sum(b == back for b, _ in decks) > 1  # one back on cards of two sizes
        stem = safe_name(f"{back}-{w}x{h}" if shared else back)
        write_png(folder / f"{stem}-back.png", *scanlines(back_image), 0)
        most = faces_per_sheet((w, h))
        chunks = [cards[i : i + most] for i in range(0, len(cards), most)]
        for number, chunk in enumerate(chunks, 1):
            grid = grid_for(len(chunk), (w, h))
            sheet = pygame.Surface((grid.cols * w, grid.rows * h))
            sheet.fill((0, 0, 0))
            faces: dict[str, pygame.Surface] = {}
            for slot, entry in enumerate(chunk):
                if entry.card_id not in faces:
                    faces[entry.card_id] = _face(game_set, entry, options)
                sheet.blit(faces[entry.card_id], ((slot % grid.cols) * w, (slot // grid.cols) * h))
            sheet.blit(back_image, ((grid.cols - 1) * w, (grid.rows - 1) * h))  # the hidden card
            name = f"{stem}-{number}"
            write_png(folder / f"{name}.png", *scanlines(sheet), 0)
            _describe(folder, name, stem, grid, [e.card_id for e in chunk], (w, h), options.notes_lang)
            written.append(folder / f"{name}.png")
    return written


def _describe(
    folder: Path, name: str, stem: str, grid: TtsGrid, ids: list[str], size: tuple[int, int], lang: str
) -> None:
    """The grid size beside the sheet: a line to read and a JSON for scripts."""
    info = {
        "face": f"{name}.png",
        "back": f"{stem}-back.png",
        "width": grid.cols,
        "height": grid.rows,
        "number": grid.faces,
        "card_px": list(size),
        "cards": ids,
    }
    (folder / f"{name}.json").write_text(json.dumps(info, indent=1), encoding="utf-8")
    howto = tr("print.tts_howto", lang, face=f"{name}.png", back=f"{stem}-back.png", cols=grid.cols,
               rows=grid.rows, faces=grid.faces)
    (folder / f"{name}.txt").write_text(howto + "\n", encoding="utf-8")
