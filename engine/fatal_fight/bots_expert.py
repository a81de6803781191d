"""The Fatal Fight expert: a determinized search over the heroes' co-op turn (issue #27).

At a hero's turn step (and while it builds an attack) the expert tries each distinct legal action
in full states sampled from its information (``determinize``: the unseen hero decks, stage and
enemy decks and boss skills shuffled with the bot's own generator — never the live state), plays
the rest of the round on with heuristic heroes for every seat, lets the enemy phase hit, and
scores the board the next round starts from (``value``: the campaign, the stage, the heroes' life
and downs, the enemies left on the board and their reach, threat, Fatigue). Every action is tried
on the same sampled worlds (common random numbers), so each is compared with the heuristic's own
pick world by world, and the expert leaves that pick only for an action that is better by
``MARGIN`` on average. Other decisions (co-op answers, rewards, briefing, carry) are the
heuristic's.

The search is bounded by a node budget (engine steps simulated per decision), never by the clock,
so a seed replays the same choices on any machine; the default budget keeps a decision well under
1 s here (``python -m tests.bench fatal_fight_expert``: about 20 ms CPU on average, 0.12 s at most).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng
from engine.core.saves import codec
from engine.fatal_fight import actions as A
from engine.fatal_fight import groups
from engine.fatal_fight.board import ENTRIES, entry_line, line_of
from engine.fatal_fight.bots import HeuristicBot
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.events.flow import CampaignLost, RoundEnded, StageCleared
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.heroes import max_life
from engine.fatal_fight.information import Information, determinize
from engine.fatal_fight.kinds import Kind
from engine.fatal_fight.rules import decision, legal_actions
from engine.fatal_fight.state import FatalFightState, card_id

NODE_BUDGET = 800  # engine steps simulated per decision (all worlds and actions together)
WORLDS = 2  # sampled worlds per action, while the budget lasts (at least one)
SEARCHED = (Kind.TURN,)  # the decisions searched; the others are the heuristic's
MARGIN = 0.5  # how much better (in ``value`` points, averaged over worlds) an action must be

# ``value`` weights, in points of hero life.
WON, LOST = 10_000.0, -10_000.0
STAGE_CLEARED = 200.0
DOWN = 25.0  # a hero down for the rest of the stage: its life and its turns
ENEMY = 4.0  # an enemy left on the board hits every round until KO'd
REACH = 1.0  # per hero an enemy group's combat damage reaches (FF-R8.2)
THREAT = 1.5
FATIGUE = 0.7
GOLD = 0.3


class ExpertBot:
    """Determinized one-step search with heuristic play-outs to the end of the round."""

    needs_view = True

    def __init__(self, game: FatalFight, budget: int | None = None, worlds: int | None = None) -> None:
        self.game = game
        self.budget = NODE_BUDGET if budget is None else budget
        self.worlds = WORLDS if worlds is None else worlds
        self.policy = HeuristicBot(game)  # the prior, and the memory of attacks it gave up
        self.nodes = 0  # engine steps simulated by the last decision (for benchmarks)
        # The last search: each action tried (the heuristic's pick first) and its mean ``value``
        # over the worlds, for a hint's "why"; empty when the decision was not searched.
        self.scores: list[tuple[Action, float]] = []

    def choose(self, view: Information, legal: Sequence[Action], rng: Rng) -> Action:
        prior = self.policy.choose(view, legal, rng)
        self.nodes, self.scores = 0, []
        ctx = Ctx(self.game.cards, self.game.rules, view)
        kind = decision(ctx).kind
        if kind not in SEARCHED or isinstance(prior, A.PickUp):
            return prior
        options = self._options(ctx, legal, prior)
        if len(options) == 1:
            return prior
        world = codec.snapshot(determinize(view, Rng.from_seed(rng.below(1 << 62))))
        totals: list[float] = []
        for option in options:  # the first world: as many options as the budget allows, the prior first
            if len(totals) >= 2 and self.nodes >= self.budget:
                break
            totals.append(self._play_out(_copy(world), option))
        options = options[: len(totals)]
        per_world, worlds = self.nodes, 1
        while worlds < self.worlds and self.nodes + per_world <= self.budget:  # more worlds while they fit
            world = codec.snapshot(determinize(view, Rng.from_seed(rng.below(1 << 62))))
            for i, option in enumerate(options):
                totals[i] += self._play_out(_copy(world), option)
            worlds += 1
        self.scores = [(option, total / worlds) for option, total in zip(options, totals, strict=True)]
        best = max(range(len(options)), key=lambda i: (totals[i], i == 0))  # ties: the prior (index 0)
        return options[best] if totals[best] - totals[0] > MARGIN * worlds else prior

    def _options(self, ctx: Ctx, legal: Sequence[Action], prior: Action) -> list[Action]:
        """The prior first, then one action per distinct effect (same card id, same direction…),
        leaving out attacks the heuristic has given up this round."""
        seen = {_kind_of(prior)}
        options = [prior]
        gave_up = self.policy._gave_up
        for action in legal:
            key = _kind_of(action)
            if key in seen:
                continue
            if isinstance(action, A.StartAttack) and (ctx.state.rounds_played, action.seat, action.entry) in gave_up:
                continue
            seen.add(key)
            options.append(action)
        return options

    def _play_out(self, world: FatalFightState, first: Action) -> float:
        """``first``, then heuristic heroes to the horizon: the end of this round (its enemy phase
        done, before the next round's entries), the stage cleared, or the campaign lost."""
        game = self.game
        policy = HeuristicBot(game)
        policy._gave_up.update(self.policy._gave_up)
        scratch = Rng.from_seed(0)  # the heuristic draws nothing; its interface wants a generator
        action = first
        try:
            while True:
                game.resolve(world, action, _stop_at_horizon)
                self.nodes += 1
                action = policy.choose(world, _play_out_legal(Ctx(game.cards, game.rules, world)), scratch)
        except _Horizon as horizon:
            return value(Ctx(game.cards, game.rules, world), cleared=horizon.cleared)


class _Horizon(Exception):
    """Not an error: the play-out has gone far enough (raised by its tap, caught by ``_play_out``)."""

    def __init__(self, cleared: bool) -> None:
        self.cleared = cleared


def _stop_at_horizon(event: Event) -> None:
    """The tap of a play-out: stop at the end of the round, a stage clear or a lost campaign."""
    if isinstance(event, (RoundEnded, CampaignLost)):
        raise _Horizon(cleared=False)
    if isinstance(event, StageCleared):
        raise _Horizon(cleared=True)


def _play_out_legal(ctx: Ctx) -> list[Action]:
    """The legal actions the heuristic chooses from in a play-out: all of them, except that a co-op
    offer is listed once per helper (``times = 1``). The heuristic asks the first helper listed for
    one co-op at a time, so it picks the same from a shorter list."""
    legal = legal_actions(ctx)
    if decision(ctx).kind is not Kind.ATTACK:
        return legal
    return [a for a in legal if not (isinstance(a, A.OfferCoop) and a.times > 1)]


def _copy(world: bytes) -> FatalFightState:
    """A fresh copy of a sampled world (its generator too: every option meets the same luck)."""
    return codec.restore(world, FatalFightState)


def _kind_of(action: Action) -> tuple[Any, ...]:
    """Actions with the same effect on the game: the same type on the same card id (instances of one
    card are interchangeable), the same direction, entry or helper."""
    fields = tuple(card_id(v) if isinstance(v, str) and "#" in v else v for v in vars(action).values())
    return (type(action), *fields)


def value(ctx: Ctx, cleared: bool = False) -> float:
    """How good the board is for the heroes (all of them: a co-op game), in points of hero life:
    at the end of a round (before the next entries), or as the stage is ``cleared``."""
    state = ctx.state
    if state.result == "lost":
        return LOST
    if cleared:
        return WON if state.stage >= ctx.rules.campaign_length else STAGE_CLEARED + _heroes_value(ctx)
    return _heroes_value(ctx) - THREAT * state.threat - _enemies_cost(ctx)


def _heroes_value(ctx: Ctx) -> float:
    score = 0.0
    state = ctx.state
    for hero in state.heroes:
        if hero.down:
            score -= DOWN
            continue
        score += min(hero.life, max_life(ctx, hero)) + GOLD * hero.gold
        score -= FATIGUE * sum(card_id(c) == ctx.cards.fatigue for pile in (hero.deck, hero.hand, hero.discard)
                               for c in pile)
    return score


def _enemies_cost(ctx: Ctx) -> float:
    """Every enemy left hits again next round: its own weight, and its group's reach (FF-R8.2)."""
    state = ctx.state
    score = 0.0
    heroes_in_line = [sum(1 for h in state.heroes if not h.down and line_of(h.cell) == line) for line in range(3)]
    standing = sum(1 for h in state.heroes if not h.down)
    for entry in ENTRIES:
        group = state.groups[entry - 1]
        if not group:
            continue
        gun = groups.model(ctx, group[0]).gun
        reach = standing if gun else heroes_in_line[entry_line(entry)]
        score += ENEMY * sum(1 for f in group if not f.boss) + REACH * len(group) * reach
    return score
