"""Which targets an ability can be used on (from its ops): the legal ``UseAbility`` targets."""

from __future__ import annotations

from engine.dannocomachi import schema as S
from engine.dannocomachi.effects import Ctx, graveyard_characters, sub_limit
from engine.dannocomachi.field import field_of, room_on_field, subs_of


def needs(ability: S.Ability) -> str:
    """What the ability's chosen target must be: "" none, enemy, any, own_sub, own_grave."""
    for op in ability.effects:
        if isinstance(op, S.Swap):
            return "own_sub"
        if isinstance(op, S.Revive):
            return "own_grave"
        if getattr(op, "to", "") == "target":
            return "enemy" if isinstance(op, (S.Damage, S.Ailment)) else "any"
    return ""


def targets(ctx: Ctx, seat: int, ability: S.Ability) -> list[str]:
    """Every target the ability may be used on ([""] when it takes none; [] when none is there)."""
    kind = needs(ability)
    seats = range(len(ctx.state.seat_names))
    if kind == "":
        return [""]
    if kind == "enemy":
        return [uid for other in seats if other != seat for uid in field_of(ctx.state, other)]
    if kind == "any":
        return [uid for other in seats for uid in field_of(ctx.state, other)]
    if kind == "own_sub":
        return subs_of(ctx.state, seat)
    if room_on_field(ctx.state, seat, sub_limit(ctx.table)) is None:  # DA-O3: no room to revive into
        return []
    return graveyard_characters(ctx, seat)
