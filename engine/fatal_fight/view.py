"""What one seat may see (design.md §6).

Fatal Fight is co-operative: hands, face-down plays and items are open information
(issue #5 ruling), so every seat's view is the same and a hotseat table needs no curtain.
Only deck orders stay unknown (sizes are shown); drawing is still an undo barrier.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, is_dataclass
from typing import Any

from engine.fatal_fight import groups, heroes, strike
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.flow import STEPS
from engine.fatal_fight.ops import CELLS
from engine.fatal_fight.rules import decision
from engine.fatal_fight.stage_flow import current_card, decided_boss_symbol
from engine.fatal_fight.state import Hero
from engine.fatal_fight.turn import turn_order


@dataclass(frozen=True)
class FoeView:
    card: str  # instance id; the card model is ``card_id(card)`` (a boss: its own id)
    boss: bool
    life: int
    damage: int
    gp: int
    front: bool
    gold: bool
    gun: bool
    item: str | None


@dataclass(frozen=True)
class CellView:
    name: str
    icons: list[str]
    heroes: list[int]


@dataclass(frozen=True)
class HeroView:
    seat: int
    character: str
    player: str
    life: int
    max_life: int
    gp: int
    gold: int
    down: bool
    acted: bool
    cell: str
    hand: list[str]  # instance ids
    deck_size: int
    discard: list[str]
    played: list[str]
    face_down: list[Any]
    items: list[str]
    exile: list[str]
    upgrades: list[str]
    max_hand: int
    max_carry: int
    actions_per_turn: int
    speed: int
    bonus_hand: int
    bonus_actions: int


@dataclass(frozen=True)
class AttackView:
    seat: int
    entry: int
    cards: list[str]
    items: list[str]
    specials: int
    coops: list[int]
    declined: list[int]
    ap: int  # printed AP + co-op; card text may add more when it resolves
    attributes: list[str]


@dataclass(frozen=True)
class FatalFightView:
    seat: int | None
    seat_names: list[str]
    variants: list[str]
    stage: int
    round: int
    step: str  # the turn-flow step (flow.STEPS), e.g. "action_phase"
    step_rule: str  # its rule id, e.g. "FF-R5"
    result: str
    decision: dict[str, Any]
    turn: int | None
    move_points: int
    actions: int
    threat: int
    stage_gold: int
    carried_gold: int
    stage_card: str | None
    boss_stage_active: bool
    stage_drawn: list[str]
    stage_deck_size: int
    boss_stage_card: str | None
    boss_skills_left: int
    enemy_deck_size: int
    enemy_discard: list[str]
    cells: list[CellView]
    groups: list[list[FoeView]]  # index 0 = entry 1; in each group index 0 = the front
    heroes: list[HeroView]
    attack: AttackView | None
    supply: dict[str, int] = field(default_factory=dict)  # items and statuses left, by card id
    turn_order: list[int] = field(default_factory=list)  # seats in speed order (FF-R5)
    boss_symbol: str | None = None  # once decided (FF-R1)
    boss_deck_position: int = 1  # which of the boss's 3 face-down skills is on top (FF-R8.1)
    boss_next_skill: int | None = None  # known once two skills were revealed (the third by elimination)


def _hero_view(ctx: Ctx, seat: int, hero: Hero) -> HeroView:
    return HeroView(
        seat=seat, character=hero.character, player=hero.player, life=hero.life,
        max_life=heroes.max_life(ctx, hero), gp=hero.gp, gold=hero.gold, down=hero.down, acted=hero.acted,
        cell=CELLS[hero.cell], hand=list(hero.hand), deck_size=len(hero.deck),
        discard=list(hero.discard), played=list(hero.played),
        face_down=list(hero.face_down), items=list(hero.items),
        exile=list(hero.exile), upgrades=list(hero.upgrades), max_hand=heroes.max_hand(ctx, hero),
        max_carry=heroes.max_carry(ctx, hero), actions_per_turn=heroes.actions_per_turn(ctx, hero),
        speed=heroes.speed(ctx, hero), bonus_hand=hero.bonus_hand, bonus_actions=hero.bonus_actions,
    )  # fmt: skip


def _foe_view(ctx: Ctx, entry: int, index: int) -> FoeView:
    foe = ctx.state.groups[entry - 1][index]
    model = groups.model(ctx, foe)
    return FoeView(card=foe.card, boss=foe.boss, life=model.life, damage=foe.damage, gp=groups.gp(ctx, entry, index),
                   front=index == 0, gold=getattr(model, "gold", False), gun=model.gun,
                   item=getattr(model, "item", None))


def _fields(detail: object) -> dict[str, Any]:
    """A decision's detail (a frozen dataclass, or None) as plain fields for the view."""
    return asdict(detail) if is_dataclass(detail) and not isinstance(detail, type) else {}


def make_view(ctx: Ctx, seat: int | None) -> FatalFightView:
    state = ctx.state
    d = decision(ctx)
    at = state.attack
    attack_view = None
    if at is not None:
        attrs = set().union(*(strike.attributes(p) for p in strike.parts(ctx, at)))
        attack_view = AttackView(at.seat, at.entry, list(at.cards), list(at.items), at.specials, list(at.coops),
                                 list(at.declined), strike.preview_ap(ctx, at), sorted(attrs))
    supply = {k: len(p) for k, p in state.item_supply.items()} | {k: len(p) for k, p in state.status_supply.items()}
    return FatalFightView(
        seat=seat, seat_names=list(state.seat_names), variants=list(state.variants), stage=state.stage,
        round=state.round, step=state.step, step_rule=STEPS[state.step].rule, result=state.result,
        decision={"seat": d.seat, "kind": d.kind, "detail": _fields(d.detail)},
        turn=state.turn, move_points=state.move_points, actions=state.actions, threat=state.threat,
        stage_gold=state.stage_gold, carried_gold=state.carried_gold, stage_card=current_card(ctx),
        boss_stage_active=state.boss_stage_rounds > 0, stage_drawn=list(state.stage_drawn),
        stage_deck_size=len(state.stage_deck), boss_stage_card=state.boss_stage.top,
        boss_skills_left=len(state.boss_skills), enemy_deck_size=len(state.enemy_deck),
        enemy_discard=list(state.enemy_discard),
        cells=[CellView(CELLS[i], list(state.icons[i]), [s for s, h in enumerate(state.heroes) if h.cell == i])
               for i in range(9)],
        groups=[[_foe_view(ctx, e, i) for i in range(len(g))] for e, g in enumerate(state.groups, start=1)],
        heroes=[_hero_view(ctx, s, h) for s, h in enumerate(state.heroes)],
        attack=attack_view, supply=supply, turn_order=turn_order(ctx), boss_symbol=decided_boss_symbol(ctx),
        boss_deck_position=state.boss_reveals % 3 + 1,
        boss_next_skill=state.boss_skills[0] if state.boss_skills and state.boss_reveals >= 2 else None,
    )  # fmt: skip
