"""A row of action buttons the caller builds from the engine's legal actions.

Each ``ActionButton`` is (label, action, enabled, hotkey, reason); a click on an enabled button
or its hotkey (a pygame key name: "a", "space", "return", "f1") returns its ``action``. The
bar decides nothing: a disabled button is one the caller found no legal action for, and its
``reason`` (the engine's refusal worded for players: ``screens.kit.i18n.engine_message``, or a
``Msg``) is shown as a tooltip while the pointer rests on it; a click on it shows it too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from engine.core.i18n.catalog import Msg
from screens.kit import style
from screens.kit.base import Widget, is_click
from screens.kit.i18n import engine_message
from screens.kit.text.fonts import centred, get_font, text_surface
from screens.kit.tooltip import draw_tooltip

GAP = 8


@dataclass(frozen=True)
class ActionButton:
    label: str
    action: Any
    enabled: bool = True
    hotkey: str | None = None  # a pygame key name, as pygame.key.name() spells it
    reason: Msg | str | None = None  # why a disabled button is greyed, shown on hover


def reason_text(reason: Msg | str | None, lang: str) -> str | None:
    """A button's reason in ``lang`` (a ``Msg`` is worded from the catalog)."""
    if reason is None or isinstance(reason, str):
        return reason
    return engine_message(reason, lang)


def key_hint(hotkey: str) -> str:
    """How a hotkey is shown on its button: "A", "Space", "Enter", "F1"."""
    return {"return": "Enter", "space": "Space", "escape": "Esc"}.get(
        hotkey, hotkey.upper() if len(hotkey) == 1 else hotkey.title()
    )


class ActionBar(Widget):
    """Buttons laid out left to right (wrapping to more rows), centred in ``rect``."""

    def __init__(self, rect: pygame.Rect, *, font_size: int = 16, lang: str = "en") -> None:
        super().__init__(rect)
        self.font_size = font_size
        self.lang = lang  # the language a ``Msg`` reason is worded in
        self.buttons: tuple[ActionButton, ...] = ()
        self.hovered: int | None = None
        self._rects: list[pygame.Rect] = []

    def set_buttons(self, buttons: Sequence[ActionButton]) -> None:
        buttons = tuple(buttons)
        if buttons != self.buttons:
            self.buttons = buttons
            self.hovered = None
            self.relayout()
            self.dirty = True

    def button_rect(self, index: int) -> pygame.Rect:
        return self._rects[index]

    def _hint_px(self) -> int:
        return max(8, round(self.font_size * 0.75))

    def _width(self, button: ActionButton) -> int:
        width = get_font(self.font_size, True).size(button.label)[0] + 2 * self.font_size
        if button.hotkey:
            width += (
                get_font(self._hint_px(), False).size(key_hint(button.hotkey))[0] + self.font_size
            )
        return width

    def relayout(self) -> None:
        height = round(self.font_size * 2.3)
        rows: list[list[pygame.Rect]] = [[]]
        x = 0
        for button in self.buttons:
            width = self._width(button)
            if rows[-1] and x + width > self.rect.width:
                rows.append([])
                x = 0
            rows[-1].append(pygame.Rect(x, 0, width, height))
            x += width + GAP
        top = self.rect.centery - (len(rows) * (height + GAP) - GAP) // 2
        self._rects = []
        for r, row in enumerate(rows):
            used = row[-1].right if row else 0
            left = self.rect.centerx - used // 2
            self._rects.extend(rect.move(left, top + r * (height + GAP)) for rect in row)

    def button_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, rect in enumerate(self._rects) if rect.collidepoint(pos)), None)

    def hovered_reason(self) -> str | None:
        """The reason of the disabled button under the pointer, if it has one."""
        if self.hovered is None or self.hovered >= len(self.buttons) or self.buttons[self.hovered].enabled:
            return None
        return reason_text(self.buttons[self.hovered].reason, self.lang)

    def draw_reason(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The hovered disabled button's reason as a tooltip (drawn last, above the table)."""
        reason = self.hovered_reason()
        if reason is None:
            return None
        return draw_tooltip(surface, reason, self._rects[self.hovered or 0], max(12, round(self.font_size * 0.9)))

    def handle_event(self, event: pygame.event.Event) -> Any | None:
        if event.type == pygame.MOUSEMOTION:
            index = self.button_at(event.pos)
            if index != self.hovered:
                self.hovered = index
                self.dirty = True
        elif is_click(event):
            index = self.button_at(event.pos)
            if index is not None and self.buttons[index].enabled:
                return self.buttons[index].action
        elif event.type == pygame.KEYDOWN:
            name = pygame.key.name(event.key)
            for button in self.buttons:
                if button.enabled and button.hotkey == name:
                    return button.action
        return None

    def paint(self, surface: pygame.Surface) -> None:
        for i, (button, rect) in enumerate(zip(self.buttons, self._rects, strict=True)):
            if not button.enabled:
                fill, colour = style.BUTTON_DISABLED, style.TEXT_DIM
            else:
                fill, colour = (
                    (style.BUTTON_HOVER if i == self.hovered else style.BUTTON),
                    style.TEXT,
                )
            pygame.draw.rect(surface, fill, rect, border_radius=style.RADIUS)
            edge = style.ACCENT if button.enabled and i == self.hovered else style.PANEL_EDGE
            pygame.draw.rect(surface, edge, rect, width=1, border_radius=style.RADIUS)
            label = text_surface(button.label, self.font_size, True, colour)
            centre_x = rect.left + self.font_size + label.get_width() / 2
            surface.blit(label, centred(label, self.font_size, (centre_x, rect.centery)))
            if button.hotkey:
                hint = text_surface(key_hint(button.hotkey), self._hint_px(), False, style.TEXT_DIM)
                box = centred(hint, self._hint_px(), (0, rect.centery))
                box.right = rect.right - self.font_size + 2
                pygame.draw.rect(
                    surface,
                    style.PANEL_EDGE,
                    box.inflate(8, 2).move(0, round(self._hint_px() * 0.1)),
                    width=1,
                    border_radius=4,
                )
                surface.blit(hint, box)
