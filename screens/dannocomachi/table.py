"""``DannoTable``: the sandbox table where damage resolves on the timeline, shown step by step.

Field characters show their face (A/B), HP left, shields, effects and ailments; the menu of a
card offers exactly its legal attacks, abilities and transform; a damage effect opens the
timeline panel; when a seat must order its own reductions (DA-R2) the bar offers the orders.
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.dannocomachi.actions import Attack, ChooseOrder, Transform, UseAbility
from engine.dannocomachi.cards import face_data
from engine.dannocomachi.events import DamageResolved
from engine.dannocomachi.game import Dannocomachi
from engine.dannocomachi.view import CharacterView, DannoView
from screens.dannocomachi.order_prompt import Option, OrderPrompt
from screens.dannocomachi.timeline_panel import TimelinePanel
from screens.dannocomachi.wording import DannoWording, ailment_words, effect_words
from screens.kit import style
from screens.kit.cards.renderer import CardFace, CardItem
from screens.kit.i18n import tr
from screens.kit.text.elide import elide_end
from screens.kit.text.fonts import get_font, text_surface
from screens.sandbox.menu import MenuEntry
from screens.sandbox.placement import CardSpot
from screens.sandbox.table import SandboxTable

HP_FILL = (150, 36, 48)
HP_EMPTY = (60, 30, 34)
SHIELD = (52, 128, 196)
AILMENT = (128, 64, 160)


class DannoTable(SandboxTable):
    game_id = Dannocomachi.id

    def __init__(self, app: Any, session: Any, **kwargs: Any) -> None:
        super().__init__(app, session, **kwargs)
        self.timeline = TimelinePanel()
        self.da_words = DannoWording(self.words, self.card_name)
        self.order: OrderPrompt | None = None  # the effect-order prompt, while this seat owes an order

    # -- words --------------------------------------------------------------------------------
    def word_event(self, step: int, event: Event) -> str:
        return f"{step + 1}. {self.da_words(event, self.lang, self.session.seat_names(), self.viewer)}"

    def character_name(self, uid: str) -> str:
        view = self.view()
        char = view.characters.get(uid)
        if char is None:  # turned face down: not this seat's to name
            return tr("dannocomachi.face_down", self.lang)
        return face_data(self.game.db, char.card, char.face).display_name(self.lang)

    def seen_name(self, view: DannoView, uid: str) -> str:
        """The name of card ``uid`` as the view shows it (a face-down card stays unnamed)."""
        card = next((c.card for zone in view.zones.values() for c in zone.cards if c.uid == uid), None)
        return self.card_name(card, self.lang) if isinstance(card, str) else tr("dannocomachi.face_down", self.lang)

    def action_label(self, action: Action) -> str:
        if isinstance(action, ChooseOrder):
            pending = self.view().pending
            about = {m.id: m for m in pending.modifiers} if pending else {}
            parts = [effect_words(about[i].kind, about[i].amount, 0, about[i].next, self.lang) if i in about else i
                     for i in action.order]
            return tr("dannocomachi.order", self.lang, order=" → ".join(parts))
        return super().action_label(action)

    # -- the order of one's own effects (DA-R2) ----------------------------------------------
    def refresh_table(self) -> None:
        super().refresh_table()
        orders = [a for a in self.legal() if isinstance(a, ChooseOrder)] if self.viewer == self.acting_seat() else []
        if not orders:
            self.order = None
            return
        title = tr("dannocomachi.timeline.waiting", self.lang, name=self.seat_name(self.acting_seat()))
        pager = tr("sandbox.look.prev", self.lang), tr("sandbox.look.next", self.lang)
        self.order = OrderPrompt(title, [Option(self.action_label(a), a) for a in orders], pager)

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """An order is chosen on its prompt row (the hint and the guide light it there)."""
        if self.order is not None and isinstance(action, ChooseOrder):
            self.order.layout(self.table_rect, self.px(15))
            return self.order.show(action)
        return super().action_rect(action)

    # -- cards -------------------------------------------------------------------------------
    def item_of(self, spot: CardSpot) -> CardItem:
        assert isinstance(spot.card.card, str)
        char = self.view().characters.get(spot.card.uid or "")
        face = "flip" if char is not None and char.face == "b" else "front"
        return CardFace(self.game.db.kind_of(spot.card.card), self.game.db.get(spot.card.card), face)

    def extra_menu_entries(self, spot: CardSpot | None, key: str | None) -> list[MenuEntry]:
        uid = spot.card.uid if spot is not None else None
        if uid is None:
            return []
        view: DannoView = self.view()
        entries: list[MenuEntry] = []
        for action in self.legal():
            if isinstance(action, Attack) and action.attacker == uid:
                amount = view.characters[uid].attack
                entries.append(MenuEntry(tr("dannocomachi.menu.attack", self.lang, target=self.character_name(action.target),
                                            amount=amount), action))
            elif isinstance(action, UseAbility) and action.uid == uid:
                entries.append(MenuEntry(self._ability_label(action, view), action))
            elif isinstance(action, Transform) and action.uid == uid:
                entries.append(MenuEntry(tr("dannocomachi.menu.transform", self.lang), action))
        return entries

    def _ability_label(self, action: UseAbility, view: DannoView) -> str:
        card = next(p.card for z in self.session.state.zones.values() for p in z if p.uid == action.uid)
        char = view.characters.get(action.uid)
        ability = face_data(self.game.db, card, char.face if char else "a").abilities[action.ability]
        label = (ability.label_en or ability.label) if self.lang == "en" else (ability.label or ability.label_en)
        label = label or self.card_name(card, self.lang)
        if not action.target:
            return label
        target = self.character_name(action.target) if action.target in view.characters else self.seen_name(
            view, action.target)
        return tr("dannocomachi.menu.ability_on", self.lang, label=label, target=target)

    def preview_item(self, spot: CardSpot | None) -> CardItem | None:
        """No preview over the order prompt (the cards under it are out of reach while it is up)."""
        if self.order is not None and self.order.rect.collidepoint(self.pointer):
            return None
        return super().preview_item(spot)

    def preview_notes(self, spot: CardSpot) -> list[str]:
        """A field character's status in words: HP, attack, each effect, each ailment and when it ends."""
        char = self.view().characters.get(spot.card.uid or "")
        if char is None:
            return []
        lines = [tr("dannocomachi.note.stats", self.lang, left=max(0, char.hp - char.damage), hp=char.hp, attack=char.attack,
                    face=char.face.upper())]
        lines += [tr("dannocomachi.note.effect", self.lang, effect=effect_words(e.kind, e.amount, 0, e.next, self.lang),
                     source=self.card_name(e.source, self.lang)) for e in char.effects]
        lines += [tr("dannocomachi.note.ailment", self.lang, ailment=ailment_words(name, self.lang), name=self.seat_name(until))
                  for name, until in char.ailments]
        return lines

    # -- the timeline -------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        resolved = [e.for_seat(self.viewer) for e in events if isinstance(e, DamageResolved)]
        if resolved:
            self.timeline.show(resolved[-1].data)

    def _changed(self, before: int | None, events: list[Event] | None = None, stay: int | None = None) -> None:
        super()._changed(before, events, stay)
        if self.curtain.down:
            self.timeline.event = None  # the last player's timeline may name their face-down card

    def update(self, dt_: float) -> None:
        super().update(dt_)
        if self.timeline.tick(dt_):
            self.app.wake()

    def next_wake(self) -> float | None:
        if self.timeline.open and not self.timeline.finished:
            return 0.0
        return super().next_wake()

    def learn_topic(self) -> str:
        """F1 opens at the timeline while a damage resolves on it (issue #27)."""
        return "timeline" if self.timeline.open else "table"

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.order is not None and not self.covered() and self.asking is None and self.card_menu is None:
            taken = self.order.handle_event(event, self.pointer)
            if isinstance(taken, Action):
                self.play(taken)
            if taken is not False:
                self.app.wake()
                return
        if self.timeline.open and not self.curtain.down and self.card_menu is None:
            closing = (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN)) or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.table_rect.collidepoint(event.pos))
            if closing:
                self.timeline.skip()
                self.app.wake()
                return
        super().handle_event(event)

    # -- drawing -------------------------------------------------------------------------------
    def draw_overlays(self, surface: pygame.Surface, view: Any, spots: list[CardSpot]) -> None:
        font = self.px(12)
        for spot in spots:
            char = view.characters.get(spot.card.uid or "")
            if char is not None:
                self._draw_standing(surface, spot.rect, char, font)
        if view.pending is not None and self.order is not None:
            self.order.layout(self.table_rect, self.px(15))
            self.order.draw(surface, tr("dannocomachi.order_page", self.lang, page=self.order.page + 1,
                                        pages=len(self.order.pages)))
        elif view.pending is not None:
            self._pending(surface, view)
        elif self.timeline.open:
            self.timeline.draw(surface, self.table_rect, self.lang,
                               lambda c: self.card_name(c, self.lang) if c else tr("dannocomachi.face_down", self.lang),
                               self.px(14))

    def _draw_standing(self, surface: pygame.Surface, card: pygame.Rect, char: CharacterView, font: int) -> None:
        """HP left as a bar across the card's foot; shields, effects and ailments as pills above it,
        over the lower half of the card only (its name and stats stay in view): a pill too long
        for the card ends in "…", and the ones with no room are counted on a last "+n" pill. The
        whole list is under the hovered card's preview (``preview_notes``)."""
        left = max(0, char.hp - char.damage)
        bar = pygame.Rect(card.left, card.bottom - font - 6, card.width, font + 6)
        pygame.draw.rect(surface, HP_EMPTY, bar, border_radius=4)
        filled = bar.copy()
        filled.width = round(bar.width * left / char.hp)
        pygame.draw.rect(surface, HP_FILL, filled, border_radius=4)
        hp = text_surface(f"{left}/{char.hp}", font, True, style.TEXT)
        surface.blit(hp, hp.get_rect(center=bar.center))
        pills = [(effect_words(e.kind, e.amount, 0, e.next, self.lang), SHIELD) for e in char.effects]
        pills += [(ailment_words(name, self.lang), AILMENT) for name, _ in char.ailments]
        pill_h = get_font(font, True).get_linesize() + 2
        room = max(1, (bar.top - (card.top + card.height // 2)) // (pill_h + 1))
        if len(pills) > room:
            pills = pills[: room - 1] + [(f"+{len(pills) - room + 1}", style.BUTTON)]
        measure = get_font(font, True).size
        y = bar.top - 1
        for text, colour in reversed(pills):
            shown = elide_end(text, card.width - 8, lambda t: measure(t)[0])
            image = text_surface(shown, font, True, style.TEXT)
            pill = pygame.Rect(card.left, y - pill_h, min(card.width, image.get_width() + 8), pill_h)
            pygame.draw.rect(surface, colour, pill, border_radius=4)
            surface.blit(image, image.get_rect(midleft=(pill.left + 4, pill.centery)))
            y = pill.top - 1

    def _pending(self, surface: pygame.Surface, view: DannoView) -> None:
        assert view.pending is not None
        font = self.px(15)
        text = tr("dannocomachi.timeline.waiting", self.lang, name=self.seat_name(view.pending.seat))
        image = text_surface(text, font, True, style.ACCENT_TEXT)
        box = image.get_rect(midtop=(self.table_rect.centerx, self.table_rect.top + self.px(10))).inflate(font, font // 2)
        pygame.draw.rect(surface, style.ACCENT, box, border_radius=style.RADIUS)
        surface.blit(image, image.get_rect(center=box.center))
