"""The interpreter of the effect vocabulary (ops.py) — card text as data (design.md §10): one handler
per effect class (design.md §9)."""

from __future__ import annotations

import msgspec

from engine.alchemic import events as E
from engine.alchemic import ops as O
from engine.alchemic.context import Ctx
from engine.alchemic.state import Modifier
from engine.alchemic.table import level
from engine.core.kernel.handlers import Handlers


class BattleCalc(msgspec.Struct):
    """Modifiers gathered during one battle's effect step (AC-B5): seat -> {stat: value}. A Struct, as
    ``Source``: made in C, several times faster than a dataclass (issue #28)."""

    attacker: int
    defended: bool
    mods: dict[int, dict[str, int]] = msgspec.field(default_factory=lambda: {0: {}, 1: {}})

    def add(self, seat: int, stat: str, value: int) -> None:
        self.mods[seat][stat] = self.mods[seat].get(stat, 0) + value

    def get(self, seat: int, stat: str) -> int:
        return self.mods[seat].get(stat, 0)


class Source(msgspec.Struct):
    """Whose effect runs, from which card, and the battle it runs in (None: an event/ability)."""

    owner: int
    card: str
    battle: BattleCalc | None = None


HANDLERS = Handlers[Ctx, Source]()  # per effect class (ops.py), its interpreter


# ``run(ctx, effects, src)``: apply ``effects`` in order, each by its class's handler (the table's own
# ``run``, bound once: a card's effects and each branch cost one call, not two).
run = HANDLERS.run


Targeted = O.AddAp | O.AddDp | O.AddBp | O.Draw | O.Life | O.Charge | O.Drain | O.Rank


def _target(ctx: Ctx, effect: Targeted, src: Source) -> int:
    return src.owner if effect.target == "self" else 1 - src.owner  # Ctx.opponent


@HANDLERS.on(O.AddAp, O.AddDp, O.AddBp)
def _stat(ctx: Ctx, effect: O.AddAp | O.AddDp | O.AddBp, src: Source) -> None:
    seat = src.owner if effect.target == "self" else 1 - src.owner  # _target, written out (the commonest effect)
    if src.battle is not None:
        src.battle.add(seat, effect.op, effect.value)
    else:
        ctx.player(seat).modifiers.append(Modifier(effect.op, effect.value))
    ctx.emit(E.Modified(seat, effect.op, effect.value, src.card))


@HANDLERS.on(O.Draw)
def _draw(ctx: Ctx, effect: O.Draw, src: Source) -> None:
    draw_cards(ctx, _target(ctx, effect, src), effect.value)


def draw_cards(ctx: Ctx, seat: int, count: int) -> None:
    """Deck top to hand; an empty deck gives nothing (its owner loses at turn end, AC-W1)."""
    player = ctx.state.players[seat]
    deck = player.deck.cards
    if count == 1 and deck:  # the turn's draw (AC-T0), most draws: no slices
        drawn: tuple[str, ...] = (deck.pop(),)
    else:
        drawn = tuple(player.deck.draw_many(count))  # top first, as one card at a time would come
        if not drawn:
            return
    player.hand.cards.extend(drawn)
    ctx.emit(E.CardsDrawn(seat, drawn))


@HANDLERS.on(O.Life)
def _life(ctx: Ctx, effect: O.Life, src: Source) -> None:
    change_life(ctx, _target(ctx, effect, src), effect.value, src.card)


def change_life(ctx: Ctx, seat: int, value: int, cause: str) -> None:
    """Life up to the cap (AC-S2) or down without a floor (losses are checked at turn end)."""
    player = ctx.state.players[seat]
    before = player.life
    player.life = min(ctx.rules.start_life, player.life + value) if value > 0 else player.life + value
    if player.life != before:
        ctx.emit(E.LifeChanged(seat, player.life - before, player.life, cause))


@HANDLERS.on(O.Charge)
def _charge(ctx: Ctx, effect: O.Charge, src: Source) -> None:
    seat = _target(ctx, effect, src)
    player = ctx.state.players[seat]
    deck = player.deck.cards
    moved = tuple(deck.pop() for _ in range(min(effect.value, len(deck))))  # deck top first, as moved one by one
    if moved:
        player.gauge(effect.gauge).cards.extend(moved)  # each onto the gauge's top
        ctx.emit(E.GaugeCharged(seat, effect.gauge, moved))


@HANDLERS.on(O.Drain)
def _drain(ctx: Ctx, effect: O.Drain, src: Source) -> None:
    seat = _target(ctx, effect, src)
    player = ctx.state.players[seat]
    gauge = player.gauge(effect.gauge).cards
    moved = tuple(gauge.pop() for _ in range(min(effect.value, len(gauge))))  # gauge top first
    if moved:
        player.deck.cards[0:0] = moved[::-1]  # each under the deck: the last moved at the very bottom
        ctx.emit(E.GaugeDrained(seat, effect.gauge, moved))


@HANDLERS.on(O.Rank)
def _rank(ctx: Ctx, effect: O.Rank, src: Source) -> None:
    seat = _target(ctx, effect, src)
    player = ctx.player(seat)
    player.rank = max(0, min(ctx.rules.max_rank, player.rank + effect.value))
    ctx.emit(E.RankChanged(seat, player.rank))


Conditional = O.IfAffiliation | O.IfLevelAtLeast | O.IfLifeAtMost | O.IfAttacking | O.IfDefended


def _branch(ctx: Ctx, effect: Conditional, src: Source, holds: bool) -> None:
    branch = effect.then if holds else effect.otherwise
    if branch:  # most conditions have one branch written
        run(ctx, branch, src)


@HANDLERS.on(O.IfAffiliation)
def _if_affiliation(ctx: Ctx, effect: O.IfAffiliation, src: Source) -> None:
    on_field = ctx.state.players[src.owner].main.cards  # the main's affiliation, read off its Facts
    _branch(ctx, effect, src, bool(on_field) and ctx.cards.facts[on_field[0]].affiliation in effect.affiliation)


@HANDLERS.on(O.IfLevelAtLeast)
def _if_level(ctx: Ctx, effect: O.IfLevelAtLeast, src: Source) -> None:
    _branch(ctx, effect, src, level(ctx.player(src.owner), effect.gauge) >= effect.value)


@HANDLERS.on(O.IfLifeAtMost)
def _if_life(ctx: Ctx, effect: O.IfLifeAtMost, src: Source) -> None:
    _branch(ctx, effect, src, ctx.player(src.owner).life <= effect.value)


@HANDLERS.on(O.IfAttacking)
def _if_attacking(ctx: Ctx, effect: O.IfAttacking, src: Source) -> None:
    _branch(ctx, effect, src, src.battle is not None and src.battle.attacker == src.owner)


@HANDLERS.on(O.IfDefended)
def _if_defended(ctx: Ctx, effect: O.IfDefended, src: Source) -> None:
    _branch(ctx, effect, src, src.battle is not None and src.battle.defended)
