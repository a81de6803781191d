"""One card large: both faces (front and flip side, or front and back), its problems, its data.

←/→ step through the cards the gallery showed; G toggles the print guides, L the card
text language. Edits to the card's file show here too (the card is looked up again by
game and id after every re-load).
"""

from __future__ import annotations

import html
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.elements import UITextBox

from screens.gallery.cardset import CardEntry
from screens.gallery.grid import ViewState, draw_key_hints
from screens.gallery.guides import PROBLEM_COLOURS, bleed_band, draw_guides
from screens.gallery.model import GalleryModel
from screens.gallery.shared import POLL_S, game_name, next_lang, short_path
from screens.gallery.strings import tr
from screens.screen import FONT_NAME, Screen
from screens.text.fonts import text_surface
from screens.widgets import style

if TYPE_CHECKING:
    from screens.app import App

FIELD_CHARS = 400  # a longer value is cut in the field list
TEXT_BOX_PT = 15  # the text_box font size in assets/theme.json (its bold is loaded up front)


def flat_fields(data: Any, prefix: str = "") -> Iterator[tuple[str, str]]:
    """(dotted name, value) of every field, tables and lists of tables opened up."""
    if isinstance(data, Mapping):
        for key, value in data.items():
            yield from flat_fields(value, f"{prefix}.{key}" if prefix else str(key))
    elif isinstance(data, list) and any(isinstance(v, Mapping) for v in data):
        for index, value in enumerate(data):
            yield from flat_fields(value, f"{prefix}[{index}]")
    elif data not in (None, "", []):
        text = ", ".join(map(_shown, data)) if isinstance(data, list) else _shown(data)
        yield prefix, text if len(text) <= FIELD_CHARS else text[: FIELD_CHARS - 1] + "…"


