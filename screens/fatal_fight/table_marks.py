"""Floating marks over the table (−2 on a hero, KO! on a group, +1 gold …): placed, aged, drawn.

Which events deserve a mark and its words is ``marks.marks_for``; this part of the table
stacks the marks of one target apart, ages them at the animation speed and draws them
rising and fading over the cached table layer (issue #9 split). Where a target is on
screen is asked of ``place`` (a hero's token, an entry's badge, a header counter).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pygame

from engine.core.kernel.events import Event
from screens.fatal_fight import paint
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.marks import SECONDS as MARK_SECONDS
from screens.fatal_fight.marks import LiveMark, marks_for
from screens.fatal_fight.scene import Hit
from screens.kit.text.fonts import get_font
from screens.kit.text.wrap import wrap

Place = Callable[[Hit], "tuple[int, int] | None"]  # a mark's target -> its screen point (None: not shown)
Box = tuple[LiveMark, pygame.Rect, float]


class FloatingMarks:
    """The marks on screen (``marks``), in screen pixels; ``px`` turns design px into screen px."""

    def __init__(self) -> None:
        self.marks: list[LiveMark] = []

    def age(self, dt: float, speed: float) -> None:
        if self.marks:
            for mark in self.marks:
                mark.age += dt * speed
            self.marks = [m for m in self.marks if m.age < MARK_SECONDS]

    def add(self, events: list[Event], cat: Catalogue, lang: str) -> None:
        """Marks for the public ``events``; several on one target wait their turn and stack."""
        seen: Counter[Hit] = Counter()
        for mark in marks_for([e for e in events if e.private_to is None], cat, lang):
            offset = seen[mark.target]
            seen[mark.target] += 1
            self.marks.append(LiveMark(mark, offset, -0.12 * offset))

    def boxes(self, place: Place, size: int, width: int, rise: int) -> list[Box]:
        """Where each live mark goes now (screen pixels) and its fade: rising from its target, and
        pushed up past any mark already placed, so marks on neighbouring heroes never overlap."""
        placed: list[Box] = []
        for live in self.marks:
            pos = place(live.mark.target)
            if live.age < 0 or pos is None:
                continue
            share = live.age / MARK_SECONDS
            image = paint.fitted(live.mark.text, size, width, True, live.mark.colour)
            box = image.get_rect(center=(pos[0], pos[1] - round(rise * share))).inflate(max(2, size // 4), 0)
            hits = [b for _, b, _ in placed if b.colliderect(box)]
            while hits:
                box.bottom = min(b.top for b in hits)
                hits = [b for _, b, _ in placed if b.colliderect(box)]
            placed.append((live, box, share))
        return placed

    def draw(self, surface: pygame.Surface, boxes: list[Box], size: int, width: int) -> None:
        for live, box, share in boxes:
            image = paint.fitted(live.mark.text, size, width, True, live.mark.colour)
            shadow = paint.fitted(live.mark.text, size, width, True, (0, 0, 0))
            alpha = 255 if share < 0.6 else round(255 * (1 - share) / 0.4)
            x, y = box.center
            for image_, dx in ((shadow, 2), (image, 0)):
                image_ = image_.copy()
                image_.set_alpha(alpha)
                surface.blit(image_, image_.get_rect(center=(x + dx, y + dx)))


NOTE_SECONDS = 4.0


class SpotNote:
    """A refusal said where the player clicked (issue #24): the engine's reason in a box beside the
    spot, wrapped to a few lines, until the next click or ``NOTE_SECONDS``."""

    def __init__(self) -> None:
        self.text = ""
        self.at: tuple[int, int] = (0, 0)  # table-local
        self.left = 0.0

    @property
    def up(self) -> bool:
        return self.left > 0 and bool(self.text)

    def show(self, text: str, at: tuple[int, int]) -> None:
        self.text, self.at, self.left = text, at, NOTE_SECONDS

    def hide(self) -> bool:
        """Take the note away; True when one was up."""
        was = self.up
        self.left = 0.0
        return was

    def age(self, dt: float) -> bool:
        """True when the note has just gone."""
        if not self.up:
            return False
        self.left -= dt
        return not self.up

    def draw(self, surface: pygame.Surface, area: pygame.Rect, size: int) -> None:
        """The box beside ``at`` (in ``area``, the table on screen), kept inside the table."""
        if not self.up:
            return
        width = min(area.width - 2 * size, 26 * size)
        pad = max(4, size // 2)
        font = get_font(size, False)
        lines = wrap(self.text, width - 2 * pad, lambda t: font.size(t)[0])
        width = max(font.size(line)[0] for line in lines) + 2 * pad + 2 if lines else width
        box = pygame.Rect(0, 0, width, len(lines) * font.get_linesize() + 2 * pad + 2)
        box.midbottom = (area.left + self.at[0], area.top + self.at[1] - size)
        if box.top < area.top:
            box.top = area.top + self.at[1] + size
        box.clamp_ip(area)
        paint.panel(surface, box, (52, 30, 34), paint.LIFE, max(4, size // 3), 2)
        paint.paragraph(surface, self.text, box.inflate(-2 * pad + 2, -2 * pad + 2), size, min_size=size,
                        valign="middle")
