"""Drawing the My Crypto Saga field from a VIEW: the header, the round headings with their skill
marks (MS-G2), a row per seat (its panel, then its pre-round, Round 1 and Round 2 cards).

Pure drawing (no widgets, no rules): every number shown comes from the view or the card data.
Cards are the kit's table faces (``screens.kit.table_face``) showing the card as it stands on the
field — its number after skills and attributes (``5+2+3 = 10``, MS-K1/MS-A1), its attribute and
its KP now; another seat's face-down pick is a back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from engine.core.kernel.view import Hidden
from engine.mysaga.cards import Cards
from engine.mysaga.view import MySagaView, PlayView
from screens.kit.cards.renderer import CardFace, CardItem
from screens.kit.i18n import tr
from screens.kit.table_face import PLAIN, FaceState, TableFace
from screens.mysaga.layout import TableLayout
from screens.mysaga.paint import BAD, DIM, GOLD, INK, MARK, PANEL, SLOT, TURN, Painter
from screens.mysaga.wording import round_name

BACK = Hidden("card", back="card")
SeatName = Callable[[int], str]


@dataclass
class FieldCards:
    """The game's cards as table faces at one UI scale."""

    faces: TableFace
    cards: Cards
    scale: float
    printed: dict[str, dict[str, Any]] = field(default_factory=dict)  # each card's fields, dumped once

    def item(self, card_id: str, **shown: Any) -> CardFace:
        """``card_id`` as it stands now: ``shown`` replaces printed fields (number, attribute, kp)."""
        fields = self.printed.get(card_id)
        if fields is None:
            fields = self.printed[card_id] = self.cards.card(card_id).model_dump()
        return CardFace("card", {**fields, **shown})

    def draw(self, p: Painter, rect: pygame.Rect, item: CardItem, state: FaceState = PLAIN,
             large: CardFace | None = None) -> None:
        """``item`` at ``rect``; hovering it shows ``large`` (default: the same card) at print size."""
        p.surface.blit(self.faces.draw(item, rect.size, lang=p.lang, scale=self.scale, state=state), rect)
        if isinstance(item, CardFace):
            p.cards.append((rect, large or item))

    def name(self, card_id: str, lang: str) -> str:
        return self.cards.card(card_id).display_name(lang)


def header(p: Painter, rect: pygame.Rect, view: MySagaView, seat_name: SeatName) -> None:
    """The game, round, pool and flag; in a charge, the reference and what Charge pays."""
    p.text(tr("mysaga.header", p.lang, game=view.game_no + 1, games=view.games_per_set,
              round=round_name(view.round, p.lang), pool=view.pool, flag=seat_name(view.flag)),
           17, rect.topleft, GOLD, True, width=rect.width)
    if view.phase == "charge":
        b = view.betting
        once = (tr("mysaga.once.double", p.lang) if b.double_used else "") + (
            tr("mysaga.once.hyper", p.lang) if b.hyper_used else "")
        p.text(tr("mysaga.betting", p.lang, level=b.level, charge=b.charge_amount, once=once), 14,
               (rect.left, rect.top + p.px(26)), INK, width=rect.width)


def round_heads(p: Painter, layout: TableLayout, view: MySagaView, cards: FieldCards, seat_name: SeatName) -> None:
    """Each round's name (the current one lit) and the skills marked on it (MS-G2), one line."""
    for r, head in enumerate(layout.heads):
        colour = GOLD if r == view.round and view.phase != "over" else DIM
        p.text(round_name(r, p.lang), 14, head.topleft, colour, True, width=head.width)
        marks = [tr("mysaga.marker", p.lang, card=cards.name(m.card, p.lang), name=seat_name(m.seat))
                 for m in view.markers if m.target_round == r]
        if marks:
            p.text("  ".join(marks), 12, (head.left, head.top + p.px(22)), MARK, width=head.width)


def rows(p: Painter, layout: TableLayout, view: MySagaView, cards: FieldCards,
         flash: tuple[int, float] | None = None) -> None:
    """A row per seat: its panel, then its three cards. ``flash`` = (round, strength 0..1): the
    cards just revealed glow, fading (the reveal)."""
    for seat, panel in enumerate(layout.panels):
        seat_panel(p, panel, view, seat)
        for r in range(3):
            cell = layout.cells[r][seat]
            play = view.fields[r][seat] if view.fields else None
            play_cell(p, cell, play, view, cards)
            if flash is not None and flash[0] == r and play is not None and play.face_up:
                glow = pygame.Surface(cell.inflate(p.px(10), p.px(10)).size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (*GOLD, round(200 * flash[1])), glow.get_rect(), width=p.px(5),
                                 border_radius=p.px(9))
                p.surface.blit(glow, cell.inflate(p.px(10), p.px(10)))


