"""Bots for any seat, each choosing from its seat's view only (CORE_API: ``choose(view, legal, rng)``).

* ``RandomBot``: uniform over the legal actions.
* ``TimeoutBot``: the timeout rule (MS-C9) for a seat handed over mid-game.
* ``HeuristicBot``: plays the weakest card in the pre-round (its number does not count), the
  strongest in Round 1; bets by a rough chance of winning from the numbers it can see and the
  average of each opponent's unseen cards.
* ``ExpertBot``: samples the cards it cannot see from the remaining decks consistent with its
  view (``MySaga.determinize``), preferring samples in which each opponent that paid into this
  round had a fair chance (as a heuristic player only pays then), tries every legal action in
  each sample and plays the game out with heuristic players; keeps the action with the best
  mean KP at the end of the game.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng
from engine.core.kernel.view import Hidden
from engine.core.saves import codec
from engine.mysaga import actions as A
from engine.mysaga.game import MySaga
from engine.mysaga.rules import default_choice
from engine.mysaga.schema import Card
from engine.mysaga.state import MySagaState
from engine.mysaga.steps import MsPhase
from engine.mysaga.view import MySagaView, make_view

CALL_CHANCE = 0.4  # the HeuristicBot pays into a round only from this chance of winning up
TRIES_PER_SAMPLE = 4
OVER = MsPhase.OVER  # read once: a play-out tests it at every step


class RandomBot:
    def choose(self, view: MySagaView, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[rng.below(len(legal))]


class TimeoutBot:
    """Plays every decision as the timeout rule would (MS-C9): the bot a seat is handed to when
    its player leaves (digest: Disconnection)."""

    def __init__(self, game: MySaga) -> None:
        self.game = game

    def choose(self, view: MySagaView, legal: Sequence[Action], rng: Rng) -> Action:
        seat = legal[0].seat
        mine = view.seats[seat]
        hand = list(mine.hand) if not isinstance(mine.hand, Hidden) else []
        return default_choice(list(legal), hand, lambda slot: self.game.cards.card(mine.deck[slot].card).number)


class HeuristicBot:
    """A sensible player from the view alone."""

    def __init__(self, game: MySaga) -> None:
        self.game = game

    def choose(self, view: MySagaView, legal: Sequence[Action], rng: Rng) -> Action:
        first = legal[0]
        if isinstance(first, A.PlayPreRound):
            return min(legal, key=lambda a: self._pre_round_worth(view, a))
        if isinstance(first, A.PickCard):
            return max(legal, key=lambda a: self._number(view, a.seat, a.slot))  # type: ignore[attr-defined]
        return self._charge(view, legal)

    def _card(self, view: MySagaView, seat: int, slot: int) -> Card:
        return self.game.cards.card(view.seats[seat].deck[slot].card)

    def _number(self, view: MySagaView, seat: int, slot: int) -> int:
        return self._card(view, seat, slot).number

    def _pre_round_worth(self, view: MySagaView, action: Action) -> float:
        card = self._card(view, action.seat, action.slot)  # type: ignore[attr-defined]
        return card.number - (3 if card.skill else 0)

    def win_chance(self, view: MySagaView, seat: int) -> float:
        """A rough chance that ``seat`` has the highest final count (logistic in the margin)."""
        mine = self._known_total(view, seat, own=True)
        best_other = max((self._known_total(view, s, own=False) for s in range(len(view.seats))
                          if s != seat and not view.seats[s].escaped), default=0.0)
        return 1 / (1 + math.exp(-(mine - best_other) / 3))

    def _known_total(self, view: MySagaView, seat: int, own: bool) -> float:
        total = 0.0
        unseen: float | None = None  # worked out only when a round's number is not known
        for r in (1, 2):
            play = view.fields[r][seat] if view.fields else None
            if play is not None and not isinstance(play.number, Hidden):
                total += play.number
            elif r >= view.round:
                if unseen is None:
                    unseen = self._unseen_mean(view, seat)
                total += unseen
        return total

    def _unseen_mean(self, view: MySagaView, seat: int) -> float:
        sv = view.seats[seat]
        cards, deck = self.game.cards.cards, sv.deck  # _number, read directly: a play-out asks this a lot
        if not isinstance(sv.hand, Hidden) and sv.hand:
            return sum([cards[deck[s].card].number for s in sv.hand]) / len(sv.hand)
        used = {p.slot for row in view.fields if (p := row[seat]) is not None and not isinstance(p.slot, Hidden)}
        numbers = [cards[deck[s].card].number for s in range(len(deck)) if s not in used]
        return sum(numbers) / len(numbers) if numbers else 0.0

    def _charge(self, view: MySagaView, legal: Sequence[Action]) -> Action:
        seat = legal[0].seat
        p = self.win_chance(view, seat)
        kinds = {type(a): a for a in legal}
        if p >= 0.85:
            order: tuple[type[Action], ...] = (A.HyperCharge, A.DoubleCharge, A.Charge, A.EqualCharge, A.FullCharge)
        elif p >= 0.65:
            order = (A.DoubleCharge, A.Charge, A.EqualCharge, A.FullCharge)
        elif p >= CALL_CHANCE:
            order = (A.Wait, A.EqualCharge, A.FullCharge)
        else:
            need = view.betting.level - view.betting.paid[seat]
            order = (A.Wait, A.EqualCharge) if need * 4 <= view.pool else (A.Wait,)
        for kind in order:
            if kind in kinds:
                return kinds[kind]
        return kinds.get(A.Escape, legal[0])


class ExpertBot:
    """Determinized Monte Carlo over the legal actions, heuristic play-outs to the game's end."""

    def __init__(self, game: MySaga, samples: int = 6) -> None:
        self.game = game
        self.samples = samples
        self.rollout = HeuristicBot(game)
        # the last decision's search (the hint's reason, issue #27): worlds sampled, mean KP change per action
        self.evaluation: tuple[int, list[float]] | None = None

    def choose(self, view: MySagaView, legal: Sequence[Action], rng: Rng) -> Action:
        self.evaluation = None
        if len(legal) == 1:
            return legal[0]
        seat = legal[0].seat
        scores = [0.0] * len(legal)
        worlds = self._worlds(view, seat, rng)
        for sampled in worlds:
            world = codec.snapshot(sampled)
            for i, action in enumerate(legal):
                state = codec.restore(world, MySagaState)
                before = state.deck_kp(seat)
                self.game.apply(state, action)
                scores[i] += self._play_out(state, view.game_no, seat, rng) - before
        best = max(range(len(legal)), key=lambda i: scores[i])
        self.evaluation = (len(worlds), [s / max(len(worlds), 1) for s in scores])
        return legal[best]

    def _worlds(self, view: MySagaView, seat: int, rng: Rng) -> list[MySagaState]:
        """``samples`` determinized states, preferring those in which every opponent that put KP
        in this round would have (a heuristic player only pays on a fair chance of winning)."""
        kept: list[MySagaState] = []
        spare: list[MySagaState] = []
        for _ in range(self.samples * TRIES_PER_SAMPLE):
            world = self.game.determinize(view, seat, rng)
            (kept if self._plausible(world, view, seat) else spare).append(world)
            if len(kept) == self.samples:
                break
        return (kept + spare)[:self.samples]

    def _plausible(self, world: MySagaState, view: MySagaView, seat: int) -> bool:
        if view.phase != MsPhase.CHARGE or not view.betting.paid:
            return True
        for other, paid in enumerate(view.betting.paid):
            if other != seat and paid > 0 and not world.seats[other].escaped:
                if self.rollout.win_chance(self.game.view(world, other), other) < CALL_CHANCE:
                    return False
        return True

    def _play_out(self, state: MySagaState, game_no: int, seat: int, rng: Rng) -> int:
        """Heuristic players to the end of this game; the seat's deck KP then."""
        game, choose = self.game, self.rollout.choose
        while state.game_no == game_no and state.phase != OVER:
            legal = game.legal_actions(state)  # the first owing seat's, as the heuristic players take turns
            # listed once (issue #28): the view's charge costs read the same list, and the pick,
            # one of ``legal`` of this very state, is resolved without a second check
            view = make_view(game.context(state), legal[0].seat, legal=legal)
            game.apply_listed(state, choose(view, legal, rng), legal)
        return state.deck_kp(seat)  # a next game's deal (if any) has not touched any KP yet


BOTS = ("random", "timeout", "heuristic", "expert")
Bot = RandomBot | TimeoutBot | HeuristicBot | ExpertBot


def make_bot(name: str, game: MySaga) -> Bot:
    if name == "random":
        return RandomBot()
    if name == "timeout":
        return TimeoutBot(game)
    if name == "heuristic":
        return HeuristicBot(game)
    if name == "expert":
        return ExpertBot(game)
    raise ValueError(f"unknown bot {name!r}; bots: {', '.join(BOTS)}")


def bot_step(game: MySaga, state: MySagaState, seat: int, bot: Bot, rng: Rng) -> Action:
    """Build the seat's view and legal list, ask the bot, return its action (not applied)."""
    return bot.choose(game.view(state, seat), game.legal_actions(state, seat), rng)
