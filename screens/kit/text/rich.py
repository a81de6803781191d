"""Text with inline ``:icon:`` tokens and styled ``【keyword】`` at one font size.

``RichFont`` is the ``Metrics`` the fitter and the wrapper measure with, and draws the
lines it laid out. Text runs come from cached surfaces (``fonts.text_surface``).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, Protocol

import pygame

from engine.core.layouts.schema import KeywordStyle
from screens.kit.text.fonts import RGBA, SizedFont, get_font, text_surface

EM_ASCENT = 0.88  # share of the em box above the baseline in NotoSansJP


class IconSource(Protocol):
    """Where inline icons come from (``screens.kit.cards.icons.IconSet``)."""

    def keys(self) -> Collection[str]: ...

    def icon(self, key: str, size: int) -> pygame.Surface: ...


@dataclass(frozen=True)
class Run:
    """A piece of one line: plain text, an icon key, or a keyword (brackets included)."""

    kind: Literal["text", "icon", "keyword"]
    value: str


@lru_cache(maxsize=64)
def markup_pattern(icon_keys: frozenset[str], open_: str, close: str) -> re.Pattern[str] | None:
    """The regex of spans never split by wrapping: known icon tokens and bracketed keywords."""
    parts = [f":(?:{'|'.join(re.escape(k) for k in sorted(icon_keys))}):"] if icon_keys else []
    if open_ and close:
        parts.append(f"{re.escape(open_)}[^{re.escape(close)}\\n]*{re.escape(close)}")
    return re.compile("|".join(parts)) if parts else None


class RichFont:
    """Measures and draws marked-up text at one pixel size."""

    def __init__(
        self,
        size: int,
        *,
        bold: bool = False,
        color: RGBA = (20, 20, 20, 255),
        keyword: KeywordStyle | None = None,
        icons: IconSource | None = None,
        line_spacing: float = 1.15,
    ) -> None:
        self.size = size
        self.bold = bold
        self.color = color
        self.keyword = keyword
        self.icons = icons
        self.font = get_font(size, bold)
        self.line_height = max(1.0, round(size * 1.3 * line_spacing))
        keys = frozenset(icons.keys()) if icons else frozenset()
        self.pattern = (
            markup_pattern(keys, keyword.open, keyword.close)
            if keyword
            else markup_pattern(keys, "", "")
        )

    def runs(self, text: str) -> list[Run]:
        """``text`` cut into plain, icon and keyword runs."""
        if self.pattern is None:
            return [Run("text", text)] if text else []
        out: list[Run] = []
        pos = 0
        for m in self.pattern.finditer(text):
            if m.start() > pos:
                out.append(Run("text", text[pos : m.start()]))
            token = m.group(0)
            if self.keyword and token.startswith(self.keyword.open):
                out.append(Run("keyword", token))
            else:
                out.append(Run("icon", token[1:-1]))
            pos = m.end()
        if pos < len(text):
            out.append(Run("text", text[pos:]))
        return out

    def _run_font(self, run: Run) -> tuple[SizedFont, bool, RGBA]:
        if run.kind == "keyword" and self.keyword:
            bold = self.bold or self.keyword.bold
            return get_font(self.size, bold), bold, self.keyword.color
        return self.font, self.bold, self.color

    @property
    def icon_size(self) -> int:
        return max(1, round(self.size * 1.05))

    def measure(self, text: str) -> float:
        """The width in px of one line of ``text``."""
        width = 0
        for run in self.runs(text):
            if run.kind == "icon":
                width += self.icon_size + 2
            else:
                width += self._run_font(run)[0].size(run.value)[0]
        return width

    def draw_line(self, surface: pygame.Surface, x: float, y: float, text: str) -> None:
        """Draw one line with its line box's top-left at (x, y)."""
        em_top = self.font.get_ascent() - EM_ASCENT * self.size
        text_y = y + (self.line_height - self.size) / 2 - em_top
        for run in self.runs(text):
            if run.kind == "icon" and self.icons is not None:
                icon = self.icons.icon(run.value, self.icon_size)
                surface.blit(
                    icon, (round(x + 1), round(y + (self.line_height - icon.get_height()) / 2))
                )
                x += self.icon_size + 2
                continue
            font, bold, color = self._run_font(run)
            surface.blit(text_surface(run.value, self.size, bold, color), (round(x), round(text_y)))
            x += font.size(run.value)[0]

    def draw_lines(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        lines: Sequence[str],
        align: str = "left",
        valign: str = "top",
    ) -> None:
        """Draw ``lines`` aligned inside ``rect`` (clipped to it)."""
        spare = max(0.0, rect.height - len(lines) * self.line_height)  # overflow keeps the top
        top = rect.top + {"middle": spare / 2, "bottom": spare}.get(valign, 0.0)
        old_clip = surface.get_clip()
        surface.set_clip(rect.clip(old_clip))
        for i, line in enumerate(lines):
            width = self.measure(line)
            x: float = rect.left
            if align == "center":
                x = rect.left + (rect.width - width) / 2
            elif align == "right":
                x = rect.right - width
            self.draw_line(surface, x, top + i * self.line_height, line)
        surface.set_clip(old_clip)
