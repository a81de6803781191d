"""A public moment (issue #21): a reveal, a battle result, a payout, a game's or a set's result,
shown to everyone on a screen that shows no hand, before any seat's private screen.

The table opens it when the events of a step hold one of its game's policy ``moments``: the
headline, the step's lines as an onlooker reads them, and a picture the table draws from the
onlooker's view (the cards turned up, the payout). A click or Space goes on (to the curtain if
the next view is private). When the game is over it is the game-over banner instead: the
winner and the scores, with Rematch (same setup), New game, Title, and Look at the table.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from screens.kit.cover_buttons import draw_buttons, hit
from screens.kit.i18n import tr
from screens.kit.style import GOLD as ACCENT
from screens.kit.style import HINT
from screens.kit.style import INK as TEXT
from screens.kit.text.fonts import text_surface

ARM_SECONDS = 0.35  # a double click of the last player does not skip the moment
COLOUR = (20, 30, 34)
Picture = Callable[[pygame.Surface, pygame.Rect], None]


@dataclass
class Moment:
    headline: str
    lines: list[str]
    over: bool = False  # the game is over: offer rematch, new game, title
    picture: Picture | None = None  # draws the public part of the table (the onlooker's view)
    scores: list[str] = field(default_factory=list)


class MomentBanner:
    """The cover that shows a ``Moment``; ``handle_event`` says what was chosen."""

    def __init__(self) -> None:
        self.moment: Moment | None = None
        self._armed_at = 0.0
        self._buttons: list[tuple[pygame.Rect, str]] = []
        self._pointer: tuple[int, int] | None = None
        self._pressed = False

    @property
    def up(self) -> bool:
        return self.moment is not None

    def show(self, moment: Moment) -> None:
        self.moment = moment
        self._armed_at = time.monotonic() + ARM_SECONDS
        self._pressed = False
        self._buttons = []

    def close(self) -> None:
        self.moment = None

    def handle_event(self, event: pygame.event.Event) -> str | None:
        """"continue", or for a game over "rematch" / "new" / "title" / "table"; None: nothing yet."""
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            return None
        if self.moment is None or time.monotonic() < self._armed_at:
            return None
        over = self.moment.over
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed:
            self._pressed = False
            choice = hit(self._buttons, event.pos)
            return choice if over else "continue"
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER,
                                                            pygame.K_ESCAPE):
            return "table" if over else "continue"  # Esc too: the moment is public, what comes next asks
        return None

    def draw(self, surface: pygame.Surface, lang: str, scale: float) -> None:
        """Cover everything with the moment: headline, picture, lines, then the way on."""
        assert self.moment is not None
        moment = self.moment
        surface.fill(COLOUR)
        width, height = surface.get_size()
        y = round(28 * scale)
        title = text_surface(moment.headline, round(40 * scale), True, ACCENT)
        if title.get_width() > width * 0.92:
            title = pygame.transform.smoothscale_by(title, width * 0.92 / title.get_width())
        surface.blit(title, title.get_rect(midtop=(width // 2, y)))
        y += title.get_height() + round(14 * scale)
        text_lines = moment.scores + moment.lines
        line_h = round(26 * scale)
        bottom_h = round(110 * scale)
        if moment.picture is not None:
            room = height - y - bottom_h - line_h * len(text_lines) - round(16 * scale)
            if room > round(120 * scale):
                area = pygame.Rect(round(40 * scale), y, width - round(80 * scale), min(room, round(460 * scale)))
                moment.picture(surface, area)
                y = area.bottom + round(12 * scale)
        for i, line in enumerate(text_lines):
            bold = i < len(moment.scores)
            image = text_surface(line, round((20 if bold else 17) * scale), bold, TEXT)
            if image.get_width() > width - round(60 * scale):
                image = pygame.transform.smoothscale_by(image, (width - round(60 * scale)) / image.get_width())
            surface.blit(image, image.get_rect(midtop=(width // 2, y)))
            y += line_h
            if y > height - bottom_h:
                break
        row_y = height - round(64 * scale)
        if moment.over:
            labels = [("rematch", tr("moment.rematch", lang)), ("new", tr("moment.new_game", lang)),
                      ("title", tr("moment.title", lang)), ("table", tr("moment.look", lang))]
            self._buttons = draw_buttons(surface, labels, row_y, scale, self._pointer)
        else:
            self._buttons = []
            hint = text_surface(tr("moment.go_on", lang), round(20 * scale), False, HINT)
            surface.blit(hint, hint.get_rect(center=(width // 2, row_y)))
