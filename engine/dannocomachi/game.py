"""``Dannocomachi``: the sandbox table where effects run through the timeline (rules/dannocomachi-effects.md).

Players play by hand (the rest of the game is not in the source); the engine automates every
effect the source defines: damage with replacement → reduction → nullification (DA-L), shields
and "next damage" effects (DA-R3/R4), ailments and their end (DA-K2), transform, swap, revive (DA-O).
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum
from itertools import permutations
from pathlib import Path

from engine.core.data.loader import USER_DATA, UserRoot, load_database
from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.dispatch import Rule
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action, Decision
from engine.core.saves.userdirs import SHIPPED_DATA
from engine.core.timeline.model import OrderDetail, TimelineKind
from engine.dannocomachi import effects as E
from engine.dannocomachi import events as EV
from engine.dannocomachi.actions import DANNO_ACTIONS, Attack, ChooseOrder, Transform, UseAbility
from engine.dannocomachi.cards import face_data, two_faced
from engine.dannocomachi.field import (
    arrive_front,
    field_of,
    main_of,
    on_field,
    owner_of,
    placed,
    prune,
    standing,
)
from engine.dannocomachi.schema import SPEC, TABLE_NEEDS
from engine.dannocomachi.schema import Event as EventCard
from engine.dannocomachi.state import DannoState
from engine.dannocomachi.targets import targets
from engine.dannocomachi.veil import veil
from engine.dannocomachi.view import DannoView, characters, pending_view
from engine.sandbox import actions as SA
from engine.sandbox.actions import SANDBOX_ACTIONS
from engine.sandbox.game import HAND_MOVES, SandboxGame, SandboxKind, TableCtx
from engine.sandbox.rules import move_card
from engine.sandbox.state import SandboxState, find, split_key
from engine.sandbox.view import SandboxView

MAX_ORDERED = 4  # a seat orders at most this many of its own modifiers by choosing a permutation

NOT_AN_ORDER = msg("dannocomachi.refusal.not_an_order")
NOT_YOUR_CHARACTER = msg("dannocomachi.refusal.not_your_character")
NOT_MAIN = msg("dannocomachi.refusal.not_main")
SEALED = msg("dannocomachi.refusal.sealed")
BAD_TARGET = msg("dannocomachi.refusal.bad_target")
NO_SUCH_ABILITY = msg("dannocomachi.refusal.no_such_ability")
ONE_FACED = msg("dannocomachi.refusal.one_faced")
NOTHING_TO_ORDER = msg("dannocomachi.refusal.nothing_to_order")


class Dannocomachi(SandboxGame):
    id = "dannocomachi"
    title = msg("games.dannocomachi.title")
    state_type = DannoState
    action_types = SANDBOX_ACTIONS + DANNO_ACTIONS
    table_needs = TABLE_NEEDS

    @classmethod
    def load(cls, data_root: Path = SHIPPED_DATA, user_root: UserRoot = USER_DATA) -> Dannocomachi:
        return cls(load_database(SPEC, data_root, user_root))

    def _ctx(self, state: SandboxState) -> E.Ctx:
        assert isinstance(state, DannoState)
        return E.Ctx(self.db, self.table, state)

    # --- who decides ------------------------------------------------------------------------
    def decision(self, state: SandboxState) -> Decision:
        assert isinstance(state, DannoState)
        if state.pending is not None:
            pending = state.pending
            return Decision((pending.seat,), TimelineKind.ORDER, OrderDetail(pending.stage, tuple(pending.modifiers)))
        return super().decision(state)

    def legal_actions(self, state: SandboxState, seat: int | None = None) -> list[Action]:
        assert isinstance(state, DannoState)
        if state.pending is not None:
            return list(self._orders(state)) if seat in (None, state.pending.seat) else []
        return super().legal_actions(state, seat)

    def _orders(self, state: DannoState) -> list[ChooseOrder]:
        assert state.pending is not None
        ids = state.pending.modifiers[:MAX_ORDERED]
        rest = tuple(state.pending.modifiers[MAX_ORDERED:])
        return [ChooseOrder(state.pending.seat, tuple(p) + rest) for p in permutations(ids)]

    # --- the kernel: the table's rules, the order of reductions (DA-R2), the field's bookkeeping ---
    def rule_tables(self) -> dict[StrEnum, dict[type[Action], Rule[TableCtx]]]:
        tables = super().rule_tables()
        table = tables[SandboxKind.TABLE]
        table[SA.MoveCard] = Rule(table[SA.MoveCard].check, _move_by_hand)
        table[SA.EndTurn] = Rule(table[SA.EndTurn].check, _end_turn)
        table[ChooseOrder] = Rule(lambda ctx, a: NOTHING_TO_ORDER, _never)
        # while a damage waits for its order (DA-R2) nothing else may happen
        order = {kind: Rule[TableCtx](_waiting, _never) for kind in self.action_types}
        order[ChooseOrder] = Rule(_check_order, self._choose_order)
        return {**tables, TimelineKind.ORDER: order}

    def not_yours(self, ctx: TableCtx, decision: Decision) -> Words:
        return _waiting(ctx, None) if decision.kind is TimelineKind.ORDER else super().not_yours(ctx, decision)

    def settle(self, ctx: TableCtx) -> None:
        """Every field card has a standing, no other card has one (DA-O1b); a face-down character
        is named only to the seats that see it (issue #21: ``veil``)."""
        assert isinstance(ctx.state, DannoState)
        prune(ctx.state)
        ctx.events[:] = veil(self.table, ctx.state, ctx.events)

    def _choose_order(self, ctx: TableCtx, action: ChooseOrder) -> None:
        danno = self._ctx(ctx.state)
        E.go_on(danno, list(action.order))
        ctx.events.extend(danno.events)

    # --- the game's own actions ---------------------------------------------------------------
    def extra_candidates(self, state: SandboxState) -> list[Action]:
        assert isinstance(state, DannoState)
        ctx = self._ctx(state)
        seat = state.active
        found: list[Action] = []
        main = main_of(state, seat)
        if main is not None:
            found += [Attack(seat, main, t) for other in range(len(state.seat_names)) if other != seat
                      for t in field_of(state, other)]
        for uid in field_of(state, seat):
            face = face_data(self.db, placed(state, uid).card, standing(state, uid).face)
            for index, ability in enumerate(face.abilities):
                if ability.when == "activate":
                    found += [UseAbility(seat, uid, index, t) for t in targets(ctx, seat, ability)]
            if two_faced(self.db, placed(state, uid).card):
                found.append(Transform(seat, uid))
        for card in state.zones[f"{seat}.{self.table.hand_zone}"]:
            model = self.db.get(card.card)
            if isinstance(model, EventCard):
                for index, ability in enumerate(model.abilities):
                    if ability.when == "play":
                        found += [UseAbility(seat, card.uid, index, t) for t in targets(ctx, seat, ability)]
        return found

    def extra_check(self, state: SandboxState, action: Action) -> Words | None:
        assert isinstance(state, DannoState)
        ctx = self._ctx(state)
        if isinstance(action, Attack):
            if not on_field(state, action.attacker) or owner_of(state, action.attacker) != action.seat:
                return NOT_YOUR_CHARACTER
            if main_of(state, action.seat) != action.attacker:
                return NOT_MAIN
            if E.sealed(ctx, action.attacker):
                return SEALED
            enemy = on_field(state, action.target) and owner_of(state, action.target) != action.seat
            return None if enemy else BAD_TARGET
        if isinstance(action, Transform):
            if not on_field(state, action.uid) or owner_of(state, action.uid) != action.seat:
                return NOT_YOUR_CHARACTER
            return None if two_faced(self.db, placed(state, action.uid).card) else ONE_FACED
        if isinstance(action, UseAbility):
            return self._check_ability(ctx, action)
        return super().extra_check(state, action)

    def _check_ability(self, ctx: E.Ctx, action: UseAbility) -> Words | None:
        state = ctx.state
        try:
            key, _ = find(state, action.uid)
        except KeyError:
            return NO_SUCH_ABILITY
        seat, zone = split_key(key)
        if seat != action.seat:
            return NOT_YOUR_CHARACTER
        card = placed(state, action.uid).card
        in_hand = zone == self.table.hand_zone and isinstance(self.db.get(card), EventCard)
        if not in_hand and not on_field(state, action.uid):
            return NO_SUCH_ABILITY
        face = face_data(self.db, card, standing(state, action.uid).face if not in_hand else "a")
        if not 0 <= action.ability < len(face.abilities):
            return NO_SUCH_ABILITY
        ability = face.abilities[action.ability]
        if ability.when != ("play" if in_hand else "activate"):
            return NO_SUCH_ABILITY
        if not in_hand and E.sealed(ctx, action.uid):
            return SEALED
        return None if action.target in targets(ctx, action.seat, ability) else BAD_TARGET

    def extra_resolve(self, state: SandboxState, action: Action) -> list[Event]:
        ctx = self._ctx(state)
        if isinstance(action, Attack):
            amount = E.attack_value(ctx, action.attacker)
            ctx.events.append(EV.Attacked(seat=action.seat, attacker=action.attacker,
                                       card=placed(ctx.state, action.attacker).card, target=action.target,
                                       target_card=placed(ctx.state, action.target).card, amount=amount))
            E.damage(ctx, action.seat, action.attacker, action.target, amount)
            E.run_queue(ctx)
        elif isinstance(action, Transform):
            E.transform(ctx, action.uid)
        elif isinstance(action, UseAbility):
            self._use(ctx, action)
        prune(ctx.state)
        return ctx.events

    def _use(self, ctx: E.Ctx, action: UseAbility) -> None:
        state = ctx.state
        uid, card = action.uid, placed(state, action.uid).card
        face = "a"
        key, _ = find(state, uid)
        if split_key(key)[1] == self.table.hand_zone:  # an event: played to the graveyard, then it works
            ctx.events.append(move_card(self.table, state, action.seat, uid, f"{action.seat}.graveyard"))
            uid = state.zones[f"{action.seat}.graveyard"][-1].uid
        else:
            face = standing(state, uid).face
        ability = face_data(self.db, card, face).abilities[action.ability]
        target_card = placed(state, action.target).card if action.target else ""
        ctx.events.append(EV.AbilityUsed(seat=action.seat, card=card, face=face, target=action.target,
                                   target_card=target_card, label=ability.label, label_en=ability.label_en))
        E.queue_ability(ctx, action.seat, uid, card, face, action.ability, action.target)
        E.run_queue(ctx)

    def view(self, state: SandboxState, seat: int | None) -> DannoView:
        return self._danno_view(state, super().view(state, seat))

    def everything_view(self, state: SandboxState) -> DannoView:
        return self._danno_view(state, super().everything_view(state), everything=True)

    def _danno_view(self, state: SandboxState, base: SandboxView, everything: bool = False) -> DannoView:
        assert isinstance(state, DannoState)
        ctx = self._ctx(state)
        fields = {f.name: getattr(base, f.name) for f in dataclasses.fields(base)}
        shown = characters(ctx, base.seat, everything)
        return DannoView(**fields, characters=shown, pending=pending_view(state))


def _waiting(ctx: TableCtx, action: Action | None) -> Words:
    state = ctx.state
    assert isinstance(state, DannoState) and state.pending is not None
    return msg("dannocomachi.refusal.waiting", name=state.seat_names[state.pending.seat])


def _check_order(ctx: TableCtx, action: ChooseOrder) -> Words | None:
    """DA-R2: the waiting damage's own modifiers, each once, in the order chosen."""
    state = ctx.state
    assert isinstance(state, DannoState) and state.pending is not None
    wanted = state.pending.modifiers
    return None if sorted(action.order) == sorted(wanted) and len(action.order) == len(wanted) else NOT_AN_ORDER


def _never(ctx: TableCtx, action: Action) -> None:
    raise AssertionError(f"{type(action).__name__} passed a check that always refuses")


def _move_by_hand(ctx: TableCtx, action: SA.MoveCard) -> None:
    """A hand move; DA-O1b: a card moved between the main and sub areas arrives on face A, as a swap does."""
    state = ctx.state
    assert isinstance(state, DannoState)
    moved = on_field(state, action.uid)
    HAND_MOVES[SA.MoveCard].do(ctx, action)
    prune(state)
    if moved and on_field(state, action.uid):
        arrive_front(state, action.uid)


def _end_turn(ctx: TableCtx, action: SA.EndTurn) -> None:
    """The turn passes; DA-K2: at the start of a player's turn the ailments given on their last one end."""
    HAND_MOVES[SA.EndTurn].do(ctx, action)
    state = ctx.state
    assert isinstance(state, DannoState)
    prune(state)
    danno = E.Ctx(ctx.cards, ctx.rules, state)
    E.expire_ailments(danno)
    ctx.events.extend(danno.events)
