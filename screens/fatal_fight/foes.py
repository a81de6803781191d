"""Enemy groups as queues at their entries (FF-C1, FF-C7, FF-C8): one token per enemy.

A token shows the enemy's name, life left (with the damage taken this turn, FF-R6b), GP,
and its gold / gun / item icons; the boss's token also shows its next skill and where its
3-card skill deck stands (FF-R8.1). The front enemy stands next to the board.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from engine.fatal_fight.forecast import FoeForecast
from engine.fatal_fight.view import FoeView
from screens.fatal_fight import paint
from screens.fatal_fight.catalogue import local
from screens.fatal_fight.scene import Scene
from screens.kit.i18n import languages, tr

FOES_SHOWN = 3.0  # tokens a queue is sized for before they squeeze together
TILE_RATIO = 1.3  # a token's width over its height at UI scale 100 % (at most: the queue's room decides)
NAME_PX = 13  # an enemy's name at UI scale 100 % (issue #14: readable on the table)
NAME_LEADING = 1.1  # a name's line height over its size
BOSS_WIDTH = 1.55
ONE_LINE_SHRINK = 0.93  # a name may shrink this much to stay on one line (then it wraps: a bigger scale stays bigger)


def slots(queue: pygame.Rect, group: list[FoeView], left_side: bool, scale: float) -> list[pygame.Rect]:
    """Token rects, front first: the front stands against the board (right end on the left side)."""
    gap = max(2, round(4 * scale))
    height = queue.height - 2 * gap
    base = min(round(height * TILE_RATIO), int((queue.width - gap) / FOES_SHOWN) - gap)
    widths = [round(base * BOSS_WIDTH) if f.boss else base for f in group]
    total = sum(widths) + gap * (len(widths) + 1)
    shrink = min(1.0, queue.width / total) if total else 1.0
    step_gap = gap * shrink
    rects: list[pygame.Rect] = []
    x = queue.right - step_gap if left_side else queue.left + step_gap
    for width in widths:
        w = max(8, round(width * shrink))
        left = round(x - w) if left_side else round(x)
        rects.append(pygame.Rect(left, queue.top + gap, w, height))
        x = (x - w - step_gap) if left_side else (x + w + step_gap)
    return rects


TILES_KEPT = 256  # drawn tokens kept per catalogue (a stage shows a dozen, each in a few states)
Tile = tuple[pygame.Surface, pygame.Rect, tuple[int, int]]


class FoeTiles:
    """Drawn tokens by their key, per catalogue (another catalogue, after edited data, has its own).
    ``cache_clear`` empties it: the title's ``give_back`` frees the tiles and the catalogue, with its
    game and cards, when the player leaves the table (issue #28)."""

    def __init__(self) -> None:
        self._held: dict[int, tuple[object, dict[tuple[object, ...], Tile]]] = {}

    def of(self, cat: object) -> dict[tuple[object, ...], Tile]:
        held = self._held.get(id(cat))
        if held is None or held[0] is not cat:
            held = self._held[id(cat)] = (cat, {})
            if len(self._held) > 4:
                self._held.clear()
                self._held[id(cat)] = held
        return held[1]

    def cache_clear(self) -> None:
        self._held.clear()


_tiles = FoeTiles()


def draw_foe(surface: pygame.Surface, scene: Scene, foe: FoeView, rect: pygame.Rect,
             forecast: FoeForecast | None, hovered: bool) -> None:
    """One enemy (or boss) token, drawn once per look and then blitted (issue #28: a redraw of the
    table redraws a dozen tokens). The key holds every input of ``paint_foe``'s pixels."""
    overkill = bool(forecast is not None and forecast.ko and foe.gold and scene.forecast is not None
                    and scene.forecast.gold > 0)
    boss = (scene.view.boss_next_skill, scene.view.boss_deck_position) if foe.boss else None
    # Half-pixel positions round to even (``round``): the tile is drawn at the same parity as its place.
    key = (scene.lang, scene.scale, foe, rect.size, rect.left % 2, rect.top % 2, forecast, overkill, hovered, boss)
    tiles = _tiles.of(scene.cat)
    tile = tiles.get(key)
    if tile is None:
        margin = max(8, rect.height // 2) // 2 * 2  # even; room for the chip off the corner and the glow
        at = (margin + rect.left % 2, margin + rect.top % 2)
        image = pygame.Surface((rect.width + 2 * margin + 1, rect.height + 2 * margin + 1), pygame.SRCALPHA)
        paint_foe(image, scene, foe, pygame.Rect(at, rect.size), forecast, hovered)
        if len(tiles) >= TILES_KEPT:
            tiles.clear()
        inked = image.get_bounding_rect()  # the see-through margin changes no pixel: not blended at all
        tile = tiles[key] = (image, inked, (at[0] - inked.left, at[1] - inked.top))
    image, inked, at = tile
    surface.blit(image, (rect.left - at[0], rect.top - at[1]), inked)


def paint_foe(surface: pygame.Surface, scene: Scene, foe: FoeView, rect: pygame.Rect,
              forecast: FoeForecast | None, hovered: bool) -> None:
    """One enemy (or boss) token: name, life left, damage this turn, GP and icons (a boss: its next skill)."""
    cat, lang = scene.cat, scene.lang
    fill, edge = (paint.BOSS, paint.BOSS_EDGE) if foe.boss else (paint.ENEMY, paint.ENEMY_EDGE)
    radius = max(3, rect.width // 9)
    paint.panel(surface, rect, fill, edge if (foe.front or foe.boss) else paint.PANEL_EDGE, radius,
                width=2 if foe.front else 1)
    if hovered:
        paint.glow(surface, rect, paint.TEXT, radius, 2)
    inner = tile_inner(rect)
    name = cat.name(foe.card, lang)
    font, lines, size = name_fit(name, scene.px(NAME_PX), inner)
    name_h = min(max(round(font * 1.5), round((len(lines) or 3) * size * NAME_LEADING) + 2),
                 inner.height - max(12, round(font * 1.1)))
    _name(surface, name, pygame.Rect(inner.left, inner.top, inner.width, name_h), font, lines, size)
    room = inner.height - name_h  # the life row, then (a non-boss) its icon row
    big = max(scene.px(12), min(round(font * 1.7), round(room * (0.85 if foe.boss else 0.6) / 1.25)))
    row = pygame.Rect(inner.left, inner.top + name_h, inner.width, round(big * 1.25))
    icons = [("gp", str(foe.gp))] if foe.gp else []
    icons += [(key, "") for key, shown in (("gold", foe.gold), ("gun", foe.gun)) if shown]
    if foe.item:
        icons.append((foe.item if foe.item in cat.layouts.icons else "reward", ""))
    _life(surface, scene, foe, row, big, icons if foe.boss else [])
    if forecast is not None:
        overkill = forecast.ko and foe.gold and scene.forecast is not None and scene.forecast.gold > 0
        _forecast(surface, scene, forecast, pygame.Rect(rect.left, row.top, rect.width, row.height), font, overkill)
    if foe.damage:
        chip_px = max(scene.px(12), round(font * 0.9))
        chip = paint.badge_rect(f"−{foe.damage}", chip_px)
        chip.center = (rect.right - chip.width // 4, rect.top + chip.height // 4)  # hangs off the corner
        paint.badge(surface, f"−{foe.damage}", chip.center, chip_px, paint.LIFE)
    below = pygame.Rect(inner.left, row.bottom, inner.width, inner.bottom - row.bottom)
    if foe.boss:
        _boss_lines(surface, scene, foe, below, font)
    else:
        _icon_row(surface, scene, icons, pygame.Rect(below.left, below.top, below.width, min(below.height,
                                                                                            round(big * 1.1))))


def tile_inner(rect: pygame.Rect) -> pygame.Rect:
    """A token's inside, within its padding."""
    pad = max(2, min(rect.width // 20, rect.height // 14))
    return rect.inflate(-2 * pad, -2 * pad)


def name_fit(name: str, font: int, inner: pygame.Rect) -> tuple[int, tuple[str, ...], int]:
    """The largest name size up to ``font`` whose lines (``name_lines``) leave the life row its room
    in ``inner``: (the size the tile is laid out for, the lines, the size they are set at)."""
    for size_px in range(font, 8, -1):
        lines, size = name_lines(name, size_px, inner.width)
        rows = len(lines) or 3
        if rows * size * NAME_LEADING + max(12, size_px * 1.1) <= inner.height:
            return size_px, lines, size
    lines, size = name_lines(name, 9, inner.width)
    return 9, lines, size


def name_lines(name: str, font: int, width: int) -> tuple[tuple[str, ...], int]:
    """How an enemy's name is set in a token ``width`` wide: one line when it fits at a readable
    size, else two or three lines broken only between words ("Small- / Change / Johnny", never
    "Small-Chan / ge": issue #14.3) at the largest size that fits; () for the kinsoku wrapper."""
    shrink = ONE_LINE_SHRINK if not any(ord(ch) >= 0x3000 for ch in name) else 0.95  # Japanese wraps well
    floor = max(8, round(font * shrink), min(font, NAME_PX))  # never under 13 px for one line (issue #14)
    one = paint.fitting_size((name,), font, width, floor)
    if paint.fitted(name, one, 10**4, True).get_width() <= width:
        return (name,), one
    best: tuple[tuple[str, ...], int] = ((), font)
    for count in (2, 3):
        lines = paint.word_lines(name, font, count)
        if lines is None:
            break
        size = paint.fitting_size(lines, font, width)
        if not best[0] or size > best[1]:
            best = (lines, size)
        if size >= font:  # whole at the size asked: fewer lines read better
            break
    if not best[0]:  # one word that does not fit on one line: shrunk, never cut (issue #24)
        return (name,), paint.fitting_size((name,), font, width, 8)
    return best


def _name(surface: pygame.Surface, name: str, rect: pygame.Rect, font: int, lines: tuple[str, ...],
          size: int) -> None:
    """The enemy's name as ``name_lines`` set it."""
    if len(lines) == 1:
        paint.label(surface, name, rect, size, bold=True, align="center", min_size=size)
        return
    if not lines:
        paint.paragraph(surface, name, rect, font, min_size=8, bold=True, align="center", valign="middle")
        return
    step = rect.height // len(lines)
    for i, line in enumerate(lines):
        paint.label(surface, line, pygame.Rect(rect.left, rect.top + i * step, rect.width, step), size, bold=True,
                    align="center", min_size=size)


def _life(surface: pygame.Surface, scene: Scene, foe: FoeView, row: pygame.Rect, big: int,
          icons: list[tuple[str, str]]) -> None:
    """The life-left number (orange when hurt this turn) after the life icon, then any inline icons."""
    icon_px = round(big * 0.8)
    number = paint.fitted(str(max(0, foe.life - foe.damage)), big, row.width, True,
                          paint.DAMAGE if foe.damage else paint.TEXT)
    extra = _icon_row_width(scene, icons, icon_px)
    total = icon_px + 2 + number.get_width() + (extra + icon_px // 2 if icons else 0)
    x = row.centerx - total // 2
    surface.blit(scene.cat.icons.icon("life", icon_px), (x, row.centery - icon_px // 2))
    surface.blit(number, number.get_rect(midleft=(x + icon_px + 2, row.centery - round(big * 0.06))))
    if icons:
        left = x + icon_px + 2 + number.get_width() + icon_px // 2
        _icon_row(surface, scene, icons, pygame.Rect(left, row.top, extra, row.height), size=icon_px)


def _icon_row_width(scene: Scene, icons: list[tuple[str, str]], size: int) -> int:
    num_px = max(scene.px(12), round(size * 0.8))
    widths = [size + (paint.fitted(n, num_px, 40, True, min_size=num_px).get_width() + 1 if n else 0) for _, n in icons]
    return sum(widths) + max(1, size // 6) * (len(widths) - 1)


def _icon_row(surface: pygame.Surface, scene: Scene, icons: list[tuple[str, str]], rect: pygame.Rect,
              size: int | None = None) -> None:
    """Icons (with a number after some, e.g. GP) centred in ``rect``."""
    size = size or min(rect.height, scene.px(18))
    if not icons or size < 6:
        return
    num_px = max(scene.px(12), round(size * 0.8))
    widths = [size + (paint.fitted(n, num_px, 40, True, min_size=num_px).get_width() + 1 if n else 0) for _, n in icons]
    gap = max(1, size // 6)
    x = rect.centerx - _icon_row_width(scene, icons, size) // 2
    for (key, number), width in zip(icons, widths, strict=True):
        surface.blit(scene.cat.icons.icon(key, size), (x, rect.centery - size // 2))
        if number:
            image = paint.fitted(number, num_px, 40, True, paint.TEXT, min_size=num_px)
            surface.blit(image, image.get_rect(midleft=(x + size + 1, rect.centery)))
        x += width + gap


def _boss_lines(surface: pygame.Surface, scene: Scene, foe: FoeView, rect: pygame.Rect, font: int) -> None:
    """The boss's next skill (once the engine's view knows it) and deck position (FF-R8.1)."""
    if rect.height < font:
        return
    boss = scene.cat.boss(foe.card)
    upcoming = scene.view.boss_next_skill
    name = local(boss.skills[upcoming], "name", scene.lang) if upcoming is not None else "?"
    text = tr("fatal_fight.boss.next", scene.lang, skill=name, n=scene.view.boss_deck_position)
    paint.paragraph(surface, text, rect, max(scene.px(12), font - 1), min_size=scene.px(12), colour=paint.GOLD, align="center",
                    valign="middle")


def _forecast(surface: pygame.Surface, scene: Scene, hit: FoeForecast, band: pygame.Rect, font: int,
              overkill: bool) -> None:
    """A stamp over the life of an enemy the attack would hit: KO (with the gold it drops), or the
    life left and GP spent (FF-R6a, FF-R6c)."""
    layer = pygame.Surface(band.size, pygame.SRCALPHA)
    colour = (205, 36, 36, 235) if hit.ko else (16, 20, 28, 230)
    pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=max(2, band.height // 4))
    pygame.draw.rect(layer, (255, 220, 200, 255), layer.get_rect(), width=1, border_radius=max(2, band.height // 4))
    surface.blit(layer, band)
    if hit.ko:
        text = tr("fatal_fight.predict.short", scene.lang)
    else:
        text = f"→{hit.left}" + (f" GP−{hit.gp_spent}" if hit.gp_spent else "")
    size = band.height - 4
    room = band.inflate(-4, 0)
    if overkill:  # the coin gets its own room after the text, never over it (issue #14.5)
        room.width -= size + 2
    box = paint.label(surface, text, room, round(font * 1.25), bold=True, colour=paint.TEXT, align="center",
                      min_size=scene.px(12))
    if overkill:
        surface.blit(scene.cat.icons.icon("gold", size), (box.right + 2, band.top + 2))


@lru_cache(maxsize=64)
def card_text_words(id: str) -> tuple[str, ...]:
    """A word the cards' text is written with, in every language ("Skill", "行動")."""
    return tuple(dict.fromkeys(tr(id, lang) for lang in languages()))


@lru_cache(maxsize=512)
def skill_line(text: str) -> str:
    """The skill sentence of an enemy's text, without its "Skill:" label: what the group does in
    the enemy phase when this enemy is its front (FF-R8.1); the whole text when none is labelled."""
    prefixes = [label + colon for label in card_text_words("fatal_fight.card_text.skill") for colon in (":", "：")]
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    for line in lines:
        for prefix in prefixes:
            if prefix in line:
                return line.split(prefix, 1)[1].strip()
    return lines[0] if lines else ""
