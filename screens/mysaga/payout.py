"""The last game's result (MS-G4, MS-P1): winners, the final count, each seat's cards with their
number breakdown, the pool's three steps, each card's payout; the set's result (MS-P2).

Lines follow one another at their own line height, in a second column when one is not enough; a
line too wide ends in "…" with the whole on hover (``Painter.tips``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from engine.core.i18n.catalog import joined
from engine.mysaga.view import MySagaView
from screens.kit.i18n import tr
from screens.mysaga.paint import DIM, GOLD, INK, PANEL, Colour, Painter
from screens.mysaga.wording import round_name

WIN = (200, 230, 222)
CardName = Callable[[str, str], str]  # (card id, lang) -> its name


def payout(p: Painter, rect: pygame.Rect, view: MySagaView, seat_name: Callable[[int], str],
           card_name: CardName) -> None:
    """The result panel of ``view.results[-1]`` inside ``rect``."""
    result = view.results[-1]
    pygame.draw.rect(p.surface, PANEL, rect, border_radius=p.px(10))
    pygame.draw.rect(p.surface, GOLD, rect, width=max(1, p.px(2)), border_radius=p.px(10))
    inner = rect.inflate(-p.px(28), -p.px(16))
    lines: list[tuple[str, float, Colour, bool, int]] = []  # (text, size, colour, bold, indent)

    def names(seats: Sequence[int]) -> str:
        return joined(seat_name(s) for s in seats).get(p.lang)

    board = "   ".join(f"{r.game + 1}: " + names(r.winners) for r in view.results)
    lines.append((tr("mysaga.last_game", p.lang, game=result.game + 1), 16, GOLD, True, 0))
    lines.append((tr("mysaga.scoreboard", p.lang, games=board), 13, DIM, False, 0))
    winners = tr("mysaga.winners", p.lang, names=names(result.winners), count=len(result.winners))
    lines.append((winners + (tr("mysaga.by_escape", p.lang) if result.by_escape else ""), 14, INK, True, 0))
    if not result.by_escape:
        totals = joined(f"{seat_name(s)} {v}" for s, v in enumerate(result.totals) if v is not None).get(p.lang)
        lines.append((tr("mysaga.totals", p.lang, totals=totals), 14, INK, False, 0))
    for seat, sv in enumerate(view.seats):
        parts = []
        for r in (0, 1, 2):
            play = result.fields[r][seat] if result.fields else None
            if play is None:
                continue
            shown = card_name(play.card, p.lang)
            if r and (play.skill_delta or play.bonus):
                shown += f" {play.base}{play.skill_delta:+d}{play.bonus:+d}={play.number}".replace("+0", "")
            elif r:
                shown += f" {play.number}"
            parts.append(f"{round_name(r, p.lang)}: {shown}")
        lines.append((f"{sv.name} — " + " / ".join(parts), 13, WIN if seat in result.winners else DIM, False, 8))
    refund = sum(c.refund for c in result.payouts)
    lines.append((tr("mysaga.pool_line", p.lang, pool=result.pool, refund=refund, reward=result.reward,
                     burned=result.burned), 14, INK, False, 0))
    for c in result.payouts:
        lines.append((tr("mysaga.payout_line", p.lang, name=seat_name(c.seat), round=round_name(c.round, p.lang),
                         card=card_name(c.card, p.lang), refund=c.refund, share=c.share, leftover=c.leftover,
                         total=c.total), 13, WIN, False, 8))
    if view.set_winners:
        lines.append((tr("mysaga.set_over", p.lang, names=names(view.set_winners), count=len(view.set_winners)),
                      15, GOLD, True, 0))
        gains = joined(f"{sv.name} {sum(c.kp for c in sv.deck) - sv.kp_set_start:+d}" for sv in view.seats).get(p.lang)
        lines.append((tr("mysaga.gained", p.lang, gains=gains), 13, INK, False, 0))
    heights = [p.line_height(size) for _t, size, _c, _b, _i in lines]
    columns = 1 if sum(heights) <= inner.height + p.px(4) else 2  # a 4-seat tie: the lines flow on
    width = (inner.width - (columns - 1) * p.px(24)) // columns
    x, y = inner.left, inner.top
    for (text, size, colour, bold, indent), height in zip(lines, heights, strict=True):
        if y + height > inner.bottom + p.px(4):
            if x > inner.left:
                break  # the rest is in the log
            x, y = x + width + p.px(24), inner.top
        p.text(text, size, (x + p.px(indent), y), colour, bold, width=width - p.px(indent))
        y += height
