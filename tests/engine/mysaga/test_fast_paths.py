"""The fast paths of My Crypto Saga (issue #28) decide exactly what the plain rules decided.

Two proofs, over seeded random play at 2, 3 and 4 seats:

* **Check every candidate:** at each state, every action the seat could name (each action type,
  each deck slot) is run through a copy of the rules as they stood before the fast paths (charge
  legality by building the list of open charges and looking the action up in it, the refusal
  reasons of ``rules._charge_refusal``). The direct ``legal_actions`` must list exactly the
  candidates that pass, in the order the old generator listed them, and ``explain_illegal``
  must give the old reason for every other candidate.
* **Golden digests:** a hash of everything seeded play produces — each step's decision, legal
  lists, timeout default, every seat's view, the events of each apply and the final state — and
  of the expert bot's choices, recorded from main at 4164e9f before any fast path existed.
  A digest that moves means behaviour moved: saves, replays and seeded bots would diverge.
"""

from __future__ import annotations

import hashlib
from functools import cache

import pytest

from engine.core.i18n.catalog import Msg, joined, msg
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng
from engine.core.saves import codec
from engine.mysaga import actions as A
from engine.mysaga.bots import ExpertBot
from engine.mysaga.game import MySaga
from engine.mysaga.rules import KIND_IDS, _charge_refusal
from engine.mysaga.state import MySagaState
from engine.mysaga.steps import MsPhase

DECKS = ("blaze", "tide", "radiance", "nightfall")
SEEDS = range(12)


@cache
def shipped() -> MySaga:
    return MySaga.load(user_root=None)


def setup(seats: int) -> dict[str, object]:
    return {"seats": [{"name": f"S{i}", "deck": DECKS[i]} for i in range(seats)]}


# --- the rules as they stood before the fast paths (main 4164e9f), the reference ---------------
def _old_target_total(state: MySagaState, seat: int, kind: type[Action]) -> int | None:
    b = state.betting
    half = b.base_pool // 2
    if kind is A.Charge:
        return half if b.level == 0 and half > 0 else None
    if kind is A.EqualCharge:
        return b.level if b.level > b.paid[seat] else None
    if kind is A.DoubleCharge:
        return 2 * b.level if b.level > 0 and not b.double_used else None
    if kind is A.HyperCharge:
        return None if b.level == 0 or b.hyper_used else 2 * (b.double_to or 2 * b.level)
    return None


def _old_charges(state: MySagaState, seat: int) -> list[Action]:
    if state.phase != MsPhase.CHARGE or state.betting.turn != seat:
        return []
    b = state.betting
    play = state.fields[state.round][seat]
    assert play is not None
    kp = state.seats[seat].deck[play.slot].kp
    options: list[Action] = [A.Wait(seat)] if b.level == 0 else []
    short = False
    for kind in (A.Charge, A.EqualCharge, A.DoubleCharge, A.HyperCharge):
        total = _old_target_total(state, seat, kind)
        if total is None:
            continue
        if total - b.paid[seat] <= kp:
            options.append(kind(seat))
        else:
            short = True
    if short and kp > 0:
        options.append(A.FullCharge(seat))
    options.append(A.Escape(seat))
    return options


def _old_owing(state: MySagaState) -> tuple[A.Kind, tuple[int, ...]]:
    active = [s for s in ((state.flag + i) % state.n for i in range(state.n)) if not state.seats[s].escaped]
    if state.phase == MsPhase.PRE_ROUND:
        assert state.pre_turn is not None
        return A.Kind.PRE_ROUND, (state.pre_turn,)
    if state.phase == MsPhase.PICK:
        return A.Kind.PICK, tuple(s for s in active if state.fields[state.round][s] is None)
    if state.phase == MsPhase.CHARGE:
        assert state.betting.turn is not None
        return A.Kind.CHARGE, (state.betting.turn,)
    return A.Kind.OVER, ()


def old_reason(game: MySaga, state: MySagaState, action: Action) -> Msg | None:
    """The old ``Dispatch.check``: None when legal, else the reason a player read."""
    kind, seats = _old_owing(state)
    if not seats:
        return msg("mysaga.refuse.over")
    if action.seat not in seats:
        names = joined(state.seat_names[s] for s in seats)
        return msg("mysaga.refuse.not_yours", names=names, kind=msg(KIND_IDS[kind]))
    wanted = {A.Kind.PRE_ROUND: (A.PlayPreRound,), A.Kind.PICK: (A.PickCard,)}.get(kind, A.CHARGE_TYPES)
    if type(action) not in wanted:
        return msg("mysaga.refuse.not_now", kind=msg(KIND_IDS[kind]))
    if isinstance(action, (A.PlayPreRound, A.PickCard)):
        return None if action.slot in state.seats[action.seat].hand else msg("mysaga.refuse.not_in_hand")
    if action in _old_charges(state, action.seat):
        return None
    ctx = game.context(state)
    return _charge_refusal(ctx, action)


def candidates(state: MySagaState, seat: int) -> list[Action]:
    """Every action ``seat`` could name now: each card action on each deck slot, each charge."""
    slots = range(len(state.seats[seat].deck))
    return [*(A.PlayPreRound(seat, s) for s in slots), *(A.PickCard(seat, s) for s in slots),
            *(kind(seat) for kind in A.CHARGE_TYPES)]


