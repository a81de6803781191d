"""The toy High Card game's table (issue #24): a folder of kit compositions, nothing drawn by hand.

What a new game's table is: the kit's ``TableScreen`` (session, undo/redo, saves, log panel,
action bar, curtain, public moments), the game's cards drawn by the kit's table face from its
layout (``high_card_layouts.toml``), the seat's hand (``HandWidget``: click a lit card to play
it; a refused click gets the engine's reason), the other hand as backs, each seat's face-down
card and the discard as ``PileWidget``s, the scores as ``CounterWidget``s, the full card on
hover (``HoverPreview``). Its words are the game's own (``Text``), as a game's data words are.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any, ClassVar

import pygame

from engine.core.i18n.text import Text
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.core.kernel.view import Hidden
from engine.core.layouts.schema import LayoutsFile
from screens.kit.cards.preview import HoverPreview
from screens.kit.cards.renderer import CardFace, CardItem, CardRenderer
from screens.kit.counter import CounterWidget
from screens.kit.hand import HandClick, HandWidget
from screens.kit.pile import PileWidget
from screens.kit.table_base import TableScreen
from screens.kit.table_face import TableFace
from screens.kit.table_log import default_wording
from tests.support.high_card import HighCard, PlayCard, Played, PlayedFaceDown, Revealed, card_name

LAYOUTS = Path(__file__).with_name("high_card_layouts.toml")
RULE = Text("The higher card takes the trick.", "大きいほうがトリックを取る。")


def card_face(card: str) -> CardFace:
    """The card ``c<n>`` as the layout's fields."""
    name = card_name(card)
    data = {"id": card, "name": name.ja, "name_en": name.en, "value": int(card[1:]), "text": RULE.ja, "text_en": RULE.en}
    return CardFace("card", data)


def shown(card: Any) -> CardItem:
    return Hidden("card", "card") if isinstance(card, Hidden) else card_face(str(card))


def wording(event: Event, lang: str, names: list[str], viewer: int | None) -> str:
    """The log's line for each of the game's events, as ``viewer`` may read it."""
    read = event.for_seat(viewer)
    if isinstance(read, Played):
        name, card = names[read.seat], card_face(read.card).card
        return Text(f"{name} plays {card['name_en']} face down.", f"{name}が{card['name']}を伏せて出した。").get(lang)
    if isinstance(read, PlayedFaceDown):
        return Text(f"{names[read.seat]} plays a card face down.", f"{names[read.seat]}がカードを1枚伏せて出した。").get(lang)
    if isinstance(read, Revealed):
        up = " / ".join(str(card_face(c).card["value"]) for c in read.cards)
        winner = names[read.winner]
        return Text(f"Cards up: {up}. {winner} takes the trick.", f"公開: {up}。{winner}がトリックを取った。").get(lang)
    return default_wording(event, lang, names, viewer)


class HighCardTable(TableScreen):
    """Two hands, two face-down cards, a discard pile, two scores."""

    game_id = HighCard.id
    wording = staticmethod(wording)
    NEEDS_AT_1X: ClassVar[tuple[int, int]] = (960, 600)

    @classmethod
    def make_game(cls, app: Any) -> HighCard:
        return HighCard()

    @classmethod
    def default_setup(cls, app: Any) -> dict[str, Any]:
        return {"seat_names": ["Aoi", "Ben"]}

    def build_table(self, rect: pygame.Rect) -> None:
        renderer = CardRenderer(LayoutsFile.model_validate(tomllib.loads(LAYOUTS.read_text("utf-8"))), lang=self.lang)
        faces = TableFace(renderer).source(self.lang, self.app.settings.ui_scale)
        self.preview = HoverPreview(renderer, height=min(rect.height, self.px(420)))
        pad = self.px(12)
        row = min(self.px(180), (rect.height - 4 * pad) // 3)  # a card row: bigger with the scale, until it fits
        self.their_hand = HandWidget(pygame.Rect(rect.x + pad, rect.y + pad, rect.width * 2 // 3, row), faces, keyboard=False)
        self.hand = HandWidget(pygame.Rect(rect.x + pad, rect.bottom - row - pad, rect.width - 2 * pad, row), faces,
                               keyboard=False, hold=True)
        pile_w, mid = row * 3 // 4, rect.centery - row // 2
        self.played = [PileWidget(pygame.Rect(rect.x + pad + i * (pile_w + pad), mid, pile_w, row), faces, "", back="card",
                                  font_size=self.px(14)) for i in range(2)]
        self.discard = PileWidget(pygame.Rect(rect.x + pad + 2 * (pile_w + pad), mid, pile_w, row), faces,
                                  Text("Discard", "捨て札").get(self.lang), back="card", font_size=self.px(14))
        score_w = self.px(180)
        self.scores = [CounterWidget(pygame.Rect(rect.right - pad - score_w, rect.y + pad + i * (self.px(80) + pad),
                                                 score_w, self.px(80)), "") for i in range(2)]
        self.refresh_table()

    def refresh_table(self) -> None:
        if not hasattr(self, "hand"):
            return  # not built yet
        view, me = self.view(), self.viewer if self.viewer is not None else 0
        legal = {a.card for a in self.session.legal_actions(me) if isinstance(a, PlayCard)}
        mine = view.hands[me]  # backs too, in a replay's public view
        self.hand.set_cards([shown(c) for c in mine], [i for i, c in enumerate(mine) if c in legal])
        self.their_hand.set_cards([shown(c) for c in view.hands[1 - me]])
        for seat, pile in enumerate(self.played):
            card = view.played[seat]
            pile.label = self.seat_name(seat)
            pile.set(0 if card is None else 1, None if card is None or isinstance(card, Hidden) else shown(card))
        self.discard.set(len(view.discard), card_face(view.discard[-1]) if view.discard else None)
        for seat, counter in enumerate(self.scores):
            counter.label = Text(f"{self.seat_name(seat)}: tricks", f"{self.seat_name(seat)}のトリック").get(self.lang)
            counter.set_value(view.scores[seat])
            counter.dirty = True

    def action_label(self, action: Action) -> str:
        assert isinstance(action, PlayCard)
        name = card_face(action.card).card
        return Text(f"Play {name['name_en']}", f"{name['name']}を出す").get(self.lang)

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if self.covered() or self.save_dialog is not None or self.leave_dialog is not None or not hasattr(self, "hand"):
            return
        clicked = self.hand.handle_event(event)
        if isinstance(clicked, HandClick) and isinstance(clicked.item, CardFace):
            self.play(PlayCard(self.viewer if self.viewer is not None else 0, clicked.item.card["id"]))
        if event.type == pygame.MOUSEMOTION:
            over = [w.hovered_item() for w in (self.hand, self.discard, *self.played)]
            self.preview.show(next((item for item in over if item is not None), None), event.pos)

    def draw_table(self, surface: pygame.Surface, view: Any) -> None:
        for widget in (self.their_hand, *self.played, self.discard, *self.scores, self.hand):
            widget.draw(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        super().draw_over(surface)
        if not self.covered() and self.save_dialog is None and self.leave_dialog is None:
            self.preview.draw(surface)
