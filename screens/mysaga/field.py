"""Drawing the My Crypto Saga field from a VIEW: round columns per seat, markers, hand, payout.

Pure drawing (no widgets, no rules): every number shown comes from the view or the card data.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from engine.core.i18n.catalog import joined
from engine.core.kernel.view import Hidden
from engine.mysaga.cards import Cards
from engine.mysaga.view import MySagaView, PlayView
from screens.kit.i18n import tr
from screens.kit.style import GOLD, INK
from screens.kit.style import INK_DIM as DIM
from screens.kit.text.fonts import get_font, text_surface
from screens.kit.text.wrap import wrap
from screens.mysaga.wording import round_name

CARD = (243, 247, 248)
CARD_INK = (20, 40, 46)
BACK = (16, 42, 58)
BACK_EDGE = (127, 209, 199)
SLOT = (34, 62, 60)
PANEL = (18, 34, 36)
TURN = (255, 214, 102)


@dataclass
class Painter:
    """What every drawing function needs: the surface, the cards, the language, a px scaler."""

    surface: pygame.Surface
    cards: Cards
    lang: str
    px: Callable[[float], int]
    hits: list[tuple[pygame.Rect, str]] = field(default_factory=list)  # face-up cards drawn: hover targets

    def text(self, text: str, size: float, pos: tuple[int, int], color=INK, bold: bool = False,  # noqa: ANN001
             width: int | None = None, anchor: str = "topleft") -> pygame.Rect:
        image = text_surface(text, self.px(size), bold, color)
        if width is not None and image.get_width() > width > 0:
            image = pygame.transform.smoothscale_by(image, width / image.get_width())
        rect = image.get_rect(**{anchor: pos})
        self.surface.blit(image, rect)
        return rect

    def name(self, card_id: str) -> str:
        return self.cards.card(card_id).display_name(self.lang)

    def colour(self, attribute: str) -> tuple[int, int, int]:
        model = self.cards.attributes.get(attribute)
        hexa = model.colour if model else "#808080"
        return tuple(int(hexa[i:i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]

    def glyph(self, attribute: str) -> str:
        model = self.cards.attributes.get(attribute)
        return model.glyph if model else "?"


def mini_card(p: Painter, rect: pygame.Rect, card_id: str, number: int, attribute: str, kp: int | None,
              note: str = "", text: str = "") -> None:
    """A face-up card: number disc, name, attribute, KP (and a note such as the breakdown)."""
    p.hits.append((rect, card_id))
    pygame.draw.rect(p.surface, CARD, rect, border_radius=p.px(6))
    pygame.draw.rect(p.surface, p.colour(attribute), rect, width=max(1, p.px(3)), border_radius=p.px(6))
    disc = min(rect.height - p.px(8), p.px(34))
    centre = (rect.left + p.px(6) + disc // 2, rect.top + p.px(4) + disc // 2)
    pygame.draw.circle(p.surface, (15, 76, 92), centre, disc // 2)
    p.text(str(number), 17, centre, (255, 255, 255), True, anchor="center")
    left = rect.left + disc + p.px(12)
    inner = rect.right - left - p.px(26)
    p.text(p.name(card_id), 13, (left, rect.top + p.px(3)), CARD_INK, True, width=inner)
    badge = (rect.right - p.px(14), rect.top + p.px(14))
    pygame.draw.circle(p.surface, p.colour(attribute), badge, p.px(10))
    p.text(p.glyph(attribute), 11, badge, (255, 255, 255), True, anchor="center")
    line = " · ".join(x for x in (tr("mysaga.card_kp", p.lang, kp=kp) if kp is not None else "", note) if x)
    if line and rect.height > p.px(40):
        p.text(line, 11, (left, rect.top + p.px(22)), (60, 84, 90), width=rect.right - left - p.px(6))
    if text:  # a skill's text, wrapped (BudouX phrases in Japanese) under the KP line
        font = get_font(p.px(11))
        lines = wrap(text, rect.right - left - p.px(6), lambda s: font.size(s)[0])
        room = max(0, (rect.bottom - rect.top - p.px(40)) // p.px(14))
        for i, row in enumerate(lines[:room]):
            p.text(row, 11, (left, rect.top + p.px(38 + 14 * i)), CARD_INK)


def card_back(p: Painter, rect: pygame.Rect, label: str = "") -> None:
    pygame.draw.rect(p.surface, BACK, rect, border_radius=p.px(6))
    pygame.draw.rect(p.surface, BACK_EDGE, rect, width=max(1, p.px(2)), border_radius=p.px(6))
    p.text(label or "MY CRYPTO SAGA", 10, rect.center, BACK_EDGE, True, anchor="center")


def play_cell(p: Painter, rect: pygame.Rect, play: PlayView | None, view: MySagaView, round_: int) -> None:
    if play is None:
        pygame.draw.rect(p.surface, SLOT, rect, width=max(1, p.px(1)), border_radius=p.px(6))
        return
    if isinstance(play.card, Hidden) or isinstance(play.number, Hidden):
        card_back(p, rect)
        return
    kp = view.seats[play.seat].deck[play.slot].kp if not isinstance(play.slot, Hidden) else None
    note = ""
    if play.face_up and round_ > 0 and (play.skill_delta or play.bonus):
        note = tr("mysaga.breakdown", p.lang, base=play.base,
                  skill=f"{play.skill_delta:+d}" if play.skill_delta else "",
                  bonus=f"{play.bonus:+d}" if play.bonus else "", number=play.number)
    elif not play.face_up:
        note = tr("mysaga.picked", p.lang)
    mini_card(p, rect, str(play.card), int(play.number), str(play.attribute), kp, note)  # type: ignore[arg-type]


def round_field(p: Painter, rect: pygame.Rect, view: MySagaView, seat_name: Callable[[int], str],
          flash: tuple[int, float] | None = None) -> None:
    """One row per seat: name and deck KP, then the pre-round, Round 1 and Round 2 slots.

    ``flash`` = (round, strength 0..1): the cards just revealed glow, fading (the reveal)."""
    n = len(view.seats)
    head_h = p.px(46)
    name_w = p.px(190)
    col_w = (rect.width - name_w - p.px(8)) // 3
    for r in range(3):
        x = rect.left + name_w + r * col_w
        colour = GOLD if r == view.round and view.phase != "over" else DIM
        p.text(round_name(r, p.lang), 14, (x + p.px(4), rect.top), colour, True)
        marks = [m for m in view.markers if m.target_round == r]
        for i, m in enumerate(marks[:2]):
            p.text(tr("mysaga.marker", p.lang, card=p.name(m.card), name=seat_name(m.seat)), 10,
                   (x + p.px(4), rect.top + p.px(19 + 12 * i)), (150, 220, 205), width=col_w - p.px(8))
    row_h = (rect.height - head_h) // max(n, 1)
    b = view.betting
    for seat in range(n):
        y = rect.top + head_h + seat * row_h
        sv = view.seats[seat]
        turn = seat in view.owing
        p.text(("▶ " if turn else "") + sv.name + (" ★" if seat == view.flag else ""), 15, (rect.left, y + p.px(2)),
               TURN if turn else INK, True, width=name_w - p.px(8))
        deck_kp = sum(c.kp for c in sv.deck)
        p.text(tr("mysaga.seat_kp", p.lang, kp=deck_kp, gain=deck_kp - sv.kp_set_start), 11,
               (rect.left, y + p.px(24)), DIM)
        status = ""
        if sv.escaped:
            status = tr("mysaga.escaped", p.lang)
        elif view.phase == "charge" and b.paid:
            status = tr("mysaga.charged", p.lang, kp=b.paid[seat])
            if b.full[seat]:
                status += " " + tr("mysaga.full", p.lang)
        elif view.phase == "pick":
            status = tr("mysaga.picking", p.lang) if seat in view.owing else tr("mysaga.picked", p.lang)
        if status:
            p.text(status, 11, (rect.left, y + p.px(40)), GOLD if not sv.escaped else (220, 120, 110))
        for r in range(3):
            cell = pygame.Rect(rect.left + name_w + r * col_w + p.px(2), y + p.px(2), col_w - p.px(8),
                               min(row_h - p.px(8), p.px(62)))
            play = view.fields[r][seat] if view.fields else None
            play_cell(p, cell, play, view, r)
            if flash is not None and flash[0] == r and play is not None and play.face_up:
                glow = pygame.Surface(cell.inflate(p.px(10), p.px(10)).size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (*GOLD, round(200 * flash[1])), glow.get_rect(), width=p.px(5),
                                 border_radius=p.px(9))
                p.surface.blit(glow, cell.inflate(p.px(10), p.px(10)))


def hand(p: Painter, rect: pygame.Rect, view: MySagaView) -> None:
    """The viewing seat's hand, leftmost first, with each card's number, attribute, KP and skill
    (every seat's hand side by side in a finished game's replay of everything)."""
    if view.viewer is None:
        if view.seats and not any(isinstance(sv.hand, Hidden) for sv in view.seats):
            every_hand(p, rect, view)
        return
    sv = view.seats[view.viewer]
    p.text(tr("mysaga.hand", p.lang, name=sv.name), 13, (rect.left, rect.top), GOLD, True)
    if isinstance(sv.hand, Hidden):
        p.text(tr("mysaga.hand_hidden", p.lang), 12, (rect.left, rect.top + p.px(20)), DIM)
        return
    width = min(p.px(300), (rect.width - p.px(16)) // 3)
    for i, slot in enumerate(sv.hand):
        card = p.cards.card(sv.deck[slot].card)
        box = pygame.Rect(rect.left + i * (width + p.px(8)), rect.top + p.px(20), width, rect.height - p.px(22))
        text = card.text_en if p.lang == "en" and card.text_en else card.text
        mini_card(p, box, card.id, card.number, card.attribute, sv.deck[slot].kp, text=text)


def every_hand(p: Painter, rect: pygame.Rect, view: MySagaView) -> None:
    """Every seat's hand, one column each: name, then its cards (number, attribute, KP)."""
    column = rect.width // len(view.seats)
    for seat, sv in enumerate(view.seats):
        left = rect.left + seat * column
        p.text(tr("mysaga.hand", p.lang, name=sv.name), 13, (left, rect.top), GOLD, True, width=column - p.px(8))
        slots = sv.hand if isinstance(sv.hand, tuple) else ()
        width = min(p.px(150), (column - p.px(8)) // max(1, len(slots)) - p.px(6))
        for i, slot in enumerate(slots):
            card = p.cards.card(sv.deck[slot].card)
            box = pygame.Rect(left + i * (width + p.px(6)), rect.top + p.px(20), width, rect.height - p.px(22))
            mini_card(p, box, card.id, card.number, card.attribute, sv.deck[slot].kp)


def payout(p: Painter, rect: pygame.Rect, view: MySagaView, seat_name: Callable[[int], str]) -> None:
    """The last game's result: winners, final count, the pool's three steps, each card's payout."""
    result = view.results[-1]
    pygame.draw.rect(p.surface, PANEL, rect, border_radius=p.px(10))
    pygame.draw.rect(p.surface, GOLD, rect, width=max(1, p.px(2)), border_radius=p.px(10))
    x, y = rect.left + p.px(14), rect.top + p.px(8)

    def names(seats: Sequence[int]) -> str:
        return joined(seat_name(s) for s in seats).get(p.lang)

    p.text(tr("mysaga.last_game", p.lang, game=result.game + 1), 16, (x, y), GOLD, True)
    board = "   ".join(f"{r.game + 1}: " + names(r.winners) for r in view.results)
    p.text(tr("mysaga.scoreboard", p.lang, games=board), 12, (x + p.px(220), y + p.px(3)), DIM,
           width=rect.width - p.px(240))
    y += p.px(26)
    line = tr("mysaga.winners", p.lang, names=names(result.winners), count=len(result.winners))
    p.text(line + (tr("mysaga.by_escape", p.lang) if result.by_escape else ""), 13, (x, y), INK, True)
    y += p.px(20)
    if not result.by_escape:
        totals = joined(f"{seat_name(s)} {v}" for s, v in enumerate(result.totals) if v is not None).get(p.lang)
        p.text(tr("mysaga.totals", p.lang, totals=totals), 14, (x, y), INK)
        y += p.px(22)
    for seat, sv in enumerate(view.seats):
        parts = []
        for r in (0, 1, 2):
            play = result.fields[r][seat] if result.fields else None
            if play is None:
                continue
            shown = p.name(play.card)
            if r and (play.skill_delta or play.bonus):
                shown += f" {play.base}{play.skill_delta:+d}{play.bonus:+d}={play.number}".replace("+0", "")
            elif r:
                shown += f" {play.number}"
            parts.append(f"{round_name(r, p.lang)}: {shown}")
        p.text(f"{sv.name} — " + " / ".join(parts), 13, (x + p.px(8), y), (200, 230, 222) if seat in result.winners
               else DIM, width=rect.width - p.px(36))
        y += p.px(20)
    y += p.px(4)
    refund = sum(c.refund for c in result.payouts)
    p.text(tr("mysaga.pool_line", p.lang, pool=result.pool, refund=refund, reward=result.reward, burned=result.burned),
           14, (x, y), INK, width=rect.width - p.px(28))
    y += p.px(24)
    for c in result.payouts:
        p.text(tr("mysaga.payout_line", p.lang, name=seat_name(c.seat), round=round_name(c.round, p.lang),
                 card=p.name(c.card), refund=c.refund, share=c.share, leftover=c.leftover, total=c.total),
               13, (x + p.px(8), y), (200, 230, 222), width=rect.width - p.px(36))
        y += p.px(20)
    if view.set_winners:
        y += p.px(6)
        p.text(tr("mysaga.set_over", p.lang, names=names(view.set_winners),
                  count=len(view.set_winners)), 14, (x, y), GOLD, True)
        gains = joined(f"{sv.name} {sum(c.kp for c in sv.deck) - sv.kp_set_start:+d}" for sv in view.seats).get(p.lang)
        p.text(tr("mysaga.gained", p.lang, gains=gains), 12, (x, y + p.px(20)), INK)
