"""The table's painted parts: the painters cut out of the table area, the hand filled from the
view, the one hit test of clicks and hovers, and the cached layer every painter draws into from
one ``Scene`` (issue #9 split; a part the table owns, issue #24)."""

from __future__ import annotations

import pygame

from engine.core.kernel.view import Hidden
from engine.fatal_fight.view import FatalFightView
from screens.fatal_fight.board import BoardPainter
from screens.fatal_fight.briefing import BriefingPainter
from screens.fatal_fight.buttons import Buttons
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.choices import Choices
from screens.fatal_fight.ending import EndingPainter
from screens.fatal_fight.header import HeaderPainter
from screens.fatal_fight.hero_panel import HeroPanelPainter
from screens.fatal_fight.kept import Felt, KeptPart, hover_for, scene_key
from screens.fatal_fight.labels import ActionLabels
from screens.fatal_fight.layout import GAP, TableLayout
from screens.fatal_fight.party import PartyPainter
from screens.fatal_fight.prompt import Prompt, PromptPainter
from screens.fatal_fight.scene import Hit, Scene
from screens.fatal_fight.stage_clear import StageClearPainter
from screens.kit.cards.renderer import CardItem
from screens.kit.hand import HandWidget


class TableParts:
    """Every painter of one table layout (rebuilt with the layout), and the layer they draw into."""

    def __init__(self, layout: TableLayout, cat: Catalogue, buttons: Buttons, labels: ActionLabels) -> None:
        self.layout = layout
        self.header = HeaderPainter(layout.header)
        self.prompt = PromptPainter(layout.prompt)
        self.party = PartyPainter(layout.party)
        self.board = BoardPainter(layout.board, layout.scale, layout.line)
        self.hero_panel = HeroPanelPainter(layout.hero)
        full = pygame.Rect((0, 0), layout.size).inflate(-layout.px(8), -layout.px(8))
        self.briefing = BriefingPainter(full, buttons, labels)
        self.stage_clear = StageClearPainter(full, buttons, labels)
        self.ending = EndingPainter(full, buttons)
        self.buttons = buttons
        self.hand = HandWidget(layout.hand, cat.hand_faces, lift=0.12, hold=True)  # type: ignore[arg-type]  # TableFaces draws like a renderer
        self.layer = pygame.Surface(layout.size)
        self._felt: Felt | None = None  # the screen under the table, copied once per layout
        self._kept = {name: KeptPart(rect) for name, rect in (("header", layout.header), ("prompt", layout.prompt),
                                                               ("party", layout.party), ("hero", layout.hero))}
        # Where the board and the hand are painted again: up to the kept parts, never into them (a lit
        # queue's glow and a lit card's reach past their own rects into the gaps between).
        gap, edge = layout.px(GAP), self.layer.get_rect()
        self._board_felt = pygame.Rect(layout.party.right, layout.prompt.bottom, layout.board.right + gap
                                       - layout.party.right, layout.hero.top - layout.prompt.bottom).clip(edge)
        self._hand_felt = pygame.Rect(layout.hero.right, layout.hand.top, layout.hand.right + gap - layout.hero.right,
                                      layout.hand.height + gap).clip(edge)

    def hit(self, mode: str, local: tuple[int, int]) -> Hit | None:
        """What lies at the table-local point ``local`` in ``mode`` (``picks.mode_of``)."""
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

    def fill_hand(self, cat: Catalogue, view: FatalFightView, seat: int | None, choices: Choices, lit: bool,
                  selected: str | None) -> None:
        """The hand of hero ``seat`` (ids, or hidden backs); the legal cards lit when ``lit``; the
        attack's cards (else the ``selected`` one) raised."""
        cards = list(view.heroes[seat].hand) if seat is not None else []
        chosen = set(view.attack.cards) if view.attack is not None else {selected}
        items: list[CardItem] = []
        for card in cards:
            face = cat.face(card) if isinstance(card, str) else None
            items.append(face if face is not None else card if isinstance(card, Hidden) else Hidden())
        legal = [i for i, c in enumerate(cards) if isinstance(c, str) and c in choices.cards]
        self.hand.set_cards(items, legal if lit else [], keys=list(cards))
        self.hand.selected = frozenset(i for i, c in enumerate(cards) if c in chosen)
        self.hand.dirty = True

    def render(self, screen: pygame.Surface, area: pygame.Rect, scene: Scene, mode: str, prompt: Prompt) -> None:
        """Redraw the layer for this scene: the header, prompt, party and hero panel from their kept
        pixels while their keys hold, the board and the hand painted again over the felt under
        them (``area`` of ``screen``, copied once); the panels between rounds over all the felt."""
        layer = self.layer
        if self._felt is None:
            self._felt = Felt(screen.subsurface(area.clip(screen.get_rect())).copy())
        felt = self._felt
        self.buttons.clear()
        if mode != "table":
            if mode == "briefing" and self.briefing.covers(scene):  # no felt under its opaque panel
                felt.lay_around(layer, self.briefing.rect, self.briefing.radius(scene))
            else:
                felt.lay(layer)
            for part in self._kept.values():
                part.forget()  # the panels between rounds paint over them
            if mode == "briefing":
                self.briefing.draw(layer, scene)
            elif mode == "clear":
                self.stage_clear.draw(layer, scene)
            elif mode == "over":
                self.ending.draw(layer, scene)
            return
        if not any(part.painted for part in self._kept.values()):
            felt.lay(layer)  # the first redraw of the table: all of it
        shared, kept = scene_key(scene), self._kept
        kept["header"].draw(layer, felt, (shared, hover_for(scene, HeaderPainter.HOVERS)),
                            lambda: self.header.draw(layer, scene))
        kept["prompt"].draw(layer, felt, (shared, prompt), lambda: self.prompt.draw(layer, scene, prompt))
        kept["party"].draw(layer, felt, (shared, hover_for(scene, PartyPainter.HOVERS)),
                           lambda: self.party.draw(layer, scene))
        felt.lay(layer, self._board_felt)
        self.board.draw(layer, scene)
        kept["hero"].draw(layer, felt, (shared, hover_for(scene, HeroPanelPainter.HOVERS)),
                          lambda: self.hero_panel.draw(layer, scene))
        felt.lay(layer, self._hand_felt)
        self.hand.draw(layer)

    def mark_place(self, target: Hit) -> tuple[int, int] | None:
        """Where a floating mark on ``target`` starts (table-local), None when it is not on the table."""
        px = self.layout.px
        if target.kind == "hero":
            centre = self.board.token_centre(target.key)
            return None if centre is None else (centre[0], centre[1] - self.board.token_radius() - px(10))
        if target.kind == "entry":
            badge = self.board.geo.badge(target.key)
            return badge.centerx, badge.top + px(8)
        if target.kind in ("gold", "threat"):
            part = self.header.parts[3 if target.kind == "gold" else 2]
            return part.right - px(14), part.bottom - px(4)
        return None


def preview_card(view: FatalFightView, hit: Hit | None, active: int | None) -> str | None:
    """The card shown large for the thing under the pointer (a hand card is the hand's own)."""
    if hit is None:
        return None
    if hit.kind == "entry":  # a queue, its number or its skill caption: the front enemy's card (its whole skill)
        group = view.groups[hit.key - 1]
        return group[0].card if group else None
    if hit.kind == "foe":
        entry, index = hit.key
        group = view.groups[entry - 1]
        return group[index].card if index < len(group) else None
    if hit.kind in ("item", "card"):
        return str(hit.key)
    if hit.kind == "stage":
        return view.stage_card
    if hit.kind in ("party", "hero"):
        return view.heroes[hit.key].character
    if hit.kind == "special" and active is not None:
        return view.heroes[active].character
    return None
