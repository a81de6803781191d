"""``FertcgTable``: the sandbox table where an attack or counter is declared and its chips spent.

"Declare attack" (bar button, key A, or a unit's menu) opens the declare panel over the table:
choose the unit, the weapon, the surprises and optional uses offered by the engine (clicking the
cards on the table works too); the panel shows the breakdown of the formula step by step and the
pool before and after; confirm is lit only when the declaration is a legal action.
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.fertcg.actions import DeclareAttack
from engine.fertcg.declare import optional_limit
from engine.fertcg.game import Fertcg
from engine.fertcg.schema import AdjustChips
from engine.fertcg.view import FertcgView
from screens.fertcg.choice import DeclareChoice
from screens.fertcg.panel import DeclarePanel, PanelWords
from screens.fertcg.wording import FertcgWording
from screens.kit import style
from screens.kit.i18n import engine_message, tr
from screens.kit.table_base import TableScreen
from screens.sandbox.menu import MenuEntry
from screens.sandbox.placement import CardSpot, spot_at
from screens.sandbox.table import SandboxTable


class FertcgTable(SandboxTable):
    game_id = Fertcg.id

    def __init__(self, app: Any, session: Any, **kwargs: Any) -> None:
        super().__init__(app, session, **kwargs)
        self.fe_words = FertcgWording(self.words, self.card_name)
        self.declaring: DeclarePanel | None = None
        self._opened_on: Any = None  # the view the panel was opened on
        self._confirming = False
        self._panel_laid: tuple[DeclarePanel, Any, tuple[Any, ...]] | None = None  # the inputs of the last layout

    # -- words -------------------------------------------------------------------------------
    def word_event(self, step: int, event: Event) -> str:
        return f"{step + 1}. {self.fe_words(event, self.lang, self.session.seat_names(), self.viewer)}"

    def _counter(self, view: FertcgView) -> bool:
        return view.active != view.turn_player

    def action_label(self, action: Action) -> str:
        if isinstance(action, DeclareAttack):
            return tr("fertcg.bar.counter" if self._counter(self.view()) else "fertcg.bar.declare", self.lang)
        return super().action_label(action)

    def panel_actions(self, actions: list[Action]) -> list[Action]:
        """One bar button for declaring (it opens the panel on the first legal declaration)."""
        return next(([a] for a in actions if isinstance(a, DeclareAttack)), [])

    def extra_menu_entries(self, spot: CardSpot | None, key: str | None) -> list[MenuEntry]:
        uid = spot.card.uid if spot is not None else None
        view: FertcgView = self.view()
        first = next((d.action for d in view.declarations if d.action.unit == uid), None)
        if first is None:
            return []
        return [MenuEntry(tr("fertcg.menu.counter" if self._counter(view) else "fertcg.menu.declare", self.lang), first)]

    # -- the declare panel -------------------------------------------------------------------
    def play(self, action: Action) -> list[Event] | None:
        """A declaration from the bar or a menu opens the panel; only the panel's confirm plays it."""
        if isinstance(action, DeclareAttack) and not self._confirming:
            self.open_declare(action)
            return None
        return super().play(action)

    def open_declare(self, start: DeclareAttack | None = None) -> None:
        view: FertcgView = self.view()
        if not view.declarations:
            return
        self.card_menu = None
        self.declaring = DeclarePanel(DeclareChoice(view.declarations, start))
        self._opened_on = view
        self.app.wake()

    def confirm(self) -> None:
        """Play the chosen declaration; a refused one (short pool) is a toast and changes nothing."""
        assert self.declaring is not None
        self._confirming = True
        try:
            super().play(self.declaring.choice.action())
        finally:
            self._confirming = False

    def refresh_table(self) -> None:
        super().refresh_table()
        if self.view() is not self._opened_on:
            self.declaring = None  # a new moment: the old choice may name cards that moved

    def _panel_words(self) -> PanelWords:
        view: FertcgView = self.view()
        cards = {c.uid: c.card for z in view.zones.values() for c in z.cards if c.uid is not None}

        def name(uid: str) -> str:
            card = cards.get(uid)
            return self.card_name(card, self.lang) if isinstance(card, str) else "?"

        def use(uid: str, n: int) -> str:
            card = self.game.db.get(str(cards[uid]))
            value = next(op.value for op in getattr(card, "chip", []) if isinstance(op, AdjustChips) and op.optional)
            sign = f"+{value}" if value >= 0 else f"−{-value}"
            return tr("fertcg.panel.use", self.lang, name=name(uid), value=sign, n=n, most=optional_limit(card))

        return PanelWords(self.lang, name, use, self.seat_name(view.active), self._counter(view))

    def _lay_panel(self) -> None:
        """Lay the panel out again only when one of its inputs changed: the choice, the moment
        (the view, new at every change of the session), the area, the language and the size."""
        assert self.declaring is not None
        action = self.declaring.choice.action()
        panel, view, rest = self.declaring, self.view(), (action, tuple(self.table_rect), self.lang, self.px(14))
        laid = self._panel_laid
        if laid is not None and laid[0] is panel and laid[1] is view and laid[2] == rest:
            return
        self._panel_laid = panel, view, rest
        self.declaring.layout(self.table_rect, self._panel_words(), self.px(14), self.session.is_legal(action))

    # -- input -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.declaring is None or self.curtain.down or self.save_dialog is not None:
            super().handle_event(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.declaring = None
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
        elif event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.declaring.hover = self.declaring.at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.table_rect.collidepoint(event.pos):
            self._click_panel(event.pos)
        elif event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or not self.table_rect.collidepoint(event.pos):
            TableScreen.handle_event(self, event)  # the bar, the log, the toolbar; not the table's drag and drop
            return
        self.app.wake()

    def _click_panel(self, pos: tuple[int, int]) -> None:
        assert self.declaring is not None
        hit = self.declaring.at(pos)
        if hit is None and not self.declaring.rect.collidepoint(pos):
            hit = self._card_hit(spot_at(self.spots(), pos))
        if hit is None:
            return
        if hit[0] == "cancel":
            self.declaring = None
        elif hit[0] == "confirm":
            self.confirm()
        else:
            self.declaring.act(hit)

    def _card_hit(self, spot: CardSpot | None) -> tuple[str, Any] | None:
        """A click on a card of the table picks it in the panel (when the panel offers it)."""
        assert self.declaring is not None
        uid = spot.card.uid if spot is not None else None
        choice = self.declaring.choice
        if uid in choice.units():
            return ("unit", uid)
        if uid in choice.weapons():
            return ("weapon", None if uid == choice.weapon else uid)
        if uid in choice.support_options():
            return ("support", uid)
        return None

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """While the declare panel is up, a declaration is made with its confirm button."""
        if self.declaring is not None and isinstance(action, DeclareAttack):
            return next((i.rect for i in self.declaring.items if i.hit == ("confirm", None)), None)
        return super().action_rect(action)

    def learn_topic(self) -> str:
        """F1 opens at the declaration while its panel is up (issue #27)."""
        return "attack" if self.declaring is not None else "table"

    def hotkeys(self) -> dict[type[Action], str]:
        return {**super().hotkeys(), DeclareAttack: "a"}  # "A" on the bar opens the declare panel

    def on_key(self, event: pygame.event.Event) -> None:
        """"A" with nothing to declare says why (the bar's "A" opens the panel when there is)."""
        if event.key == pygame.K_a and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META) and not self.view().declarations:
            nothing = DeclareAttack(self.acting_seat(), "", None, (), ())
            reason = engine_message(self.session.game.explain_illegal(self.session.state, nothing), self.lang)
            self.app.toast(tr("table.illegal", self.lang, reason=reason), error=True)
            return
        super().on_key(event)

    # -- drawing -----------------------------------------------------------------------------
    def chosen(self) -> set[str]:
        """The uids of the cards the open panel has chosen (outlined on the table)."""
        if self.declaring is None:
            return set()
        action = self.declaring.choice.action()
        return {action.unit, *([action.weapon] if action.weapon else []), *action.supports}

    def draw_table(self, surface: pygame.Surface, view: Any) -> None:
        super().draw_table(surface, view)
        chosen = self.chosen()
        for spot in self.spots():
            if spot.card.uid in chosen:
                pygame.draw.rect(surface, style.ACCENT, spot.rect.inflate(6, 6), width=3, border_radius=6)

    def draw(self, surface: pygame.Surface) -> None:
        if self.declaring is None or self.curtain.down:
            super().draw(surface)
            return
        TableScreen.draw(self, surface)
        self._lay_panel()
        self.declaring.draw(surface)
