"""The timeline shown resolving step by step (DA-L): each modifier placed before the damage, in order.

``TimelinePanel.show(event)`` takes a ``damage_resolved`` event; its steps appear one by one
(``STEP_SECONDS`` apart) so the players can follow replacement → reduction → nullification →
the damage; a click or Space shows the rest at once, then closes it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame

from screens.dannocomachi.wording import effect_words, stage_words, status_words
from screens.kit import style
from screens.kit.i18n import tr
from screens.kit.text.fonts import text_surface

STEP_SECONDS = 0.45
STAGE_COLOURS = {"replacement": (120, 92, 200), "reduction": (52, 128, 196), "nullification": (170, 70, 70),
                 "effect": (214, 162, 62)}

Name = Callable[[str], str]  # card id -> name in the screen's language


class TimelinePanel:
    def __init__(self) -> None:
        self.event: Mapping[str, Any] | None = None
        self.clock = 0.0

    @property
    def open(self) -> bool:
        return self.event is not None

    def show(self, data: Mapping[str, Any]) -> None:
        self.event, self.clock = data, 0.0

    def shown_steps(self) -> int:
        assert self.event is not None
        return min(len(self.event["steps"]), 1 + int(self.clock / STEP_SECONDS))

    @property
    def finished(self) -> bool:
        return self.event is None or self.shown_steps() >= len(self.event["steps"])

    def tick(self, dt_: float) -> bool:
        """Advance the clock; True while steps are still appearing (the screen keeps drawing)."""
        if self.event is None or self.finished:
            return False
        self.clock += dt_
        return True

    def skip(self) -> None:
        """Show everything; a second skip closes the panel."""
        if self.event is None:
            return
        if self.finished:
            self.event = None
        else:
            self.clock = STEP_SECONDS * len(self.event["steps"])

    def draw(self, surface: pygame.Surface, area: pygame.Rect, lang: str, name: Name, font: int) -> None:
        if self.event is None:
            return
        d = self.event
        rows = d["steps"][: self.shown_steps()]
        row_h = round(font * 1.75)
        step_h = 2 * row_h  # a step: what it is, then what it did
        height = row_h * 4 + step_h * len(d["steps"])
        rect = pygame.Rect(0, 0, min(area.width - 2 * font, 62 * font), height)
        rect.midbottom = (area.centerx, area.bottom - font)  # over the viewer's hand, not the field
        pygame.draw.rect(surface, style.PANEL, rect, border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.ACCENT, rect, 2, border_radius=style.RADIUS)
        title = tr("dannocomachi.timeline.title", lang, source=name(d["source_card"]) if d["source_card"] else "—",
                   target=name(d["target_card"]), amount=d["amount"])
        self._line(surface, title, rect.left + font, rect.top + row_h // 4, rect.width - 2 * font, font, True)
        modifiers = d.get("modifiers", {})
        for i, step in enumerate(rows):
            y = rect.top + row_h + step_h * i + row_h // 4
            self._step(surface, step, modifiers, pygame.Rect(rect.left + font, y, rect.width - 2 * font, step_h), lang,
                       name, font)
        if self.finished:
            y = rect.top + row_h + step_h * len(d["steps"]) + row_h // 4
            final = name(d["final_card"])
            result = tr("dannocomachi.timeline.nullified", lang, target=final) if d["nullified"] else tr(
                "dannocomachi.timeline.result", lang, target=final, dealt=d["dealt"])
            self._line(surface, result, rect.left + font, y, rect.width - 2 * font, font, True, style.ACCENT)
            self._line(surface, tr("dannocomachi.timeline.hint", lang), rect.left + font, y + row_h, rect.width - 2 * font,
                       round(font * 0.85), False, style.TEXT_DIM)

    def _step(self, surface: pygame.Surface, step: Mapping[str, Any], modifiers: Mapping[str, Any],
              row: pygame.Rect, lang: str, name: Name, font: int) -> None:
        stage = step["stage"]
        chip = pygame.Rect(row.left, row.top, 8 * font, row.height // 2 - 4)
        pygame.draw.rect(surface, STAGE_COLOURS.get(stage, style.BUTTON), chip, border_radius=5)
        label = text_surface(stage_words(stage, lang), font, True, style.TEXT)
        surface.blit(label, label.get_rect(center=chip.center))
        about = modifiers.get(step["modifier"]) if step["modifier"] else None
        if about is not None:
            what = f"{name(about['source'])}: " + effect_words(about["kind"], about["amount"], 0, about["next"], lang)
        else:
            what = tr("dannocomachi.stage.effect", lang)
        status = status_words(step["status"], lang)
        before, after = step["amount_before"], step["amount_after"]
        numbers = f"{before} → {after}" if before != after else f"{after}"
        if step["target_before"] != step["target_after"]:  # a replacement that moved the damage (DA-P1)
            cards = self.event["cards"] if self.event else {}
            numbers = f"{name(cards.get(step['target_before'], ''))} → {name(cards.get(step['target_after'], ''))}"
        did = f"{status}　{numbers}" + (f"　({step['rule']})" if step["rule"] else "")
        width = row.width - chip.width - font
        self._line(surface, what, chip.right + font // 2, row.top + 2, width, font, True)
        self._line(surface, did, chip.right + font // 2, row.top + row.height // 2, width, font, False, style.TEXT_DIM)

    @staticmethod
    def _line(surface: pygame.Surface, text: str, x: int, y: int, width: int, font: int, bold: bool,
              colour: tuple[int, int, int] = style.TEXT) -> None:
        image = text_surface(text, font, bold, colour)
        surface.blit(image, (x, y), pygame.Rect(0, 0, width, image.get_height()))
