"""The sandbox tables run on core's kernel and step-table flow (issue #22, design.md §11, §18):
turn_start → main → turn_end → turn_start …, ``EndGame`` → over; steps and phases are enums; the
game's own rule as a turn begins (だんのこまち's DA-K2) is the flow's turn_start step."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.kernel.errors import SaveError
from engine.core.kernel.flow import Flow
from engine.core.kernel.game import Game
from engine.core.kernel.session import Session
from engine.core.saves.documents import read_save
from engine.dannocomachi.game import Dannocomachi
from engine.fertcg.game import Fertcg
from engine.sandbox import actions as A
from engine.sandbox import events as E
from engine.sandbox.game import SandboxGame
from engine.sandbox.kernel import SandboxKind
from engine.sandbox.state import SandboxState
from engine.sandbox.steps import TablePhase, TableStep
from tests.engine.sandbox.tables import seats, toy_game

OLD_SAVES = Path(__file__).with_name("saves_v0")  # written by main before the tables had a flow


@pytest.fixture
def game(tmp_path: Path) -> SandboxGame:
    return toy_game(tmp_path)


def flow_of(game: Game[SandboxState]) -> Flow[object]:
    assert game.kernel is not None and isinstance(game.kernel.flow, Flow)
    flow: Flow[object] = game.kernel.flow
    return flow


@pytest.mark.parametrize("kind", [Fertcg, Dannocomachi])
def test_every_sandbox_game_declares_the_table_step_table_with_enum_steps_and_phases(kind: type[SandboxGame]) -> None:
    flow = flow_of(kind.load(user_root=None))
    assert set(flow.steps) == set(TableStep) and all(isinstance(name, TableStep) for name in flow.steps)
    assert all(isinstance(step.next, TableStep) for step in flow.steps.values())
    assert set(flow.phases) == set(TablePhase)
    assert [flow.steps[s].next for s in (TableStep.TURN_START, TableStep.MAIN, TableStep.TURN_END)] == [
        TableStep.MAIN, TableStep.TURN_END, TableStep.TURN_START]
    assert "apply" not in vars(kind) and "apply" not in vars(SandboxGame)


def test_DA_K2_is_the_flow_step_that_begins_each_turn() -> None:
    assert flow_of(Dannocomachi.load(user_root=None)).rule(TableStep.TURN_START) == "DA-K2"


def test_a_game_starts_in_its_first_turns_main_step_and_ending_the_turn_runs_the_flow_round(game: SandboxGame) -> None:
    session = Session.new(game, seats(game), 3)
    assert (session.state.step, session.state.turn, session.decision().kind) == (TableStep.MAIN, 1, SandboxKind.TABLE)
    session.apply(A.Peek(0, "0.deck"))  # put back at the turn's end
    events = session.apply(A.EndTurn(0))
    assert [type(e) for e in events] == [E.TurnEnded]
    assert (session.state.step, session.state.turn, session.state.turn_player, session.state.active) == (
        TableStep.MAIN, 2, 1, 1)
    assert session.state.peeking == {}


def test_ending_the_game_stops_the_flow_and_nobody_owes_anything(game: SandboxGame) -> None:
    session = Session.new(game, seats(game), 3)
    session.apply(A.EndGame(0))
    assert session.state.step == TableStep.OVER and game.is_over(session.state)
    assert session.decision().seats == () and session.legal_actions() == []
    assert session.view(0).over and session.view(1).over


@pytest.mark.parametrize("kind", [Fertcg, Dannocomachi])
def test_a_save_from_before_the_table_flow_is_refused_with_the_data_version_message(kind: type[SandboxGame]) -> None:
    game = kind.load(user_root=None)
    with pytest.raises(SaveError) as refused:
        read_save(OLD_SAVES / f"{game.id}.json", {game.id: game})
    assert refused.value.kind == "data-version"
    assert "card data version '0'" in refused.value.text.get("en")
