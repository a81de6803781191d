"""Bots for any hero seat, on ``engine.core.kernel.bots`` (design.md §14): each chooses from its seat's
``bot_view`` (``information``: the state with hidden orders canonical) and legal actions.

* ``RandomBot``: uniform over the legal actions (core's), with the generator ``bot_rng(seed)``
  (never the state's, so a bot never changes the game's chance results).
* ``HeuristicBot``: plays like a sensible person — picks up icons, attacks the weakest front
  enemy it can KO (asking for co-op when short), heals when hurt, guards or sidesteps when
  the enemy phase will hurt, buys upgrades at the briefing, answers every pending decision.
* ``ExpertBot`` (``bots_expert``): searches the heroes' turn in sampled worlds (issue #27).

``simulation.BOTS`` is the bot table by name (``BEST_BOT``: the one a hint asks; ``make_bot``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.kernel.bots import RandomBot
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng
from engine.fatal_fight import actions as A
from engine.fatal_fight import groups
from engine.fatal_fight.board import (
    ENTRIES,
    entry_line,
    line_entries,
    line_of,
    same_or_adjacent,
    step_target,
)
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.heroes import max_carry, max_life
from engine.fatal_fight.information import Information
from engine.fatal_fight.ops import StatBonus
from engine.fatal_fight.rules import decision
from engine.fatal_fight.schema import Art
from engine.fatal_fight.state import card_id
from engine.fatal_fight.strike import parts, preview_ap

__all__ = ["BOT_SEED_SALT", "HeuristicBot", "RandomBot", "bot_rng"]
BOT_SEED_SALT = 0x5EED_B075


def bot_rng(seed: int) -> Rng:
    """A bot's own generator for the game of ``seed`` (apart from the state's)."""
    return Rng.from_seed(seed ^ BOT_SEED_SALT)


class HeuristicBot:
    """A sensible player for every decision kind; it reads the card data (public) and the
    seat's information, never the state."""

    needs_view = True

    def __init__(self, game: FatalFight) -> None:
        self.game = game
        self._gave_up: set[tuple[int, int, int]] = set()  # (rounds played, seat, entry) attacks abandoned

    def choose(self, view: Information, legal: Sequence[Action], rng: Rng) -> Action:
        ctx = Ctx(self.game.cards, self.game.rules, view)  # rules read the information like a state
        chosen: Action = getattr(self, f"_{decision(ctx).kind}")(ctx, list(legal))
        return chosen

    # --- pending decisions ----------------------------------------------------------------
    def _coop(self, ctx: Ctx, legal: list[Action]) -> Action:
        """Help unless Fatigue would clog this hero's cards."""
        seat = legal[0].seat
        return A.AnswerCoop(seat, _coop_room(ctx, seat) > 0)

    def _carry(self, ctx: Ctx, legal: list[Action]) -> Action:
        uses = [a for a in legal if isinstance(a, A.UseItem)]
        if uses:
            return uses[0]
        drops = [a for a in legal if isinstance(a, A.DropItem)]
        return min(drops, key=lambda a: _item_worth(ctx, a.item))

    def _reward(self, ctx: Ctx, legal: list[Action]) -> Action:
        seat = legal[0].seat
        hero = ctx.state.heroes[seat]
        items = [a for a in legal if isinstance(a, A.TakeRewardItem)]
        if items and len(hero.items) < max_carry(ctx, hero):
            order = {"actions": 0, "max_hand": 1, "life": 2, "max_carry": 3, "speed": 4}
            return min(items, key=lambda a: min((order[e.stat] for e in ctx.cards.items[a.item].carried
                                                 if isinstance(e, StatBonus)), default=9))
        return A.TakeRewardGold(seat)

    def _down_bonus(self, ctx: Ctx, legal: list[Action]) -> Action:
        return next(a for a in legal if isinstance(a, A.ChooseDownBonus) and a.bonus == "action")

    def _briefing(self, ctx: Ctx, legal: list[Action]) -> Action:
        buys = [a for a in legal if isinstance(a, A.BuyArt)]
        if buys:
            return max(buys, key=lambda a: (ctx.cards.arts[card_id(a.art)].price, bool(a.replace)))
        removals = [a for a in legal if isinstance(a, A.RemoveStatus)]
        return removals[0] if removals else next(a for a in legal if isinstance(a, A.EndBriefing))

    # --- the attack builder ---------------------------------------------------------------
    def _attack(self, ctx: Ctx, legal: list[Action]) -> Action:
        state = ctx.state
        at = state.attack
        assert at is not None
        need = _needed(ctx, at.entry, pierce=any(p.pierce for p in parts(ctx, at)))
        has_parts = bool(at.cards or at.items or at.specials)
        if has_parts and preview_ap(ctx, at) >= need:
            return A.ConfirmAttack(at.seat)
        adds = [a for a in legal if isinstance(a, (A.AddCard, A.AddItem))]
        if adds:
            return max(adds, key=lambda a: _ap_of(ctx, a))
        if A.AddSpecial(at.seat) in legal and _specials_affordable(ctx, at.seat, at.entry, at.specials) > 0:
            return A.AddSpecial(at.seat)
        coops = [a for a in legal if isinstance(a, A.OfferCoop)]
        if coops and has_parts:
            return coops[0]
        if has_parts:
            return A.ConfirmAttack(at.seat)
        self._gave_up.add((state.rounds_played, at.seat, at.entry))
        return A.CancelAttack(at.seat)

    # --- the turn -------------------------------------------------------------------------
    def _turn(self, ctx: Ctx, legal: list[Action]) -> Action:
        state = ctx.state
        seat = state.turn
        assert seat is not None
        hero = state.heroes[seat]
        by_type: dict[type, list[Any]] = {}
        for a in legal:
            by_type.setdefault(type(a), []).append(a)
        pick_ups: list[Action] = by_type.get(A.PickUp, [])
        if pick_ups:
            return pick_ups[0]
        clutter: list[Action] = [a for a in by_type.get(A.Zanshin, []) if _harmless_status(ctx, a.card)]
        if clutter:
            return clutter[0]
        heals: list[Action] = [a for a in by_type.get(A.UseItem, []) if ctx.cards.items[card_id(a.item)].heal]
        if heals and hero.life <= max_life(ctx, hero) - 3:
            return heals[0]
        reach = _Reach(ctx, seat)
        target = self._best_target(ctx, seat, by_type.get(A.StartAttack, []), reach)
        if target is not None:
            return target
        approach = self._approach(ctx, seat, by_type.get(A.Move, []), reach)
        if approach is not None:
            return approach
        draws: list[Action] = [a for a in by_type.get(A.PlayCard, []) if _art_value(ctx, a.card, "draw")]
        if draws and state.actions >= 2:
            return draws[0]
        threat = _incoming(ctx, line_of(hero.cell))
        if threat > 0:
            safer = self._safer_move(ctx, seat, by_type.get(A.Move, []), threat)
            if safer is not None:
                return safer
            guards: list[Action] = [a for a in by_type.get(A.PlayCard, []) if _art_value(ctx, a.card, "guard")]
            if guards and hero.gp < threat:
                return guards[0]
        return A.EndTurn(seat)

    def _best_target(self, ctx: Ctx, seat: int, starts: list[Action], reach: _Reach) -> Action | None:
        best: tuple[int, Action] | None = None
        for a in starts:
            assert isinstance(a, A.StartAttack)
            if (ctx.state.rounds_played, seat, a.entry) in self._gave_up:
                continue
            need = reach.needed(a.entry)
            if reach.ap(a.entry, ctx.state.heroes[seat].cell) >= need and (best is None or need < best[0]):
                best = (need, a)
        return best[1] if best else None

    def _approach(self, ctx: Ctx, seat: int, moves: list[Action], reach: _Reach) -> Action | None:
        """A move into a line where some front enemy can be KO'd."""
        hero = ctx.state.heroes[seat]
        best: tuple[int, Action] | None = None
        for a in moves:
            assert isinstance(a, A.Move)
            target = step_target(hero.cell, a.direction)
            if target is None or "trap" in ctx.state.icons[target]:
                continue
            for entry in ENTRIES:
                need = reach.needed(entry)
                if reach.ap(entry, target) >= need and (best is None or need < best[0]):
                    best = (need, a)
        return best[1] if best else None

    def _safer_move(self, ctx: Ctx, seat: int, moves: list[Action], now: int) -> Action | None:
        hero = ctx.state.heroes[seat]
        options = []
        for a in moves:
            assert isinstance(a, A.Move)
            target = step_target(hero.cell, a.direction)
            if target is not None and ctx.state.icons[target].count("trap") == 0:
                options.append((_incoming(ctx, line_of(target)), a))
        better = [o for o in options if o[0] < now]
        return min(better, key=lambda o: o[0])[1] if better else None


