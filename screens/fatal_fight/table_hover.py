"""What lies under the pointer on the table, and the card shown large for it (issue #9 split)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from screens.fatal_fight.scene import Hit
from screens.kit.cards.renderer import CardItem

if TYPE_CHECKING:
    from screens.fatal_fight.table import FatalFightTable


class HoverCard:
    """Mixin of ``FatalFightTable``: the one hit test of clicks and hovers, and the hover preview."""

    def _set_hover(self: FatalFightTable, hit: Hit | None) -> None:
        if hit != self.hover:
            self.hover = hit
            self._dirty = True

    def _hit(self: FatalFightTable, local: tuple[int, int]) -> Hit | None:
        mode = self.mode(self.view())
        if mode == "briefing":
            return self.briefing.hit(local)
        if mode == "clear":
            return self.stage_clear.hit(local)
        if mode == "over":
            return self.ending.hit(local)
        for hit in (self.header.hit(local), self.party.hit(local), self.hero_panel.hit(local)):
            if hit is not None:
                return hit
        return self.board.hit(local)

    def _preview_item(self: FatalFightTable) -> CardItem | None:
        """The card under the pointer, to show large."""
        if self.coach.reference.open or self.playback is not None:
            return None
        if self.mode(self.view()) == "table" and self.hand.hovered is not None:
            return self.hand.hovered_item()
        hit = self.hover
        if hit is None:
            return None
        view = self.shown_view()
        card: str | None = None
        if hit.kind == "foe":
            entry, index = hit.key
            group = view.groups[entry - 1]
            card = group[index].card if index < len(group) else None
        elif hit.kind in ("item", "card"):
            card = hit.key
        elif hit.kind == "stage":
            card = view.stage_card
        elif hit.kind in ("party", "hero"):
            card = view.heroes[hit.key].character
        elif hit.kind == "special" and self.active_seat(view) is not None:
            card = view.heroes[self.active_seat(view) or 0].character
        return self.cat.face(card) if card else None
