"""The rules made faster (issue #28) decide exactly as before: legal lists generated directly equal the
actions that pass the kernel's check (same actions, same order), and seeded play writes the same trace
(decisions, views, legal lists, refusals, events, final states) as the code before the speed work."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator

from engine.alchemic import actions as A
from engine.alchemic import battle
from engine.alchemic.bots import HeuristicBot, RandomBot
from engine.alchemic.decisions import Kind
from engine.alchemic.state import AlchemicState
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng
from tests.engine.alchemic.helpers import game
from tests.engine.alchemic.play_trace import digest, expert_trace, setups

# sha256 of ``play_trace.digest(game(), 24)`` written by main at 4164e9f, before the rules were made
# faster: the shipped data and the rules of that commit.
TRACE_BEFORE = "9fb8b12613b69d9336d88cde420f581f2d7f4b4fd3dc3367b8e9fb7565022833"
# sha256 of the lines of ``play_trace.expert_trace(game(), 6)``, written by the same commit.
EXPERT_BEFORE = "e25b944b75eb6c74c05e90800066efed5ffcc200c99ca49ed225a687e2ccacca"


def checked_every_candidate(state: AlchemicState, seat: int) -> list[Action]:
    """The legal list the slow way: every action a seat could name, in the order the old generator
    offered them, kept when the kernel's check passes (picks: ``battle.check_pick``, one per card)."""
    g, player = game(), state.players[seat]
    if g.decision(state).kind is Kind.BATTLE_PICK:
        ctx, seen, picks = g.context(state), set(), []
        for card in player.hand:
            for rebound in (False, True):
                pick = A.PickBattleCard(seat, card, rebound)
                if battle.check_pick(ctx, pick) is None and g.cards.model(card).id not in seen:
                    seen.add(g.cards.model(card).id)
                    picks.append(pick)
        none = A.PickBattleCard(seat, None)
        return picks + ([none] if battle.check_pick(ctx, none) is None else [])
    named: list[Action] = [A.Mulligan(seat), A.KeepHand(seat)]
    for card in player.hand:
        named += [A.PlaceCharacter(seat, card), A.PlayEvent(seat, card)]
    named += [A.UseAbility(seat, card) for card in (*player.main, *player.supports, *player.hand)]
    named += [A.DeclareBattle(seat), A.EndTurn(seat)]
    return [a for a in named if g.is_legal(state, a)]


def positions(games: int) -> Iterator[AlchemicState]:
    """Every position of ``games`` seeded games (shipped and random decks), random and heuristic play."""
    g = game()
    for setup, seed in setups(g, games):
        state = g.new_state(setup, seed)
        bots, rng = [RandomBot(), HeuristicBot(g.cards)], Rng.from_seed(seed)
        while not g.is_over(state):
            yield state
            seat = g.owing(state)[0]
            legal = g.legal_actions(state, seat)
            g.apply(state, bots[(seat + seed) % 2].choose(g.view(state, seat), legal, rng))
        yield state


def test_direct_legal_lists_equal_checking_every_candidate() -> None:
    g, seen_kinds, seen_types, checked = game(), set(), set(), 0
    for state in positions(60):
        for seat in (0, 1):
            legal = g.legal_actions(state, seat)
            assert legal == checked_every_candidate(state, seat), (seat, g.encode_state(state))
            seen_types.update(type(a) for a in legal)
            checked += 1
        seen_kinds.add(g.decision(state).kind)
    assert checked > 5_000
    assert seen_kinds == set(Kind)
    assert seen_types == set(g.action_types)


def test_seeded_play_writes_the_same_trace_as_before() -> None:
    assert digest(game(), 24) == TRACE_BEFORE


def test_the_expert_chooses_as_before() -> None:
    lines = list(expert_trace(game(), 6))
    assert len(lines) == 6
    assert hashlib.sha256("".join(f"{line}\n" for line in lines).encode()).hexdigest() == EXPERT_BEFORE
