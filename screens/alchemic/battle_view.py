"""The battle area: the two face-down picks while a battle runs, then the last reveal and its
arithmetic (AC-B3..B6). In a tall rect (the table's battle column) the cards sit above the
words; in a wide one (the public moment's picture) beside them."""

from __future__ import annotations

from dataclasses import replace

import pygame

from engine.alchemic.view import AlchemicView, BattleView
from engine.core.i18n.catalog import joined
from engine.core.kernel.view import Hidden
from screens.alchemic.ink import DIM, INK, WARN, Hotspots, Ink
from screens.alchemic.layout import CARD_RATIO

TEXT_PX = 15
VERDICT_PX = 16
WIDE_GROWTH = 1.3  # the public moment's words, read from across the table


def draw_battle(surface: pygame.Surface, ink: Ink, view: AlchemicView, rect: pygame.Rect,
                card_h: int | None = None) -> Hotspots:
    """Draw the battle area of ``view`` into ``rect``, its cards at most ``card_h`` tall (the field's,
    so the table's cards match); returns where its face-up cards are."""
    hotspots: Hotspots = []
    pygame.draw.rect(surface, (30, 58, 56), rect, border_radius=ink.px(10))
    inner = rect.inflate(-2 * ink.px(10), -2 * ink.px(10))
    ink = replace(ink, card_cap=card_h)
    if view.battle is not None:
        _running(surface, ink, view.battle, inner, hotspots)
    elif view.last_battle is None:
        ink.font(TEXT_PX, DIM).draw_lines(surface, inner, [ink.tr("alchemic.table.no_battle")], "center", "middle")
    else:
        _result(surface, ink, view, inner, hotspots)
    return hotspots


def _wide(rect: pygame.Rect) -> bool:
    return rect.width > rect.height * 1.5


def _card_spots(ink: Ink, area: pygame.Rect, height: int) -> tuple[pygame.Rect, pygame.Rect]:
    """Two card spots side by side at the top-left (wide) or top-centre (tall) of ``area``."""
    gap = ink.px(10)
    height = max(ink.px(40), min(height, round((area.width - gap) / 2 / CARD_RATIO), ink.card_cap or height))
    width = round(height * CARD_RATIO)
    left = area.left if _wide(area) else area.centerx - width - gap // 2
    first = pygame.Rect(left, area.top, width, height)
    return first, first.move(width + gap, 0)


def _running(surface: pygame.Surface, ink: Ink, battle: BattleView, area: pygame.Rect, hotspots: Hotspots) -> None:
    """Each role's label, then its face-down pick (or "choosing…" / "no defence")."""
    label_h = round(ink.font(TEXT_PX).line_height)
    note = ink.tr("alchemic.table.face_down")
    note_w = area.width if not _wide(area) else area.width // 2
    note_h = ink.height(note, note_w, TEXT_PX)
    cards_h = area.height - label_h - ink.px(8) - (0 if _wide(area) else note_h + ink.px(8))
    spots = _card_spots(ink, area.move(0, label_h + ink.px(4)), cards_h)
    roles = ((ink.tr("alchemic.table.attack"), battle.attack), (ink.tr("alchemic.table.defence"), battle.defence))
    for (role, shown), spot in zip(roles, spots, strict=True):
        ink.font(TEXT_PX, INK, True).draw_lines(surface, pygame.Rect(spot.left, area.top, spot.width + ink.px(40),
                                                                    label_h), [role], "left", "top")
        if shown is None:
            ink.slot(surface, spot, ink.tr("alchemic.table.choosing", role=role))
        elif shown == "":
            ink.slot(surface, spot, ink.tr("alchemic.table.not_defended", role=role))
        else:
            ink.card(surface, shown, spot, [] if isinstance(shown, Hidden) else hotspots)
    if _wide(area):
        ink.paragraph(surface, note, spots[1].right + ink.px(20), spots[1].top, area.right - spots[1].right, TEXT_PX, DIM)
    else:
        ink.paragraph(surface, note, area.left, spots[0].bottom + ink.px(8), area.width, TEXT_PX, DIM)


def _result_lines(ink: Ink, view: AlchemicView) -> tuple[str, list[str], str]:
    """(header, one line per side, verdict) of the last battle."""
    r = view.last_battle
    assert r is not None
    t, names = ink.tr, view.seat_names
    att, dfn = names[r.attack.seat], names[r.defence.seat]
    sides = []
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
        sides.append(t("alchemic.table.side_notes", who=who, stat=stat, value=value, notes=joined(notes)) if notes
                     else t("alchemic.table.side", who=who, stat=stat, value=value))
    if not r.defended:
        verdict = t("alchemic.table.verdict_undefended", attacker=att, defender=dfn, damage=r.damage)
    elif r.attacker_won:
        verdict = t("alchemic.table.verdict_attacker", ap=r.attack.ap, dp=r.defence.dp, defender=dfn, damage=r.damage)
    else:
        verdict = t("alchemic.table.verdict_held", ap=r.attack.ap, dp=r.defence.dp, defender=dfn,
                    rank=r.ranks[r.defence.seat])
    return t("alchemic.table.last_battle", attacker=att, defender=dfn), sides, verdict


def _result(surface: pygame.Surface, ink: Ink, view: AlchemicView, area: pygame.Rect, hotspots: Hotspots) -> None:
    r = view.last_battle
    assert r is not None
    header, sides, verdict = _result_lines(ink, view)
    wide = _wide(area)
    gap = ink.px(6)
    if wide:  # the public moment: cards as tall as the picture, the words beside them, larger
        spots = _card_spots(ink, area, area.height)
        x = spots[1].right + ink.px(24)
        width = area.right - x
        y = area.top + ink.px(8)
    else:
        width = area.width
        words_h = (ink.height(header, width, TEXT_PX) + sum(ink.height(s, width, TEXT_PX) for s in sides)
                   + ink.height(verdict, width, VERDICT_PX, True) + 4 * gap)
        header_h = ink.height(header, width, TEXT_PX)
        spots = _card_spots(ink, area.move(0, header_h + gap), area.height - words_h)
        x, y = area.left, area.top
        y = ink.paragraph(surface, header, x, y, width, TEXT_PX) + gap
    for side, spot in zip((r.attack, r.defence), spots, strict=True):
        if side.card:
            ink.card(surface, side.card, spot, hotspots)
        else:
            ink.slot(surface, spot, ink.tr("alchemic.table.not_defended", role=ink.tr("alchemic.table.defence")))
    grow = WIDE_GROWTH if wide else 1.0
    if wide:
        y = ink.paragraph(surface, header, x, y, width, TEXT_PX * grow) + gap
    else:
        y = spots[0].bottom + gap
    for line in sides:
        y = ink.paragraph(surface, line, x, y, width, TEXT_PX * grow) + gap
    ink.paragraph(surface, verdict, x, y, width, VERDICT_PX * grow, WARN, bold=True)
