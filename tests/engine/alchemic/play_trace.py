"""Seeded Alchemic games written out as one text trace, for tests that the rules' results stay the same
when their code is made faster (issue #28).

Every step of a game writes: the decision, every seat's view, both seats' legal lists (in order), the refusal of a broad set of
actions (every hand card used every way, every field card's ability, declare, end, the picks),
each hand card's ``card_refusal``, the action chosen and its events; each game ends with its
encoded state. Games come from the shipped decks and from random legal decks of every card, played by
the random and the heuristic bot.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator

from engine.alchemic import actions as A
from engine.alchemic.bots import HeuristicBot, RandomBot
from engine.alchemic.expert import ExpertBot
from engine.alchemic.game import Alchemic
from engine.alchemic.state import AlchemicState
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng

MAX_STEPS = 5_000


def random_deck(game: Alchemic, rng: Rng) -> list[str]:
    """A legal 30-card deck (AC-S1) drawn from every card, at least one main in it."""
    c = game.cards
    ids = sorted({*c.mains, *c.supports, *c.battles, *c.events})
    mains = sorted(game.cards.mains)
    deck = [mains[rng.below(len(mains))]]
    while len(deck) < 30:
        card = ids[rng.below(len(ids))]
        if deck.count(card) < 3:
            deck.append(card)
    return deck


def setups(game: Alchemic, games: int) -> Iterator[tuple[dict[str, object], int]]:
    """(setup, seed) of ``games`` games: shipped deck pairs, then random decks of every card."""
    shipped = sorted(game.cards.decks)
    rng = Rng.from_seed(2028)
    for seed in range(games):
        if seed % 2 == 0:
            decks: list[object] = [shipped[seed // 2 % 3], shipped[seed // 6 % 3]]
        else:
            decks = [random_deck(game, rng), random_deck(game, rng)]
        yield {"decks": decks, "players": ["A", "B"]}, seed


def probes(state: AlchemicState, seat: int) -> list[Action]:
    """Every action worth asking about for ``seat``: each hand card used every way, each field card's
    ability, declaring, ending, passing, keeping and the mulligan."""
    player = state.players[seat]
    found: list[Action] = [A.Mulligan(seat), A.KeepHand(seat), A.DeclareBattle(seat), A.EndTurn(seat),
                           A.PickBattleCard(seat, None)]
    for card in player.hand:
        found += [A.PlaceCharacter(seat, card), A.PlayEvent(seat, card), A.PickBattleCard(seat, card),
                  A.PickBattleCard(seat, card, True)]
    for card in (*player.main, *player.supports, *player.deck.cards[-2:]):
        found += [A.UseAbility(seat, card), A.PlaceCharacter(seat, card)]
    return found


def trace_game(game: Alchemic, setup: dict[str, object], seed: int, smart: tuple[bool, bool]) -> Iterator[str]:
    """The lines of one game's trace (see the module docstring)."""
    state = game.new_state(setup, seed)
    bots = [HeuristicBot(game.cards) if s else RandomBot() for s in smart]
    rng = Rng.from_seed(seed ^ 0x5EED)
    steps = 0
    while not game.is_over(state):
        steps += 1
        assert steps < MAX_STEPS, "the game did not end"
        yield repr(game.decision(state))
        yield repr(game.view(state, None))
        for seat in (0, 1):
            yield repr(game.view(state, seat))
            yield f"legal {seat} {game.legal_actions(state, seat)!r}"
            for action in probes(state, seat):
                yield f"{action!r} {game.is_legal(state, action)} {game.explain_illegal(state, action)!r}"
            for card in state.players[seat].hand:
                yield f"refusal {card} {game.card_refusal(state, seat, card)!r}"
        seat = game.owing(state)[0]
        legal = game.legal_actions(state, seat)
        action = bots[seat].choose(game.view(state, seat), legal, rng)
        yield f"apply {action!r}"
        yield repr(game.apply(state, action))
    yield repr(game.everything_view(state))
    yield game.encode_state(state).decode()


def digest(game: Alchemic, games: int) -> str:
    """sha256 of the traces of ``games`` games (random against heuristic, both ways, and each alone)."""
    h = hashlib.sha256()
    for setup, seed in setups(game, games):
        smart = ((seed // 2) % 2 == 0, (seed // 4) % 2 == 0)
        for line in trace_game(game, setup, seed, smart):
            h.update(line.encode())
            h.update(b"\n")
    return h.hexdigest()


def expert_trace(game: Alchemic, decisions: int) -> Iterator[str]:
    """The expert's choices and evaluations at the first ``decisions`` real choices of seeded heuristic
    games (bounded by rollouts only, never by the clock, so the trace does not depend on the machine)."""
    expert, helper, made, seed = ExpertBot(game, rollouts=16, budget_s=1e9), HeuristicBot(game.cards), 0, 0
    while made < decisions:
        state, rng = game.new_state({"decks": ["flame-academy", "shadow-legion"]}, seed), Rng.from_seed(seed)
        while not game.is_over(state) and made < decisions:
            seat = game.owing(state)[0]
            view, legal = game.view(state, seat), game.legal_actions(state, seat)
            if seat == 0 and len(legal) > 1:
                action = expert.choose(view, legal, rng)
                made += 1
                yield f"expert {action!r} {expert.evaluation!r}"
            else:
                action = helper.choose(view, legal, rng)
            game.apply(state, action)
        seed += 1
