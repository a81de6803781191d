"""The Alchemic Card Battle table (issue #10): both sides, the battle area, the seat's hand.

Draws only the viewing seat's view (``AlchemicView``): the other side's hand and face-down
pick are card backs. The hotseat curtain comes from ``TableScreen`` (views differ → cover), so
each player sees their hand only after the hand-off and the defender picks unseen. A card
that would rebound (AC-B4) needs a second click, with the warning shown first (ruling).
Seats named in ``setup["bots"]`` are played by a bot from its own view (solo play, no curtain);
every turn start autosaves.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from engine.alchemic.events import TurnStarted
from engine.alchemic.game import Alchemic
from engine.alchemic.simulation import make_bot
from engine.alchemic.view import AlchemicView, SideView
from engine.core.i18n.catalog import joined
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action, Game
from engine.core.kernel.view import Hidden
from engine.core.layouts.schema import LayoutsFile
from engine.core.saves.userdirs import SHIPPED_DATA
from screens.alchemic import wording, words
from screens.kit.cards.preview import HoverPreview
from screens.kit.cards.renderer import CardFace, CardItem, CardRenderer
from screens.kit.hand import HandWidget
from screens.kit.i18n import tr
from screens.kit.moment import Picture
from screens.kit.style import INK
from screens.kit.style import INK_DIM as DIM
from screens.kit.table_base import TableScreen
from screens.kit.text.fonts import text_surface

if TYPE_CHECKING:
    from screens.shell.app import App

WARN = (255, 196, 90)
DEFAULT_DECKS = ["flame-academy", "shadow-legion"]


class AlchemicTable(TableScreen):
    game_id: ClassVar[str] = Alchemic.id

    def __init__(self, app: App, session: Any, **kw: Any) -> None:
        self.game: Alchemic = session.game
        layouts = self.game.db.settings["layouts.toml"] if self.game.db is not None else LayoutsFile()
        self.renderer = CardRenderer(layouts, SHIPPED_DATA / "alchemic", cache_size=512)  # type: ignore[arg-type]
        self.hand = HandWidget(pygame.Rect(0, 0, 10, 10), self.renderer, lift=0.12)
        self.preview = HoverPreview(self.renderer)
        self.field_rects: list[tuple[pygame.Rect, CardItem]] = []
        self.pointer = (0, 0)
        self.armed: Action | None = None  # a rebounding pick clicked once
        super().__init__(app, session, **kw)
        for seat, name in dict(session.setup.get("bots", {})).items():  # the setup's bot seats (kept in saves)
            self.bots.take(int(seat), make_bot(str(name), self.game))
        if self.bots.seats():  # solo against a bot: one person, no hand-off curtain
            self.viewer = self.human_seat()
            self.curtain.lift()

    @classmethod
    def make_game(cls, app: App) -> Game[Any]:
        return Alchemic.load()

    @classmethod
    def default_setup(cls, app: App) -> Mapping[str, Any]:
        lang = app.settings.language
        return {"decks": DEFAULT_DECKS, "players": [tr("alchemic.setup.player_n", lang, n=n) for n in (1, 2)]}

    # -- bot seats (solo play) -------------------------------------------------------------
    def human_seat(self) -> int:
        return next(s for s in (0, 1) if s not in self.bots.seats())

    def hotseat(self) -> bool:
        return not self.bots.seats()

    def viewer_seat(self) -> int | None:
        return self.human_seat() if self.bots.seats() else super().viewer_seat()

    def bar_actions(self, actions: list[Action]) -> list[Action]:
        """Only the viewing seat's own choices: never a bot's (its cards) or the other picker's."""
        owes = self.viewer is not None and self.session.decision().owes(self.viewer)
        return self.session.legal_actions(self.viewer) if owes else []

    def action_label(self, action: Action) -> str:
        return words.action_label(self.game.cards, action, self.lang)

    # -- layout -------------------------------------------------------------------------
    def build_table(self, rect: pygame.Rect) -> None:
        self.renderer.lang = self.lang
        px = self.px
        hand_h = int(rect.height * 0.30)
        self.hand.resize(pygame.Rect(rect.left + px(12), rect.bottom - hand_h - px(6), rect.width - px(24), hand_h))
        self.preview = HoverPreview(self.renderer, height=px(380))

    def refresh_table(self) -> None:
        view = self.view()
        seat = self._me(view)
        items = [self._item(c) for c in view.sides[seat].hand]
        legal = self.session.legal_actions(self.viewer) if self.viewer is not None else []
        playable = {getattr(a, "card", None) for a in legal}
        self.hand.set_cards(items, [i for i, c in enumerate(view.sides[seat].hand) if c in playable])

    def _me(self, view: AlchemicView) -> int:
        return view.seat if view.seat is not None else 0

    def _item(self, instance: Any) -> CardItem:
        if isinstance(instance, Hidden) or not instance:
            return Hidden("card", "alchemic")
        return CardFace(self.game.cards.kind(instance), self.game.cards.model(instance))

    # -- input ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if self.curtain.down:
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.app.wake()
        clicked = self.hand.handle_event(event)
        if clicked is not None and self.viewer is not None:
            self._hand_click(self.view().sides[self._me(self.view())].hand[clicked.index])

    def _hand_click(self, instance: str) -> None:
        choices = [a for a in self.session.legal_actions(self.viewer) if getattr(a, "card", None) == instance]
        if len(choices) != 1:
            self.app.toast(self.tr("alchemic.table.choose_on_bar") if choices
                           else self.tr("alchemic.table.card_unusable"))
            return
        self.play(choices[0])

    def play(self, action: Action) -> list[Event] | None:
        """Send ``action``; a person's rebounding pick only when chosen twice (the AC-B4 warning
        first). A turn's start is a checkpoint: autosave."""
        if getattr(action, "rebound", False) and self.armed != action and action.seat not in self.bots.seats():
            self.armed = action
            self.app.toast(self.tr("alchemic.table.rebound_warning"), error=True)
            return None
        self.armed = None
        events = super().play(action)
        if events and any(isinstance(e, TurnStarted) for e in events):
            self.autosave()
        return events

    # -- public moments (the battle's reveal and result, the game over) ------------------------
    def moment_picture(self, events: list[Event]) -> Picture | None:
        """Both battle cards and the arithmetic, from the onlooker's view (no hand)."""
        view = self.session.view(None)
        if view.last_battle is None or view.battle is not None:
            return None
        return lambda surface, rect: self._draw_battle(surface, view, rect)

    def score_lines(self) -> list[str]:
        return [self.tr("alchemic.moment.score", name=side.name, life=side.life) for side in self.session.view(None).sides]

    def word_event(self, step: int, event: Event) -> str:
        names = self.session.seat_names()
        return f"{step + 1}. {wording.log_line(self.game.cards, event, self.lang, names, self.viewer)}"

    # -- drawing -------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: AlchemicView) -> None:
        rect, px = self.table_rect, self.px
        me = self._me(view)
        self.field_rects = []
        band = int(rect.height * 0.23)
        self._draw_side(surface, view.sides[1 - me], pygame.Rect(rect.left, rect.top + px(6), rect.width, band), top=True)
        mid = pygame.Rect(rect.left, rect.top + band + px(10), rect.width, int(rect.height * 0.22))
        self._draw_battle(surface, view, mid)
        own = pygame.Rect(rect.left, mid.bottom + px(4), rect.width, band)
        self._draw_side(surface, view.sides[me], own, top=False)
        self.hand.draw(surface)
        hovered = self.hand.hovered_item() or next((i for r, i in self.field_rects if r.collidepoint(self.pointer)), None)
        self.preview.show(hovered, self.pointer)
        self.preview.draw(surface)

    def _text(self, surface: pygame.Surface, text: str, pos: tuple[int, int], size: int, color: Any = INK,
              bold: bool = False) -> int:
        line = text_surface(text, self.px(size), bold, color)
        surface.blit(line, pos)
        return line.get_height()

    def _draw_side(self, surface: pygame.Surface, side: SideView, rect: pygame.Rect, top: bool) -> None:
        px, t = self.px, self.tr
        x, y = rect.left + px(14), rect.top + px(4)
        ap, dp, bp = side.rank_bonus
        cap = self.game.rules.start_life  # AC-S2: the start life is also the cap
        lines = [
            (f"{side.name}", 19, INK, True),
            (t("alchemic.table.life", life=side.life, cap=cap), 17, WARN if side.life <= 5 else INK, True),
            (t("alchemic.table.rank", rank=side.rank, ap=ap, dp=dp, bp=bp), 14, INK, False),
            (t("alchemic.table.levels", combat=len(side.combat), alchemy=len(side.alchemy)), 14, INK, False),
            (t("alchemic.table.piles", deck=side.deck_size, hand=side.hand_size, deck_name=side.deck_name),
             13, DIM, False),
        ]
        for text, size, color, bold in lines:
            y += self._text(surface, text, (x, y), size, color, bold) + px(2)
        card_h = rect.height - px(8)
        cx = rect.left + px(330)
        slots = [(t("alchemic.table.main_slot"), side.main)] + [
            (t("alchemic.table.support_slot"), s) for s in (side.supports + [None, None])[:2]]
        for label, card in slots:
            width = round(card_h * 63 / 88)
            slot = pygame.Rect(cx, rect.top + px(4), width, card_h)
            if card:
                face = self._item(card)
                surface.blit(self.renderer.surface_for(face, height=card_h), slot)
                self.field_rects.append((slot, face))
            else:
                pygame.draw.rect(surface, (60, 92, 88), slot, width=max(1, px(2)), border_radius=px(8))
                self._text(surface, label, (slot.left + px(8), slot.centery - px(8)), 13, DIM)
            cx += width + px(10)
        if top and side.hand:  # backs, or faces in a finished game's replay of everything
            height = round(card_h * 0.6)
            open_hand = not any(isinstance(c, Hidden) for c in side.hand)
            step = round(height * 63 / 88 * 0.55) if open_hand else px(18)
            bx = cx + px(20)
            shown = side.hand[:12]
            for i, card in enumerate(shown):
                face = self._item(card)
                spot = pygame.Rect(bx + i * step, rect.top + px(4), round(height * 63 / 88), height)
                surface.blit(self.renderer.surface_for(face, height=height), spot)
                if open_hand:  # hover shows it large: the part not covered by the next card
                    visible = spot if i == len(shown) - 1 else pygame.Rect(spot.left, spot.top, step, height)
                    self.field_rects.append((visible, face))

    def _draw_battle(self, surface: pygame.Surface, view: AlchemicView, rect: pygame.Rect) -> None:
        px, t = self.px, self.tr
        pygame.draw.rect(surface, (30, 58, 56), rect, border_radius=px(10))
        card_h = rect.height - px(12)
        x, y = rect.left + px(14), rect.top + px(6)
        if view.battle is not None:
            b = view.battle
            for role, shown in ((t("alchemic.table.attack"), b.attack), (t("alchemic.table.defence"), b.defence)):
                if shown is None:
                    self._text(surface, t("alchemic.table.choosing", role=role), (x, y + card_h // 2), 15, DIM)
                elif shown == "":
                    self._text(surface, t("alchemic.table.not_defended", role=role), (x, y + card_h // 2), 15, INK)
                else:
                    face = self._item(shown)
                    surface.blit(self.renderer.surface_for(face, height=card_h), (x, y))
                    if not isinstance(face, Hidden):
                        self.field_rects.append((pygame.Rect(x, y, round(card_h * 63 / 88), card_h), face))
                x += round(card_h * 63 / 88) + px(150)
            self._text(surface, t("alchemic.table.face_down"), (x, y), 15, DIM)
            return
        r = view.last_battle
        if r is None:
            self._text(surface, t("alchemic.table.no_battle"), (x, y), 15, DIM)
            return
        names = view.seat_names
        for side in (r.attack, r.defence):
            if side.card:
                face = self._item(side.card)
                surface.blit(self.renderer.surface_for(face, height=card_h), (x, y))
                self.field_rects.append((pygame.Rect(x, y, round(card_h * 63 / 88), card_h), face))
            x += round(card_h * 63 / 88) + px(10)
        tx = x + px(10)
        att, dfn = names[r.attack.seat], names[r.defence.seat]
        lines = [t("alchemic.table.last_battle", attacker=att, defender=dfn)]
        for side, stat in ((r.attack, "AP"), (r.defence, "DP")):
            notes = []
            if side.rebound:
                notes.append(t("alchemic.table.rebound_note", paid=side.paid))
            elif side.paid:
                notes.append(t("alchemic.table.cost_note", paid=side.paid))
            if side.substitute:
                notes.append(t("alchemic.table.substitute_note"))
            value = side.ap if stat == "AP" else side.dp
            who = names[side.seat]
            lines.append(t("alchemic.table.side_notes", who=who, stat=stat, value=value, notes=joined(notes)) if notes
                         else t("alchemic.table.side", who=who, stat=stat, value=value))
        if not r.defended:
            verdict = t("alchemic.table.verdict_undefended", attacker=att, defender=dfn, damage=r.damage)
        elif r.attacker_won:
            verdict = t("alchemic.table.verdict_attacker", ap=r.attack.ap, dp=r.defence.dp, defender=dfn,
                        damage=r.damage)
        else:
            verdict = t("alchemic.table.verdict_held", ap=r.attack.ap, dp=r.defence.dp, defender=dfn,
                        rank=r.ranks[r.defence.seat])
        lines.append(verdict)
        for i, line in enumerate(lines):
            self._text(surface, line, (tx, y + i * px(26)), 16 if i == len(lines) - 1 else 15,
                       WARN if i == len(lines) - 1 else INK, bold=i == len(lines) - 1)
