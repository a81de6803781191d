"""One card large: both faces (front and flip side, or front and back), its problems, its data.

←/→ step through the cards the gallery showed; G toggles the print guides, L the card
text language; + / − (or the wheel over the card) zoom from "fit" up to 400 % (100 % = the
printed size, see ``zoom.py``), 0 goes back to fit, a drag pans a zoomed card; P turns
pixel-peek on (a loupe of the 300-dpi print pixels under the pointer). Regions whose text
overflows or was shrunk are outlined in their problem colour, in the language shown.
Edits to the card's file show here too (the card is looked up again after every re-load).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

import pygame

from screens.gallery import zoom as Z
from screens.gallery.cardset import BELOW_MIN, OVERFLOW, SHRUNK, CardEntry
from screens.gallery.detail_faces import FacesMixin
from screens.gallery.grid import ViewState, draw_key_hints
from screens.gallery.guides import PROBLEM_COLOURS
from screens.gallery.info_panel import InfoPanel, Line
from screens.gallery.model import GalleryModel
from screens.gallery.shared import POLL_S, game_name, next_lang, short_path
from screens.gallery.strings import PROBLEM_IDS
from screens.kit import style
from screens.kit.i18n import tr
from screens.kit.screen import Screen

if TYPE_CHECKING:
    from screens.kit.screen import Host

FIELD_CHARS = 400  # a longer value is cut in the field list
HIGHLIGHTED = (OVERFLOW, BELOW_MIN, SHRUNK)


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


class CardDetailScreen(FacesMixin, Screen):
    """``entries[index]`` large, with the problems and fields beside it."""

    def __init__(
        self, app: Host, model: GalleryModel, view: ViewState, entries: list[CardEntry], index: int
    ) -> None:
        super().__init__(app)
        self.model = model
        self.view = view
        self.entries = entries
        self.index = index
        self.zoom: float | None = None  # None = fit the area
        self.pan = [0, 0]  # px the zoomed faces are moved by (dragging)
        self.peek = False
        self._drag: tuple[int, int] | None = None
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
        self.info = InfoPanel(info, px(15))
        self.info.set_lines(self.info_lines())
        y, w = height - px(84), px(112)
        lang = tr("gallery.text_lang", self.lang, language=self.view.lang.upper())
        buttons = (
            (tr("gallery.detail.prev", self.lang), lambda: self.step(-1)),
            (tr("gallery.detail.next", self.lang), lambda: self.step(1)),
            (tr("gallery.guides", self.lang), self.toggle_guides),
            (lang, self.toggle_lang),
            ("−", lambda: self.zoom_by(-1)),
            ("+", lambda: self.zoom_by(1)),
            (tr("gallery.detail.peek", self.lang), self.toggle_peek),
            (tr("gallery.back", self.lang), self.back),
        )
        x = width - px(24) - len(buttons) * (w + px(8)) + px(8)
        self.zoom_x = x - px(12)
        for text, action in buttons:
            narrow = text in ("−", "+")
            rect = pygame.Rect(x, y, px(52) if narrow else w, px(44))
            widget = self.button(rect, text, action)
            if (action == self.toggle_guides and self.view.guides) or (
                action == self.toggle_peek and self.peek
            ):
                widget.select()
            if action == self.toggle_lang:
                self.lang_button = widget
            x += rect.width + px(8)

    def faces_rect(self) -> pygame.Rect:
        width, height = self.size
        return pygame.Rect(self.px(24), self.px(24), round(width * 0.58), height - self.px(96))

    def info_lines(self) -> list[Line]:
        entry, lang = self.entry, self.lang
        layouts = self.model.set_of(entry).layouts
        template = layouts.templates.get(entry.kind) if layouts else None
        kind = template.title_in(lang, entry.kind) if template else entry.kind
        lines = [
            Line(entry.display_name(self.view.lang), (232, 184, 90), bold=True),
            Line(f"{entry.card_id}   ·   {game_name(entry.game, lang)} · {kind}"),
            Line(f"{short_path(entry.file)}:{entry.line}", style.TEXT_DIM),
            Line(tr("gallery.detail.position", lang, index=self.index + 1, count=len(self.entries))),
            Line(""),
            Line(tr("gallery.detail.problems", lang), bold=True),
        ]
        problems = self.model.problems(entry)
        if not problems:
            lines.append(Line(tr("gallery.detail.no_problems", lang)))
        for problem in problems:
            where = ".".join(
                p for p in (problem.face if problem.face != "front" else "", problem.subject) if p
            )
            lang_tag = f" [{problem.lang}]" if problem.lang else ""
            kind = tr(PROBLEM_IDS[problem.kind], lang)
            colour = PROBLEM_COLOURS.get(problem.kind, style.DANGER)
            text = f"{kind} {where}{lang_tag}: {problem.text(lang)}"
            lines.append(Line(text, dot=colour))
        lines += [Line(""), Line(tr("gallery.detail.fields", lang), bold=True)]
        lines += [Line(f"{name} = {value}") for name, value in flat_fields(entry.data)]
        return lines

    def info_text(self) -> str:
        """The info panel as plain text (wrapped as shown)."""
        return self.info.text()

    # -- actions -----------------------------------------------------------------------------

    def step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.entries)
        self.pan = [0, 0]
        self.rebuild()

    def toggle_guides(self) -> None:
        self.view.guides = not self.view.guides
        self.rebuild()

    def toggle_lang(self) -> None:
        self.view.lang = next_lang(self.view.lang)
        self.rebuild()

    def toggle_peek(self) -> None:
        self.peek = not self.peek
        self.rebuild()

    def zoom_by(self, direction: int) -> None:
        """One zoom level in (+1) or out (-1); out past the fitting size is "fit"."""
        self.zoom = Z.step(self.zoom, self.fit_zoom(), direction)
        self.clamp_pan()

    def on_key(self, event: pygame.event.Event) -> None:
        keys = {
            pygame.K_LEFT: lambda: self.step(-1),
            pygame.K_RIGHT: lambda: self.step(1),
            pygame.K_g: self.toggle_guides,
            pygame.K_l: self.toggle_lang,
            pygame.K_p: self.toggle_peek,
            pygame.K_PLUS: lambda: self.zoom_by(1),
            pygame.K_EQUALS: lambda: self.zoom_by(1),
            pygame.K_KP_PLUS: lambda: self.zoom_by(1),
            pygame.K_MINUS: lambda: self.zoom_by(-1),
            pygame.K_KP_MINUS: lambda: self.zoom_by(-1),
            pygame.K_0: self.fit,
        }
        if event.key in keys:
            keys[event.key]()
        else:
            super().on_key(event)

    def fit(self) -> None:
        self.zoom, self.pan = None, [0, 0]

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        self.info.handle_event(event)
        area = self.faces_rect()
        pos: tuple[int, int] = getattr(event, "pos", (-1, -1))
        if event.type == pygame.MOUSEWHEEL and area.collidepoint(pygame.mouse.get_pos()):
            self.zoom_by(1 if event.y > 0 else -1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and area.collidepoint(pos):
            self._drag = (pos[0] - self.pan[0], pos[1] - self.pan[1])
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._drag = None
        elif event.type == pygame.MOUSEMOTION and self._drag is not None:
            self.pan = [pos[0] - self._drag[0], pos[1] - self._drag[1]]
            self.clamp_pan()

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
        return 0 if self.peek else POLL_S

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pointer = pygame.mouse.get_pos()
        if self.peek and self.faces_rect().collidepoint(pointer):
            self.draw_peek(surface, pointer)

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        self.draw_faces(surface)
        self.info.draw(surface)
        px = self.px
        label = self.zoom_text()
        text = self.label_surface(label)
        surface.blit(text, text.get_rect(midright=(self.zoom_x, self.size[1] - px(62))))
        draw_key_hints(surface, tr("gallery.detail.keys", self.lang), px)
