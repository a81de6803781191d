"""The expert bot (issue #27): it sees what a player sees, plays only legal actions, replays the
same for a seed, leaves the game alone while it searches; and the paired report's statistics."""

from __future__ import annotations

import json

import pytest

import main
from engine.core.kernel.bots import Driver, decide
from engine.fatal_fight import bots_expert
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.bots_expert import ExpertBot
from engine.fatal_fight.information import information
from engine.fatal_fight.kinds import Kind
from engine.fatal_fight.sim_cli import bots as cli_bots
from engine.fatal_fight.sim_paired import compare, difference_interval, mcnemar_exact
from engine.fatal_fight.sim_stats import GameRecord
from engine.fatal_fight.simulation import BEST_BOT, BOTS, make_bot
from tests.engine.fatal_fight import fixtures as F
from tests.engine.fatal_fight import test_bots

SMALL = 80  # a node budget that keeps these tests quick; the search is the same


def test_the_expert_is_the_games_best_bot_and_the_cli_offers_every_bot() -> None:
    game = F.game()
    assert list(BOTS)[-1] == BEST_BOT == "expert" and cli_bots() == tuple(BOTS)
    assert isinstance(make_bot(BEST_BOT, game), ExpertBot)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("oracle", game)


def test_expert_chooses_the_same_whatever_the_hidden_orders() -> None:
    """Design §14: states that differ only in what is hidden (deck orders, unknown boss skills, the
    generator) get the same choice, searched or not; the twins' orders really differ."""
    game = F.game()
    state = game.new_state(F.setup(3), 5)
    driver = Driver(game, HeuristicBot(game), bot_rng(5))
    searched = differed = 0
    for step in range(260):
        if game.is_over(state):
            break
        if step % 13 == 0 and game.decision(state).kind is Kind.TURN:
            twin = test_bots._reshuffled(game, state, step)
            assert information(twin) == information(state)
            differed += twin.enemy_deck.cards != state.enemy_deck.cards
            seat = game.decision(state).seat
            mine, theirs = ExpertBot(game, budget=SMALL), ExpertBot(game, budget=SMALL)
            assert decide(game, twin, seat, theirs, bot_rng(1)) == decide(game, state, seat, mine, bot_rng(1))
            assert mine.nodes == theirs.nodes and mine.scores == theirs.scores
            searched += mine.nodes > 0
        game.apply(state, driver.next_action(state))
    assert searched >= 5 and differed >= searched // 2


def test_expert_plays_only_legal_actions_and_replays_the_same_for_a_seed() -> None:
    game = F.game()
    runs = []
    for _ in range(2):
        state = game.new_state(F.setup(3), 8)
        bot, rng = ExpertBot(game, budget=SMALL), bot_rng(8)
        chosen, nodes, deviated = [], 0, 0
        for _ in range(90):
            legal = game.legal_actions(state)
            action = decide(game, state, None, bot, rng)
            assert action in legal
            if bot.scores and action != bot.scores[0][0]:  # it left the heuristic's pick: only for a better score
                deviated += 1
                assert dict(bot.scores)[action] > bot.scores[0][1] + bots_expert.MARGIN
            game.apply(state, action)  # IllegalAction would fail the test
            chosen.append(action)
            nodes = max(nodes, bot.nodes)
        runs.append((chosen, game.encode_state(state)))
        assert 0 < nodes <= SMALL + 200  # the budget, overrun by at most the play-out in hand
        assert deviated >= 1  # the search is not a no-op
    assert runs[0] == runs[1]


def test_expert_search_leaves_the_game_and_its_generator_alone() -> None:
    game = F.game()
    state = game.new_state(F.setup(3), 2)
    before = game.encode_state(state)
    rng_before = (state.rng.state, list(state.rng.record))
    bot = ExpertBot(game, budget=SMALL)
    action = decide(game, state, None, bot, bot_rng(2))
    assert bot.nodes > 0 and action in game.legal_actions(state)
    assert game.encode_state(state) == before and (state.rng.state, state.rng.record) == rng_before


def test_mcnemar_exact_and_the_paired_interval_match_hand_computed_values() -> None:
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_exact(5, 0) == pytest.approx(2 / 32)
    assert mcnemar_exact(1, 10) == pytest.approx(2 * 12 / 2048)
    d, low, high = difference_interval(20, 5, 100)
    assert d == pytest.approx(0.15) and low < 0.15 < high and low > 0  # 20 vs 5 of 100: clearly better
    d, low, high = difference_interval(3, 3, 50)
    assert d == 0 and low < 0 < high


def _record(index: int, seed: int, result: str) -> GameRecord:
    return GameRecord(heroes=3, index=index, seed=seed, characters=("a",), result=result, stage=3, loss="",
                      decisions=1, rounds=(1,), cleared=3 if result == "won" else 2, downs=0, turns=1, damage=0,
                      actions_used=0, damage_3_actions=(), entered=0, exited=0, threat_at_stage_end=(0,),
                      threat_by_round=(0,), gold=0, art_plays=())


def test_compare_pairs_campaigns_by_seed() -> None:
    ours = [_record(i, 100 + i, r) for i, r in enumerate(["won", "won", "lost", "won"])]
    theirs = [_record(i, 100 + i, r) for i, r in enumerate(["lost", "won", "lost", "lost"])][::-1]
    (row,) = compare("expert", ours, "heuristic", theirs)
    assert (row.games, row.wins, row.against_wins, row.only_bot, row.only_against) == (4, 3, 1, 2, 0)
    assert row.difference == pytest.approx(0.5) and not row.significant  # 2 discordant pairs prove little


def test_simulate_reports_the_paired_comparison(capsys: pytest.CaptureFixture[str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """``--bot expert`` pairs with the heuristic by default; the JSON carries both win rates. With
    its search switched off the expert is its prior, the heuristic: the pairs must then agree."""
    monkeypatch.setattr(bots_expert, "SEARCHED", ())
    argv = ["simulate", "fatal-fight", "--games", "1", "--bot", "expert", "--no-progress", "--json"]
    assert main.main(argv) == 0
    (paired,) = json.loads(capsys.readouterr().out)["paired"]
    assert paired["bot"] == "expert" and paired["against"] == "heuristic" and paired["games"] == 1
    assert paired["wins"] == paired["against_wins"] and paired["only_bot"] == paired["only_against"] == 0
    assert paired["difference"] == 0 and paired["difference_low"] < 0 < paired["difference_high"]
    assert main.main(["simulate", "fatal-fight", "--games", "1", "--bot", "random", "--against", "heuristic",
                      "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "random vs heuristic on the same campaigns" in out and "McNemar" in out
    assert main.main(["simulate", "fatal-fight", "--games", "1", "--bot", "heuristic", "--against", "heuristic"]) == 2
    assert "--against heuristic" in capsys.readouterr().err