def old_legal(game: MySaga, state: MySagaState, seat: int) -> list[Action]:
    """Check every candidate, listed as the old generator listed them (hand order, then charge order)."""
    hand = state.seats[seat].hand
    found = [a for a in candidates(state, seat) if old_reason(game, state, a) is None]
    return sorted(found, key=lambda a: hand.index(a.slot) if isinstance(a, (A.PlayPreRound, A.PickCard))
                  else A.CHARGE_TYPES.index(type(a)))


def _words(reason: object) -> object:
    return None if reason is None else (reason.en, reason.ja)  # type: ignore[attr-defined]


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_direct_legal_lists_equal_checking_every_candidate(seats: int) -> None:
    game = shipped()
    states = 0
    for seed in SEEDS:
        state, chooser = game.new_state(setup(seats), seed), Rng.from_seed(seed ^ 0x5A6A)
        while not game.is_over(state):
            owing = game.owing_seats(state)
            for seat in range(seats):
                legal = game.legal_actions(state, seat)
                assert legal == old_legal(game, state, seat)
                for action in candidates(state, seat):
                    old = old_reason(game, state, action)
                    assert game.is_legal(state, action) is (old is None), action
                    if old is not None:
                        assert _words(game.explain_illegal(state, action)) == _words(old), action
            seat = owing[chooser.below(len(owing))]
            legal = game.legal_actions(state, seat)
            game.apply(state, legal[chooser.below(len(legal))])
            states += 1
    assert states > 15 * len(SEEDS)  # whole sets (3 games each) were played, not a few steps


# --- golden digests of seeded play, recorded before the fast paths -------------------------------
def play_digest(seats: int, seeds: range) -> str:
    """Hash of seeded random play: decisions, legal lists, timeout defaults, views, events, states."""
    game, h = shipped(), hashlib.sha256()
    for seed in seeds:
        state, chooser = game.new_state(setup(seats), seed), Rng.from_seed(~seed)
        h.update(codec.encode_json(state))
        while not game.is_over(state):
            h.update(repr(game.decision(state)).encode())
            owing = game.owing_seats(state)
            for seat in range(seats):
                h.update(repr((game.legal_actions(state, seat), game.timeout_action(state, seat))).encode())
            for viewer in (*range(seats), None):
                h.update(repr(game.view(state, viewer)).encode())
            seat = owing[chooser.below(len(owing))]
            legal = game.legal_actions(state, seat)
            for event in game.apply(state, legal[chooser.below(len(legal))]):
                h.update(repr(event.to_json()).encode())
            h.update(codec.encode_json(state))
        h.update(repr(game.decision(state)).encode())
    return h.hexdigest()


def expert_digest(seats: int, seeds: range) -> str:
    """Hash of the expert bot's choices and evaluations over a few seeded games."""
    game, h = shipped(), hashlib.sha256()
    for seed in seeds:
        state, rng = game.new_state(setup(seats), seed), Rng.from_seed(seed)
        expert = ExpertBot(game, samples=3)
        while not game.is_over(state) and state.game_no == 0:
            seat = game.owing_seats(state)[0]
            action = expert.choose(game.view(state, seat), game.legal_actions(state, seat), rng)
            h.update(repr((action, expert.evaluation)).encode())
            game.apply(state, action)
    return h.hexdigest()


PLAY_DIGESTS = {  # main at 4164e9f
    2: "bd08e515b423abf092ca419fce1abb851e87960e4eb8dd3f0c17bd9a7e0f39ef",
    3: "058216888787fba66a1fef1169c0985797d84270e919ddcb92cfa2acfdb87c8a",
    4: "bcdfc8f1846ada88ce9c7d032fa5b6d88888e5cb38c5a3052f9ee75bca6a088f",
}
EXPERT_DIGESTS = {  # main at 4164e9f
    2: "825591cfa25add7bd63a01e6c3a549d3a811e948fd465f01e37fb1770b64f116",
    4: "26c293abdcb3f4a71e73d2d78150d7418442682ba395dbbb04c775f2a5652467",
}


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_seeded_play_is_unchanged_by_the_fast_paths(seats: int) -> None:
    assert play_digest(seats, SEEDS) == PLAY_DIGESTS[seats]


@pytest.mark.parametrize("seats", [2, 4])
def test_the_expert_bot_chooses_as_before(seats: int) -> None:
    assert expert_digest(seats, range(2)) == EXPERT_DIGESTS[seats]


def test_a_checked_deck_is_checked_again_under_other_rules() -> None:
    """MS-D2: ``deck_problem`` keeps its answers per deck and per rule it reads, never across rules."""
    game = shipped()
    deck = game.cards.decks["blaze"].cards
    assert game.cards.deck_problem(deck, game.rules) is None
    tight = game.rules.model_copy(update={"deck_cost_cap": 10})
    problem = game.cards.deck_problem(deck, tight)
    assert problem is not None and problem.id == "mysaga.deck.cost"
    assert game.cards.deck_problem(deck, game.rules) is None
