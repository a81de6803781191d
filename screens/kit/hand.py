"""A hand of cards in a row or a fan: hover lift, click/multi-select, legal highlights.

The hand receives ``CardItem``s: a ``CardFace`` for a card the seat may see, a ``Hidden``
for one it may not, which is drawn as its back and nothing else (the widget never holds a
face it was not given). Which cards are legal comes from the caller (the engine's legal
actions); the widget only highlights them and reports clicks, legal or not, so the screen
can explain a refusal. Multi-select: hold Ctrl/Shift/Cmd, or construct with ``toggle``.
Keys (``keyboard``): ←/→ move the focus, Space clicks the focused card (turn ``keyboard``
off when another widget of the screen uses those keys). ``hold`` (on by default): while the
pointer is over the hand, a changed hand keeps each remaining card where it was, in a row or a
fan (no reflow under the pointer: the next click lands on the card it aims at), and re-centres
once the pointer leaves.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass

import pygame

from screens.kit import style
from screens.kit.base import Widget, is_click
from screens.kit.cards.renderer import CardItem, CardSource

MULTI_MODS = pygame.KMOD_CTRL | pygame.KMOD_SHIFT | pygame.KMOD_META
GLOW = 4  # px of outline room around each card sprite


@dataclass(frozen=True)
class HandClick:
    """A card was clicked: its position, the item, the selection after the click."""

    index: int
    item: CardItem
    selected: frozenset[int]
    legal: bool  # as marked by the caller (True when no legal set was given)


def _mods(event: pygame.event.Event) -> int:
    """The modifier keys of an event (mouse events carry none: ask the keyboard state)."""
    mods = getattr(event, "mod", None)
    if mods is None:
        mods = pygame.key.get_mods() if pygame.display.get_init() else 0
    return mods


@dataclass(frozen=True)
class CardSlot:
    """Where a card rests in the hand (before any lift)."""

    index: int
    center: pygame.Vector2
    angle: float  # degrees, counter-clockwise on screen
    size: tuple[int, int]


class HandWidget(Widget):
    """A row (or fan) of cards, bottom-aligned in ``rect``; hovered/selected cards lift."""

    def __init__(
        self,
        rect: pygame.Rect,
        renderer: CardSource,
        *,
        fan: bool = False,
        toggle: bool = False,
        keyboard: bool = True,
        lift: float = 0.16,
        hold: bool = True,
    ) -> None:
        super().__init__(rect)
        self.renderer = renderer
        self.fan = fan
        self.toggle = toggle
        self.keyboard = keyboard
        self.lift = lift
        self.hold = hold
        self.pointer_inside = False
        self.held = False  # the slots are kept from before a change, not centred
        self.items: tuple[CardItem, ...] = ()
        self.keys: tuple[object, ...] = ()
        self.legal: frozenset[int] | None = None
        self.selected: frozenset[int] = frozenset()
        self.hovered: int | None = None
        self.slots: list[CardSlot] = []
        self._sprites: dict[tuple[object, ...], pygame.Surface] = {}

    # ---- content -----------------------------------------------------------------------
    def set_cards(self, items: Sequence[CardItem], legal: Collection[int] | None = None,
                  keys: Sequence[object] | None = None) -> None:
        """Show ``items``; ``legal`` = indices the caller allows (None = no highlighting); ``keys``
        tell equal-looking cards apart (card instances) so ``hold`` keeps the right ones in place."""
        items = tuple(items)
        keys = tuple(keys) if keys is not None else items
        if items != self.items or keys != self.keys:
            kept = self._kept_slots(keys, items) if self.hold and self.pointer_inside else None
            self.items, self.keys = items, keys
            self.selected = frozenset()
            self.hovered = None
            if kept is None:
                self.relayout()
            else:
                self._sprites.clear()
                self.slots, self.held = kept, True
            self.dirty = True
        self.set_legal(legal)

    def set_legal(self, legal: Collection[int] | None) -> None:
        new = frozenset(legal) if legal is not None else None
        if new != self.legal:
            self.legal = new
            self.selected = self.selected if new is None else self.selected & new
            self.dirty = True

    def hovered_item(self) -> CardItem | None:
        """The card under the mouse (or keyboard focus), for a hover preview."""
        return self.items[self.hovered] if self.hovered is not None else None

    def is_legal(self, index: int) -> bool:
        return self.legal is None or index in self.legal

    # ---- layout ------------------------------------------------------------------------
    @property
    def card_height(self) -> int:
        return max(8, round(self.rect.height / (1 + self.lift)))

    def relayout(self) -> None:
        self._sprites.clear()
        self.held = False
        if not self.items:
            self.slots = []
            return
        h = self.card_height
        widths = [self.renderer.surface_for(item, height=h).get_width() for item in self.items]
        self.slots = self._fan(widths, h) if self.fan else self._row(widths, h)

    def _kept_slots(self, keys: tuple[object, ...], items: tuple[CardItem, ...]) -> list[CardSlot] | None:
        """Slots for ``items`` that keep every card still in the hand where it lay (cards matched in
        order); a new card goes where a card left (a hole), else after the last one, else before the
        first (issue #25: a card that draws one must not move the others). None when a new card fits
        nowhere (then re-centre)."""
        if not self.slots:
            return None
        h = self.card_height
        gap = round(h * 0.05)
        kept: list[CardSlot | None] = []
        used: set[int] = set()
        old = 0
        for key in keys:
            while old < len(self.keys) and self.keys[old] != key:
                old += 1
            if old < len(self.keys):
                slot = self.slots[old]
                kept.append(CardSlot(len(kept), pygame.Vector2(slot.center), slot.angle, slot.size))
                used.add(old)
                old += 1
            else:
                kept.append(None)
        holes = sorted((s for i, s in enumerate(self.slots) if i not in used), key=lambda s: s.center.x)
        for index, item in enumerate(items):
            if kept[index] is not None:
                continue
            if self.fan:
                return None  # a fan has no free place for a new card: re-centre
            width = self.renderer.surface_for(item, height=h).get_width()
            placed = [s for s in kept if s is not None]
            hole = next((s for s in holes if s.size[0] >= width - 1), None)
            if hole is not None:
                holes.remove(hole)
                x = hole.center.x
            else:
                right = max((s.center.x + s.size[0] / 2 for s in placed), default=self.rect.left - gap)
                left = min((s.center.x - s.size[0] / 2 for s in placed), default=self.rect.right + gap)
                if right + gap + width <= self.rect.right:
                    x = right + gap + width / 2
                elif left - gap - width >= self.rect.left:
                    x = left - gap - width / 2
                else:
                    return None
            kept[index] = CardSlot(index, pygame.Vector2(x, self.rect.bottom - h / 2), 0.0, (width, h))
        return [s for s in kept if s is not None]

    def _row(self, widths: list[int], h: int) -> list[CardSlot]:
        gap = round(h * 0.05)
        total = sum(widths) + gap * (len(widths) - 1)
        steps: list[float] = [w + gap for w in widths[:-1]]
        if total > self.rect.width and len(widths) > 1:
            step = (self.rect.width - widths[-1]) / (len(widths) - 1)
            steps, total = [step] * (len(widths) - 1), self.rect.width
        x = self.rect.centerx - total / 2
        y = self.rect.bottom - h / 2
        slots = []
        for i, w in enumerate(widths):
            slots.append(CardSlot(i, pygame.Vector2(x + w / 2, y), 0.0, (w, h)))
            x += steps[i] if i < len(steps) else 0
        return slots

    def _fan(self, widths: list[int], h: int) -> list[CardSlot]:
        n = len(widths)
        radius = h * 2.6
        room = max(0.0, (self.rect.width - max(widths)) / 2)  # half-width the fan may spread
        half = min(4.0 * (n - 1), 28.0, math.degrees(math.asin(min(1.0, room / radius))))
        drop = radius * (1 - math.cos(math.radians(half))) + max(widths) / 2 * math.sin(
            math.radians(half)
        )
        pivot = pygame.Vector2(self.rect.centerx, self.rect.bottom - h / 2 - drop + radius)
        slots = []
        for i, w in enumerate(widths):
            angle = half - 2 * half * i / (n - 1) if n > 1 else 0.0
            offset = pygame.Vector2(0, -radius).rotate(-angle)
            slots.append(CardSlot(i, pivot + offset, angle, (w, h)))
        return slots

    def drawn_center(self, slot: CardSlot) -> pygame.Vector2:
        """Where a slot's card is drawn: lifted along its own up direction when raised."""
        if slot.index == self.hovered or slot.index in self.selected:
            raise_px = slot.size[1] * self.lift * (1.0 if slot.index == self.hovered else 0.7)
            return slot.center + pygame.Vector2(0, -raise_px).rotate(-slot.angle)
        return slot.center

    def _draw_order(self) -> list[CardSlot]:
        """Left to right, the hovered card last (on top)."""
        return sorted(self.slots, key=lambda s: (s.index == self.hovered, s.index))

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the topmost card under ``pos``."""
        for slot in reversed(self._draw_order()):
            local = (pygame.Vector2(pos) - self.drawn_center(slot)).rotate(slot.angle)
            if abs(local.x) <= slot.size[0] / 2 and abs(local.y) <= slot.size[1] / 2:
                return slot.index
        return None

    # ---- events ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> HandClick | None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer_inside = self.rect.collidepoint(event.pos)
            if self.held and not self.pointer_inside:
                self.held = False
                self.relayout()
                self.dirty = True
            self._hover(self.card_at(event.pos))
        elif is_click(event):
            index = self.card_at(event.pos)
            if index is not None:
                return self._click(index, _mods(event))
        elif event.type == pygame.KEYDOWN and self.keyboard and self.items:
            return self._key(event)
        return None

    def _hover(self, index: int | None) -> None:
        if index != self.hovered:
            self.hovered = index
            self.dirty = True

    def _key(self, event: pygame.event.Event) -> HandClick | None:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            start = (
                self.hovered if self.hovered is not None else (-1 if step > 0 else len(self.items))
            )
            self._hover((start + step) % len(self.items))
        elif event.key == pygame.K_SPACE and self.hovered is not None:
            return self._click(self.hovered, _mods(event))
        return None

    def _click(self, index: int, mods: int) -> HandClick:
        legal = self.is_legal(index)
        if legal:
            if self.toggle or mods & MULTI_MODS:
                self.selected = self.selected ^ {index}
            else:
                self.selected = frozenset() if self.selected == {index} else frozenset({index})
            self.dirty = True
        return HandClick(index, self.items[index], self.selected, legal)

    # ---- drawing -----------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        for slot in self._draw_order():
            sprite = self._sprite(slot)
            surface.blit(sprite, sprite.get_rect(center=self.drawn_center(slot)))

    def _sprite(self, slot: CardSlot) -> pygame.Surface:
        """The card (dimmed by its source when not legal) with its outline (legal/selected), rotated; cached."""
        i = slot.index
        state = self._state(i)
        base = self.renderer.surface_for(self.items[i], height=slot.size[1], dimmed=state == "dim")
        key = (i, id(base), state, slot.angle)
        sprite = self._sprites.get(key)
        if sprite is None:
            sprite = self._sprites[key] = self._decorate(base, state, slot.angle)
        return sprite

    def _state(self, index: int) -> str:
        if index in self.selected:
            return "selected"
        if self.legal is None:
            return ""
        return "legal" if index in self.legal else "dim"

    @staticmethod
    def _decorate(base: pygame.Surface, state: str, angle: float) -> pygame.Surface:
        w, h = base.get_size()
        sprite = pygame.Surface((w + 2 * GLOW, h + 2 * GLOW), pygame.SRCALPHA)
        radius = max(2, w // 14)
        pygame.draw.rect(
            sprite, style.SHADOW, pygame.Rect(GLOW + 2, GLOW + 3, w, h), border_radius=radius
        )
        colour = {"selected": style.SELECTED, "legal": style.ACCENT}.get(state)
        if colour:
            pygame.draw.rect(
                sprite, colour, sprite.get_rect(), width=GLOW, border_radius=radius + GLOW
            )
        sprite.blit(base, (GLOW, GLOW))  # a dimmed card comes dimmed from its source
        return pygame.transform.rotozoom(sprite, angle, 1.0) if angle else sprite
