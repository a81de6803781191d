"""PDF print sheets: cards in a centred grid, butted at their trim lines or apart by a gutter.

Cards of one size and bleed share pages. Without a gutter neighbouring cards meet at the
trim line (each card's bleed is clipped where another card sits); with one, each card
shows as much of its bleed as half the gutter holds; a card's bleed shows on every side
with no neighbour. Crop marks are vector lines in the margin at every trim line. With
``duplex``, each page of fronts is followed by a page of backs, mirrored so that printed
on both sides every back lies behind its front: columns reversed for a flip on the long
edge (portrait paper), rows reversed for the short edge; the back page is shifted by
``offset_mm`` (dx, dy) to correct a printer that does not register both sides alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from fpdf import FPDF

from screens.kit.i18n import tr

SHEET_VERSION = 2  # bump when the sheet layout changes (the export then writes the PDF again)
PAPER_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
MARK_MM = 5.0  # crop mark length
MARK_GAP_MM = 1.0  # between a card's bleed edge and its crop marks
MIN_ROOM_MM = 3.0  # room the grid leaves beyond the bleed for marks
PAGE_EDGE_MM = 1.0  # marks stop this far from the paper's edge
MARK_WIDTH_MM = 0.1
LABEL_PT = 6.0
PDF_LANG = "en"  # the sheet labels: the PDF's core font (helvetica) has Latin letters only
FLIP_IDS = {"long": "print.flip_long", "short": "print.flip_short"}
SEAM_MM = 0.1  # neighbouring cards overlap this much at their shared trim line


@dataclass(frozen=True)
class Cell:
    """One card on a sheet: its front image and, for duplex, what goes behind it."""

    front: Path
    back: Path | None = None


@dataclass(frozen=True)
class Group:
    """Cards of one trim size and bleed."""

    size_mm: tuple[float, float]
    bleed_mm: float
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class SheetOptions:
    """How cards are laid on the paper (``render-cards`` options)."""

    sheet: str = "a4"  # a4 | letter
    duplex: bool = False  # a page of backs after each page of fronts
    flip: str = "long"  # long | short: the edge the printer turns the paper over
    gutter_mm: float = 0.0  # space between neighbouring cards' trim lines
    offset_mm: tuple[float, float] = (0.0, 0.0)  # (dx, dy) shift of every back page


@dataclass(frozen=True)
class Grid:
    """Where cards go on a page: ``cols`` × ``rows`` trim boxes from (``x0``, ``y0``)."""

    cols: int
    rows: int
    x0: float
    y0: float
    w: float
    h: float
    bleed: float
    gutter: float = 0.0

    @property
    def per_page(self) -> int:
        return self.cols * self.rows

    def trim(self, col: int, row: int) -> tuple[float, float, float, float]:
        step_x, step_y = self.w + self.gutter, self.h + self.gutter
        return (self.x0 + col * step_x, self.y0 + row * step_y, self.w, self.h)

    def shifted(self, dx: float, dy: float) -> Grid:
        return Grid(
            self.cols,
            self.rows,
            self.x0 + dx,
            self.y0 + dy,
            self.w,
            self.h,
            self.bleed,
            self.gutter,
        )


def grid_for(
    paper: tuple[float, float], size_mm: tuple[float, float], bleed: float, gutter: float = 0.0
) -> Grid:
    """As many cards as fit with room for bleed and marks, centred (so duplex backs align)."""
    page_w, page_h = paper
    w, h = size_mm
    room = 2 * (bleed + MIN_ROOM_MM)
    cols = max(1, int((page_w - room + gutter) // (w + gutter)))
    rows = max(1, int((page_h - room + gutter) // (h + gutter)))
    used_w, used_h = cols * w + (cols - 1) * gutter, rows * h + (rows - 1) * gutter
    return Grid(cols, rows, (page_w - used_w) / 2, (page_h - used_h) / 2, w, h, bleed, gutter)


def _slots(count: int, grid: Grid, mirrored: str = "") -> list[tuple[int, int]]:
    """(col, row) of the first ``count`` slots; a back page reverses columns (``"long"``
    flip) or rows (``"short"``)."""
    slots = [(i % grid.cols, i // grid.cols) for i in range(count)]
    if mirrored == "long":
        return [(grid.cols - 1 - c, r) for c, r in slots]
    if mirrored == "short":
        return [(c, grid.rows - 1 - r) for c, r in slots]
    return slots


def _clip(grid: Grid, col: int, row: int, taken: set[tuple[int, int]]) -> tuple[float, ...]:
    """The part of a card's image shown: its trim box, plus bleed where no card is next to it.

    Next to a card it reaches half the gutter (at most its bleed), or ``SEAM_MM`` past the
    trim line when the cards butt, so viewers show no hairline gap.
    """
    x, y, w, h = grid.trim(col, row)
    b = grid.bleed
    near = min(b, grid.gutter / 2) if grid.gutter > 0 else SEAM_MM
    left = b if (col - 1, row) not in taken else near
    right = b if (col + 1, row) not in taken else near
    top = b if (col, row - 1) not in taken else near
    bottom = b if (col, row + 1) not in taken else near
    return (x - left, y - top, w + left + right, h + top + bottom)


def _marks(pdf: FPDF, grid: Grid, taken: set[tuple[int, int]], paper: tuple[float, float]) -> None:
    """Crop marks outside the cards at every trim line."""
    boxes = [grid.trim(c, r) for c, r in taken]
    xs = sorted({x for x, _, w, _ in boxes} | {x + w for x, _, w, _ in boxes})
    ys = sorted({y for _, y, _, h in boxes} | {y + h for _, y, _, h in boxes})
    left, right = xs[0] - grid.bleed - MARK_GAP_MM, xs[-1] + grid.bleed + MARK_GAP_MM
    top, bottom = ys[0] - grid.bleed - MARK_GAP_MM, ys[-1] + grid.bleed + MARK_GAP_MM
    page_w, page_h = paper
    pdf.set_draw_color(0, 0, 0)
    pdf.set_line_width(MARK_WIDTH_MM)
    for x in xs:
        pdf.line(x, top, x, max(PAGE_EDGE_MM, top - MARK_MM))
        pdf.line(x, bottom, x, min(page_h - PAGE_EDGE_MM, bottom + MARK_MM))
    for y in ys:
        pdf.line(left, y, max(PAGE_EDGE_MM, left - MARK_MM), y)
        pdf.line(right, y, min(page_w - PAGE_EDGE_MM, right + MARK_MM), y)


def _label(pdf: FPDF, grid: Grid, text: str, paper: tuple[float, float]) -> None:
    """A small line under the first column, between crop marks: what this page is."""
    text = text.encode("latin-1", "replace").decode("latin-1")
    room = grid.w - 4
    while text and pdf.get_string_width(text) > room:
        text = text[:-4] + "..." if len(text) > 4 else ""
    bottom = grid.trim(0, grid.rows - 1)[1] + grid.h + grid.bleed
    pdf.set_text_color(90, 90, 90)
    pdf.set_xy(grid.x0 + 2, (bottom + paper[1]) / 2 - 1.5)
    pdf.cell(room, 3, text, align="C")


def _page(
    pdf: FPDF,
    grid: Grid,
    images: Sequence[Path | None],
    mirrored: str,
    label: str,
    paper: tuple[float, float],
) -> None:
    """One page; a None image leaves its slot empty (a card with nothing behind it)."""
    pdf.add_page()
    placed = [
        (slot, image)
        for slot, image in zip(_slots(len(images), grid, mirrored), images, strict=True)
        if image
    ]
    taken = {slot for slot, _ in placed}
    for (col, row), image in placed:
        x, y, w, h = grid.trim(col, row)
        b = grid.bleed
        with pdf.rect_clip(*_clip(grid, col, row, taken)):
            pdf.image(str(image), x=x - b, y=y - b, w=w + 2 * b, h=h + 2 * b)
    if taken:
        _marks(pdf, grid, taken, paper)
    _label(pdf, grid, label, paper)


def write_sheets(
    path: Path, groups: Sequence[Group], title: str, options: SheetOptions | None = None
) -> int:
    """Write the PDF at ``path``; returns its page count."""
    options = options or SheetOptions()
    paper = PAPER_MM[options.sheet]
    pdf = FPDF(unit="mm", format=paper)
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    pdf.set_title(tr("print.pdf_title", PDF_LANG, game=title))
    pdf.set_creator("tabletop-client render-cards")
    pdf.set_font("helvetica", size=LABEL_PT)
    for group in groups:
        grid = grid_for(paper, group.size_mm, group.bleed_mm, options.gutter_mm)
        back_grid = grid.shifted(*options.offset_mm)
        pages = [
            group.cells[i : i + grid.per_page] for i in range(0, len(group.cells), grid.per_page)
        ]
        size = f"{group.size_mm[0]:g}×{group.size_mm[1]:g} mm"
        for number, cells in enumerate(pages, 1):
            where = dict(game=title, size=size, number=number, count=len(pages))
            _page(pdf, grid, [c.front for c in cells], "", tr("print.slug_fronts", PDF_LANG, **where), paper)
            if options.duplex:
                backs = [c.back for c in cells]
                flip = tr(FLIP_IDS[options.flip], PDF_LANG)
                _page(pdf, back_grid, backs, options.flip, tr("print.slug_backs", PDF_LANG, flip=flip, **where), paper)
    temp = path.with_name(f".{path.name}.tmp")
    pdf.output(str(temp))
    temp.replace(path)
    return pdf.pages_count