def seat_panel(p: Painter, rect: pygame.Rect, view: MySagaView, seat: int) -> None:
    """Name (▶ while it owes a decision, ★ with the flag), the deck's KP and gain, the round's status."""
    sv = view.seats[seat]
    turn = seat in view.owing
    name = ("▶ " if turn else "") + sv.name + (" ★" if seat == view.flag else "")
    y = rect.top
    p.text(name, 15, (rect.left, y), TURN if turn else INK, True, width=rect.width)
    y += p.line_height(15)
    deck_kp = sum(c.kp for c in sv.deck)
    p.text(tr("mysaga.seat_kp", p.lang, kp=deck_kp, gain=deck_kp - sv.kp_set_start), 12, (rect.left, y), DIM,
           width=rect.width)
    y += p.line_height(12)
    status, colour = seat_status(view, seat, p.lang)
    if status and y + p.line_height(12) <= rect.bottom + p.px(4):
        p.text(status, 12, (rect.left, y), colour, width=rect.width)


def seat_status(view: MySagaView, seat: int, lang: str) -> tuple[str, tuple[int, int, int]]:
    """Escaped, this round's charge (ALL-IN after a Full Charge), or picking/picked."""
    b = view.betting
    if view.seats[seat].escaped:
        return tr("mysaga.escaped", lang), BAD
    if view.phase == "charge" and b.paid:
        status = tr("mysaga.charged", lang, kp=b.paid[seat])
        return (status + " " + tr("mysaga.full", lang) if b.full[seat] else status), GOLD
    if view.phase == "pick":
        return tr("mysaga.picking", lang) if seat in view.owing else tr("mysaga.picked", lang), GOLD
    return "", INK


def play_cell(p: Painter, rect: pygame.Rect, play: PlayView | None, view: MySagaView, cards: FieldCards) -> None:
    """An empty slot, another seat's face-down pick (a back), or the card as it stands now."""
    if play is None:
        pygame.draw.rect(p.surface, SLOT, rect, width=max(1, p.px(1)), border_radius=p.px(6))
        return
    dimmed = view.seats[play.seat].escaped
    if isinstance(play.card, Hidden) or isinstance(play.slot, Hidden):
        cards.draw(p, rect, BACK, FaceState(dimmed=dimmed))
        return
    kp = view.seats[play.seat].deck[play.slot].kp
    number: object = play.number
    if play.face_up and play.round > 0 and (play.skill_delta or play.bonus):
        number = tr("mysaga.breakdown", p.lang, base=play.base,
                    skill=f"{play.skill_delta:+d}" if play.skill_delta else "",
                    bonus=f"{play.bonus:+d}" if play.bonus else "", number=play.number)
    now = {"attribute": play.attribute, "kp": kp}
    cards.draw(p, rect, cards.item(str(play.card), number=number, **now), FaceState(dimmed=dimmed, selected=not play.face_up),
               cards.item(str(play.card), number=play.number, **now))  # the print's number disc holds the total
    if not play.face_up:  # the seat's own pick, face down for everyone else until the reveal
        pill(p, tr("mysaga.picked", p.lang), (rect.right - p.px(6), rect.bottom - p.px(5)))


def pill(p: Painter, text: str, bottomright: tuple[int, int]) -> None:
    """A short word on a dark tag, over a card's corner."""
    box = pygame.Rect((0, 0), p.size(text, 12, True)).inflate(p.px(12), p.px(2))
    box.bottomright = bottomright
    pygame.draw.rect(p.surface, PANEL, box, border_radius=box.height // 2)
    p.text(text, 12, box.center, GOLD, True, anchor="center")


def every_hand(p: Painter, rect: pygame.Rect, view: MySagaView, cards: FieldCards) -> None:
    """Every seat's hand (a finished game's replay of everything), a column each: its cards by
    number and name (hover one to see it)."""
    column = rect.width // max(1, len(view.seats))
    for seat, sv in enumerate(view.seats):
        left = rect.left + seat * column
        p.text(tr("mysaga.hand", p.lang, name=sv.name), 13, (left, rect.top), GOLD, True, width=column - p.px(8))
        y = rect.top + p.line_height(13)
        for slot in sv.hand if isinstance(sv.hand, tuple) else ():
            card = cards.cards.card(sv.deck[slot].card)
            line = f"{card.number}  {card.display_name(p.lang)}  " + tr("mysaga.card_kp", p.lang, kp=sv.deck[slot].kp)
            p.cards.append((p.text(line, 13, (left, y), INK, width=column - p.px(8)),
                            cards.item(card.id, kp=sv.deck[slot].kp)))
            y += p.line_height(13)
