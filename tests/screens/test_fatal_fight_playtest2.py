"""Fatal Fight, second play test (issue #25): one headless test per finding, clicked through where a
person would click."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest

from engine.fatal_fight.game import FatalFight
from screens.fatal_fight.board import group_caption
from tests.screens import make_app, press, pump
from tests.screens.test_fatal_fight_defects import open_table


@pytest.fixture(scope="module")
def game() -> FatalFight:
    return FatalFight.load()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_issue_25_finding_2_FF_R8_the_group_caption_follows_a_boss_anywhere_in_the_group(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: FatalFight, lang: str) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, game)
    scene = table.scene()
    scene.lang = lang
    foes = [foe for group in scene.view.groups for foe in group]
    assert len(foes) >= 2
    boss_id = next(iter(game.cards.bosses))
    boss = dataclasses.replace(foes[0], card=boss_id, boss=True, front=False)
    front_only = group_caption(scene, [foes[0], foes[1]])
    with_boss = group_caption(scene, [foes[0], foes[1], boss])
    alone = group_caption(scene, [dataclasses.replace(boss, front=True)])
    assert front_only and with_boss and alone  # a lone boss gets a caption too
    assert with_boss != front_only  # the boss's skill is used, not the front enemy's (FF-R8.1)
    assert with_boss == alone
    first_skill = scene.cat.boss(boss_id).skills[0]
    known = dataclasses.replace(scene, view=dataclasses.replace(scene.view, boss_next_skill=0))
    from screens.fatal_fight.catalogue import local
    assert local(first_skill, "name", lang) in group_caption(known, [foes[0], boss])


def test_issue_25_finding_3_the_playback_shows_one_moment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          game: FatalFight) -> None:
    """Header round, status, prompt and hero Guard follow the step played; round 2 arrives with its frame."""
    from engine.fatal_fight.events.flow import RoundEnded, RoundStarted
    from screens.fatal_fight.prompt import prompt_for

    app = make_app(tmp_path, monkeypatch)
    table = open_table(app, game)
    while table.playback is None:
        press(app, pygame.K_e)
    assert table.playback is not None
    seen = []
    while table.playback is not None and table.playback.step is not None:
        step = table.playback.step
        scene = table.scene()
        prompt = prompt_for(scene, table.words, step)
        assert prompt.text.count("Enemy phase") == 0 and prompt.tag == "Enemy phase"  # said once, on the plate
        if isinstance(step.event, RoundStarted):
            assert scene.view.round == 2
        else:
            assert scene.view.round == 1 and table._status.text == "Enemy phase (round 1)", type(step.event)
        seen.append(type(step.event))
        pump(app, 1, dt=table.playback.seconds + 0.01)
    assert RoundEnded in seen and seen[-1] is RoundStarted
    first = prompt_for(table.scene(), table.words, None)
    assert "Enemy phase" not in first.tag


def test_issue_25_finding_4_the_replay_draws_no_live_prompt_or_highlight(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from screens.fatal_fight.choices import Choices
    from screens.fatal_fight.prompt import Prompt, PromptPainter
    from screens.replay.screen import open_replay
    from tests.engine.core.test_replay import fatal_fight_save
    from tests.screens import click

    app = make_app(tmp_path, monkeypatch)
    shown: list[Prompt] = []
    original = PromptPainter.draw
    monkeypatch.setattr(PromptPainter, "draw", lambda self, surface, scene, prompt: (
        shown.append(prompt), original(self, surface, scene, prompt))[1])
    viewer = open_replay(app, fatal_fight_save(tmp_path, steps=12), step=0)
    app.push(viewer)
    pump(app)
    table = viewer.table
    assert table.session.decision().kind == "turn" and table.choices.moves  # a live table would light cells
    scene = table.scene()
    assert scene.choices == Choices() and scene.legal == () and scene.forecast is None
    assert table.hand.legal == frozenset()
    assert shown and all("click" not in p.text.lower() and "E ends" not in p.text for p in shown)
    assert shown[-1].tag == "Replay" and "was to act" in shown[-1].text
    entry = viewer._round_entry  # noqa: SLF001
    assert entry is not None and entry.placeholder_text == "Round #"
    click(app, entry)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="1", window=None))
    press(app, pygame.K_RETURN)
    assert not viewer.typing()  # Enter gave the keys back
    press(app, pygame.K_END)
    assert viewer.step == viewer.tape.length
