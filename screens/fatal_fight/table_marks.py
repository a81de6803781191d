"""Floating marks over the table (−2 on a hero, KO! on a group, +1 gold …): placed, aged, drawn.

Which events deserve a mark and its words is ``marks.marks_for``; this mixin of
``FatalFightTable`` stacks the marks of one target apart, ages them at the animation speed
and draws them rising and fading over the cached table layer (issue #9 split).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from engine.core.kernel.events import Event
from screens.fatal_fight import paint
from screens.fatal_fight.marks import SECONDS as MARK_SECONDS
from screens.fatal_fight.marks import LiveMark, marks_for
from screens.fatal_fight.scene import Hit

if TYPE_CHECKING:
    from screens.fatal_fight.table import FatalFightTable


class FloatingMarks:
    """Mixin of ``FatalFightTable``: ``self.marks`` is the list of marks on screen."""

    def _age_marks(self: FatalFightTable, dt: float) -> None:
        speed = self.app.settings.animation_speed or 1.0
        if self.marks:
            for mark in self.marks:
                mark.age += dt * speed
            self.marks = [m for m in self.marks if m.age < MARK_SECONDS]

    def _add_marks(self: FatalFightTable, events: list[Event]) -> None:
        if self.app.settings.animation_speed <= 0 or self.layout is None:
            return
        seen: Counter[Hit] = Counter()
        for mark in marks_for([e for e in events if e.private_to is None], self.cat, self.lang):
            offset = seen[mark.target]
            seen[mark.target] += 1
            self.marks.append(LiveMark(mark, offset, -0.12 * offset))

    def _mark_pos(self: FatalFightTable, target: Hit) -> tuple[int, int] | None:
        assert self.layout is not None
        if target.kind == "hero":
            centre = self.board.token_centre(target.key)
            return None if centre is None else (centre[0], centre[1] - self.board.token_radius() - self.px(10))
        if target.kind == "entry":
            badge = self.board.geo.badge(target.key)
            return badge.centerx, badge.top + self.px(8)
        if target.kind in ("gold", "threat"):
            part = self.header.parts[3 if target.kind == "gold" else 2]
            return part.right - self.px(14), part.bottom - self.px(4)
        return None

    def _mark_boxes(self: FatalFightTable) -> list[tuple[LiveMark, pygame.Rect, float]]:
        """Where each live mark goes now (screen pixels) and its fade: rising from its target, and
        pushed up past any mark already placed, so marks on neighbouring heroes never overlap."""
        size = self.px(17)
        placed: list[tuple[LiveMark, pygame.Rect, float]] = []
        for live in self.marks:
            pos = self._mark_pos(live.mark.target)
            if live.age < 0 or pos is None:
                continue
            share = live.age / MARK_SECONDS
            image = paint.fitted(live.mark.text, size, self.px(160), True, live.mark.colour)
            x = pos[0] + self.table_rect.left
            y = pos[1] + self.table_rect.top - round(self.px(26) * share)
            box = image.get_rect(center=(x, y)).inflate(self.px(4), 0)
            hits = [b for _, b, _ in placed if b.colliderect(box)]
            while hits:
                box.bottom = min(b.top for b in hits)
                hits = [b for _, b, _ in placed if b.colliderect(box)]
            placed.append((live, box, share))
        return placed

    def _draw_marks(self: FatalFightTable, surface: pygame.Surface) -> None:
        if not self.marks:
            return
        size = self.px(17)
        for live, box, share in self._mark_boxes():
            image = paint.fitted(live.mark.text, size, self.px(160), True, live.mark.colour)
            shadow = paint.fitted(live.mark.text, size, self.px(160), True, (0, 0, 0))
            alpha = 255 if share < 0.6 else round(255 * (1 - share) / 0.4)
            x, y = box.center
            for image_, dx in ((shadow, 2), (image, 0)):
                image_ = image_.copy()
                image_.set_alpha(alpha)
                surface.blit(image_, image_.get_rect(center=(x + dx, y + dx)))