def _shown(value: Any) -> str:
    """A value as written in TOML (``true``, not ``True``)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def _hex(colour: tuple[int, ...]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour[:3])


class CardDetailScreen(Screen):
    """``entries[index]`` large, with the problems and fields beside it."""

    def __init__(
        self, app: App, model: GalleryModel, view: ViewState, entries: list[CardEntry], index: int
    ) -> None:
        super().__init__(app)
        self.model = model
        self.view = view
        self.entries = entries
        self.index = index
        self._since_poll = 0.0

    @property
    def entry(self) -> CardEntry:
        return self.entries[self.index]

    # -- building --------------------------------------------------------------------------

    def build(self) -> None:
        width, height = self.size
        px = self.px
        self.model.check(self.entry)
        info = pygame.Rect(self.faces_rect().right + px(24), px(24), 0, height - px(120))
        info.width = width - info.left - px(24)
        assert self.manager is not None
        size = max(8, round(TEXT_BOX_PT * self.app.settings.ui_scale))
        fonts = self.manager.get_theme().get_font_dictionary()
        if not fonts.check_font_preloaded(fonts.create_font_id(size, FONT_NAME, True, False)):
            self.manager.preload_fonts([{"name": FONT_NAME, "point_size": size, "style": "bold"}])
        self.info = UITextBox(self.info_html(), info, self.manager)
        y, w = height - px(84), px(150)
        buttons = (
            ("detail.prev", lambda: self.step(-1)),
            ("detail.next", lambda: self.step(1)),
            ("gallery.guides", self.toggle_guides),
            ("gallery.back", self.back),
        )
        x = width - px(24) - len(buttons) * (w + px(10)) + px(10)
        for key, action in buttons:
            widget = self.button(pygame.Rect(x, y, w, px(44)), tr(key, self.lang), action)
            if key == "gallery.guides" and self.view.guides:
                widget.select()
            x += w + px(10)

    def faces_rect(self) -> pygame.Rect:
        width, height = self.size
        return pygame.Rect(self.px(24), self.px(24), round(width * 0.58), height - self.px(96))

    def info_html(self) -> str:
        entry, lang = self.entry, self.lang
        parts = [
            f"<font color='#e8b85a'><b>{html.escape(entry.display_name(self.view.lang))}</b></font>",
            html.escape(f"{entry.card_id}   ·   {game_name(entry.game, lang)} · {entry.kind}"),
            html.escape(f"{short_path(entry.file)}:{entry.line}"),
            html.escape(tr("detail.position", lang, index=self.index + 1, count=len(self.entries))),
            "",
            f"<b>{tr('detail.problems', lang)}</b>",
        ]
        problems = self.model.problems(entry)
        if not problems:
            parts.append(html.escape(tr("detail.no_problems", lang)))
        for problem in problems:
            where = ".".join(
                p for p in (problem.face if problem.face != "front" else "", problem.subject) if p
            )
            lang_tag = f" [{problem.lang}]" if problem.lang else ""
            kind = f"<font color='{_hex(PROBLEM_COLOURS[problem.kind])}'>● {tr('problem.' + problem.kind, lang)}</font>"
            parts.append(
                f"{kind} <b>{html.escape(where)}</b>{lang_tag}: {html.escape(problem.text(lang))}"
            )
        parts += ["", f"<b>{tr('detail.fields', lang)}</b>"]
        parts += [
            f"<font color='#aab3c2'>{html.escape(name)}</font>  {html.escape(value)}"
            for name, value in flat_fields(entry.data)
        ]
        return "<br>".join(parts)

    # -- actions -----------------------------------------------------------------------------

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.entries)
        self.rebuild()

    def toggle_guides(self) -> None:
        self.view.guides = not self.view.guides
        self.rebuild()

    def toggle_lang(self) -> None:
        self.view.lang = next_lang(self.view.lang)
        self.rebuild()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_LEFT:
            self.step(-1)
        elif event.key == pygame.K_RIGHT:
            self.step(1)
        elif event.key == pygame.K_g:
            self.toggle_guides()
        elif event.key == pygame.K_l:
            self.toggle_lang()
        else:
            super().on_key(event)

    # -- the frame ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        self._since_poll += dt
        if self._since_poll >= POLL_S:
            self._since_poll = 0.0
            if self.model.poll():
                self.follow_reload()

    def follow_reload(self) -> None:
        """Swap every listed card for its re-loaded version (a card that went stays as it was)."""
        current = {(e.game, e.card_id): e for e in self.model.entries()}
        self.entries = [current.get((e.game, e.card_id), e) for e in self.entries]
        self.rebuild()

    def next_wake(self) -> float | None:
        return POLL_S

    def faces(self) -> list[tuple[str, pygame.Surface | None]]:
        """(caption, surface) of the front and of the flip side or back, at the height that fits."""
        entry = self.entry
        game_set = self.model.set_of(entry)
        renderer = game_set.renderer(entry.user)
        if renderer is None or not game_set.has_template(entry.kind):
            return [(tr("gallery.no_template", self.lang), None)]
        template = renderer.template(entry.kind)
        area = self.faces_rect()
        w_mm, h_mm = template.size_mm
        bleed = 2 * template.bleed_mm
        height = min(
            area.height - self.px(40),
            round((area.width / 2 - self.px(30)) * (h_mm + bleed) / (w_mm + bleed)),
        )
        height = round(height * h_mm / (h_mm + bleed))
        second = "flip" if template.flip is not None else "back"
        shown = []
        for face in ("front", second):
            caption = tr(f"detail.{face}", self.lang)
            try:
                if face == "back":
                    surface = renderer.render_back(entry.kind, height=height)
                else:
                    surface = renderer.render(
                        entry.data, entry.kind, height=height, face=face, lang=self.view.lang
                    ).surface
            except (ValueError, TypeError, KeyError, IndexError):
                surface = None  # raw data that cannot be drawn: the problems say why
            shown.append((caption, surface))
        return shown

    def bleed_colour(self, face_index: int) -> tuple[int, ...]:
        """The print bleed of the front, of the flip side, or of the back (its design's frame)."""
        layouts = self.model.set_of(self.entry).layouts
        assert layouts is not None
        template = layouts.templates[self.entry.kind]
        if face_index == 0:
            return template.frame
        return template.flip.frame if template.flip else layouts.back_for(self.entry.kind).frame

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        entry, px = self.entry, self.px
        area = self.faces_rect()
        faces = self.faces()
        slot_w = area.width // len(faces)
        game_set = self.model.set_of(entry)
        template = game_set.layouts.templates.get(entry.kind) if game_set.layouts else None
        for i, (caption, card) in enumerate(faces):
            slot = pygame.Rect(area.left + i * slot_w, area.top, slot_w, area.height - px(36))
            if card is None:
                pygame.draw.rect(
                    surface, (44, 52, 64), slot.inflate(-px(40), -px(40)), border_radius=px(10)
                )
            else:
                rect = card.get_rect(center=slot.center)
                if template is not None and self.view.guides:
                    bleed_band(surface, rect, template, self.bleed_colour(i))
                surface.blit(card, rect)
                if template is not None and self.view.guides:
                    draw_guides(surface, rect, template)
                if entry.kept:
                    pygame.draw.rect(
                        surface, (236, 190, 70), rect.inflate(6, 6), 2, border_radius=px(8)
                    )
            label = text_surface(caption, px(16), True, style.TEXT_DIM)
            surface.blit(label, label.get_rect(midtop=(slot.centerx, rect.bottom + px(12))))
        draw_key_hints(surface, tr("detail.keys", self.lang), px)