def _art(ctx: Ctx, card: str) -> Art | None:
    return ctx.cards.arts.get(card_id(card))


def _art_value(ctx: Ctx, card: str, name: str) -> int:
    """An art's stand-alone value (``draw``/``guard``); 0 for a status card."""
    art = _art(ctx, card)
    return getattr(art, name) if art is not None else 0


FATIGUE_LIMIT = 4  # a helper co-ops while its cards (and this attack's co-ops) hold fewer Fatigue


def _coop_room(ctx: Ctx, seat: int) -> int:
    """How many more co-ops this hero is willing to give now."""
    hero = ctx.state.heroes[seat]
    fatigue = sum(1 for pile in (hero.deck, hero.hand, hero.discard) for c in pile if card_id(c) == ctx.cards.fatigue)
    at = ctx.state.attack
    promised = at.coops.count(seat) if at is not None else 0
    return max(FATIGUE_LIMIT - fatigue - promised, 0)


SAFE_LIFE = 5  # special moves may spend life down to this, or to 1 against a boss's group


def _specials_affordable(ctx: Ctx, seat: int, entry: int, already: int) -> int:
    """How many more special moves the hero is willing to pay for in an attack on ``entry``."""
    hero = ctx.state.heroes[seat]
    if not ctx.cards.characters[hero.character].special.is_attack:
        return 0
    floor = 1 if any(f.boss for f in ctx.state.groups[entry - 1]) else SAFE_LIFE
    cost = ctx.rules.special_cost
    return max((hero.life - floor) // cost - already, 0)


def _harmless_status(ctx: Ctx, card: str) -> bool:
    status = ctx.cards.statuses.get(card_id(card))
    return status is not None and not status.zanshin


def _ap_of(ctx: Ctx, a: Any) -> int:
    card = a.card if isinstance(a, A.AddCard) else a.item
    playable = ctx.cards.playable(card)
    return (playable.ap or 0) if playable else 0


def _item_worth(ctx: Ctx, instance: str) -> int:
    item = ctx.cards.items[card_id(instance)]
    return (item.ap or 0) + item.heal + 10 * bool(item.carried)


def _needed(ctx: Ctx, entry: int, pierce: bool) -> int:
    """AP that KOs the front enemy of ``entry`` now (its GP included unless Pierce)."""
    group = ctx.state.groups[entry - 1]
    if not group:
        return 1 << 30
    front = group[0]
    return groups.life(ctx, front) - front.damage + (0 if pierce else groups.gp(ctx, entry, 0))


class _Reach:
    """A quick estimate of the AP the acting hero can put into an attack, for one decision:
    the hand's AP per line, every seat's co-op room, the co-ops reachable from each cell and
    each entry's AP needed are worked out once (the information holds still meanwhile)."""

    def __init__(self, ctx: Ctx, seat: int) -> None:
        self.ctx, self.seat = ctx, seat
        self.rooms = [_coop_room(ctx, s) for s in range(len(ctx.state.heroes))]
        self.special = ctx.cards.characters[ctx.state.heroes[seat].character].special
        self._carried: dict[bool, int] = {}  # other line? -> AP of the best cards plus the items
        self._needed: dict[int, int] = {}
        self._coops: dict[int, int] = {}  # cell -> co-op room of the heroes in reach of it

    def needed(self, entry: int) -> int:
        """``_needed`` without Pierce, once per entry."""
        if entry not in self._needed:
            self._needed[entry] = _needed(self.ctx, entry, pierce=False)
        return self._needed[entry]

    def ap(self, entry: int, cell: int) -> int:
        """Standing on ``cell``, attacking ``entry``: cards, items, special moves and co-ops."""
        ctx, seat = self.ctx, self.seat
        other_line = entry_line(entry) != line_of(cell)
        if other_line not in self._carried:
            self._carried[other_line] = _cards_and_items_ap(ctx, seat, other_line)
        total = self._carried[other_line]
        if cell not in self._coops:
            self._coops[cell] = sum(self.rooms[s] for s, h in enumerate(ctx.state.heroes)
                                    if s != seat and not h.down and same_or_adjacent(cell, h.cell))
        special = self.special
        if special.is_attack and (special.shoot or not other_line):
            total += (special.ap or 0) * _specials_affordable(ctx, seat, entry, 0)
        return total + ctx.rules.coop_ap * self._coops[cell]


def _cards_and_items_ap(ctx: Ctx, seat: int, other_line: bool) -> int:
    """The best attack cards the actions allow plus every attack item that reaches the line."""
    state = ctx.state
    hero = state.heroes[seat]
    arts = [a for a in (_art(ctx, c) for c in hero.hand) if a is not None and a.is_attack]
    card_aps = sorted(((a.ap or 0) for a in arts if a.shoot or not other_line), reverse=True)
    total = sum(card_aps[: state.actions])
    for item in hero.items:
        model = ctx.cards.items[card_id(item)]
        if model.is_attack and (model.shoot or not other_line):
            total += model.ap or 0
    return total


def _incoming(ctx: Ctx, line: int) -> int:
    """Combat damage the enemy phase would deal to a hero in ``line`` (group sizes, guns)."""
    total = 0
    for entry in ENTRIES:
        group = ctx.state.groups[entry - 1]
        if group and (entry in line_entries(line) or groups.model(ctx, group[0]).gun):
            total += len(group)
    return total
