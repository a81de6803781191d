"""Property tests on bot-played campaigns: conservation, board invariants, bounded length,
illegal actions leave the state alone, replays and saves reproduce the state."""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.kernel.bots import Driver, RandomBot
from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng
from engine.core.kernel.session import Session
from engine.fatal_fight import actions as A
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.game import FatalFight, all_cards
from engine.fatal_fight.rules import candidates, check, decision
from engine.fatal_fight.schema import VARIANTS
from engine.fatal_fight.state import FatalFightState
from tests.engine.fatal_fight import fixtures as F

GAME = F.game()
MAX_STEPS = 20_000  # far above any campaign seen; rounds are also capped by max_rounds_per_stage


class MixedBot:
    """Mostly sensible, sometimes random: reaches later stages while still exploring odd lines."""

    def __init__(self, game: FatalFight, seed: int) -> None:
        self.rng = Rng.from_seed(seed + 1)
        self.smart = Driver(game, HeuristicBot(game), bot_rng(0))
        self.random = Driver(game, RandomBot(), bot_rng(seed))

    def next_action(self, state: FatalFightState) -> Action:
        return (self.random if self.rng.below(5) == 0 else self.smart).next_action(state)


def random_bot(game: FatalFight, seed: int) -> Driver:
    return Driver(game, RandomBot(), bot_rng(seed))


def _illegal_sample(state: FatalFightState, rng: Rng) -> Action | None:
    """An action the deciding seat might try that is not legal now (or a wrong seat's)."""
    ctx = Ctx(GAME.cards, GAME.rules, state)
    d = decision(ctx)
    if d.seat is None:
        return None
    refused = [a for a in candidates(ctx, d) if check(ctx, a, d) is not None]
    refused.append(A.EndTurn((d.seat + 1) % len(state.heroes)) if len(state.heroes) > 1 else A.Move(d.seat, "sideways"))
    return refused[rng.below(len(refused))]


def play_campaign(setup: dict, seed: int, make_bot: Callable[[FatalFight, int], object]) -> tuple[
        FatalFightState, list[Action]]:
    state = GAME.new_state(setup, seed)
    bot = make_bot(GAME, seed)
    probe = Rng.from_seed(seed + 2)
    cards = all_cards(state)
    log: list[Action] = []
    while not GAME.is_over(state):
        assert len(log) < MAX_STEPS, "the campaign did not end"
        if len(log) % 40 == 0:
            wrong = _illegal_sample(state, probe)
            if wrong is not None:
                before = GAME.encode_state(state)
                try:
                    GAME.apply(state, wrong)
                except IllegalAction as err:
                    assert err.text == GAME.explain_illegal(state, wrong) and err.reason == err.text.en
                else:
                    raise AssertionError(f"{wrong} was accepted")
                assert GAME.encode_state(state) == before
        action = bot.next_action(state)  # type: ignore[attr-defined]
        events = GAME.apply(state, action)
        log.append(action)
        assert all_cards(state) == cards
        assert all(0 <= h.cell < 9 for h in state.heroes)  # never on an entry
        if any(e.kind == "enemy_phase_ended" for e in events):
            assert all(sum(not f.boss for f in g) <= GAME.rules.max_group for g in state.groups)
    return state, log


def replay(setup: dict, seed: int, log: list[Action]) -> FatalFightState:
    """A new campaign with ``setup`` and ``seed``, played through ``log``."""
    state = GAME.new_state(setup, seed)
    for action in log:
        GAME.apply(state, action)
    return state


setups = st.builds(lambda n, v: F.setup(n, v), st.integers(1, 3), st.lists(st.sampled_from(VARIANTS), unique=True))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), setup=setups)
def test_random_campaigns_keep_every_invariant_and_replay(seed: int, setup: dict) -> None:
    state, log = play_campaign(setup, seed, random_bot)
    assert GAME.encode_state(replay(setup, seed, log)) == GAME.encode_state(state)
    assert GAME.encode_state(GAME.decode_state(GAME.encode_state(state))) == GAME.encode_state(state)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), setup=setups)
def test_mixed_campaigns_with_any_variants_keep_every_invariant(seed: int, setup: dict) -> None:
    state, log = play_campaign(setup, seed, MixedBot)
    assert GAME.encode_state(replay(setup, seed, log)) == GAME.encode_state(state)


def test_mixed_campaigns_reach_later_stages_and_keep_every_invariant() -> None:
    stages = set()
    for seed in range(12):
        state, _ = play_campaign(F.setup(3, ["FF-V3", "FF-V7"] if seed % 2 else []), seed, MixedBot)
        assert state.result in ("won", "lost")
        stages.add(state.stage)
    assert max(stages) == 3


def test_session_replay_of_a_saved_log_reproduces_the_state() -> None:
    setup = F.setup(3, ["FF-V5", "FF-V6"])
    session = Session.new(GAME, setup, 99)
    bot = Driver(GAME, HeuristicBot(GAME), bot_rng(0))
    while not GAME.is_over(session.state) and len(session.log) < 400:
        session.apply(bot.next_action(session.state))
    again = Session.replay(GAME, setup, 99, session.log)
    assert GAME.encode_state(again.state) == GAME.encode_state(session.state)


def test_encode_decode_round_trip_mid_attack_with_pending_coop() -> None:
    state = GAME.new_state(F.setup(3), 5)
    bot = Driver(GAME, HeuristicBot(GAME), bot_rng(0))
    while GAME.decision(state).kind != "coop":
        GAME.apply(state, bot.next_action(state))
    data = GAME.encode_state(state)
    copy = GAME.decode_state(data)
    assert GAME.encode_state(copy) == data
    assert GAME.legal_actions(copy) == GAME.legal_actions(state)
