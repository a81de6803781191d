"""The hint key for Fatal Fight (issue #27): the best registered bot and its reason in one sentence.

The reason is worked out from the view with the heuristic's own measures (the AP a KO needs,
the AP the hand can reach, the damage coming to a line), so it says why the pick is good in the
terms the bots decide by. The bot is the game's best (``simulation.BEST_BOT``).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.bots import Bot
from engine.core.kernel.game import Action
from engine.fatal_fight import actions as A
from engine.fatal_fight import simulation
from engine.fatal_fight.board import line_of, step_target
from engine.fatal_fight.bots import _incoming, _needed, _Reach
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.heroes import max_life
from engine.fatal_fight.information import Information
from engine.fatal_fight.strike import parts, preview_ap

FAR = 1 << 29  # _needed's "no enemy there"


def best_bot(game: FatalFight) -> Bot:
    """The strongest bot the game registers (``simulation.BEST_BOT``, the expert)."""
    return simulation.make_bot(simulation.BEST_BOT, game)


def explain(game: FatalFight, bot: Bot, view: Information, legal: Sequence[Action], action: Action) -> Words:
    """Why ``action`` is the pick, from the seat's information only."""
    if len(legal) == 1:
        return msg("learn.hint.only")
    ctx = Ctx(game.cards, game.rules, view)
    state = ctx.state
    if isinstance(action, A.StartAttack):
        reach = _Reach(ctx, action.seat)
        need = reach.needed(action.entry)
        return msg("learn.fatal_fight.hint.attack", entry=action.entry, need=need,
                   ap=reach.ap(action.entry, state.heroes[action.seat].cell))
    if isinstance(action, (A.AddCard, A.AddItem, A.AddSpecial, A.OfferCoop, A.ConfirmAttack)) and state.attack:
        at = state.attack
        need = _needed(ctx, at.entry, pierce=any(p.pierce for p in parts(ctx, at)))
        ap = preview_ap(ctx, at)
        if isinstance(action, A.ConfirmAttack):
            return msg("learn.fatal_fight.hint.confirm", ap=ap, need=need) if ap >= need else msg("learn.fatal_fight.hint.confirm_short", ap=ap)
        if isinstance(action, A.OfferCoop):
            return msg("learn.fatal_fight.hint.coop", ap=ap, need=need)
        return msg("learn.fatal_fight.hint.add", ap=ap, need=need)
    if isinstance(action, A.CancelAttack):
        return msg("learn.fatal_fight.hint.cancel")
    if isinstance(action, A.Move):
        hero = state.heroes[action.seat]
        target = step_target(hero.cell, action.direction)
        if target is not None:
            reach = _Reach(ctx, action.seat)
            needs = [reach.needed(e) for e in range(1, 7) if reach.needed(e) < FAR and reach.ap(e, target) >= reach.needed(e)]
            if needs:
                return msg("learn.fatal_fight.hint.approach", need=min(needs))
            now, then = _incoming(ctx, line_of(hero.cell)), _incoming(ctx, line_of(target))
            if then < now:
                return msg("learn.fatal_fight.hint.dodge", now=now, then=then)
        return msg("learn.fatal_fight.hint.move")
    if isinstance(action, A.PickUp):
        return msg("learn.fatal_fight.hint.pickup")
    if isinstance(action, A.UseItem):
        hero = state.heroes[action.seat]
        return msg("learn.fatal_fight.hint.heal", missing=max_life(ctx, hero) - hero.life)
    if isinstance(action, A.Zanshin):
        return msg("learn.fatal_fight.hint.zanshin")
    if isinstance(action, A.PlayCard):
        threat = _incoming(ctx, line_of(state.heroes[action.seat].cell))
        return msg("learn.fatal_fight.hint.guard", threat=threat) if threat else msg("learn.fatal_fight.hint.draw")
    if isinstance(action, A.EndTurn):
        return msg("learn.fatal_fight.hint.end_turn")
    if isinstance(action, A.AnswerCoop):
        return msg("learn.fatal_fight.hint.help") if action.accept else msg("learn.fatal_fight.hint.no_help")
    return msg("learn.hint.bot")
