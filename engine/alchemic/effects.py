"""The interpreter of the effect vocabulary (schema.OPS) — card text as data (design.md §10)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.alchemic import events as E
from engine.alchemic.context import Ctx
from engine.alchemic.state import Modifier
from engine.alchemic.table import field_main, level
from engine.core.piles import move


@dataclass
class BattleCalc:
    """Modifiers gathered during one battle's effect step (AC-B5): seat -> {stat: value}."""

    attacker: int
    defended: bool
    mods: dict[int, dict[str, int]] = field(default_factory=lambda: {0: {}, 1: {}})

    def add(self, seat: int, stat: str, value: int) -> None:
        self.mods[seat][stat] = self.mods[seat].get(stat, 0) + value

    def get(self, seat: int, stat: str) -> int:
        return self.mods[seat].get(stat, 0)


@dataclass
class Source:
    """Whose effect runs, from which card, and the battle it runs in (None: an event/ability)."""

    owner: int
    card: str
    battle: BattleCalc | None = None


def run(ctx: Ctx, effects: list[Any], src: Source) -> None:
    """Apply ``effects`` in order."""
    for effect in effects:
        _OPS[effect.op](ctx, effect, src)


def _target(ctx: Ctx, effect: Any, src: Source) -> int:
    return src.owner if effect.target == "self" else ctx.opponent(src.owner)


def _stat(ctx: Ctx, effect: Any, src: Source) -> None:
    seat = _target(ctx, effect, src)
    if src.battle is not None:
        src.battle.add(seat, effect.op, effect.value)
    else:
        ctx.player(seat).modifiers.append(Modifier(effect.op, effect.value))
    ctx.emit(E.Modified(seat, effect.op, effect.value, src.card))


def _draw(ctx: Ctx, effect: Any, src: Source) -> None:
    draw_cards(ctx, _target(ctx, effect, src), effect.value)


def draw_cards(ctx: Ctx, seat: int, count: int) -> None:
    """Deck top to hand; an empty deck gives nothing (its owner loses at turn end, AC-W1)."""
    player = ctx.player(seat)
    drawn = [move(player.deck, player.hand) for _ in range(min(count, len(player.deck)))]
    if drawn:
        ctx.emit(E.CardsDrawn(seat, tuple(drawn)))


def _life(ctx: Ctx, effect: Any, src: Source) -> None:
    change_life(ctx, _target(ctx, effect, src), effect.value, src.card)


def change_life(ctx: Ctx, seat: int, value: int, cause: str) -> None:
    """Life up to the cap (AC-S2) or down without a floor (losses are checked at turn end)."""
    player = ctx.player(seat)
    before = player.life
    player.life = min(ctx.rules.start_life, player.life + value) if value > 0 else player.life + value
    if player.life != before:
        ctx.emit(E.LifeChanged(seat, player.life - before, player.life, cause))


def _charge(ctx: Ctx, effect: Any, src: Source) -> None:
    seat = _target(ctx, effect, src)
    player = ctx.player(seat)
    moved = [move(player.deck, player.gauge(effect.gauge)) for _ in range(min(effect.value, len(player.deck)))]
    if moved:
        ctx.emit(E.GaugeCharged(seat, effect.gauge, tuple(moved)))


def _drain(ctx: Ctx, effect: Any, src: Source) -> None:
    seat = _target(ctx, effect, src)
    player = ctx.player(seat)
    gauge = player.gauge(effect.gauge)
    moved = [move(gauge, player.deck, bottom=True) for _ in range(min(effect.value, len(gauge)))]
    if moved:
        ctx.emit(E.GaugeDrained(seat, effect.gauge, tuple(moved)))


def _rank(ctx: Ctx, effect: Any, src: Source) -> None:
    seat = _target(ctx, effect, src)
    player = ctx.player(seat)
    player.rank = max(0, min(ctx.rules.max_rank, player.rank + effect.value))
    ctx.emit(E.RankChanged(seat, player.rank))


def _branch(ctx: Ctx, effect: Any, src: Source, holds: bool) -> None:
    run(ctx, effect.then if holds else effect.otherwise, src)


def _if_affiliation(ctx: Ctx, effect: Any, src: Source) -> None:
    main = field_main(ctx, ctx.player(src.owner))
    _branch(ctx, effect, src, main is not None and main.affiliation in effect.affiliation)


def _if_level(ctx: Ctx, effect: Any, src: Source) -> None:
    _branch(ctx, effect, src, level(ctx.player(src.owner), effect.gauge) >= effect.value)


def _if_life(ctx: Ctx, effect: Any, src: Source) -> None:
    _branch(ctx, effect, src, ctx.player(src.owner).life <= effect.value)


def _if_attacking(ctx: Ctx, effect: Any, src: Source) -> None:
    _branch(ctx, effect, src, src.battle is not None and src.battle.attacker == src.owner)


def _if_defended(ctx: Ctx, effect: Any, src: Source) -> None:
    _branch(ctx, effect, src, src.battle is not None and src.battle.defended)


_OPS: dict[str, Callable[[Ctx, Any, Source], None]] = {
    "ap": _stat, "dp": _stat, "bp": _stat, "draw": _draw, "life": _life, "charge": _charge,
    "drain": _drain, "rank": _rank, "if_affiliation": _if_affiliation, "if_level_at_least": _if_level,
    "if_life_at_most": _if_life, "if_attacking": _if_attacking, "if_defended": _if_defended,
}
