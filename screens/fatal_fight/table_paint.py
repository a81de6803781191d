"""The table's widgets and drawing: the parts cut out of the table area, the hand filled from the
view, and the cached layer every painter draws into from one ``Scene`` (issue #9 split)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from screens.fatal_fight.board import BoardPainter
from screens.fatal_fight.briefing import BriefingPainter
from screens.fatal_fight.choices import Choices
from screens.fatal_fight.ending import EndingPainter
from screens.fatal_fight.header import HeaderPainter
from screens.fatal_fight.hero_panel import HeroPanelPainter
from screens.fatal_fight.layout import TableLayout, emphasis, layout_scale, log_width, window_scale
from screens.fatal_fight.party import PartyPainter
from screens.fatal_fight.prompt import PromptPainter, prompt_for, replay_prompt
from screens.fatal_fight.scene import Scene
from screens.fatal_fight.stage_clear import StageClearPainter
from screens.fatal_fight.table_bar import BAR_FONT, BAR_HEIGHT
from screens.kit.action_bar import ActionBar
from screens.kit.cards.preview import HoverPreview
from screens.kit.cards.renderer import CardItem
from screens.kit.hand import HandWidget

if TYPE_CHECKING:
    from screens.fatal_fight.table import FatalFightTable



class TablePaint:
    """Mixin of ``FatalFightTable``: widgets built on every rebuild, the layer redrawn when dirty."""

    def scene(self: FatalFightTable) -> Scene:
        view = self.shown_view()
        still = self.playback is not None or self.replaying  # the past is shown: nothing is offered (issue #25)
        return Scene(
            view=view, cat=self.cat, lang=self.lang, scale=self.text_scale,
            choices=Choices() if still else self.choices, names=self.display_names(),
            active=self.active_seat(view), order=view.turn_order, hover=None if still else self.hover,
            forecast=None if still else self.forecast, spotlight=self._spotlight(),
            selected_card=None if still else self.selected_card, boss_symbol=view.boss_symbol,
            legal=() if still else self._legal, history=self._history,
            special_refusal="" if still else self.special_refusal, armed_item=None if still else self.armed_item,
        )  # fmt: skip

    # -- widgets ------------------------------------------------------------------------------
    def build_table(self: FatalFightTable, rect: pygame.Rect) -> None:
        """The shell's frame re-cut for this table: a narrower log above a full-width action bar,
        so the board, the queues and the hand get the room; then the table's parts inside it."""
        width, height = self.size
        px = self.px
        ui_scale = self.app.settings.ui_scale
        frame = window_scale(self.size, ui_scale)  # the frame grows only as far as the window has room
        margin = round(12 * frame)
        top = max(round(56 * frame), px(46) + margin // 2)  # under the shell's Menu/Undo/Save buttons
        self.text_scale = ui_scale  # what a player reads grows with the scale they chose (issue #14.6)
        self.bar_font = round(BAR_FONT * self.text_scale)
        bar_h = max(round(BAR_HEIGHT * frame), round(self.bar_font * 2.3) + 4)
        log_w = log_width(width, frame, ui_scale)
        bar_rect = pygame.Rect(margin, height - margin - bar_h, width - 2 * margin, bar_h)
        log_rect = pygame.Rect(width - margin - log_w, top, log_w, bar_rect.top - margin // 2 - top)
        self.make_log_panel(log_rect, round(14 * self.text_scale))
        self.action_bar = ActionBar(bar_rect, font_size=self.bar_font)
        self.table_rect = pygame.Rect(margin, top, log_rect.left - 2 * margin, log_rect.height)
        geometry = layout_scale(self.table_rect.size, ui_scale)
        self.layout = layout = TableLayout.of(self.table_rect.size, geometry, ui_scale)
        self.cat.renderer.lang = self.lang
        for faces in (self.cat.table_faces, self.cat.hand_faces):
            faces.lang, faces.scale = self.lang, self.text_scale
        self.header = HeaderPainter(layout.header)
        self.prompt_painter = PromptPainter(layout.prompt)
        self.party = PartyPainter(layout.party)
        self.board = BoardPainter(layout.board, geometry, emphasis(geometry, ui_scale))
        self.hero_panel = HeroPanelPainter(layout.hero)
        full = pygame.Rect((0, 0), self.table_rect.size).inflate(-px(8), -px(8))
        self.briefing = BriefingPainter(full, self.buttons, self.labels)
        self.stage_clear = StageClearPainter(full, self.buttons, self.labels)
        self.ending = EndingPainter(full, self.buttons)
        lift = 0.12 / emphasis(geometry, ui_scale) ** 3  # less room kept for the hover lift, taller cards
        self.hand = HandWidget(layout.hand, self.cat.hand_faces, lift=lift, hold=True)  # type: ignore[arg-type]
        self.preview = HoverPreview(self.cat.renderer, height=px(400))
        self._layer = pygame.Surface(self.table_rect.size)
        self._dirty = True

    def _fill_hand(self: FatalFightTable) -> None:
        if self.layout is None:
            return
        view = self.shown_view()
        seat = self.active_seat(view)
        cards = list(view.heroes[seat].hand) if seat is not None else []
        items: list[CardItem] = []
        for card in cards:
            face = None if not isinstance(card, str) else self.cat.face(card)
            items.append(face if face is not None else card)
        legal = [i for i, c in enumerate(cards) if isinstance(c, str) and c in self.choices.cards]
        lit = self.choices.kind in ("turn", "attack") and self.playback is None and not self.replaying
        self.hand.set_cards(items, legal if lit else [], keys=cards)
        chosen = set(view.attack.cards) if view.attack is not None else {None if self.replaying else self.selected_card}
        self.hand.selected = frozenset(i for i, c in enumerate(cards) if c in chosen)
        self.hand.dirty = True

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self: FatalFightTable, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.curtain.down or self.layout is None:
            return
        item = self._preview_item()
        self.preview.show(item, self.pointer)
        self.preview.draw(surface)
        if self.playback is None and not self.replaying:
            self.handoff.draw(surface, self.table_rect, self.px(22))

    def draw_table(self: FatalFightTable, surface: pygame.Surface, view: Any) -> None:
        if self.layout is None or self._layer is None:
            return
        if self._dirty:
            self._render(surface)
        surface.blit(self._layer, self.table_rect)
        self._draw_marks(surface)

    def _render(self: FatalFightTable, surface: pygame.Surface) -> None:
        """Redraw the cached layer: the felt under the table, then every part for this scene."""
        assert self._layer is not None and self.layout is not None
        layer = self._layer
        layer.blit(surface, (0, 0), self.table_rect)
        scene = self.scene()
        self.buttons.clear()
        mode = self.mode(scene.view) if self.playback is None else "table"
        if mode == "briefing":
            self.briefing.draw(layer, scene)
        elif mode == "clear":
            self.stage_clear.draw(layer, scene)
        elif mode == "over":
            self.ending.draw(layer, scene)
        else:
            self.header.draw(layer, scene)
            step = self.playback.step if self.playback is not None else None
            prompt = replay_prompt(scene) if self.replaying else prompt_for(scene, self.words, step)
            self.prompt_painter.draw(layer, scene, prompt)
            self.party.draw(layer, scene)
            self.board.draw(layer, scene)
            self.hero_panel.draw(layer, scene)
            self.hand.draw(layer)
        self._dirty = False
