"""How the table looks at one window size and scale (issue #24): the frame and layout cut from the
window × the scale, the painters (``TableParts``) and their cached layer, the floating marks, the
refusal note at the spot clicked, and the hover preview, drawn over the layer each frame."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from engine.core.kernel.events import Event
from engine.fatal_fight.view import FatalFightView
from screens.fatal_fight.buttons import Buttons
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.handoff import HandoffBanner
from screens.fatal_fight.labels import ActionLabels
from screens.fatal_fight.layout import TableFrame, TableLayout
from screens.fatal_fight.prompt import Prompt
from screens.fatal_fight.scene import Hit, Scene
from screens.fatal_fight.table_marks import Box, FloatingMarks, SpotNote
from screens.fatal_fight.table_paint import TableParts, preview_card
from screens.kit.cards.preview import HoverPreview
from screens.kit.cards.renderer import CardItem
from screens.kit.i18n import tr
from screens.kit.scale import largest_fit

PREVIEW_HEIGHT = 400  # the hovered card shown large, at UI scale 100 %


class TableLook:
    def __init__(self, cat: Catalogue) -> None:
        self.layout: TableLayout | None = None
        self.parts: TableParts | None = None
        self.area = pygame.Rect(0, 0, 0, 0)  # the table on screen
        self.floating = FloatingMarks()
        self.note = SpotNote()
        self.preview = HoverPreview(cat.renderer)
        self.dirty = True
        self._said: tuple[float, tuple[int, int]] | None = None

    @property
    def scale(self) -> float:
        return self.layout.scale if self.layout is not None else 1.0

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def fitted(self, window: tuple[int, int], allowed: float, wanted: float, needs: tuple[int, int], lang: str,
               say: Callable[[str], None]) -> float:
        """The scale to draw at: ``wanted``, else the largest this ``window`` holds for ``needs`` (and
        ``allowed``: the app's own cap, which it says itself); a cap of the table's own is said once per
        window size, with what the window would need, never silently."""
        used = min(allowed, wanted, largest_fit(window, needs))
        if used < allowed and self._said != (wanted, window):
            say(tr("fatal_fight.scale_capped", lang, wanted=round(wanted * 100), used=round(used * 100),
                   width=round(needs[0] * wanted), height=round(needs[1] * wanted)))
        self._said = (wanted, window)
        return used

    def wake_in(self, handoff: HandoffBanner) -> float | None:
        """Seconds until the hand-off banner or the note goes (None: neither is up)."""
        left = [b.left for b in (handoff, self.note) if b.up]
        return min(left) if left else None

    def build(self, window: tuple[int, int], scale: float, toolbar: int, cat: Catalogue, lang: str,
              buttons: Buttons, labels: ActionLabels) -> TableFrame:
        """Cut the window at ``scale`` (``toolbar``: the shell's buttons' bottom) and make the parts."""
        self.note.hide()
        frame = TableFrame.of(window, scale, toolbar)
        self.area = frame.table
        self.layout = TableLayout.of(frame.table.size, scale)
        cat.renderer.lang = lang
        for faces in (cat.table_faces, cat.hand_faces):
            faces.lang, faces.scale = lang, scale
        self.parts = TableParts(self.layout, cat, buttons, labels)
        self.preview = HoverPreview(cat.renderer, height=self.px(PREVIEW_HEIGHT))
        self.dirty = True
        return frame

    def draw(self, surface: pygame.Surface, scene: Callable[[], Scene], mode: str,
             prompt: Callable[[Scene], Prompt]) -> None:
        """The layer (redrawn from ``scene()`` and ``prompt(scene)`` when dirty), then marks and the note."""
        if self.parts is None:
            return
        if self.dirty:
            shown = scene()
            self.parts.render(surface, self.area, shown, mode, prompt(shown))
            self.dirty = False
        surface.blit(self.parts.layer, self.area)
        self.floating.draw(surface, self.mark_boxes(), self.px(17), self.px(160))
        self.note.draw(surface, self.area, self.px(14))

    def draw_preview(self, surface: pygame.Surface, item: CardItem | None, pointer: tuple[int, int]) -> None:
        self.preview.show(item, pointer)
        self.preview.draw(surface)

    def preview_item(self, cat: Catalogue, view: FatalFightView, seat: int | None, hover: Hit | None,
                     on_table: bool) -> CardItem | None:
        """The card under the pointer, to show large: a hovered hand card, else the thing hovered."""
        if self.parts is None:
            return None
        if on_table and self.parts.hand.hovered is not None:
            return self.parts.hand.hovered_item()
        card = preview_card(view, hover, seat)
        return cat.face(card) if card else None

    def say(self, text: str, at: tuple[int, int] | None) -> None:
        """A refusal at the spot ``at`` (table-local), or over the board when the refused thing has no
        spot (a key, a bar button)."""
        if self.parts is not None:
            self.note.show(text, at if at is not None else self.parts.board.geo.rect.midtop)

    def mark_boxes(self) -> list[Box]:
        """Where the live marks go now (screen px)."""
        parts, (x, y) = self.parts, self.area.topleft
        if parts is None or not self.floating.marks:
            return []

        def place(target: Hit) -> tuple[int, int] | None:
            at = parts.mark_place(target)
            return None if at is None else (at[0] + x, at[1] + y)

        return self.floating.boxes(place, self.px(17), self.px(160), self.px(26))

    def add_marks(self, events: list[Event], cat: Catalogue, lang: str, speed: float) -> None:
        if speed > 0 and self.parts is not None:
            self.floating.add(events, cat, lang)
